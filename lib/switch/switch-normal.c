/* SPDX-License-Identifier: MIT */
/* The normal form of a plan: two plans with the same s are the same plan to a director, so a
 * plan is reduced to the fewest switched plays among its obvious equivalents. Flipping every
 * play of a board changes no s (each product sigma_i sigma_j keeps its sign). A level's groups
 * joined through the boards they share form components; flipping a whole component flips
 * whole boards only, so each component keeps the side with fewer switched plays (at the round
 * level of a Mitchell: the complement of a set of rounds). Plays that do not happen (a
 * phantom's table, an absent pair) are cleared. Only bits change: s is the same. */
#include <stdlib.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

static void toggle(struct bm_seval *e, size_t p)
{
    e->bit[p] ^= 1;
    e->sign[p] = (signed char)-e->sign[p];
}

/* Join the groups that hold plays of one board. */
static void join_boards(size_t *parent, const struct bm_seval *e, const size_t *group_of)
{
    for (unsigned b = 0; b < e->nboards; b++)
        for (unsigned q = e->board_start[b] + 1; q < e->board_start[b + 1]; q++)
            bm_uf_unite(parent, group_of[e->board_plays[e->board_start[b]]],
                        group_of[e->board_plays[q]]);
}

enum bm_status bm_group_components(size_t *comp, const struct bm_seval *e,
                                   const struct bm_groups *g)
{
    size_t *group_of = bm_malloc(sizeof *group_of * (e->nplays + 1));
    if (!group_of)
        return BM_ENOMEM;
    for (size_t i = 0; i < g->ngroups; i++) {
        comp[i] = i;
        for (size_t q = g->start[i]; q < g->start[i + 1]; q++)
            group_of[g->plays[q]] = i;
    }
    join_boards(comp, e, group_of);
    for (size_t i = 0; i < g->ngroups; i++)
        comp[i] = bm_uf_find(comp, i);
    free(group_of);
    return BM_OK;
}

enum bm_status bm_normalise(struct bm_seval *e, const struct bm_groups *g)
{
    size_t n = g->ngroups;
    size_t *parent = bm_malloc(sizeof *parent * (n + 1));
    size_t *total = bm_calloc(n + 1, sizeof *total), *on = bm_calloc(n + 1, sizeof *on);
    enum bm_status st = parent && total && on ? BM_OK : BM_ENOMEM;
    if (!st)
        st = bm_group_components(parent, e, g);
    if (!st) {
        for (size_t i = 0; i < n; i++) {
            size_t r = parent[i];
            total[r] += g->start[i + 1] - g->start[i];
            for (size_t q = g->start[i]; q < g->start[i + 1]; q++)
                on[r] += e->bit[g->plays[q]];
        }
        for (size_t i = 0; i < n; i++) {
            size_t r = parent[i];
            if (2 * on[r] > total[r])
                for (size_t q = g->start[i]; q < g->start[i + 1]; q++)
                    toggle(e, g->plays[q]);
        }
        for (size_t p = 0; p < e->nplays; p++)
            if (e->plays[p].ns < 0 && e->bit[p])
                toggle(e, p);
    }
    free(parent);
    free(total);
    free(on);
    return st;
}
