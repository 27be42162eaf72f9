#!/bin/sh
# Re-runs the searches whose results lib/data/howell-data.c ships and prints the entries of its
# `shipped[]` table (see tools/README.md).
#   tools/howell-search-all.sh BUILD_DIR complete   complete Howells (paste, rebuild, then:)
#   tools/howell-search-all.sh BUILD_DIR partial    partial Howells (they start from the
#                                                   complete entries the build ships)
set -eu
search="${1:-build}/tools/howell-search"
phase="${2:-complete}"
is_hwang() { # 2T - 1 a prime = 3 mod 4: Hwang's closed form, nothing shipped
    n=$1
    [ $((n % 4)) -eq 3 ] || return 1
    d=2
    while [ $((d * d)) -le "$n" ]; do
        [ $((n % d)) -ne 0 ] || return 1
        d=$((d + 1))
    done
}
if [ "$phase" = complete ]; then
    for odd in "" odd; do
        for T in $(seq 4 32); do
            n=$((2 * T - 1))
            is_hwang "$n" && continue
            "$search" -c -e 2000000 "$T" "$n" $odd
        done
    done
    for n in 9 25 49; do # 2T - 1 pairs over GF(p^k): perfect where a realisation exists
        "$search" "$(((n + 1) / 2))" "$n" odd || true
    done
else
    for odd in "" odd; do
        for T in $(seq 4 17); do
            for R in $(seq $((T + 2)) $((2 * T - 2))); do
                "$search" -e 40000 "$T" "$R" $odd
            done
        done
    done
fi
