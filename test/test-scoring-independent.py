# SPDX-License-Identifier: MIT
"""The library's matchpoints against an independent scorer written here, simply.

Usage: test-scoring-independent.py LIBRARY BINDINGS_DIR REFERENCE_DIR [SANITIZE]

The session: Table VI of the movements article (a 7-table Mitchell whose last round is
arrow-switched) with three boards a set, only the first board of each set switched in round 7,
and pair 14 a phantom, so that pair 7 sits out a round. Random scores (from a short list, so
that ties happen) for every play, one play not played. The scorer below reads the grid JSON
itself: which pair sits North-South on each board (a switched board seats the grid's EW pair
North-South), 2 matchpoints for each NS score beaten and 1 for each tie, EW the complement, a
pair's total and top over the boards it played. Every pair's total, top, percentage and board
count, and every play's matchpoints, must equal the library's.
"""

import json
import os
import random
import sys

import asan_preload
from tally import check, finish

lib_path, bindings, ref = sys.argv[1:4]
sanitize = sys.argv[4] if len(sys.argv) > 4 else "none"
asan_preload.ensure(lib_path, sanitize)
sys.path.insert(0, bindings)
import bridgemove  # noqa: E402

bridgemove.load(lib_path)
with open(os.path.join(ref, "table-VI.json"), encoding="utf-8") as f:
    movement = json.load(f)
K = 3
movement["boards_per_set"] = K
movement["phantoms"] = [[14]]
PHANTOMS = {14}


def plays_of(mv):
    """board -> [(round, table, ns, ew)] as seated, in round order."""
    plays = {}
    for r, row in enumerate(mv["grid"], 1):
        for t, cell in enumerate(row, 1):
            if cell is None or cell["ns"] in PHANTOMS or cell["ew"] in PHANTOMS:
                continue
            for pos in range(1, K + 1):
                ns, ew = cell["ns"], cell["ew"]
                if pos in cell.get("switch", []):
                    ns, ew = ew, ns
                plays.setdefault((cell["set"] - 1) * K + pos, []).append((r, t, ns, ew))
    return {b: sorted(p) for b, p in plays.items()}


plays = plays_of(movement)
rng = random.Random(7)
scores = [-200, -100, -50, 50, 90, 110, 140, 420, 450, 620]
results, score_of, entries = {}, {}, []
skipped = (5, plays[5][2][0], plays[5][2][1])          # board 5, its third play: not played
for board, ps in plays.items():
    for (r, t, ns, ew) in ps:
        if (board, r, t) == skipped:
            entries.append({"round": r, "table": t, "board": board, "not_played": True})
            continue
        s = rng.choice(scores)
        score_of[(board, r, t)] = s
        entries.append({"round": r, "table": t, "board": board, "ns_score": s})

# The independent scorer.
mp = {}
total, top, boards = {}, {}, {}
for board, ps in plays.items():
    scored = [(r, t, ns, ew) for (r, t, ns, ew) in ps if (board, r, t) in score_of]
    n = len(scored)
    for (r, t, ns, ew) in scored:
        mine = score_of[(board, r, t)]
        ns_mp = sum(2 if mine > score_of[(board, r2, t2)] else 1 if mine == score_of[(board, r2, t2)]
                    else 0 for (r2, t2, _, _) in scored if (r2, t2) != (r, t))
        mp[(board, r, t)] = (ns_mp, 2 * (n - 1) - ns_mp)
        for pair, got in ((ns, ns_mp), (ew, 2 * (n - 1) - ns_mp)):
            total[pair] = total.get(pair, 0) + got
            top[pair] = top.get(pair, 0) + 2 * (n - 1)
            boards[pair] = boards.get(pair, 0) + 1

with bridgemove.Movement.from_json(json.dumps(movement)) as m:
    report = m.score(entries, method="mp")
    text = m.score(entries, method="mp", text=True)
    default = m.score(entries)
    one_winner = m.analyse()["one_winner"]

# The scorer below computes plain matchpoints (method mp); the default method, auto, factors
# boards played fewer times (Neuberg) in a pairs event.
check(report["method"] == "mp" and report["scale"] == 2,
      "method mp scores in matchpoints, 2 a pair beaten: %r"
      % ((report["method"], report["scale"]),))
check(default["method"] == "neuberg", "method auto factors a pairs event: %r" % default["method"])
check(len(report["pairs"]) == 14, "14 pairs")
for row in report["pairs"]:
    p = row["pair"]
    if p in PHANTOMS:
        check(row["boards"] == 0 and row["place"] is None, "the phantom is not ranked: %r" % row)
        continue
    want = (total[p], top[p], boards[p], 100.0 * total[p] / top[p])
    got = (row["score"], row["top"], row["boards"], row["percent"])
    check(got[:3] == want[:3] and abs(got[3] - want[3]) < 1e-5,
          "pair %d: library %r, independent %r" % (p, got, want))
check(sum(boards.values()) == 2 * (7 * 6 * 3 - 1) and boards[7] <= 18 < max(boards.values()),
      "pair 7 sits out a round against the phantom (18 boards or fewer), others play more: %r"
      % boards)
compared = 0
for b in report["boards"]:
    for play in b["plays"]:
        key = (b["board"], play["round"], play["table"])
        if key == skipped:
            check(play.get("not_played") is True and "ns_mp" not in play, "the play not played")
            continue
        seated = [p for p in plays[b["board"]] if p[:2] == key[1:]][0]
        check((play["ns"], play["ew"]) == seated[2:], "seats of %r as played" % (key,))
        check((play["ns_mp"], play["ew_mp"]) == mp[key] and play["ns_score"] == score_of[key],
              "board %d round %d table %d: %r, independent %r" % (key + (play, mp[key])))
        compared += 1
check(compared == len(score_of) == 7 * 6 * 3 - 1, "every play compared (%d)" % compared)
# One board in three switched in one round couples the NS and EW fields too weakly for one
# ranking: the report ranks the fields as the analysis judges them.
check(not one_winner and "Ranking of the NS field" in text and "Ranking of the EW field" in text,
      "the lightly switched movement ranks two fields, as the analysis says")
finish()
