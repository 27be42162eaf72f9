# SPDX-License-Identifier: MIT
"""For the Python tests: run under ASan when the library under test was built with it.

A library built with -Db_sanitize=address needs the ASan runtime first in the process, which a
plain python3 cannot arrange after start-up. ensure() starts the running script again with the
runtime the library names in LD_PRELOAD (leak detection off: Python's own allocations are not
the library's; the tests trace the handles themselves), or exits 77 (skipped) when even that
does not load it.
"""

import os
import re
import sys


def ensure(lib_path, sanitize="none"):
    """Return when the library can be loaded here; may re-execute the script or exit 77."""
    with open(lib_path, "rb") as f:
        runtime = re.search(rb"lib(asan|clang_rt\.asan[\w.-]*)\.so[.\d]*", f.read())
    if not runtime:
        return
    with open("/proc/self/maps", encoding="utf-8", errors="replace") as f:
        if "asan" in f.read():
            print("library built with ASan (-Db_sanitize=%s): running under it, leak "
                  "detection off" % sanitize)
            return
    runtime = runtime.group(0).decode()
    if os.environ.get("BM_TEST_PYTHON_REEXEC"):
        print("skipped: library built with -Db_sanitize=%s and %s could not be preloaded"
              % (sanitize, runtime))
        sys.exit(77)
    env = dict(os.environ, BM_TEST_PYTHON_REEXEC="1", LD_PRELOAD=runtime,
               ASAN_OPTIONS=os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0")
    os.execve(sys.executable, [sys.executable] + sys.argv, env)
