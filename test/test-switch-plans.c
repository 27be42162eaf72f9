/* SPDX-License-Identifier: MIT */
/* Arrow-switch plans that are right at the table: in teams events every match stays
 * scoreable (both tables of a match switch the same boards) and a direction fault planted by
 * hand is caught by the match report; every plan is in its normal form (no switched play
 * that a flip changing nothing would remove) and counts only plays that happen; a level is
 * never worse than the levels it contains; movements the planner cannot plan honestly are
 * refused naming the rule they break; the planner's work and memory follow the real
 * movement; the options' text form is strict and re-parses. */
#include <bridgemove/bridgemove.h>

#include "plan-util.h"
#include "test.h"
#include "test-build.h"

static unsigned get(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

static unsigned set_size(const struct bm_movement *m, unsigned set)
{
    unsigned n = 0;
    bm_movement_set_size(&n, m, set);
    return n;
}

/* Whether the boards of a cell are played: both seats hold participants present that round
 * who are not phantoms throughout. */
static int cell_plays(const struct bm_movement *m, unsigned r, unsigned t)
{
    int active = 0;
    bm_movement_active(&active, m, r, t);
    unsigned ns = get(m, r, t, BM_FIELD_NS), ew = get(m, r, t, BM_FIELD_EW);
    if (!active || !get(m, r, t, BM_FIELD_SET) || !ns || !ew)
        return 0;
    unsigned from_ns, from_ew;
    int pns, pew;
    bm_movement_phantom(&from_ns, m, ns);
    bm_movement_phantom(&from_ew, m, ew);
    bm_movement_present(&pns, m, ns, r);
    bm_movement_present(&pew, m, ew, r);
    return from_ns != 1 && from_ew != 1 && pns && pew;
}

static int switched(const struct bm_movement *m, unsigned r, unsigned t, unsigned i)
{
    int sw = 0;
    bm_movement_switched(&sw, m, r, t, i);
    return sw;
}

static struct bm_switch_plan *plan_of(struct bm_movement **out, const struct bm_movement *m,
                                      const char *options, enum bm_status *status)
{
    struct bm_options *o = NULL;
    struct bm_switch_plan *p = NULL;
    enum bm_status st = bm_options_parse(&o, "switch", options);
    if (!st)
        st = bm_switch_plan_new(&p, out, m, o);
    bm_options_free(o);
    if (status)
        *status = st;
    return p;
}

static double fresh_sd(const struct bm_movement *m)
{
    struct bm_analysis *an;
    double v = -1;
    if (bm_analysis_new(&an, m) == BM_OK)
        bm_analysis_stat(&v, an, BM_STAT_SD);
    bm_analysis_free(an);
    return v;
}

static unsigned incomplete_matches(const struct bm_movement *m)
{
    struct bm_matches *mt = NULL;
    unsigned incomplete = 9999;
    if (bm_matches_new(&mt, m) == BM_OK)
        bm_matches_count(NULL, &incomplete, mt);
    bm_matches_free(mt);
    return incomplete;
}

/* ---- teams events: every plan keeps every match ---- */

static const char *const team_options[] = {
    "level=round,effort=300", "level=board,effort=300", "level=table,effort=300",
    "level=free,effort=300",  "preset=none",            "preset=last-round",
    "preset=stagger",         "preset=eighth"};

static void check_team_plans(const char *spec)
{
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    unsigned before = incomplete_matches(m);
    CHECK_EQ(before, 0);
    for (size_t i = 0; i < sizeof team_options / sizeof *team_options; i++) {
        test_context("%s %s", spec, team_options[i]);
        struct bm_movement *out = NULL;
        enum bm_status st;
        struct bm_switch_plan *p = plan_of(&out, m, team_options[i], &st);
        if (st == BM_EUNSUPPORTED && strstr(bm_last_error(), "preset=stagger") != NULL)
            continue; /* more boards per set than rounds */
        CHECK_EQ(st, BM_OK);
        if (!p)
            continue;
        CHECK_EQ(incomplete_matches(out), 0);
        CHECK_NEAR(plan_real(p, BM_SWITCH_SD), fresh_sd(out), 1e-9);
        char *text = NULL;
        CHECK_EQ(bm_switch_plan_report(&text, p, BM_FORM_TEXT), BM_OK);
        /* a plan that switches nothing says why in a teams event */
        if (strstr(team_options[i], "level=") && plan_number(p, BM_SWITCH_BOARDS_SWITCHED) == 0)
            CHECK(text && strstr(text, "a board switched at one table of a match only could "
                                       "not be scored") != NULL);
        if (plan_number(p, BM_SWITCH_BOARDS_SWITCHED) > 0)
            CHECK(text && strstr(text, "both tables of a match play the same boards "
                                       "switched") != NULL);
        bm_free(text);
        bm_switch_plan_free(p);
        bm_movement_free(out);
    }
    test_context_clear();
    bm_movement_free(m);
}

static void test_team_matches(void)
{
    char spec[64];
    for (unsigned t = 3; t <= 21; t += 2) {
        snprintf(spec, sizeof spec, "american:tables=%u", t);
        check_team_plans(spec);
    }
    check_team_plans("american:tables=9,boards=3");
    check_team_plans("american:tables=9,stanzas=4x3+4x2");
    for (unsigned n = 4; n <= 20; n++) {
        if (n % 2 || (n - 1) % 3 == 0)
            continue; /* the sizes Thurner movements exist for */
        snprintf(spec, sizeof spec, "thurner:teams=%u", n);
        check_team_plans(spec);
    }
}

/* A board switched at one table of a match only: the match report names it, and the command
 * line's exit status follows the incomplete count. */
static void test_direction_fault(void)
{
    struct bm_movement *m = build("american:tables=9,boards=3"), *out = NULL;
    struct bm_switch_plan *p = plan_of(&out, m, "level=free,effort=2000", NULL);
    CHECK(p && plan_number(p, BM_SWITCH_BOARDS_SWITCHED) > 0);
    unsigned fr = 0, ft = 0, board = 0, ns_team = 0;
    for (unsigned r = 1; out && r <= bm_movement_rounds(out) && !fr; r++)
        for (unsigned t = 1; t <= bm_movement_tables(out) && !fr; t++)
            if (cell_plays(out, r, t) && switched(out, r, t, 1)) {
                fr = r;
                ft = t;
            }
    CHECK(fr > 0);
    if (fr) {
        bm_movement_set_switched(out, fr, ft, 1, 0);
        bm_movement_board_number(&board, out, get(out, fr, ft, BM_FIELD_SET), 1);
        bm_movement_team(&ns_team, out, get(out, fr, ft, BM_FIELD_NS));
    }
    struct bm_matches *mt = NULL;
    CHECK_EQ(bm_matches_new(&mt, out), BM_OK);
    unsigned incomplete = 0;
    bm_matches_count(NULL, &incomplete, mt);
    CHECK_EQ(incomplete, 1);
    char *text = NULL, *json = NULL, want[128];
    CHECK_EQ(bm_matches_report(&text, mt, BM_FORM_TEXT), BM_OK);
    CHECK_EQ(bm_matches_report(&json, mt, BM_FORM_JSON), BM_OK);
    /* unswitched, the cell's NS team sits North-South at both tables of that board */
    snprintf(want, sizeof want, "; board %u: team %u sits North\xE2\x80\x93South at both tables",
             board, ns_team);
    CHECK(text && strstr(text, want) != NULL);
    snprintf(want, sizeof want, "\"direction_faults\": [[%u, %u]]", board, ns_team);
    CHECK(json && strstr(json, want) != NULL);
    CHECK(json && strstr(json, "\"direction_faults\": []") != NULL);
    bm_free(text);
    bm_free(json);
    bm_matches_free(mt);
    bm_switch_plan_free(p);
    bm_movement_free(out);
    bm_movement_free(m);
}

/* ---- normal form: no flip that changes nothing could remove a switched play ---- */

struct counts {
    unsigned long on, all;
};

static void add(struct counts *c, int on)
{
    c->on += on != 0;
    c->all++;
}

/* The level's at-most-half property, read from the switched movement. */
static void check_half(const struct bm_movement *m, const char *level)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    unsigned k = 1, boards = 0;
    for (unsigned s = 1; s <= S; s++) {
        k = set_size(m, s) > k ? set_size(m, s) : k;
        boards += set_size(m, s);
    }
    struct counts *round_of = calloc(R + 1, sizeof *round_of);
    struct counts *pos = calloc((size_t)(R + 1) * (k + 1), sizeof *pos);
    struct counts *set = calloc(S + 1, sizeof *set), *board = calloc(boards + 1, sizeof *board);
    unsigned long not_played = 0;
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            unsigned s = get(m, r, t, BM_FIELD_SET);
            int active = 0;
            bm_movement_active(&active, m, r, t);
            if (!active || !s)
                continue;
            for (unsigned i = 1; i <= set_size(m, s); i++) {
                int sw = switched(m, r, t, i);
                if (!cell_plays(m, r, t)) {
                    not_played += sw != 0;
                    continue;
                }
                unsigned b;
                bm_movement_board_number(&b, m, s, i);
                add(&round_of[r], sw);
                add(&pos[(size_t)r * (k + 1) + i], sw);
                add(&set[s], sw);
                add(&board[b], sw);
            }
        }
    CHECK_EQ(not_played, 0); /* only plays that happen are switched */
    if (strcmp(level, "round") == 0) {
        unsigned on = 0, rounds = 0;
        for (unsigned r = 1; r <= R; r++) {
            rounds += round_of[r].all > 0;
            on += round_of[r].on > 0;
        }
        CHECK(2 * on <= rounds);
    } else if (strcmp(level, "board") == 0) {
        for (unsigned i = 1; i <= k; i++) {
            unsigned on = 0, rounds = 0;
            for (unsigned r = 1; r <= R; r++) {
                rounds += pos[(size_t)r * (k + 1) + i].all > 0;
                on += pos[(size_t)r * (k + 1) + i].on > 0;
            }
            CHECK(2 * on <= rounds);
        }
    } else if (strcmp(level, "table") == 0) {
        for (unsigned s = 1; s <= S; s++)
            CHECK(2 * set[s].on <= set[s].all);
    } else {
        for (unsigned b = 1; b <= boards; b++)
            CHECK(2 * board[b].on <= board[b].all);
    }
    free(round_of);
    free(pos);
    free(set);
    free(board);
}

/* Every level's plan: in normal form, counting played boards, and never worse than the levels
 * it contains. */
static void check_levels(const char *spec)
{
    const char *levels[] = {"round", "board", "table", "free"};
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    double sd[4] = {0, 0, 0, 0};
    for (unsigned l = 0; l < 4; l++) {
        test_context("%s level=%s", spec, levels[l]);
        char options[64];
        snprintf(options, sizeof options, "level=%s,effort=1500", levels[l]);
        struct bm_movement *out = NULL;
        struct bm_switch_plan *p = plan_of(&out, m, options, NULL);
        CHECK(p != NULL);
        if (!p)
            continue;
        sd[l] = plan_real(p, BM_SWITCH_SD);
        CHECK_NEAR(sd[l], fresh_sd(out), 1e-9);
        check_half(out, levels[l]);
        /* the count is of switched plays that happen */
        unsigned long on = 0;
        for (unsigned r = 1; r <= bm_movement_rounds(out); r++)
            for (unsigned t = 1; t <= bm_movement_tables(out); t++)
                for (unsigned j = 1; cell_plays(out, r, t) &&
                                     j <= set_size(out, get(out, r, t, BM_FIELD_SET)); j++)
                    on += switched(out, r, t, j) != 0;
        CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), on);
        bm_switch_plan_free(p);
        bm_movement_free(out);
    }
    test_context("%s", spec);
    /* a level is never worse than the levels it contains */
    CHECK(sd[1] <= sd[0] + 1e-12); /* board <= round */
    CHECK(sd[2] <= sd[0] + 1e-12); /* table <= round */
    CHECK(sd[3] <= sd[1] + 1e-12); /* free <= board */
    CHECK(sd[3] <= sd[2] + 1e-12); /* free <= table */
    test_context_clear();
    bm_movement_free(m);
}

/* Mitchells (odd, relay, skip, with a phantom), Howells and Webs. */
static const char *const normal_specs[] = {
    "mitchell:tables=11,rounds=9,boards=3",             "mitchell:tables=17,boards=3",
    "mitchell:tables=21,boards=2",                      "mitchell:tables=8,variant=skip,boards=2",
    "mitchell:tables=7,boards=2,phantom=7ew",           "mitchell:tables=8,variant=relay,phantom=3@4",
    "howell:pairs=13",    "howell:tables=7",            "howell:tables=5,rounds=7",
    "web:tables=6,rounds=5,boards=3",                   "web:tables=11,rounds=5,boards=2",
    "web:tables=9,rounds=4,boards=2"};

/* The sizes swept by family: Mitchell 3..15 tables with 1..3 boards a round, relay 4..12,
 * Howell 2..8 tables with 1 and 2 boards, then the specs above. */
static void test_normal_form(void)
{
    char spec[64];
    for (unsigned t = 3; t <= 15; t += 2)
        for (unsigned k = 1; k <= 3; k++) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", t, k);
            check_levels(spec);
        }
    for (unsigned t = 4; t <= 12; t += 2) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=relay,boards=2", t);
        check_levels(spec);
    }
    for (unsigned t = 2; t <= 8; t++)
        for (unsigned k = 1; k <= 2; k++) {
            snprintf(spec, sizeof spec, "howell:tables=%u,boards=%u", t, k);
            check_levels(spec);
        }
    for (size_t i = 0; i < sizeof normal_specs / sizeof *normal_specs; i++)
        check_levels(normal_specs[i]);
}

/* The example: the round level switches round 8 alone (the same SD as rounds 1-7
 * and 9), 33 plays; a phantom's table takes no switch. */
static void test_one_round(void)
{
    struct bm_movement *m = build("mitchell:tables=11,rounds=9,boards=3");
    struct bm_switch_plan *p = plan_of(NULL, m, "level=round", NULL);
    CHECK(p && (int)plan_number(p, BM_SWITCH_PROVEN));
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 7.9411, 5e-5);
    CHECK_EQ((unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS), 1);
    CHECK_STR(bm_switch_plan_instruction(p, 1), "Round 8: every table plays all boards with the "
                                                "arrow switched (NS pairs sit East\xE2\x80\x93West)");
    CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), 33);
    bm_switch_plan_free(p);
    /* the phantom's table takes no switch: 6 plays a round, and its cells stay clear */
    bm_movement_free(m);
    m = build("mitchell:tables=7,phantom=7ew");
    struct bm_movement *out = NULL;
    p = plan_of(&out, m, "preset=last-round", NULL);
    char *text = NULL;
    CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), 6);
    CHECK_STR(bm_switch_plan_instruction(p, 1), "Round 7: every table plays all boards with the "
                                                "arrow switched (NS pairs sit East\xE2\x80\x93West)");
    CHECK_EQ(bm_switch_plan_report(&text, p, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "boards played switched: 6 of 42 played") != NULL);
    for (unsigned t = 1; out && t <= 7; t++)
        CHECK_EQ(switched(out, 7, t, 1), cell_plays(out, 7, t));
    bm_free(text);
    bm_switch_plan_free(p);
    bm_movement_free(out);
    bm_movement_free(m);
}

/* ---- refused movements ---- */

static void test_refused(void)
{
    enum bm_status st;
    struct bm_switch_plan *p;
    /* a pair at both seats (self-play): rule 1B */
    struct bm_movement *m = build("mitchell:tables=5");
    bm_movement_set_pairs(m, 1, 1, 1, 1, 1);
    p = plan_of(NULL, m, "preset=none", &st);
    CHECK(p == NULL);
    CHECK_EQ(st, BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "pair 1 sits at both seats of round 1, table 1: rule 1B fails") != NULL);
    bm_movement_free(m);
    /* a pair playing a set twice (here twice in one round): rules 1A and 2 */
    m = build("mitchell:tables=5");
    bm_movement_set(m, 2, 1, BM_FIELD_SET, 1);
    p = plan_of(NULL, m, "preset=none", &st);
    CHECK(p == NULL);
    CHECK_EQ(st, BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "pair 1 plays board 1 twice (round 1, table 1 and round 2, table 1): "
                      "rules 1A and 2 fail") != NULL);
    bm_movement_free(m);
    /* a pair at two tables of one round, so playing a set it meets again later */
    m = build("mitchell:tables=5");
    bm_movement_set_pairs(m, 1, 2, 1, 7, 2);
    p = plan_of(NULL, m, "level=free,effort=100", &st);
    CHECK_EQ(st, BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "rules 1A and 2 fail") != NULL);
    bm_movement_free(m);
    /* beyond the limits: refused at once, naming the limit */
    m = build("mitchell:tables=601");
    p = plan_of(NULL, m, "level=free,effort=0,time=1", &st);
    CHECK(p == NULL);
    CHECK_EQ(st, BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "too large to plan arrow switches: 108360300 pairs of plays") != NULL);
    CHECK(strstr(bm_last_error(), "at most 67108864") != NULL);
    bm_movement_free(m);
}

/* ---- work and memory follow the real movement ---- */

static void test_real_size(void)
{
    /* 16384 participants and sets declared, one cell played */
    static const char big[] = "{\"format\":\"bridgemove/1\",\"event\":\"pairs\",\"tables\":1,"
                              "\"rounds\":1,\"sets\":16384,\"participants\":16384,"
                              "\"grid\":[[{\"ns\":1,\"ew\":2,\"set\":1}]]}";
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, big, strlen(big), "json", NULL), BM_OK);
    const char *options[] = {"preset=none", "level=free,effort=1000", "level=board"};
    for (unsigned i = 0; m && i < 3; i++) {
        struct bm_switch_plan *p = plan_of(NULL, m, options[i], NULL);
        CHECK(p != NULL);
        CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 0.0, 1e-12);
        char *json = NULL;
        CHECK_EQ(bm_switch_plan_report(&json, p, BM_FORM_JSON), BM_OK);
        /* every pair of the 16384 counts, all with s = 0 */
        CHECK(json && strstr(json, "\"pairs_of_pairs\": 134209536") != NULL);
        CHECK(json && strstr(json, "\"distribution\": [[0, 134209536]]") != NULL);
        CHECK(json && strstr(json, "\"plays\": 1,") != NULL);
        bm_free(json);
        bm_switch_plan_free(p);
    }
    bm_movement_free(m);
    /* pairs who never play still count in the statistics, as in the analysis */
    static const char idle[] = "{\"format\":\"bridgemove/1\",\"event\":\"pairs\",\"tables\":3,"
                               "\"rounds\":3,\"sets\":3,\"participants\":9,\"grid\":["
                               "[{\"ns\":1,\"ew\":4,\"set\":1},{\"ns\":2,\"ew\":5,\"set\":2},"
                               "{\"ns\":3,\"ew\":6,\"set\":3}],"
                               "[{\"ns\":1,\"ew\":6,\"set\":2},{\"ns\":2,\"ew\":4,\"set\":3},"
                               "{\"ns\":3,\"ew\":5,\"set\":1}],"
                               "[{\"ns\":1,\"ew\":5,\"set\":3},{\"ns\":2,\"ew\":6,\"set\":1},"
                               "{\"ns\":3,\"ew\":4,\"set\":2}]]}";
    CHECK_EQ(bm_movement_read(&m, idle, strlen(idle), "json", NULL), BM_OK);
    struct bm_movement *out = NULL;
    struct bm_switch_plan *p = plan_of(&out, m, "level=free,effort=500", NULL);
    CHECK(p != NULL);
    CHECK_NEAR(plan_real(p, BM_SWITCH_START_SD), fresh_sd(m), 1e-12);
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), fresh_sd(out), 1e-12);
    bm_switch_plan_free(p);
    bm_movement_free(out);
    bm_movement_free(m);
}

/* A time cap stops the search (the call's time is reported by the benchmark, never
 * asserted here). */
static void test_time_cap(void)
{
    struct bm_movement *m = build("mitchell:tables=61,boards=2");
    const char *options[] = {"level=free,effort=1000000000,time=0.2",
                             "level=round,effort=1000000000,time=0.1"};
    for (unsigned i = 0; m && i < 2; i++) {
        struct bm_switch_plan *p = plan_of(NULL, m, options[i], NULL);
        CHECK(p && (int)plan_number(p, BM_SWITCH_STOPPED_EARLY));
        CHECK(p && plan_real(p, BM_SWITCH_SD) <= plan_real(p, BM_SWITCH_START_SD));
        bm_switch_plan_free(p);
    }
    bm_movement_free(m);
}

/* ---- options: strict decimal numbers, each key once, every accepted value re-parses ---- */

static void test_options_text(void)
{
    struct bm_options *o = (void *)1;
    CHECK_EQ(bm_options_parse(&o, "switch", "level=free,level=round"), BM_EPARSE);
    CHECK(o == NULL);
    CHECK_STR(bm_last_error(), "column 12: key 'level' given twice");
    CHECK_EQ(bm_options_parse(&o, "switch", "seed=1,time=2, seed=1"), BM_EPARSE);
    const char *bad[] = {"time=0x10", "time=1e3", "time=+1", "time=1.0000001", "time=.",
                         "seed=0x10", "seed=+3", "seed= 3x", "effort=1e6", "effort=-0",
                         "time=inf"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        test_context("%s", bad[i]);
        CHECK_EQ(bm_options_parse(&o, "switch", bad[i]), BM_EPARSE);
        CHECK(o == NULL);
    }
    test_context_clear();
    /* a number beyond the bounds is out of range, not malformed */
    CHECK_EQ(bm_options_parse(&o, "switch", "time=1000000.5"), BM_ERANGE);
    CHECK_EQ(bm_options_parse(&o, "switch", "time=0x10"), BM_EPARSE);
    CHECK_STR(bm_last_error(), "column 1: time=0x10: expected seconds as a decimal number from 0 "
                               "(no cap) to 1000000, with at most 6 decimals");
    /* every value the setter accepts prints back and re-parses to the same text */
    const char *keys[] = {"level", "level", "level", "level", "preset", "preset", "preset",
                          "preset", "preset", "preset", "seed", "seed", "seed", "effort",
                          "effort", "effort", "time", "time", "time", "time", "time", "time",
                          "time", "time"};
    const char *values[] = {"round", "board", "table", "free", "none", "last-round", "stagger",
                            "eighth", "optimise", "none", "0", "007",
                            "18446744073709551615", "auto", "0", "1000000000000", "0", "0.5",
                            ".25", "1.000001", "12.340", "1000000", "0.000001", "3."};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
        test_context("%s=%s", keys[i], values[i]);
        struct bm_options *a = NULL, *b = NULL;
        char *s1 = NULL, *s2 = NULL;
        CHECK_EQ(bm_options_new(&a, "switch"), BM_OK);
        CHECK_EQ(bm_options_set(a, keys[i], values[i]), BM_OK);
        CHECK_EQ(bm_options_to_string(&s1, a), BM_OK);
        CHECK_EQ(bm_options_parse(&b, "switch", s1 ? s1 : ""), BM_OK);
        CHECK_EQ(bm_options_to_string(&s2, b), BM_OK);
        CHECK(s1 && s2 && strcmp(s1, s2) == 0);
        bm_free(s1);
        bm_free(s2);
        bm_options_free(a);
        bm_options_free(b);
    }
    test_context_clear();
    struct bm_options *a = NULL;
    char *s = NULL;
    CHECK_EQ(bm_options_parse(&a, "switch", "time=12.340,seed=007"), BM_OK);
    CHECK_EQ(bm_options_to_string(&s, a), BM_OK);
    CHECK_STR(s, "switch:seed=7,time=12.340"); /* an integer loses its leading zeros */
    bm_free(s);
    bm_options_free(a);
}

int main(void)
{
    RUN(test_team_matches());
    RUN(test_direction_fault());
    RUN(test_normal_form());
    RUN(test_one_round());
    RUN(test_refused());
    RUN(test_real_size());
    RUN(test_time_cap());
    RUN(test_options_text());
    return test_report();
}
