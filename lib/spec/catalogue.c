/* SPDX-License-Identifier: MIT */
/* The family catalogue of the public API (families.h): the registry's descriptors, one by
 * one or whole, as JSON or as text. */
#include <string.h>

#include "spec/registry.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

BM_EXPORT unsigned bm_family_count(void)
{
    return (unsigned)bm_registry_size();
}

BM_EXPORT const char *bm_family_name(unsigned index)
{
    const struct bm_family *f = index ? bm_registry_at(index - 1) : NULL;
    return f ? f->name : NULL;
}

static const struct bm_family *find(const char *family)
{
    return family ? bm_family_find(family) : NULL;
}

BM_EXPORT const char *bm_family_description(const char *family)
{
    const struct bm_family *f = find(family);
    return f ? f->description : NULL;
}

BM_EXPORT unsigned bm_family_key_count(const char *family)
{
    const struct bm_family *f = find(family);
    unsigned n = 0;
    while (f && bm_family_key_at(f, n))
        n++;
    return n;
}

BM_EXPORT const char *bm_family_key_name(const char *family, unsigned index)
{
    const struct bm_family *f = find(family);
    const struct bm_key *k = f && index ? bm_family_key_at(f, index - 1) : NULL;
    return k ? k->name : NULL;
}

BM_EXPORT const char *bm_family_key_help(const char *family, const char *key)
{
    const struct bm_family *f = find(family);
    const struct bm_key *k = f && key ? bm_family_key(f, key) : NULL;
    return k ? k->help : NULL;
}

BM_EXPORT enum bm_status bm_families_to_json(char **out)
{
    BM_OUT_PARAM(out);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\"families\": [");
    for (size_t i = 0; i < bm_registry_size(); i++) {
        bm_buf_puts(&b, i ? ",\n  " : "\n  ");
        bm_family_json(&b, bm_registry_at(i));
    }
    bm_buf_puts(&b, "\n]}\n");
    return bm_buf_finish(&b, out);
}

/* The longest key name in the catalogue, so that every family's keys line up alike. */
static int name_width(void)
{
    size_t width = 0;
    const struct bm_key *k;
    for (size_t i = 0; i < bm_registry_size(); i++)
        for (unsigned j = 0; (k = bm_family_key_at(bm_registry_at(i), j)) != NULL; j++)
            if (strlen(k->name) > width)
                width = strlen(k->name);
    return (int)width;
}

BM_EXPORT enum bm_status bm_families_to_text(char **out)
{
    BM_OUT_PARAM(out);
    int width = name_width();
    struct bm_buf b;
    bm_buf_init(&b);
    for (size_t i = 0; i < bm_registry_size(); i++) {
        bm_family_text(&b, bm_registry_at(i), width);
        bm_buf_puts(&b, "\n");
    }
    bm_common_keys_text(&b, width);
    return bm_buf_finish(&b, out);
}
