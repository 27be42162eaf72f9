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

int main(void)
{
    RUN(test_mitchells());
    RUN(test_hesitation());
    RUN(test_cards());
    return test_report();
}
