/* SPDX-License-Identifier: MIT */
/* JSON bridgemove/1: the golden Mitchell tables against the reference JSON, every reference
 * file loads and round-trips, the whole model round-trips, and the parser's details
 * (escapes, surrogate pairs, numbers, unknown keys). */
#include <time.h>

#include "format-util.h"
#include "test-build.h"

static struct bm_movement *read_json(const char *s)
{
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_read(&m, s, strlen(s), "json", NULL);
    if (st)
        fprintf(stderr, "read_json: %s\n", bm_last_error());
    CHECK_EQ(st, BM_OK);
    return m;
}

/* Write -> read gives the same model, and the same spec and generator strings. */
static int json_round_trip(const struct bm_movement *m)
{
    char *text = NULL;
    struct bm_movement *back = NULL;
    int ok = bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL) == BM_OK &&
             bm_movement_read(&back, text, strlen(text), "json", NULL) == BM_OK &&
             movements_equal(back, m) &&
             strcmp(bm_movement_spec(back), bm_movement_spec(m)) == 0 &&
             strcmp(bm_movement_generator(back), bm_movement_generator(m)) == 0;
    if (!ok)
        fprintf(stderr, "JSON round trip failed (%s):\n%s\n", bm_last_error(), text ? text : "(none)");
    bm_free(text);
    bm_movement_free(back);
    return ok;
}

/* The grid rows (lines starting with "    [") of a JSON text. Caller frees. */
static char *grid_rows(const char *json)
{
    char *out = malloc(strlen(json) + 1), *o = out;
    for (const char *p = json; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
        if (strncmp(p, "    [{", 6) == 0) {
            memcpy(o, p, len);
            o += len;
        }
        p += len;
    }
    *o = '\0';
    return out;
}

/* The built movement equals the reference model once it carries the reference's name (the
 * reference IIa has no relay stand: its grid is compared instead), and the written grid rows
 * equal the reference file's rows character for character. */
static void test_golden(const char *spec, const char *ref, int has_stands)
{
    struct bm_movement *m = build(spec), *want = ref_json(ref);
    CHECK(want != NULL);
    if (!m || !want)
        return;
    CHECK_EQ(bm_movement_set_name(m, bm_movement_name(want)), BM_OK);
    if (has_stands) {
        struct bm_movement *plain = without_stands(m);
        CHECK(movements_equal(plain, want));
        bm_movement_free(plain);
    } else {
        CHECK(movements_equal(m, want));
    }
    CHECK(grids_agree(m, want, 1, 0, 0));
    char *text = NULL;
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    char *ref_text_all = ref_slurp(ref, NULL);
    char *got = grid_rows(text), *exp = grid_rows(ref_text_all);
    CHECK(strlen(exp) > 100);
    CHECK_STR(got, exp);
    free(got);
    free(exp);
    free(ref_text_all);
    bm_free(text);
    bm_movement_free(m);
    bm_movement_free(want);
}

static void test_reference_files(void)
{
    static const char *const names[] = {
        "table-I", "table-IIa", "table-IIb", "table-IIIa", "table-IIIb", "table-IIIa-dual",
        "table-IV", "table-IVa", "table-V", "table-VI", "table-I-switch-r6r7",
        "table-I-switch-boards-k4", "web-t6-d5", "web-t6-d4", "web-t11-d5",
        "duplicate-tournant", "triplicate", "individual-8"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, BM_TEST_DATA "/reference/%s.json", names[i]);
        struct bm_movement *m = ref_json(path);
        CHECK(m != NULL);
        if (m)
            CHECK(json_round_trip(m));
        bm_movement_free(m);
    }
    /* what the reference files carry beyond seats and sets */
    struct bm_movement *vi = ref_json(REF("table-VI.json"));
    int w = 0;
    CHECK_EQ(bm_movement_switched(&w, vi, 7, 1, 1), BM_OK);
    CHECK_EQ(w, 1);
    CHECK_EQ(bm_movement_switched(&w, vi, 6, 1, 1), BM_OK);
    CHECK_EQ(w, 0);
    bm_movement_free(vi);
    struct bm_movement *k4 = ref_json(REF("table-I-switch-boards-k4.json"));
    CHECK_EQ(bm_movement_boards_per_set(k4), 4);
    CHECK_EQ(bm_movement_switched(&w, k4, 7, 1, 4), BM_OK);
    CHECK_EQ(w, 1);
    bm_movement_free(k4);
    struct bm_movement *web = ref_json(REF("web-t6-d5.json"));
    unsigned after = 0, copy = 0, set = 0, n = 0;
    const char *name = NULL;
    CHECK_EQ(bm_movement_stands(web), 2);
    CHECK_EQ(bm_movement_stand(&after, &copy, &name, web, 2), BM_OK);
    CHECK_EQ(after, 4);
    CHECK_EQ(copy, 2);
    CHECK_STR(name, "bye stand, case 2 (tables 4-6)");
    CHECK_EQ(bm_movement_stand_count(&n, web, 4, 2), BM_OK);
    CHECK_EQ(n, 2);
    CHECK_EQ(bm_movement_stand_item(&set, &copy, web, 4, 2, 2), BM_OK);
    CHECK_EQ(set, 5);
    CHECK_EQ(copy, 2);
    CHECK_EQ(cell(web, 1, 4, BM_FIELD_COPY), 2);
    bm_movement_free(web);
    struct bm_movement *tri = ref_json(REF("triplicate.json"));
    unsigned team = 0;
    CHECK_EQ(bm_movement_team(&team, tri, 5), BM_OK);
    CHECK_EQ(team, 2);
    CHECK_EQ(bm_movement_teams(tri), 3);
    bm_movement_free(tri);
}

static void test_mitchell_sweep(void)
{
    round_trip_mitchells(json_round_trip, "JSON");
}

static void test_phantom_sweep(void)
{
    round_trip_phantoms(json_round_trip);
}

/* Every part of the model at once: phantoms, teams, set sizes, first board, copies, first
 * positions, switches, idle cells, empty seats, stands and their queues, odd strings. */
static void test_whole_model(void)
{
    struct bm_movement *m = NULL;
    unsigned id = 0;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_TEAMS, 4, 5, 10, 6, 2), BM_OK);
    CHECK_EQ(bm_movement_set_name(m, "Quote \" backslash \\ tab \t newline \n caf\xc3\xa9 "
                                     "\xf0\x9f\x82\xa1"), BM_OK);
    CHECK_EQ(bm_movement_set_spec(m, "custom:a=1,b=2"), BM_OK);
    CHECK_EQ(bm_movement_set_generator(m, "test-json \x01"), BM_OK);
    CHECK_EQ(bm_movement_set_first_board(m, 9), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 3, 5), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 6, 1), BM_OK);
    for (unsigned r = 1; r <= 4; r++)
        for (unsigned t = 1; t <= 4; t++)
            CHECK_EQ(bm_movement_set_pairs(m, r, t, t, 5 + (t + r) % 5, 1 + (t + r) % 6), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 5, 0, 10, 0), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 3, 5, 3, 0, 3), BM_OK);
    CHECK_EQ(bm_movement_set(m, 3, 5, BM_FIELD_COPY, 2), BM_OK);
    CHECK_EQ(bm_movement_set(m, 3, 5, BM_FIELD_FIRST, 3), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 3, 5, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 3, 5, 5, 1), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(m, 10, 1), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(m, 4, 3), BM_OK);
    for (unsigned p = 1; p <= 8; p++)
        CHECK_EQ(bm_movement_set_team(m, p, p <= 4 ? p : p - 4 + 1), BM_OK);
    CHECK_EQ(bm_movement_add_stand(&id, m, "relay \"A\"", 2, 0), BM_OK);
    CHECK_EQ(bm_movement_add_stand(&id, m, NULL, 5, 2), BM_OK);
    CHECK_EQ(bm_movement_stand_push(m, 1, 1, 6, 1), BM_OK);
    CHECK_EQ(bm_movement_stand_push(m, 1, 1, 5, 1), BM_OK);
    CHECK_EQ(bm_movement_stand_push(m, 4, 2, 2, 2), BM_OK);
    CHECK(json_round_trip(m));
    char *text = NULL;
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK(strstr(text, "\"name\": \"Quote \\\" backslash \\\\ tab \\t newline \\n caf\xc3\xa9 "
                       "\xf0\x9f\x82\xa1\"") != NULL);
    CHECK(strstr(text, "\"generator\": \"test-json \\u0001\"") != NULL);
    CHECK(strstr(text, "{\"ns\": 3, \"ew\": 0, \"set\": 3, \"copy\": 2, \"switch\": [2, 5], "
                       "\"first\": 3}") != NULL);
    CHECK(strstr(text, "\"phantoms\": [[4, 3], [10]]") != NULL);
    CHECK(strstr(text, "\"teams\": [[1], [2, 5], [3, 6], [4, 7], [8]]") != NULL);
    CHECK(strstr(text, "\"set_sizes\": [2, 2, 5, 2, 2, 1]") != NULL);
    CHECK(strstr(text, "\"first_board\": 9") != NULL);
    CHECK(strstr(text, "[{\"ns\": 1, \"ew\": 7, \"set\": 3, \"switch\": [1]}") != NULL);
    CHECK(strstr(text, "null") != NULL);
    bm_free(text);
    bm_movement_free(m);
    /* individual events use n, s, e, w */
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_INDIVIDUAL, 1, 1, 4, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_WEST, 4), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_NORTH, 1), BM_OK);
    CHECK(json_round_trip(m));
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK(strstr(text, "[{\"n\": 1, \"s\": 0, \"e\": 0, \"w\": 4, \"set\": 0}]") != NULL);
    bm_free(text);
    bm_movement_free(m);
    /* a name that is not UTF-8 is refused, so JSON always carries the exact name */
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 2, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_name(m, "bad \xff\xc3"), BM_EINVAL);
    CHECK_EQ(bm_movement_set_name(m, "odd \x01\n\"\\ \xc3\xa9"), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK(strstr(text, "\"odd \\u0001\\n\\\"\\\\ \xc3\xa9\"") != NULL);
    struct bm_movement *back = read_json(text);
    CHECK_STR(bm_movement_name(back), "odd \x01\n\"\\ \xc3\xa9");
    bm_movement_free(back);
    bm_free(text);
    bm_movement_free(m);
}

#define MINIMAL_HEAD "\"format\": \"bridgemove/1\", \"event\": \"pairs\", \"tables\": 1, " \
                     "\"rounds\": 1, \"sets\": 1, \"participants\": 2"

/* Parser details: escapes, surrogate pairs, unknown keys, a BOM, whitespace, key order. */
static void test_parser_details(void)
{
    struct bm_movement *m = read_json(
        "\xef\xbb\xbf { \"grid\": [[{\"set\": 1, \"ew\": 2, \"ns\": 1, \"extra\": [1, {\"a\": "
        "null}]}]],\n\t\"name\": \"\\u00e9\\u20ac\\ud83c\\udca1\\/\\b\\f\\r\\\"\","
        " \"unknown\": {\"deep\": [true, false, null, -1.5e+3]}, " MINIMAL_HEAD " }\r\n");
    CHECK_STR(bm_movement_name(m), "\xc3\xa9\xe2\x82\xac\xf0\x9f\x82\xa1/\b\f\r\"");
    CHECK_EQ(cell(m, 1, 1, BM_FIELD_EW), 2);
    CHECK_EQ(bm_movement_boards_per_set(m), 1);
    bm_movement_free(m);
    /* an empty "requires" is fine; -0 is zero */
    m = read_json("{" MINIMAL_HEAD ", \"requires\": [], \"grid\": [[{\"ns\": -0, \"ew\": 0, "
                  "\"set\": 0}]]}");
    CHECK_EQ(cell(m, 1, 1, BM_FIELD_NS), 0);
    bm_movement_free(m);
    /* the reference web files' stand "note" is ignored; id may be omitted */
    m = read_json("{" MINIMAL_HEAD ", \"grid\": [[null]], \"stands\": [{\"after_table\": 1, "
                  "\"note\": \"x\"}], \"stand_contents\": [[[[1, 3]]]]}");
    unsigned set = 0, copy = 0;
    CHECK_EQ(bm_movement_stand_item(&set, &copy, m, 1, 1, 1), BM_OK);
    CHECK_EQ(copy, 3);
    int active = 1;
    CHECK_EQ(bm_movement_active(&active, m, 1, 1), BM_OK);
    CHECK_EQ(active, 0);
    bm_movement_free(m);
}

static void test_arguments(void)
{
    struct bm_movement *m = (struct bm_movement *)1;
    char *out = (char *)1;
    CHECK_EQ(bm_movement_write(NULL, NULL, BM_FORMAT_JSON, NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_movement_write(&out, NULL, BM_FORMAT_JSON, NULL, NULL), BM_EINVAL);
    CHECK(out == NULL);
    test_clear_error();
    CHECK_EQ(bm_movement_read(NULL, "{}", 2, "json", NULL), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "bm_movement_read") != NULL);
    CHECK_EQ(bm_movement_read(&m, NULL, 0, "json", NULL), BM_EINVAL);
    CHECK(m == NULL);
    /* a parse error names the line and column */
    CHECK_EQ(bm_movement_read(&m, "[", 1, "json", NULL), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "line 1, column 2") != NULL);
}

/* Regression (fuzz-ebu): the writer listed each team's members with a pass over every pair,
 * teams x pairs steps, so an 89-byte EBUScore file naming team 6360 took seconds to write.
 * The largest event, 16384 pairs with team numbers up to 16384 (most teams of two, the rest
 * empty), is now listed in one pass: 20 writes take a fraction of a second of CPU where they
 * took about ten. */
static void test_teams_in_linear_time(void)
{
    struct bm_movement *m = NULL, *back = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_TEAMS, 1, 1, 16384, 1, 1), BM_OK);
    if (!m)
        return;
    for (uint32_t p = 1; p <= 16384; p++)
        CHECK_EQ(bm_movement_set_team(m, p, p == 16384 ? 16384 : (p - 1) % 8000 + 1), BM_OK);
    char *text = NULL;
    clock_t start = clock();
    for (int i = 0; i < 20; i++) {
        bm_free(text);
        CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    }
    double cpu = (double)(clock() - start) / CLOCKS_PER_SEC;
    CHECK(cpu < 2.0);
    if (cpu >= 2.0)
        fprintf(stderr, "20 writes took %.1f s of CPU\n", cpu);
    CHECK(text && strstr(text, "\"teams\": [[1, 8001, 16001], [2, 8002, 16002], ") != NULL);
    CHECK(text && strstr(text, ", [7999, 15999], [8000, 16000], [], [], ") != NULL);
    CHECK(text && strstr(text, "[], [16384]],\n") != NULL);
    int32_t eq = 0;
    CHECK_EQ(bm_movement_read(&back, text, text ? strlen(text) : 0, "json", NULL), BM_OK);
    CHECK(bm_movement_equal(&eq, m, back) == BM_OK && eq);
    bm_free(text);
    bm_movement_free(back);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_golden("mitchell:tables=7", REF("table-I.json"), 0));
    RUN(test_golden("mitchell:tables=8,variant=relay", REF("table-IIa.json"), 1));
    RUN(test_golden("mitchell:tables=8,variant=skip,rounds=8", REF("table-IIb.json"), 0));
    RUN(test_reference_files());
    RUN(test_mitchell_sweep());
    RUN(test_phantom_sweep());
    RUN(test_whole_model());
    RUN(test_parser_details());
    RUN(test_arguments());
    RUN(test_teams_in_linear_time());
    return test_report();
}
