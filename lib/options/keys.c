/* SPDX-License-Identifier: MIT */
/* Finding a set's keys, and checking a value against its key: the rules every value follows,
 * then its type and bounds. Every message names the key, the set and what would work. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options/keys.h"
#include "util/buf.h"
#include "util/message.h"
#include "util/spelling.h"

static const struct bm_key *find_in(const struct bm_key *keys, const char *name)
{
    for (; keys && keys->name; keys++)
        if (strcmp(keys->name, name) == 0)
            return keys;
    return NULL;
}

const struct bm_key *bm_set_key_at(const struct bm_option_set *s, unsigned i)
{
    for (const struct bm_key *k = s->keys; k->name; k++)
        if (i-- == 0)
            return k;
    for (const struct bm_key *k = s->common; k && k->name; k++)
        if (!find_in(s->keys, k->name) && i-- == 0)
            return k;
    return NULL;
}

const struct bm_key *bm_set_key(const struct bm_option_set *s, const char *name, int *index)
{
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++)
        if (strcmp(k->name, name) == 0) {
            if (index)
                *index = (int)i;
            return k;
        }
    if (index)
        *index = -1;
    return NULL;
}

unsigned bm_set_key_count(const struct bm_option_set *s)
{
    unsigned n = 0;
    while (bm_set_key_at(s, n))
        n++;
    return n;
}

int bm_set_key_is_common(const struct bm_option_set *s, const struct bm_key *k)
{
    return find_in(s->common, k->name) == k;
}

int bm_word_index(const char *words, const char *word)
{
    size_t n = strlen(word);
    for (int i = 0; words && *words; i++) {
        size_t w = strcspn(words, " ");
        if (w == n && strncmp(words, word, n) == 0)
            return i;
        words += w + (words[w] == ' ');
    }
    return -1;
}

void bm_words_phrase(struct bm_buf *b, const char *words)
{
    for (int i = 0; *words; i++) {
        size_t w = strcspn(words, " ");
        const char *rest = words + w + (words[w] == ' ');
        bm_buf_printf(b, "%s%.*s", i == 0 ? "" : *rest ? ", " : " or ", (int)w, words);
        words = rest;
    }
}

/* ---- the rules every value follows ---- */

static enum bm_status check_common(const struct bm_key *k, const char *value)
{
    size_t n = strlen(value);
    if (n == 0)
        return bm_fail(BM_EPARSE, "missing value for '%s'", k->name);
    if (n > BM_OPTIONS_MAX_VALUE)
        return bm_fail(BM_EPARSE, "the value of '%s' is %zu characters long; at most %u are "
                                  "accepted", k->name, n, BM_OPTIONS_MAX_VALUE);
    const char *comma = strchr(value, ',');
    if (comma)
        return bm_fail(BM_EPARSE, "the value of '%s' contains ',' (at character %zu), which "
                                  "separates keys; give each key on its own",
                       k->name, (size_t)(comma - value) + 1);
    if (isspace((unsigned char)value[0]) || isspace((unsigned char)value[n - 1]))
        return bm_fail(BM_EPARSE, "the value of '%s' begins or ends with a blank, which the "
                                  "one-line form drops", k->name);
    for (const char *c = value; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            return bm_fail(BM_EPARSE, "the value of '%s' holds a control character (at "
                                      "character %zu)", k->name, (size_t)(c - value) + 1);
    return BM_OK;
}

/* ---- types ---- */

/* "must be a whole number 3..1000 for mitchell; got x" and its kin. */
static enum bm_status bad_number(const struct bm_option_set *s, const struct bm_key *k,
                                 const char *value, int is_number)
{
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "%s must be %s%llu..%llu", k->name, is_number ? "" : "a whole number ",
                  (unsigned long long)k->min, (unsigned long long)k->max);
    if (k->choices) {
        bm_buf_puts(&b, " or ");
        bm_words_phrase(&b, k->choices);
    }
    size_t n = strlen(value);
    bm_buf_printf(&b, " for %s; got %.*s%s", s->name, (int)(n > 40 ? 40 : n), value,
                  n > 40 ? "..." : "");
    enum bm_status st = is_number ? BM_ERANGE : BM_EPARSE;
    if (b.failed)
        st = bm_fail(BM_ENOMEM, "out of memory");
    else
        bm_fail(st, "%s", b.data);
    bm_buf_free(&b);
    return st;
}

static enum bm_status check_integer(const struct bm_option_set *s, const struct bm_key *k,
                                    const char *value)
{
    if (k->choices && bm_word_index(k->choices, value) >= 0)
        return BM_OK;
    size_t digits = strspn(value, "0123456789");
    if (digits == 0 || value[digits])
        return bad_number(s, k, value, 0);
    errno = 0;
    unsigned long long x = strtoull(value, NULL, 10);
    int overflow = errno == ERANGE;
    /* a key whose bounds other keys narrow (limits) is checked below them by the call that
     * reads it, which can say "rounds must be 1..7 for howell with 4 tables" */
    if (overflow || x > k->max || (x < k->min && !k->limits))
        return bad_number(s, k, value, 1);
    return BM_OK;
}

/* The word of the list a mistyped value most likely means, into buf; 0 if none is close. */
static int meant_word(char *buf, size_t size, const char *words, const char *value)
{
    while (*words) {
        size_t w = strcspn(words, " ");
        if (w < size) {
            memcpy(buf, words, w);
            buf[w] = '\0';
            if (bm_spelling_close(value, strlen(value), buf))
                return 1;
        }
        words += w + (words[w] == ' ');
    }
    return 0;
}

static enum bm_status check_choice(const struct bm_option_set *s, const struct bm_key *k,
                                   const char *value)
{
    if (bm_word_index(k->choices, value) >= 0)
        return BM_OK;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_words_phrase(&b, k->choices);
    char meant[40];
    int near = meant_word(meant, sizeof meant, k->choices, value);
    enum bm_status st = b.failed ? bm_fail(BM_ENOMEM, "out of memory")
                                 : bm_fail(BM_EPARSE, "%s must be %s for %s; got %.40s%s%s%s",
                                           k->name, b.data, s->name, value,
                                           near ? " (did you mean " : "", near ? meant : "",
                                           near ? "?)" : "");
    bm_buf_free(&b);
    return st;
}

enum bm_status bm_key_check(const struct bm_option_set *s, const struct bm_key *k,
                            const char *value)
{
    enum bm_status st = check_common(k, value);
    if (st)
        return st;
    switch (k->type) {
    case BM_KEY_INTEGER: return check_integer(s, k, value);
    case BM_KEY_CHOICE: return check_choice(s, k, value);
    case BM_KEY_TEXT: break;
    }
    return k->check ? k->check(k->name, value) : BM_OK;
}

uint64_t bm_key_number(const char *value)
{
    if (!value || !isdigit((unsigned char)value[0]))
        return UINT64_MAX;
    return (uint64_t)strtoull(value, NULL, 10);
}

/* ---- forms of text keys ---- */

/* Decimal digits [p, p + n) as a number no larger than max: 1, or 0 when larger. */
static int digits_at_most(uint64_t *out, const char *p, size_t n, uint64_t max)
{
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned d = (unsigned)(p[i] - '0');
        if (x > (max - d) / 10)
            return 0;
        x = 10 * x + d;
    }
    *out = x;
    return 1;
}

#define MAX_SECONDS 1000000u /* about eleven days */

enum bm_status bm_check_seconds(const char *key, const char *value)
{
    size_t whole = strspn(value, "0123456789"), frac = 0;
    if (value[whole] == '.')
        frac = strspn(value + whole + 1, "0123456789");
    const char *end = value + whole + (value[whole] == '.' ? 1 + frac : 0);
    uint64_t s = 0;
    int fits = digits_at_most(&s, value, whole, MAX_SECONDS);
    int over = fits && s == MAX_SECONDS && frac && strspn(value + whole + 1, "0") < frac;
    if (*end || whole + frac == 0 || frac > 6 || !fits || over)
        return bm_fail(whole + frac && !*end && frac <= 6 ? BM_ERANGE : BM_EPARSE,
                       "%s=%.40s: expected seconds as a decimal number from 0 (no cap) to %u, "
                       "with at most 6 decimals", key, value, MAX_SECONDS);
    return BM_OK;
}

#define MAX_BOARDS_PLAYED 1000u

enum bm_status bm_check_boards_range(const char *key, const char *value)
{
    size_t a = strspn(value, "0123456789");
    uint64_t lo = 0, hi = 0;
    int ok = a > 0 && digits_at_most(&lo, value, a, MAX_BOARDS_PLAYED) && lo >= 1;
    if (ok && value[a] == '-') {
        size_t b = strspn(value + a + 1, "0123456789");
        ok = b > 0 && !value[a + 1 + b] &&
             digits_at_most(&hi, value + a + 1, b, MAX_BOARDS_PLAYED) && hi >= lo;
    } else {
        ok = ok && !value[a];
    }
    if (!ok)
        return bm_fail(BM_EPARSE, "%s=%.40s: expected the boards each plays as LO-HI (e.g. "
                                  "24-28) or one number, 1..%u", key, value, MAX_BOARDS_PLAYED);
    return BM_OK;
}

enum bm_status bm_check_section(const char *key, const char *value)
{
    size_t n = strlen(value);
    uint64_t id;
    if (n && strspn(value, "0123456789") == n)
        return digits_at_most(&id, value, n, 702) && id
                   ? BM_OK
                   : bm_fail(BM_ERANGE, "%s=%.40s: a section's number is 1..702", key, value);
    int ok = (n == 1 || n == 2) && isupper((unsigned char)value[0]) &&
             (n == 1 || isupper((unsigned char)value[1]));
    for (size_t i = 0; ok && i < n; i++)
        ok = value[i] >= 'A' && value[i] <= 'Z';
    if (!ok)
        return bm_fail(BM_EPARSE, "%s=%.40s: a section is one or two capital letters (A, B, "
                                  "..., AA) or its number 1..702", key, value);
    return BM_OK;
}

enum bm_status bm_check_pair_at(const char *key, const char *value)
{
    size_t a = strspn(value, "0123456789");
    size_t b = value[a] == '@' ? strspn(value + a + 1, "0123456789") : 0;
    uint64_t x;
    if (a == 0 || b == 0 || value[a + 1 + b] || !digits_at_most(&x, value, a, 4096) ||
        !digits_at_most(&x, value + a + 1, b, 4096))
        return bm_fail(BM_EPARSE, "%s=%.40s: expected PAIR@ROUND, e.g. %s=15@3", key, value,
                       key);
    return BM_OK;
}
