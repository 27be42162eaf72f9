#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every public function of the stable headers is shown by an example program or the tutorial.

A function declared in include/bridgemove/*.h (experimental.h aside: it may change between
releases, so no example teaches it) counts as shown when its name, followed by "(", appears in
an examples/*.c program, or when the tutorial names it in its text. A function no example calls
must be named, with the reason, in the tutorial's section "Calls no example shows"; a name
listed there that an example does call is stale and fails too. Prints the lists it finds.
Usage: examples-coverage.py INCLUDE_DIR EXAMPLES_DIR TUTORIAL.md
"""
import pathlib
import re
import sys

SECTION = "## Calls no example shows"


def declared(include: pathlib.Path) -> set:
    """The public functions: names declared as `... bm_name(` at the start of a declaration."""
    names = set()
    for header in sorted(include.glob("*.h")):
        if header.name == "experimental.h":
            continue
        text = re.sub(r"/\*.*?\*/", "", header.read_text(encoding="utf-8"), flags=re.S)
        names |= set(re.findall(r"^[A-Za-z_][\w \t\*]*?\b(bm_\w+)\s*\(", text, flags=re.M))
    return names


def main() -> int:
    include, examples, tutorial = (pathlib.Path(a) for a in sys.argv[1:4])
    public = declared(include)
    code = "".join(p.read_text(encoding="utf-8") for p in sorted(examples.glob("*.c")))
    called = {n for n in public if re.search(r"\b%s\s*\(" % n, code)}
    page = tutorial.read_text(encoding="utf-8")
    head, _, section = page.partition(SECTION)
    section = section.split("\n## ", 1)[0]
    justified = set(re.findall(r"`(bm_\w+)\(\)`", section))
    unshown = sorted(public - called)
    missing = [n for n in unshown if n not in justified]
    stale = sorted(n for n in justified if n in called or n not in public)
    print("%d public functions, %d called by an example, %d listed in the tutorial as not shown"
          % (len(public), len(called), len(justified)))
    for n in missing:
        print("FAIL: %s: no example calls it and the tutorial's \"%s\" does not list it"
              % (n, SECTION[3:]))
    for n in stale:
        print("FAIL: %s: listed as not shown, but %s" %
              (n, "an example calls it" if n in called else "it is not a public function"))
    return 1 if missing or stale or not public else 0


if __name__ == "__main__":
    sys.exit(main())
