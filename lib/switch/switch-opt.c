/* SPDX-License-Identifier: MIT */
/* The switch optimiser: minimise the variance of s over all pairs of real participants.
 *
 * The total of s never changes with switching, so the variance falls exactly when the sum of
 * squares does. Two searches:
 *  - exact, for the round and board levels when the space is small enough. Flipping every
 *    play of a board leaves s unchanged (every sigma_i sigma_j product keeps its sign), so
 *    the last round of each position is fixed. At the board level the positions of a set are
 *    interchangeable (their boards are played at the same cells by the same pairs), and s is a
 *    sum of one contribution per position: the plan is a multiset of round vectors per class
 *    of interchangeable positions, enumerated without repetition. The round level walks the
 *    round vectors in Gray-code order, one round flip per step.
 *  - simulated annealing otherwise: random group flips, the O(n) predicted delta for single
 *    plays, chain moves at the free level (a flip and its best repair), geometric cooling,
 *    independent restarts (at the free level every other one from a board-level warm start),
 *    a seeded xorshift generator and an iteration budget, so a seed and an effort give one
 *    plan. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

/* ---- time and randomness ---- */

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

struct clock_cap {
    double deadline; /* 0 = none */
};

static int out_of_time(const struct clock_cap *c)
{
    return c->deadline > 0 && now_seconds() > c->deadline;
}

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

struct rng {
    uint64_t s;
};

static void rng_seed(struct rng *r, uint64_t seed)
{
    uint64_t x = seed;
    r->s = splitmix(&x);
    if (!r->s)
        r->s = 0x2545F4914F6CDD1Dull;
}

static uint64_t rng_next(struct rng *r) /* xorshift64* */
{
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return r->s * 0x2545F4914F6CDD1Dull;
}

static size_t rng_below(struct rng *r, size_t n)
{
    return (size_t)((rng_next(r) >> 11) % n);
}

static double rng_unit(struct rng *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* ---- shared helpers ---- */

static void restore_bits(struct bm_seval *e, const unsigned char *bits)
{
    for (size_t p = 0; p < e->nplays; p++)
        if (e->bit[p] != bits[p])
            bm_seval_flip(e, p);
}

static uint64_t group_cost(const struct bm_seval *e, const struct bm_groups *g, size_t i)
{
    uint64_t c = 1;
    for (size_t q = g->start[i]; q < g->start[i + 1]; q++) {
        const struct bm_play *x = &e->plays[g->plays[q]];
        if (x->ns >= 0)
            c += 4 * (uint64_t)e->board_n[x->board];
    }
    return c;
}

static uint64_t saturating_mul(uint64_t a, uint64_t b)
{
    return a && b > UINT64_MAX / a ? UINT64_MAX : a * b;
}

/* ---- exact: round level, Gray code ---- */

static uint64_t round_work(const struct bm_seval *e, const struct bm_groups *g)
{
    if (g->ngroups < 2)
        return 1;
    if (g->ngroups - 1 >= 63)
        return UINT64_MAX;
    uint64_t cost = 0;
    for (size_t i = 0; i < g->ngroups; i++)
        cost += group_cost(e, g, i);
    return saturating_mul((uint64_t)1 << (g->ngroups - 1), cost / g->ngroups + 1);
}

static void exact_round(struct bm_seval *e, const struct bm_groups *g, const struct clock_cap *cap,
                        struct bm_opt_result *res)
{
    res->exact = 1;
    if (g->ngroups < 2) {
        res->proven = 1;
        return;
    }
    uint64_t states = (uint64_t)1 << (g->ngroups - 1), best_code = 0, code = 0, i;
    int64_t best = e->sumsq;
    for (i = 1; i < states; i++) {
        if ((i & 4095) == 0 && out_of_time(cap))
            break;
        unsigned bit = (unsigned)__builtin_ctzll(i);
        bm_groups_flip(e, g, bit);
        code ^= (uint64_t)1 << bit;
        if (e->sumsq < best) {
            best = e->sumsq;
            best_code = code;
        }
    }
    res->iterations += i - 1;
    res->proven = i == states;
    res->stopped_early = !res->proven;
    for (uint64_t diff = code ^ best_code; diff; diff &= diff - 1)
        bm_groups_flip(e, g, (size_t)__builtin_ctzll(diff));
}

/* ---- exact: board level, multisets of round vectors per position class ---- */

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
    uint64_t leaves;
    const struct clock_cap *cap;
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

/* Positions with the same sets holding them are interchangeable: runs of equal counts. */
static enum bm_status find_classes(struct board_search *b, const struct bm_movement *m)
{
    unsigned k = 0;
    for (unsigned s = 0; s < m->sets; s++)
        if (m->set_size[s] > k)
            k = m->set_size[s];
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
    return BM_OK;
}

static double binomial_multiset(uint64_t n, unsigned k) /* C(n + k - 1, k) */
{
    double r = 1;
    for (unsigned i = 1; i <= k; i++)
        r = r * (double)(n + i - 1) / i;
    return r;
}

/* Groups of each class's first position, from an evaluator of that position alone. */
static enum bm_status class_groups(struct position_class *c, struct bm_seval **sub,
                                   struct bm_groups *g, const struct bm_movement *m)
{
    enum bm_status st = bm_seval_new(sub, m, c->first);
    if (!st)
        st = bm_groups_build(g, *sub, BM_LEVEL_BOARD);
    if (st)
        return st;
    c->groups = g->ngroups;
    c->vectors = c->groups == 0 ? 1 : c->groups - 1 >= 40 ? UINT64_MAX
                                                           : (uint64_t)1 << (c->groups - 1);
    c->round_of = bm_malloc(sizeof *c->round_of * (c->groups + 1));
    if (!c->round_of)
        return BM_ENOMEM;
    for (size_t i = 0; i < c->groups; i++)
        c->round_of[i] = g->key[i];
    return BM_OK;
}

/* The contribution table: Gray-code walk from all bits clear, one row per round vector. */
static enum bm_status fill_table(struct position_class *c, struct bm_seval *sub,
                                 const struct bm_groups *g)
{
    size_t np = sub->npairs;
    c->table = bm_malloc(sizeof *c->table * (np ? np : 1) * (size_t)c->vectors);
    if (!c->table)
        return BM_ENOMEM;
    memset(sub->bit, 0, sub->nplays);
    bm_seval_recompute(sub);
    memcpy(c->table, sub->s, sizeof *c->table * np);
    uint64_t code = 0;
    for (uint64_t i = 1; i < c->vectors; i++) {
        unsigned bit = (unsigned)__builtin_ctzll(i);
        bm_groups_flip(sub, g, bit);
        code ^= (uint64_t)1 << bit;
        memcpy(c->table + code * np, sub->s, sizeof *c->table * np);
    }
    return BM_OK;
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
        if (slot + 1 == b->depth) {
            if ((++b->leaves & 4095) == 0 && out_of_time(b->cap))
                b->stopped = 1;
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
static void apply_choice(struct board_search *b)
{
    struct bm_seval *e = b->e;
    unsigned slot = 0;
    for (unsigned ci = 0; ci < b->nclasses; ci++) {
        const struct position_class *c = &b->cls[ci];
        if (c->groups == 0)
            continue;
        for (unsigned j = c->first; j < c->first + c->count; j++, slot++) {
            uint64_t v = b->best_choice[slot];
            for (size_t p = 0; p < e->nplays; p++) {
                const struct bm_play *x = &e->plays[p];
                if (x->position != j)
                    continue;
                for (size_t gi = 0; gi < c->groups; gi++)
                    if (c->round_of[gi] == x->round) {
                        unsigned want = gi + 1 < c->groups ? (unsigned)((v >> gi) & 1) : 0;
                        if (e->bit[p] != want)
                            bm_seval_flip(e, p);
                    }
            }
        }
    }
}

static enum bm_status prepare_board(struct board_search *b, const struct bm_movement *m,
                                    uint64_t limit, int *feasible)
{
    enum bm_status st = find_classes(b, m);
    double leaves = 1, work = 0;
    size_t np = b->e->npairs ? b->e->npairs : 1;
    for (unsigned ci = 0; ci < b->nclasses && !st; ci++) {
        struct bm_seval *sub = NULL;
        struct bm_groups g;
        memset(&g, 0, sizeof g);
        st = class_groups(&b->cls[ci], &sub, &g, m);
        struct position_class *c = &b->cls[ci];
        if (!st && c->groups) {
            leaves *= binomial_multiset(c->vectors, c->count);
            work += (double)c->vectors * (double)np * 2;
            if ((double)c->vectors * (double)np > 16e6 || leaves * (double)np + work > (double)limit)
                *feasible = 0;
            else
                st = fill_table(c, sub, &g);
            b->depth += c->count;
        }
        bm_groups_free(&g);
        bm_seval_free(sub);
        if (!*feasible)
            return st;
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

/* Returns BM_OK with res->exact = 0 when the space is too large to enumerate. */
static enum bm_status exact_board(struct bm_seval *e, const struct bm_movement *m,
                                  const struct bm_opt_params *p, const struct clock_cap *cap,
                                  struct bm_opt_result *res)
{
    struct board_search b;
    memset(&b, 0, sizeof b);
    b.e = e;
    b.cap = cap;
    int feasible = 1;
    enum bm_status st = prepare_board(&b, m, p->exact_work, &feasible);
    if (st || !feasible) {
        free_classes(&b);
        return st;
    }
    res->exact = 1;
    if (b.depth) {
        b.best = INT64_MAX;
        search_slot(&b, 0, 0);
        res->iterations += b.leaves;
        if (b.best < e->sumsq)
            apply_choice(&b);
    }
    res->proven = !b.stopped;
    res->stopped_early = b.stopped;
    free_classes(&b);
    return BM_OK;
}

/* ---- simulated annealing over the groups of a level ---- */

struct anneal {
    struct bm_seval *e;
    const struct bm_groups *g;
    struct rng rng;
    unsigned char *best_bits, *start_bits;
    int64_t best;
    const struct clock_cap *cap;
    int stopped;
    uint64_t done;
    size_t *part_start, *part_plays; /* counted plays of each real participant */
    double chain; /* probability of a two-flip chain move (free level) */
};

/* Temperatures, as fractions of the plan-independent part of a typical uphill step (see
 * step_scale): tuned on the Mitchell sweep, where the useful range is narrow. */
#define HOT 0.06
#define COLD 0.025
/* Group flips (round, board, table levels) change many pairs at once and partly cancel: the
 * same scale needs a window ten (hot) and three (cold) times higher. */
#define GROUP_HOT 0.6
#define GROUP_COLD 0.075
/* Iterations per annealing run: longer budgets make several independent runs from the start
 * (on the sweep, independent runs found the best plans more often than reheating the best). */
#define RUN_LENGTH 2500000u
/* Share of chain moves at the free level (two flips: a random play, then the best of its two
 * participants' other plays). They cross the barriers single flips cannot: every single flip
 * moves 4 (n - 1) pairs by 2, a chain can move most of them back. */
#define CHAIN 0.1
/* Share of the free level's automatic budget spent on its board-level warm start, and the hot
 * end of the runs that start from it. From LARGE_FREE counted plays on (13 x 4 and up) the
 * warm start matters more than the number of runs: a bigger share and a colder restart (15 x 4:
 * 1.876 -> 1.646, 19 x 3: 2.108 -> 1.836); smaller movements do better with more hot runs. */
#define WARM_SHARE 0.2
#define WARM_SHARE_LARGE 0.35
#define WARM_HOT_LARGE 0.03
#define LARGE_FREE 600u

/* The part of the change of the sum of squares that does not depend on the plan: every
 * changed pair moves by 2 per flipped play, so a play adds 4 (n - 1) pairs x 4. Averaged over
 * the groups (a group's plays counted as if independent). */
static double step_scale(const struct bm_seval *e, const struct bm_groups *g)
{
    double sum = 0;
    for (size_t i = 0; i < g->ngroups; i++)
        for (size_t q = g->start[i]; q < g->start[i + 1]; q++) {
            const struct bm_play *x = &e->plays[g->plays[q]];
            if (x->ns >= 0)
                sum += 16.0 * (e->board_n[x->board] - 1);
        }
    return g->ngroups ? sum / (double)g->ngroups : 16.0;
}

static void note_best(struct anneal *a)
{
    if (a->e->sumsq < a->best) {
        a->best = a->e->sumsq;
        memcpy(a->best_bits, a->e->bit, a->e->nplays);
    }
}

static int accept_uphill(struct anneal *a, int64_t d, double temp)
{
    return (double)d < 30.0 * temp && rng_unit(&a->rng) < exp(-(double)d / temp);
}

/* One proposal: single plays use the predicted delta (flip only when accepted); groups flip,
 * measure and flip back when rejected. */
static void propose(struct anneal *a, double temp)
{
    const struct bm_groups *g = a->g;
    size_t i = rng_below(&a->rng, g->ngroups);
    int64_t d;
    if (g->start[i + 1] - g->start[i] == 1) {
        size_t play = g->plays[g->start[i]];
        d = bm_seval_flip_delta(a->e, play);
        if (d > 0 && !accept_uphill(a, d, temp))
            return;
        bm_seval_flip(a->e, play);
    } else {
        int64_t before = a->e->sumsq;
        bm_groups_flip(a->e, g, i);
        d = a->e->sumsq - before;
        if (d > 0 && !accept_uphill(a, d, temp)) {
            bm_groups_flip(a->e, g, i);
            return;
        }
    }
    if (d < 0)
        note_best(a);
}

/* A chain move: flip a random play, then the best of the other plays of its two participants
 * (the plays whose deltas the first flip changed most), accepted as one move. */
static void propose_chain(struct anneal *a, double temp)
{
    struct bm_seval *e = a->e;
    const struct bm_groups *g = a->g;
    size_t p1 = g->plays[g->start[rng_below(&a->rng, g->ngroups)]];
    const struct bm_play *x = &e->plays[p1];
    int64_t before = e->sumsq;
    bm_seval_flip(e, p1);
    int64_t d1 = e->sumsq - before, best = INT64_MAX;
    size_t p2 = SIZE_MAX;
    int who[2] = {x->ns, x->ew};
    for (int w = 0; w < 2; w++)
        for (size_t q = a->part_start[who[w]]; q < a->part_start[who[w] + 1]; q++) {
            size_t c = a->part_plays[q];
            if (c == p1)
                continue;
            int64_t d = bm_seval_flip_delta(e, c);
            if (d < best) {
                best = d;
                p2 = c;
            }
        }
    if (p2 == SIZE_MAX) {
        bm_seval_flip(e, p1);
        return;
    }
    int64_t d = d1 + best;
    if (d > 0 && !accept_uphill(a, d, temp)) {
        bm_seval_flip(e, p1);
        return;
    }
    bm_seval_flip(e, p2);
    if (d < 0)
        note_best(a);
}

static enum bm_status index_participants(struct anneal *a)
{
    const struct bm_seval *e = a->e;
    a->part_start = bm_calloc((size_t)e->real + 2, sizeof *a->part_start);
    a->part_plays = bm_malloc(sizeof *a->part_plays * (2 * e->nplays + 1));
    if (!a->part_start || !a->part_plays)
        return BM_ENOMEM;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].ns >= 0) {
            a->part_start[e->plays[p].ns + 2]++;
            a->part_start[e->plays[p].ew + 2]++;
        }
    for (size_t i = 2; i < (size_t)e->real + 2; i++)
        a->part_start[i] += a->part_start[i - 1];
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].ns >= 0) {
            a->part_plays[a->part_start[e->plays[p].ns + 1]++] = p;
            a->part_plays[a->part_start[e->plays[p].ew + 1]++] = p;
        }
    return BM_OK;
}

static void anneal_run(struct anneal *a, uint64_t iterations, double hot, double cold)
{
    double temp = hot, cool = pow(cold / hot, 1.0 / (double)(iterations ? iterations : 1));
    /* Look at the clock about every millisecond: group flips cost far more than single ones. */
    uint64_t every = a->g->start[a->g->ngroups] == a->g->ngroups ? 16383 : 63;
    for (uint64_t it = 0; it < iterations; it++, temp *= cool) {
        if ((it & every) == 0 && out_of_time(a->cap)) {
            a->stopped = 1;
            return;
        }
        a->done++;
        if (a->chain > 0 && rng_unit(&a->rng) < a->chain)
            propose_chain(a, temp);
        else
            propose(a, temp);
    }
}

/* Anneal from the evaluator's plan; with alt != NULL, every other run starts from alt, with
 * its hot end at alt_hot of the scale. */
static enum bm_status anneal_level(struct bm_seval *e, const struct bm_groups *g,
                                   const struct bm_opt_params *p, const struct clock_cap *cap,
                                   struct bm_opt_result *res, const unsigned char *alt,
                                   double alt_hot)
{
    if (g->ngroups == 0 || p->effort == 0)
        return BM_OK;
    struct anneal a;
    memset(&a, 0, sizeof a);
    a.e = e;
    a.g = g;
    a.cap = cap;
    a.best = e->sumsq;
    a.best_bits = bm_malloc(e->nplays + 1);
    a.start_bits = bm_malloc(e->nplays + 1);
    if (!a.best_bits || !a.start_bits) {
        free(a.best_bits);
        free(a.start_bits);
        return BM_ENOMEM;
    }
    memcpy(a.best_bits, e->bit, e->nplays);
    memcpy(a.start_bits, e->bit, e->nplays);
    rng_seed(&a.rng, p->seed);
    a.chain = g->start[g->ngroups] == g->ngroups ? CHAIN : 0; /* single plays: free level */
    if (a.chain > 0 && index_participants(&a)) {
        free(a.best_bits);
        free(a.start_bits);
        free(a.part_start);
        free(a.part_plays);
        return BM_ENOMEM;
    }
    double scale = step_scale(e, g);
    uint64_t runs = 1 + p->effort / RUN_LENGTH;
    if (alt && runs < 2)
        runs = 2;
    for (uint64_t r = 0; r < runs && !a.stopped; r++) {
        restore_bits(e, alt && r % 2 ? alt : a.start_bits);
        note_best(&a);
        uint64_t length = p->effort / runs + (r < p->effort % runs);
        double hot = !a.chain ? GROUP_HOT : alt && r % 2 ? alt_hot : HOT;
        anneal_run(&a, length, hot * scale, (a.chain ? COLD : GROUP_COLD) * scale);
    }
    restore_bits(e, a.best_bits);
    res->iterations += a.done;
    res->stopped_early |= a.stopped;
    free(a.best_bits);
    free(a.start_bits);
    free(a.part_start);
    free(a.part_plays);
    return BM_OK;
}

/* Cost model of one iteration in nanoseconds, measured on the Mitchell sweep: a predicted
 * single flip costs about 30 + 2n (plus its share of chain moves); a group flip about 7 per
 * changed pair, applied and mostly undone. */
static double iteration_ns(const struct bm_seval *e, const struct bm_groups *g)
{
    double updates = 0;
    size_t plays = 0;
    for (size_t i = 0; i < g->ngroups; i++)
        for (size_t q = g->start[i]; q < g->start[i + 1]; q++) {
            const struct bm_play *x = &e->plays[g->plays[q]];
            if (x->ns >= 0) {
                updates += 4.0 * (e->board_n[x->board] - 1);
                plays++;
            }
        }
    if (g->ngroups == 0 || plays == 0)
        return 0;
    double per_participant = e->real ? 2.0 * (double)plays / e->real : 0;
    return plays == g->ngroups
               ? (30.0 + 0.5 * updates / (double)plays) * (1 + CHAIN * per_participant)
               : 50.0 + 7.0 * updates / (double)g->ngroups;
}

static uint64_t effort_for(double seconds, double ns)
{
    double effort = ns > 0 ? seconds * 1e9 / ns : 0;
    if (effort > 5e7)
        effort = 5e7;
    return effort < 1e4 ? 10000u : (uint64_t)(effort / 1e4) * 10000u;
}

/* The free level's warm start: a board-level plan found with a share of the budget. Large
 * free searches rarely find the coordinated plans of the board level by themselves, and
 * improve them readily; every other annealing run starts from it. Its effort follows from the
 * free effort through the cost model, so a seed and an effort still give one plan. */
static enum bm_status warm_start(unsigned char **alt, struct bm_seval *e,
                                 const struct bm_movement *m, const struct bm_opt_params *p,
                                 double free_ns, double share, const struct clock_cap *cap,
                                 struct bm_opt_result *res)
{
    struct bm_groups gb;
    *alt = NULL;
    enum bm_status st = bm_groups_build(&gb, e, BM_LEVEL_BOARD);
    if (st || gb.ngroups < 2 || !bm_groups_express(&gb, e)) {
        bm_groups_free(&gb);
        return st;
    }
    unsigned char *start = bm_malloc(e->nplays + 1);
    if (!start) {
        bm_groups_free(&gb);
        return BM_ENOMEM;
    }
    memcpy(start, e->bit, e->nplays);
    struct bm_opt_params q = *p;
    q.level = BM_LEVEL_BOARD;
    q.exact_work = p->exact_work / 4;
    double board_ns = iteration_ns(e, &gb);
    q.effort = board_ns > 0 ? (uint64_t)((double)p->effort * share * free_ns / board_ns) : 0;
    struct bm_opt_result r;
    memset(&r, 0, sizeof r);
    /* Under a time cap the warm start gets its share of the time too. */
    struct clock_cap warm_cap = *cap;
    if (p->time_cap > 0)
        warm_cap.deadline = now_seconds() + share * p->time_cap;
    st = exact_board(e, m, &q, &warm_cap, &r);
    if (!st && !r.exact)
        st = anneal_level(e, &gb, &q, &warm_cap, &r, NULL, 0);
    res->iterations += r.iterations;
    res->stopped_early |= r.stopped_early;
    if (!st && memcmp(start, e->bit, e->nplays) != 0) {
        *alt = bm_malloc(e->nplays + 1);
        if (*alt)
            memcpy(*alt, e->bit, e->nplays);
        else
            st = BM_ENOMEM;
    }
    restore_bits(e, start);
    free(start);
    bm_groups_free(&gb);
    return st;
}

enum bm_status bm_optimise_movement(struct bm_seval *e, const struct bm_movement *m,
                                    const struct bm_opt_params *p, struct bm_opt_result *res)
{
    memset(res, 0, sizeof *res);
    struct clock_cap cap = {p->time_cap > 0 ? now_seconds() + p->time_cap : 0};
    struct bm_groups g;
    enum bm_status st = bm_groups_build(&g, e, p->level);
    if (st)
        return st;
    if (p->level == BM_LEVEL_ROUND && round_work(e, &g) <= p->exact_work)
        exact_round(e, &g, &cap, res);
    else if (p->level == BM_LEVEL_BOARD)
        st = exact_board(e, m, p, &cap, res);
    double ns = iteration_ns(e, &g);
    int warm = p->level == BM_LEVEL_FREE, large = g.ngroups >= LARGE_FREE;
    double share = large ? WARM_SHARE_LARGE : WARM_SHARE;
    res->effort = p->effort != BM_EFFORT_AUTO ? p->effort : effort_for(warm ? 1.0 - share : 1.0, ns);
    unsigned char *alt = NULL;
    if (!st && warm && res->effort > 0) {
        struct bm_opt_params q = *p;
        q.effort = res->effort;
        st = warm_start(&alt, e, m, &q, ns, share, &cap, res);
    }
    if (!st && !res->exact) {
        struct bm_opt_params q = *p;
        q.effort = res->effort;
        st = anneal_level(e, &g, &q, &cap, res, alt, large ? WARM_HOT_LARGE : HOT);
    }
    free(alt);
    bm_groups_free(&g);
    return st;
}
