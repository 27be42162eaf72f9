/* SPDX-License-Identifier: MIT */
/* The option sets that are not families, in catalogue order. */
#include <string.h>

#include "options/keys.h"

static const struct bm_option_set *const sets[] = {
    &bm_options_switch, &bm_options_score,    &bm_options_suggest,
    &bm_options_print,  &bm_options_exchange, &bm_options_change,
    &bm_options_swiss,
};

#define NSETS (sizeof sets / sizeof sets[0])

const struct bm_option_set *bm_option_set_find(const char *name)
{
    for (size_t i = 0; i < NSETS; i++)
        if (strcmp(sets[i]->name, name) == 0)
            return sets[i];
    return NULL;
}

const struct bm_option_set *bm_option_set_at(unsigned i)
{
    return i < NSETS ? sets[i] : NULL;
}
