#!/bin/sh
# The command examples of a documentation page are the command's real output: every
# "$ bridgemove ..." line in a fenced block of the page is run, and the lines shown under it
# must appear in what it prints (standard output and error), in order; a line "…" stands for
# lines left out. Usage: doc-examples.sh BRIDGEMOVE PAGE.md
set -u
bm=$1 page=$2
case $bm in /*) ;; *) bm=$PWD/$bm ;; esac # the examples run in a scratch directory
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Split the page into cmd.N (the command, without "$ ") and want.N (the lines shown under it).
awk -v dir="$tmp" '
    /^```/ { inblock = !inblock; n_open = 0; next }
    inblock && /^\$ bridgemove / { n++; sub(/^\$ /, ""); print > (dir "/cmd." n); close(dir "/cmd." n);
                                   printf "" > (dir "/want." n); n_open = 1; next }
    inblock && /^\$ / { n_open = 0; next }
    inblock && n_open { print >> (dir "/want." n) }
' "$page"

# Whether the segments of want (split at "…" lines) occur in out in order, each contiguous.
shown() { # want out
    awk -v want="$1" '
        { out[++n] = $0 }
        END {
            pos = 1; m = 0
            while ((getline line < want) > 0) {
                if (line == "\342\200\246") { if (!find()) exit 1; m = 0 } else seg[++m] = line
            }
            if (!find()) exit 1
        }
        function find(   i, k) {
            if (m == 0) return 1
            for (i = pos; i + m - 1 <= n; i++) {
                for (k = 1; k <= m && out[i + k - 1] == seg[k]; k++) ;
                if (k > m) { pos = i + m; return 1 }
            }
            print "not found in order: " seg[1]
            return 0
        }' "$2"
}

count=0
for cmd in "$tmp"/cmd.*; do
    [ -e "$cmd" ] || continue
    count=$((count + 1))
    n=${cmd##*.}
    line=$(cat "$cmd")
    # run it in the scratch directory (examples write and read files there), the built command
    # standing for "bridgemove"
    (cd "$tmp" && eval "\"\$bm\"${line#bridgemove}") > "$tmp/out.$n" 2>&1
    if shown "$tmp/want.$n" "$tmp/out.$n"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: \$ $line"
        cat "$tmp/out.$n"
    fi
done
if [ "$count" = 0 ]; then failed=$((failed + 1)); echo "FAIL: no example in $page"; fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
