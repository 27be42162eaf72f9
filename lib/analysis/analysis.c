/* SPDX-License-Identifier: MIT */
/* The competition matrix (the movements article, Part II): for every two participants the boards
 * they play against each other (a), in the same direction elsewhere (b), in opposite directions
 * elsewhere (c), not both (d), as partners (individual events), and the amount of competition s =
 * (n - 1)(a - partners) + b - c, board by board with each board's own n and switch bits.
 *
 * This file holds the handle and its accessors; analysis-boards.c fills the counts.
 * Cost O(cells + P + N + Q^2 + W): Q = participants seated in the grid (only they are
 * indexed), W = the pairs of plays compared (bounded: BM_ANALYSIS_MAX_WORK). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

/* Counted participants (present in some round) and the nominal seat side of each. */
static void classify(struct bm_analysis *an, const struct bm_movement *m)
{
    for (unsigned p = 1; p <= an->P; p++)
        an->counted[p] = !bm_is_phantom(m, p);
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
    free(an->seated);
    free(an->index);
    free(an->row_start);
    free(an->st.dist_value);
    free(an->st.dist_count);
    free(an->field);
    free(an->prepare_words);
    free(an);
}

/* Index the participants seated in the grid: index[p] = k for the k-th of them. More than
 * BM_ANALYSIS_MAX_SEATED is refused before the record of every two of them is allocated. */
static enum bm_status index_seated(struct bm_analysis *an, const struct bm_movement *m)
{
    an->index = bm_calloc((size_t)an->P + 1, sizeof *an->index);
    if (!an->index)
        return BM_ENOMEM;
    for (size_t i = 0; i < (size_t)m->rounds * m->tables; i++) {
        const struct bm_cell *x = &m->cells[i];
        for (unsigned k = 0; x->active && k < bm_seat_count(m); k++)
            if (x->seat[k] && x->seat[k] <= an->P)
                an->index[x->seat[k]] = 1;
    }
    for (unsigned p = 1; p <= an->P; p++)
        an->Q += an->index[p];
    if (an->Q > BM_ANALYSIS_MAX_SEATED)
        return bm_fail(BM_EUNSUPPORTED,
                       "too large to analyse: %u %s take a seat, and the analysis keeps a "
                       "record for every two of them; at most %u (a gigabyte of records)",
                       an->Q, m->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs",
                       BM_ANALYSIS_MAX_SEATED);
    an->seated = bm_malloc(((size_t)an->Q + 1) * sizeof *an->seated);
    an->row_start = bm_malloc(((size_t)an->Q + 1) * sizeof *an->row_start);
    /* record 0 stays zero for the pairs with someone never seated */
    size_t Q = an->Q, npairs = Q * (Q ? Q - 1 : 0) / 2 + 1;
    an->pairs = bm_calloc(npairs, sizeof *an->pairs);
    if (!an->seated || !an->row_start || !an->pairs)
        return BM_ENOMEM;
    an->seated[0] = 0;
    for (unsigned p = 1, k = 0; p <= an->P; p++)
        if (an->index[p]) {
            an->index[p] = ++k;
            an->seated[k] = p;
        }
    /* the pair k < l sits at 1 + (k - 1)(2Q - k) / 2 + (l - k - 1) */
    for (size_t k = 1; k <= Q; k++)
        an->row_start[k] = 1 + (k - 1) * (2 * Q - k) / 2;
    return BM_OK;
}

static enum bm_status alloc_analysis(struct bm_analysis **out, const struct bm_movement *m,
                                     enum bm_analysis_depth depth)
{
    struct bm_analysis *an = bm_calloc(1, sizeof *an);
    if (!an)
        return BM_ENOMEM;
    atomic_init(&an->bound_ready, 0); /* the bound: worked out when first asked */
    atomic_init(&an->bound_kind, 0);
    atomic_init(&an->bound_bits, 0);
    an->event = m->event;
    an->P = m->participants;
    an->N = bm_movement_boards(m);
    size_t P1 = (size_t)an->P + 1;
    an->name = bm_strdup(m->name ? m->name : "");
    an->counted = bm_calloc(P1, 1);
    an->seat_side = bm_calloc(P1, 1);
    an->board_plays = bm_calloc(an->N ? an->N : 1, sizeof *an->board_plays);
    an->boards_played = bm_calloc(P1, sizeof *an->boards_played);
    enum bm_status st = BM_ENOMEM;
    if (an->name && an->counted && an->seat_side && an->board_plays && an->boards_played)
        st = index_seated(an, m);
    if (!st && depth != BM_ANALYSE_BALANCE)
        st = bm_check_new(&an->check, m);
    if (st) {
        bm_analysis_free(an);
        return st;
    }
    *out = an;
    return BM_OK;
}

static enum bm_status analyse(struct bm_analysis **out, const struct bm_movement *m,
                              enum bm_analysis_depth depth)
{
    if (!m)
        return bm_fail(BM_EINVAL, "bm_analysis_new: movement is NULL");
    struct bm_analysis *an;
    enum bm_status st = alloc_analysis(&an, m, depth);
    if (!st) {
        an->figures_only = depth != BM_ANALYSE_ALL;
        classify(an, m);
        st = bm_fields_classify(an, m);
        if (!st && depth != BM_ANALYSE_BALANCE)
            st = bm_analysis_prepare(an, m);
        if (!st)
            st = bm_analysis_count_boards(an, m);
        if (!st)
            st = bm_analysis_compute_stats(an);
        if (st)
            bm_analysis_free(an);
    }
    if (st == BM_ENOMEM)
        return bm_fail(st, "out of memory analysing a movement of %u participants",
                       m->participants);
    if (st)
        return st;
    *out = an;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_new(struct bm_analysis **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    return analyse(out, m, BM_ANALYSE_ALL);
}

enum bm_status bm_analysis_new_figures(struct bm_analysis **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    return analyse(out, m, BM_ANALYSE_FIGURES);
}

enum bm_status bm_analysis_new_balance(struct bm_analysis **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    return analyse(out, m, BM_ANALYSE_BALANCE);
}

/* ---- accessors ---- */

BM_EXPORT enum bm_event bm_analysis_event(const struct bm_analysis *an)
{
    return an ? an->event : (enum bm_event)0;
}

BM_EXPORT uint32_t bm_analysis_participants(const struct bm_analysis *an)
{
    return an ? an->P : 0;
}

BM_EXPORT uint32_t bm_analysis_boards(const struct bm_analysis *an)
{
    return an ? an->N : 0;
}

BM_EXPORT uint32_t bm_analysis_tables_in_play(const struct bm_analysis *an)
{
    return an ? an->tables_in_play : 0;
}

BM_EXPORT enum bm_status bm_analysis_counted(int32_t *out, const struct bm_analysis *an,
                                             uint32_t participant)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    if (participant < 1 || participant > an->P)
        return bm_fail_range("participant", participant, an->P);
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
    return bm_pair_value(an, &an->pairs[bm_pair_index(an, i, j)], which);
}

long long bm_pair_value(const struct bm_analysis *an, const struct bm_pair_counts *pc,
                        enum bm_matrix which)
{
    switch (which) {
    case BM_MATRIX_A: return pc->n[BM_REL_OPPONENTS];
    case BM_MATRIX_B: return pc->n[BM_REL_SAME];
    case BM_MATRIX_C: return pc->n[BM_REL_OPPOSITE];
    case BM_MATRIX_D: return (long long)an->N - pc->both;
    case BM_MATRIX_S: return pc->s;
    case BM_MATRIX_PARTNERS: return pc->n[BM_REL_PARTNERS];
    case BM_MATRIX_COMMON: return pc->both;
    }
    return 0;
}

BM_EXPORT enum bm_status bm_analysis_entry(int64_t *out, const struct bm_analysis *an,
                                           enum bm_matrix which, uint32_t i, uint32_t j)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    if (!known_matrix(which))
        return bm_fail_enum("matrix", which);
    if (i < 1 || i > an->P)
        return bm_fail_range("i", i, an->P);
    if (j < 1 || j > an->P)
        return bm_fail_range("j", j, an->P);
    if (i != j)
        *out = bm_analysis_value(an, which, i, j);
    return BM_OK;
}

/* The checks of a call that fills a caller's array of n values when it needs need of them. */
static enum bm_status matrix_args(size_t n, enum bm_matrix which, size_t need)
{
    if (!known_matrix(which))
        return bm_fail_enum("matrix", which);
    if (n < need)
        return bm_fail(BM_EINVAL, "the array holds %zu values; %zu are needed", n, need);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_row(int64_t *out, size_t n, const struct bm_analysis *an,
                                         enum bm_matrix which, uint32_t i)
{
    BM_NEED(out);
    BM_NEED(an);
    enum bm_status st = matrix_args(n, which, an->P);
    if (st)
        return st;
    if (i < 1 || i > an->P)
        return bm_fail_range("i", i, an->P);
    for (unsigned j = 1; j <= an->P; j++)
        out[j - 1] = j == i ? 0 : bm_analysis_value(an, which, i, j);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_matrix(int64_t *out, size_t n,
                                            const struct bm_analysis *an, enum bm_matrix which)
{
    BM_NEED(out);
    BM_NEED(an);
    enum bm_status st = matrix_args(n, which, (size_t)an->P * an->P);
    if (st)
        return st;
    for (unsigned i = 1; i <= an->P; i++)
        for (unsigned j = 1; j <= an->P; j++)
            out[(size_t)(i - 1) * an->P + (j - 1)] =
                i == j ? 0 : bm_analysis_value(an, which, i, j);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_board_plays(uint32_t *out, const struct bm_analysis *an,
                                                 uint32_t board)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    if (board < 1 || board > an->N)
        return bm_fail_range("board", board, an->N);
    *out = an->board_plays[board - 1];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_boards_played(uint32_t *out, const struct bm_analysis *an,
                                                   uint32_t participant)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    if (participant < 1 || participant > an->P)
        return bm_fail_range("participant", participant, an->P);
    *out = an->boards_played[participant];
    return BM_OK;
}
