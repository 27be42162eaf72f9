# SPDX-License-Identifier: MIT
"""The twin of examples/score-session.c: the 7-table Mitchell of the movements article's Table
I, one board a round; one result scored by hand, the results file read, a correction entered,
every board matchpointed; board 1's traveller and each field's ranking. It prints what the C
program prints.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so PYTHONPATH=bindings/python \
       python3 bindings/python/examples/score_session.py [RESULTS.csv]
"""
import sys

import bridgemove

VULNERABLE = {"none": "nobody", "ns": "NS", "ew": "EW", "both": "both"}


def one_result() -> None:
    """One result scored by hand: the board's vulnerability from its number, then the score."""
    vul, dealer = bridgemove.board_vulnerability(1)
    score = bridgemove.score_result("2D", "N", 7, vulnerability=vul)
    print("board 1: dealer %s, %s vulnerable; 2D by North, 7 tricks: %d to NS"
          % (dealer, VULNERABLE[vul], score))


def traveller(sc: bridgemove.Scoring, board: int) -> None:
    """A board's traveller: every play as seated, its score and each side's matchpoints."""
    print("board %d: round table  NS  EW  score  NS mp  EW mp" % board)
    for p in sc.plays(board):
        print("         %5d %5d %3d %3d  %5d  %5.1f  %5.1f" % (
            p["round"], p["table"], p["ns"], p["ew"], p["ns_score"], p["ns_points"],
            p["ew_points"]))


def ranking(sc: bridgemove.Scoring, pairs: int) -> None:
    """Each field's ranking, first place first: place, pair, matchpoints, top, percentage."""
    for field, name in ((1, "NS"), (2, "EW")):
        print("%s field: place pair    mp  top       %%" % name)
        ranked = sorted((sc.rank(p)[0], p) for p in range(1, pairs + 1)
                        if sc.rank(p)[1] == field and sc.rank(p)[0] > 0)
        for place, p in ranked:
            t = sc.participant(p)
            print("          %5d %4d %5.1f %4.0f %7.2f"
                  % (place, p, t["score"], t["top"], t["percent"]))


def main() -> int:
    if len(sys.argv) > 2:
        sys.exit("usage: score_session.py [RESULTS.csv]")
    path = sys.argv[1] if len(sys.argv) > 1 else "examples/data/mitchell-7.csv"
    one_result()
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with bridgemove.Movement.from_spec("mitchell:tables=7,boards=1") as m, \
            m.results(text) as results:
        # The director's correction: round 7, table 1, board 7 was 4S by East making 11.
        results.set_contract(7, 1, 7, "4S", "E", 11)
        with results.score(method="mp") as sc:
            traveller(sc, 1)
            ranking(sc, m.participants)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except bridgemove.Error as e:
        sys.exit("score_session.py: %s" % e)
    except OSError as e:
        sys.exit("score_session.py: %s" % e)
