/* SPDX-License-Identifier: MIT */
/* Movement specifications: the family registry, the one-line spec syntax, and bm_build(). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bm-private.h"

/* Keys every family accepts. */
#define COMMON_KEYS "boards phantom"

/* The registry: one line per family, builders live in the family's own file. */
static const struct bm_family families[] = {
    {"mitchell", "tables rounds variant", bm_build_mitchell},
    {"american", "tables stanzas", bm_build_american},
    {"stagger", "tables stanzas", bm_build_stagger},
    {"thurner", "teams", bm_build_thurner},
    {"circulation", "", bm_build_circulation},
    {"triplicate", "", bm_build_triplicate},
    {"tournant", "", bm_build_tournant},
    {"individual", "players layout", bm_build_individual},
    {"howell", "tables pairs rounds balanced layout", bm_build_howell},
    {"web", "tables rounds groups rover subsections share flow", bm_build_web},
    {"extended", "tables modified", bm_build_extended},
    {"bowman", "tables modified", bm_build_bowman},
    {"rover", "tables step", bm_build_rover},
    {"worger", "tables step start", bm_build_worger},
};

#define NFAMILIES (sizeof families / sizeof families[0])
#define MAX_KEYS 16

struct bm_spec {
    const struct bm_family *family;
    unsigned nkeys;
    char *key[MAX_KEYS];
    char *value[MAX_KEYS];
};

const struct bm_family *bm_family_find(const char *name)
{
    for (size_t i = 0; i < NFAMILIES; i++)
        if (strcmp(families[i].name, name) == 0)
            return &families[i];
    return NULL;
}

static void list_families(char *buf, size_t n)
{
    buf[0] = '\0';
    for (size_t i = 0; i < NFAMILIES; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s", i ? ", " : "", families[i].name);
    }
}

static enum bm_status unknown_family(const char *name, char *msg, size_t msg_size)
{
    char list[512];
    list_families(list, sizeof list);
    return bm_fail(BM_EPARSE, msg, msg_size, "unknown movement family '%s'; known families: %s",
                   name, list);
}

/* Whether word occurs in a space-separated list. */
static int word_in(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = list; *p;) {
        while (*p == ' ')
            p++;
        const char *e = p;
        while (*e && *e != ' ')
            e++;
        if ((size_t)(e - p) == n && n && strncmp(p, word, n) == 0)
            return 1;
        p = e;
    }
    return 0;
}

static int key_known(const struct bm_family *f, const char *key)
{
    return word_in(f->keys, key) || word_in(COMMON_KEYS, key);
}

BM_EXPORT enum bm_status bm_spec_new(struct bm_spec **out, const char *family, char *msg,
                                     size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!out)
        return bm_fail(BM_EINVAL, msg, msg_size, "out-parameter is NULL");
    *out = NULL;
    if (!family)
        return bm_fail(BM_EINVAL, msg, msg_size, "family is NULL");
    const struct bm_family *f = bm_family_find(family);
    if (!f)
        return unknown_family(family, msg, msg_size);
    struct bm_spec *s = bm_calloc(1, sizeof *s);
    if (!s)
        return BM_ENOMEM;
    s->family = f;
    *out = s;
    return BM_OK;
}

BM_EXPORT void bm_spec_free(struct bm_spec *spec)
{
    if (!spec)
        return;
    for (unsigned i = 0; i < spec->nkeys; i++) {
        free(spec->key[i]);
        free(spec->value[i]);
    }
    free(spec);
}

static int find_key(const struct bm_spec *s, const char *key)
{
    for (unsigned i = 0; i < s->nkeys; i++)
        if (strcmp(s->key[i], key) == 0)
            return (int)i;
    return -1;
}

static void remove_key(struct bm_spec *s, int i)
{
    free(s->key[i]);
    free(s->value[i]);
    for (unsigned j = (unsigned)i + 1; j < s->nkeys; j++) {
        s->key[j - 1] = s->key[j];
        s->value[j - 1] = s->value[j];
    }
    s->nkeys--;
}

BM_EXPORT enum bm_status bm_spec_set(struct bm_spec *spec, const char *key, const char *value,
                                     char *msg, size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!spec || !key)
        return bm_fail(BM_EINVAL, msg, msg_size, "spec or key is NULL");
    if (!key_known(spec->family, key))
        return bm_fail(BM_EPARSE, msg, msg_size, "unknown key '%s' for %s; accepted keys: %s %s",
                       key, spec->family->name, spec->family->keys, COMMON_KEYS);
    int i = find_key(spec, key);
    if (!value) {
        if (i >= 0)
            remove_key(spec, i);
        return BM_OK;
    }
    if (!*value)
        return bm_fail(BM_EPARSE, msg, msg_size, "empty value for key '%s'", key);
    char *v = bm_strdup(value);
    if (!v)
        return BM_ENOMEM;
    if (i >= 0) {
        free(spec->value[i]);
        spec->value[i] = v;
        return BM_OK;
    }
    char *k = bm_strdup(key);
    if (!k || spec->nkeys >= MAX_KEYS) {
        free(k);
        free(v);
        return k ? bm_fail(BM_EPARSE, msg, msg_size, "too many keys") : BM_ENOMEM;
    }
    spec->key[spec->nkeys] = k;
    spec->value[spec->nkeys] = v;
    spec->nkeys++;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_spec_get(const char **out, const struct bm_spec *spec, const char *key)
{
    if (!out)
        return BM_EINVAL;
    *out = NULL;
    if (!spec || !key)
        return BM_EINVAL;
    int i = find_key(spec, key);
    if (i < 0)
        return BM_ENOTFOUND;
    *out = spec->value[i];
    return BM_OK;
}

BM_EXPORT const char *bm_spec_family(const struct bm_spec *spec)
{
    return spec ? spec->family->name : NULL;
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
    char key[64], value[256];
    if (!eq)
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: expected key=value", column);
    if (!copy_trimmed(key, sizeof key, p, eq) || !is_word(key))
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: bad or missing key", column);
    if (!copy_trimmed(value, sizeof value, eq + 1, e) || !*value)
        return bm_fail(BM_EPARSE, msg, msg_size, "column %zu: missing or too long value for '%s'",
                       column, key);
    if (find_key(s, key) >= 0)
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
    bm_msg_clear(msg, msg_size);
    if (!out)
        return bm_fail(BM_EINVAL, msg, msg_size, "out-parameter is NULL");
    *out = NULL;
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
    if (!out)
        return BM_EINVAL;
    *out = NULL;
    if (!spec)
        return BM_EINVAL;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, spec->family->name);
    /* canonical order: the family's keys, then the common ones */
    char order[512];
    snprintf(order, sizeof order, "%s %s", spec->family->keys, COMMON_KEYS);
    int first = 1;
    for (char *w = order; *w;) {
        char *e = w + strcspn(w, " ");
        int last = *e == '\0';
        *e = '\0';
        int i = *w ? find_key(spec, w) : -1;
        if (i >= 0) {
            bm_buf_printf(&b, "%c%s=%s", first ? ':' : ',', w, spec->value[i]);
            first = 0;
        }
        w = last ? e : e + 1;
    }
    return bm_buf_finish(&b, out);
}

/* ---- the view builders get ---- */

const char *bm_param_str(const struct bm_params *p, const char *key, const char *def)
{
    const struct bm_spec *s = (const struct bm_spec *)p;
    int i = find_key(s, key);
    return i >= 0 ? s->value[i] : def;
}

int bm_param_has(const struct bm_params *p, const char *key)
{
    return find_key((const struct bm_spec *)p, key) >= 0;
}

enum bm_status bm_param_uint(unsigned *out, const struct bm_params *p, const char *key,
                             unsigned def, unsigned lo, unsigned hi, char *msg, size_t msg_size)
{
    const char *v = bm_param_str(p, key, NULL);
    *out = def;
    if (!v)
        return BM_OK;
    char *end;
    errno = 0;
    unsigned long x = strtoul(v, &end, 10);
    if (!isdigit((unsigned char)v[0]) || *end || errno)
        return bm_fail(BM_EPARSE, msg, msg_size, "%s=%s: expected a whole number", key, v);
    if (x < lo || x > hi)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size, "%s=%s: must be between %u and %u", key,
                       v, lo, hi);
    *out = (unsigned)x;
    return BM_OK;
}

/* Apply the common "phantom" key: a seat "7ew"/"3ns" or a participant number, optionally
 * "@R" for "from round R on". */
static enum bm_status apply_phantom(struct bm_movement *m, const char *v, char *msg,
                                    size_t msg_size)
{
    char *end;
    unsigned long num = strtoul(v, &end, 10);
    unsigned participant = 0, from = 1;
    if (!isdigit((unsigned char)v[0]) || num == 0 || num > m->participants)
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "phantom=%s: expected a seat such as 7ew or 3ns, or a participant number "
                       "1..%u, optionally @ROUND", v, m->participants);
    if ((end[0] == 'n' && end[1] == 's') || (end[0] == 'e' && end[1] == 'w')) {
        if (m->event == BM_EVENT_INDIVIDUAL || num > m->tables)
            return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: no such seat (tables 1..%u)",
                           v, m->tables);
        unsigned r1;
        for (r1 = 1; r1 <= m->rounds && !bm_cell_at(m, r1, (unsigned)num)->active; r1++)
            ;
        if (r1 > m->rounds)
            return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: table %lu never plays", v, num);
        participant = bm_cell_at(m, r1, (unsigned)num)->seat[end[0] == 'n' ? 0 : 1];
        end += 2;
    } else {
        participant = (unsigned)num;
    }
    if (*end == '@') {
        char *e2;
        unsigned long r = strtoul(end + 1, &e2, 10);
        if (!isdigit((unsigned char)end[1]) || *e2 || r < 1 || r > m->rounds)
            return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: round after @ must be 1..%u", v,
                           m->rounds);
        from = (unsigned)r;
    } else if (*end) {
        return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: unexpected '%s'", v, end);
    }
    if (participant == 0)
        return bm_fail(BM_EPARSE, msg, msg_size, "phantom=%s: that seat is empty", v);
    return bm_movement_set_phantom(m, participant, from);
}

static enum bm_status finish_build(struct bm_movement *m, const struct bm_spec *spec, char *msg,
                                   size_t msg_size)
{
    const char *ph = bm_param_str((const struct bm_params *)spec, "phantom", NULL);
    enum bm_status st = BM_OK;
    if (ph)
        st = apply_phantom(m, ph, msg, msg_size);
    char *text = NULL;
    if (!st)
        st = bm_spec_to_string(&text, spec);
    if (!st)
        st = bm_movement_set_spec(m, text);
    bm_free(text);
    if (!st)
        st = bm_movement_set_generator(m, "libbridgemove " BM_VERSION_STRING);
    return st;
}

BM_EXPORT enum bm_status bm_build(struct bm_movement **out, const struct bm_spec *spec, char *msg,
                                  size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!out)
        return bm_fail(BM_EINVAL, msg, msg_size, "out-parameter is NULL");
    *out = NULL;
    if (!spec)
        return bm_fail(BM_EINVAL, msg, msg_size, "spec is NULL");
    struct bm_movement *m = NULL;
    enum bm_status st = spec->family->build(&m, (const struct bm_params *)spec, msg, msg_size);
    if (!st)
        st = finish_build(m, spec, msg, msg_size);
    if (st) {
        bm_movement_free(m);
        if (st == BM_ENOMEM)
            bm_fail(BM_ENOMEM, msg, msg_size, "out of memory");
        return st;
    }
    *out = m;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_build_string(struct bm_movement **out, const char *text, char *msg,
                                         size_t msg_size)
{
    if (out)
        *out = NULL;
    struct bm_spec *spec;
    enum bm_status st = bm_spec_parse(&spec, text, msg, msg_size);
    if (st)
        return st;
    st = bm_build(out, spec, msg, msg_size);
    bm_spec_free(spec);
    return st;
}
