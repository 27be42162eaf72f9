#!/bin/sh
# The C code of the documentation compiles, against the public headers and the library as built.
# Every ```c block of the pages given is taken by one rule:
# - a block that defines main() is a whole program: compiled with -std=c11 -Wall -Wextra
#   -Werror, linked with the library and run without arguments; it must exit 0. When the next
#   fenced block of the page starts with a line "$ cc ...", the lines after that line are the
#   program's output, checked as doc-examples.sh checks a command's (a "…" line stands for
#   lines left out; doc-match.awk);
# - any other block is a fragment of a program that holds a movement `m`: it is compiled, not
#   run, as the body of `void fragment(struct bm_movement *m)`, with <stdio.h>, <stdlib.h>,
#   <string.h>, <bridgemove/bridgemove.h> and <bridgemove/experimental.h> included, so it may
#   declare what it uses and call anything public, as the pages' "in C" snippets do;
# - a block right after a line "<!-- not compiled -->" is skipped (text for reading only, such
#   as declarations quoted from a header).
# Only blocks opened by exactly ```c count.
# Usage: doc-c-examples.sh LIBRARY.so INCLUDE_DIR GENERATED_INCLUDE_DIR PAGE.md|FOLDER... -- COMPILER [ARGS...]
# (a folder: every *.md in it; GENERATED_INCLUDE_DIR holds bridgemove/version.h).
set -u
lib=$1 inc=$2 geninc=$3; shift 3
pages=
while [ $# -gt 0 ] && [ "$1" != "--" ]; do pages="$pages $1"; shift; done
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || { echo "usage: doc-c-examples.sh LIBRARY INCLUDE GENINCLUDE PAGE... -- COMPILER [ARGS...]"; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
libdir=$(cd "$(dirname "$lib")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A library built with -Db_sanitize=address,undefined needs its programs built the same way.
san=; grep -q libasan "$lib" 2>/dev/null && san=-fsanitize=address,undefined
cflags="-std=c11 -Wall -Wextra -Werror -I$inc -I$geninc $san"
passed=0 failed=0 skipped=0
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

# check_page PAGE: block.N holds the code, kind.N program|fragment|skip, line.N the line of its
# opening fence, want.N the output shown in a "$ cc" block right after a program (if any).
check_page() {
    page=$1
    rm -rf "$tmp/page" && mkdir "$tmp/page"
    awk -v dir="$tmp/page" '
        function put(name, text) { printf "%s", text > (dir "/" name "." n); close(dir "/" name "." n) }
        !inblock && /^```c[ \t]*$/ { inblock = "c"; n++; body = ""; start = NR; skip = (prev ~ /^<!-- not compiled -->[ \t]*$/); prev = $0; next }
        !inblock && /^```/ { inblock = "other"; first = 1; prev = $0; next }
        inblock == "c" && /^```/ {
            inblock = ""; kind = skip ? "skip" : (body ~ /(^|\n)[a-z ]*int[ \t]+main[ \t]*\(/ ? "program" : "fragment")
            put("block", body); put("kind", kind); put("line", start "\n")
            after = (kind == "program") ? n : 0; prev = $0; next
        }
        inblock == "c" { body = body $0 "\n"; next }
        inblock == "other" && /^```/ { inblock = ""; after = 0; prev = $0; next }
        inblock == "other" {
            if (first && after && /^\$ cc /) { shown = after; printf "" > (dir "/want." shown) }
            else if (first) shown = 0
            else if (shown && /^\$ /) shown = 0
            else if (shown) { print >> (dir "/want." shown) }
            first = 0; after = 0; next
        }
        NF { after = 0 }
        { prev = $0 }
    ' "$page"
    n=1 p_passed=0 p_failed=$failed
    while [ -e "$tmp/page/block.$n" ]; do
        kind=$(cat "$tmp/page/kind.$n") where="$page:$(cat "$tmp/page/line.$n")"
        case $kind in
        skip) skipped=$((skipped + 1)) ;;
        program)
            { printf '#line %s "%s"\n' "$(($(cat "$tmp/page/line.$n") + 1))" "$page"
              cat "$tmp/page/block.$n"; } > "$tmp/page/prog.c"
            if ! $CC $cflags "$tmp/page/prog.c" -o "$tmp/page/prog" -L"$libdir" -lbridgemove -lm \
                > "$tmp/page/err" 2>&1; then
                bad "$where: the program does not compile"; cat "$tmp/page/err"
            elif ! LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$tmp/page/prog" \
                > "$tmp/page/out" 2>&1; then
                bad "$where: the program exits with status $?"; cat "$tmp/page/out"
            elif [ -e "$tmp/page/want.$n" ] && ! awk -v want="$tmp/page/want.$n" \
                -f "$here/doc-match.awk" "$tmp/page/out" > "$tmp/page/why"; then
                bad "$where: the program does not print what the page shows"; cat "$tmp/page/why"
                echo "--- it printed:"; cat "$tmp/page/out"; echo "---"
            else
                passed=$((passed + 1)) p_passed=$((p_passed + 1))
            fi ;;
        fragment)
            { printf '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n'
              printf '#include <bridgemove/bridgemove.h>\n#include <bridgemove/experimental.h>\n'
              printf 'void fragment(struct bm_movement *m);\n'
              printf 'void fragment(struct bm_movement *m)\n{\n(void)m;\n#line %s "%s"\n' \
                  "$(($(cat "$tmp/page/line.$n") + 1))" "$page"
              cat "$tmp/page/block.$n"
              printf '}\n'; } > "$tmp/page/fragment.c"
            if $CC $cflags -c "$tmp/page/fragment.c" -o "$tmp/page/fragment.o" > "$tmp/page/err" 2>&1; then
                passed=$((passed + 1)) p_passed=$((p_passed + 1))
            else
                bad "$where: the fragment does not compile"; cat "$tmp/page/err"
            fi ;;
        esac
        n=$((n + 1))
    done
    [ "$n" -gt 1 ] && echo "$page: $p_passed compiled, $((failed - p_failed)) failed"
}

CC="$*"
for arg in $pages; do
    if [ -d "$arg" ]; then
        for page in "$arg"/*.md; do [ -e "$page" ] && check_page "$page"; done
    else
        check_page "$arg"
    fi
done
[ $((passed + failed)) -gt 0 ] || { failed=1; echo "FAIL: no C block in$pages"; }
echo "$passed passed, $failed failed ($skipped marked not compiled)"
[ "$failed" = 0 ]
