/* SPDX-License-Identifier: MIT */
/* An option set's keys as the catalogue shows them: JSON for programs (bindings, the docs'
 * tables), text for a director (`bridgemove options`, --help). */
#include <stdio.h>
#include <string.h>

#include "options/keys.h"
#include "util/buf.h"

static const char *type_word(enum bm_key_type t)
{
    return t == BM_KEY_CHOICE ? "choice" : t == BM_KEY_TEXT ? "text" : "integer";
}

/* The default in words: the value, "required", or how other keys set it. */
static const char *default_text(const struct bm_key *k)
{
    return k->def ? k->def : k->required ? "required" : k->def_text ? k->def_text : "none";
}

/* ---- JSON ---- */

/* "default": the value a key has when not given (a number for an integer key), or null when
 * the key is required or other keys decide it; "default_text" says which, in words. */
static void json_default(struct bm_buf *b, const struct bm_key *k)
{
    if (k->def && k->type == BM_KEY_INTEGER && bm_key_number(k->def) != UINT64_MAX)
        bm_buf_printf(b, ", \"default\": %s", k->def);
    else
        bm_buf_json_field(b, "default", k->def);
    bm_buf_json_field(b, "default_text", default_text(k));
}

static void json_words(struct bm_buf *b, const char *words)
{
    bm_buf_puts(b, ", \"choices\": [");
    for (int first = 1; *words; first = 0) {
        size_t w = strcspn(words, " ");
        bm_buf_printf(b, "%s\"%.*s\"", first ? "" : ", ", (int)w, words);
        words += w + (words[w] == ' ');
    }
    bm_buf_puts(b, "]");
}

static void json_key(struct bm_buf *b, const struct bm_option_set *s, const struct bm_key *k)
{
    bm_buf_puts(b, "{\"name\": ");
    bm_buf_json_string(b, k->name);
    bm_buf_json_field(b, "type", type_word(k->type));
    if (k->type == BM_KEY_INTEGER)
        bm_buf_printf(b, ", \"min\": %llu, \"max\": %llu", (unsigned long long)k->min,
                      (unsigned long long)k->max);
    if (k->choices)
        json_words(b, k->choices);
    if (k->type == BM_KEY_TEXT)
        bm_buf_json_field(b, "form", k->form);
    bm_buf_printf(b, ", \"required\": %s", k->required ? "true" : "false");
    json_default(b, k);
    if (k->limits)
        bm_buf_json_field(b, "limits", k->limits);
    bm_buf_json_field(b, "help", k->help);
    bm_buf_printf(b, ", \"common\": %s}", bm_set_key_is_common(s, k) ? "true" : "false");
}

void bm_keys_json(struct bm_buf *b, const struct bm_option_set *s)
{
    bm_buf_puts(b, "[");
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++) {
        bm_buf_puts(b, i ? ",\n      " : "\n      ");
        json_key(b, s, k);
    }
    bm_buf_puts(b, "]");
}

/* ---- text ---- */

#define TEXT_WIDTH 96

/* Length of the word at text, "T - 2" and "2T + 1" counting as one word (never split). */
static int word_length(const char *text)
{
    size_t w = strcspn(text, " ");
    while (text[w] == ' ' && (text[w + 1] == '-' || text[w + 1] == '+') && text[w + 2] == ' ')
        w += 3 + strcspn(text + w + 3, " ");
    return (int)w;
}

void bm_wrapped(struct bm_buf *b, const char *text, int indent, int col)
{
    int at_start = 1;
    while (*text) {
        int w = word_length(text);
        if (!at_start && col + 1 + w > TEXT_WIDTH) {
            bm_buf_printf(b, "\n%*s", indent, "");
            col = indent;
            at_start = 1;
        }
        bm_buf_printf(b, "%s%.*s", at_start ? "" : " ", w, text);
        col += w + !at_start;
        at_start = 0;
        text += w;
        while (*text == ' ')
            text++;
    }
    bm_buf_puts(b, "\n");
}

/* "3..1000; default 1; at most T": the values, the default and the limits in one phrase. */
static void values_phrase(struct bm_buf *b, const struct bm_key *k)
{
    if (k->type == BM_KEY_INTEGER) {
        bm_buf_printf(b, "%llu..%llu", (unsigned long long)k->min, (unsigned long long)k->max);
        if (k->choices) {
            bm_buf_puts(b, " or ");
            bm_words_phrase(b, k->choices);
        }
    } else if (k->type == BM_KEY_CHOICE) {
        bm_words_phrase(b, k->choices);
    } else {
        bm_buf_puts(b, k->form);
    }
    bm_buf_printf(b, "; %s%s", k->def || k->def_text ? "default " : "", default_text(k));
    if (k->limits)
        bm_buf_printf(b, "; %s", k->limits);
}

static void text_key(struct bm_buf *b, const struct bm_key *k, int width)
{
    struct bm_buf phrase;
    bm_buf_init(&phrase);
    values_phrase(&phrase, k);
    bm_buf_printf(b, "  %-*s  ", width, k->name);
    if (phrase.failed)
        b->failed = 1;
    else
        bm_wrapped(b, phrase.data ? phrase.data : "", width + 4, width + 4);
    bm_buf_free(&phrase);
    bm_buf_printf(b, "%*s", width + 4, "");
    bm_wrapped(b, k->help, width + 4, width + 4);
}

void bm_keys_text(struct bm_buf *b, const struct bm_option_set *s, int width, int own_only)
{
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++)
        if (!own_only || !bm_set_key_is_common(s, k))
            text_key(b, k, width);
}

void bm_common_keys_text(struct bm_buf *b, const struct bm_option_set *s, const char *heading,
                         int width)
{
    bm_buf_printf(b, "%s\n", heading);
    for (const struct bm_key *k = s->common; k && k->name; k++)
        text_key(b, k, width);
}

int bm_set_name_width(const struct bm_option_set *s)
{
    size_t width = 0;
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_set_key_at(s, i)) != NULL; i++)
        if (strlen(k->name) > width)
            width = strlen(k->name);
    return (int)width;
}
