/* SPDX-License-Identifier: MIT */
/* A small JSON parser of our own (no dependency) and the helpers that read its tree with
 * messages naming the field: the movement reader (formats) and the results reader (scoring)
 * share them.
 *
 * The parser builds a tree first and the readers walk it, because JSON objects are unordered.
 * Every node keeps its line and column so that a field error can say where the value is. */
#ifndef BM_UTIL_JSON_H
#define BM_UTIL_JSON_H

#include <stddef.h>

#include <bridgemove/status.h>

#include "util/export.h"

enum bm_json_type {
    BM_JSON_NULL,
    BM_JSON_FALSE,
    BM_JSON_TRUE,
    BM_JSON_NUMBER,
    BM_JSON_STRING,
    BM_JSON_ARRAY,
    BM_JSON_OBJECT
};

struct bm_json_member;

struct bm_json {
    enum bm_json_type type;
    unsigned line, col;
    size_t n; /* string bytes, array items or object members */
    union {
        const char *num; /* the number's text inside the input (n bytes) */
        char *str;       /* decoded UTF-8, NUL-terminated, no NUL inside */
        struct bm_json *items;
        struct bm_json_member *members;
    } u;
};

struct bm_json_member {
    const char *key; /* not NUL-terminated: key_len bytes */
    size_t key_len;
    char *key_buf;   /* the decoded key when it had escapes, else NULL (key is in the input) */
    struct bm_json value;
};

/* Decode text[0..len), which must be exactly one JSON string literal (quotes included), into
 * a new NUL-terminated UTF-8 string *out (free()): BM_OK, BM_EPARSE (not one string literal,
 * a bad escape, invalid UTF-8, a raw control character or \u0000), BM_ENOMEM. The grid text
 * writes a header value this way when it would not read back exactly as it stands. */
enum bm_status bm_json_decode_string(char **out, const char *text, size_t len);

/* Parse one JSON document (a UTF-8 byte order mark is skipped). On failure BM_EPARSE with
 * "line L, column C: ..." as the message, or BM_ENOMEM; the tree is then empty. Numbers keep their
 * text, which points into `text`: keep the input alive while reading the tree. */
enum bm_status bm_json_parse(struct bm_json *root, const char *text, size_t len);
void bm_json_free(struct bm_json *v);
/* "a string", "an array", ... for messages. */
const char *bm_json_type_name(enum bm_json_type t);

/* ---- reading the tree ---- */

/* A field path such as grid[3][5].ew: a chain of links on the stack, printed only when a
 * message needs it (formatting it for every value read would double a reader's time). */
struct bm_json_path {
    const struct bm_json_path *up;
    const char *key; /* NULL: an array index */
    size_t index;
};

/* BM_EPARSE with "PATH: what (line L, column C)". */
enum bm_status bm_json_error(const struct bm_json *v, const struct bm_json_path *path,
                             const char *fmt, ...) BM_PRINTF(3, 4);
/* "expected WANT, found a string". */
enum bm_status bm_json_wrong_type(const struct bm_json *v, const struct bm_json_path *path,
                                  const char *want);
/* The member key of object obj (*out NULL when absent); a key given twice is an error, and
 * so is a missing one when required. */
enum bm_status bm_json_find(const struct bm_json **out, const struct bm_json *obj,
                            const struct bm_json_path *path, const char *key, int required);
/* An integer in [lo, hi]; JSON integers are written without fraction or exponent. */
enum bm_status bm_json_int(long long *out, const struct bm_json *v, const struct bm_json_path *path,
                           long long lo, long long hi);
enum bm_status bm_json_uint(unsigned *out, const struct bm_json *v, const struct bm_json_path *path,
                            unsigned lo, unsigned hi);
/* A member read with bm_json_uint; def when absent and not required. */
enum bm_status bm_json_member_uint(unsigned *out, const struct bm_json *obj,
                                   const struct bm_json_path *path, const char *key, int required,
                                   unsigned def, unsigned lo, unsigned hi);
/* A string member (*out points into the tree); NULL when absent and not required. */
enum bm_status bm_json_member_string(const char **out, const struct bm_json *obj,
                                     const struct bm_json_path *path, const char *key,
                                     int required);
/* An array member; *out stays NULL when absent and not required. */
enum bm_status bm_json_member_array(const struct bm_json **out, const struct bm_json *obj,
                                    const struct bm_json_path *path, const char *key, int required);
enum bm_status bm_json_array_of_length(const struct bm_json *v,
                                       const struct bm_json_path *path, size_t n,
                                       const char *what);

#endif
