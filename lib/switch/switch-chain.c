/* SPDX-License-Identifier: MIT */
/* The chain of levels: a plan is never worse than any level or preset it contains. The free
 * level contains the board and table levels, each of them the round level. A level is
 * optimised after the levels it contains and starts from the best of the plans it can
 * express: the movement's own switches, no switches, the presets and the contained levels'
 * plans. The options `effort` and `trials` are the plan's own level's: a contained level makes
 * one search at its automatic effort (at most a given effort), the one a plan at that level
 * makes by default, so at the automatic effort free <= board <= round and
 * free <= table <= round. */
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

/* Exact searches up to about this many pair updates (a few tenths of a second). */
#define EXACT_WORK 100000000ull

#define NPRESETS 4

/* A starting plan and its sum of squares (each evaluated once). */
struct candidate {
    unsigned char *bits; /* NULL: not available */
    int64_t sumsq;
};

struct chain {
    struct bm_seval *e;
    const struct bm_movement *m;
    const struct bm_switch_config *o;
    const struct bm_clock *clock;
    struct candidate input;                  /* the movement's own bits */
    struct candidate preset[NPRESETS];       /* none, last-round, stagger, eighth */
    struct candidate plan[BM_LEVEL_FREE + 1]; /* each level's plan once optimised */
    struct candidate board2;                  /* second_board's plan */
    double weight_left;                 /* automatic seconds of the searches still to run */
    struct bm_opt_result res[BM_LEVEL_FREE + 1];
    uint64_t iterations;
    int stopped;
};

static void chain_free(struct chain *c)
{
    free(c->input.bits);
    for (unsigned i = 0; i < NPRESETS; i++)
        free(c->preset[i].bits);
    for (unsigned l = 0; l <= BM_LEVEL_FREE; l++)
        free(c->plan[l].bits);
    free(c->board2.bits);
}

/* The evaluator's plan as a candidate. */
static enum bm_status keep(struct candidate *k, const struct bm_seval *e)
{
    k->bits = bm_malloc(e->nplays + 1);
    if (!k->bits)
        return BM_ENOMEM;
    memcpy(k->bits, e->bit, e->nplays);
    k->sumsq = e->sumsq;
    return BM_OK;
}

/* The input and the presets, each evaluated once (the presets only while time is left). */
static enum bm_status chain_begin(struct chain *c)
{
    static const enum bm_preset presets[NPRESETS] = {BM_PRESET_NONE, BM_PRESET_LAST_ROUND,
                                                     BM_PRESET_STAGGER, BM_PRESET_EIGHTH};
    enum bm_status st = keep(&c->input, c->e);
    unsigned char *bits = bm_malloc(c->e->nplays + 1);
    if (!st && !bits)
        st = BM_ENOMEM;
    for (unsigned i = 0; i < NPRESETS && !st; i++) {
        if (i > 0 && bm_clock_out(c->clock))
            break;
        st = bm_preset_bits(bits, c->e, c->m, presets[i]);
        if (st == BM_EUNSUPPORTED) { /* the stagger with more boards per set than rounds */
            st = BM_OK;
            continue;
        }
        if (!st) {
            bm_seval_set_bits(c->e, bits);
            st = keep(&c->preset[i], c->e);
        }
    }
    free(bits);
    return st;
}

/* The best of n candidates the level's groups can express (no switches at worst). */
static const struct candidate *best_of(const struct chain *c, const struct bm_groups *g,
                                       const struct candidate *const *cand, unsigned n)
{
    const struct candidate *best = &c->preset[0];
    for (unsigned i = 0; i < n; i++)
        if (cand[i]->bits && cand[i]->sumsq < best->sumsq &&
            bm_groups_express(g, c->e, cand[i]->bits))
            best = cand[i];
    return best;
}

/* The best of the input and the presets (the free level's annealing runs start there, the
 * contained levels' plans being its warm start), and the best of every candidate. */
static void starts(const struct candidate **fresh, const struct candidate **best,
                   const struct chain *c, const struct bm_groups *g, enum bm_level level)
{
    const struct candidate *first[1 + NPRESETS], *then[4];
    first[0] = &c->input;
    for (unsigned i = 0; i < NPRESETS; i++)
        first[1 + i] = &c->preset[i];
    *fresh = best_of(c, g, first, 1 + NPRESETS);
    unsigned n = 0;
    then[n++] = *fresh;
    if (level != BM_LEVEL_ROUND)
        then[n++] = &c->plan[BM_LEVEL_ROUND];
    if (level == BM_LEVEL_FREE) {
        then[n++] = &c->plan[BM_LEVEL_BOARD];
        then[n++] = &c->plan[BM_LEVEL_TABLE];
    }
    *best = best_of(c, g, then, n);
}

/* A level's weight in the time: the automatic seconds of all its searches. */
static double weight(const struct bm_switch_config *o, enum bm_level level)
{
    return bm_auto_seconds(level) * bm_level_trials(level, o);
}

/* The search's share of the time left: its automatic seconds among those still to run. */
static struct bm_clock level_clock(struct chain *c, enum bm_level level)
{
    struct bm_clock k = *c->clock;
    if (k.deadline > 0) {
        double share = weight(c->o, level) / c->weight_left;
        k.deadline = bm_clock_now() + bm_clock_left(c->clock) * (share < 1 ? share : 1);
    }
    c->weight_left -= weight(c->o, level);
    return k;
}

/* The free level's later searches start, every other run, from a second board-level plan: the
 * board level's search continued with the seed of a second search. The free level's result
 * depends on its warm start (17 x 3: 2.0577 from the board plan alone, 1.6926 from the second
 * board plan), and the first free search stays the one of a plan of one trial. */
static enum bm_status second_board(struct chain *c)
{
    if (c->res[BM_LEVEL_BOARD].exact) /* proven or stopped: one board plan */
        return BM_OK;
    struct bm_groups g;
    enum bm_status st = bm_groups_build(&g, c->e, BM_LEVEL_BOARD);
    if (st)
        return st;
    bm_seval_set_bits(c->e, c->plan[BM_LEVEL_BOARD].bits);
    struct bm_opt_params p = {BM_LEVEL_BOARD, c->o->seed, BM_EFFORT_AUTO, UINT64_MAX, EXACT_WORK,
                              1, 1, NULL};
    if (c->o->effort_set)
        p.effort_cap = c->o->effort;
    struct bm_opt_result r;
    memset(&r, 0, sizeof r);
    struct bm_clock k = level_clock(c, BM_LEVEL_BOARD);
    st = bm_search_level(c->e, c->m, &g, &p, NULL, NULL, &k, &r);
    bm_groups_free(&g);
    c->iterations += r.iterations;
    c->stopped |= r.stopped_early;
    return st ? st : keep(&c->board2, c->e);
}

static enum bm_status optimise_level(struct chain *c, enum bm_level level)
{
    if (c->plan[level].bits)
        return BM_OK;
    enum bm_status st = BM_OK;
    if (level == BM_LEVEL_BOARD || level == BM_LEVEL_TABLE)
        st = optimise_level(c, BM_LEVEL_ROUND);
    if (!st && level == BM_LEVEL_FREE)
        st = optimise_level(c, BM_LEVEL_BOARD);
    if (!st && level == BM_LEVEL_FREE)
        st = optimise_level(c, BM_LEVEL_TABLE);
    if (!st && bm_clock_out(c->clock)) { /* no time left: the plan so far stands */
        c->stopped = 1;
        return keep(&c->plan[level], c->e);
    }
    struct bm_groups g;
    if (st || (st = bm_groups_build(&g, c->e, level)))
        return st;
    const struct candidate *fresh, *best;
    starts(&fresh, &best, c, &g, level);
    bm_seval_set_bits(c->e, best->bits);
    /* The free level anneals from the fresh start and, every other run, from the board
     * level's plan; the other levels from their best start. */
    const unsigned char *from = level == BM_LEVEL_FREE ? fresh->bits : NULL;
    const unsigned char *alt = level == BM_LEVEL_FREE ? c->plan[BM_LEVEL_BOARD].bits : NULL;
    struct bm_opt_params p = {level, c->o->seed, BM_EFFORT_AUTO, UINT64_MAX, EXACT_WORK,
                              bm_level_trials(level, c->o), 0, NULL};
    /* A given effort is the plan's own level's; a contained level takes its automatic effort,
     * never more than the given one (a small effort stays quick, a large one slows only the
     * level it was given for). */
    if (c->o->effort_set && level == c->o->level)
        p.effort = c->o->effort;
    else if (c->o->effort_set)
        p.effort_cap = c->o->effort;
    if (level == BM_LEVEL_FREE && p.trials > 1 && !c->stopped) {
        st = second_board(c);
        bm_seval_set_bits(c->e, best->bits);
        p.alt_later = c->board2.bits;
    }
    struct bm_clock k = level_clock(c, level);
    struct bm_opt_result *r = &c->res[level];
    if (!st)
        st = bm_search_level(c->e, c->m, &g, &p, from, alt, &k, r);
    bm_groups_free(&g);
    c->iterations += r->iterations;
    c->stopped |= r->stopped_early;
    return st ? st : keep(&c->plan[level], c->e);
}

enum bm_status bm_chain_optimise(struct bm_seval *e, const struct bm_movement *m,
                                 const struct bm_switch_config *o, const struct bm_clock *clock,
                                 struct bm_opt_result *res)
{
    struct chain c;
    memset(&c, 0, sizeof c);
    c.e = e;
    c.m = m;
    c.o = o;
    c.clock = clock;
    c.weight_left = weight(o, o->level);
    if (o->level != BM_LEVEL_ROUND)
        c.weight_left += weight(o, BM_LEVEL_ROUND);
    if (o->level == BM_LEVEL_FREE) /* the board level twice with several free searches */
        c.weight_left += weight(o, BM_LEVEL_BOARD) * (bm_level_trials(o->level, o) > 1 ? 2 : 1) +
                         weight(o, BM_LEVEL_TABLE);
    enum bm_status st = chain_begin(&c);
    if (!st)
        st = optimise_level(&c, o->level);
    *res = c.res[o->level];
    res->iterations = c.iterations;
    res->stopped_early = c.stopped;
    chain_free(&c);
    return st;
}
