/* SPDX-License-Identifier: MIT */
/* The competition analysis: the figures of the movements article (Part II) exactly (Table I,
 * Table VI, rounds 6-7 switched, per-board switching), every reference table's distribution, the
 * individual movement by hand, the parity bound, the reports, misuse and allocation failures. */
#include "analysis-util.h"

#include "analysis/analysis-private.h"
#include "util/alloc.h"

#define EPS 5e-5 /* the figures are given to 4 decimals */

/* Table I: s = 0 for the 49 NS-EW pairs, 7k for the 42 NS-NS and EW-EW pairs. */
static void table_I(void)
{
    for (unsigned k = 1; k <= 4; k++) {
        char spec[64], want[64];
        snprintf(spec, sizeof spec, "mitchell:tables=7,boards=%u", k);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        struct bm_analysis *an = analyse(m);
        snprintf(want, sizeof want, "0 x49, %u x42", 7 * k);
        CHECK_STR(dist(an), want);
        CHECK_NEAR(stat(an, BM_STAT_MEAN), 3.2308 * k, EPS * k);
        CHECK_NEAR(stat(an, BM_STAT_SD), 3.4896 * k, EPS * k);
        CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), 3.5090 * k, EPS * k);
        CHECK_NEAR(stat(an, BM_STAT_SUM), 294.0 * k, 0); /* counts: exact */
        CHECK_NEAR(stat(an, BM_STAT_PAIRS), 91, 0);
        CHECK_NEAR(stat(an, BM_STAT_MIN), 0, 0);
        CHECK_NEAR(stat(an, BM_STAT_MAX), 7.0 * k, 0);
        CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
        CHECK_EQ(flag(an, BM_FLAG_PERFECT), 0);
        CHECK_EQ(flag(an, BM_FLAG_STATIONARY), 1);
        CHECK_EQ(flag(an, BM_FLAG_DECOUPLED), 1);
        CHECK_EQ(flag(an, BM_FLAG_ONE_WINNER), 0);
        CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING), 0.0, 0); /* NS-EW s total 0: exactly */
        CHECK_NEAR(stat(an, BM_STAT_APPLES_ORANGES), 0.0, 1e-12); /* T = R: (T - R)/(T - 1) */
        /* the seed's cases: NS-EW a = k, c = N - k; NS-NS b = N */
        unsigned a, b, c, d;
        int64_t s;
        CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 1, 8), BM_OK);
        CHECK(a == k && b == 0 && c == 6 * k && d == 0 && s == 0);
        CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 2, 1), BM_OK);
        CHECK(a == 0 && b == 7 * k && c == 0 && d == 0 && s == 7 * k);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
}

/* Table VI: Table I with round 7 switched: 0 x7, 3k x42, 4k x42, SD 1.05k (k = 1..4). */
static void table_VI(void)
{
    for (unsigned k = 1; k <= 4; k++) {
        char spec[64], want[64];
        snprintf(spec, sizeof spec, "mitchell:tables=7,boards=%u", k);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        switch_round(m, 7);
        struct bm_analysis *an = analyse(m);
        snprintf(want, sizeof want, "0 x7, %u x42, %u x42", 3 * k, 4 * k);
        CHECK_STR(dist(an), want);
        CHECK_NEAR(stat(an, BM_STAT_SD), 1.0491 * k, EPS * k);
        CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), 1.0549 * k, EPS * k);
        /* the text's rounded figure, under both conventions */
        CHECK_NEAR(stat(an, BM_STAT_SD) / k, 1.05, 0.005);
        CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE) / k, 1.05, 0.005);
        CHECK_NEAR(stat(an, BM_STAT_MEAN), 3.2308 * k, EPS * k);
        CHECK_EQ(s_of(an, 1, 9), 0);
        CHECK_EQ(s_of(an, 1, 2), 3 * k);
        CHECK_EQ(s_of(an, 1, 8), 4 * k);
        CHECK_EQ(flag(an, BM_FLAG_DECOUPLED), 0);
        CHECK_EQ(flag(an, BM_FLAG_ONE_WINNER), 1);
        /* NS-EW: 0 x7 and 4k x42 over 49 (24k/7); within: 3k: 8/7, and 0 unswitched */
        CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING), 8.0 / 7.0, 1e-12);
        CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING_UNSWITCHED), 0.0, 0);
        enum bm_fields fields = 0;
        CHECK_EQ(bm_analysis_fields(&fields, an), BM_OK);
        CHECK_EQ(fields, BM_FIELDS_ONE_AFTER_SWITCHING);
        CHECK_EQ(flag(an, BM_FLAG_STATIONARY), 1);
        CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
}

/* Table I switched in rounds 6 and 7: -k x28, 3k x14, 4k x28, 8k x21, SD 3.3k. */
static void rounds_6_7(void)
{
    for (unsigned k = 1; k <= 4; k++) {
        char spec[64], want[64];
        snprintf(spec, sizeof spec, "mitchell:tables=7,boards=%u", k);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        switch_round(m, 6);
        switch_round(m, 7);
        struct bm_analysis *an = analyse(m);
        snprintf(want, sizeof want, "-%u x28, %u x14, %u x28, %u x21", k, 3 * k, 4 * k, 8 * k);
        CHECK_STR(dist(an), want);
        CHECK_NEAR(stat(an, BM_STAT_SD), 3.3086 * k, EPS * k);
        CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), 3.3269 * k, EPS * k);
        CHECK_NEAR(stat(an, BM_STAT_SD) / k, 3.3, 0.05);
        CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE) / k, 3.3, 0.05);
        CHECK_EQ(s_of(an, 1, 3), -(int64_t)k);
        CHECK_EQ(s_of(an, 1, 2), 3 * k);
        CHECK_EQ(s_of(an, 1, 9), 4 * k);
        CHECK_EQ(s_of(an, 1, 12), 8 * k);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
}

/* k = 4, board j of every set switched in round 3 + j: 12 x70, 16 x21, SD 1.70
 * (exactly 1.6853 population, 1.6946 sample). */
static void per_board(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=4");
    for (unsigned j = 1; j <= 4; j++)
        for (unsigned t = 1; t <= 7; t++)
            CHECK_EQ(bm_movement_set_switched(m, 3 + j, t, j, 1), BM_OK);
    struct bm_analysis *an = analyse(m);
    CHECK_STR(dist(an), "12 x70, 16 x21");
    CHECK_NEAR(stat(an, BM_STAT_SD), 1.6853, EPS);
    CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), 1.6946, EPS);
    /* the text's 1.70 is neither SD rounded (both give 1.69; reference/README.md, item 2) */
    CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), 1.70, 0.01);
    CHECK_NEAR(stat(an, BM_STAT_SD), 1.70, 0.02);
    CHECK_NEAR(stat(an, BM_STAT_MEAN), 12.9231, EPS);
    CHECK_NEAR(stat(an, BM_STAT_SUM), 1176, 0);
    /* the parity bound: 91 even values, total 1176: 12 x49 and 14 x42 is the best possible */
    double mu = 1176.0 / 91, var = (49 * (12 - mu) * (12 - mu) + 42 * (14 - mu) * (14 - mu)) / 91;
    CHECK_NEAR(stat(an, BM_STAT_PARITY_BOUND_SD), sqrt(var), 1e-12);
    CHECK(stat(an, BM_STAT_PARITY_BOUND_SD) <= stat(an, BM_STAT_SD));
    for (unsigned b = 1; b <= 28; b++) {
        unsigned n = 0;
        CHECK_EQ(bm_analysis_board_plays(&n, an, b), BM_OK);
        CHECK_EQ(n, 7);
    }
    bm_analysis_free(an);
    bm_movement_free(m);
}

struct reference_figure {
    const char *name, *dist, *ns_ew;
    double mean, sd_sample, sd;
};

/* Every table of figures.md ("All reference tables", k = 1), read from the reference grids,
 * with its NS-EW values (stationary NS pairs 1..T, EW pairs T+1..2T). */
static void reference_tables(void)
{
    static const struct reference_figure fig[] = {
        {"table-I", "0 x49, 7 x42", "0 x49", 3.2308, 3.5090, 3.4896},
        {"table-IIa", "0 x64, 8 x56", "0 x64", 3.7333, 4.0078, 3.9911},
        {"table-IIb", "-8 x8, 0 x48, 8 x64", "-8 x8, 0 x48, 8 x8", 3.7333, 4.9667, 4.9459},
        {"table-IIIa", "-7 x8, 1 x56, 7 x56", "-7 x8, 1 x56", 3.2667, 4.0078, 3.9911},
        {"table-IIIb", "-1 x42, 6 x7, 8 x42", "-1 x42, 6 x7", 3.6923, 4.3987, 4.3745},
        {"table-IV", "-2 x36, 5 x12, 9 x42, 12 x1", "-2 x36, 5 x12, 12 x1", 4.1538, 5.1853, 5.1567},
        {"table-IVa", "-2 x35, 5 x14, 9 x42", "-2 x35, 5 x14", 4.1538, 5.0792, 5.0512},
        {"table-V", "-2 x48, 6 x16, 10 x56", "-2 x48, 6 x16", 4.6667, 5.6171, 5.5936},
        {"web-t6-d5", "-5 x6, 1 x30, 5 x30", "-5 x6, 1 x30", 2.2727, 3.0105, 2.9876},
        {"web-t6-d4", "-4 x12, 2 x24, 4 x30", "-4 x12, 2 x24", 1.8182, 2.9084, 2.8863},
        {"web-t11-d5", "-5 x66, 5 x110, 6 x55", "-5 x66, 6 x55", 2.3810, 4.6953, 4.6851},
        {"table-IIIa-dual", "-1 x42, 6 x7, 8 x42", "-1 x42, 6 x7", 3.6923, 4.3987, 4.3745},
    };
    for (size_t f = 0; f < sizeof fig / sizeof fig[0]; f++) {
        struct bm_movement *m = read_reference(fig[f].name, 1);
        if (!m)
            continue;
        struct bm_analysis *an = analyse(m);
        if (strcmp(dist(an), fig[f].dist) != 0)
            fprintf(stderr, "%s: %s\n", fig[f].name, dist(an));
        CHECK_STR(dist(an), fig[f].dist);
        CHECK_NEAR(stat(an, BM_STAT_MEAN), fig[f].mean, EPS);
        CHECK_NEAR(stat(an, BM_STAT_SD), fig[f].sd, EPS);
        CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), fig[f].sd_sample, EPS);
        /* NS-EW distribution: stationary pairs are 1..T */
        unsigned T = bm_movement_tables(m), P = bm_movement_participants(m);
        int64_t vals[4] = {0};
        unsigned cnt[4] = {0}, nv = 0;
        for (unsigned i = 1; i <= P / 2; i++)
            for (unsigned j = P / 2 + 1; j <= P; j++) {
                int64_t s = s_of(an, i, j);
                unsigned v = 0;
                while (v < nv && vals[v] != s)
                    v++;
                if (v == nv && nv < 4)
                    vals[nv++] = s;
                if (v < 4)
                    cnt[v]++;
            }
        char buf[128] = "";
        for (unsigned pass = 0; pass < nv; pass++) { /* increasing order */
            unsigned best = 4;
            for (unsigned v = 0; v < nv; v++)
                if (cnt[v] && (best == 4 || vals[v] < vals[best]))
                    best = v;
            size_t len = strlen(buf);
            snprintf(buf + len, sizeof buf - len, "%s%lld x%u", pass ? ", " : "",
                     (long long)vals[best], cnt[best]);
            cnt[best] = 0;
        }
        CHECK_STR(buf, fig[f].ns_ew);
        /* unswitched, NS and EW pairs keep their direction: two fields, whatever the NS-EW s
         * (Table IIb's -8, 0, 8 cancel as Table I's zeros do) */
        CHECK_EQ(flag(an, BM_FLAG_DECOUPLED), 1);
        CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING), 0.0, 0);
        CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
        CHECK(stat(an, BM_STAT_PARITY_BOUND_SD) <= stat(an, BM_STAT_SD));
        (void)T;
        bm_analysis_free(an);
        bm_movement_free(m);
    }
    /* Table IIb: pair 1 meets 9 twice and 13 never; pair 5 meets 13 twice and 9 never */
    struct bm_movement *m = read_reference("table-IIb", 1);
    struct bm_analysis *an = analyse(m);
    char *text = NULL;
    CHECK_EQ(bm_analysis_report(&text, an, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "s by seats (NS pairs stay put, EW pairs move; v xN: N pairs of "
                               "pairs have s = v):\n  NS-NS: 8 x28\n"
                               "  EW-EW: 8 x28\n  NS-EW: -8 x8, 0 x48, 8 x8\n"));
    bm_free(text);
    CHECK_EQ(s_of(an, 1, 9), 8);
    CHECK_EQ(s_of(an, 1, 13), -8);
    CHECK_EQ(s_of(an, 5, 13), 8);
    CHECK_EQ(s_of(an, 5, 9), -8);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* The individual of the French club guide: 8 players, 2 tables sharing set r in round r, 4 boards a set:
 * every board is played twice (n = 1 + 1). Players 1 and 8 by hand: partners in round 1
 * (4 boards, -(n-1) each), opponents in rounds 5 and 7 (8 boards, +(n-1) each), same
 * direction at the other table in rounds 2 and 6 (+1 each), opposite in 3 and 4 (-1 each):
 * a = 8, b = 8, c = 8, partners = 4, d = 0, s = 8 - 4 + 8 - 8 = 4. */
static void individual(void)
{
    struct bm_movement *m = read_reference("individual-8", 4);
    struct bm_analysis *an = analyse(m);
    CHECK_EQ(bm_analysis_event(an), BM_EVENT_INDIVIDUAL);
    CHECK_EQ(bm_analysis_participants(an), 8);
    CHECK_EQ(bm_analysis_boards(an), 28);
    unsigned a, b, c, d;
    int64_t s, partners;
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 8, 1), BM_OK);
    CHECK_EQ(bm_analysis_entry(&partners, an, BM_MATRIX_PARTNERS, 1, 8), BM_OK);
    CHECK(a == 8 && b == 8 && c == 8 && d == 0 && partners == 4 && s == 4);
    /* every pair: partners once (4 boards), opponents twice (8 boards), 16 boards elsewhere */
    for (unsigned i = 1; i <= 8; i++)
        for (unsigned j = i + 1; j <= 8; j++) {
            int64_t p, cm;
            CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, i, j), BM_OK);
            CHECK_EQ(bm_analysis_entry(&p, an, BM_MATRIX_PARTNERS, i, j), BM_OK);
            CHECK_EQ(bm_analysis_entry(&cm, an, BM_MATRIX_COMMON, i, j), BM_OK);
            CHECK(p == 4 && a == 8 && b + c == 16 && d == 0 && cm == 28);
            CHECK_EQ(s, 8 - 4 + (int64_t)b - (int64_t)c);
        }
    /* per board: 4 opponent pairs and 2 partner pairs at each table, and the 16 cross-table
     * pairs cancel: total 4 per board, 112 over 28 pairs of players: mean 4 */
    CHECK_NEAR(stat(an, BM_STAT_SUM), 112, 0);
    CHECK_NEAR(stat(an, BM_STAT_MEAN), 4.0, 1e-12);
    CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
    CHECK_EQ(flag(an, BM_FLAG_STATIONARY), 0);
    CHECK_EQ(flag(an, BM_FLAG_DECOUPLED), 0);
    CHECK_EQ(bm_analysis_tables_in_play(an), 2);
    char *json = NULL;
    CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK);
    CHECK(json && strstr(json, "\"partners\": [[0, 4, 4, 4, 4, 4, 4, 4], ") != NULL);
    bm_free(json);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* Two tables, one round, one board shared by both tables (n = 2): pairs 1-3 and 2-4 meet.
 * s(1,3) = s(2,4) = 1 (opponents), s(1,2) = s(3,4) = 1 (same direction), s(1,4) = s(2,3) = -1.
 * Mean 1/3; all six values odd with total 2: no integer vector of odd values with total 2
 * does better than four 1s and two -1s, so the bound sqrt(8/9) is attained. */
static void parity_bound(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 2, 4, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 2, 2, 4, 1), BM_OK);
    struct bm_analysis *an = analyse(m);
    CHECK_STR(dist(an), "-1 x2, 1 x4");
    CHECK_NEAR(stat(an, BM_STAT_SD), sqrt(8.0 / 9.0), 1e-12);
    /* s values are odd with total 2: four 1s and two -1s are already the closest to the mean */
    CHECK_NEAR(stat(an, BM_STAT_PARITY_BOUND_SD), sqrt(8.0 / 9.0), 1e-12);
    CHECK_NEAR(stat(an, BM_STAT_APPLES_ORANGES), 0.0, 1e-12); /* n = T = 2 */
    bm_analysis_free(an);
    bm_movement_free(m);
    /* the same with 100 boards: a range of values too wide to count, so it is sorted */
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 2, 4, 1, 100), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 2, 2, 4, 1), BM_OK);
    an = analyse(m);
    CHECK_STR(dist(an), "-100 x2, 100 x4");
    CHECK_NEAR(stat(an, BM_STAT_SD), 100 * sqrt(8.0 / 9.0), 1e-9);
    bm_analysis_free(an);
    bm_movement_free(m);

    /* the formula against brute force: every integer vector of small values */
    for (unsigned M = 1; M <= 6; M++)
        for (unsigned odd = 0; odd <= M; odd++)
            for (int64_t sum = -6; sum <= 6; sum++) {
                if ((sum - odd) % 2)
                    continue;
                /* enumerate x_i in [-7, 7] with parities: 0..odd-1 odd, rest even */
                double best = 1e300;
                int64_t x[6];
                uint64_t total = 1;
                for (unsigned i = 0; i < M; i++)
                    total *= 8;
                for (uint64_t code = 0; code < total; code++) {
                    uint64_t c = code;
                    int64_t tot = 0;
                    for (unsigned i = 0; i < M; i++) {
                        x[i] = 2 * (int64_t)(c % 8) - 8 + (i < odd ? 1 : 0);
                        c /= 8;
                        tot += x[i];
                    }
                    if (tot != sum)
                        continue;
                    double mu = (double)sum / M, ss = 0;
                    for (unsigned i = 0; i < M; i++)
                        ss += (x[i] - mu) * (x[i] - mu);
                    if (ss < best)
                        best = ss;
                }
                CHECK_NEAR(bm_parity_bound_sd(M - odd, odd, sum), sqrt(best / M), 1e-9);
            }

    /* the bound never exceeds the SD of any switching: every switching of a 3-table
     * Mitchell (9 cells, 512 switchings) against the bound of the unswitched one */
    m = build("mitchell:tables=3");
    an = analyse(m);
    double bound = stat(an, BM_STAT_PARITY_BOUND_SD), best = 1e300, sum = stat(an, BM_STAT_SUM);
    bm_analysis_free(an);
    for (unsigned code = 0; code < 512; code++) {
        for (unsigned cell = 0; cell < 9; cell++)
            CHECK_EQ(bm_movement_set_switched(m, cell / 3 + 1, cell % 3 + 1, 1, (code >> cell) & 1), BM_OK);
        an = analyse(m);
        CHECK(stat(an, BM_STAT_SD) >= bound - 1e-12);
        CHECK(stat(an, BM_STAT_PARITY_BOUND_SD) == bound);
        CHECK(stat(an, BM_STAT_SUM) == sum);
        if (stat(an, BM_STAT_SD) < best)
            best = stat(an, BM_STAT_SD);
        bm_analysis_free(an);
    }
    CHECK(best >= bound - 1e-12);
    bm_movement_free(m);
}

/* A phantom NS pair at table 7: its table plays nothing, so each board is played 6 times and
 * pair 7 is left out of the statistics. */
static void phantom(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=7ns");
    struct bm_analysis *an = analyse(m);
    int counted = -1;
    CHECK_EQ(bm_analysis_counted(&counted, an, 7), BM_OK);
    CHECK_EQ(counted, 0);
    CHECK_EQ(bm_analysis_counted(&counted, an, 8), BM_OK);
    CHECK_EQ(counted, 1);
    CHECK_NEAR(stat(an, BM_STAT_PAIRS), 78, 0);
    unsigned n = 0, played = 0;
    CHECK_EQ(bm_analysis_board_plays(&n, an, 1), BM_OK);
    CHECK_EQ(n, 6);
    CHECK_EQ(bm_analysis_boards_played(&played, an, 7), BM_OK);
    CHECK_EQ(played, 0);
    CHECK_EQ(bm_analysis_boards_played(&played, an, 8), BM_OK);
    CHECK_EQ(played, 6);
    CHECK_EQ(bm_analysis_tables_in_play(an), 6);
    /* each EW pair sits out the round it meets the phantom: complete, not strictly */
    CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
    CHECK_EQ(flag(an, BM_FLAG_COMPLETE_STRICT), 0);
    /* Sum s = n(n-1)N over all pairs = 6*5*7 = 210; no phantom pair takes part */
    CHECK_NEAR(stat(an, BM_STAT_SUM), 210, 0);
    int64_t row[14];
    CHECK_EQ(bm_analysis_row(row, 14, an, BM_MATRIX_S, 7), BM_OK);
    for (int j = 0; j < 14; j++)
        CHECK_EQ(row[j], 0);
    char *text = NULL;
    CHECK_EQ(bm_analysis_report(&text, an, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "(* = phantom, not counted in the statistics)") != NULL);
    CHECK(text && strstr(text, "pairs: 14 (13 counted)") != NULL);
    bm_free(text);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* A pair that leaves after round 4 (phantom from round 5) still counts: its table plays
 * rounds 1-4 only. */
static void leaver(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=7ns@5");
    struct bm_analysis *an = analyse(m);
    int counted = 0;
    unsigned played = 0, n = 0;
    CHECK_EQ(bm_analysis_counted(&counted, an, 7), BM_OK);
    CHECK_EQ(counted, 1);
    CHECK_NEAR(stat(an, BM_STAT_PAIRS), 91, 0);
    CHECK_EQ(bm_analysis_boards_played(&played, an, 7), BM_OK);
    CHECK_EQ(played, 4);
    /* set A is at table 7 in round 2 (before the leave): played 7 times; set D reaches
     * table 7 in round 5: played 6 times */
    CHECK_EQ(bm_analysis_board_plays(&n, an, 1), BM_OK);
    CHECK_EQ(n, 7);
    CHECK_EQ(bm_analysis_board_plays(&n, an, 4), BM_OK);
    CHECK_EQ(n, 6);
    CHECK_EQ(bm_analysis_tables_in_play(an), 7);
    /* pair 7 misses 3 sets over the 3 rounds it is gone; its 3 late opponents one each */
    CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
    CHECK_EQ(flag(an, BM_FLAG_COMPLETE_STRICT), 0);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* The field coupling of a T-table Mitchell with its last round switched, derived by hand: on
 * each board one NS pair sits EW; the NS-EW s total per board is T^2 - (T - 2)^2 = 4(T - 1)
 * over T^2 pairs, within a field (T - 2)^2 - T over T(T - 1) pairs, so the coupling is
 * 4(T - 1)^2 / (T ((T - 2)^2 - T)): 8/7 for Table VI, below 1/2 from 13 tables on, where one
 * switched round no longer makes one field. Without the switch: 0, two fields. */
static void field_coupling(void)
{
    for (unsigned T = 5; T <= 41; T += 2)
        for (unsigned k = 1; k <= 3; k++) {
            char spec[64];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", T, k);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            struct bm_analysis *an = analyse(m);
            enum bm_fields fields = 0;
            CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING), 0.0, 0);
            CHECK_EQ(bm_analysis_fields(&fields, an), BM_OK);
            CHECK_EQ(fields, BM_FIELDS_TWO);
            bm_analysis_free(an);
            switch_round(m, T);
            an = analyse(m);
            double want = 4.0 * (T - 1) * (T - 1) / (T * ((T - 2.0) * (T - 2.0) - T));
            CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING), want, 1e-12);
            CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING_UNSWITCHED), 0.0, 0);
            CHECK_EQ(bm_analysis_fields(&fields, an), BM_OK);
            CHECK_EQ(fields, T < 13 ? BM_FIELDS_ONE_AFTER_SWITCHING : BM_FIELDS_TWO);
            CHECK_EQ(flag(an, BM_FLAG_ONE_WINNER), T < 13);
            bm_analysis_free(an);
            bm_movement_free(m);
        }
    test_context_clear();
    /* a Howell mixes the directions itself: one field, with or without switches */
    struct bm_movement *m = build("howell:tables=5");
    struct bm_analysis *an = analyse(m);
    enum bm_fields fields = 0;
    CHECK_NEAR(stat(an, BM_STAT_FIELD_COUPLING), 1.0, 1e-12); /* perfect: every s equal */
    CHECK_EQ(bm_analysis_fields(&fields, an), BM_OK);
    CHECK_EQ(fields, BM_FIELDS_ONE);
    bm_analysis_free(an);
    bm_movement_free(m);
    /* a team event ranks teams */
    m = build("american:tables=7");
    an = analyse(m);
    CHECK_EQ(bm_analysis_fields(&fields, an), BM_OK);
    CHECK_EQ(fields, BM_FIELDS_TEAMS);
    CHECK_EQ(flag(an, BM_FLAG_ONE_WINNER), 1);
    bm_analysis_free(an);
    bm_movement_free(m);
    /* the words */
    CHECK_STR(bm_fields_str(BM_FIELDS_TWO), "two fields: award NS and EW winners");
    CHECK_STR(bm_fields_str(BM_FIELDS_ONE), "one field: one winner");
    CHECK_STR(bm_fields_str(BM_FIELDS_ONE_AFTER_SWITCHING),
              "one field only after arrow switching: play the switched boards as marked");
    CHECK_STR(bm_fields_str(BM_FIELDS_TEAMS), "teams: one ranking of the teams");
    CHECK_STR(bm_fields_str((enum bm_fields)0), "unknown");
    CHECK_EQ(bm_analysis_fields(NULL, an), BM_EINVAL);
    CHECK_EQ(bm_analysis_fields(&fields, NULL), BM_EINVAL);
    CHECK_EQ(fields, 0);
}

static void reports(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_analysis *an = analyse(m);
    char *text = NULL, *json = NULL;
    CHECK_EQ(bm_analysis_report(&text, an, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "value of s | pairs of pairs (a pair of pairs: any two pairs)\n"
                               "         0 | 49\n         7 | 42\n"));
    /* every term is explained where it is printed */
    CHECK(text && strstr(text, "\ns is the amount of competition between two pairs: on each "
                               "board, with n = the times it is\nplayed, n - 1 when they play it "
                               "against each other, +1 "));
    CHECK(text && strstr(text, "\n  (sd: how unevenly the pairs compete, 0 when all compete "
                               "equally;"));
    CHECK(text && strstr(text, "parity bound on sd: 0.6966 (no arrow switching can give a "
                               "smaller sd: switching a board,\n"));
    CHECK(text && strstr(text, "apples and oranges: 0.0% of comparisons (a score on one deal "
                               "compared, in effect, with\n  a score on a different deal"));
    CHECK(text && strstr(text, "\ns matrix (s between the pairs of row i and column j):\n"));
    CHECK(text && strstr(text, "mean 3.2308   sd 3.4896 (population)   sd_sample 3.5090"));
    CHECK(text && strstr(text, "one winner: no - two fields: award NS and EW winners\n"
                               "  (field coupling 0.00; one field from 0.50)\n"));
    CHECK(text && strstr(text, "boards to prepare: 7 (7 sets of 1 board, 1 copy of each)\n"));
    CHECK(text && !strstr(text, "strictly complete")); /* nobody sits out */
    CHECK(text && strstr(text, "complete: yes   perfect: no   stationary NS pairs: yes"));
    CHECK(text && strstr(text, "\n 1   .  7  7  7  7  7  7  0  0  0  0  0  0  0\n"));
    CHECK(text && strstr(text, "playable: yes"));
    bm_free(text);
    CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK);
    static const char *const keys[] = {
        ("{\"participants\": 14, \"boards\": 7, \"boards_to_prepare\": 7, \"complete\": true, "
         "\"complete_strict\": true, \"perfect\": false, \"decoupled\": true, \"one_winner\": "
         "false, \"fields\": \"two\", \"field_coupling\": 0, \"field_coupling_unswitched\": 0, "
         "\"rules\": {\"stationary\": true, "),
        ("\"competition\": {\"mean\": 3.230769231, \"sd\": 3.489629607, \"sd_sample\": "
         "3.508962883, \"min\": 0, \"max\": 7, \"distribution\": [[0, 49], [7, 42]], "
         "\"parity_bound_sd\": 0.6965680875, \"bound\": 0.9616483454, \"bound_kind\": "
         "\"mod4\", \"ratio_to_bound\": 3.628800095}"),
        "\"apples_oranges\": 0, \"a\": [[0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1], ",
        "\"b\": [[0, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0], ",
        "\"c\": [[0, 0, 0, 0, 0, 0, 0, 6, 6, 6, 6, 6, 6, 6], ",
        "\"d\": [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], ",
        "\"s\": [[0, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0], ",
    };
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        CHECK(json && strstr(json, keys[k]) != NULL);
        if (json && !strstr(json, keys[k]))
            fprintf(stderr, "missing %s\n", keys[k]);
    }
    CHECK(json && !strstr(json, "partners"));
    bm_free(json);
    bm_analysis_free(an);
    bm_movement_free(m);

    /* Table VI is one field thanks to its switches: the text says so */
    m = build("mitchell:tables=7");
    switch_round(m, 7);
    an = analyse(m);
    CHECK_EQ(bm_analysis_report(&text, an, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "one winner: yes - one field only after arrow switching: play the "
                               "switched boards as marked\n  (field coupling 1.14, 0.00 without "
                               "the arrow switches; one field from 0.50)\n"));
    bm_free(text);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* The smallest perfect movement: one table, two pairs, two boards (P = 2T, N = 2 a multiple
 * of 2T - 1 = 1): complete, and its single s value (n - 1) a = 0 is trivially equal to all. */
static void perfect(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 2, 1, 2), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_OK);
    struct bm_analysis *an = analyse(m);
    CHECK_EQ(flag(an, BM_FLAG_COMPLETE), 1);
    CHECK_EQ(flag(an, BM_FLAG_PERFECT), 1);
    CHECK_STR(dist(an), "0 x1");
    CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), 0.0, 1e-12);
    CHECK_NEAR(stat(an, BM_STAT_APPLES_ORANGES), 0.0, 1e-12); /* one table: no other table to compare */
    bm_analysis_free(an);
    bm_movement_free(m);

    /* A perfect 4-pair movement derived by hand: both tables share set r in round r (n = 2),
     * every pair meets every other once (+k), and of the two rounds two pairs spend apart one
     * has them in the same direction (+k) and one in opposite directions (-k): s = k for all
     * six pairs = N(T - 1)/(2T - 1) with N = 3k, T = 2. */
    static const unsigned seats[3][4] = {{1, 2, 3, 4}, {1, 3, 4, 2}, {1, 4, 2, 3}};
    for (unsigned k = 1; k <= 3; k++) {
        CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 3, 2, 4, 3, k), BM_OK);
        for (unsigned r = 1; r <= 3; r++) {
            CHECK_EQ(bm_movement_set_pairs(m, r, 1, seats[r - 1][0], seats[r - 1][1], r), BM_OK);
            CHECK_EQ(bm_movement_set_pairs(m, r, 2, seats[r - 1][2], seats[r - 1][3], r), BM_OK);
        }
        an = analyse(m);
        char want[32];
        snprintf(want, sizeof want, "%u x6", k);
        CHECK_STR(dist(an), want);
        CHECK_EQ(flag(an, BM_FLAG_PERFECT), 1);
        CHECK_NEAR(stat(an, BM_STAT_SD), 0.0, 1e-12);
        CHECK_NEAR(stat(an, BM_STAT_PARITY_BOUND_SD), 0.0, 1e-12);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
}

/* A broken movement: pair 1 plays board 1 twice (round 1 against 2, round 2 against 3), so
 * n = 2. Pair 1 meets 2 (a = 1) and also plays the board opposite 2's direction at the other
 * round (c = 1): s = (2 - 1) 1 - 1 = 0, the board counted once in common; 2 and 3 both sit EW
 * (b = 1, s = 1). The handle keeps no reference to the movement. */
static void broken_and_independent(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 2, 1, 3, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 1, 1, 3, 1), BM_OK);
    struct bm_analysis *an = analyse(m);
    bm_movement_free(m);
    unsigned a, b, c, d, played;
    int64_t s, common;
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 1, 2), BM_OK);
    CHECK(a == 1 && b == 0 && c == 1 && d == 0 && s == 0);
    CHECK_EQ(bm_analysis_entry(&common, an, BM_MATRIX_COMMON, 1, 2), BM_OK);
    CHECK_EQ(common, 1);
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 3, 1), BM_OK);
    CHECK(a == 1 && b == 0 && c == 1 && d == 0 && s == 0);
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 2, 3), BM_OK);
    CHECK(a == 0 && b == 1 && c == 0 && d == 0 && s == 1);
    CHECK_EQ(bm_analysis_boards_played(&played, an, 1), BM_OK);
    CHECK_EQ(played, 1);
    CHECK_EQ(bm_analysis_board_plays(&played, an, 1), BM_OK);
    CHECK_EQ(played, 2);
    CHECK_EQ(bm_analysis_tables_in_play(an), 1);
    CHECK_NEAR(stat(an, BM_STAT_APPLES_ORANGES), 0.0, 1e-12); /* T = 1 */
    char *json = NULL;
    CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK); /* after the movement is gone */
    CHECK(json && strstr(json, "\"s\": [[0, 0, 0], [0, 0, 1], [0, 1, 0]]"));
    CHECK(json && strstr(json, "\"playable\": false"));
    bm_free(json);
    bm_analysis_free(an);
}

static void misuse(void)
{
    struct bm_movement *m = build("mitchell:tables=3");
    struct bm_analysis *an = (struct bm_analysis *)1;
    CHECK_EQ(bm_analysis_new(NULL, m), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "out is NULL") != NULL);
    CHECK_EQ(bm_analysis_new(&an, NULL), BM_EINVAL);
    CHECK(an == NULL);
    CHECK(strstr(bm_last_error(), "movement is NULL") != NULL);
    CHECK_EQ(bm_analysis_new(&an, NULL), BM_EINVAL);
    bm_analysis_free(NULL);
    an = analyse(m);
    CHECK_EQ(bm_analysis_participants(NULL), 0);
    CHECK_EQ(bm_analysis_boards(NULL), 0);
    CHECK_EQ(bm_analysis_tables_in_play(NULL), 0);
    CHECK_EQ(bm_analysis_event(NULL), 0);
    unsigned u = 9;
    int f = 9;
    int64_t v = 9;
    double x = 9;
    int64_t row[6];
    CHECK_EQ(analysis_pair(&u, NULL, NULL, NULL, &v, an, 0, 1), BM_ERANGE);
    CHECK(u == 0 && v == 0);
    CHECK_EQ(analysis_pair(NULL, NULL, NULL, NULL, NULL, an, 1, 7), BM_ERANGE);
    CHECK_EQ(analysis_pair(NULL, NULL, NULL, NULL, NULL, NULL, 1, 2), BM_EINVAL);
    CHECK_EQ(analysis_pair(NULL, NULL, NULL, NULL, &v, an, 2, 2), BM_OK);
    CHECK_EQ(v, 0);
    CHECK_EQ(bm_analysis_entry(NULL, an, BM_MATRIX_S, 1, 2), BM_EINVAL);
    CHECK_EQ(bm_analysis_entry(&v, an, (enum bm_matrix)0, 1, 2), BM_EINVAL);
    CHECK_EQ(bm_analysis_entry(&v, an, (enum bm_matrix)8, 1, 2), BM_EINVAL);
    CHECK_EQ(bm_analysis_entry(&v, an, BM_MATRIX_S, 1, 7), BM_ERANGE);
    CHECK_EQ(bm_analysis_entry(&v, NULL, BM_MATRIX_S, 1, 2), BM_EINVAL);
    CHECK_EQ(bm_analysis_row(row, 5, an, BM_MATRIX_S, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_row(row, 6, an, BM_MATRIX_S, 7), BM_ERANGE);
    CHECK_EQ(bm_analysis_row(NULL, 6, an, BM_MATRIX_S, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_row(row, 6, an, (enum bm_matrix)99, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_row(row, 6, an, BM_MATRIX_D, 1), BM_OK);
    CHECK_EQ(bm_analysis_matrix(row, 6, an, BM_MATRIX_S), BM_EINVAL);
    CHECK_EQ(bm_analysis_matrix(NULL, 36, an, BM_MATRIX_S), BM_EINVAL);
    CHECK_EQ(bm_analysis_board_plays(&u, an, 0), BM_ERANGE);
    CHECK_EQ(bm_analysis_board_plays(&u, an, 4), BM_ERANGE);
    CHECK_EQ(bm_analysis_board_plays(NULL, an, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_board_plays(&u, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_boards_played(&u, an, 7), BM_ERANGE);
    CHECK_EQ(bm_analysis_boards_played(NULL, an, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_boards_played(&u, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_counted(&f, an, 0), BM_ERANGE);
    CHECK_EQ(bm_analysis_counted(NULL, an, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_counted(&f, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_analysis_stat(&x, an, (enum bm_stat)0), BM_EINVAL);
    CHECK_NEAR(x, 0.0, 0);
    CHECK_EQ(bm_analysis_stat(&x, an, (enum bm_stat)14), BM_EINVAL);
    CHECK_EQ(bm_analysis_stat(NULL, an, BM_STAT_MEAN), BM_EINVAL);
    CHECK_EQ(bm_analysis_stat(&x, NULL, BM_STAT_MEAN), BM_EINVAL);
    CHECK_EQ(bm_analysis_flag(&f, an, (enum bm_flag)7), BM_EINVAL);
    CHECK_EQ(bm_analysis_flag(&f, an, (enum bm_flag)0), BM_EINVAL);
    CHECK_EQ(bm_analysis_flag(NULL, an, BM_FLAG_PERFECT), BM_EINVAL);
    CHECK_EQ(bm_analysis_flag(&f, NULL, BM_FLAG_PERFECT), BM_EINVAL);
    CHECK_EQ(bm_analysis_distribution_size(NULL, an), BM_EINVAL);
    CHECK_EQ(bm_analysis_distribution_size(&u, NULL), BM_EINVAL);
    CHECK_EQ(bm_analysis_distribution_entry(&v, &u, an, 0), BM_ERANGE);
    CHECK_EQ(bm_analysis_distribution_entry(&v, &u, an, 3), BM_ERANGE);
    CHECK_EQ(bm_analysis_distribution_entry(NULL, NULL, an, 1), BM_OK);
    CHECK_EQ(bm_analysis_distribution_entry(&v, &u, NULL, 1), BM_EINVAL);
    char *s = (char *)1;
    CHECK_EQ(bm_analysis_report(NULL, an, BM_FORM_TEXT), BM_EINVAL);
    CHECK_EQ(bm_analysis_report(&s, NULL, BM_FORM_TEXT), BM_EINVAL);
    CHECK(s == NULL);
    s = (char *)1;
    CHECK_EQ(bm_analysis_report(NULL, an, BM_FORM_JSON), BM_EINVAL);
    CHECK_EQ(bm_analysis_report(&s, NULL, BM_FORM_JSON), BM_EINVAL);
    CHECK(s == NULL);
    bm_analysis_free(an);
    bm_movement_free(m);
}

static void allocation_failures_of(const struct bm_movement *m)
{
    unsigned long k;
    for (k = 1; k < 1000; k++) {
        struct bm_analysis *an = (struct bm_analysis *)1;
        bm_test_fail_alloc_at(k);
        enum bm_status st = bm_analysis_new(&an, m);
        bm_test_fail_alloc_at(0);
        if (!st) {
            bm_analysis_free(an);
            break;
        }
        CHECK_EQ(st, BM_ENOMEM);
        CHECK(an == NULL);
    }
    CHECK(k > 1 && k < 1000);
    struct bm_analysis *an = analyse(m);
    for (int which = 0; which < 2; which++) {
        for (k = 1; k < 1000; k++) {
            char *s = (char *)1;
            bm_test_fail_alloc_at(k);
            enum bm_status st = which ? bm_analysis_report(&s, an, BM_FORM_JSON) : bm_analysis_report(&s, an, BM_FORM_TEXT);
            bm_test_fail_alloc_at(0);
            if (!st) {
                bm_free(s);
                break;
            }
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(s == NULL);
        }
        CHECK(k > 1 && k < 1000);
    }
    bm_analysis_free(an);
}

/* Every allocating call fails cleanly at every allocation: a switched Mitchell, the
 * individual (partners), and a movement whose value range is sorted rather than counted. */
static void allocation_failures(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=2");
    CHECK_EQ(bm_movement_set_switched(m, 5, 1, 2, 1), BM_OK);
    allocation_failures_of(m);
    bm_movement_free(m);
    m = read_reference("individual-8", 4);
    allocation_failures_of(m);
    bm_movement_free(m);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 2, 4, 1, 100), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 2, 2, 4, 1), BM_OK);
    allocation_failures_of(m);
    bm_movement_free(m);
}

/* A file may declare 4096 pairs and seat two (issue 25): the JSON matrices follow the grid,
 * over the participants it seats and listed, never the declared count. */
static void declared_not_seated(void)
{
    static const char text[] = "{\"format\":\"bridgemove/1\",\"event\":\"pairs\",\"tables\":1,"
                               "\"rounds\":1,\"sets\":1,\"participants\":4096,"
                               "\"grid\":[[{\"ns\":1,\"ew\":2,\"set\":1}]]}";
    struct bm_movement *m = NULL;
    struct bm_analysis *an = NULL;
    char *json = NULL;
    CHECK_EQ(bm_movement_read(&m, text, sizeof text - 1, "json", NULL), BM_OK);
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK);
    CHECK(json && strlen(json) < 4096);
    CHECK(json && strstr(json, "{\"participants\": 4096, "));
    CHECK(json && strstr(json, ", \"s\": [[0, 0], [0, 0]], \"matrix_participants\": [1, 2]}\n"));
    bm_free(json);
    bm_analysis_free(an);
    bm_movement_free(m);
}

int main(void)
{
    RUN(table_I());
    RUN(table_VI());
    RUN(rounds_6_7());
    RUN(per_board());
    RUN(reference_tables());
    RUN(individual());
    RUN(parity_bound());
    RUN(phantom());
    RUN(leaver());
    RUN(field_coupling());
    RUN(reports());
    RUN(declared_not_seated());
    RUN(perfect());
    RUN(broken_and_independent());
    RUN(misuse());
    RUN(allocation_failures());
    return test_report();
}
