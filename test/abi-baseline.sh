#!/bin/sh
# The 1.0 ABI gate (doc/conventions.md, "Versions"): compare the built library with the
# committed baseline, abi/libbridgemove.abi. From 1.0 on a change may add functions and never
# change or remove one; the calls of experimental.h are left out (abi/experimental.suppr).
# The baseline changes only on purpose (a new major version): regenerate it with
#   abidw --headers-dir include/bridgemove --out-file abi/libbridgemove.abi build/libbridgemove.so
set -eu
lib=$1 baseline=$2 headers=$3 suppressions=$4
command -v abidiff >/dev/null 2>&1 || { echo "abidiff not found: skipped"; exit 77; }
if abidiff --no-added-syms --suppressions "$suppressions" --headers-dir2 "$headers" \
    "$baseline" "$lib"; then
    echo "1 passed, 0 failed"
else
    echo "ABI differs from $baseline (see above): 1.x may add, never change or remove"
    echo "0 passed, 1 failed"
    exit 1
fi
