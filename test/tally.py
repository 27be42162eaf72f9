# SPDX-License-Identifier: MIT
"""The Python tests' tally, like test.h's: check() counts and names a failure, finish() prints
"N passed, N failed" and exits 1 when a check failed."""

import sys

passed = failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


def finish():
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
