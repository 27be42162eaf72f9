/* SPDX-License-Identifier: MIT */
/* s measures competition (doc/analysis.md, "Why s measures competition"): when every board's
 * results are independent and in random order, the matchpoint totals of participants i and j
 * have covariance
 *     Cov(total_i, total_j) = -sum over boards b of (n_b + 1) / 3 * s_b(i, j),
 * and each total has variance sum over its boards of (n_b^2 - 1) / 3.
 *
 * The test plays many random sessions of a Mitchell (last round arrow-switched, so that NS and
 * EW compete), a Howell and a Web with a fixed seed, matchpoints each with the library's
 * scoring, and checks every covariance and variance against the formula, with s_b taken from
 * the library's analysis of each board set on its own (boards of a set share n and s). An
 * estimate (the totals centred on their known expectation, n_b - 1 per board played) passes
 * when it is within Z standard errors of the formula. Then the same estimates
 * are checked against a deliberately perturbed s (one pair's s moved by 1, i.e. by one
 * board's worth of same-direction competition): the check must fail for that pair. */
#include "test-build.h"

#include <stdint.h>

#include <bridgemove/bridgemove.h>

#define Z 4.5 /* standard errors: every pair of pairs passes together with high probability */

/* splitmix64: a fixed seed gives the same sessions everywhere. */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static unsigned rng_below(unsigned n)
{
    return (unsigned)(rng_next() % n);
}

struct play {
    unsigned round, table, board;
};

struct session {
    struct bm_movement *m;
    unsigned P, N, first_board;
    struct play *plays; /* every play, board by board */
    size_t nplays;
    size_t *board_first; /* [N + 1] */
    double *expected;    /* [P * P]: the formula's covariance (variance on the diagonal) */
    double *mean;        /* [P + 1]: a total's expectation, (n_b - 1) per board played */
    double *sum, *sum2;  /* [P * P]: sums of centred products and of their squares */
    unsigned long sessions;
};

/* The plays of every board, from an empty scoring of the movement. */
static void list_plays(struct session *s)
{
    struct bm_results *r = NULL;
    struct bm_scoring *sc = NULL;
    CHECK_EQ(bm_results_new(&r, s->m), BM_OK);
    CHECK_EQ(bm_scoring_new(&sc, r, NULL), BM_OK);
    s->board_first = calloc((size_t)s->N + 1, sizeof *s->board_first);
    s->plays = malloc(sizeof *s->plays * s->N * bm_movement_tables(s->m));
    for (unsigned b = 1; b <= s->N; b++) {
        unsigned n = 0, board = s->first_board + b - 1;
        CHECK_EQ(bm_scoring_plays(&n, sc, board), BM_OK);
        for (unsigned k = 1; k <= n; k++) {
            struct play *p = &s->plays[s->nplays++];
            p->board = board;
            CHECK_EQ(bm_scoring_play(&p->round, &p->table, NULL, NULL, sc, board, k), BM_OK);
        }
        s->board_first[b] = s->nplays;
    }
    bm_scoring_free(sc);
    bm_results_free(r);
}

/* The movement with only the cells of one set kept. */
static struct bm_movement *only_set(const struct bm_movement *m, unsigned set)
{
    struct bm_movement *c = NULL;
    CHECK_EQ(bm_movement_copy(&c, m), BM_OK);
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned x = 0;
            bm_movement_get(&x, m, r, t, BM_FIELD_SET);
            if (x != set)
                bm_movement_set(c, r, t, BM_FIELD_SET, 0);
        }
    return c;
}

/* The formula: -(n + 1)/3 s per set, the analysis giving s and n for the set on its own; the
 * variance of a total, (n^2 - 1)/3 per board played; and its mean, n - 1 per board played. */
static void expected_covariance(struct session *s)
{
    unsigned P = s->P;
    int64_t *smat = malloc(sizeof *smat * P * P);
    s->expected = calloc((size_t)P * P, sizeof *s->expected);
    s->mean = calloc((size_t)P + 1, sizeof *s->mean);
    for (unsigned set = 1; set <= bm_movement_sets(s->m); set++) {
        struct bm_movement *c = only_set(s->m, set);
        struct bm_analysis *an = NULL;
        unsigned first = 0, size = 0, n = 0;
        CHECK_EQ(bm_analysis_new(&an, c), BM_OK);
        CHECK_EQ(bm_movement_board_number(&first, c, set, 1), BM_OK);
        CHECK_EQ(bm_movement_set_size(&size, c, set), BM_OK);
        CHECK_EQ(bm_analysis_board_plays(&n, an, first - s->first_board + 1), BM_OK);
        CHECK_EQ(bm_analysis_matrix(smat, (size_t)P * P, an, BM_MATRIX_S), BM_OK);
        for (unsigned i = 0; i < P; i++)
            for (unsigned j = 0; j < P; j++)
                s->expected[i * P + j] -= (n + 1) / 3.0 * (double)smat[i * P + j];
        for (unsigned p = 1; p <= P; p++) {
            unsigned played = 0;
            CHECK_EQ(bm_analysis_boards_played(&played, an, p), BM_OK);
            s->expected[(p - 1) * P + (p - 1)] += played * (n * n - 1.0) / 3.0;
            s->mean[p] += played * (n - 1.0);
        }
        (void)size;
        bm_analysis_free(an);
        bm_movement_free(c);
    }
    free(smat);
}

/* One random session: each board's n results are a random order of n distinct scores. */
static void play_session(struct session *s, struct bm_results *r, double *total)
{
    int score[64];
    for (unsigned b = 1; b <= s->N; b++) {
        size_t first = s->board_first[b - 1], n = s->board_first[b] - first;
        for (size_t k = 0; k < n; k++)
            score[k] = 10 * (int)k;
        for (size_t k = n; k > 1; k--) { /* Fisher-Yates */
            unsigned j = rng_below((unsigned)k);
            int x = score[k - 1];
            score[k - 1] = score[j];
            score[j] = x;
        }
        for (size_t k = 0; k < n; k++) {
            const struct play *p = &s->plays[first + k];
            bm_results_set_score(r, p->round, p->table, p->board, score[k]);
        }
    }
    struct bm_scoring *sc = NULL;
    CHECK_EQ(bm_scoring_new(&sc, r, NULL), BM_OK);
    for (unsigned p = 1; p <= s->P; p++)
        bm_scoring_participant(&total[p], NULL, NULL, NULL, sc, p);
    bm_scoring_free(sc);
}

static void simulate(struct session *s, unsigned long sessions)
{
    unsigned P = s->P;
    struct bm_results *r = NULL;
    double *total = calloc((size_t)P + 1, sizeof *total), *y = calloc(P, sizeof *y);
    s->sum = calloc((size_t)P * P, sizeof *s->sum);
    s->sum2 = calloc((size_t)P * P, sizeof *s->sum2);
    CHECK_EQ(bm_results_new(&r, s->m), BM_OK);
    for (unsigned long k = 0; k < sessions; k++) {
        play_session(s, r, total);
        for (unsigned i = 0; i < P; i++)
            y[i] = total[i + 1] - s->mean[i + 1];
        for (unsigned i = 0; i < P; i++)
            for (unsigned j = i; j < P; j++) {
                double x = y[i] * y[j];
                s->sum[i * P + j] += x;
                s->sum2[i * P + j] += x * x;
            }
    }
    s->sessions = sessions;
    bm_results_free(r);
    free(total);
    free(y);
}

/* How many pairs i <= j lie more than Z standard errors from expected[]; *worst receives the
 * largest distance in standard errors. */
static unsigned outside(const struct session *s, const double *expected, double *worst)
{
    unsigned P = s->P, bad = 0;
    double K = (double)s->sessions;
    *worst = 0;
    for (unsigned i = 0; i < P; i++)
        for (unsigned j = i; j < P; j++) {
            double c = s->sum[i * P + j] / K;
            double se = sqrt((s->sum2[i * P + j] / K - c * c) / (K - 1));
            double d = fabs(c - expected[i * P + j]) / se;
            if (d > *worst)
                *worst = d;
            bad += d > Z;
        }
    return bad;
}

static void run_movement(struct bm_movement *m, unsigned long sessions)
{
    struct session s;
    memset(&s, 0, sizeof s);
    s.m = m;
    s.P = bm_movement_participants(m);
    s.N = bm_movement_boards(m);
    s.first_board = bm_movement_first_board(m);
    rng_state = 20240601;
    list_plays(&s);
    expected_covariance(&s);
    simulate(&s, sessions);
    double worst = 0;
    CHECK_EQ(outside(&s, s.expected, &worst), 0u);
    printf("%s: %lu sessions, every covariance within %.2f standard errors (limit %.1f)\n",
           bm_movement_name(m), sessions, worst, Z);
    /* perturb s for one pair that competes (pairs 1 and 2): the estimate must fall outside */
    unsigned P = s.P;
    double *perturbed = malloc(sizeof *perturbed * P * P), shift = 0;
    memcpy(perturbed, s.expected, sizeof *perturbed * P * P);
    for (unsigned set = 1; set <= bm_movement_sets(m); set++) {
        unsigned first = 0, n = 0;
        struct bm_results *r = NULL;
        struct bm_scoring *sc = NULL;
        bm_movement_board_number(&first, m, set, 1);
        bm_results_new(&r, m);
        bm_scoring_new(&sc, r, NULL);
        bm_scoring_plays(&n, sc, first);
        bm_scoring_free(sc);
        bm_results_free(r);
        if ((n + 1) / 3.0 > shift)
            shift = (n + 1) / 3.0; /* s(1, 2) one larger on a board played most often */
    }
    perturbed[0 * P + 1] -= shift;
    unsigned bad = outside(&s, perturbed, &worst);
    CHECK_EQ(bad, 1u);
    printf("  with s(1, 2) moved by 1: %u pair outside, at %.2f standard errors\n", bad, worst);
    free(perturbed);
    free(s.plays);
    free(s.board_first);
    free(s.expected);
    free(s.mean);
    free(s.sum);
    free(s.sum2);
}

static void test_mitchell(void)
{
    struct bm_movement *m = build("mitchell:tables=5");
    for (unsigned t = 1; t <= 5; t++) /* the last round arrow-switched: NS and EW compete */
        CHECK_EQ(bm_movement_set_switched(m, 5, t, 1, 1), BM_OK);
    run_movement(m, 40000);
    bm_movement_free(m);
}

static void test_howell(void)
{
    struct bm_movement *m = build("howell:tables=4");
    run_movement(m, 20000);
    bm_movement_free(m);
}

static void test_web(void)
{
    struct bm_movement *m = build("web:tables=6,rounds=5");
    run_movement(m, 60000);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_mitchell());
    RUN(test_howell());
    RUN(test_web());
    return test_report();
}
