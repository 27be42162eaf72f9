/* The hesitation Mitchell: the EBU's published 7- and 8-table forms cell by cell (grid text
 * and JSON, relay contents included), then every size: the stationary pairs stay, the moving
 * pairs follow the published loop EW 1 .. EW T, NS T, every pair plays every set once, nobody
 * meets twice, the relay holds the sets out of play, and the rules hold (4B fails only where
 * tables 1 and T share, even T with NS 1 present). */
#include "published.h"

static void test_golden(void)
{
    golden_text("hesitation:tables=7", "hesitation-7.txt");
    golden_json("hesitation:tables=7", "hesitation-7.json");
    golden_text("hesitation:tables=8", "hesitation-8.txt");
    golden_json("hesitation:tables=8", "hesitation-8.json");
    /* the EBU's half table: no pair at NS 1, so nothing is shared */
    struct bm_movement *m = build("hesitation:pairs=15"), *g = ref_json(PUBLISHED("hesitation-8.json"));
    CHECK(grids_agree(m, g, 1, 0, 0));
    unsigned from = 0;
    CHECK_EQ(bm_movement_phantom(&from, m, 1), BM_OK);
    CHECK_EQ(from, 1);
    CHECK_EQ(rules_of(m), ALL_RULES);
    bm_movement_free(g);
    bm_movement_free(m);
}

/* Every property of the movement for T tables (2T - 1 pairs when half). */
static void check_size(const struct bm_movement *m, unsigned T, int half)
{
    unsigned R = T + 1, P = 2 * T, bad = 0;
    CHECK_EQ(bm_movement_rounds(m), R);
    CHECK_EQ(bm_movement_tables(m), T);
    CHECK_EQ(bm_movement_sets(m), R);
    CHECK_EQ(bm_movement_participants(m), P);
    unsigned char *played = calloc((size_t)(P + 1) * (R + 1), 1);
    unsigned char *on_table = calloc(R + 1, 1);
    for (unsigned r = 1; r <= R; r++) {
        memset(on_table, 0, R + 1);
        for (unsigned t = 1; t <= T; t++) {
            unsigned ns = cell(m, r, t, BM_FIELD_NS), ew = cell(m, r, t, BM_FIELD_EW);
            unsigned s = cell(m, r, t, BM_FIELD_SET);
            bad += t < T && ns != t; /* NS 1..T-1 stay */
            bad += played[ns * (R + 1) + s]++ != 0;
            bad += played[ew * (R + 1) + s]++ != 0;
            bad += on_table[s]++ != 0 && !(T % 2 == 0 && t == T);
            if (r > 1) { /* the loop: EW t-1 -> EW t, EW T -> NS T, NS T -> EW 1 */
                unsigned from = t == 1 ? cell(m, r - 1, T, BM_FIELD_NS)
                                       : cell(m, r - 1, t - 1, BM_FIELD_EW);
                bad += ew != from;
                bad += t == T && ns != cell(m, r - 1, T, BM_FIELD_EW);
            }
        }
        /* even T: tables 1 and T play the same set; the relay holds the sets not on a table */
        bad += T % 2 == 0 && cell(m, r, 1, BM_FIELD_SET) != cell(m, r, T, BM_FIELD_SET);
        unsigned count = 0;
        CHECK_EQ(bm_movement_stand_count(&count, m, r, 1), BM_OK);
        CHECK_EQ(count, T % 2 ? 1 : 2);
        for (unsigned i = 1; i <= count; i++) {
            unsigned s = 0;
            bm_movement_stand_item(&s, NULL, m, r, 1, i);
            bad += on_table[s]++ != 0;
        }
    }
    for (unsigned p = 1; p <= P; p++)
        for (unsigned s = 1; s <= R; s++)
            bad += played[p * (R + 1) + s] != 1;
    CHECK_EQ(bad, 0);
    unsigned from = 0;
    bm_movement_phantom(&from, m, 1);
    CHECK_EQ(from, half ? 1 : 0);
    free(played);
    free(on_table);
}

static void test_every_size(void)
{
    char spec[64];
    static const unsigned large[] = {999, 1000, 0};
    for (unsigned T = 3, i = 0; T; T = T < 160 ? T + 1 : large[i++]) {
        for (int half = 0; half < 2; half++) {
            snprintf(spec, sizeof spec, "hesitation:pairs=%u", 2 * T - (unsigned)half);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            if (!m)
                continue;
            check_size(m, T, half);
            if (T <= 160) {
                /* nobody meets twice: the movers meet each other only at the pivot table */
                CHECK_EQ(repeated_meetings(m), 0);
                /* every rule holds but 4B where tables 1 and T share */
                CHECK_EQ(rules_of(m), T % 2 || half ? ALL_RULES : ALL_BUT_4B);
            }
            bm_movement_free(m);
        }
    }
}

static void test_keys(void)
{
    struct bm_movement *m = build("hesitation:tables=9,rounds=4,boards=3");
    CHECK_EQ(bm_movement_rounds(m), 4);
    CHECK_EQ(bm_movement_boards(m), 30);
    CHECK_STR(bm_movement_name(m), "Hesitation Mitchell, 9 tables");
    bm_movement_free(m);
    m = build("hesitation:tables=8,pairs=15");
    CHECK_STR(bm_movement_name(m), "Hesitation Mitchell, 8 tables, 15 pairs");
    bm_movement_free(m);
    build_refused("hesitation", BM_EUNSUPPORTED, "hesitation needs tables=N (3..1000) or pairs=N");
    build_refused("hesitation:tables=8,pairs=14", BM_EUNSUPPORTED,
                  "pairs=14 does not fit 8 tables: a hesitation Mitchell of 8 tables seats "
                  "pairs=15 (a half table) or pairs=16");
    build_refused("hesitation:tables=7,rounds=9", BM_ERANGE,
                  "rounds must be 1..8 for hesitation with 7 tables; got 9");
    build_refused("hesitation:tables=2", BM_ERANGE, "tables must be 3..1000");
    CHECK(build_alloc_failures("hesitation:tables=8") > 0);
    CHECK(build_alloc_failures("hesitation:pairs=13") > 0);
}

static double sd_of(const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    double sd = -1;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    bm_analysis_stat(&sd, an, BM_STAT_SD);
    bm_analysis_free(an);
    return sd;
}

/* Some of the balance figures doc/movements.md quotes (population SD of s, 1 board a set),
 * without arrow switches and with the EBU's: the last round at every table but the pivot. */
static void test_balance(void)
{
    static const struct {
        const char *spec;
        double sd, last_round;
    } want[] = {{"hesitation:tables=3", 1.2000, 1.7436},  {"hesitation:tables=7", 3.4055, 2.2760},
                {"hesitation:pairs=13", 2.8410, 2.0925},  {"hesitation:tables=8", 3.9192, 2.4819},
                {"hesitation:pairs=15", 3.7125, 2.6099},  {"hesitation:tables=16", 7.9625, 5.0559}};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        test_context("%s", want[i].spec);
        struct bm_movement *m = build(want[i].spec);
        CHECK_NEAR(sd_of(m), want[i].sd, 5e-5);
        unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
        for (unsigned t = 1; t < T; t++)
            CHECK_EQ(bm_movement_set_switched(m, R, t, 1, 1), BM_OK);
        CHECK_NEAR(sd_of(m), want[i].last_round, 5e-5);
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
