/* The Mitchell family: the movements article's tables cell by cell, the rules the texts say hold for every
 * variant, size and round count, relay stands and phantom seats. */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>

/* Compare a built movement with the round lines of a reference .txt ("R: ns X ew | ..."). */
static void compare_with_reference(const char *spec, const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/reference/%s", BM_TEST_DATA, file);
    char *text = test_slurp(path, NULL);
    struct bm_movement *m = NULL;
    CHECK(text != NULL);
    m = build(spec);
    if (!text || !m) {
        free(text);
        bm_movement_free(m);
        return;
    }
    unsigned rounds_seen = 0, mismatches = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        unsigned r;
        int off;
        if (line[0] == '#' || sscanf(line, "%u:%n", &r, &off) != 1)
            continue;
        rounds_seen++;
        char *p = line + off;
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned ns, ew, got;
            char set;
            int used;
            if (sscanf(p, " %u %c %u%n", &ns, &set, &ew, &used) != 3) {
                mismatches++;
                break;
            }
            p += used;
            if (*p == ' ')
                p++;
            if (*p == '|')
                p++;
            bm_movement_get(&got, m, r, t, BM_FIELD_NS);
            mismatches += got != ns;
            bm_movement_get(&got, m, r, t, BM_FIELD_EW);
            mismatches += got != ew;
            bm_movement_get(&got, m, r, t, BM_FIELD_SET);
            mismatches += got != (unsigned)(set - 'A' + 1);
        }
    }
    CHECK_EQ(rounds_seen, bm_movement_rounds(m));
    CHECK_EQ(mismatches, 0);
    free(text);
    bm_movement_free(m);
}

static int holds(const struct bm_check *c, enum bm_rule r)
{
    int h = -1;
    bm_check_holds(&h, c, r);
    return h;
}

/* expected: bit per rule 1A..4B (1 = holds) */
static void expect_rules(const char *spec, int e1a, int e1b, int e2, int e3a, int e3b, int e4a,
                         int e4b)
{
    struct bm_movement *m = NULL;
    struct bm_check *c = NULL;
    enum bm_status st = bm_build_string(&m, spec);
    if (st) {
        fprintf(stderr, "%s: %s\n", spec, bm_last_error());
        CHECK_EQ(st, BM_OK);
        return;
    }
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    int want[7] = {e1a, e1b, e2, e3a, e3b, e4a, e4b};
    int bad = 0;
    for (int r = 0; r < 7; r++)
        if (holds(c, (enum bm_rule)(BM_RULE_1A + r)) != want[r]) {
            fprintf(stderr, "%s: rule %s expected %d\n", spec, bm_rule_name((enum bm_rule)(r + 1)),
                    want[r]);
            bad++;
        }
    CHECK_EQ(bad, 0);
    CHECK(bm_check_stationary(c));
    CHECK_EQ(holds(c, BM_RULE_COMPLETE), e3a && e3b);
    bm_check_free(c);
    bm_movement_free(m);
}

static void sweep(void)
{
    char spec[128];
    for (unsigned T = 3; T <= 60; T++) {
        if (T % 2) {
            for (unsigned R = 1; R <= T; R++) {
                snprintf(spec, sizeof spec, "mitchell:tables=%u,rounds=%u", T, R);
                test_context("%s", spec);
                expect_rules(spec, 1, 1, 1, R == T, 1, 1, 1);
            }
            continue;
        }
        for (unsigned R = 1; R <= T; R++) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=relay,rounds=%u", T, R);
            test_context("%s", spec);
            expect_rules(spec, 1, 1, 1, R == T, 1, 1, 0);
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=skip,rounds=%u", T, R);
            test_context("%s", spec);
            expect_rules(spec, 1, 1, 1, R == T, 1, R < T, 1);
        }
        for (unsigned R = 1; R <= T / 2; R++) {
            snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=standard,rounds=%u", T, R);
            test_context("%s", spec);
            expect_rules(spec, 1, 1, 1, 0, 1, 1, 1);
        }
    }
}

static void defaults_and_limits(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=8"), BM_OK);
    CHECK_EQ(bm_movement_rounds(m), 8); /* even T: relay by default */
    CHECK_EQ(bm_movement_stands(m), 1);
    CHECK_STR(bm_movement_spec(m), "mitchell:tables=8");
    CHECK(strncmp(bm_movement_generator(m), "libbridgemove ", 14) == 0);
    /* the relay stand holds E F G H A B C D in rounds 1..8 (the movements article, Table IIa) */
    for (unsigned r = 1; r <= 8; r++) {
        unsigned n = 0, set = 0, copy = 0, after = 0;
        CHECK_EQ(bm_movement_stand_count(&n, m, r, 1), BM_OK);
        CHECK_EQ(n, 1);
        CHECK_EQ(bm_movement_stand_item(&set, &copy, m, r, 1, 1), BM_OK);
        CHECK_EQ(set, 1 + (4 + r - 1) % 8);
        CHECK_EQ(bm_movement_stand(&after, NULL, NULL, m, 1), BM_OK);
        CHECK_EQ(after, 5);
    }
    bm_movement_free(m);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=8,variant=skip"), BM_OK);
    CHECK_EQ(bm_movement_rounds(m), 7);
    bm_movement_free(m);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,boards=3"), BM_OK);
    CHECK_EQ(bm_movement_boards(m), 21);
    bm_movement_free(m);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,rounds=8"), BM_ERANGE);
    CHECK(m == NULL);
    CHECK(strstr(bm_last_error(), "rounds must be 1..7 for mitchell with 7 tables; got 8") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=8,variant=standard,rounds=5"),
             BM_ERANGE);
    CHECK(strstr(bm_last_error(), "variant=relay") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,variant=skip"),
             BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "even") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,variant=fast"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "standard, skip, relay or crisscross") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=2"), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "tables must be 3..1000 for mitchell; got 2") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell"), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "tables=") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=seven"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "whole number") != NULL);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,boards=0"), BM_ERANGE);
}

static void phantoms(void)
{
    struct bm_movement *m = NULL;
    struct bm_check *c = NULL;
    unsigned from;
    /* a half table: the EW pair of table 7 is absent, so moving pairs sit out in turn */
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,phantom=7ew"), BM_OK);
    CHECK_EQ(bm_movement_phantom(&from, m, 14), BM_OK);
    CHECK_EQ(from, 1);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(bm_check_playable(c));
    bm_check_free(c);
    bm_movement_free(m);
    /* a stationary pair leaves after round 4 */
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,phantom=3ns@5"), BM_OK);
    CHECK_EQ(bm_movement_phantom(&from, m, 3), BM_OK);
    CHECK_EQ(from, 5);
    bm_movement_free(m);
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,phantom=12"), BM_OK);
    CHECK_EQ(bm_movement_phantom(&from, m, 12), BM_OK);
    CHECK_EQ(from, 1);
    bm_movement_free(m);
    const char *bad[] = {"mitchell:tables=7,phantom=8ew", "mitchell:tables=7,phantom=15",
                         "mitchell:tables=7,phantom=3xx", "mitchell:tables=7,phantom=3ns@9",
                         "mitchell:tables=7,phantom=ns", "mitchell:tables=7,phantom=0"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        CHECK_EQ(bm_build_string(&m, bad[i]), BM_EPARSE);
        CHECK(strstr(bm_last_error(), "phantom=") != NULL);
        CHECK(m == NULL);
    }
}

int main(void)
{
    RUN(compare_with_reference("mitchell:tables=7", "table-I.txt"));
    RUN(compare_with_reference("mitchell:tables=8,variant=relay", "table-IIa.txt"));
    RUN(compare_with_reference("mitchell:tables=8,variant=skip,rounds=8", "table-IIb.txt"));
    RUN(defaults_and_limits());
    RUN(phantoms());
    RUN(sweep());
    return test_report();
}
