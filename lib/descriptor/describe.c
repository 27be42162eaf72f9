/* SPDX-License-Identifier: MIT */
/* A family's descriptor as the catalogue shows it: JSON for programs (bindings, the
 * recommender), text for a director. */
#include <stdio.h>
#include <string.h>

#include "descriptor/family.h"
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

static void json_field(struct bm_buf *b, const char *name, const char *value)
{
    bm_buf_printf(b, ", \"%s\": ", name);
    if (value)
        bm_buf_json_string(b, value);
    else
        bm_buf_puts(b, "null");
}

/* "default": the value a spec would get (a number for an integer key), or null when the key is
 * required or other keys decide it; "default_text" says which, in words. */
static void json_default(struct bm_buf *b, const struct bm_key *k)
{
    if (k->def && k->type == BM_KEY_INTEGER)
        bm_buf_printf(b, ", \"default\": %s", k->def);
    else
        json_field(b, "default", k->def);
    json_field(b, "default_text", default_text(k));
}

static void json_choices(struct bm_buf *b, const char *choices)
{
    bm_buf_puts(b, ", \"choices\": [");
    for (int first = 1; *choices; first = 0) {
        size_t w = strcspn(choices, " ");
        bm_buf_printf(b, "%s\"%.*s\"", first ? "" : ", ", (int)w, choices);
        choices += w + (choices[w] == ' ');
    }
    bm_buf_puts(b, "]");
}

static void json_key(struct bm_buf *b, const struct bm_key *k)
{
    bm_buf_puts(b, "{\"name\": ");
    bm_buf_json_string(b, k->name);
    json_field(b, "type", type_word(k->type));
    if (k->type == BM_KEY_INTEGER)
        bm_buf_printf(b, ", \"min\": %u, \"max\": %u", k->min, k->max);
    else if (k->type == BM_KEY_CHOICE)
        json_choices(b, k->choices);
    else
        json_field(b, "form", k->form);
    bm_buf_printf(b, ", \"required\": %s", k->required ? "true" : "false");
    json_default(b, k);
    if (k->limits)
        json_field(b, "limits", k->limits);
    json_field(b, "help", k->help);
    bm_buf_printf(b, ", \"common\": %s}", bm_key_is_common(k->name) ? "true" : "false");
}

void bm_family_json(struct bm_buf *b, const struct bm_family *f)
{
    bm_buf_puts(b, "{\"name\": ");
    bm_buf_json_string(b, f->name);
    json_field(b, "description", f->description);
    json_field(b, "source", f->source);
    json_field(b, "event", bm_event_word(f->event));
    bm_buf_puts(b, ", \"keys\": [");
    const struct bm_key *k;
    for (unsigned i = 0; (k = bm_family_key_at(f, i)) != NULL; i++) {
        bm_buf_puts(b, i ? ",\n      " : "\n      ");
        json_key(b, k);
    }
    bm_buf_puts(b, "]}");
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

/* Append text word by word, wrapped at TEXT_WIDTH, every new line indented by indent; col is
 * the column the first word starts at. Ends the line. */
static void wrapped(struct bm_buf *b, const char *text, int indent, int col)
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

/* "standard, skip or relay" from "standard skip relay". */
static void choice_words(struct bm_buf *b, const char *choices)
{
    for (int i = 0; *choices; i++) {
        size_t w = strcspn(choices, " ");
        const char *rest = choices + w + (choices[w] == ' ');
        bm_buf_printf(b, "%s%.*s", i == 0 ? "" : *rest ? ", " : " or ", (int)w, choices);
        choices = rest;
    }
}

/* "3..1000; default 1; at most T": the values, the default and the limits in one phrase. */
static void values_phrase(struct bm_buf *b, const struct bm_key *k)
{
    if (k->type == BM_KEY_INTEGER)
        bm_buf_printf(b, "%u..%u", k->min, k->max);
    else if (k->type == BM_KEY_CHOICE)
        choice_words(b, k->choices);
    else
        bm_buf_puts(b, k->form);
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
        wrapped(b, phrase.data ? phrase.data : "", width + 4, width + 4);
    bm_buf_free(&phrase);
    bm_buf_printf(b, "%*s", width + 4, "");
    wrapped(b, k->help, width + 4, width + 4);
}

void bm_family_text(struct bm_buf *b, const struct bm_family *f, int width)
{
    bm_buf_printf(b, "%s (%s event)\n  ", f->name, bm_event_word(f->event));
    struct bm_buf about;
    bm_buf_init(&about);
    bm_buf_printf(&about, "%s.", f->description);
    if (f->source)
        bm_buf_printf(&about, " From %s.", f->source);
    if (about.failed)
        b->failed = 1;
    else
        wrapped(b, about.data, 2, 2);
    bm_buf_free(&about);
    for (const struct bm_key *k = f->keys; k->name; k++)
        text_key(b, k, width);
}

void bm_common_keys_text(struct bm_buf *b, int width)
{
    bm_buf_puts(b, "Every family also takes:\n");
    for (const struct bm_key *k = bm_common_keys; k->name; k++)
        text_key(b, k, width);
}
