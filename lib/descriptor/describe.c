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

void bm_key_usage(char *buf, size_t n, const struct bm_key *k)
{
    if (k->type == BM_KEY_INTEGER) {
        snprintf(buf, n, "%s=%u..%u", k->name, k->min, k->max);
        return;
    }
    snprintf(buf, n, "%s=%s", k->name, k->type == BM_KEY_TEXT ? k->form : k->choices);
    for (char *c = buf; k->type == BM_KEY_CHOICE && *c; c++)
        if (*c == ' ')
            *c = '|';
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

static void text_key(struct bm_buf *b, const struct bm_key *k, int width)
{
    char usage[128];
    bm_key_usage(usage, sizeof usage, k);
    bm_buf_printf(b, "  %-*s  %s (%s%s%s%s)\n", width, usage, k->help,
                  k->def || k->def_text ? "default " : "", default_text(k),
                  k->limits ? "; " : "", k->limits ? k->limits : "");
}

void bm_family_text(struct bm_buf *b, const struct bm_family *f, int width)
{
    bm_buf_printf(b, "%s (%s): %s\n", f->name, bm_event_word(f->event), f->description);
    if (f->source)
        bm_buf_printf(b, "  from %s\n", f->source);
    for (const struct bm_key *k = f->keys; k->name; k++)
        text_key(b, k, width);
}

void bm_common_keys_text(struct bm_buf *b, int width)
{
    bm_buf_puts(b, "every family also takes:\n");
    for (const struct bm_key *k = bm_common_keys; k->name; k++)
        text_key(b, k, width);
}
