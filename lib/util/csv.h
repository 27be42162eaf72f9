/* SPDX-License-Identifier: MIT */
/* The one CSV tokenizer of the library (the movement formats' RoundData and EBUScore readers,
 * and scoring's results): CSV as spreadsheets and Windows scorers write it. A UTF-8
 * byte-order mark, CRLF, LF or CR line ends, fields in double quotes (a doubled quote inside
 * stands for one, a quoted field may hold a line end) and blanks around fields are accepted;
 * blank lines are skipped, and so are comment lines when the reader asks. The separator is
 * ',', ';' or a tab, whichever the first record uses most outside quotes (a European
 * spreadsheet writes ';'). Every field knows its line and column, so that a reader can say
 * where a value is wrong. Nothing is allocated: a field is copied into the record's fixed
 * buffer, which bounds its length. */
#ifndef BM_UTIL_CSV_H
#define BM_UTIL_CSV_H

#include <stddef.h>

#include <bridgemove/status.h>

#include "util/export.h"

#define BM_CSV_MAX_FIELDS 64
#define BM_CSV_FIELD_SIZE 256 /* the longest field is one byte less */

struct bm_csv_field {
    char text[BM_CSV_FIELD_SIZE]; /* unquoted and trimmed, NUL-terminated */
    unsigned line, column;        /* where the field starts (1-based; column in bytes) */
};

struct bm_csv_record {
    struct bm_csv_field field[BM_CSV_MAX_FIELDS];
    unsigned n;          /* fields in the record */
    unsigned line;       /* its first line */
    unsigned end_column; /* the column just past its last field, for "missing" messages */
};

struct bm_csv {
    const char *p, *end, *line_start;
    unsigned line;
    unsigned end_column; /* where the last record ended, for "missing" messages */
    char separator;      /* ',', ';' or '\t'; 0 until the first record is reached */
    char comment;        /* a line starting with it is skipped; 0: none */
};

/* Start reading text; the separator is found from the first record (bm_csv_done()). */
void bm_csv_init(struct bm_csv *c, const char *text, size_t len);
/* Skip blank lines; 1 when no record is left. */
int bm_csv_done(struct bm_csv *c);
/* The next field of the current record (after bm_csv_done() said 0, or after a field with
 * *last 0): *last is 1 when it ends its record (the reader is then at the next line). */
enum bm_status bm_csv_field(struct bm_csv *c, struct bm_csv_field *f, int *last);
/* The next non-blank record into rec: BM_OK with *got 1, or BM_OK with *got 0 at the end, or
 * BM_EPARSE with a message naming the line and column (an unclosed quote, text after a
 * closing quote, a NUL byte, too many fields, a field too long). */
enum bm_status bm_csv_next(struct bm_csv *c, struct bm_csv_record *rec, int *got);
/* A message "line L, column C: ..." about field f (or, f NULL, the end of rec) as BM_EPARSE. */
enum bm_status bm_csv_error(const struct bm_csv *c, const struct bm_csv_record *rec,
                            const struct bm_csv_field *f, const char *fmt, ...) BM_PRINTF(4, 5);
/* A field that is exactly a whole number lo..hi, into *out; otherwise BM_EPARSE naming what
 * (e.g. "NSPair") and the bounds. An empty field is an error unless empty_ok (then 0). */
enum bm_status bm_csv_uint(const struct bm_csv *c, const struct bm_csv_record *rec,
                           const struct bm_csv_field *f, const char *what, unsigned lo,
                           unsigned hi, int empty_ok, unsigned *out);

#endif
