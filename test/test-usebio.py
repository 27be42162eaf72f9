# SPDX-License-Identifier: MIT
"""USEBIO 1.2 export (bridgemove score --format xml) and names (--names).

Usage: test-usebio.py BRIDGEMOVE SOURCE_ROOT

The published DTD (usebio_v1_2.dtd) could not be obtained for the repository, so the file is
checked in two other ways (doc/formats.md says so):
- its shape: parsed by a real XML parser, every element sits under the parent the USEBIO 1.2
  element list gives it, children in that list's order, with the attributes it names; the
  DOCTYPE names the 1.2 DTD and the root says Version="1.2";
- its figures: every place, total, percentage, traveller line and matchpoint (IMP, VP) equals
  the library's JSON report of the same session, each pair's total is the sum of its lines,
  and every scored play appears exactly once.
Sessions: the 7-table Mitchell (two fields; again with an artificial score) and a 3-team
American Whist. Names: escaped, in the text, HTML and XML reports, and
bad files refused with their line and column.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from tally import check, finish

# parent -> (attributes, the children it may hold in their order)
SHAPE = {
    "USEBIO": (["Version"], ["CLUB", "EVENT"]),
    "CLUB": ([], ["CLUB_NAME", "CLUB_ID_NUMBER"]),
    "EVENT": (["EVENT_TYPE"], ["PROGRAM_NAME", "PROGRAM_VERSION", "EVENT_DESCRIPTION", "DATE",
                               "WINNER_TYPE", "BOARD_SCORING_METHOD", "MATCH_SCORING_METHOD",
                               "BOARDS_PLAYED", "SESSION"]),
    "SESSION": (["SESSION_ID"], ["SECTION"]),
    "SECTION": (["SECTION_ID"], ["PARTICIPANTS", "BOARD", "MATCH"]),
    "PARTICIPANTS": ([], ["PAIR", "TEAM"]),
    "PAIR": ([], ["PAIR_NUMBER", "DIRECTION", "PLAYER", "PLACE", "TOTAL_SCORE", "PERCENTAGE"]),
    "TEAM": (["TEAM_ID", "TEAM_NAME"], ["PLACE", "TOTAL_SCORE", "PLAYER"]),
    "PLAYER": ([], ["PLAYER_NAME"]),
    "MATCH": ([], ["TEAM", "OPPOSING_TEAM", "TEAM_SCORE", "OPPOSING_TEAM_SCORE", "BOARD"]),
    "BOARD": ([], ["BOARD_NUMBER", "IMPS", "TRAVELLER_LINE"]),
    "TRAVELLER_LINE": ([], ["DIRECTION", "NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "CONTRACT",
                            "PLAYED_BY", "LEAD", "TRICKS", "SCORE", "NS_MATCH_POINTS",
                            "EW_MATCH_POINTS", "NS_IMPS", "EW_IMPS"]),
}


def run(bm, *args, ok=True):
    res = subprocess.run([bm, *args], capture_output=True, text=True)
    check((res.returncode == 0) == ok, "%s: exit %d: %s" % (" ".join(args), res.returncode,
                                                            res.stderr))
    return res


def check_shape(node, where):
    if node.tag not in SHAPE:
        # a leaf: text only
        check(len(node) == 0 and not node.attrib, "%s/%s is a leaf" % (where, node.tag))
        return
    attrs, order = SHAPE[node.tag]
    check(sorted(node.attrib) == sorted(attrs), "%s/%s has attributes %s, not %s"
          % (where, node.tag, sorted(node.attrib), attrs))
    last = -1
    for child in node:
        # MATCH's TEAM is a number; PARTICIPANTS' TEAM is a team
        if node.tag == "MATCH" and child.tag == "TEAM":
            check(len(child) == 0, "%s/MATCH/TEAM is the team's number" % where)
            last = 0
            continue
        check(child.tag in order, "%s/%s may not hold %s" % (where, node.tag, child.tag))
        if child.tag in order:
            k = order.index(child.tag)
            check(k >= last, "%s/%s: %s out of order" % (where, node.tag, child.tag))
            last = k
        check_shape(child, where + "/" + node.tag)


def near(a, b):
    return abs(float(a) - float(b)) < 0.006


def parse(text, what):
    check(text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n'), what + ": prolog")
    check('<!DOCTYPE USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd">' in text,
          what + ": DOCTYPE of USEBIO 1.2")
    root = ET.fromstring(text)
    check(root.tag == "USEBIO" and root.get("Version") == "1.2", what + ": root")
    check_shape(root, what)
    return root


def pairs_session(bm, spec, results, what, fields):
    xml = run(bm, "score", spec, results, "--format", "xml").stdout
    data = json.loads(run(bm, "score", spec, results, "--format", "json").stdout)
    root = parse(xml, what)
    event = root.find("EVENT")
    check(event.get("EVENT_TYPE") == "PAIRS", what + ": PAIRS")
    check(event.findtext("WINNER_TYPE") == str(fields), what + ": winners")
    check(event.findtext("BOARD_SCORING_METHOD") == "MATCH_POINTS", what + ": matchpoints")
    section = event.find("SESSION/SECTION")
    got = {int(p.findtext("PAIR_NUMBER")): p for p in section.iter("PAIR")}
    want = {p["pair"]: p for p in data["pairs"]}
    check(sorted(got) == sorted(want), what + ": the pairs")
    sums = {p: 0.0 for p in got}
    lines = 0
    for board in section.findall("BOARD"):
        b = int(board.findtext("BOARD_NUMBER"))
        plays = [q for bd in data["boards"] if bd["board"] == b for q in bd["plays"]
                 if "ns_mp" in q]
        tl = board.findall("TRAVELLER_LINE")
        check(len(tl) == len(plays), "%s: board %d has %d lines, %d scored plays"
              % (what, b, len(tl), len(plays)))
        for line, q in zip(tl, plays):
            lines += 1
            ns, ew = int(line.findtext("NS_PAIR_NUMBER")), int(line.findtext("EW_PAIR_NUMBER"))
            check((ns, ew) == (q["ns"], q["ew"]), "%s: board %d: the line's pairs" % (what, b))
            check(near(line.findtext("NS_MATCH_POINTS"), q["ns_mp"]) and
                  near(line.findtext("EW_MATCH_POINTS"), q["ew_mp"]),
                  "%s: board %d: matchpoints" % (what, b))
            if "artificial" in q:
                check(re.fullmatch(r"A\d+\d+", line.findtext("SCORE")) is not None,
                      "%s: board %d: adjusted score %s" % (what, b, line.findtext("SCORE")))
            else:
                check(int(line.findtext("SCORE")) == q["ns_score"], "%s: score" % what)
            sums[ns] += float(line.findtext("NS_MATCH_POINTS"))
            sums[ew] += float(line.findtext("EW_MATCH_POINTS"))
    check(lines == sum(1 for bd in data["boards"] for q in bd["plays"] if "ns_mp" in q),
          what + ": every scored play once")
    for p, x in got.items():
        w = want[p]
        check(int(x.findtext("PLACE")) == w["place"], "%s: pair %d place" % (what, p))
        check(near(x.findtext("TOTAL_SCORE"), w["score"]), "%s: pair %d total" % (what, p))
        check(near(x.findtext("PERCENTAGE"), w["percent"]), "%s: pair %d %%" % (what, p))
        # a matchpoint total rounded to two decimals per line: within a hundredth a board
        check(abs(sums[p] - w["score"]) < 0.01 * w["boards"] + 1e-9,
              "%s: pair %d total %s is the sum of its lines %s" % (what, p, w["score"], sums[p]))
        direction = x.findtext("DIRECTION")
        check(direction == ({"ns": "NS", "ew": "EW"}.get(w.get("field")) if fields == 2
                            else None), "%s: pair %d direction" % (what, p))


def teams_session(bm, spec, results, what):
    xml = run(bm, "score", spec, results, "--format", "usebio").stdout
    data = json.loads(run(bm, "score", spec, results, "--format", "json").stdout)
    root = parse(xml, what)
    event = root.find("EVENT")
    check(event.get("EVENT_TYPE") == "TEAMS", what + ": TEAMS")
    section = event.find("SESSION/SECTION")
    teams = {int(t.get("TEAM_ID")): t for t in section.find("PARTICIPANTS")}
    for t in data["teams"]:
        x = teams.get(t["team"])
        check(x is not None and near(x.findtext("TOTAL_SCORE"), t["vp"]) and
              int(x.findtext("PLACE")) == t["place"], "%s: team %d" % (what, t["team"]))
    matches = section.findall("MATCH")
    check(len(matches) == len(data["matches"]), what + ": every match")
    for x, m in zip(matches, data["matches"]):
        check([int(x.findtext("TEAM")), int(x.findtext("OPPOSING_TEAM"))] == m["teams"],
              what + ": match teams")
        check(near(x.findtext("TEAM_SCORE"), m["vp"][0]) and
              near(x.findtext("OPPOSING_TEAM_SCORE"), m["vp"][1]), what + ": match VP")
        boards = x.findall("BOARD")
        check([(int(b.findtext("BOARD_NUMBER")), float(b.findtext("IMPS"))) for b in boards] ==
              [(b["board"], float(b["imps"][0])) for b in m["board_imps"]],
              what + ": the match's boards and IMPs")
        for b in boards:
            check(len(b.findall("TRAVELLER_LINE")) == 2, what + ": both tables of a board")


def event_details(bm, root):
    """The options event_name, date, club and club_id: EVENT_DESCRIPTION, DATE and CLUB."""
    spec, results = "mitchell:tables=7", os.path.join(root, "examples/data/mitchell-7.csv")
    xml = run(bm, "score", spec, results, "--format", "xml", "--event-name", "Tuesday <Pairs>",
              "--date", "27/11/2026", "--club", "Ely & District", "--club-id", "1234").stdout
    tree = parse(xml, "event details")
    event = tree.find("EVENT")
    check(event.findtext("EVENT_DESCRIPTION") == "Tuesday <Pairs>" and
          event.findtext("DATE") == "27/11/2026", "event name and date")
    club = tree.find("CLUB")
    check(club is not None and club.findtext("CLUB_NAME") == "Ely & District" and
          club.findtext("CLUB_ID_NUMBER") == "1234", "club name and number")
    plain = parse(run(bm, "score", spec, results, "--format", "xml").stdout, "no details")
    check(plain.find("CLUB") is None and plain.find("EVENT").find("DATE") is None and
          plain.find("EVENT").findtext("EVENT_DESCRIPTION") == "Results",
          "without the options: no CLUB, no DATE, the description Results")
    for key, value, words in (("--date", "31/02/2026", "a date is DD/MM/YYYY"),
                              ("--date", "2026-11-27", "a date is DD/MM/YYYY"),
                              ("--club", "a\x01b", "a control character")):
        res = run(bm, "score", spec, results, "--format", "xml", key, value, ok=False)
        check(words in res.stderr, "%s %r refused: %r" % (key, value, res.stderr))


def names(bm, root):
    tmp = tempfile.mkdtemp(prefix="bridgemove-names-")
    good = os.path.join(tmp, "names.csv")
    with open(good, "w", encoding="utf-8") as f:
        f.write("pair,first,second\n1,Ann Smith,Bob Jones\n8,Zoë <Z> Young,Al & Co\n")
    spec, results = "mitchell:tables=7", os.path.join(root, "examples/data/mitchell-7.csv")
    xml = run(bm, "score", spec, results, "--format", "xml", "--names", good).stdout
    tree = parse(xml, "names")
    got = {int(p.findtext("PAIR_NUMBER")): [n.text for n in p.iter("PLAYER_NAME")]
           for p in tree.iter("PAIR")}
    check(got[1] == ["Ann Smith", "Bob Jones"] and got[8] == ["Zoë <Z> Young", "Al & Co"] and
          got[2] == [], "names: PLAYER_NAME of pairs 1 and 8 only: %s" % got)
    text = run(bm, "score", spec, results, "--names", good).stdout
    check(re.search(r"\n +\d+ +1 .*  Ann Smith & Bob Jones\n", text) is not None,
          "names: the text ranking names pair 1")
    html = run(bm, "score", spec, results, "--format", "html", "--names", good).stdout
    check("Zoë &lt;Z&gt; Young &amp; Al &amp; Co" in html, "names: escaped in HTML")
    # A name holding control characters (an escape sequence, a bell) reaches neither the
    # terminal nor the XML, where XML 1.0 forbids them: the text shows them escaped, the page
    # and the USEBIO file drop them and stay well-formed.
    hostile = os.path.join(tmp, "hostile.csv")
    with open(hostile, "w", encoding="utf-8") as f:
        f.write("1,Ann\x1b[2JSmith,Bob\x07Jones\n")
    text = run(bm, "score", spec, results, "--names", hostile).stdout
    check("\x1b" not in text and "\x07" not in text and "Ann\\u001B[2JSmith" in text,
          "names: control characters escaped in the text ranking")
    xml = run(bm, "score", spec, results, "--format", "xml", "--names", hostile).stdout
    got = [n.text for p in parse(xml, "hostile names").iter("PAIR")
           if p.findtext("PAIR_NUMBER") == "1" for n in p.iter("PLAYER_NAME")]
    check(got == ["Ann[2JSmith", "BobJones"], "names: control characters dropped in USEBIO: %s"
          % got)
    html = run(bm, "score", spec, results, "--format", "html", "--names", hostile).stdout
    check("\x1b" not in html and "Ann[2JSmith" in html, "names: control characters dropped "
          "in HTML")
    bad = [("1,Ann,Bob\n1,Cy,Di\n", "line 2, column 1", "named twice"),
           ("1,Ann,Bob\n15,Cy,Di\n", "line 2, column 1", "1..14"),
           ("1,Ann,Bob\n2,,\n", "line 2", "no name"),
           ("1,Ann,Bob\nx,Cy,Di\n", "line 2, column 1", "")]
    for k, (content, where, words) in enumerate(bad):
        path = os.path.join(tmp, "bad%d.csv" % k)
        with open(path, "w", encoding="utf-8") as f:
            f.write(content)
        res = run(bm, "score", spec, results, "--names", path, ok=False)
        check(where in res.stderr and words in res.stderr,
              "names: %r refused at %s (%s): %s" % (content, where, words, res.stderr))
    teams = os.path.join(tmp, "teams.csv")
    with open(teams, "w", encoding="utf-8") as f:
        f.write("2,Lions,Ann,Bob,Cy,Di\n")
    xml = run(bm, "score", "american:tables=3,boards=4",
              os.path.join(root, "examples/data/american-3.csv"), "--format", "xml",
              "--names", teams).stdout
    t = [x for x in parse(xml, "team names").find("EVENT/SESSION/SECTION/PARTICIPANTS")
         if x.get("TEAM_ID") == "2"][0]
    check(t.get("TEAM_NAME") == "Lions" and
          [n.text for n in t.iter("PLAYER_NAME")] == ["Ann", "Bob", "Cy", "Di"],
          "names: a team's name and players")


def main():
    bm, root = sys.argv[1], sys.argv[2]
    mitchell = os.path.join(root, "examples/data/mitchell-7.csv")
    pairs_session(bm, "mitchell:tables=7", mitchell, "mitchell", 2)
    tmp = tempfile.mkdtemp(prefix="bridgemove-usebio-")
    with open(mitchell, encoding="utf-8") as f:
        rows = f.read().replace("\n1,1,1,2D,N,7,\n", "\n1,1,1,,,,A+/A-\n")
    art = os.path.join(tmp, "artificial.csv")
    with open(art, "w", encoding="utf-8") as f:
        f.write(rows)
    pairs_session(bm, "mitchell:tables=7", art, "mitchell with A+/A-", 2)
    teams_session(bm, "american:tables=3,boards=4",
                  os.path.join(root, "examples/data/american-3.csv"), "american")
    names(bm, root)
    event_details(bm, root)
    finish()


if __name__ == "__main__":
    main()
