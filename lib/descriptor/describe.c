/* SPDX-License-Identifier: MIT */
/* A family's descriptor as the catalogue shows it: JSON for programs (bindings, the
 * recommender), text for a director. The keys are described by the options module. */
#include "descriptor/family.h"
#include "util/buf.h"

void bm_family_json(struct bm_buf *b, const struct bm_family *f)
{
    bm_buf_puts(b, "{\"name\": ");
    bm_buf_json_string(b, f->spec.name);
    bm_buf_json_field(b, "description", f->spec.description);
    bm_buf_json_field(b, "source", f->source);
    bm_buf_json_field(b, "event", bm_event_word(f->event));
    bm_buf_puts(b, ", \"keys\": ");
    bm_keys_json(b, &f->spec);
    bm_buf_puts(b, "}");
}

void bm_family_text(struct bm_buf *b, const struct bm_family *f, int width)
{
    bm_buf_printf(b, "%s (%s event)\n  ", f->spec.name, bm_event_word(f->event));
    struct bm_buf about;
    bm_buf_init(&about);
    bm_buf_printf(&about, "%s.", f->spec.description);
    if (f->source)
        bm_buf_printf(&about, " From %s.", f->source);
    if (about.failed)
        b->failed = 1;
    else
        bm_wrapped(b, about.data, 2, 2);
    bm_buf_free(&about);
    bm_keys_text(b, &f->spec, width, 1);
}
