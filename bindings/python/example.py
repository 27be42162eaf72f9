# SPDX-License-Identifier: MIT
"""Teaches the Python binding: load a movement (a file in any format the library reads, or a
spec string to build), print its grid, its rule checks and its competition analysis, all as
plain Python values.

Usage: BRIDGEMOVE_LIB=/path/to/libbridgemove.so python3 example.py FILE|SPEC
FILE: JSON, grid text, Bridgemate RoundData or an EBUScore file; SPEC: "mitchell:tables=7".
"""
import os
import sys
from typing import Optional, Tuple

import bridgemove



def cell_text(cell: Optional[Tuple[int, ...]]) -> str:
    """A cell as the movements article prints it: "ns SET ew" (individual: "N S SET E W"),
    "-" if idle."""
    if cell is None:                   # cell tuples: (ns, ew, set) or (n, s, e, w, set)
        return "-"
    *numbers, s = cell
    seats = [str(p) if p else "-" for p in numbers]
    letter = chr(ord("A") + s - 1) if 1 <= s <= 26 else str(s or "-")
    half = len(seats) // 2
    return " ".join(seats[:half] + [letter] + seats[half:])


arg = sys.argv[1] if len(sys.argv) > 1 else "mitchell:tables=7"
try:
    if os.path.isfile(arg):
        with open(arg, "rb") as f:     # the file name is the hint: .json is JSON, else the content
            movement = bridgemove.Movement.read(f.read(), hint=os.path.basename(arg))
    else:
        movement = bridgemove.Movement.from_spec(arg)
except bridgemove.Error as e:          # e.name is e.g. "BM_ERANGE", e.message the library's text
    sys.exit("example.py: %s" % e)

with movement as m:                    # the C handle is freed when the block ends
    print("%s: %d tables, %d rounds, %d participants (%s)"
          % (m.name, m.tables, m.rounds, m.participants, m.event))
    for r, row in enumerate(m.grid(), 1):
        print("%d: %s" % (r, " | ".join(cell_text(c) for c in row)))
    report = m.check()
    failed = [name for name, rule in report["rules"].items() if not rule["holds"]]
    print("playable: %s; rules failing: %s" % (report["playable"], ", ".join(failed) or "none"))
    analysis = m.analyse()
    for value, count in sorted(analysis["distribution"].items()):
        print("s = %d: %d pairs of pairs" % (value, count))
    print("sd %.4f (population), sd_sample %.4f" % (analysis["sd"], analysis["sd_sample"]))
