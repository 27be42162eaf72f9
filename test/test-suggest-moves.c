/* SPDX-License-Identifier: MIT */
/* The moves as the ranking counts them (lib/suggest/suggest-moves.c): the pairs a director
 * tells their move one by one at a change of round, on average over the changes. A Mitchell
 * has none, whole or cut, with a skip or a half table; an arrow switch of whole tables adds
 * none; a hesitation Mitchell has one hesitating pair a change; a criss-cross Mitchell the
 * quarter of the room moving the other way; a Howell nearly every pair. */
#include "test.h"
#include "test-build.h"

#include "suggest/suggest-private.h"

static double told(const char *spec)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    struct bm_candidate c = {0};
    if (m)
        CHECK_EQ(bm_suggest_moves(&c, m), BM_OK);
    bm_movement_free(m);
    return c.told;
}

static void test_mitchells(void)
{
    for (unsigned t = 3; t <= 25; t++) {
        char spec[96];
        snprintf(spec, sizeof spec, "mitchell:tables=%u", t);
        CHECK_NEAR(told(spec), 0, 1e-12);
        snprintf(spec, sizeof spec, "mitchell:tables=%u,phantom=%uns,switch=last-round", t, t);
        CHECK_NEAR(told(spec), 0, 1e-12);
        if (t % 2 == 0 && t >= 4) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=skip", t);
            CHECK_NEAR(told(spec), 0, 1e-12);
        }
    }
    CHECK_NEAR(told("mitchell:tables=20,rounds=13,boards=2"), 0, 1e-12);
}

/* A hesitation Mitchell: the one pair that hesitates at the last table each change (at most
 * two where it arrives and leaves). */
static void test_hesitation(void)
{
    for (unsigned p = 9; p <= 31; p++) {
        char spec[64];
        snprintf(spec, sizeof spec, "hesitation:pairs=%u", p);
        double x = told(spec);
        CHECK(x > 0 && x <= 2);
    }
}

/* Criss-cross: a quarter of the pairs; Howells: a third of the field at least (most pairs at
 * most sizes; 12 pairs' Howell moves several pairs alike), always more than a hesitation
 * Mitchell's one or two. */
static void test_cards(void)
{
    double x = told("mitchell:tables=8,variant=crisscross,boards=3");
    CHECK(x > 2 && x <= 4);
    for (unsigned p = 8; p <= 30; p += 2) {
        char spec[64];
        snprintf(spec, sizeof spec, "howell:pairs=%u", p);
        double h = told(spec);
        CHECK(h >= p / 3.0 && h > 2);
    }
    /* a teams movement or an individual: no figure (the ranking uses its own) */
    CHECK_NEAR(told("american:tables=7"), 0, 1e-12);
    CHECK_NEAR(told("individual:players=12"), 0, 1e-12);
}

/* The session clock's moves (suggest-clock.c): minutes_for_moves at each change of round
 * times the share of the field (two pairs a table) told one by one, on top of the boards and
 * changes. A Mitchell adds nothing, a hesitation Mitchell under a minute over its 11 changes,
 * a 12-round Howell of 11 tables a third of the rate or more at each of its 11 changes. */
static double moves_minutes(const char *spec, unsigned per_round)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    struct bm_candidate c = {.event = BM_EVENT_PAIRS};
    if (!m)
        return -1;
    CHECK_EQ(bm_suggest_moves(&c, m), BM_OK);
    unsigned R = bm_movement_rounds(m);
    c.number[BM_SUGGEST_ROUNDS] = R;
    c.number[BM_SUGGEST_BOARDS_PER_ROUND] = per_round;
    c.number[BM_SUGGEST_TABLES] = bm_movement_tables(m);
    bm_movement_free(m);
    struct bm_suggest_rates fast = {.board = 60, .change = 10, .moves = 0};
    struct bm_suggest_rates slow = {.board = 60, .change = 10, .moves = 20};
    unsigned base = bm_suggest_minutes(&c, &fast);
    CHECK_EQ(base, 6 * R * per_round + R - 1);
    double share = c.told / (2.0 * c.number[BM_SUGGEST_TABLES]);
    CHECK_NEAR(bm_suggest_told_share(&c), share < 1 ? share : 1, 1e-12);
    double extra = bm_suggest_minutes(&c, &slow) - (double)base;
    CHECK(extra >= 2.0 * (R - 1) * share - 0.5 && extra <= 2.0 * (R - 1) * share + 0.5);
    return extra;
}

static void test_clock(void)
{
    CHECK_NEAR(moves_minutes("mitchell:tables=13,boards=2", 2), 0, 1e-12);
    CHECK_NEAR(moves_minutes("mitchell:tables=12,switch=last-round,boards=2", 2), 0, 1e-12);
    double h = moves_minutes("hesitation:pairs=23,boards=2", 2);
    CHECK(h >= 0 && h <= 2); /* at the slow rate of 2 a change: under 1 at the default 1 */
    double w = moves_minutes("howell:pairs=22,rounds=12,boards=2", 2);
    CHECK(w >= 2 * 11 / 3.0 && w <= 2 * 11); /* a third of the field or more told a change */
}

int main(void)
{
    RUN(test_mitchells());
    RUN(test_hesitation());
    RUN(test_cards());
    RUN(test_clock());
    return test_report();
}
