/* SPDX-License-Identifier: MIT */
/* Every accepted size builds in bounded time, and a size beyond a family's limit is refused
 * with the limit: the team families sized their sets by scanning the whole grid once per set
 * (american:tables=4095 ran past a minute), now each set costs nothing while no board is
 * switched, and their tables stop at the size of the pair families. */
#include "test.h"
#include "test-build.h"

/* Shrinking, then growing, a set leaves no stale switch bit behind; sizing the sets of an
 * empty 2048 x 2048 grid one by one costs nothing per set (it scanned the grid each time). */
static void resize_sets(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_TEAMS, 2048, 2048, 2, 4096, 3), BM_OK);
    for (unsigned s = 1; m && s <= 4096; s++)
        CHECK_EQ(bm_movement_resize_set(m, s, 1 + s % 3), BM_OK);
    bm_movement_free(m);

    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 2, 2, 4, 2, 3), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 2, 2, 4, 1), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 2, 2, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 1, 2), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 1, 3), BM_OK);
    int on = -1;
    CHECK_EQ(bm_movement_switched(&on, m, 1, 1, 3), BM_OK);
    CHECK_EQ(on, 0); /* cleared when the set shrank */
    CHECK_EQ(bm_movement_switched(&on, m, 2, 2, 1), BM_OK);
    CHECK_EQ(on, 1); /* below the new size: kept */
    bm_movement_free(m);
}

/* The largest team movements build (with stanzas of unequal boards, which resize sets), and
 * one table more is refused with the limit. */
static void team_families(void)
{
    struct bm_movement *m = build("american:tables=999,stanzas=2x3+996x2");
    CHECK(m && bm_movement_rounds(m) == 998);
    bm_movement_free(m);
    m = build("stagger:tables=1000,stanzas=499x3+500x2");
    CHECK(m && bm_movement_rounds(m) == 999);
    bm_movement_free(m);
    build_refused("american:tables=1001", BM_ERANGE, "tables must be 3..999 for american");
    build_refused("american:tables=4095", BM_ERANGE, "tables must be 3..999 for american");
    build_refused("stagger:tables=4096", BM_ERANGE, "tables must be 4..1000 for stagger");
    /* 4094 teams took 39 s and 1.5 GB to check (issue 25): at most 1000, as the others */
    m = build("thurner:teams=998");
    CHECK(m && bm_movement_rounds(m) == 997);
    bm_movement_free(m);
    build_refused("thurner:teams=1002", BM_ERANGE, "teams must be 4..1000 for thurner");
    build_refused("thurner:teams=4094", BM_ERANGE, "teams must be 4..1000 for thurner");
}

/* Numbers in specs are decimal digits and nothing else, in every key and in stanzas. */
static void numbers_are_decimal(void)
{
    build_refused("american:tables=7,stanzas=+2x3+4x2", BM_EPARSE, "expected ROUNDSxBOARDS");
    build_refused("american:tables=7,stanzas=2x-3+4x2", BM_EPARSE, "boards after 'x' must be");
    build_refused("american:tables=7,stanzas=2x 3+4x2", BM_EPARSE, "boards after 'x' must be");
    build_refused("american:tables=7,stanzas=99999999999x2", BM_EUNSUPPORTED,
                  "a stanza of more than 4096 rounds");
    build_refused("american:tables=0x7", BM_EPARSE, "tables must be a whole number");
    build_refused("american:tables=1e3", BM_EPARSE, "tables must be a whole number");
    struct bm_movement *m = build("american:tables=7,stanzas=02x03+4x2");
    CHECK(m && bm_movement_rounds(m) == 6);
    bm_movement_free(m);
}

int main(void)
{
    RUN(resize_sets());
    RUN(team_families());
    RUN(numbers_are_decimal());
    return test_report();
}
