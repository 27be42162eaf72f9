/* SPDX-License-Identifier: MIT */
/* The station layout of a 1-rotational Howell: the n = 2T - 1 board sets circulate through n
 * stations, set (station + r) mod n at station `station` in round r, so every set moves down one
 * station a round. Tables are the T stations a rotation plays at, numbered in station order
 * (table 1 = station 0, the stationary pair's); every other station is a relay stand, fed by
 * the next table up the path. The French club guide's charts ("Table 1, Relais, Relais,
 * Table 2, ...", boards "décalées d'un cran en descendant, sans oublier les relais") read
 * exactly so. */
#include <stdio.h>

#include "families/howell/howell.h"

/* Entry indices of the rotation in station order (entry 0, station 0, first). */
static void station_order(unsigned *order, const struct howell_rotation *r)
{
    for (unsigned i = 0; i < r->tables; i++)
        order[i] = i;
    if (r->shared || r->p)
        return;
    for (unsigned i = 1; i < r->tables; i++)
        for (unsigned j = i; j > 0 && r->station[order[j - 1]] > r->station[order[j]]; j--) {
            unsigned t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
}

enum bm_status bm_howell_shared_first(struct bm_movement *m, unsigned round, unsigned table)
{
    unsigned k = m->boards_per_set, T = m->tables;
    return k >= T ? bm_movement_set(m, round, table, BM_FIELD_FIRST, 1 + (table - 1) * (k / T))
                  : BM_OK;
}

static enum bm_status fill_grid(struct bm_movement *m, const struct howell_rotation *r,
                                const unsigned *order, unsigned rounds, int odd)
{
    unsigned n = r->n;
    for (unsigned round = 1; round <= rounds; round++)
        for (unsigned t = 1; t <= r->tables; t++) {
            unsigned e = order[t - 1], shift = round - 1;
            unsigned ns = e == 0 ? (odd ? 0 : n + 1) : bm_howell_add(r, r->ns[e], shift) + 1;
            unsigned ew = e == 0 ? shift + 1 : bm_howell_add(r, r->ew[e], shift) + 1;
            unsigned set = r->shared ? shift + 1 : bm_howell_add(r, r->station[e], shift) + 1;
            enum bm_status st = bm_movement_set_pairs(m, round, t, ns, ew, set);
            if (!st && r->shared)
                st = bm_howell_shared_first(m, round, t);
            if (st)
                return st;
        }
    return BM_OK;
}

/* One stand for the station; boards reach it from table `from` (feeder) on their way to
 * table `to`, and it holds the set of its station in rounds 1..rounds. */
static enum bm_status add_relay(struct bm_movement *m, unsigned station, unsigned n,
                                unsigned rounds, const unsigned *ends, unsigned index,
                                unsigned count)
{
    char name[96];
    unsigned from = ends[0], to = ends[1];
    if (count > 1)
        snprintf(name, sizeof name, "relay %u of %u between tables %u and %u", index, count,
                 to, from);
    else
        snprintf(name, sizeof name, "relay between tables %u and %u", to, from);
    unsigned id;
    enum bm_status st = bm_movement_add_stand(&id, m, name, from, 1);
    for (unsigned round = 1; !st && round <= rounds; round++)
        st = bm_movement_stand_push(m, round, id, (station + round - 1) % n + 1, 1);
    return st;
}

/* The tables above and below station c on the board path (boards move down a station). */
static void neighbours(unsigned *ends, const unsigned *table_of, unsigned n, unsigned c)
{
    unsigned up = (c + 1) % n, down = (c + n - 1) % n;
    while (!table_of[up])
        up = (up + 1) % n;
    while (!table_of[down])
        down = (down + n - 1) % n;
    ends[0] = table_of[up];
    ends[1] = table_of[down];
}

enum bm_status bm_howell_add_relays(struct bm_movement *m, const unsigned *table_of,
                                    unsigned n, unsigned rounds)
{
    /* stands in board-path order, from the boards leaving the lowest station for the top */
    for (unsigned c = n; c-- > 0;) {
        if (table_of[c])
            continue;
        unsigned hi = c, lo = c, ends[2];
        while (!table_of[(hi + 1) % n])
            hi = (hi + 1) % n;
        while (!table_of[(lo + n - 1) % n])
            lo = (lo + n - 1) % n;
        neighbours(ends, table_of, n, c);
        unsigned count = (hi + n - lo) % n + 1, index = (hi + n - c) % n + 1;
        enum bm_status st = add_relay(m, c, n, rounds, ends, index, count);
        if (st)
            return st;
    }
    return BM_OK;
}

/* Stands of a rotation: tables numbered in station order (table 1 at station 0). */
static enum bm_status add_relays(struct bm_movement *m, const struct howell_rotation *r,
                                 const unsigned *order)
{
    unsigned table_of[HOWELL_MAX_POINTS] = {0};
    for (unsigned t = 1; t <= r->tables; t++)
        table_of[r->station[order[t - 1]]] = t;
    return bm_howell_add_relays(m, table_of, r->n, m->rounds);
}

enum bm_status bm_howell_layout_build(struct bm_movement **out, const struct howell_rotation *r,
                                   unsigned rounds, int odd, unsigned boards_per_set)
{
    *out = NULL;
    unsigned order[HOWELL_MAX_TABLES];
    station_order(order, r);
    struct bm_movement *m;
    enum bm_status st = bm_movement_new(&m, BM_EVENT_PAIRS, rounds, r->tables,
                                        odd ? r->n : r->n + 1, r->n, boards_per_set);
    if (st)
        return st;
    st = fill_grid(m, r, order, rounds, odd);
    if (!st && !r->shared && !r->p)
        st = add_relays(m, r, order);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
