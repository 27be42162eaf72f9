/* SPDX-License-Identifier: MIT */
/* The moves as a director sees them: at each change of round most pairs follow one of two
 * calls ("North-South stay, East-West up one table"), and the director must tell the others
 * one by one. A Mitchell has none to tell; a hesitation Mitchell has its one or two
 * hesitating pairs; a Howell has nearly every pair on its own card. An arrow switch of a
 * whole table (both pairs turn together) is one call too, not two exceptions. The figure is
 * the pairs told one by one, on average over the changes of round. */
#include <stdlib.h>

#include "model/model.h"
#include "suggest/suggest-private.h"
#include "util/alloc.h"

/* Where each pair sits in one round: table and direction (0: NS, 1: EW); table 0 when it
 * does not play. */
struct place {
    unsigned table, dir;
};

static void places(struct place *at, const struct bm_movement *m, unsigned r)
{
    for (unsigned p = 0; p <= m->participants; p++)
        at[p].table = 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (!bm_cell_played(m, c, r))
            continue;
        for (unsigned k = 0; k < 2; k++)
            at[c->seat[k]] = (struct place){t, k};
    }
}

/* The move from one place to the next: how many tables on (modulo the tables). */
static unsigned step(const struct place *a, const struct place *b, unsigned tables)
{
    return (b->table + tables - a->table) % tables;
}

/* Whether pair p turned alone: it changed direction but its new opponents did not. */
static int turned_alone(const struct place *was, const struct place *now,
                        const struct bm_movement *m, unsigned r, unsigned p)
{
    if (was[p].dir == now[p].dir)
        return 0;
    const struct bm_cell *c = bm_cell_at(m, r, now[p].table);
    unsigned q = c->seat[1 - now[p].dir];
    return !was[q].table || was[q].dir == now[q].dir;
}

/* The pairs, among those playing both rounds, whose move is not one of the two most
 * common steps or who turn alone. */
static unsigned exceptions(const struct place *was, const struct place *now,
                           const struct bm_movement *m, unsigned r, unsigned *count)
{
    unsigned tables = m->tables;
    for (unsigned s = 0; s < tables; s++)
        count[s] = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        if (!bm_is_phantom(m, p) && was[p].table && now[p].table)
            count[step(&was[p], &now[p], tables)]++;
    unsigned first = 0, second = tables > 1 ? 1 : 0;
    if (count[second] > count[first])
        first = 1, second = 0;
    for (unsigned s = 2; s < tables; s++)
        if (count[s] > count[first])
            second = first, first = s;
        else if (count[s] > count[second])
            second = s;
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        if (bm_is_phantom(m, p) || !was[p].table || !now[p].table)
            continue;
        unsigned s = step(&was[p], &now[p], tables);
        n += (s != first && s != second) || turned_alone(was, now, m, r, p);
    }
    return n;
}

enum bm_status bm_suggest_moves(struct bm_candidate *c, const struct bm_movement *m)
{
    c->told = 0;
    if (m->event != BM_EVENT_PAIRS || m->rounds < 2 || !m->tables)
        return BM_OK;
    struct place *a = bm_calloc((size_t)m->participants + 1, sizeof *a);
    struct place *b = bm_calloc((size_t)m->participants + 1, sizeof *b);
    unsigned *count = bm_calloc(m->tables, sizeof *count);
    if (!a || !b || !count) {
        free(a);
        free(b);
        free(count);
        return BM_ENOMEM;
    }
    unsigned long total = 0;
    places(a, m, 1);
    for (unsigned r = 2; r <= m->rounds; r++) {
        places(b, m, r);
        total += exceptions(a, b, m, r, count);
        struct place *t = a;
        a = b, b = t;
    }
    free(a);
    free(b);
    free(count);
    c->told = (double)total / (m->rounds - 1);
    return BM_OK;
}

double bm_suggest_told_share(const struct bm_candidate *c)
{
    unsigned tables = c->number[BM_SUGGEST_TABLES], field = tables ? 2 * tables : 1;
    double told = c->event == BM_EVENT_PAIRS ? c->told : c->turning;
    return told < field ? told / field : 1.0;
}
