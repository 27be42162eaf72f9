/* SPDX-License-Identifier: MIT */
/* Web movements (Hill's Web movements): the three printed tables exactly (grid, cases, bye stands and
 * their contents), the planner, the special cases, the ACBLscore list, bad parameters and
 * allocation failures. The sweep over every size is in test-web-sweep.c, the apples-and-
 * oranges table in test-web-apples.c. */
#include "test.h"
#include "test-web-common.h"
#include "test-web-json.h"

#include <bridgemove/bridgemove.h>
#include "model/model.h"
#include "util/alloc.h"

/* ---- the three tables of Hill's Web movements against the reference JSON ---- */

static void compare_grid(const struct bm_movement *m, const struct tj *root)
{
    const struct tj *grid = tj_get(root, "grid");
    CHECK_EQ(bm_movement_tables(m), tj_uint(root, "tables", 0));
    CHECK_EQ(bm_movement_rounds(m), tj_uint(root, "rounds", 0));
    CHECK_EQ(bm_movement_sets(m), tj_uint(root, "sets", 0));
    CHECK_EQ(bm_movement_participants(m), tj_uint(root, "participants", 0));
    CHECK_EQ(bm_movement_boards_per_set(m), tj_uint(root, "boards_per_set", 0));
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            const struct tj *cell = tj_at(tj_at(grid, r - 1), t - 1);
            CHECK(cell != NULL);
            CHECK_EQ(get(m, r, t, BM_FIELD_NS), tj_uint(cell, "ns", 0));
            CHECK_EQ(get(m, r, t, BM_FIELD_EW), tj_uint(cell, "ew", 0));
            CHECK_EQ(get(m, r, t, BM_FIELD_SET), tj_uint(cell, "set", 0));
            CHECK_EQ(get(m, r, t, BM_FIELD_COPY), tj_uint(cell, "copy", 1));
        }
}

static void compare_stands(const struct bm_movement *m, const struct tj *root)
{
    const struct tj *stands = tj_get(root, "stands"), *contents = tj_get(root, "stand_contents");
    CHECK(stands && contents);
    if (!stands || !contents)
        return;
    CHECK_EQ(bm_movement_stands(m), stands->n);
    for (unsigned k = 1; k <= bm_movement_stands(m) && k <= stands->n; k++) {
        unsigned after = 0, copy = 0;
        const char *name = NULL;
        CHECK_EQ(bm_movement_stand(&after, &copy, &name, m, k), BM_OK);
        CHECK_EQ(after, tj_uint(&stands->items[k - 1], "after_table", 0));
        CHECK_EQ(copy, tj_uint(&stands->items[k - 1], "copy", 0));
        CHECK_STR(name, tj_get(&stands->items[k - 1], "name")->str);
    }
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned k = 1; k <= bm_movement_stands(m); k++) {
            const struct tj *list = tj_at(tj_at(contents, r - 1), k - 1);
            unsigned count = 0;
            CHECK(list != NULL);
            bm_movement_stand_count(&count, m, r, k);
            CHECK_EQ(count, list ? list->n : 0);
            for (unsigned i = 1; list && i <= count && i <= list->n; i++) {
                unsigned set = 0, copy = 0;
                bm_movement_stand_item(&set, &copy, m, r, k, i);
                CHECK_EQ(set, (unsigned)tj_at(&list->items[i - 1], 0)->num);
                CHECK_EQ(copy, (unsigned)tj_at(&list->items[i - 1], 1)->num);
            }
        }
}

static void test_reference(const char *file, const char *spec)
{
    char path[512];
    snprintf(path, sizeof path, "%s/reference/%s", BM_TEST_DATA, file);
    char *text = test_slurp(path, NULL);
    CHECK(text != NULL);
    struct bm_movement *m = build(spec);
    CHECK(m != NULL);
    if (!text || !m) {
        free(text);
        bm_movement_free(m);
        return;
    }
    struct tj root;
    const char *p = text;
    CHECK(tj_parse(&root, &p));
    unsigned before = test_failed;
    compare_grid(m, &root);
    compare_stands(m, &root);
    /* and through the library's own reader: the whole model equal but for the name */
    struct bm_movement *ref = NULL;
    CHECK_EQ(bm_movement_read(&ref, text, strlen(text), "json", NULL), BM_OK);
    if (ref) {
        int equal = 0;
        CHECK_EQ(bm_movement_set_name(ref, bm_movement_name(m)), BM_OK);
        CHECK_EQ(bm_movement_equal(&equal, ref, m), BM_OK);
        CHECK(equal);
    }
    bm_movement_free(ref);
    if (test_failed != before)
        fprintf(stderr, "  (%s against %s)\n", spec, file);
    tj_free(&root);
    free(text);
    bm_movement_free(m);
}

/* The text's second t = 11 table lets boards flow from tables 1-5 into 6-8: the same grid. */
static void test_flow_same_grid(void)
{
    struct bm_movement *a = build("web:tables=11,rounds=5"), *b = build("web:tables=11,rounds=5,flow=1");
    CHECK(a && b);
    if (!a || !b)
        goto done;
    unsigned differ = 0;
    for (unsigned r = 1; r <= 5; r++)
        for (unsigned t = 1; t <= 11; t++) {
            CHECK_EQ(get(a, r, t, BM_FIELD_SET), get(b, r, t, BM_FIELD_SET));
            CHECK_EQ(get(a, r, t, BM_FIELD_EW), get(b, r, t, BM_FIELD_EW));
            differ += get(a, r, t, BM_FIELD_COPY) != get(b, r, t, BM_FIELD_COPY);
        }
    CHECK(differ > 0); /* the cases travel: table 5 gets case 2 from table 6 in round 2 */
    CHECK_EQ(get(b, 2, 5, BM_FIELD_COPY), 2);
    CHECK_EQ(get(b, 2, 8, BM_FIELD_COPY), 2);
    /* the stand takes table 1's boards and feeds table 8 */
    unsigned after = 0, copy = 9, set = 0;
    bm_movement_stand(&after, &copy, NULL, b, 1);
    CHECK_EQ(after, 1);
    CHECK_EQ(copy, 0);
    bm_movement_stand_item(&set, &copy, b, 2, 1, 2);
    CHECK_EQ(set, get(b, 1, 1, BM_FIELD_SET));
    CHECK_EQ(copy, get(b, 1, 1, BM_FIELD_COPY));
    /* tables 9-11 keep case 3 */
    for (unsigned r = 1; r <= 5; r++)
        for (unsigned t = 9; t <= 11; t++)
            CHECK_EQ(get(b, r, t, BM_FIELD_COPY), 3);
done:
    bm_movement_free(a);
    bm_movement_free(b);
}

/* Every form survives the JSON writer and reader whole: cases, stands and their contents. */
static void test_json_round_trip(void)
{
    const char *specs[] = {"web:tables=11,rounds=5,flow=1", "web:tables=9,rounds=7",
                           "web:tables=18,rounds=12,rover=ns,boards=2",
                           "web:tables=13,rounds=8,rover=ew,phantom=14ns"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        struct bm_movement *m = build(specs[i]), *back = NULL;
        char *json = NULL;
        CHECK(m != NULL);
        if (!m)
            continue;
        CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
        CHECK_EQ(bm_movement_read(&back, json, json ? strlen(json) : 0, "json", NULL), BM_OK);
        int equal = 0;
        bm_movement_equal(&equal, m, back);
        CHECK(equal);
        CHECK(json && strstr(json, "\"stand_contents\"") != NULL);
        bm_free(json);
        bm_movement_free(back);
        bm_movement_free(m);
    }
}

/* ---- the planner ---- */

static void test_plan_examples(void)
{
    unsigned d, n, s, c;
    CHECK_EQ(web_plan(&d, &n, &s, &c, 6, 5), BM_OK);
    CHECK(d == 5 && n == 0 && s == 3 && c == 2);
    /* t = 6, d = 4: n = 0, s = 3 and n = 1, s = 1 (shared) both need two cases: largest s */
    CHECK_EQ(web_plan(&d, &n, &s, &c, 6, 4), BM_OK);
    CHECK(d == 4 && n == 0 && s == 3 && c == 2);
    CHECK_EQ(web_plan(&d, &n, &s, &c, 11, 5), BM_OK);
    CHECK(d == 5 && n == 1 && s == 3 && c == 3);
    /* odd t, even r: d = r + 1 (the rule; the text's "t and r both even" is the wrong case) */
    CHECK_EQ(web_plan(&d, &n, &s, &c, 13, 8), BM_OK);
    CHECK(d == 9 && n == 1 && s == 2 && c == 3);
    CHECK_EQ(web_plan(&d, &n, &s, &c, 12, 8), BM_OK);
    CHECK(d == 8 && c == 2);
    /* the s = 1 exception: two cases for an odd t */
    CHECK_EQ(web_plan(&d, &n, &s, &c, 11, 9), BM_OK);
    CHECK(d == 9 && n == 1 && s == 1 && c == 2);
    /* Mitchell: one case */
    CHECK_EQ(web_plan(&d, &n, &s, &c, 7, 7), BM_OK);
    CHECK(d == 7 && n == 1 && s == 0 && c == 1);
    /* NULL out-params are allowed */
    CHECK_EQ(web_plan(NULL, NULL, NULL, &c, 20, 8), BM_OK);
    CHECK_EQ(c, 3);
}

/* Every t and r: d = r unless t is odd and r even (then r + 1); the fewest cases. */
static void test_plan_sweep(void)
{
    for (unsigned t = 2; t <= 80; t++)
        for (unsigned r = 1; r <= t; r++) {
            unsigned d = 0, n = 0, s = 0, c = 0;
            CHECK_EQ(web_plan(&d, &n, &s, &c, t, r), BM_OK);
            CHECK_EQ(d, (t % 2 && r % 2 == 0) ? r + 1 : r);
            CHECK_EQ(n * d + 2 * s, t);
            CHECK(s < d);
            unsigned fewest = ~0u;
            for (unsigned k = 0; k * d <= t; k++) {
                unsigned sk = (t - k * d) / 2;
                if ((t - k * d) % 2 || sk >= d)
                    continue;
                unsigned ck = sk == 0 ? k : k + (sk == 1 ? 1 : 2);
                if (ck < fewest)
                    fewest = ck;
            }
            CHECK_EQ(c, fewest);
            /* the text's counts */
            if (t % 2 == 0 && t <= 2 * d && d < t)
                CHECK_EQ(c, 2);
            if (t % 2 && t <= 3 * d && d < t)
                CHECK_EQ(c, s == 1 ? 2 : 3);
        }
}

/* "t = 39, d = 13, ... the largest Web that works with three cases of boards". */
static void test_largest_three_cases(void)
{
    unsigned largest = 0;
    for (unsigned t = 2; t <= 80; t++)
        for (unsigned d = 1; d <= 13 && d <= t; d++) {
            struct bm_options *spec;
            char text[96];
            unsigned c = 0;
            snprintf(text, sizeof text, "web:tables=%u,groups=%u", t, d);
            CHECK_EQ(bm_options_parse(&spec, NULL, text), BM_OK);
            if (bm_web_plan(NULL, NULL, NULL, &c, spec) == BM_OK && c <= 3)
                largest = t;
            bm_options_free(spec);
        }
    CHECK_EQ(largest, 39);
}

static void test_plan_spec_choices(void)
{
    struct bm_options *spec;
    unsigned d, n, s, c;
    /* 20 tables, 8 groups: n = 1 (s = 6, 3 cases) is the pick; n = 2 (s = 2) on request */
    CHECK_EQ(bm_options_parse(&spec, NULL, "web:tables=20,groups=8"), BM_OK);
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_OK);
    CHECK(d == 8 && n == 1 && s == 6 && c == 3);
    CHECK_EQ(bm_options_set(spec, "subsections", "2"), BM_OK);
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_OK);
    CHECK(d == 8 && n == 2 && s == 2 && c == 4);
    CHECK_EQ(bm_options_set(spec, "rover", "ew"), BM_OK);
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_OK);
    CHECK_EQ(c, 5); /* the party table's own case */
    bm_options_free(spec);
    /* s = 1: shared by default, a case each with share=0 */
    CHECK_EQ(bm_options_parse(&spec, NULL, "web:tables=15,rounds=13"), BM_OK);
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_OK);
    CHECK(d == 13 && n == 1 && s == 1 && c == 2);
    CHECK_EQ(bm_options_set(spec, "share", "0"), BM_OK);
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_OK);
    CHECK_EQ(c, 3);
    bm_options_free(spec);
}

/* ---- special cases of the construction ---- */

static void same_grid(const char *a_spec, const char *b_spec)
{
    struct bm_movement *a = build(a_spec), *b = build(b_spec);
    CHECK(a && b);
    if (a && b) {
        CHECK_EQ(bm_movement_rounds(a), bm_movement_rounds(b));
        CHECK_EQ(bm_movement_tables(a), bm_movement_tables(b));
        for (unsigned r = 1; r <= bm_movement_rounds(a) && r <= bm_movement_rounds(b); r++)
            for (unsigned t = 1; t <= bm_movement_tables(a) && t <= bm_movement_tables(b); t++) {
                CHECK_EQ(get(a, r, t, BM_FIELD_NS), get(b, r, t, BM_FIELD_NS));
                CHECK_EQ(get(a, r, t, BM_FIELD_EW), get(b, r, t, BM_FIELD_EW));
                CHECK_EQ(get(a, r, t, BM_FIELD_SET), get(b, r, t, BM_FIELD_SET));
            }
    }
    bm_movement_free(a);
    bm_movement_free(b);
}

static int name_has(const char *spec, const char *word)
{
    struct bm_movement *m = build(spec);
    int has = m && strstr(bm_movement_name(m), word) != NULL;
    bm_movement_free(m);
    return has;
}

static void test_special_cases(void)
{
    /* Mitchell: n = 1, s = 0 */
    same_grid("web:tables=7,rounds=7", "mitchell:tables=7");
    same_grid("web:tables=9,rounds=6,groups=9", "mitchell:tables=9,rounds=6");
    same_grid("web:tables=8,rounds=8", "mitchell:tables=8,rounds=8,variant=skip");
    CHECK(name_has("web:tables=7,rounds=7", "(Mitchell)"));
    /* continuous Mitchell: n > 1, s = 0; with flow=1 the cases travel over all 14 tables */
    CHECK(name_has("web:tables=14,groups=7", "continuous Mitchell"));
    struct bm_movement *m = build("web:tables=14,groups=7,flow=1");
    CHECK(m != NULL);
    if (m) {
        CHECK_EQ(get(m, 1, 8, BM_FIELD_COPY), 2);
        CHECK_EQ(get(m, 2, 7, BM_FIELD_COPY), 2); /* table 8's boards moved down to table 7 */
        CHECK_EQ(get(m, 2, 14, BM_FIELD_COPY), 1); /* table 1's boards moved to table 14 */
        CHECK_EQ(bm_movement_stands(m), 0);
    }
    bm_movement_free(m);
    /* Bowman/Ewing: n = 1, s = 1, the two single tables sharing a case */
    CHECK(name_has("web:tables=9,rounds=7", "Bowman/Ewing"));
    m = build("web:tables=9,rounds=7");
    CHECK(m != NULL);
    for (unsigned r = 1; m && r <= 7; r++) {
        int shared = get(m, r, 8, BM_FIELD_SET) == get(m, r, 9, BM_FIELD_SET);
        CHECK_EQ(shared, r == 4); /* only in round (d+1)/2 */
        CHECK_EQ(get(m, r, 8, BM_FIELD_COPY), 2);
        CHECK_EQ(get(m, r, 9, BM_FIELD_COPY), 2);
    }
    bm_movement_free(m);
    /* one-and-a-half-table appendix Mitchell: the same with NS pair t a phantom */
    m = build("web:tables=9,rounds=7,phantom=9ns");
    CHECK(m != NULL);
    if (m) {
        unsigned from = 0;
        CHECK_EQ(bm_movement_phantom(&from, m, 9), BM_OK);
        CHECK_EQ(from, 1);
        struct bm_check *c = NULL;
        CHECK_EQ(bm_check_new(&c, m), BM_OK);
        CHECK(bm_check_playable(c));
        bm_check_free(c);
    }
    bm_movement_free(m);
}

/* ---- rover and party table ---- */

static void test_rover_party(void)
{
    const char *specs[] = {"web:tables=18,rounds=12,rover=ns", "web:tables=18,rounds=12,rover=ew"};
    for (int v = 0; v < 2; v++) {
        struct bm_movement *m = build(specs[v]);
        CHECK(m != NULL);
        if (!m)
            continue;
        unsigned t = 18, party = 2 * t + 1, rover = party + 1;
        CHECK_EQ(bm_movement_tables(m), 19);
        CHECK_EQ(bm_movement_participants(m), 38);
        CHECK(strstr(bm_movement_name(m), v ? "EW rover" : "NS rover") != NULL);
        /* round 1: the two extra pairs meet at the party table */
        CHECK_EQ(get(m, 1, 19, v ? BM_FIELD_EW : BM_FIELD_NS), rover);
        CHECK_EQ(get(m, 1, 19, v ? BM_FIELD_NS : BM_FIELD_EW), party);
        unsigned first = get(m, 1, 19, BM_FIELD_SET);
        for (unsigned r = 2; r <= 12; r++) {
            unsigned x = 0;
            enum bm_field f;
            CHECK_EQ(bm_movement_seat_of(&x, &f, m, rover, r), BM_OK);
            CHECK(x >= 1 && x <= t);
            CHECK_EQ(f, v ? BM_FIELD_EW : BM_FIELD_NS);
            /* the party table plays the rover's deal group, with its own case */
            CHECK_EQ(get(m, r, 19, BM_FIELD_SET), get(m, r, x, BM_FIELD_SET));
            CHECK(get(m, r, 19, BM_FIELD_SET) != first);
            CHECK_EQ(get(m, r, 19, BM_FIELD_COPY), 3);
            CHECK_EQ(get(m, r, 19, v ? BM_FIELD_NS : BM_FIELD_EW), party);
            if (!v) /* the bumped NS pair x plays at the party table */
                CHECK_EQ(get(m, r, 19, BM_FIELD_NS), x);
        }
        bm_movement_free(m);
    }
    /* half table: the party pair (13) a phantom; the rover sits out round 1 and each bumped
     * pair sits out the round it is bumped */
    const char *half[] = {"web:tables=6,rounds=5,rover=ns,phantom=7ew",
                          "web:tables=6,rounds=5,rover=ew,phantom=7ns"};
    for (int v = 0; v < 2; v++) {
        struct bm_movement *m = build(half[v]);
        CHECK(m != NULL);
        if (!m)
            continue;
        unsigned from = 0;
        bm_movement_phantom(&from, m, 13);
        CHECK_EQ(from, 1);
        CHECK_EQ(get(m, 1, 7, v ? BM_FIELD_NS : BM_FIELD_EW), 13);
        struct bm_check *c = NULL;
        CHECK_EQ(bm_check_new(&c, m), BM_OK);
        CHECK(bm_check_playable(c));
        bm_check_free(c);
        bm_movement_free(m);
    }
}

/* ---- the ACBLscore list: t = 10..39, d in {8, 9, 12, 13} ---- */

static void test_acblscore_list(void)
{
    const unsigned ds[] = {8, 9, 12, 13};
    unsigned listed = 0, refused = 0;
    for (unsigned t = 10; t <= 39; t++)
        for (unsigned i = 0; i < 4; i++) {
            unsigned d = ds[i];
            int in_list = d < t && !(d % 2 == 0 && t % 2);
            for (int rover = 0; rover < 3; rover++) {
                char spec[96];
                struct bm_movement *m = NULL;
                snprintf(spec, sizeof spec, "web:tables=%u,groups=%u%s", t, d,
                         rover == 1 ? ",rover=ns" : rover == 2 ? ",rover=ew" : "");
                test_context("%s", spec);
                enum bm_status st = bm_build_string(&m, spec);
                if (in_list) {
                    CHECK_EQ(st, BM_OK);
                    struct bm_check *c = NULL;
                    if (m)
                        bm_check_new(&c, m);
                    CHECK(bm_check_playable(c));
                    if (m && !bm_check_playable(c))
                        fprintf(stderr, "  %s not playable\n", spec);
                    bm_check_free(c);
                    listed += rover == 0;
                } else if (t % 2 && d % 2 == 0) {
                    CHECK_EQ(st, d < t ? BM_EUNSUPPORTED : BM_ERANGE);
                    CHECK(m == NULL);
                    CHECK(strstr(bm_last_error(), d < t ? "odd number of deal groups" : "groups must be 1..")
                          != NULL);
                    refused += rover == 0;
                }
                bm_movement_free(m);
            }
        }
    test_context_clear();
    CHECK_EQ(listed, 84); /* the text's table: 15 (d = 8) + 30 (9) + 13 (12) + 26 (13) */
    CHECK_EQ(refused, 30);
}

/* Every small spec, valid or not: a playable movement, or a refusal with a message. */
static void test_every_small_spec(void)
{
    unsigned built = 0, refused = 0;
    for (unsigned t = 2; t <= 20; t++)
        for (unsigned d = 1; d <= t + 1; d++)
            for (unsigned r = 1; r <= d + 1; r++)
                for (unsigned n = 0; n <= t / d + 1; n++)
                    for (int rover = 0; rover < 3; rover++) {
                        char spec[128];
                        struct bm_movement *m = NULL;
                        snprintf(spec, sizeof spec,
                                 "web:tables=%u,groups=%u,rounds=%u,subsections=%u%s", t, d, r, n,
                                 rover == 1 ? ",rover=ns" : rover == 2 ? ",rover=ew" : "");
                        test_context("%s", spec);
                        enum bm_status st = bm_build_string(&m, spec);
                        int valid = d <= t && r <= d && (t - n * d) % 2 == 0 && n * d <= t
                                    && (t - n * d) / 2 < d && !(t % 2 && d % 2 == 0);
                        CHECK_EQ(st == BM_OK, valid);
                        if (st == BM_OK) {
                            struct bm_check *c = NULL;
                            bm_check_new(&c, m);
                            CHECK(bm_check_playable(c));
                            bm_check_free(c);
                            built++;
                        } else {
                            /* a key beyond what the others allow is out of range; a
                             * decomposition that does not exist is no such movement */
                            CHECK_EQ(st, strstr(bm_last_error(), " must be ") ? BM_ERANGE
                                                                              : BM_EUNSUPPORTED);
                            CHECK(m == NULL && bm_last_error()[0]);
                            refused++;
                        }
                        bm_movement_free(m);
                    }
    test_context_clear();
    printf("small specs: %u built and playable, %u refused with a message\n", built, refused);
}

/* ---- bad input ---- */

static void test_bad_specs(void)
{
    build_refused("web", BM_EUNSUPPORTED, "web needs tables=N (2..1000)");
    build_refused("web:tables=1,rounds=1", BM_ERANGE,
                  "tables must be 2..1000 for web; got 1");
    build_refused("web:tables=1001,rounds=1", BM_ERANGE, "tables must be 2..1000");
    build_refused("web:tables=6", BM_EUNSUPPORTED, "rounds=R");
    build_refused("web:tables=6,rounds=7", BM_ERANGE,
                  "rounds must be 1..6 for web with 6 tables");
    build_refused("web:tables=6,rounds=0", BM_ERANGE, "rounds must be 1..6");
    build_refused("web:tables=6,groups=7", BM_ERANGE, "groups must be 1..6");
    build_refused("web:tables=6,rounds=5,groups=4", BM_EUNSUPPORTED, "at least 5 deal groups");
    build_refused("web:tables=11,rounds=5,groups=6", BM_EUNSUPPORTED,
                  "odd number of deal groups");
    build_refused("web:tables=11,groups=8", BM_EUNSUPPORTED, "try groups=9");
    build_refused("web:tables=20,groups=8,subsections=3", BM_EUNSUPPORTED,
                  "subsections that fit: 1 (s=6), 2 (s=2)");
    build_refused("web:tables=20,groups=8,subsections=0", BM_EUNSUPPORTED, "does not fit");
    build_refused("web:tables=6,rounds=5,share=2", BM_ERANGE,
                  "share must be 0..1 for web; got 2");
    build_refused("web:tables=6,rounds=5,flow=yes", BM_EPARSE, "whole number");
    build_refused("web:tables=six,rounds=5", BM_EPARSE, "whole number");
    build_refused("web:tables=6,rounds=5,rover=both", BM_EPARSE, "rover must be none, ns or ew");
    build_refused("web:tables=11,groups=9,flow=1,share=1", BM_EUNSUPPORTED, "conflict");
    build_refused("web:tables=6,rounds=5,boards=0", BM_ERANGE, "boards must be 1..256");
    build_refused("web:tables=6,rounds=5,bogus=1", BM_EPARSE, "unknown key");
    build_refused("web:tables=6,rounds=5,rover=ns,phantom=8ns", BM_EPARSE, "no such seat");
    /* rover=none is the default spelled out */
    struct bm_movement *m = build("web:tables=6,rounds=5,rover=none");
    CHECK(m != NULL && bm_movement_tables(m) == 6);
    bm_movement_free(m);
}

static void test_bad_plan_args(void)
{
    unsigned d = 99, n = 99, s = 99, c = 99;
    CHECK_EQ(web_plan(&d, &n, &s, &c, 1, 1), BM_ERANGE); /* refused by the spec's parser */
    CHECK(strstr(bm_last_error(), "tables must be 2..1000 for web; got 1") != NULL);
    CHECK_EQ(web_plan(&d, &n, &s, &c, 6, 0), BM_ERANGE); /* refused by the planner */
    CHECK(d == 0 && n == 0 && s == 0 && c == 0);
    CHECK_STR(bm_last_error(), "rounds must be 1..6 for web with 6 tables; got 0");
    d = n = s = c = 99;
    CHECK_EQ(web_plan(&d, &n, &s, &c, 6, 7), BM_ERANGE);
    CHECK(d == 0 && n == 0 && s == 0 && c == 0);
    CHECK_STR(bm_last_error(), "rounds must be 1..6 for web with 6 tables; got 7");
    CHECK_EQ(web_plan(&d, &n, &s, &c, 1001, 5), BM_ERANGE);
    CHECK_EQ(web_plan(&d, &n, &s, &c, 1000, 1000), BM_OK);
    CHECK(d == 1000 && n == 1 && s == 0 && c == 1);
    /* spec variant */
    d = 99;
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, NULL), BM_EINVAL);
    CHECK_EQ(d, 0);
    struct bm_options *spec;
    CHECK_EQ(bm_options_parse(&spec, NULL, "mitchell:tables=7"), BM_OK);
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "family web; these are mitchell options") != NULL);
    bm_options_free(spec);
    CHECK_EQ(bm_options_parse(&spec, NULL, "web:tables=11,groups=8"), BM_OK);
    c = 99;
    CHECK_EQ(bm_web_plan(&d, &n, &s, &c, spec), BM_EUNSUPPORTED);
    CHECK_EQ(c, 0);
    bm_options_free(spec);
}

/* ---- allocation failures ---- */

static void test_alloc_failures(void)
{
    const char *specs[] = {
        "web:tables=11,rounds=5",          "web:tables=11,rounds=5,flow=1",
        "web:tables=9,rounds=7",           "web:tables=18,rounds=12,rover=ns",
        "web:tables=13,rounds=8,rover=ew,boards=3",
    };
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        CHECK(build_alloc_failures(specs[i]) > 3);
    /* the planner allocates nothing */
    unsigned c = 0, c2 = 0;
    struct bm_options *spec = NULL, *spec2 = NULL;
    CHECK_EQ(bm_options_parse(&spec, NULL, "web:tables=20,groups=8,rover=ns"), BM_OK);
    CHECK_EQ(bm_options_parse(&spec2, NULL, "web:tables=20,rounds=8"), BM_OK);
    bm_test_fail_alloc_at(1);
    CHECK_EQ(bm_web_plan(NULL, NULL, NULL, &c, spec2), BM_OK);
    CHECK_EQ(bm_web_plan(NULL, NULL, NULL, &c2, spec), BM_OK);
    bm_test_fail_alloc_at(0);
    CHECK_EQ(c, 3);
    CHECK_EQ(c2, 4);
    bm_options_free(spec);
    bm_options_free(spec2);
}

int main(void)
{
    RUN(test_reference("web-t6-d5.json", "web:tables=6,rounds=5"));
    RUN(test_reference("web-t6-d4.json", "web:tables=6,rounds=4"));
    RUN(test_reference("web-t11-d5.json", "web:tables=11,rounds=5"));
    RUN(test_reference("web-t6-d5.json", "web:tables=6,groups=5"));
    RUN(test_flow_same_grid());
    RUN(test_json_round_trip());
    RUN(test_plan_examples());
    RUN(test_plan_sweep());
    RUN(test_largest_three_cases());
    RUN(test_plan_spec_choices());
    RUN(test_special_cases());
    RUN(test_rover_party());
    RUN(test_acblscore_list());
    RUN(test_every_small_spec());
    RUN(test_bad_specs());
    RUN(test_bad_plan_args());
    RUN(test_alloc_failures());
    return test_report();
}
