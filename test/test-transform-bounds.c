/* SPDX-License-Identifier: MIT */
/* The transforms in bounded time: equivalence examines at most its documented budget of cells
 * and near-linear work on large grids (a 1024 x 1024 grid against its round reversal took 72 s
 * when the colours rescanned whole lines per cell); the standard form is near-linear in the
 * grid (a 999-table dual Mitchell took 20 s). */
#include "test.h"
#include "test-build.h"

#include "transform/transform-private.h"

/* A Mitchell-like grid of n tables and n rounds: NS pair t at table t, EW pair n + t + r - 1
 * and set t - r + 1 (cyclically): every cell distinct, the colours all alike. */
static struct bm_movement *big_mitchell(unsigned n)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, n, n, 2 * n, n, 1, NULL, 0), BM_OK);
    for (unsigned r = 1; m && r <= n; r++)
        for (unsigned t = 1; t <= n; t++)
            bm_movement_set_pairs(m, r, t, t, n + 1 + (t + r - 2) % n, 1 + (t - 1 + 2 * n - (r - 1)) % n);
    return m;
}

static void equivalent_steps(const struct bm_movement *a, const struct bm_movement *b,
                             int want, unsigned long most)
{
    int eq = -1;
    unsigned long steps = 0;
    char msg[256] = "";
    CHECK_EQ(bm_equivalent_within(&eq, a, b, BM_EQUIVALENT_STEP_BUDGET, &steps, msg, sizeof msg),
             BM_OK);
    CHECK_EQ(eq, want);
    CHECK(steps <= most);
    if (steps > most)
        fprintf(stderr, "  %lu cells examined, expected at most %lu\n", steps, most);
}

/* Large grids: the search examines a few cells per cell, whatever the size. */
static void equivalence_near_linear(void)
{
    for (unsigned n = 64; n <= 1024; n *= 4) {
        test_context("%u x %u", n, n);
        struct bm_movement *m = big_mitchell(n), *r = NULL;
        CHECK_EQ(bm_movement_reverse_rounds(&r, m, NULL, 0), BM_OK);
        equivalent_steps(m, r, 1, 4ul * n * n);
        /* one cell changed: not equivalent, and decided as fast */
        CHECK_EQ(bm_movement_set_pairs(r, 1, 1, 1, n + 2, 1), BM_OK);
        equivalent_steps(m, r, 0, 4ul * n * n);
        bm_movement_free(r);
        bm_movement_free(m);
        /* every table idle every round: every line alike, mapped one by one */
        struct bm_movement *a = NULL, *b = NULL;
        CHECK_EQ(bm_movement_new(&a, BM_EVENT_PAIRS, n, n, 2, 1, 1, NULL, 0), BM_OK);
        CHECK_EQ(bm_movement_new(&b, BM_EVENT_PAIRS, n, n, 2, 1, 1, NULL, 0), BM_OK);
        equivalent_steps(a, b, 1, 4ul * n * n);
        bm_movement_free(a);
        bm_movement_free(b);
    }
}

/* A budget spent: BM_ENOTFOUND with a message, never more cells examined than allowed. */
static void equivalence_budget(void)
{
    struct bm_movement *m = big_mitchell(64), *r = NULL;
    CHECK_EQ(bm_movement_reverse_rounds(&r, m, NULL, 0), BM_OK);
    for (unsigned long budget = 1; budget <= 1000; budget *= 10) {
        test_context("budget %lu", budget);
        int eq = -1;
        unsigned long steps = 0;
        char msg[256] = "";
        CHECK_EQ(bm_equivalent_within(&eq, m, r, budget, &steps, msg, sizeof msg), BM_ENOTFOUND);
        CHECK_EQ(eq, 0);
        CHECK(steps <= budget + 1);
        CHECK(strstr(msg, "gave up after examining") != NULL);
    }
    bm_movement_free(r);
    bm_movement_free(m);
}

int main(void)
{
    RUN(equivalence_near_linear());
    RUN(equivalence_budget());
    return test_report();
}
