# SPDX-License-Identifier: MIT
"""Scoring several sections (bridgemove score on a RoundData of two sections and one
ReceivedData table holding both; bm_results_read_section(), bm_scoring_sections_new()).

- Each section on its own (the default) equals that section's rows scored alone against a
  movement of one section, report for report.
- --across yes: every play's matchpoints and every pair's total and place equal a count made
  here from the scores alone: 2 for each score of the same board and direction beaten in
  either section, 1 for each other tie; the top 2(n - 1) over the n results across the
  sections; Neuberg's (MP + 1) N / n - 1 with N = 6 (each board is played 3 times in each
  section) where a play was not played; an artificial 60%/40% a share of that top.

Usage: test-score-sections.py BRIDGEMOVE
"""

import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tally import check, finish  # noqa: E402

bm = sys.argv[1]
tmp = tempfile.mkdtemp()
spec = "mitchell:tables=3,boards=2"


def run(*args):
    r = subprocess.run([bm, *args], capture_output=True, text=True)
    check(r.returncode == 0, "bridgemove %s: exit %d: %s" % (" ".join(args), r.returncode,
                                                            r.stderr))
    return r.stdout


two = os.path.join(tmp, "two.csv")
run("convert", spec, "--to", "rounddata", "--sections", "2", "-o", two)
rows = [line.split(",") for line in open(two, newline="").read().split("\r\n")[1:] if line]

random.seed(24)
header = ("ID,Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,Result,LeadCard,"
          "Remarks,DateLog,TimeLog,Processed,Erased")
lines, k = {1: [], 2: []}, 0
for sec, table, rnd, ns, ew, lo, hi, _ in rows:
    for board in range(int(lo), int(hi) + 1):
        k += 1
        contract, seat = random.choice(["4 H", "3 NT", "2 S", "1 NT", "3 C"]), "NESW"[k % 4]
        result, remarks = random.choice(["=", "+1", "-1", "-2"]), ""
        if (sec, table, rnd, board) == ("2", "2", "1", 3):
            contract, result, remarks = "", "", "60%-40%"  # an arbitral score
        if (sec, table, rnd, board) == ("1", "3", "2", 2):
            contract, result, remarks = "", "", "Not played"
        declarer = ns if seat in "NS" else ew
        lines[int(sec)].append(",".join([str(k), sec, table, rnd, str(board), ns, ew, declarer,
                                         seat, contract, result, "", remarks, "2026-11-27",
                                         "20:00:00", "False", "False"]))
received = os.path.join(tmp, "received.csv")
with open(received, "w", newline="") as f:
    f.write("\r\n".join([header] + lines[1] + lines[2]) + "\r\n")

# each section on its own: as its rows alone (Section 1 each) against one section's movement
apart = json.loads(run("score", two, received, "--format", "json"))
check([s["section"] for s in apart["sections"]] == ["A", "B"], "sections A and B")
for sec in (1, 2):
    alone = os.path.join(tmp, "alone%d.csv" % sec)
    with open(alone, "w", newline="") as f:
        f.write("\r\n".join([header] + [ln.replace(",2,", ",1,", 1) if sec == 2 else ln
                                        for ln in lines[sec]]) + "\r\n")
    want = json.loads(run("score", spec, alone, "--format", "json"))
    check(apart["sections"][sec - 1]["scoring"] == want,
          "section %s on its own differs from its rows scored alone" % "AB"[sec - 1])

# across the field, counted here
across = json.loads(run("score", two, received, "--format", "json", "--across", "yes"))
N = 6
scores = {}  # board -> every real NS score in both sections
for s in across["sections"]:
    for b in s["scoring"]["boards"]:
        for p in b["plays"]:
            if "contract" in p:
                scores.setdefault(b["board"], []).append(p["ns_score"])


def mp(score, field, sign):
    beaten = sum(1 for x in field if sign * x < sign * score)
    ties = sum(1 for x in field if x == score) - 1
    return 2 * beaten + ties


plays_checked = 0
for s in across["sections"]:
    sc = s["scoring"]
    check(sc["most_plays"] == N, "section %s: N %s" % (s["section"], sc["most_plays"]))
    totals = {}
    for b in sc["boards"]:
        field = scores[b["board"]]
        n = len(field)
        top = 2 * (N - 1)
        check(abs(b["top"] - top) < 1e-9, "board %d top %s" % (b["board"], b["top"]))
        for p in b["plays"]:
            if "contract" in p:
                want = [mp(p["ns_score"], field, 1), mp(p["ns_score"], field, -1)]
                want = [(m + 1) * N / n - 1 for m in want] if n < N else want
            elif p.get("artificial") == "A+/A-":
                want = [0.6 * top, 0.4 * top]
            else:
                continue
            got = [p["ns_mp"], p["ew_mp"]]
            check(all(abs(g - w) < 1e-5 for g, w in zip(got, want)),
                  "section %s board %d pairs %d/%d: %s, expected %s"
                  % (s["section"], b["board"], p["ns"], p["ew"], got, want))
            plays_checked += 1
            for who, pts in ((p["ns"], want[0]), (p["ew"], want[1])):
                t = totals.setdefault(who, [0.0, 0.0])
                t[0] += pts
                t[1] += top
    for pr in sc["pairs"]:
        score, top = totals[pr["pair"]]
        check(abs(pr["score"] - score) < 1e-4 and abs(pr["top"] - top) < 1e-9,
              "section %s pair %d: %s of %s, expected %s of %s"
              % (s["section"], pr["pair"], pr["score"], pr["top"], score, top))
        same = [q for q in sc["pairs"] if q["field"] == pr["field"]]
        place = 1 + sum(1 for q in same if totals[q["pair"]][0] / totals[q["pair"]][1] >
                        score / top + 1e-9)
        check(pr["place"] == place, "section %s pair %d: place %d, expected %d"
              % (s["section"], pr["pair"], pr["place"], place))
check(plays_checked == 2 * 18 - 1, "plays checked: %d" % plays_checked)

# what is refused: a section letter the table does not hold, an IMP method across
r = subprocess.run([bm, "score", two, received, "--across", "yes", "--method", "imps"],
                   capture_output=True, text=True)
check(r.returncode != 0 and "across=yes compares matchpoints" in r.stderr, "imps across: %r"
      % r.stderr)
with open(os.path.join(tmp, "onlyA.csv"), "w", newline="") as f:
    f.write("\r\n".join([header] + lines[1]) + "\r\n")
r = subprocess.run([bm, "score", two, os.path.join(tmp, "onlyA.csv")], capture_output=True,
                   text=True)
check(r.returncode != 0 and "no row of section B (ID 2)" in r.stderr, "no B rows: %r"
      % r.stderr)
finish()
