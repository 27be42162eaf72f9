/* SPDX-License-Identifier: MIT */
/* The rounds term of order=rank's utility (lib/suggest/suggest-utility.c), on candidates alike
 * in everything but their rounds: 7 to 13 rounds cost nothing, clubs' habit; the 14th round
 * costs 2 points, more than the balance it gains a large Mitchell (doc/choosing.md); a round
 * outside the normal 7 to 14 costs 8 more. */
#include <limits.h>

#include "test.h"

#include "suggest/suggest-private.h"

/* The cost of a pairs candidate of the rounds given, 24 boards played, perfectly balanced,
 * a short session, in a field of 4 pairs that it meets in full. */
static double cost_of_rounds(unsigned rounds)
{
    char spec[] = "mitchell:tables=2";
    struct bm_candidate c = {0};
    c.event = BM_EVENT_PAIRS;
    c.spec = spec;
    c.complete = 1;
    c.number[BM_SUGGEST_TABLES] = 2;
    c.number[BM_SUGGEST_ROUNDS] = rounds;
    c.number[BM_SUGGEST_BOARDS_PER_ROUND] = 2;
    c.number[BM_SUGGEST_BOARDS_PLAYED] = 24;
    c.number[BM_SUGGEST_BOARDS_TO_PREPARE] = 24;
    c.number[BM_SUGGEST_COPIES] = 1;
    struct bm_suggest_request q = {0};
    q.req.participants = 4;
    q.req.boards_lo = q.req.boards_hi = 24;
    q.minutes = UINT_MAX;
    q.per_round_hi = UINT_MAX;
    return bm_suggest_cost(&c, &q);
}

static void test_rounds(void)
{
    double base = cost_of_rounds(7);
    for (unsigned r = 8; r <= 13; r++)
        CHECK_NEAR(cost_of_rounds(r), base, 1e-9);
    CHECK_NEAR(cost_of_rounds(14) - base, 2, 1e-9);
    CHECK_NEAR(cost_of_rounds(15) - base, 2 * 2 + 8, 1e-9);
    CHECK_NEAR(cost_of_rounds(6) - base, 8, 1e-9);
    CHECK_NEAR(cost_of_rounds(5) - base, 16, 1e-9);
}

int main(void)
{
    RUN(test_rounds());
    return test_report();
}
