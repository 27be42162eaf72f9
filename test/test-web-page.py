# SPDX-License-Identifier: MIT
"""The director's page (web/) in headless Chromium, opened from a file with no server.

Usage: test-web-page.py PAGE [BRIDGEMOVE]

PAGE is the assembled build-wasm/web/bridgemove.html; BRIDGEMOVE the native command (else
$BM_NATIVE_CLI, else bridgemove on PATH), whose answers the page must give: the page loads with
no console error; a 13-pair request lists the candidates `bridgemove suggest pairs=13` lists;
a candidate chosen with its switch plan shows the cards of its switched spec;
choosing the first shows its description, room picture and cards, and the cards are exactly
`bridgemove guide SPEC --format html`, printed to as many PDF pages (pdfinfo) as the command's;
the RoundData and EBUScore downloads are `bridgemove convert`'s; a late pair applied
mid-session, then a pair leaving, give the instructions and cards of `bridgemove change`. A 30-pair
request is timed in a page just opened, and twice more (the figures are printed; only a
generous bound is checked).

Exit 77 (skipped) when chromium, pdfinfo or the native command is missing."""

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from tally import check, finish

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("printbrowser",
                                              os.path.join(HERE, "test-print-browser.py"))
pb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pb)

REQUEST = "pairs=13,boards=18-30,rounds=any,one_winner=no"  # the page's form as it opens


class Page(pb.Browser):
    """The print test's browser, keeping the console errors and exceptions it reports."""

    def __init__(self, path, workdir):
        super().__init__(path, workdir)
        self.errors = []

    def _message(self):
        msg = super()._message()
        method, params = msg.get("method"), msg.get("params", {})
        if method == "Runtime.exceptionThrown":
            self.errors.append(json.dumps(params.get("exceptionDetails", {}))[:300])
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append(json.dumps(params.get("args", []))[:300])
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            self.errors.append(params["entry"].get("text", "")[:300])
        return msg

    def js(self, expression):
        """The value of an expression in the page (a promise is awaited)."""
        res = self.call("Runtime.evaluate", expression=expression, awaitPromise=True,
                        returnByValue=True)
        if "exceptionDetails" in res:
            raise RuntimeError("%s: %s" % (expression[:60], res["exceptionDetails"]))
        return res.get("result", {}).get("value")

    def wait(self, expression, seconds=60):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.js(expression):
                return True
            time.sleep(0.1)
        return False


def run(cli, *args, stdin=None):
    """The command's output as it wrote it (bytes decoded, CRLF kept: RoundData has them)."""
    res = subprocess.run([cli] + list(args), input=stdin and stdin.encode(),
                         capture_output=True)
    check(res.returncode == 0, "bridgemove %s: %s" % (" ".join(args), res.stderr.decode()))
    return res.stdout.decode("utf-8")


def print_pages(page, html_text, path):
    with open(path + ".html", "w", encoding="utf-8") as f:
        f.write(html_text)
    page.pdf("file://" + os.path.abspath(path + ".html"), path + ".pdf")
    return pb.pdf_pages(path + ".pdf")[0]


def submit_request(page, pairs):
    page.js("document.getElementById('timing').dataset.ms = ''")
    page.js("document.getElementById('count').value = '%d';"
            "document.getElementById('request').requestSubmit()" % pairs)
    page.wait("document.getElementById('timing').dataset.ms")


def shown_columns(page):
    """The list's rows as the page shows them: spec, time, balance."""
    return page.js("[...document.querySelectorAll('#list tbody tr')]"
                   ".map(r => [r.cells[1].textContent, r.cells[5].textContent,"
                   " r.cells[6].textContent])")


def clock(minutes):
    """A candidate's minutes as the page words them."""
    return ("%d h %02d min" % divmod(minutes, 60)) if minutes >= 60 else "%d min" % minutes


def check_minutes_and_balance(page, cli, request):
    """Every row shows the command's minutes and its balance, figure and words."""
    want = json.loads(run(cli, "suggest", *request.split(","), "--format", "json"))["candidates"]
    rows = shown_columns(page)
    check(len(rows) == len(want), "the list has %d rows, the command %d" % (len(rows), len(want)))
    for (spec, shown_time, shown_balance), c in zip(rows, want):
        check(shown_time == clock(c["minutes"]),
              "%s: the page shows the time %r, the command %d minutes" % (spec, shown_time,
                                                                          c["minutes"]))
        words = "%.2f a board played (%s)" % (c["balance_per_board"], c["balance_words"])
        check(shown_balance == words, "%s: the page shows the balance %r, the command %r"
              % (spec, shown_balance, words))
    print("13 pairs: the first row shows %r" % (rows[:1],))


MINUTES_OVER = 2  # minutes= admits a session the clock puts this much over


def check_minutes_filter(page, cli, pairs):
    """The session's minutes field leaves out what the clock says takes longer, as the command."""
    check(page.js("!document.getElementById('minutes-field').hidden"),
          "the session's minutes field is hidden")
    every = json.loads(run(cli, "suggest", "pairs=%d" % pairs, *REQUEST.split(",")[1:],
                           "--format", "json"))["candidates"]
    limit = sorted(c["minutes"] for c in every)[len(every) // 2]  # leaves out about half
    page.js("document.getElementById('minutes').value = '%d'" % limit)
    submit_request(page, pairs)
    page.js("document.getElementById('minutes').value = ''")
    fit = json.loads(run(
        cli, "suggest", "pairs=%d" % pairs, *REQUEST.split(",")[1:], "minutes=%d" % limit,
        "--format", "json"))["candidates"]
    want = [c["spec"] for c in fit]
    got = [row[0] for row in shown_columns(page)]
    # minutes= also asks the families for the boards the session holds, so the list may hold
    # shapes the open request did not; what it must not hold is a session that runs over (by
    # more than the 2 minutes minutes= tolerates, doc/choosing.md).
    longer = [c["spec"] for c in every if c["minutes"] > limit + MINUTES_OVER]
    check(got == want and want and all(c["minutes"] <= limit + MINUTES_OVER for c in fit)
          and longer and not set(longer) & set(want),
          "minutes=%d: the page lists %r, the command %r (of %d)" % (limit, got, want, len(every)))
    print("%d pairs in %d minutes: %d of %d candidates" % (pairs, limit, len(got), len(every)))


def main():
    page_file = os.path.abspath(sys.argv[1])
    cli = (sys.argv[2] if len(sys.argv) > 2 else os.environ.get("BM_NATIVE_CLI")
           or shutil.which("bridgemove"))
    browser = pb.chromium()
    if not browser or not shutil.which("pdfinfo") or not cli or not os.path.exists(cli):
        print("skipped: needs chromium, pdfinfo and the native bridgemove command")
        sys.exit(77)
    out = tempfile.mkdtemp(prefix="bridgemove-page-")
    page = Page(browser, out)
    try:
        page.call("Target.setDiscoverTargets", discover=False)
        page.open("about:blank", 1200, 1400)
        page.call("Runtime.enable")
        page.call("Log.enable")
        page.open("file://" + page_file, 1200, 1400)
        check(page.wait("document.body.dataset.ready"), "the page did not start in 60 s")
        check(page.js("document.body.dataset.ready") == "yes", "the page failed to start")

        want = [c["spec"] for c in json.loads(run(cli, "suggest", *REQUEST.split(","),
                                                  "--format", "json"))["candidates"]]
        submit_request(page, 13)
        got = page.js("[...document.querySelectorAll('#list tbody td.spec')]"
                      ".map(td => td.textContent)")
        check(got and got == want, "13 pairs: the page lists %r, the command %r" % (got, want))
        print("13 pairs: %d candidates, the first %s" % (len(got or []), (got or ["-"])[0]))
        check_minutes_and_balance(page, cli, REQUEST)

        switched = [c["switched_spec"] for c in json.loads(run(
            cli, "suggest", *REQUEST.split(","), "--format", "json"))["candidates"]
            if c.get("switched_spec")]
        if switched:  # a candidate with a switch plan, chosen with its switches
            page.js("[...document.querySelectorAll('#list tbody button')]"
                    ".find(b => b.textContent === 'With switches').click()")
            check(page.js("document.getElementById('cards').srcdoc") ==
                  run(cli, "guide", switched[0], "--format", "html"),
                  "with switches: the cards differ from bridgemove guide %s" % switched[0])

        chosen = want[0]
        page.js("document.querySelector('#list tbody tr button').click()")
        check(page.js("!document.getElementById('chosen').hidden"), "choosing shows nothing")
        check(chosen in page.js("document.getElementById('chosen-spec').textContent"),
              "the chosen movement is not named")
        desc = page.js("document.getElementById('description').textContent")
        check(desc and desc == run(cli, "guide", chosen).split("\n\n")[0],
              "the description is not how bridgemove guide begins: %r" % desc[:200])
        check("<svg" in page.js("document.getElementById('room').innerHTML"), "no room picture")
        cards = page.js("document.getElementById('cards').srcdoc")
        want_cards = run(cli, "guide", chosen, "--format", "html")
        check(cards == want_cards, "the cards differ from bridgemove guide --format html")
        check(page.wait("document.getElementById('cards').contentDocument"
                        ".querySelectorAll('section.page').length > 0"), "no cards shown")
        rounddata = page.js("fetch(document.getElementById('save-rounddata').href)"
                            ".then(r => r.text())")
        check(rounddata == run(cli, "convert", chosen, "--to", "rounddata"),
              "the RoundData download differs from bridgemove convert --to rounddata: %r"
              % (rounddata or "")[:200])
        ebu = page.js("fetch(document.getElementById('save-ebu').href).then(r => r.text())")
        check(ebu == run(cli, "convert", chosen, "--to", "ebu"),
              "the EBUScore download differs from bridgemove convert --to ebu: %r"
              % (ebu or "")[:200])

        late = "14@3"  # the next number after the 13 pairs, which the page offers
        check(page.js("document.getElementById('change-pair').value") == "14",
              "the page does not offer pair 14 as the late pair")
        page.js("document.getElementById('change-kind').value = 'late';"
                "document.getElementById('change-pair').value = '%s';"
                "document.getElementById('change-round').value = '%s';"
                "document.getElementById('change').requestSubmit()" % tuple(late.split("@")))
        lines = page.js("[...document.querySelectorAll('#instructions li')]"
                        ".map(li => li.textContent)")
        text = run(cli, "change", chosen, "--late", late)
        want_lines = [l.strip() for l in text.split("\n\n")[0].splitlines()]
        check(lines == want_lines, "late pair %s: the page says %r, the command %r"
              % (late, lines, want_lines))
        changed = run(cli, "change", chosen, "--late", late, "--format", "json")
        changed_cards = run(cli, "guide", "-", "--format", "html", stdin=changed)
        check(page.js("document.getElementById('cards').srcdoc") == changed_cards,
              "late pair %s: the cards differ from the changed movement's" % late)
        # then a pair leaves the changed movement: the change applies to what is running
        page.js("document.getElementById('change-kind').value = 'leaves';"
                "document.getElementById('change-pair').value = '3';"
                "document.getElementById('change-round').value = '5';"
                "document.getElementById('change').requestSubmit()")
        left = run(cli, "change", "-", "--leaves", "3@5", "--format", "json", stdin=changed)
        check(page.js("document.getElementById('cards').srcdoc") ==
              run(cli, "guide", "-", "--format", "html", stdin=left),
              "pair 3 leaving from round 5: the cards differ from the command's")
        lines = page.js("[...document.querySelectorAll('#instructions li')]"
                        ".map(li => li.textContent)")
        want_left = run(cli, "change", "-", "--leaves", "3@5", stdin=changed)
        check(lines[len(want_lines):] == [l.strip() for l in
                                          want_left.split("\n\n")[0].splitlines()],
              "pair 3 leaving: the page says %r" % lines[len(want_lines):])

        if os.environ.get("BM_PAGE_SCREENSHOT"):  # a picture of the page, for a look
            page.js("window.scrollTo(0, 0)")
            shot = page.call("Page.captureScreenshot", format="png")["data"]
            with open(os.environ["BM_PAGE_SCREENSHOT"], "wb") as f:
                f.write(__import__("base64").b64decode(shot))
        check(page.js("document.querySelectorAll('.error:not(:empty)').length") == 0,
              "the page shows an error: %s" % page.js(
                  "[...document.querySelectorAll('.error')].map(e => e.textContent).join()"))
        check(not page.errors, "console errors: %s" % page.errors)
        # printing navigates the browser away from the page: last
        pages_page = print_pages(page, cards, os.path.join(out, "page"))
        pages_cli = print_pages(page, want_cards, os.path.join(out, "cli"))
        sections = want_cards.count('<section class="page')
        check(pages_page == pages_cli == sections and pages_cli > 0,
              "printed pages: page %d, command %d, sections %d"
              % (pages_page, pages_cli, sections))
        print("printed: the page's cards %d pages, bridgemove guide --format html %d pages"
              % (pages_page, pages_cli))

        # 30 pairs in a page just opened (the module compiled on first use), then again
        page.open("file://" + page_file, 1200, 1400)
        check(page.wait("document.body.dataset.ready"), "the page did not start again")
        times = []
        for _ in range(3):
            submit_request(page, 30)
            times.append(float(page.js("document.getElementById('timing').dataset.ms")))
        count = page.js("document.querySelectorAll('#list tbody tr').length")
        check(count > 0, "30 pairs: no candidates")
        print("30 pairs: %d candidates; suggest in the page %s ms (the first in a page just "
              "opened)" % (count, ", ".join("%.0f" % t for t in times)))
        check(times[0] < 10000, "30 pairs: suggest took over 10 s in the page")
        check_minutes_filter(page, cli, 30)
        check(not page.errors, "console errors: %s" % page.errors)

    except (OSError, EOFError, TimeoutError, RuntimeError) as e:
        check(False, "chromium: %s" % e)
    finally:
        page.close()
    shutil.rmtree(out, ignore_errors=True)
    finish()


if __name__ == "__main__":
    main()
