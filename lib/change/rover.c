/* SPDX-License-Identifier: MIT */
/* The rover's rounds (Hill's Web movements, "half tables, late pairs, rovers, and party
 * tables"): each round the rover takes a free seat (one whose pair is absent, facing a pair
 * that would otherwise sit out) or else the seat of one pair at a table, which sits out (or is
 * invited to the party table). A free seat costs nobody a round, so it is tried first. A
 * depth-first search over the rounds, in passes from the strictest: (1) no board twice, nobody
 * displaced twice, no opponent met twice, nobody displaced next to a round it sits out anyway;
 * (2) the same without the last; (3) without the opponents; (4) no board twice, the rover
 * sitting out a round where it must. The boards and opponents the rover met before (rounds
 * outside the plan) count. The last pass does not stop at its first plan: it keeps the one
 * with the fewest rounds in which somebody sits out for the rover (the rover itself, or the
 * pair it displaces), so that a free seat later is not lost to a greedy choice now. */
#include <limits.h>
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

#define NODE_BUDGET 200000ul /* a pass that finds nothing within this many steps gives way */
#define PASSES 4u

struct search {
    const struct bm_movement *m;
    struct bm_rover_round *plan;
    unsigned rover;
    int free_ok;               /* free seats may be taken */
    unsigned char *fixed;      /* by round: outside the plan (before it, or already seated) */
    unsigned char *set_used;   /* by set: the rover has played it */
    unsigned *displaced, *met; /* by participant: times displaced, times met by the rover */
    unsigned char *idle;       /* [round * (participants + 1) + p]: sits out as things stand */
    unsigned *free_set_last;   /* by set: the last round a free seat plays it (0: none) */
    unsigned *free_opp_last;   /* by participant: the last round it faces a free seat */
    unsigned pass;
    unsigned long nodes;
    struct bm_rover_round *best; /* the last pass: the best plan so far */
    unsigned cost, best_cost;    /* rounds in which somebody sits out for the rover */
};

static unsigned char *idle_at(const struct search *s, unsigned r, unsigned p)
{
    return &s->idle[(size_t)r * (s->m->participants + 1) + p];
}

/* Whether q sits out in round r next to round `r0` (before the plan or after it). */
static int sits_out_near(const struct search *s, unsigned q, unsigned r0)
{
    const struct bm_movement *m = s->m;
    if (r0 > 1 && (*idle_at(s, r0 - 1, q) || (!s->fixed[r0 - 1] && s->plan[r0 - 1].displaced == q)))
        return 1;
    return r0 < m->rounds && *idle_at(s, r0 + 1, q);
}

/* Whether seat k at table t in round r is free: its pair absent (or none), the other present. */
static int is_free(const struct bm_movement *m, const struct bm_cell *c, unsigned r, unsigned k)
{
    unsigned q = c->seat[k], opp = c->seat[1 - k];
    return c->active && c->set && (!q || !bm_is_present(m, q, r)) && opp &&
           bm_is_present(m, opp, r);
}

/* Whether taking a seat in round r with this set and opponent would spoil a free seat of a
 * later round (the rover could not play that set, or meet that pair, there). */
static int spoils(const struct search *s, unsigned r, unsigned set, unsigned opp)
{
    return s->free_set_last[set] > r || s->free_opp_last[opp] > r;
}

/* Whether the rover may take seat k at table t in round r: `want` 2 asks for a free seat, 1
 * for a seat taken from the pair there that spoils no later free seat, 0 for any. */
static int may_take(const struct search *s, unsigned r, unsigned t, unsigned k, int want)
{
    int want_free = want == 2;
    const struct bm_movement *m = s->m;
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned q = c->seat[k], opp = c->seat[1 - k];
    if (!c->active || !c->set || s->set_used[c->set] || opp == s->rover)
        return 0;
    if (want_free) {
        if (!s->free_ok || !is_free(m, c, r, k))
            return 0;
    } else {
        if (!bm_cell_played(m, c, r) || m->arrive_at[q] > 1 || m->arrive_at[opp] > 1)
            return 0; /* late pairs keep their own places */
        if (s->pass <= 3 && s->displaced[q])
            return 0;
        if (s->pass == 1 && sits_out_near(s, q, r))
            return 0;
        if (want == 1 && spoils(s, r, c->set, opp))
            return 0;
    }
    return s->pass > 2 || !s->met[opp];
}

/* Take (on = 1) or give back (on = 0) seat k at table t in round r. */
static void mark(struct search *s, unsigned r, unsigned t, unsigned k, int on, int free_seat)
{
    const struct bm_cell *c = bm_cell_at(s->m, r, t);
    unsigned q = c->seat[k], opp = c->seat[1 - k];
    s->set_used[c->set] = (unsigned char)on;
    if (!free_seat)
        s->displaced[q] += on ? 1u : (unsigned)-1;
    s->met[opp] += on ? 1u : (unsigned)-1;
    s->plan[r] = (struct bm_rover_round){on ? t : 0, k, on && !free_seat ? q : 0,
                                         on ? c->set : 0, on && free_seat ? q : 0, 0};
}

static int place(struct search *s, unsigned r);

/* The choices of round r, free seats first; the tables tried from a different one each
 * round, EW seats first (the rover moves as an EW pair does; a stationary NS pair keeps its
 * table). */
static int try_round(struct search *s, unsigned r)
{
    const struct bm_movement *m = s->m;
    for (int want = 2; want >= 0; want--)
        for (unsigned k = 2; k-- > 0;)
            for (unsigned i = 0; i < m->tables; i++) {
                unsigned t = 1 + (i + 2 * (r - 1)) % m->tables;
                if (!may_take(s, r, t, k, want) ||
                    (want == 0 && !spoils(s, r, bm_cell_at(m, r, t)->set,
                                          bm_cell_at(m, r, t)->seat[1 - k])))
                    continue; /* (those that spoil nothing were tried already) */
                mark(s, r, t, k, 1, want == 2);
                s->cost += want != 2;
                int done = place(s, r + 1);
                s->cost -= want != 2;
                if (done)
                    return 1;
                mark(s, r, t, k, 0, want == 2);
                if (s->nodes > NODE_BUDGET)
                    return 0;
            }
    return 0;
}

/* The last pass: a complete plan, kept as the best so far; whether the search may stop
 * (nobody sits out for the rover). */
static int keep_best(struct search *s)
{
    s->best_cost = s->cost;
    for (unsigned r = 1; r <= s->m->rounds; r++)
        s->best[r] = s->plan[r];
    return s->cost == 0;
}

/* Rounds r..rounds; 1 when the search may stop (the last pass: when it found the best). */
static int place(struct search *s, unsigned r)
{
    const struct bm_movement *m = s->m;
    while (r <= m->rounds && s->fixed[r])
        r++;
    if (s->pass == PASSES && s->cost >= s->best_cost)
        return 0; /* no better than the best plan kept */
    if (r > m->rounds)
        return s->pass < PASSES || keep_best(s);
    if (++s->nodes > NODE_BUDGET)
        return 0;
    if (try_round(s, r))
        return 1;
    if (s->pass < PASSES || s->nodes > NODE_BUDGET)
        return 0;
    s->plan[r] = (struct bm_rover_round){0, 0, 0, 0, 0, 0};
    s->cost++;
    int done = place(s, r + 1);
    s->cost--;
    return done;
}

/* What the movement already says: who sits out each round, the rounds the rover is seated
 * (kept, with their boards and opponents), and the rounds before the plan. */
static void survey(struct search *s, unsigned from)
{
    const struct bm_movement *m = s->m;
    for (unsigned r = 1; r <= m->rounds; r++) {
        s->fixed[r] = r < from || !bm_is_present(m, s->rover, r);
        for (unsigned p = 1; p <= m->participants; p++)
            *idle_at(s, r, p) = (unsigned char)bm_is_present(m, p, r);
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            for (unsigned k = 0; s->free_ok && r >= from && k < 2; k++)
                if (is_free(m, c, r, k)) {
                    s->free_set_last[c->set] = r;
                    s->free_opp_last[c->seat[1 - k]] = r;
                }
            if (!bm_cell_played(m, c, r))
                continue;
            *idle_at(s, r, c->seat[0]) = *idle_at(s, r, c->seat[1]) = 0;
            for (unsigned k = 0; k < 2; k++)
                if (c->seat[k] == s->rover) {
                    s->fixed[r] = 1;
                    s->set_used[c->set] = 1;
                    s->met[c->seat[1 - k]]++;
                }
        }
    }
}

enum bm_status bm_rover_plan(struct bm_rover_round *plan, const struct bm_movement *m,
                             unsigned rover, unsigned from, int free_seats)
{
    struct search s = {m, plan, rover, free_seats, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                       0, 0, NULL, 0, UINT_MAX};
    size_t P = (size_t)m->participants + 1;
    s.fixed = bm_calloc((size_t)m->rounds + 2, 1);
    s.set_used = bm_calloc((size_t)m->sets + 1, 1);
    s.displaced = bm_calloc(P, sizeof *s.displaced);
    s.met = bm_calloc(P, sizeof *s.met);
    s.idle = bm_calloc(((size_t)m->rounds + 2) * P, 1);
    s.free_set_last = bm_calloc((size_t)m->sets + 1, sizeof *s.free_set_last);
    s.free_opp_last = bm_calloc(P, sizeof *s.free_opp_last);
    s.best = bm_calloc((size_t)m->rounds + 2, sizeof *s.best);
    enum bm_status st = s.fixed && s.set_used && s.displaced && s.met && s.idle &&
                                s.free_set_last && s.free_opp_last && s.best
                            ? BM_OK
                            : BM_ENOMEM;
    if (!st)
        survey(&s, from);
    for (s.pass = 1; !st && s.pass <= PASSES; s.pass++) {
        s.nodes = 0;
        for (unsigned r = from; r <= m->rounds; r++)
            plan[r] = (struct bm_rover_round){0, 0, 0, 0, 0, 0};
        if (place(&s, from))
            break;
    }
    if (!st && s.pass > PASSES && s.best_cost != UINT_MAX)
        for (unsigned r = from; r <= m->rounds; r++)
            plan[r] = s.best[r];
    for (unsigned r = from; !st && r <= m->rounds; r++)
        if (s.fixed[r])
            plan[r].fixed = 1;
    free(s.fixed);
    free(s.set_used);
    free(s.displaced);
    free(s.met);
    free(s.idle);
    free(s.free_set_last);
    free(s.free_opp_last);
    free(s.best);
    return st;
}
