/* SPDX-License-Identifier: MIT */
/* The competition matrix (the movements article, Part II): for every two participants the boards
 * they play against each other (a), in the same direction elsewhere (b), in opposite directions
 * elsewhere (c), not both (d), as partners (individual events), and the amount of competition s =
 * (n - 1)(a - partners) + b - c, board by board with each board's own n and switch bits.
 *
 * Cost O(sum over boards of n_b^2 + P^2): the played cells are bucketed by set (a counting
 * sort over the grid); every two plays of one board update one record of the packed
 * triangle. Boards of one set are played at the same cells, so boards whose switch bits agree
 * at every cell contribute identically and are added once with their number as weight. */
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

/* One participant's play of one board: who, at which cell, on which side after switching,
 * and which of its set's cells (to find the cell's switch bits). */
struct play {
    uint32_t participant;
    uint32_t where; /* cell index * 2 + side (0 = NS, 1 = EW) */
    uint32_t slot;  /* index of the cell among the set's cells */
};

/* Scratch space of one analysis: the played cells grouped by set (a counting sort), and per
 * set the switch bits of its boards and the plays of one board. */
struct work {
    size_t *set_start;      /* [S + 1]: cells of set s are cell[set_start[s-1] .. set_start[s]) */
    uint32_t *cell;         /* played cells, grouped by set */
    unsigned max_cells;     /* most cells of one set */
    unsigned char *bits;    /* [max set size * max_cells]: switch bit of position i at cell j */
    uint32_t *weight;       /* [max set size]: boards of the set with the same switch bits */
    struct play *base;      /* [seats * max_cells]: the plays with nominal sides */
    struct play *plays;     /* [seats * max_cells]: the plays of one board */
    size_t *first;          /* [P + 1]: index of a participant's first play, SIZE_MAX if none */
};

static void work_free(struct work *w)
{
    free(w->set_start);
    free(w->cell);
    free(w->bits);
    free(w->weight);
    free(w->base);
    free(w->plays);
    free(w->first);
}

/* Group the played cells by set; the tables in play are the most played cells in a round. */
static enum bm_status group_cells(struct work *w, struct bm_analysis *an,
                                  const struct bm_movement *m)
{
    size_t total = 0;
    w->set_start = bm_calloc((size_t)m->sets + 1, sizeof *w->set_start);
    if (!w->set_start)
        return BM_ENOMEM;
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned tables = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (bm_cell_played(m, x, r)) {
                tables++;
                w->set_start[x->set]++;
            }
        }
        if (tables > an->tables_in_play)
            an->tables_in_play = tables;
        total += tables;
    }
    for (unsigned s = 1; s <= m->sets; s++) {
        if (w->set_start[s] > w->max_cells)
            w->max_cells = (unsigned)w->set_start[s];
        w->set_start[s] += w->set_start[s - 1];
    }
    w->cell = bm_malloc((total ? total : 1) * sizeof *w->cell);
    if (!w->cell)
        return BM_ENOMEM;
    /* fill backwards from each set's end so that set_start[s - 1] ends at the set's start */
    for (unsigned r = m->rounds; r >= 1; r--)
        for (unsigned t = m->tables; t >= 1; t--) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (bm_cell_played(m, x, r))
                w->cell[--w->set_start[x->set]] = (uint32_t)((size_t)(r - 1) * m->tables + (t - 1));
        }
    /* set_start[s] now holds the start of set s + 1; shift so that set s starts at [s - 1] */
    for (unsigned s = 0; s < m->sets; s++)
        w->set_start[s] = w->set_start[s + 1];
    w->set_start[m->sets] = total;
    return BM_OK;
}

static enum bm_status work_alloc(struct work *w, const struct bm_analysis *an,
                                 const struct bm_movement *m)
{
    size_t n = w->max_cells ? w->max_cells : 1, seats = bm_seat_count(m);
    w->bits = bm_malloc((size_t)m->max_set_size * n);
    w->weight = bm_malloc((size_t)m->max_set_size * sizeof *w->weight);
    w->base = bm_malloc(seats * n * sizeof *w->base);
    w->plays = bm_malloc(seats * n * sizeof *w->plays);
    w->first = bm_malloc(((size_t)an->P + 1) * sizeof *w->first);
    if (!w->bits || !w->weight || !w->base || !w->plays || !w->first)
        return BM_ENOMEM;
    for (size_t p = 0; p <= an->P; p++)
        w->first[p] = SIZE_MAX;
    return BM_OK;
}

/* Add every two plays of a board played n times, `weight` times over (boards of one set
 * with the same switch bits everywhere contribute identically: each is one board of
 * `weight`, not a scaled set). The plays are sorted by participant, so p <= q and the row of
 * p is found once. A participant that plays the board twice (a broken movement, dup) counts
 * it once in "both". */
static void add_plays(struct bm_analysis *an, const struct play *pl, size_t np, int64_t n,
                      uint32_t weight, int dup, const size_t *first)
{
    const int64_t ds[4] = {-(int64_t)weight, (int64_t)weight, (n - 1) * weight,
                           -(n - 1) * weight};
    for (size_t u = 0; u < np; u++) {
        uint32_t p = pl[u].participant, wu = pl[u].where;
        size_t base = an->row_base[p]; /* wraps below 0 for small p: add q before the pointer */
        for (size_t v = u + 1; v < np; v++) {
            uint32_t q = pl[v].participant, wv = pl[v].where;
            if (p == q)
                continue;
            unsigned rel = (((wu ^ wv) & 1u) ^ 1u) | (unsigned)((wu >> 1) == (wv >> 1)) << 1;
            struct bm_pair_counts *pc = an->pairs + (base + q);
            pc->n[rel] += weight;
            pc->s += ds[rel];
            if (!dup || (first[p] == u && first[q] == v))
                pc->both += weight;
        }
    }
}

/* Insertion sort by participant: a set has a few plays per table played. */
static void sort_plays(struct play *pl, size_t np)
{
    for (size_t i = 1; i < np; i++) {
        struct play x = pl[i];
        size_t j = i;
        for (; j > 0 && pl[j - 1].participant > x.participant; j--)
            pl[j] = pl[j - 1];
        pl[j] = x;
    }
}

/* The plays of set s with nominal sides, sorted by participant; notes each participant's
 * first play. Returns whether a participant plays the set twice. */
static int set_plays(struct work *w, struct bm_analysis *an, const struct bm_movement *m,
                     unsigned s, size_t *np)
{
    unsigned seats = bm_seat_count(m), k = m->set_size[s - 1];
    size_t first = w->set_start[s - 1];
    int dup = 0;
    *np = 0;
    for (size_t j = first; j < w->set_start[s]; j++) {
        const struct bm_cell *x = &m->cells[w->cell[j]];
        for (unsigned q = 0; q < seats; q++)
            w->base[(*np)++] = (struct play){x->seat[q],
                                             w->cell[j] * 2 + (q < seats / 2 ? 0u : 1u),
                                             (uint32_t)(j - first)};
    }
    sort_plays(w->base, *np);
    for (size_t u = 0; u < *np; u++) {
        uint32_t p = w->base[u].participant;
        if (w->first[p] != SIZE_MAX)
            dup = 1;
        else {
            w->first[p] = u;
            an->boards_played[p] += k;
        }
    }
    return dup;
}

/* Switch bits of every board of set s at its cells; weight[i] = how many boards share the
 * bits of board i when i is the first of them, 0 otherwise. */
static void set_switch_classes(struct work *w, const struct bm_movement *m, unsigned s)
{
    unsigned k = m->set_size[s - 1];
    size_t n = w->set_start[s] - w->set_start[s - 1];
    for (unsigned i = 0; i < k; i++) {
        unsigned char *row = w->bits + (size_t)i * n;
        for (size_t j = 0; j < n; j++) {
            uint32_t c = w->cell[w->set_start[s - 1] + j];
            row[j] = (unsigned char)bm_switch_bit(m, c / m->tables + 1, c % m->tables + 1, i + 1);
        }
        w->weight[i] = 1;
        for (unsigned e = 0; e < i; e++)
            if (w->weight[e] && memcmp(w->bits + (size_t)e * n, row, n) == 0) {
                w->weight[e]++;
                w->weight[i] = 0;
                break;
            }
    }
}

static void analyse_set(struct work *w, struct bm_analysis *an, const struct bm_movement *m,
                        unsigned s, const unsigned *off)
{
    unsigned k = m->set_size[s - 1];
    size_t n = w->set_start[s] - w->set_start[s - 1], np;
    for (unsigned i = 0; i < k; i++)
        an->board_plays[off[s - 1] + i] = (unsigned)n;
    if (n == 0)
        return;
    bm_fields_add_set(an, m, s, w->cell + w->set_start[s - 1], n);
    int dup = set_plays(w, an, m, s, &np);
    set_switch_classes(w, m, s);
    for (unsigned i = 0; i < k; i++) {
        if (!w->weight[i])
            continue;
        const unsigned char *row = w->bits + (size_t)i * n;
        for (size_t u = 0; u < np; u++)
            w->plays[u] = (struct play){w->base[u].participant,
                                        w->base[u].where ^ row[w->base[u].slot], 0};
        add_plays(an, w->plays, np, (int64_t)n, w->weight[i], dup, w->first);
    }
    for (size_t u = 0; u < np; u++)
        w->first[w->base[u].participant] = SIZE_MAX;
}

static enum bm_status analyse_boards(struct bm_analysis *an, const struct bm_movement *m)
{
    struct work w = {0};
    unsigned *off = bm_malloc((size_t)m->sets * sizeof *off);
    enum bm_status st = off ? group_cells(&w, an, m) : BM_ENOMEM;
    if (!st)
        st = work_alloc(&w, an, m);
    if (!st) {
        unsigned b = 0;
        for (unsigned s = 1; s <= m->sets; s++) {
            off[s - 1] = b;
            b += m->set_size[s - 1];
        }
        for (unsigned s = 1; s <= m->sets; s++)
            analyse_set(&w, an, m, s, off);
    }
    free(off);
    work_free(&w);
    return st;
}

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
    free(an->row_base);
    free(an->st.dist_value);
    free(an->st.dist_count);
    free(an->field);
    free(an->prepare_words);
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
    an->row_base = bm_malloc(P1 * sizeof *an->row_base);
    enum bm_status st = BM_ENOMEM;
    if (an->name && an->counted && an->seat_side && an->board_plays && an->boards_played &&
        an->pairs && an->row_base)
        st = bm_check_new(&an->check, m);
    /* pair i < j sits at (i - 1)(2P - i) / 2 + (j - i - 1) = row_base[i] + j; the offset
     * -(i + 1) wraps in size_t arithmetic and unwraps when j is added (well defined) */
    for (size_t i = 1; !st && i <= an->P; i++)
        an->row_base[i] = (i - 1) * (2 * (size_t)an->P - i) / 2 - (i + 1);
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
    BM_OUT_PARAM_SAYING(out, msg, msg_size, "bm_analysis_new: out is NULL");
    if (!m)
        return bm_fail(BM_EINVAL, msg, msg_size, "bm_analysis_new: movement is NULL");
    struct bm_analysis *an;
    enum bm_status st = alloc_analysis(&an, m);
    if (!st) {
        classify(an, m);
        st = bm_fields_classify(an, m);
        if (!st)
            st = bm_analysis_prepare(an, m);
        if (!st)
            st = analyse_boards(an, m);
        if (!st)
            st = bm_analysis_compute_stats(an);
        if (st)
            bm_analysis_free(an);
    }
    if (st)
        return bm_fail(st, msg, msg_size, "out of memory analysing a movement of %u participants",
                       m->participants);
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
    BM_OUT_PARAM(out);
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
    const struct bm_pair_counts *pc = &an->pairs[bm_pair_index(an, i, j)];
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

BM_EXPORT enum bm_status bm_analysis_entry(long long *out, const struct bm_analysis *an,
                                           enum bm_matrix which, unsigned i, unsigned j)
{
    BM_OUT_PARAM(out);
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
    BM_OUT_PARAM(out);
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
    BM_OUT_PARAM(out);
    if (!an)
        return BM_EINVAL;
    if (participant < 1 || participant > an->P)
        return BM_ERANGE;
    *out = an->boards_played[participant];
    return BM_OK;
}
