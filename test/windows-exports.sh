#!/bin/sh
# The Windows DLL exports exactly the functions the version script lists (PE has no symbol
# versions: a module-definition file generated from the script names the exports, and this
# reads them back from the DLL's export table, so neither the generator nor the linker can
# drop or add one unseen). Arguments: the DLL, lib/bridgemove.map, the cross objdump.
set -eu
dll=$1 map=$2 objdump=$3

# objdump -p prints the export table as "[Ordinal/Name Pointer] Table" followed by lines
# "[   n] name", up to a blank line.
exported=$("$objdump" -p "$dll" | awk '/\[Ordinal\/Name Pointer\] Table/ { on = 1; next }
    on && NF == 0 { on = 0 } on && $NF ~ /^[A-Za-z_]/ { print $NF }' | sort -u)
listed=$(sed -n 's/^[[:space:]]*\(bm_[a-z0-9_]*\);.*/\1/p' "$map" | sort -u)
[ -n "$exported" ] || { echo "no export table found in $dll"; exit 1; }
if [ "$exported" != "$listed" ]; then
    echo "the exports of $(basename "$dll") differ from $map (< listed only, > exported only):"
    printf '%s\n' "$listed" > listed.txt
    printf '%s\n' "$exported" > exported.txt
    diff listed.txt exported.txt || true
    exit 1
fi
echo "$(printf '%s\n' "$exported" | wc -l) exports of $(basename "$dll") match the version script"
