#!/bin/sh
# Compare the built library's ABI with the committed baseline (abi/libbridgemove.abi).
# The baseline changes only on purpose: regenerate it with
#   abidw --headers-dir include/bridgemove --out-file abi/libbridgemove.abi build/libbridgemove.so
set -eu
lib=$1 baseline=$2 headers=$3
command -v abidiff >/dev/null 2>&1 || { echo "abidiff not found: skipped"; exit 77; }
if abidiff --no-added-syms --headers-dir2 "$headers" "$baseline" "$lib"; then
    echo "1 passed, 0 failed"
else
    echo "ABI differs from $baseline (see above)"
    echo "0 passed, 1 failed"
    exit 1
fi
