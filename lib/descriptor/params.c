/* SPDX-License-Identifier: MIT */
/* The values a builder reads from its spec, checked against the family's descriptor: the
 * bounds, defaults and choices are the descriptor's, so each is written once, and every
 * bad-value message quotes them ("tables must be 3..1000 for mitchell; got 2"). */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "descriptor/family.h"
#include "util/message.h"

int bm_param_find(const struct bm_params *p, const char *key)
{
    for (unsigned i = 0; i < p->nkeys; i++)
        if (strcmp(p->key[i], key) == 0)
            return (int)i;
    return -1;
}

const char *bm_param_str(const struct bm_params *p, const char *key, const char *def)
{
    int i = bm_param_find(p, key);
    return i >= 0 ? p->value[i] : def;
}

int bm_param_has(const struct bm_params *p, const char *key)
{
    return bm_param_find(p, key) >= 0;
}

/* The descriptor of a key the builder reads; a key its family does not declare is a bug in
 * the library, reported rather than read. */
static enum bm_status key_of(const struct bm_key **k, const struct bm_params *p, const char *key,
                             enum bm_key_type type)
{
    *k = bm_set_key(&p->family->spec, key, NULL);
    if (!*k || (*k)->type != type)
        return bm_fail(BM_EINVAL,
                       "%s reads key '%s', which its descriptor does not declare as read "
                       "(a bug in the library)",
                       p->family->spec.name, key);
    return BM_OK;
}

/* Decimal digits only (no sign, blank or base prefix: "0x10" is not a number here); *x is
 * the value, or ULONG_MAX when it does not fit (it is then too large for any key). */
static int whole_number(unsigned long *x, const char *v)
{
    if (!isdigit((unsigned char)v[0]) || v[strspn(v, "0123456789")] != '\0')
        return 0;
    errno = 0;
    *x = strtoul(v, NULL, 10);
    if (errno)
        *x = ULONG_MAX;
    return 1;
}

/* v must be a whole number lo..hi; with (may be NULL) names what set the bounds. A number
 * beyond the key's own largest value max says so ("got 99999999999999999999: too large (at
 * most 1000)"); a long value is shortened. */
static enum bm_status check_uint(unsigned *out, const char *v, const char *key, unsigned lo,
                                 unsigned hi, unsigned max, const struct bm_params *p,
                                 const char *with, const char *hint)
{
    unsigned long x = 0;
    int number = whole_number(&x, v);
    if (number && x >= lo && x <= hi) {
        *out = (unsigned)x;
        return BM_OK;
    }
    char why[48] = "";
    if (number && x > max)
        snprintf(why, sizeof why, ": too large (at most %u)", max);
    int shown = strlen(v) > 40 ? 40 : (int)strlen(v);
    return bm_fail(number ? BM_ERANGE : BM_EPARSE,
                   "%s must be %s%u..%u for %s%s%s; got %.*s%s%s%s%s", key,
                   number ? "" : "a whole number ", lo, hi, p->family->spec.name,
                   with ? " with " : "", with ? with : "", shown, v, strlen(v) > 40 ? "..." : "",
                   why, hint ? "; " : "", hint ? hint : "");
}

enum bm_status bm_param_uint(unsigned *out, const struct bm_params *p, const char *key)
{
    const struct bm_key *k;
    *out = 0;
    enum bm_status st = key_of(&k, p, key, BM_KEY_INTEGER);
    if (st)
        return st;
    const char *v = bm_param_str(p, key, NULL);
    if (v)
        return check_uint(out, v, key, (unsigned)k->min, (unsigned)k->max, (unsigned)k->max, p,
                          NULL, NULL);
    if (k->required)
        return bm_fail(BM_EUNSUPPORTED, "%s needs %s=N (%u..%u): %s",
                       p->family->spec.name, key, (unsigned)k->min, (unsigned)k->max, k->help);
    if (k->def)
        *out = (unsigned)strtoul(k->def, NULL, 10);
    return BM_OK;
}

enum bm_status bm_param_uint_bound(unsigned *out, const struct bm_params *p, const char *key,
                                   const struct bm_bound *b)
{
    const struct bm_key *k;
    *out = 0;
    enum bm_status st = key_of(&k, p, key, BM_KEY_INTEGER);
    if (st)
        return st;
    const char *v = bm_param_str(p, key, NULL);
    if (!v) {
        *out = b->def;
        return BM_OK;
    }
    unsigned kmin = (unsigned)k->min, kmax = (unsigned)k->max;
    unsigned lo = b->lo > kmin ? b->lo : kmin, hi = b->hi < kmax ? b->hi : kmax;
    return check_uint(out, v, key, lo, hi, kmax, p, b->with, b->hint);
}

/* "standard, skip or relay" from "standard skip relay". */
static void list_choices(char *buf, size_t n, const char *choices)
{
    size_t words = 1, len = 0;
    for (const char *c = choices; *c; c++)
        words += *c == ' ';
    buf[0] = '\0';
    for (size_t i = 0; i < words && len < n; i++) {
        size_t w = strcspn(choices, " ");
        int k = snprintf(buf + len, n - len, "%s%.*s", i == 0 ? "" : i + 1 == words ? " or " : ", ",
                         (int)w, choices);
        len += k > 0 ? (size_t)k : 0;
        choices += w + (choices[w] == ' ');
    }
}

/* Index of word among the space-separated choices, -1 if it is not one. */
static int choice_index(const char *choices, const char *word)
{
    size_t n = strlen(word);
    for (int i = 0; *choices; i++) {
        size_t w = strcspn(choices, " ");
        if (w == n && strncmp(choices, word, n) == 0)
            return i;
        choices += w + (choices[w] == ' ');
    }
    return -1;
}

enum bm_status bm_param_choice(unsigned *out, const struct bm_params *p, const char *key,
                               const char *def)
{
    const struct bm_key *k;
    *out = 0;
    enum bm_status st = key_of(&k, p, key, BM_KEY_CHOICE);
    if (st)
        return st;
    const char *v = bm_param_str(p, key, def ? def : k->def);
    int i = v ? choice_index(k->choices, v) : -1;
    if (i >= 0) {
        *out = (unsigned)i;
        return BM_OK;
    }
    char list[256];
    list_choices(list, sizeof list, k->choices);
    return bm_fail(BM_EPARSE, "%s must be %s for %s; got %s", key, list,
                   p->family->spec.name, v ? v : "nothing");
}
