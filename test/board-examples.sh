#!/bin/sh
# The board-number examples: the README's C example is examples/first-movement.c word for word
# and prints board numbers; examples/scorer.c prints each round's tables and each board's
# traveller as seated, in at most 30 lines of C (its functions, blank lines not counted).
# Usage: board-examples.sh FIRST-MOVEMENT SCORER README EXAMPLES_DIR
set -u
first=$1 scorer=$2 readme=$3 dir=$4
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the README's block between "## A C example" and the end of its first code block
awk '/^## A C example/ {s = 1; next} s && /^```c/ {c = 1; next} c && /^```/ {exit} c' "$readme" > "$tmp/readme.c"
sed -n '/^#include <stdio.h>/,$p' "$dir/first-movement.c" > "$tmp/example.c"
if cmp -s "$tmp/readme.c" "$tmp/example.c"; then ok; else bad "README's C example differs from examples/first-movement.c"; diff "$tmp/readme.c" "$tmp/example.c"; fi
"$first" > "$tmp/out" || bad "first-movement exit $?"
if [ "$(head -n 2 "$tmp/out")" = "round 1, table 1: pair 1 (NS) v pair 8 (EW), boards 1-3
round 2, table 1: pair 1 (NS) v pair 14 (EW), boards 4-6" ]; then ok; else bad "first-movement output"; cat "$tmp/out"; fi

# scorer: Table VI's shape (round 7 switched) is not a spec; a phantom and first_board are
"$scorer" mitchell:tables=3,boards=2,first_board=7,phantom=3ew@3 > "$tmp/out" || bad "scorer exit $?"
for line in "round 1, table 1, board 7: NS 1, EW 4" "round 3, table 2, board 8: NS 2, EW 6" \
            "round 3, table 2, board 8: NS 2, EW 6 (sit-out)"; do
    if grep -qxF "$line" "$tmp/out"; then ok; else bad "scorer: no line '$line'"; fi
done
if [ "$(grep -c '^round' "$tmp/out")" = 36 ]; then ok; else bad "scorer: 18 board plays twice"; fi
"$scorer" nosuch > /dev/null 2> "$tmp/err"
if [ $? = 2 ] && grep -q "unknown movement family" "$tmp/err"; then ok; else bad "scorer bad spec"; fi
n=$(sed -n '/^static void seat/,/^int main/p' "$dir/scorer.c" | grep -v '^int main' | grep -c -v '^ *$')
if [ "$n" -le 30 ]; then ok; else bad "scorer's per-round and per-board code is $n lines (at most 30)"; fi
echo "scorer: $n lines of C"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
