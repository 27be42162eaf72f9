# SPDX-License-Identifier: MIT
"""Measures room pictures (bridgemove picture --what room) with test/room_measure.py: label
boxes overlapping each other, arrows over a label box, arrow crossings against their bound.
Usage: room-measure.py BRIDGEMOVE SPEC..."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test"))
from room_measure import measure  # noqa: E402

bm = sys.argv[1]
for spec in sys.argv[2:]:
    svg = subprocess.run([bm, "picture", spec, "--what", "room"], capture_output=True,
                         text=True).stdout
    lo, la, cr, n, bound = measure(svg)
    print("%-32s labels overlapping: %3d  arrow over label: %3d  crossings: %4d (bound %d)"
          "  arrows: %3d" % (spec, lo, la, cr, bound, n))
