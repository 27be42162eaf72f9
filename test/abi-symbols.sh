#!/bin/sh
# The shared library exports exactly the functions the version script lists: nothing leaks
# out by accident, nothing listed is missing. The static archive has no version script and
# no visibility to hide behind: every global it defines lands in the program that links it,
# so each one must carry the bm_ prefix or it may clash with the program's own names.
set -eu
lib=$1 map=$2 archive=$3
command -v nm >/dev/null 2>&1 || { echo "nm not found"; exit 77; }
passed=0 failed=0

exported=$(nm -D --defined-only "$lib" | awk '$2 == "T" || $2 == "D" || $2 == "B" { sub(/@.*/, "", $3); print $3 }' | sort -u)
listed=$(sed -n 's/^[[:space:]]*\(bm_[a-z0-9_]*\);.*/\1/p' "$map" | sort -u)
if [ "$exported" != "$listed" ]; then
    echo "exported symbols differ from $map:"
    printf '%s\n' "$exported" > exported.txt
    printf '%s\n' "$listed" > listed.txt
    diff listed.txt exported.txt || true
    failed=$((failed + 1))
else
    echo "$(printf '%s\n' "$exported" | wc -l) symbols match the version script"
    passed=$((passed + 1))
fi

# nm -A prints "archive:member.o:address type name"; keep each defined global with its member.
globals=$(nm -A -g --defined-only "$archive" | awk 'NF == 3 { split($1, at, ":"); print $3, at[2] }')
[ -n "$globals" ] || { echo "nm found no global symbol in $archive"; exit 1; }
offenders=$(printf '%s\n' "$globals" | awk '$1 !~ /^bm_/ { print "  " $1 "  (defined in " $2 ")" }')
if [ -n "$offenders" ]; then
    echo "$archive defines globals without the bm_ prefix (rename them bm_..., or make them static):"
    printf '%s\n' "$offenders"
    failed=$((failed + 1))
else
    echo "$(printf '%s\n' "$globals" | wc -l) globals in $(basename "$archive"), all with the bm_ prefix"
    passed=$((passed + 1))
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
