# SPDX-License-Identifier: MIT
"""The results page in a real browser: headless Chromium prints the HTML of bridgemove score
--format html to PDF, and the PDF's text holds the ranking, every board's traveller and every
participant's personal score card.

Usage: test-score-browser.py BRIDGEMOVE SOURCE_ROOT

Two sessions: the 7-table Mitchell of examples/data/mitchell-7.csv (two fields, one board a
round) and the American Whist of examples/data/american-3.csv (a teams event). The browser is
driven as test-print-browser.py drives it (its Browser class). Exit 77 (skipped) when chromium
or pdftotext is missing.
"""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

from tally import check, finish

HERE = os.path.dirname(os.path.abspath(__file__))
SESSIONS = [  # (movement, results, participants, boards, ranking headings)
    ("mitchell:tables=7", "examples/data/mitchell-7.csv", ("Pair", 14), 7,
     ["Ranking of the NS field", "Ranking of the EW field"]),
    ("american:tables=3,boards=4", "examples/data/american-3.csv", ("Pair", 6), 12,
     ["Ranking", "Matches"]),
]


def printer():
    spec = importlib.util.spec_from_file_location("print_browser",
                                                  os.path.join(HERE, "test-print-browser.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def squash(text):
    return re.sub(r"\s+", "", text)


def main():
    bm, root = sys.argv[1], sys.argv[2]
    pb = printer()
    path = pb.chromium()
    if not path or not shutil.which("pdftotext"):
        print("skipped: needs chromium and pdftotext")
        sys.exit(77)
    out = tempfile.mkdtemp(prefix="bridgemove-score-")
    browser = pb.Browser(path, out)
    try:
        for i, (spec, results, (word, count), boards, headings) in enumerate(SESSIONS):
            res = subprocess.run([bm, "score", spec, os.path.join(root, results), "--format",
                                  "html"], capture_output=True, text=True)
            check(res.returncode == 0, "%s: score --format html: %s" % (spec, res.stderr))
            html = os.path.join(out, "%d.html" % i)
            pdf = os.path.join(out, "%d.pdf" % i)
            with open(html, "w", encoding="utf-8") as f:
                f.write(res.stdout)
            browser.pdf("file://" + html, pdf)
            text = squash(subprocess.run(["pdftotext", pdf, "-"], capture_output=True,
                                         text=True).stdout)
            for h in headings:
                check(squash(h) in text, "%s: the printed page lacks %r" % (spec, h))
            for b in range(1, boards + 1):
                check("Board%d" % b in text, "%s: no traveller of board %d" % (spec, b))
            for p in range(1, count + 1):
                check("%s%d" % (word, p) in text, "%s: no score card of %s %d" % (spec, word, p))
            check("Personalscorecards" in text, "%s: no score cards heading" % spec)
    finally:
        browser.close()
        shutil.rmtree(out, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
