# SPDX-License-Identifier: MIT
"""The public headers read by cffi as they are, and the library used through them.

Usage: test-cffi.py LIBRARY INCLUDE_DIR REFERENCE_DIR [SANITIZE]

DESIGN.md promises headers that FFI tools can read. This test gives cffi's cdef() every header,
in the umbrella header's order, with only the lines check_headers.py allows removed (the include
guard, #include and the `extern "C"` wrapper): no hand-written declarations. Then it opens the
shared library (ABI mode, no compiler), checks that every declared function is exported, and
uses the API through cffi alone: a spec built key by key, Table I's grid read with the enum
constants of the headers, Table VI's analysis, an error message, and JSON written and read.
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


# Every header the umbrella includes, in its order (version.h holds only macros: skipped).
umbrella = read(os.path.join(include, "bridgemove.h"))
order = re.findall(r"#include <bridgemove/(\w+\.h)>", umbrella)
on_disk = sorted(h for h in os.listdir(include) if h.endswith(".h") and h != "bridgemove.h")
check(sorted(set(order) - {"version.h"}) == on_disk, "the umbrella includes every header: %s vs %s" % (order, on_disk))
ffi = cffi.FFI()
functions = []
for header in order:
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
check(ffi.string(lib.bm_version_string()).decode()[0].isdigit(), "bm_version_string()")
msg = ffi.new("char[256]")


def take(ptr_ptr, status, what):
    """The handle an out-parameter received, after checking the call succeeded."""
    check(status == lib.BM_OK, "%s: %s %s" % (what, ffi.string(lib.bm_status_str(status)),
                                              ffi.string(msg)))
    return ptr_ptr[0]


def grid(m):
    cells = ffi.new("unsigned *")
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


# A spec set key by key, built, and compared with Table I.
spec_out = ffi.new("struct bm_spec **")
spec = take(spec_out, lib.bm_spec_new(spec_out, b"mitchell", msg, 256), "bm_spec_new")
check(lib.bm_spec_set(spec, b"tables", b"7", msg, 256) == lib.BM_OK, "bm_spec_set")
out = ffi.new("struct bm_movement **")
m = take(out, lib.bm_build(out, spec, msg, 256), "bm_build")
lib.bm_spec_free(spec)
want = [[(c["ns"], c["ew"], c["set"]) for c in row]
        for row in json.loads(reference("table-I.json"))["grid"]]
check(grid(m) == want, "mitchell:tables=7 == table-I.json")

# JSON out and back in: the same model.
text = ffi.new("char **")
check(lib.bm_write_json(text, m) == lib.BM_OK, "bm_write_json")
data = ffi.string(text[0])
lib.bm_free(text[0])
back = take(out, lib.bm_read_json(out, data, len(data), msg, 256), "bm_read_json")
equal = ffi.new("int *")
check(lib.bm_movement_equal(equal, m, back) == lib.BM_OK and equal[0] == 1, "JSON round trip")
lib.bm_movement_free(back)
lib.bm_movement_free(m)

# Table VI's analysis: s = 0 x7, 3 x42, 4 x42.
data = reference("table-VI.json").encode()
vi = take(out, lib.bm_read_json(out, data, len(data), msg, 256), "read table-VI.json")
an_out = ffi.new("struct bm_analysis **")
an = take(an_out, lib.bm_analysis_new(an_out, vi, msg, 256), "bm_analysis_new")
lib.bm_movement_free(vi)
size, value, count = ffi.new("unsigned *"), ffi.new("long long *"), ffi.new("unsigned *")
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

# A bad spec: the status and the library's message, and a NULL out-parameter.
status = lib.bm_build_string(out, b"mitchell:tables=2", msg, 256)
check(status == lib.BM_EUNSUPPORTED and b"tables must be 3..1000" in ffi.string(msg)
      and out[0] == ffi.NULL,
      "bad spec: %d %s" % (status, ffi.string(msg)))

finish()
