/* SPDX-License-Identifier: MIT */
/* The best seating of each round after a change, the other rounds as they are: a search over
 * every clash-free way of seating the round's present pairs at its tables (each table keeps its
 * boards), which seats as many pairs as can be, then leaves as few as can be sitting out next
 * to a round they sit out too, then moves as few pairs as can be. A pair may take a table
 * whose boards it plays in no other round, against a pair it meets in no other round. Seating
 * a round anew may open seats in another (a pair no longer plays the boards it left), so the
 * rounds are seated again until none improves (MAX_PASSES at most; the sweep of
 * test-change-sweep, which checks every round against an exhaustive search of its own, needs
 * five where a table was added, a pair arrived and a pair left). A
 * seating that clashes (an older plan allowed a second meeting where it found nothing better)
 * is always replaced by the best clash-free one. A party table's host stays NS at its table
 * (Hill's rule: the pairs the rover bumps come to it), or sits out. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

/* Nodes one round's search may visit: enough for the rounds of the families after a change
 * mid-session (each pair fits few tables), a bound for a change made before round 1 or a
 * pathological grid, where the best found so far stands if it beats the seating as it was. */
#define NODE_BUDGET 200000ul
#define MAX_PASSES 12 /* a bound: moves count against the seating as it is, so a cycle is
                        * conceivable though none was seen */

struct search {
    const struct bm_movement *m;
    unsigned r, np, nt;
    unsigned *pair;       /* [np] the present pairs */
    unsigned *idx;        /* [participants + 1] index + 1 of a present pair, else 0 */
    unsigned *table;      /* [nt] the tables with boards */
    unsigned char *ok;    /* [np * nt] pair i may play table j's boards */
    unsigned char *meets; /* [np * np] i and k meet in another round */
    unsigned char *next;  /* [np] what i sitting out r adds to the sit-outs next to a
                           * sit-out of the same pair, 0..3 (weight(), below) */
    unsigned *now;        /* [nt * 2] who (index + 1) sits at seat k of table j, 0 nobody */
    unsigned *pos;        /* [np] the seat (j * 2 + k + 1) i plays at, 0 sits out */
    unsigned char *used;  /* [np] */
    unsigned *pick, *best; /* [nt * 2] */
    const unsigned *home; /* [participants + 1] the party table each pair hosts, 0 none */
    unsigned *pin;        /* [nt] the host (index + 1) who must sit NS at table j, 0 none */
    uint64_t best_score, k;
    unsigned long nodes;
};


/* What p sitting out round r adds to the sit-outs (over all rounds) next to a sit-out of the
 * same pair: this one, if p sits out round r - 1 or r + 1, and each of those that was alone
 * (not next to another) and no longer is. The other rounds' share counts, or seating one
 * round would undo what seating the rounds around it together did (twice.c). */
unsigned char bm_change_twice_weight(const struct bm_movement *m, unsigned p, unsigned r)
{
    int before = bm_change_idle(m, p, r - 1), after = bm_change_idle(m, p, r + 1);
    return (unsigned char)((before || after) + (before && !bm_change_idle(m, p, r - 2)) +
                           (after && !bm_change_idle(m, p, r + 2)));
}

/* The boards each pair plays and the pairs it meets in the rounds other than r. */
static void others(struct search *s, const unsigned *idx, unsigned char *sets)
{
    const struct bm_movement *m = s->m;
    for (unsigned q = 1; q <= m->rounds; q++)
        for (unsigned t = 1; q != s->r && t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, q, t);
            if (!bm_cell_played(m, c, q))
                continue;
            unsigned a = idx[c->seat[0]], b = idx[c->seat[1]];
            for (unsigned k = 0; k < 2; k++)
                if (idx[c->seat[k]])
                    sets[(size_t)(idx[c->seat[k]] - 1) * (m->sets + 1) + c->set] = 1;
            if (a && b)
                s->meets[(size_t)(a - 1) * s->np + (b - 1)] =
                    s->meets[(size_t)(b - 1) * s->np + (a - 1)] = 1;
        }
}

/* The pairs (of np) that may play table t's boards. */
static unsigned fitting(const struct search *s, const unsigned char *sets, unsigned t)
{
    unsigned n = 0, set = bm_cell_at(s->m, s->r, t)->set;
    for (unsigned i = 0; i < s->np; i++)
        n += !sets[(size_t)i * (s->m->sets + 1) + set];
    return n;
}

/* The tables fewest pairs fit first: the search then settles its hardest choices early, and
 * its bound (pairs that fit no table left) cuts sooner. Insertion sort, stable. */
static void order_tables(struct search *s, const unsigned char *sets)
{
    for (unsigned j = 1; j < s->nt; j++) {
        unsigned t = s->table[j], n = fitting(s, sets, t), i = j;
        for (; i > 0 && fitting(s, sets, s->table[i - 1]) > n; i--)
            s->table[i] = s->table[i - 1];
        s->table[i] = t;
    }
}

/* The round's pairs, tables and who may sit where; BM_ENOMEM. */
static enum bm_status prepare(struct search *s, unsigned *idx)
{
    const struct bm_movement *m = s->m;
    unsigned r = s->r;
    for (unsigned p = 1; p <= m->participants; p++)
        if (bm_is_present(m, p, r)) {
            s->pair[s->np++] = p;
            idx[p] = s->np;
        }
    for (unsigned t = 1; t <= m->tables; t++)
        if (bm_cell_at(m, r, t)->active && bm_cell_at(m, r, t)->set)
            s->table[s->nt++] = t;
    unsigned char *sets = bm_calloc((size_t)s->np * (m->sets + 1) + 1, 1);
    s->ok = bm_calloc((size_t)s->np * s->nt + 1, 1);
    s->meets = bm_calloc((size_t)s->np * s->np + 1, 1);
    if (!sets || !s->ok || !s->meets) {
        free(sets);
        return BM_ENOMEM;
    }
    others(s, idx, sets);
    order_tables(s, sets);
    for (unsigned i = 0; i < s->np; i++) {
        s->next[i] = bm_change_twice_weight(m, s->pair[i], r);
        for (unsigned j = 0; j < s->nt; j++)
            s->ok[(size_t)i * s->nt + j] =
                !sets[(size_t)i * (m->sets + 1) + bm_cell_at(m, r, s->table[j])->set];
    }
    for (unsigned i = 0; i < s->np; i++)
        for (unsigned j = 0; s->home[s->pair[i]] && j < s->nt; j++)
            if (s->table[j] == s->home[s->pair[i]])
                s->pin[j] = i + 1;
    for (unsigned j = 0; j < s->nt; j++) {
        const struct bm_cell *c = bm_cell_at(m, r, s->table[j]);
        int played = bm_cell_played(m, c, r);
        for (unsigned k = 0; played && k < 2; k++) {
            s->now[j * 2 + k] = idx[c->seat[k]];
            s->pos[idx[c->seat[k]] - 1] = j * 2 + k + 1;
        }
    }
    free(sets);
    return BM_OK;
}

/* A seating's score, smaller better: sit-outs, then sit-outs next to another, then moves. */
static uint64_t score(const struct search *s)
{
    uint64_t out = 0, twice = 0, moves = 0;
    for (unsigned i = 0; i < s->np; i++) {
        out += !s->used[i];
        twice += s->used[i] ? 0u : s->next[i];
        moves += s->pos[i] ? s->pick[s->pos[i] - 1] != i + 1 : s->used[i];
    }
    return (out * s->k + twice) * s->k + moves;
}

static void search(struct search *s, unsigned j, unsigned played, unsigned seated,
                   unsigned moves);

/* The pairs not yet seated that fit some table from j on: no more than these can play. */
static unsigned still_fit(const struct search *s, unsigned j)
{
    unsigned n = 0;
    for (unsigned i = 0; i < s->np; i++) {
        const unsigned char *ok = s->ok + (size_t)i * s->nt;
        unsigned k = j;
        while (!s->used[i] && k < s->nt && !ok[k])
            k++;
        n += !s->used[i] && k < s->nt;
    }
    return n;
}

/* The moves a choice at table j makes (a, b: indices + 1, 0 for nobody): a pair that sat
 * there and does not keep its seat, a pair that sat out and now plays. */
static unsigned moved(const struct search *s, unsigned j, unsigned a, unsigned b)
{
    unsigned n = 0, pick[2] = {a, b};
    for (unsigned k = 0; k < 2; k++)
        n += (s->now[j * 2 + k] && s->now[j * 2 + k] != pick[k]) +
             (pick[k] && !s->pos[pick[k] - 1]);
    return n;
}

/* Table j played by pairs a (NS) and b (EW), indices + 1 (a host NS at its own table), then
 * the tables after it. */
static void seat_pair(struct search *s, unsigned j, unsigned played, unsigned seated,
                      unsigned moves, unsigned a, unsigned b)
{
    if (s->pin[j] && b == s->pin[j]) {
        b = a;
        a = s->pin[j];
    }
    s->pick[j * 2] = a;
    s->pick[j * 2 + 1] = b;
    s->used[a - 1] = s->used[b - 1] = 1;
    search(s, j + 1, played + 1, seated + 2, moves + moved(s, j, a, b));
    s->used[a - 1] = s->used[b - 1] = 0;
    s->pick[j * 2] = s->pick[j * 2 + 1] = 0;
}

/* Whether i and k (indices) may sit at table j as hosts go: the host who stays there against
 * a pair that hosts nowhere, or neither a host. */
static int at_home(const struct search *s, unsigned j, unsigned i, unsigned k)
{
    unsigned a = s->home[s->pair[i]], b = s->home[s->pair[k]];
    if (s->pin[j])
        return (i + 1 == s->pin[j] && !b) || (k + 1 == s->pin[j] && !a);
    return !a && !b;
}

/* Whether i and k (indices) may play table j against each other. */
static int can(const struct search *s, unsigned j, unsigned i, unsigned k)
{
    return i != k && !s->used[i] && !s->used[k] && s->ok[(size_t)i * s->nt + j] &&
           s->ok[(size_t)k * s->nt + j] && !s->meets[(size_t)i * s->np + k] &&
           at_home(s, j, i, k);
}

/* Table j's choices: the pairs there now first (so the seating as it is comes first and ties
 * keep it), then every other pair of pairs that fit, then nobody. */
static void search(struct search *s, unsigned j, unsigned played, unsigned seated,
                   unsigned moves)
{
    if (++s->nodes > NODE_BUDGET)
        return;
    unsigned left = s->nt - j, more = still_fit(s, j) / 2;
    uint64_t least = s->np - 2 * (played + (left < more ? left : more));
    if (least * s->k * s->k + moves >= s->best_score)
        return; /* even seating the rest cannot beat the best found */
    if (j == s->nt) {
        uint64_t v = score(s);
        if (v < s->best_score) {
            s->best_score = v;
            memcpy(s->best, s->pick, (size_t)s->nt * 2 * sizeof *s->best);
        }
        return;
    }
    unsigned a = s->now[j * 2], b = s->now[j * 2 + 1];
    if (a && b && can(s, j, a - 1, b - 1))
        seat_pair(s, j, played, seated, moves, a, b);
    for (unsigned i = 0; i < s->np; i++)
        for (unsigned k = i + 1; k < s->np; k++) {
            if ((i + 1 == a && k + 1 == b) || (i + 1 == b && k + 1 == a) || !can(s, j, i, k))
                continue;
            int flip = k + 1 == a || i + 1 == b; /* whoever sat here keeps the seat */
            seat_pair(s, j, played, seated, moves, flip ? k + 1 : i + 1, flip ? i + 1 : k + 1);
        }
    search(s, j + 1, played, seated, moves + moved(s, j, 0, 0));
}

/* The index (+ 1) of table t among the round's tables with a seating chosen, else 0. */
static unsigned chosen(const struct search *s, unsigned t)
{
    for (unsigned j = 0; j < s->nt; j++)
        if (s->table[j] == t && s->best[j * 2])
            return j + 1;
    return 0;
}

/* Round r as the best seating says: the chosen pairs take their seats; a pair sitting out
 * at a table nobody played (facing an absent pair) keeps its seat there when nobody plays it
 * still (so the guide can say whose seat went unused); other present pairs leave theirs. */
static void apply(struct search *s)
{
    struct bm_movement *m = (struct bm_movement *)s->m;
    memset(s->used, 0, s->np);
    for (unsigned j = 0; j < s->nt; j++)
        for (unsigned k = 0; s->best[j * 2] && k < 2; k++)
            s->used[s->best[j * 2 + k] - 1] = 1;
    for (unsigned t = 1; t <= m->tables; t++) {
        struct bm_cell *c = bm_cell_at(m, s->r, t);
        unsigned j = chosen(s, t);
        int played = bm_cell_played(m, c, s->r);
        for (unsigned k = 0; k < 2; k++) {
            unsigned p = c->seat[k];
            if (j)
                c->seat[k] = s->pair[s->best[(j - 1) * 2 + k] - 1];
            else if (p && bm_is_present(m, p, s->r) && (played || s->used[s->idx[p] - 1]))
                c->seat[k] = 0;
        }
    }
}

/* Whether the round as it is seats a pair on boards it plays in another round or against a
 * pair it meets in another round (an older plan allowed it where nothing better was found),
 * or a host away from its table or EW there: then the best clash-free seating replaces it,
 * whatever its score. */
static int clashes(const struct search *s)
{
    for (unsigned j = 0; j < s->nt; j++) {
        unsigned a = s->now[j * 2], b = s->now[j * 2 + 1];
        if (a && b && (!s->ok[(size_t)(a - 1) * s->nt + j] ||
                       !s->ok[(size_t)(b - 1) * s->nt + j] ||
                       s->meets[(size_t)(a - 1) * s->np + (b - 1)] ||
                       !at_home(s, j, a - 1, b - 1) || (s->pin[j] && b == s->pin[j])))
            return 1;
    }
    return 0;
}

/* Seat round r at its best, hosts at home; *better = 1 when that changed it. BM_ENOMEM. */
static enum bm_status best_round(struct bm_movement *m, unsigned r, const unsigned *home,
                                 int *better)
{
    size_t P = (size_t)m->participants + 1, T = (size_t)m->tables;
    struct search s = {.m = m, .r = r, .best_score = UINT64_MAX, .k = 3 * P + 1, .home = home};
    unsigned *idx = bm_calloc(P, sizeof *idx);
    s.pair = bm_calloc(P, sizeof *s.pair);
    s.table = bm_calloc(T + 1, sizeof *s.table);
    s.next = bm_calloc(P, 1);
    s.used = bm_calloc(P, 1);
    s.pos = bm_calloc(P, sizeof *s.pos);
    s.now = bm_calloc(T * 2 + 1, sizeof *s.now);
    s.pick = bm_calloc(T * 2 + 1, sizeof *s.pick);
    s.best = bm_calloc(T * 2 + 1, sizeof *s.best);
    s.pin = bm_calloc(T + 1, sizeof *s.pin);
    enum bm_status st = idx && s.pair && s.table && s.next && s.used && s.pos && s.now &&
                                s.pick && s.best && s.pin ? prepare(&s, idx) : BM_ENOMEM;
    *better = 0;
    if (!st) {
        memcpy(s.pick, s.now, T * 2 * sizeof *s.pick);
        for (unsigned i = 0; i < s.np; i++)
            s.used[i] = s.pos[i] != 0;
        uint64_t before = clashes(&s) ? UINT64_MAX : score(&s);
        memset(s.pick, 0, T * 2 * sizeof *s.pick);
        memset(s.used, 0, P);
        search(&s, 0, 0, 0, 0);
        *better = s.best_score < before;
    }
    s.idx = idx;
    if (*better)
        apply(&s);
    free(idx), free(s.pair), free(s.table), free(s.next), free(s.used), free(s.pos);
    free(s.now), free(s.pick), free(s.best), free(s.ok), free(s.meets), free(s.pin);
    return st;
}

/* Each round at its best, again until none improves. BM_ENOMEM. */
static enum bm_status each_round(struct bm_movement *m, unsigned from, const unsigned *home)
{
    int changed = 1;
    enum bm_status st = BM_OK;
    for (unsigned pass = 0; !st && changed && pass < MAX_PASSES; pass++) {
        changed = 0;
        for (unsigned r = from; !st && r <= m->rounds; r++) {
            int better = 0;
            st = best_round(m, r, home, &better);
            changed |= better;
        }
    }
    return st;
}

/* Every pair's party table (0: none), which the searches keep it at; NULL out of memory. */
static unsigned *homes_of(const struct bm_movement *m)
{
    unsigned *home = bm_calloc((size_t)m->participants + 1, sizeof *home);
    for (unsigned p = 1; home && p <= m->participants; p++)
        home[p] = bm_party_home(m, p);
    return home;
}

enum bm_status bm_change_optimize_rounds(struct bm_movement *m, unsigned from)
{
    unsigned *home = homes_of(m);
    if (!home)
        return BM_ENOMEM;
    enum bm_status st = each_round(m, from, home);
    free(home);
    return st;
}

/* Then the rounds where a pair sits out twice running, two at a time (twice.c), and each
 * round again after them; each step lowers the pairs sitting out twice running, so few
 * steps are taken. */
enum bm_status bm_change_optimize(struct bm_movement *m, unsigned from)
{
    int changed = 1;
    unsigned *home = homes_of(m);
    if (!home)
        return BM_ENOMEM;
    enum bm_status st = each_round(m, from, home);
    for (unsigned pass = 0; !st && changed && pass < MAX_PASSES; pass++) {
        st = bm_change_pair_rounds(m, from, home, &changed);
        if (!st && changed)
            st = each_round(m, from, home);
    }
    free(home);
    return st;
}
