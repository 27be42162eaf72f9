/* SPDX-License-Identifier: MIT */
/* The CSV tokenizer shared by every reader of CSV (csv.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "util/csv.h"
#include "util/message.h"

/* The separator the first record uses most outside quotes: ',', ';' or a tab (',' on a tie or
 * when it uses none). */
static char guess_separator(const char *p, const char *end)
{
    static const char candidates[] = {',', ';', '\t'};
    unsigned count[3] = {0, 0, 0};
    int quoted = 0, started = 0;
    for (; p < end; p++) {
        if (!quoted && (*p == '\n' || *p == '\r')) {
            if (started)
                break;
            continue;
        }
        started |= *p != ' ' && *p != '\t';
        if (*p == '"')
            quoted = !quoted;
        for (int i = 0; i < 3 && !quoted; i++)
            count[i] += *p == candidates[i];
    }
    int best = 0;
    for (int i = 1; i < 3; i++)
        if (count[i] > count[best])
            best = i;
    return candidates[best];
}

void bm_csv_init(struct bm_csv *c, const char *text, size_t len)
{
    memset(c, 0, sizeof *c);
    c->p = text;
    c->end = text + len;
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        c->p += 3; /* columns count from after the byte-order mark, as editors show them */
    c->line_start = c->p;
    c->line = 1;
}

static enum bm_status fail_at(const struct bm_csv *c, const char *at, const char *what)
{
    return bm_fail(BM_EPARSE, "line %u, column %u: %s", c->line,
                   (unsigned)(at - c->line_start) + 1, what);
}

/* A blank around a field (a tab is not, when it separates the fields). */
static int blank_in(const struct bm_csv *c, char ch)
{
    return ch == ' ' || (ch == '\t' && c->separator != '\t');
}

static int line_end(const struct bm_csv *c, const char *p)
{
    return p >= c->end || *p == '\n' || *p == '\r';
}

/* Past the line end at p (CRLF, LF or a lone CR) onto the next line. */
static void next_line(struct bm_csv *c)
{
    if (c->p < c->end && *c->p == '\r')
        c->p++;
    if (c->p < c->end && *c->p == '\n')
        c->p++;
    c->line++;
    c->line_start = c->p;
}

/* Append ch to field f (at offset *n); fails when the field would not fit. */
static enum bm_status put(struct bm_csv_field *f, size_t *n, char ch)
{
    if (*n + 1 >= sizeof f->text)
        return bm_fail(BM_EPARSE, "line %u, column %u: the field that starts here is longer than "
                                  "%u characters", f->line, f->column,
                       (unsigned)sizeof f->text - 1);
    f->text[(*n)++] = ch;
    return BM_OK;
}

/* A quoted field: c->p is at the opening quote; a quoted field may hold line ends. */
static enum bm_status quoted(struct bm_csv *c, struct bm_csv_field *f, size_t *n)
{
    const char *open = c->p++;
    unsigned open_line = c->line;
    const char *open_start = c->line_start;
    for (;;) {
        if (c->p >= c->end) {
            c->line = open_line;
            c->line_start = open_start;
            return fail_at(c, open, "this quoted field is never closed (a '\"' is missing)");
        }
        char ch = *c->p;
        enum bm_status st;
        if (ch == '"' && c->p + 1 < c->end && c->p[1] == '"') {
            st = put(f, n, '"');
            c->p += 2;
        } else if (ch == '"') {
            c->p++;
            return BM_OK;
        } else if (ch == '\n' || ch == '\r') {
            st = put(f, n, ch == '\r' ? ' ' : '\n');
            next_line(c);
        } else {
            st = put(f, n, ch);
            c->p++;
        }
        if (st)
            return st;
    }
}

/* One field at c->p (blanks around it dropped); stops at ',' or the line end. */
static enum bm_status field(struct bm_csv *c, struct bm_csv_field *f)
{
    size_t n = 0;
    while (c->p < c->end && blank_in(c, *c->p))
        c->p++;
    f->line = c->line;
    f->column = (unsigned)(c->p - c->line_start) + 1;
    if (c->p < c->end && *c->p == '"') {
        enum bm_status st = quoted(c, f, &n);
        if (st)
            return st;
        while (c->p < c->end && blank_in(c, *c->p))
            c->p++;
        if (!line_end(c, c->p) && *c->p != c->separator)
            return fail_at(c, c->p, "text after a closing quote (a field in quotes ends at "
                                    "its quote)");
    } else {
        while (!line_end(c, c->p) && *c->p != c->separator) {
            if (*c->p == '"')
                return fail_at(c, c->p, "a quote inside a field that does not start with one "
                                        "(put the whole field in quotes and double the quote)");
            enum bm_status st = put(f, &n, *c->p);
            if (st)
                return st;
            c->p++;
        }
        while (n && blank_in(c, f->text[n - 1]))
            n--;
    }
    f->text[n] = '\0';
    if (memchr(f->text, '\0', n))
        return fail_at(c, c->line_start + f->column - 1, "a NUL byte in the field");
    return BM_OK;
}

/* Whether the line at c->p holds only blanks, or is a comment. */
static int blank_line(const struct bm_csv *c)
{
    const char *p = c->p;
    while (p < c->end && (*p == ' ' || *p == '\t'))
        p++;
    return line_end(c, p) || (c->comment && *p == c->comment);
}

int bm_csv_done(struct bm_csv *c)
{
    while (c->p < c->end && blank_line(c)) {
        while (c->p < c->end && *c->p != '\n' && *c->p != '\r')
            c->p++;
        next_line(c);
    }
    if (!c->separator)
        c->separator = guess_separator(c->p, c->end);
    return c->p >= c->end;
}

enum bm_status bm_csv_field(struct bm_csv *c, struct bm_csv_field *f, int *last)
{
    enum bm_status st = field(c, f);
    *last = 1;
    if (st)
        return st;
    if (c->p < c->end && *c->p == c->separator) {
        c->p++;
        *last = 0;
        return BM_OK;
    }
    c->end_column = (unsigned)(c->p - c->line_start) + 1;
    next_line(c);
    return BM_OK;
}

enum bm_status bm_csv_next(struct bm_csv *c, struct bm_csv_record *rec, int *got)
{
    *got = 0;
    rec->n = 0;
    if (bm_csv_done(c))
        return BM_OK;
    rec->line = c->line;
    for (int last = 0; !last;) {
        if (rec->n == BM_CSV_MAX_FIELDS) {
            char what[64];
            snprintf(what, sizeof what, "more than %u fields on a line", BM_CSV_MAX_FIELDS);
            return fail_at(c, c->p, what);
        }
        enum bm_status st = bm_csv_field(c, &rec->field[rec->n++], &last);
        if (st)
            return st;
    }
    rec->end_column = c->end_column;
    *got = 1;
    return BM_OK;
}

enum bm_status bm_csv_error(const struct bm_csv *c, const struct bm_csv_record *rec,
                            const struct bm_csv_field *f, const char *fmt, ...)
{
    char what[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return bm_fail(BM_EPARSE, "line %u, column %u: %s",
                   f ? f->line : rec->line, f ? f->column : rec->end_column, what);
}

enum bm_status bm_csv_uint(const struct bm_csv *c, const struct bm_csv_record *rec,
                           const struct bm_csv_field *f, const char *what, unsigned lo,
                           unsigned hi, int empty_ok, unsigned *out)
{
    const char *s = f->text;
    unsigned long long v = 0;
    *out = 0;
    if (!*s && empty_ok)
        return BM_OK;
    if (!*s)
        return bm_csv_error(c, rec, f, "%s is empty (expected a number %u..%u)", what, lo, hi);
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return bm_csv_error(c, rec, f, "%s '%s' is not a number (expected %u..%u)", what,
                                f->text, lo, hi);
        if (v <= hi)
            v = v * 10 + (unsigned)(*s - '0');
    }
    if (v < lo || v > hi)
        return bm_csv_error(c, rec, f, "%s %s is out of range %u..%u", what, f->text, lo, hi);
    *out = (unsigned)v;
    return BM_OK;
}
