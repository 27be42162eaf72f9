/* SPDX-License-Identifier: MIT */
/* Terms of order=rank's utility (lib/suggest/suggest-utility.c), on candidates alike in all
 * but one figure. Rounds: 7 to 13 cost nothing, clubs' habit; the 14th round costs 2 points,
 * more than the balance it gains a large Mitchell (doc/choosing.md); a round outside the
 * normal 7 to 14 costs 8 more. One-board rounds: 20 points by their share of the rounds,
 * unless boards_per_round=1. minutes=: 0.5 a minute over; a session ending up to 20 minutes
 * early is on time, then 0.05 a minute. */
#include <limits.h>

#include "test.h"

#include "suggest/suggest-private.h"

/* A pairs candidate of the rounds and minutes given, of which one_board are rounds of one
 * board and the others of two; 24 boards played, perfectly balanced, in a field of 4 pairs
 * that it meets in full; the request asks for 24 boards, in minutes (UINT_MAX: any) and with
 * boards_per_round at most per_round_hi. */
struct shape {
    unsigned rounds, one_board, minutes;
};

static double cost_of(struct shape s, unsigned minutes, unsigned per_round_hi)
{
    char spec[] = "mitchell:tables=2";
    struct bm_candidate c = {0};
    c.event = BM_EVENT_PAIRS;
    c.spec = spec;
    c.complete = 1;
    c.number[BM_SUGGEST_TABLES] = 2;
    c.number[BM_SUGGEST_ROUNDS] = s.rounds;
    c.one_board_rounds = s.one_board;
    c.minutes = s.minutes;
    c.number[BM_SUGGEST_BOARDS_PER_ROUND] = 2;
    c.number[BM_SUGGEST_BOARDS_PLAYED] = 24;
    c.number[BM_SUGGEST_BOARDS_TO_PREPARE] = 24;
    c.number[BM_SUGGEST_COPIES] = 1;
    struct bm_suggest_request q = {0};
    q.req.participants = 4;
    q.req.boards_lo = q.req.boards_hi = 24;
    q.minutes = minutes;
    q.per_round_hi = per_round_hi;
    return bm_suggest_cost(&c, &q);
}

/* A short session (no time term) of the rounds given, no one-board round. */
static double cost_of_rounds(unsigned rounds)
{
    return cost_of((struct shape){rounds, 0, 0}, UINT_MAX, UINT_MAX);
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

static void test_one_board_rounds(void)
{
    double base = cost_of((struct shape){12, 0, 0}, UINT_MAX, UINT_MAX);
    CHECK_NEAR(cost_of((struct shape){12, 12, 0}, UINT_MAX, UINT_MAX) - base, 20, 1e-9);
    CHECK_NEAR(cost_of((struct shape){12, 6, 0}, UINT_MAX, UINT_MAX) - base, 10, 1e-9);
    CHECK_NEAR(cost_of((struct shape){12, 3, 0}, UINT_MAX, UINT_MAX) - base, 5, 1e-9);
    CHECK_NEAR(cost_of((struct shape){12, 12, 0}, UINT_MAX, 1) - base, 0, 1e-9); /* asked */
}

static void test_session(void)
{
    double on_time = cost_of((struct shape){12, 0, 180}, 180, UINT_MAX);
    CHECK_NEAR(cost_of((struct shape){12, 0, 160}, 180, UINT_MAX), on_time, 1e-9);
    CHECK_NEAR(cost_of((struct shape){12, 0, 130}, 180, UINT_MAX) - on_time, 30 * 0.05, 1e-9);
    CHECK_NEAR(cost_of((struct shape){12, 0, 190}, 180, UINT_MAX) - on_time, 10 * 0.5, 1e-9);
}

int main(void)
{
    RUN(test_rounds());
    RUN(test_one_board_rounds());
    RUN(test_session());
    return test_report();
}
