#!/bin/sh
# CHECK_EQ refuses what is not an integer at compile time: harness-reject.c must compile with
# CASE=0 (integers) and fail, naming CHECK_NEAR, with every other CASE (floating values, a
# pointer). usage: harness-reject.sh TESTDIR COMPILER [COMPILER ARGS...]
set -u
dir=$1
shift
out=${TMPDIR:-/tmp}/harness-reject.$$
trap 'rm -f "$out"' EXIT
passed=0
failed=0
compile() {
    "$@" -std=c11 -fsyntax-only -I "$dir" -DCASE="$case" "$dir/harness-reject.c" >"$out" 2>&1
}
for case in 0 1 2 3 4 5 6; do
    if [ "$case" = 0 ]; then
        if compile "$@"; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "CASE=0 (integers only) does not compile:"
            cat "$out"
        fi
    elif compile "$@"; then
        failed=$((failed + 1))
        echo "CASE=$case compiles: CHECK_EQ accepted a value that is not an integer"
        sed -n "/CASE == $case\$/,/#/p" "$dir/harness-reject.c" | sed -n 2p
    elif grep -q "use CHECK_NEAR" "$out"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "CASE=$case fails to compile, but not on CHECK_EQ's static assertion:"
        cat "$out"
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
