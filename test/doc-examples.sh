#!/bin/sh
# The command examples of the documentation are the command's real output. In every page
# given, each line "$ bridgemove ..." in a fenced block, or "$ ... | bridgemove ..." (a pipe
# into the command: "$ printf '1: 1 A 2\n' | bridgemove show -"), is run, and the lines shown
# under it (up to the next "$ " line or the end of the block) must appear in what it prints,
# standard output and error together, in order; a line "…" stands for lines left out
# (doc-match.awk).
# A command that exits with status 2 or more (an error) must show its error ("bridgemove: ..."),
# so that an example shown without output still runs cleanly; status 1 is a verdict (check,
# matches). Other "$ " lines (a compiler run, say) only end the lines shown before them; they
# are not run.
# Each page's commands run in order in a scratch folder of the page's own, so that an example
# can read a file an earlier one wrote; "bridgemove" is the built command, put first on PATH, so
# that a pipe into a second bridgemove runs it too. A page without such examples is reported,
# not failed; but the pages given must hold one example at least.
# Usage: doc-examples.sh BRIDGEMOVE PAGE.md|FOLDER... (a folder: every *.md in it)
set -u
bm=$1; shift
case $bm in /*) ;; *) bm=$PWD/$bm ;; esac
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$bm" "$tmp/bin/bridgemove"
PATH="$tmp/bin:$PATH"
export PATH
passed=0 failed=0

# check_page PAGE: split it into cmd.N (the command without "$ ", and its line number in
# line.N) and want.N (the lines shown under it), then run each in PAGE's scratch folder.
check_page() {
    page=$1
    rm -rf "$tmp/page" && mkdir "$tmp/page" "$tmp/page/work"
    awk -v dir="$tmp/page" '
        /^```/ { inblock = !inblock; n_open = 0; next }
        inblock && (/^\$ bridgemove / || /^\$ [^|]*\| *bridgemove /) { n++; sub(/^\$ /, ""); print > (dir "/cmd." n); close(dir "/cmd." n)
                                       print NR > (dir "/line." n); close(dir "/line." n)
                                       printf "" > (dir "/want." n); n_open = 1; next }
        inblock && /^\$ / { n_open = 0; next }
        inblock && n_open { print >> (dir "/want." n) }
    ' "$page"
    p_passed=0 p_failed=0 n=1
    while [ -e "$tmp/page/cmd.$n" ]; do
        line=$(cat "$tmp/page/cmd.$n")
        (cd "$tmp/page/work" && eval "$line") > "$tmp/page/out.$n" 2>&1
        status=$?
        # a page shows CRLF output (RoundData) as a terminal does: plain lines
        tr -d '\r' < "$tmp/page/out.$n" > "$tmp/page/lf" && mv "$tmp/page/lf" "$tmp/page/out.$n"
        if [ "$status" -ge 2 ] && ! grep -q '^bridgemove: ' "$tmp/page/want.$n"; then
            echo "exit status $status, and the page shows no error" > "$tmp/page/why"
            false
        else
            awk -v want="$tmp/page/want.$n" -f "$here/doc-match.awk" "$tmp/page/out.$n" > "$tmp/page/why"
        fi
        if [ $? = 0 ]; then
            p_passed=$((p_passed + 1))
        else
            p_failed=$((p_failed + 1))
            echo "FAIL: $page:$(cat "$tmp/page/line.$n"): \$ $line"
            cat "$tmp/page/why"
            echo "--- it printed:"
            cat "$tmp/page/out.$n"
            echo "---"
        fi
        n=$((n + 1))
    done
    if [ $((p_passed + p_failed)) = 0 ]; then
        echo "$page: no command example"
    else
        echo "$page: $p_passed passed, $p_failed failed"
    fi
    passed=$((passed + p_passed)) failed=$((failed + p_failed))
}

for arg in "$@"; do
    if [ -d "$arg" ]; then
        for page in "$arg"/*.md; do [ -e "$page" ] && check_page "$page"; done
    else
        check_page "$arg"
    fi
done
if [ $((passed + failed)) = 0 ]; then failed=1; echo "FAIL: no example in $*"; fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
