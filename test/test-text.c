/* SPDX-License-Identifier: MIT */
/* The grid text: golden round lines of the movements article's Mitchell tables, every reference .txt file
 * against its .json twin, the set-token notation, and write -> read round trips. */
#include <time.h>

#include "format-util.h"
#include "test-build.h"

static char *write_text(const struct bm_movement *m)
{
    char *out = NULL;
    CHECK_EQ(bm_movement_write(&out, m, BM_FORMAT_TEXT, NULL, NULL), BM_OK);
    return out;
}

static struct bm_movement *read_text(const char *s)
{
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_read(&m, s, strlen(s), "text", NULL);
    if (st)
        fprintf(stderr, "read_text: %s\n--\n%s--\n", bm_last_error(), s);
    CHECK_EQ(st, BM_OK);
    return m;
}

/* The written round lines equal the reference file's, character for character. */
static void test_golden(const char *spec, const char *ref)
{
    struct bm_movement *m = build(spec);
    char *text = write_text(m);
    char *want_all = ref_slurp(ref, NULL);
    char *want = round_lines(want_all), *got = round_lines(text);
    CHECK_STR(got, want);
    free(want_all);
    free(want);
    free(got);
    bm_free(text);
    bm_movement_free(m);
}

/* Write -> read gives the same movement, stands aside (only the JSON carries them); the
 * header strings spec and generator come back too. */
static int text_round_trip(const struct bm_movement *m)
{
    char *text = NULL;
    struct bm_movement *back = NULL, *plain = without_stands(m);
    int ok = bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL) == BM_OK &&
             bm_movement_read(&back, text, strlen(text), "text", NULL) == BM_OK &&
             movements_equal(back, plain) &&
             strcmp(bm_movement_spec(back), bm_movement_spec(m)) == 0 &&
             strcmp(bm_movement_generator(back), bm_movement_generator(m)) == 0;
    if (!ok)
        fprintf(stderr, "round trip failed:\n%s\n", text ? text : "(no text)");
    bm_free(text);
    bm_movement_free(back);
    bm_movement_free(plain);
    return ok;
}

static void test_mitchell_sweep(void)
{
    round_trip_mitchells(text_round_trip, "text");
}

static void test_phantom_sweep(void)
{
    round_trip_phantoms(text_round_trip);
}

/* Every feature of the model the text carries. */
static void test_features(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_TEAMS, 3, 4, 8, 30, 3), BM_OK);
    CHECK_EQ(bm_movement_set_name(m, "Every feature"), BM_OK);
    CHECK_EQ(bm_movement_set_spec(m, "custom:x=1"), BM_OK);
    CHECK_EQ(bm_movement_set_generator(m, "test-text"), BM_OK);
    CHECK_EQ(bm_movement_set_first_board(m, 17), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 2, 2), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 30, 5), BM_OK);
    for (unsigned r = 1; r <= 3; r++)
        for (unsigned t = 1; t <= 3; t++)
            CHECK_EQ(bm_movement_set_pairs(m, r, t, t, 4 + ((t + r) % 4) + 1, 25 + r + t - 1),
                     BM_OK);
    /* table 4: idle in round 1, empty seats and no set in round 2, a shared set in round 3 */
    CHECK_EQ(bm_movement_set_pairs(m, 2, 4, 0, 0, 0), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 3, 4, 4, 0, 30), BM_OK);
    CHECK_EQ(bm_movement_set(m, 3, 4, BM_FIELD_FIRST, 4), BM_OK);
    CHECK_EQ(bm_movement_set(m, 3, 4, BM_FIELD_COPY, 2), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 3, 4, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 3, 4, 5, 1), BM_OK);
    for (unsigned i = 1; i <= 3; i++)
        CHECK_EQ(bm_movement_set_switched(m, 1, 1, i, 1), BM_OK); /* all: "*" */
    CHECK_EQ(bm_movement_set(m, 2, 2, BM_FIELD_COPY, 12), BM_OK);
    CHECK_EQ(bm_movement_set(m, 2, 4, BM_FIELD_COPY, 3), BM_OK); /* no set, copy 3: "-/3" */
    CHECK_EQ(bm_movement_set_phantom(m, 8, 1), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(m, 5, 3), BM_OK);
    CHECK_EQ(bm_movement_set_team(m, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_team(m, 5, 1), BM_OK);
    CHECK_EQ(bm_movement_set_team(m, 2, 3), BM_OK); /* team 2 empty: "-" */
    char *text = write_text(m);
    CHECK_STR(text, "# name: Every feature\n"
                    "# event: teams\n"
                    "# tables: 4\n"
                    "# rounds: 3\n"
                    "# sets: 30\n"
                    "# boards_per_set: 3\n"
                    "# participants: 8\n"
                    "# first_board: 17\n"
                    "# set_sizes: 3 2 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 5\n"
                    "# phantoms: 5@3 8\n"
                    "# teams: 1+5 - 2\n"
                    "# spec: custom:x=1\n"
                    "# generator: test-text\n"
                    "1: 1 Z* 7 | 2 AA 8 | 3 AB 5 | -\n"
                    "2: 1 AA 8 | 2 AB/12 5 | 3 AC 6 | - -/3 -\n"
                    "3: 1 AB 5 | 2 AC 6 | 3 AD 7 | 4 AD/2>4*1,5 -\n");
    CHECK(text_round_trip(m));
    bm_free(text);
    bm_movement_free(m);
}

static void test_individual(void)
{
    struct bm_movement *m = ref_text(REF("individual-8.txt"));
    CHECK(m != NULL);
    CHECK_EQ(bm_movement_event(m), BM_EVENT_INDIVIDUAL);
    CHECK_EQ(bm_movement_participants(m), 8);
    CHECK_EQ(cell(m, 4, 1, BM_FIELD_WEST), 5);
    char *text = write_text(m);
    char *want_all = ref_slurp(REF("individual-8.txt"), NULL);
    char *want = round_lines(want_all), *got = round_lines(text);
    CHECK_STR(got, want);
    CHECK(text_round_trip(m));
    free(want_all);
    free(want);
    free(got);
    bm_free(text);
    bm_movement_free(m);
}

/* Sets beyond Z: bijective base 26 (27 = AA, 52 = AZ, 53 = BA, 702 = ZZ, 703 = AAA). */
static void test_letters(void)
{
    static const struct {
        unsigned set;
        const char *token;
    } cases[] = {{1, "A"},    {26, "Z"},     {27, "AA"},    {28, "AB"},     {52, "AZ"},
                 {53, "BA"},  {702, "ZZ"},   {703, "AAA"},  {16384, "XFD"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bm_movement *m = NULL;
        char want[64];
        CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 2, cases[i].set, 1), BM_OK);
        CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, cases[i].set), BM_OK);
        char *text = write_text(m), *got = round_lines(text);
        snprintf(want, sizeof want, "1: 1 %s 2\n", cases[i].token);
        CHECK_STR(got, want);
        struct bm_movement *back = read_text(got); /* no header: sets = the largest letter */
        CHECK_EQ(cell(back, 1, 1, BM_FIELD_SET), cases[i].set);
        CHECK_EQ(bm_movement_sets(back), cases[i].set);
        CHECK_EQ(bm_movement_participants(back), 2);
        free(got);
        bm_free(text);
        bm_movement_free(back);
        bm_movement_free(m);
    }
}

/* Every reference .txt loads and equals its .json twin's grid (seats and sets): the Worger
 * tables write their roving set as X, table-VI prints round 7 as played, and the Web tables'
 * copies and the individual's boards per set live only in the JSON. */
static void test_reference_twins(void)
{
    static const struct {
        const char *name;
        int roving_x;
        unsigned skip_round;
    } twins[] = {
        {"table-I", 0, 0},       {"table-IIa", 0, 0},    {"table-IIb", 0, 0},
        {"table-IIIa", 0, 0},    {"table-IIIb", 1, 0},   {"table-IIIa-dual", 1, 0},
        {"table-IV", 0, 0},      {"table-IVa", 0, 0},    {"table-V", 0, 0},
        {"table-VI", 0, 7},      {"web-t6-d5", 0, 0},    {"web-t6-d4", 0, 0},
        {"web-t11-d5", 0, 0},    {"duplicate-tournant", 0, 0}, {"triplicate", 0, 0},
        {"individual-8", 0, 0},
    };
    for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++) {
        char tp[512], jp[512];
        snprintf(tp, sizeof tp, BM_TEST_DATA "/reference/%s.txt", twins[i].name);
        snprintf(jp, sizeof jp, BM_TEST_DATA "/reference/%s.json", twins[i].name);
        struct bm_movement *t = ref_text(tp), *j = ref_json(jp);
        CHECK(t != NULL);
        CHECK(j != NULL);
        if (!t || !j) {
            bm_movement_free(t);
            bm_movement_free(j);
            continue;
        }
        int agree = grids_agree(t, j, 0, twins[i].roving_x, twins[i].skip_round);
        if (!agree)
            fprintf(stderr, "%s: text and JSON grids differ\n", twins[i].name);
        CHECK(agree);
        CHECK_STR(bm_movement_name(t), bm_movement_name(j));
        CHECK_EQ(bm_movement_participants(t), bm_movement_participants(j));
        CHECK_EQ(bm_movement_event(t), bm_movement_event(j));
        if (!twins[i].roving_x)
            CHECK_EQ(bm_movement_sets(t), bm_movement_sets(j));
        CHECK(text_round_trip(t));
        bm_movement_free(t);
        bm_movement_free(j);
    }
    /* table-VI's round 7 as printed: the moving pair sits NS */
    struct bm_movement *vi = ref_text(REF("table-VI.txt"));
    CHECK_EQ(cell(vi, 7, 1, BM_FIELD_NS), 9);
    CHECK_EQ(cell(vi, 7, 1, BM_FIELD_EW), 1);
    bm_movement_free(vi);
    /* the Worger's X is set 24 when the text is read alone */
    struct bm_movement *w = ref_text(REF("table-IIIb.txt"));
    CHECK_EQ(cell(w, 1, 7, BM_FIELD_SET), 24);
    bm_movement_free(w);
}

/* Reader details: comments anywhere, blank lines, CRLF, extra spaces, header comments after
 * numbers, header-less text. */
static void test_reader_details(void)
{
    const char *text = "# a comment\r\n"
                       "#   participants: 99 (indented: a note, not a header)\r\n"
                       "# rounds: 2 (positions)\r\n"
                       "\r\n"
                       "1:  1 A 4|2 B 3 \r\n"
                       "# between rounds\n"
                       "  2: 1 B 3 | 2 A 4";
    struct bm_movement *m = read_text(text);
    CHECK_EQ(bm_movement_rounds(m), 2);
    CHECK_EQ(bm_movement_tables(m), 2);
    CHECK_EQ(bm_movement_participants(m), 4);
    CHECK_EQ(bm_movement_sets(m), 2);
    CHECK_EQ(bm_movement_event(m), BM_EVENT_PAIRS);
    CHECK_EQ(cell(m, 2, 2, BM_FIELD_EW), 4);
    bm_movement_free(m);
    /* the text need not be NUL-terminated: only len bytes are read */
    const char buf[] = "1: 1 A 2XXXX";
    struct bm_movement *n = NULL;
    CHECK_EQ(bm_movement_read(&n, buf, 8, "text", NULL), BM_OK);
    CHECK_EQ(bm_movement_tables(n), 1);
    bm_movement_free(n);
    /* headers raise the sizes above what the grid uses */
    m = read_text("# sets: 5\n# participants: 9\n# boards_per_set: 4\n1: 1 A 2\n");
    CHECK_EQ(bm_movement_sets(m), 5);
    CHECK_EQ(bm_movement_participants(m), 9);
    CHECK_EQ(bm_movement_boards(m), 20);
    bm_movement_free(m);
}

/* Names the text cannot hold as they stand (line breaks, control characters) are written as
 * JSON string literals and read back exactly; a name that is not UTF-8 never gets in. */
static void test_name_sanitizing(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 2, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_name(m, "a\nb\x01" "c\xff\td"), BM_EINVAL);
    CHECK_EQ(bm_movement_set_name(m, "a\nb\x01" "c\td \xc3\xa9"), BM_OK);
    char *text = write_text(m);
    const char *want = "# name: \"a\\nb\\u0001c\\td \xc3\xa9\"\n";
    CHECK(strncmp(text, want, strlen(want)) == 0);
    struct bm_movement *back = read_text(text);
    CHECK_STR(bm_movement_name(back), "a\nb\x01" "c\td \xc3\xa9");
    bm_movement_free(back);
    bm_free(text);
    bm_movement_free(m);
}

static void test_arguments(void)
{
    struct bm_movement *m = NULL;
    char *out = (char *)1;
    CHECK_EQ(bm_movement_write(NULL, NULL, BM_FORMAT_TEXT, NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_movement_write(&out, NULL, BM_FORMAT_TEXT, NULL, NULL), BM_EINVAL);
    CHECK(out == NULL);
    test_clear_error();
    CHECK_EQ(bm_movement_read(NULL, "1: 1 A 2", 8, "text", NULL), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "bm_movement_read") != NULL);
    m = (struct bm_movement *)1;
    CHECK_EQ(bm_movement_read(&m, NULL, 0, "text", NULL), BM_EINVAL);
    CHECK(m == NULL);
    CHECK_EQ(bm_movement_read(&m, "", 0, "text", NULL), BM_EPARSE);
    CHECK(m == NULL);
}

/* Regression (fuzz-ebu): the "# teams:" header listed each team's members with a pass over
 * every pair, teams x pairs steps, so an 89-byte EBUScore file naming team 6360 took seconds
 * to write. The largest event, 16384 pairs with team numbers up to 16384 (most teams of two,
 * the rest empty), is now listed in one pass: 20 writes take a fraction of a second of CPU
 * where they took about ten. */
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
        CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL), BM_OK);
    }
    double cpu = (double)(clock() - start) / CLOCKS_PER_SEC;
    CHECK(cpu < 2.0);
    if (cpu >= 2.0)
        fprintf(stderr, "20 writes took %.1f s of CPU\n", cpu);
    CHECK(text && strstr(text, "\n# teams: 1+8001+16001 2+8002+16002 ") != NULL);
    CHECK(text && strstr(text, " 7999+15999 8000+16000 - - ") != NULL);
    CHECK(text && strstr(text, " - 16384\n") != NULL);
    int32_t eq = 0;
    CHECK_EQ(bm_movement_read(&back, text, text ? strlen(text) : 0, "text", NULL), BM_OK);
    CHECK(bm_movement_equal(&eq, m, back) == BM_OK && eq);
    bm_free(text);
    bm_movement_free(back);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_golden("mitchell:tables=7", REF("table-I.txt")));
    RUN(test_golden("mitchell:tables=8,variant=relay", REF("table-IIa.txt")));
    RUN(test_golden("mitchell:tables=8,variant=skip,rounds=8", REF("table-IIb.txt")));
    RUN(test_mitchell_sweep());
    RUN(test_phantom_sweep());
    RUN(test_features());
    RUN(test_individual());
    RUN(test_letters());
    RUN(test_reference_twins());
    RUN(test_reader_details());
    RUN(test_name_sanitizing());
    RUN(test_arguments());
    RUN(test_teams_in_linear_time());
    return test_report();
}
