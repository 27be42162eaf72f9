/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the competition analysis: any movement bm_read_json() accepts (rule
 * breakers included: a pair twice in a round, a set replayed, empty seats, phantoms) is
 * analysed without failing, its statistics are consistent and both reports are produced.
 * Corpus: fuzz/corpus/json (./build-fuzz/fuzz/fuzz-analysis -max_total_time=60 fuzz/corpus/json). */
#include <math.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The statistics agree with the s values they summarise. */
static void fuzz_check_stats(const struct bm_analysis *an)
{
    unsigned P = bm_analysis_participants(an), lines = 0, counted = 0;
    double sum = 0, pairs = 0, sd = 0, bound = 0, share = 0;
    fuzz_assert(bm_analysis_stat(&sum, an, BM_STAT_SUM) == BM_OK);
    fuzz_assert(bm_analysis_stat(&pairs, an, BM_STAT_PAIRS) == BM_OK);
    fuzz_assert(bm_analysis_stat(&sd, an, BM_STAT_SD) == BM_OK);
    fuzz_assert(bm_analysis_stat(&bound, an, BM_STAT_PARITY_BOUND_SD) == BM_OK);
    fuzz_assert(bm_analysis_stat(&share, an, BM_STAT_APPLES_ORANGES) == BM_OK);
    fuzz_assert(isfinite(sd) && bound <= sd + 1e-9 && share >= 0 && share <= 1);
    long long total = 0;
    for (unsigned i = 1; i <= P; i++) {
        int ci = 0, cj = 0;
        fuzz_assert(bm_analysis_counted(&ci, an, i) == BM_OK);
        counted += (unsigned)ci;
        for (unsigned j = i + 1; ci && j <= P; j++) {
            long long s = 0;
            fuzz_assert(bm_analysis_counted(&cj, an, j) == BM_OK);
            fuzz_assert(bm_analysis_entry(&s, an, BM_MATRIX_S, i, j) == BM_OK);
            if (cj)
                total += s;
        }
    }
    fuzz_assert((double)total == sum);
    fuzz_assert(pairs == (double)counted * (counted - (counted > 0)) / 2);
    fuzz_assert(bm_analysis_distribution_size(&lines, an) == BM_OK);
    double in_table = 0;
    for (unsigned l = 1; l <= lines; l++) {
        unsigned count = 0;
        fuzz_assert(bm_analysis_distribution_entry(NULL, &count, an, l) == BM_OK && count > 0);
        in_table += count;
    }
    fuzz_assert(in_table == pairs);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    char msg[256];
    if (bm_read_json(&m, (const char *)data, size, msg, sizeof msg) != BM_OK)
        return 0;
    fuzz_round_trips(m, 0);
    /* P x P records and the rule check's participants x sets counters: sane sizes only */
    if (bm_movement_participants(m) <= 512 &&
        (unsigned long)bm_movement_participants(m) * bm_movement_sets(m) <= 1000000ul) {
        struct bm_analysis *an = NULL;
        char *text = NULL, *json = NULL;
        fuzz_assert(bm_analysis_new(&an, m, msg, sizeof msg) == BM_OK);
        fuzz_check_stats(an);
        fuzz_assert(bm_analysis_to_text(&text, an) == BM_OK);
        fuzz_assert(bm_analysis_to_json(&json, an) == BM_OK);
        bm_free(text);
        bm_free(json);
        bm_analysis_free(an);
    }
    bm_movement_free(m);
    return 0;
}
