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
# With SEEDS="1 2 ..." (PRNG seeds of the search), the chosen family is also run with each seed
# listed, with EFFORT base rounds if set (else as many as chosen), and kept by the same rule,
# its SD without switches no more than that of the entry chosen without SEEDS;
# where a seed other than 0 wins, the line ends with the effort and the seed, "T R FLAGS SD
# EFFORT SEED". The first EFFORT base rounds of a seed are those of a run with fewer.
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
    # run FLAG SEED EFFORT: sets sd and sw, the SDs without and with switches of that entry,
    # read from DATA_DIR where it records the same command, else printed by the search
    run() {
        cmd="short-howell-search $1${1:+ }-s $2 -e $3 $T $R"
        figs="s/.*, \([0-9.]*\), \([0-9.]*\)}, \/\*.*/\1 \2/p"
        sds=$(grep -F "/* $cmd */" "$data/short-howell-data.c" | sed -n "$figs")
        [ -n "$sds" ] ||
            sds=$("$search" $1 -s "$2" -e "$3" "$T" "$R" 2>/dev/null |
                  tee -a "$0/entries.$i" | sed -n "$figs")
        [ -n "$sds" ] || { echo "failed: $cmd" >&2; exit 1; }
        sd=${sds% *} sw=${sds#* }
    }
    # better: the last run beats the best so far by the rule above
    better() {
        awk -v a="$sw" -v b="$bsd" -v p="$sd" -v l="$limit" "BEGIN { exit !(a < b && p <= l) }"
    }
    effort=10
    [ "$T" -gt 17 ] || effort=20
    S=$((2 * T - R))
    cands=-  # with S = 2 the three families are one
    [ "$S" -eq 2 ] || cands="$cands -b"
    [ "$S" -eq 2 ] || [ $((R % S)) -ne 0 ] || cands="$cands -g"
    best= bsd= flag= beffort=$effort bseed=0
    for c in $cands; do
        f=$c
        [ "$c" != - ] || f=
        run "$f" 0 "$effort"
        [ -n "$best" ] || limit=$sd
        if [ -z "$best" ] || better; then
            best=$c bsd=$sw flag=$f plain=$sd
        fi
    done
    if [ "${MORE:-}" = 1 ] && [ "$effort" -eq 10 ]; then
        run "$flag" 0 20
        ! better || bsd=$sw beffort=20 plain=$sd
    fi
    # the chosen family with other PRNG seeds (SEEDS), EFFORT base rounds or as many as chosen;
    # a seed may not raise the SD without switches of the entry chosen so far
    limit=$plain
    seffort=${EFFORT:-$beffort}
    for s in ${SEEDS:-}; do
        [ "$s" -ne 0 ] || [ "$seffort" -ne "$beffort" ] || continue
        run "$flag" "$s" "$seffort"
        ! better || bsd=$sw bseed=$s beffort=$seffort
    done
    tail=
    [ "$beffort" -eq "$effort" ] || tail=" $beffort"
    [ "$bseed" -eq 0 ] || tail=" $beffort $bseed"
    echo "$T $R $best $bsd$tail" > "$0/out.$i"
' "$work" "$search" "$data"
n=$(wc -l < "$work/sizes")
i=1
while [ "$i" -le "$n" ]; do
    cat "$work/out.$i"
    [ -z "${ENTRIES:-}" ] || [ ! -f "$work/entries.$i" ] || cat "$work/entries.$i" >> "$ENTRIES"
    i=$((i + 1))
done
