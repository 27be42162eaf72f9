# SPDX-License-Identifier: MIT
"""The twin of examples/teams-match.c: an American Whist for 3 teams of four; every match
checked complete, the results read and the missing one entered, the session scored in IMPs
with victory points, the match of teams 1 and 2 worked out by hand, each team's totals and the
report. It prints what the C program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/teams_match.py [RESULTS.csv]
"""
import sys

import bridgemove


def check_matches(m: bridgemove.Movement) -> None:
    """Every match of the movement: complete or not, and its boards."""
    with m.matches() as mt:
        meetings, incomplete = mt.count()
        print("%d teams, %d matches, %d incomplete" % (mt.teams, meetings, incomplete))
        for x in range(1, mt.teams + 1):
            for y in range(x + 1, mt.teams + 1):
                match = mt.pair(x, y)
                half = mt.half(x, y)
                if match["met"]:
                    print("teams %d and %d: %s, %d boards in common (%d-%d)"
                          % (x, y, "complete" if match["complete"] else "INCOMPLETE",
                             match["common"], half[0], half[-1]))


def by_hand(m: bridgemove.Movement, sc: bridgemove.Scoring, x: int, y: int) -> None:
    """The match of teams x and y by hand: x's NS score less y's NS score on each board is x's
    gain, turned into IMPs; the margin into victory points."""
    def score_of(board: int, ns_team: int) -> int:
        return next(p["ns_score"] for p in sc.plays(board) if m.team(p["ns"]) == ns_team)

    with m.matches() as mt:
        boards = mt.half(x, y)
    print("teams %d v %d by hand: board, team %d NS, team %d NS, IMPs to team %d" % (x, y, x, y, x))
    margin = 0
    for board in boards:
        sx, sy = score_of(board, x), score_of(board, y)
        imps = bridgemove.imps(sx - sy)
        print("  board %2d: %5d %5d  %+3d" % (board, sx, sy, imps))
        margin += imps
    vp = bridgemove.victory_points(margin, len(boards))
    print("  margin %+d IMPs over %d boards: %.2f VP to team %d, %.2f to team %d"
          % (margin, len(boards), vp, x, 20 - vp, y))


def main() -> int:
    if len(sys.argv) > 2:
        sys.exit("usage: teams_match.py [RESULTS.csv]")
    path = sys.argv[1] if len(sys.argv) > 1 else "examples/data/american-3.csv"
    with bridgemove.Movement.from_spec("american:tables=3,boards=4") as m:
        check_matches(m)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        with m.results(text) as results:
            # The late score slip: board 4, table 3, round 2, 4H by West making 10, both vul.
            results.set_score(2, 3, 4, -620)
            with results.score(method="imps") as sc:
                by_hand(m, sc, 1, 2)
                for t in range(1, m.teams + 1):
                    totals = sc.team(t)
                    print("team %d: %d matches, %+.0f IMPs, %.2f VP"
                          % (t, totals["matches"], totals["imps"], totals["vp"]))
                sys.stdout.write(sc.report("text"))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("teams_match.py: %s" % e)
    except OSError as e:
        sys.exit("teams_match.py: %s" % e)
