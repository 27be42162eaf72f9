/* SPDX-License-Identifier: MIT */
/* Match ties of teams events (the teams-movements note): a board of the match between teams x
 * and y is played at two tables, NS x v EW y at one and NS y v EW x at the other. Switched at
 * one table only, one team sits in the same direction at both tables and the board cannot be
 * scored as a match; switched at both, the match stays whole. So the plays of one board in
 * one match are tied: they switch together, at every level. */
#include <stdlib.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

struct tie_key {
    unsigned board, lo, hi;
    size_t play;
};

static int cmp_key(const void *a, const void *b)
{
    const struct tie_key *x = a, *y = b;
    if (x->board != y->board)
        return x->board < y->board ? -1 : 1;
    if (x->lo != y->lo)
        return x->lo < y->lo ? -1 : 1;
    if (x->hi != y->hi)
        return x->hi < y->hi ? -1 : 1;
    return (x->play > y->play) - (x->play < y->play);
}

enum bm_status bm_match_ties(struct bm_seval *e, const struct bm_movement *m)
{
    if (m->event != BM_EVENT_TEAMS || !m->team_of)
        return BM_OK;
    e->atom = bm_malloc(sizeof *e->atom * (e->nplays + 1));
    struct tie_key *k = bm_malloc(sizeof *k * (e->nplays + 1));
    if (!e->atom || !k) {
        free(k);
        return BM_ENOMEM;
    }
    size_t n = 0;
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *x = &e->plays[p];
        e->atom[p] = p;
        if (x->ns < 0)
            continue;
        unsigned tx = m->team_of[e->number_of[x->ns]], ty = m->team_of[e->number_of[x->ew]];
        if (tx && ty && tx != ty)
            k[n++] = (struct tie_key){x->board, tx < ty ? tx : ty, tx < ty ? ty : tx, p};
    }
    qsort(k, n, sizeof *k, cmp_key);
    for (size_t i = 1; i < n; i++)
        if (k[i].board == k[i - 1].board && k[i].lo == k[i - 1].lo && k[i].hi == k[i - 1].hi)
            e->atom[k[i].play] = e->atom[k[i - 1].play];
    free(k);
    return BM_OK;
}

void bm_match_close(const struct bm_seval *e, unsigned char *bits)
{
    if (!e->atom)
        return;
    for (size_t p = 0; p < e->nplays; p++)
        if (bits[p])
            bits[e->atom[p]] = 1;
    for (size_t p = 0; p < e->nplays; p++)
        bits[p] = bits[e->atom[p]];
}
