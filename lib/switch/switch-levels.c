/* SPDX-License-Identifier: MIT */
/* The four levels of a switch plan, from the easiest to run to the most detailed:
 *   round  - whole rounds switched at every table;
 *   board  - board position j of the set, in a given round, at every table;
 *   table  - a whole set at one table in one round;
 *   free   - any board at any table in any round (individual itineraries).
 * A level is a partition of the counted plays into groups that switch together: the plays of
 * one key of the level, joined (teams events) with every key a match tie reaches. Groups are
 * the connected components of "same key" and "tied", found with a union-find over the plays;
 * the grid order of the plays keeps the keys of rounds and cells in runs. */
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

size_t bm_uf_find(size_t *parent, size_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    return x;
}

void bm_uf_unite(size_t *parent, size_t a, size_t b)
{
    a = bm_uf_find(parent, a);
    b = bm_uf_find(parent, b);
    if (a < b)
        parent[b] = a;
    else if (b < a)
        parent[a] = b;
}

static int same_key(const struct bm_play *x, const struct bm_play *y, enum bm_level level)
{
    switch (level) {
    case BM_LEVEL_ROUND: return x->round == y->round;
    case BM_LEVEL_BOARD: return x->round == y->round && x->position == y->position;
    case BM_LEVEL_TABLE: return x->round == y->round && x->table == y->table;
    case BM_LEVEL_FREE: break;
    }
    return x == y;
}

static unsigned max_position(const struct bm_seval *e)
{
    unsigned k = 1;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].position > k)
            k = e->plays[p].position;
    return k;
}

/* Join the counted plays of each key. Round and cell keys are runs in grid order; a board
 * position in a round is found through a table of the round's first play of each position. */
static enum bm_status join_keys(size_t *parent, const struct bm_seval *e, enum bm_level level)
{
    if (level == BM_LEVEL_FREE)
        return BM_OK;
    unsigned k = max_position(e);
    size_t *first = bm_malloc(sizeof *first * (k + 1));
    if (!first)
        return BM_ENOMEM;
    size_t prev = SIZE_MAX;
    unsigned round = 0;
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *x = &e->plays[p];
        if (x->ns < 0)
            continue;
        if (x->round != round) {
            round = x->round;
            for (unsigned j = 0; j <= k; j++)
                first[j] = SIZE_MAX;
        }
        if (level == BM_LEVEL_BOARD) {
            if (first[x->position] == SIZE_MAX)
                first[x->position] = p;
            else
                bm_uf_unite(parent, first[x->position], p);
        } else if (prev != SIZE_MAX && same_key(&e->plays[prev], x, level)) {
            bm_uf_unite(parent, prev, p);
        }
        prev = p;
    }
    free(first);
    return BM_OK;
}

void bm_groups_free(struct bm_groups *g)
{
    free(g->start);
    free(g->plays);
    free(g->key);
    memset(g, 0, sizeof *g);
}

/* Components with a counted play become groups, numbered by their first play. */
static enum bm_status fill_groups(struct bm_groups *g, const struct bm_seval *e, size_t *parent,
                                  enum bm_level level)
{
    size_t n = 0, *gid = parent; /* reused: after find, parent[p] is no longer needed */
    size_t *root = bm_malloc(sizeof *root * (e->nplays + 1));
    if (!root)
        return BM_ENOMEM;
    for (size_t p = 0; p < e->nplays; p++)
        root[p] = e->plays[p].ns >= 0 ? bm_uf_find(parent, p) : SIZE_MAX;
    for (size_t p = 0; p < e->nplays; p++) {
        if (root[p] == SIZE_MAX)
            continue;
        if (root[p] == p)
            gid[p] = n++;
        if (!same_key(&e->plays[p], &e->plays[root[p]], level))
            g->merged = 1;
    }
    g->ngroups = n;
    g->start = bm_calloc(n + 2, sizeof *g->start);
    g->plays = bm_malloc(sizeof *g->plays * (e->ncounted + 1));
    g->key = bm_malloc(sizeof *g->key * (n + 1));
    if (!g->start || !g->plays || !g->key) {
        free(root);
        return BM_ENOMEM;
    }
    for (size_t p = 0; p < e->nplays; p++)
        if (root[p] != SIZE_MAX)
            g->start[gid[root[p]] + 2]++;
    for (size_t i = 2; i < n + 2; i++)
        g->start[i] += g->start[i - 1];
    for (size_t p = 0; p < e->nplays; p++) {
        if (root[p] == SIZE_MAX)
            continue;
        size_t grp = gid[root[p]];
        g->plays[g->start[grp + 1]++] = p;
        g->key[grp] = e->plays[root[p]].round;
    }
    free(root);
    return BM_OK;
}

enum bm_status bm_groups_build(struct bm_groups *g, const struct bm_seval *e, enum bm_level level)
{
    memset(g, 0, sizeof *g);
    size_t *parent = bm_malloc(sizeof *parent * (e->nplays + 1));
    if (!parent)
        return BM_ENOMEM;
    for (size_t p = 0; p < e->nplays; p++)
        parent[p] = p;
    enum bm_status st = join_keys(parent, e, level);
    if (!st && e->atom)
        for (size_t p = 0; p < e->nplays; p++)
            if (e->plays[p].ns >= 0)
                bm_uf_unite(parent, p, e->atom[p]);
    if (!st)
        st = fill_groups(g, e, parent, level);
    free(parent);
    if (st)
        bm_groups_free(g);
    return st;
}

int bm_groups_express(const struct bm_groups *g, const struct bm_seval *e,
                      const unsigned char *bits)
{
    if (!bits)
        bits = e->bit;
    for (size_t i = 0; i < g->ngroups; i++)
        for (size_t q = g->start[i] + 1; q < g->start[i + 1]; q++)
            if (bits[g->plays[q]] != bits[g->plays[g->start[i]]])
                return 0;
    return 1;
}

void bm_groups_flip(struct bm_seval *e, const struct bm_groups *g, size_t group)
{
    for (size_t q = g->start[group]; q < g->start[group + 1]; q++)
        bm_seval_flip(e, g->plays[q]);
}
