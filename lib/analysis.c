/* SPDX-License-Identifier: MIT */
/* The competition matrix (seed 001 Part II): for every two participants the boards they play
 * against each other (a), in the same direction elsewhere (b), in opposite directions
 * elsewhere (c), not both (d), as partners (individual events), and the amount of competition
 * s = (n - 1)(a - partners) + b - c, board by board with each board's own n and switch bits.
 *
 * Cost O(sum over boards of n_b^2 + P^2): the plays are bucketed by board (a counting sort over
 * the grid), then every two plays of one board update one record of the packed triangle. */
#include <stdlib.h>
#include <string.h>

#include "analysis-private.h"

/* One participant's play of one board: who, at which cell, on which side after switching. */
struct play {
    uint32_t participant;
    uint32_t where; /* cell index * 2 + side (0 = NS, 1 = EW) */
};

/* Whether the boards of a cell are played: an active cell with a set and every seat taken by
 * a participant present that round (a board at a phantom's table is not played there). */
static int cell_played(const struct bm_movement *m, const struct bm_cell *x, unsigned r)
{
    if (!x->active || !x->set)
        return 0;
    for (unsigned k = 0; k < bm_seat_count(m); k++)
        if (!x->seat[k] || x->seat[k] > m->participants || !bm_is_present(m, x->seat[k], r))
            return 0;
    return 1;
}

/* Board index (0-based, in set order) of the first board of every set: off[s - 1]. */
static void set_offsets(unsigned *off, const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned s = 1; s <= m->sets; s++) {
        off[s - 1] = n;
        n += m->set_size[s - 1];
    }
}

/* Count the table plays of every board, and the tables in play (most in one round). */
static void count_plays(struct bm_analysis *an, const struct bm_movement *m, const unsigned *off)
{
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned tables = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!cell_played(m, x, r))
                continue;
            tables++;
            for (unsigned i = 0; i < m->set_size[x->set - 1]; i++)
                an->board_plays[off[x->set - 1] + i]++;
        }
        if (tables > an->tables_in_play)
            an->tables_in_play = tables;
    }
}

/* Bucket every participant's plays by board: start[b] .. start[b + 1] index board b's plays. */
static void fill_plays(struct play *plays, size_t *start, const struct bm_movement *m,
                       const unsigned *off)
{
    unsigned seats = bm_seat_count(m);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!cell_played(m, x, r))
                continue;
            uint32_t cell = (uint32_t)((size_t)(r - 1) * m->tables + (t - 1));
            for (unsigned i = 1; i <= m->set_size[x->set - 1]; i++) {
                unsigned sw = (unsigned)bm_switch_bit(m, r, t, i);
                size_t *next = &start[off[x->set - 1] + i - 1];
                for (unsigned k = 0; k < seats; k++) {
                    unsigned side = (k < seats / 2 ? 0u : 1u) ^ sw;
                    plays[(*next)++] = (struct play){x->seat[k], cell * 2 + side};
                }
            }
        }
}

/* Add the contribution of two plays of a board played n times by distinct participants. */
static void add_two_plays(struct bm_pair_counts *pc, struct play u, struct play v, int64_t w)
{
    int same_side = ((u.where ^ v.where) & 1u) == 0;
    if ((u.where >> 1) == (v.where >> 1)) {
        if (same_side) {
            pc->partners++;
            pc->s -= w;
        } else {
            pc->a++;
            pc->s += w;
        }
    } else if (same_side) {
        pc->b++;
        pc->s++;
    } else {
        pc->c++;
        pc->s--;
    }
}

/* One board: every two plays by distinct participants. first[p] is scratch (per participant,
 * the index of its first play on the board, or SIZE_MAX), left all SIZE_MAX on return. A
 * participant that plays a board twice (a broken movement) counts the board once in "both"
 * and in boards played. */
static void analyse_board(struct bm_analysis *an, const struct play *pl, size_t n_plays,
                          int64_t w, size_t *first)
{
    int dup = 0;
    for (size_t u = 0; u < n_plays; u++) {
        if (first[pl[u].participant] != SIZE_MAX)
            dup = 1;
        else {
            first[pl[u].participant] = u;
            an->boards_played[pl[u].participant]++;
        }
    }
    for (size_t u = 0; u < n_plays; u++)
        for (size_t v = u + 1; v < n_plays; v++) {
            unsigned p = pl[u].participant, q = pl[v].participant;
            if (p == q)
                continue;
            struct bm_pair_counts *pc = &an->pairs[bm_pair_index(an->P, p, q)];
            add_two_plays(pc, pl[u], pl[v], w);
            if (!dup || (first[p] == u && first[q] == v))
                pc->both++;
        }
    for (size_t u = 0; u < n_plays; u++)
        first[pl[u].participant] = SIZE_MAX;
}

static enum bm_status analyse_boards(struct bm_analysis *an, const struct bm_movement *m,
                                     const unsigned *off)
{
    unsigned seats = bm_seat_count(m);
    size_t *start = bm_calloc((size_t)an->N + 1, sizeof *start);
    size_t *first = bm_malloc(((size_t)an->P + 1) * sizeof *first);
    size_t total = 0;
    for (unsigned b = 0; start && b < an->N; b++)
        total += (size_t)an->board_plays[b] * seats;
    struct play *plays = bm_malloc((total ? total : 1) * sizeof *plays);
    if (!start || !first || !plays) {
        free(start);
        free(first);
        free(plays);
        return BM_ENOMEM;
    }
    for (unsigned b = 0; b < an->N; b++)
        start[b + 1] = start[b] + (size_t)an->board_plays[b] * seats;
    fill_plays(plays, start, m, off); /* leaves start[b] at the end of board b's plays */
    for (size_t p = 0; p <= an->P; p++)
        first[p] = SIZE_MAX;
    size_t begin = 0;
    for (unsigned b = 0; b < an->N; b++) {
        int64_t w = (int64_t)an->board_plays[b] - 1;
        analyse_board(an, plays + begin, start[b] - begin, w, first);
        begin = start[b];
    }
    free(start);
    free(first);
    free(plays);
    return BM_OK;
}

/* Counted participants (not phantom from round 1) and the nominal seat side of each. */
static void classify(struct bm_analysis *an, const struct bm_movement *m)
{
    for (unsigned p = 1; p <= an->P; p++)
        an->counted[p] = m->phantom_from[p] != 1;
    if (m->event == BM_EVENT_INDIVIDUAL)
        return;
    for (size_t i = 0; i < (size_t)m->rounds * m->tables; i++) {
        const struct bm_cell *x = &m->cells[i];
        if (!x->active)
            continue;
        for (unsigned k = 0; k < 2; k++)
            if (x->seat[k] && x->seat[k] <= an->P && !an->seat_side[x->seat[k]])
                an->seat_side[x->seat[k]] = (unsigned char)(k + 1);
    }
}

BM_EXPORT void bm_analysis_free(struct bm_analysis *an)
{
    if (!an)
        return;
    free(an->name);
    bm_check_free(an->check);
    free(an->counted);
    free(an->seat_side);
    free(an->board_plays);
    free(an->boards_played);
    free(an->pairs);
    free(an->st.dist_value);
    free(an->st.dist_count);
    free(an);
}

static enum bm_status alloc_analysis(struct bm_analysis **out, const struct bm_movement *m)
{
    struct bm_analysis *an = bm_calloc(1, sizeof *an);
    if (!an)
        return BM_ENOMEM;
    an->event = m->event;
    an->P = m->participants;
    an->N = bm_movement_boards(m);
    size_t P1 = (size_t)an->P + 1, npairs = (size_t)an->P * (an->P - 1) / 2;
    an->name = bm_strdup(m->name ? m->name : "");
    an->counted = bm_calloc(P1, 1);
    an->seat_side = bm_calloc(P1, 1);
    an->board_plays = bm_calloc(an->N ? an->N : 1, sizeof *an->board_plays);
    an->boards_played = bm_calloc(P1, sizeof *an->boards_played);
    an->pairs = bm_calloc(npairs ? npairs : 1, sizeof *an->pairs);
    enum bm_status st = BM_ENOMEM;
    if (an->name && an->counted && an->seat_side && an->board_plays && an->boards_played &&
        an->pairs)
        st = bm_check_new(&an->check, m);
    if (st) {
        bm_analysis_free(an);
        return st;
    }
    *out = an;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_new(struct bm_analysis **out, const struct bm_movement *m,
                                         char *msg, size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!out)
        return bm_fail(BM_EINVAL, msg, msg_size, "bm_analysis_new: out is NULL");
    *out = NULL;
    if (!m)
        return bm_fail(BM_EINVAL, msg, msg_size, "bm_analysis_new: movement is NULL");
    struct bm_analysis *an;
    unsigned *off = bm_malloc((size_t)m->sets * sizeof *off);
    enum bm_status st = off ? alloc_analysis(&an, m) : BM_ENOMEM;
    if (st) {
        free(off);
        return bm_fail(st, msg, msg_size, "out of memory analysing a movement of %u participants",
                       m->participants);
    }
    set_offsets(off, m);
    classify(an, m);
    count_plays(an, m, off);
    st = analyse_boards(an, m, off);
    free(off);
    if (!st)
        st = bm_analysis_compute_stats(an);
    if (st) {
        bm_analysis_free(an);
        return bm_fail(st, msg, msg_size, "out of memory analysing a movement of %u participants",
                       m->participants);
    }
    *out = an;
    return BM_OK;
}

/* ---- accessors ---- */

BM_EXPORT enum bm_event bm_analysis_event(const struct bm_analysis *an)
{
    return an ? an->event : (enum bm_event)0;
}

BM_EXPORT unsigned bm_analysis_participants(const struct bm_analysis *an)
{
    return an ? an->P : 0;
}

BM_EXPORT unsigned bm_analysis_boards(const struct bm_analysis *an)
{
    return an ? an->N : 0;
}

BM_EXPORT unsigned bm_analysis_tables_in_play(const struct bm_analysis *an)
{
    return an ? an->tables_in_play : 0;
}

BM_EXPORT enum bm_status bm_analysis_counted(int *out, const struct bm_analysis *an,
                                             unsigned participant)
{
    if (!out)
        return BM_EINVAL;
    *out = 0;
    if (!an)
        return BM_EINVAL;
    if (participant < 1 || participant > an->P)
        return BM_ERANGE;
    *out = an->counted[participant];
    return BM_OK;
}

static int known_matrix(enum bm_matrix which)
{
    return which >= BM_MATRIX_A && which <= BM_MATRIX_COMMON;
}

long long bm_analysis_value(const struct bm_analysis *an, enum bm_matrix which, unsigned i,
                            unsigned j)
{
    const struct bm_pair_counts *pc = &an->pairs[bm_pair_index(an->P, i, j)];
    switch (which) {
    case BM_MATRIX_A: return pc->a;
    case BM_MATRIX_B: return pc->b;
    case BM_MATRIX_C: return pc->c;
    case BM_MATRIX_D: return (long long)an->N - pc->both;
    case BM_MATRIX_S: return pc->s;
    case BM_MATRIX_PARTNERS: return pc->partners;
    case BM_MATRIX_COMMON: return pc->both;
    }
    return 0;
}

BM_EXPORT enum bm_status bm_analysis_entry(long long *out, const struct bm_analysis *an,
                                           enum bm_matrix which, unsigned i, unsigned j)
{
    if (!out)
        return BM_EINVAL;
    *out = 0;
    if (!an || !known_matrix(which))
        return BM_EINVAL;
    if (i < 1 || i > an->P || j < 1 || j > an->P)
        return BM_ERANGE;
    if (i != j)
        *out = bm_analysis_value(an, which, i, j);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_pair(unsigned *a, unsigned *b, unsigned *c, unsigned *d,
                                          long long *s, const struct bm_analysis *an, unsigned i,
                                          unsigned j)
{
    unsigned *counts[4] = {a, b, c, d};
    for (int k = 0; k < 4; k++)
        if (counts[k])
            *counts[k] = 0;
    if (s)
        *s = 0;
    if (!an)
        return BM_EINVAL;
    if (i < 1 || i > an->P || j < 1 || j > an->P)
        return BM_ERANGE;
    if (i == j)
        return BM_OK;
    for (int k = 0; k < 4; k++)
        if (counts[k])
            *counts[k] = (unsigned)bm_analysis_value(an, (enum bm_matrix)(BM_MATRIX_A + k), i, j);
    if (s)
        *s = bm_analysis_value(an, BM_MATRIX_S, i, j);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_row(long long *out, size_t n, const struct bm_analysis *an,
                                         enum bm_matrix which, unsigned i)
{
    if (!out || !an || !known_matrix(which) || n < an->P)
        return BM_EINVAL;
    if (i < 1 || i > an->P)
        return BM_ERANGE;
    for (unsigned j = 1; j <= an->P; j++)
        out[j - 1] = j == i ? 0 : bm_analysis_value(an, which, i, j);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_matrix(long long *out, size_t n,
                                            const struct bm_analysis *an, enum bm_matrix which)
{
    if (!out || !an || !known_matrix(which) || n / (an->P ? an->P : 1) < an->P)
        return BM_EINVAL;
    for (unsigned i = 1; i <= an->P; i++)
        for (unsigned j = 1; j <= an->P; j++)
            out[(size_t)(i - 1) * an->P + (j - 1)] = i == j ? 0 : bm_analysis_value(an, which, i, j);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_board_plays(unsigned *out, const struct bm_analysis *an,
                                                 unsigned board)
{
    if (!out)
        return BM_EINVAL;
    *out = 0;
    if (!an)
        return BM_EINVAL;
    if (board < 1 || board > an->N)
        return BM_ERANGE;
    *out = an->board_plays[board - 1];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_boards_played(unsigned *out, const struct bm_analysis *an,
                                                   unsigned participant)
{
    if (!out)
        return BM_EINVAL;
    *out = 0;
    if (!an)
        return BM_EINVAL;
    if (participant < 1 || participant > an->P)
        return BM_ERANGE;
    *out = an->boards_played[participant];
    return BM_OK;
}
