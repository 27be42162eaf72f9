/* SPDX-License-Identifier: MIT */
/* Equivalence of two movements up to the relabellings the movements article allows: a permutation
 * of the rounds, a permutation of the tables, a relettering of the sets and a renumbering of the
 * participants.
 *
 * Relabelling-invariant colours come first: every cell is coloured by how often its set and
 * its participants recur in its round and at its table, every line by the colours of its
 * cells; the sorted colours of a and b must agree, which rejects most inequivalent pairs at
 * once. Then a backtracking search maps rounds and tables of a onto lines of b of the same
 * colour, alternating rows and columns, and after each choice propagates: a cell of a mapped
 * round whose set or participant is already mapped can only go to the table of b's round
 * that holds the image (and the same for mapped tables), which usually settles the rest.
 * Every cell both of whose lines are mapped must agree under label maps that are bijections
 * built on the way. */
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Cell comparisons allowed before the search gives up. */
#define STEP_BUDGET 50000000UL
#define MANY 0xffffffffu

struct bimap {
    unsigned *fwd, *inv; /* 0 = unmapped */
};

struct colours {
    unsigned long long *cell; /* [rounds * tables] */
    unsigned long long *row;  /* [rounds + 1] */
    unsigned long long *col;  /* [tables + 1] */
};

/* Where each set and participant sits in each round and at each table of b: the line index
 * (1-based), 0 if nowhere, MANY if more than once. */
struct where {
    unsigned *set_in_row, *set_in_col;   /* [rounds or tables][sets + 1] */
    unsigned *part_in_row, *part_in_col; /* [rounds or tables][participants + 1] */
};

struct search {
    const struct bm_movement *a, *b;
    struct colours ca, cb;
    struct where wb;
    struct bimap row, col, set, part;
    unsigned **trail_at; /* every map slot written, for undo */
    size_t trail_len, trail_cap;
    unsigned long steps;
    int nomem, gave_up;
};

static int push(struct search *s, unsigned *slot)
{
    if (s->trail_len == s->trail_cap) {
        size_t cap = s->trail_cap ? 2 * s->trail_cap : 256;
        unsigned **grown = bm_realloc(s->trail_at, cap * sizeof *grown);
        if (!grown) {
            s->nomem = 1;
            return 0;
        }
        s->trail_at = grown;
        s->trail_cap = cap;
    }
    s->trail_at[s->trail_len++] = slot;
    return 1;
}

static void undo(struct search *s, size_t mark)
{
    while (s->trail_len > mark)
        *s->trail_at[--s->trail_len] = 0;
}

/* Map x to y (both nonzero, or both zero); fails on a clash. */
static int bind(struct search *s, struct bimap *m, unsigned x, unsigned y)
{
    if (!x || !y)
        return x == y;
    if (m->fwd[x] || m->inv[y])
        return m->fwd[x] == y;
    m->fwd[x] = y;
    m->inv[y] = x;
    return push(s, &m->fwd[x]) && push(s, &m->inv[y]);
}

static int cells_agree(struct search *s, unsigned ra, unsigned ta, unsigned rb, unsigned tb)
{
    const struct bm_cell *x = bm_cell_at(s->a, ra, ta), *y = bm_cell_at(s->b, rb, tb);
    s->steps++;
    if (x->active != y->active ||
        s->ca.cell[(size_t)(ra - 1) * s->a->tables + (ta - 1)] !=
            s->cb.cell[(size_t)(rb - 1) * s->b->tables + (tb - 1)])
        return 0;
    if (!x->active)
        return 1;
    if (x->copy != y->copy || !bind(s, &s->set, x->set, y->set))
        return 0;
    for (unsigned k = 0; k < bm_seat_count(s->a); k++)
        if (!bind(s, &s->part, x->seat[k], y->seat[k]))
            return 0;
    return 1;
}

/* Map line x of a to line y of b (rows if is_row, else columns), checking every cell whose
 * other line is mapped. Leaves the bindings in place (undo on failure is the caller's). */
static int try_line(struct search *s, int is_row, unsigned x, unsigned y)
{
    struct bimap *lines = is_row ? &s->row : &s->col, *other = is_row ? &s->col : &s->row;
    unsigned n_other = is_row ? s->a->tables : s->a->rounds;
    if ((is_row ? s->ca.row[x] != s->cb.row[y] : s->ca.col[x] != s->cb.col[y]) ||
        !bind(s, lines, x, y))
        return 0;
    for (unsigned o = 1; o <= n_other; o++) {
        if (!other->fwd[o])
            continue;
        int ok = is_row ? cells_agree(s, x, o, y, other->fwd[o])
                        : cells_agree(s, o, x, other->fwd[o], y);
        if (!ok)
            return 0;
    }
    return 1;
}

/* The line of b that cell (r, c) of a must go to along the other direction, given that its
 * line (row r if along_row, else column c) is mapped: 0 if not yet known, MANY on a
 * contradiction (a mapped label that b's line lacks). */
static unsigned forced(const struct search *s, int along_row, unsigned r, unsigned c)
{
    const struct bm_cell *x = bm_cell_at(s->a, r, c);
    if (!x->active)
        return 0;
    unsigned line = along_row ? s->row.fwd[r] : s->col.fwd[c];
    size_t S = s->b->sets + 1, P = s->b->participants + 1;
    const unsigned *set_at = along_row ? s->wb.set_in_row : s->wb.set_in_col;
    const unsigned *part_at = along_row ? s->wb.part_in_row : s->wb.part_in_col;
    if (x->set && s->set.fwd[x->set]) {
        unsigned w = set_at[(line - 1) * S + s->set.fwd[x->set]];
        if (w == 0)
            return MANY;
        if (w != MANY)
            return w;
    }
    for (unsigned k = 0; k < bm_seat_count(s->a); k++) {
        unsigned p = x->seat[k];
        if (!p || !s->part.fwd[p])
            continue;
        unsigned w = part_at[(line - 1) * P + s->part.fwd[p]];
        if (w == 0)
            return MANY;
        if (w != MANY)
            return w;
    }
    return 0;
}

/* Map every line that the mapped labels force, until nothing changes. 0 on a contradiction. */
static int propagate(struct search *s)
{
    const unsigned R = s->a->rounds, T = s->a->tables;
    for (int changed = 1; changed;) {
        changed = 0;
        for (unsigned r = 1; r <= R; r++)
            for (unsigned c = 1; c <= T; c++) {
                int along_row = s->row.fwd[r] && !s->col.fwd[c];
                if (!along_row && !(s->col.fwd[c] && !s->row.fwd[r]))
                    continue;
                unsigned w = forced(s, along_row, r, c);
                if (w == MANY)
                    return 0;
                if (!w)
                    continue;
                if (!try_line(s, !along_row, along_row ? c : r, w))
                    return 0;
                changed = 1;
            }
        if (s->steps > STEP_BUDGET) {
            s->gave_up = 1;
            return 0;
        }
    }
    return 1;
}

static unsigned first_unmapped(const struct bimap *m, unsigned n)
{
    for (unsigned x = 1; x <= n; x++)
        if (!m->fwd[x])
            return x;
    return 0;
}

static unsigned count_mapped(const struct bimap *m, unsigned n)
{
    unsigned k = 0;
    for (unsigned x = 1; x <= n; x++)
        k += m->fwd[x] != 0;
    return k;
}

static int solve(struct search *s)
{
    if (s->nomem || s->gave_up || !propagate(s))
        return 0;
    const unsigned R = s->a->rounds, T = s->a->tables;
    unsigned row = first_unmapped(&s->row, R), col = first_unmapped(&s->col, T);
    if (!row && !col)
        return 1; /* everything mapped: every cell has been checked */
    /* alternate rows and columns so that labels get bound and propagate */
    int is_row = row && (!col || count_mapped(&s->row, R) <= count_mapped(&s->col, T));
    unsigned x = is_row ? row : col, n = is_row ? R : T;
    struct bimap *lines = is_row ? &s->row : &s->col;
    for (unsigned y = 1; y <= n; y++) {
        if (lines->inv[y])
            continue;
        size_t mark = s->trail_len;
        if (try_line(s, is_row, x, y) && solve(s))
            return 1;
        undo(s, mark);
        if (s->nomem || s->gave_up)
            return 0;
    }
    return 0;
}

static unsigned long long mix(unsigned long long x)
{
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    return x ^ (x >> 33);
}

/* How many cells of round r (or table t) hold value v in seat/set slot k (k = 4: the set). */
static unsigned recur(const struct bm_movement *m, unsigned r, unsigned t, unsigned k, unsigned v)
{
    unsigned n = 0;
    for (unsigned u = 1; u <= (r ? m->tables : m->rounds); u++) {
        const struct bm_cell *c = r ? bm_cell_at(m, r, u) : bm_cell_at(m, u, t);
        n += c->active && (k == 4 ? c->set : c->seat[k]) == v;
    }
    return n;
}

static int colour(struct colours *c, const struct bm_movement *m)
{
    c->cell = bm_calloc((size_t)m->rounds * m->tables, sizeof *c->cell);
    c->row = bm_calloc((size_t)m->rounds + 1, sizeof *c->row);
    c->col = bm_calloc((size_t)m->tables + 1, sizeof *c->col);
    if (!c->cell || !c->row || !c->col)
        return 0;
    unsigned seats = bm_seat_count(m);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            unsigned long long h = x->active;
            for (unsigned k = 0; x->active && k <= 4; k++) {
                if (k < 4 && k >= seats)
                    continue;
                unsigned v = k == 4 ? x->set : x->seat[k];
                h = mix(h * 1000003u + (v ? recur(m, r, 0, k, v) : 0));
                h = mix(h * 1000003u + (v ? recur(m, 0, t, k, v) : 0));
            }
            c->cell[(size_t)(r - 1) * m->tables + (t - 1)] = h;
            c->row[r] += mix(h);
            c->col[t] += mix(h + 1);
        }
    return 1;
}

static void free_colours(struct colours *c)
{
    free(c->cell);
    free(c->row);
    free(c->col);
}

/* Index b: where each set and participant sits in each line. */
static void note_at(unsigned *slot, unsigned line)
{
    *slot = *slot == 0 || *slot == line ? line : MANY;
}

static int index_where(struct where *w, const struct bm_movement *m)
{
    size_t S = m->sets + 1, P = m->participants + 1;
    w->set_in_row = bm_calloc(m->rounds * S, sizeof *w->set_in_row);
    w->set_in_col = bm_calloc(m->tables * S, sizeof *w->set_in_col);
    w->part_in_row = bm_calloc(m->rounds * P, sizeof *w->part_in_row);
    w->part_in_col = bm_calloc(m->tables * P, sizeof *w->part_in_col);
    if (!w->set_in_row || !w->set_in_col || !w->part_in_row || !w->part_in_col)
        return 0;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!x->active)
                continue;
            if (x->set) {
                note_at(&w->set_in_row[(r - 1) * S + x->set], t);
                note_at(&w->set_in_col[(t - 1) * S + x->set], r);
            }
            for (unsigned k = 0; k < bm_seat_count(m); k++)
                if (x->seat[k]) {
                    note_at(&w->part_in_row[(r - 1) * P + x->seat[k]], t);
                    note_at(&w->part_in_col[(t - 1) * P + x->seat[k]], r);
                }
        }
    return 1;
}

static void free_where(struct where *w)
{
    free(w->set_in_row);
    free(w->set_in_col);
    free(w->part_in_row);
    free(w->part_in_col);
}

static int cmp_ull(const void *x, const void *y)
{
    const unsigned long long *a = x, *b = y;
    return *a < *b ? -1 : *a > *b;
}

/* Whether the sorted colours of the lines (from 1..n) and of all cells agree. 0 also when
 * the scratch copy cannot be allocated: *nomem tells. */
static int same_colours(const struct colours *a, const struct colours *b, size_t rows,
                        size_t cols, int *nomem)
{
    size_t n = rows * cols > rows + cols ? rows * cols : rows + cols;
    unsigned long long *x = bm_calloc(n, sizeof *x), *y = bm_calloc(n, sizeof *y);
    int same = x && y;
    *nomem = !same;
    const unsigned long long *src[3][2] = {{a->row + 1, b->row + 1}, {a->col + 1, b->col + 1},
                                           {a->cell, b->cell}};
    const size_t len[3] = {rows, cols, rows * cols};
    for (int i = 0; same && i < 3; i++) {
        memcpy(x, src[i][0], len[i] * sizeof *x);
        memcpy(y, src[i][1], len[i] * sizeof *y);
        qsort(x, len[i], sizeof *x, cmp_ull);
        qsort(y, len[i], sizeof *y, cmp_ull);
        same = memcmp(x, y, len[i] * sizeof *x) == 0;
    }
    free(x);
    free(y);
    return same;
}

static int alloc_bimap(struct bimap *m, unsigned n)
{
    m->fwd = bm_calloc((size_t)n + 1, sizeof *m->fwd);
    m->inv = bm_calloc((size_t)n + 1, sizeof *m->inv);
    return m->fwd && m->inv;
}

static void free_bimap(struct bimap *m)
{
    free(m->fwd);
    free(m->inv);
}

static int same_shape(const struct bm_movement *a, const struct bm_movement *b)
{
    return a->event == b->event && a->rounds == b->rounds && a->tables == b->tables &&
           a->sets == b->sets && a->participants == b->participants;
}

BM_EXPORT enum bm_status bm_movement_equivalent(int *out, const struct bm_movement *a,
                                                const struct bm_movement *b, char *msg,
                                                size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!a || !b)
        return bm_fail(BM_EINVAL, msg, msg_size, "movement is NULL");
    if (!same_shape(a, b))
        return BM_OK;
    struct search s;
    memset(&s, 0, sizeof s);
    s.a = a;
    s.b = b;
    int ok = colour(&s.ca, a) && colour(&s.cb, b);
    int nomem = 0, found = 0;
    if (ok && same_colours(&s.ca, &s.cb, a->rounds, a->tables, &nomem)) {
        ok = index_where(&s.wb, b) && alloc_bimap(&s.row, a->rounds) &&
             alloc_bimap(&s.col, a->tables) && alloc_bimap(&s.set, a->sets) &&
             alloc_bimap(&s.part, a->participants);
        found = ok && solve(&s);
    }
    free_where(&s.wb);
    free_bimap(&s.row);
    free_bimap(&s.col);
    free_bimap(&s.set);
    free_bimap(&s.part);
    free(s.trail_at);
    free_colours(&s.ca);
    free_colours(&s.cb);
    if (!ok || nomem || s.nomem)
        return BM_ENOMEM;
    if (s.gave_up)
        return bm_fail(BM_ENOTFOUND, msg, msg_size,
                       "gave up after %lu cell comparisons without deciding", STEP_BUDGET);
    *out = found;
    return BM_OK;
}
