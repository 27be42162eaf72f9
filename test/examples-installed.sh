#!/bin/sh
# Every example program builds against the installed library with nothing but the flags
# pkg-config gives (as a reader of the tutorial builds it): the library is installed into a
# temporary root and each examples/*.c is compiled with -std=c11 -Wall -Wextra -Werror
# $(pkg-config --cflags bridgemove) and linked with $(pkg-config --libs bridgemove); the
# programs that take no argument are run against it. The tutorial test runs them all.
# Usage: examples-installed.sh BUILD_DIR EXAMPLES_DIR
set -u
build=$1 dir=$2
command -v pkg-config >/dev/null 2>&1 || { echo "pkg-config not found: skipped"; exit 77; }
cc=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

meson install -C "$build" --no-rebuild --quiet --destdir "$tmp/root" >/dev/null ||
    { echo "FAIL: meson install"; exit 1; }
pc=$(find "$tmp/root" -name bridgemove.pc | head -n 1)
[ -n "$pc" ] || { echo "FAIL: bridgemove.pc not installed"; exit 1; }
prefix=$(sed -n 's/^prefix=//p' "$pc")
export PKG_CONFIG_PATH="${pc%/bridgemove.pc}"
flags() { pkg-config --define-variable=prefix="$tmp/root$prefix" "$@" bridgemove; }
libdir=$(flags --variable=libdir)
# A library built with -Db_sanitize=address,undefined needs its programs built the same way.
san=; grep -q libasan "$libdir/libbridgemove.so" && san=-fsanitize=address,undefined

# They run in a scratch folder holding examples/data, as from the source folder.
mkdir -p "$tmp/run/examples"
case $dir in /*) data=$dir/data ;; *) data=$PWD/$dir/data ;; esac
ln -s "$data" "$tmp/run/examples/data"
for c in "$dir"/*.c; do
    name=$(basename "$c" .c)
    if $cc $san -std=c11 -Wall -Wextra -Werror $(flags --cflags) "$c" -o "$tmp/$name" \
        $(flags --libs) 2> "$tmp/err"
    then ok; else bad "$name does not build"; cat "$tmp/err"; continue; fi
    case $name in
    check-movement|analyse-movement|convert|scorer) ;;   # they need an argument
    *)  if (cd "$tmp/run" && LD_LIBRARY_PATH="$libdir" "$tmp/$name" > /dev/null 2> "$tmp/err" &&
            [ ! -s "$tmp/err" ])
        then ok; else bad "$name against the installed library"; cat "$tmp/err"; fi ;;
    esac
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
