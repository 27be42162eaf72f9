/* SPDX-License-Identifier: MIT */
/* The Howell family: every size the library supports is valid, complete where claimed, moves
 * its boards one station a round, and has the documented balance; perfect claims hold; the
 * French club guide's charts are reproduced; bad parameters are refused with useful messages. */
#include "test.h"
#include "test-build.h"
#include <bridgemove/bridgemove.h>

#define BM_FAULT_INJECTION 1 /* the static test library has the hooks */
#include "families/howell/howell.h"
#include "util/alloc.h"

static unsigned cell(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* Nobody twice in a round, nobody plays a set twice, no two pairs meet twice; with complete:
 * every two pairs meet and everybody plays every set of the rounds it plays. */
static int valid(const struct bm_movement *m, int complete)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
    unsigned P = bm_movement_participants(m), S = bm_movement_sets(m);
    static unsigned char met[65][65], played[65][64], seen[65];
    memset(met, 0, sizeof met);
    memset(played, 0, sizeof played);
    int ok = 1;
    unsigned rounds_of[65] = {0};
    for (unsigned r = 1; r <= R; r++) {
        memset(seen, 0, sizeof seen);
        for (unsigned t = 1; t <= T; t++) {
            unsigned ns = cell(m, r, t, BM_FIELD_NS), ew = cell(m, r, t, BM_FIELD_EW);
            unsigned set = cell(m, r, t, BM_FIELD_SET);
            unsigned seat[2] = {ns, ew};
            for (int i = 0; i < 2; i++) {
                if (!seat[i])
                    continue;
                ok &= !seen[seat[i]];
                seen[seat[i]] = 1;
                if (seat[1 - i]) {
                    ok &= !played[seat[i]][set];
                    played[seat[i]][set] = 1;
                    rounds_of[seat[i]]++;
                }
            }
            if (ns && ew) {
                ok &= !met[ns][ew];
                met[ns][ew] = met[ew][ns] = 1;
            }
        }
    }
    if (complete) {
        for (unsigned i = 1; i <= P; i++) {
            ok &= rounds_of[i] == S - (P % 2); /* with 2T - 1 pairs: one sit-out */
            for (unsigned j = i + 1; j <= P; j++)
                ok &= met[i][j];
        }
    }
    return ok;
}

/* The sets must circulate: a single cycle through all tables and stands such that every set
 * moves one station down it every round, visiting tables 1, T, T - 1, ..., 2 in turn. */
static int boards_flow(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    unsigned ns = bm_movement_stands(m);
    if (T + ns != S)
        return 0;
    /* station index: tables 1..T -> 0..T-1, stands -> T.. */
    unsigned where[64][64] = {{0}}; /* [round][set] = station + 1 */
    for (unsigned r = 1; r <= R; r++) {
        for (unsigned t = 1; t <= T; t++) {
            unsigned set = cell(m, r, t, BM_FIELD_SET);
            if (where[r][set])
                return 0;
            where[r][set] = t;
        }
        for (unsigned s = 1; s <= ns; s++) {
            unsigned cnt = 0, set = 0;
            bm_movement_stand_count(&cnt, m, r, s);
            if (cnt != 1 || bm_movement_stand_item(&set, NULL, m, r, s, 1) || where[r][set])
                return 0;
            where[r][set] = T + s;
        }
    }
    if (R < 2)
        return 1;
    unsigned next[64] = {0};
    for (unsigned set = 1; set <= S; set++)
        next[where[1][set]] = where[2][set];
    for (unsigned r = 2; r < R; r++)
        for (unsigned set = 1; set <= S; set++)
            if (next[where[r][set]] != where[r + 1][set])
                return 0;
    /* one cycle; tables in the order 1, T, T-1, ..., 2; stands fed by the table before */
    unsigned st = 1, expect = T, len = 0, last_table = 1;
    do {
        st = next[st];
        len++;
        if (st <= T) {
            if (st != expect && !(st == 1 && expect == 1))
                return 0;
            last_table = st;
            expect = st - 1 ? st - 1 : T;
            if (st == 2)
                expect = 1;
        } else {
            unsigned after = 0;
            bm_movement_stand(&after, NULL, NULL, m, st - T);
            if (after != last_table)
                return 0;
        }
    } while (st != 1 && len <= S);
    return len == S;
}

/* The seeds' running: pair 2T (if present) stays NS at table 1, every other pair takes the
 * seat of the pair numbered one lower (pair 1 that of pair 2T - 1) every round. */
static int rotates(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), n = 2 * T - 1;
    for (unsigned r = 1; r <= R; r++)
        if (cell(m, r, 1, BM_FIELD_NS) != (bm_movement_participants(m) > n ? 2 * T : 0))
            return 0;
    for (unsigned r = 1; r < R; r++)
        for (unsigned p = 1; p <= n; p++) {
            unsigned prev = p == 1 ? n : p - 1, t1 = 0, t2 = 0;
            enum bm_field f1 = 0, f2 = 0;
            bm_movement_seat_of(&t1, &f1, m, p, r + 1);
            bm_movement_seat_of(&t2, &f2, m, prev, r);
            if (t1 != t2 || f1 != f2 || !t1)
                return 0;
        }
    return 1;
}

/* SD of s through the library's internal evaluator, from the movement's grid. */
static struct howell_stats stats_of(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
    static struct howell_play plays[64 * 32];
    static long scratch[70 * 70];
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            struct howell_play *p = &plays[(r - 1) * T + t - 1];
            p->ns = cell(m, r, t, BM_FIELD_NS);
            p->ew = cell(m, r, t, BM_FIELD_EW);
            p->set = cell(m, r, t, BM_FIELD_SET);
        }
    struct howell_stats s = {0};
    bm_howell_evaluate(&s, plays, R * T, bm_movement_participants(m), bm_movement_sets(m), scratch);
    return s;
}

/* The rule checks (check.h, general sense: a Howell's NS pairs move). */
static void check_rules(const struct bm_movement *m, int complete, int shared, const char *spec)
{
    struct bm_check *c = NULL;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    static const enum bm_rule always[] = {BM_RULE_1A, BM_RULE_1B, BM_RULE_2, BM_RULE_4A};
    for (size_t i = 0; i < sizeof always / sizeof *always; i++) {
        int holds = 0;
        bm_check_holds(&holds, c, always[i]);
        if (!holds)
            fprintf(stderr, "%s: rule %s fails\n", spec, bm_rule_name(always[i]));
        CHECK(holds);
    }
    int holds = -1;
    bm_check_holds(&holds, c, BM_RULE_4B);
    CHECK_EQ(holds, !shared);
    bm_check_holds(&holds, c, BM_RULE_COMPLETE);
    CHECK_EQ(holds, complete);
    bm_check_free(c);
}

/* The analysis module's SD and perfect flag (the movements article, Part II, as analysis.h and
 * doc/analysis.md define them). */
static double analysis_sd(const struct bm_movement *m, int *perfect)
{
    struct bm_analysis *an = NULL;
    double sd = -1;
    *perfect = -1;
    if (bm_analysis_new(&an, m) == BM_OK) {
        bm_analysis_stat(&sd, an, BM_STAT_SD);
        bm_analysis_flag(perfect, an, BM_FLAG_PERFECT);
    }
    bm_analysis_free(an);
    return sd;
}

/* The figure the library documents for a size: 0 for Hwang sizes, the shipped SD otherwise. */
static double documented_sd(unsigned T, unsigned R, int odd, int *known)
{
    struct howell_rotation r;
    double sd = 0;
    *known = 1;
    if (R == 2 * T - 1 && bm_howell_rotation_hwang(&r, 2 * T - 1))
        return 0.0;
    if (R == 2 * T - 1 && !odd && (T == 20 || T == 26 || T == 28)) /* doubled: perfect */
        return 0.0;
    if (bm_howell_data_find(&r, &sd, T, R, odd, 0))
        return sd;
    *known = 0;
    return 0;
}

static void test_sweep(void)
{
    char spec[96];
    for (unsigned T = 2; T <= HOWELL_MAX_TABLES; T++)
        for (int odd = 0; odd < 2; odd++) {
            unsigned n = 2 * T - 1;
            for (unsigned R = T <= 17 ? 1 : n; R <= n; R++) {
                /* the rotations: 2 and 3 tables as printed (every round shared), more tables
                 * cut short on all 2T - 1 sets (test-short-howell.c has the other forms) */
                snprintf(spec, sizeof spec, "howell:pairs=%u,rounds=%u,%s", odd ? n : n + 1, R,
                         T <= 3 ? "layout=french" : "sets=");
                if (T > 3)
                    snprintf(spec + strlen(spec), sizeof spec - strlen(spec), "%u", n);
                test_context("%s", spec);
                struct bm_movement *m = build(spec);
                if (!m)
                    continue;
                CHECK_EQ(bm_movement_tables(m), T);
                CHECK_EQ(bm_movement_participants(m), odd ? n : n + 1);
                CHECK_EQ(bm_movement_sets(m), n);
                /* 2 and 3 tables share; 3 pairs leave table 1 empty, so table 2 plays alone */
                check_rules(m, R == n, T == 3 || (T == 2 && !odd), spec);
                int ok = valid(m, R == n);
                if (!ok)
                    fprintf(stderr, "%s: invalid\n", spec);
                CHECK(ok);
                /* over GF(27), GF(25), GF(49) no single rotation moves pairs and boards:
                 * no relay stands (complete only; curtailed ones are cyclic) */
                int field = T >= 4 && bm_movement_stands(m) == 0;
                CHECK_EQ(field, R == n && (T == 14 || (!odd && (T == 20 || T == 26 || T == 28)) ||
                                           (odd && (n == 25 || n == 49))));
                if (!field && !rotates(m)) {
                    fprintf(stderr, "%s: pairs do not rotate\n", spec);
                    CHECK(0);
                }
                if (T >= 4 && !field) {
                    int flow = boards_flow(m);
                    if (!flow)
                        fprintf(stderr, "%s: boards do not flow\n", spec);
                    CHECK(flow);
                }
                int known, perfect;
                double doc = documented_sd(T, R, odd, &known);
                struct howell_stats s = stats_of(m);
                double asd = analysis_sd(m, &perfect);
                if (fabs(asd - s.sd) > 1e-9) {
                    fprintf(stderr, "%s: analysis sd %.6f, evaluator %.6f\n", spec, asd, s.sd);
                    CHECK(0);
                }
                if (!odd && R == n)
                    CHECK_EQ(perfect, s.all_equal);
                if (known && T >= 4 && fabs(s.sd - doc) > 5e-5) {
                    fprintf(stderr, "%s: sd %.4f, documented %.4f\n", spec, s.sd, doc);
                    CHECK(0);
                }
                bm_movement_free(m);
            }
        }
}

/* Perfect where claimed (all s equal), and the published figures equalled or beaten. */
static void test_balance(void)
{
    static const unsigned perfect_tables[] = {2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32};
    static const unsigned perfect_pairs[] = {3, 7, 11, 13, 17, 19, 23, 25, 27, 29, 31, 37, 41, 43, 47, 49, 53, 59, 61};
    char spec[64];
    for (size_t i = 0; i < sizeof perfect_tables / sizeof *perfect_tables; i++) {
        snprintf(spec, sizeof spec, "howell:tables=%u,balanced=1", perfect_tables[i]);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        struct howell_stats s = stats_of(m);
        CHECK(s.all_equal);
        CHECK_EQ(s.min, (long)perfect_tables[i] - 1);
        bm_movement_free(m);
    }
    test_context_clear();
    for (size_t i = 0; i < sizeof perfect_pairs / sizeof *perfect_pairs; i++) {
        snprintf(spec, sizeof spec, "howell:pairs=%u,balanced=1", perfect_pairs[i]);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        CHECK(stats_of(m).all_equal);
        bm_movement_free(m);
    }
    test_context_clear();
    /* odd T: 2 sqrt((T - 1) / T), the 1-rotational optimum (published: 5 tables 1.79,
     * 7 tables 1.85, 9 tables 1.89, 11 tables 2.56) */
    static const unsigned odd_tables[] = {5, 7, 9, 11, 13, 15, 17, 19, 21, 27, 31};
    for (size_t i = 0; i < sizeof odd_tables / sizeof *odd_tables; i++) {
        unsigned T = odd_tables[i];
        snprintf(spec, sizeof spec, "howell:tables=%u", T);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        CHECK_NEAR(stats_of(m).sd, 2.0 * sqrt((T - 1.0) / T), 1e-9);
        bm_movement_free(m);
    }
}

/* The analysis's bound for a complete Howell with T odd is the mod-4 bound
 * sqrt(4 (T - 1) / (2T - 1)), and the movement sits at sqrt((2T - 1) / T) times it (doc/howell.md's
 * table: 1.4 at 25 tables, above from 27). */
static void test_bound(void)
{
    char spec[64];
    for (unsigned T = 3; T <= HOWELL_MAX_TABLES; T += 2) {
        snprintf(spec, sizeof spec, "howell:tables=%u", T);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        struct bm_analysis *an = NULL;
        double bound = -1, sd = -1;
        if (m && bm_analysis_new(&an, m) == BM_OK) {
            bm_analysis_stat(&bound, an, BM_STAT_BOUND_SD);
            bm_analysis_stat(&sd, an, BM_STAT_SD);
        }
        CHECK_NEAR(bound, sqrt(4.0 * (T - 1) / (2.0 * T - 1)), 1e-9);
        CHECK_NEAR(sd / bound, sqrt((2.0 * T - 1) / T), 1e-9);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
    test_context_clear();
}

/* Seed 003: stations of the tables, NS pairs of round 1, pair 2T stationary, p takes p - 1. */
static void test_seed003(void)
{
    static const struct {
        unsigned T;
        const char *stations; /* 'T' table, 'R' relay, in board order of round 1 (A, B, ...) */
        unsigned ns[6];
    } chart[] = {
        {4, "TRRTRTT", {8, 2, 5, 3}},
        {5, "TTTRRRRTT", {10, 8, 6, 3, 2}},
        {6, "TRTRRRTTTRT", {12, 6, 5, 2, 10, 4}},
    };
    for (size_t c = 0; c < 3; c++) {
        unsigned T = chart[c].T, n = 2 * T - 1;
        char spec[64];
        snprintf(spec, sizeof spec, "howell:tables=%u,layout=french", T);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        if (!m)
            continue;
        CHECK(valid(m, 1));
        CHECK(boards_flow(m));
        /* round 1: set k + 1 at the k-th station; tables in order */
        unsigned t = 0, relay = 0;
        for (unsigned k = 0; k < n; k++) {
            if (chart[c].stations[k] == 'T') {
                t++;
                CHECK_EQ(cell(m, 1, t, BM_FIELD_SET), k + 1);
                CHECK_EQ(cell(m, 1, t, BM_FIELD_NS), chart[c].ns[t - 1]);
            } else {
                relay++;
            }
        }
        CHECK_EQ(t, T);
        CHECK_EQ(bm_movement_stands(m), relay);
        for (unsigned r = 1; r <= n; r++)
            CHECK_EQ(cell(m, r, 1, BM_FIELD_NS), 2 * T);
        for (unsigned r = 1; r < n; r++)
            for (unsigned p = 1; p < 2 * T; p++) {
                unsigned prev = p == 1 ? n : p - 1, t1 = 0, t2 = 0;
                enum bm_field f1 = 0, f2 = 0;
                bm_movement_seat_of(&t1, &f1, m, p, r + 1);
                bm_movement_seat_of(&t2, &f2, m, prev, r);
                CHECK(t1 == t2 && f1 == f2);
            }
        if (T != 5)
            CHECK(stats_of(m).all_equal); /* the 4- and 6-table charts are perfect */
        else
            CHECK_NEAR(stats_of(m).sd, 2.0 * sqrt(0.8), 1e-9);
        bm_movement_free(m);
        /* the incomplete Howell: the stationary NS pair of table 1 is the missing one */
        snprintf(spec, sizeof spec, "howell:pairs=%u,layout=french", n);
        test_context("%s", spec);
        m = build(spec);
        CHECK_EQ(bm_movement_participants(m), n);
        for (unsigned r = 1; r <= n; r++)
            CHECK_EQ(cell(m, r, 1, BM_FIELD_NS), 0);
        CHECK(valid(m, 1));
        bm_movement_free(m);
    }
}

/* 2 and 3 tables: every table plays the round's set (shared boards). */
static void test_shared(void)
{
    struct bm_movement *m = build("howell:tables=3,boards=3,layout=french");
    CHECK_STR(bm_movement_name(m), "Swedish Howell, 3 tables (French club guide)");
    CHECK(valid(m, 1));
    for (unsigned r = 1; r <= 5; r++)
        for (unsigned t = 1; t <= 3; t++) {
            CHECK_EQ(cell(m, r, t, BM_FIELD_SET), r);
            CHECK_EQ(cell(m, r, t, BM_FIELD_FIRST), t);
        }
    CHECK_NEAR(stats_of(m).sd, 2.0 * sqrt(2.0 / 3.0), 1e-9);
    bm_movement_free(m);
    /* 2 tables: the French club guide's duplicate tournant with pair 4 as the text's pair A */
    m = build("howell:tables=2");
    static const unsigned tournant[3][4] = {{1, 2, 3, 4}, {1, 3, 4, 2}, {1, 4, 2, 3}};
    static const unsigned relabel[5] = {0, 2, 3, 4, 1}; /* ours -> the text's */
    for (unsigned r = 1; r <= 3; r++)
        for (unsigned t = 1; t <= 2; t++) {
            CHECK_EQ(relabel[cell(m, r, t, BM_FIELD_NS)], tournant[r - 1][2 * t - 2]);
            CHECK_EQ(relabel[cell(m, r, t, BM_FIELD_EW)], tournant[r - 1][2 * t - 1]);
            CHECK_EQ(cell(m, r, t, BM_FIELD_SET), r);
        }
    CHECK(stats_of(m).all_equal);
    bm_movement_free(m);
}

static void test_errors(void)
{
    build_refused("howell", BM_EUNSUPPORTED, "tables=N (2..32) or pairs=N (3..64)");
    build_refused("howell:tables=1", BM_ERANGE, "tables must be 2..32 for howell; got 1");
    build_refused("howell:tables=33", BM_ERANGE, "tables must be 2..32");
    build_refused("howell:pairs=2", BM_ERANGE, "pairs must be 3..64 for howell; got 2");
    build_refused("howell:pairs=65", BM_ERANGE, "pairs must be 3..64");
    build_refused("howell:tables=4,pairs=10", BM_EUNSUPPORTED, "pairs=7 or pairs=8");
    build_refused("howell:tables=4,rounds=0", BM_ERANGE,
                  "rounds must be 1..7 for howell with 4 tables");
    build_refused("howell:tables=4,rounds=8", BM_ERANGE, "rounds must be 1..7");
    build_refused("howell:tables=4,rounds=x", BM_EPARSE, "whole number");
    build_refused("howell:tables=4,balanced=2", BM_ERANGE, "balanced must be 0..1");
    build_refused("howell:tables=4,layout=foo", BM_EPARSE, "layout must be best or french");
    build_refused("howell:tables=7,layout=french", BM_EUNSUPPORTED, "2 to 6 tables");
    build_refused("howell:tables=5,balanced=1", BM_ENOTFOUND,
                  "tables=2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32");
    build_refused("howell:tables=7,balanced=1", BM_ENOTFOUND, "needs T even");
    build_refused("howell:pairs=21,balanced=1", BM_ENOTFOUND, "none is known");
    build_refused("howell:pairs=9,balanced=1", BM_ENOTFOUND, "pairs=3,7,11,13,17,19,23,25,27,29,31,37,41,43,47,49,53,59,61");
    build_refused("howell:tables=8,rounds=12,balanced=1", BM_ENOTFOUND, "complete");
    build_refused("howell:tables=5,layout=french,balanced=1", BM_ENOTFOUND, "French club guide");
}

static void test_names(void)
{
    struct bm_movement *m = build("howell:tables=8");
    CHECK_STR(bm_movement_name(m), "Perfect Howell, 8 tables");
    bm_movement_free(m);
    m = build("howell:pairs=13,rounds=10,sets=13");
    CHECK_STR(bm_movement_name(m), "Howell, 7 tables, 13 pairs, 10 rounds");
    bm_movement_free(m);
    m = build("howell:tables=5,layout=french,boards=3");
    CHECK_STR(bm_movement_name(m), "Howell, 5 tables (French club guide)");
    CHECK_EQ(bm_movement_boards(m), 27);
    const char *name = NULL;
    unsigned after = 0;
    CHECK_EQ(bm_movement_stand(&after, NULL, &name, m, 1), BM_OK);
    CHECK_STR(name, "relay 1 of 4 between tables 3 and 4");
    CHECK_EQ(after, 4);
    bm_movement_free(m);
}

static void test_alloc_failures(void)
{
    static const char *const specs[] = {"howell:tables=8",  "howell:pairs=9,rounds=6",
                                        "howell:tables=3",  "howell:tables=6,layout=french",
                                        "howell:tables=20", "howell:tables=26",
                                        "howell:tables=14"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++)
        build_alloc_failures(specs[i]);
}

/* Every complete Howell, stands included, survives the JSON writer and reader. */
static void test_json_round_trip(void)
{
    char spec[64];
    for (unsigned P = 3; P <= 2 * HOWELL_MAX_TABLES; P++) {
        snprintf(spec, sizeof spec, "howell:pairs=%u,boards=3", P);
        test_context("%s", spec);
        struct bm_movement *m = build(spec), *back = NULL;
        char *json = NULL;
        int equal = 0;
        CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
        CHECK_EQ(bm_movement_read(&back, json, json ? strlen(json) : 0, "json", NULL), BM_OK);
        CHECK_EQ(bm_movement_equal(&equal, m, back), BM_OK);
        CHECK(equal);
        bm_free(json);
        bm_movement_free(back);
        bm_movement_free(m);
    }
}

int main(void)
{
    RUN(test_sweep());
    RUN(test_balance());
    RUN(test_bound());
    RUN(test_seed003());
    RUN(test_shared());
    RUN(test_errors());
    RUN(test_names());
    RUN(test_alloc_failures());
    RUN(test_json_round_trip());
    return test_report();
}
