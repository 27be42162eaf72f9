/* SPDX-License-Identifier: MIT */
/* The movement in plain words ("NS pairs stationary; EW pairs move up one table; boards move
 * down one table"). For every change of round each part of the movement gets a phrase: each
 * seat (NS pairs, EW pairs, or the four player seats), the boards, and per round the tables
 * that share boards. The most frequent phrase of each part is the rule; the changes of round
 * that differ are listed after it. A part whose motion has no common step is described as
 * following the cards, which is always true. */
#include <stdlib.h>
#include <string.h>

#include "guide-private.h"

static const char *number_word(unsigned n)
{
    static const char *const words[] = {"zero", "one",   "two",   "three", "four",
                                        "five", "six",   "seven", "eight", "nine",
                                        "ten",  "eleven", "twelve"};
    return n < sizeof words / sizeof words[0] ? words[n] : NULL;
}

static void put_count(struct bm_buf *b, unsigned n, const char *noun)
{
    const char *w = number_word(n);
    if (w)
        bm_buf_printf(b, "%s %s%s", w, noun, n == 1 ? "" : "s");
    else
        bm_buf_printf(b, "%u %ss", n, noun);
}

/* Heap copy of the buffer's text (NULL and a sticky failure on allocation failure). */
static char *take_text(struct bm_buf *b, struct bm_buf *into)
{
    char *s = NULL;
    if (bm_buf_finish(b, &s) != BM_OK)
        into->failed = 1;
    return s;
}

/* ---- one round at a glance ---- */

/* Who sits where and which tables share boards in one round, so that every question the
 * description asks costs O(1) instead of a scan of the tables. */
struct view {
    unsigned *lowest;  /* [tables + 1]: lowest table holding t's (set, copy); 0: t has none */
    unsigned *holders; /* [tables + 1]: how many tables hold t's (set, copy) */
    unsigned *where;   /* [seats * (participants + 1)]: table of p in seat slot k, 0 if none */
};

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

static void view_free(struct view *v)
{
    bm_free(v->lowest);
    bm_free(v->holders);
    bm_free(v->where);
    v->lowest = v->holders = v->where = NULL;
}

/* Fill the view of round r; 0 on allocation failure. */
static int view_init(struct view *v, const struct bm_movement *m, unsigned r)
{
    unsigned T = m->tables, P = m->participants, seats = bm_seat_count(m), n = 0;
    v->lowest = bm_calloc(T + 1, sizeof *v->lowest);
    v->holders = bm_calloc(T + 1, sizeof *v->holders);
    v->where = bm_calloc((size_t)seats * (P + 1), sizeof *v->where);
    struct entry *e = bm_calloc(T, sizeof *e);
    if (!v->lowest || !v->holders || !v->where || !e) {
        bm_free(e);
        view_free(v);
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

/* ---- participants: one seat slot at a time ---- */

static const char *slot_name(const struct bm_movement *m, unsigned k)
{
    static const char *const pairs[] = {"NS pairs", "EW pairs"};
    static const char *const players[] = {"North players", "South players", "East players",
                                          "West players"};
    return m->event == BM_EVENT_INDIVIDUAL ? players[k] : pairs[k];
}

/* Common step (mod T, up) of the participants in slot k from round r to r + 1: 0..T-1,
 * -1 if there is none, -2 if nobody sits in that slot. */
static long slot_step(const struct bm_movement *m, unsigned k, unsigned r, const struct view *next)
{
    long step = -2;
    unsigned before = 0, after = 0;
    const unsigned *where = next->where + (size_t)k * (m->participants + 1);
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t), *n = bm_cell_at(m, r + 1, t);
        after += n->active && n->seat[k];
        if (!c->active || !c->seat[k])
            continue;
        before++;
        unsigned t2 = where[c->seat[k]];
        if (!t2)
            return -1; /* sits in another seat, or nowhere */
        long d = (long)((t2 + m->tables - t) % m->tables);
        if (step >= 0 && d != step)
            return -1;
        step = d;
    }
    return before == after ? step : -1;
}

/* "(from table 7 to table 1, ...)": the moves that wrap around the end of the tables, when
 * there are one or two (more would read as a list of every move). */
#define MAX_WRAPS 2
static void put_wraps(struct bm_buf *b, const unsigned *from, const unsigned *to, unsigned n)
{
    if (!n || n > MAX_WRAPS)
        return;
    bm_buf_puts(b, " (");
    for (unsigned i = 0; i < n; i++)
        bm_buf_printf(b, "%sfrom table %u to table %u", i ? ", " : "", from[i], to[i]);
    bm_buf_puts(b, ")");
}

static void put_direction(struct bm_buf *b, unsigned step, unsigned ring)
{
    if (2 * step <= ring) {
        bm_buf_puts(b, "up ");
        put_count(b, step, "table");
    } else {
        bm_buf_puts(b, "down ");
        put_count(b, ring - step, "table");
    }
}

static void put_slot_phrase(struct bm_buf *b, const struct bm_movement *m, unsigned k,
                            unsigned r, long step)
{
    unsigned T = m->tables, from[MAX_WRAPS + 1], to[MAX_WRAPS + 1], n = 0;
    int up = 2 * (unsigned)step <= T;
    if (step == 0) {
        bm_buf_printf(b, "%s stationary", slot_name(m, k));
        return;
    }
    bm_buf_printf(b, "%s move ", slot_name(m, k));
    put_direction(b, (unsigned)step, T);
    for (unsigned t = 1; t <= T; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        unsigned t2 = (unsigned)((t - 1 + (unsigned)step) % T) + 1;
        if (c->active && c->seat[k] && (up ? t2 < t : t2 > t) && n <= MAX_WRAPS) {
            from[n] = t;
            to[n++] = t2;
        }
    }
    put_wraps(b, from, to, n);
}

/* ---- boards: for each case (copy), a ring of stations (tables and stand slots) ---- */

struct slot {
    unsigned table;       /* table number, or 0 for a stand slot */
    unsigned stand, item; /* stand slot: stand (1-based) and queue position (1-based) */
};

struct ring {
    struct slot *slots;
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
};

/* Tables holding the case's boards (not sharing a lower table's), in order, with every stand
 * next to the table that feeds it: before it when boards move down (they reach the stand from
 * that table, then the table below), after it when boards move up. The stand's first item is
 * next to the table it feeds. */
static void build_ring(struct ring *g, const struct bm_movement *m, const struct view *v,
                       const struct ring_spec *rs)
{
    g->n = 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        for (unsigned s = 0; rs->down && s < m->nstands; s++)
            if (m->stands[s].after_table == t && stand_in_ring(m, s, rs->copy, rs->single))
                add_stand_slots(g, m, rs->round, s, 1);
        if (v->lowest[t] == t && bm_cell_at(m, rs->round, t)->copy == rs->copy) {
            struct slot *sl = &g->slots[g->n++];
            sl->table = t;
            sl->stand = sl->item = 0;
        }
        for (unsigned s = 0; !rs->down && s < m->nstands; s++)
            if (m->stands[s].after_table == t && stand_in_ring(m, s, rs->copy, rs->single))
                add_stand_slots(g, m, rs->round, s, 0);
    }
}

static struct bm_group slot_group(const struct bm_movement *m, unsigned r, const struct slot *sl)
{
    if (sl->table) {
        const struct bm_cell *c = bm_cell_at(m, r, sl->table);
        struct bm_group gr = {c->set, c->copy};
        return gr;
    }
    return m->stands[sl->stand - 1].queue[r - 1][sl->item - 1];
}

static void index_ring(struct ring *g, const struct bm_movement *m, unsigned r)
{
    for (unsigned i = 0; i < g->n; i++) {
        struct bm_group gr = slot_group(m, r, &g->slots[i]);
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
static long ring_step(const struct ring *a, const struct ring *b, const struct bm_movement *m,
                      unsigned r)
{
    if (a->n != b->n || a->n == 0 || memcmp(a->slots, b->slots, a->n * sizeof *a->slots))
        return -1;
    long step = -1;
    for (unsigned i = 0; i < a->n; i++) {
        long j = ring_position(b, slot_group(m, r, &a->slots[i]));
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
    put_direction(b, step, g->n);
    unsigned from[MAX_WRAPS + 1], to[MAX_WRAPS + 1], n = 0;
    for (unsigned i = 0; i < g->n && n <= MAX_WRAPS; i++) {
        unsigned j = (i + step) % g->n;
        if (g->slots[i].table && g->slots[j].table && (up ? j < i : j > i)) {
            from[n] = g->slots[i].table;
            to[n++] = g->slots[j].table;
        }
    }
    put_wraps(b, from, to, n);
    unsigned shown = 0;
    for (unsigned s = 1; s <= m->nstands; s++)
        for (unsigned i = 0; i < g->n; i++) {
            const struct slot *sl = &g->slots[i];
            if (sl->table || sl->stand != s || sl->item != 1)
                continue;
            const char *name = m->stands[s - 1].name;
            bm_buf_printf(b, "%s stand %u", shown++ ? " and" : " through", s);
            if (name && *name)
                bm_buf_printf(b, " (%s)", name);
        }
}

static unsigned ring_capacity(const struct bm_movement *m, unsigned r)
{
    unsigned n = m->tables;
    for (unsigned s = 0; s < m->nstands; s++)
        n += m->stands[s].queue_len[r - 1];
    return n;
}

static int ring_alloc(struct ring *g, unsigned capacity)
{
    g->n = 0;
    g->slots = bm_calloc(capacity + 1, sizeof *g->slots);
    g->index = bm_calloc(capacity + 1, sizeof *g->index);
    return g->slots && g->index;
}

static void ring_free(struct ring *g)
{
    bm_free(g->slots);
    bm_free(g->index);
}

/* The step of one case's boards from round r to r + 1 (-1: none) with ring a for round r. */
static long case_step(struct ring *a, struct ring *c, const struct bm_movement *m,
                      const struct view *va, const struct view *vc, unsigned r, unsigned copy,
                      int single)
{
    long step = -1;
    for (int down = 0; down < 2 && step < 0; down++) {
        struct ring_spec ra = {r, copy, single, down}, rc = {r + 1, copy, single, down};
        build_ring(a, m, va, &ra);
        build_ring(c, m, vc, &rc);
        index_ring(c, m, r + 1);
        step = ring_step(a, c, m, r);
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

/* The boards' phrase for the change from round r to r + 1: one ring per case. */
static char *boards_phrase(struct bm_buf *into, const struct bm_movement *m, unsigned r,
                           const struct view *va, const struct view *vc)
{
    struct ring a, c;
    unsigned cap = ring_capacity(m, r) + ring_capacity(m, r + 1);
    unsigned *copies = bm_calloc(cap + 1, sizeof *copies);
    int ok = ring_alloc(&a, cap) & ring_alloc(&c, cap) && copies;
    struct bm_buf b;
    bm_buf_init(&b);
    if (!ok) {
        b.failed = 1;
    } else {
        unsigned ncopies = collect_copies(copies, m, r), regular = 0;
        for (unsigned i = 0; i < ncopies; i++) {
            long step = case_step(&a, &c, m, va, vc, r, copies[i], ncopies == 1);
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
    return take_text(&b, into);
}

/* ---- sharing, per round ---- */

static char *sharing_phrase(struct bm_buf *into, const struct bm_movement *m, const struct view *v)
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
    return take_text(&b, into);
}

/* ---- assembling the rule and its exceptions ---- */

/* Index of the most frequent string among n (ties: the earliest). */
static unsigned most_frequent(char *const *s, unsigned n)
{
    unsigned best = 0, best_count = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned c = 0;
        for (unsigned j = 0; j < n; j++)
            c += strcmp(s[i], s[j]) == 0;
        if (c > best_count) {
            best = i;
            best_count = c;
        }
    }
    return best;
}

/* The phrases of one part: one per change of round (or per round for sharing). */
struct part {
    char **phrase;
    unsigned base;
};

static void put_phrase(struct bm_buf *b, const char *s, int *first)
{
    if (!*s)
        return;
    bm_buf_printf(b, "%s%s", *first ? "" : "; ", s);
    *first = 0;
}

/* Exceptions: "After round 4 EW pairs move up two tables." (per_round: "In round 8 ..."). */
static void put_exceptions(struct bm_buf *b, const struct part *parts, unsigned nparts,
                           unsigned n, int per_round)
{
    for (unsigned i = 0; i < n;) {
        unsigned j = i + 1;
        int differs = 0;
        for (unsigned k = 0; k < nparts; k++)
            differs |= strcmp(parts[k].phrase[i], parts[k].phrase[parts[k].base]) != 0;
        if (!differs) {
            i++;
            continue;
        }
        for (; j < n; j++) {
            int same = 1;
            for (unsigned k = 0; k < nparts; k++)
                same &= strcmp(parts[k].phrase[j], parts[k].phrase[i]) == 0;
            if (!same)
                break;
        }
        const char *lead = per_round ? "In round" : "After round";
        if (j - i > 1)
            bm_buf_printf(b, "%ss %u-%u ", lead, i + 1, j);
        else
            bm_buf_printf(b, "%s %u ", lead, i + 1);
        int first = 1;
        for (unsigned k = 0; k < nparts; k++)
            if (strcmp(parts[k].phrase[i], parts[k].phrase[parts[k].base]) != 0) {
                const char *s = parts[k].phrase[i];
                put_phrase(b, *s ? s : per_round ? "no table shares boards" : "", &first);
            }
        if (first)
            bm_buf_puts(b, "nothing moves");
        bm_buf_puts(b, ".\n");
        i = j;
    }
}

static void put_phantoms(struct bm_buf *b, const struct bm_movement *m)
{
    const char *word = m->event == BM_EVENT_INDIVIDUAL ? "Player" : "Pair";
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned f = m->phantom_from[p];
        if (f == 1)
            bm_buf_printf(b, "%s %u is a phantom: its opponents sit out.\n", word, p);
        else if (f > 1)
            bm_buf_printf(b, "%s %u leaves after round %u: its opponents sit out from round %u.\n",
                          word, p, f - 1, f);
    }
}

/* If no seat slot moves by a common step in a change of round, one phrase says so. */
static void merge_irregular_slots(struct bm_buf *into, const struct bm_movement *m,
                                  struct part *slots, unsigned nslots, const long *steps,
                                  unsigned r)
{
    for (unsigned k = 0; k < nslots; k++)
        if (steps[k] >= 0)
            return;
    for (unsigned k = 0; k < nslots; k++) {
        bm_free(slots[k].phrase[r - 1]);
        slots[k].phrase[r - 1] = NULL;
    }
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "%s follow their guide cards",
                  m->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs");
    slots[0].phrase[r - 1] = take_text(&b, into);
    for (unsigned k = 1; k < nslots; k++) {
        slots[k].phrase[r - 1] = bm_strdup("");
        if (!slots[k].phrase[r - 1])
            into->failed = 1;
    }
}

static void slot_phrases(struct bm_buf *into, const struct bm_movement *m, struct part *slots,
                         unsigned nslots, unsigned r, const struct view *next)
{
    long steps[4];
    for (unsigned k = 0; k < nslots; k++) {
        struct bm_buf b;
        bm_buf_init(&b);
        steps[k] = slot_step(m, k, r, next);
        if (steps[k] >= 0)
            put_slot_phrase(&b, m, k, r, steps[k]);
        else if (steps[k] == -1)
            bm_buf_printf(&b, "%s follow their guide cards", slot_name(m, k));
        slots[k].phrase[r - 1] = take_text(&b, into);
    }
    if (!into->failed)
        merge_irregular_slots(into, m, slots, nslots, steps, r);
}

/* The phrases of every change of round and every round, a round's view built once. */
static void collect_phrases(struct bm_buf *b, const struct bm_movement *m, struct part *parts)
{
    unsigned nslots = bm_seat_count(m);
    struct view cur = {NULL, NULL, NULL}, next = {NULL, NULL, NULL};
    if (!view_init(&cur, m, 1)) {
        b->failed = 1;
        return;
    }
    for (unsigned r = 1; r <= m->rounds && !b->failed; r++) {
        parts[nslots + 1].phrase[r - 1] = sharing_phrase(b, m, &cur);
        if (r == m->rounds || b->failed)
            break;
        if (!view_init(&next, m, r + 1)) {
            b->failed = 1;
            break;
        }
        slot_phrases(b, m, parts, nslots, r, &next);
        if (!b->failed)
            parts[nslots].phrase[r - 1] = boards_phrase(b, m, r, &cur, &next);
        view_free(&cur);
        cur = next;
        next.lowest = next.holders = next.where = NULL;
    }
    view_free(&cur);
}

/* Parts: the seat slots and the boards (per change of round), then sharing (per round). */
static void describe_moves(struct bm_buf *b, const struct bm_movement *m, struct part *parts)
{
    unsigned nslots = bm_seat_count(m), moves = m->rounds - 1;
    collect_phrases(b, m, parts);
    if (b->failed)
        return;
    int first = 1;
    for (unsigned k = 0; k <= nslots; k++) {
        parts[k].base = moves ? most_frequent(parts[k].phrase, moves) : 0;
        if (moves)
            put_phrase(b, parts[k].phrase[parts[k].base], &first);
    }
    if (!moves)
        put_phrase(b, "one round: nobody moves", &first);
    parts[nslots + 1].base = most_frequent(parts[nslots + 1].phrase, m->rounds);
    put_phrase(b, parts[nslots + 1].phrase[parts[nslots + 1].base], &first);
    bm_buf_puts(b, ".\n");
    if (b->len && b->data[0] >= 'a' && b->data[0] <= 'z')
        b->data[0] = (char)(b->data[0] - 'a' + 'A');
    if (moves)
        put_exceptions(b, parts, nslots + 1, moves, 0);
    put_exceptions(b, parts + nslots + 1, 1, m->rounds, 1);
}

void bm_guide_put_description(struct bm_buf *b, const struct bm_movement *m)
{
    unsigned nparts = bm_seat_count(m) + 2;
    struct part parts[6];
    int ok = 1;
    for (unsigned k = 0; k < nparts; k++) {
        parts[k].phrase = bm_calloc(m->rounds, sizeof *parts[k].phrase);
        parts[k].base = 0;
        ok &= parts[k].phrase != NULL;
    }
    if (ok) {
        struct bm_buf body;
        bm_buf_init(&body);
        describe_moves(&body, m, parts);
        if (body.failed)
            b->failed = 1;
        else
            bm_buf_add(b, body.data ? body.data : "", body.len);
        bm_buf_free(&body);
        put_phantoms(b, m);
    } else {
        b->failed = 1;
    }
    for (unsigned k = 0; k < nparts; k++) {
        for (unsigned r = 0; parts[k].phrase && r < m->rounds; r++)
            bm_free(parts[k].phrase[r]);
        bm_free(parts[k].phrase);
    }
}

BM_EXPORT enum bm_status bm_guide_describe(char **out, const struct bm_movement *m)
{
    if (!out)
        return BM_EINVAL;
    *out = NULL;
    if (!m)
        return BM_EINVAL;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_guide_put_description(&b, m);
    return bm_buf_finish(&b, out);
}
