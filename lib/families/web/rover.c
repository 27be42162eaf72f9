/* SPDX-License-Identifier: MIT */
/* The rover and the party table of a Web movement (Hill's Web movements, WEBttdNSR /
 * WEBttdEWR): t + 1 tables, the party table t + 1 outside the normal flow of pairs and boards.
 *
 * Round 1: the two extra pairs play each other at the party table, on a deal group the party
 * table will not play later. From round 2 on, one of them (the party pair, 2t+1) stays at the
 * party table and the other (the rover, 2t+2) takes the NS (rover=ns) or EW (rover=ew) seat
 * of one regular table; the pair it bumps plays at the party table against the party pair, on
 * the deal group the rover plays there (so the bumped pair's deal groups do not change). The
 * party table has its own case of boards.
 *
 * The text does not print the rover's route ("you just have to look it up"); this file
 * chooses it by a depth-first search: the rover's deal groups must differ (a hard rule);
 * as far as possible its tables and the moving pairs at them differ too, so that nobody
 * meets the same opponents twice. The search tries the table two up from the previous one
 * first (as the rover of Table IIIa of the movements article), allows no repeated meeting,
 * then one, two, ... within a fixed node budget; past it, a greedy pass takes each round the first table with a new
 * deal group and the fewest repeats; if even that finds no new group, table 1 (whose group in
 * round r is r) every round. Only full-length sessions of several hundred tables get that far. */
#include <stdlib.h>
#include <string.h>

#include "families/web/web.h"
#include "util/alloc.h"

#define NODES_PER_LEVEL 200000ul
#define NODES_TOTAL 2000000ul

struct route {
    const struct bm_movement *m;
    unsigned tables, rounds;
    unsigned *table_of;          /* [rounds + 1]: the rover's table per round */
    unsigned *table_uses;        /* [tables + 1] */
    unsigned *pair_uses;         /* [participants + 1]: moving pairs met at those tables */
    unsigned char *group_used;   /* [sets + 1] */
    unsigned long nodes, level_nodes;
    unsigned allowed;            /* repeated meetings allowed */
};

/* Extend the route from this round on with at most r->allowed repeats in all. */
static int place(struct route *r, unsigned round, unsigned repeats)
{
    if (round > r->rounds)
        return 1;
    unsigned start = round == 2 ? 0 : r->table_of[round - 1] + 1; /* 0-based: two up */
    for (unsigned i = 0; i < r->tables; i++) {
        if (++r->level_nodes > NODES_PER_LEVEL || ++r->nodes > NODES_TOTAL)
            return 0;
        unsigned t = 1 + (start + i) % r->tables;
        const struct bm_cell *c = bm_cell_at(r->m, round, t);
        unsigned more = repeats + (r->table_uses[t] > 0) + (r->pair_uses[c->seat[1]] > 0);
        if (r->group_used[c->set] || more > r->allowed)
            continue;
        r->group_used[c->set] = 1;
        r->table_uses[t]++;
        r->pair_uses[c->seat[1]]++;
        r->table_of[round] = t;
        if (place(r, round + 1, more))
            return 1;
        r->group_used[c->set] = 0;
        r->table_uses[t]--;
        r->pair_uses[c->seat[1]]--;
    }
    return 0;
}

/* Without backtracking: each round the first table (in the same order) with a new deal group
 * and the fewest repeated meetings. Returns 0 if some round offers no new deal group. */
static int place_greedily(struct route *r)
{
    memset(r->table_uses, 0, ((size_t)r->tables + 1) * sizeof *r->table_uses);
    memset(r->pair_uses, 0, ((size_t)r->m->participants + 1) * sizeof *r->pair_uses);
    memset(r->group_used, 0, (size_t)r->m->sets + 1);
    for (unsigned round = 2; round <= r->rounds; round++) {
        unsigned start = round == 2 ? 0 : r->table_of[round - 1] + 1, best = 0, fewest = 3;
        for (unsigned i = 0; i < r->tables && fewest > 0; i++) {
            unsigned t = 1 + (start + i) % r->tables;
            const struct bm_cell *c = bm_cell_at(r->m, round, t);
            unsigned more = (r->table_uses[t] > 0) + (r->pair_uses[c->seat[1]] > 0);
            if (!r->group_used[c->set] && more < fewest) {
                best = t;
                fewest = more;
            }
        }
        if (!best)
            return 0;
        const struct bm_cell *c = bm_cell_at(r->m, round, best);
        r->group_used[c->set] = 1;
        r->table_uses[best]++;
        r->pair_uses[c->seat[1]]++;
        r->table_of[round] = best;
    }
    return 1;
}

static void find_route(struct route *r)
{
    for (r->allowed = 0; r->allowed <= 2 * r->rounds; r->allowed++) {
        r->level_nodes = 0;
        if (place(r, 2, 0))
            return;
        if (r->nodes > NODES_TOTAL)
            break;
    }
    if (place_greedily(r))
        return;
    for (unsigned round = 2; round <= r->rounds; round++) /* table 1 plays group r in round r */
        r->table_of[round] = 1;
}

/* Smallest deal group the rover does not play in rounds 2..r. */
static unsigned first_round_group(const struct bm_movement *m, const unsigned *table_of)
{
    unsigned g = 1;
    for (int again = 1; again;) {
        again = 0;
        for (unsigned round = 2; round <= m->rounds; round++)
            if (bm_cell_at(m, round, table_of[round])->set == g) {
                g++;
                again = 1;
            }
    }
    return g;
}

static enum bm_status seat_party(struct bm_movement *m, unsigned round, unsigned ns, unsigned ew,
                                 unsigned set, unsigned copy)
{
    enum bm_status st = bm_movement_set_pairs(m, round, m->tables, ns, ew, set);
    return st ? st : bm_movement_set(m, round, m->tables, BM_FIELD_COPY, copy);
}

static enum bm_status seat_rover(struct bm_movement *m, const struct web_plan *w,
                                 const unsigned *table_of)
{
    unsigned party = 2 * w->tables + 1, rover = party + 1, copy = w->cases;
    int ns = w->rover == WEB_ROVER_NS;
    unsigned g0 = first_round_group(m, table_of);
    enum bm_status st = seat_party(m, 1, ns ? rover : party, ns ? party : rover, g0, copy);
    for (unsigned round = 2; round <= w->rounds && !st; round++) {
        struct bm_cell *c = bm_cell_at(m, round, table_of[round]);
        unsigned bumped = c->seat[ns ? 0 : 1];
        c->seat[ns ? 0 : 1] = rover;
        st = seat_party(m, round, ns ? bumped : party, ns ? party : bumped, c->set, copy);
    }
    return st;
}

enum bm_status bm_web_add_rover(struct bm_movement *m, const struct web_plan *w)
{
    struct route r = {0};
    r.m = m;
    r.tables = w->tables;
    r.rounds = w->rounds;
    r.table_of = bm_calloc((size_t)w->rounds + 1, sizeof *r.table_of);
    r.table_uses = bm_calloc((size_t)w->tables + 1, sizeof *r.table_uses);
    r.pair_uses = bm_calloc((size_t)m->participants + 1, sizeof *r.pair_uses);
    r.group_used = bm_calloc((size_t)m->sets + 1, 1);
    enum bm_status st = BM_ENOMEM;
    if (r.table_of && r.table_uses && r.pair_uses && r.group_used) {
        find_route(&r);
        st = seat_rover(m, w, r.table_of);
    }
    free(r.table_of);
    free(r.table_uses);
    free(r.pair_uses);
    free(r.group_used);
    return st;
}
