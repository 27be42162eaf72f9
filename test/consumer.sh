#!/bin/sh
# Install into a temporary root and build a program against it with pkg-config, shared and
# static, exactly as a scoring program would.
set -eu
build=$1 src=$2
command -v pkg-config >/dev/null 2>&1 || { echo "pkg-config not found: skipped"; exit 77; }
cc=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --no-rebuild --quiet --destdir "$tmp/root" >/dev/null
pc=$(find "$tmp/root" -name bridgemove.pc | head -n 1)
[ -n "$pc" ] || { echo "bridgemove.pc not installed"; echo "0 passed, 1 failed"; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc") PKG_CONFIG_SYSROOT_DIR="$tmp/root"
libdir=$(dirname "$(dirname "$pc")")
# A library built with -Db_sanitize=address,undefined needs the consumer built the same way
# (the ASan runtime must come first in the process).
san=; grep -q libasan "$libdir/libbridgemove.so" && san=-fsanitize=address,undefined
cc="$cc $san"
$cc -std=c11 -Wall -Werror $(pkg-config --cflags bridgemove) "$src" -o "$tmp/consumer" $(pkg-config --libs bridgemove)
LD_LIBRARY_PATH="$libdir" "$tmp/consumer"
$cc -std=c11 -Wall -Werror $(pkg-config --cflags bridgemove) "$src" -o "$tmp/consumer-static" \
    "$libdir/libbridgemove.a" $(pkg-config --libs-only-other --static bridgemove) -lm
"$tmp/consumer-static"
echo "2 passed, 0 failed"
