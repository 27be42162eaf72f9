/* SPDX-License-Identifier: MIT */
/* The family registry (registry.c). */
#ifndef BM_SPEC_REGISTRY_H
#define BM_SPEC_REGISTRY_H

#include <stddef.h>

#include "descriptor/family.h"

/* The family called name, NULL if there is none. */
const struct bm_family *bm_family_find(const char *name);
/* The family whose spec keys s is, NULL for a set that is not a family's. */
const struct bm_family *bm_family_of_set(const struct bm_option_set *s);
/* A spec, "FAMILY[:key=value,...]", into options of that family: as bm_options_parse() with
 * no set, but a name that is not a family is refused in a director's words. */
enum bm_status bm_spec_parse(struct bm_options **out, const char *text);
/* How many families there are, and the i-th (0-based, registry order; NULL past the last). */
size_t bm_registry_size(void);
const struct bm_family *bm_registry_at(size_t i);
/* The family names, comma-separated, into buf (n bytes). */
void bm_family_list(char *buf, size_t n);

#endif
