# SPDX-License-Identifier: MIT
"""The results page in a real browser: headless Chromium prints the HTML of bridgemove score
--format html to PDF, and the PDF's text holds the ranking, every board's traveller and every
participant's personal score card.

Usage: test-score-browser.py BRIDGEMOVE SOURCE_ROOT

Three sessions: the 7-table Mitchell of examples/data/mitchell-7.csv (two fields, one board a
round), the American Whist of examples/data/american-3.csv (a teams event), and a 3-table
Mitchell in two sections scored across the field from one ReceivedData table (one page with
both sections: each section's heading, its travellers and its pairs' score cards, and the
leads its ReceivedData gives in a lead column). The browser is
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


def two_sections(bm, out):
    """A RoundData of two 3-table sections and a ReceivedData of every play (3NT by North,
    made): the (movement, results) arguments of score."""
    rounddata = os.path.join(out, "two.csv")
    subprocess.run([bm, "convert", "mitchell:tables=3,boards=2", "--to", "rounddata",
                    "--sections", "2", "-o", rounddata], check=True)
    rows = [line.split(",") for line in open(rounddata, newline="").read().split("\r\n")[1:]
            if line]
    received = ["Section,Table,Round,Board,PairNS,PairEW,NS/EW,Contract,Result,LeadCard"]
    for sec, table, rnd, ns, ew, lo, hi, _ in rows:
        for board in range(int(lo), int(hi) + 1):
            received.append(",".join([sec, table, rnd, str(board), ns, ew, "N", "3 NT", "=",
                                      "SK"]))
    path = os.path.join(out, "received.csv")
    with open(path, "w", newline="") as f:
        f.write("\r\n".join(received) + "\r\n")
    return rounddata, path


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
    movement, received = two_sections(bm, out)
    sessions = [(spec, os.path.join(root, results), who, boards, headings, [])
                for spec, results, who, boards, headings in SESSIONS]
    sessions.append((movement, received, ("Pair", 6), 6,
                     ["Section A", "Section B", "Travellers, section A",
                      "Personal score cards, section B"], ["--across", "yes"]))
    try:
        for i, (spec, results, (word, count), boards, headings, extra) in enumerate(sessions):
            res = subprocess.run([bm, "score", spec, results, "--format", "html", *extra],
                                 capture_output=True, text=True)
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
            copies = 2 if extra else 1  # two sections: every board and pair number twice
            for b in range(1, boards + 1):
                check(len(re.findall("Board%d(?!\\d)" % b, text)) >= copies,
                      "%s: no traveller of board %d" % (spec, b))
            for p in range(1, count + 1):
                check(len(re.findall("%s%d(?!\\d)" % (word, p), text)) >= copies,
                      "%s: no score card of %s %d" % (spec, word, p))
            check("Personalscorecards" in text, "%s: no score cards heading" % spec)
            # the lead column: where the results give leads (the ReceivedData's LeadCard SK),
            # in every traveller and score card; none where they do not
            leads = len(re.findall("contractbyleadtricksscore", text))
            if extra:
                check(leads >= 2 * (boards + count),
                      "%s: %d lead columns printed, not one per traveller and score card"
                      % (spec, leads))
                check(len(re.findall("3NTNSK9", text)) >= 2 * boards,
                      "%s: the lead SK is not printed in the travellers" % spec)
            else:
                check(leads == 0, "%s: a lead column without leads" % spec)
    finally:
        browser.close()
        shutil.rmtree(out, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
