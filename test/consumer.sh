#!/bin/sh
# Install into a temporary root, move the installed tree somewhere else, and build a program
# against the moved tree with pkg-config, shared and static, exactly as a scoring program
# would. The move proves the .pc file is relocatable: nothing in it may point at the place
# the library was installed to.
#
# Relocation uses --define-variable=prefix=NEWDIR, not --define-prefix: pkgconf's
# --define-prefix takes the prefix as two levels above the .pc file's folder, which is wrong
# for a multiarch libdir (lib/x86_64-linux-gnu/pkgconfig is three levels deep).
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

# Every path in the .pc file but prefix itself must be written from ${prefix}.
for var in libdir includedir; do
    grep -q "^$var=\${prefix}/" "$pc" || fail "$var in bridgemove.pc is not relative to \${prefix}: $(grep "^$var=" "$pc")"
done

# Move the installed prefix (e.g. root/usr/local) to a new place and delete the old root.
prefix=$(sed -n 's/^prefix=//p' "$pc")
pcdir_rel=${pc#"$tmp/root$prefix/"}
pcdir_rel=${pcdir_rel%/bridgemove.pc}
moved="$tmp/elsewhere/bridgemove"
mkdir -p "$tmp/elsewhere"
mv "$tmp/root$prefix" "$moved"
rm -rf "$tmp/root"

export PKG_CONFIG_PATH="$moved/$pcdir_rel"
moved_pc() { pkg-config --define-variable=prefix="$moved" "$@" bridgemove; }
libdir=$(moved_pc --variable=libdir)
[ "$libdir" != "${libdir#"$moved"/}" ] || fail "libdir $libdir is outside the moved tree $moved"
[ -f "$libdir/libbridgemove.so" ] || fail "no libbridgemove.so in the moved libdir $libdir"
[ -f "$libdir/libbridgemove.a" ] || fail "no libbridgemove.a in the moved libdir $libdir"

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
