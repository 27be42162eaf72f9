/* SPDX-License-Identifier: MIT */
/* The readers agree with the writers and with each other: a name keeps its exact text through
 * JSON and grid text (blanks at its ends, line breaks, quotes and all), a name that is not
 * UTF-8 is refused where it enters, a byte order mark is skipped by both readers, and a grid
 * text whose lines end in a carriage return alone is refused with a message that says so. */
#include "test.h"
#include "test-build.h"

static struct bm_movement *small(void)
{
    return build("mitchell:tables=3");
}

/* The movement through JSON and through grid text: the same name, spec and generator. */
static void through_both(const struct bm_movement *m, const char *name)
{
    char *json = NULL, *text = NULL;
    struct bm_movement *j = NULL, *t = NULL;
    CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL), BM_OK);
    CHECK_EQ(bm_movement_read(&j, json, strlen(json), "json", NULL), BM_OK);
    CHECK_EQ(bm_movement_read(&t, text, strlen(text), "text", NULL), BM_OK);
    if (!t)
        fprintf(stderr, "  text: %s\n%s", bm_last_error(), text);
    CHECK_STR(j ? bm_movement_name(j) : NULL, name);
    CHECK_STR(t ? bm_movement_name(t) : NULL, name);
    int eq = 0;
    CHECK(t && bm_movement_equal(&eq, m, t) == BM_OK && eq);
    bm_movement_free(j);
    bm_movement_free(t);
    bm_free(json);
    bm_free(text);
}

static void names_exact(void)
{
    const char *names[] = {"Club night", "  leading blanks", "trailing blanks  ", "\ttabbed\t",
                           "two\nlines", "carriage\rreturn", "\"quoted\"", "\"Open\" pairs",
                           "back\\slash", "a \"b\" \\n c", "del\x7f", "bell\x07",
                           "caf\xc3\xa9 \xe2\x99\xa0 \xf0\x9f\x83\x8f", "\"", " ", "x\"",
                           "ends with quote\""};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        test_context("name %zu", i);
        struct bm_movement *m = small();
        CHECK_EQ(bm_movement_set_name(m, names[i]), BM_OK);
        through_both(m, names[i]);
        bm_movement_free(m);
    }
}

/* Not UTF-8: refused where a name enters the movement, so no writer has to alter it. */
static void names_not_utf8(void)
{
    const char *bad[] = {"\xff", "caf\xe9", "\xc3", "\xed\xa0\x80", "\xc0\xaf"};
    struct bm_movement *m = small();
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        test_context("bad %zu", i);
        CHECK_EQ(bm_movement_set_name(m, bad[i]), BM_EINVAL);
        CHECK_EQ(bm_movement_set_spec(m, bad[i]), BM_EINVAL);
        CHECK_EQ(bm_movement_set_generator(m, bad[i]), BM_EINVAL);
        CHECK_EQ(bm_movement_add_stand(NULL, m, bad[i], 1, 0), BM_EINVAL);
    }
    CHECK_STR(bm_movement_name(m), "Mitchell, 3 tables");
    bm_movement_free(m);
}

/* A quoted header that is not one JSON string is refused, saying how to write one. */
static void quoted_header_errors(void)
{
    const char *text = "# name: \"broken \\q\"\n1: 1 A 4 | 2 B 5 | 3 C 6\n";
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, text, strlen(text), "text", NULL), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "line 1, column 9: the name begins and ends with '\"'") != NULL);
    /* a name that only begins with a quote is taken as it stands (older files) */
    text = "# name: \"Open\" pairs\n1: 1 A 4 | 2 B 5 | 3 C 6\n";
    CHECK_EQ(bm_movement_read(&m, text, strlen(text), "text", NULL), BM_OK);
    CHECK_STR(m ? bm_movement_name(m) : NULL, "\"Open\" pairs");
    bm_movement_free(m);
}

/* A byte order mark: both readers skip it. */
static void byte_order_mark(void)
{
    struct bm_movement *m = small(), *a = NULL, *b = NULL;
    char *json = NULL, *text = NULL;
    CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    CHECK_EQ(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL), BM_OK);
    size_t nj = strlen(json), nt = strlen(text);
    char *bj = malloc(nj + 4), *bt = malloc(nt + 4);
    memcpy(bj, "\xef\xbb\xbf", 3);
    memcpy(bj + 3, json, nj + 1);
    memcpy(bt, "\xef\xbb\xbf", 3);
    memcpy(bt + 3, text, nt + 1);
    CHECK_EQ(bm_movement_read(&a, bj, nj + 3, "json", NULL), BM_OK);
    CHECK_EQ(bm_movement_read(&b, bt, nt + 3, "text", NULL), BM_OK);
    int eq = 0;
    CHECK(a && bm_movement_equal(&eq, m, a) == BM_OK && eq);
    CHECK(b && bm_movement_equal(&eq, m, b) == BM_OK && eq);
    free(bj);
    free(bt);
    bm_free(json);
    bm_free(text);
    bm_movement_free(a);
    bm_movement_free(b);
    bm_movement_free(m);
}

/* Line endings: LF and CR LF read alike; CR alone is refused with the reason. */
static void line_endings(void)
{
    const char *lf = "# tables: 2\n1: 1 A 3 | 2 B 4\n2: 1 B 4 | 2 A 3\n";
    const char *crlf = "# tables: 2\r\n1: 1 A 3 | 2 B 4\r\n2: 1 B 4 | 2 A 3\r\n";
    const char *cr = "# tables: 2\r1: 1 A 3 | 2 B 4\r2: 1 B 4 | 2 A 3\r";
    struct bm_movement *a = NULL, *b = NULL, *c = (struct bm_movement *)&a;
    CHECK_EQ(bm_movement_read(&a, lf, strlen(lf), "text", NULL), BM_OK);
    CHECK_EQ(bm_movement_read(&b, crlf, strlen(crlf), "text", NULL), BM_OK);
    int eq = 0;
    CHECK(a && b && bm_movement_equal(&eq, a, b) == BM_OK && eq);
    CHECK_EQ(bm_movement_read(&c, cr, strlen(cr), "text", NULL), BM_EPARSE);
    CHECK(c == NULL);
    CHECK(strstr(bm_last_error(), "line 1, column 12: a carriage return (CR) inside a line") != NULL);
    CHECK(strstr(bm_last_error(), "CR alone") != NULL);
    bm_movement_free(a);
    bm_movement_free(b);
}

int main(void)
{
    RUN(names_exact());
    RUN(names_not_utf8());
    RUN(quoted_header_errors());
    RUN(byte_order_mark());
    RUN(line_endings());
    return test_report();
}
