#!/bin/sh
# tools/whist-search.c is deterministic: rerun the commands recorded in lib/data/whist-data.c for a few
# sizes that take well under a second each, and compare with the shipped lines.
set -u
search=$1 data=$2
pass=0 fail=0
check() {
    if grep -qF -- "$1" "$data"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "not in $data: $1"; fi
}
check "$(WHIST_EXCHANGE=1 "$search" 16 1)"
for v in 20 24 33; do
    check "$(WHIST_PAIRS=1 "$search" $v 1 300000 2.0 0.3)"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
