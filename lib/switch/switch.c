/* SPDX-License-Identifier: MIT */
/* Arrow-switch plans (the movements article, "Switching" and "How much to switch?"): the presets,
 * the choice of a starting plan for the optimiser, and the plan handle with its balance figures.
 * The evaluator is switch-eval.c, the levels switch-levels.c, the optimiser switch-opt.c, the
 * instructions switch-text.c. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

/* Exact searches up to about this many pair updates (well under a second). */
#define EXACT_WORK 300000000ull

/* ---- presets: a target bit for every play ---- */

struct preset_rule {
    enum bm_preset preset;
    unsigned rounds, k;
    unsigned char *slot; /* eighth: [rounds][k] switched (round, position) slots */
};

static unsigned largest_set(const struct bm_movement *m)
{
    unsigned k = 1;
    for (unsigned s = 0; s < m->sets; s++)
        if (m->set_size[s] > k)
            k = m->set_size[s];
    return k;
}

/* The rule of thumb: q = ceil(R k / 8) slots, diagonally back from the last board. */
static enum bm_status eighth_slots(struct preset_rule *pr)
{
    unsigned R = pr->rounds, k = pr->k;
    pr->slot = bm_calloc((size_t)R * k, 1);
    if (!pr->slot)
        return BM_ENOMEM;
    unsigned long q = ((unsigned long)R * k + 7) / 8;
    for (unsigned long i = 0; i < q; i++) {
        unsigned r = R - (unsigned)(i % R), j = k - (unsigned)(i % k);
        unsigned char *row = pr->slot + (size_t)(r - 1) * k;
        for (unsigned tries = 0; tries < k && row[j - 1]; tries++)
            j = j == 1 ? k : j - 1;
        row[j - 1] = 1;
    }
    return BM_OK;
}

static int preset_bit(const struct preset_rule *pr, const struct bm_play *x)
{
    unsigned R = pr->rounds;
    switch (pr->preset) {
    case BM_PRESET_LAST_ROUND:
        return x->round == R || (R >= 12 && x->round == R - 1);
    case BM_PRESET_STAGGER:
        return x->round + pr->k == R + x->position;
    case BM_PRESET_EIGHTH:
        return pr->slot[(size_t)(x->round - 1) * pr->k + (x->position - 1)];
    case BM_PRESET_NONE:
    case BM_PRESET_OPTIMISE:
        break;
    }
    return 0;
}

static enum bm_status apply_preset(struct bm_seval *e, const struct bm_movement *m,
                                   enum bm_preset preset, char *msg, size_t msg_size)
{
    struct preset_rule pr = {preset, m->rounds, largest_set(m), NULL};
    if (preset == BM_PRESET_STAGGER && pr.k > pr.rounds)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                       "preset=stagger switches board j of each set in round R - k + j and needs "
                       "no more boards per set than rounds (k = %u, R = %u); use preset=eighth "
                       "or preset=optimise", pr.k, pr.rounds);
    if (preset == BM_PRESET_EIGHTH && eighth_slots(&pr))
        return BM_ENOMEM;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->bit[p] != preset_bit(&pr, &e->plays[p]))
            bm_seval_flip(e, p);
    free(pr.slot);
    return BM_OK;
}

static enum bm_level preset_level(enum bm_preset preset, enum bm_level chosen)
{
    switch (preset) {
    case BM_PRESET_NONE:
    case BM_PRESET_LAST_ROUND: return BM_LEVEL_ROUND;
    case BM_PRESET_STAGGER:
    case BM_PRESET_EIGHTH: return BM_LEVEL_BOARD;
    case BM_PRESET_OPTIMISE: break;
    }
    return chosen;
}

/* ---- the optimiser's start: the best of the input (if the level can express it), no
 * switches and the club rule ---- */

static enum bm_status choose_start(struct bm_seval *e, const struct bm_movement *m,
                                   enum bm_level level)
{
    struct bm_groups g;
    enum bm_status st = bm_groups_build(&g, e, level);
    if (st)
        return st;
    int expressible = bm_groups_express(&g, e);
    bm_groups_free(&g);
    unsigned char *best = bm_malloc(e->nplays + 1);
    if (!best)
        return BM_ENOMEM;
    memcpy(best, e->bit, e->nplays);
    int64_t best_sq = expressible ? e->sumsq : INT64_MAX;
    const enum bm_preset candidates[] = {BM_PRESET_NONE, BM_PRESET_LAST_ROUND};
    for (unsigned i = 0; i < 2 && !st; i++) {
        st = apply_preset(e, m, candidates[i], NULL, 0);
        if (!st && e->sumsq < best_sq) {
            best_sq = e->sumsq;
            memcpy(best, e->bit, e->nplays);
        }
    }
    for (size_t p = 0; p < e->nplays; p++)
        if (e->bit[p] != best[p])
            bm_seval_flip(e, p);
    free(best);
    return st;
}

static enum bm_status optimise(struct bm_switch_plan *plan, struct bm_seval *e,
                               const struct bm_movement *m, const struct bm_switch_options *o)
{
    enum bm_status st = choose_start(e, m, o->level);
    if (st)
        return st;
    struct bm_opt_params p = {o->level, o->seed, o->effort_set ? o->effort : BM_EFFORT_AUTO,
                              o->time_cap, EXACT_WORK};
    struct bm_opt_result res;
    st = bm_optimise_movement(e, m, &p, &res);
    plan->effort = res.effort;
    plan->proven = res.proven;
    plan->stopped_early = res.stopped_early;
    plan->iterations = res.iterations;
    return st;
}

/* ---- balance figures ---- */

static int cmp_int32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

enum bm_status bm_balance_of(struct bm_balance *b, const struct bm_seval *e)
{
    memset(b, 0, sizeof *b);
    size_t n = e->npairs;
    int32_t *v = bm_malloc(sizeof *v * (n + 1));
    b->dist = bm_malloc(sizeof *b->dist * (n + 1));
    if (!v || !b->dist) {
        free(v);
        bm_balance_free(b);
        return BM_ENOMEM;
    }
    memcpy(v, e->s, sizeof *v * n);
    qsort(v, n, sizeof *v, cmp_int32);
    for (size_t i = 0; i < n; i++) {
        if (b->ndist == 0 || b->dist[b->ndist - 1].value != v[i])
            b->dist[b->ndist++] = (struct bm_value_count){v[i], 0};
        b->dist[b->ndist - 1].count++;
    }
    free(v);
    b->mean = n ? (double)e->sum / (double)n : 0.0;
    b->sd = bm_seval_sd(e);
    b->sd_sample = n > 1 ? b->sd * sqrt((double)n / (double)(n - 1)) : 0.0;
    return BM_OK;
}

void bm_balance_free(struct bm_balance *b)
{
    free(b->dist);
    memset(b, 0, sizeof *b);
}

/* ---- the plan ---- */

BM_EXPORT void bm_switch_plan_free(struct bm_switch_plan *plan)
{
    if (!plan)
        return;
    bm_movement_free(plan->m);
    bm_balance_free(&plan->before);
    bm_balance_free(&plan->after);
    for (unsigned i = 0; i < plan->ninstr; i++)
        free(plan->instr[i]);
    free(plan->instr);
    free(plan);
}

static enum bm_status make_plan(struct bm_switch_plan *plan, struct bm_seval *e,
                                const struct bm_movement *m, const struct bm_switch_options *o,
                                char *msg, size_t msg_size)
{
    plan->preset = o->preset;
    plan->level = preset_level(o->preset, o->level);
    plan->seed = o->seed;
    plan->plays = e->nplays;
    plan->npairs = e->npairs;
    plan->parity_bound = bm_seval_parity_bound(e);
    enum bm_status st = bm_balance_of(&plan->before, e);
    if (!st)
        st = o->preset == BM_PRESET_OPTIMISE ? optimise(plan, e, m, o)
                                              : apply_preset(e, m, o->preset, msg, msg_size);
    if (!st)
        st = bm_balance_of(&plan->after, e);
    if (!st)
        st = bm_movement_copy(&plan->m, m);
    if (st)
        return st;
    bm_seval_store(e, plan->m);
    for (size_t p = 0; p < e->nplays; p++)
        plan->boards_switched += e->bit[p];
    return bm_switch_instructions(plan);
}

BM_EXPORT enum bm_status bm_switch_plan_new(struct bm_switch_plan **plan,
                                            struct bm_movement **switched,
                                            const struct bm_movement *m,
                                            const struct bm_switch_options *opt, char *msg,
                                            size_t msg_size)
{
    if (switched)
        *switched = NULL;
    BM_OUT_PARAM_SAYING(plan, msg, msg_size, "NULL plan");
    if (!m)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL movement");
    if (m->event == BM_EVENT_INDIVIDUAL)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                       "arrow-switch plans are made for pairs and teams events, not individual "
                       "events");
    struct bm_switch_options defaults;
    if (!opt) {
        defaults = (struct bm_switch_options){BM_LEVEL_BOARD, BM_PRESET_OPTIMISE, 1, 0, 0, 0};
        opt = &defaults;
    }
    struct bm_switch_plan *p = bm_calloc(1, sizeof *p);
    struct bm_seval *e = NULL;
    enum bm_status st = p ? bm_seval_new(&e, m, 0) : BM_ENOMEM;
    if (!st)
        st = make_plan(p, e, m, opt, msg, msg_size);
    if (!st && switched)
        st = bm_movement_copy(switched, p->m);
    bm_seval_free(e);
    if (st) {
        bm_switch_plan_free(p);
        if (st == BM_ENOMEM)
            bm_fail(st, msg, msg_size, "out of memory");
        return st;
    }
    *plan = p;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_switch_plan_movement(struct bm_movement **out,
                                                 const struct bm_switch_plan *plan)
{
    BM_OUT_PARAM(out);
    if (!plan)
        return BM_EINVAL;
    return bm_movement_copy(out, plan->m);
}

BM_EXPORT double bm_switch_plan_sd(const struct bm_switch_plan *plan)
{
    return plan ? plan->after.sd : -1.0;
}

BM_EXPORT double bm_switch_plan_start_sd(const struct bm_switch_plan *plan)
{
    return plan ? plan->before.sd : -1.0;
}

BM_EXPORT double bm_switch_plan_parity_bound(const struct bm_switch_plan *plan)
{
    return plan ? plan->parity_bound : -1.0;
}

BM_EXPORT unsigned long bm_switch_plan_boards_switched(const struct bm_switch_plan *plan)
{
    return plan ? plan->boards_switched : 0;
}

BM_EXPORT int bm_switch_plan_proven(const struct bm_switch_plan *plan)
{
    return plan ? plan->proven : 0;
}

BM_EXPORT int bm_switch_plan_stopped_early(const struct bm_switch_plan *plan)
{
    return plan ? plan->stopped_early : 0;
}

BM_EXPORT unsigned long long bm_switch_plan_iterations(const struct bm_switch_plan *plan)
{
    return plan ? (unsigned long long)plan->iterations : 0;
}

BM_EXPORT const char *bm_switch_plan_level(const struct bm_switch_plan *plan)
{
    return plan ? bm_level_name(plan->level) : NULL;
}

BM_EXPORT const char *bm_switch_plan_preset(const struct bm_switch_plan *plan)
{
    return plan ? bm_preset_name(plan->preset) : NULL;
}

BM_EXPORT unsigned bm_switch_plan_instructions(const struct bm_switch_plan *plan)
{
    return plan ? plan->ninstr : 0;
}

BM_EXPORT const char *bm_switch_plan_instruction(const struct bm_switch_plan *plan,
                                                 unsigned index)
{
    if (!plan || index < 1 || index > plan->ninstr)
        return NULL;
    return plan->instr[index - 1];
}
