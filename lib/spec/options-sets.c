/* SPDX-License-Identifier: MIT */
/* Every option set by name: the families' spec keys (the registry) and the other sets (the
 * options module), for the calls of options.h that start from a set's name. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "options/options.h"
#include "spec/registry.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"
#include "util/spelling.h"

/* The set called name (any letter case, blanks around it dropped), NULL if none. */
static const struct bm_option_set *set_named(const char *name, size_t n)
{
    while (n && isspace((unsigned char)*name))
        name++, n--;
    while (n && isspace((unsigned char)name[n - 1]))
        n--;
    char lower[64];
    if (n == 0 || n >= sizeof lower)
        return NULL;
    for (size_t i = 0; i < n; i++)
        lower[i] = (char)tolower((unsigned char)name[i]);
    lower[n] = '\0';
    const struct bm_family *f = bm_family_find(lower);
    return f ? &f->spec : bm_option_set_find(lower);
}

static const struct bm_option_set *set_of(const char *name)
{
    return name ? set_named(name, strlen(name)) : NULL;
}

/* The family or option set a mistyped name most likely means, or NULL. */
static const char *meant_set(const char *name, size_t n, int family_only)
{
    const struct bm_family *f;
    for (unsigned i = 0; (f = bm_registry_at(i)) != NULL; i++)
        if (bm_spelling_close(name, n, f->spec.name))
            return f->spec.name;
    const struct bm_option_set *s;
    for (unsigned i = 0; !family_only && (s = bm_option_set_at(i)) != NULL; i++)
        if (bm_spelling_close(name, n, s->name))
            return s->name;
    return NULL;
}

static enum bm_status no_such_set(const char *name, size_t n, int family_only)
{
    char families[512], meant[64] = "";
    bm_family_list(families, sizeof families);
    const char *near = meant_set(name, n, family_only);
    if (near)
        snprintf(meant, sizeof meant, " (did you mean %s?)", near);
    if (n > 40)
        n = 40;
    if (family_only)
        return bm_fail(BM_EPARSE, "unknown movement family '%.*s'%s; the known families: %s",
                       (int)n, name, meant, families);
    struct bm_buf b;
    bm_buf_init(&b);
    const struct bm_option_set *s;
    for (unsigned i = 0; (s = bm_option_set_at(i)) != NULL; i++)
        bm_buf_printf(&b, "%s%s", i ? ", " : "", s->name);
    enum bm_status st =
        b.failed ? bm_fail(BM_ENOMEM, "out of memory")
                 : bm_fail(BM_EPARSE, "unknown option set or movement family '%.*s'%s; the "
                                      "families: %s; the other option sets: %s",
                           (int)n, name, meant, families, b.data);
    bm_buf_free(&b);
    return st;
}

BM_EXPORT enum bm_status bm_options_new(struct bm_options **out, const char *set)
{
    BM_OUT_PARAM(out);
    BM_NEED(set);
    const struct bm_option_set *s = set_of(set);
    return s ? bm_options_create(out, s) : no_such_set(set, strlen(set), 0);
}

/* Parse the keys of text (from column) into new options of set s. */
static enum bm_status parse_into(struct bm_options **out, const struct bm_option_set *s,
                                 const char *text, size_t column)
{
    struct bm_options *o;
    enum bm_status st = bm_options_create(&o, s);
    if (!st)
        st = bm_options_read(o, text, column);
    if (st) {
        bm_options_free(o);
        return st;
    }
    *out = o;
    return BM_OK;
}

/* Whether text begins by naming s, "SET" alone or "SET:...", as bm_options_to_string()
 * writes it. */
static int names_set(const char *text, const struct bm_option_set *s)
{
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    return !memchr(text, '=', n) && set_named(text, n) == s;
}

static enum bm_status parse_named(struct bm_options **out, const char *text, int family_only);

BM_EXPORT enum bm_status bm_options_parse(struct bm_options **out, const char *set,
                                          const char *text)
{
    BM_OUT_PARAM(out);
    BM_NEED(text);
    if (set) {
        const struct bm_option_set *s = set_of(set);
        if (!s)
            return no_such_set(set, strlen(set), 0);
        if (names_set(text, s)) /* "switch:level=free" read as switch options */
            return parse_named(out, text, 0);
        return parse_into(out, s, text, 1);
    }
    return parse_named(out, text, 0);
}

enum bm_status bm_spec_parse(struct bm_options **out, const char *text)
{
    *out = NULL;
    return parse_named(out, text, 1);
}

/* "NAME:key=value,...": the set (a family when family_only) named before the colon. */
static enum bm_status parse_named(struct bm_options **out, const char *text, int family_only)
{
    const char *colon = strchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    const struct bm_option_set *s = set_named(text, n);
    if (!s || (family_only && !bm_family_of_set(s))) {
        const char *b = text;
        while (isspace((unsigned char)*b))
            b++;
        if (b == text + n || b == colon)
            return bm_fail(BM_EPARSE, "column 1: expected FAMILY[:key=value,...], e.g. "
                                      "mitchell:tables=7");
        if (s)
            return bm_fail(BM_EPARSE, "column 1: %s is an option set, not a movement family; a "
                                      "spec is FAMILY[:key=value,...], e.g. mitchell:tables=7",
                           s->name);
        return bm_fail_prefix(no_such_set(text, n, family_only), "column 1");
    }
    if (colon && colon[1 + strspn(colon + 1, " \t")] == '\0')
        return bm_fail(BM_EPARSE, "column %zu: nothing after ':' (give key=value, or leave out "
                                  "the ':')", n + 2);
    return parse_into(out, s, colon ? colon + 1 : "", colon ? n + 2 : 1);
}

BM_EXPORT uint32_t bm_options_key_count(const char *set)
{
    const struct bm_option_set *s = set_of(set);
    return s ? bm_set_key_count(s) : 0;
}

BM_EXPORT const char *bm_options_key_name(const char *set, uint32_t index)
{
    const struct bm_option_set *s = set_of(set);
    const struct bm_key *k = s && index ? bm_set_key_at(s, index - 1) : NULL;
    return k ? k->name : NULL;
}

BM_EXPORT const char *bm_options_key_help(const char *set, const char *key)
{
    const struct bm_option_set *s = set_of(set);
    const struct bm_key *k = s && key ? bm_set_key(s, key, NULL) : NULL;
    return k ? k->help : NULL;
}

/* ---- describing sets ---- */

static void set_json(struct bm_buf *b, const struct bm_option_set *s)
{
    const struct bm_family *f = bm_family_of_set(s);
    if (f) {
        bm_family_json(b, f);
        return;
    }
    bm_buf_puts(b, "{\"name\": ");
    bm_buf_json_string(b, s->name);
    bm_buf_puts(b, ", \"description\": ");
    bm_buf_json_string(b, s->description);
    bm_buf_puts(b, ", \"keys\": ");
    bm_keys_json(b, s);
    bm_buf_puts(b, "}");
}

static void set_text(struct bm_buf *b, const struct bm_option_set *s)
{
    const struct bm_family *f = bm_family_of_set(s);
    int width = bm_set_name_width(s);
    if (f) {
        bm_family_text(b, f, width);
        bm_buf_puts(b, "\n");
        bm_common_keys_text(b, s, "Every family also takes:", width);
        return;
    }
    bm_buf_printf(b, "%s: ", s->name);
    bm_wrapped(b, s->description, 2, (int)strlen(s->name) + 2);
    bm_keys_text(b, s, width, 0);
}

static void all_sets(struct bm_buf *b, enum bm_form form)
{
    const struct bm_option_set *s;
    if (form == BM_FORM_JSON)
        bm_buf_puts(b, "{\"option_sets\": [");
    for (unsigned i = 0; (s = bm_option_set_at(i)) != NULL; i++) {
        if (form == BM_FORM_JSON) {
            bm_buf_puts(b, i ? ",\n  " : "\n  ");
            set_json(b, s);
        } else {
            bm_buf_puts(b, i ? "\n" : "");
            set_text(b, s);
        }
    }
    if (form == BM_FORM_JSON)
        bm_buf_puts(b, "\n]}");
}

BM_EXPORT enum bm_status bm_options_describe(char **out, const char *set, enum bm_form form)
{
    BM_OUT_PARAM(out);
    const struct bm_option_set *s = set ? set_of(set) : NULL;
    if (set && !s)
        return no_such_set(set, strlen(set), 0);
    if (form != BM_FORM_TEXT && form != BM_FORM_JSON)
        return bm_fail(BM_EUNSUPPORTED, "bm_options_describe: the description is text or JSON");
    struct bm_buf b;
    bm_buf_init(&b);
    if (!s)
        all_sets(&b, form);
    else if (form == BM_FORM_JSON)
        set_json(&b, s);
    else
        set_text(&b, s);
    if (form == BM_FORM_JSON)
        bm_buf_puts(&b, "\n");
    return bm_buf_finish(&b, out);
}
