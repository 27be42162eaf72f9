/* SPDX-License-Identifier: MIT */
/* The rest of the Mitchell family (the movements article, Part I): extended Mitchell (Tables IV, IVa, V),
 * Bowman (the dual of the extended Mitchell), rover (IIIa) and Worger (IIIb). Each equals the
 * reference table the text prints, and over every supported size breaks exactly the rules
 * the text says it breaks. */
#include "test.h"
#include "test-build.h"
#include "ref.h"

#define BM_FAULT_INJECTION 1 /* the test library is built with it */
#include "model/model.h"
#include "util/alloc.h"

static void check_equals_reference(const char *spec, const char *ref)
{
    struct bm_movement *m = build(spec), *r = ref_load(ref);
    char what[128];
    snprintf(what, sizeof what, "%s vs %s", spec, ref);
    CHECK(grid_same(m, r, what));
    bm_movement_free(m);
    bm_movement_free(r);
}

static void test_references(void)
{
    check_equals_reference("extended:tables=7,modified=0", "table-IV");
    check_equals_reference("extended:tables=7", "table-IVa");
    check_equals_reference("extended:tables=7,modified=1", "table-IVa");
    check_equals_reference("extended:tables=8", "table-V");
    check_equals_reference("rover:tables=8", "table-IIIa");
    check_equals_reference("worger:tables=7", "table-IIIb");
    check_equals_reference("worger:tables=7,step=4,start=1", "table-IIIa-dual");
}

/* The relay stands of Tables IV and V, as the reference notes list them. */
static void test_relays(void)
{
    struct bm_movement *iv = build("extended:tables=7,modified=0"), *v = build("extended:tables=8");
    unsigned after = 0, n = 0, set = 0;
    const char *name = NULL;
    CHECK_EQ(bm_movement_stands(iv), 1);
    CHECK_EQ(bm_movement_stand(&after, NULL, &name, iv, 1), BM_OK);
    CHECK_EQ(after, 1);
    CHECK_STR(name, "relay between tables 7 and 1");
    /* sets out of play, rounds 1-9: H I; A I; A B; B C; ... (next to enter table 7 first) */
    static const char out_iv[9][3] = {"HI", "IA", "AB", "BC", "CD", "DE", "EF", "FG", "GH"};
    for (unsigned r = 1; r <= 9; r++) {
        CHECK_EQ(bm_movement_stand_count(&n, iv, r, 1), BM_OK);
        CHECK_EQ(n, 2);
        for (unsigned i = 1; i <= 2; i++) {
            bm_movement_stand_item(&set, NULL, iv, r, 1, i);
            CHECK_EQ(set, (unsigned)(out_iv[r - 1][i - 1] - 'A' + 1));
        }
    }
    /* Table V: relays 4/5 and 8/1 holding E/J F/A G/B H/C I/D J/E A/F B/G C/H D/I */
    static const char out_v[10][3] = {"EJ", "FA", "GB", "HC", "ID", "JE", "AF", "BG", "CH", "DI"};
    CHECK_EQ(bm_movement_stands(v), 2);
    CHECK_EQ(bm_movement_stand(&after, NULL, &name, v, 1), BM_OK);
    CHECK_EQ(after, 5);
    CHECK_STR(name, "relay between tables 4 and 5");
    CHECK_EQ(bm_movement_stand(&after, NULL, &name, v, 2), BM_OK);
    CHECK_EQ(after, 1);
    CHECK_STR(name, "relay between tables 8 and 1");
    for (unsigned r = 1; r <= 10; r++)
        for (unsigned s = 1; s <= 2; s++) {
            bm_movement_stand_item(&set, NULL, v, r, s, 1);
            CHECK_EQ(set, (unsigned)(out_v[r - 1][s - 1] - 'A' + 1));
        }
    bm_movement_free(iv);
    bm_movement_free(v);
}

/* Every set that is out of play in a round sits on exactly one relay stand that round. */
static int relays_hold_the_idle_sets(const struct bm_movement *m, int modified)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    for (unsigned r = 1; r <= R; r++) {
        unsigned char seen[1100] = {0};
        for (unsigned t = 1; t <= T; t++)
            seen[cell(m, r, t, BM_FIELD_SET)] = 1;
        for (unsigned st = 1; st <= bm_movement_stands(m); st++) {
            unsigned n = 0, set = 0;
            bm_movement_stand_count(&n, m, r, st);
            for (unsigned i = 1; i <= n; i++) {
                bm_movement_stand_item(&set, NULL, m, r, st, i);
                if (seen[set])
                    return 0;
                seen[set] = 1;
            }
        }
        unsigned missing = 0;
        for (unsigned s = 1; s <= S; s++)
            missing += !seen[s];
        /* the IVa-style rounds leave one set waiting at its table */
        if (missing != (modified && T % 2 && r > T ? 1u : 0u))
            return 0;
    }
    return 1;
}

static void test_extended_sweep(void)
{
    char spec[64], fails[64];
    for (unsigned T = 4; T <= 40; T++)
        for (int modified = 0; modified <= 1; modified++) {
            snprintf(spec, sizeof spec, "extended:tables=%u,modified=%d", T, modified);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            CHECK(m != NULL);
            if (!m)
                continue;
            CHECK_EQ(bm_movement_rounds(m), T + 2);
            CHECK_EQ(bm_movement_sets(m), T + 2);
            failing_rules(fails, sizeof fails, m);
            int shares = modified && T % 2;
            if (strcmp(fails, shares ? "4A 4B" : "4A") != 0)
                fprintf(stderr, "%s fails %s\n", spec, fails);
            CHECK_STR(fails, shares ? "4A 4B" : "4A");
            /* Table IV's triple meeting only in the unmodified odd form */
            CHECK_EQ(max_meetings(m), T % 2 && !modified ? 3u : 2u);
            CHECK_EQ(max_sharing(m), shares ? 2u : 1u);
            CHECK(relays_hold_the_idle_sets(m, modified));
            bm_movement_free(m);
        }
}

static void test_bowman_sweep(void)
{
    char spec[64], espec[64], fails[64];
    for (unsigned T = 6; T <= 42; T++)
        for (int modified = 0; modified <= 1; modified++) {
            snprintf(spec, sizeof spec, "bowman:tables=%u,modified=%d", T, modified);
            snprintf(espec, sizeof espec, "extended:tables=%u,modified=%d", T - 2, modified);
            test_context("%s and %s", spec, espec);
            struct bm_movement *b = build(spec), *e = build(espec), *d = NULL, *std = NULL;
            CHECK(b && e);
            if (!b || !e) {
                bm_movement_free(b);
                bm_movement_free(e);
                continue;
            }
            CHECK_EQ(bm_movement_rounds(b), T - 2);
            CHECK_EQ(bm_movement_tables(b), T);
            CHECK_EQ(bm_movement_sets(b), T - 2);
            /* Bowman(T) = the dual of extended(T - 2), in standard form */
            CHECK_EQ(bm_movement_dual(&d, e), BM_OK);
            CHECK_EQ(bm_movement_standard_form(&std, d), BM_OK);
            CHECK(grid_same(b, std, spec));
            int eq = -1;
            {
                CHECK_EQ(bm_movement_equivalent(&eq, b, d), BM_OK);
                CHECK_EQ(eq, 1);
            }
            /* the dual of Table IV shares one set among three tables; the modification not */
            int triple = T % 2 && !modified;
            CHECK_EQ(max_sharing(b), triple ? 3u : 2u);
            CHECK_EQ(max_meetings(b), T % 2 && modified ? 2u : 1u);
            failing_rules(fails, sizeof fails, b);
            CHECK_STR(fails, T % 2 && modified ? "4A 4B" : "4B");
            CHECK_EQ(bm_movement_stands(b), 0);
            bm_movement_free(b);
            bm_movement_free(e);
            bm_movement_free(d);
            bm_movement_free(std);
        }
    test_context_clear();
    struct bm_movement *b9 = build("bowman:tables=9,modified=0");
    /* the text: the dual of Table IV shares boards among three tables on the fourth round */
    unsigned three_round = 0;
    for (unsigned r = 1; r <= 7; r++) {
        unsigned n[10] = {0};
        for (unsigned t = 1; t <= 9; t++)
            if (++n[cell(b9, r, t, BM_FIELD_SET)] == 3)
                three_round = r;
    }
    CHECK(three_round != 0);
    bm_movement_free(b9);
}

static unsigned inverse_mod(unsigned u, unsigned n)
{
    for (unsigned v = 1; v < n; v++)
        if (u * v % n == 1)
            return v;
    return 0;
}

static int rover_sizes(unsigned T)
{
    return T >= 6 && (T % 6 == 0 || T % 6 == 2);
}

static void test_rover_worger_sweep(void)
{
    char spec[64], wspec[64], fails[64];
    unsigned built = 0;
    for (unsigned T = 6; T <= 40; T++) {
        for (unsigned u = 2; u + 3 <= T; u++) {
            snprintf(spec, sizeof spec, "rover:tables=%u,step=%u", T, u);
            test_context("%s", spec);
            struct bm_movement *r = NULL;
            enum bm_status st = bm_build_string(&r, spec);
            unsigned n = T - 1, v = inverse_mod(u, n);
            int works = rover_sizes(T) && v && inverse_mod(u - 1, n) && inverse_mod(u + 1, n);
            CHECK_EQ(st, works ? BM_OK : BM_EUNSUPPORTED);
            if (st) {
                CHECK(strstr(bm_last_error(), works ? "" : "work") != NULL);
                continue;
            }
            built++;
            failing_rules(fails, sizeof fails, r);
            CHECK_STR(fails, "4B");
            snprintf(wspec, sizeof wspec, "worger:tables=%u,step=%u", n, v);
            struct bm_movement *w = build(wspec), *dr = NULL, *dw = NULL;
            CHECK(w != NULL);
            failing_rules(fails, sizeof fails, w);
            CHECK_STR(fails, "4A");
            /* the rover moving u is dual to the Worger moving u^-1, both ways */
            CHECK_EQ(bm_movement_dual(&dr, r), BM_OK);
            CHECK_EQ(bm_movement_dual(&dw, w), BM_OK);
            /* and our standard form of the rover's dual is exactly that Worger */
            struct bm_movement *sdr = NULL;
            CHECK_EQ(bm_movement_standard_form(&sdr, dr), BM_OK);
            CHECK(grid_same(sdr, w, wspec));
            bm_movement_free(sdr);
            {
                int eq = -1;
                CHECK_EQ(bm_movement_equivalent(&eq, dr, w), BM_OK);
                CHECK_EQ(eq, 1);
                CHECK_EQ(bm_movement_equivalent(&eq, dw, r), BM_OK);
                CHECK_EQ(eq, 1);
            }
            bm_movement_free(r);
            bm_movement_free(w);
            bm_movement_free(dr);
            bm_movement_free(dw);
        }
    }
    test_context_clear();
    CHECK(built >= 20);
}

static void test_bad_specs(void)
{
    struct bm_movement *m = (struct bm_movement *)1;
    CHECK_EQ(bm_build_string(&m, "extended:tables=3"), BM_ERANGE);
    CHECK(m == NULL);
    CHECK(strstr(bm_last_error(), "4") != NULL);
    CHECK_EQ(bm_build_string(&m, "extended:tables=7,modified=2"),
             BM_ERANGE);
    CHECK_EQ(bm_build_string(&m, "extended:tables=7,modified=yes"), BM_EPARSE);
    CHECK_EQ(bm_build_string(&m, "extended"), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "tables=N") != NULL);
    CHECK_EQ(bm_build_string(&m, "bowman:tables=5"), BM_ERANGE);
    CHECK_EQ(bm_build_string(&m, "rover:tables=7"), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "tables=6, 8, 12, 14") != NULL);
    CHECK_EQ(bm_build_string(&m, "rover:tables=8,step=6"), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "steps that work: 2, 3, 4, 5") != NULL);
    CHECK_EQ(bm_build_string(&m, "rover:tables=10"), BM_EUNSUPPORTED);
    CHECK_EQ(bm_build_string(&m, "worger:tables=9"), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "tables=5, 7, 11, 13") != NULL);
    CHECK_EQ(bm_build_string(&m, "worger:tables=7,start=8"), BM_ERANGE);
    CHECK_EQ(bm_build_string(&m, "worger:tables=7,step=x"), BM_EPARSE);
    CHECK_EQ(bm_build_string(&m, "rover:tables=8,rounds=3"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "tables, step") != NULL);
    CHECK(m == NULL);
    /* boards and names */
    m = build("extended:tables=9,boards=3");
    CHECK_EQ(bm_movement_boards(m), 33);
    CHECK_STR(bm_movement_name(m), "Extended Mitchell, 9 tables, last two rounds modified");
    CHECK_STR(bm_movement_spec(m), "extended:tables=9,boards=3");
    bm_movement_free(m);
    m = build("bowman:tables=8,boards=2");
    CHECK_EQ(bm_movement_boards(m), 12);
    CHECK_STR(bm_movement_name(m), "Bowman, 8 tables");
    bm_movement_free(m);
}

static void test_alloc_failures(void)
{
    const char *specs[] = {"extended:tables=7", "extended:tables=8", "bowman:tables=9",
                           "rover:tables=8", "worger:tables=7,step=4,start=1"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        CHECK(build_alloc_failures(specs[i]) > 0);
}

int main(void)
{
    RUN(test_references());
    RUN(test_relays());
    RUN(test_extended_sweep());
    RUN(test_bowman_sweep());
    RUN(test_rover_worger_sweep());
    RUN(test_bad_specs());
    RUN(test_alloc_failures());
    return test_report();
}
