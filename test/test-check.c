/* Rule checks: literal reading for stationary NS pairs, general sense otherwise, first
 * violations, reports, and misuse. */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>
#include "model/model.h"
#include "util/alloc.h"

static int holds(const struct bm_check *c, enum bm_rule r)
{
    int h = -1;
    CHECK_EQ(bm_check_holds(&h, c, r), BM_OK);
    return h;
}

/* Break each hard rule in Table I and find the first violation where it was made. */
static void literal_violations(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_check *c = NULL;
    unsigned r, t, p, s, n;
    /* rule 1A: table 3 plays set C again in round 4 (and so does not play F) */
    CHECK_EQ(bm_movement_set(m, 4, 3, BM_FIELD_SET, 3), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(bm_check_stationary(c));
    CHECK_EQ(holds(c, BM_RULE_1A), 0);
    CHECK_EQ(bm_check_first_violation(&r, &t, &p, &s, c, BM_RULE_1A), BM_OK);
    CHECK_EQ(r, 4);
    CHECK_EQ(t, 3);
    CHECK_EQ(p, 3);
    CHECK_EQ(s, 3);
    CHECK_EQ(holds(c, BM_RULE_4B), 0); /* table 7 also plays C in round 4 */
    CHECK_EQ(holds(c, BM_RULE_3A), 0);
    CHECK_EQ(holds(c, BM_RULE_COMPLETE), 0);
    CHECK(!bm_check_playable(c));
    char *text = NULL;
    CHECK_EQ(bm_check_report(&text, c, BM_FORM_TEXT), BM_OK);
    CHECK(strstr(text, "1A       NO") != NULL);
    CHECK(strstr(text, "playable: NO") != NULL);
    bm_free(text);
    CHECK_EQ(bm_check_report(&text, c, BM_FORM_JSON), BM_OK);
    CHECK(strstr(text, "\"1A\": {\"holds\": false, \"violations\": 1, \"first\": {\"round\": 4, "
                       "\"table\": 3, \"participant\": 3, \"set\": 3}}") != NULL);
    CHECK(strstr(text, "\"playable\": false") != NULL);
    bm_free(text);
    bm_check_free(c);
    bm_movement_free(m);

    /* rule 1B: pair 9 sits at two tables in round 2 */
    m = build("mitchell:tables=7");
    CHECK_EQ(bm_movement_set(m, 2, 5, BM_FIELD_EW, 9), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_1B), 0);
    CHECK_EQ(bm_check_first_violation(&r, &t, &p, NULL, c, BM_RULE_1B), BM_OK);
    CHECK_EQ(r, 2);
    CHECK_EQ(t, 5);
    CHECK_EQ(p, 9);
    CHECK_EQ(holds(c, BM_RULE_3B), 0); /* pair 11 is missing from round 2 */
    CHECK_EQ(bm_check_first_violation(&r, NULL, &p, NULL, c, BM_RULE_3B), BM_OK);
    CHECK_EQ(p, 11);
    CHECK(!bm_check_playable(c));
    bm_check_free(c);
    bm_movement_free(m);

    /* rule 2: moving pair 8 meets set A twice (rounds 1 and 2) */
    m = build("mitchell:tables=7");
    CHECK_EQ(bm_movement_set_pairs(m, 2, 2, 2, 8, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 7, 7, 13, 3), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_2), 0);
    CHECK_EQ(bm_check_first_violation(&r, &t, &p, &s, c, BM_RULE_2), BM_OK);
    CHECK_EQ(r, 2);
    CHECK_EQ(t, 2);
    CHECK_EQ(p, 8);
    CHECK_EQ(s, 1);
    CHECK_EQ(bm_check_violations(&n, c, BM_RULE_2), BM_OK);
    CHECK_EQ(n, 2); /* and pair 13, moved to set C in round 2, meets C again in round 3 */
    bm_check_free(c);
    bm_movement_free(m);
}

/* A Howell-style (non-stationary) movement read in the rules' general sense. */
static void general_sense(void)
{
    /* 2 tables, 4 pairs, 3 rounds, 3 sets: every pair meets every other once (duplicate
     * tournant shape with pair 1 moving) */
    struct bm_movement *m = NULL;
    struct bm_check *c = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 3, 2, 4, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 2, 3, 4, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 1, 3, 1, 2), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 2, 4, 2, 2), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 3, 1, 1, 4, 3), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 3, 2, 2, 3, 3), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(!bm_check_stationary(c));
    for (int r = BM_RULE_1A; r <= BM_RULE_4A; r++)
        CHECK_EQ(holds(c, (enum bm_rule)r), 1);
    CHECK_EQ(holds(c, BM_RULE_4B), 0); /* both tables share each round's set */
    CHECK(bm_check_playable(c));
    bm_check_free(c);
    /* twins are not sharing: give table 2 the second copy */
    for (unsigned r = 1; r <= 3; r++)
        CHECK_EQ(bm_movement_set(m, r, 2, BM_FIELD_COPY, 2), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_4B), 1);
    bm_check_free(c);
    /* pairs 1 and 2 meet again in round 3, and pair 1 replays set 1 */
    CHECK_EQ(bm_movement_set_pairs(m, 3, 1, 2, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 3, 2, 4, 3, 3), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_4A), 0);
    CHECK_EQ(holds(c, BM_RULE_1A), 0);
    CHECK_EQ(holds(c, BM_RULE_2), 0);
    CHECK_EQ(holds(c, BM_RULE_COMPLETE), 0);
    unsigned r, t, p, s;
    CHECK_EQ(bm_check_first_violation(&r, &t, &p, &s, c, BM_RULE_4A), BM_OK);
    CHECK_EQ(r, 3);
    CHECK_EQ(t, 1);
    CHECK(!bm_check_playable(c));
    bm_check_free(c);
    bm_movement_free(m);
}

static void individual(void)
{
    struct bm_movement *m = NULL;
    struct bm_check *c = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_INDIVIDUAL, 2, 1, 4, 2, 1), BM_OK);
    unsigned seats[2][4] = {{1, 2, 3, 4}, {2, 1, 4, 3}};
    enum bm_field f[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST, BM_FIELD_WEST};
    for (unsigned r = 0; r < 2; r++) {
        for (unsigned k = 0; k < 4; k++)
            CHECK_EQ(bm_movement_set(m, r + 1, 1, f[k], seats[r][k]), BM_OK);
        CHECK_EQ(bm_movement_set(m, r + 1, 1, BM_FIELD_SET, r + 1), BM_OK);
    }
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(!bm_check_stationary(c));
    CHECK_EQ(holds(c, BM_RULE_4A), 0); /* partnership 1-2 met 3-4 twice */
    CHECK_EQ(holds(c, BM_RULE_COMPLETE), 1);
    bm_check_free(c);
    bm_movement_free(m);
}

/* A half table: a seat left empty or held by a phantom plays nothing, so its table shares
 * no boards (4B) and its absent NS pair has no boards to miss (3A as printed). */
static void half_tables(void)
{
    /* relay Mitchell: table 8 shares table 1's boards; NS 1 absent, so table 8 plays alone */
    struct bm_movement *m = build("mitchell:tables=8,phantom=1ns");
    struct bm_check *c = NULL;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_4B), 1);
    bm_check_free(c);
    bm_movement_free(m);
    /* the phantom only from round 5: tables 1 and 8 share in rounds 1-4 */
    m = build("mitchell:tables=8,phantom=1ns@5");
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    unsigned n = 0, r = 0, t = 0;
    CHECK_EQ(bm_check_violations(&n, c, BM_RULE_4B), BM_OK);
    CHECK_EQ(n, 4);
    CHECK_EQ(bm_check_first_violation(&r, &t, NULL, NULL, c, BM_RULE_4B), BM_OK);
    CHECK_EQ(r, 1);
    CHECK_EQ(t, 8);
    bm_check_free(c);
    /* the same with the EW seat of table 1 left empty */
    for (unsigned k = 1; k <= 8; k++)
        CHECK_EQ(bm_movement_set(m, k, 1, BM_FIELD_EW, 0), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_4B), 1);
    bm_check_free(c);
    bm_movement_free(m);
    /* a 7-table Mitchell whose table 7 plays set 1 every round: 3A fails, unless NS 7 is a
     * phantom; a round without boards is a sit-out, so a table with none misses nothing */
    m = build("mitchell:tables=7");
    for (unsigned k = 1; k <= 7; k++)
        CHECK_EQ(bm_movement_set(m, k, 7, BM_FIELD_SET, 1), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(bm_check_stationary(c));
    CHECK_EQ(holds(c, BM_RULE_3A), 0);
    bm_check_free(c);
    CHECK_EQ(bm_movement_set_phantom(m, 7, 1), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_3A), 1);
    bm_check_free(c);
    /* ... absent only from round 3 on: two rounds present, one set, so it missed a set while
     * present */
    CHECK_EQ(bm_movement_set_phantom(m, 7, 3), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_3A), 0);
    bm_check_free(c);
    for (unsigned k = 1; k <= 7; k++)
        CHECK_EQ(bm_movement_set(m, k, 7, BM_FIELD_SET, 0), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(m, 7, 0), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_3A), 1);
    bm_check_free(c);
    bm_movement_free(m);
}

static void misuse(void)
{
    struct bm_check *c = (struct bm_check *)1;
    int h;
    unsigned n;
    char *text;
    CHECK_EQ(bm_check_new(&c, NULL), BM_EINVAL);
    CHECK(c == NULL);
    CHECK_EQ(bm_check_new(NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_check_holds(&h, NULL, BM_RULE_1A), BM_EINVAL);
    CHECK_EQ(bm_check_holds(NULL, NULL, BM_RULE_1A), BM_EINVAL);
    CHECK_EQ(bm_check_violations(&n, NULL, BM_RULE_1A), BM_EINVAL);
    CHECK_EQ(bm_check_first_violation(NULL, NULL, NULL, NULL, NULL, BM_RULE_1A), BM_EINVAL);
    CHECK_EQ(bm_check_report(&text, NULL, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_check_report(&text, NULL, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_check_playable(NULL), 0);
    CHECK_EQ(bm_check_stationary(NULL), 0);
    CHECK_STR(bm_rule_name((enum bm_rule)0), "unknown");
    CHECK_STR(bm_rule_name(BM_RULE_4B), "4B");
    bm_check_free(NULL);
    struct bm_movement *m = build("mitchell:tables=5");
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(bm_check_holds(&h, c, (enum bm_rule)99), BM_EINVAL);
    CHECK_EQ(bm_check_first_violation(NULL, NULL, NULL, NULL, c, BM_RULE_1A), BM_ENOTFOUND);
    bm_check_free(c);
    /* allocation failures */
    for (unsigned long k = 1; k < 100; k++) {
        char *s1 = NULL, *s2 = NULL;
        bm_test_fail_alloc_at(k);
        enum bm_status st = bm_check_new(&c, m);
        if (!st)
            st = bm_check_report(&s1, c, BM_FORM_TEXT);
        if (!st)
            st = bm_check_report(&s2, c, BM_FORM_JSON);
        bm_test_fail_alloc_at(0);
        bm_free(s1);
        bm_free(s2);
        bm_check_free(c);
        c = NULL;
        if (!st)
            break;
        CHECK_EQ(st, BM_ENOMEM);
    }
    bm_movement_free(m);
}

/* Memory grows with the grid, not with participants x sets: the largest model checks at once. */
static void large_model(void)
{
    struct bm_movement *m = NULL;
    struct bm_check *c = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_INDIVIDUAL, 2, 2, 16384, 16384, 1), BM_OK);
    static const enum bm_field seats[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                           BM_FIELD_WEST};
    for (unsigned k = 0; k < 4; k++) { /* players 16384, 16383, 16382, 16381 play both */
        CHECK_EQ(bm_movement_set(m, 1, 1, seats[k], 16384 - k), BM_OK);
        CHECK_EQ(bm_movement_set(m, 2, 2, seats[k], 16384 - k), BM_OK);
    }
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_SET, 16384), BM_OK);
    CHECK_EQ(bm_movement_set(m, 2, 2, BM_FIELD_SET, 16384), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(holds(c, BM_RULE_1A), 0);
    unsigned r, t, p, s;
    CHECK_EQ(bm_check_first_violation(&r, &t, &p, &s, c, BM_RULE_1A), BM_OK);
    CHECK_EQ(r, 2);
    CHECK_EQ(t, 2);
    CHECK_EQ(p, 16381); /* the four tie in round 2, table 2: the first in player order */
    CHECK_EQ(s, 16384);
    bm_check_free(c);
    bm_movement_free(m);
}

/* The text report in full: how the rules were read, which must hold, each rule in bridge words,
 * and for a failure its first violation and what it means at the table. */
static void report_words(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_check *c = NULL;
    char *text = NULL;
    /* table 3 replays set C in round 4, which pair 14 then meets again at table 5 */
    CHECK_EQ(bm_movement_set(m, 4, 3, BM_FIELD_SET, 3), BM_OK);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(bm_check_report(&text, c, BM_FORM_TEXT), BM_OK);
    CHECK_STR(text,
              "rules of the movements article (Part I), read as printed: NS pairs stay put, EW "
              "pairs move\n"
              "(1A, 1B and 2 must hold to play the movement; 3A and 3B make it complete; 4A and "
              "4B are advice)\n"
              "1A       NO   no NS pair plays a board set twice (1 violation; first: round 4, "
              "table 3, pair 3, set 3)\n"
              "              boards would be replayed: the movement cannot be played as it "
              "stands\n"
              "1B       yes  nobody is due at two tables in one round\n"
              "2        NO   no EW pair plays a board set twice (1 violation; first: round 6, "
              "table 5, pair 14, set 3)\n"
              "              boards would be replayed: the movement cannot be played as it "
              "stands\n"
              "3A       NO   every NS pair plays every board set (1 violation; first: table 3, "
              "set 6)\n"
              "              some boards are missed: an incomplete movement (playable; complete "
              "ones are preferred)\n"
              "3B       yes  every EW pair plays in every round\n"
              "4A       yes  nobody meets the same opponents twice\n"
              "4B       NO   no two tables play the same boards in one round (1 violation; "
              "first: round 4, table 7, set 3)\n"
              "              those tables share boards, passing them between them: allowed (a "
              "recommendation only)\n"
              "complete NO   everybody plays every board set (2 violations; first: pair 3, set "
              "6)\n"
              "              not everybody plays every board, so the scores do not all cover "
              "the same boards\n"
              "playable: NO (rule 1A, 1B or 2 fails: the movement cannot be played as it "
              "stands)\n");
    bm_free(text);
    bm_check_free(c);
    bm_movement_free(m);

    /* an individual: the general sense, players by name */
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_INDIVIDUAL, 2, 1, 4, 2, 1), BM_OK);
    unsigned seats[2][4] = {{1, 2, 3, 4}, {2, 1, 4, 3}};
    enum bm_field f[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST, BM_FIELD_WEST};
    for (unsigned r = 0; r < 2; r++) {
        for (unsigned k = 0; k < 4; k++)
            CHECK_EQ(bm_movement_set(m, r + 1, 1, f[k], seats[r][k]), BM_OK);
        CHECK_EQ(bm_movement_set(m, r + 1, 1, BM_FIELD_SET, r + 1), BM_OK);
    }
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(bm_check_report(&text, c, BM_FORM_TEXT), BM_OK);
    CHECK_STR(text,
              "rules of the movements article (Part I), in their general sense, for every "
              "player\n"
              "(1A, 1B and 2 must hold to play the movement; 3A and 3B make it complete; 4A and "
              "4B are advice)\n"
              "1A       yes  nobody plays a board set twice: the NS pairs' rule, read for "
              "everybody\n"
              "1B       yes  nobody is due at two tables in one round\n"
              "2        yes  nobody plays a board set twice: the EW pairs' rule, read for "
              "everybody (one test with 1A)\n"
              "3A       yes  everybody plays every board set: the NS pairs' rule, read for "
              "everybody\n"
              "3B       yes  everybody plays in every round, so meets every board set: the EW "
              "pairs' rule, read for everybody (one test with 3A)\n"
              "4A       NO   nobody meets the same opponents twice (1 violation; first: round "
              "2, table 1, player 2, set 2)\n"
              "              some meet the same opponents again: allowed (a recommendation "
              "only)\n"
              "4B       yes  no two tables play the same boards in one round\n"
              "complete yes  everybody plays every board set\n"
              "playable: yes (1A, 1B and 2 hold: nobody replays boards or sits at two tables)\n");
    bm_free(text);
    bm_check_free(c);
    bm_movement_free(m);
}

int main(void)
{
    RUN(large_model());
    RUN(literal_violations());
    RUN(general_sense());
    RUN(individual());
    RUN(report_words());
    RUN(half_tables());
    RUN(misuse());
    return test_report();
}
