/* SPDX-License-Identifier: MIT */
/* The JSON parser (recursive descent into a tree, util/json.h) and the helpers that read the
 * tree with messages naming the field. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/json.h"
#include "util/message.h"
#include "util/utf8.h"

/* Deep enough for the formats (a movement's stand_contents nests five levels), shallow enough
 * that the recursive descent can never exhaust the stack. */
#define MAX_DEPTH 32

void bm_json_free(struct bm_json *v)
{
    if (v->type == BM_JSON_STRING) {
        free(v->u.str);
    } else if (v->type == BM_JSON_ARRAY) {
        for (size_t i = 0; i < v->n; i++)
            bm_json_free(&v->u.items[i]);
        free(v->u.items);
    } else if (v->type == BM_JSON_OBJECT) {
        for (size_t i = 0; i < v->n; i++) {
            free(v->u.members[i].key_buf);
            bm_json_free(&v->u.members[i].value);
        }
        free(v->u.members);
    }
    v->type = BM_JSON_NULL;
    v->n = 0;
}

const char *bm_json_type_name(enum bm_json_type t)
{
    switch (t) {
    case BM_JSON_NULL: return "null";
    case BM_JSON_FALSE:
    case BM_JSON_TRUE: return "a boolean";
    case BM_JSON_NUMBER: return "a number";
    case BM_JSON_STRING: return "a string";
    case BM_JSON_ARRAY: return "an array";
    case BM_JSON_OBJECT: return "an object";
    }
    return "a value";
}

/* ------------------------------------------------------------------------------------------ */
/* The parser                                                                                 */

struct jparser {
    const char *p, *end, *line_start;
    unsigned line;
    unsigned depth;
};

static unsigned column_of(const struct jparser *ps, const char *at)
{
    return (unsigned)(at - ps->line_start) + 1;
}

static enum bm_status syntax_error(const struct jparser *ps, const char *at, const char *fmt, ...)
    BM_PRINTF(3, 4);

static enum bm_status syntax_error(const struct jparser *ps, const char *at, const char *fmt, ...)
{
    char what[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return bm_fail(BM_EPARSE, "line %u, column %u: %s", ps->line,
                   column_of(ps, at), what);
}

/* A printable description of the byte at p, for "found ..." in messages. */
static void describe_at(char *buf, size_t n, const struct jparser *ps, const char *at)
{
    if (at >= ps->end)
        snprintf(buf, n, "the end of the input");
    else if ((unsigned char)*at >= 0x20 && (unsigned char)*at < 0x7f)
        snprintf(buf, n, "'%c'", *at);
    else
        snprintf(buf, n, "byte 0x%02x", (unsigned char)*at);
}

static enum bm_status expected(const struct jparser *ps, const char *what)
{
    char found[32];
    describe_at(found, sizeof found, ps, ps->p);
    return syntax_error(ps, ps->p, "expected %s, found %s", what, found);
}

static void skip_ws(struct jparser *ps)
{
    while (ps->p < ps->end) {
        char c = *ps->p;
        if (c == '\n') {
            ps->line++;
            ps->line_start = ++ps->p;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            ps->p++;
        } else {
            break;
        }
    }
}

static size_t utf8_encode(char *out, unsigned cp)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xc0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xe0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

static int hex4(const char *s, const char *end, unsigned *out)
{
    unsigned v = 0;
    if (end - s < 4)
        return 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i];
        unsigned d;
        if (c >= '0' && c <= '9')
            d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            d = (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            d = (unsigned)(c - 'A' + 10);
        else
            return 0;
        v = v * 16 + d;
    }
    *out = v;
    return 1;
}

/* A \u escape at s (pointing at the backslash): the code point and the escape's length,
 * joining a surrogate pair. 0 length on error (with a message). */
static enum bm_status unicode_escape(const struct jparser *ps, const char *s, unsigned *cp,
                                     size_t *len)
{
    unsigned hi, lo;
    if (!hex4(s + 2, ps->end, &hi))
        return syntax_error(ps, s, "\\u must be followed by four hexadecimal digits");
    *len = 6;
    if (hi >= 0xdc00 && hi <= 0xdfff)
        return syntax_error(ps, s, "\\u%04x is a lone low surrogate", hi);
    if (hi >= 0xd800 && hi <= 0xdbff) {
        if (ps->end - s < 12 || s[6] != '\\' || s[7] != 'u' || !hex4(s + 8, ps->end, &lo) ||
            lo < 0xdc00 || lo > 0xdfff)
            return syntax_error(ps, s,
                                "\\u%04x (a high surrogate) must be followed by a low "
                                "surrogate \\udc00..\\udfff",
                                hi);
        *cp = 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
        *len = 12;
        return BM_OK;
    }
    if (hi == 0)
        return syntax_error(ps, s, "\\u0000 is not allowed in strings");
    *cp = hi;
    return BM_OK;
}

static enum bm_status parse_escape(const struct jparser *ps, const char *s, char *out,
                                   size_t *out_len, size_t *in_len)
{
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    if (s + 1 >= ps->end)
        return syntax_error(ps, s, "unterminated escape at the end of the input");
    const char *k = strchr(from, s[1]);
    if (k && s[1]) {
        out[0] = to[k - from];
        *out_len = 1;
        *in_len = 2;
        return BM_OK;
    }
    if (s[1] != 'u')
        return syntax_error(ps, s,
                            "unknown escape '\\%c' (expected one of \\\" \\\\ \\/ \\b \\f "
                            "\\n \\r \\t \\u and four hex digits)",
                            s[1] >= 0x20 && s[1] < 0x7f ? s[1] : '?');
    unsigned cp = 0;
    enum bm_status st = unicode_escape(ps, s, &cp, in_len);
    if (st)
        return st;
    *out_len = utf8_encode(out, cp);
    return BM_OK;
}

/* The length of the unescaped character at q (before the closing quote at s), or an error for a
 * raw control character or invalid UTF-8. */
static enum bm_status plain_char(const struct jparser *ps, const char *q, const char *s,
                                 size_t *len)
{
    unsigned char c = (unsigned char)*q;
    if (c < 0x20)
        return syntax_error(ps, q, "control character 0x%02x in a string (write it as \\u%04x)", c,
                            c);
    *len = bm_utf8_sequence((const unsigned char *)q, (const unsigned char *)s);
    if (!*len)
        return syntax_error(ps, q, "invalid UTF-8 in a string");
    return BM_OK;
}

/* Parse a string at ps->p (the opening quote). *text receives the decoded text: with may_borrow
 * and no escape in the string, a pointer into the input (not NUL-terminated; *buf NULL), which
 * spares an allocation per object key; otherwise a new NUL-terminated buffer, also in *buf.
 * The decoded text is never longer than the raw text, so one allocation of the raw length
 * suffices. */
static enum bm_status parse_string(struct jparser *ps, char **buf, const char **text,
                                   size_t *text_n, int may_borrow)
{
    const char *start = ++ps->p, *s = start;
    int escaped = 0;
    while (s < ps->end && *s != '"') {
        if (*s == '\\' && s + 1 < ps->end) {
            escaped = 1;
            s++;
        }
        s++;
    }
    if (s >= ps->end)
        return syntax_error(ps, start - 1, "unterminated string");
    *buf = NULL;
    if (may_borrow && !escaped) {
        for (const char *q = start; q < s;) {
            size_t k = 0;
            enum bm_status st = plain_char(ps, q, s, &k);
            if (st)
                return st;
            q += k;
        }
        ps->p = s + 1;
        *text = start;
        *text_n = (size_t)(s - start);
        return BM_OK;
    }
    char *out = bm_malloc((size_t)(s - start) + 1);
    if (!out)
        return BM_ENOMEM;
    size_t n = 0;
    for (const char *q = start; q < s;) {
        size_t in_len = 0, w = 0;
        enum bm_status st;
        if (*q == '\\') {
            st = parse_escape(ps, q, out + n, &w, &in_len);
        } else {
            st = plain_char(ps, q, s, &in_len);
            if (!st)
                memcpy(out + n, q, in_len);
            w = in_len;
        }
        if (st) {
            free(out);
            return st;
        }
        n += w;
        q += in_len;
    }
    out[n] = '\0';
    ps->p = s + 1;
    *buf = out;
    *text = out;
    *text_n = n;
    return BM_OK;
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static enum bm_status parse_number(struct jparser *ps, struct bm_json *v)
{
    const char *s = ps->p, *e = ps->end, *q = s;
    if (q < e && *q == '-')
        q++;
    if (q >= e || !is_digit(*q))
        return syntax_error(ps, s, "a number needs a digit after '-'");
    if (*q == '0')
        q++;
    else
        while (q < e && is_digit(*q))
            q++;
    if (q < e && *q == '.') {
        if (++q >= e || !is_digit(*q))
            return syntax_error(ps, q, "a digit must follow the decimal point");
        while (q < e && is_digit(*q))
            q++;
    }
    if (q < e && (*q == 'e' || *q == 'E')) {
        q++;
        if (q < e && (*q == '+' || *q == '-'))
            q++;
        if (q >= e || !is_digit(*q))
            return syntax_error(ps, q, "a digit must follow the exponent");
        while (q < e && is_digit(*q))
            q++;
    }
    v->type = BM_JSON_NUMBER;
    v->u.num = s;
    v->n = (size_t)(q - s);
    ps->p = q;
    return BM_OK;
}

static enum bm_status parse_value(struct jparser *ps, struct bm_json *v);

/* Grow an array of elements of size sz to hold n + 1. */
static int grow(void **arr, size_t *cap, size_t n, size_t sz)
{
    if (n < *cap)
        return 1;
    size_t c = *cap ? *cap * 2 : 4;
    void *d = bm_realloc(*arr, c * sz);
    if (!d)
        return 0;
    *arr = d;
    *cap = c;
    return 1;
}

static enum bm_status parse_array(struct jparser *ps, struct bm_json *v)
{
    size_t cap = 0;
    v->type = BM_JSON_ARRAY;
    v->u.items = NULL;
    v->n = 0;
    ps->p++;
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == ']') {
        ps->p++;
        return BM_OK;
    }
    for (;;) {
        void *items = v->u.items;
        if (!grow(&items, &cap, v->n, sizeof *v->u.items))
            return BM_ENOMEM;
        v->u.items = items;
        struct bm_json *item = &v->u.items[v->n];
        enum bm_status st = parse_value(ps, item);
        if (st)
            return st;
        v->n++;
        skip_ws(ps);
        if (ps->p < ps->end && *ps->p == ',') {
            ps->p++;
            continue;
        }
        if (ps->p < ps->end && *ps->p == ']') {
            ps->p++;
            return BM_OK;
        }
        return expected(ps, "',' or ']' in an array");
    }
}

static enum bm_status parse_object(struct jparser *ps, struct bm_json *v)
{
    size_t cap = 0;
    v->type = BM_JSON_OBJECT;
    v->u.members = NULL;
    v->n = 0;
    ps->p++;
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == '}') {
        ps->p++;
        return BM_OK;
    }
    for (;;) {
        skip_ws(ps);
        if (ps->p >= ps->end || *ps->p != '"')
            return expected(ps, "a string key in an object");
        void *members = v->u.members;
        if (!grow(&members, &cap, v->n, sizeof *v->u.members))
            return BM_ENOMEM;
        v->u.members = members;
        struct bm_json_member *mb = &v->u.members[v->n];
        enum bm_status st = parse_string(ps, &mb->key_buf, &mb->key, &mb->key_len, 1);
        if (st)
            return st;
        mb->value.type = BM_JSON_NULL;
        v->n++; /* the key is owned from here on; the value is null until parsed */
        skip_ws(ps);
        if (ps->p >= ps->end || *ps->p != ':')
            return expected(ps, "':' after an object key");
        ps->p++;
        st = parse_value(ps, &mb->value);
        if (st)
            return st;
        skip_ws(ps);
        if (ps->p < ps->end && *ps->p == ',') {
            ps->p++;
            continue;
        }
        if (ps->p < ps->end && *ps->p == '}') {
            ps->p++;
            return BM_OK;
        }
        return expected(ps, "',' or '}' in an object");
    }
}

static int match_word(struct jparser *ps, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0)
        return 0;
    ps->p += n;
    return 1;
}

static enum bm_status parse_value(struct jparser *ps, struct bm_json *v)
{
    skip_ws(ps);
    v->type = BM_JSON_NULL;
    v->n = 0;
    v->line = ps->line;
    v->col = column_of(ps, ps->p);
    if (ps->p >= ps->end)
        return expected(ps, "a JSON value");
    if (ps->depth >= MAX_DEPTH)
        return syntax_error(ps, ps->p, "nesting deeper than %d levels", MAX_DEPTH);
    enum bm_status st;
    switch (*ps->p) {
    case '{':
    case '[':
        ps->depth++;
        st = *ps->p == '{' ? parse_object(ps, v) : parse_array(ps, v);
        ps->depth--;
        if (st)
            bm_json_free(v);
        return st;
    case '"':
        v->type = BM_JSON_STRING;
        const char *text;
        st = parse_string(ps, &v->u.str, &text, &v->n, 0);
        if (st)
            v->type = BM_JSON_NULL;
        return st;
    case 't':
        if (match_word(ps, "true")) {
            v->type = BM_JSON_TRUE;
            return BM_OK;
        }
        break;
    case 'f':
        if (match_word(ps, "false")) {
            v->type = BM_JSON_FALSE;
            return BM_OK;
        }
        break;
    case 'n':
        if (match_word(ps, "null"))
            return BM_OK;
        break;
    default:
        if (*ps->p == '-' || is_digit(*ps->p))
            return parse_number(ps, v);
        break;
    }
    return expected(ps, "a JSON value (object, array, string, number, true, false or null)");
}

enum bm_status bm_json_parse(struct bm_json *root, const char *text, size_t len)
{
    struct jparser ps = {text, text + len, text, 1, 0};
    /* A UTF-8 byte order mark is not JSON, but editors add it: skip it. */
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        ps.p += 3;
    enum bm_status st = parse_value(&ps, root);
    if (st)
        return st;
    skip_ws(&ps);
    if (ps.p < ps.end) {
        bm_json_free(root);
        char found[32];
        describe_at(found, sizeof found, &ps, ps.p);
        return syntax_error(&ps, ps.p, "unexpected %s after the JSON value", found);
    }
    return BM_OK;
}

static size_t path_print(char *buf, size_t n, const struct bm_json_path *p)
{
    if (!p) {
        buf[0] = '\0';
        return 0;
    }
    size_t len = path_print(buf, n, p->up);
    if (len >= n)
        return len;
    int w = p->key ? snprintf(buf + len, n - len, "%s%s", len ? "." : "", p->key)
                   : snprintf(buf + len, n - len, "[%zu]", p->index);
    return w < 0 ? len : len + (size_t)w;
}

enum bm_status bm_json_error(const struct bm_json *v,
                             const struct bm_json_path *path, const char *fmt, ...)
{
    char what[200], where[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    path_print(where, sizeof where, path);
    return bm_fail(BM_EPARSE, "%s: %s (line %u, column %u)",
                   where[0] ? where : "top level", what, v->line, v->col);
}

enum bm_status bm_json_wrong_type(const struct bm_json *v,
                                  const struct bm_json_path *path, const char *want)
{
    return bm_json_error(v, path, "expected %s, found %s", want, bm_json_type_name(v->type));
}

/* A key given twice is an error: which one would win? */
enum bm_status bm_json_find(const struct bm_json **out, const struct bm_json *obj,
                            const struct bm_json_path *path, const char *key, int required)
{
    size_t key_len = strlen(key);
    *out = NULL;
    for (size_t i = 0; i < obj->n; i++)
        if (obj->u.members[i].key_len == key_len &&
            memcmp(obj->u.members[i].key, key, key_len) == 0) {
            if (*out)
                return bm_json_error(&obj->u.members[i].value, path, "key \"%s\" appears twice",
                                     key);
            *out = &obj->u.members[i].value;
        }
    if (!*out && required)
        return bm_json_error(obj, path, "missing key \"%s\"", key);
    return BM_OK;
}

enum bm_status bm_json_int(long long *out, const struct bm_json *v,
                           const struct bm_json_path *path, long long lo, long long hi)
{
    *out = 0;
    if (v->type != BM_JSON_NUMBER)
        return bm_json_wrong_type(v, path, "an integer");
    const char *s = v->u.num;
    int shown = v->n > 24 ? 24 : (int)v->n;
    const char *ellipsis = v->n > 24 ? "..." : "";
    if (memchr(s, '.', v->n) || memchr(s, 'e', v->n) || memchr(s, 'E', v->n))
        return bm_json_error(v, path, "%.*s%s is not an integer", shown, s, ellipsis);
    /* the magnitude stops growing once it is out of every range (no overflow) */
    unsigned long long x = 0, cap = (unsigned long long)LLONG_MAX;
    int negative = s[0] == '-';
    for (size_t i = negative; i < v->n && x <= cap; i++)
        x = x * 10 + (unsigned)(s[i] - '0');
    long long value =
        x > cap ? (negative ? LLONG_MIN : LLONG_MAX) : (negative ? -(long long)x : (long long)x);
    if (x > cap || value < lo || value > hi)
        return bm_json_error(v, path, "%.*s%s is out of range %lld..%lld", shown, s, ellipsis,
                             lo, hi);
    *out = value;
    return BM_OK;
}

enum bm_status bm_json_uint(unsigned *out, const struct bm_json *v,
                            const struct bm_json_path *path, unsigned lo, unsigned hi)
{
    long long x = 0;
    enum bm_status st = bm_json_int(&x, v, path, lo, hi);
    *out = (unsigned)x;
    return st;
}

enum bm_status bm_json_member_uint(unsigned *out, const struct bm_json *obj,
                                   const struct bm_json_path *path, const char *key, int required,
                                   unsigned def, unsigned lo, unsigned hi)
{
    const struct bm_json *v;
    *out = def;
    enum bm_status st = bm_json_find(&v, obj, path, key, required);
    if (st || !v)
        return st;
    struct bm_json_path p = {path, key, 0};
    return bm_json_uint(out, v, &p, lo, hi);
}

enum bm_status bm_json_member_string(const char **out, const struct bm_json *obj,
                                     const struct bm_json_path *path, const char *key, int required)
{
    const struct bm_json *v;
    *out = NULL;
    enum bm_status st = bm_json_find(&v, obj, path, key, required);
    if (st || !v)
        return st;
    struct bm_json_path p = {path, key, 0};
    if (v->type != BM_JSON_STRING)
        return bm_json_wrong_type(v, &p, "a string");
    *out = v->u.str;
    return BM_OK;
}

enum bm_status bm_json_member_array(const struct bm_json **out, const struct bm_json *obj,
                                    const struct bm_json_path *path, const char *key, int required)
{
    enum bm_status st = bm_json_find(out, obj, path, key, required);
    if (st || !*out)
        return st;
    struct bm_json_path p = {path, key, 0};
    if ((*out)->type != BM_JSON_ARRAY)
        return bm_json_wrong_type(*out, &p, "an array");
    return BM_OK;
}

enum bm_status bm_json_array_of_length(const struct bm_json *v,
                                       const struct bm_json_path *path, size_t n, const char *what)
{
    if (v->type != BM_JSON_ARRAY)
        return bm_json_wrong_type(v, path, "an array");
    if (v->n != n)
        return bm_json_error(v, path, "has %zu entries, expected %zu (%s)", v->n, n, what);
    return BM_OK;
}

enum bm_status bm_json_decode_string(char **out, const char *text, size_t len)
{
    struct jparser ps = {text, text + len, text, 1, 0};
    const char *decoded;
    size_t n;
    *out = NULL;
    if (len < 2 || text[0] != '"')
        return bm_fail(BM_EPARSE, "not a JSON string: it does not begin with '\"'");
    enum bm_status st = parse_string(&ps, out, &decoded, &n, 0);
    if (!st && ps.p != ps.end) {
        free(*out);
        *out = NULL;
        st = bm_fail(BM_EPARSE, "not one JSON string: text follows its closing quote");
    }
    return st;
}
