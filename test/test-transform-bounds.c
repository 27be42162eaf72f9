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
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, n, n, 2 * n, n, 1), BM_OK);
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
    CHECK_EQ(bm_equivalent_within(&eq, a, b, BM_EQUIVALENT_STEP_BUDGET, &steps),
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
        CHECK_EQ(bm_movement_reverse_rounds(&r, m), BM_OK);
        equivalent_steps(m, r, 1, 4ul * n * n);
        /* one cell changed: not equivalent, and decided as fast */
        CHECK_EQ(bm_movement_set_pairs(r, 1, 1, 1, n + 2, 1), BM_OK);
        equivalent_steps(m, r, 0, 4ul * n * n);
        bm_movement_free(r);
        bm_movement_free(m);
        /* every table idle every round: every line alike, mapped one by one */
        struct bm_movement *a = NULL, *b = NULL;
        CHECK_EQ(bm_movement_new(&a, BM_EVENT_PAIRS, n, n, 2, 1, 1), BM_OK);
        CHECK_EQ(bm_movement_new(&b, BM_EVENT_PAIRS, n, n, 2, 1, 1), BM_OK);
        equivalent_steps(a, b, 1, 4ul * n * n);
        bm_movement_free(a);
        bm_movement_free(b);
    }
}

/* A budget spent: BM_ENOTFOUND with a message, never more cells examined than allowed. */
static void equivalence_budget(void)
{
    struct bm_movement *m = big_mitchell(64), *r = NULL;
    CHECK_EQ(bm_movement_reverse_rounds(&r, m), BM_OK);
    for (unsigned long budget = 1; budget <= 1000; budget *= 10) {
        test_context("budget %lu", budget);
        int eq = -1;
        unsigned long steps = 0;
        CHECK_EQ(bm_equivalent_within(&eq, m, r, budget, &steps), BM_ENOTFOUND);
        CHECK_EQ(eq, 0);
        CHECK(steps <= budget + 1);
        CHECK(strstr(bm_last_error(), "gave up after examining") != NULL);
    }
    bm_movement_free(r);
    bm_movement_free(m);
}

/* The standard form costs a few steps per cell: the dual of a T-table Mitchell (T rounds of
 * T tables) within 8 T^2 steps, giving the grid the default limit gives; Bowman movements to
 * the largest size build (each is the standard form of a dual). */
static void standard_form_near_linear(void)
{
    const unsigned sizes[] = {9, 99, 301, 999};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        unsigned T = sizes[k];
        char spec[64];
        snprintf(spec, sizeof spec, "mitchell:tables=%u", T);
        test_context("dual of %s", spec);
        struct bm_movement *m = build(spec), *d = NULL, *s = NULL, *full = NULL;
        CHECK_EQ(bm_movement_dual(&d, m), BM_OK);
        unsigned long long cells = (unsigned long long)bm_movement_rounds(d) * bm_movement_tables(d);
        CHECK_EQ(bm_standard_form_within(&s, d, 8 * cells), BM_OK);
        CHECK_EQ(bm_movement_standard_form(&full, d), BM_OK);
        int same = 0;
        CHECK_EQ(bm_movement_equal(&same, s, full), BM_OK);
        CHECK_EQ(same, 1);
        int standard = 0;
        CHECK_EQ(bm_movement_is_standard(&standard, full), BM_OK);
        CHECK_EQ(standard, 1);
        bm_movement_free(full);
        bm_movement_free(s);
        bm_movement_free(d);
        bm_movement_free(m);
    }
    test_context("bowman:tables=1002");
    struct bm_movement *b = build("bowman:tables=1002");
    CHECK(b && bm_movement_rounds(b) == 1000);
    bm_movement_free(b);
}

/* Every table plays set A in every round: the follow scores would visit R^2 T occurrences;
 * beyond the work limit the standard form is refused at once, saying why. */
static void standard_form_limit(void)
{
    const unsigned n = 60;
    struct bm_movement *m = NULL, *s = (struct bm_movement *)&m;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, n, n, 2 * n, 1, 1), BM_OK);
    for (unsigned r = 1; m && r <= n; r++)
        for (unsigned t = 1; t <= n; t++)
            bm_movement_set_pairs(m, r, t, t, n + 1 + (t + r - 2) % n, 1);
    CHECK_EQ(bm_standard_form_within(&s, m, 100000), BM_EUNSUPPORTED);
    CHECK(s == NULL);
    CHECK(strstr(bm_last_error(), "too costly to find") != NULL);
    CHECK_EQ(bm_movement_standard_form(&s, m), BM_OK);
    bm_movement_free(s);
    bm_movement_free(m);
}

int main(void)
{
    RUN(equivalence_near_linear());
    RUN(equivalence_budget());
    RUN(standard_form_near_linear());
    RUN(standard_form_limit());
    return test_report();
}
