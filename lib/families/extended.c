/* SPDX-License-Identifier: MIT */
/* The extended Mitchell (Part I of the movements article, Tables IV, IVa and V): T tables,
 * T + 2 rounds and T + 2 board sets. The sets travel a circuit of T + 2 stations, one station
 * down a round:
 *   odd T:  tables T, T-1, .., 1, then two relay stations back to table T (Table IV);
 *   even T: tables 1..T/2, a relay, tables T/2+1..T, a relay (Table V: relays 4/5 and 8/1).
 * NS pairs are stationary; EW pairs move up one table a round for T + 1 rounds (round T + 1
 * repeats round 1's places) and in round T + 2 the EW pair at table t is 2T + 1 - t.
 * With odd T this makes the EW pair T + m, m = (T + 1) / 2, meet NS pair m three times
 * (rounds 1, T + 1, T + 2: pair 4 and pair 11 in Table IV). The modification of Table IVa
 * (the default) removes it: in round T + 1 table m plays the set of table m + 1 (sharing it),
 * in round T + 2 table m plays the set of table m - 1 (sharing it) and tables m - 1 and m
 * exchange their EW pairs. Every pair still plays every set once and nobody meets anyone more
 * than twice. With even T no pair meets another three times, and the modification changes
 * nothing. */
#include <stdio.h>

#include "families/extended.h"
#include "families/families.h"
#include "util/arith.h"

/* Station (0-based) of table t on the board circuit. */
static unsigned station(unsigned T, unsigned t)
{
    if (T % 2)
        return t - 1;
    return t <= T / 2 ? t - 1 : t;
}

/* Set (1-based) on station st in round r: sets move one station down a round. */
static unsigned set_on(unsigned T, unsigned st, unsigned r)
{
    return 1 + bm_mod((long)st + (r - 1), T + 2);
}

static unsigned ew_at(unsigned T, unsigned r, unsigned t)
{
    if (r <= T + 1)
        return T + 1 + bm_mod((long)t - (long)r, T);
    return 2 * T + 1 - t;
}

static enum bm_status fill_grid(struct bm_movement *m, unsigned T, int modified)
{
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= T + 2 && !st; r++)
        for (unsigned t = 1; t <= T && !st; t++)
            st = bm_movement_set_pairs(m, r, t, t, ew_at(T, r, t), set_on(T, station(T, t), r));
    if (st || !modified || T % 2 == 0)
        return st;
    unsigned mid = (T + 1) / 2;
    st = bm_movement_set(m, T + 1, mid, BM_FIELD_SET, set_on(T, station(T, mid + 1), T + 1));
    if (!st)
        st = bm_movement_set(m, T + 2, mid, BM_FIELD_SET, set_on(T, station(T, mid - 1), T + 2));
    if (!st)
        st = bm_movement_set(m, T + 2, mid - 1, BM_FIELD_EW, ew_at(T, T + 2, mid));
    if (!st)
        st = bm_movement_set(m, T + 2, mid, BM_FIELD_EW, ew_at(T, T + 2, mid - 1));
    return st;
}

/* A relay stand holding the sets on the given stations, next to enter play first. */
static enum bm_status add_relay(struct bm_movement *m, unsigned T, unsigned from, unsigned to,
                                const unsigned *stations, unsigned n)
{
    char name[64];
    unsigned id;
    snprintf(name, sizeof name, "relay between tables %u and %u", to, from);
    enum bm_status st = bm_movement_add_stand(&id, m, name, from, 0);
    for (unsigned r = 1; !st && r <= T + 2; r++)
        for (unsigned i = 0; !st && i < n; i++)
            st = bm_movement_stand_push(m, r, id, set_on(T, stations[i], r), 1);
    return st;
}

static enum bm_status add_relays(struct bm_movement *m, unsigned T)
{
    if (T % 2) {
        /* stations T and T + 1 (0-based) lie between table 1 and table T */
        const unsigned both[2] = {T, T + 1};
        return add_relay(m, T, 1, T, both, 2);
    }
    const unsigned middle[1] = {T / 2}, end[1] = {T + 1};
    enum bm_status st = add_relay(m, T, T / 2 + 1, T / 2, middle, 1);
    return st ? st : add_relay(m, T, 1, T, end, 1);
}

enum bm_status bm_extended_grid(struct bm_movement **out, unsigned T, int modified,
                                unsigned boards_per_set)
{
    struct bm_movement *m;
    *out = NULL;
    enum bm_status st = bm_movement_new(&m, BM_EVENT_PAIRS, T + 2, T, 2 * T, T + 2,
                                        boards_per_set);
    if (st)
        return st;
    st = fill_grid(m, T, modified);
    if (!st)
        st = add_relays(m, T);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, modified, k;
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (!st)
        st = bm_param_uint(&modified, p, "modified");
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_extended_grid(&m, T, (int)modified, k);
    return bm_family_finish(out, m, st, "Extended Mitchell, %u tables%s", T,
                            T % 2 && modified ? ", last two rounds modified" : "");
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 4, .max = 1000, .required = 1,
     .help = "the number of tables (T); the movement plays T + 2 rounds"},
    {.name = "modified", .type = BM_KEY_INTEGER, .min = 0, .max = 1, .def = "1",
     .help = "1: with odd T, change the last two rounds (Table IVa) so that no pair meets "
             "another three times; 0: as Table IV"},
    {.name = NULL},
};

/* The recommender's offers: two pairs a table from 4 tables on (a phantom for an odd number),
 * T + 2 rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    char base[64];
    unsigned T = bm_serve_pairs_base(base, sizeof base, req, "extended", NULL);
    struct bm_rounds r = {T + 2, T + 2, T + 2, req->participants % 2, NULL};
    return T >= 4 ? bm_serve_rounds(req, base, &r, offer, sink) : BM_OK;
}

const struct bm_family bm_family_extended = {
    .spec.name = "extended",
    .spec.description =
        "A Mitchell with two rounds more than tables: NS pairs stay put, EW pairs move "
        "up one table, the boards pass two relay stands",
    .source = "Tables IV, IVa and V of the movements article",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
