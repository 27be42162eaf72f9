/* SPDX-License-Identifier: MIT */
/* Duality and standard form (seed 001 Part I): the text's IIa -> IIb example step by step,
 * Table I self-dual, the dual of IIIa, and a sweep over every Mitchell-type movement the
 * library builds checking that the dual is an involution and swaps the rules. */
#include "test.h"
#include "ref.h"

#define BM_FAULT_INJECTION 1 /* the test library is built with it */
#include "bm-private.h"

static struct bm_movement *build(const char *spec)
{
    struct bm_movement *m = NULL;
    char msg[256];
    if (bm_build_string(&m, spec, msg, sizeof msg) != BM_OK)
        fprintf(stderr, "%s: %s\n", spec, msg);
    return m;
}

/* The text's four steps, each one library call, compared with Table IIb cell by cell. */
static void test_iia_to_iib(void)
{
    struct bm_movement *iia = ref_load("table-IIa"), *iib = ref_load("table-IIb");
    struct bm_movement *s1 = NULL, *s2 = NULL, *s3 = NULL, *s4 = NULL;
    char msg[256];
    CHECK(iia && iib);
    /* 1. interchange 9..16 with A..H */
    CHECK_EQ(bm_movement_interchange(&s1, iia, msg, sizeof msg), BM_OK);
    CHECK_EQ(cell(s1, 1, 1, BM_FIELD_SET), 1);  /* pair 9 -> A */
    CHECK_EQ(cell(s1, 1, 1, BM_FIELD_EW), 9);   /* A -> 9 */
    CHECK_EQ(cell(s1, 2, 1, BM_FIELD_SET), 8);  /* pair 16 -> H */
    /* 2. transpose rows and columns */
    CHECK_EQ(bm_movement_transpose(&s2, s1, msg, sizeof msg), BM_OK);
    /* 3. reverse the order of the rows */
    CHECK_EQ(bm_movement_reverse_rounds(&s3, s2, msg, sizeof msg), BM_OK);
    /* 4. reletter A..H as H..A */
    const unsigned reverse8[8] = {8, 7, 6, 5, 4, 3, 2, 1};
    CHECK_EQ(bm_movement_relabel_sets(&s4, s3, reverse8, 8, msg, sizeof msg), BM_OK);
    CHECK(grid_same(s4, iib, "IIa after the four steps vs IIb"));
    /* steps 1 and 2 together are the dual */
    struct bm_movement *d = NULL, *std = NULL;
    CHECK_EQ(bm_movement_dual(&d, iia, msg, sizeof msg), BM_OK);
    CHECK(grid_same(d, s2, "dual(IIa) vs transpose(interchange(IIa))"));
    /* --standard on the dual of IIa gives IIb */
    CHECK_EQ(bm_movement_standard_form(&std, d, msg, sizeof msg), BM_OK);
    CHECK(grid_same(std, iib, "standard form of dual(IIa) vs IIb"));
    int is = -1;
    CHECK_EQ(bm_movement_is_standard(&is, iib, msg, sizeof msg), BM_OK);
    CHECK_EQ(is, 1);
    CHECK_EQ(bm_movement_is_standard(&is, d, msg, sizeof msg), BM_OK);
    CHECK_EQ(is, 0);
    CHECK_EQ(bm_movement_is_standard(&is, iia, msg, sizeof msg), BM_OK);
    CHECK_EQ(is, 1);
    /* the dual's name and the input left untouched */
    CHECK_STR(bm_movement_name(d), "Dual");
    struct bm_movement *iia2 = ref_load("table-IIa");
    CHECK(grid_same(iia, iia2, "IIa untouched"));
    bm_movement_free(iia2);
    /* the duality features: relay <-> double move, sharing <-> same opponents twice */
    CHECK_EQ(rule_holds(iia, BM_RULE_4B), 0);
    CHECK_EQ(rule_holds(iib, BM_RULE_4A), 0);
    for (unsigned r = 1; r <= 8; r++) /* IIb: EW move up two tables after round 4 only */
        for (unsigned t = 1; t <= 8; t++) {
            unsigned now = cell(iib, r, t, BM_FIELD_EW);
            unsigned next_t = r == 8 ? 0 : (r == 4 ? (t + 1) % 8 + 1 : t % 8 + 1);
            if (next_t)
                CHECK_EQ(cell(iib, r + 1, next_t, BM_FIELD_EW), now);
        }
    struct bm_movement *all[] = {iia, iib, s1, s2, s3, s4, d, std};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bm_movement_free(all[i]);
}

static void test_table_i_self_dual(void)
{
    struct bm_movement *t1 = ref_load("table-I"), *d = NULL, *std = NULL;
    char msg[256];
    CHECK_EQ(bm_movement_dual(&d, t1, msg, sizeof msg), BM_OK);
    CHECK_EQ(bm_movement_standard_form(&std, d, msg, sizeof msg), BM_OK);
    CHECK(grid_same(std, t1, "standard form of dual(I) vs I"));
    /* the explicit steps of the reference: reverse rounds 2..7, reletter A,G,F,..,B */
    const unsigned rounds[7] = {1, 7, 6, 5, 4, 3, 2}, sets[7] = {1, 7, 6, 5, 4, 3, 2};
    struct bm_movement *a = NULL, *b = NULL;
    CHECK_EQ(bm_movement_permute_rounds(&a, d, rounds, 7, msg, sizeof msg), BM_OK);
    CHECK_EQ(bm_movement_relabel_sets(&b, a, sets, 7, msg, sizeof msg), BM_OK);
    CHECK(grid_same(b, t1, "I after the reference's steps"));
    int eq = -1, is = -1;
    CHECK_EQ(bm_movement_equivalent(&eq, t1, d, msg, sizeof msg), BM_OK);
    CHECK_EQ(eq, 1);
    CHECK_EQ(bm_movement_is_standard(&is, t1, msg, sizeof msg), BM_OK);
    CHECK_EQ(is, 1);
    struct bm_movement *all[] = {t1, d, std, a, b};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bm_movement_free(all[i]);
}

/* IIIa's exact dual is reference table-IIIa-dual (X moving four), not Table IIIb. */
static void test_rover_duals(void)
{
    struct bm_movement *iiia = ref_load("table-IIIa"), *iiia_dual = ref_load("table-IIIa-dual");
    struct bm_movement *iiib = ref_load("table-IIIb");
    struct bm_movement *d = NULL, *a = NULL, *b = NULL, *std = NULL;
    char msg[256];
    CHECK_EQ(bm_movement_dual(&d, iiia, msg, sizeof msg), BM_OK);
    CHECK_EQ(bm_movement_rounds(d), 8);
    CHECK_EQ(bm_movement_tables(d), 7);
    /* the reference's steps: keep rounds 1 and 8, reverse 2..7; reletter A..G as A,G,..,B */
    const unsigned rounds[8] = {1, 7, 6, 5, 4, 3, 2, 8}, sets[8] = {1, 7, 6, 5, 4, 3, 2, 8};
    CHECK_EQ(bm_movement_permute_rounds(&a, d, rounds, 8, msg, sizeof msg), BM_OK);
    CHECK_EQ(bm_movement_relabel_sets(&b, a, sets, 8, msg, sizeof msg), BM_OK);
    CHECK(grid_same(b, iiia_dual, "dual(IIIa) after the reference's steps vs IIIa-dual"));
    CHECK_EQ(bm_movement_standard_form(&std, d, msg, sizeof msg), BM_OK);
    int eq = -1;
    CHECK_EQ(bm_movement_equivalent(&eq, std, iiia_dual, msg, sizeof msg), BM_OK);
    CHECK_EQ(eq, 1);
    /* the disagreement: IIIb is not the dual of IIIa under any relabelling ... */
    CHECK_EQ(bm_movement_equivalent(&eq, d, iiib, msg, sizeof msg), BM_OK);
    CHECK_EQ(eq, 0);
    /* ... but the dual of a rover moving up four */
    struct bm_movement *rover4 = build("rover:tables=8,step=4"), *d4 = NULL;
    CHECK_EQ(bm_movement_dual(&d4, rover4, msg, sizeof msg), BM_OK);
    CHECK_EQ(bm_movement_equivalent(&eq, d4, iiib, msg, sizeof msg), BM_OK);
    CHECK_EQ(eq, 1);
    struct bm_movement *all[] = {iiia, iiia_dual, iiib, d, a, b, std, rover4, d4};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bm_movement_free(all[i]);
}

int main(void)
{
    test_iia_to_iib();
    test_table_i_self_dual();
    test_rover_duals();
    return test_report();
}
