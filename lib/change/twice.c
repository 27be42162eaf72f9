/* SPDX-License-Identifier: MIT */
/* Two rounds seated together after a change, so that no pair sits out twice running where a
 * seating without it exists. The per-round search (optimum.c) holds every other round as it
 * is, so it cannot see a pair that could play round r only by taking, in round r + 1, boards
 * or an opponent another pair now has there. Here rounds r and r + 1 are searched jointly
 * (every clash-free seating of both, no pair playing a set twice or meeting a pair twice, the
 * two rounds included), each with no more sit-outs than it has, for the fewest sit-outs next
 * to a sit-out of the same pair (in rounds r - 1 and r + 2 too, as they are). Only pairs of
 * rounds that have a pair sitting out both are searched. A party table's host stays NS at its
 * table, or sits out. */
#include <stdlib.h>
#include <string.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

/* Nodes one pair of rounds may visit; past it (or past ENOUGH once nobody sits out twice
 * running) the best seating found so far stands if it is better than the rounds as they are. */
#define NODE_BUDGET 2000000ul
#define ENOUGH 200000ul

struct joint {
    const struct bm_movement *m;
    unsigned r, n, nt[2];
    unsigned *pair;              /* [n] pairs present in r or r + 1 */
    unsigned *table;             /* [2 * tables] the tables with boards, by round */
    unsigned char *in, *used;    /* [2 * n] present, seated (by round) */
    unsigned char *ok;           /* [2 * n * tables] pair i may play table j's boards */
    unsigned char *meets, *met;  /* [n * n] meet in another round, meet in round r */
    unsigned char *edge;         /* [2 * n] sits out round r - 1 (r + 2): bit 0; and not
                                  * round r - 2 (r + 3): bit 1 */
    unsigned *setof;             /* [n] the set i plays in round r */
    unsigned *pick, *best;       /* [2 * tables * 2] index + 1 at each seat */
    unsigned *now;               /* [2 * n] the table index + 1 i plays at now, 0 sits out */
    const unsigned *home;        /* [participants + 1] the party table each pair hosts */
    unsigned cap[2], present[2], best_twice, best_moves;
    unsigned long nodes;
};


static unsigned set_at(const struct joint *e, unsigned h, unsigned j)
{
    return bm_cell_at(e->m, e->r + h, e->table[h * e->m->tables + j])->set;
}

/* Sit-outs next to a sit-out of the same pair, as the choice stands (both rounds done): in
 * these two rounds, and in rounds r - 1 and r + 2 those that are so only because of them. */
static unsigned twice(const struct joint *e)
{
    unsigned n = 0;
    for (unsigned i = 0; i < e->n; i++) {
        int out0 = e->in[i] && !e->used[i], out1 = e->in[e->n + i] && !e->used[e->n + i];
        unsigned a = e->edge[i], b = e->edge[e->n + i];
        n += out0 ? ((a & 1) || out1) + (a >> 1) : 0;
        n += out1 ? ((b & 1) || out0) + (b >> 1) : 0;
    }
    return n;
}

/* Pairs whose table (or sitting out) differs from the rounds as they are. */
static unsigned moves(const struct joint *e)
{
    unsigned n = 0;
    for (unsigned h = 0; h < 2; h++)
        for (unsigned j = 0; j < e->nt[h]; j++)
            for (unsigned k = 0; k < 2; k++) {
                unsigned i = e->pick[(h * e->m->tables + j) * 2 + k];
                n += i && e->now[h * e->n + i - 1] != j + 1;
            }
    for (unsigned i = 0; i < 2 * e->n; i++)
        n += e->now[i] && !e->used[i];
    return n;
}

/* Whether i and k (indices) may sit at table j of round r + h as hosts go: the host whose
 * table it is against a pair that hosts nowhere, or neither a host. */
static int at_home(const struct joint *e, unsigned h, unsigned j, unsigned i, unsigned k)
{
    unsigned t = e->table[h * e->m->tables + j], a = e->home[e->pair[i]], b = e->home[e->pair[k]];
    for (unsigned q = 0; q < e->n; q++)
        if (e->in[h * e->n + q] && e->home[e->pair[q]] == t)
            return (a == t && !b) || (b == t && !a);
    return !a && !b;
}

static int can(const struct joint *e, unsigned h, unsigned j, unsigned i, unsigned k)
{
    const unsigned char *in = e->in + h * e->n, *used = e->used + h * e->n;
    const unsigned char *ok = e->ok + (size_t)h * e->n * e->m->tables;
    size_t T = e->m->tables;
    if (!in[i] || !in[k] || used[i] || used[k] || !ok[i * T + j] || !ok[k * T + j] ||
        e->meets[(size_t)i * e->n + k] || !at_home(e, h, j, i, k))
        return 0;
    unsigned set = set_at(e, h, j);
    return h == 0 || (e->setof[i] != set && e->setof[k] != set && !e->met[(size_t)i * e->n + k]);
}

static void search(struct joint *e, unsigned h, unsigned j, unsigned played);

/* The index + 1 of pair p among the two rounds' pairs, 0 if none. */
static unsigned idx_of(const struct joint *e, unsigned p)
{
    for (unsigned i = 0; p && i < e->n; i++)
        if (e->pair[i] == p)
            return i + 1;
    return 0;
}

static void seat(struct joint *e, unsigned h, unsigned j, unsigned played, unsigned i,
                 unsigned k)
{
    unsigned set = set_at(e, h, j), *pick = e->pick + (h * e->m->tables + j) * 2;
    e->used[h * e->n + i] = e->used[h * e->n + k] = 1;
    pick[0] = i + 1;
    pick[1] = k + 1;
    if (h == 0) {
        e->setof[i] = e->setof[k] = set;
        e->met[(size_t)i * e->n + k] = e->met[(size_t)k * e->n + i] = 1;
    }
    search(e, h, j + 1, played + 1);
    if (h == 0) {
        e->setof[i] = e->setof[k] = 0;
        e->met[(size_t)i * e->n + k] = e->met[(size_t)k * e->n + i] = 0;
    }
    pick[0] = pick[1] = 0;
    e->used[h * e->n + i] = e->used[h * e->n + k] = 0;
}

/* Table j of round r + h, then the tables after it; a round may sit out no more pairs than
 * it does now. */
static void search(struct joint *e, unsigned h, unsigned j, unsigned played)
{
    if (++e->nodes > NODE_BUDGET || (e->best_twice == 0 && e->nodes > ENOUGH))
        return;
    unsigned unseated = 0;
    for (unsigned i = 0; i < e->n; i++)
        unseated += e->in[h * e->n + i] && !e->used[h * e->n + i];
    unsigned left = e->nt[h] - j, more = unseated / 2;
    if (e->present[h] - 2 * (played + (left < more ? left : more)) > e->cap[h])
        return;
    if (j == e->nt[h]) {
        if (h == 0) {
            search(e, 1, 0, 0);
        } else if (twice(e) < e->best_twice ||
                   (twice(e) == e->best_twice && moves(e) < e->best_moves)) {
            e->best_twice = twice(e);
            e->best_moves = moves(e);
            memcpy(e->best, e->pick, (size_t)e->m->tables * 4 * sizeof *e->best);
        }
        return;
    }
    const struct bm_cell *c = bm_cell_at(e->m, e->r + h, e->table[h * e->m->tables + j]);
    unsigned a = idx_of(e, c->seat[0]), b = idx_of(e, c->seat[1]);
    if (a && b && can(e, h, j, a - 1, b - 1)) /* the table as it is first */
        seat(e, h, j, played, a - 1, b - 1);
    for (unsigned i = 0; i < e->n; i++)
        for (unsigned k = i + 1; k < e->n; k++)
            if (!(i + 1 == a && k + 1 == b) && !(i + 1 == b && k + 1 == a) && can(e, h, j, i, k))
                seat(e, h, j, played, i, k);
    search(e, h, j + 1, played);
}

/* Who may sit where: the boards each pair plays and the pairs it meets outside r, r + 1. */
static void prepare(struct joint *e, unsigned *idx)
{
    const struct bm_movement *m = e->m;
    size_t T = m->tables;
    for (unsigned p = 1; p <= m->participants; p++)
        if (bm_is_present(m, p, e->r) || bm_is_present(m, p, e->r + 1)) {
            unsigned i = e->n++;
            e->pair[i] = p;
            idx[p] = i + 1;
        }
    for (unsigned i = 0; i < e->n; i++)
        for (unsigned h = 0; h < 2; h++) {
            unsigned p = e->pair[i];
            e->in[h * e->n + i] = (unsigned char)bm_is_present(m, p, e->r + h);
            e->present[h] += e->in[h * e->n + i];
            e->cap[h] += (unsigned)bm_change_idle(m, p, e->r + h);
            unsigned near = h ? e->r + 2 : e->r - 1, far = h ? e->r + 3 : e->r - 2;
            int out = bm_change_idle(m, p, near);
            e->edge[h * e->n + i] = (unsigned char)(out | (out && !bm_change_idle(m, p, far)) << 1);
        }
    for (unsigned h = 0; h < 2; h++)
        for (unsigned t = 1; t <= m->tables; t++)
            if (bm_cell_at(m, e->r + h, t)->active && bm_cell_at(m, e->r + h, t)->set)
                e->table[h * T + e->nt[h]++] = t;
    memset(e->ok, 1, 2 * e->n * T);
    for (unsigned s = 1; s <= m->rounds; s++)
        for (unsigned t = 1; s != e->r && s != e->r + 1 && t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, s, t);
            if (!bm_cell_played(m, c, s))
                continue;
            unsigned a = idx[c->seat[0]], b = idx[c->seat[1]];
            if (a && b)
                e->meets[(size_t)(a - 1) * e->n + (b - 1)] =
                    e->meets[(size_t)(b - 1) * e->n + (a - 1)] = 1;
            for (unsigned q = 0; q < 2; q++)
                for (unsigned h = 0; idx[c->seat[q]] && h < 2; h++)
                    for (unsigned j = 0; j < e->nt[h]; j++)
                        if (set_at(e, h, j) == c->set)
                            e->ok[((size_t)h * e->n + idx[c->seat[q]] - 1) * T + j] = 0;
        }
}

/* Round r + h as the best seating says: the chosen pairs at their tables (a pair keeping its
 * direction where it sat there), every other present pair out of the seat it had. */
static void apply(struct joint *e, unsigned h)
{
    struct bm_movement *m = (struct bm_movement *)e->m;
    unsigned r = e->r + h;
    size_t T = m->tables;
    for (unsigned j = 0; j < e->nt[h]; j++) {
        const unsigned *pick = e->best + (h * T + j) * 2;
        struct bm_cell *c = bm_cell_at(m, r, e->table[h * T + j]);
        if (!pick[0])
            continue;
        unsigned a = e->pair[pick[0] - 1], b = e->pair[pick[1] - 1];
        int flip = e->home[b] ? 1 : e->home[a] ? 0 : c->seat[1] == a || c->seat[0] == b;
        c->seat[0] = flip ? b : a;
        c->seat[1] = flip ? a : b;
    }
    for (unsigned t = 1; t <= m->tables; t++) {
        struct bm_cell *c = bm_cell_at(m, r, t);
        int chosen = 0;
        for (unsigned j = 0; j < e->nt[h]; j++)
            chosen |= e->table[h * T + j] == t && e->best[(h * T + j) * 2];
        for (unsigned k = 0; !chosen && k < 2; k++)
            if (c->seat[k] && bm_is_present(m, c->seat[k], r))
                c->seat[k] = 0;
    }
}

/* Rounds r and r + 1 at their best together; *better = 1 when that changed them. */
static enum bm_status best_pair(struct bm_movement *m, unsigned r, const unsigned *home,
                                int *better)
{
    size_t P = (size_t)m->participants + 1, T = m->tables;
    struct joint e = {.m = m, .r = r, .home = home};
    unsigned *idx = bm_calloc(P, sizeof *idx);
    e.pair = bm_calloc(P, sizeof *e.pair);
    e.table = bm_calloc(2 * T + 1, sizeof *e.table);
    e.in = bm_calloc(2 * P, 1);
    e.used = bm_calloc(2 * P, 1);
    e.edge = bm_calloc(2 * P, 1);
    e.ok = bm_calloc(2 * P * T + 1, 1);
    e.meets = bm_calloc(P * P, 1);
    e.met = bm_calloc(P * P, 1);
    e.setof = bm_calloc(P, sizeof *e.setof);
    e.now = bm_calloc(2 * P, sizeof *e.now);
    e.pick = bm_calloc(4 * T + 1, sizeof *e.pick);
    e.best = bm_calloc(4 * T + 1, sizeof *e.best);
    enum bm_status st = idx && e.pair && e.table && e.in && e.used && e.edge && e.ok &&
                                e.meets && e.met && e.setof && e.now && e.pick && e.best
                            ? BM_OK
                            : BM_ENOMEM;
    *better = 0;
    if (!st) {
        prepare(&e, idx);
        for (unsigned h = 0; h < 2; h++)
            for (unsigned j = 0; j < e.nt[h]; j++) {
                const struct bm_cell *c = bm_cell_at(m, r + h, e.table[h * T + j]);
                for (unsigned k = 0; bm_cell_played(m, c, r + h) && k < 2; k++) {
                    e.now[h * e.n + idx[c->seat[k]] - 1] = j + 1;
                    e.used[h * e.n + idx[c->seat[k]] - 1] = 1;
                }
            }
        e.best_twice = twice(&e);
        e.best_moves = 0;
        memset(e.used, 0, 2 * P);
        unsigned before = e.best_twice;
        if (before)
            search(&e, 0, 0, 0);
        *better = e.best_twice < before;
        if (*better) {
            apply(&e, 0);
            apply(&e, 1);
        }
    }
    free(idx), free(e.pair), free(e.table), free(e.in), free(e.used), free(e.edge);
    free(e.ok), free(e.meets), free(e.met), free(e.setof), free(e.now), free(e.pick);
    free(e.best);
    return st;
}

/* Whether some pair sits out both rounds r and r + 1. */
static int sits_out_twice(const struct bm_movement *m, unsigned r)
{
    for (unsigned p = 1; p <= m->participants; p++)
        if (bm_change_idle(m, p, r) && bm_change_idle(m, p, r + 1))
            return 1;
    return 0;
}

enum bm_status bm_change_pair_rounds(struct bm_movement *m, unsigned from,
                                     const unsigned *home, int *changed)
{
    enum bm_status st = BM_OK;
    *changed = 0;
    for (unsigned r = from; !st && r < m->rounds; r++) {
        int better = 0;
        if (sits_out_twice(m, r))
            st = best_pair(m, r, home, &better);
        *changed |= better;
    }
    return st;
}
