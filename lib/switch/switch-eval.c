/* SPDX-License-Identifier: MIT */
/* The switch planner's own fast evaluator: the s values of all pairs of participants who play,
 * as a function of the switch bits, updated in O(n_b) per flipped play (see switch-private.h
 * for the formula). The analysis (analysis.c) is the reference; tests check the two agree.
 * Movements the formula does not describe (a pair at both seats, a pair playing a board
 * twice) and movements beyond the planner's limits are refused here, before any large
 * allocation. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "switch/switch-private.h"
#include "util/alloc.h"
#include "util/message.h"

/* Participants up to which s is mirrored in a full square matrix (4 MB at the limit). */
#define FULL_MATRIX_LIMIT 1024u

static const char *const playable =
    "arrow switches are planned for movements that can be played (see the rule checks)";

static int counts_as_real(const struct bm_movement *m, unsigned p)
{
    /* A phantom (absent every round) has no results; one who arrives late or leaves early
     * has, so its pairs stay in the statistics. */
    return !bm_is_phantom(m, p);
}

int bm_switch_cell_plays(const struct bm_movement *m, unsigned r, const struct bm_cell *c)
{
    unsigned ns = c->seat[0], ew = c->seat[1];
    return c->active && c->set && ns && ew && ns != ew && ns <= m->participants &&
           ew <= m->participants && counts_as_real(m, ns) && counts_as_real(m, ew) &&
           bm_is_present(m, ns, r) && bm_is_present(m, ew, r);
}

static size_t pair_at(const struct bm_seval *e, int a, int b)
{
    return a < b ? e->row[a] + (size_t)b : e->row[b] + (size_t)a;
}

static int wanted(unsigned pos, unsigned position_only)
{
    return position_only == 0 || pos == position_only;
}

static enum bm_status too_many_pairs(unsigned long long pairs)
{
    return bm_fail(BM_EUNSUPPORTED,
                   "too large to plan arrow switches: %llu pairs of plays of one board to "
                   "compare; the planner takes at most %llu (a Mitchell of about 500 tables with "
                   "one board a round)",
                   pairs, BM_SWITCH_MAX_PLAY_PAIRS);
}

/* First pass over the grid: refuse a pair at both seats, count the plays, mark who plays,
 * and count the pairs of plays of each board (the cells of each set) before any large
 * allocation. */
static enum bm_status scan_cells(size_t *nplays, unsigned char *plays_any,
                                 const struct bm_movement *m, unsigned position_only)
{
    size_t n = 0;
    unsigned long long *cells_of_set = bm_calloc((size_t)m->sets + 1, sizeof *cells_of_set);
    if (!cells_of_set)
        return BM_ENOMEM;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || !c->set)
                continue;
            if (c->seat[0] && c->seat[0] == c->seat[1]) {
                free(cells_of_set);
                return bm_fail(BM_EUNSUPPORTED,
                               "pair %u sits at both seats of round %u, table %u: rule 1B fails "
                               "(nobody sits twice in a round); %s",
                               c->seat[0], r, t, playable);
            }
            for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++)
                n += wanted(i, position_only);
            if (bm_switch_cell_plays(m, r, c)) {
                plays_any[c->seat[0]] = plays_any[c->seat[1]] = 1;
                cells_of_set[c->set - 1]++;
            }
        }
    unsigned long long pairs = 0;
    for (unsigned s = 0; s < m->sets; s++) {
        unsigned long long c = cells_of_set[s], boards = position_only ? 1 : m->set_size[s];
        pairs += boards * (c * (c - (c > 0)) / 2);
    }
    free(cells_of_set);
    if (n > BM_SWITCH_MAX_PLAYS)
        return bm_fail(BM_EUNSUPPORTED,
                       "too large to plan arrow switches: %zu plays of boards (rounds x tables x "
                       "boards per set); the planner takes at most %lu",
                       n, BM_SWITCH_MAX_PLAYS);
    if (pairs > BM_SWITCH_MAX_PLAY_PAIRS)
        return too_many_pairs(pairs);
    *nplays = n;
    return BM_OK;
}

/* Index the participants who play; the statistics' population is every real participant. */
static enum bm_status index_participants(struct bm_seval *e, const struct bm_movement *m,
                                         const unsigned char *plays_any)
{
    unsigned real_all = 0, active = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        real_all += counts_as_real(m, p);
        active += plays_any[p];
    }
    if (active > BM_SWITCH_MAX_PLAYERS)
        return bm_fail(BM_EUNSUPPORTED,
                       "too large to plan arrow switches: %u pairs play; the planner takes at "
                       "most %u",
                       active, BM_SWITCH_MAX_PLAYERS);
    e->participants = m->participants;
    e->index_of = bm_malloc(sizeof *e->index_of * (m->participants + 1));
    e->number_of = bm_malloc(sizeof *e->number_of * (active + 1));
    if (!e->index_of || !e->number_of)
        return BM_ENOMEM;
    e->index_of[0] = -1;
    for (unsigned p = 1; p <= m->participants; p++) {
        e->index_of[p] = plays_any[p] ? (int)e->real : -1;
        if (plays_any[p])
            e->number_of[e->real++] = p;
    }
    e->npairs = (size_t)e->real * (e->real ? e->real - 1 : 0) / 2;
    e->npairs_all = (size_t)real_all * (real_all ? real_all - 1 : 0) / 2;
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

/* Every (round, table, position) of an active cell with a set, in grid order. */
static enum bm_status list_plays(struct bm_seval *e, const struct bm_movement *m,
                                 unsigned position_only, size_t n)
{
    unsigned *offset = bm_malloc(sizeof *offset * (m->sets + 1));
    e->plays = bm_malloc(sizeof *e->plays * (n + 1));
    e->bit = bm_calloc(n + 1, 1);
    e->sign = bm_calloc(n + 1, 1);
    if (!offset || !e->plays || !e->bit || !e->sign) {
        free(offset);
        return BM_ENOMEM;
    }
    offset[0] = 0;
    for (unsigned s = 1; s <= m->sets; s++)
        offset[s] = offset[s - 1] + m->set_size[s - 1];
    e->nboards = offset[m->sets];
    e->set_boards = bm_malloc(sizeof *e->set_boards * ((size_t)e->nboards + 1));
    if (!e->set_boards) {
        free(offset);
        return BM_ENOMEM;
    }
    for (unsigned s = 0; s < m->sets; s++)
        for (unsigned i = 1; i <= m->set_size[s]; i++) /* position_only: that board alone */
            e->set_boards[offset[s] + i - 1] = position_only ? i == position_only
                                                            : i == 1 ? m->set_size[s] : 0;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || !c->set)
                continue;
            int counts = bm_switch_cell_plays(m, r, c);
            for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++) {
                if (!wanted(i, position_only))
                    continue;
                struct bm_play *p = &e->plays[e->nplays];
                *p = (struct bm_play){r, t, i, offset[c->set - 1] + i - 1, -1, -1};
                if (counts) {
                    p->ns = e->index_of[c->seat[0]];
                    p->ew = e->index_of[c->seat[1]];
                    e->ncounted++;
                }
                e->bit[e->nplays] = (unsigned char)bm_switch_bit(m, r, t, i);
                e->sign[e->nplays] = e->bit[e->nplays] ? -1 : 1;
                e->nplays++;
            }
        }
    free(offset);
    return BM_OK;
}

/* A pair that plays a board twice: the formula (and the rules) assume once. */
static enum bm_status twice(const struct bm_seval *e, const struct bm_movement *m, unsigned who,
                            size_t p1, size_t p2)
{
    const struct bm_play *a = &e->plays[p1], *b = &e->plays[p2];
    return bm_fail(BM_EUNSUPPORTED,
                   "pair %u plays board %u twice (round %u, table %u and round %u, table %u): "
                   "rules 1A and 2 fail (nobody plays a set twice); %s",
                   e->number_of[who], m->first_board + a->board, a->round, a->table, b->round,
                   b->table, playable);
}

/* Counted plays grouped by board (compressed rows) and n_b; refuses a pair playing a board
 * twice. */
static enum bm_status group_by_board(struct bm_seval *e, const struct bm_movement *m)
{
    e->board_start = bm_calloc((size_t)e->nboards + 1, sizeof *e->board_start);
    e->board_n = bm_calloc((size_t)e->nboards + 1, sizeof *e->board_n);
    e->board_plays = bm_malloc(sizeof *e->board_plays * (e->nplays + 1));
    size_t *last = bm_malloc(sizeof *last * (e->real + 1));
    if (!e->board_start || !e->board_n || !e->board_plays || !last) {
        free(last);
        return BM_ENOMEM;
    }
    for (size_t p = 0; p < e->nplays; p++)
        if (e->plays[p].ns >= 0)
            e->board_n[e->plays[p].board]++;
    for (unsigned b = 0; b < e->nboards; b++) {
        e->board_start[b + 1] = e->board_start[b] + e->board_n[b];
        e->pair_work += (uint64_t)e->board_n[b] * e->board_n[b] / 2;
        e->board_n[b] = 0;
    }
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *pl = &e->plays[p];
        if (pl->ns >= 0)
            e->board_plays[e->board_start[pl->board] + e->board_n[pl->board]++] = (unsigned)p;
    }
    enum bm_status st = BM_OK;
    for (unsigned i = 0; i < e->real; i++)
        last[i] = SIZE_MAX;
    for (unsigned b = 0; b < e->nboards && !st; b++)
        for (unsigned q = e->board_start[b]; q < e->board_start[b + 1] && !st; q++) {
            size_t p = e->board_plays[q];
            const int who[2] = {e->plays[p].ns, e->plays[p].ew};
            for (int k = 0; k < 2 && !st; k++) {
                size_t prev = last[who[k]];
                if (prev != SIZE_MAX && e->plays[prev].board == b)
                    st = twice(e, m, (unsigned)who[k], prev, p);
                last[who[k]] = p;
            }
        }
    free(last);
    return st;
}

enum bm_status bm_seval_new(struct bm_seval **out, const struct bm_movement *m,
                            unsigned position_only, const struct bm_clock *clock)
{
    *out = NULL;
    struct bm_seval *e = bm_calloc(1, sizeof *e);
    unsigned char *plays_any = bm_calloc((size_t)m->participants + 1, 1);
    size_t n = 0;
    enum bm_status st = e && plays_any ? BM_OK : BM_ENOMEM;
    if (!st)
        st = scan_cells(&n, plays_any, m, position_only);
    if (!st)
        st = index_participants(e, m, plays_any);
    free(plays_any);
    if (!st)
        st = list_plays(e, m, position_only, n);
    if (!st)
        st = group_by_board(e, m);
    if (!st && position_only == 0)
        st = bm_match_ties(e, m);
    if (!st && !bm_seval_recompute(e, clock))
        st = bm_fail(BM_EUNSUPPORTED,
                     "the time cap of %.3g s ran out while the balance of the movement was being "
                     "computed; allow more time, or no cap",
                     clock->deadline - clock->start);
    if (st) {
        bm_seval_free(e);
        return st;
    }
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
    free(e->atom);
    free(e->set_boards);
    free(e->board_start);
    free(e->board_plays);
    free(e->board_n);
    free(e->row);
    free(e->s);
    free(e->full);
    free(e->sign);
    free(e);
}

/* a != b always: nobody plays a board twice or sits at both seats (refused above). */
static void add_pair(struct bm_seval *e, int a, int b, int d)
{
    int32_t *v = &e->s[pair_at(e, a, b)];
    e->sumsq += 2 * (int64_t)*v * d + (int64_t)d * d;
    e->sum += d;
    *v += d;
    if (e->full) {
        e->full[(size_t)a * e->real + (size_t)b] += d;
        e->full[(size_t)b * e->real + (size_t)a] += d;
    }
}

/* Every two plays of one board, added weight times into s (no running sums: they follow in
 * one pass). With the full matrix the additions go to (row, column) as they come, a row at a
 * time, and the two halves are folded afterwards; else straight into the triangle. */
static void add_board(struct bm_seval *e, unsigned b, int32_t weight)
{
    const unsigned *q0 = e->board_plays + e->board_start[b];
    unsigned n = e->board_start[b + 1] - e->board_start[b];
    int32_t *f = e->full;
    size_t R = e->real;
    for (unsigned u = 0; u < n; u++) {
        const struct bm_play *x = &e->plays[q0[u]];
        int32_t sx = e->sign[q0[u]] * weight;
        if (f) {
            int32_t *rns = f + (size_t)x->ns * R, *rew = f + (size_t)x->ew * R;
            rns[x->ew] += ((int32_t)n - 1) * weight;
            for (unsigned v = u + 1; v < n; v++) {
                const struct bm_play *y = &e->plays[q0[v]];
                int32_t xy = sx * e->sign[q0[v]];
                rns[y->ns] += xy;
                rns[y->ew] -= xy;
                rew[y->ns] -= xy;
                rew[y->ew] += xy;
            }
            continue;
        }
        e->s[pair_at(e, x->ns, x->ew)] += ((int32_t)n - 1) * weight;
        for (unsigned v = u + 1; v < n; v++) {
            const struct bm_play *y = &e->plays[q0[v]];
            int32_t xy = sx * e->sign[q0[v]];
            e->s[pair_at(e, x->ns, y->ns)] += xy;
            e->s[pair_at(e, x->ns, y->ew)] -= xy;
            e->s[pair_at(e, x->ew, y->ns)] -= xy;
            e->s[pair_at(e, x->ew, y->ew)] += xy;
        }
    }
}

/* Whether two boards of one set are switched alike at every cell: their plays are at the same
 * cells in the same order, so they then add the same to s. */
static int alike(const struct bm_seval *e, unsigned a, unsigned b)
{
    const unsigned *pa = e->board_plays + e->board_start[a];
    const unsigned *pb = e->board_plays + e->board_start[b];
    unsigned n = e->board_start[a + 1] - e->board_start[a];
    for (unsigned i = 0; i < n; i++)
        if (e->sign[pa[i]] != e->sign[pb[i]])
            return 0;
    return 1;
}

/* The boards of one set, each switched like an earlier one added once with its weight (the
 * analysis does the same). Returns the work done. */
static uint64_t add_set(struct bm_seval *e, unsigned first)
{
    unsigned k = e->set_boards[first], rep[BM_MAX_BOARDS_PER_SET];
    int32_t weight[BM_MAX_BOARDS_PER_SET];
    unsigned nrep = 0;
    for (unsigned j = first; j < first + k; j++) {
        unsigned r = 0;
        while (r < nrep && !alike(e, rep[r], j))
            r++;
        if (r == nrep) {
            rep[nrep] = j;
            weight[nrep++] = 0;
        }
        weight[r]++;
    }
    for (unsigned r = 0; r < nrep; r++)
        add_board(e, rep[r], weight[r]);
    uint64_t n = e->board_n[first];
    return nrep * n * n + k * n;
}

int bm_seval_recompute(struct bm_seval *e, const struct bm_clock *clock)
{
    memset(e->s, 0, sizeof *e->s * e->npairs);
    if (e->full)
        memset(e->full, 0, sizeof *e->full * e->real * e->real);
    for (size_t p = 0; p < e->nplays; p++)
        e->sign[p] = e->bit[p] ? -1 : 1;
    uint64_t work = 0;
    for (unsigned b = 0; b < e->nboards; b++) {
        if (!e->set_boards[b])
            continue;
        work += add_set(e, b);
        if (work > (1u << 22)) { /* about a millisecond */
            work = 0;
            if (bm_clock_out(clock))
                return 0;
        }
    }
    if (e->full) /* fold the two halves into the triangle, then mirror it */
        for (unsigned a = 0; a < e->real; a++)
            for (unsigned b = a + 1; b < e->real; b++) {
                int32_t *ab = &e->full[(size_t)a * e->real + b];
                int32_t *ba = &e->full[(size_t)b * e->real + a];
                e->s[e->row[a] + b] = *ab = *ba = *ab + *ba;
            }
    e->sum = e->sumsq = 0;
    for (size_t i = 0; i < e->npairs; i++) {
        e->sum += e->s[i];
        e->sumsq += (int64_t)e->s[i] * e->s[i];
    }
    return 1;
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
            int d = -2 * e->sign[play] * e->sign[p2];
            add_pair(e, x->ns, y->ns, d);
            add_pair(e, x->ns, y->ew, -d);
            add_pair(e, x->ew, y->ns, -d);
            add_pair(e, x->ew, y->ew, d);
        }
    }
    e->bit[play] ^= 1;
    e->sign[play] = (signed char)-e->sign[play];
}

/* Flipping plays one by one costs four scattered updates (each with the running sums and the
 * mirror) per other play of the board; setting the bits and recomputing costs four plain ones
 * per pair of plays of every board, about six times cheaper each. */
void bm_seval_set_bits(struct bm_seval *e, const unsigned char *bits)
{
    uint64_t flip_work = 0;
    for (size_t p = 0; p < e->nplays; p++)
        if (e->bit[p] != bits[p] && e->plays[p].ns >= 0)
            flip_work += 4 * (uint64_t)e->board_n[e->plays[p].board];
    if (3 * flip_work > 2 * e->pair_work) {
        memcpy(e->bit, bits, e->nplays);
        bm_seval_recompute(e, NULL);
        return;
    }
    for (size_t p = 0; p < e->nplays; p++)
        if (e->bit[p] != bits[p])
            bm_seval_flip(e, p);
}

/* Every changed pair moves by |d| = 2, so the change of the sum of squares is
 * sum (2 s d + d^2) = 2 sum s d + 4 x (4 (n_b - 1)). */
int64_t bm_seval_flip_delta(const struct bm_seval *e, size_t play)
{
    const struct bm_play *x = &e->plays[play];
    if (x->ns < 0)
        return 0;
    unsigned b = x->board;
    int64_t acc = 0;
    int sx = e->sign[play];
    unsigned others = e->board_start[b + 1] - e->board_start[b] - 1;
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
        return 2 * acc + 16 * (int64_t)others;
    }
    for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
        unsigned p2 = e->board_plays[q];
        if (p2 == play)
            continue;
        const struct bm_play *y = &e->plays[p2];
        int d = -2 * sx * e->sign[p2];
        acc += (int64_t)d * (e->s[pair_at(e, x->ns, y->ns)] - e->s[pair_at(e, x->ns, y->ew)] -
                             e->s[pair_at(e, x->ew, y->ns)] + e->s[pair_at(e, x->ew, y->ew)]);
    }
    return 2 * acc + 16 * (int64_t)others;
}

enum bm_status bm_scratch_new(struct bm_scratch *w, const struct bm_seval *e, size_t cap)
{
    w->mark = bm_calloc(e->nplays + 1, 1);
    w->d = bm_calloc(e->npairs + 1, sizeof *w->d);
    w->seen = bm_calloc(e->npairs + 1, 1);
    w->touched = bm_malloc(sizeof *w->touched * (cap + 1));
    w->cap = cap;
    if (!w->mark || !w->d || !w->seen || !w->touched) {
        bm_scratch_free(w);
        return BM_ENOMEM;
    }
    return BM_OK;
}

void bm_scratch_free(struct bm_scratch *w)
{
    free(w->mark);
    free(w->d);
    free(w->seen);
    free(w->touched);
    memset(w, 0, sizeof *w);
}

static void note_change(struct bm_scratch *w, size_t *n, size_t pair, int d)
{
    if (!w->seen[pair]) {
        w->seen[pair] = 1;
        w->touched[(*n)++] = pair;
    }
    w->d[pair] += d;
}

/* Only pairs across the group's edge change: two plays of the group keep their product. */
int64_t bm_seval_group_delta(const struct bm_seval *e, const size_t *plays, size_t n,
                             struct bm_scratch *w)
{
    size_t touched = 0;
    for (size_t i = 0; i < n; i++)
        w->mark[plays[i]] = 1;
    for (size_t i = 0; i < n; i++) {
        const struct bm_play *x = &e->plays[plays[i]];
        unsigned b = x->board;
        for (unsigned q = e->board_start[b]; q < e->board_start[b + 1]; q++) {
            unsigned p2 = e->board_plays[q];
            if (w->mark[p2])
                continue;
            const struct bm_play *y = &e->plays[p2];
            int d = -2 * e->sign[plays[i]] * e->sign[p2];
            note_change(w, &touched, pair_at(e, x->ns, y->ns), d);
            note_change(w, &touched, pair_at(e, x->ns, y->ew), -d);
            note_change(w, &touched, pair_at(e, x->ew, y->ns), -d);
            note_change(w, &touched, pair_at(e, x->ew, y->ew), d);
        }
    }
    int64_t delta = 0;
    for (size_t i = 0; i < touched; i++) {
        size_t k = w->touched[i];
        int64_t d = w->d[k];
        delta += 2 * (int64_t)e->s[k] * d + d * d;
        w->d[k] = 0;
        w->seen[k] = 0;
    }
    for (size_t i = 0; i < n; i++)
        w->mark[plays[i]] = 0;
    return delta;
}

double bm_seval_sd_of(const struct bm_seval *e, int64_t sumsq)
{
    if (e->npairs_all == 0)
        return 0.0;
    long double m = (long double)e->npairs_all;
    long double var =
        ((long double)sumsq * m - (long double)e->sum * (long double)e->sum) / (m * m);
    return var > 0 ? (double)sqrtl(var) : 0.0;
}

double bm_seval_sd(const struct bm_seval *e)
{
    return bm_seval_sd_of(e, e->sumsq);
}

/* The analysis owns the bound's derivation (analysis-stats.c); only the parity counts are
 * needed here. The pairs of participants who never play have s = 0: even. */
double bm_seval_parity_bound(const struct bm_seval *e)
{
    unsigned long long count[2] = {e->npairs_all - e->npairs, 0};
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
