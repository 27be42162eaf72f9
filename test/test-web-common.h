/* SPDX-License-Identifier: MIT */
/* Helpers shared by the Web movement tests: reading cells, what the construction predicts
 * (how often each deal group is played) and the apples-and-oranges share computed from its
 * definition. */
#ifndef TEST_WEB_COMMON_H
#define TEST_WEB_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#include <bridgemove/bridgemove.h>
#include <bridgemove/experimental.h>

#include "test-build.h"

/* bm_web_plan() of the spec "web:tables=T,rounds=R": the status of parsing it, else of the
 * plan. */
static inline enum bm_status web_plan(unsigned *d, unsigned *n, unsigned *s, unsigned *cases,
                                      unsigned tables, unsigned rounds)
{
    char text[64];
    struct bm_options *spec = NULL;
    snprintf(text, sizeof text, "web:tables=%u,rounds=%u", tables, rounds);
    enum bm_status st = bm_options_parse(&spec, NULL, text);
    if (!st)
        st = bm_web_plan(d, n, s, cases, spec);
    bm_options_free(spec);
    return st;
}

static inline unsigned get(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* How often deal group g is played at the t = n*d + 2s regular tables in rounds 1..r, as the
 * text boards them: each Mitchell subsection plays every group once a round; the ascending
 * subsection plays groups rho..rho+s-1 in round rho; the descending one starts with
 * s-1, ..., 1, d and each of its tables gets the next lower group every round. */
static inline unsigned predicted_plays(unsigned d, unsigned n, unsigned s, unsigned r, unsigned g)
{
    unsigned count = n * r;
    for (unsigned rho = 1; rho <= r; rho++)
        for (unsigned j = 1; j <= s; j++) {
            unsigned ascending = 1 + (j - 1 + rho - 1) % d;
            unsigned start = s - j == 0 ? d : s - j; /* round 1 */
            unsigned descending = 1 + (start - 1 + (rho - 1) * (d - 1)) % d; /* minus rho-1 */
            count += (ascending == g) + (descending == g);
        }
    return count;
}

/* The apples-and-oranges share by its definition (analysis.h, BM_STAT_APPLES_ORANGES;
 * doc/analysis.md): the mean over all plays of
 * 1 - (n_b - 1)/(T - 1), n_b = times the board is played (all copies: the same deal),
 * T = the most tables playing in one round. Every board of a set is played alike, so sets
 * stand for boards. Tables with a phantom play nothing. */
static inline double apples_share(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    unsigned *n = calloc((size_t)S + 1, sizeof *n), most = 0;
    unsigned long plays = 0;
    double sum = 0;
    for (int pass = 0; pass < 2; pass++)
        for (unsigned r = 1; r <= R; r++) {
            unsigned tables = 0;
            for (unsigned t = 1; t <= T; t++) {
                unsigned set = get(m, r, t, BM_FIELD_SET), ns = get(m, r, t, BM_FIELD_NS);
                unsigned ew = get(m, r, t, BM_FIELD_EW);
                int a = 0, b = 0;
                if (!set || !ns || !ew)
                    continue;
                bm_movement_present(&a, m, ns, r);
                bm_movement_present(&b, m, ew, r);
                if (!a || !b)
                    continue;
                tables++;
                if (pass == 0) {
                    n[set]++;
                } else {
                    plays++;
                    sum += 1.0 - (double)(n[set] - 1) / (double)(most - 1);
                }
            }
            if (tables > most)
                most = tables;
        }
    free(n);
    return plays && most > 1 ? sum / (double)plays : 0.0;
}

#endif
