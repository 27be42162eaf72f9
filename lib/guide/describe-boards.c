/* SPDX-License-Identifier: MIT */
/* The boards' part of the description (describe.c assembles the whole): a per-round view of
 * who sits where and who shares, and for each case (copy) of boards a ring of stations --
 * tables in order, each stand next to the table that feeds it -- along which every group must
 * move by the same step for the boards to have a rule. */
#include <stdlib.h>
#include <string.h>

#include "guide/guide-private.h"
#include "util/alloc.h"

/* ---- one round at a glance (struct bm_guide_view) ---- */

struct entry {
    unsigned set, copy, table;
};

static int entry_order(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    if (x->set != y->set)
        return x->set < y->set ? -1 : 1;
    if (x->copy != y->copy)
        return x->copy < y->copy ? -1 : 1;
    return x->table < y->table ? -1 : x->table > y->table;
}

void bm_guide_view_free(struct bm_guide_view *v)
{
    bm_free(v->lowest);
    bm_free(v->holders);
    bm_free(v->where);
    v->lowest = v->holders = v->where = NULL;
}

/* Fill the view of round r; 0 on allocation failure. */
int bm_guide_view_init(struct bm_guide_view *v, const struct bm_movement *m, unsigned r)
{
    unsigned T = m->tables, P = m->participants, seats = bm_seat_count(m), n = 0;
    v->lowest = bm_calloc(T + 1, sizeof *v->lowest);
    v->holders = bm_calloc(T + 1, sizeof *v->holders);
    v->where = bm_calloc((size_t)seats * (P + 1), sizeof *v->where);
    struct entry *e = bm_calloc(T, sizeof *e);
    if (!v->lowest || !v->holders || !v->where || !e) {
        bm_free(e);
        bm_guide_view_free(v);
        return 0;
    }
    for (unsigned t = 1; t <= T; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        for (unsigned k = 0; c->active && k < seats; k++)
            if (c->seat[k] && !v->where[k * (P + 1) + c->seat[k]])
                v->where[k * (P + 1) + c->seat[k]] = t;
        if (c->active && c->set) {
            e[n].set = c->set;
            e[n].copy = c->copy;
            e[n++].table = t;
        }
    }
    qsort(e, n, sizeof *e, entry_order);
    for (unsigned i = 0, j; i < n; i = j) {
        for (j = i; j < n && e[j].set == e[i].set && e[j].copy == e[i].copy; j++)
            ;
        for (unsigned k = i; k < j; k++) {
            v->lowest[e[k].table] = e[i].table;
            v->holders[e[k].table] = j - i;
        }
    }
    bm_free(e);
    return 1;
}

/* ---- boards: for each case (copy), a ring of stations (tables and stand slots) ---- */

struct slot {
    unsigned table;       /* table number, or 0 for a stand or rest slot */
    unsigned stand, item; /* stand slot: stand (1-based) and queue position (1-based) */
    unsigned rest;        /* rest slot: the table whose boards go out of play for a round */
};

struct ring {
    struct slot *slots;
    struct bm_group *groups; /* the group at each slot */
    unsigned n;
    struct entry *index; /* the ring's groups sorted by (set, copy); table = ring position */
};

/* Which stands belong to the ring of one case: those kept for that case, and stands for any
 * case when the round has a single case. */
static int stand_in_ring(const struct bm_movement *m, unsigned s, unsigned copy, int single)
{
    return m->stands[s].copy == copy || (m->stands[s].copy == 0 && single);
}

static void add_stand_slots(struct ring *g, const struct bm_movement *m, unsigned r,
                            unsigned s, int ascending)
{
    unsigned q = m->stands[s].queue_len[r - 1];
    for (unsigned i = 0; i < q; i++) {
        struct slot *sl = &g->slots[g->n++];
        sl->table = 0;
        sl->stand = s + 1;
        sl->item = ascending ? i + 1 : q - i;
    }
}

struct ring_spec {
    unsigned round, copy;
    int single, down;
    const unsigned char *feeds_rest; /* [tables + 1]: table's boards rest a round; may be NULL */
};

static void add_rest_slot(struct ring *g, unsigned t)
{
    struct slot *sl = &g->slots[g->n++];
    sl->table = sl->stand = sl->item = 0;
    sl->rest = t;
}

/* Tables holding the case's boards (not sharing a lower table's), in order, with every stand
 * next to the table that feeds it: before it when boards move down (they reach the stand from
 * that table, then the table below), after it when boards move up. The stand's first item is
 * next to the table it feeds. */
static void build_ring(struct ring *g, const struct bm_movement *m, const struct bm_guide_view *v,
                       const struct ring_spec *rs)
{
    g->n = 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        int rest = rs->feeds_rest && rs->feeds_rest[t];
        for (unsigned s = 0; rs->down && s < m->nstands; s++)
            if (m->stands[s].after_table == t && stand_in_ring(m, s, rs->copy, rs->single))
                add_stand_slots(g, m, rs->round, s, 1);
        if (rest && rs->down)
            add_rest_slot(g, t);
        if (v->lowest[t] == t && bm_cell_at(m, rs->round, t)->copy == rs->copy) {
            struct slot *sl = &g->slots[g->n++];
            sl->table = t;
            sl->stand = sl->item = sl->rest = 0;
        }
        if (rest && !rs->down)
            add_rest_slot(g, t);
        for (unsigned s = 0; !rs->down && s < m->nstands; s++)
            if (m->stands[s].after_table == t && stand_in_ring(m, s, rs->copy, rs->single))
                add_stand_slots(g, m, rs->round, s, 0);
    }
}

static struct bm_group cell_group(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    struct bm_group gr = {c->set, c->copy};
    return gr;
}

/* The group at every slot of a ring built for round r of the change from round r0 to r0 + 1.
 * A rest slot holds, in round r0, the group the next station receives in round r0 + 1 (it was
 * out of play), and in round r0 + 1 the group its table played in round r0. Should the guess
 * be wrong, that group appears twice in the ring and no common step exists. */
static void fill_groups(struct ring *g, const struct bm_movement *m, unsigned r, unsigned r0,
                        int down)
{
    for (unsigned i = 0; i < g->n; i++) {
        const struct slot *sl = &g->slots[i];
        struct bm_group none = {0, 0};
        if (sl->table) {
            g->groups[i] = cell_group(m, r, sl->table);
        } else if (sl->stand) {
            g->groups[i] = m->stands[sl->stand - 1].queue[r - 1][sl->item - 1];
        } else if (r != r0) {
            g->groups[i] = cell_group(m, r0, sl->rest);
        } else {
            const struct slot *to = &g->slots[(i + (down ? g->n - 1 : 1)) % g->n];
            g->groups[i] = to->table ? cell_group(m, r0 + 1, to->table) : none;
        }
    }
}

static void index_ring(struct ring *g)
{
    for (unsigned i = 0; i < g->n; i++) {
        struct bm_group gr = g->groups[i];
        g->index[i].set = gr.set;
        g->index[i].copy = gr.copy;
        g->index[i].table = i;
    }
    qsort(g->index, g->n, sizeof *g->index, entry_order);
}

/* Position in the indexed ring of a group, or -1. */
static long ring_position(const struct ring *g, struct bm_group gr)
{
    size_t lo = 0, hi = g->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const struct entry *e = &g->index[mid];
        if (e->set < gr.set || (e->set == gr.set && e->copy < gr.copy))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < g->n && g->index[lo].set == gr.set && g->index[lo].copy == gr.copy)
        return (long)g->index[lo].table;
    return -1;
}

/* The common step along the ring from round r to r + 1, or -1. Both rounds must have the
 * same stations (tables and stand slots). */
static long ring_step(const struct ring *a, const struct ring *b)
{
    if (a->n != b->n || a->n == 0 || memcmp(a->slots, b->slots, a->n * sizeof *a->slots))
        return -1;
    long step = -1;
    for (unsigned i = 0; i < a->n; i++) {
        long j = a->groups[i].set ? ring_position(b, a->groups[i]) : -1;
        long d = j < 0 ? -1 : (j - (long)i + (long)a->n) % (long)a->n;
        if (d < 0 || (step >= 0 && d != step))
            return -1;
        step = d;
    }
    return step;
}

static void put_ring_phrase(struct bm_buf *b, const struct bm_movement *m, const struct ring *g,
                            unsigned step)
{
    if (step == 0) {
        bm_buf_puts(b, "stay at their tables");
        return;
    }
    int up = 2 * step <= g->n;
    bm_buf_puts(b, "move ");
    bm_guide_put_direction(b, step, g->n);
    unsigned from[BM_GUIDE_MAX_WRAPS + 1], to[BM_GUIDE_MAX_WRAPS + 1], n = 0;
    for (unsigned i = 0; i < g->n && n <= BM_GUIDE_MAX_WRAPS; i++) {
        unsigned j = (i + step) % g->n;
        if (g->slots[i].table && g->slots[j].table && (up ? j < i : j > i)) {
            from[n] = g->slots[i].table;
            to[n++] = g->slots[j].table;
        }
    }
    bm_guide_put_wraps(b, from, to, n);
    for (unsigned i = 0, k = 0; i < g->n; i++) {
        const struct slot *sl = &g->slots[i], *next = &g->slots[(i + step) % g->n];
        if (sl->rest && next->table)
            bm_buf_printf(b, "%s from table %u to table %u",
                          k++ ? " and" : ", out of play for a round on the way", sl->rest,
                          next->table);
    }
    unsigned total = 0, shown = 0;
    for (unsigned i = 0; i < g->n; i++)
        total += g->slots[i].stand && g->slots[i].item == 1;
    /* "through stand 1 (name), stand 2 (name) and stand 3 (name)", in stand order */
    for (unsigned s = 1; s <= m->nstands; s++)
        for (unsigned i = 0; i < g->n; i++) {
            const struct slot *sl = &g->slots[i];
            if (sl->stand != s || sl->item != 1)
                continue;
            const char *name = m->stands[s - 1].name;
            shown++;
            bm_buf_printf(b, "%s stand %u", shown == 1 ? " through" : shown == total ? " and" : ",",
                          s);
            if (name && *name)
                bm_buf_printf(b, " (%s)", name);
        }
}

static unsigned ring_capacity(const struct bm_movement *m, unsigned r)
{
    unsigned n = 2 * m->tables; /* tables and rests */
    for (unsigned s = 0; s < m->nstands; s++)
        n += m->stands[s].queue_len[r - 1];
    return n;
}

static int ring_alloc(struct ring *g, unsigned capacity)
{
    g->n = 0;
    g->slots = bm_calloc(capacity + 1, sizeof *g->slots);
    g->groups = bm_calloc(capacity + 1, sizeof *g->groups);
    g->index = bm_calloc(capacity + 1, sizeof *g->index);
    return g->slots && g->groups && g->index;
}

static void ring_free(struct ring *g)
{
    bm_free(g->slots);
    bm_free(g->groups);
    bm_free(g->index);
}

/* The step of one case's boards from round r to r + 1 (-1: none) with ring a for round r. */
struct change {
    unsigned round;                       /* the change from round to round + 1 */
    const struct bm_guide_view *va, *vc;  /* the views of both rounds */
    const unsigned char *feeds_rest;      /* tables whose boards rest a round; may be NULL */
};

static long case_step(struct ring *a, struct ring *c, const struct bm_movement *m,
                      const struct change *ch, unsigned copy, int single)
{
    long step = -1;
    unsigned r = ch->round;
    for (int down = 0; down < 2 && step < 0; down++) {
        struct ring_spec ra = {r, copy, single, down, ch->feeds_rest},
                         rc = {r + 1, copy, single, down, ch->feeds_rest};
        build_ring(a, m, ch->va, &ra);
        build_ring(c, m, ch->vc, &rc);
        fill_groups(a, m, r, r, down);
        fill_groups(c, m, r + 1, r, down);
        index_ring(c);
        step = ring_step(a, c);
        if (step > 0 && (2 * (unsigned long)step <= a->n) == (unsigned long)down)
            step = -1; /* the stands sit on the other side for this direction */
    }
    return step;
}

static int uint_order(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

/* The cases (copies) of boards at tables or on stands in rounds r and r + 1, sorted, distinct. */
static unsigned collect_copies(unsigned *out, const struct bm_movement *m, unsigned r)
{
    unsigned n = 0;
    for (unsigned rr = r; rr <= r + 1; rr++) {
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, rr, t);
            if (c->active && c->set)
                out[n++] = c->copy;
        }
        for (unsigned s = 0; s < m->nstands; s++)
            for (unsigned i = 0; i < m->stands[s].queue_len[rr - 1]; i++)
                out[n++] = m->stands[s].queue[rr - 1][i].copy;
    }
    qsort(out, n, sizeof *out, uint_order);
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++)
        if (k == 0 || out[k - 1] != out[i])
            out[k++] = out[i];
    return k;
}

/* Mark the sets at a table or on a stand during round r. */
static void mark_in_play(unsigned char *here, const struct bm_movement *m, unsigned r)
{
    memset(here, 0, m->sets + 1);
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (c->active)
            here[c->set] = 1;
    }
    for (unsigned s = 0; s < m->nstands; s++)
        for (unsigned i = 0; i < m->stands[s].queue_len[r - 1]; i++)
            here[m->stands[s].queue[r - 1][i].set] = 1;
}

/* Boards that leave play for one round with no stand recording them (a grid without its relay
 * stand): the tables whose boards are out of play in round r + 1, when exactly as many sets come
 * back into play in round r + 1 and no set played in the session stays out of play in both
 * rounds (a longer rest). 0 if there is no such pattern. Single case of boards only. */
static int find_rests(unsigned char *feeds, unsigned char *here, unsigned char *here_next,
                      const struct bm_movement *m, unsigned r, const struct bm_guide_view *va,
                      const unsigned char *ever)
{
    mark_in_play(here, m, r);
    mark_in_play(here_next, m, r + 1);
    unsigned out = 0, back = 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        feeds[t] = va->lowest[t] == t && !here_next[c->set];
        out += feeds[t];
    }
    for (unsigned s = 1; s <= m->sets; s++) {
        if (ever[s] && !here[s] && !here_next[s])
            return 0;
        back += ever[s] && !here[s] && here_next[s];
    }
    return out > 0 && out == back;
}

/* The boards' phrase for the change from round r to r + 1: one ring per case. */
char *bm_guide_boards_phrase(struct bm_buf *into, const struct bm_movement *m, unsigned r,
                             const struct bm_guide_view *va, const struct bm_guide_view *vc,
                             const unsigned char *ever)
{
    struct ring a, c;
    unsigned cap = ring_capacity(m, r) + ring_capacity(m, r + 1);
    unsigned *copies = bm_calloc(cap + 1, sizeof *copies);
    unsigned char *flags = bm_calloc(2 * (size_t)m->sets + m->tables + 3, 1);
    int ok = ring_alloc(&a, cap) & ring_alloc(&c, cap) && copies && flags;
    struct bm_buf b;
    bm_buf_init(&b);
    if (!ok) {
        b.failed = 1;
    } else {
        unsigned ncopies = collect_copies(copies, m, r), regular = 0;
        unsigned char *feeds = flags, *here = feeds + m->tables + 1, *here_next = here + m->sets + 1;
        struct change ch = {r, va, vc, NULL};
        if (ncopies == 1 && find_rests(feeds, here, here_next, m, r, va, ever))
            ch.feeds_rest = feeds;
        for (unsigned i = 0; i < ncopies; i++) {
            long step = case_step(&a, &c, m, &ch, copies[i], ncopies == 1);
            bm_buf_puts(&b, i ? "; " : "");
            if (ncopies > 1)
                bm_buf_printf(&b, "case %u ", copies[i]);
            bm_buf_puts(&b, "boards ");
            if (step >= 0)
                put_ring_phrase(&b, m, &a, (unsigned)step);
            else
                bm_buf_puts(&b, "follow the table cards");
            regular += step >= 0;
        }
        if (ncopies > 1 && regular == 0) {
            b.len = 0;
            bm_buf_puts(&b, "boards follow the table cards");
        }
    }
    ring_free(&a);
    ring_free(&c);
    bm_free(copies);
    bm_free(flags);
    return bm_guide_take_text(&b, into);
}

/* ---- sharing, per round ---- */

char *bm_guide_sharing_phrase(struct bm_buf *into, const struct bm_movement *m, const struct bm_guide_view *v)
{
    struct bm_buf b;
    bm_buf_init(&b);
    unsigned T = m->tables, *next = bm_calloc(T + 1, sizeof *next), *head = bm_calloc(T + 1, sizeof *head);
    if (!next || !head)
        b.failed = 1;
    /* Per lowest table u, the list of tables sharing its boards, in increasing order. */
    for (unsigned t = T; next && head && t >= 1; t--) {
        unsigned u = v->lowest[t];
        if (u && u != t) {
            next[t] = head[u];
            head[u] = t;
        }
    }
    for (unsigned u = 1; next && head && u <= T; u++) {
        if (!head[u])
            continue;
        unsigned total = v->holders[u] - 1, n = 0;
        for (unsigned t = head[u]; t; t = next[t], n++) {
            if (n == 0)
                bm_buf_printf(&b, "%stable%s %u", b.len ? "; " : "", total > 1 ? "s" : "", t);
            else
                bm_buf_printf(&b, "%s%u", n + 1 == total ? " and " : ", ", t);
        }
        bm_buf_printf(&b, " share%s boards with table %u", total > 1 ? "" : "s", u);
    }
    bm_free(next);
    bm_free(head);
    return bm_guide_take_text(&b, into);
}
