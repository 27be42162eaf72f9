/* The 1½-table appendix Mitchell: the published 10½- and 9½-table forms cell by cell (grid
 * text and JSON), then every size: NS pairs stay, EW pairs move up one table over all the
 * tables (skipping one halfway when the base is even), the boards move down one round the
 * base, table T - 1 plays table 1's set, the half table plays nothing; nobody replays a set or
 * meets twice, the NS pairs play every set and each EW pair sits out at most once; with
 * cases=2 it is Hill's Web with n = 1, s = 1 and NS T a phantom, table for table. */
#include "published.h"

static void test_golden(void)
{
    golden_text("appendix:tables=11", "appendix-11.txt");
    golden_json("appendix:tables=11", "appendix-11.json");
    golden_text("appendix:tables=10", "appendix-10.txt"); /* even base: the skip */
    golden_json("appendix:tables=10", "appendix-10.json");
}

static void check_size(const struct bm_movement *m, unsigned T, int twinned)
{
    unsigned B = T - 2, P = 2 * T, bad = 0;
    CHECK_EQ(bm_movement_rounds(m), B);
    CHECK_EQ(bm_movement_tables(m), T);
    CHECK_EQ(bm_movement_sets(m), B);
    CHECK_EQ(bm_movement_participants(m), P);
    unsigned from = 0;
    bm_movement_phantom(&from, m, T);
    CHECK_EQ(from, 1);
    unsigned char *played = calloc((size_t)(P + 1) * (B + 1), 1);
    unsigned *sat_out = calloc(P + 1, sizeof *sat_out);
    for (unsigned r = 1; r <= B; r++)
        for (unsigned t = 1; t <= T; t++) {
            unsigned ns = cell(m, r, t, BM_FIELD_NS), ew = cell(m, r, t, BM_FIELD_EW);
            unsigned s = cell(m, r, t, BM_FIELD_SET), copy = cell(m, r, t, BM_FIELD_COPY);
            bad += ns != t;
            bad += t == T ? s != 0 : s == 0;
            bad += t == T - 1 && s != cell(m, r, 1, BM_FIELD_SET);
            bad += copy != (t == T - 1 && twinned ? 2u : 1u);
            if (t == T)
                sat_out[ew]++;
            else
                bad += played[ns * (B + 1) + s]++ + played[ew * (B + 1) + s]++ != 0;
            if (r == 1)
                continue;
            /* EW up one table (two after round B/2 with B even); boards down one round the base */
            unsigned step = B % 2 == 0 && r == B / 2 + 1 ? 2 : 1;
            bad += ew != cell(m, r - 1, (t + T - 1 - step) % T + 1, BM_FIELD_EW);
            bad += t <= B && s != cell(m, r - 1, t % B + 1, BM_FIELD_SET);
        }
    for (unsigned p = 1; p <= P; p++) {
        unsigned sets = 0;
        for (unsigned s = 1; s <= B; s++)
            sets += played[p * (B + 1) + s];
        if (p == T)
            bad += sets != 0;
        else if (p < T)
            bad += sets != B; /* NS pairs play every set */
        else
            bad += sat_out[p] > 1 || sets + sat_out[p] != B;
    }
    CHECK_EQ(bad, 0);
    free(played);
    free(sat_out);
}

/* cases=2 is Hill's Web with n = 1, s = 1 and NS T a phantom on tables 1..T-1 (the Web
 * gives the half table boards of its own that nobody plays). */
static void check_web(const struct bm_movement *m, unsigned T)
{
    char spec[128];
    snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u,groups=%u,subsections=1,phantom=%uns",
             T, T - 2, T - 2, T);
    struct bm_movement *w = build(spec);
    unsigned bad = 0;
    static const enum bm_field fields[] = {BM_FIELD_NS, BM_FIELD_EW, BM_FIELD_SET, BM_FIELD_COPY};
    for (unsigned r = 1; w && r <= T - 2; r++)
        for (unsigned t = 1; t < T; t++)
            for (size_t f = 0; f < 4; f++)
                bad += cell(m, r, t, fields[f]) != cell(w, r, t, fields[f]);
    for (unsigned r = 1; w && r <= T - 2; r++)
        bad += cell(m, r, T, BM_FIELD_EW) != cell(w, r, T, BM_FIELD_EW);
    CHECK_EQ(bad, 0);
    bm_movement_free(w);
}

static void test_every_size(void)
{
    char spec[64];
    static const unsigned large[] = {999, 1000, 0};
    for (unsigned T = 5, i = 0; T; T = T < 160 ? T + 1 : large[i++])
        for (int twinned = 0; twinned < 2; twinned++) {
            snprintf(spec, sizeof spec, "appendix:tables=%u,cases=%d", T, 1 + twinned);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            if (!m)
                continue;
            check_size(m, T, twinned);
            if (T <= 160) {
                CHECK_EQ(repeated_meetings(m), 0);
                /* one case of boards: tables 1 and T - 1 share; twinned: nothing shared */
                CHECK_EQ(rules_of(m), twinned ? ALL_RULES : ALL_BUT_4B);
            }
            if (T <= 60 && twinned)
                check_web(m, T);
            bm_movement_free(m);
        }
}

static void test_keys(void)
{
    struct bm_movement *m = build("appendix:tables=9,rounds=5,boards=3");
    CHECK_EQ(bm_movement_rounds(m), 5);
    CHECK_EQ(bm_movement_boards(m), 21);
    CHECK_STR(bm_movement_name(m), "Appendix Mitchell, 9 tables (17 pairs)");
    bm_movement_free(m);
    build_refused("appendix", BM_EUNSUPPORTED, "appendix needs tables=N (5..1000)");
    build_refused("appendix:tables=4", BM_ERANGE, "tables must be 5..1000 for appendix");
    build_refused("appendix:tables=11,rounds=10", BM_ERANGE,
                  "rounds must be 1..9 for appendix with 11 tables; got 10");
    build_refused("appendix:tables=11,cases=3", BM_ERANGE, "cases must be 1..2");
    CHECK(build_alloc_failures("appendix:tables=10") > 0);
}

/* The balance figures doc/movements.md quotes (population SD of s, 1 board a set), without
 * arrow switches and with the last round switched at every table. */
static void test_balance(void)
{
    static const double want[][2] = {{1.8708, 2.1985}, {2.9123, 2.5957}, {3.9334, 2.8596},
                                     {4.9462, 3.2614}, {5.9549, 3.8220}, {6.9612, 4.5056}};
    for (unsigned i = 0; i < 6; i++) {
        char spec[64];
        snprintf(spec, sizeof spec, "appendix:tables=%u", 5 + 2 * i);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        for (int switched = 0; m && switched < 2; switched++) {
            struct bm_analysis *an = NULL;
            double sd = -1;
            CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
            bm_analysis_stat(&sd, an, BM_STAT_SD);
            CHECK_NEAR(sd, want[i][switched], 5e-5);
            bm_analysis_free(an);
            for (unsigned t = 1; t < bm_movement_tables(m); t++)
                bm_movement_set_switched(m, bm_movement_rounds(m), t, 1, 1);
        }
        bm_movement_free(m);
    }
}

int main(void)
{
    RUN(test_golden());
    RUN(test_every_size());
    RUN(test_keys());
    RUN(test_balance());
    return test_report();
}
