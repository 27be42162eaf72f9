/* SPDX-License-Identifier: MIT */
/* The family registry: every movement family the library builds, found by name. */
#include <stdio.h>
#include <string.h>

#include "spec/registry.h"

/* One line per family, in catalogue order: the descriptor bm_family_NAME is defined in the
 * family's own file in lib/families/. */
#define BM_FAMILIES(X) \
    X(mitchell)        \
    X(hesitation)      \
    X(appendix)        \
    X(extended)        \
    X(bowman)          \
    X(rover)           \
    X(worger)          \
    X(howell)          \
    X(web)             \
    X(american)        \
    X(stagger)         \
    X(thurner)         \
    X(roundrobin)      \
    X(circulation)     \
    X(triplicate)      \
    X(tournant)        \
    X(individual)

#define BM_DECLARE(name) extern const struct bm_family bm_family_##name;
#define BM_ENTRY(name) &bm_family_##name,
BM_FAMILIES(BM_DECLARE)
static const struct bm_family *const families[] = {BM_FAMILIES(BM_ENTRY)};

#define NFAMILIES (sizeof families / sizeof families[0])

size_t bm_registry_size(void)
{
    return NFAMILIES;
}

const struct bm_family *bm_registry_at(size_t i)
{
    return i < NFAMILIES ? families[i] : NULL;
}

const struct bm_family *bm_family_find(const char *name)
{
    for (size_t i = 0; i < NFAMILIES; i++)
        if (strcmp(families[i]->spec.name, name) == 0)
            return families[i];
    return NULL;
}

const struct bm_family *bm_family_of_set(const struct bm_option_set *s)
{
    for (size_t i = 0; i < NFAMILIES; i++)
        if (&families[i]->spec == s)
            return families[i];
    return NULL;
}

void bm_family_list(char *buf, size_t n)
{
    buf[0] = '\0';
    for (size_t i = 0; i < NFAMILIES; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s", i ? ", " : "", families[i]->spec.name);
    }
}
