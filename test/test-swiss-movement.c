/* SPDX-License-Identifier: MIT */
/* A Swiss round as a movement (bm_swiss_round_movement) and a round's session results
 * (bm_swiss_session_results), swept over teams and pairs fields of 2 to 41 on 1 to 7 boards:
 * every match seated where the header says (teams: two tables on one copy, the second
 * starting halfway; pairs: groups of tables sharing a copy, each table of a group starting at
 * its own board, a group no larger than the boards), the boards numbered as the event's, the
 * copies bounded; then scores set board by board and the match results read back. */
#include "test.h"

#include <bridgemove/bridgemove.h>

/* The cell's value of a field. */
static uint32_t cell(const struct bm_movement *m, uint32_t table, enum bm_field f)
{
    uint32_t v = 0;
    CHECK_EQ(bm_movement_get(&v, m, 1, table, f), BM_OK);
    return v;
}

static void check_teams(const struct bm_swiss *sw, const struct bm_movement *m, uint32_t n,
                        uint32_t boards)
{
    CHECK_EQ(bm_movement_tables(m), n / 2 * 2);
    CHECK_EQ(bm_movement_participants(m), 2 * n);
    for (uint32_t k = 1; k <= n / 2; k++) {
        uint32_t h = 0, a = 0, t1 = 2 * k - 1, t2 = 2 * k;
        CHECK_EQ(bm_swiss_match(&h, &a, sw, 1, k), BM_OK);
        CHECK_EQ(cell(m, t1, BM_FIELD_NS), h);
        CHECK_EQ(cell(m, t1, BM_FIELD_EW), n + a);
        CHECK_EQ(cell(m, t2, BM_FIELD_NS), a);
        CHECK_EQ(cell(m, t2, BM_FIELD_EW), n + h);
        if (boards > 1) {
            CHECK_EQ(cell(m, t1, BM_FIELD_COPY), k);
            CHECK_EQ(cell(m, t2, BM_FIELD_COPY), k);
            CHECK_EQ(cell(m, t2, BM_FIELD_FIRST), boards / 2 + 1);
        } else {
            CHECK(cell(m, t1, BM_FIELD_COPY) != cell(m, t2, BM_FIELD_COPY));
        }
    }
    for (uint32_t p = 1; p <= n; p++) {
        uint32_t team = 0;
        CHECK_EQ(bm_movement_team(&team, m, p), BM_OK);
        CHECK_EQ(team, p);
        CHECK_EQ(bm_movement_team(&team, m, n + p), BM_OK);
        CHECK_EQ(team, p);
    }
}

/* Pairs: each copy's tables start at distinct boards (so never more tables than boards). */
static void check_pairs(const struct bm_swiss *sw, const struct bm_movement *m, uint32_t n,
                        uint32_t boards, uint32_t copies)
{
    uint32_t starts[64][8] = {{0}};
    CHECK_EQ(bm_movement_tables(m), n / 2);
    for (uint32_t k = 1; k <= n / 2; k++) {
        uint32_t h = 0, a = 0, c = cell(m, k, BM_FIELD_COPY), f = cell(m, k, BM_FIELD_FIRST);
        CHECK_EQ(bm_swiss_match(&h, &a, sw, 1, k), BM_OK);
        CHECK_EQ(cell(m, k, BM_FIELD_NS), h);
        CHECK_EQ(cell(m, k, BM_FIELD_EW), a);
        CHECK(c >= 1 && c <= copies);
        f = f ? f : 1;
        CHECK(f <= boards);
        if (c <= copies && f <= boards && c < 64) {
            CHECK_EQ(starts[c][f], 0);
            starts[c][f] = 1;
        }
    }
}

/* Scores set for every play: each match's results as the event reads them. */
static void check_results(struct bm_swiss *sw, const struct bm_movement *m, uint32_t n,
                          uint32_t boards, int teams)
{
    struct bm_results *r = NULL;
    CHECK_EQ(bm_results_new(&r, m), BM_OK);
    for (uint32_t t = 1; r && t <= bm_movement_tables(m); t++)
        for (uint32_t b = 1; b <= boards; b++) /* teams: the home team +420 at both tables */
            CHECK_EQ(bm_results_set_score(r, 1, t, b, teams ? (t % 2 ? 420 : -420)
                                                            : (int32_t)t * 10), BM_OK);
    CHECK_EQ(bm_swiss_session_results(sw, r), BM_OK);
    char *text = NULL;
    CHECK_EQ(bm_swiss_report(&text, sw, BM_FORM_JSON), BM_OK);
    if (teams) { /* 840 a board: 13 IMPs to the home team */
        char want[64];
        snprintf(want, sizeof want, "\"imps\": [%u, 0]", 13 * boards);
        CHECK(text && strstr(text, want));
    }
    if (n >= 2 && n / 2 >= 2) { /* pairs: the two sides of a match share 2 a board */
        uint32_t place = 0;
        double score = 0;
        CHECK_EQ(bm_swiss_standing(&place, &score, NULL, sw, 1), BM_OK);
        if (!teams)
            CHECK(score >= 0 && score <= 2.0 * boards + 1e-9);
    }
    bm_free(text);
    bm_results_free(r);
}

static void sweep(enum bm_event event)
{
    int teams = event == BM_EVENT_TEAMS;
    for (uint32_t n = 2; n <= 41; n++)
        for (uint32_t boards = 1; boards <= 7; boards++) {
            struct bm_swiss *sw = NULL;
            struct bm_movement *m = NULL;
            test_context("%s %u, %u boards", teams ? "teams" : "pairs", n, boards);
            CHECK_EQ(bm_swiss_new(&sw, event, n, 1, boards, n), BM_OK);
            uint32_t least = teams ? 0 : (n / 2 + boards - 1) / boards;
            CHECK_EQ(bm_swiss_round_movement(&m, sw, 1, 0), BM_OK);
            CHECK_EQ(bm_movement_rounds(m), 1);
            CHECK_EQ(bm_movement_first_board(m), 1);
            if (teams)
                check_teams(sw, m, n, boards);
            else
                check_pairs(sw, m, n, boards, least);
            check_results(sw, m, n, boards, teams);
            bm_movement_free(m);
            m = NULL;
            if (!teams && least > 1) { /* too few copies: refused with the bounds */
                CHECK_EQ(bm_swiss_round_movement(&m, sw, 1, least - 1), BM_ERANGE);
                CHECK(strstr(bm_last_error(), "copies") != NULL);
            }
            if (!teams) { /* one copy a table: nobody shares */
                CHECK_EQ(bm_swiss_round_movement(&m, sw, 1, n / 2), BM_OK);
                check_pairs(sw, m, n, boards, n / 2);
                bm_movement_free(m);
                m = NULL;
            }
            CHECK_EQ(bm_swiss_round_movement(&m, sw, 2, 0), BM_ERANGE);
            bm_swiss_free(sw);
        }
    test_context_clear();
}

/* Round 2's movement numbers its boards after round 1's and its round as the event does (the
 * cards, RoundData, the results and the RoundData read back); results of round 1's movement
 * are refused for round 2. */
/* Every place the room reads a round number names round `round`; results take it, not 1. */
static void event_round_named(const struct bm_movement *m, uint32_t round)
{
    char *guide = NULL, *rd = NULL, want[32];
    struct bm_movement *back = NULL;
    struct bm_results *r = NULL;
    CHECK_EQ(bm_guide_report(&guide, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_OK);
    snprintf(want, sizeof want, "Round %u: table 1, NS", round);
    CHECK(guide && strstr(guide, want));
    CHECK_EQ(bm_movement_write(&rd, m, BM_FORMAT_ROUNDDATA, NULL, NULL), BM_OK);
    snprintf(want, sizeof want, "\n1,1,%u,", round); /* Section,Table,Round */
    CHECK(rd && strstr(rd, want));
    CHECK_EQ(bm_movement_read(&back, rd, rd ? strlen(rd) : 0, "roundData", NULL), BM_OK);
    CHECK_EQ(bm_movement_first_round(back), round);
    CHECK_EQ(bm_movement_rounds(back), 1);
    CHECK_EQ(bm_results_new(&r, m), BM_OK);
    uint32_t board = bm_movement_first_board(m);
    CHECK_EQ(bm_results_set_score(r, 1, 1, board, 420), round == 1 ? BM_OK : BM_ERANGE);
    CHECK_EQ(bm_results_set_score(r, round, 1, board, 420), BM_OK);
    bm_results_free(r);
    bm_movement_free(back);
    bm_free(rd);
    bm_free(guide);
}

static void later_round(void)
{
    struct bm_swiss *sw = NULL;
    struct bm_movement *m1 = NULL, *m2 = NULL;
    struct bm_results *r = NULL;
    CHECK_EQ(bm_swiss_new(&sw, BM_EVENT_TEAMS, 8, 3, 6, 0), BM_OK);
    CHECK_EQ(bm_swiss_round_movement(&m1, sw, 1, 0), BM_OK);
    for (uint32_t t = 1; t <= 4; t++)
        CHECK_EQ(bm_swiss_set_result(sw, t, 30.0 + t, 10.0), BM_OK);
    CHECK_EQ(bm_swiss_next(sw), BM_OK);
    CHECK_EQ(bm_swiss_round_movement(&m2, sw, 2, 0), BM_OK);
    CHECK_EQ(bm_movement_first_board(m2), 7);
    CHECK(strstr(bm_movement_name(m2), "round 2 of 3") != NULL);
    CHECK_EQ(bm_movement_first_round(m2), 2);
    CHECK_EQ(bm_movement_rounds(m2), 1);
    event_round_named(m1, 1);
    event_round_named(m2, 2);
    CHECK_EQ(bm_results_new(&r, m1), BM_OK);
    CHECK_EQ(bm_results_set_score(r, 1, 1, 1, 420), BM_OK);
    CHECK_EQ(bm_swiss_session_results(sw, r), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "round 2") != NULL);
    struct bm_movement *none = NULL;
    CHECK_EQ(bm_swiss_round_movement(&none, NULL, 1, 0), BM_EINVAL);
    bm_results_free(r);
    bm_movement_free(m1);
    bm_movement_free(m2);
    bm_swiss_free(sw);
}

int main(void)
{
    RUN(sweep(BM_EVENT_TEAMS));
    RUN(sweep(BM_EVENT_PAIRS));
    RUN(later_round());
    return test_report();
}
