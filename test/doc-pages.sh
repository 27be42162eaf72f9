#!/bin/sh
# Every documentation page starts with its title and a Doxygen page id, "# Title {#id}": the id
# names the page in links (@ref id) and its HTML file, which would otherwise be named after the
# path the tree was built in. Ids are short lowercase words (a-z, 0-9, _ and -) and unique.
# No page (nor a README) uses Doxygen's @ref, which Markdown readers show as raw text.
# Usage: doc-pages.sh DOC_DIR
set -u
dir=$1
passed=0 failed=0
ids=
for page in "$dir"/*.md; do
    [ -e "$page" ] || continue
    first=$(head -n 1 "$page")
    id=$(printf '%s\n' "$first" | sed -n 's/^# .* {#\([a-z0-9_-]*\)}$/\1/p')
    if [ -z "$id" ]; then
        failed=$((failed + 1)); echo "FAIL: $page: the first line is not '# Title {#id}': $first"
    elif printf '%s\n' $ids | grep -qx -- "$id"; then
        failed=$((failed + 1)); echo "FAIL: $page: page id '$id' is used twice"
    else
        passed=$((passed + 1)); ids="$ids $id"
    fi
done
# A Doxygen reference (@ref id, \ref id) shows as raw text wherever Markdown is read (GitHub,
# an editor, a package's docs): pages link with Markdown links to the .md file, which Doxygen
# resolves too. Only a page made for Doxygen alone, named in DOXYGEN_ONLY, may use them.
DOXYGEN_ONLY=""
for page in "$dir"/*.md "$dir"/../README.md "$dir"/../*/README.md; do
    [ -e "$page" ] || continue
    case " $DOXYGEN_ONLY " in *" $(basename "$page") "*) continue ;; esac
    refs=$(grep -n '[@\\]ref[ ([]' "$page" | head -3)
    if [ -n "$refs" ]; then
        failed=$((failed + 1))
        echo "FAIL: $page: Doxygen references show as raw text in Markdown; use [title](page.md):"
        printf '%s\n' "$refs"
    else
        passed=$((passed + 1))
    fi
done
[ $((passed + failed)) -gt 0 ] || { failed=1; echo "FAIL: no page in $dir"; }
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
