# SPDX-License-Identifier: MIT
"""Room pictures people can read (issue 31): for every family at the sizes a club prints, the
room picture of round 1 (the one the guide prints; its size on paper is only a scale) and of
every round for a few, measured by room_measure.py:
  - no label box (table, seat badge, stand) overlaps another: 0;
  - no arrow or share line passes over a label box: 0;
  - crossings of arrows at most the bound: one for each pair of moves on the same side of the
    loop (pairs outside, boards inside) whose ends alternate round the loop, which must cross
    in any drawing keeping them on that side, or which share a place.
A self-check first: a picture with a label under an arrow, overlapping labels and a crossing
too many is refused, so the test can fail. Usage: test-room-layout.py BRIDGEMOVE"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from room_measure import measure  # noqa: E402

SPECS = (["howell:pairs=%d" % n for n in range(4, 21)] +
         ["mitchell:tables=%d" % t for t in range(3, 16)] +
         ["hesitation:tables=%d" % t for t in range(3, 11)] +
         ["web:tables=%d,rounds=%d" % (t, t) for t in range(2, 11)] +
         ["american:tables=%d" % t for t in range(3, 12, 2)] +
         ["stagger:tables=%d" % t for t in range(4, 11, 2)] +
         ["roundrobin:teams=%d" % t for t in range(3, 11)] +
         ["thurner:teams=%d" % t for t in (6, 8, 12)] +
         ["circulation", "triplicate", "tournant"] +
         ["individual:players=%d" % n for n in (8, 9, 12, 16)] +
         ["bowman:tables=%d" % t for t in range(6, 11)] +
         ["rover:tables=%d" % t for t in (6, 8, 12)] +
         ["worger:tables=%d" % t for t in (5, 7, 11)] +
         ["extended:tables=%d" % t for t in range(4, 9)] +
         ["appendix:tables=%d" % t for t in range(5, 10)])
EVERY_ROUND = ["howell:pairs=13", "web:tables=6,rounds=5", "american:tables=7",
               "individual:players=8", "extended:tables=6"]

BAD = """<svg><rect x="0" y="0" width="30" height="22" rx="11" class="sn"/>
<rect x="20" y="10" width="30" height="22" rx="11" class="se"/>
<path d="M-10 11L60 11" class="an" fill="none" data-ends="4 5"/>
<path d="M100 0L100 100" class="ae" fill="none" data-ends="0 1"/>
<path d="M50 50L150 50" class="ae" fill="none" data-ends="2 3"/></svg>"""


def picture(bm, spec, r):
    return subprocess.run([bm, "picture", spec, "--what", "room", "--round", str(r)],
                          capture_output=True, text=True)


def main():
    bm = sys.argv[1]
    failed = 0
    lo, over, cross, _, bound = measure(BAD)
    if not (lo == 1 and over == 2 and cross == 1 and bound == 0):
        print("self-check: the measure missed a fault: %r" % ((lo, over, cross, bound),))
        failed += 1
    worst = (0, "")
    jobs = [(s, 1) for s in SPECS + EVERY_ROUND]
    for spec in EVERY_ROUND:  # round 2 on, until the movement has no more
        r = 2
        while picture(bm, spec, r).returncode == 0:
            jobs.append((spec, r))
            r += 1
    for spec, r in jobs:
        res = picture(bm, spec, r)
        if res.returncode != 0:
            print("%s round %d: picture failed: %s" % (spec, r, res.stderr.strip()))
            failed += 1
            continue
        lo, over, cross, arrows, bound = measure(res.stdout)
        if lo or over or cross > bound:
            print("%s round %d: %d labels overlapping, %d arrows over a label, %d crossings"
                  " (bound %d)" % (spec, r, lo, over, cross, bound))
            failed += 1
        worst = max(worst, (cross, "%s round %d: %d crossings, bound %d, %d arrows"
                            % (spec, r, cross, bound, arrows)))
    print("%d pictures measured; most crossings: %s" % (len(jobs), worst[1]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
