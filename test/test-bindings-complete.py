# SPDX-License-Identifier: MIT
"""Every exported function has a line in the Python binding's declaration table, with the
header's number of parameters.

Usage: test-bindings-complete.py LIBRARY BINDINGS_DIR INCLUDE_DIR MAPFILE [SANITIZE]

The exported names come from `nm -D --defined-only LIBRARY` (the lib/bridgemove.map global
names when nm is missing); the prototypes from include/bridgemove/*.h. Fails naming every
exported symbol without a declaration, every declaration of no exported symbol, and every
declaration whose argument count differs from its prototype's. Then loads the library through
the binding, so that each declared name must resolve.
"""

import os
import re
import shutil
import subprocess
import sys

import asan_preload
from tally import check, finish

lib_path, bindings, include, mapfile = sys.argv[1:5]
sanitize = sys.argv[5] if len(sys.argv) > 5 else "none"
asan_preload.ensure(lib_path, sanitize)
sys.path.insert(0, bindings)
import bridgemove  # noqa: E402


def listed():
    """The global names of the version script (every node: BRIDGEMOVE_1.0, the experimental
    tier, later releases)."""
    with open(mapfile, encoding="utf-8") as f:
        return set(re.findall(r"^\s*(bm_\w+)\s*;", f.read(), flags=re.M))


def exported():
    """The library's exported bm_* functions, with where the list came from."""
    if shutil.which("nm"):
        out = subprocess.run(["nm", "-D", "--defined-only", lib_path], check=True,
                             capture_output=True, text=True).stdout
        names = {line.split()[-1].split("@")[0] for line in out.splitlines()
                 if len(line.split()) == 3 and line.split()[1] == "T"}
        return {n for n in names if n.startswith("bm_")}, "nm -D"
    return listed(), "the map file"


def prototypes():
    """name -> number of parameters, from every `TYPE bm_name(PARAMS);` of the public headers."""
    result = {}
    for h in sorted(os.listdir(include)):
        if not h.endswith(".h"):
            continue
        with open(os.path.join(include, h), encoding="utf-8") as f:
            text = re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)
        for m in re.finditer(r"[\w \*]+?\s*\b(bm_\w+)\s*\(([^)]*)\)\s*;", text):
            params = [p for p in m.group(2).split(",") if p.strip() not in ("", "void")]
            result[m.group(1)] = len(params)
    return result


symbols, source = exported()
protos = prototypes()
declared = bridgemove._SIGNATURES
# 1.0 merged families of calls into one each (190 exports, from 240 in 0.x): the list is
# checked against the version script rather than by a count alone.
in_map = listed()
check(len(symbols) > 150 and symbols == in_map,
      "%d exported functions found by %s, %d in the map file; exported only: %s; listed only: %s"
      % (len(symbols), source, len(in_map), ", ".join(sorted(symbols - in_map)),
         ", ".join(sorted(in_map - symbols))))
missing = sorted(symbols - set(declared))
check(not missing, "exported but not declared in bindings/python/bridgemove.py _SIGNATURES "
      "(%d): %s" % (len(missing), ", ".join(missing)))
stale = sorted(set(declared) - symbols)
check(not stale, "declared but not exported: %s" % ", ".join(stale))
no_header = sorted(symbols - set(protos))
check(not no_header, "exported without a prototype in include/bridgemove: %s" % ", ".join(no_header))
for name, (_, argtypes) in sorted(declared.items()):
    if name in protos:
        check(len(argtypes) == protos[name], "%s: the header has %d parameters, the binding %d"
              % (name, protos[name], len(argtypes)))
try:
    bridgemove.load(lib_path)
    check(True, "load()")
except AttributeError as e:
    check(False, "load(): a declared name does not resolve: %s" % e)
finish()
