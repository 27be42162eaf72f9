/* SPDX-License-Identifier: MIT */
/* The options handle: values kept by key index, each checked when it is set, so that a value
 * the handle holds is always one its key accepts; reading back gives the value or the key's
 * default. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "options/options.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"
#include "util/spelling.h"

enum bm_status bm_options_create(struct bm_options **out, const struct bm_option_set *s)
{
    *out = bm_calloc(1, sizeof **out);
    if (!*out)
        return BM_ENOMEM;
    (*out)->set = s;
    return BM_OK;
}

BM_EXPORT void bm_options_free(struct bm_options *opt)
{
    if (!opt)
        return;
    for (unsigned i = 0; i < BM_OPTIONS_MAX_KEYS; i++)
        free(opt->value[i]);
    free(opt);
}

/* "tables, rounds, boards, ..." into b. */
static void key_names(struct bm_buf *b, const struct bm_option_set *s)
{
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++)
        bm_buf_printf(b, "%s%s", i ? ", " : "", k->name);
}

/* The key the unknown one is most likely a typing slip for, or NULL. */
static const char *meant_key(const struct bm_option_set *s, const char *key)
{
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++)
        if (bm_spelling_close(key, strlen(key), k->name))
            return k->name;
    return NULL;
}

enum bm_status bm_options_unknown_key(const struct bm_option_set *s, const char *key)
{
    struct bm_buf b;
    bm_buf_init(&b);
    key_names(&b, s);
    const char *meant = meant_key(s, key);
    enum bm_status st =
        b.failed ? bm_fail(BM_ENOMEM, "out of memory")
                 : bm_fail(BM_EPARSE, "unknown key '%.40s%s' for %s%s%s%s; accepted keys: %s", key,
                           strlen(key) > 40 ? "..." : "", s->name, meant ? " (did you mean " : "",
                           meant ? meant : "", meant ? "?)" : "", b.data ? b.data : "none");
    bm_buf_free(&b);
    return st;
}

/* The value as stored: an integer's digits without leading zeros ("007" is kept as 7, so the
 * one-line form is canonical); anything else as given. */
static char *canonical(const struct bm_key *k, const char *value)
{
    if (k->type == BM_KEY_INTEGER && isdigit((unsigned char)value[0]))
        while (value[0] == '0' && value[1])
            value++;
    return bm_strdup(value);
}

BM_EXPORT enum bm_status bm_options_set(struct bm_options *opt, const char *key,
                                        const char *value)
{
    BM_NEED(opt);
    BM_NEED(key);
    int i;
    const struct bm_key *k = bm_set_key(opt->set, key, &i);
    if (!k)
        return bm_options_unknown_key(opt->set, key);
    char *v = NULL;
    if (value) {
        enum bm_status st = bm_key_check(opt->set, k, value);
        if (st)
            return st;
        if (!(v = canonical(k, value)))
            return BM_ENOMEM;
    }
    free(opt->value[i]);
    opt->value[i] = v;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_options_get(const char **out, const struct bm_options *opt,
                                        const char *key)
{
    BM_OUT_PARAM(out);
    BM_NEED(opt);
    BM_NEED(key);
    int i;
    const struct bm_key *k = bm_set_key(opt->set, key, &i);
    if (!k)
        return bm_options_unknown_key(opt->set, key);
    *out = opt->value[i] ? opt->value[i] : k->def;
    if (*out)
        return BM_OK;
    return bm_fail(BM_ENOTFOUND, "%s is not set%s%s", key,
                   k->required ? ": it is required" : k->def_text ? "; its default: " : "",
                   !k->required && k->def_text ? k->def_text : "");
}

BM_EXPORT const char *bm_options_name(const struct bm_options *opt)
{
    return opt ? opt->set->name : NULL;
}

BM_EXPORT enum bm_status bm_options_to_string(char **out, const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(opt);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, opt->set->name);
    const struct bm_key *k;
    int first = 1;
    for (unsigned i = 0; (k = bm_set_key_at(opt->set, i)) != NULL; i++)
        if (opt->value[i]) {
            bm_buf_printf(&b, "%c%s=%s", first ? ':' : ',', k->name, opt->value[i]);
            first = 0;
        }
    return bm_buf_finish(&b, out);
}

enum bm_status bm_options_effective(char **out, const struct bm_options *o)
{
    struct bm_buf b;
    bm_buf_init(&b);
    const struct bm_key *k;
    int first = 1;
    for (unsigned i = 0; (k = bm_set_key_at(o->set, i)) != NULL; i++) {
        const char *v = o->value[i] ? o->value[i] : k->def;
        if (v) {
            bm_buf_printf(&b, "%s%s=%s", first ? "" : ",", k->name, v);
            first = 0;
        }
    }
    if (first)
        bm_buf_puts(&b, "");
    return bm_buf_finish(&b, out);
}

/* ---- reading values (the modules that take options) ---- */

const char *bm_options_value(const struct bm_options *o, const char *key)
{
    int i;
    const struct bm_key *k = bm_set_key(o->set, key, &i);
    if (!k)
        return NULL;
    return o->value[i] ? o->value[i] : k->def;
}

int bm_options_given(const struct bm_options *o, const char *key)
{
    int i;
    return bm_set_key(o->set, key, &i) && o->value[i];
}

uint64_t bm_options_number(const struct bm_options *o, const char *key)
{
    return bm_key_number(bm_options_value(o, key));
}

unsigned bm_options_choice(const struct bm_options *o, const char *key)
{
    const struct bm_key *k = bm_set_key(o->set, key, NULL);
    const char *v = bm_options_value(o, key);
    int i = k && v ? bm_word_index(k->choices, v) : -1;
    return i < 0 ? 0 : (unsigned)i;
}

enum bm_status bm_options_expect(const struct bm_options *o, const struct bm_option_set *want,
                                 const char *call)
{
    if (o && o->set != want)
        return bm_fail(BM_EINVAL, "%s takes %s options; these are %s options", call,
                       want->name, o->set->name);
    return BM_OK;
}
