#!/bin/sh
# Doxygen over the public headers with warnings as errors: every public symbol documented.
set -eu
doxyfile=$1
command -v doxygen >/dev/null 2>&1 || { echo "doxygen not found: skipped"; exit 77; }
[ -f "$doxyfile" ] || { echo "no Doxyfile (docs disabled)"; exit 77; }
if doxygen "$doxyfile"; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; exit 1; fi
