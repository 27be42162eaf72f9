# SPDX-License-Identifier: MIT
"""Scoring several sections (bridgemove score on a RoundData of two sections and one
ReceivedData table holding both; bm_results_read_section(), bm_scoring_sections_new()).

- Each section on its own (the default) equals that section's rows scored alone against a
  movement of one section, report for report.
- --across yes: every play's matchpoints and every pair's total and place equal a count made
  here from the scores alone: 2 for each score of the same board and direction beaten in
  either section, 1 for each other tie; the top 2(n - 1) over the n results across the
  sections; Neuberg's (MP + 1) N / n - 1 with N = 6 (each board is played 3 times in each
  section) where a play was not played; an artificial 60%/40% a share of that top. The text's
  method line says so, and each traveller's "n results" counts both sections' scores (the
  exact lines are asserted), as the JSON's "results" does.
- The sections in one report (bm_scoring_sections_report()): one USEBIO event and session
  with a SECTION per section, each equal, pair for pair and line for line, to that section's
  JSON, leads included (LeadCard kept as LEAD); one HTML page with every section's ranking,
  travellers and score cards, parsed by Python's HTML parser.
- Names (--names): a file whose lines start with their section's letter names each section's
  own pairs in the text, USEBIO and HTML; a file without sections names every section alike;
  a line without its section among lines with one is refused, naming line and column.
- An individual event of two sections: USEBIO refused by a message naming
  bm_scoring_sections_report; the HTML page made.

Usage: test-score-sections.py BRIDGEMOVE
"""

import html.parser
import importlib.util
import json
import os
import random
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

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
        lead = ["H10", "sk", "DT", ""][k % 4] if contract else ""  # as the tablets send it
        lines[int(sec)].append(",".join([str(k), sec, table, rnd, str(board), ns, ew, declarer,
                                         seat, contract, result, lead, remarks, "2026-11-27",
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

# --across yes in the text: the method line and every traveller's count, exactly
text = run("score", two, received, "--across", "yes")
method = ("Scored by matchpoints, 2 for each pair beaten and 1 for each tie; boards with fewer "
          "results adjusted by Neuberg's formula; across the field: every score compared with "
          "the same board's scores in all 2 sections (method neuberg)")
blocks = text.split("\nSection B\n\n")
check(len(blocks) == 2 and blocks[0].startswith("Section A\n\n"), "two sections in the text")
for block in blocks:
    check(method + "\n" in block, "across: the method line %r" % block.splitlines()[2:3])
    for b in sorted(scores):
        n = len(scores[b])
        want = "\nBoard %d: %d result%s, top 10\n" % (b, n, "" if n == 1 else "s")
        check(want in block, "across: %r missing" % want.strip())
for s in across["sections"]:
    for b in s["scoring"]["boards"]:
        check(b["results"] == len(scores[b["board"]]), "JSON results of board %d: %d"
              % (b["board"], b["results"]))
apart_text = run("score", two, received)
check(" across the field" not in apart_text, "each section on its own: no across words")
for s in apart["sections"]:
    for b in s["scoring"]["boards"]:
        own = sum(1 for p in b["plays"] if "contract" in p)
        check(b["results"] == own, "on its own: board %d counts %d" % (b["board"], own))
        check("\nBoard %d: %d result%s, top " % (b["board"], own, "" if own == 1 else "s")
              in apart_text, "on its own: board %d's text count" % b["board"])

# the leads are kept, in their written form
leads = {"H10": 0, "SK": 0, "D10": 0}
for s in across["sections"]:
    for b in s["scoring"]["boards"]:
        for p in b["plays"]:
            if p.get("lead") in leads:
                leads[p["lead"]] += 1
check(all(leads.values()), "leads in the JSON: %s" % leads)


# one USEBIO event, one session, a SECTION per section, each as its section's JSON
def usebio_module():
    spec = importlib.util.spec_from_file_location(
        "usebio", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-usebio.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


xml = run("score", two, received, "--across", "yes", "--format", "xml")
root = usebio_module().parse(xml, "two sections")
events = root.findall("EVENT")
check(len(events) == 1 and len(events[0].findall("SESSION")) == 1, "one event, one session")
sections = events[0].findall("SESSION/SECTION")
check([x.get("SECTION_ID") for x in sections] == ["A", "B"], "SECTIONs A and B")
check(events[0].findtext("BOARDS_PLAYED") == "6", "BOARDS_PLAYED 6")
xml_lines = 0
for x, s in zip(sections, across["sections"]):
    sc = s["scoring"]
    pairs = {int(p.findtext("PAIR_NUMBER")): p for p in x.iter("PAIR")}
    check(sorted(pairs) == sorted(p["pair"] for p in sc["pairs"]), "section %s: its pairs"
          % s["section"])
    for pr in sc["pairs"]:
        got = pairs.get(pr["pair"])
        check(got is not None and int(got.findtext("PLACE")) == pr["place"] and
              abs(float(got.findtext("TOTAL_SCORE")) - pr["score"]) < 0.006,
              "section %s pair %d: place and total" % (s["section"], pr["pair"]))
    for bx in x.findall("BOARD"):
        b = int(bx.findtext("BOARD_NUMBER"))
        plays = [p for bd in sc["boards"] if bd["board"] == b for p in bd["plays"]
                 if "ns_mp" in p]
        got = bx.findall("TRAVELLER_LINE")
        check(len(got) == len(plays), "section %s board %d: lines" % (s["section"], b))
        for line, p in zip(got, plays):
            xml_lines += 1
            check((int(line.findtext("NS_PAIR_NUMBER")), int(line.findtext("EW_PAIR_NUMBER")))
                  == (p["ns"], p["ew"]) and
                  abs(float(line.findtext("NS_MATCH_POINTS")) - p["ns_mp"]) < 0.006 and
                  line.findtext("LEAD") == p.get("lead"),
                  "section %s board %d: the line of %d v %d" % (s["section"], b, p["ns"],
                                                                p["ew"]))
check(xml_lines == 2 * 18 - 1, "USEBIO lines: %d" % xml_lines)


# one results page: every section's ranking, travellers and cards
class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.h1, self.cards, self.boards, self.where = [], [], {}, {}, None
        self.text = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append(tag)
        if tag == "article":
            self.where = a.get("id")
        if tag in ("h1", "h2"):
            self.text = ""
        if tag == "div" and a.get("class") in ("card", "board"):
            book = self.cards if a["class"] == "card" else self.boards
            book[self.where] = book.get(self.where, 0) + 1

    def handle_data(self, data):
        if self.text is not None:
            self.text += data

    def handle_endtag(self, tag):
        if tag == "h1":
            self.h1.append(self.text)
        if tag in ("h1", "h2"):
            self.text = None


page = Page()
page.feed(run("score", two, received, "--across", "yes", "--format", "html"))
check(page.tags.count("html") == 1 and page.tags.count("body") == 1, "one page")
check(page.h1 == ["Results", "Section A", "Travellers, section A",
                  "Personal score cards, section A", "Section B", "Travellers, section B",
                  "Personal score cards, section B"], "page headings: %s" % page.h1)
check(page.boards == {"section-A": 6, "section-B": 6}, "travellers: %s" % page.boards)
check(page.cards == {"section-A": 6, "section-B": 6}, "score cards: %s" % page.cards)

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


def ranking_names(text):
    """{(section, pair): names} from the text rankings of the sections (a ranking's lines:
    place, pair, score, top, percent, boards, then the names)."""
    got = {}
    for letter, block in zip("AB", text.split("\nSection B\n\n")):
        ranking = False
        for ln in block.splitlines():
            if ln.startswith("Ranking"):
                ranking = True
            elif not ln.strip():
                ranking = False
            elif ranking and ln.split()[0].isdigit():
                f = ln.split(None, 6)
                if len(f) == 7:
                    got[(letter, int(f[1]))] = f[6]
    return got


# names: a section column names each section's own pairs (pair 1 of A is not pair 1 of B);
# a file without it names every section alike, as before
names = os.path.join(tmp, "names.csv")
with open(names, "w") as f:
    f.write("section;pair;first;second\nA;1;Ann Smith;Bob Jones\nB;1;Cy Brown;Di White\n"
            "B;4;Eve Green;Fay Black\n")
got = ranking_names(run("score", two, received, "--names", names))
check(got == {("A", 1): "Ann Smith & Bob Jones", ("B", 1): "Cy Brown & Di White",
              ("B", 4): "Eve Green & Fay Black"}, "names by section: %s" % got)
xml = ET.fromstring(run("score", two, received, "--names", names, "--format", "xml"))
players = {(sec.get("SECTION_ID"), p.findtext("PAIR_NUMBER")):
           [n.text for n in p.iter("PLAYER_NAME")]
           for sec in xml.iter("SECTION") for p in sec.iter("PAIR") if p.find("PLAYER")}
check(players == {("A", "1"): ["Ann Smith", "Bob Jones"], ("B", "1"): ["Cy Brown", "Di White"],
                  ("B", "4"): ["Eve Green", "Fay Black"]}, "USEBIO names by section: %s"
      % players)
page = run("score", two, received, "--names", names, "--format", "html")
a_part, b_part = page.split('<article class="section" id="section-B">')
check("<h2>Pair 1: Ann Smith &amp; Bob Jones</h2>" in a_part and "Cy Brown" not in a_part
      and "<h2>Pair 1: Cy Brown &amp; Di White</h2>" in b_part and "Ann Smith" not in b_part,
      "HTML names by section")
old = os.path.join(tmp, "old-names.csv")
with open(old, "w") as f:
    f.write("1,Ann Smith,Bob Jones\n")
got = ranking_names(run("score", two, received, "--names", old))
check(got == {("A", 1): "Ann Smith & Bob Jones", ("B", 1): "Ann Smith & Bob Jones"},
      "a names file without sections names every section alike: %s" % got)
with open(old, "w") as f:
    f.write("section,pair,first\nA,1,Ann Smith\n2,Bob Jones\n")
r = subprocess.run([bm, "score", two, received, "--names", old], capture_output=True, text=True)
check(r.returncode != 0 and r.stderr.strip() == "bridgemove: %s: line 3, column 1: no section "
      "given (a section's letter, then the number), but the lines before give theirs" % old,
      "a line without its section: %r" % r.stderr)

# an individual event of two sections: USEBIO holds pairs and teams, and the refusal names
# the function asked (bm_scoring_sections_report), not the one-section report's
ind = os.path.join(tmp, "individual.csv")
run("convert", "individual:players=8", "--to", "rounddata", "--sections", "2", "-o", ind)
ind_rows = [ln.split(",") for ln in open(ind, newline="").read().split("\r\n")[1:] if ln]
ind_received = os.path.join(tmp, "individual-received.csv")
with open(ind_received, "w", newline="") as f:
    f.write("Section,Table,Round,Board,PairNS,PairEW,South,West,NS/EW,Contract,Result\r\n")
    for sec, table, rnd, ns, ew, lo, hi, _, south, west in ind_rows:
        for board in range(int(lo), int(hi) + 1):
            f.write(",".join([sec, table, rnd, str(board), ns, ew, south, west, "N", "3 NT",
                              "="]) + "\r\n")
r = subprocess.run([bm, "score", ind, ind_received, "--format", "xml"], capture_output=True,
                   text=True)
check(r.returncode != 0 and r.stdout == "" and r.stderr == "bridgemove: score: "
      "bm_scoring_sections_report: USEBIO (XML) is written for pairs and teams events; an "
      "individual event offers text, JSON or HTML\n", "individual sections as XML: %r"
      % r.stderr)
check("<h1>Section B</h1>" in run("score", ind, ind_received, "--format", "html"),
      "individual sections as HTML")
finish()
