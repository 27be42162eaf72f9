# SPDX-License-Identifier: MIT
"""The printed cards in a real browser: headless Chromium prints the HTML of bridgemove guide
--format html to PDF and takes a screenshot.

Usage: test-print-browser.py BRIDGEMOVE [OUTDIR]

One browser, driven over its DevTools pipe, prints every movement of a sweep (relays,
stands, absences, a card that just fits a sheet and one longer than a sheet; with
BM_PRINT_BROWSER=all also sharing, teams, an individual, cases of boards, switches): the PDF has one page per <section class="page"> of the
HTML (a page that overflowed its sheet would add one), and each PDF page holds its section's
titles (every card and traveller on it) and its own footer, "page N of M": no card is split
across sheets; the page count the HTML states is the PDF's. Known movements print exactly their
pages: howell:tables=5,boards=3 27 on A4 and on US Letter, the 7-table Mitchell of 13 pairs 25
(and 22 with --cards table,traveller --copies 2). The screenshot of the first page and of a room picture are not blank. OUTDIR keeps the
files (for doc/ pictures); the default is a temporary folder.

Exit 77 (skipped) when chromium, pdfinfo or pdftotext is missing.
"""

import base64
import fcntl
import html.parser
import json
import os
import re
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

from tally import check, finish

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--hide-scrollbars"]

# (spec, extra guide arguments): each exercises another part of the cards.
# (spec, extra guide arguments, in the quick sweep): each exercises another part of the cards.
# CI runs the quick sweep (a few seconds); BM_PRINT_BROWSER=all prints every one.
SWEEP = [
    ("howell:tables=5,boards=3", ["--paper", "a4"], 1),     # relay stands, a stationary pair
    ("howell:tables=5,boards=3", ["--paper", "letter"], 1),
    ("mitchell:tables=8,boards=2", [], 0),                   # relay and a table sharing
    ("mitchell:tables=7,boards=3,phantom=3@4", [], 1),       # a pair that leaves: sit-outs
    ("individual:players=16", [], 0),                        # players and seats, 15 rounds
    ("roundrobin:teams=5", [], 0),                           # teams, a bye
    ("web:tables=11,rounds=5", [], 0),                       # cases of boards, bye stands
    ("LONG-34", [], 1),                                      # 34 rounds: small type, 1 sheet
    ("LONG-45", ["--no-travellers"], 1),                     # 45 rounds: cards run on
    ("SWITCHED", [], 0),                                     # arrow switches on the cards
    ("mitchell:tables=7,phantom=7ns,boards=4", [], 1),       # 13 pairs: NS pairs get no card
    ("mitchell:tables=7,phantom=7ns,boards=4", ["--cards", "table,traveller", "--copies", "2"], 1),
]
KNOWN = "howell:tables=5,boards=3"
# The page counts of known guides: movement, boards, tables, stands, pairs (the stationary
# pair of the Howell and the 6 stationary NS pairs of the Mitchell get none), travellers.
KNOWN_PAGES = {
    KNOWN: 1 + 1 + 5 + 4 + 9 + 7,  # 27 boards 4 a sheet
    "mitchell:tables=7,phantom=7ns,boards=4": 1 + 1 + 6 + 7 + 10,  # 28 boards 3 a sheet
    "mitchell:tables=7,phantom=7ns,boards=4 --cards table,traveller --copies 2": 2 * 6 + 10,
}


class Sections(html.parser.HTMLParser):
    """Per <section class="page">: its <h1> titles and its footer."""

    def __init__(self):
        super().__init__()
        self.sections, self.inside = [], []

    def handle_starttag(self, tag, attrs):
        cls = dict(attrs).get("class") or ""
        if tag == "section" and "page" in cls.split():
            self.sections.append({"titles": [], "footer": ""})
        if tag in ("h1", "footer") and self.sections:
            self.inside.append(tag)
            if tag == "h1":
                self.sections[-1]["titles"].append("")

    def handle_endtag(self, tag):
        if self.inside and self.inside[-1] == tag:
            self.inside.pop()

    def handle_data(self, data):
        if not self.inside or not self.sections:
            return
        if self.inside[-1] == "h1":
            self.sections[-1]["titles"][-1] += data
        else:
            self.sections[-1]["footer"] += data


def long_session(rounds):
    """Two pairs at one table for many rounds, a board a round: cards of every length."""
    grid = ",".join('[{"ns": 1, "ew": 2, "set": %d}]' % r for r in range(1, rounds + 1))
    return ('{"format": "bridgemove/1", "name": "Long session, %d rounds", "event": "pairs", '
            '"tables": 1, "rounds": %d, "sets": %d, "boards_per_set": 1, "participants": 2, '
            '"grid": [%s]}' % (rounds, rounds, rounds, grid))


def chromium():
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium driven over its DevTools pipe (fd 3 in, fd 4 out, JSON messages
    ending in NUL): it starts once for the whole sweep, which keeps the test to seconds."""

    def __init__(self, path, workdir):
        self.profile = tempfile.mkdtemp(prefix="profile-", dir=workdir)  # a fresh one
        to_browser, self.write_fd = os.pipe()
        self.read_fd, from_browser = os.pipe()
        # the browser's ends above 4, so that moving them to 3 and 4 overwrites neither
        to_browser, from_browser = (self._above_4(fd) for fd in (to_browser, from_browser))

        def child_fds():  # the browser reads commands on fd 3 and answers on fd 4
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)

        self.proc = subprocess.Popen(
            [path] + CHROMIUM_FLAGS + ["--user-data-dir=" + self.profile,
                                       "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=child_fds, pass_fds=(3, 4))
        os.close(to_browser)
        os.close(from_browser)
        self.pending, self.next_id, self.session = b"", 0, None
        self.deadline = time.monotonic() + 120

    @staticmethod
    def _above_4(fd):
        high = fcntl.fcntl(fd, fcntl.F_DUPFD, 5)
        os.close(fd)
        return high

    def _message(self):
        while b"\0" not in self.pending:
            if time.monotonic() > self.deadline:
                raise TimeoutError("chromium took over 2 minutes")
            ready, _, _ = select.select([self.read_fd], [], [], 5)
            chunk = os.read(self.read_fd, 1 << 20) if ready else b""
            if ready and not chunk:
                raise EOFError("chromium closed its pipe")
            self.pending += chunk
        msg, self.pending = self.pending.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if self.session and not method.startswith(("Target.", "Browser.")):
            msg["sessionId"] = self.session
        os.write(self.write_fd, json.dumps(msg).encode() + b"\0")
        while True:
            answer = self._message()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError("%s: %s" % (method, answer["error"]))
                return answer.get("result", {})

    def open(self, url, width, height):
        """A fresh page at url, its load finished, with a viewport of width x height."""
        if self.session is None:
            target = self.call("Target.createTarget", url="about:blank")["targetId"]
            self.session = self.call("Target.attachToTarget", targetId=target,
                                     flatten=True)["sessionId"]
            self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=False)
        self.call("Page.navigate", url=url)
        while True:
            event = self._message()
            if event.get("method") == "Page.loadEventFired":
                return

    def pdf(self, url, path):
        self.open(url, 1000, 1400)
        data = self.call("Page.printToPDF", printBackground=True, preferCSSPageSize=True,
                         displayHeaderFooter=False)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def screenshot(self, url, path, width, height):
        self.open(url, width, height)
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close")
            self.proc.wait(timeout=20)
        except (OSError, EOFError, TimeoutError, RuntimeError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
        os.close(self.read_fd)
        os.close(self.write_fd)
        shutil.rmtree(self.profile, ignore_errors=True)


def pdf_pages(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    pages = re.search(r"^Pages:\s+(\d+)", info, re.M)
    size = re.search(r"^Page size:.*\((\w+)\)", info, re.M)
    return (int(pages.group(1)) if pages else 0), (size.group(1) if size else "")


def pages_text(pdf):
    """The text of every page: pdftotext ends each with a form feed."""
    text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True).stdout
    return text.split("\f")


def squash(text):
    """Whitespace-free text: pdftotext breaks lines where the layout does."""
    return re.sub(r"\s+", "", text)


def check_pdf(name, html_text, pdf, want_size=None, want_pages=None):
    parser = Sections()
    parser.feed(html_text)
    sections = parser.sections
    pages, size = pdf_pages(pdf)
    stated = re.search(r'<meta name="pages" content="(\d+)"/>', html_text)
    check(stated and int(stated.group(1)) == pages,
          "%s: the HTML states %s pages, the PDF has %d"
          % (name, stated.group(1) if stated else "no", pages))
    check(pages == len(sections),
          "%s: %d PDF pages for %d page sections: a section overflowed its sheet"
          % (name, pages, len(sections)))
    if want_pages is not None:
        check(pages == want_pages, "%s: %d pages, expected %d" % (name, pages, want_pages))
    if want_size:
        check(size == want_size, "%s: paper %r, expected %r" % (name, size, want_size))
    texts = pages_text(pdf)
    for i, sec in enumerate(sections[:pages], 1):
        text = squash(texts[i - 1]) if i <= len(texts) else ""
        check(squash(sec["footer"]) in text and ("page%dof%d" % (i, len(sections))) in text,
              "%s: page %d does not end with its footer %r" % (name, i, sec["footer"]))
        for title in sec["titles"]:
            check(squash(title) in text,
                  "%s: title %r of section %d is not on PDF page %d" % (name, title, i, i))


def png_pixels(path):
    """(width, height, rows of RGB tuples) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return 0, 0, []
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                return width, height, []
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, bpp)])
        prev = line
    return width, height, rows


def check_not_blank(name, png):
    width, height, rows = png_pixels(png)
    check(width > 0 and rows, "%s: no 8-bit RGB(A) PNG" % name)
    if not rows:
        return
    counts = {}
    for row in rows[::4]:
        for px in row[::4]:
            counts[px] = counts.get(px, 0) + 1
    background = max(counts.values())
    total = sum(counts.values())
    check(len(counts) > 20 and background < 0.97 * total,
          "%s: looks blank: %d colours, %.1f%% one colour" % (name, len(counts),
                                                               100.0 * background / total))


def main():
    bm = sys.argv[1]
    browser = chromium()
    if not browser or not shutil.which("pdfinfo") or not shutil.which("pdftotext"):
        print("skipped: needs chromium and poppler-utils (pdfinfo, pdftotext)")
        sys.exit(77)
    keep = len(sys.argv) > 2
    out = sys.argv[2] if keep else tempfile.mkdtemp(prefix="bridgemove-print-")
    os.makedirs(out, exist_ok=True)
    jobs = []
    every = os.environ.get("BM_PRINT_BROWSER") == "all"
    for i, (spec, extra, quick) in enumerate(SWEEP):
        if not quick and not every:
            continue
        name = "%02d-%s" % (i, re.sub(r"[^A-Za-z0-9]+", "-", spec))
        stdin = None
        if spec == "SWITCHED":
            switched = subprocess.run([bm, "switch", "mitchell:tables=7,boards=4", "--preset",
                                       "last-round", "--format", "json"],
                                      capture_output=True, text=True)
            check(switched.returncode == 0, "switch --preset last-round: " + switched.stderr)
            stdin = switched.stdout
        if spec.startswith("LONG-"):
            stdin = long_session(int(spec[5:]))
        res = subprocess.run([bm, "guide", "-" if stdin else spec, "--format", "html"] + extra,
                             input=stdin, capture_output=True, text=True)
        check(res.returncode == 0, "%s: guide --format html failed: %s" % (spec, res.stderr))
        path = os.path.join(out, name + ".html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(res.stdout)
        jobs.append((spec, extra, name, path, res.stdout))
    room = os.path.join(out, "room.svg")
    with open(room, "w", encoding="utf-8") as f:
        f.write(subprocess.run([bm, "picture", KNOWN, "--what", "room"],
                               capture_output=True, text=True).stdout)

    started = time.monotonic()
    browser = Browser(browser, out)
    try:
        for _, _, name, path, _ in jobs:
            browser.pdf("file://" + os.path.abspath(path), os.path.join(out, name + ".pdf"))
        browser.screenshot("file://" + os.path.abspath(jobs[0][3]),
                           os.path.join(out, "cards.png"), 1000, 1400)
        browser.screenshot("file://" + os.path.abspath(room), os.path.join(out, "room.png"),
                           900, 1000)
    except (OSError, EOFError, TimeoutError, RuntimeError) as e:
        check(False, "chromium: %s" % e)
    finally:
        browser.close()
    print("chromium rendered %d PDFs and 2 screenshots in %.1f s"
          % (len(jobs), time.monotonic() - started))

    for spec, extra, name, path, text in jobs:
        pdf = os.path.join(out, name + ".pdf")
        check(os.path.exists(pdf), "%s: chromium wrote no PDF" % name)
        if not os.path.exists(pdf):
            continue
        paper = {"a4": "A4", "letter": "letter"}.get(extra[1]) if "--paper" in extra else None
        known = KNOWN_PAGES.get(" ".join([spec] + [a for a in extra if "paper" not in a
                                                   and a not in ("a4", "letter")]))
        check_pdf(name, text, pdf, paper, known)
    for png in ("cards.png", "room.png"):
        check(os.path.exists(os.path.join(out, png)), "chromium took no screenshot " + png)
        if os.path.exists(os.path.join(out, png)):
            check_not_blank(png, os.path.join(out, png))
    if not keep:
        shutil.rmtree(out, ignore_errors=True)
    finish()


if __name__ == "__main__":  # test-web-page.py and test-score-browser.py import its Browser
    main()
