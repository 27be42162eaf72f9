/* SPDX-License-Identifier: MIT */
/* The standard form of the movements article (Part I): rounds ordered and labels chosen so that
 * the first round reads A, B, C, ... and EW pairs ascending, and each later round has the sets
 * one table to the left and the EW pairs one table to the right.
 *
 * The cells that follow the pattern do not depend on the labels (a cell follows it when it
 * holds the same set as the next table held the round before, or the same EW pair as the
 * previous table held), so the round order is chosen first, on the raw grid: from every
 * possible first round, a greedy chain takes next the round that keeps most cells in the
 * pattern. The chain whose early rounds follow best wins (round 2 after round 1 as well as
 * possible, then round 3, ...: the breaks come as late as they can), then the one with most
 * cells in the pattern, then the smallest resulting grid. The labels then follow the first round, with a set (or pair) missing from it slotted
 * in where the first later round that holds it says it would have been, which is the text's
 * "allowance for sharing tables and relays".
 *
 * Bounded, near-linear in the grid: how well round b follows round a is counted only for the
 * rounds that share a set or a pair at neighbouring tables (found through an index of where
 * each label sits), so the follow scores are sparse lists, not an R x R table rescanned for
 * every cell; the chains only walk those lists; and the chains that tie (every starting round
 * of a Mitchell-like movement gives the same grid) are compared grid against grid only while
 * the comparisons stay within TIE_CELLS cells. A movement whose labels recur so often at the
 * same tables that the scores alone would exceed BM_STANDARD_WORK is refused. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "transform/transform-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Cells compared, over all tied chains, when choosing the smallest grid. */
#define TIE_CELLS 33554432ull

/* The rounds that follow round a at all: follow[off[a - 1] .. off[a]), ascending by round,
 * with the cells of round b that would be in the pattern after round a. */
struct follows {
    size_t *off;     /* [R + 1] */
    uint32_t *round; /* the following round b */
    uint32_t *score; /* its score, > 0 */
};

struct grid {
    unsigned R, T, S, M;
    const struct bm_movement *m;
    unsigned *set; /* [R * T]: set of each cell, 0 if none or idle */
    unsigned *ew;  /* [R * T]: moving rank of each cell's EW pair, 0 if none or idle */
    struct follows f;
    unsigned long long work_limit; /* BM_STANDARD_WORK, or a test's */
};

static unsigned set_of(const struct grid *g, unsigned r, unsigned t)
{
    return g->set[(size_t)(r - 1) * g->T + (t - 1)];
}

static unsigned ew_of(const struct grid *g, unsigned r, unsigned t)
{
    return g->ew[(size_t)(r - 1) * g->T + (t - 1)];
}

/* Flatten the grid into the two label arrays. */
static int flatten(struct grid *g, const unsigned *rank)
{
    size_t n = (size_t)g->R * g->T;
    g->set = bm_calloc(n, sizeof *g->set);
    g->ew = bm_calloc(n, sizeof *g->ew);
    if (!g->set || !g->ew)
        return 0;
    for (size_t i = 0; i < n; i++) {
        const struct bm_cell *c = &g->m->cells[i];
        g->set[i] = c->active ? c->set : 0;
        g->ew[i] = c->active && c->seat[1] ? rank[c->seat[1]] : 0;
    }
    return 1;
}

/* Where each label (a set, or an EW pair's moving rank) sits: its cells as keys
 * table * R + round, ascending, in [off[x], off[x + 1]). */
struct places {
    size_t *off;
    uint32_t *key;
};

static int cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

static int index_places(struct places *pl, const struct grid *g, const unsigned *label,
                        unsigned labels)
{
    size_t n = (size_t)g->R * g->T;
    pl->off = bm_calloc((size_t)labels + 2, sizeof *pl->off);
    pl->key = bm_malloc((n ? n : 1) * sizeof *pl->key);
    size_t *fill = bm_malloc(((size_t)labels + 2) * sizeof *fill);
    int ok = pl->off && pl->key && fill;
    for (size_t i = 0; ok && i < n; i++)
        pl->off[label[i] + 1]++;
    for (size_t x = 1; ok && x <= (size_t)labels + 1; x++)
        pl->off[x] += pl->off[x - 1];
    if (ok)
        memcpy(fill, pl->off, ((size_t)labels + 2) * sizeof *fill);
    for (size_t i = 0; ok && i < n; i++)
        pl->key[fill[label[i]]++] = (uint32_t)((i % g->T) * g->R + i / g->T);
    for (size_t x = 1; ok && x <= labels; x++)
        qsort(pl->key + pl->off[x], pl->off[x + 1] - pl->off[x], sizeof *pl->key, cmp_u32);
    free(fill);
    return ok;
}

static void free_places(struct places *pl)
{
    free(pl->off);
    free(pl->key);
}

/* The rounds in which label x sits at table t: keys[*lo .. *hi). */
static void rounds_at(const struct places *pl, const struct grid *g, unsigned x, unsigned t,
                      size_t *lo, size_t *hi)
{
    size_t a = pl->off[x], b = pl->off[x + 1];
    uint32_t first = (uint32_t)((t - 1) * g->R), end = first + g->R;
    while (a < b) {
        size_t mid = a + (b - a) / 2;
        if (pl->key[mid] < first)
            a = mid + 1;
        else
            b = mid;
    }
    *lo = a;
    for (b = a; b < pl->off[x + 1] && pl->key[b] < end; b++)
        ;
    *hi = b;
}

/* For each cell (a, u) of round a: the rounds b holding its set one table to the left (the
 * set moved left) and its EW pair one table to the right; visit(b) for each, or only count
 * them when acc is NULL. Returns the occurrences visited. */
static unsigned long long round_follows(const struct grid *g, const struct places *sets,
                                        const struct places *ews, unsigned a, unsigned *acc,
                                        uint32_t *touched, size_t *ntouched)
{
    unsigned long long work = 0;
    const unsigned T = g->T;
    for (unsigned u = 1; u <= T; u++)
        for (int ew = 0; ew < 2; ew++) {
            unsigned x = ew ? ew_of(g, a, u) : set_of(g, a, u);
            unsigned t = ew ? u % T + 1 : (u + T - 2) % T + 1;
            size_t lo, hi;
            if (!x)
                continue;
            rounds_at(ew ? ews : sets, g, x, t, &lo, &hi);
            work += hi - lo;
            for (size_t i = lo; acc && i < hi; i++) {
                unsigned b = (ew ? ews : sets)->key[i] % g->R + 1;
                if (b == a)
                    continue;
                if (!acc[b]++)
                    touched[(*ntouched)++] = b;
            }
        }
    return work;
}

static enum bm_status too_costly(const struct grid *g)
{
    return bm_fail(BM_EUNSUPPORTED,
                   "the standard form of this movement is too costly to find: its sets and pairs "
                   "recur at the same tables so often that ordering its %u rounds would take "
                   "more than %llu steps",
                   g->R, g->work_limit);
}

/* The sparse follow scores of every round, or BM_EUNSUPPORTED when computing them, or the
 * chains that walk them, would exceed the work limit. */
static enum bm_status follow_scores(struct grid *g)
{
    struct places sets = {0}, ews = {0};
    unsigned *acc = bm_calloc((size_t)g->R + 1, sizeof *acc);
    uint32_t *touched = bm_malloc(((size_t)g->R + 1) * sizeof *touched);
    g->f.off = bm_calloc((size_t)g->R + 1, sizeof *g->f.off);
    enum bm_status st = BM_ENOMEM;
    if (acc && touched && g->f.off && index_places(&sets, g, g->set, g->S) &&
        index_places(&ews, g, g->ew, g->M))
        st = BM_OK;
    unsigned long long work = 0;
    for (unsigned a = 1; !st && a <= g->R && work <= g->work_limit; a++)
        work += round_follows(g, &sets, &ews, a, NULL, NULL, NULL);
    if (!st && work > g->work_limit)
        st = too_costly(g);
    size_t cap = 0, n = 0;
    for (unsigned a = 1; !st && a <= g->R; a++) {
        size_t k = 0;
        round_follows(g, &sets, &ews, a, acc, touched, &k);
        qsort(touched, k, sizeof *touched, cmp_u32);
        if (n + k > cap) {
            size_t c = cap ? 2 * cap : 1024;
            while (c < n + k)
                c *= 2;
            uint32_t *r = bm_realloc(g->f.round, c * sizeof *r), *sc;
            if (r)
                g->f.round = r;
            sc = r ? bm_realloc(g->f.score, c * sizeof *sc) : NULL;
            if (!sc) {
                st = BM_ENOMEM;
                break;
            }
            g->f.score = sc;
            cap = c;
        }
        for (size_t i = 0; i < k; i++) {
            g->f.round[n] = touched[i];
            g->f.score[n++] = acc[touched[i]];
            acc[touched[i]] = 0;
        }
        g->f.off[a] = n;
    }
    /* every chain walks the lists of the rounds it takes: R chains, R + n steps each */
    if (!st && (unsigned long long)g->R * (g->R + n) > g->work_limit)
        st = too_costly(g);
    free_places(&sets);
    free_places(&ews);
    free(acc);
    free(touched);
    return st;
}

static void free_follows(struct follows *f)
{
    free(f->off);
    free(f->round);
    free(f->score);
}

/* Greedy chain from round first: ord[0..R-1] and the score of each step, steps[0..R-2];
 * returns the total score. Next comes the unused round that follows best, the lowest-
 * numbered among equals; when no unused round follows at all, the lowest-numbered unused. */
static unsigned long chain(const struct grid *g, unsigned first, unsigned *ord, unsigned *steps,
                           unsigned char *used)
{
    memset(used, 0, (size_t)g->R + 1);
    unsigned long total = 0;
    unsigned lowest = 1; /* every round below it is used */
    ord[0] = first;
    used[first] = 1;
    for (unsigned k = 1; k < g->R; k++) {
        unsigned best = 0, best_score = 0, prev = ord[k - 1];
        for (size_t i = g->f.off[prev - 1]; i < g->f.off[prev]; i++)
            if (!used[g->f.round[i]] && g->f.score[i] > best_score) {
                best = g->f.round[i];
                best_score = g->f.score[i];
            }
        while (used[lowest])
            lowest++;
        if (!best)
            best = lowest;
        ord[k] = best;
        steps[k - 1] = best_score;
        used[best] = 1;
        total += best_score;
    }
    return total;
}

/* The chain whose early rounds follow best (round 2 follows round 1 as well as possible,
 * then round 3, ...) is preferred: > 0 if a is better. */
static int cmp_steps(const unsigned *a, const unsigned *b, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] > b[i] ? 1 : -1;
    return 0;
}

struct keyed {
    long key;
    unsigned label;
};

static int cmp_keyed(const void *x, const void *y)
{
    const struct keyed *a = x, *b = y;
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    return a->label < b->label ? -1 : a->label > b->label;
}

/* A roving set (the Worger's X) does not travel with the others: no two of its appearances
 * imply the same first-round table (table t in round k implies table t + k, mod T). */
static void find_roving(const struct grid *g, const unsigned *ord, unsigned char *roving,
                        unsigned *count, unsigned char *bits)
{
    memset(count, 0, ((size_t)g->S + 1) * sizeof *count);
    memset(bits, 0, ((size_t)g->S * g->T + 7) / 8);
    memset(roving, 1, (size_t)g->S + 1);
    for (unsigned k = 0; k < g->R; k++)
        for (unsigned t = 1; t <= g->T; t++) {
            unsigned x = set_of(g, ord[k], t);
            if (!x)
                continue;
            size_t bit = (size_t)(x - 1) * g->T + (t - 1 + k) % g->T;
            if (bits[bit / 8] & (1u << (bit % 8)))
                roving[x] = 0;
            bits[bit / 8] |= (unsigned char)(1u << (bit % 8));
            count[x]++;
        }
    for (unsigned x = 1; x <= g->S; x++)
        roving[x] = roving[x] && count[x] >= 3;
}

struct scratch {
    struct keyed *keyed;   /* [max(S, M)] */
    unsigned char *roving; /* [S + 1] */
    unsigned char *hole;   /* [T + 1]: first-round tables held by a roving set */
    unsigned *count;       /* [S + 1] */
    unsigned char *bits;   /* [S * T bits] */
};

/* New labels 1..n for labels 1..n, ordered by their virtual place in the first round. Sets
 * move one table left a round: one first met in round k (0-based) at table t stood just
 * before table t + k in the first round, or in the place of a roving set there; roving sets
 * come last. EW pairs move right: one first met late stood just after table t - k. */
static void label_by_place(const struct grid *g, const unsigned *ord, int sets, unsigned *newlab,
                           struct scratch *w)
{
    unsigned n = sets ? g->S : g->M;
    struct keyed *tmp = w->keyed;
    const long never = 4L * (BM_MAX_DIM + 1) * (BM_MAX_DIM + 1);
    for (unsigned x = 1; x <= n; x++) {
        tmp[x - 1].key = never;
        tmp[x - 1].label = x;
    }
    memset(w->hole, 0, (size_t)g->T + 1);
    if (sets) {
        find_roving(g, ord, w->roving, w->count, w->bits);
        for (unsigned t = 1; t <= g->T; t++)
            w->hole[t] = w->roving[set_of(g, ord[0], t)];
    }
    for (unsigned k = 0; k < g->R; k++)
        for (unsigned t = 1; t <= g->T; t++) {
            unsigned x = sets ? set_of(g, ord[k], t) : ew_of(g, ord[k], t);
            if (!x || tmp[x - 1].key != never)
                continue;
            if (sets && w->roving[x]) {
                tmp[x - 1].key = never - 1;
                continue;
            }
            long place = sets ? 2L * ((long)t + k) : 2L * ((long)t - k);
            unsigned slot = (t - 1 + k) % g->T + 1;
            if (k == 0) {
                tmp[x - 1].key = place;
            } else if (sets && w->hole[slot]) {
                tmp[x - 1].key = 2L * slot;
                w->hole[slot] = 0;
            } else {
                tmp[x - 1].key = sets ? place - 1 : place + 1;
            }
        }
    qsort(tmp, n, sizeof *tmp, cmp_keyed);
    for (unsigned i = 0; i < n; i++)
        newlab[tmp[i].label] = i + 1;
}

struct candidate {
    unsigned *ord, *steps, *setlab, *ewlab;
    unsigned long total;
};

/* Compare the grids two candidates would produce, cell by cell (set, then EW label). */
static int cmp_candidates(const struct grid *g, const struct candidate *a,
                          const struct candidate *b)
{
    for (unsigned k = 0; k < g->R; k++)
        for (unsigned t = 1; t <= g->T; t++) {
            unsigned sa = set_of(g, a->ord[k], t), sb = set_of(g, b->ord[k], t);
            unsigned la = sa ? a->setlab[sa] : 0, lb = sb ? b->setlab[sb] : 0;
            if (la != lb)
                return la < lb ? -1 : 1;
            unsigned ea = ew_of(g, a->ord[k], t), eb = ew_of(g, b->ord[k], t);
            la = ea ? a->ewlab[ea] : 0;
            lb = eb ? b->ewlab[eb] : 0;
            if (la != lb)
                return la < lb ? -1 : 1;
        }
    return 0;
}

static void free_candidate(struct candidate *c)
{
    free(c->ord);
    free(c->steps);
    free(c->setlab);
    free(c->ewlab);
}

static int alloc_candidate(struct candidate *c, const struct grid *g)
{
    c->ord = bm_calloc(g->R, sizeof *c->ord);
    c->steps = bm_calloc(g->R, sizeof *c->steps);
    c->setlab = bm_calloc((size_t)g->S + 1, sizeof *c->setlab);
    c->ewlab = bm_calloc((size_t)g->M + 1, sizeof *c->ewlab);
    return c->ord && c->steps && c->setlab && c->ewlab;
}

/* How candidate chains compare: > 0 if cur beats best (earlier rounds follow better, then
 * more cells in the pattern), 0 on a tie. */
static int compare_chains(const struct grid *g, const struct candidate *cur,
                          const struct candidate *best)
{
    int better = cmp_steps(cur->steps, best->steps, g->R - 1);
    if (better == 0 && cur->total != best->total)
        better = cur->total > best->total ? 1 : -1;
    return better;
}

/* The starting rounds whose chains are best by their steps and total, ascending, in ties[];
 * returns how many; best holds the first one's chain. */
static unsigned best_chains(const struct grid *g, struct candidate *best, struct candidate *cur,
                            unsigned *ties, unsigned char *used)
{
    unsigned n = 0;
    for (unsigned first = 1; first <= g->R; first++) {
        cur->total = chain(g, first, cur->ord, cur->steps, used);
        int better = n ? compare_chains(g, cur, best) : 1;
        if (better < 0)
            continue;
        if (better > 0) {
            struct candidate swap = *best;
            *best = *cur;
            *cur = swap;
            n = 0;
        }
        ties[n++] = first;
    }
    return n;
}

/* Find the best round order and labels into best: among the best chains, the smallest grid,
 * comparing as many tied chains as TIE_CELLS allows (every one up to about 320 x 320;
 * the tied chains of larger Mitchell-like movements give one grid anyway). */
static int choose(const struct grid *g, struct candidate *best)
{
    struct candidate cur = {0};
    unsigned char *used = bm_calloc((size_t)g->R + 1, 1);
    unsigned *ties = bm_malloc((size_t)g->R * sizeof *ties);
    size_t nk = (g->S > g->M ? g->S : g->M) + 1;
    struct scratch w;
    w.keyed = bm_calloc(nk, sizeof *w.keyed);
    w.roving = bm_calloc((size_t)g->S + 1, 1);
    w.hole = bm_calloc((size_t)g->T + 1, 1);
    w.count = bm_calloc((size_t)g->S + 1, sizeof *w.count);
    w.bits = bm_calloc(((size_t)g->S * g->T + 7) / 8, 1);
    int ok = used && ties && w.keyed && w.roving && w.hole && w.count && w.bits &&
             alloc_candidate(&cur, g) && alloc_candidate(best, g);
    unsigned n = ok ? best_chains(g, best, &cur, ties, used) : 0;
    unsigned long long cells = (unsigned long long)g->R * g->T, compared = 0;
    for (unsigned i = 0; ok && i < n && (i == 0 || compared + cells <= TIE_CELLS); i++) {
        cur.total = chain(g, ties[i], cur.ord, cur.steps, used);
        label_by_place(g, cur.ord, 1, cur.setlab, &w);
        label_by_place(g, cur.ord, 0, cur.ewlab, &w);
        if (i > 0)
            compared += cells;
        if (i == 0 || cmp_candidates(g, &cur, best) < 0) {
            struct candidate swap = *best;
            *best = cur;
            cur = swap;
        }
    }
    free(used);
    free(ties);
    free(w.keyed);
    free(w.roving);
    free(w.hole);
    free(w.count);
    free(w.bits);
    free_candidate(&cur);
    return ok;
}

/* Apply the chosen order and labels with the public relabellings. */
static enum bm_status apply(struct bm_movement **out, const struct grid *g,
                            const struct bm_layout *l, const struct candidate *c)
{
    const struct bm_movement *m = g->m;
    unsigned *rperm = bm_calloc(g->R, sizeof *rperm);
    unsigned *pperm = bm_calloc(m->participants, sizeof *pperm);
    struct bm_movement *a = NULL, *b = NULL;
    enum bm_status st = rperm && pperm ? BM_OK : BM_ENOMEM;
    if (!st) {
        for (unsigned k = 0; k < g->R; k++)
            rperm[c->ord[k] - 1] = k + 1;
        for (unsigned t = 1; t <= g->T; t++)
            pperm[l->ns_of_table[t] - 1] = t;
        for (unsigned p = 1; p <= m->participants; p++)
            if (l->rank[p])
                pperm[p - 1] = g->T + c->ewlab[l->rank[p]];
        st = bm_movement_permute_rounds(&a, m, rperm, g->R);
    }
    if (!st)
        st = bm_movement_relabel_sets(&b, a, c->setlab + 1, g->S);
    if (!st)
        st = bm_movement_relabel_participants(out, b, pperm, m->participants);
    bm_movement_free(a);
    bm_movement_free(b);
    free(rperm);
    free(pperm);
    return st;
}

static enum bm_status check_standardisable(const struct bm_movement *m,
                                           const struct bm_layout *l)
{
    for (unsigned t = 1; t <= m->tables; t++)
        if (!l->ns_of_table[t])
            return bm_fail(BM_EUNSUPPORTED,
                           "table %u never plays: the standard form needs every table", t);
    for (unsigned p = 1; p <= m->participants; p++)
        if (bm_is_partly_absent(m, p))
            return bm_fail(BM_EUNSUPPORTED,
                           "participant %u %s round %u: the standard form reorders rounds", p,
                           m->phantom_from[p] ? "leaves from" : "arrives for",
                           m->phantom_from[p] ? m->phantom_from[p] : m->arrive_at[p]);
    return BM_OK;
}

enum bm_status bm_standard_form_within(struct bm_movement **out, const struct bm_movement *m,
                                      unsigned long long work_limit)
{
    BM_OUT_PARAM(out);
    if (!m)
        return bm_fail(BM_EINVAL, "movement is NULL");
    struct bm_layout l;
    enum bm_status st = bm_layout_new(&l, m);
    if (st)
        return st;
    st = check_standardisable(m, &l);
    struct grid g = {m->rounds, m->tables, m->sets, l.moving, m, NULL, NULL, {NULL, NULL, NULL},
                     work_limit};
    struct candidate best = {0};
    if (!st && !flatten(&g, l.rank))
        st = BM_ENOMEM;
    if (!st)
        st = follow_scores(&g);
    if (!st && !choose(&g, &best))
        st = BM_ENOMEM;
    if (!st)
        st = apply(out, &g, &l, &best);
    free_candidate(&best);
    free_follows(&g.f);
    free(g.set);
    free(g.ew);
    bm_layout_free(&l);
    return st;
}

BM_EXPORT enum bm_status bm_movement_standard_form(struct bm_movement **out,
                                                   const struct bm_movement *m)
{
    return bm_standard_form_within(out, m, BM_STANDARD_WORK);
}

static int same_grid(const struct bm_movement *a, const struct bm_movement *b)
{
    if (a->rounds != b->rounds || a->tables != b->tables)
        return 0;
    size_t n = (size_t)a->rounds * a->tables;
    for (size_t i = 0; i < n; i++) {
        const struct bm_cell *x = &a->cells[i], *y = &b->cells[i];
        if (x->active != y->active || x->set != y->set || x->copy != y->copy ||
            memcmp(x->seat, y->seat, sizeof x->seat) != 0)
            return 0;
    }
    return 1;
}

BM_EXPORT enum bm_status bm_movement_is_standard(int32_t *out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    struct bm_movement *s;
    enum bm_status st = bm_movement_standard_form(&s, m);
    if (st)
        return st;
    *out = same_grid(s, m);
    bm_movement_free(s);
    return BM_OK;
}
