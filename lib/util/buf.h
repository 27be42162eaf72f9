/* SPDX-License-Identifier: MIT */
/* A growable string buffer with a sticky allocation failure: writers append freely and check
 * once, when they hand the text over. */
#ifndef BM_UTIL_BUF_H
#define BM_UTIL_BUF_H

#include <stddef.h>
#include <string.h>

#include <bridgemove/status.h>

#include "util/export.h"

struct bm_buf {
    char *data;
    size_t len, cap;
    int failed; /* sticky allocation failure */
};
void bm_buf_init(struct bm_buf *b);
void bm_buf_free(struct bm_buf *b);
/* Append n bytes of s. The common case, room to spare, is inline: writers append millions of
 * short pieces (a printed guide of 1000 tables is 400 MB of them). */
void bm_buf_add_growing(struct bm_buf *b, const char *s, size_t n);
static inline void bm_buf_add(struct bm_buf *b, const char *s, size_t n)
{
    if (n < b->cap - b->len && !b->failed) { /* cap > len whenever data is there */
        memcpy(b->data + b->len, s, n);
        b->len += n;
        b->data[b->len] = '\0';
    } else {
        bm_buf_add_growing(b, s, n);
    }
}
void bm_buf_puts(struct bm_buf *b, const char *s);
void bm_buf_printf(struct bm_buf *b, const char *fmt, ...) BM_PRINTF(2, 3);
/* s as a JSON string: quoted, with '"', '\\' and control characters escaped and invalid
 * UTF-8 replaced by U+FFFD, so that the output is always valid JSON. */
void bm_buf_json_string(struct bm_buf *b, const char *s);
/* s for a terminal or a printed line: control characters (C0, DEL, C1), which could move the
 * cursor, recolour or clear a director's screen when a file's name holds them, written as
 * \u001B; the rest as it stands. */
void bm_buf_puts_printable(struct bm_buf *b, const char *s);
/* `, "name": value` as a JSON member after another: the string quoted, or null for NULL. */
void bm_buf_json_field(struct bm_buf *b, const char *name, const char *value);
/* Hand the NUL-terminated contents to *out (or free them and return BM_ENOMEM). */
enum bm_status bm_buf_finish(struct bm_buf *b, char **out);

#endif
