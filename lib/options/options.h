/* SPDX-License-Identifier: MIT */
/* The options handle of the public API (options.h): an option set and the values given for
 * its keys, each checked when it is set, and the one parser of the key=value form. */
#ifndef BM_OPTIONS_OPTIONS_H
#define BM_OPTIONS_OPTIONS_H

#include <bridgemove/options.h>

#include "options/keys.h"

struct bm_options {
    const struct bm_option_set *set;
    char *value[BM_OPTIONS_MAX_KEYS]; /* by key index (bm_set_key_at); NULL: not given */
};

/* A handle for set s with nothing given. */
enum bm_status bm_options_create(struct bm_options **out, const struct bm_option_set *s);
/* Read "key=value[,key=value...]" into o, in order: the one rule set of doc/conventions.md
 * (a blank item, an item without '=', an unknown key, a key given twice, an empty value: each
 * BM_EPARSE; a value checked as bm_key_check() does). column is the column of text's first
 * character in what the user wrote (1 when text is the whole of it); messages start "column
 * N: ". On failure o may hold the items before the fault. */
enum bm_status bm_options_read(struct bm_options *o, const char *text, size_t column);

/* BM_EPARSE: "unknown key 'KEY' for SET; accepted keys: ...". */
enum bm_status bm_options_unknown_key(const struct bm_option_set *s, const char *key);

/* The value of key as given, else its fixed default; NULL when neither (the key must be in
 * the set: a key the set lacks is a bug, and gives NULL). */
const char *bm_options_value(const struct bm_options *o, const char *key);
/* Whether key was given. */
int bm_options_given(const struct bm_options *o, const char *key);
/* An integer key's value (as bm_options_value()); UINT64_MAX for a word of its choices or no
 * value. */
uint64_t bm_options_number(const struct bm_options *o, const char *key);
/* A choice key's value as the 0-based index of its word among the choices. */
unsigned bm_options_choice(const struct bm_options *o, const char *key);
/* Every key that has a value (given, or its default) as "key=value,key=value,..." in the
 * set's order: the options as they take effect. */
enum bm_status bm_options_effective(char **out, const struct bm_options *o);
/* Refuse options of another set: BM_EINVAL, "CALL takes WANT options; these are NAME
 * options". NULL o passes (the caller's defaults). */
enum bm_status bm_options_expect(const struct bm_options *o, const struct bm_option_set *want,
                                 const char *call);

#endif
