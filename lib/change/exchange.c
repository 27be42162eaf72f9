/* SPDX-License-Identifier: MIT */
/* Two pairs exchanging seats across rounds after a change. The per-round search (optimum.c)
 * holds every other round as it is, so it cannot see that a free seat (an absent pair's, its
 * opponent sitting out) is taken by pair Q, whose seat the late pair A takes, A then taking Q's
 * seats in later rounds where it would otherwise meet a board or an opponent twice. Here, for
 * a late pair A and every other pair Q, each round from the change's on either stays, or A and
 * Q change places among their two seats and the round's free seat (a seat left empty taken by
 * a pair sitting out that fits it); kept only with strictly fewer sit-outs, no pair playing a
 * set twice or meeting a pair twice. Party hosts never move; earlier rounds are untouched. */
#include <stdlib.h>
#include <string.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

/* Nodes one pair (A, Q) may visit, and one call in all: past them the best found stands. */
#define PAIR_BUDGET 2000ul
#define CALL_BUDGET 40000ul

struct slot {
    unsigned t, k; /* table (0: none) and seat */
};

struct exchange {
    struct bm_movement *m;
    const unsigned *home;
    unsigned from, a, q, sets;
    unsigned char *plays; /* [p * (sets + 1) + s] times p plays set s */
    unsigned char *meets; /* [p * (participants + 1) + o] times p meets o */
    struct bm_cell *best; /* rounds from.. of the best seating found */
    struct bm_cell *saved; /* rounds from.. as they were when the search entered each */
    int best_delta, found;
    unsigned long nodes, total;
};

/* Counts of cell x's play (if played in round r) added (d = 1) or taken away (d = -1). */
static void count(struct exchange *e, const struct bm_cell *x, unsigned r, int d)
{
    if (!bm_cell_played(e->m, x, r))
        return;
    unsigned a = x->seat[0], b = x->seat[1], n = e->m->participants + 1;
    e->plays[a * (e->sets + 1) + x->set] += (unsigned char)d;
    e->plays[b * (e->sets + 1) + x->set] += (unsigned char)d;
    e->meets[a * n + b] += (unsigned char)d;
    e->meets[b * n + a] += (unsigned char)d;
}

/* Whether cell x (round r) plays nothing twice: no set, no opponent a second time. */
static int clean(const struct exchange *e, const struct bm_cell *x, unsigned r)
{
    if (!bm_cell_played(e->m, x, r))
        return 1;
    unsigned a = x->seat[0], b = x->seat[1], n = e->m->participants + 1;
    return e->plays[a * (e->sets + 1) + x->set] <= 1 &&
           e->plays[b * (e->sets + 1) + x->set] <= 1 && e->meets[a * n + b] <= 1;
}

/* Pair p put at slot s of round r, the counts kept; 1 if it plays nothing twice there. */
static int put(struct exchange *e, unsigned r, struct slot s, unsigned p)
{
    struct bm_cell *x = bm_cell_at(e->m, r, s.t);
    count(e, x, r, -1);
    x->seat[s.k] = p;
    count(e, x, r, 1);
    return clean(e, x, r);
}

/* The first free seat of round r: an absent pair's, its opponent present, neither a nor q. */
static struct slot free_seat(const struct exchange *e, unsigned r)
{
    for (unsigned t = 1; t <= e->m->tables; t++) {
        const struct bm_cell *x = bm_cell_at(e->m, r, t);
        for (unsigned k = 0; x->active && x->set && k < 2; k++) {
            unsigned p = x->seat[k], o = x->seat[1 - k];
            if (p && o && !bm_is_present(e->m, p, r) && bm_is_present(e->m, o, r) &&
                o != e->a && o != e->q && !e->home[o])
                return (struct slot){t, k};
        }
    }
    return (struct slot){0, 0};
}

static struct slot seat_of(const struct exchange *e, unsigned p, unsigned r)
{
    struct slot s = {0, 0};
    s.t = bm_change_seat_of(e->m, p, r, &s.k);
    return s;
}

/* A pair sitting out round r, seated nowhere, that fits slot s (put there); 0 if none. */
static unsigned refill(struct exchange *e, unsigned r, struct slot s)
{
    for (unsigned p = 1; p <= e->m->participants; p++) {
        if (p == e->a || p == e->q || e->home[p] || !bm_is_present(e->m, p, r) ||
            seat_of(e, p, r).t)
            continue;
        if (put(e, r, s, p))
            return p;
        put(e, r, s, 0);
    }
    return 0;
}

/* Option o (1..15: a's place, then q's, each 0 stays, 1 the other's seat, 2 the free seat,
 * 3 none) applied to round r, s[] the seats of a, q and the free seat; 1 if it is an exchange
 * whose seats left empty a pair sitting out fits (the caller checks the round and restores
 * it either way), else 0. */
static int apply(struct exchange *e, unsigned r, unsigned o, const struct slot *s)
{
    unsigned to[2] = {o & 3, o >> 2}, who[2] = {e->a, e->q};
    if (to[0] == 0 && to[1] == 0)
        return 0;
    struct slot dest[2];
    for (unsigned i = 0; i < 2; i++) {
        dest[i] = to[i] == 3 ? (struct slot){0, 0} : s[to[i] == 0 ? i : to[i] == 1 ? 1 - i : 2];
        if ((to[i] == 1 || to[i] == 2) && (!dest[i].t || !bm_is_present(e->m, who[i], r)))
            return 0;
        if (to[i] == 3 && !s[i].t)
            return 0; /* (no place either way: the same as staying) */
    }
    if (dest[0].t && dest[0].t == dest[1].t && dest[0].k == dest[1].k)
        return 0;
    for (unsigned i = 0; i < 2; i++)
        if (s[i].t)
            put(e, r, s[i], 0);
    int ok = 1;
    for (unsigned i = 0; ok && i < 2; i++)
        ok = !dest[i].t || put(e, r, dest[i], who[i]);
    for (unsigned i = 0; ok && i < 2; i++) {
        const struct bm_cell *x = s[i].t ? bm_cell_at(e->m, r, s[i].t) : NULL;
        if (x && !x->seat[s[i].k])
            ok = refill(e, r, s[i]) != 0;
    }
    return ok;
}

static void restore(struct exchange *e, unsigned r, const struct bm_cell *was)
{
    for (unsigned t = 1; t <= e->m->tables; t++)
        count(e, bm_cell_at(e->m, r, t), r, -1);
    memcpy(bm_cell_at(e->m, r, 1), was, e->m->tables * sizeof *was);
    for (unsigned t = 1; t <= e->m->tables; t++)
        count(e, bm_cell_at(e->m, r, t), r, 1);
}

/* Whether round r plays nothing twice, the rounds before it counted (it too). */
static int round_clean(const struct exchange *e, unsigned r)
{
    for (unsigned t = 1; t <= e->m->tables; t++)
        if (!clean(e, bm_cell_at(e->m, r, t), r))
            return 0;
    return 1;
}

static void count_round(struct exchange *e, unsigned r, int d)
{
    for (unsigned t = 1; t <= e->m->tables; t++)
        count(e, bm_cell_at(e->m, r, t), r, d);
}

/* Rounds r.. searched, the rounds before counted, `delta` the change in sit-outs so far;
 * `gain` the most rounds r.. could still save (two a round with a free seat). */
static void search(struct exchange *e, unsigned r, int delta, const int *gain)
{
    if (e->nodes >= PAIR_BUDGET || e->total >= CALL_BUDGET || delta - gain[r] >= e->best_delta)
        return;
    e->nodes++;
    e->total++;
    struct bm_movement *m = e->m;
    if (r > m->rounds) {
        e->best_delta = delta;
        e->found = 1;
        memcpy(e->best, bm_cell_at(m, e->from, 1),
               (size_t)(m->rounds - e->from + 1) * m->tables * sizeof *e->best);
        return;
    }
    struct bm_cell *was = e->saved + (size_t)(r - e->from) * m->tables;
    memcpy(was, bm_cell_at(m, r, 1), m->tables * sizeof *was);
    struct slot s[3] = {seat_of(e, e->a, r), seat_of(e, e->q, r), free_seat(e, r)};
    int before = (int)bm_change_idle_round(m, r);
    count_round(e, r, 1);
    for (unsigned o = 0; o < 16; o++) { /* the round as it is first */
        if ((o == 0 || apply(e, r, o, s)) && round_clean(e, r))
            search(e, r + 1, delta + (int)bm_change_idle_round(m, r) - before, gain);
        restore(e, r, was);
    }
    count_round(e, r, -1);
}

/* The plays and meetings of the rounds before the change's counted. */
static void count_before(struct exchange *e)
{
    for (unsigned r = 1; r < e->from; r++)
        count_round(e, r, 1);
}

/* The best exchange of a with any other pair kept in m; *changed = 1 if one was. */
static void exchange_pair(struct exchange *e, unsigned a, const int *gain, int *changed)
{
    struct bm_movement *m = e->m;
    size_t cells = (size_t)(m->rounds - e->from + 1) * m->tables;
    e->a = a;
    e->best_delta = 0;
    e->found = 0;
    for (unsigned q = 1; q <= m->participants; q++) {
        if (q == a || e->home[q])
            continue;
        e->q = q;
        e->nodes = 0;
        search(e, e->from, 0, gain);
    }
    if (e->found) {
        memcpy(bm_cell_at(m, e->from, 1), e->best, cells * sizeof *e->best);
        *changed = 1;
    }
}

/* gain[r]: twice the rounds r.. with a free seat (the most an exchange could save). */
static int gains(struct exchange *e, int *gain)
{
    int any = 0;
    gain[e->m->rounds + 1] = 0;
    e->a = e->q = 0;
    for (unsigned r = e->m->rounds; r >= e->from; r--) {
        int f = free_seat(e, r).t != 0;
        any |= f;
        gain[r] = gain[r + 1] + 2 * f;
    }
    return any;
}

static unsigned max_set(const struct bm_movement *m)
{
    unsigned n = m->sets;
    for (size_t c = 0; c < (size_t)m->rounds * m->tables; c++)
        n = m->cells[c].set > n ? m->cells[c].set : n;
    return n;
}

enum bm_status bm_change_exchange(struct bm_movement *m, unsigned from, const unsigned *home,
                                  int *changed)
{
    *changed = 0;
    if (m->event != BM_EVENT_PAIRS || from > m->rounds)
        return BM_OK;
    struct exchange e = {.m = m, .home = home, .from = from, .sets = max_set(m)};
    size_t n = (size_t)m->participants + 1;
    e.plays = bm_calloc(n * (e.sets + 1), 1);
    e.meets = bm_calloc(n * n, 1);
    size_t cells = (size_t)(m->rounds - from + 1) * m->tables;
    e.best = bm_calloc(cells, sizeof *e.best);
    e.saved = bm_calloc(cells, sizeof *e.saved);
    int *gain = bm_calloc((size_t)m->rounds + 2, sizeof *gain);
    enum bm_status st = e.plays && e.meets && e.best && e.saved && gain ? BM_OK : BM_ENOMEM;
    if (!st && gains(&e, gain)) {
        count_before(&e);
        for (unsigned a = 1; a <= m->participants; a++)
            if (!home[a] && bm_change_floats(m, a))
                exchange_pair(&e, a, gain, changed);
    }
    free(e.plays);
    free(e.meets);
    free(e.best);
    free(e.saved);
    free(gain);
    return st;
}
