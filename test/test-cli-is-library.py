# SPDX-License-Identifier: MIT
"""The command line holds no policy (doc/conventions.md, "Policy lives in the library"): every
report `bridgemove` prints is a library call that a binding has too. Each command below is run,
and what it prints on standard output must equal, byte for byte, the report the Python binding
gets from the library with the same options.

Usage: test-cli-is-library.py BRIDGEMOVE LIBRARY BINDINGS_DIR [SANITIZE]
"""

import json
import os
import subprocess
import sys
import tempfile
import warnings

bm_cli, lib_path, bindings = sys.argv[1:4]
sys.path.insert(0, bindings)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asan_preload  # noqa: E402
from tally import check, finish  # noqa: E402

asan_preload.ensure(lib_path, sys.argv[4] if len(sys.argv) > 4 else "none")
os.environ["BRIDGEMOVE_LIB"] = lib_path
import bridgemove  # noqa: E402

tmp = tempfile.mkdtemp()
warnings.simplefilter("ignore", bridgemove.LossWarning)  # the command prints them on stderr


def cli(*args, stdin=None):
    # bytes decoded as they are: RoundData's CRLF line ends are compared, not translated
    run = subprocess.run([bm_cli, *args], input=None if stdin is None else stdin.encode(),
                         capture_output=True)
    run.stdout, run.stderr = run.stdout.decode(), run.stderr.decode()
    check(run.returncode in (0, 1), "bridgemove %s: exit %d: %s" % (" ".join(args),
                                                                    run.returncode, run.stderr))
    return run.stdout


def same(args, library, stdin=None):
    printed = cli(*args, stdin=stdin)
    if isinstance(library, (dict, list)):
        library = json.dumps(library)
        printed = json.dumps(json.loads(printed)) if printed.strip() else printed
    ok = printed == library or printed == library + "\n"
    check(ok, "bridgemove %s prints the library's report%s" % (
        " ".join(args), "" if ok else ":\n--- printed\n%s\n--- library\n%s" % (printed[:600],
                                                                               library[:600])))


SPEC = "howell:tables=4"
TEAMS = "american:tables=5"
m = bridgemove.Movement.from_spec(SPEC)
teams = bridgemove.Movement.from_spec(TEAMS)

# show, convert: the format layer
same(["show", SPEC], m.write("text"))
same(["show", SPEC, "--format", "json"], m.write("json"))
for fmt in ("json", "text", "rounddata", "ebu"):
    same(["convert", SPEC, "--to", fmt], m.write(fmt))
same(["convert", SPEC, "--to", "rounddata", "--sections", "2", "--section", "C"],
     m.write("rounddata", sections="2", section="C"))

# check, analyse, matches, travellers, dual
same(["check", SPEC], m.check_report("text"))
same(["check", SPEC, "--format", "json"], m.check_report("json"))
with m.analysis() as an:
    same(["analyse", SPEC], an.report("text"))
    same(["analyse", SPEC, "--format", "json"], an.report("json"))
with teams.matches() as mt:
    same(["matches", TEAMS], mt.report("text"))
same(["travellers", SPEC], m.travellers_report(0, "text"))
same(["travellers", SPEC, "--board", "3", "--format", "json"], m.travellers_report(3, "json"))
same(["dual", "mitchell:tables=5"],
     bridgemove.Movement.from_spec("mitchell:tables=5").dual().write("text"))

# switch: the plan's report for the same options
with m.switch_plan(level="round", seed="4", effort="300") as plan:
    same(["switch", SPEC, "--level", "round", "--seed", "4", "--effort", "300"],
         plan.report("text"))

# guide, picture: the guide and the printed matter
same(["guide", SPEC], m.guide_report("all", 0, "text"))
same(["guide", SPEC, "--pair", "3"], m.guide_report("pair", 3, "text"))
same(["guide", SPEC, "--table", "2", "--format", "json"], m.guide_report("table", 2, "json"))
same(["guide", SPEC, "--format", "html", "--paper", "a4", "--no-travellers"],
     m.print_report("guide", "html", paper="a4", travellers="no"))
same(["picture", SPEC, "--what", "room", "--round", "2"], m.print_report("room", "svg", round="2"))
same(["picture", SPEC, "--what", "balance"], m.print_report("balance", "svg"))

# families, options: the catalogue and the key tables
same(["families"], bridgemove.families_text())
same(["options", "score"], bridgemove.describe_options("score", "text"))
same(["options", "switch", "--format", "json"], bridgemove.describe_options("switch", "json"))

# suggest, change, score
with bridgemove.Options("suggest:pairs=9,boards=18-24") as o:
    same(["suggest", "pairs=9", "boards=18-24"], bridgemove.suggest(o, text=True))
with m.change(leaves="3@2") as ch:
    same(["change", SPEC, "--leaves", "3@2"], ch.report("text"))
results = os.path.join(tmp, "results.json")
entries = [{"round": r, "table": t, "board": b, "contract": "3NT", "declarer": "N",
            "tricks": 9 + (r + t + b) % 3}
           for r in range(1, 8) for t in range(1, 5) for b, _ in m.cell_boards(r, t)]
with open(results, "w", encoding="utf-8") as f:
    json.dump({"format": "bridgemove-results/1", "results": entries}, f)
with open(results, encoding="utf-8") as f:
    text = f.read()
same(["score", SPEC, results], m.score(text, text=True))
same(["score", SPEC, results, "--method", "neuberg", "--format", "json"],
     m.score(text, method="neuberg"))
finish()
