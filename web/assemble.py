#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Assembles the director's page: one HTML file holding its style, the single-file module
(the wasm inside, base64), the JavaScript API and the page's script, so that it works opened
from a file, where Chromium fetches neither an ES module nor a .wasm.

Usage: assemble.py OUT page.html page.css page.js index.js bridgemove-page.js

index.js is an ES module: its import of bridgemove.mjs goes (the single-file module defines
createBridgeMove itself), its exports become plain declarations, and import.meta (a syntax
error in a classic script, read only under Node) becomes the page's address."""

import sys

# (what, by what, how many times it must occur): a change in index.js that this no longer
# fits fails the build rather than making a page that does not load.
API_EDITS = [
    ("import createBridgeMove from './bridgemove.mjs';\n", "", 1),
    ("export class ", "class ", 1),
    ("export async function ", "async function ", 1),
    ("export { Movement };\n", "", 1),
    ("import.meta.url", "document.baseURI", None),
]


def classic(api):
    for old, new, times in API_EDITS:
        found = api.count(old)
        if (times is not None and found != times) or found == 0:
            sys.exit("assemble.py: index.js has %r %d times, expected %s" % (old, found, times))
        api = api.replace(old, new)
    for word in ("\nimport ", "\nexport "):
        if word in api:
            sys.exit("assemble.py: index.js still has an %r statement" % word.strip())
    return api


def main():
    out, page, css, script, api, module = sys.argv[1:7]
    read = lambda p: open(p, encoding="utf-8").read()
    code = "\n".join([read(module), classic(read(api)), read(script)])
    if "</script" in code.lower():
        sys.exit("assemble.py: the script holds '</script', which would end it in the page")
    html = read(page)
    for marker in ("/*STYLE*/", "/*SCRIPT*/"):
        if html.count(marker) != 1:
            sys.exit("assemble.py: page.html must hold %s once" % marker)
    html = html.replace("/*STYLE*/", read(css).rstrip()).replace("/*SCRIPT*/", code.rstrip())
    with open(out, "w", encoding="utf-8") as f:
        f.write(html)


main()
