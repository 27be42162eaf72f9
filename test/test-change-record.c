/* SPDX-License-Identifier: MIT */
/* What a changed movement records: its spec kept and the changes made, in order; the record
 * through JSON and grid text and back, unchanged; the spec and the changes build it again;
 * the readers refuse a malformed record naming the line and the field. */
#include <string.h>

#include "test.h"
#include "test-build.h"
#include "change-util.h"

/* m in form f ("json" or "text"); NULL on failure. */
static char *written(const struct bm_movement *m, const char *f)
{
    char *text = NULL, *notes = NULL;
    enum bm_format fmt = BM_FORMAT_JSON;
    CHECK_EQ(bm_format_from_name(&fmt, f), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, fmt, NULL, &notes), BM_OK);
    bm_free(notes);
    return text;
}

static struct bm_movement *read_back(const char *text)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, text, strlen(text), NULL, NULL), BM_OK);
    return m;
}

/* The spec built, then each change recorded in m made in turn: m again, as JSON too. */
static void check_rebuilds(const struct bm_movement *m, const char *json)
{
    struct bm_movement *b = NULL;
    CHECK_EQ(bm_build_string(&b, bm_movement_spec(m)), BM_OK);
    for (uint32_t i = 1; b && i <= bm_movement_changes(m); i++) {
        struct bm_options *o = NULL;
        struct bm_change *c = NULL;
        CHECK_EQ(bm_options_parse(&o, "change", bm_movement_change(m, i)), BM_OK);
        CHECK_EQ(bm_change(&c, b, o), BM_OK);
        bm_options_free(o);
        bm_movement_free(b);
        b = NULL;
        if (c)
            CHECK_EQ(bm_movement_copy(&b, bm_change_movement(c)), BM_OK);
        bm_change_free(c);
    }
    int32_t equal = 0;
    CHECK(b && bm_movement_equal(&equal, b, m) == BM_OK && equal);
    char *again = b ? written(b, "json") : NULL;
    CHECK(again && strcmp(again, json) == 0);
    bm_free(again);
    bm_movement_free(b);
}

/* JSON written, read and written again is the same text; grid text read back records the
 * same changes; the record rebuilds the movement. */
static void check_round_trip(const struct bm_movement *m)
{
    char *json = written(m, "json"), *text = written(m, "text");
    struct bm_movement *a = json ? read_back(json) : NULL, *b = text ? read_back(text) : NULL;
    char *again = a ? written(a, "json") : NULL;
    CHECK(again && strcmp(again, json) == 0);
    CHECK_EQ(bm_movement_changes(b), bm_movement_changes(m));
    for (uint32_t i = 1; b && i <= bm_movement_changes(m); i++)
        CHECK_STR(bm_movement_change(b, i), bm_movement_change(m, i));
    CHECK_STR(bm_movement_spec(b), bm_movement_spec(m));
    if (json)
        check_rebuilds(m, json);
    bm_free(again);
    bm_free(json);
    bm_free(text);
    bm_movement_free(a);
    bm_movement_free(b);
}

/* The changes key=value ("late", "23@3"), ... made to spec in turn; each result records the
 * spec and exactly the changes made so far, in order, and survives the round trips. */
static void chain(const char *spec, const char *const *steps, unsigned n)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_build_string(&m, spec), BM_OK);
    CHECK_EQ(bm_movement_changes(m), 0u);
    for (unsigned i = 0; m && i < n; i++) {
        test_context("%s, change %u (%s)", spec, i + 1, steps[i]);
        char key[16], text[40];
        const char *eq = strchr(steps[i], '=');
        snprintf(key, sizeof key, "%.*s", (int)(eq - steps[i]), steps[i]);
        struct bm_change *c = NULL;
        CHECK_EQ(change(&c, m, key, eq + 1), BM_OK);
        bm_movement_free(m);
        m = NULL;
        if (!c)
            break;
        CHECK_EQ(bm_movement_copy(&m, bm_change_movement(c)), BM_OK);
        bm_change_free(c);
        CHECK_STR(bm_movement_spec(m), spec);
        CHECK_EQ(bm_movement_changes(m), i + 1);
        for (unsigned k = 0; k <= i; k++) {
            snprintf(text, sizeof text, "%s", steps[k]);
            CHECK_STR(bm_movement_change(m, k + 1), text);
        }
        check_round_trip(m);
    }
    bm_movement_free(m);
}

/* Three changes, a late pair and a leaver told in both orders, then a table added. */
static void test_chains(void)
{
    static const char *const howell_a[] = {"late=23@3", "leaves=7@6", "add_table=8"},
                             *const howell_b[] = {"leaves=7@6", "late=23@3", "add_table=8"},
                             *const mitchell_a[] = {"late=23@3", "leaves=7@6", "add_table=9"},
                             *const mitchell_b[] = {"leaves=7@6", "late=23@3", "add_table=9"},
                             *const web_a[] = {"add_table=2", "late=19@3", "leaves=4@5"},
                             *const web_b[] = {"add_table=2", "leaves=4@5", "late=19@3"};
    chain("howell:pairs=22", howell_a, 3);
    chain("howell:pairs=22", howell_b, 3);
    chain("mitchell:tables=11", mitchell_a, 3);
    chain("mitchell:tables=11", mitchell_b, 3);
    chain("web:tables=8,rounds=7,boards=2", web_a, 3);
    chain("web:tables=8,rounds=7,boards=2", web_b, 3);
}

/* The JSON the writer gives for the record, exactly; the accessors' edges. */
static void test_written_form(void)
{
    struct bm_movement *m = NULL;
    struct bm_change *c = NULL, *d = NULL;
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7"), BM_OK);
    CHECK_EQ(change(&c, m, "late", "15@2"), BM_OK);
    CHECK_EQ(change(&d, bm_change_movement(c), "add_table", "3"), BM_OK);
    const struct bm_movement *x = bm_change_movement(d);
    char *json = written(x, "json"), *text = written(x, "text");
    CHECK(json && strstr(json, "  \"spec\": \"mitchell:tables=7\",\n"));
    CHECK(json && strstr(json, "  \"changes\": [\n    {\"change\": \"late\", \"pair\": 15, "
                               "\"round\": 2},\n    {\"change\": \"add_table\", \"round\": 3}\n"
                               "  ],\n  \"tables\": 8,\n"));
    CHECK(text && strstr(text, "\n# spec: mitchell:tables=7\n"));
    CHECK(text && strstr(text, "\n# changes: late=15@2 add_table=3\n"));
    CHECK_EQ(bm_movement_changes(x), 2u);
    CHECK_STR(bm_movement_change(x, 1), "late=15@2");
    CHECK_STR(bm_movement_change(x, 2), "add_table=3");
    CHECK(bm_movement_change(x, 0) == NULL);
    CHECK(bm_movement_change(x, 3) == NULL);
    CHECK(bm_movement_change(NULL, 1) == NULL);
    CHECK_EQ(bm_movement_changes(NULL), 0u);
    CHECK_EQ(bm_movement_changes(m), 0u); /* the movement given is not changed */
    char *plain = written(m, "json");
    CHECK(plain && !strstr(plain, "changes"));
    bm_free(plain);
    bm_free(json);
    bm_free(text);
    bm_change_free(c);
    bm_change_free(d);
    bm_movement_free(m);
}

/* A file with one "changes" written in place of the good one: refused with this message. */
static void refused(const char *good, const char *bad, const char *message)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7"), BM_OK);
    struct bm_change *c = NULL;
    CHECK_EQ(change(&c, m, "late", "15@2"), BM_OK);
    char *text = c ? written(bm_change_movement(c), strchr(good, '#') ? "text" : "json") : NULL;
    const char *at = text ? strstr(text, good) : NULL;
    CHECK(at != NULL);
    if (at) {
        char file[8192];
        snprintf(file, sizeof file, "%.*s%s%s", (int)(at - text), text, bad, at + strlen(good));
        struct bm_movement *back = NULL;
        test_context("%s", bad);
        CHECK_EQ(bm_movement_read(&back, file, strlen(file), NULL, NULL), BM_EPARSE);
        CHECK(back == NULL);
        CHECK_STR(bm_last_error(), message);
    }
    bm_free(text);
    bm_change_free(c);
    bm_movement_free(m);
}

static void test_reader_errors(void)
{
    static const char *const j = "{\"change\": \"late\", \"pair\": 15, \"round\": 2}";
    refused(j, "{\"change\": \"lat\", \"pair\": 15, \"round\": 2}",
            "changes[0].change: unknown change \"lat\" (expected late, leaves or add_table) "
            "(line 9, column 16)");
    refused(j, "{\"change\": \"late\", \"pair\": 16, \"round\": 2}",
            "changes[0].pair: 16 is out of range 1..15 (line 9, column 32)");
    refused(j, "{\"change\": \"late\", \"pair\": 15, \"round\": 0}",
            "changes[0].round: 0 is out of range 1..7 (line 9, column 45)");
    refused(j, "{\"change\": \"late\", \"round\": 2}",
            "changes[0]: missing key \"pair\" (line 9, column 5)");
    refused(j, "{\"change\": \"add_table\", \"pair\": 15, \"round\": 2}",
            "changes[0].pair: a table added names no pair (line 9, column 37)");
    refused(j, "\"late=15@2\"",
            "changes[0]: expected an object {\"change\": \"late\", \"pair\": P, \"round\": R}, "
            "found a string (line 9, column 5)");
    refused("# changes: late=15@2", "# changes: late=15@2 gone=3@4",
            "line 11, column 22: expected late=PAIR@ROUND, leaves=PAIR@ROUND or "
            "add_table=ROUND, found 'gone=3@4'");
    refused("# changes: late=15@2", "# changes: leaves=3",
            "line 11, column 19: expected PAIR@ROUND after 'leaves='");
    refused("# changes: late=15@2", "# changes: late=15@9",
            "line 11, column 20: 9 is out of range 1..7 (the round of a change)");
    refused("# changes: late=15@2", "# changes: add_table=x",
            "line 11, column 22: 'x' is not a number (expected the round of a change)");
}

/* EBUScore and RoundData files cannot hold the record: the notes name it. */
static void test_row_formats_note(void)
{
    struct bm_movement *m = NULL;
    struct bm_change *c = NULL;
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7"), BM_OK);
    CHECK_EQ(change(&c, m, "leaves", "3@4"), BM_OK);
    static const char *const formats[] = {"ebu", "rounddata"};
    for (size_t i = 0; c && i < 2; i++) {
        char *text = NULL, *notes = NULL;
        enum bm_format f = BM_FORMAT_JSON;
        CHECK_EQ(bm_format_from_name(&f, formats[i]), BM_OK);
        CHECK_EQ(bm_movement_write(&text, bm_change_movement(c), f, NULL, &notes), BM_OK);
        CHECK(notes && strstr(notes, "the changes made mid-session (leaves=3@4)"));
        bm_free(text);
        bm_free(notes);
    }
    bm_change_free(c);
    bm_movement_free(m);
}

/* Reading the record with each allocation failing in turn: BM_ENOMEM and nothing made (the
 * sanitizer build finds any leak), until the read succeeds. */
static void test_alloc_failures(void)
{
    struct bm_movement *m = NULL;
    struct bm_change *c = NULL, *d = NULL;
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=5"), BM_OK);
    CHECK_EQ(change(&c, m, "late", "11@2"), BM_OK);
    CHECK_EQ(change(&d, bm_change_movement(c), "leaves", "2@3"), BM_OK);
    for (int form = 0; d && form < 2; form++) {
        char *text = written(bm_change_movement(d), form ? "text" : "json");
        for (unsigned long n = 1; text; n++) {
            struct bm_movement *back = NULL;
            bm_test_fail_alloc_at(n);
            enum bm_status st = bm_movement_read(&back, text, strlen(text), NULL, NULL);
            bm_test_fail_alloc_at(0);
            if (st == BM_OK) {
                CHECK_EQ(bm_movement_changes(back), 2u);
                bm_movement_free(back);
                break;
            }
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(back == NULL);
        }
        bm_free(text);
    }
    bm_change_free(d);
    bm_change_free(c);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_chains());
    RUN(test_written_form());
    RUN(test_reader_errors());
    RUN(test_row_formats_note());
    RUN(test_alloc_failures());
    return test_report();
}
