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
 * built on the way.
 *
 * Bounded: the colours and the indexes cost O(cells log cells) time and O(cells) memory;
 * propagation is driven by what changed (a line just mapped, a label just bound), and every
 * cell the search examines counts against BM_EQUIVALENT_STEP_BUDGET, after which it gives up. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "transform/transform-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

#define MANY 0xffffffffu

struct bimap {
    unsigned *fwd, *inv; /* 0 = unmapped */
};

struct colours {
    unsigned long long *cell; /* [rounds * tables] */
    unsigned long long *row;  /* [rounds + 1] */
    unsigned long long *col;  /* [tables + 1] */
};

/* The cells holding each label (set or participant), in two orders: by round then table, and
 * by table then round; a label seated twice in one cell is listed twice. */
struct label_cells {
    size_t *off;      /* [labels + 2]: the cells of label v are [off[v], off[v + 1]) */
    uint32_t *by_row; /* cell indices, ascending */
    uint32_t *by_col; /* cell indices ordered by (table, round) */
};

struct labels {
    struct label_cells set, part;
};

/* What just changed and may force lines: a mapped row or column, a bound set or participant. */
enum event_kind { EV_ROW, EV_COL, EV_SET, EV_PART };

struct event {
    enum event_kind kind;
    unsigned id;
};

struct search {
    const struct bm_movement *a, *b;
    struct colours ca, cb;
    struct labels la, lb;
    struct bimap row, col, set, part;
    unsigned **trail_at; /* every map slot written, for undo */
    size_t trail_len, trail_cap;
    struct event *queue; /* [rounds + tables + sets + participants]: each bound once a branch */
    size_t head, tail;
    unsigned long steps, budget;
    int nomem, gave_up;
};

static int push(struct search *s, unsigned *slot)
{
    if (!bm_reserve(&s->trail_at, &s->trail_cap, s->trail_len + 1, sizeof *s->trail_at, 256)) {
        s->nomem = 1;
        return 0;
    }
    s->trail_at[s->trail_len++] = slot;
    return 1;
}

static void undo(struct search *s, size_t mark)
{
    while (s->trail_len > mark)
        *s->trail_at[--s->trail_len] = 0;
    s->head = s->tail = 0; /* what the abandoned choice queued no longer holds */
}

/* Map x to y (both nonzero, or both zero) and queue the change; fails on a clash. */
static int bind(struct search *s, struct bimap *m, enum event_kind kind, unsigned x, unsigned y)
{
    if (!x || !y)
        return x == y;
    if (m->fwd[x] || m->inv[y])
        return m->fwd[x] == y;
    m->fwd[x] = y;
    m->inv[y] = x;
    s->queue[s->tail++] = (struct event){kind, x};
    return push(s, &m->fwd[x]) && push(s, &m->inv[y]);
}

static int cells_agree(struct search *s, unsigned ra, unsigned ta, unsigned rb, unsigned tb)
{
    const struct bm_cell *x = bm_cell_at(s->a, ra, ta), *y = bm_cell_at(s->b, rb, tb);
    if (++s->steps > s->budget) {
        s->gave_up = 1;
        return 0;
    }
    if (x->active != y->active ||
        s->ca.cell[(size_t)(ra - 1) * s->a->tables + (ta - 1)] !=
            s->cb.cell[(size_t)(rb - 1) * s->b->tables + (tb - 1)])
        return 0;
    if (!x->active)
        return 1;
    if (x->copy != y->copy || !bind(s, &s->set, EV_SET, x->set, y->set))
        return 0;
    for (unsigned k = 0; k < bm_seat_count(s->a); k++)
        if (!bind(s, &s->part, EV_PART, x->seat[k], y->seat[k]))
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
        !bind(s, lines, is_row ? EV_ROW : EV_COL, x, y))
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

/* Where label v sits in line `line` of m (a round if along_row, else a table): the table (or
 * round), 0 if nowhere, MANY if at two. A binary search in the label's cells. */
static unsigned place_in_line(const struct label_cells *lc, const struct bm_movement *m,
                              unsigned v, int along_row, unsigned line)
{
    const uint32_t *cells = along_row ? lc->by_row : lc->by_col;
    size_t lo = lc->off[v], hi = lc->off[v + 1];
    unsigned T = m->tables, R = m->rounds;
    /* key of a cell in this order: its line, then its place in the line */
#define KEY(c) (along_row ? (size_t)(c) : (size_t)((c) % T) * R + (c) / T)
    size_t want = (size_t)(line - 1) * (along_row ? T : R);
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (KEY(cells[mid]) < want)
            lo = mid + 1;
        else
            hi = mid;
    }
    unsigned found = 0, n = along_row ? T : R;
    for (size_t i = lo; i < lc->off[v + 1] && KEY(cells[i]) < want + n; i++) {
        unsigned at = (unsigned)(KEY(cells[i]) - want) + 1;
        if (found && found != at)
            return MANY;
        found = at;
    }
#undef KEY
    return found;
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
    if (x->set && s->set.fwd[x->set]) {
        unsigned w = place_in_line(&s->lb.set, s->b, s->set.fwd[x->set], along_row, line);
        if (w == 0)
            return MANY;
        if (w != MANY)
            return w;
    }
    for (unsigned k = 0; k < bm_seat_count(s->a); k++) {
        unsigned p = x->seat[k];
        if (!p || !s->part.fwd[p])
            continue;
        unsigned w = place_in_line(&s->lb.part, s->b, s->part.fwd[p], along_row, line);
        if (w == 0)
            return MANY;
        if (w != MANY)
            return w;
    }
    return 0;
}

/* Cell (r, c) with exactly one line mapped: map the other line when the labels force it. */
static int check_cell(struct search *s, unsigned r, unsigned c)
{
    int along_row = s->row.fwd[r] && !s->col.fwd[c];
    if (!along_row && !(s->col.fwd[c] && !s->row.fwd[r]))
        return 1;
    if (++s->steps > s->budget) {
        s->gave_up = 1;
        return 0;
    }
    unsigned w = forced(s, along_row, r, c);
    if (w == MANY)
        return 0;
    return !w || try_line(s, !along_row, along_row ? c : r, w);
}

/* The cells of a holding label v (a set if is_set, else a participant), checked in turn. */
static int check_label(struct search *s, int is_set, unsigned v)
{
    const struct label_cells *lc = is_set ? &s->la.set : &s->la.part;
    for (size_t i = lc->off[v]; i < lc->off[v + 1]; i++) {
        uint32_t cell = lc->by_row[i];
        if (!check_cell(s, cell / s->a->tables + 1, cell % s->a->tables + 1))
            return 0;
    }
    return 1;
}

/* Process every queued change, which may queue more, until nothing changes. 0 on a
 * contradiction, or when the step budget is spent (gave_up). */
static int propagate(struct search *s)
{
    const unsigned R = s->a->rounds, T = s->a->tables;
    while (s->head < s->tail) {
        struct event e = s->queue[s->head++];
        int ok = 1;
        if (e.kind == EV_ROW)
            for (unsigned c = 1; ok && c <= T; c++)
                ok = check_cell(s, e.id, c);
        else if (e.kind == EV_COL)
            for (unsigned r = 1; ok && r <= R; r++)
                ok = check_cell(s, r, e.id);
        else
            ok = check_label(s, e.kind == EV_SET, e.id);
        if (!ok || s->gave_up || s->nomem)
            return 0;
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

/* ---- colours ---- */

static unsigned long long mix(unsigned long long x)
{
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    return x ^ (x >> 33);
}

/* How often each value recurs in one line: per slot (the seats 0..3, the set 4) a count and
 * the line it counts for, so that no array is cleared between lines; and a bit per cell
 * saying whether it is active, so that a column of idle cells is skipped without touching
 * the cells (a column walk strides through the grid). */
struct recur {
    unsigned *count[5], *line[5];
    unsigned char *active; /* bit per cell */
};

static int alloc_recur(struct recur *c, const struct bm_movement *m)
{
    int ok = 1;
    for (unsigned k = 0; k < 5; k++) {
        size_t n = (k == 4 ? (size_t)m->sets : (size_t)m->participants) + 1;
        c->count[k] = bm_calloc(n, sizeof *c->count[k]);
        c->line[k] = bm_calloc(n, sizeof *c->line[k]);
        ok = ok && c->count[k] && c->line[k];
    }
    size_t cells = (size_t)m->rounds * m->tables;
    c->active = bm_calloc(cells / 8 + 1, 1);
    for (size_t i = 0; c->active && i < cells; i++)
        if (m->cells[i].active)
            c->active[i / 8] |= (unsigned char)(1u << (i % 8));
    return ok && c->active;
}

static int is_active(const struct recur *rc, size_t cell)
{
    return (rc->active[cell / 8] >> (cell % 8)) & 1;
}

static void free_recur(struct recur *c)
{
    for (unsigned k = 0; k < 5; k++) {
        free(c->count[k]);
        free(c->line[k]);
    }
    free(c->active);
}

/* The value in slot k of cell x (k = 4: the set), 0 for none or a slot the event lacks. */
static unsigned slot_value(const struct bm_movement *m, const struct bm_cell *x, unsigned k)
{
    if (!x->active || (k < 4 && k >= bm_seat_count(m)))
        return 0;
    return k == 4 ? x->set : x->seat[k];
}

/* Fold into the colour of every cell of one line (n cells, cell i at first + i * step) how
 * often each of its values recurs in the line. id numbers the line, from 1. */
static void colour_line(unsigned long long *colour, struct recur *rc, const struct bm_movement *m,
                        size_t first, size_t step, unsigned n, unsigned id)
{
    for (unsigned i = 0; i < n; i++)
        for (unsigned k = 0; k < 5 && is_active(rc, first + i * step); k++) {
            unsigned v = slot_value(m, &m->cells[first + i * step], k);
            if (!v)
                continue;
            if (rc->line[k][v] != id) {
                rc->line[k][v] = id;
                rc->count[k][v] = 0;
            }
            rc->count[k][v]++;
        }
    for (unsigned i = 0; i < n; i++) {
        size_t c = first + i * step;
        if (!is_active(rc, c))
            continue; /* an idle cell's colour is its row and column counts of nothing */
        unsigned long long h = colour[c];
        for (unsigned k = 0; k < 5; k++) {
            unsigned v = slot_value(m, &m->cells[c], k);
            h = mix(h * 1000003u + (v ? rc->count[k][v] : 0));
        }
        colour[c] = h;
    }
}

static int colour(struct colours *c, const struct bm_movement *m)
{
    size_t R = m->rounds, T = m->tables;
    struct recur rc;
    c->cell = bm_calloc(R * T, sizeof *c->cell);
    c->row = bm_calloc(R + 1, sizeof *c->row);
    c->col = bm_calloc(T + 1, sizeof *c->col);
    int ok = alloc_recur(&rc, m) && c->cell && c->row && c->col;
    for (size_t i = 0; ok && i < R * T; i++)
        c->cell[i] = m->cells[i].active;
    for (unsigned r = 1; ok && r <= R; r++)
        colour_line(c->cell, &rc, m, (r - 1) * T, 1, (unsigned)T, r);
    for (unsigned t = 1; ok && t <= T; t++)
        colour_line(c->cell, &rc, m, t - 1, T, (unsigned)R, (unsigned)R + t);
    for (size_t i = 0; ok && i < R * T; i++) {
        c->row[i / T + 1] += mix(c->cell[i]);
        c->col[i % T + 1] += mix(c->cell[i] + 1);
    }
    free_recur(&rc);
    return ok;
}

static void free_colours(struct colours *c)
{
    free(c->cell);
    free(c->row);
    free(c->col);
}

/* ---- where each label sits ---- */

static int cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* Bucket the cells of m by their set (sets) or by every participant seated in them: a
 * counting sort by label in row-major order, then each label's cells sorted by table. */
static int index_labels(struct label_cells *lc, const struct bm_movement *m, int sets)
{
    size_t n = (sets ? (size_t)m->sets : (size_t)m->participants) + 2, R = m->rounds,
           T = m->tables, total = 0;
    unsigned lo = sets ? 4 : 0, hi = sets ? 5 : bm_seat_count(m);
    lc->off = bm_calloc(n, sizeof *lc->off);
    if (!lc->off)
        return 0;
    for (size_t i = 0; i < R * T; i++)
        for (unsigned k = lo; k < hi; k++) {
            unsigned v = slot_value(m, &m->cells[i], k);
            if (v) {
                lc->off[v + 1]++;
                total++;
            }
        }
    for (size_t v = 1; v < n; v++)
        lc->off[v] += lc->off[v - 1];
    lc->by_row = bm_malloc((total ? total : 1) * sizeof *lc->by_row);
    lc->by_col = bm_malloc((total ? total : 1) * sizeof *lc->by_col);
    size_t *fill = bm_malloc(n * sizeof *fill);
    int ok = lc->by_row && lc->by_col && fill;
    if (ok) {
        memcpy(fill, lc->off, n * sizeof *fill);
        for (size_t i = 0; i < R * T; i++)
            for (unsigned k = lo; k < hi; k++) {
                unsigned v = slot_value(m, &m->cells[i], k);
                if (v)
                    lc->by_row[fill[v]++] = (uint32_t)i;
            }
        /* the second order: each label's cells by (table, round), sorted as keys
         * table * R + round and turned back into cell indices */
        for (size_t j = 0; j < total; j++)
            lc->by_col[j] = (uint32_t)((lc->by_row[j] % T) * R + lc->by_row[j] / T);
        for (size_t v = 1; v + 1 < n; v++)
            qsort(lc->by_col + lc->off[v], lc->off[v + 1] - lc->off[v], sizeof *lc->by_col,
                  cmp_u32);
        for (size_t j = 0; j < total; j++)
            lc->by_col[j] = (uint32_t)((lc->by_col[j] % R) * T + lc->by_col[j] / R);
    }
    free(fill);
    return ok;
}

static void free_label_cells(struct label_cells *lc)
{
    free(lc->off);
    free(lc->by_row);
    free(lc->by_col);
}

static int index_movement(struct labels *l, const struct bm_movement *m)
{
    return index_labels(&l->set, m, 1) && index_labels(&l->part, m, 0);
}

static void free_labels(struct labels *l)
{
    free_label_cells(&l->set);
    free_label_cells(&l->part);
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

static int prepare_search(struct search *s)
{
    const struct bm_movement *a = s->a;
    size_t events = (size_t)a->rounds + a->tables + a->sets + a->participants;
    s->queue = bm_malloc(events * sizeof *s->queue);
    return s->queue && index_movement(&s->la, a) && index_movement(&s->lb, s->b) &&
           alloc_bimap(&s->row, a->rounds) && alloc_bimap(&s->col, a->tables) &&
           alloc_bimap(&s->set, a->sets) && alloc_bimap(&s->part, a->participants);
}

static void free_search(struct search *s)
{
    free_labels(&s->la);
    free_labels(&s->lb);
    free_bimap(&s->row);
    free_bimap(&s->col);
    free_bimap(&s->set);
    free_bimap(&s->part);
    free(s->queue);
    free(s->trail_at);
    free_colours(&s->ca);
    free_colours(&s->cb);
}

enum bm_status bm_equivalent_within(int *out, const struct bm_movement *a,
                                    const struct bm_movement *b, unsigned long budget,
                                    unsigned long *steps)
{
    BM_OUT_PARAM(out);
    if (steps)
        *steps = 0;
    if (!a || !b)
        return bm_fail(BM_EINVAL, "movement is NULL");
    if (!same_shape(a, b))
        return BM_OK;
    struct search s;
    memset(&s, 0, sizeof s);
    s.a = a;
    s.b = b;
    s.budget = budget;
    int ok = colour(&s.ca, a) && colour(&s.cb, b);
    int nomem = 0, found = 0;
    if (ok && same_colours(&s.ca, &s.cb, a->rounds, a->tables, &nomem)) {
        ok = prepare_search(&s);
        found = ok && solve(&s);
    }
    free_search(&s);
    if (steps)
        *steps = s.steps;
    if (!ok || nomem || s.nomem)
        return BM_ENOMEM;
    if (s.gave_up)
        return bm_fail(BM_ENOTFOUND, "gave up after examining %lu cells without deciding", budget);
    *out = found;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_equivalent(int32_t *out, const struct bm_movement *a,
                                                const struct bm_movement *b)
{
    return bm_equivalent_within(out, a, b, BM_EQUIVALENT_STEP_BUDGET, NULL);
}
