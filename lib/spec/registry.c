/* SPDX-License-Identifier: MIT */
/* The family registry: every movement family the library builds, found by name. */
#include <stdio.h>
#include <string.h>

#include "families/families.h"
#include "spec/registry.h"

/* The registry: one line per family, builders live in the family's own file. */
static const struct bm_family families[] = {
    {"mitchell", "tables rounds variant", bm_build_mitchell},
    {"american", "tables stanzas", bm_build_american},
    {"stagger", "tables stanzas", bm_build_stagger},
    {"thurner", "teams", bm_build_thurner},
    {"circulation", "", bm_build_circulation},
    {"triplicate", "", bm_build_triplicate},
    {"tournant", "", bm_build_tournant},
    {"individual", "players layout", bm_build_individual},
    {"howell", "tables pairs rounds balanced layout", bm_build_howell},
    {"web", "tables rounds groups rover subsections share flow", bm_build_web},
    {"extended", "tables modified", bm_build_extended},
    {"bowman", "tables modified", bm_build_bowman},
    {"rover", "tables step", bm_build_rover},
    {"worger", "tables step start", bm_build_worger},
};

#define NFAMILIES (sizeof families / sizeof families[0])
const struct bm_family *bm_family_find(const char *name)
{
    for (size_t i = 0; i < NFAMILIES; i++)
        if (strcmp(families[i].name, name) == 0)
            return &families[i];
    return NULL;
}

void bm_family_list(char *buf, size_t n)
{
    buf[0] = '\0';
    for (size_t i = 0; i < NFAMILIES; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s", i ? ", " : "", families[i].name);
    }
}

