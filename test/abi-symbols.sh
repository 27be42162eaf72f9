#!/bin/sh
# The shared library exports exactly the functions the version script lists: nothing leaks
# out by accident, nothing listed is missing.
set -eu
lib=$1 map=$2
command -v nm >/dev/null 2>&1 || { echo "nm not found"; exit 77; }
exported=$(nm -D --defined-only "$lib" | awk '$2 == "T" || $2 == "D" || $2 == "B" { sub(/@.*/, "", $3); print $3 }' | sort -u)
listed=$(sed -n 's/^[[:space:]]*\(bm_[a-z0-9_]*\);.*/\1/p' "$map" | sort -u)
if [ "$exported" != "$listed" ]; then
    echo "exported symbols differ from $map:"
    printf '%s\n' "$exported" > exported.txt
    printf '%s\n' "$listed" > listed.txt
    diff listed.txt exported.txt || true
    echo "0 passed, 1 failed"
    exit 1
fi
echo "$(printf '%s\n' "$exported" | wc -l) symbols match the version script"
echo "1 passed, 0 failed"
