/* SPDX-License-Identifier: MIT */
/* The search of one level: minimise the variance of s over all pairs of participants.
 *
 * The total of s never changes with switching, so the variance falls exactly when the sum of
 * squares does. The exact searches (switch-exact.c) run when the space is small enough;
 * otherwise simulated annealing: random group flips, the O(n) predicted delta for single
 * plays, chain moves at the free level (a flip and its best repair), geometric cooling,
 * independent restarts (at the free level every other one from the board-level plan), a
 * seeded xorshift generator and an iteration budget, so a seed and an effort give one plan.
 * The automatic effort follows from a cost model of one iteration. A level may make several
 * searches (the option `trials`), each from a seed derived from the plan's, and keep the best:
 * the free level's result varies more with the seed than with the effort. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "switch/switch-private.h"
#include "util/alloc.h"

/* ---- randomness ---- */

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

/* The seed of search t: the plan's seed for the first, so that one search is the search a
 * plan of one trial makes. */
static uint64_t trial_seed(uint64_t seed, unsigned t)
{
    uint64_t x = seed;
    return t ? seed ^ splitmix(&x) * t : seed;
}

static double rng_unit(struct rng *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* ---- simulated annealing over the groups of a level ---- */

struct anneal {
    struct bm_seval *e;
    const struct bm_groups *g;
    struct rng rng;
    unsigned char *best_bits, *start_bits;
    int64_t best;
    const struct bm_clock *clock;
    uint64_t clock_mask; /* look at the clock when (iteration & mask) == 0 */
    int stopped;
    uint64_t done;
    size_t *part_start, *part_plays; /* counted plays of each participant who plays */
    struct bm_scratch scratch;       /* group levels: predicted group flips */
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
/* A chain move looks at most this many other plays of its two participants (a random sample
 * beyond it): long movements would otherwise spend their budget on a few chain moves. */
#define CHAIN_LOOK 64u
/* The hot end of the free level's runs that start from the board-level plan: from LARGE_FREE
 * counted plays on (13 x 4 and up) a colder restart keeps more of its coordination. */
#define WARM_HOT_LARGE 0.03
#define LARGE_FREE 600u
/* A Gray-code step updates s at scattered places, several times slower per pair than the
 * board-level enumeration's sums: its limit is this fraction of the exact work. */
#define EXACT_GROUPS_SHARE 5

/* The part of the change of the sum of squares that does not depend on the plan: every
 * changed pair moves by 2 per flipped play, so a play adds 4 (n - 1) pairs x 4. Averaged over
 * the groups (a group's plays counted as if independent). */
static double step_scale(const struct bm_seval *e, const struct bm_groups *g)
{
    double sum = 0;
    for (size_t i = 0; i < g->ngroups; i++)
        for (size_t q = g->start[i]; q < g->start[i + 1]; q++)
            sum += 16.0 * (e->board_n[e->plays[g->plays[q]].board] - 1);
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
        d = bm_seval_group_delta(a->e, g->plays + g->start[i], g->start[i + 1] - g->start[i],
                                 &a->scratch);
        if (d > 0 && !accept_uphill(a, d, temp))
            return;
        bm_groups_flip(a->e, g, i);
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
    for (int w = 0; w < 2; w++) {
        size_t from = a->part_start[who[w]], n = a->part_start[who[w] + 1] - from;
        size_t look = n > CHAIN_LOOK / 2 ? CHAIN_LOOK / 2 : n;
        for (size_t i = 0; i < look; i++) {
            size_t c = a->part_plays[from + (look < n ? rng_below(&a->rng, n) : i)];
            if (c == p1)
                continue;
            int64_t d = bm_seval_flip_delta(e, c);
            if (d < best) {
                best = d;
                p2 = c;
            }
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

/* The most pair changes one group flip makes. */
static size_t most_changes(const struct bm_seval *e, const struct bm_groups *g)
{
    size_t most = 0;
    for (size_t i = 0; i < g->ngroups; i++) {
        size_t n = 0;
        for (size_t q = g->start[i]; q < g->start[i + 1]; q++)
            n += 4 * (size_t)e->board_n[e->plays[g->plays[q]].board];
        most = n > most ? n : most;
    }
    return most;
}

static void anneal_run(struct anneal *a, uint64_t iterations, double hot, double cold)
{
    double temp = hot, cool = pow(cold / hot, 1.0 / (double)(iterations ? iterations : 1));
    for (uint64_t it = 0; it < iterations; it++, temp *= cool) {
        if ((it & a->clock_mask) == 0 && bm_clock_out(a->clock)) {
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

static void anneal_free(struct anneal *a)
{
    bm_scratch_free(&a->scratch);
    free(a->best_bits);
    free(a->start_bits);
    free(a->part_start);
    free(a->part_plays);
}

/* Cost model of one iteration in nanoseconds, measured on the Mitchell sweep (3 to 201
 * tables): a predicted single flip costs about 25 + (2 + 4n/150) n on a board played n times
 * (the rows of s outgrow the caches as n grows), a chain move that much for each play it looks
 * at, and from 200 participants on the flips themselves grow with them (401 tables: four
 * times); a group flip about 3.5 + n/40 per changed pair (predicted, applied when accepted). */
static double iteration_ns(const struct bm_seval *e, const struct bm_groups *g)
{
    double updates = 0;
    size_t plays = g->ngroups ? g->start[g->ngroups] : 0;
    for (size_t q = 0; q < plays; q++)
        updates += 4.0 * (e->board_n[e->plays[g->plays[q]].board] - 1);
    if (plays == 0)
        return 0;
    double n = updates / (4.0 * (double)plays) + 1;
    if (plays != g->ngroups)
        return 100.0 + (3.5 + (n < 400 ? n : 400) / 40) * updates / (double)g->ngroups;
    double look = e->real ? 2.0 * (double)plays / e->real : 0;
    look = 2 * (look > CHAIN_LOOK / 2 ? CHAIN_LOOK / 2 : look);
    double delta = 25.0 + (0.5 + (n < 150 ? n : 150) / 150) * updates / (double)plays;
    double spill = e->real > 200 ? e->real / 200.0 : 1; /* s beyond the caches: slower flips */
    return spill * delta * ((1 - CHAIN) + CHAIN * (look + 2));
}

/* A power of two minus one: about a millisecond of iterations between looks at the clock. */
static uint64_t clock_mask(double ns)
{
    uint64_t mask = 0;
    while (mask < (1u << 20) && (double)(mask + 1) * ns < 1e6)
        mask = 2 * mask + 1;
    return mask;
}

/* Anneal, never ending worse than the evaluator's plan: runs start from `from` (NULL: the
 * evaluator's plan); with alt != NULL, every other run starts from alt, with its hot end at
 * alt_hot of the scale. */
static enum bm_status anneal_level(struct bm_seval *e, const struct bm_groups *g,
                                   uint64_t effort, uint64_t seed, const struct bm_clock *clock,
                                   struct bm_opt_result *res, const unsigned char *from,
                                   const unsigned char *alt, double alt_hot)
{
    if (g->ngroups == 0 || effort == 0)
        return BM_OK;
    struct anneal a;
    memset(&a, 0, sizeof a);
    a.e = e;
    a.g = g;
    a.clock = clock;
    a.clock_mask = clock_mask(iteration_ns(e, g));
    a.best = e->sumsq;
    a.best_bits = bm_malloc(e->nplays + 1);
    a.start_bits = bm_malloc(e->nplays + 1);
    a.chain = g->start[g->ngroups] == g->ngroups ? CHAIN : 0; /* single plays: free level */
    if (!a.best_bits || !a.start_bits || (a.chain > 0 && index_participants(&a)) ||
        (a.chain == 0 && bm_scratch_new(&a.scratch, e, most_changes(e, g)))) {
        anneal_free(&a);
        return BM_ENOMEM;
    }
    memcpy(a.best_bits, e->bit, e->nplays);
    memcpy(a.start_bits, from ? from : e->bit, e->nplays);
    rng_seed(&a.rng, seed);
    double scale = step_scale(e, g);
    uint64_t runs = 1 + effort / RUN_LENGTH;
    if (alt && runs < 2)
        runs = 2;
    for (uint64_t r = 0; r < runs && !a.stopped; r++) {
        if (bm_clock_out(clock)) { /* before moving to the run's start, which may be costly */
            a.stopped = 1;
            break;
        }
        bm_seval_set_bits(e, alt && r % 2 ? alt : a.start_bits);
        note_best(&a);
        uint64_t length = effort / runs + (r < effort % runs);
        double hot = !a.chain ? GROUP_HOT : alt && r % 2 ? alt_hot : HOT;
        anneal_run(&a, length, hot * scale, (a.chain ? COLD : GROUP_COLD) * scale);
    }
    bm_seval_set_bits(e, a.best_bits);
    res->iterations += a.done;
    res->stopped_early |= a.stopped;
    anneal_free(&a);
    return BM_OK;
}

/* Searches of the free level at the automatic effort. Its result varies more with the seed
 * than with the effort (17 x 3: 1.69 to 2.06 over seeds 1-8 at one effort; 18 x 3 with three
 * times the effort only 2.05 to 2.14): a second search is the cheapest gain. The first search
 * is the one a plan of one trial makes, so more trials never end worse than one. */
#define AUTO_TRIALS 2u

unsigned bm_level_trials(enum bm_level level, const struct bm_switch_config *o)
{
    if (level != o->level) /* a contained level: its one search, as a plan of one trial */
        return 1;
    if (o->trials)
        return o->trials;
    return o->effort_set || level != BM_LEVEL_FREE ? 1 : AUTO_TRIALS;
}

double bm_auto_seconds(enum bm_level level)
{
    switch (level) {
    case BM_LEVEL_ROUND: return 0.05;
    case BM_LEVEL_BOARD: return 0.3;
    case BM_LEVEL_TABLE: return 0.1;
    case BM_LEVEL_FREE: break;
    }
    return 0.6;
}

/* The automatic effort of a level: its seconds (bm_auto_seconds) by the cost model. */
static uint64_t auto_effort(const struct bm_seval *e, const struct bm_groups *g,
                            enum bm_level level)
{
    double ns = iteration_ns(e, g);
    double effort = ns > 0 ? bm_auto_seconds(level) * 1e9 / ns : 0;
    if (effort > 5e7)
        effort = 5e7;
    if (effort >= 1e4)
        return (uint64_t)(effort / 1e4) * 10000u;
    return effort >= 100 ? (uint64_t)(effort / 100) * 100u : (uint64_t)effort;
}

/* The effort a level's own search uses: p->effort, or the automatic one, at most
 * p->effort_cap. */
static uint64_t level_effort(const struct bm_seval *e, const struct bm_groups *g,
                             const struct bm_opt_params *p)
{
    if (p->effort != BM_EFFORT_AUTO)
        return p->effort;
    uint64_t a = auto_effort(e, g, p->level);
    return a < p->effort_cap ? a : p->effort_cap;
}

enum bm_status bm_search_level(struct bm_seval *e, const struct bm_movement *m,
                               const struct bm_groups *g, const struct bm_opt_params *p,
                               const unsigned char *from, const unsigned char *alt,
                               const struct bm_clock *clock, struct bm_opt_result *res)
{
    enum bm_status st = BM_OK;
    if (p->level == BM_LEVEL_BOARD && !g->merged)
        st = bm_exact_board(e, m, g, p->exact_work, clock, res);
    uint64_t work = UINT64_MAX;
    if (!st && !res->exact)
        st = bm_exact_groups_work(&work, e, g);
    if (!st && !res->exact && work <= p->exact_work / EXACT_GROUPS_SHARE)
        st = bm_exact_groups(e, g, clock, res);
    res->effort = level_effort(e, g, p);
    if (st || res->exact)
        return st;
    double alt_hot = g->ngroups >= LARGE_FREE ? WARM_HOT_LARGE : HOT;
    /* Each search keeps the best plan so far (it never ends worse than the evaluator's); the
     * later ones start from it, so that they explore around the best plan rather than from
     * scratch (17 x 3, when every level made two searches: 1.69, 2.04 from scratch). */
    for (unsigned t = 0; t < p->trials && !st && !res->stopped_early; t++, res->trials++)
        st = anneal_level(e, g, res->effort, trial_seed(p->seed, p->first_trial + t), clock,
                          res, t ? NULL : from, t && p->alt_later ? p->alt_later : alt, alt_hot);
    return st;
}
