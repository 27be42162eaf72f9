/* SPDX-License-Identifier: MIT */
/* The family catalogue of the public API (families.h): the registry's descriptors, one by
 * one or whole, as JSON or as text. */
#include <string.h>

#include "spec/registry.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

BM_EXPORT uint32_t bm_family_count(void)
{
    return (uint32_t)bm_registry_size();
}

BM_EXPORT const char *bm_family_name(uint32_t index)
{
    const struct bm_family *f = index ? bm_registry_at(index - 1) : NULL;
    return f ? f->spec.name : NULL;
}

BM_EXPORT const char *bm_family_description(const char *family)
{
    const struct bm_family *f = family ? bm_family_find(family) : NULL;
    return f ? f->spec.description : NULL;
}

static void catalogue_json(struct bm_buf *b)
{
    bm_buf_puts(b, "{\"families\": [");
    for (size_t i = 0; i < bm_registry_size(); i++) {
        bm_buf_puts(b, i ? ",\n  " : "\n  ");
        bm_family_json(b, bm_registry_at(i));
    }
    bm_buf_puts(b, "\n]}\n");
}

/* The longest key name in the catalogue, so that every family's keys line up alike. */
static int name_width(void)
{
    int width = 0;
    for (size_t i = 0; i < bm_registry_size(); i++) {
        int w = bm_set_name_width(&bm_registry_at(i)->spec);
        width = w > width ? w : width;
    }
    return width;
}

static void catalogue_text(struct bm_buf *b)
{
    int width = name_width();
    for (size_t i = 0; i < bm_registry_size(); i++) {
        bm_family_text(b, bm_registry_at(i), width);
        bm_buf_puts(b, "\n");
    }
    bm_common_keys_text(b, &bm_registry_at(0)->spec, "Every family also takes:", width);
}

BM_EXPORT enum bm_status bm_families_report(char **out, enum bm_form form)
{
    BM_OUT_PARAM(out);
    if (form != BM_FORM_TEXT && form != BM_FORM_JSON)
        return bm_fail(BM_EUNSUPPORTED, "bm_families_report: the catalogue is text or JSON");
    struct bm_buf b;
    bm_buf_init(&b);
    if (form == BM_FORM_JSON)
        catalogue_json(&b);
    else
        catalogue_text(&b);
    return bm_buf_finish(&b, out);
}
