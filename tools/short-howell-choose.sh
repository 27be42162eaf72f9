#!/bin/sh
# SPDX-License-Identifier: MIT
# short-howell-choose.sh SEARCH DATA_DIR [T R]...: chooses, for each short Howell size, which base
# round family tools/short-howell-search draws from, by the switched SD it achieves. Prints one
# line a size, "T R FLAGS SD", FLAGS being "-" (any unused differences), "-b" (the smallest
# differences unused) or "-g" (the subgroup of order 2T - R unused, where it divides R); the
# least switched SD (SD) wins, ties to the earlier, among the candidates whose SD without
# switches is no more than the first's. Every candidate is run with the options
# tools/regenerate-data.sh gives that size (-s 0, -e 20 up to 17 tables, 10 beyond), so the
# script's entry for the chosen flags is the one measured here. Without sizes, every size
# but 4 x 5, the kind 2 sizes (4 x 6, 5 x 8) and R = T + 1 with T even. JOBS sizes at a time.
# A candidate whose entry DATA_DIR/short-howell-data.c records (with the same command) is not
# rerun: its figure is read there (the data-reproduce test checks such entries are the
# command's output).
# With ENTRIES=FILE in the environment, the entries it ran are appended to FILE.
# With MORE=1, a size of more than 17 tables (10 base rounds) also tries the chosen family with
# 20 base rounds, as the smaller sizes have (the first 10 are the same: same PRNG seed), and
# keeps it by the same rule; its line then ends with the effort, "T R FLAGS SD 20".
# tools/short-howell-choice.txt is this script's output for the sizes it lists (the lines
# starting with # say which run); tools/regenerate-data.sh reads it.
set -eu
search=$1 data=$2
shift 2
jobs=${JOBS:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then
    for T in $(seq 3 32); do
        for R in $(seq $((T + 1)) $((2 * T - 2))); do
            case $T.$R in 4.5 | 4.6 | 5.8) continue ;; esac
            [ $((R - T)) -ne 1 ] || [ $((T % 2)) -ne 0 ] || continue
            echo "$T $R"
        done
    done
else
    while [ $# -ge 2 ]; do
        echo "$1 $2"
        shift 2
    done
fi > "$work/sizes"
# one size: every candidate, the least switched SD among those whose SD without switches is no
# more than the first's (a director who plays no switches loses nothing)
# shellcheck disable=SC2016 # expanded by the inner shell
awk '{ print NR, $0 }' "$work/sizes" | xargs -P "$jobs" -L 1 sh -c '
    search=$1 data=$2 i=$3 T=$4 R=$5
    effort=10
    [ "$T" -gt 17 ] || effort=20
    S=$((2 * T - R))
    cands=-  # with S = 2 the three families are one
    [ "$S" -eq 2 ] || cands="$cands -b"
    [ "$S" -eq 2 ] || [ $((R % S)) -ne 0 ] || cands="$cands -g"
    best= bsd=
    for c in $cands; do
        flag=$c
        [ "$c" != - ] || flag=
        cmd="short-howell-search $flag${flag:+ }-s 0 -e $effort $T $R"
        figs="s/.*, \([0-9.]*\), \([0-9.]*\)}, \/\*.*/\1 \2/p"
        sds=$(grep -F "/* $cmd */" "$data/short-howell-data.c" | sed -n "$figs")
        [ -n "$sds" ] ||
            sds=$("$search" $flag -s 0 -e "$effort" "$T" "$R" 2>/dev/null |
                  tee -a "$0/entries.$i" | sed -n "$figs")
        [ -n "$sds" ] || { echo "failed: $T $R $c" >&2; exit 1; }
        sd=${sds% *} sw=${sds#* }
        [ -n "$best" ] || limit=$sd
        if [ -z "$best" ] ||
           awk -v a="$sw" -v b="$bsd" -v p="$sd" -v l="$limit" "BEGIN { exit !(a < b && p <= l) }"
        then
            best=$c bsd=$sw
        fi
    done
    more=
    if [ "${MORE:-}" = 1 ] && [ "$effort" -eq 10 ]; then
        flag=$best
        [ "$best" != - ] || flag=
        cmd="short-howell-search $flag${flag:+ }-s 0 -e 20 $T $R"
        sds=$(grep -F "/* $cmd */" "$data/short-howell-data.c" | sed -n "$figs")
        [ -n "$sds" ] ||
            sds=$("$search" $flag -s 0 -e 20 "$T" "$R" 2>/dev/null |
                  tee -a "$0/entries.$i" | sed -n "$figs")
        [ -n "$sds" ] || { echo "failed: $T $R $best -e 20" >&2; exit 1; }
        sd=${sds% *} sw=${sds#* }
        if awk -v a="$sw" -v b="$bsd" -v p="$sd" -v l="$limit" "BEGIN { exit !(a < b && p <= l) }"
        then
            bsd=$sw more=" 20"
        fi
    fi
    echo "$T $R $best $bsd$more" > "$0/out.$i"
' "$work" "$search" "$data"
n=$(wc -l < "$work/sizes")
i=1
while [ "$i" -le "$n" ]; do
    cat "$work/out.$i"
    [ -z "${ENTRIES:-}" ] || [ ! -f "$work/entries.$i" ] || cat "$work/entries.$i" >> "$ENTRIES"
    i=$((i + 1))
done
