#!/bin/sh
# The projects that use libbridgemove, built and run (test/consumer.c in each):
#   a meson project with libbridgemove as its subproject (dependency('bridgemove'));
#   a program built with the flags of the installed bridgemove.pc, shared and static;
#   a CMake project finding the installed library through pkg_check_modules.
# Usage: consumer-projects.sh SOURCE_DIR PREFIX WORK_DIR (PREFIX: a `meson install` prefix).
# Prints "ok: ..." or "FAIL: ..." per project, then "N passed, N failed".
set -eu
src=$(cd "$1" && pwd) P=$2 work=$3
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "ok: $*"; }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }
mkdir -p "$work"

# meson subproject: the library's tree linked in as subprojects/libbridgemove.
proj=$work/meson-consumer
mkdir -p "$proj/subprojects"
cp "$src/test/consumer-projects/meson/meson.build" "$src/test/consumer.c" "$proj/"
ln -s "$src" "$proj/subprojects/libbridgemove"
if meson setup "$proj/build" "$proj" --force-fallback-for=bridgemove --buildtype=plain >"$work/meson.log" 2>&1 &&
   meson test -C "$proj/build" >>"$work/meson.log" 2>&1; then
    ok "meson subproject: dependency('bridgemove') builds and runs"
else bad "meson subproject: $(tail -n 5 "$work/meson.log")"; fi

pc_dir=$(dirname "$(find "$P" -name bridgemove.pc | head -n 1)")
export PKG_CONFIG_PATH="$pc_dir"
cc=${CC:-cc}
# shellcheck disable=SC2046  # pkg-config gives words
if $cc -std=c11 -Wall -Werror $(pkg-config --cflags bridgemove) "$src/test/consumer.c" \
       -o "$work/consumer-shared" $(pkg-config --libs bridgemove) 2>"$work/cc.log" &&
   out=$(LD_LIBRARY_PATH="$(pkg-config --variable=libdir bridgemove)" "$work/consumer-shared"); then
    ok "pkg-config, shared: $out"
else bad "pkg-config, shared: $(cat "$work/cc.log")"; fi
libdir=$(pkg-config --variable=libdir bridgemove)
private=$(pkg-config --static --libs-only-l bridgemove | tr ' ' '\n' | grep -vx -- -lbridgemove | tr '\n' ' ')
# shellcheck disable=SC2046,SC2086
if $cc -std=c11 -Wall -Werror $(pkg-config --cflags bridgemove) "$src/test/consumer.c" \
       -o "$work/consumer-static" "$libdir/libbridgemove.a" $private 2>"$work/cc.log" &&
   ! readelf -d "$work/consumer-static" | grep -q 'NEEDED.*libbridgemove' &&
   out=$("$work/consumer-static"); then
    ok "pkg-config, static: $out"
else bad "pkg-config, static: $(cat "$work/cc.log")"; fi

# CMake: pkg_check_modules(... IMPORTED_TARGET bridgemove).
if command -v cmake >/dev/null 2>&1; then
    cm=$work/cmake-consumer
    mkdir -p "$cm"
    cp "$src/test/consumer-projects/cmake/CMakeLists.txt" "$src/test/consumer.c" "$cm/"
    if cmake -S "$cm" -B "$cm/build" >"$work/cmake.log" 2>&1 &&
       cmake --build "$cm/build" >>"$work/cmake.log" 2>&1 && out=$("$cm/build/consumer"); then
        ok "CMake, pkg_check_modules: $out"
    else bad "CMake: $(tail -n 5 "$work/cmake.log")"; fi
else bad "cmake not found (apt-get install cmake)"; fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
