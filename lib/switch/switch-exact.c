/* SPDX-License-Identifier: MIT */
/* Exact searches of a level, when the space is small enough.
 *  - Any level: the groups in Gray-code order, one group flip per step. Flipping a whole
 *    component of groups (joined by the boards they share) changes no s, so one group of each
 *    component stays fixed (a Mitchell's round level: 2^(R-1) plans).
 *  - The board level (no match ties): the positions of a set are interchangeable (their boards
 *    are played at the same cells by the same pairs) and s is a sum of one contribution per
 *    position, so a plan is a multiset of round vectors per class of interchangeable positions:
 *    the contributions of every round vector are tabulated once and the multisets enumerated
 *    without repetition (7 tables, k = 4: 766,480 multisets instead of 2^28 plans). */
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

/* Pair updates between two looks at the clock (about a millisecond). */
#define CLOCK_WORK (1u << 20)

static uint64_t group_cost(const struct bm_seval *e, const struct bm_groups *g, size_t i)
{
    uint64_t c = 1;
    for (size_t q = g->start[i]; q < g->start[i + 1]; q++)
        c += 4 * (uint64_t)e->board_n[e->plays[g->plays[q]].board];
    return c;
}

static uint64_t saturating_mul(uint64_t a, uint64_t b)
{
    return a && b > UINT64_MAX / a ? UINT64_MAX : a * b;
}

/* ---- any level: Gray code over the groups, one fixed per component ---- */

/* The groups that vary (all but the last of each component), or NULL on ENOMEM. */
static size_t *varying_groups(size_t *count, const struct bm_seval *e, const struct bm_groups *g)
{
    size_t *comp = bm_malloc(sizeof *comp * (g->ngroups + 1));
    size_t *last = bm_malloc(sizeof *last * (g->ngroups + 1));
    if (!comp || !last || bm_group_components(comp, e, g)) {
        free(comp);
        free(last);
        return NULL;
    }
    for (size_t i = 0; i < g->ngroups; i++)
        last[comp[i]] = i;
    *count = 0;
    for (size_t i = 0; i < g->ngroups; i++)
        if (last[comp[i]] != i)
            comp[(*count)++] = i;
    free(last);
    return comp;
}

enum bm_status bm_exact_groups_work(uint64_t *work, const struct bm_seval *e,
                                    const struct bm_groups *g)
{
    size_t f = 0, *vary = varying_groups(&f, e, g);
    if (!vary)
        return BM_ENOMEM;
    uint64_t cost = 0;
    for (size_t i = 0; i < f; i++)
        cost += group_cost(e, g, vary[i]);
    free(vary);
    *work = f >= 63 ? UINT64_MAX : f == 0 ? 1 : saturating_mul((uint64_t)1 << f, cost / f + 1);
    return BM_OK;
}

enum bm_status bm_exact_groups(struct bm_seval *e, const struct bm_groups *g,
                               const struct bm_clock *clock, struct bm_opt_result *res)
{
    size_t f = 0, *vary = varying_groups(&f, e, g);
    if (!vary)
        return BM_ENOMEM;
    if (f >= 63) {
        free(vary);
        return BM_OK;
    }
    res->exact = 1;
    uint64_t states = (uint64_t)1 << f, best_code = 0, code = 0, i, work = 0;
    int64_t best = e->sumsq;
    for (i = 1; i < states; i++) {
        size_t grp = vary[__builtin_ctzll(i)];
        work += g->start[grp + 1] - g->start[grp];
        if (work > CLOCK_WORK / 64) {
            work = 0;
            if (bm_clock_out(clock))
                break;
        }
        bm_groups_flip(e, g, grp);
        code ^= (uint64_t)1 << __builtin_ctzll(i);
        if (e->sumsq < best) {
            best = e->sumsq;
            best_code = code;
        }
    }
    res->iterations += i - 1;
    res->proven = i == states;
    res->stopped_early |= !res->proven;
    for (uint64_t diff = code ^ best_code; diff; diff &= diff - 1)
        bm_groups_flip(e, g, vary[__builtin_ctzll(diff)]);
    free(vary);
    return BM_OK;
}

/* ---- the board level: multisets of round vectors per position class ---- */

struct position_class {
    unsigned first, count;  /* positions first .. first + count - 1 */
    size_t groups;          /* rounds with a counted play of the position */
    unsigned *round_of;     /* [groups]: the round of each group bit */
    uint64_t vectors;       /* 2^(groups - 1) (the last round fixed) */
    int32_t *table;         /* [vectors][npairs]: contribution of one position */
};

struct board_search {
    struct bm_seval *e;
    unsigned nclasses;
    struct position_class *cls;
    unsigned depth;         /* slots = sum of counts */
    unsigned *slot_class;
    uint64_t *choice, *best_choice;
    int32_t *acc;           /* [depth + 1][npairs] partial sums */
    int64_t best;
    uint64_t leaves, work;
    const struct bm_clock *clock;
    int stopped;
};

static void free_classes(struct board_search *b)
{
    for (unsigned c = 0; c < b->nclasses; c++) {
        free(b->cls[c].round_of);
        free(b->cls[c].table);
    }
    free(b->cls);
    free(b->slot_class);
    free(b->choice);
    free(b->best_choice);
    free(b->acc);
}

/* Positions with the same sets holding them are interchangeable: runs of equal counts. Each
 * class's group count is read from the level's groups (rounds holding its first position). */
static enum bm_status find_classes(struct board_search *b, const struct bm_movement *m,
                                   const struct bm_groups *g)
{
    unsigned k = m->max_set_size ? m->max_set_size : 1;
    b->cls = bm_calloc(k + 1, sizeof *b->cls);
    if (!b->cls)
        return BM_ENOMEM;
    unsigned prev = UINT32_MAX;
    for (unsigned j = 1; j <= k; j++) {
        unsigned holding = 0;
        for (unsigned s = 0; s < m->sets; s++)
            holding += m->set_size[s] >= j;
        if (holding != prev)
            b->cls[b->nclasses++].first = j;
        b->cls[b->nclasses - 1].count++;
        prev = holding;
    }
    for (size_t i = 0; i < g->ngroups; i++) {
        unsigned pos = b->e->plays[g->plays[g->start[i]]].position;
        for (unsigned c = 0; c < b->nclasses; c++)
            b->cls[c].groups += b->cls[c].first == pos;
    }
    for (unsigned c = 0; c < b->nclasses; c++) {
        struct position_class *pc = &b->cls[c];
        pc->vectors = pc->groups == 0       ? 1
                      : pc->groups - 1 >= 40 ? UINT64_MAX
                                             : (uint64_t)1 << (pc->groups - 1);
    }
    return BM_OK;
}

static double binomial_multiset(uint64_t n, unsigned k) /* C(n + k - 1, k) */
{
    double r = 1;
    for (unsigned i = 1; i <= k; i++)
        r = r * (double)(n + i - 1) / i;
    return r;
}

/* Whether the tables fit (16 MB each) and the enumeration stays within the limit. */
static int feasible(const struct board_search *b, uint64_t limit)
{
    double leaves = 1, work = 0, np = b->e->npairs ? (double)b->e->npairs : 1;
    for (unsigned c = 0; c < b->nclasses; c++) {
        const struct position_class *pc = &b->cls[c];
        if (!pc->groups)
            continue;
        if ((double)pc->vectors * np > 4e6)
            return 0;
        leaves *= binomial_multiset(pc->vectors, pc->count);
        work += (double)pc->vectors * np * 2;
    }
    return leaves * np + work <= (double)limit;
}

/* The contribution table of a class: an evaluator of its first position alone, walked in
 * Gray-code order from all bits clear, one row per round vector. */
static enum bm_status fill_table(struct position_class *c, const struct bm_movement *m)
{
    struct bm_seval *sub = NULL;
    struct bm_groups g;
    memset(&g, 0, sizeof g);
    enum bm_status st = bm_seval_new(&sub, m, c->first, NULL);
    if (!st)
        st = bm_groups_build(&g, sub, BM_LEVEL_BOARD);
    size_t np = sub ? sub->npairs : 0;
    if (!st) {
        c->round_of = bm_malloc(sizeof *c->round_of * (g.ngroups + 1));
        c->table = bm_malloc(sizeof *c->table * (np ? np : 1) * (size_t)c->vectors);
        if (!c->round_of || !c->table)
            st = BM_ENOMEM;
    }
    if (!st) {
        for (size_t i = 0; i < g.ngroups; i++)
            c->round_of[i] = g.key[i];
        memset(sub->bit, 0, sub->nplays);
        bm_seval_recompute(sub, NULL);
        memcpy(c->table, sub->s, sizeof *c->table * np);
        uint64_t code = 0;
        for (uint64_t i = 1; i < c->vectors; i++) {
            unsigned bit = (unsigned)__builtin_ctzll(i);
            bm_groups_flip(sub, &g, bit);
            code ^= (uint64_t)1 << bit;
            memcpy(c->table + code * np, sub->s, sizeof *c->table * np);
        }
    }
    bm_groups_free(&g);
    bm_seval_free(sub);
    return st;
}

static int64_t leaf_sumsq(const int32_t *acc, const int32_t *row, size_t np)
{
    int64_t sq = 0;
    for (size_t i = 0; i < np; i++) {
        int64_t v = (int64_t)acc[i] + row[i];
        sq += v * v;
    }
    return sq;
}

static void search_slot(struct board_search *b, unsigned slot, uint64_t from)
{
    const struct position_class *c = &b->cls[b->slot_class[slot]];
    size_t np = b->e->npairs;
    const int32_t *acc = b->acc + (size_t)slot * np;
    for (uint64_t v = from; v < c->vectors && !b->stopped; v++) {
        const int32_t *row = c->table + v * np;
        b->choice[slot] = v;
        b->work += np + 1;
        if (b->work > CLOCK_WORK) {
            b->work = 0;
            b->stopped = bm_clock_out(b->clock);
        }
        if (slot + 1 == b->depth) {
            b->leaves++;
            int64_t sq = leaf_sumsq(acc, row, np);
            if (sq < b->best) {
                b->best = sq;
                memcpy(b->best_choice, b->choice, sizeof *b->choice * b->depth);
            }
            continue;
        }
        int32_t *next = b->acc + (size_t)(slot + 1) * np;
        for (size_t i = 0; i < np; i++)
            next[i] = acc[i] + row[i];
        int same = b->slot_class[slot + 1] == b->slot_class[slot];
        search_slot(b, slot + 1, same ? v : 0);
    }
}

/* Write the best multiset back: the i-th position of a class gets the class's i-th vector. */
static enum bm_status apply_choice(struct board_search *b, unsigned rounds)
{
    struct bm_seval *e = b->e;
    size_t *group_of_round = bm_malloc(sizeof *group_of_round * (rounds + 1));
    if (!group_of_round)
        return BM_ENOMEM;
    unsigned slot = 0;
    for (unsigned ci = 0; ci < b->nclasses; ci++) {
        const struct position_class *c = &b->cls[ci];
        if (c->groups == 0)
            continue;
        for (unsigned r = 0; r <= rounds; r++)
            group_of_round[r] = SIZE_MAX;
        for (size_t gi = 0; gi < c->groups; gi++)
            group_of_round[c->round_of[gi]] = gi;
        for (unsigned j = c->first; j < c->first + c->count; j++, slot++) {
            uint64_t v = b->best_choice[slot];
            for (size_t p = 0; p < e->nplays; p++) {
                const struct bm_play *x = &e->plays[p];
                size_t gi = group_of_round[x->round];
                if (x->position != j || x->ns < 0 || gi == SIZE_MAX)
                    continue;
                unsigned want = gi + 1 < c->groups ? (unsigned)((v >> gi) & 1) : 0;
                if (e->bit[p] != want)
                    bm_seval_flip(e, p);
            }
        }
    }
    free(group_of_round);
    return BM_OK;
}

static enum bm_status prepare_board(struct board_search *b, const struct bm_movement *m)
{
    enum bm_status st = BM_OK;
    size_t np = b->e->npairs ? b->e->npairs : 1;
    for (unsigned ci = 0; ci < b->nclasses && !st; ci++)
        if (b->cls[ci].groups) {
            st = fill_table(&b->cls[ci], m);
            b->depth += b->cls[ci].count;
        }
    if (st || b->depth == 0)
        return st;
    b->slot_class = bm_malloc(sizeof *b->slot_class * b->depth);
    b->choice = bm_calloc(b->depth, sizeof *b->choice);
    b->best_choice = bm_calloc(b->depth, sizeof *b->best_choice);
    b->acc = bm_calloc((size_t)(b->depth + 1) * np, sizeof *b->acc);
    if (!b->slot_class || !b->choice || !b->best_choice || !b->acc)
        return BM_ENOMEM;
    unsigned slot = 0;
    for (unsigned ci = 0; ci < b->nclasses; ci++)
        for (unsigned i = 0; b->cls[ci].groups && i < b->cls[ci].count; i++)
            b->slot_class[slot++] = ci;
    return BM_OK;
}

/* Leaves res->exact = 0 when the space is too large to enumerate. */
enum bm_status bm_exact_board(struct bm_seval *e, const struct bm_movement *m,
                              const struct bm_groups *g, uint64_t limit,
                              const struct bm_clock *clock, struct bm_opt_result *res)
{
    struct board_search b;
    memset(&b, 0, sizeof b);
    b.e = e;
    b.clock = clock;
    enum bm_status st = find_classes(&b, m, g);
    if (st || !feasible(&b, limit)) {
        free_classes(&b);
        return st;
    }
    st = prepare_board(&b, m);
    if (st) {
        free_classes(&b);
        return st;
    }
    res->exact = 1;
    if (b.depth) {
        b.best = INT64_MAX;
        search_slot(&b, 0, 0);
        res->iterations += b.leaves;
        if (b.best < e->sumsq)
            st = apply_choice(&b, m->rounds);
    }
    res->proven = !b.stopped;
    res->stopped_early |= b.stopped;
    free_classes(&b);
    return st;
}
