/* SPDX-License-Identifier: MIT */
/* Individual movements: every whist tournament v = 8..64 (partners once, opponents twice,
 * everyone seated every round but the one sit-out), the French club guide's forms and their
 * board schedules, the individual-8 reference cell by cell, the published sheets the balanced
 * and Rainbow forms are measured against, bad input, allocation failures. (Every size and
 * number of rounds: test-individual-sweep.c.) */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>

#define BM_FAULT_INJECTION 1
#include "data/individual-data.h"
#include "individual-util.h"
#include "model/model.h"
#include "util/alloc.h"

static unsigned get(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* Partner and opponent counts of every pair; seating of every round. Returns 1 if a Wh(v). */
static int whist_ok(const struct bm_movement *m, unsigned v)
{
    unsigned partner[65][65] = {{0}}, opponent[65][65] = {{0}};
    unsigned T = bm_movement_tables(m), R = bm_movement_rounds(m);
    int ok = T == v / 4 && R == (v % 4 ? v : v - 1) && bm_movement_participants(m) == v;
    for (unsigned r = 1; ok && r <= R; r++) {
        unsigned seen[65] = {0}, seated = 0;
        for (unsigned t = 1; t <= T; t++) {
            unsigned s[4];
            for (unsigned k = 0; k < 4; k++) {
                s[k] = get(m, r, t, (enum bm_field)(BM_FIELD_NORTH + k));
                if (s[k] < 1 || s[k] > v || seen[s[k]]++)
                    return 0;
                seated++;
            }
            partner[s[0]][s[1]]++, partner[s[1]][s[0]]++;
            partner[s[2]][s[3]]++, partner[s[3]][s[2]]++;
            for (unsigned i = 0; i < 2; i++)
                for (unsigned j = 2; j < 4; j++)
                    opponent[s[i]][s[j]]++, opponent[s[j]][s[i]]++;
        }
        ok = seated == v - v % 4;
    }
    for (unsigned i = 1; ok && i <= v; i++)
        for (unsigned j = i + 1; ok && j <= v; j++)
            ok = partner[i][j] == 1 && opponent[i][j] == 2;
    return ok;
}

/* Whether anybody plays a board twice; *boards receives the boards player 1 plays. */
static int board_twice(const struct bm_movement *m, unsigned *boards)
{
    static unsigned char seen[65][1024];
    memset(seen, 0, sizeof seen);
    int twice = 0;
    *boards = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned set = get(m, r, t, BM_FIELD_SET), size, first;
            bm_movement_set_size(&size, m, set);
            bm_movement_board_number(&first, m, set, 1);
            for (unsigned k = 0; k < 4; k++) {
                unsigned p = get(m, r, t, (enum bm_field)(BM_FIELD_NORTH + k));
                for (unsigned i = 0; i < size; i++)
                    twice |= seen[p][first + i]++ != 0;
                if (p == 1)
                    *boards += size;
            }
        }
    return twice;
}

static void test_whist_sweep(void)
{
    for (unsigned v = 8; v <= 64; v++) {
        if (v % 4 > 1)
            continue;
        char spec[64];
        struct bm_movement *m = NULL;
        snprintf(spec, sizeof spec, "individual:players=%u,layout=whist", v);
        test_context("%s", spec);
        /* every size builds: a construction or a shipped search result (lib/data/whist-data.c) */
        enum bm_status st = bm_build_string(&m, spec);
        if (st != BM_OK)
            fprintf(stderr, "Wh(%u): %s\n", v, bm_last_error());
        CHECK_EQ(st, BM_OK);
        if (!m)
            continue;
        int ok = whist_ok(m, v);
        if (!ok)
            fprintf(stderr, "Wh(%u) fails\n", v);
        CHECK(ok);
        unsigned boards;
        CHECK(!board_twice(m, &boards));
        CHECK_EQ(boards, v % 4 ? v - 1 : v - 1); /* one board a round, one round out (v = 1 mod 4) */
        CHECK_EQ(bm_movement_event(m), BM_EVENT_INDIVIDUAL);
        /* the analysis sees the same tournament: partners on one board, opponents on two */
        struct bm_analysis *an = NULL;
        CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
        int counts_ok = an != NULL;
        for (unsigned i = 1; counts_ok && i <= v; i++)
            for (unsigned j = i + 1; counts_ok && j <= v; j++) {
                int64_t partners = 0, against = 0;
                bm_analysis_entry(&partners, an, BM_MATRIX_PARTNERS, i, j);
                bm_analysis_entry(&against, an, BM_MATRIX_A, i, j);
                counts_ok = partners == 1 && against == 2;
            }
        CHECK(counts_ok);
        double lo = 0, hi = 0;
        bm_analysis_stat(&lo, an, BM_STAT_MIN);
        bm_analysis_stat(&hi, an, BM_STAT_MAX);
        /* every pair of players competes equally where the balanced orientation allows it */
        if (v == 8 || v == 9 || v == 13 || v == 16 || v == 29 || v == 37 || v == 49 || v == 53 ||
            v == 61)
            CHECK(lo == hi);
        bm_analysis_free(an);
        /* every table plays the round's set, each on its own copy */
        for (unsigned t = 1; t <= v / 4; t++) {
            CHECK_EQ(get(m, 2, t, BM_FIELD_SET), 2);
            CHECK_EQ(get(m, 2, t, BM_FIELD_COPY), t);
        }
        bm_movement_free(m);
    }
}

/* The reference movement, read with the library's JSON reader. */
static struct bm_movement *read_reference(const char *path)
{
    size_t len = 0;
    char *text = test_slurp(path, &len);
    struct bm_movement *ref = NULL;
    if (text)
        bm_movement_read(&ref, text, len, "json", NULL);
    free(text);
    return ref;
}

static void test_individual_8_reference(void)
{
    struct bm_movement *m, *ref = read_reference(BM_TEST_DATA "/reference/individual-8.json");
    CHECK(ref != NULL);
    CHECK_EQ(bm_build_string(&m, "individual:players=8,layout=french"), BM_OK);
    CHECK_EQ(bm_movement_rounds(m), 7);
    CHECK_EQ(bm_movement_tables(m), 2);
    CHECK_EQ(bm_movement_boards_per_set(m), 4);
    CHECK_EQ(bm_movement_boards(m), 28);
    CHECK_EQ(bm_movement_boards_per_set(ref), 4);
    CHECK_EQ(bm_movement_sets(m), bm_movement_sets(ref));
    for (unsigned r = 1; r <= 7 && ref; r++)
        for (unsigned t = 1; t <= 2; t++)
            for (unsigned f = BM_FIELD_NORTH; f <= BM_FIELD_FIRST; f++)
                CHECK_EQ(get(m, r, t, (enum bm_field)f), get(ref, r, t, (enum bm_field)f));
    CHECK_STR(bm_movement_name(m), bm_movement_name(ref));
    int equal = 0; /* the whole model: grid, sets, name */
    CHECK_EQ(bm_movement_equal(&equal, m, ref), BM_OK);
    CHECK(equal);
    bm_movement_free(ref);
    CHECK_STR(bm_movement_name(m), "Individual, 8 players, 2 tables, 7 rounds (French club guide)");
    bm_movement_free(m);
    /* the default layout seats the same players (the text's starter) on duplicated boards */
    m = build("individual:players=8");
    CHECK_EQ(get(m, 4, 1, BM_FIELD_EAST), 7);
    CHECK_EQ(get(m, 4, 2, BM_FIELD_COPY), 2);
    bm_movement_free(m);
}

static void test_french_forms(void)
{
    struct bm_movement *m;
    unsigned boards;
    /* 9 players: nine rounds, one out, 27 boards in threes, both tables share the set */
    CHECK_EQ(bm_build_string(&m, "individual:players=9,layout=french"), BM_OK);
    CHECK(whist_ok(m, 9));
    CHECK_EQ(bm_movement_boards(m), 27);
    CHECK(!board_twice(m, &boards));
    CHECK_EQ(boards, 24);
    CHECK_EQ(get(m, 5, 2, BM_FIELD_SET), 5);
    CHECK_EQ(get(m, 5, 2, BM_FIELD_COPY), 1);
    bm_movement_free(m);

    /* 12 players: the text's rounds 6 and 10, three boards by circular permutation */
    CHECK_EQ(bm_build_string(&m, "individual:players=12,layout=french"), BM_OK);
    CHECK(whist_ok(m, 12));
    CHECK_EQ(bm_movement_boards(m), 33);
    const unsigned r6[12] = {12, 6, 11, 2, 7, 3, 4, 1, 9, 8, 10, 5};
    const unsigned r10[12] = {12, 10, 4, 6, 11, 7, 8, 5, 2, 1, 3, 9};
    for (unsigned k = 0; k < 12; k++) {
        CHECK_EQ(get(m, 6, k / 4 + 1, (enum bm_field)(BM_FIELD_NORTH + k % 4)), r6[k]);
        CHECK_EQ(get(m, 10, k / 4 + 1, (enum bm_field)(BM_FIELD_NORTH + k % 4)), r10[k]);
    }
    for (unsigned t = 1; t <= 3; t++) {
        CHECK_EQ(get(m, 1, t, BM_FIELD_SET), 1);
        CHECK_EQ(get(m, 1, t, BM_FIELD_FIRST), t);
    }
    CHECK(!board_twice(m, &boards));
    CHECK_EQ(boards, 33);
    bm_movement_free(m);
    CHECK_EQ(bm_build_string(&m, "individual:players=12,layout=french,boards=6"), BM_OK);
    CHECK_EQ(get(m, 3, 3, BM_FIELD_FIRST), 5);
    bm_movement_free(m);

    /* 16 players: tables 1-2 and 3-4 exchange sets; 15 rounds; the last set at all four */
    CHECK_EQ(bm_build_string(&m, "individual:players=16,layout=french"), BM_OK);
    CHECK(whist_ok(m, 16));
    CHECK_EQ(bm_movement_sets(m), 15);
    CHECK_EQ(bm_movement_boards(m), 30);
    CHECK(!board_twice(m, &boards));
    CHECK_EQ(boards, 30);
    for (unsigned r = 1; r <= 15; r++) {
        CHECK_EQ(get(m, r, 1, BM_FIELD_SET), get(m, r, 2, BM_FIELD_SET));
        CHECK_EQ(get(m, r, 3, BM_FIELD_SET), get(m, r, 4, BM_FIELD_SET));
        CHECK_EQ(get(m, r, 1, BM_FIELD_FIRST), 1);
        CHECK_EQ(get(m, r, 2, BM_FIELD_FIRST), 2);
        if (r % 2 == 1 && r < 15) {
            CHECK_EQ(get(m, r, 1, BM_FIELD_SET), get(m, r + 1, 3, BM_FIELD_SET));
            CHECK_EQ(get(m, r, 3, BM_FIELD_SET), get(m, r + 1, 1, BM_FIELD_SET));
        }
    }
    CHECK_EQ(get(m, 1, 1, BM_FIELD_SET), 1);
    CHECK_EQ(get(m, 1, 3, BM_FIELD_SET), 3);
    CHECK_EQ(get(m, 15, 3, BM_FIELD_SET), 14);
    CHECK_EQ(get(m, 15, 3, BM_FIELD_COPY), 2);
    bm_movement_free(m);
}

/* The published 12-player sheet (11 rounds of 2 boards, each set travelling round the three
 * tables) keeps partners once and lets opponents be uneven: SD 4.1633, against 4.6188 for the
 * whist form. The balanced form keeps partners once too and competes more evenly still. */
static void test_published_twelve(void)
{
    size_t len = 0;
    char *text = test_slurp(BM_TEST_DATA "/published/individual-12-admatis.txt", &len);
    struct bm_movement *sheet = NULL;
    CHECK(text != NULL);
    if (text)
        CHECK_EQ(bm_movement_read(&sheet, text, len, "text", NULL), BM_OK);
    free(text);
    if (!sheet)
        return;
    static struct tally c;
    ind_tally(&c, sheet);
    int partners_once = c.seated_ok, uneven = 0;
    for (unsigned i = 1; i <= 12; i++)
        for (unsigned j = i + 1; j <= 12; j++)
            partners_once &= c.partner[i][j] == 1, uneven |= c.opponent[i][j] != 2;
    CHECK(partners_once);
    CHECK(uneven);
    CHECK(ind_all_rules_hold(sheet));
    double published = ind_sd(sheet);
    CHECK_NEAR(published, 4.1633, 5e-5);
    bm_movement_free(sheet);

    struct bm_movement *whist = build("individual:players=12,layout=whist,boards=2");
    struct bm_movement *balanced = build("individual:players=12,layout=balanced,boards=2");
    if (!whist || !balanced)
        return;
    CHECK_NEAR(ind_sd(whist), 4.6188, 5e-5);
    CHECK(ind_sd(balanced) < published);
    ind_tally(&c, balanced);
    partners_once = c.seated_ok;
    for (unsigned i = 1; i <= 12; i++)
        for (unsigned j = i + 1; j <= 12; j++)
            partners_once &= c.partner[i][j] == 1;
    CHECK(partners_once);
    CHECK_STR(bm_movement_name(balanced), "Balanced individual, 12 players, 3 tables, 11 rounds");
    bm_movement_free(whist);
    bm_movement_free(balanced);
}

/* Every shipped balanced form competes more evenly than the whist (or near-whist) form of its
 * size, and every near-whist one has the SD its entry records. */
static void test_shipped_forms(void)
{
    for (size_t i = 0; i < bm_individual_entry_count; i++) {
        const struct bm_individual_entry *e = &bm_individual_entries[i];
        char spec[64];
        test_context("players=%u form=%u", e->v, e->form);
        snprintf(spec, sizeof spec, "individual:players=%u,layout=whist", e->v);
        struct bm_movement *whist = build(spec);
        snprintf(spec, sizeof spec, "individual:players=%u,layout=%s", e->v,
                 e->form == BM_INDIVIDUAL_BALANCED ? "balanced" : "whist");
        struct bm_movement *m = build(spec);
        if (whist && m) {
            CHECK_NEAR(ind_sd(m), e->sd, 5e-5);
            if (e->form == BM_INDIVIDUAL_BALANCED)
                CHECK(ind_sd(m) < ind_sd(whist) - 1e-6);
            else
                CHECK(e->v % 4 >= 2);
        }
        bm_movement_free(whist);
        bm_movement_free(m);
    }
}

/* The Rainbow (prime-number) movement as the newsgroup post describes it: North up one, East
 * down one, South up two, West down two tables a round, the boards staying at their tables. */
static struct bm_movement *newsgroup_rainbow(unsigned T)
{
    static const int speed[4] = {1, 2, -1, -2}; /* N, S, E, W */
    static const unsigned line[4] = {0, 2, 1, 3};
    struct bm_movement *m = NULL;
    if (bm_movement_new(&m, BM_EVENT_INDIVIDUAL, T, T, 4 * T, T, 1) != BM_OK)
        return NULL;
    for (unsigned r = 1; r <= T; r++)
        for (unsigned t = 1; t <= T; t++) {
            for (unsigned k = 0; k < 4; k++) {
                int i = (((int)t - 1 - speed[k] * (int)(r - 1)) % (int)T + (int)T) % (int)T;
                bm_movement_set(m, r, t, (enum bm_field)(BM_FIELD_NORTH + k),
                                line[k] * T + (unsigned)i + 1);
            }
            bm_movement_set(m, r, t, BM_FIELD_SET, t);
        }
    return m;
}

/* The library's Rainbow is the newsgroup's, cell by cell: four lines of players, each pair of
 * lines meeting once at a table (North-South and East-West as partners), one line never meeting,
 * boards staying at their tables; it competes more evenly than a partial whist tournament of as
 * many rounds. */
static void test_rainbow(void)
{
    static const double published[] = {2.0384, 2.9102, 4.6471, 5.5144};
    static const unsigned tables[] = {5, 7, 11, 13};
    for (unsigned i = 0; i < 4; i++) {
        unsigned T = tables[i], v = 4 * T;
        char spec[64];
        test_context("players=%u", v);
        struct bm_movement *sheet = newsgroup_rainbow(T);
        CHECK(sheet != NULL);
        if (sheet)
            CHECK_NEAR(ind_sd(sheet), published[i], 5e-5);
        snprintf(spec, sizeof spec, "individual:players=%u,layout=rainbow", v);
        struct bm_movement *m = build(spec);
        snprintf(spec, sizeof spec, "individual:players=%u,layout=whist,rounds=%u", v, T);
        struct bm_movement *part = build(spec);
        if (!m || !part || !sheet) {
            bm_movement_free(sheet);
            continue;
        }
        for (unsigned r = 1; r <= T; r++) /* cell by cell, the newsgroup's movement */
            for (unsigned t = 1; t <= T; t++)
                for (unsigned f = BM_FIELD_NORTH; f <= BM_FIELD_SET; f++)
                    CHECK_EQ(get(m, r, t, (enum bm_field)f), get(sheet, r, t, (enum bm_field)f));
        bm_movement_free(sheet);
        CHECK_NEAR(ind_sd(m), published[i], 5e-5);
        CHECK(ind_sd(m) < ind_sd(part));
        CHECK(ind_all_rules_hold(m));
        static struct tally c;
        ind_tally(&c, m);
        int lines_ok = c.seated_ok;
        for (unsigned a = 1; a <= v; a++)
            for (unsigned b = a + 1; b <= v; b++) {
                unsigned la = (a - 1) / T, lb = (b - 1) / T; /* N, E, S, W lines */
                unsigned meet = c.partner[a][b] + c.opponent[a][b];
                int partners = la % 2 == lb % 2; /* N-S and E-W */
                lines_ok &= la == lb ? meet == 0
                                     : meet == 1 && c.partner[a][b] == (unsigned)partners;
            }
        CHECK(lines_ok);
        for (unsigned t = 1; t <= T; t++) /* the boards stay */
            CHECK_EQ(get(m, T, t, BM_FIELD_SET), t);
        bm_movement_free(m);
        bm_movement_free(part);
    }
    struct bm_movement *m = build("individual:players=28,layout=rainbow,rounds=4,boards=3");
    if (m) {
        CHECK_EQ(bm_movement_rounds(m), 4);
        CHECK_EQ(bm_movement_sets(m), 7);
        CHECK_EQ(bm_movement_boards(m), 21);
        CHECK_STR(bm_movement_name(m), "Rainbow individual, 28 players, 7 tables, 4 rounds");
    }
    bm_movement_free(m);
}

/* Partial French forms: the chosen rounds keep their shared sets, renumbered. */
static void test_partial_french(void)
{
    struct bm_movement *m = build("individual:players=12,layout=french,rounds=8");
    if (!m)
        return;
    CHECK_EQ(bm_movement_rounds(m), 8);
    CHECK_EQ(bm_movement_boards(m), 24);
    unsigned boards;
    CHECK(!board_twice(m, &boards));
    for (unsigned r = 1; r <= 8; r++)
        for (unsigned t = 1; t <= 3; t++) {
            CHECK_EQ(get(m, r, t, BM_FIELD_SET), r);
            CHECK_EQ(get(m, r, t, BM_FIELD_FIRST), t);
        }
    CHECK_STR(bm_movement_name(m),
              "Individual, 12 players, 3 tables, 8 of 11 rounds (French club guide)");
    bm_movement_free(m);
}

static void test_bad_input(void)
{
    struct bm_movement *m = (struct bm_movement *)1;
    CHECK_EQ(bm_build_string(&m, "individual"), BM_EUNSUPPORTED);
    CHECK(m == NULL);
    CHECK_EQ(bm_build_string(&m, "individual:players=68"), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "players must be 8..64 for individual; got 68") != NULL);
    CHECK_EQ(bm_build_string(&m, "individual:players=x"), BM_EPARSE);
    CHECK_EQ(bm_build_string(&m, "individual:players=8,layout=foo"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "layout must be whist, french, balanced, rainbow or best") !=
          NULL);
    CHECK_EQ(bm_build_string(&m, "individual:players=13,layout=french"),
             BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "8, 9, 12 and 16") != NULL);
    CHECK_EQ(bm_build_string(&m, "individual:players=12,layout=french,boards=4"),
             BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "multiple of 3") != NULL);
    CHECK_EQ(bm_build_string(&m, "individual:players=16,layout=french,boards=3"),
             BM_EUNSUPPORTED);
    CHECK_EQ(bm_build_string(&m, "individual:players=8,boards=0"),
             BM_ERANGE);
    /* rounds: at most all of them; the 16-player exchange plays all 15 */
    build_refused("individual:players=12,rounds=12", BM_ERANGE,
                  "rounds must be 1..11 for individual with 12 players; got 12");
    build_refused("individual:players=12,rounds=0", BM_ERANGE, "rounds must be 1..11");
    build_refused("individual:players=16,layout=french,rounds=14", BM_ERANGE,
                  "plays all 15 rounds in pairs");
    /* the balanced form only where it beats the whist form, which is perfect for 16 */
    build_refused("individual:players=16,layout=balanced", BM_EUNSUPPORTED,
                  "no balanced form beats the whist form for 16 players: use layout=whist");
    build_refused("individual:players=16,layout=balanced", BM_EUNSUPPORTED, "12, ");
    /* the Rainbow needs a number of tables prime to 6 */
    build_refused("individual:players=24,layout=rainbow", BM_EUNSUPPORTED,
                  "20, 28, 44 or 52 players, not 24");
    build_refused("individual:players=21,layout=rainbow", BM_EUNSUPPORTED, "not 21");
    build_refused("individual:players=20,layout=rainbow,rounds=6", BM_ERANGE,
                  "rounds must be 1..5");
    build_refused("individual:players=10,layout=french", BM_EUNSUPPORTED, "8, 9, 12 and 16");
}

static void test_alloc_failures(void)
{
    const char *specs[] = {"individual:players=25",
                           "individual:players=16,layout=french",
                           "individual:players=12,layout=french",
                           "individual:players=14",
                           "individual:players=12,layout=balanced",
                           "individual:players=23,rounds=9",
                           "individual:players=12,layout=french,rounds=5",
                           "individual:players=20,layout=rainbow,rounds=3"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++)
        build_alloc_failures(specs[i]);
}

/* The SD of spec's movement (-1 when it does not build: a layout without that size). */
static double sd_of(const char *spec)
{
    struct bm_movement *m = NULL;
    if (bm_build_string(&m, spec) != BM_OK)
        return -1;
    double sd = ind_sd(m);
    bm_movement_free(m);
    return sd;
}

/* The default competes at least as evenly as every other form at every size, at the lengths
 * where the choice changes (all rounds, the Rainbow's, a few partial ones), with one board a
 * set and with six (every form's boards rule allows six). */
static void test_default_is_best(void)
{
    static const char *const layouts[] = {"whist", "french", "balanced", "rainbow"};
    for (unsigned v = 8; v <= 64; v++) {
        unsigned full = v % 4 ? v : v - 1;
        unsigned lengths[] = {full, v / 4, 1, full / 2, full - 1};
        for (unsigned i = 0; i < sizeof lengths / sizeof *lengths; i++)
            for (unsigned k = 1; k <= 6; k += 5) {
                char spec[96], rounds[32] = "";
                if (lengths[i] < full || k == 1) /* partial lengths with one board only */
                    snprintf(rounds, sizeof rounds, ",rounds=%u", lengths[i]);
                if (k == 6 && i)
                    continue;
                snprintf(spec, sizeof spec, "individual:players=%u,boards=%u%s", v, k, rounds);
                test_context("%s", spec);
                double best = sd_of(spec);
                CHECK(best >= 0);
                for (unsigned l = 0; l < 4; l++) {
                    snprintf(spec, sizeof spec, "individual:players=%u,boards=%u%s,layout=%s",
                             v, k, rounds, layouts[l]);
                    double other = sd_of(spec);
                    if (other >= 0 && !(best <= other + 1e-9))
                        fprintf(stderr, "%s: %.4f < default %.4f\n", spec, other, best);
                    CHECK(other < 0 || best <= other + 1e-9);
                }
            }
    }
    /* the published sheets: the admatis 12-player sheet (4.1633 with 2 boards a set: above),
     * the French guide's forms */
    CHECK(sd_of("individual:players=12,boards=2") < 4.1633 - 1e-3);
    CHECK_NEAR(sd_of("individual:players=12,boards=2"), 2.3094, 5e-5);
    /* doc/teams-and-individuals.md's table of published sheets beside the default */
    CHECK_NEAR(sd_of("individual:players=12,boards=3"), 3.4641, 5e-5);
    CHECK_NEAR(sd_of("individual:players=12,layout=french"), 6.9282, 5e-5);
    CHECK_NEAR(sd_of("individual:players=16,layout=french"), 6.7725, 5e-5);
    CHECK_NEAR(sd_of("individual:players=16,boards=2"), 0, 1e-9);
    CHECK_NEAR(sd_of("individual:players=8,boards=4"), 0, 1e-9);
    CHECK_NEAR(sd_of("individual:players=9,boards=3"), 0, 1e-9);
    CHECK_NEAR(sd_of("individual:players=20,rounds=5"), 2.0384, 5e-5);
}

int main(void)
{
    RUN(test_whist_sweep());
    RUN(test_individual_8_reference());
    RUN(test_french_forms());
    RUN(test_published_twelve());
    RUN(test_shipped_forms());
    RUN(test_rainbow());
    RUN(test_default_is_best());
    RUN(test_partial_french());
    RUN(test_bad_input());
    RUN(test_alloc_failures());
    return test_report();
}
