/* SPDX-License-Identifier: MIT */
/* bm_suggest: every listed spec builds, plays, lies in the request and reports the figures of
 * the movement it builds; every field size gets at least one candidate; the options' one-line
 * form; the orders; allocation failures. */
#include "test.h"
#include "test-build.h"

static struct bm_suggestions *suggest(const char *text)
{
    struct bm_options *o = NULL;
    struct bm_suggestions *list = NULL;
    enum bm_status st = bm_options_parse(&o, "suggest", text);
    if (!st)
        st = bm_suggest(&list, o);
    bm_options_free(o);
    CHECK_EQ(st, BM_OK);
    if (st)
        fprintf(stderr, "suggest(%s): %s\n", text, bm_last_error());
    return list;
}

static unsigned number(const struct bm_suggestions *l, uint32_t i, enum bm_suggest_number w)
{
    unsigned x = 0;
    CHECK_EQ(bm_suggestion_number(&x, l, i, w), BM_OK);
    return x;
}

static double real(const struct bm_suggestions *l, uint32_t i, enum bm_suggest_real w)
{
    double x = 0;
    CHECK_EQ(bm_suggestion_real(&x, l, i, w), BM_OK);
    return x;
}

static const char *text_of(const struct bm_suggestions *l, uint32_t i, enum bm_suggest_text w)
{
    const char *s = bm_suggestion_text(l, i, w);
    CHECK(s != NULL);
    return s ? s : "";
}

/* The fewest boards any counted participant plays, from the analysis. */
static unsigned least_played(const struct bm_analysis *an, const struct bm_movement *m)
{
    unsigned least = ~0u;
    for (unsigned p = 1; p <= bm_movement_participants(m); p++) {
        int counted = 0;
        unsigned n = 0;
        CHECK_EQ(bm_analysis_counted(&counted, an, p), BM_OK);
        CHECK_EQ(bm_analysis_boards_played(&n, an, p), BM_OK);
        if (counted && n < least)
            least = n;
    }
    return least;
}

/* A candidate with a switch plan: its spec with `switch=PLAN` added builds the switched movement
 * whose balance and winners the list reports (what "one winner with the last-round switch"
 * promises the director who builds it). */
static void verify_switched(const struct bm_suggestions *l, uint32_t i)
{
    const char *spec = text_of(l, i, BM_SUGGEST_SPEC);
    char switched[256];
    snprintf(switched, sizeof switched, "%s%cswitch=%s", spec, strchr(spec, ':') ? ',' : ':',
             text_of(l, i, BM_SUGGEST_SWITCH_PLAN));
    test_context("%s", switched);
    struct bm_movement *m = build(switched);
    struct bm_analysis *an = NULL;
    if (!m || bm_analysis_new(&an, m) != BM_OK) {
        CHECK(0);
        bm_movement_free(m);
        return;
    }
    double sd = -1;
    int one = -1;
    CHECK_EQ(bm_analysis_stat(&sd, an, BM_STAT_SD), BM_OK);
    CHECK_EQ(bm_analysis_flag(&one, an, BM_FLAG_ONE_WINNER), BM_OK);
    CHECK_NEAR(real(l, i, BM_SUGGEST_SD_SWITCHED), sd, 1e-9);
    CHECK_EQ((unsigned)one, number(l, i, BM_SUGGEST_ONE_WINNER_SWITCHED));
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* Candidate i against the movement its spec builds, rebuilt here and measured by the public
 * calls: it plays, its boards lie in lo..hi and its figures are those of the movement. */
static void verify(const struct bm_suggestions *l, uint32_t i, unsigned lo, unsigned hi)
{
    const char *spec = text_of(l, i, BM_SUGGEST_SPEC);
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    struct bm_check *c = NULL;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(bm_check_playable(c));
    bm_check_free(c);
    struct bm_analysis *an = NULL;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    double sd = -1;
    CHECK_EQ(bm_analysis_stat(&sd, an, BM_STAT_SD), BM_OK);
    CHECK_NEAR(real(l, i, BM_SUGGEST_SD), sd, 1e-9);
    unsigned played = number(l, i, BM_SUGGEST_BOARDS_PLAYED), prepare = 0;
    CHECK_EQ(played, least_played(an, m));
    CHECK(played >= lo && played <= hi);
    CHECK_EQ(bm_movement_boards_to_prepare(&prepare, m), BM_OK);
    CHECK_EQ(number(l, i, BM_SUGGEST_BOARDS_TO_PREPARE), prepare);
    CHECK_EQ(number(l, i, BM_SUGGEST_ROUNDS), bm_movement_rounds(m));
    CHECK_EQ(number(l, i, BM_SUGGEST_STANDS), bm_movement_stands(m));
    CHECK(number(l, i, BM_SUGGEST_TABLES) <= bm_movement_tables(m));
    CHECK(strlen(text_of(l, i, BM_SUGGEST_REASON)) > 10);
    bm_analysis_free(an);
    bm_movement_free(m);
    if (*text_of(l, i, BM_SUGGEST_SWITCH_PLAN))
        verify_switched(l, i);
}

/* Pairs 4..60 and the usual session lengths: at least one candidate, each verified for the
 * widest range. */
static void test_pairs_sweep(void)
{
    static const struct {
        unsigned lo, hi;
    } ranges[] = {{18, 30}, {24, 28}, {20, 24}, {26, 30}};
    for (unsigned p = 4; p <= 60; p++)
        for (size_t r = 0; r < sizeof ranges / sizeof *ranges; r++) {
            char text[64];
            snprintf(text, sizeof text, "pairs=%u,boards=%u-%u", p, ranges[r].lo, ranges[r].hi);
            struct bm_suggestions *l = suggest(text);
            test_context("%s", text);
            CHECK(bm_suggestions_count(l) >= 1);
            for (uint32_t i = 1; r == 0 && i <= bm_suggestions_count(l); i++)
                verify(l, i, ranges[r].lo, ranges[r].hi);
            bm_suggestions_free(l);
        }
}

/* Teams 3..24 for 18-30 boards and players 8, 9, 12, 13, 16: suggestions, each verified. */
static void test_teams_and_individuals(void)
{
    for (unsigned t = 3; t <= 24; t++) {
        char text[64];
        snprintf(text, sizeof text, "teams=%u,boards=18-30", t);
        struct bm_suggestions *l = suggest(text);
        test_context("%s", text);
        CHECK(bm_suggestions_count(l) >= 1);
        for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
            verify(l, i, 18, 30);
        bm_suggestions_free(l);
    }
    static const unsigned players[] = {8, 9, 12, 13, 16};
    for (size_t k = 0; k < sizeof players / sizeof *players; k++) {
        char text[64];
        snprintf(text, sizeof text, "players=%u,boards=14-32", players[k]);
        struct bm_suggestions *l = suggest(text);
        test_context("%s", text);
        CHECK(bm_suggestions_count(l) >= 1);
        for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
            verify(l, i, 14, 32);
        bm_suggestions_free(l);
    }
}

/* The hard constraints hold for every candidate listed. */
static void test_constraints(void)
{
    struct bm_suggestions *l = suggest("pairs=22,boards=24-28,sharing=no,max_stands=0,copies=1");
    CHECK(bm_suggestions_count(l) >= 1);
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
        CHECK_EQ(number(l, i, BM_SUGGEST_SHARED_TABLES), 0);
        CHECK_EQ(number(l, i, BM_SUGGEST_STANDS), 0);
        CHECK_EQ(number(l, i, BM_SUGGEST_COPIES), 1);
    }
    bm_suggestions_free(l);
    l = suggest("pairs=14,boards=24-28,rounds=7,boards_per_round=4,stationary=7");
    CHECK(bm_suggestions_count(l) >= 1);
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
        CHECK_EQ(number(l, i, BM_SUGGEST_ROUNDS), 7);
        CHECK_EQ(number(l, i, BM_SUGGEST_BOARDS_PER_ROUND), 4);
        CHECK(number(l, i, BM_SUGGEST_STATIONARY) >= 7);
    }
    bm_suggestions_free(l);
}

/* Each order sorts by its first step; one_winner=yes puts one field first. */
static void test_orders(void)
{
    struct bm_suggestions *l = suggest("pairs=16,boards=20-30,order=boards");
    for (uint32_t i = 2; i <= bm_suggestions_count(l); i++)
        CHECK(number(l, i - 1, BM_SUGGEST_BOARDS_PLAYED) >= number(l, i, BM_SUGGEST_BOARDS_PLAYED));
    bm_suggestions_free(l);
    l = suggest("pairs=16,boards=20-30,order=simplicity");
    for (uint32_t i = 2; i <= bm_suggestions_count(l); i++)
        CHECK(number(l, i - 1, BM_SUGGEST_SIT_OUTS) <= number(l, i, BM_SUGGEST_SIT_OUTS));
    bm_suggestions_free(l);
    l = suggest("pairs=16,boards=20-30,one_winner=yes");
    for (uint32_t i = 2; i <= bm_suggestions_count(l); i++)
        CHECK(number(l, i - 1, BM_SUGGEST_ONE_WINNER_SWITCHED) >=
              number(l, i, BM_SUGGEST_ONE_WINNER_SWITCHED));
    bm_suggestions_free(l);
}

/* A Mitchell's two fields: sd_switched with the plan named, one winner after the switch. */
static void test_switched(void)
{
    struct bm_suggestions *l = suggest("pairs=14,boards=21,boards_per_round=3,order=balance");
    size_t found = 0;
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
        if (strcmp(text_of(l, i, BM_SUGGEST_SPEC), "mitchell:tables=7,boards=3") != 0)
            continue;
        found++;
        CHECK_EQ(number(l, i, BM_SUGGEST_ONE_WINNER), 0);
        CHECK_EQ(number(l, i, BM_SUGGEST_ONE_WINNER_SWITCHED), 1);
        CHECK_STR(text_of(l, i, BM_SUGGEST_SWITCH_PLAN), "last-round");
        CHECK_NEAR(real(l, i, BM_SUGGEST_SD) / 3, 3.4896, 1e-4);   /* Moore's tables */
        CHECK_NEAR(real(l, i, BM_SUGGEST_SD_SWITCHED) / 3, 1.0491, 1e-4);
    }
    CHECK_EQ(found, 1);
    double x;
    CHECK_EQ(bm_suggestion_real(&x, l, bm_suggestions_count(l) + 1, BM_SUGGEST_SD), BM_ERANGE);
    CHECK_EQ(bm_suggestion_real(&x, l, 0, BM_SUGGEST_SD), BM_ERANGE); /* candidates count from 1 */
    CHECK(bm_suggestion_text(l, bm_suggestions_count(l) + 1, BM_SUGGEST_SPEC) == NULL);
    CHECK(bm_suggestion_text(l, 0, BM_SUGGEST_SPEC) == NULL);
    bm_suggestions_free(l);
}

static void test_options_text(void)
{
    struct bm_options *o = NULL;
    char *s = NULL;
    CHECK_EQ(bm_options_parse(&o, "suggest", " teams=9 , boards=24-28,max_stands=1,sharing=no"), BM_OK);
    CHECK_EQ(bm_options_to_string(&s, o), BM_OK);
    CHECK_STR(s, "suggest:teams=9,boards=24-28,max_stands=1,sharing=no");
    struct bm_options *back = NULL;
    char *again = NULL;
    CHECK_EQ(bm_options_parse(&back, "suggest", s), BM_OK);
    CHECK_EQ(bm_options_to_string(&again, back), BM_OK);
    CHECK_STR(again, s);
    bm_free(s);
    bm_free(again);
    bm_options_free(back);
    CHECK_EQ(bm_options_set(o, "boards", "28-24"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "LO-HI") != NULL);
    CHECK_EQ(bm_options_set(o, "tables", "7"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "accepted keys: pairs, teams, players") != NULL);
    CHECK_EQ(bm_options_set(o, "order", "fastest"), BM_EPARSE);
    CHECK_EQ(bm_options_set(o, "pairs", "18"), BM_OK);
    struct bm_suggestions *two = (struct bm_suggestions *)o;
    CHECK_EQ(bm_suggest(&two, o), BM_EINVAL); /* teams and pairs: one field only */
    CHECK(two == NULL && strstr(bm_last_error(), "give one field") != NULL);
    CHECK_EQ(bm_options_set(o, "pairs", NULL), BM_OK);
    CHECK_EQ(bm_options_set(o, "teams", NULL), BM_OK);
    struct bm_suggestions *l = NULL;
    CHECK_EQ(bm_suggest(&l, o), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "pairs=N") != NULL);
    CHECK(l == NULL);
    bm_options_free(o);
}

static void test_json(void)
{
    struct bm_suggestions *l = suggest("pairs=13,boards=24-28");
    char *json = NULL;
    CHECK_EQ(bm_suggestions_report(&json, l, BM_FORM_JSON), BM_OK);
    static const char *const keys[] = {"\"candidates\": [", "\"spec\": ", "\"tables\": ",
                                       "\"rounds\": ", "\"boards_per_round\": ",
                                       "\"boards_played\": ", "\"boards_to_prepare\": ",
                                       "\"sd\": ", "\"sd_switched\": ", "\"one_winner\": ",
                                       "\"reason\": ", "\"switched_spec\": "};
    for (size_t i = 0; json && i < sizeof keys / sizeof *keys; i++)
        CHECK(strstr(json, keys[i]) != NULL);
    bm_free(json);
    bm_suggestions_free(l);
}

/* Every allocation of a request failing in turn: BM_ENOMEM and no list, until the whole list. */
static void test_alloc_failures(void)
{
    struct bm_options *o = NULL;
    CHECK_EQ(bm_options_parse(&o, "suggest", "pairs=9,boards=24-27"), BM_OK);
    struct bm_suggestions *want = NULL;
    CHECK_EQ(bm_suggest(&want, o), BM_OK);
    for (unsigned long n = 1;; n++) {
        struct bm_suggestions *l = NULL;
        bm_test_fail_alloc_at(n);
        enum bm_status st = bm_suggest(&l, o);
        bm_test_fail_alloc_at(0);
        if (st == BM_OK) {
            CHECK_EQ(bm_suggestions_count(l), bm_suggestions_count(want));
            bm_suggestions_free(l);
            break;
        }
        CHECK_EQ(st, BM_ENOMEM);
        CHECK(l == NULL);
    }
    bm_suggestions_free(want);
    bm_options_free(o);
}

/* The session clock: every candidate's minutes follow the documented rates, fit minutes=,
 * and the ranges of rounds and boards a round are honoured. */
static void test_clock_and_ranges(void)
{
    struct bm_suggestions *l = suggest("pairs=20,boards=20-30,rounds=8-13,boards_per_round=2-3,"
                                       "minutes=200,minutes_per_board=7,minutes_per_change=2,"
                                       "minutes_for_stands=1,minutes_for_moves=0");
    CHECK(bm_suggestions_count(l) >= 1);
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
        unsigned r = number(l, i, BM_SUGGEST_ROUNDS);
        unsigned k = number(l, i, BM_SUGGEST_BOARDS_PER_ROUND);
        unsigned stands = number(l, i, BM_SUGGEST_STANDS);
        unsigned shared = number(l, i, BM_SUGGEST_SHARED_TABLES);
        unsigned want = 7 * r * k + 2 * (r - 1) + (stands || shared ? r : 0);
        CHECK(r >= 8 && r <= 13);
        CHECK(k >= 2 && k <= 3);
        CHECK_EQ(number(l, i, BM_SUGGEST_MINUTES), want);
        CHECK(want <= 200);
    }
    bm_suggestions_free(l);
    l = suggest("pairs=20,boards=24-28,minutes=60");
    CHECK_EQ(bm_suggestions_count(l), 0);
    bm_suggestions_free(l);
}

int main(void)
{
    RUN(test_clock_and_ranges());
    RUN(test_pairs_sweep());
    RUN(test_teams_and_individuals());
    RUN(test_constraints());
    RUN(test_orders());
    RUN(test_switched());
    RUN(test_options_text());
    RUN(test_json());
    RUN(test_alloc_failures());
    return test_report();
}
