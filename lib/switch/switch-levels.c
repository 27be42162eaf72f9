/* SPDX-License-Identifier: MIT */
/* The four levels of a switch plan, from the easiest to run to the most detailed:
 *   round  - whole rounds switched at every table;
 *   board  - board position j of the set, in a given round, at every table;
 *   table  - a whole set at one table in one round;
 *   free   - any board at any table in any round (individual itineraries).
 * A level is a partition of the plays into groups that switch together; the groups holding a
 * play that counts are the optimiser's variables. */
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

const char *bm_level_name(enum bm_level level)
{
    switch (level) {
    case BM_LEVEL_ROUND: return "round";
    case BM_LEVEL_BOARD: return "board";
    case BM_LEVEL_TABLE: return "table";
    case BM_LEVEL_FREE: return "free";
    }
    return "unknown";
}

static unsigned max_position(const struct bm_seval *e)
{
    unsigned k = 1;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].position > k)
            k = e->plays[p].position;
    return k;
}

static unsigned max_table(const struct bm_seval *e)
{
    unsigned t = 1;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].table > t)
            t = e->plays[p].table;
    return t;
}

/* Dense candidate key of a play at a level (candidates may be empty). */
static size_t key_of(const struct bm_play *x, size_t play, enum bm_level level, unsigned k,
                     unsigned tables)
{
    switch (level) {
    case BM_LEVEL_ROUND: return x->round - 1;
    case BM_LEVEL_BOARD: return (size_t)(x->round - 1) * k + (x->position - 1);
    case BM_LEVEL_TABLE: return (size_t)(x->round - 1) * tables + (x->table - 1);
    case BM_LEVEL_FREE: break;
    }
    return play;
}

static size_t key_count(const struct bm_seval *e, enum bm_level level, unsigned k,
                        unsigned tables)
{
    unsigned rounds = 1;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].round > rounds)
            rounds = e->plays[p].round;
    switch (level) {
    case BM_LEVEL_ROUND: return rounds;
    case BM_LEVEL_BOARD: return (size_t)rounds * k;
    case BM_LEVEL_TABLE: return (size_t)rounds * tables;
    case BM_LEVEL_FREE: break;
    }
    return e->nplays;
}

void bm_groups_free(struct bm_groups *g)
{
    free(g->start);
    free(g->plays);
    free(g->key);
    memset(g, 0, sizeof *g);
}

/* Keys with a counted play become groups, numbered in key order (round-major). */
static void fill_groups(struct bm_groups *g, const struct bm_seval *e, enum bm_level level,
                        unsigned k, unsigned tables, size_t nkeys, size_t *group_of_key)
{
    size_t n = 0;
    for (size_t key = 0; key < nkeys; key++)
        group_of_key[key] = group_of_key[key] ? n++ : SIZE_MAX;
    g->ngroups = n;
    memset(g->start, 0, sizeof *g->start * (n + 1));
    for (size_t p = 0; p < e->nplays; p++) {
        size_t grp = group_of_key[key_of(&e->plays[p], p, level, k, tables)];
        if (grp != SIZE_MAX)
            g->start[grp + 1]++;
    }
    for (size_t i = 0; i < n; i++)
        g->start[i + 1] += g->start[i];
    size_t *fill = g->plays + e->nplays; /* scratch tail, see the allocation */
    memcpy(fill, g->start, sizeof *fill * (n + 1));
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *x = &e->plays[p];
        size_t grp = group_of_key[key_of(x, p, level, k, tables)];
        if (grp == SIZE_MAX)
            continue;
        g->plays[fill[grp]++] = p;
        g->key[grp] = x->round;
    }
}

enum bm_status bm_groups_build(struct bm_groups *g, const struct bm_seval *e, enum bm_level level)
{
    memset(g, 0, sizeof *g);
    unsigned k = max_position(e), tables = max_table(e);
    size_t nkeys = key_count(e, level, k, tables);
    size_t *group_of_key = bm_calloc(nkeys + 1, sizeof *group_of_key);
    g->start = bm_malloc(sizeof *g->start * (nkeys + 2));
    g->plays = bm_malloc(sizeof *g->plays * (e->nplays + nkeys + 2));
    g->key = bm_malloc(sizeof *g->key * (nkeys + 1));
    if (!group_of_key || !g->start || !g->plays || !g->key) {
        free(group_of_key);
        bm_groups_free(g);
        return BM_ENOMEM;
    }
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].ns >= 0)
            group_of_key[key_of(&e->plays[p], p, level, k, tables)] = 1;
    fill_groups(g, e, level, k, tables, nkeys, group_of_key);
    free(group_of_key);
    return BM_OK;
}

int bm_groups_express(const struct bm_groups *g, const struct bm_seval *e)
{
    for (size_t i = 0; i < g->ngroups; i++)
        for (size_t q = g->start[i] + 1; q < g->start[i + 1]; q++)
            if (e->bit[g->plays[q]] != e->bit[g->plays[g->start[i]]])
                return 0;
    return 1;
}

void bm_groups_flip(struct bm_seval *e, const struct bm_groups *g, size_t group)
{
    for (size_t q = g->start[group]; q < g->start[group + 1]; q++)
        bm_seval_flip(e, g->plays[q]);
}
