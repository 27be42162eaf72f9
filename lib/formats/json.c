/* SPDX-License-Identifier: MIT */
/* The JSON form of a movement ("format": "bridgemove/1", doc/format.md): a small JSON parser
 * of our own (no dependency), the reader that turns its tree into a movement, and the writer.
 *
 * The parser builds a tree first and the reader walks it, because JSON objects are unordered:
 * "grid" may come before "tables". Every node keeps its line and column so that a field error
 * can say where the value is. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"
#include "util/utf8.h"

#include "formats/formats-private.h"

#define FORMAT_NAME "bridgemove/1"
/* Deep enough for the format (stand_contents nests five levels), shallow enough that the
 * recursive descent can never exhaust the stack. */
#define MAX_DEPTH 32

/* ------------------------------------------------------------------------------------------ */
/* The JSON tree                                                                              */

enum jtype { J_NULL, J_FALSE, J_TRUE, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT };

struct jmember;

struct jvalue {
    enum jtype type;
    unsigned line, col;
    size_t n; /* string bytes, array items or object members */
    union {
        const char *num; /* the number's text inside the input (n bytes) */
        char *str;       /* decoded UTF-8, NUL-terminated, no NUL inside */
        struct jvalue *items;
        struct jmember *members;
    } u;
};

struct jmember {
    const char *key; /* not NUL-terminated: key_len bytes */
    size_t key_len;
    char *key_buf;   /* the decoded key when it had escapes, else NULL (key is in the input) */
    struct jvalue value;
};

static void jfree(struct jvalue *v)
{
    if (v->type == J_STRING) {
        free(v->u.str);
    } else if (v->type == J_ARRAY) {
        for (size_t i = 0; i < v->n; i++)
            jfree(&v->u.items[i]);
        free(v->u.items);
    } else if (v->type == J_OBJECT) {
        for (size_t i = 0; i < v->n; i++) {
            free(v->u.members[i].key_buf);
            jfree(&v->u.members[i].value);
        }
        free(v->u.members);
    }
    v->type = J_NULL;
    v->n = 0;
}

static const char *jtype_name(enum jtype t)
{
    switch (t) {
    case J_NULL: return "null";
    case J_FALSE:
    case J_TRUE: return "a boolean";
    case J_NUMBER: return "a number";
    case J_STRING: return "a string";
    case J_ARRAY: return "an array";
    case J_OBJECT: return "an object";
    }
    return "a value";
}

/* ------------------------------------------------------------------------------------------ */
/* The parser                                                                                 */

struct jparser {
    const char *p, *end, *line_start;
    unsigned line;
    unsigned depth;
    char *msg;
    size_t msg_size;
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
    return bm_fail(BM_EPARSE, ps->msg, ps->msg_size, "line %u, column %u: %s", ps->line,
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
            return syntax_error(ps, s, "\\u%04x (a high surrogate) must be followed by a low "
                                       "surrogate \\udc00..\\udfff", hi);
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
        return syntax_error(ps, s, "unknown escape '\\%c' (expected one of \\\" \\\\ \\/ \\b \\f "
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
        return syntax_error(ps, q, "control character 0x%02x in a string (write it as \\u%04x)",
                            c, c);
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

static enum bm_status parse_number(struct jparser *ps, struct jvalue *v)
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
    v->type = J_NUMBER;
    v->u.num = s;
    v->n = (size_t)(q - s);
    ps->p = q;
    return BM_OK;
}

static enum bm_status parse_value(struct jparser *ps, struct jvalue *v);

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

static enum bm_status parse_array(struct jparser *ps, struct jvalue *v)
{
    size_t cap = 0;
    v->type = J_ARRAY;
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
        struct jvalue *item = &v->u.items[v->n];
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

static enum bm_status parse_object(struct jparser *ps, struct jvalue *v)
{
    size_t cap = 0;
    v->type = J_OBJECT;
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
        struct jmember *mb = &v->u.members[v->n];
        enum bm_status st = parse_string(ps, &mb->key_buf, &mb->key, &mb->key_len, 1);
        if (st)
            return st;
        mb->value.type = J_NULL;
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

static enum bm_status parse_value(struct jparser *ps, struct jvalue *v)
{
    skip_ws(ps);
    v->type = J_NULL;
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
            jfree(v);
        return st;
    case '"':
        v->type = J_STRING;
        const char *text;
        st = parse_string(ps, &v->u.str, &text, &v->n, 0);
        if (st)
            v->type = J_NULL;
        return st;
    case 't':
        if (match_word(ps, "true")) {
            v->type = J_TRUE;
            return BM_OK;
        }
        break;
    case 'f':
        if (match_word(ps, "false")) {
            v->type = J_FALSE;
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

static enum bm_status parse_document(struct jvalue *root, const char *text, size_t len,
                                     char *msg, size_t msg_size)
{
    struct jparser ps = {text, text + len, text, 1, 0, msg, msg_size};
    /* A UTF-8 byte order mark is not JSON, but editors add it: skip it. */
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        ps.p += 3;
    enum bm_status st = parse_value(&ps, root);
    if (st)
        return st;
    skip_ws(&ps);
    if (ps.p < ps.end) {
        jfree(root);
        char found[32];
        describe_at(found, sizeof found, &ps, ps.p);
        return syntax_error(&ps, ps.p, "unexpected %s after the JSON value", found);
    }
    return BM_OK;
}

enum bm_status bm_json_decode_string(char **out, const char *text, size_t len)
{
    struct jparser ps = {text, text + len, text, 1, 0, NULL, 0};
    const char *decoded;
    size_t n;
    *out = NULL;
    if (len < 2 || text[0] != '"')
        return BM_EPARSE;
    enum bm_status st = parse_string(&ps, out, &decoded, &n, 0);
    if (!st && ps.p != ps.end) {
        free(*out);
        *out = NULL;
        st = BM_EPARSE;
    }
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* From the tree to a movement                                                                */

struct reader {
    char *msg;
    size_t msg_size;
    struct bm_movement *m;
};

/* A field path such as grid[3][5].ew: a chain of links on the stack, printed only when a
 * message needs it (formatting it for every value read would double the reader's time). */
struct path {
    const struct path *up;
    const char *key; /* NULL: an array index */
    size_t index;
};

static size_t path_print(char *buf, size_t n, const struct path *p)
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

static enum bm_status field_error(const struct reader *rd, const struct jvalue *v,
                                  const struct path *path, const char *fmt, ...) BM_PRINTF(4, 5);

static enum bm_status field_error(const struct reader *rd, const struct jvalue *v,
                                  const struct path *path, const char *fmt, ...)
{
    char what[200], where[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    path_print(where, sizeof where, path);
    return bm_fail(BM_EPARSE, rd->msg, rd->msg_size, "%s: %s (line %u, column %u)",
                   where[0] ? where : "top level", what, v->line, v->col);
}

static enum bm_status wrong_type(const struct reader *rd, const struct jvalue *v,
                                 const struct path *path, const char *want)
{
    return field_error(rd, v, path, "expected %s, found %s", want, jtype_name(v->type));
}

/* The member key of object obj, or NULL; a key given twice is an error (which one would win?). */
static enum bm_status find_member(const struct jvalue **out, const struct reader *rd,
                                  const struct jvalue *obj, const struct path *path,
                                  const char *key, int required)
{
    size_t key_len = strlen(key);
    *out = NULL;
    for (size_t i = 0; i < obj->n; i++)
        if (obj->u.members[i].key_len == key_len &&
            memcmp(obj->u.members[i].key, key, key_len) == 0) {
            if (*out)
                return field_error(rd, &obj->u.members[i].value, path,
                                   "key \"%s\" appears twice", key);
            *out = &obj->u.members[i].value;
        }
    if (!*out && required)
        return field_error(rd, obj, path, "missing key \"%s\"", key);
    return BM_OK;
}

/* An integer in [lo, hi]; JSON integers are written without fraction or exponent. */
static enum bm_status get_uint(unsigned *out, const struct reader *rd, const struct jvalue *v,
                               const struct path *path, unsigned lo, unsigned hi)
{
    *out = 0;
    if (v->type != J_NUMBER)
        return wrong_type(rd, v, path, "an integer");
    const char *s = v->u.num;
    int shown = v->n > 24 ? 24 : (int)v->n;
    const char *ellipsis = v->n > 24 ? "..." : "";
    if (memchr(s, '.', v->n) || memchr(s, 'e', v->n) || memchr(s, 'E', v->n))
        return field_error(rd, v, path, "%.*s%s is not an integer", shown, s, ellipsis);
    unsigned long long x = 0;
    int negative = s[0] == '-';
    for (size_t i = negative; i < v->n && x <= hi; i++)
        x = x * 10 + (unsigned)(s[i] - '0');
    if ((negative && x != 0) || x < lo || x > hi)
        return field_error(rd, v, path, "%.*s%s is out of range %u..%u", shown, s, ellipsis, lo,
                           hi);
    *out = (unsigned)x;
    return BM_OK;
}

static enum bm_status member_uint(unsigned *out, const struct reader *rd, const struct jvalue *obj,
                                  const struct path *path, const char *key, int required,
                                  unsigned def, unsigned lo, unsigned hi)
{
    const struct jvalue *v;
    *out = def;
    enum bm_status st = find_member(&v, rd, obj, path, key, required);
    if (st || !v)
        return st;
    struct path p = {path, key, 0};
    return get_uint(out, rd, v, &p, lo, hi);
}

static enum bm_status member_string(const char **out, const struct reader *rd,
                                    const struct jvalue *obj, const struct path *path,
                                    const char *key, int required)
{
    const struct jvalue *v;
    *out = NULL;
    enum bm_status st = find_member(&v, rd, obj, path, key, required);
    if (st || !v)
        return st;
    struct path p = {path, key, 0};
    if (v->type != J_STRING)
        return wrong_type(rd, v, &p, "a string");
    *out = v->u.str;
    return BM_OK;
}

/* An array member; *out stays NULL when absent and not required. */
static enum bm_status member_array(const struct jvalue **out, const struct reader *rd,
                                   const struct jvalue *obj, const struct path *path,
                                   const char *key, int required)
{
    enum bm_status st = find_member(out, rd, obj, path, key, required);
    if (st || !*out)
        return st;
    struct path p = {path, key, 0};
    if ((*out)->type != J_ARRAY)
        return wrong_type(rd, *out, &p, "an array");
    return BM_OK;
}

static enum bm_status array_of_length(const struct reader *rd, const struct jvalue *v,
                                      const struct path *path, size_t n, const char *what)
{
    if (v->type != J_ARRAY)
        return wrong_type(rd, v, path, "an array");
    if (v->n != n)
        return field_error(rd, v, path, "has %zu entries, expected %zu (%s)", v->n, n, what);
    return BM_OK;
}

/* This reader knows no "requires" entry: none of the bridgemove/1 keys it reads changes the
 * meaning of another. A later writer that adds such a key lists it there, and this reader must
 * then refuse the file rather than misread it. */
static enum bm_status check_header(const struct reader *rd, const struct jvalue *root)
{
    static const struct path format_path = {NULL, "format", 0}, req_path = {NULL, "requires", 0},
                             first_req = {&req_path, NULL, 0};
    const char *format;
    const struct jvalue *req;
    enum bm_status st = member_string(&format, rd, root, NULL, "format", 1);
    if (st)
        return st;
    if (strcmp(format, FORMAT_NAME) != 0) {
        const struct jvalue *v;
        find_member(&v, rd, root, NULL, "format", 1);
        return field_error(rd, v, &format_path,
                           "unknown format \"%.40s\" (this reader knows \"" FORMAT_NAME "\")",
                           format);
    }
    st = member_array(&req, rd, root, NULL, "requires", 0);
    if (st || !req || req->n == 0)
        return st;
    const struct jvalue *e = &req->u.items[0];
    if (e->type != J_STRING)
        return wrong_type(rd, e, &first_req, "a string");
    return field_error(rd, e, &first_req,
                       "unknown requirement \"%.40s\" (this reader knows none)", e->u.str);
}

static enum bm_status read_event(enum bm_event *ev, const struct reader *rd,
                                 const struct jvalue *root)
{
    static const struct path event_path = {NULL, "event", 0};
    const char *s;
    enum bm_status st = member_string(&s, rd, root, NULL, "event", 1);
    if (st)
        return st;
    if (strcmp(s, "pairs") == 0)
        *ev = BM_EVENT_PAIRS;
    else if (strcmp(s, "teams") == 0)
        *ev = BM_EVENT_TEAMS;
    else if (strcmp(s, "individual") == 0)
        *ev = BM_EVENT_INDIVIDUAL;
    else {
        const struct jvalue *v;
        find_member(&v, rd, root, NULL, "event", 1);
        return field_error(rd, v, &event_path,
                           "unknown event \"%.40s\" (expected pairs, teams or individual)", s);
    }
    return BM_OK;
}

static const struct path grid_path = {NULL, "grid", 0};

/* The grid's shape must match rounds x tables. Checked before the movement is allocated, so
 * that a few bytes claiming 4096 x 4096 cells cannot make the reader allocate for them. */
static enum bm_status check_grid_shape(const struct reader *rd, const struct jvalue *root,
                                       unsigned R, unsigned T)
{
    const struct jvalue *g;
    enum bm_status st = member_array(&g, rd, root, NULL, "grid", 1);
    if (!st)
        st = array_of_length(rd, g, &grid_path, R, "one row per round");
    for (unsigned r = 0; !st && r < R; r++) {
        struct path row = {&grid_path, NULL, r};
        st = array_of_length(rd, &g->u.items[r], &row, T, "one cell per table");
    }
    return st;
}

/* The global sizes, and the empty movement they define. */
static enum bm_status read_sizes(const struct reader *rd, struct bm_movement **out,
                                 const struct jvalue *root)
{
    enum bm_event ev = BM_EVENT_PAIRS;
    unsigned T, R, S, P, k;
    enum bm_status st = read_event(&ev, rd, root);
    if (!st)
        st = member_uint(&T, rd, root, NULL, "tables", 1, 0, 1, BM_MAX_DIM);
    if (!st)
        st = member_uint(&R, rd, root, NULL, "rounds", 1, 0, 1, BM_MAX_DIM);
    if (!st)
        st = member_uint(&S, rd, root, NULL, "sets", 1, 0, 1, 4 * BM_MAX_DIM);
    if (!st)
        st = member_uint(&k, rd, root, NULL, "boards_per_set", 0, 1, 1, BM_MAX_BOARDS_PER_SET);
    if (!st)
        st = member_uint(&P, rd, root, NULL, "participants", 1, 0, 1, 4 * BM_MAX_DIM);
    if (!st)
        st = check_grid_shape(rd, root, R, T);
    if (!st)
        st = bm_movement_new(out, ev, R, T, P, S, k, rd->msg, rd->msg_size);
    return st;
}

static enum bm_status read_set_sizes(const struct reader *rd, const struct jvalue *root)
{
    static const struct path sizes_path = {NULL, "set_sizes", 0};
    struct bm_movement *m = rd->m;
    const struct jvalue *a;
    unsigned fb;
    enum bm_status st = member_uint(&fb, rd, root, NULL, "first_board", 0, 1, 1, 1000000u);
    if (!st)
        m->first_board = fb;
    if (!st)
        st = member_array(&a, rd, root, NULL, "set_sizes", 0);
    if (st || !a)
        return st;
    if (a->n != m->sets)
        return field_error(rd, a, &sizes_path, "has %zu entries, expected %u (one per set)",
                           a->n, m->sets);
    /* Two passes: check the sizes and find the largest, grow the switch storage once for it,
     * then store them. The grid is still empty, so no switch bit needs clearing. */
    unsigned biggest = 0, biggest_set = 0;
    for (unsigned s = 1; s <= m->sets; s++) {
        struct path p = {&sizes_path, NULL, s - 1};
        unsigned size;
        st = get_uint(&size, rd, &a->u.items[s - 1], &p, 1, BM_MAX_BOARDS_PER_SET);
        if (st)
            return st;
        if (size > biggest) {
            biggest = size;
            biggest_set = s;
        }
    }
    st = bm_movement_resize_set(m, biggest_set, biggest);
    for (unsigned s = 1; !st && s <= m->sets; s++)
        get_uint(&m->set_size[s - 1], rd, &a->u.items[s - 1], NULL, 1, BM_MAX_BOARDS_PER_SET);
    return st;
}

static enum bm_status read_switches(const struct reader *rd, const struct jvalue *cell,
                                    const struct path *path, unsigned r, unsigned t,
                                    unsigned size)
{
    const struct jvalue *a;
    enum bm_status st = member_array(&a, rd, cell, path, "switch", 0);
    if (st || !a)
        return st;
    struct path sw = {path, "switch", 0};
    for (size_t i = 0; i < a->n; i++) {
        struct path ip = {&sw, NULL, i};
        unsigned pos;
        if (size == 0)
            return field_error(rd, &a->u.items[i], &ip, "a cell without a set has no boards to "
                                                        "switch");
        st = get_uint(&pos, rd, &a->u.items[i], &ip, 1, size);
        if (st)
            return st;
        if (bm_switch_bit(rd->m, r, t, pos))
            return field_error(rd, &a->u.items[i], &ip, "position %u is listed twice", pos);
        bm_switch_bit_set(rd->m, r, t, pos, 1);
    }
    return BM_OK;
}

static const char *const pair_keys[2] = {"ns", "ew"};
static const char *const player_keys[4] = {"n", "s", "e", "w"};

static enum bm_status read_cell(const struct reader *rd, const struct jvalue *v,
                                const struct path *row, unsigned r, unsigned t)
{
    struct bm_movement *m = rd->m;
    struct path path = {row, NULL, t - 1};
    if (v->type == J_NULL)
        return BM_OK;
    if (v->type != J_OBJECT)
        return wrong_type(rd, v, &path, "a cell object or null (idle table)");
    struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned seats = bm_seat_count(m);
    const char *const *keys = seats == 2 ? pair_keys : player_keys;
    enum bm_status st = BM_OK;
    for (unsigned i = 0; !st && i < seats; i++)
        st = member_uint(&c->seat[i], rd, v, &path, keys[i], 1, 0, 0, m->participants);
    if (!st)
        st = member_uint(&c->set, rd, v, &path, "set", 1, 0, 0, m->sets);
    if (!st)
        st = member_uint(&c->copy, rd, v, &path, "copy", 0, 1, 1, BM_MAX_DIM);
    unsigned size = !st && c->set ? m->set_size[c->set - 1] : 0;
    if (!st)
        st = member_uint(&c->first, rd, v, &path, "first", 0, 0, 0, size);
    if (!st)
        st = read_switches(rd, v, &path, r, t, size);
    c->active = 1;
    return st;
}

/* The cells; the shape was checked by check_grid_shape(). */
static enum bm_status read_grid(const struct reader *rd, const struct jvalue *root)
{
    const struct jvalue *g;
    enum bm_status st = find_member(&g, rd, root, NULL, "grid", 1);
    for (unsigned r = 1; !st && r <= rd->m->rounds; r++) {
        struct path row = {&grid_path, NULL, r - 1};
        for (unsigned t = 1; !st && t <= rd->m->tables; t++)
            st = read_cell(rd, &g->u.items[r - 1].u.items[t - 1], &row, r, t);
    }
    return st;
}

static enum bm_status read_phantoms(const struct reader *rd, const struct jvalue *root)
{
    static const struct path phantoms_path = {NULL, "phantoms", 0};
    struct bm_movement *m = rd->m;
    const struct jvalue *a;
    enum bm_status st = member_array(&a, rd, root, NULL, "phantoms", 0);
    for (size_t i = 0; !st && a && i < a->n; i++) {
        const struct jvalue *e = &a->u.items[i];
        struct path p = {&phantoms_path, NULL, i}, who_p = {&p, NULL, 0}, from_p = {&p, NULL, 1};
        unsigned who, from = 1;
        if (e->type != J_ARRAY || e->n < 1 || e->n > 2)
            return field_error(rd, e, &p, "expected [participant] or [participant, from_round]");
        st = get_uint(&who, rd, &e->u.items[0], &who_p, 1, m->participants);
        if (!st && e->n == 2)
            st = get_uint(&from, rd, &e->u.items[1], &from_p, 1, m->rounds);
        if (!st && m->phantom_from[who])
            return field_error(rd, e, &p, "participant %u is listed twice", who);
        if (!st)
            m->phantom_from[who] = from;
    }
    return st;
}

static enum bm_status read_teams(const struct reader *rd, const struct jvalue *root)
{
    static const struct path teams_path = {NULL, "teams", 0};
    struct bm_movement *m = rd->m;
    const struct jvalue *a;
    enum bm_status st = member_array(&a, rd, root, NULL, "teams", 0);
    if (st || !a)
        return st;
    if (m->event != BM_EVENT_TEAMS)
        return field_error(rd, a, &teams_path,
                           "only a teams event has teams (\"event\": \"teams\")");
    if (a->n > m->participants)
        return field_error(rd, a, &teams_path, "%zu teams but only %u pairs", a->n,
                           m->participants);
    for (size_t i = 0; i < a->n; i++) {
        const struct jvalue *team = &a->u.items[i];
        struct path p = {&teams_path, NULL, i};
        if (team->type != J_ARRAY)
            return wrong_type(rd, team, &p, "an array of pairs");
        for (size_t j = 0; j < team->n; j++) {
            struct path ip = {&p, NULL, j};
            unsigned pair;
            st = get_uint(&pair, rd, &team->u.items[j], &ip, 1, m->participants);
            if (st)
                return st;
            if (m->team_of[pair])
                return field_error(rd, &team->u.items[j], &ip, "pair %u is already in team %u",
                                   pair, m->team_of[pair]);
            m->team_of[pair] = (unsigned)i + 1;
        }
    }
    return BM_OK;
}

static const struct path stands_path = {NULL, "stands", 0};

static enum bm_status read_stand(const struct reader *rd, const struct jvalue *e, size_t i)
{
    struct path p = {&stands_path, NULL, i};
    unsigned id, after, copy;
    const char *name;
    if (e->type != J_OBJECT)
        return wrong_type(rd, e, &p, "a stand object");
    enum bm_status st = member_uint(&id, rd, e, &p, "id", 0, (unsigned)i + 1, 1, BM_MAX_DIM);
    if (!st && id != i + 1) {
        const struct jvalue *v;
        struct path ip = {&p, "id", 0};
        find_member(&v, rd, e, &p, "id", 1);
        return field_error(rd, v, &ip, "is %u, expected %zu (stands are numbered in order)", id,
                           i + 1);
    }
    if (!st)
        st = member_string(&name, rd, e, &p, "name", 0);
    if (!st)
        st = member_uint(&after, rd, e, &p, "after_table", 1, 0, 1, rd->m->tables);
    if (!st)
        st = member_uint(&copy, rd, e, &p, "copy", 0, 0, 0, BM_MAX_DIM);
    if (!st)
        st = bm_movement_add_stand(NULL, rd->m, name, after, copy);
    return st;
}

static enum bm_status read_group(const struct reader *rd, const struct jvalue *g,
                                 const struct path *p, unsigned r, unsigned stand)
{
    struct path set_p = {p, NULL, 0}, copy_p = {p, NULL, 1};
    unsigned set, copy;
    if (g->type != J_ARRAY || g->n != 2)
        return field_error(rd, g, p, "expected a [set, copy] pair");
    enum bm_status st = get_uint(&set, rd, &g->u.items[0], &set_p, 1, rd->m->sets);
    if (!st)
        st = get_uint(&copy, rd, &g->u.items[1], &copy_p, 1, BM_MAX_DIM);
    if (!st && rd->m->stands[stand - 1].queue_len[r - 1] >= 4 * BM_MAX_DIM)
        return field_error(rd, g, p, "more than %u groups on one stand", 4 * BM_MAX_DIM);
    if (!st)
        st = bm_movement_stand_push(rd->m, r, stand, set, copy);
    return st;
}

static enum bm_status read_stands(const struct reader *rd, const struct jvalue *root)
{
    static const struct path contents_path = {NULL, "stand_contents", 0};
    struct bm_movement *m = rd->m;
    const struct jvalue *a, *c;
    enum bm_status st = member_array(&a, rd, root, NULL, "stands", 0);
    if (!st && a && a->n > BM_MAX_DIM)
        return field_error(rd, a, &stands_path, "at most %u stands", BM_MAX_DIM);
    for (size_t i = 0; !st && a && i < a->n; i++)
        st = read_stand(rd, &a->u.items[i], i);
    if (!st)
        st = member_array(&c, rd, root, NULL, "stand_contents", 0);
    if (st || !c)
        return st;
    st = array_of_length(rd, c, &contents_path, m->rounds, "one entry per round");
    for (unsigned r = 1; !st && r <= m->rounds; r++) {
        const struct jvalue *row = &c->u.items[r - 1];
        struct path p = {&contents_path, NULL, r - 1};
        st = array_of_length(rd, row, &p, m->nstands, "one queue per stand");
        for (unsigned s = 1; !st && s <= m->nstands; s++) {
            const struct jvalue *q = &row->u.items[s - 1];
            struct path sp = {&p, NULL, s - 1};
            if (q->type != J_ARRAY)
                return wrong_type(rd, q, &sp, "an array of [set, copy] pairs");
            for (size_t k = 0; !st && k < q->n; k++) {
                struct path gp = {&sp, NULL, k};
                st = read_group(rd, &q->u.items[k], &gp, r, s);
            }
        }
    }
    return st;
}

static enum bm_status read_strings(const struct reader *rd, const struct jvalue *root)
{
    const char *name, *spec, *gen;
    enum bm_status st = member_string(&name, rd, root, NULL, "name", 0);
    if (!st)
        st = member_string(&spec, rd, root, NULL, "spec", 0);
    if (!st)
        st = member_string(&gen, rd, root, NULL, "generator", 0);
    if (!st && name)
        st = bm_movement_set_name(rd->m, name);
    if (!st && spec)
        st = bm_movement_set_spec(rd->m, spec);
    if (!st && gen)
        st = bm_movement_set_generator(rd->m, gen);
    return st;
}

static enum bm_status read_movement(struct bm_movement **out, const struct jvalue *root,
                                    char *msg, size_t msg_size)
{
    struct reader rd = {msg, msg_size, NULL};
    if (root->type != J_OBJECT)
        return wrong_type(&rd, root, NULL, "a JSON object");
    enum bm_status st = check_header(&rd, root);
    if (!st)
        st = read_sizes(&rd, &rd.m, root);
    if (!st)
        st = read_set_sizes(&rd, root);
    if (!st)
        st = read_grid(&rd, root);
    if (!st)
        st = read_phantoms(&rd, root);
    if (!st)
        st = read_teams(&rd, root);
    if (!st)
        st = read_stands(&rd, root);
    if (!st)
        st = read_strings(&rd, root);
    if (st) {
        bm_movement_free(rd.m);
        return st;
    }
    *out = rd.m;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_read_json(struct bm_movement **out, const char *text, size_t len,
                                      char *msg, size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!text)
        return bm_fail(BM_EINVAL, msg, msg_size, "text is NULL");
    struct jvalue root;
    enum bm_status st = parse_document(&root, text, len, msg, msg_size);
    if (!st) {
        st = read_movement(out, &root, msg, msg_size);
        jfree(&root);
    }
    if (st == BM_ENOMEM)
        bm_fail(BM_ENOMEM, msg, msg_size, "out of memory");
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* The writer                                                                                 */

static const char *event_name(enum bm_event e)
{
    return e == BM_EVENT_TEAMS ? "teams" : e == BM_EVENT_INDIVIDUAL ? "individual" : "pairs";
}

static void put_key_string(struct bm_buf *b, const char *key, const char *value)
{
    bm_buf_printf(b, "  \"%s\": ", key);
    bm_buf_json_string(b, value);
    bm_buf_puts(b, ",\n");
}

/* A decimal number without printf: the grid writes tens of thousands of them. */
static void put_uint(struct bm_buf *b, unsigned v)
{
    char tmp[12];
    size_t n = sizeof tmp;
    do {
        tmp[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    bm_buf_add(b, tmp + n, sizeof tmp - n);
}

/* ", "key": value" (or without the comma first) */
static void put_member_uint(struct bm_buf *b, const char *key, unsigned v, int first)
{
    if (!first)
        bm_buf_add(b, ", ", 2);
    bm_buf_add(b, "\"", 1);
    bm_buf_puts(b, key);
    bm_buf_add(b, "\": ", 3);
    put_uint(b, v);
}

static void write_cell(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!c->active) {
        bm_buf_add(b, "null", 4);
        return;
    }
    unsigned seats = bm_seat_count(m);
    const char *const *keys = seats == 2 ? pair_keys : player_keys;
    bm_buf_add(b, "{", 1);
    for (unsigned i = 0; i < seats; i++)
        put_member_uint(b, keys[i], c->seat[i], i == 0);
    put_member_uint(b, "set", c->set, 0);
    if (c->copy != 1)
        put_member_uint(b, "copy", c->copy, 0);
    unsigned size = c->set ? m->set_size[c->set - 1] : 0, n = 0;
    for (unsigned i = 1; i <= size; i++)
        if (bm_switch_bit(m, r, t, i)) {
            bm_buf_puts(b, n++ ? ", " : ", \"switch\": [");
            put_uint(b, i);
        }
    if (n)
        bm_buf_add(b, "]", 1);
    if (c->first)
        put_member_uint(b, "first", c->first, 0);
    bm_buf_add(b, "}", 1);
}

static int uniform_sizes(const struct bm_movement *m)
{
    for (unsigned s = 0; s < m->sets; s++)
        if (m->set_size[s] != m->boards_per_set)
            return 0;
    return 1;
}

static void write_optional_globals(struct bm_buf *b, const struct bm_movement *m)
{
    if (m->first_board != 1)
        bm_buf_printf(b, "  \"first_board\": %u,\n", m->first_board);
    if (!uniform_sizes(m)) {
        bm_buf_puts(b, "  \"set_sizes\": [");
        for (unsigned s = 0; s < m->sets; s++)
            bm_buf_printf(b, "%s%u", s ? ", " : "", m->set_size[s]);
        bm_buf_puts(b, "],\n");
    }
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned f = m->phantom_from[p];
        if (!f)
            continue;
        bm_buf_puts(b, n++ ? ", [" : "  \"phantoms\": [[");
        if (f == 1)
            bm_buf_printf(b, "%u]", p);
        else
            bm_buf_printf(b, "%u, %u]", p, f);
    }
    if (n)
        bm_buf_puts(b, "],\n");
    unsigned teams = bm_movement_teams(m);
    if (m->event == BM_EVENT_TEAMS && teams) {
        bm_buf_puts(b, "  \"teams\": [");
        for (unsigned k = 1; k <= teams; k++) {
            bm_buf_puts(b, k > 1 ? ", [" : "[");
            unsigned j = 0;
            for (unsigned p = 1; p <= m->participants; p++)
                if (m->team_of[p] == k)
                    bm_buf_printf(b, "%s%u", j++ ? ", " : "", p);
            bm_buf_puts(b, "]");
        }
        bm_buf_puts(b, "],\n");
    }
}

static void write_stands(struct bm_buf *b, const struct bm_movement *m)
{
    if (!m->nstands)
        return;
    bm_buf_puts(b, ",\n  \"stands\": [\n");
    for (unsigned i = 0; i < m->nstands; i++) {
        const struct bm_stand *s = &m->stands[i];
        bm_buf_printf(b, "    {\"id\": %u, ", i + 1);
        if (s->name && s->name[0]) {
            bm_buf_puts(b, "\"name\": ");
            bm_buf_json_string(b, s->name);
            bm_buf_puts(b, ", ");
        }
        bm_buf_printf(b, "\"after_table\": %u, \"copy\": %u}%s\n", s->after_table, s->copy,
                      i + 1 < m->nstands ? "," : "");
    }
    bm_buf_puts(b, "  ],\n  \"stand_contents\": [\n");
    for (unsigned r = 0; r < m->rounds; r++) {
        bm_buf_puts(b, "    [");
        for (unsigned i = 0; i < m->nstands; i++) {
            const struct bm_stand *s = &m->stands[i];
            bm_buf_puts(b, i ? ", [" : "[");
            for (unsigned k = 0; k < s->queue_len[r]; k++)
                bm_buf_printf(b, "%s[%u, %u]", k ? ", " : "", s->queue[r][k].set,
                              s->queue[r][k].copy);
            bm_buf_puts(b, "]");
        }
        bm_buf_puts(b, r + 1 < m->rounds ? "],\n" : "]\n");
    }
    bm_buf_puts(b, "  ]");
}

BM_EXPORT enum bm_status bm_write_json(char **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    if (!m)
        return BM_EINVAL;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\n  \"format\": \"" FORMAT_NAME "\",\n");
    if (m->name && m->name[0])
        put_key_string(&b, "name", m->name);
    bm_buf_printf(&b, "  \"event\": \"%s\",\n", event_name(m->event));
    if (m->spec && m->spec[0])
        put_key_string(&b, "spec", m->spec);
    if (m->generator && m->generator[0])
        put_key_string(&b, "generator", m->generator);
    bm_buf_printf(&b, "  \"tables\": %u,\n  \"rounds\": %u,\n  \"sets\": %u,\n"
                      "  \"boards_per_set\": %u,\n  \"participants\": %u,\n",
                  m->tables, m->rounds, m->sets, m->boards_per_set, m->participants);
    write_optional_globals(&b, m);
    bm_buf_puts(&b, "  \"grid\": [\n");
    for (unsigned r = 1; r <= m->rounds && !b.failed; r++) {
        bm_buf_puts(&b, "    [");
        for (unsigned t = 1; t <= m->tables; t++) {
            if (t > 1)
                bm_buf_puts(&b, ", ");
            write_cell(&b, m, r, t);
        }
        bm_buf_puts(&b, r < m->rounds ? "],\n" : "]\n");
    }
    bm_buf_puts(&b, "  ]");
    write_stands(&b, m);
    bm_buf_puts(&b, "\n}\n");
    return bm_buf_finish(&b, out);
}
