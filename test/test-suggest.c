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

/* A teams movement's fewest opponents met, counted here from the public grid: the teams of
 * the two pairs at each played table meet (a phantom pair's team is nobody). */
static unsigned teams_met(const struct bm_movement *m)
{
    uint32_t teams = bm_movement_teams(m), least = ~0u;
    unsigned char met[65][65] = {{0}}, real[65] = {0};
    if (teams > 64)
        return ~0u;
    for (uint32_t p = 1; p <= bm_movement_participants(m); p++) {
        uint32_t team = 0, gone = 0;
        CHECK_EQ(bm_movement_team(&team, m, p), BM_OK);
        CHECK_EQ(bm_movement_phantom(&gone, m, p), BM_OK);
        real[team] |= gone != 1;
    }
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++)
        for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
            uint32_t ns = 0, ew = 0, a = 0, b = 0;
            int32_t active = 0;
            CHECK_EQ(bm_movement_active(&active, m, r, t), BM_OK);
            CHECK_EQ(bm_movement_get(&ns, m, r, t, BM_FIELD_NS), BM_OK);
            CHECK_EQ(bm_movement_get(&ew, m, r, t, BM_FIELD_EW), BM_OK);
            if (!active || !ns || !ew)
                continue;
            CHECK_EQ(bm_movement_team(&a, m, ns), BM_OK);
            CHECK_EQ(bm_movement_team(&b, m, ew), BM_OK);
            met[a][b] = met[b][a] = a != b && real[a] && real[b];
        }
    for (uint32_t a = 1; a <= teams; a++) {
        uint32_t k = 0;
        for (uint32_t b = 1; b <= teams; b++)
            k += met[a][b];
        if (real[a] && k < least)
            least = k;
    }
    return least;
}

/* Whether the table plays in round r: active, a set, every seat taken by someone present. */
static int played_cell(const struct bm_movement *m, uint32_t r, uint32_t t)
{
    static const enum bm_field pairs[] = {BM_FIELD_NS, BM_FIELD_EW};
    static const enum bm_field players[] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                            BM_FIELD_WEST};
    int individual = bm_movement_event(m) == BM_EVENT_INDIVIDUAL;
    int32_t active = 0;
    uint32_t set = 0;
    bm_movement_active(&active, m, r, t);
    bm_movement_get(&set, m, r, t, BM_FIELD_SET);
    if (!active || !set)
        return 0;
    for (size_t k = 0; k < (individual ? 4u : 2u); k++) {
        uint32_t p = 0;
        int32_t present = 0;
        bm_movement_get(&p, m, r, t, individual ? players[k] : pairs[k]);
        if (!p || bm_movement_present(&present, m, p, r) != BM_OK || !present)
            return 0;
    }
    return 1;
}

/* Tables that share a copy of a set with another table in some round, counted here. */
static unsigned shared_tables(const struct bm_movement *m)
{
    uint32_t T = bm_movement_tables(m);
    unsigned char *sharing = calloc((size_t)T + 1, 1);
    unsigned n = 0;
    for (uint32_t r = 1; sharing && r <= bm_movement_rounds(m); r++)
        for (uint32_t a = 1; a <= T; a++)
            for (uint32_t b = 1; b <= T; b++) {
                uint32_t sa = 0, sb = 0, ca = 0, cb = 0;
                int32_t x = 0, y = 0;
                bm_movement_active(&x, m, r, a);
                bm_movement_active(&y, m, r, b);
                bm_movement_get(&sa, m, r, a, BM_FIELD_SET);
                bm_movement_get(&sb, m, r, b, BM_FIELD_SET);
                bm_movement_get(&ca, m, r, a, BM_FIELD_COPY);
                bm_movement_get(&cb, m, r, b, BM_FIELD_COPY);
                if (a != b && x && y && sa && sa == sb && ca == cb && played_cell(m, r, a) &&
                    played_cell(m, r, b))
                    sharing[a] = 1;
            }
    for (uint32_t t = 1; sharing && t <= T; t++)
        n += sharing[t];
    free(sharing);
    return n;
}

/* The seats of a cell, from the public grid: NS and EW for pairs, N E S W for an individual
 * (the sides: even against odd, so N and S face E and W); how many. */
static unsigned cell_seats(uint32_t *seat, const struct bm_movement *m, uint32_t r, uint32_t t)
{
    static const enum bm_field pairs[] = {BM_FIELD_NS, BM_FIELD_EW};
    static const enum bm_field players[] = {BM_FIELD_NORTH, BM_FIELD_EAST, BM_FIELD_SOUTH,
                                            BM_FIELD_WEST};
    int individual = bm_movement_event(m) == BM_EVENT_INDIVIDUAL;
    unsigned n = individual ? 4u : 2u;
    for (unsigned k = 0; k < n; k++)
        CHECK_EQ(bm_movement_get(&seat[k], m, r, t, individual ? players[k] : pairs[k]), BM_OK);
    return n;
}

/* Counted here from the public grid, for pairs and players: the most rounds a real
 * participant sits out, the participants who keep one seat (table and place) in every round
 * they play, and the fewest others of the field any real participant meets across a table. */
struct grid_counts {
    unsigned sit_outs, stationary, met;
};

static struct grid_counts count_grid(const struct bm_movement *m)
{
    uint32_t n = bm_movement_participants(m), R = bm_movement_rounds(m);
    struct grid_counts g = {0, 0, ~0u};
    unsigned *rounds = calloc((size_t)n + 1, sizeof *rounds), *seat = calloc((size_t)n + 1,
                                                                           sizeof *seat);
    unsigned char *met = calloc(((size_t)n + 1) * (n + 1), 1), *real = calloc((size_t)n + 1, 1);
    for (uint32_t p = 1; met && real && p <= n; p++) {
        uint32_t gone = 0;
        CHECK_EQ(bm_movement_phantom(&gone, m, p), BM_OK);
        real[p] = gone != 1;
    }
    for (uint32_t r = 1; rounds && seat && met && real && r <= R; r++)
        for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
            uint32_t x[4] = {0};
            if (!played_cell(m, r, t))
                continue;
            unsigned k = cell_seats(x, m, r, t);
            for (unsigned a = 0; a < k; a++) {
                unsigned here = t * 4 + a;
                seat[x[a]] = rounds[x[a]] == 0 || seat[x[a]] == here ? here : ~0u;
                rounds[x[a]]++;
                for (unsigned b = 0; b < k; b++)
                    if ((a ^ b) & 1)
                        met[(size_t)x[a] * (n + 1) + x[b]] = 1;
            }
        }
    for (uint32_t p = 1; rounds && seat && met && real && p <= n; p++) {
        if (!real[p])
            continue;
        unsigned others = 0;
        for (uint32_t q = 1; q <= n; q++)
            others += q != p && real[q] && met[(size_t)p * (n + 1) + q];
        g.sit_outs = R - rounds[p] > g.sit_outs ? R - rounds[p] : g.sit_outs;
        g.stationary += rounds[p] > 1 && seat[p] != ~0u;
        g.met = others < g.met ? others : g.met;
    }
    CHECK(rounds && seat && met && real);
    free(rounds);
    free(seat);
    free(met);
    free(real);
    return g;
}

/* The session clock with the default rates (doc/choosing.md): 6.5 minutes a board, 1 a
 * change, 0.5 a round for stands or sharing, and 1 a change times the share of the field told
 * its move one by one. That share is test suggest-moves' to check: here it is 0 for teams,
 * 1 for an individual's players and between 0 and 1 for pairs, so the minutes lie in
 * [*lo, *hi]. */
static void clock_minutes(unsigned *lo, unsigned *hi, const struct bm_movement *m,
                          unsigned per_round)
{
    uint32_t R = bm_movement_rounds(m);
    enum bm_event e = bm_movement_event(m);
    unsigned long tenths = 65ul * R * per_round + 10ul * (R - 1);
    if (bm_movement_stands(m) || (e != BM_EVENT_TEAMS && shared_tables(m)))
        tenths += 5ul * R;
    unsigned long most = e == BM_EVENT_TEAMS ? 0 : 10ul * (R - 1);
    *lo = (unsigned)((tenths + (e == BM_EVENT_INDIVIDUAL ? most : 0) + 5) / 10);
    *hi = (unsigned)((tenths + most + 5) / 10);
}

/* The value of key in spec ("family:key=value,..."), 0 when the spec leaves it out. */
static unsigned spec_key(const char *spec, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = strchr(spec, ':'); p && *p; p = strchr(p + 1, ','))
        if (strncmp(p + 1, key, n) == 0 && p[1 + n] == '=')
            return (unsigned)strtoul(p + 2 + n, NULL, 10);
    return 0;
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
    unsigned per_round = 0, copies = 0;
    for (uint32_t s = 1; s <= bm_movement_sets(m); s++) {
        uint32_t size = 0, cases = 0;
        CHECK_EQ(bm_movement_set_size(&size, m, s), BM_OK);
        CHECK_EQ(bm_movement_set_copies(&cases, m, s), BM_OK);
        per_round = size > per_round ? size : per_round;
        copies = cases > copies ? cases : copies;
    }
    CHECK_EQ(number(l, i, BM_SUGGEST_BOARDS_PER_ROUND), per_round);
    if (spec_key(spec, "rounds") && spec_key(spec, "boards")) { /* trusted before building */
        CHECK_EQ(bm_movement_rounds(m), spec_key(spec, "rounds"));
        CHECK_EQ(per_round, spec_key(spec, "boards"));
    }
    CHECK_EQ(number(l, i, BM_SUGGEST_COPIES), copies);
    if (bm_movement_event(m) != BM_EVENT_TEAMS)
        CHECK_EQ(number(l, i, BM_SUGGEST_SHARED_TABLES), shared_tables(m));
    unsigned fast = 0, slow = 0, minutes = number(l, i, BM_SUGGEST_MINUTES);
    clock_minutes(&fast, &slow, m, per_round);
    CHECK(minutes >= fast && minutes <= slow);
    if (bm_movement_teams(m)) {
        CHECK_EQ(number(l, i, BM_SUGGEST_OPPONENTS_MET), teams_met(m));
    } else {
        struct grid_counts g = count_grid(m);
        CHECK_EQ(number(l, i, BM_SUGGEST_SIT_OUTS), g.sit_outs);
        CHECK_EQ(number(l, i, BM_SUGGEST_STATIONARY), g.stationary);
        CHECK_EQ(number(l, i, BM_SUGGEST_OPPONENTS_MET), g.met);
    }
    int one = -1;
    double apples = -1;
    CHECK_EQ(bm_analysis_flag(&one, an, BM_FLAG_ONE_WINNER), BM_OK);
    CHECK_EQ((unsigned)one, number(l, i, BM_SUGGEST_ONE_WINNER));
    CHECK_EQ(bm_analysis_stat(&apples, an, BM_STAT_APPLES_ORANGES), BM_OK);
    CHECK_NEAR(real(l, i, BM_SUGGEST_APPLES_ORANGES), apples, 1e-9);
    bm_analysis_free(an);
    bm_movement_free(m);
    if (*text_of(l, i, BM_SUGGEST_SWITCH_PLAN))
        verify_switched(l, i);
}

/* The session lengths the sweeps verify every candidate at: a short, a usual, a long and a
 * very long evening. */
static const struct {
    unsigned lo, hi;
} lengths[] = {{18, 20}, {24, 27}, {28, 30}, {32, 36}};

#define LENGTHS (sizeof lengths / sizeof *lengths)

/* Candidates for text, each verified for lo..hi; whether there is one. */
static int verify_all(const char *text, unsigned lo, unsigned hi)
{
    struct bm_suggestions *l = suggest(text);
    test_context("%s", text);
    uint32_t n = bm_suggestions_count(l);
    for (uint32_t i = 1; i <= n; i++)
        verify(l, i, lo, hi);
    bm_suggestions_free(l);
    return n >= 1;
}

/* Pairs 4..60: at least one candidate for the usual session lengths, and every candidate
 * verified for the widest range. */
static void test_pairs_sweep(void)
{
    static const struct {
        unsigned lo, hi;
    } ranges[] = {{18, 30}, {24, 28}, {20, 24}, {26, 30}};
    for (unsigned p = 4; p <= 60; p++) {
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
}

/* The four lengths: pairs 4..60 and players 8..28, every candidate verified; teams 3..24, at
 * least one candidate (a round robin cut short, a Stagger's first phase or a Thurner where no
 * complete movement fits), each verified. Run apart (`test-suggest lengths`, the test
 * suggest-lengths) so that each half keeps within the time a sanitizer build allows. */
static void test_lengths(void)
{
    char text[64];
    for (size_t r = 0; r < LENGTHS; r++) {
        for (unsigned p = 4; p <= 60; p++) {
            snprintf(text, sizeof text, "pairs=%u,boards=%u-%u", p, lengths[r].lo, lengths[r].hi);
            verify_all(text, lengths[r].lo, lengths[r].hi);
        }
        for (unsigned t = 3; t <= 24; t++) {
            snprintf(text, sizeof text, "teams=%u,boards=%u-%u", t, lengths[r].lo, lengths[r].hi);
            CHECK(verify_all(text, lengths[r].lo, lengths[r].hi));
        }
        for (unsigned v = 8; v <= 28; v++) {
            snprintf(text, sizeof text, "players=%u,boards=%u-%u", v, lengths[r].lo, lengths[r].hi);
            verify_all(text, lengths[r].lo, lengths[r].hi);
        }
    }
}

/* Teams 3..24 for 18-30 boards and players 8..28 for 14-32: at least one candidate, each
 * verified. */
static void test_teams_and_individuals(void)
{
    for (unsigned t = 3; t <= 24; t++) {
        char text[64];
        snprintf(text, sizeof text, "teams=%u,boards=18-30", t);
        CHECK(verify_all(text, 18, 30));
    }
    for (unsigned players = 8; players <= 28; players++) {
        char text[64];
        snprintf(text, sizeof text, "players=%u,boards=14-32", players);
        CHECK(verify_all(text, 14, 32));
    }
}

/* Teams: opponents met and boards to prepare in JSON and words; the balance figure only with
 * its meaning for teams (scored across the field), never judged as for pairs; a complete
 * American Whist on one copy ranks above every movement needing four copies. */
static void test_teams_words(void)
{
    for (unsigned t = 5; t <= 15; t++) {
        char text[64];
        snprintf(text, sizeof text, "teams=%u,boards=24-28", t);
        test_context("%s", text);
        struct bm_suggestions *l = suggest(text);
        char *json = NULL, *words = NULL;
        CHECK_EQ(bm_suggestions_report(&json, l, BM_FORM_JSON), BM_OK);
        CHECK_EQ(bm_suggestions_report(&words, l, BM_FORM_TEXT), BM_OK);
        if (bm_suggestions_count(l)) {
            CHECK(json && strstr(json, "\"opponents_met\": ") && strstr(json, "\"opponents\": "));
            CHECK(words && strstr(words, "   opponents: ") && strstr(words, "boards to prepare"));
            CHECK(words && strstr(words, "balance across the field, for Butler or cross-IMP"));
        }
        CHECK(words && !strstr(words, "uneven") && !strstr(words, "well balanced") &&
              !strstr(words, "as fair as it gets") && !strstr(words, "(fair;"));
        uint32_t whist = 0, four = 0;
        for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
            const char *spec = text_of(l, i, BM_SUGGEST_SPEC);
            if (!whist && strncmp(spec, "american:", 9) == 0 &&
                number(l, i, BM_SUGGEST_OPPONENTS_MET) == t - 1 &&
                number(l, i, BM_SUGGEST_COPIES) == 1)
                whist = i;
            if (!four && number(l, i, BM_SUGGEST_COPIES) >= 4)
                four = i;
        }
        if (whist && four)
            CHECK(whist < four);
        bm_free(json);
        bm_free(words);
        bm_suggestions_free(l);
    }
    struct bm_suggestions *l = suggest("teams=9,boards=24-28");
    CHECK(bm_suggestions_count(l) >= 1);
    CHECK_STR(text_of(l, 1, BM_SUGGEST_SPEC), "american:tables=9,stanzas=8x3");
    CHECK_EQ(number(l, 1, BM_SUGGEST_OPPONENTS_MET), 8);
    bm_suggestions_free(l);
}

/* Partial individuals are offered (14 players: the 7-round part of the whist movement). */
static void test_partial_individuals(void)
{
    struct bm_suggestions *l = suggest("players=14");
    size_t partial = 0;
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
        partial += strstr(text_of(l, i, BM_SUGGEST_SPEC), "rounds=7,") != NULL &&
                   number(l, i, BM_SUGGEST_ROUNDS) == 7;
    CHECK(partial >= 1);
    bm_suggestions_free(l);
}

/* copies=1 finds a movement wherever the list without it holds one on a single copy: pairs,
 * teams and players (the Rainbow individual, its boards staying at their tables). */
static void test_one_copy(void)
{
    static const char *const fields[] = {"pairs=9", "pairs=22", "pairs=40", "teams=6",
                                         "teams=9", "teams=13", "players=12", "players=16",
                                         "players=20", "players=28"};
    for (size_t f = 0; f < sizeof fields / sizeof *fields; f++) {
        char text[96];
        snprintf(text, sizeof text, "%s,boards=18-30", fields[f]);
        test_context("%s", text);
        struct bm_suggestions *all = suggest(text);
        size_t single = 0;
        for (uint32_t i = 1; i <= bm_suggestions_count(all); i++)
            single += number(all, i, BM_SUGGEST_COPIES) == 1;
        snprintf(text, sizeof text, "%s,boards=18-30,copies=1", fields[f]);
        struct bm_suggestions *one = suggest(text);
        CHECK_EQ(bm_suggestions_count(one), single);
        for (uint32_t i = 1; i <= bm_suggestions_count(one); i++)
            CHECK_EQ(number(one, i, BM_SUGGEST_COPIES), 1);
        bm_suggestions_free(all);
        bm_suggestions_free(one);
    }
    struct bm_suggestions *l = suggest("players=20,copies=1");
    CHECK(bm_suggestions_count(l) >= 1);
    bm_suggestions_free(l);
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
        CHECK(want <= 200 + 2); /* the tolerance of minutes= */
    }
    bm_suggestions_free(l);
    l = suggest("pairs=20,boards=24-28,minutes=60");
    CHECK_EQ(bm_suggestions_count(l), 0);
    bm_suggestions_free(l);
}

/* minutes=N admits a movement the clock puts up to 2 minutes over N (doc/choosing.md): 7 pairs
 * in 150 minutes get the 7-round Howell of 3 boards (151 minutes), and nothing listed runs
 * longer than 152. */
static void test_minutes_tolerance(void)
{
    struct bm_suggestions *l = suggest("pairs=7,minutes=150");
    int howell = 0;
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
        CHECK(number(l, i, BM_SUGGEST_MINUTES) <= 152);
        howell |= strcmp(text_of(l, i, BM_SUGGEST_SPEC), "howell:pairs=7,boards=3") == 0;
    }
    CHECK(howell);
    bm_suggestions_free(l);
    for (unsigned p = 4; p <= 40; p++) {
        char text[64];
        snprintf(text, sizeof text, "pairs=%u,minutes=150", p);
        test_context("%s", text);
        l = suggest(text);
        for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
            CHECK(number(l, i, BM_SUGGEST_MINUTES) <= 152);
        bm_suggestions_free(l);
    }
}

/* Partial individuals down to a club evening's 7 rounds where half the rounds is more (the
 * default layout, up to 40 players): every field of 4m or 4m + 1 players from 8 to 40 finds a
 * movement in 2½ to 4 hours (before, 40 players had only parts of 20 rounds or more, and
 * nothing fit 150 minutes), and what is listed builds, plays and has the figures printed. */
static void test_short_individuals(void)
{
    static const unsigned sessions[] = {150, 180, 210, 240};
    for (unsigned v = 8; v <= 40; v++)
        for (size_t k = 0; k < sizeof sessions / sizeof *sessions && v % 4 <= 1; k++) {
            char text[64];
            snprintf(text, sizeof text, "players=%u,minutes=%u", v, sessions[k]);
            test_context("%s", text);
            struct bm_suggestions *l = suggest(text);
            CHECK(bm_suggestions_count(l) >= 1);
            bm_suggestions_free(l);
        }
    struct bm_suggestions *l = suggest("players=40,minutes=150");
    int short_part = 0;
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++) {
        verify(l, i, 18, 30);
        short_part |= number(l, i, BM_SUGGEST_ROUNDS) < 20;
    }
    CHECK(short_part);
    bm_suggestions_free(l);
    /* a part of as few rounds as the Rainbow's tables builds the Rainbow: offered by its name */
    l = suggest("players=28,boards=14-40");
    int rainbow = 0;
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
        rainbow |= strstr(text_of(l, i, BM_SUGGEST_SPEC), "layout=rainbow") != NULL;
    CHECK(rainbow);
    bm_suggestions_free(l);
}

/* Between the most rounds and the fewest a request's boards allow, the families also offer the
 * 13 rounds clubs stop at: every Mitchell field of 14 tables or more asked for 18-30 boards
 * lists a Mitchell of 13 rounds of 2 (a 16-table one was offered only 15 and 9 rounds). */
static void test_habit_cut(void)
{
    for (unsigned p = 27; p <= 60; p++) {
        char text[64];
        snprintf(text, sizeof text, "pairs=%u,boards=18-30", p);
        test_context("%s", text);
        struct bm_suggestions *l = suggest(text);
        int cut = 0;
        for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
            cut |= strncmp(text_of(l, i, BM_SUGGEST_SPEC), "mitchell:", 9) == 0 &&
                   number(l, i, BM_SUGGEST_ROUNDS) == 13 &&
                   number(l, i, BM_SUGGEST_BOARDS_PER_ROUND) == 2;
        CHECK(cut);
        bm_suggestions_free(l);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "lengths") == 0) {
        RUN(test_lengths());
        return test_report();
    }
    RUN(test_clock_and_ranges());
    RUN(test_pairs_sweep());
    RUN(test_teams_and_individuals());
    RUN(test_constraints());
    RUN(test_teams_words());
    RUN(test_partial_individuals());
    RUN(test_one_copy());
    RUN(test_orders());
    RUN(test_switched());
    RUN(test_minutes_tolerance());
    RUN(test_short_individuals());
    RUN(test_habit_cut());
    RUN(test_options_text());
    RUN(test_json());
    RUN(test_alloc_failures());
    return test_report();
}
