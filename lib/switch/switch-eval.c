/* SPDX-License-Identifier: MIT */
/* The switch planner's own fast evaluator: the s values of all pairs of real participants as
 * a function of the switch bits, updated in O(n_b) per flipped play (see switch-private.h for
 * the formula). The analysis (analysis.c) is the reference; tests check the two agree. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "switch/switch-private.h"
#include "util/alloc.h"

/* Participants up to which s is mirrored in a full square matrix (4 MB at the limit). */
#define FULL_MATRIX_LIMIT 1024u

static int counts_as_real(const struct bm_movement *m, unsigned p)
{
    /* A phantom (absent every round) has no results; one who arrives late or leaves early
     * has, so its pairs stay in the statistics. */
    return !bm_is_phantom(m, p);
}

static size_t pair_at(const struct bm_seval *e, int a, int b)
{
    return a < b ? e->row[a] + (size_t)b : e->row[b] + (size_t)a;
}

static int play_counts(const struct bm_movement *m, const int *index_of, unsigned r,
                       const struct bm_cell *c)
{
    unsigned ns = c->seat[0], ew = c->seat[1];
    return ns && ew && ns != ew && index_of[ns] >= 0 && index_of[ew] >= 0 &&
           bm_is_present(m, ns, r) && bm_is_present(m, ew, r);
}

static enum bm_status index_participants(struct bm_seval *e, const struct bm_movement *m)
{
    e->participants = m->participants;
    e->index_of = bm_malloc(sizeof *e->index_of * (m->participants + 1));
    e->number_of = bm_malloc(sizeof *e->number_of * (m->participants + 1));
    if (!e->index_of || !e->number_of)
        return BM_ENOMEM;
    e->index_of[0] = -1;
    for (unsigned p = 1; p <= m->participants; p++) {
        e->index_of[p] = counts_as_real(m, p) ? (int)e->real : -1;
        if (e->index_of[p] >= 0)
            e->number_of[e->real++] = p;
    }
    e->npairs = (size_t)e->real * (e->real ? e->real - 1 : 0) / 2;
    e->row = bm_malloc(sizeof *e->row * (e->real + 1));
    e->s = bm_calloc(e->npairs + 1, sizeof *e->s);
    if (!e->row || !e->s)
        return BM_ENOMEM;
    if (e->real <= FULL_MATRIX_LIMIT) {
        e->full = bm_calloc((size_t)e->real * e->real + 1, sizeof *e->full);
        if (!e->full)
            return BM_ENOMEM;
    }
    for (size_t i = 0; i < e->real; i++)
        e->row[i] = i * (2 * (size_t)e->real - i - 1) / 2 - i - 1; /* wraps for i = 0: harmless */
    return BM_OK;
}

static int wanted(unsigned pos, unsigned position_only)
{
    return position_only == 0 || pos == position_only;
}

/* Every (round, table, position) of an active cell with a set, in grid order. */
static enum bm_status list_plays(struct bm_seval *e, const struct bm_movement *m,
                                 unsigned position_only)
{
    unsigned *offset = bm_malloc(sizeof *offset * (m->sets + 1));
    if (!offset)
        return BM_ENOMEM;
    offset[0] = 0;
    for (unsigned s = 1; s <= m->sets; s++)
        offset[s] = offset[s - 1] + m->set_size[s - 1];
    e->nboards = offset[m->sets];
    size_t n = 0;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && c->set)
                for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++)
                    n += wanted(i, position_only);
        }
    e->plays = bm_malloc(sizeof *e->plays * (n + 1));
    e->bit = bm_calloc(n + 1, 1);
    e->sign = bm_calloc(n + 1, 1);
    if (!e->plays || !e->bit || !e->sign) {
        free(offset);
        return BM_ENOMEM;
    }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || !c->set)
                continue;
            int counts = play_counts(m, e->index_of, r, c);
            for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++) {
                if (!wanted(i, position_only))
                    continue;
                struct bm_play *p = &e->plays[e->nplays];
                p->round = r;
                p->table = t;
                p->position = i;
                p->board = offset[c->set - 1] + i - 1;
                p->ns = counts ? e->index_of[c->seat[0]] : -1;
                p->ew = counts ? e->index_of[c->seat[1]] : -1;
                e->bit[e->nplays] = (unsigned char)bm_switch_bit(m, r, t, i);
                e->sign[e->nplays] = e->bit[e->nplays] ? -1 : 1;
                e->nplays++;
            }
        }
    free(offset);
    return BM_OK;
}

/* Counted plays grouped by board (compressed rows), n_b, and whether anyone plays a board
 * twice (a malformed movement: then deltas are measured, not predicted). */
static enum bm_status group_by_board(struct bm_seval *e)
{
    e->board_start = bm_calloc((size_t)e->nboards + 1, sizeof *e->board_start);
    e->board_n = bm_calloc((size_t)e->nboards + 1, sizeof *e->board_n);
    e->board_plays = bm_malloc(sizeof *e->board_plays * (e->nplays + 1));
    unsigned *last_board = bm_malloc(sizeof *last_board * (e->real + 1));
    if (!e->board_start || !e->board_n || !e->board_plays || !last_board) {
        free(last_board);
        return BM_ENOMEM;
    }
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].ns >= 0)
            e->board_n[e->plays[p].board]++;
    for (unsigned b = 0; b < e->nboards; b++)
        e->board_start[b + 1] = e->board_start[b] + e->board_n[b];
    for (unsigned b = 0; b < e->nboards; b++)
        e->board_n[b] = 0;
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *pl = &e->plays[p];
        if (pl->ns >= 0)
            e->board_plays[e->board_start[pl->board] + e->board_n[pl->board]++] = (unsigned)p;
    }
    e->simple = 1;
    for (unsigned i = 0; i < e->real; i++)
        last_board[i] = UINT32_MAX;
    for (unsigned b = 0; b < e->nboards; b++)
        for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
            const struct bm_play *pl = &e->plays[e->board_plays[q]];
            if (last_board[pl->ns] == b || last_board[pl->ew] == b)
                e->simple = 0;
            last_board[pl->ns] = last_board[pl->ew] = b;
        }
    free(last_board);
    return BM_OK;
}

enum bm_status bm_seval_new(struct bm_seval **out, const struct bm_movement *m,
                            unsigned position_only)
{
    *out = NULL;
    struct bm_seval *e = bm_calloc(1, sizeof *e);
    if (!e)
        return BM_ENOMEM;
    enum bm_status st = index_participants(e, m);
    if (!st)
        st = list_plays(e, m, position_only);
    if (!st)
        st = group_by_board(e);
    if (st) {
        bm_seval_free(e);
        return st;
    }
    bm_seval_recompute(e);
    *out = e;
    return BM_OK;
}

void bm_seval_free(struct bm_seval *e)
{
    if (!e)
        return;
    free(e->index_of);
    free(e->number_of);
    free(e->plays);
    free(e->bit);
    free(e->board_start);
    free(e->board_plays);
    free(e->board_n);
    free(e->row);
    free(e->s);
    free(e->full);
    free(e->sign);
    free(e);
}

static int sign_of(const struct bm_seval *e, unsigned play)
{
    return e->sign[play];
}

static void add_pair(struct bm_seval *e, int a, int b, int d)
{
    if (a == b)
        return;
    int32_t *v = &e->s[pair_at(e, a, b)];
    e->sumsq += 2 * (int64_t)*v * d + (int64_t)d * d;
    e->sum += d;
    *v += d;
    if (e->full) {
        e->full[(size_t)a * e->real + (size_t)b] += d;
        e->full[(size_t)b * e->real + (size_t)a] += d;
    }
}

void bm_seval_recompute(struct bm_seval *e)
{
    memset(e->s, 0, sizeof *e->s * e->npairs);
    if (e->full)
        memset(e->full, 0, sizeof *e->full * e->real * e->real);
    for (size_t p = 0; p < e->nplays; p++)
        e->sign[p] = e->bit[p] ? -1 : 1;
    e->sum = e->sumsq = 0;
    for (unsigned b = 0; b < e->nboards; b++)
        for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
            unsigned p = e->board_plays[q];
            const struct bm_play *x = &e->plays[p];
            add_pair(e, x->ns, x->ew, (int)e->board_n[b] - 1);
            for (unsigned q2 = q + 1; q2 < e->board_start[b + 1]; q2++) {
                unsigned p2 = e->board_plays[q2];
                const struct bm_play *y = &e->plays[p2];
                int xy = sign_of(e, p) * sign_of(e, p2);
                add_pair(e, x->ns, y->ns, xy);
                add_pair(e, x->ns, y->ew, -xy);
                add_pair(e, x->ew, y->ns, -xy);
                add_pair(e, x->ew, y->ew, xy);
            }
        }
    /* add_pair accumulated the squares incrementally from zero: that is the exact total. */
}

void bm_seval_flip(struct bm_seval *e, size_t play)
{
    const struct bm_play *x = &e->plays[play];
    if (x->ns >= 0) {
        unsigned b = x->board;
        for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
            unsigned p2 = e->board_plays[q];
            if (p2 == play)
                continue;
            const struct bm_play *y = &e->plays[p2];
            int d = -2 * sign_of(e, (unsigned)play) * sign_of(e, p2);
            add_pair(e, x->ns, y->ns, d);
            add_pair(e, x->ns, y->ew, -d);
            add_pair(e, x->ew, y->ns, -d);
            add_pair(e, x->ew, y->ew, d);
        }
    }
    e->bit[play] ^= 1;
    e->sign[play] = (signed char)-e->sign[play];
}

int64_t bm_seval_flip_delta(const struct bm_seval *e, size_t play)
{
    const struct bm_play *x = &e->plays[play];
    if (x->ns < 0)
        return 0;
    if (!e->simple) {
        /* Someone meets a board twice: the same pair may change twice, so measure. */
        struct bm_seval *w = (struct bm_seval *)e; /* restored before returning */
        int64_t before = w->sumsq;
        bm_seval_flip(w, play);
        int64_t after = w->sumsq;
        bm_seval_flip(w, play);
        return after - before;
    }
    unsigned b = x->board;
    int64_t acc = 0; /* sum over changed pairs of s * d; each |d| = 2 */
    unsigned others = 0;
    int sx = sign_of(e, (unsigned)play);
    if (e->full) {
        const int32_t *rns = e->full + (size_t)x->ns * e->real;
        const int32_t *rew = e->full + (size_t)x->ew * e->real;
        for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
            unsigned p2 = e->board_plays[q];
            const struct bm_play *y = &e->plays[p2];
            int d = -2 * sx * e->sign[p2];
            acc += d * (rns[y->ns] - rns[y->ew] - rew[y->ns] + rew[y->ew]);
        }
        /* The play itself was included above: its term is d (s(ns,ns) - 2 s(ns,ew) + s(ew,ew))
         * with d = -2 and zero diagonals, so add it back. */
        acc -= 4 * (int64_t)rns[x->ew];
        return 2 * acc + 16 * (int64_t)(e->board_start[b + 1] - e->board_start[b] - 1);
    }
    for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
        unsigned p2 = e->board_plays[q];
        if (p2 == play)
            continue;
        const struct bm_play *y = &e->plays[p2];
        int d = -2 * sx * sign_of(e, p2);
        acc += (int64_t)d * (e->s[pair_at(e, x->ns, y->ns)] - e->s[pair_at(e, x->ns, y->ew)] -
                             e->s[pair_at(e, x->ew, y->ns)] + e->s[pair_at(e, x->ew, y->ew)]);
        others++;
    }
    return 2 * acc + 16 * (int64_t)others;
}

double bm_seval_sd_of(const struct bm_seval *e, int64_t sumsq)
{
    if (e->npairs == 0)
        return 0.0;
    long double m = (long double)e->npairs;
    long double var = ((long double)sumsq * m - (long double)e->sum * (long double)e->sum) / (m * m);
    return var > 0 ? (double)sqrtl(var) : 0.0;
}

double bm_seval_sd(const struct bm_seval *e)
{
    return bm_seval_sd_of(e, e->sumsq);
}

/* The analysis owns the bound's derivation (analysis-stats.c); only the parity counts are
 * needed here. */
double bm_seval_parity_bound(const struct bm_seval *e)
{
    unsigned long long count[2] = {0, 0};
    for (size_t i = 0; i < e->npairs; i++)
        count[e->s[i] & 1]++;
    return bm_parity_bound_sd(count[0], count[1], (long long)e->sum);
}

void bm_seval_store(const struct bm_seval *e, struct bm_movement *m)
{
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *x = &e->plays[p];
        bm_switch_bit_set(m, x->round, x->table, x->position, e->bit[p]);
    }
}
