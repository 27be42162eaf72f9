# SPDX-License-Identifier: MIT
"""The room pictures shown in doc/print.md, rendered by headless Chromium: a Howell, a Web and a
teams room in round 1 (bridgemove picture --what room), each at the size the SVG states.
Regenerate with `meson compile -C build room-screenshots`.
Usage: room-screenshots.py BRIDGEMOVE DOCDIR [CHROMIUM]"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

PICTURES = [("print-room-howell.png", "howell:pairs=13"),
            ("print-room-web.png", "web:tables=6,rounds=5"),
            ("print-room-teams.png", "american:tables=7")]


def main():
    bm, docdir = sys.argv[1], sys.argv[2]
    chromium = sys.argv[3] if len(sys.argv) > 3 else (
        shutil.which("chromium") or shutil.which("chromium-browser") or
        shutil.which("google-chrome"))
    if not chromium:
        print("room-screenshots: no chromium found")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        for png, spec in PICTURES:
            svg = subprocess.run([bm, "picture", spec, "--what", "room"], check=True,
                                 capture_output=True, text=True).stdout
            m = re.search(r'<svg [^>]*width="(\d+)" height="(\d+)"', svg)
            path = os.path.join(tmp, png[:-4] + ".svg")
            with open(path, "w", encoding="utf-8") as f:
                f.write(svg)
            out = os.path.join(docdir, png)
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                            "--hide-scrollbars", "--user-data-dir=" + os.path.join(tmp, "p"),
                            "--screenshot=" + out,
                            "--window-size=%s,%s" % (m.group(1), m.group(2)),
                            "file://" + path], check=True, capture_output=True, timeout=120)
            print("%s: %s" % (out, spec))
    return 0


if __name__ == "__main__":
    sys.exit(main())
