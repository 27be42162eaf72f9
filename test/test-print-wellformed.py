# SPDX-License-Identifier: MIT
"""The printed outputs parse: bridgemove guide --format html and bridgemove picture, read by
real parsers.

Usage: test-print-wellformed.py BRIDGEMOVE

For a sweep of movements: the HTML is well-formed XHTML (xml.etree reads it) and its tags
balance under html.parser (every element closed in order; only void elements left open); every
SVG picture (the room in every round, the balance, the switches) is well-formed XML with the SVG
namespace. A movement whose name is markup, quotes, a control character and invalid UTF-8 prints
that name as text: the parsers find no <script> element and read the name back (the invalid
byte as U+FFFD, the control character dropped).
"""

import html.parser
import json
import subprocess
import sys
import xml.etree.ElementTree as ET

from tally import check, finish

SVG = "{http://www.w3.org/2000/svg}"
VOID = {"meta", "br", "hr", "img", "link", "input", "col", "area", "base", "source", "wbr"}
SPECS = ["mitchell:tables=7", "mitchell:tables=8,boards=2", "howell:tables=5,boards=3",
         "howell:pairs=9", "individual:players=16", "roundrobin:teams=5", "thurner:teams=6",
         "web:tables=11,rounds=5", "hesitation:tables=8", "appendix:tables=7",
         "mitchell:tables=7,phantom=3@4", "triplicate", "tournant"]


class Balance(html.parser.HTMLParser):
    """Strict tag balance: every start tag closed by its own end tag, in order."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.elements = [], [], {}

    def handle_starttag(self, tag, attrs):
        self.elements[tag] = self.elements.get(tag, 0) + 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.elements[tag] = self.elements.get(tag, 0) + 1

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append("</%s> closes <%s>" % (tag, self.stack[-1] if self.stack else ""))
        else:
            self.stack.pop()


def run(bm, *args, stdin=None):
    res = subprocess.run([bm] + list(args), input=stdin, capture_output=True, text=True)
    check(res.returncode == 0, "bridgemove %s: exit %d: %s" % (" ".join(args), res.returncode,
                                                               res.stderr.strip()))
    return res.stdout


def parse_html(name, text):
    """The document as an ElementTree element (None if it is not well-formed)."""
    bal = Balance()
    bal.feed(text)
    bal.close()
    check(not bal.errors and not bal.stack,
          "%s: tags do not balance: %s, left open %s" % (name, bal.errors[:3], bal.stack[-3:]))
    check(bal.elements.get("script", 0) == 0, "%s: a <script> element" % name)
    try:
        return ET.fromstring(text.replace("<!DOCTYPE html>", "", 1))
    except ET.ParseError as e:
        check(False, "%s: not well-formed XHTML: %s" % (name, e))
        return None


def parse_svg(name, text):
    try:
        root = ET.fromstring(text.encode())
    except ET.ParseError as e:
        check(False, "%s: not well-formed SVG: %s" % (name, e))
        return None
    check(root.tag == SVG + "svg", "%s: root is %s, not svg" % (name, root.tag))
    check(not any(el.tag.endswith("script") for el in root.iter()), "%s: a script" % name)
    return root


def rounds_of(bm, spec):
    return json.loads(run(bm, "show", spec, "--format", "json"))["rounds"]


def main():
    bm = sys.argv[1]
    for spec in SPECS:
        page = parse_html(spec, run(bm, "guide", spec, "--format", "html"))
        if page is not None:
            check(page.tag == "html" and page.find("body") is not None, "%s: no body" % spec)
        for r in range(1, rounds_of(bm, spec) + 1):
            parse_svg("%s room %d" % (spec, r), run(bm, "picture", spec, "--round", str(r)))
        parse_svg(spec + " balance", run(bm, "picture", spec, "--what", "balance"))
        parse_svg(spec + " switch", run(bm, "picture", spec, "--what", "switch"))

    # A name that is markup: printed as text everywhere.
    movement = json.loads(run(bm, "show", "mitchell:tables=8", "--format", "json"))
    name = "<script>alert(\"x\")</script> & 'y' \u00e9\x01"
    movement["name"] = name
    text = json.dumps(movement).replace("\\u00e9", "\u00e9")
    want = name.replace("\x01", "")
    page = parse_html("named", run(bm, "guide", "-", "--format", "html", stdin=text))
    if page is not None:
        check(page.find("head/title").text == want + ": guide and cards",
              "the page title reads %r" % page.find("head/title").text)
        heading = page.find("body/section/h1")
        check(heading is not None and heading.text == want, "the heading reads %r" %
              (heading.text if heading is not None else None))
    for what in ("room", "balance", "switch"):
        root = parse_svg("named " + what, run(bm, "picture", "-", "--what", what, stdin=text))
        if root is not None:
            check(root.find(SVG + "title").text == want, "named %s: title %r"
                  % (what, root.find(SVG + "title").text))
    # Invalid UTF-8 in a file's name: replaced, the output still parses.
    raw = json.dumps(movement).encode().replace(b"\\u00e9", b"\xff")
    res = subprocess.run([bm, "guide", "-", "--format", "html"], input=raw, capture_output=True)
    if res.returncode == 0:
        parse_html("invalid UTF-8", res.stdout.decode("utf-8"))
    else:
        check(b"UTF-8" in res.stderr, "invalid UTF-8 name refused without saying so")
    finish()


main()
