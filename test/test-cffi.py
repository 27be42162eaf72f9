# SPDX-License-Identifier: MIT
"""The public headers read by cffi as they are, and the library used through them.

Usage: test-cffi.py LIBRARY INCLUDE_DIR REFERENCE_DIR [SANITIZE]

The public headers promise to be readable by FFI tools as they are (README.md, "For other FFIs";
check_headers.py holds them to it). This test gives cffi's cdef() every header,
in the umbrella header's order, then experimental.h (which the umbrella leaves out on purpose),
with only the lines check_headers.py allows removed (the include guard, #include and the
`extern "C"` wrapper): no hand-written declarations. Then it opens the shared library (ABI
mode, no compiler), checks that every declared function is exported, and uses the 1.0 API
through cffi alone: a spec built key by key on an options handle, Table I's grid read with the
enum constants of the headers, JSON written and read through the format layer, Table VI's
analysis, a report in a form, an error's status and bm_last_error() message, and the Web
planner of the experimental tier.
Exit 77 (skipped) when this python3 has no cffi (Debian: python3-cffi).
"""

import json
import os
import re
import sys

import asan_preload
import check_headers
from tally import check, finish

try:
    import cffi
except ImportError:
    print("skipped: cffi is not installed for %s (Debian: apt-get install python3-cffi)"
          % sys.executable)
    sys.exit(77)

lib_path, include, ref = sys.argv[1:4]
asan_preload.ensure(lib_path, sys.argv[4] if len(sys.argv) > 4 else "none")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


# Every header the umbrella includes, in its order (version.h holds only macros: skipped), then
# experimental.h, which a program includes on purpose (the umbrella must not).
umbrella = read(os.path.join(include, "bridgemove.h"))
order = re.findall(r"#include <bridgemove/(\w+\.h)>", umbrella)
on_disk = sorted(h for h in os.listdir(include) if h.endswith(".h") and h != "bridgemove.h")
check("experimental.h" in on_disk and "experimental.h" not in order,
      "experimental.h exists and the umbrella leaves it out: %s" % order)
check(sorted(set(order) - {"version.h"}) == sorted(set(on_disk) - {"experimental.h"}),
      "the umbrella includes every stable header: %s vs %s" % (order, on_disk))
ffi = cffi.FFI()
functions = []
for header in order + ["experimental.h"]:
    if header == "version.h":
        continue
    code = check_headers.strip_directives(check_headers.strip_comments(
        read(os.path.join(include, header))), lambda *a: check(False, "%s: %r" % (header, a)))
    ffi.cdef(code)
    functions += re.findall(r"\b(bm_\w+)\s*\(", code)
lib = ffi.dlopen(lib_path)
missing = [f for f in functions if not hasattr(lib, f)]
check(len(functions) > 50 and not missing, "%d functions declared; not exported: %s"
      % (len(functions), missing))
check(ffi.string(lib.bm_version_string()).decode().split(".")[0] == "1", "bm_version_string()")


def last_error():
    return ffi.string(lib.bm_last_error()).decode()


def take(ptr_ptr, status, what):
    """The handle an out-parameter received, after checking the call succeeded."""
    check(status == lib.BM_OK, "%s: %s %s" % (what, ffi.string(lib.bm_status_str(status)),
                                              last_error()))
    return ptr_ptr[0]


def string(status, text, what):
    """The string a call wrote to a char ** out, released with bm_free()."""
    check(status == lib.BM_OK, "%s: %s" % (what, last_error()))
    value = ffi.string(text[0]).decode() if text[0] != ffi.NULL else None
    lib.bm_free(text[0])
    return value


def grid(m):
    cells = ffi.new("uint32_t *")
    rows = []
    for r in range(1, lib.bm_movement_rounds(m) + 1):
        row = []
        for t in range(1, lib.bm_movement_tables(m) + 1):
            cell = []
            for field in (lib.BM_FIELD_NS, lib.BM_FIELD_EW, lib.BM_FIELD_SET):
                if lib.bm_movement_get(cells, m, r, t, field) != lib.BM_OK:
                    check(False, "bm_movement_get(%d, %d, %d)" % (r, t, field))
                cell.append(cells[0])
            row.append(tuple(cell))
        rows.append(row)
    return rows


def reference(name):
    return read(os.path.join(ref, name))


# A spec set key by key on an options handle, built, and compared with Table I.
spec_out = ffi.new("struct bm_options **")
spec = take(spec_out, lib.bm_options_new(spec_out, b"mitchell"), "bm_options_new")
check(lib.bm_options_set(spec, b"tables", b"7") == lib.BM_OK, "bm_options_set")
value = ffi.new("const char **")
check(lib.bm_options_get(value, spec, b"tables") == lib.BM_OK and ffi.string(value[0]) == b"7"
      and lib.bm_options_get(value, spec, b"boards") == lib.BM_OK and ffi.string(value[0]) == b"1",
      "bm_options_get: as set, else the default")
text = ffi.new("char **")
check(string(lib.bm_options_to_string(text, spec), text, "bm_options_to_string")
      == "mitchell:tables=7", "the spec's one-line form")
out = ffi.new("struct bm_movement **")
m = take(out, lib.bm_build(out, spec), "bm_build")
lib.bm_options_free(spec)
want = [[(c["ns"], c["ew"], c["set"]) for c in row]
        for row in json.loads(reference("table-I.json"))["grid"]]
check(grid(m) == want, "mitchell:tables=7 == table-I.json")

# JSON out and back in through the format layer: the same model, and no notes.
notes = ffi.new("char **")
data = string(lib.bm_movement_write(text, m, lib.BM_FORMAT_JSON, ffi.NULL, notes), text,
              "bm_movement_write").encode()
check(notes[0] == ffi.NULL, "JSON holds everything: no notes")
check(lib.bm_format_detect(data, len(data)) == lib.BM_FORMAT_JSON, "bm_format_detect: JSON")
back = take(out, lib.bm_movement_read(out, data, len(data), b"json", notes), "bm_movement_read")
equal = ffi.new("int32_t *")
check(lib.bm_movement_equal(equal, m, back) == lib.BM_OK and equal[0] == 1, "JSON round trip")
lib.bm_movement_free(back)

# A report in a form: the rule report as text; a form it does not offer is refused.
check_out = ffi.new("struct bm_check **")
c = take(check_out, lib.bm_check_new(check_out, m), "bm_check_new")
check("playable: yes" in string(lib.bm_check_report(text, c, lib.BM_FORM_TEXT), text,
                                "bm_check_report"), "bm_check_report as text")
check(lib.bm_check_report(text, c, lib.BM_FORM_SVG) == lib.BM_EUNSUPPORTED
      and text[0] == ffi.NULL and "text or JSON" in last_error(),
      "no SVG rule report: %s" % last_error())
lib.bm_check_free(c)
lib.bm_movement_free(m)

# Table VI's analysis: s = 0 x7, 3 x42, 4 x42.
data = reference("table-VI.json").encode()
vi = take(out, lib.bm_movement_read(out, data, len(data), ffi.NULL, ffi.NULL), "read table-VI.json")
an_out = ffi.new("struct bm_analysis **")
an = take(an_out, lib.bm_analysis_new(an_out, vi), "bm_analysis_new")
lib.bm_movement_free(vi)
size, value, count = ffi.new("uint32_t *"), ffi.new("int64_t *"), ffi.new("uint32_t *")
lib.bm_analysis_distribution_size(size, an)
distribution = {}
for i in range(1, size[0] + 1):
    lib.bm_analysis_distribution_entry(value, count, an, i)
    distribution[value[0]] = count[0]
sd = ffi.new("double *")
lib.bm_analysis_stat(sd, an, lib.BM_STAT_SD)
check(distribution == {0: 7, 3: 42, 4: 42} and abs(sd[0] - 1.0491) < 5e-5,
      "table-VI: %r, sd %f" % (distribution, sd[0]))
lib.bm_analysis_free(an)

# A bad spec: the status, the thread's message, and a NULL out-parameter.
status = lib.bm_build_string(out, b"mitchell:tables=2")
check(status == lib.BM_ERANGE and "tables must be 3..1000 for mitchell; got 2" in last_error()
      and out[0] == ffi.NULL, "bad spec: %d %s" % (status, last_error()))

# The experimental tier: the Web planner, given the options of the family web.
web = take(spec_out, lib.bm_options_parse(spec_out, ffi.NULL, b"web:tables=11,rounds=5"),
           "bm_options_parse")
plan = [ffi.new("uint32_t *") for _ in range(4)]
check(lib.bm_web_plan(*plan, web) == lib.BM_OK and [p[0] for p in plan] == [5, 1, 3, 3],
      "bm_web_plan(web:tables=11,rounds=5): d 5, n 1, s 3, 3 cases: %r" % [p[0] for p in plan])
lib.bm_options_free(web)

finish()
