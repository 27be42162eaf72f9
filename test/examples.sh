#!/bin/sh
# The example programs on the reference files: their output and exit statuses.
# Usage: examples.sh CHECK ANALYSE CONVERT REFERENCE_DIR [PYTHON3 BINDINGS_DIR LIBRARY]
# The Python example runs when PYTHON3 is given.
set -u
check=$1 analyse=$2 convert=$3 ref=$4 python=${5:-} bindings=${6:-} lib=${7:-}
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
rounds() { grep -E '^[0-9]+:' "$@"; }
expect() { # what status command... : the command exits with status
    what=$1 want=$2; shift 2
    "$@" > "$tmp/out" 2> "$tmp/err"; got=$?
    if [ "$got" = "$want" ]; then ok; else bad "$what: exit $got, expected $want"; cat "$tmp/err"; fi
}
has() { # what text file
    if grep -qxF -- "$2" "$3"; then ok; else bad "$1: no line '$2'"; cat "$3"; fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# check-movement: report, exit 0 when playable, 1 when a hard rule fails, 2 on errors
expect "check table-I.json" 0 "$check" "$ref/table-I.json"
has "check table-I.json" "playable: yes (1A, 1B and 2 hold: nobody replays boards or sits at two tables)" "$tmp/out"
expect "check spec" 0 "$check" mitchell:tables=8,variant=skip,rounds=8   # Table IIb: fails 4A only
if [ "$(grep -c ' NO ' "$tmp/out")" = 1 ] && grep -q '^4A  *NO  *nobody meets the same opponents twice' "$tmp/out"
then ok; else bad "check Table IIb: 4A alone fails"; cat "$tmp/out"; fi
sed 's/{"ns": 2, "ew": 9, "set": 2}/{"ns": 2, "ew": 8, "set": 2}/' "$ref/table-I.json" > "$tmp/broken.json"
expect "check broken.json" 1 "$check" "$tmp/broken.json"
has "check broken.json" "playable: NO (rule 1A, 1B or 2 fails: the movement cannot be played as it stands)" "$tmp/out"
expect "check bad spec" 2 "$check" nosuch:tables=7
if grep -q "unknown movement family 'nosuch'" "$tmp/err"; then ok; else bad "check bad spec message"; fi

# analyse-movement: Table VI's distribution (0 x7, 3 x42, 4 x42) and SDs
expect "analyse table-VI.json" 0 "$analyse" "$ref/table-VI.json"
printf '%s\n' "value of s | pairs of pairs" "         0 | 7" "         3 | 42" "         4 | 42" \
    "sd 1.0491 (population)   sd_sample 1.0549" > "$tmp/want"
if cmp -s "$tmp/out" "$tmp/want"; then ok; else bad "analyse table-VI output"; cat "$tmp/out"; fi
expect "analyse spec" 0 "$analyse" mitchell:tables=7
has "analyse Table I" "sd 3.4896 (population)   sd_sample 3.5090" "$tmp/out"
expect "analyse bad spec" 2 "$analyse" mitchell:tables=2

# convert: JSON -> grid text equals the reference text; text -> JSON -> text keeps the rounds
for t in table-I table-IIa table-IIb table-IV individual-8; do
    expect "convert $t.json" 0 "$convert" "$ref/$t.json"
    if [ "$(rounds "$tmp/out")" = "$(rounds "$ref/$t.txt")" ]; then ok; else bad "convert $t.json rounds"; fi
    expect "convert $t.txt" 0 "$convert" "$ref/$t.txt"
    mv "$tmp/out" "$tmp/back.json"
    expect "convert $t.txt's JSON" 0 "$convert" "$tmp/back.json"
    if [ "$(rounds "$tmp/out")" = "$(rounds "$ref/$t.txt")" ]; then ok; else bad "convert $t round trip"; fi
done
printf '{"format": "bridgemove/1",' > "$tmp/cut.json"
expect "convert truncated JSON" 2 "$convert" "$tmp/cut.json"

# bindings/python/example.py: the grid as the texts print it, the rules and the analysis.
# A library built with ASan needs its runtime preloaded into python3 (Python's own leaks off).
asan=$( [ -n "$lib" ] && grep -ao 'libasan\.so[.0-9]*' "$lib" | head -n 1)
run_py() {
    if [ -n "$asan" ]; then
        LD_PRELOAD="$asan" ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$python" "$@"
    else
        "$python" "$@"
    fi
}
if [ -z "$python" ]; then
    echo "python3 not found: example.py not run"
else
    export BRIDGEMOVE_LIB="$lib"
    expect "example.py table-I.json" 0 run_py "$bindings/example.py" "$ref/table-I.json"
    if [ "$(rounds "$tmp/out")" = "$(rounds "$ref/table-I.txt")" ]; then ok; else bad "example.py grid"; fi
    has "example.py rules" "playable: True; rules failing: none" "$tmp/out"
    expect "example.py table-VI.json" 0 run_py "$bindings/example.py" "$ref/table-VI.json"
    has "example.py distribution" "s = 3: 42 pairs of pairs" "$tmp/out"
    has "example.py sd" "sd 1.0491 (population), sd_sample 1.0549" "$tmp/out"
    expect "example.py bad spec" 1 run_py "$bindings/example.py" mitchell:tables=2
    if grep -q "BM_ERANGE: column 10: tables must be 3..1000 for mitchell; got 2" "$tmp/err"; then ok; else bad "example.py error message"; fi
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
