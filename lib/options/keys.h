/* SPDX-License-Identifier: MIT */
/* Typed key tables: what every key=value string of the library may hold. An option set (a
 * family's spec keys, or the switch, score, suggest, print, exchange and change options) is a
 * table of keys, each with its type, bounds, default and help, written once. The one parser
 * (parse.c), every message about a value, `bridgemove options`, the command's --help and the
 * docs' key tables all read these tables. */
#ifndef BM_OPTIONS_KEYS_H
#define BM_OPTIONS_KEYS_H

#include <stddef.h>
#include <stdint.h>

#include <bridgemove/status.h>

struct bm_buf;

enum bm_key_type {
    BM_KEY_INTEGER, /* a whole number min..max (or one of the words in choices) */
    BM_KEY_CHOICE,  /* one of the words in choices */
    BM_KEY_TEXT,    /* a value with its own syntax (form), checked by check when given */
};

/* Checks a text value's form; BM_OK, or a failing status with the message (bm_fail). */
typedef enum bm_status (*bm_key_check_fn)(const char *key, const char *value);

/* One key. A key has a fixed default (def), or is required, or its default depends on other
 * keys (def NULL, not required: def_text says how it is chosen). */
struct bm_key {
    const char *name;
    enum bm_key_type type;
    uint64_t min, max;     /* integer: the values accepted whatever the other keys say */
    const char *choices;   /* choice: the accepted words, space-separated; integer: words
                              accepted instead of a number (e.g. "auto"); NULL: none */
    const char *form;      /* text: what a value looks like, e.g. "ROUNDSxBOARDS[+...]" */
    bm_key_check_fn check; /* text: checks the form when the value is given; NULL: the reader
                              checks it */
    int required;          /* a spec must give it */
    const char *def;       /* the default as the one-line form would write it; NULL: none */
    const char *def_text;  /* def NULL, not required: the default in words, e.g. "T (odd T)" */
    const char *limits;    /* the limits other keys put on the value, in words; NULL: none */
    const char *help;      /* one line: what the key sets */
};

/* An option set: its own keys, then the keys it shares with others (every family's boards,
 * first_board and absences) that its own do not override. */
struct bm_option_set {
    const char *name;
    const char *description; /* one line in bridge words */
    const struct bm_key *keys;   /* then {.name = NULL} */
    const struct bm_key *common; /* then {.name = NULL}; NULL: none */
};

/* The most keys a set has (own and shared), and the longest value the one-line form takes. */
#define BM_OPTIONS_MAX_KEYS 24
#define BM_OPTIONS_MAX_VALUE 255u

/* The i-th key of s (0-based: own keys, then the shared ones it does not override); NULL past
 * the last. This is the canonical order of the one-line form. */
const struct bm_key *bm_set_key_at(const struct bm_option_set *s, unsigned i);
/* The key called name and its index; NULL (and -1) if s has none. */
const struct bm_key *bm_set_key(const struct bm_option_set *s, const char *name, int *index);
unsigned bm_set_key_count(const struct bm_option_set *s);
/* Whether k is one of the shared keys of s. */
int bm_set_key_is_common(const struct bm_option_set *s, const struct bm_key *k);

/* Whether word is one of the space-separated words (its 0-based index, else -1). */
int bm_word_index(const char *words, const char *word);
/* "a, b or c" from "a b c" into b. */
void bm_words_phrase(struct bm_buf *b, const char *words);

/* Check a value against key k of set s: the rules every value follows (not empty, at most
 * BM_OPTIONS_MAX_VALUE characters, no ',' and no blank at either end, printable), then its
 * type: BM_EPARSE for a value of the wrong form, BM_ERANGE for a number outside min..max
 * ("tables must be 3..1000 for mitchell; got 2"). A key with limits (bounds other keys
 * narrow) is checked here against max only: the call that reads it checks the bounds the
 * other keys allow, and says which. */
enum bm_status bm_key_check(const struct bm_option_set *s, const struct bm_key *k,
                            const char *value);
/* An integer value (checked) as a number; a word of the key's choices is UINT64_MAX. */
uint64_t bm_key_number(const char *value);

/* Form checks for text keys (keys.c). */
enum bm_status bm_check_seconds(const char *key, const char *value);
enum bm_status bm_check_boards_range(const char *key, const char *value);
enum bm_status bm_check_section(const char *key, const char *value);
enum bm_status bm_check_pair_at(const char *key, const char *value);

/* ---- describing a set (describe.c) ---- */

/* Every key of s as a JSON array of objects: name, type, min and max (integer), choices,
 * form (text), required, default, default_text, limits, help, common. */
void bm_keys_json(struct bm_buf *b, const struct bm_option_set *s);
/* Every key of s for a person: name padded to width, values, default and limits, then its
 * help; with own_only, the shared keys are left out. */
void bm_keys_text(struct bm_buf *b, const struct bm_option_set *s, int width, int own_only);
/* The shared keys of s under a heading ("Every family also takes:"). */
void bm_common_keys_text(struct bm_buf *b, const struct bm_option_set *s, const char *heading,
                         int width);
/* Append text word by word, wrapped at 96 columns, every new line indented by indent; col is
 * the column the first word starts at. Ends the line. */
void bm_wrapped(struct bm_buf *b, const char *text, int indent, int col);
/* The longest key name of s. */
int bm_set_name_width(const struct bm_option_set *s);

/* ---- the option sets that are not families (one file each) ---- */

extern const struct bm_option_set bm_options_switch, bm_options_score, bm_options_suggest,
    bm_options_print, bm_options_exchange, bm_options_change, bm_options_swiss;
/* Those sets by name (NULL: none), and in catalogue order (NULL past the last). */
const struct bm_option_set *bm_option_set_find(const char *name);
const struct bm_option_set *bm_option_set_at(unsigned i);

#endif
