/* SPDX-License-Identifier: MIT */
/* What every fuzz target checks once a parser has accepted an input: the movement survives
 * JSON and text round trips, and the rule check runs. A broken property aborts, which
 * libFuzzer reports with the input. */
#ifndef BM_FUZZ_COMMON_H
#define BM_FUZZ_COMMON_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

static inline void fuzz_assert(int cond)
{
    if (!cond)
        abort();
}

/* Parse a writer's output again and compare; a writer's output must always be accepted. */
static inline void fuzz_round_trips(const struct bm_movement *m, int text_lossless)
{
    char *json = NULL, *text = NULL, msg[256];
    struct bm_movement *j = NULL, *t = NULL;
    int eq = 0;
    fuzz_assert(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL) == BM_OK);
    fuzz_assert(bm_movement_read(&j, json, strlen(json), "json", NULL) == BM_OK);
    fuzz_assert(bm_movement_equal(&eq, m, j) == BM_OK && eq);
    fuzz_assert(strcmp(bm_movement_spec(m), bm_movement_spec(j)) == 0);
    fuzz_assert(strcmp(bm_movement_generator(m), bm_movement_generator(j)) == 0);
    fuzz_assert(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL) == BM_OK);
    fuzz_assert(bm_movement_read(&t, text, strlen(text), "text", NULL) == BM_OK);
    if (text_lossless)
        fuzz_assert(bm_movement_equal(&eq, m, t) == BM_OK && eq);
    /* the rule check needs participants x sets counters: keep it to sane sizes */
    if ((unsigned long)bm_movement_participants(m) * bm_movement_sets(m) <= 1000000ul) {
        struct bm_check *c = NULL;
        fuzz_assert(bm_check_new(&c, m) == BM_OK);
        bm_check_free(c);
    }
    bm_free(json);
    bm_free(text);
    bm_movement_free(j);
    bm_movement_free(t);
}
/* The statistics agree with the s values they summarise. */
static inline void fuzz_check_stats(const struct bm_analysis *an)
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

#endif
