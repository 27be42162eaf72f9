#!/bin/sh
# bridgemove.exe under Wine: what differs on Windows. Standard output is in text mode, so its
# lines end in CRLF; the readers must take such files back (text, JSON, RoundData, EBUScore),
# by a Windows path as well as a POSIX one; `convert -o OUT` writes the same bytes as
# `convert > OUT`. Arguments: the wine command, bridgemove.exe, a scratch folder.
set -u
wine=$1 exe=$2 dir=$3
export WINEDEBUG=-all
mkdir -p "$dir"
passed=0 failed=0
ok() { passed=$((passed + 1)); }
ko() { echo "FAILED: $*"; failed=$((failed + 1)); }
bm() { "$wine" "$exe" "$@"; }

spec=mitchell:tables=7,boards=3
for to in text json rounddata ebu; do
    bm convert "$spec" --to "$to" >"$dir/out.$to" || ko "convert --to $to"
    # "Z:" is Wine's drive for the POSIX root: a Windows path to the same file.
    winpath="Z:$(cd "$dir" && pwd | tr / '\\')\\copy.$to"
    bm convert "$spec" --to "$to" -o "$winpath" || ko "convert --to $to -o $winpath"
    if cmp -s "$dir/out.$to" "$dir/copy.$to"; then ok; else ko "$to: -o and > differ"; fi
    if [ "$to" != json ]; then
        if grep -q "$(printf '\r')\$" "$dir/out.$to"; then ok; else ko "$to: no CRLF on stdout"; fi
    fi
    bm show "$winpath" >"$dir/back.$to" 2>"$dir/err.$to" ||
        ko "$to: show $winpath: $(cat "$dir/err.$to")"
    bm show "$dir/out.$to" >"$dir/back2.$to" 2>>"$dir/err.$to" || ko "$to: show $dir/out.$to"
    # What comes back holds the movement: in round 2, pair 1 plays set B against pair 14.
    if grep -q "^2: 1 B 14 |" "$dir/back.$to" && cmp -s "$dir/back.$to" "$dir/back2.$to"; then ok
    else ko "$to: read back differs"; fi
done
# The grid text through standard input as Windows gives it (CRLF).
bm show - <"$dir/out.text" >"$dir/stdin.text" && cmp -s "$dir/stdin.text" "$dir/back.text" && ok ||
    ko "show - of CRLF text"
# A missing file named by a Windows path is said to be missing, not read as a spec.
bm show 'C:\no\such\movement.txt' 2>"$dir/missing" >/dev/null
if grep -q "cannot open the file" "$dir/missing" && ! grep -q "spec" "$dir/missing"; then ok
else ko "missing Windows path: $(cat "$dir/missing")"; fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
