#!/bin/sh
# The tutorial's output blocks are the example programs' real output, and every example has a
# Python twin printing the same. In doc/tutorial.md, each line "$ build/examples/NAME ARGS..." in
# a fenced block runs the built C example; the lines shown under it (up to the next "$ " line or
# the end of the block) must appear in what it prints, in order ("…" stands for lines left out;
# doc-match.awk), and it must exit 0. Its twin bindings/python/examples/NAME.py ("-" read as
# "_") runs with the same arguments and must print exactly what the C program printed. Every
# examples/*.c is shown at least once, and every twin has its C program.
# Commands run in one scratch folder holding build/examples (the built programs) and
# examples/data and test/data/reference (the data), so that paths read as they do from the
# source tree.
# Usage: tutorial.sh TUTORIAL.md SOURCE_ROOT EXAMPLE_PROGRAM... [-- PYTHON3 LIBRARY]
set -u
page=$1 src=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/work/build/examples" "$tmp/work/examples" "$tmp/work/test/data" "$tmp/blocks"
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    case $1 in /*) p=$1 ;; *) p=$PWD/$1 ;; esac
    ln -s "$p" "$tmp/work/build/examples/$(basename "$1")"; shift
done
[ $# -gt 0 ] && shift
python=${1:-} lib=${2:-}
case $lib in ''|/*) ;; *) lib=$PWD/$lib ;; esac
ln -s "$src/examples/data" "$tmp/work/examples/data"
ln -s "$src/test/data/reference" "$tmp/work/test/data/reference"
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

# A library built with ASan needs its runtime preloaded into python3 (Python's own leaks off).
asan=$( [ -n "$lib" ] && grep -ao 'libasan\.so[.0-9]*' "$lib" | head -n 1)
run_py() {
    if [ -n "$asan" ]; then
        LD_PRELOAD="$asan" ASAN_OPTIONS="${ASAN_OPTIONS:-}:detect_leaks=0" "$python" "$@"
    else
        "$python" "$@"
    fi
}

awk -v dir="$tmp/blocks" '
    /^```/ { inblock = !inblock; n_open = 0; next }
    inblock && /^\$ build\/examples\// { n++; sub(/^\$ /, "")
                                        print > (dir "/cmd." n); close(dir "/cmd." n)
                                        print NR > (dir "/line." n); close(dir "/line." n)
                                        printf "" > (dir "/want." n); n_open = 1; next }
    inblock && /^\$ / { n_open = 0; next }
    inblock && n_open { print >> (dir "/want." n) }
' "$page"
n=1
while [ -e "$tmp/blocks/cmd.$n" ]; do
    line=$(cat "$tmp/blocks/cmd.$n")
    where="$page:$(cat "$tmp/blocks/line.$n"): \$ $line"
    (cd "$tmp/work" && eval "$line") > "$tmp/out" 2> "$tmp/err"
    status=$?
    if [ "$status" = 0 ] && [ ! -s "$tmp/err" ]; then ok; else
        bad "$where: exit $status"; cat "$tmp/err"
    fi
    # RoundData is written with CRLF line ends, as the Bridgemate database has them.
    if tr -d '\r' < "$tmp/out" | awk -v want="$tmp/blocks/want.$n" -f "$here/doc-match.awk" > "$tmp/why"
    then ok; else
        bad "$where"; cat "$tmp/why"; echo "--- it printed:"; cat "$tmp/out"
    fi
    name=${line#build/examples/}; name=${name%% *}; args=${line#build/examples/$name}
    echo "$name" >> "$tmp/shown"
    twin=$src/bindings/python/examples/$(echo "$name" | tr - _).py
    if [ -z "$python" ]; then
        :
    elif [ ! -e "$twin" ]; then
        echo "$name: no Python twin"
    else
        (cd "$tmp/work" && export BRIDGEMOVE_LIB="$lib" PYTHONPATH="$src/bindings/python" &&
            eval "run_py \"\$twin\" $args") > "$tmp/py" 2> "$tmp/err"
        status=$?
        if [ "$status" = 0 ] && cmp -s "$tmp/out" "$tmp/py"; then ok; else
            bad "$where: the Python twin (exit $status) prints otherwise"; cat "$tmp/err"
            diff "$tmp/out" "$tmp/py" | head -n 20
        fi
    fi
    n=$((n + 1))
done

# Every C example is shown; every twin has its C program.
for c in "$src"/examples/*.c; do
    name=$(basename "$c" .c)
    if grep -qxF "$name" "$tmp/shown" 2>/dev/null; then ok; else bad "$name is not run in $page"; fi
done
for py in "$src"/bindings/python/examples/*.py; do
    name=$(basename "$py" .py | tr _ -)
    if [ -e "$src/examples/$name.c" ]; then ok; else bad "$py has no examples/$name.c"; fi
done

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
