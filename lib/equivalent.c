/* SPDX-License-Identifier: MIT */
/* Equivalence of two movements up to the relabellings seed 001 allows: a permutation of the
 * rounds, a permutation of the tables, a relettering of the sets and a renumbering of the
 * participants. A backtracking search maps rounds and tables of a onto those of b one at a
 * time, always the one with the fewest consistent choices; every cell both of whose lines
 * are mapped must agree under label maps that are bijections built on the way. */
#include <stdlib.h>
#include <string.h>

#include "bm-private.h"

/* Compatibility checks allowed before the search gives up. */
#define STEP_BUDGET 50000000UL

struct bimap {
    unsigned *fwd, *inv; /* 0 = unmapped */
};

/* Relabelling-invariant colours: of every cell (how often its set and its participants recur
 * in its round and at its table) and of every round and table (a hash of its cells'
 * colours). Lines and cells may only map onto lines and cells of the same colour. */
struct colours {
    unsigned long long *cell; /* [rounds * tables] */
    unsigned long long *row;  /* [rounds + 1] */
    unsigned long long *col;  /* [tables + 1] */
};

struct search {
    const struct bm_movement *a, *b;
    struct colours ca, cb;
    struct bimap row, col, set, part;
    unsigned **trail_at; /* slots written, for undo: pairs (fwd slot, inv slot) */
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

/* Try mapping line x of a to line y of b (rows if is_row, else columns), checking every cell
 * whose other line is mapped. Leaves the bindings in place on success. */
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

/* Number of b-lines that line x of a could map to (stops counting at limit). */
static unsigned count_choices(struct search *s, int is_row, unsigned x, unsigned limit)
{
    unsigned n = is_row ? s->a->rounds : s->a->tables, count = 0;
    struct bimap *lines = is_row ? &s->row : &s->col;
    for (unsigned y = 1; y <= n && count < limit; y++) {
        if (lines->inv[y])
            continue;
        size_t mark = s->trail_len;
        count += try_line(s, is_row, x, y);
        undo(s, mark);
    }
    return count;
}

static int solve(struct search *s)
{
    if (s->nomem || s->gave_up)
        return 0;
    if (s->steps > STEP_BUDGET) {
        s->gave_up = 1;
        return 0;
    }
    /* the unmapped line with the fewest choices */
    int best_row = -1;
    unsigned best_x = 0, best_n = ~0u;
    for (int is_row = 1; is_row >= 0; is_row--) {
        unsigned n = is_row ? s->a->rounds : s->a->tables;
        struct bimap *lines = is_row ? &s->row : &s->col;
        for (unsigned x = 1; x <= n && best_n > 0; x++) {
            if (lines->fwd[x])
                continue;
            unsigned c = count_choices(s, is_row, x, best_n);
            if (c < best_n) {
                best_n = c;
                best_x = x;
                best_row = is_row;
            }
        }
    }
    if (best_row < 0)
        return 1; /* everything mapped: every cell has been checked */
    unsigned n = best_row ? s->a->rounds : s->a->tables;
    struct bimap *lines = best_row ? &s->row : &s->col;
    for (unsigned y = 1; y <= n && best_n; y++) {
        if (lines->inv[y])
            continue;
        size_t mark = s->trail_len;
        if (try_line(s, best_row, best_x, y) && solve(s))
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
    bm_msg_clear(msg, msg_size);
    if (!out)
        return bm_fail(BM_EINVAL, msg, msg_size, "out-parameter is NULL");
    *out = 0;
    if (!a || !b)
        return bm_fail(BM_EINVAL, msg, msg_size, "movement is NULL");
    if (!same_shape(a, b))
        return BM_OK;
    struct search s;
    memset(&s, 0, sizeof s);
    s.a = a;
    s.b = b;
    int ok = colour(&s.ca, a) && colour(&s.cb, b) && alloc_bimap(&s.row, a->rounds) && alloc_bimap(&s.col, a->tables) &&
             alloc_bimap(&s.set, a->sets) && alloc_bimap(&s.part, a->participants);
    int found = ok && solve(&s);
    free_bimap(&s.row);
    free_bimap(&s.col);
    free_bimap(&s.set);
    free_bimap(&s.part);
    free(s.trail_at);
    free_colours(&s.ca);
    free_colours(&s.cb);
    if (!ok || s.nomem)
        return BM_ENOMEM;
    if (s.gave_up)
        return bm_fail(BM_ENOTFOUND, msg, msg_size,
                       "gave up after %lu cell comparisons without deciding", STEP_BUDGET);
    *out = found;
    return BM_OK;
}
