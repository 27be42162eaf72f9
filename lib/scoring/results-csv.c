/* SPDX-License-Identifier: MIT */
/* The CSV form of a session's results (doc/scoring.md): a header line naming the columns
 * (round, table, board, contract, declarer, tricks, ns_score, ew_score, artificial,
 * not_played, lead, in any order), then one result per line; an empty field is a key not given.
 * The library's CSV tokenizer (util/csv.h) reads the lines: quoted fields, CRLF line ends, a
 * UTF-8 byte order mark, ',' ';' or tab between fields; blank lines and lines starting with
 * '#' are skipped. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/csv.h"
#include "util/message.h"

#define NCOLUMNS BM_RESULT_KEYS
#define COLUMN_NAMES                                                                           \
    "round, table, board, contract, declarer, tricks, ns_score, ew_score, artificial, "         \
    "not_played, lead"

static enum bm_status read_header(struct bm_csv *c, struct bm_csv_record *rec, int *column_key)
{
    int got;
    enum bm_status st = bm_csv_next(c, rec, &got);
    if (!st && !got)
        st = bm_fail(BM_EPARSE, "no results: expected JSON ({\"format\": "
                                "\"bridgemove-results/1\", ...}) or CSV with a header line "
                                "such as round,table,board,contract,declarer,tricks");
    if (!st && rec->n > NCOLUMNS)
        st = bm_csv_error(c, rec, &rec->field[NCOLUMNS], "more than %d columns (the columns "
                          "are " COLUMN_NAMES ")", NCOLUMNS);
    unsigned seen = 0;
    for (unsigned i = 0; !st && i < rec->n; i++) {
        char *name = rec->field[i].text;
        for (char *s = name; *s; s++)
            *s = (char)tolower((unsigned char)*s);
        int k = bm_result_key_find(name, strlen(name));
        if (k < 0 || (seen & (1u << k)))
            return bm_csv_error(c, rec, &rec->field[i], "%s column \"%.24s\" (the header names "
                                "the columns: " COLUMN_NAMES ")", k < 0 ? "unknown" : "repeated",
                                name);
        seen |= 1u << k;
        column_key[i] = k;
    }
    return st;
}

/* One field into the entry; k is its column's key. */
static enum bm_status take_field(struct bm_result_entry *e, const struct bm_csv *c,
                                 const struct bm_csv_record *rec, const struct bm_csv_field *f,
                                 int k)
{
    static const char *const yes[] = {"true", "yes", "1"}, *const no[] = {"false", "no", "0"};
    const char *s = f->text;
    if (bm_result_key_is_number(k)) {
        char *end;
        long long x = strtoll(s, &end, 10);
        if (!isdigit((unsigned char)s[s[0] == '-' || s[0] == '+']) || *end || x < -1000000000 ||
            x > 1000000000)
            return bm_csv_error(c, rec, f, "%s \"%.24s\" is not a whole number",
                                bm_result_key_name[k], s);
        bm_result_entry_number(e, k, x);
        return BM_OK;
    }
    if (k != BM_KEY_NOT_PLAYED) {
        bm_result_entry_text(e, k, s);
        return BM_OK;
    }
    for (int i = 0; i < 3; i++)
        if (strcmp(s, yes[i]) == 0 || strcmp(s, no[i]) == 0) {
            e->not_played = strcmp(s, yes[i]) == 0;
            return BM_OK;
        }
    return bm_csv_error(c, rec, f, "not_played \"%.24s\" is not true or false", s);
}

static enum bm_status read_rows(struct bm_csv *c, struct bm_csv_record *rec,
                                struct bm_results *r, const int *column_key, unsigned ncolumns)
{
    for (;;) {
        int got;
        enum bm_status st = bm_csv_next(c, rec, &got);
        if (st || !got)
            return st;
        if (rec->n != ncolumns)
            return bm_fail(BM_EPARSE, "line %u: %u fields, but the header names %u columns",
                           rec->line, rec->n, ncolumns);
        struct bm_result_entry e;
        memset(&e, 0, sizeof e);
        for (unsigned i = 0; !st && i < ncolumns; i++)
            if (rec->field[i].text[0])
                st = take_field(&e, c, rec, &rec->field[i], column_key[i]);
        char where[32];
        snprintf(where, sizeof where, "line %u", rec->line);
        if (!st)
            st = bm_results_apply(r, &e, where);
        if (st)
            return st;
    }
}

enum bm_status bm_results_read_csv(struct bm_results *r, const char *text, size_t len)
{
    struct bm_csv c;
    bm_csv_init(&c, text, len);
    c.comment = '#';
    struct bm_csv_record *rec = bm_malloc(sizeof *rec);
    if (!rec)
        return BM_ENOMEM;
    int column_key[NCOLUMNS];
    enum bm_status st = read_header(&c, rec, column_key);
    unsigned ncolumns = rec->n;
    if (!st)
        st = read_rows(&c, rec, r, column_key, ncolumns);
    free(rec);
    return st;
}
