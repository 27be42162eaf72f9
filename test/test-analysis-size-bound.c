/* SPDX-License-Identifier: MIT */
/* The size bound (doc/analysis.md, "Lower bounds on the SD"), checked against everything it
 * claims to bound: on small sizes every meeting graph of a family (the circulants, which hold
 * every regular graph of 4 or 6 vertices up to relabelling) and every seating of
 * every board (a sign for each participant, as many of each as the board has tables); on every
 * short Howell the library builds, 3 to 32 tables, with and without its switches, the bound of
 * the size (worked out from T and R alone) is never above the SD, and the analysis reports it
 * or a larger bound; with 2T - 1 pairs the bound reported is below the SD too. */
#include <math.h>

#include "analysis-util.h"
#include "analysis/analysis-private.h"

#define MAXN 8
#define MAXB 4

struct config {
    unsigned n, N;
    long long t;                 /* t of two participants who meet */
    unsigned char meet[MAXN][MAXN];
    int sign[MAXB][MAXN];        /* +1 North-South, -1 East-West */
};

/* The population SD of s = G + t over the pairs (G_ij: the sign products over the boards). */
static double sd_of(const struct config *c)
{
    double sum = 0.0, sq = 0.0, pairs = c->n * (c->n - 1) / 2.0;
    for (unsigned i = 0; i < c->n; i++)
        for (unsigned j = i + 1; j < c->n; j++) {
            long long s = c->meet[i][j] ? c->t : 0;
            for (unsigned b = 0; b < c->N; b++)
                s += c->sign[b][i] * c->sign[b][j];
            sum += (double)s;
            sq += (double)s * (double)s;
        }
    double mean = sum / pairs;
    return sqrt(fmax(0.0, sq / pairs - mean * mean));
}

/* The seatings of one board: n/2 participants North-South (bit set), as masks. */
static unsigned balanced_masks(unsigned *out, unsigned n)
{
    unsigned k = 0;
    for (unsigned mask = 0; mask < 1u << n; mask++)
        if ((unsigned)__builtin_popcount(mask) == n / 2)
            out[k++] = mask;
    return k;
}

/* The least SD over every seating of every board (an odometer over the boards' masks). */
static double least_sd(struct config *c)
{
    unsigned masks[128], k = balanced_masks(masks, c->n), at[MAXB] = {0};
    double best = INFINITY;
    for (;;) {
        for (unsigned b = 0; b < c->N; b++)
            for (unsigned i = 0; i < c->n; i++)
                c->sign[b][i] = masks[at[b]] >> i & 1 ? 1 : -1;
        double sd = sd_of(c);
        best = sd < best ? sd : best;
        unsigned b = 0;
        while (b < c->N && ++at[b] == k)
            at[b++] = 0;
        if (b == c->N)
            return best;
    }
}

/* The circulant graph on Z_n with the differences in `set` (bit d for +-d). */
static unsigned circulant(struct config *c, unsigned set)
{
    memset(c->meet, 0, sizeof c->meet);
    for (unsigned i = 0; i < c->n; i++)
        for (unsigned d = 1; d <= c->n / 2; d++)
            if (set >> d & 1)
                c->meet[i][(i + d) % c->n] = c->meet[(i + d) % c->n][i] = 1;
    unsigned degree = 0;
    for (unsigned j = 0; j < c->n; j++)
        degree += c->meet[0][j];
    return degree;
}

static void exhaustive_small_sizes(void)
{
    static const struct { unsigned n, maxN; } sizes[] = {{4, 4}, {6, 3}, {8, 2}};
    unsigned cases = 0, attained = 0, above_parity = 0, by_rows = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        for (unsigned N = 1; N <= sizes[k].maxN; N++)
            for (long long t = 1; t <= 4; t++)
                for (unsigned set = 2; set < 1u << (sizes[k].n / 2 + 1); set += 2) {
                    struct config c = {.n = sizes[k].n, .N = N, .t = t};
                    unsigned degree = circulant(&c, set);
                    long long sum = (long long)c.n * degree / 2 * t - (long long)c.n * N / 2;
                    struct bm_size_shape z = {.n = c.n, .degree = degree, .N = N, .t_meet = t,
                                              .t_apart = 0, .sum = sum};
                    double cuts = bm_size_bound_sd(&z), least = least_sd(&c);
                    /* every row: -N from G (G 1 = 0, G_ii = N) and t from each meeting */
                    z.rows = 1;
                    z.row_sum = (long long)degree * t - (long long)N;
                    double bound = bm_size_bound_sd(&z);
                    test_context("n %u, N %u, t %lld, differences %#x", c.n, N, t, set);
                    CHECK(cuts >= 0.0 && bound >= cuts - 1e-12);
                    CHECK(bound <= least + 1e-9);
                    by_rows += bound > cuts + 1e-9;
                    unsigned long long M = c.n * (c.n - 1ull) / 2, odd = 0;
                    for (unsigned i = 0; i < c.n; i++) /* the parities, for the comparison */
                        for (unsigned j = i + 1; j < c.n; j++)
                            odd += ((c.meet[i][j] ? t : 0) + N) & 1;
                    above_parity += bound > bm_parity_bound_sd(M - odd, odd, sum) + 1e-9;
                    attained += fabs(bound - least) < 1e-9;
                    cases++;
                }
    printf("  %u graphs x boards x t: bound <= least SD everywhere, attained %u times, above "
           "parity %u times, raised by the rows %u times\n", cases, attained, above_parity,
           by_rows);
    CHECK(above_parity > 0);
}

/* No graph of the degree can exist: -1. */
static void impossible_shapes(void)
{
    struct bm_size_shape odd = {.n = 5, .degree = 3, .N = 2, .t_meet = 1, .sum = 0};
    CHECK(bm_size_bound_sd(&odd) < 0.0);
    struct bm_size_shape big = {.n = 4, .degree = 4, .N = 2, .t_meet = 1, .sum = 0};
    CHECK(bm_size_bound_sd(&big) < 0.0);
}

/* The size bound of T tables and R rounds (2T pairs, one board a set), from the size alone. */
static double size_bound(unsigned T, unsigned R)
{
    struct bm_size_shape z = {.n = 2 * T, .degree = R, .N = R, .t_meet = T, .t_apart = 0,
                              .sum = (long long)T * R * (T - 1),
                              .row_sum = (long long)R * (T - 1), .rows = 1};
    return bm_size_bound_sd(&z);
}

/* With 2T - 1 pairs somebody sits out, so the size bound does not apply; whatever bound the
 * analysis gives is still below the SD, with and without the switches. */
static void odd_pairs(unsigned T, unsigned R)
{
    for (int sw = 0; sw < 2; sw++) {
        char spec[80];
        snprintf(spec, sizeof spec, "howell:tables=%u,rounds=%u,pairs=%u%s", T, R, 2 * T - 1,
                 sw ? ",switch=1" : "");
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        struct bm_analysis *an = m ? analyse(m) : NULL;
        if (an)
            CHECK(stat(an, BM_STAT_BOUND_SD) <= stat(an, BM_STAT_SD) + 1e-9);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
}

static void every_short_howell(void)
{
    unsigned sizes = 0, named = 0;
    for (unsigned T = 3; T <= 32; T++)
        for (unsigned R = T + 1; R <= 2 * T - 2; R++) {
            if (T == 4 && R == 5)
                continue;
            double size = size_bound(T, R), reported[2] = {0.0, 0.0};
            odd_pairs(T, R);
            for (int sw = 0; sw < 2; sw++) {
                char spec[64];
                snprintf(spec, sizeof spec, "howell:tables=%u,rounds=%u%s", T, R,
                         sw ? ",switch=1" : "");
                test_context("%s", spec);
                struct bm_movement *m = build(spec);
                struct bm_analysis *an = m ? analyse(m) : NULL;
                if (an) {
                    CHECK(size >= 0.0 && size <= stat(an, BM_STAT_SD) + 1e-9);
                    reported[sw] = stat(an, BM_STAT_BOUND_SD);
                    CHECK(reported[sw] >= size - 1e-9);
                    CHECK(reported[sw] <= stat(an, BM_STAT_SD) + 1e-9);
                    named += sw == 0 && fabs(reported[sw] - size) < 1e-12;
                }
                bm_analysis_free(an);
                bm_movement_free(m);
            }
            CHECK_NEAR(reported[0], reported[1], 1e-9); /* one bound for every switching */
            sizes++;
        }
    printf("  %u short Howells: the size bound <= SD with and without switches; it is the "
           "best bound at %u\n", sizes, named);
    CHECK(named > 0);
}

/* 9 tables 13 rounds: the size bound 1.0029 (0.9071 over the cuts alone, without the rows;
 * parity 0.4706), named in the report. */
static void named_in_the_report(void)
{
    struct bm_movement *m = build("howell:tables=9,rounds=13");
    struct bm_analysis *an = m ? analyse(m) : NULL;
    char *json = NULL;
    if (an) {
        CHECK_NEAR(stat(an, BM_STAT_BOUND_SD), 1.0029, 5e-5);
        CHECK_NEAR(stat(an, BM_STAT_PARITY_BOUND_SD), 0.4706, 5e-5);
        CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK);
        CHECK(json && strstr(json, "\"bound_kind\": \"size\""));
    }
    bm_free(json);
    bm_analysis_free(an);
    bm_movement_free(m);
}

int main(void)
{
    RUN(impossible_shapes());
    RUN(exhaustive_small_sizes());
    RUN(every_short_howell());
    RUN(named_in_the_report());
    return test_report();
}
