/* SPDX-License-Identifier: MIT */
/* Duality and standard form (the movements article, Part I): its IIa -> IIb example step by step,
 * Table I self-dual, the dual of IIIa, and a sweep over every Mitchell-type movement the
 * library builds checking that the dual is an involution and swaps the rules. */
#include "test.h"
#include "test-build.h"
#include "ref.h"

#define BM_FAULT_INJECTION 1 /* the test library is built with it */
#include "model/model.h"
#include "util/alloc.h"

/* The text's four steps, each one library call, compared with Table IIb cell by cell. */
static void test_iia_to_iib(void)
{
    struct bm_movement *iia = ref_load("table-IIa"), *iib = ref_load("table-IIb");
    struct bm_movement *s1 = NULL, *s2 = NULL, *s3 = NULL, *s4 = NULL;
    CHECK(iia && iib);
    /* 1. interchange 9..16 with A..H */
    CHECK_EQ(bm_movement_interchange(&s1, iia), BM_OK);
    CHECK_EQ(cell(s1, 1, 1, BM_FIELD_SET), 1);  /* pair 9 -> A */
    CHECK_EQ(cell(s1, 1, 1, BM_FIELD_EW), 9);   /* A -> 9 */
    CHECK_EQ(cell(s1, 2, 1, BM_FIELD_SET), 8);  /* pair 16 -> H */
    /* 2. transpose rows and columns */
    CHECK_EQ(bm_movement_transpose(&s2, s1), BM_OK);
    /* 3. reverse the order of the rows */
    CHECK_EQ(bm_movement_reverse_rounds(&s3, s2), BM_OK);
    /* 4. reletter A..H as H..A */
    const unsigned reverse8[8] = {8, 7, 6, 5, 4, 3, 2, 1};
    CHECK_EQ(bm_movement_relabel_sets(&s4, s3, reverse8, 8), BM_OK);
    CHECK(grid_same(s4, iib, "IIa after the four steps vs IIb"));
    /* steps 1 and 2 together are the dual */
    struct bm_movement *d = NULL, *std = NULL;
    CHECK_EQ(bm_movement_dual(&d, iia), BM_OK);
    CHECK(grid_same(d, s2, "dual(IIa) vs transpose(interchange(IIa))"));
    /* --standard on the dual of IIa gives IIb */
    CHECK_EQ(bm_movement_standard_form(&std, d), BM_OK);
    CHECK(grid_same(std, iib, "standard form of dual(IIa) vs IIb"));
    int is = -1;
    CHECK_EQ(bm_movement_is_standard(&is, iib), BM_OK);
    CHECK_EQ(is, 1);
    CHECK_EQ(bm_movement_is_standard(&is, d), BM_OK);
    CHECK_EQ(is, 0);
    CHECK_EQ(bm_movement_is_standard(&is, iia), BM_OK);
    CHECK_EQ(is, 1);
    /* the dual's name and the input left untouched */
    CHECK(strncmp(bm_movement_name(d), "Dual of Relay-and-share Mitchell", 32) == 0);
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
    CHECK_EQ(bm_movement_dual(&d, t1), BM_OK);
    CHECK_EQ(bm_movement_standard_form(&std, d), BM_OK);
    CHECK(grid_same(std, t1, "standard form of dual(I) vs I"));
    /* the explicit steps of the reference: reverse rounds 2..7, reletter A,G,F,..,B */
    const unsigned rounds[7] = {1, 7, 6, 5, 4, 3, 2}, sets[7] = {1, 7, 6, 5, 4, 3, 2};
    struct bm_movement *a = NULL, *b = NULL;
    CHECK_EQ(bm_movement_permute_rounds(&a, d, rounds, 7), BM_OK);
    CHECK_EQ(bm_movement_relabel_sets(&b, a, sets, 7), BM_OK);
    CHECK(grid_same(b, t1, "I after the reference's steps"));
    int eq = -1, is = -1;
    CHECK_EQ(bm_movement_equivalent(&eq, t1, d), BM_OK);
    CHECK_EQ(eq, 1);
    CHECK_EQ(bm_movement_is_standard(&is, t1), BM_OK);
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
    CHECK_EQ(bm_movement_dual(&d, iiia), BM_OK);
    CHECK_EQ(bm_movement_rounds(d), 8);
    CHECK_EQ(bm_movement_tables(d), 7);
    /* the reference's steps: keep rounds 1 and 8, reverse 2..7; reletter A..G as A,G,..,B */
    const unsigned rounds[8] = {1, 7, 6, 5, 4, 3, 2, 8}, sets[8] = {1, 7, 6, 5, 4, 3, 2, 8};
    CHECK_EQ(bm_movement_permute_rounds(&a, d, rounds, 8), BM_OK);
    CHECK_EQ(bm_movement_relabel_sets(&b, a, sets, 8), BM_OK);
    CHECK(grid_same(b, iiia_dual, "dual(IIIa) after the reference's steps vs IIIa-dual"));
    CHECK_EQ(bm_movement_standard_form(&std, d), BM_OK);
    int eq = -1;
    CHECK_EQ(bm_movement_equivalent(&eq, std, iiia_dual), BM_OK);
    CHECK_EQ(eq, 1);
    /* our standard form puts X at table 7 in round 1, as Table IIIb does */
    struct bm_movement *w4 = build("worger:tables=7,step=4");
    CHECK(grid_same(std, w4, "standard form of dual(IIIa) vs worger:tables=7,step=4"));
    bm_movement_free(w4);
    int is = -1;
    CHECK_EQ(bm_movement_is_standard(&is, iiib), BM_OK);
    CHECK_EQ(is, 1);
    /* the disagreement: IIIb is not the dual of IIIa under any relabelling ... */
    CHECK_EQ(bm_movement_equivalent(&eq, d, iiib), BM_OK);
    CHECK_EQ(eq, 0);
    /* ... but the dual of a rover moving up four */
    struct bm_movement *rover4 = build("rover:tables=8,step=4"), *d4 = NULL;
    CHECK_EQ(bm_movement_dual(&d4, rover4), BM_OK);
    CHECK_EQ(bm_movement_equivalent(&eq, d4, iiib), BM_OK);
    CHECK_EQ(eq, 1);
    struct bm_movement *all[] = {iiia, iiia_dual, iiib, d, a, b, std, rover4, d4};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bm_movement_free(all[i]);
}

/* Stands: the dual drops them (a relay becomes a double move), the standard form keeps them
 * with their sets relettered. */
static void test_stands(void)
{
    struct bm_movement *m = build("mitchell:tables=8,variant=relay"), *d = NULL, *s = NULL;
    struct bm_movement *v = build("extended:tables=8"), *sv = NULL;
    CHECK_EQ(bm_movement_stands(m), 1);
    CHECK_EQ(bm_movement_dual(&d, m), BM_OK);
    CHECK_EQ(bm_movement_stands(d), 0);
    CHECK_EQ(bm_movement_standard_form(&s, m), BM_OK);
    int eq = 0;
    CHECK_EQ(bm_movement_equal(&eq, s, m), BM_OK); /* IIa is its own standard form */
    CHECK_EQ(eq, 1);
    /* Table V, rounds rotated: the standard form puts them back, stands included */
    const unsigned rot[10] = {4, 5, 6, 7, 8, 9, 10, 1, 2, 3};
    struct bm_movement *r = NULL;
    CHECK_EQ(bm_movement_permute_rounds(&r, v, rot, 10), BM_OK);
    CHECK_EQ(bm_movement_standard_form(&sv, r), BM_OK);
    CHECK_EQ(bm_movement_equal(&eq, sv, v), BM_OK);
    CHECK_EQ(eq, 1);
    struct bm_movement *all[] = {m, d, s, v, sv, r};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bm_movement_free(all[i]);
}

/* The printed tables that are in standard form by bm_movement_is_standard(), as transform.h
 * says; the rover (IIIa) and the derived IIIa-dual (X at table 1) are not. */
static void test_printed_standard(void)
{
    const char *standard[] = {"table-I", "table-IIa", "table-IIb", "table-IIIb",
                              "table-IV", "table-IVa", "table-V"};
    const char *not_standard[] = {"table-IIIa", "table-IIIa-dual"};
    for (size_t i = 0; i < 9; i++) {
        int want = i < 7;
        const char *name = want ? standard[i] : not_standard[i - 7];
        struct bm_movement *m = ref_load(name);
        int is = -1;
        CHECK_EQ(bm_movement_is_standard(&is, m), BM_OK);
        if (is != want)
            fprintf(stderr, "%s: is_standard = %d\n", name, is);
        CHECK_EQ(is, want);
        bm_movement_free(m);
    }
}

/* A set out of play in round r of m (a relay) is a pair of the dual that never visits table
 * r (a double move); a set at tables t1 and t2 in round r (sharing) is a pair meeting NS
 * pair r in rounds t1 and t2 (the same opponents twice). */
static int features_swap(const struct bm_movement *m, const struct bm_movement *d)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    for (unsigned r = 1; r <= R; r++)
        for (unsigned s = 1; s <= S; s++) {
            unsigned at = 0, in_dual = 0;
            for (unsigned t = 1; t <= T; t++)
                if (cell(m, r, t, BM_FIELD_SET) == s) {
                    at++;
                    if (cell(d, t, r, BM_FIELD_EW) != R + s)
                        return 0;
                }
            for (unsigned t = 1; t <= T; t++) /* rounds of the dual at table r */
                in_dual += cell(d, t, r, BM_FIELD_EW) == R + s;
            if (in_dual != at)
                return 0;
        }
    return 1;
}

static void check_rules_swap(const struct bm_movement *m, const struct bm_movement *d,
                             const char *what)
{
    static const enum bm_rule pairs[][2] = {{BM_RULE_1A, BM_RULE_1B}, {BM_RULE_1B, BM_RULE_1A},
                                            {BM_RULE_2, BM_RULE_2},   {BM_RULE_3A, BM_RULE_3B},
                                            {BM_RULE_3B, BM_RULE_3A}, {BM_RULE_4A, BM_RULE_4B},
                                            {BM_RULE_4B, BM_RULE_4A},
                                            {BM_RULE_COMPLETE_STRICT, BM_RULE_COMPLETE_STRICT}};
    struct bm_check *cm = NULL, *cd = NULL;
    CHECK_EQ(bm_check_new(&cm, m), BM_OK);
    CHECK_EQ(bm_check_new(&cd, d), BM_OK);
    CHECK(bm_check_stationary(cm) && bm_check_stationary(cd));
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        int hm = -1, hd = -2;
        unsigned vm = 1, vd = 2;
        bm_check_holds(&hm, cm, pairs[i][0]);
        bm_check_holds(&hd, cd, pairs[i][1]);
        bm_check_violations(&vm, cm, pairs[i][0]);
        bm_check_violations(&vd, cd, pairs[i][1]);
        if (pairs[i][0] == BM_RULE_COMPLETE_STRICT) /* counts participants: not symmetric */
            vm = vd;
        if (hm != hd || vm != vd)
            fprintf(stderr, "%s: rule %s (%d, %u) vs dual's %s (%d, %u)\n", what,
                    bm_rule_name(pairs[i][0]), hm, vm, bm_rule_name(pairs[i][1]), hd, vd);
        CHECK_EQ(hm, hd);
        CHECK_EQ(vm, vd);
    }
    bm_check_free(cm);
    bm_check_free(cd);
}

static unsigned swept;

static void sweep_one(const char *spec, int standard)
{
    struct bm_movement *m = build(spec), *d = NULL, *dd = NULL;
    CHECK(m != NULL);
    if (!m)
        return;
    swept++;
    CHECK_EQ(bm_movement_dual(&d, m), BM_OK);
    CHECK_EQ(bm_movement_dual(&dd, d), BM_OK);
    CHECK(grid_same(dd, m, spec));
    CHECK_STR(bm_movement_name(dd), bm_movement_name(m));
    CHECK_EQ(bm_movement_rounds(d), bm_movement_tables(m));
    CHECK_EQ(bm_movement_tables(d), bm_movement_rounds(m));
    check_rules_swap(m, d, spec);
    CHECK(features_swap(m, d));
    if (standard) {
        struct bm_movement *s = NULL, *s2 = NULL;
        int eq = -1;
        CHECK_EQ(bm_movement_standard_form(&s, d), BM_OK);
        CHECK_EQ(bm_movement_standard_form(&s2, s), BM_OK);
        CHECK(grid_same(s2, s, "standard form is idempotent"));
        CHECK_EQ(bm_movement_equivalent(&eq, s, d), BM_OK);
        CHECK_EQ(eq, 1);
        check_rules_swap(m, s, spec);
        bm_movement_free(s);
        bm_movement_free(s2);
    }
    bm_movement_free(m);
    bm_movement_free(d);
    bm_movement_free(dd);
}

/* Every Mitchell-type movement the library builds, every round count. */
static void test_sweep(void)
{
    char spec[96];
    for (unsigned T = 3; T <= 40; T++) {
        unsigned standard_rounds = T % 2 ? T : T / 2;
        for (unsigned R = 1; R <= standard_rounds; R++) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,rounds=%u,variant=standard", T, R);
            test_context("%s", spec);
            sweep_one(spec, T <= 12 && R == standard_rounds);
        }
        for (unsigned R = 1; T % 2 == 0 && R <= T; R++) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,rounds=%u,variant=skip", T, R);
            test_context("%s", spec);
            sweep_one(spec, T <= 12 && R >= T - 1);
            snprintf(spec, sizeof spec, "mitchell:tables=%u,rounds=%u,variant=relay", T, R);
            test_context("%s", spec);
            sweep_one(spec, T <= 12 && R == T);
        }
        for (int mod = 0; mod <= 1 && T >= 4; mod++) {
            snprintf(spec, sizeof spec, "extended:tables=%u,modified=%d", T, mod);
            test_context("%s", spec);
            sweep_one(spec, T <= 12);
            snprintf(spec, sizeof spec, "bowman:tables=%u,modified=%d", T + 2, mod);
            test_context("%s", spec);
            sweep_one(spec, T <= 12);
        }
        if (T >= 6 && (T % 6 == 0 || T % 6 == 2)) {
            snprintf(spec, sizeof spec, "rover:tables=%u", T);
            test_context("%s", spec);
            sweep_one(spec, T <= 14);
            snprintf(spec, sizeof spec, "worger:tables=%u", T - 1);
            test_context("%s", spec);
            sweep_one(spec, T <= 14);
        }
    }
    test_context_clear();
    printf("swept %u movements\n", swept);
    CHECK(swept > 1600);
    /* relay-and-share <-> skip: the relay becomes the skip's double move, the shared table
     * the skip's second meeting (the text's IIa/IIb, at every even size) */
    for (unsigned T = 4; T <= 40; T += 2) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=relay", T);
        test_context("tables=%u", T);
        struct bm_movement *relay = build(spec), *d = NULL, *s = NULL;
        snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=skip,rounds=%u", T, T);
        struct bm_movement *skip = build(spec);
        CHECK_EQ(bm_movement_dual(&d, relay), BM_OK);
        CHECK_EQ(bm_movement_standard_form(&s, d), BM_OK);
        CHECK(grid_same(s, skip, spec));
        bm_movement_free(relay);
        bm_movement_free(skip);
        bm_movement_free(d);
        bm_movement_free(s);
    }
}

/* The text's claim: the dual of a complete movement is complete. */
static void test_complete(void)
{
    const char *specs[] = {"mitchell:tables=9", "mitchell:tables=10,variant=relay",
                           "extended:tables=11", "bowman:tables=10", "rover:tables=14",
                           "worger:tables=13,step=3"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        struct bm_movement *m = build(specs[i]), *d = NULL;
        CHECK_EQ(rule_holds(m, BM_RULE_COMPLETE), 1);
        CHECK_EQ(bm_movement_dual(&d, m), BM_OK);
        CHECK_EQ(rule_holds(d, BM_RULE_COMPLETE), 1);
        bm_movement_free(m);
        bm_movement_free(d);
    }
}

/* A Swiss round or a later part of an event calls its first round by another number. The
 * interchange keeps the rows, so its round r is the input's round r under the same number;
 * the dual and the transpose make the input's tables their rounds, numbered from 1. */
static void test_round_numbers(void)
{
    struct bm_movement *m = build("mitchell:tables=5"), *d = NULL, *i = NULL, *t = NULL;
    CHECK_EQ(bm_movement_set_first_round(m, 5), BM_OK);
    CHECK_EQ(bm_movement_interchange(&i, m), BM_OK);
    CHECK_EQ(bm_movement_first_round(i), 5u);
    CHECK_EQ(bm_movement_transpose(&t, m), BM_OK);
    CHECK_EQ(bm_movement_first_round(t), 1u);
    CHECK_EQ(bm_movement_dual(&d, m), BM_OK);
    CHECK_EQ(bm_movement_first_round(d), 1u);
    /* the interchange of the interchange is the input again, numbers and all */
    struct bm_movement *back = NULL;
    int32_t same = 0;
    CHECK_EQ(bm_movement_interchange(&back, i), BM_OK);
    CHECK_EQ(bm_movement_equal(&same, back, m), BM_OK);
    CHECK_EQ(same, 1);
    bm_movement_free(back);
    bm_movement_free(m);
    bm_movement_free(i);
    bm_movement_free(t);
    bm_movement_free(d);
}

typedef enum bm_status (*transform_fn)(struct bm_movement **, const struct bm_movement *);

static void expect_refused(transform_fn f, const struct bm_movement *m, enum bm_status want,
                           const char *needle)
{
    struct bm_movement *out = (struct bm_movement *)1;
    test_clear_error();
    CHECK_EQ(f(&out, m), want);
    CHECK(out == NULL);
    if (!strstr(bm_last_error(), needle))
        fprintf(stderr, "message \"%s\" lacks \"%s\"\n", bm_last_error(), needle);
    CHECK(strstr(bm_last_error(), needle) != NULL);
}

static void test_refusals(void)
{
    const transform_fn duals[] = {bm_movement_dual, bm_movement_interchange,
                                  bm_movement_transpose};
    struct bm_movement *t1 = ref_load("table-I"), *m = NULL;
    for (size_t i = 0; i < 3; i++) {
        expect_refused(duals[i], NULL, BM_EINVAL, "NULL");
        CHECK_EQ(duals[i](NULL, t1), BM_EINVAL);
        /* an NS pair that moves */
        bm_movement_copy(&m, t1);
        bm_movement_set_pairs(m, 2, 1, 8, 1, 2);
        expect_refused(duals[i], m, BM_ENOTSTATIONARY, "not stationary");
        bm_movement_free(m);
        /* one pair NS at two tables */
        bm_movement_copy(&m, t1);
        bm_movement_set(m, 3, 2, BM_FIELD_NS, 1);
        expect_refused(duals[i], m, BM_ENOTSTATIONARY, "not stationary");
        bm_movement_free(m);
        /* a phantom */
        m = build("mitchell:tables=7,phantom=7ew");
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "phantom");
        bm_movement_free(m);
        m = build("mitchell:tables=7,phantom=3ns");
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "phantom");
        bm_movement_free(m);
        /* several copies of a set */
        bm_movement_copy(&m, t1);
        bm_movement_set(m, 4, 4, BM_FIELD_COPY, 2);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "copy");
        bm_movement_free(m);
        /* arrow switches */
        bm_movement_copy(&m, t1);
        bm_movement_set_switched(m, 7, 1, 1, 1);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "switch");
        bm_movement_free(m);
        /* a starting board position */
        m = build("mitchell:tables=5,boards=3");
        bm_movement_set(m, 1, 1, BM_FIELD_FIRST, 2);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "position");
        bm_movement_free(m);
        /* sets of different sizes */
        m = build("mitchell:tables=5,boards=3");
        bm_movement_resize_set(m, 2, 2);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "alike");
        bm_movement_free(m);
        /* not a pairs event */
        bm_movement_new(&m, BM_EVENT_INDIVIDUAL, 2, 2, 8, 2, 1);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "individual");
        bm_movement_free(m);
        bm_movement_new(&m, BM_EVENT_TEAMS, 2, 2, 4, 2, 1);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "teams");
        bm_movement_free(m);
        /* nobody moves */
        bm_movement_new(&m, BM_EVENT_PAIRS, 2, 2, 2, 2, 1);
        for (unsigned r = 1; r <= 2; r++)
            for (unsigned t = 1; t <= 2; t++)
                bm_movement_set_pairs(m, r, t, t, 0, (r + t) % 2 + 1);
        expect_refused(duals[i], m, BM_EUNSUPPORTED, "no moving pairs");
        bm_movement_free(m);
    }
    /* the standard form needs stationary NS pairs and every table */
    bm_movement_copy(&m, t1);
    bm_movement_set_pairs(m, 2, 1, 8, 1, 2);
    expect_refused(bm_movement_standard_form, m, BM_ENOTSTATIONARY, "not stationary");
    bm_movement_free(m);
    bm_movement_copy(&m, t1);
    for (unsigned r = 1; r <= 7; r++)
        bm_movement_clear(m, r, 7);
    expect_refused(bm_movement_standard_form, m, BM_EUNSUPPORTED, "table 7 never plays");
    bm_movement_free(m);
    m = build("mitchell:tables=7,phantom=12@3");
    expect_refused(bm_movement_standard_form, m, BM_EUNSUPPORTED, "round 3");
    bm_movement_free(m);
    expect_refused(bm_movement_standard_form, NULL, BM_EINVAL, "NULL");
    expect_refused(bm_movement_reverse_rounds, NULL, BM_EINVAL, "NULL");
    int is = 7;
    CHECK_EQ(bm_movement_is_standard(&is, NULL), BM_EINVAL);
    CHECK_EQ(is, 0);
    CHECK_EQ(bm_movement_is_standard(NULL, t1), BM_EINVAL);
    CHECK_EQ(bm_movement_equivalent(NULL, t1, t1), BM_EINVAL);
    CHECK_EQ(bm_movement_equivalent(&is, t1, NULL), BM_EINVAL);
    CHECK_EQ(is, 0);
    /* different shapes are simply not equivalent */
    m = build("mitchell:tables=9");
    CHECK_EQ(bm_movement_equivalent(&is, t1, m), BM_OK);
    CHECK_EQ(is, 0);
    bm_movement_free(m);
    /* a phantom from round 1 on survives the standard form, on the renumbered pair */
    m = build("mitchell:tables=7,phantom=7ew");
    struct bm_movement *s = NULL;
    unsigned from = 0;
    CHECK_EQ(bm_movement_standard_form(&s, m), BM_OK);
    CHECK_EQ(bm_movement_phantom(&from, s, 14), BM_OK);
    CHECK_EQ(from, 1);
    bm_movement_free(s);
    bm_movement_free(m);
    bm_movement_free(t1);
}

typedef enum bm_status (*perm_fn)(struct bm_movement **, const struct bm_movement *,
                                  const uint32_t *, size_t);

static void test_permutations(void)
{
    const perm_fn fns[] = {bm_movement_permute_rounds, bm_movement_permute_tables,
                           bm_movement_relabel_sets, bm_movement_relabel_participants};
    const char *what[] = {"rounds", "tables", "sets", "participants"};
    struct bm_movement *m = build("mitchell:tables=8,variant=relay,boards=2"), *out;
    unsigned sizes[4] = {8, 8, 8, 16};
    unsigned p[16];
    for (int i = 0; i < 4; i++) {
        unsigned n = sizes[i];
        for (unsigned k = 0; k < n; k++)
            p[k] = k + 1;
        out = (struct bm_movement *)1;
        CHECK_EQ(fns[i](&out, m, NULL, n), BM_EINVAL);
        CHECK(out == NULL);
        CHECK(strstr(bm_last_error(), "NULL") != NULL);
        CHECK_EQ(fns[i](&out, m, p, n - 1), BM_EINVAL);
        CHECK(strstr(bm_last_error(), what[i]) != NULL);
        CHECK_EQ(fns[i](NULL, m, p, n), BM_EINVAL);
        CHECK_EQ(fns[i](&out, NULL, p, n), BM_EINVAL);
        p[2] = 0;
        CHECK_EQ(fns[i](&out, m, p, n), BM_EINVAL);
        CHECK(strstr(bm_last_error(), "outside") != NULL);
        p[2] = n + 1;
        CHECK_EQ(fns[i](&out, m, p, n), BM_EINVAL);
        p[2] = 2;
        CHECK_EQ(fns[i](&out, m, p, n), BM_EINVAL);
        CHECK(strstr(bm_last_error(), "bijection") != NULL);
        CHECK(out == NULL);
        /* the identity changes nothing but the spec */
        p[2] = 3;
        CHECK_EQ(fns[i](&out, m, p, n), BM_OK);
        int eq = 0;
        bm_movement_set_spec(out, bm_movement_spec(m));
        CHECK_EQ(bm_movement_equal(&eq, out, m), BM_OK);
        CHECK_EQ(eq, 1);
        bm_movement_free(out);
    }
    /* stands, switches and phantoms follow their cells, rounds, sets and pairs */
    struct bm_movement *a = NULL, *b = NULL, *c = NULL, *d = NULL;
    const unsigned shift[8] = {2, 3, 4, 5, 6, 7, 8, 1};
    bm_movement_set_switched(m, 3, 5, 2, 1);
    bm_movement_set_phantom(m, 16, 1);
    CHECK_EQ(bm_movement_permute_tables(&a, m, shift, 8), BM_OK);
    unsigned after = 0, set = 0, from = 0;
    int sw = 0;
    bm_movement_stand(&after, NULL, NULL, a, 1);
    CHECK_EQ(after, 6);
    CHECK_EQ(bm_movement_switched(&sw, a, 3, 6, 2), BM_OK);
    CHECK_EQ(sw, 1);
    CHECK_EQ(bm_movement_reverse_rounds(&b, m), BM_OK);
    CHECK_EQ(bm_movement_switched(&sw, b, 6, 5, 2), BM_OK);
    CHECK_EQ(sw, 1);
    bm_movement_stand_item(&set, NULL, b, 8, 1, 1);
    CHECK_EQ(set, 5); /* round 1's relay set E */
    CHECK_EQ(bm_movement_relabel_sets(&c, m, shift, 8), BM_OK);
    bm_movement_stand_item(&set, NULL, c, 1, 1, 1);
    CHECK_EQ(set, 6);
    CHECK_EQ(cell(c, 1, 1, BM_FIELD_SET), 2);
    unsigned swap[16];
    for (unsigned k = 0; k < 16; k++)
        swap[k] = 16 - k;
    CHECK_EQ(bm_movement_relabel_participants(&d, m, swap, 16), BM_OK);
    CHECK_EQ(bm_movement_phantom(&from, d, 1), BM_OK);
    CHECK_EQ(from, 1);
    CHECK_EQ(cell(d, 1, 1, BM_FIELD_NS), 16);
    CHECK_STR(bm_movement_spec(d), "");
    /* reordering rounds cannot keep a pair that leaves mid-session */
    bm_movement_set_phantom(m, 16, 3);
    out = (struct bm_movement *)1;
    CHECK_EQ(bm_movement_reverse_rounds(&out, m), BM_EUNSUPPORTED);
    CHECK(out == NULL);
    CHECK(strstr(bm_last_error(), "round 3") != NULL);
    struct bm_movement *all[] = {m, a, b, c, d};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        bm_movement_free(all[i]);
}

/* 64 bits everywhere: unsigned long has 32 on Windows, where the shift below would overflow. */
static unsigned long long lcg = 12345;

static unsigned rnd(unsigned n)
{
    lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned)((lcg >> 33) % n);
}

static void shuffle(unsigned *p, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        p[i] = i + 1;
    for (unsigned i = n; i > 1; i--) {
        unsigned j = rnd(i), t = p[i - 1];
        p[i - 1] = p[j];
        p[j] = t;
    }
}

/* Random relabellings of a movement are equivalent to it, and their duals to its dual; one
 * set moved to another table breaks the equivalence. */
static void test_equivalence_random(void)
{
    const char *specs[] = {"mitchell:tables=7", "mitchell:tables=8", "mitchell:tables=10,variant=skip",
                           "extended:tables=9", "extended:tables=8", "bowman:tables=9,modified=0",
                           "rover:tables=14,step=3", "worger:tables=11,step=4",
                           "mitchell:tables=31", "extended:tables=24,modified=0",
                           "bowman:tables=27", "rover:tables=32,step=5",
                           "mitchell:tables=60,variant=skip", "extended:tables=45"};
    unsigned p[128];
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        for (int trial = 0; trial < 5; trial++) {
            struct bm_movement *m = build(specs[i]), *a = NULL, *b = NULL, *c = NULL, *x = NULL;
            unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
            shuffle(p, R);
            CHECK_EQ(bm_movement_permute_rounds(&a, m, p, R), BM_OK);
            shuffle(p, T);
            CHECK_EQ(bm_movement_permute_tables(&b, a, p, T), BM_OK);
            shuffle(p, bm_movement_sets(m));
            CHECK_EQ(bm_movement_relabel_sets(&c, b, p, bm_movement_sets(m)), BM_OK);
            shuffle(p, bm_movement_participants(m));
            CHECK_EQ(bm_movement_relabel_participants(&x, c, p, bm_movement_participants(m)), BM_OK);
            int eq = -1;
            CHECK_EQ(bm_movement_equivalent(&eq, m, x), BM_OK);
            CHECK_EQ(eq, 1);
            struct bm_movement *dm = NULL, *dx = NULL;
            CHECK_EQ(bm_movement_dual(&dm, m), BM_OK);
            CHECK_EQ(bm_movement_dual(&dx, x), BM_OK);
            CHECK_EQ(bm_movement_equivalent(&eq, dm, dx), BM_OK);
            CHECK_EQ(eq, 1);
            /* the set of one cell moved to another cell of its round */
            unsigned r = 1 + rnd(R), t1 = 1 + rnd(T), t2 = 1 + (t1 + rnd(T - 1)) % T;
            unsigned s1 = cell(x, r, t1, BM_FIELD_SET), s2 = cell(x, r, t2, BM_FIELD_SET);
            if (s1 != s2) {
                bm_movement_set(x, r, t2, BM_FIELD_SET, s1);
                CHECK_EQ(bm_movement_equivalent(&eq, m, x), BM_OK);
                if (eq)
                    fprintf(stderr, "%s r%u t%u->t%u s%u s%u\n", specs[i], r, t1, t2, s1, s2);
                CHECK_EQ(eq, 0);
            }
            struct bm_movement *all[] = {m, a, b, c, x, dm, dx};
            for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
                bm_movement_free(all[k]);
        }
}

/* Loop N = 1, 2, ... failing the N-th allocation until the call succeeds. */
#define ALLOC_LOOP(call, outp)                                                                 \
    do {                                                                                       \
        unsigned long n_;                                                                      \
        for (n_ = 1; n_ < 1000000; n_++) {                                                     \
            bm_test_fail_alloc_at(n_);                                                         \
            enum bm_status st_ = (call);                                                       \
            bm_test_fail_alloc_at(0);                                                          \
            if (st_ == BM_OK)                                                                  \
                break;                                                                         \
            CHECK_EQ(st_, BM_ENOMEM);                                                          \
            CHECK((outp) == NULL);                                                             \
        }                                                                                      \
        CHECK(n_ > 1);                                                                         \
    } while (0)

static void test_alloc_failures(void)
{
    struct bm_movement *m = build("mitchell:tables=8,variant=relay"), *out = NULL;
    struct bm_movement *iiia = ref_load("table-IIIa"), *iiib = ref_load("table-IIIb");
    const unsigned p8[8] = {8, 7, 6, 5, 4, 3, 2, 1};
    unsigned p16[16];
    for (unsigned k = 0; k < 16; k++)
        p16[k] = 16 - k;
    int eq = 0;
    const transform_fn fns[] = {bm_movement_dual, bm_movement_interchange, bm_movement_transpose,
                                bm_movement_reverse_rounds, bm_movement_standard_form};
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
        ALLOC_LOOP(fns[i](&out, m), out);
        bm_movement_free(out);
        out = NULL;
    }
    const perm_fn pfns[] = {bm_movement_permute_rounds, bm_movement_permute_tables,
                            bm_movement_relabel_sets};
    for (size_t i = 0; i < sizeof pfns / sizeof pfns[0]; i++) {
        ALLOC_LOOP(pfns[i](&out, m, p8, 8), out);
        bm_movement_free(out);
        out = NULL;
    }
    ALLOC_LOOP(bm_movement_relabel_participants(&out, m, p16, 16), out);
    bm_movement_free(out);
    struct bm_movement *none = NULL;
    ALLOC_LOOP(bm_movement_is_standard(&eq, m), none);
    struct bm_movement *d = NULL;
    bm_movement_dual(&d, iiia);
    ALLOC_LOOP(bm_movement_equivalent(&eq, iiib, d), none);
    CHECK_EQ(eq, 0);
    bm_movement_free(d);
    bm_movement_free(m);
    bm_movement_free(iiia);
    bm_movement_free(iiib);
}

int main(void)
{
    RUN(test_iia_to_iib());
    RUN(test_table_i_self_dual());
    RUN(test_rover_duals());
    RUN(test_printed_standard());
    RUN(test_stands());
    RUN(test_sweep());
    RUN(test_complete());
    RUN(test_round_numbers());
    RUN(test_refusals());
    RUN(test_permutations());
    RUN(test_equivalence_random());
    RUN(test_alloc_failures());
    return test_report();
}
