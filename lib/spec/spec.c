/* SPDX-License-Identifier: MIT */
/* Movement specifications: the one-line spec syntax FAMILY[:key=value,...], parsed against
 * the family registry. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec/registry.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static enum bm_status unknown_family(const char *name, char *msg, size_t msg_size)
{
    char list[512];
    bm_family_list(list, sizeof list);
    return bm_fail(BM_EPARSE, msg, msg_size, "unknown movement family '%s'; known families: %s",
                   name, list);
}

/* Every key f accepts, space-separated, in canonical order. */
static void key_list(char *buf, size_t n, const struct bm_family *f)
{
    const struct bm_key *k;
    size_t len = 0;
    buf[0] = '\0';
    for (unsigned i = 0; (k = bm_family_key_at(f, i)) != NULL && len < n; i++) {
        int w = snprintf(buf + len, n - len, "%s%s", i ? " " : "", k->name);
        len += w > 0 ? (size_t)w : 0;
    }
}

static enum bm_status unknown_key(const struct bm_family *f, const char *key, char *msg,
                                  size_t msg_size)
{
    char list[512];
    key_list(list, sizeof list, f);
    return bm_fail(BM_EPARSE, msg, msg_size, "unknown key '%s' for %s; accepted keys: %s", key,
                   f->name, list);
}

BM_EXPORT enum bm_status bm_spec_new(struct bm_spec **out, const char *family, char *msg,
                                     size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!family)
        return bm_fail(BM_EINVAL, msg, msg_size, "family is NULL");
    const struct bm_family *f = bm_family_find(family);
    if (!f)
        return unknown_family(family, msg, msg_size);
    struct bm_spec *s = bm_calloc(1, sizeof *s);
    if (!s)
        return BM_ENOMEM;
    s->p.family = f;
    *out = s;
    return BM_OK;
}

BM_EXPORT void bm_spec_free(struct bm_spec *spec)
{
    if (!spec)
        return;
    for (unsigned i = 0; i < spec->p.nkeys; i++) {
        free(spec->p.key[i]);
        free(spec->p.value[i]);
    }
    free(spec);
}

static void remove_key(struct bm_spec *s, int i)
{
    free(s->p.key[i]);
    free(s->p.value[i]);
    for (unsigned j = (unsigned)i + 1; j < s->p.nkeys; j++) {
        s->p.key[j - 1] = s->p.key[j];
        s->p.value[j - 1] = s->p.value[j];
    }
    s->p.nkeys--;
}

/* A value the one-line form carries back unchanged: not empty, at most BM_SPEC_MAX_VALUE
 * characters, no ',' (it would start another key) and no blank at either end (the parser
 * trims them). */
static enum bm_status check_value(const char *key, const char *value, char *msg,
                                  size_t msg_size)
{
    size_t n = strlen(value);
    if (n == 0)
        return bm_fail(BM_EPARSE, msg, msg_size, "empty value for key '%s'", key);
    if (n > BM_SPEC_MAX_VALUE)
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "the value of '%s' is %zu characters long; at most %u are accepted", key,
                       n, BM_SPEC_MAX_VALUE);
    const char *comma = strchr(value, ',');
    if (comma)
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "the value of '%s' contains ',' (at character %zu), which separates keys "
                       "in a spec; give each key on its own", key, (size_t)(comma - value) + 1);
    if (isspace((unsigned char)value[0]) || isspace((unsigned char)value[n - 1]))
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "the value of '%s' begins or ends with a blank, which a spec drops", key);
    return BM_OK;
}

/* The value as stored: an integer key's decimal digits without leading zeros ("007" is 7, the
 * canonical spec writes 7); anything else as given (the builder checks it). */
static char *canonical_value(const struct bm_key *k, const char *value)
{
    if (k->type == BM_KEY_INTEGER && value[strspn(value, "0123456789")] == '\0')
        while (value[0] == '0' && value[1])
            value++;
    return bm_strdup(value);
}

BM_EXPORT enum bm_status bm_spec_set(struct bm_spec *spec, const char *key, const char *value,
                                     char *msg, size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!spec || !key)
        return bm_fail(BM_EINVAL, msg, msg_size, "spec or key is NULL");
    const struct bm_key *desc = bm_family_key(spec->p.family, key);
    if (!desc)
        return unknown_key(spec->p.family, key, msg, msg_size);
    int i = bm_param_find(&spec->p, key);
    if (!value) {
        if (i >= 0)
            remove_key(spec, i);
        return BM_OK;
    }
    enum bm_status st = check_value(key, value, msg, msg_size);
    if (st)
        return st;
    char *v = canonical_value(desc, value);
    if (!v)
        return BM_ENOMEM;
    if (i >= 0) {
        free(spec->p.value[i]);
        spec->p.value[i] = v;
        return BM_OK;
    }
    char *k = bm_strdup(key);
    if (!k || spec->p.nkeys >= BM_SPEC_MAX_KEYS) {
        free(k);
        free(v);
        return k ? bm_fail(BM_EPARSE, msg, msg_size, "too many keys") : BM_ENOMEM;
    }
    spec->p.key[spec->p.nkeys] = k;
    spec->p.value[spec->p.nkeys] = v;
    spec->p.nkeys++;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_spec_get(const char **out, const struct bm_spec *spec, const char *key)
{
    BM_OUT_PARAM(out);
    if (!spec || !key)
        return BM_EINVAL;
    int i = bm_param_find(&spec->p, key);
    if (i < 0)
        return BM_ENOTFOUND;
    *out = spec->p.value[i];
    return BM_OK;
}

BM_EXPORT const char *bm_spec_family(const struct bm_spec *spec)
{
    return spec ? spec->p.family->name : NULL;
}

/* Copy [p, e) trimmed of blanks into dst (size n). Returns 0 if it did not fit. */
static int copy_trimmed(char *dst, size_t n, const char *p, const char *e)
{
    while (p < e && isspace((unsigned char)*p))
        p++;
    while (e > p && isspace((unsigned char)e[-1]))
        e--;
    if ((size_t)(e - p) >= n)
        return 0;
    memcpy(dst, p, (size_t)(e - p));
    dst[e - p] = '\0';
    return 1;
}

static int is_word(const char *s)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '_' && *s != '-')
            return 0;
    return 1;
}

/* Parse "key=value" at [p, e); column is 1-based for messages. */
static enum bm_status parse_pair(struct bm_spec *s, const char *p, const char *e, size_t column,
                                 char *msg, size_t msg_size)
{
    const char *eq = memchr(p, '=', (size_t)(e - p));
    char key[64], value[BM_SPEC_MAX_VALUE + 1];
    if (!eq)
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: expected key=value", column);
    if (!copy_trimmed(key, sizeof key, p, eq)) {
        snprintf(key, sizeof key, "%.24s...", p);
        return unknown_key(s->p.family, key, msg, msg_size);
    }
    if (!is_word(key))
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: bad or missing key (%s)", column,
                       *key ? "a key is letters, digits, '_' and '-'" : "nothing before '='");
    if (!copy_trimmed(value, sizeof value, eq + 1, e))
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "column %zu: the value of '%s' is longer than %u characters", column, key,
                       BM_SPEC_MAX_VALUE);
    if (!*value)
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: missing value for '%s'", column,
                       key);
    if (bm_param_find(&s->p, key) >= 0)
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: key '%s' given twice", column, key);
    char sub[400];
    enum bm_status st = bm_spec_set(s, key, value, sub, sizeof sub);
    if (st)
        return bm_fail(st, msg, msg_size, "column %zu: %s", column, sub);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_spec_parse(struct bm_spec **out, const char *text, char *msg,
                                       size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!text)
        return bm_fail(BM_EINVAL, msg, msg_size, "spec text is NULL");
    const char *colon = strchr(text, ':');
    const char *fend = colon ? colon : text + strlen(text);
    char family[64];
    if (!copy_trimmed(family, sizeof family, text, fend) || !is_word(family))
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "column 1: expected FAMILY[:key=value,...], e.g. mitchell:tables=7");
    for (char *c = family; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    struct bm_spec *s;
    enum bm_status st = bm_spec_new(&s, family, msg, msg_size);
    if (st)
        return st;
    if (colon) {
        const char *p = colon + 1;
        for (;;) {
            const char *e = strchr(p, ',');
            if (!e)
                e = p + strlen(p);
            st = parse_pair(s, p, e, (size_t)(p - text) + 1, msg, msg_size);
            if (st) {
                bm_spec_free(s);
                return st;
            }
            if (!*e)
                break;
            p = e + 1;
        }
    }
    *out = s;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_spec_to_string(char **out, const struct bm_spec *spec)
{
    BM_OUT_PARAM(out);
    if (!spec)
        return BM_EINVAL;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, spec->p.family->name);
    /* canonical order: the family's keys, then the common ones */
    const struct bm_key *k;
    int first = 1;
    for (unsigned i = 0; (k = bm_family_key_at(spec->p.family, i)) != NULL; i++) {
        int j = bm_param_find(&spec->p, k->name);
        if (j >= 0) {
            bm_buf_printf(&b, "%c%s=%s", first ? ':' : ',', k->name, spec->p.value[j]);
            first = 0;
        }
    }
    return bm_buf_finish(&b, out);
}

