/* SPDX-License-Identifier: MIT */
/* The CSV form of a session's results (doc/scoring.md): a header line naming the columns
 * (round, table, board, contract, declarer, tricks, ns_score, ew_score, artificial,
 * not_played, in any order), then one result per line; an empty field is a key not given.
 * Fields may be quoted ("" inside quotes is a quote); CRLF line ends, a UTF-8 byte order mark,
 * blank lines and lines starting with '#' are accepted. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/message.h"

#define NCOLUMNS BM_RESULT_KEYS

struct csv {
    const char *p, *end;
    unsigned line;
    char *scratch;         /* the fields of the current line, each NUL-terminated */
    char *field[NCOLUMNS]; /* into scratch */
    unsigned nfields;
    char *msg;
    size_t msg_size;
};

/* Read one field at c->p into out (unquoted, trimmed); stops before ',' or the line end. */
static enum bm_status read_field(struct csv *c, char **out, unsigned col)
{
    char *w = *out;
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
        c->p++;
    if (c->p < c->end && *c->p == '"') {
        for (c->p++;; c->p++) {
            if (c->p >= c->end || *c->p == '\n' || *c->p == '\r')
                return bm_fail(BM_EPARSE, c->msg, c->msg_size,
                               "line %u, column %u: the quoted field is not closed", c->line, col);
            if (*c->p == '"' && (c->p + 1 >= c->end || c->p[1] != '"'))
                break;
            if (*c->p == '"')
                c->p++;
            *w++ = *c->p;
        }
        c->p++;
        while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
            c->p++;
        if (c->p < c->end && *c->p != ',' && *c->p != '\n' && *c->p != '\r')
            return bm_fail(BM_EPARSE, c->msg, c->msg_size,
                           "line %u, column %u: text after the closing quote", c->line, col);
    } else {
        while (c->p < c->end && *c->p != ',' && *c->p != '\n' && *c->p != '\r')
            *w++ = *c->p++;
        while (w > *out && (w[-1] == ' ' || w[-1] == '\t'))
            w--;
    }
    *w++ = '\0';
    *out = w;
    return BM_OK;
}

static void skip_line_end(struct csv *c)
{
    if (c->p < c->end && *c->p == '\r')
        c->p++;
    if (c->p < c->end && *c->p == '\n')
        c->p++;
    c->line++;
}

/* Whether the line at c->p is blank or a comment (then it is skipped). */
static int skip_blank(struct csv *c)
{
    const char *q = c->p;
    while (q < c->end && (*q == ' ' || *q == '\t'))
        q++;
    if (q < c->end && *q != '#' && *q != '\n' && *q != '\r')
        return 0;
    while (q < c->end && *q != '\n' && *q != '\r')
        q++;
    c->p = q;
    skip_line_end(c);
    return 1;
}

/* Split the line at c->p into fields. */
static enum bm_status read_line(struct csv *c)
{
    char *w = c->scratch;
    c->nfields = 0;
    for (;;) {
        if (c->nfields == NCOLUMNS)
            return bm_fail(BM_EPARSE, c->msg, c->msg_size,
                           "line %u: more than %d fields (the columns are round, table, board, "
                           "contract, declarer, tricks, ns_score, ew_score, artificial, "
                           "not_played)",
                           c->line, NCOLUMNS);
        c->field[c->nfields] = w;
        enum bm_status st = read_field(c, &w, c->nfields + 1);
        if (st)
            return st;
        c->nfields++;
        if (c->p >= c->end || *c->p != ',')
            break;
        c->p++;
    }
    skip_line_end(c);
    return BM_OK;
}

static enum bm_status read_header(struct csv *c, int *column_key)
{
    enum bm_status st = read_line(c);
    unsigned line = c->line - 1, seen = 0;
    for (unsigned i = 0; !st && i < c->nfields; i++) {
        for (char *s = c->field[i]; *s; s++)
            *s = (char)tolower((unsigned char)*s);
        int k = bm_result_key_find(c->field[i], strlen(c->field[i]));
        if (k < 0 || (seen & (1u << k)))
            return bm_fail(BM_EPARSE, c->msg, c->msg_size,
                           "line %u, column %u: %s column \"%.24s\" (the header names the "
                           "columns: round, table, board, contract, declarer, tricks, ns_score, "
                           "ew_score, artificial, not_played)",
                           line, i + 1, k < 0 ? "unknown" : "repeated", c->field[i]);
        seen |= 1u << k;
        column_key[i] = k;
    }
    return st;
}

/* One field into the entry; k is its column's key. */
static enum bm_status take_field(struct bm_result_entry *e, const struct csv *c, unsigned line,
                                 unsigned col, int k)
{
    static const char *const yes[] = {"true", "yes", "1"}, *const no[] = {"false", "no", "0"};
    const char *s = c->field[col];
    if (bm_result_key_is_number(k)) {
        char *end;
        long long x = strtoll(s, &end, 10);
        if (!isdigit((unsigned char)s[s[0] == '-' || s[0] == '+']) || *end || x < -1000000000 ||
            x > 1000000000)
            return bm_fail(BM_EPARSE, c->msg, c->msg_size,
                           "line %u, column %u (%s): \"%.24s\" is not a whole number", line,
                           col + 1, bm_result_key_name[k], s);
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
    return bm_fail(BM_EPARSE, c->msg, c->msg_size,
                   "line %u, column %u (not_played): \"%.24s\" (expected true or false)", line,
                   col + 1, s);
}

static enum bm_status read_rows(struct csv *c, struct bm_results *r, const int *column_key,
                                unsigned ncolumns)
{
    while (c->p < c->end) {
        if (skip_blank(c))
            continue;
        unsigned line = c->line;
        enum bm_status st = read_line(c);
        if (!st && c->nfields != ncolumns)
            st = bm_fail(BM_EPARSE, c->msg, c->msg_size,
                         "line %u: %u fields, but the header names %u columns", line, c->nfields,
                         ncolumns);
        struct bm_result_entry e;
        memset(&e, 0, sizeof e);
        for (unsigned i = 0; !st && i < ncolumns; i++)
            if (c->field[i][0])
                st = take_field(&e, c, line, i, column_key[i]);
        char where[32];
        snprintf(where, sizeof where, "line %u", line);
        if (!st)
            st = bm_results_apply(r, &e, where, c->msg, c->msg_size);
        if (st)
            return st;
    }
    return BM_OK;
}

enum bm_status bm_results_read_csv(struct bm_results *r, const char *text, size_t len, char *msg,
                                   size_t msg_size)
{
    struct csv c = {text, text + len, 1, NULL, {NULL}, 0, msg, msg_size};
    int column_key[NCOLUMNS];
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        c.p += 3;
    while (c.p < c.end && skip_blank(&c))
        ;
    if (c.p >= c.end)
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "no results: expected JSON ({\"format\": \"bridgemove-results/1\", ...}) "
                       "or CSV with a header line such as round,table,board,contract,declarer,"
                       "tricks");
    c.scratch = bm_malloc(len + 1);
    if (!c.scratch)
        return BM_ENOMEM;
    enum bm_status st = read_header(&c, column_key);
    unsigned ncolumns = c.nfields;
    if (!st)
        st = read_rows(&c, r, column_key, ncolumns);
    free(c.scratch);
    return st;
}
