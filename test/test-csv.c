/* SPDX-License-Identifier: MIT */
/* The one CSV tokenizer (lib/util/csv.h) that RoundData, EBUScore and results files are read
 * through: separators ',', ';' and tab found from the first record, quotes (a doubled quote,
 * a line end inside), CRLF, LF and CR, a byte-order mark, blank and comment lines, and each
 * fault named by line and column. */
#include "test.h"
#include "test-build.h"

#include "util/csv.h"

/* Every record of text, fields joined by '|' and records by '/', into out. */
static enum bm_status tokens(char *out, size_t n, const char *text, size_t len, char comment)
{
    struct bm_csv c;
    struct bm_csv_record rec;
    int got = 0;
    bm_csv_init(&c, text, len);
    c.comment = comment;
    out[0] = '\0';
    enum bm_status st;
    while ((st = bm_csv_next(&c, &rec, &got)) == BM_OK && got) {
        size_t at = strlen(out);
        snprintf(out + at, n - at, "%s", at ? "/" : "");
        for (unsigned i = 0; i < rec.n; i++) {
            at = strlen(out);
            snprintf(out + at, n - at, "%s%s", i ? "|" : "", rec.field[i].text);
        }
    }
    return st;
}

static void read_as(const char *text, const char *want)
{
    char got[512];
    test_context("%s", text);
    CHECK_EQ(tokens(got, sizeof got, text, strlen(text), '#'), BM_OK);
    if (strcmp(got, want) != 0)
        fprintf(stderr, "read \"%s\", want \"%s\"\n", got, want);
    CHECK(strcmp(got, want) == 0);
}

static void refused(const char *text, size_t len, const char *says)
{
    char got[512];
    test_context("%.40s", text);
    test_clear_error();
    CHECK_EQ(tokens(got, sizeof got, text, len, 0), BM_EPARSE);
    if (!strstr(bm_last_error(), says))
        fprintf(stderr, "message \"%s\" lacks \"%s\"\n", bm_last_error(), says);
    CHECK(strstr(bm_last_error(), says) != NULL);
}

static void separators(void)
{
    read_as("a,b,c\n1,2,3\n", "a|b|c/1|2|3");
    read_as("a;b;c\n1;2;3\n", "a|b|c/1|2|3");        /* a European spreadsheet */
    read_as("a\tb\tc\n1\t2\t3\n", "a|b|c/1|2|3");
    read_as("a;b,c;d\n", "a|b,c|d");                 /* ';' used most: ',' is text */
    read_as("\"x;y\",b,c\n", "x;y|b|c");             /* quoted separators do not count */
    read_as("single\n", "single");
}

static void quotes_and_blanks(void)
{
    read_as("\"a \"\"quoted\"\" word\",b\n", "a \"quoted\" word|b");
    read_as("\"two\nlines\",b\n", "two\nlines|b");
    read_as("  a  , b ,c  \n", "a|b|c");
    read_as("a,,c\n", "a||c");
    read_as("a,b,\n", "a|b|");
}

static void line_ends(void)
{
    read_as("a,b\r\n1,2\r\n", "a|b/1|2");
    read_as("a,b\r1,2\r", "a|b/1|2");
    read_as("a,b\n1,2", "a|b/1|2"); /* no line end after the last record */
    read_as("\xef\xbb\xbf" "a,b\n", "a|b");
    read_as("\n\na,b\n\n\n1,2\n\n", "a|b/1|2");
    read_as("# a comment\na,b\n# another\n1,2\n", "a|b/1|2");
}

static void faults(void)
{
    refused("a,\"open\n", 8, "line 1, column 3");
    refused("a,\"x\"y\n", 7, "line 1, column");
    refused("a,b\n1,\0,2\n", 10, "line 2");
    char many[BM_CSV_MAX_FIELDS * 2 + 8];
    size_t n = 0;
    for (unsigned i = 0; i <= BM_CSV_MAX_FIELDS; i++)
        n += (size_t)snprintf(many + n, sizeof many - n, "%s1", i ? "," : "");
    refused(many, n, "line 1");
    char longer[BM_CSV_FIELD_SIZE + 8];
    memset(longer, 'x', BM_CSV_FIELD_SIZE + 1);
    refused(longer, BM_CSV_FIELD_SIZE + 1, "line 1, column 1");
}

/* The number reader names what, the bounds and the place. */
static void numbers(void)
{
    struct bm_csv c;
    struct bm_csv_record rec;
    int got = 0;
    unsigned x = 0;
    const char *text = "7,0,x,\n";
    bm_csv_init(&c, text, strlen(text));
    CHECK_EQ(bm_csv_next(&c, &rec, &got), BM_OK);
    CHECK_EQ(rec.n, 4);
    CHECK_EQ(bm_csv_uint(&c, &rec, &rec.field[0], "Table", 1, 9, 0, &x), BM_OK);
    CHECK_EQ(x, 7);
    CHECK_EQ(bm_csv_uint(&c, &rec, &rec.field[1], "Table", 1, 9, 0, &x), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "line 1, column 3") != NULL);
    CHECK(strstr(bm_last_error(), "Table") != NULL);
    CHECK_EQ(bm_csv_uint(&c, &rec, &rec.field[2], "Round", 1, 9, 0, &x), BM_EPARSE);
    CHECK_EQ(bm_csv_uint(&c, &rec, &rec.field[3], "Round", 1, 9, 1, &x), BM_OK);
    CHECK_EQ(x, 0);
}

int main(void)
{
    RUN(separators());
    RUN(quotes_and_blanks());
    RUN(line_ends());
    RUN(faults());
    RUN(numbers());
    return test_report();
}
