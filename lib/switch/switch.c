/* SPDX-License-Identifier: MIT */
/* Arrow-switch plans (the movements article, "Switching" and "How much to switch?"): the plan
 * handle, its balance figures and the order of the work: the evaluator (switch-eval.c), then
 * a preset (switch-presets.c) or the chain of levels (switch-chain.c), then the normal form
 * (switch-normal.c) and the instructions (switch-text.c). One clock covers the whole call. */
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

/* ---- balance figures ---- */

static int cmp_int32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* Count the values of s: by their range when it is small (a counting sort, the usual case),
 * else by sorting. The pairs of participants who never play add zeros. */
static enum bm_status count_values(struct bm_balance *b, const struct bm_seval *e)
{
    size_t n = e->npairs, zeros = e->npairs_all - e->npairs;
    int32_t lo = 0, hi = 0;
    for (size_t i = 0; i < n; i++) {
        lo = e->s[i] < lo ? e->s[i] : lo;
        hi = e->s[i] > hi ? e->s[i] : hi;
    }
    size_t range = (size_t)((int64_t)hi - lo) + 1;
    b->dist = bm_malloc(sizeof *b->dist * (n < range ? n + 2 : range + 1));
    if (!b->dist)
        return BM_ENOMEM;
    if (range <= 4 * n + 64) {
        size_t *count = bm_calloc(range, sizeof *count);
        if (!count)
            return BM_ENOMEM;
        for (size_t i = 0; i < n; i++)
            count[e->s[i] - lo]++;
        count[-lo] += zeros;
        for (size_t v = 0; v < range; v++)
            if (count[v])
                b->dist[b->ndist++] = (struct bm_value_count){(int32_t)((int64_t)v + lo), count[v]};
        free(count);
        return BM_OK;
    }
    int32_t *v = bm_malloc(sizeof *v * (n + 1));
    if (!v)
        return BM_ENOMEM;
    memcpy(v, e->s, sizeof *v * n);
    qsort(v, n, sizeof *v, cmp_int32);
    for (size_t i = 0; i <= n; i++) {
        if (zeros && (i == n || v[i] > 0)) { /* the implicit zeros, in their place */
            if (b->ndist == 0 || b->dist[b->ndist - 1].value != 0)
                b->dist[b->ndist++] = (struct bm_value_count){0, 0};
            b->dist[b->ndist - 1].count += zeros;
            zeros = 0;
        }
        if (i == n)
            break;
        if (b->ndist == 0 || b->dist[b->ndist - 1].value != v[i])
            b->dist[b->ndist++] = (struct bm_value_count){v[i], 0};
        b->dist[b->ndist - 1].count++;
    }
    free(v);
    return BM_OK;
}

enum bm_status bm_balance_of(struct bm_balance *b, const struct bm_seval *e)
{
    memset(b, 0, sizeof *b);
    if (count_values(b, e)) {
        bm_balance_free(b);
        return BM_ENOMEM;
    }
    size_t all = e->npairs_all;
    b->mean = all ? (double)e->sum / (double)all : 0.0;
    b->sd = bm_seval_sd(e);
    b->sd_sample = all > 1 ? b->sd * sqrt((double)all / (double)(all - 1)) : 0.0;
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

/* The plan's bits: a preset's, or the chain's optimum; then the normal form at the plan's
 * level. */
static enum bm_status choose_bits(struct bm_switch_plan *plan, struct bm_seval *e,
                                  const struct bm_movement *m, const struct bm_switch_config *o,
                                  const struct bm_clock *clock)
{
    enum bm_status st;
    if (o->preset == BM_PRESET_OPTIMISE) {
        struct bm_opt_result res;
        st = bm_chain_optimise(e, m, o, clock, &res);
        plan->effort = res.effort;
        plan->trials = res.trials ? res.trials : 1;
        plan->proven = res.proven;
        plan->stopped_early = res.stopped_early;
        plan->iterations = res.iterations;
    } else {
        unsigned char *bits = bm_malloc(e->nplays + 1);
        st = bits ? bm_preset_bits(bits, e, m, o->preset) : BM_ENOMEM;
        if (!st)
            bm_seval_set_bits(e, bits);
        free(bits);
    }
    struct bm_groups g;
    if (!st)
        st = bm_groups_build(&g, e, plan->level);
    if (!st) {
        st = bm_normalise(e, &g);
        bm_groups_free(&g);
    }
    return st;
}

static enum bm_status make_plan(struct bm_switch_plan *plan, struct bm_seval *e,
                                const struct bm_movement *m, const struct bm_switch_config *o,
                                const struct bm_clock *clock)
{
    plan->preset = o->preset;
    plan->level = bm_preset_level(o->preset, o->level);
    plan->seed = o->seed;
    plan->trials = 1;
    plan->teams = m->event == BM_EVENT_TEAMS;
    plan->plays = e->ncounted;
    plan->npairs = e->npairs_all;
    plan->parity_bound = bm_seval_parity_bound(e);
    enum bm_status st = bm_balance_of(&plan->before, e);
    if (!st)
        st = choose_bits(plan, e, m, o, clock);
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

/* The searches stop this long before the cap, for the work that follows them (the last
 * change of bits, the balance, the copies, the instructions): about 30 ns per pair and per
 * play and 2 ns per pair of plays of a board, never more than a quarter of the cap. */
static void reserve_finish(struct bm_clock *search, const struct bm_clock *whole,
                           const struct bm_seval *e)
{
    *search = *whole;
    if (whole->deadline <= 0)
        return;
    double cap = whole->deadline - whole->start;
    double reserve = 1e-3 + 3e-8 * (double)(e->npairs + e->nplays) + 2e-9 * (double)e->pair_work;
    search->deadline -= reserve < 0.25 * cap ? reserve : 0.25 * cap;
}

BM_EXPORT enum bm_status bm_switch_plan_new(struct bm_switch_plan **plan,
                                            struct bm_movement **switched,
                                            const struct bm_movement *m,
                                            const struct bm_options *opt)
{
    if (switched)
        *switched = NULL;
    BM_OUT_PARAM(plan);
    BM_NEED(m);
    if (m->event == BM_EVENT_INDIVIDUAL)
        return bm_fail(BM_EUNSUPPORTED, "arrow-switch plans are made for pairs and teams "
                                        "events, not individual events");
    struct bm_switch_config c;
    enum bm_status st = bm_switch_config_read(&c, opt);
    if (st)
        return st;
    struct bm_clock whole, search;
    bm_clock_begin(&whole, (double)c.time_us * 1e-6);
    struct bm_switch_plan *p = bm_calloc(1, sizeof *p);
    struct bm_seval *e = NULL;
    st = p ? bm_seval_new(&e, m, 0, &whole) : BM_ENOMEM;
    if (!st) {
        reserve_finish(&search, &whole, e);
        st = make_plan(p, e, m, &c, &search);
    }
    if (!st && switched)
        st = bm_movement_copy(switched, p->m);
    bm_seval_free(e);
    if (st) {
        bm_switch_plan_free(p);
        return st;
    }
    *plan = p;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_switch_plan_movement(struct bm_movement **out,
                                                 const struct bm_switch_plan *plan)
{
    BM_OUT_PARAM(out);
    BM_NEED(plan);
    return bm_movement_copy(out, plan->m);
}

BM_EXPORT enum bm_status bm_switch_plan_real(double *out, const struct bm_switch_plan *plan,
                                             enum bm_switch_real which)
{
    BM_OUT_PARAM(out);
    BM_NEED(plan);
    switch (which) {
    case BM_SWITCH_SD: *out = plan->after.sd; return BM_OK;
    case BM_SWITCH_START_SD: *out = plan->before.sd; return BM_OK;
    case BM_SWITCH_PARITY_BOUND: *out = plan->parity_bound; return BM_OK;
    }
    return bm_fail(BM_EINVAL, "bm_switch_plan_real: no figure %d", (int)which);
}

BM_EXPORT enum bm_status bm_switch_plan_number(uint64_t *out, const struct bm_switch_plan *plan,
                                               enum bm_switch_number which)
{
    BM_OUT_PARAM(out);
    BM_NEED(plan);
    switch (which) {
    case BM_SWITCH_BOARDS_SWITCHED: *out = plan->boards_switched; return BM_OK;
    case BM_SWITCH_PROVEN: *out = (uint64_t)plan->proven; return BM_OK;
    case BM_SWITCH_STOPPED_EARLY: *out = (uint64_t)plan->stopped_early; return BM_OK;
    case BM_SWITCH_ITERATIONS: *out = (uint64_t)plan->iterations; return BM_OK;
    case BM_SWITCH_INSTRUCTIONS: *out = plan->ninstr; return BM_OK;
    }
    return bm_fail(BM_EINVAL, "bm_switch_plan_number: no figure %d", (int)which);
}

BM_EXPORT const char *bm_switch_plan_text(const struct bm_switch_plan *plan,
                                          enum bm_switch_text which)
{
    if (!plan)
        return NULL;
    switch (which) {
    case BM_SWITCH_LEVEL: return bm_level_name(plan->level);
    case BM_SWITCH_PRESET: return bm_preset_name(plan->preset);
    }
    return NULL;
}

BM_EXPORT const char *bm_switch_plan_instruction(const struct bm_switch_plan *plan,
                                                 uint32_t index)
{
    if (!plan || index < 1 || index > plan->ninstr)
        return NULL;
    return plan->instr[index - 1];
}
