/* The crisscross Mitchell: the published 8-table criss-cross (boards stationary) with its NS
 * pairs and board sets exchanged, cell by cell; then every multiple of 4: the moves the docs
 * give (odd sets down one table, even sets up one; odd EW pairs up one, up T/2 after round
 * T/2, then down one; even EW pairs the mirror), every rule of the movements article, the
 * balance of the relay Mitchell, rounds cut short, and the sizes refused with their reason. */
#include "published.h"

static unsigned wrap(long x, unsigned T)
{
    return (unsigned)(((x - 1) % (long)T + (long)T) % (long)T) + 1;
}

/* The published form has set t on table t and the NS pairs moving: NS pair i there is set i
 * here, and the EW pairs are the same. */
static void test_golden(void)
{
    struct bm_movement *m = build("mitchell:tables=8,variant=crisscross");
    struct bm_movement *pub = ref_text(PUBLISHED("crisscross-8-stationary-boards.txt"));
    CHECK(pub != NULL);
    unsigned bad = 0;
    for (unsigned r = 1; m && pub && r <= 8; r++)
        for (unsigned t = 1; t <= 8; t++) {
            bad += cell(pub, r, t, BM_FIELD_SET) != t; /* boards stationary */
            bad += cell(m, r, t, BM_FIELD_NS) != t;    /* NS pairs stationary */
            bad += cell(m, r, t, BM_FIELD_SET) != cell(pub, r, t, BM_FIELD_NS);
            bad += cell(m, r, t, BM_FIELD_EW) != cell(pub, r, t, BM_FIELD_EW);
        }
    CHECK_EQ(bad, 0);
    CHECK_STR(bm_movement_name(m), "Crisscross Mitchell, 8 tables");
    CHECK_EQ(bm_movement_stands(m), 0);
    bm_movement_free(pub);
    bm_movement_free(m);
}

/* The moves, and the Latin-square properties every rule rests on: each EW pair and each set
 * once a round (1B, 4B), at every table once (4A: every EW pair meets every NS pair; 1A, 3A:
 * every NS pair plays every set), and each EW pair plays every set once (2, 3B). */
static void check_size(const struct bm_movement *m, unsigned T)
{
    unsigned h = T / 2, bad = 0;
    size_t n = (size_t)(2 * T + 1) * (T + 1);
    unsigned char *ew_set = calloc(n, 1), *ew_table = calloc(n, 1), *ns_set = calloc(n, 1);
    unsigned char *round_ew = calloc(2 * T + 1, 1), *round_set = calloc(T + 1, 1);
    for (unsigned r = 1; r <= T; r++) {
        memset(round_ew, 0, 2 * T + 1);
        memset(round_set, 0, T + 1);
        for (unsigned t = 1; t <= T; t++) {
            unsigned ew = cell(m, r, t, BM_FIELD_EW), s = cell(m, r, t, BM_FIELD_SET);
            unsigned j = ew - T;
            bad += cell(m, r, t, BM_FIELD_NS) != t;
            bad += round_ew[ew]++ + round_set[s]++ != 0;
            bad += ew_table[ew * (T + 1) + t]++ + ew_set[ew * (T + 1) + s]++ != 0;
            bad += ns_set[t * (T + 1) + s]++ != 0;
            /* set s sat at table s in round 1: odd sets move down one a round, even up one */
            bad += t != (s % 2 ? wrap((long)s - (r - 1), T) : wrap((long)s + (r - 1), T));
            /* EW pair T + j sat at table j: odd j up r - 1 tables, then up T/2 and down */
            long move = r <= h ? (long)(r - 1) : (long)(h - 1) + (long)h - (long)(r - h - 1);
            bad += t != wrap((long)j + (j % 2 ? move : -move), T);
        }
    }
    CHECK_EQ(bad, 0);
    free(ew_set);
    free(ew_table);
    free(ns_set);
    free(round_ew);
    free(round_set);
}

static void test_every_size(void)
{
    char spec[64];
    static const unsigned large[] = {996, 1000, 0};
    for (unsigned T = 4, i = 0; T; T = T < 160 ? T + 4 : large[i++]) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=crisscross", T);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        if (!m)
            continue;
        CHECK_EQ(bm_movement_rounds(m), T);
        CHECK_EQ(bm_movement_sets(m), T);
        check_size(m, T);
        if (T <= 160)
            CHECK_EQ(rules_of(m), ALL_RULES);
        bm_movement_free(m);
    }
}

/* Every complete Mitchell without switches has the same competition, so the same SD. */
static void test_balance(void)
{
    char spec[96];
    for (unsigned T = 4; T <= 40; T += 4) {
        test_context("tables=%u", T);
        double sd[2] = {-1, -2};
        for (int v = 0; v < 2; v++) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=%s", T,
                     v ? "crisscross" : "relay");
            struct bm_movement *m = build(spec);
            struct bm_analysis *an = NULL;
            CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
            bm_analysis_stat(&sd[v], an, BM_STAT_SD);
            bm_analysis_free(an);
            bm_movement_free(m);
        }
        CHECK_NEAR(sd[1], sd[0], 1e-9);
    }
}

/* Rounds cut short are the first rounds of the full movement. */
static void test_rounds(void)
{
    struct bm_movement *full = build("mitchell:tables=12,variant=crisscross");
    for (unsigned R = 1; R <= 12; R++) {
        char spec[64];
        snprintf(spec, sizeof spec, "mitchell:tables=12,variant=crisscross,rounds=%u", R);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        unsigned bad = 0;
        CHECK_EQ(bm_movement_rounds(m), R);
        for (unsigned r = 1; m && r <= R; r++)
            for (unsigned t = 1; t <= 12; t++)
                bad += cell(m, r, t, BM_FIELD_EW) != cell(full, r, t, BM_FIELD_EW) ||
                       cell(m, r, t, BM_FIELD_SET) != cell(full, r, t, BM_FIELD_SET);
        CHECK_EQ(bad, 0);
        bm_movement_free(m);
    }
    bm_movement_free(full);
    build_refused("mitchell:tables=8,variant=crisscross,rounds=9", BM_ERANGE,
                  "rounds must be 1..8 for mitchell with 8 tables; got 9");
}

static void test_refused(void)
{
    build_refused("mitchell:tables=6,variant=crisscross", BM_EUNSUPPORTED,
                  "variant=crisscross needs a multiple of 4 tables (4, 8, 12, ...): with 6 "
                  "tables no Mitchell lets every pair meet every opponent and play every set "
                  "without sharing boards (Euler's 36 officers)");
    build_refused("mitchell:tables=10,variant=crisscross", BM_EUNSUPPORTED,
                  "with 10 tables no such movement has moves a director can call; use "
                  "variant=relay");
    build_refused("mitchell:tables=7,variant=crisscross", BM_EUNSUPPORTED,
                  "7 tables play variant=standard");
    CHECK(build_alloc_failures("mitchell:tables=8,variant=crisscross") > 0);
    /* even T still defaults to the relay Mitchell */
    struct bm_movement *m = build("mitchell:tables=8");
    CHECK_EQ(bm_movement_stands(m), 1);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_golden());
    RUN(test_every_size());
    RUN(test_balance());
    RUN(test_rounds());
    RUN(test_refused());
    return test_report();
}
