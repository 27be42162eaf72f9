#!/bin/sh
# Install into a temporary root, move the installed tree somewhere else, and build a program
# against the moved tree with pkg-config, shared and static, exactly as a scoring program
# would. The move proves the .pc file is relocatable: nothing in it may point at the place
# the library was installed to.
#
# The .pc file finds the tree from its own folder (${pcfiledir}), so the moved tree needs no
# flag; pkgconf's --define-prefix, which takes the prefix to be two folders above the .pc file
# (one too few for a multiarch libdir such as lib/x86_64-linux-gnu), must give the same flags.
set -eu
build=$1 src=$2
command -v pkg-config >/dev/null 2>&1 || { echo "pkg-config not found: skipped"; exit 77; }
cc=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
fail() { echo "FAIL: $*"; echo "$passed passed, 1 failed"; exit 1; }

meson install -C "$build" --no-rebuild --quiet --destdir "$tmp/root" >/dev/null
pc=$(find "$tmp/root" -name bridgemove.pc | head -n 1)
[ -n "$pc" ] || fail "bridgemove.pc not installed"

# No path in the .pc file may name the place it was installed to.
if grep -q "$tmp/root" "$pc" || grep -q "^[a-z]*=/" "$pc"; then
    fail "bridgemove.pc names an absolute path: $(grep '=/' "$pc")"
fi

# Move the installed prefix (e.g. root/usr/local) to a new place and delete the old root.
prefix=$(find "$tmp/root" -path '*/include/bridgemove' -type d | head -n 1)
prefix=${prefix%/include/bridgemove}
pcdir_rel=${pc#"$prefix/"}
pcdir_rel=${pcdir_rel%/bridgemove.pc}
moved="$tmp/elsewhere/bridgemove"
mkdir -p "$tmp/elsewhere"
mv "$prefix" "$moved"
rm -rf "$tmp/root"

export PKG_CONFIG_PATH="$moved/$pcdir_rel"
moved_pc() { pkg-config "$@" bridgemove; }
libdir=$(moved_pc --variable=libdir)
[ -f "$libdir/libbridgemove.so" ] || fail "no libbridgemove.so in the moved libdir $libdir"
[ -f "$libdir/libbridgemove.a" ] || fail "no libbridgemove.a in the moved libdir $libdir"
[ -f "$(moved_pc --variable=includedir)/bridgemove/bridgemove.h" ] \
    || fail "no bridgemove/bridgemove.h in the moved includedir $(moved_pc --variable=includedir)"
[ "$(cd "$(moved_pc --variable=prefix)" && pwd)" = "$moved" ] \
    || fail "prefix $(moved_pc --variable=prefix) is not the moved tree $moved"
for flags in "--cflags" "--libs" "--static --libs"; do
    # shellcheck disable=SC2086  # flags are words
    plain=$(moved_pc $flags) defined=$(moved_pc --define-prefix $flags)
    [ "$plain" = "$defined" ] || fail "pkg-config --define-prefix $flags gives '$defined', not '$plain'"
done
passed=$((passed + 1))

# A library built with -Db_sanitize=address,undefined needs the consumer built the same way
# (the ASan runtime must come first in the process).
san=; grep -q libasan "$libdir/libbridgemove.so" && san=-fsanitize=address,undefined
cc="$cc $san"

# Shared: the flags pkg-config gives, nothing else.
$cc -std=c11 -Wall -Werror $(moved_pc --cflags) "$src" -o "$tmp/consumer" $(moved_pc --libs) \
    || fail "shared consumer does not build against the moved tree"
LD_LIBRARY_PATH="$libdir" "$tmp/consumer" || fail "shared consumer failed"
passed=$((passed + 1))

# Static: the archive itself (a plain -lbridgemove would pick the shared library), then the
# private libraries the .pc file lists (Libs.private) for the archive's own needs.
private=$(moved_pc --static --libs-only-l | tr ' ' '\n' | grep -vx -- '-lbridgemove' | tr '\n' ' ')
$cc -std=c11 -Wall -Werror $(moved_pc --cflags) "$src" -o "$tmp/consumer-static" \
    "$libdir/libbridgemove.a" $private || fail "static consumer does not build against the moved tree"
if readelf -d "$tmp/consumer-static" 2>/dev/null | grep -q 'NEEDED.*libbridgemove'; then
    fail "static consumer still needs libbridgemove.so"
fi
"$tmp/consumer-static" || fail "static consumer failed"
passed=$((passed + 1))
echo "$passed passed, 0 failed"
