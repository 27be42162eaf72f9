# SPDX-License-Identifier: MIT
"""Every failing call leaves its own message (doc/conventions.md, "Status and messages").

Usage: test-error-sweep.py LIBRARY INCLUDE_DIR [SANITIZE]

Every function the public headers declare that returns enum bm_status is called through cffi
(the headers as they are, experimental.h included) with arguments of three kinds:
  1. every pointer NULL and every number 0;
  2. real handles of the right type (a movement, its analysis, check, matches, switch plan,
     results, scoring, sections, suggestions, options) and real out-parameters, with every
     number 0 (numbering is 1-based, so 0 is a round, table, pair or index that does not exist);
  3. the same handles with every number 0xFFFFFFFF (or the largest of its type).
Before each call a known message is left on the thread (a call that always fails); after it, a
failing status must come with a message that is not empty and not the one left before: the
caller never reads an older failure's words as this one's. Nothing may crash (the ASan build
runs this too). Exit 77 (skipped) without cffi.
"""

import os
import re
import sys

import asan_preload
import check_headers
from tally import check, finish

try:
    import cffi
except ImportError:
    print("skipped: cffi is not installed (Debian: apt-get install python3-cffi)")
    sys.exit(77)

lib_path, include = sys.argv[1:3]
asan_preload.ensure(lib_path, sys.argv[3] if len(sys.argv) > 3 else "none")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


umbrella = read(os.path.join(include, "bridgemove.h"))
headers = [h for h in re.findall(r"#include <bridgemove/(\w+\.h)>", umbrella) if h != "version.h"]
ffi = cffi.FFI()
names = []
for header in headers + ["experimental.h"]:
    code = check_headers.strip_directives(check_headers.strip_comments(
        read(os.path.join(include, header))), lambda *a: check(False, "%s: %r" % (header, a)))
    ffi.cdef(code)
    names += re.findall(r"\benum\s+bm_status\s+(bm_\w+)\s*\(", code)
lib = ffi.dlopen(lib_path)
SENTINEL = b"test-error-sweep: the message left before the call"


def leave_sentinel():
    """A known message on the thread: a call that always fails, naming its argument."""
    fmt = ffi.new("enum bm_format *")
    check(lib.bm_format_from_name(fmt, SENTINEL) != lib.BM_OK, "the sentinel call fails")
    return ffi.string(lib.bm_last_error())


def must_build(what, status):
    check(status == lib.BM_OK, "%s: %s" % (what, ffi.string(lib.bm_last_error()).decode()))


# ---- real handles, one of each type ----
handles = {}


def make(ctype, call, *args):
    out = ffi.new(ctype + " **")
    must_build("%s for the sweep" % ctype, call(out, *args))
    handles[ctype] = out[0]
    return out[0]


m = make("struct bm_movement", lib.bm_build_string, b"mitchell:tables=3,boards=2")
make("struct bm_analysis", lib.bm_analysis_new, m)
make("struct bm_check", lib.bm_check_new, m)
teams = ffi.new("struct bm_movement **")
must_build("a teams movement", lib.bm_build_string(teams, b"american:tables=3"))
make("struct bm_matches", lib.bm_matches_new, teams[0])
make("struct bm_options", lib.bm_options_new, b"switch")
plan_out, switched = ffi.new("struct bm_switch_plan **"), ffi.new("struct bm_movement **")
must_build("a switch plan", lib.bm_switch_plan_new(plan_out, switched, m, handles["struct bm_options"]))
handles["struct bm_switch_plan"] = plan_out[0]
make("struct bm_results", lib.bm_results_new, m)
scoring_opt = ffi.new("struct bm_options **")
must_build("score options", lib.bm_options_new(scoring_opt, b"score"))
make("struct bm_scoring", lib.bm_scoring_new, handles["struct bm_results"], scoring_opt[0])
make("struct bm_sections", lib.bm_sections_new)
suggest_opt = ffi.new("struct bm_options **")
must_build("suggest options", lib.bm_options_parse(suggest_opt, b"suggest", b"pairs=8"))
make("struct bm_suggestions", lib.bm_suggest, suggest_opt[0])
change_opt = ffi.new("struct bm_options **")
must_build("change options", lib.bm_options_parse(change_opt, b"change", b"leaves=1@2"))
make("struct bm_change", lib.bm_change, m, change_opt[0])
ARRAY = 4096  # elements for a caller's array (bm_analysis_matrix and its kin)


def argument(t, number, real):
    """A value for a parameter of cffi type t."""
    if t.kind == "pointer":
        if not real:
            return ffi.NULL
        item = t.item
        if item.kind == "struct" and item.cname in handles:
            return handles[item.cname]
        if item.kind == "struct":
            return ffi.NULL  # a handle type the sweep has none of
        if item.kind == "primitive" and item.cname == "char":
            return ffi.new("char[]", b"1")  # a text argument: a short one
        if item.kind == "pointer" and item.item.kind == "struct":
            return ffi.new(t.cname.replace("*", "", 1) + "*")  # an out-parameter for a handle
        if item.kind == "primitive" or item.kind == "enum" or item.kind == "pointer":
            return ffi.new(item.cname + "[%d]" % ARRAY)
        return ffi.NULL
    if t.kind == "primitive" and t.cname in ("double", "float"):
        return float(number)
    if t.kind == "primitive" and t.cname in ("int32_t", "int64_t", "int"):
        return 0 if number == 0 else 0x7FFFFFFF
    if t.kind == "primitive" and t.cname == "size_t":
        return 0 if number == 0 else ARRAY
    if t.kind == "enum":
        return number & 0x7FFFFFFF
    return number


def sweep(name, number, real):
    fn = getattr(lib, name)
    args = [argument(t, number, real) for t in ffi.typeof(fn).args]
    before = leave_sentinel()
    status = fn(*args)
    if status == lib.BM_OK:
        return 0
    message = ffi.string(lib.bm_last_error())
    check(message and message != before,
          "%s (%s, numbers %#x) failed with %s and %s" % (
              name, "real handles" if real else "NULL pointers", number,
              ffi.string(lib.bm_status_str(status)).decode(),
              "an older call's message" if message == before else "no message"))
    return 1


failed_calls = 0
for name in names:
    for number, real in ((0, False), (0, True), (0xFFFFFFFF, True)):
        failed_calls += sweep(name, number, real)
check(len(names) > 100, "%d status-returning functions swept" % len(names))
print("%d status-returning functions, %d failing calls checked" % (len(names), failed_calls))
finish()
