/* SPDX-License-Identifier: MIT */
/* A late pair that a change seated (it has no seat before it arrives): what it does from its
 * arrival, in words that are true of the grid: a party table's host stays NS at one table; any
 * other plays as a rover, each round at the seat its card gives; and who sits out each round
 * from its arrival (the pairs it displaces among them). A late pair of a spec (`late=`) keeps
 * the seats of the movement and is described where it is called. */
#include <stdlib.h>

#include "guide/guide-private.h"
#include "util/alloc.h"

/* The table (0: none) and seat pair p has at a played table in round r. */
static unsigned plays_at(const struct bm_movement *m, unsigned p, unsigned r, unsigned *seat)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        for (unsigned k = 0; k < 2; k++)
            if (c->seat[k] == p && bm_cell_played(m, c, r)) {
                *seat = k;
                return t;
            }
    }
    return 0;
}

static int seated_before(const struct bm_movement *m, unsigned p, unsigned a)
{
    for (unsigned r = 1; r < a; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && (c->seat[0] == p || c->seat[1] == p))
                return 1;
        }
    return 0;
}

/* The one table pair p sits NS at in every round it plays from a, else 0. */
static unsigned host_table(const struct bm_movement *m, unsigned p, unsigned a)
{
    unsigned table = 0, seat = 0;
    for (unsigned r = a; r <= m->rounds && bm_is_present(m, p, r); r++) {
        unsigned t = plays_at(m, p, r, &seat);
        if (!t)
            continue;
        if (seat || (table && t != table))
            return 0;
        table = t;
    }
    return table;
}

static int sits_out(const struct bm_movement *m, unsigned q, unsigned r)
{
    unsigned seat;
    return bm_is_present(m, q, r) && !plays_at(m, q, r, &seat);
}

/* " Sitting out from then on: round 3 pair 4; round 9 pairs 8, 10." for rounds a.. */
static void put_sitting_out(struct bm_buf *b, const struct bm_movement *m, unsigned a)
{
    int any = 0;
    for (unsigned r = a; r <= m->rounds; r++) {
        unsigned n = 0;
        for (unsigned q = 1; q <= m->participants; q++)
            n += (unsigned)sits_out(m, q, r);
        if (!n)
            continue;
        bm_buf_printf(b, "%s round %u pair%s", any ? ";" : " Sitting out from then on:", r,
                      n > 1 ? "s" : "");
        for (unsigned q = 1, i = 0; q <= m->participants; q++)
            if (sits_out(m, q, r))
                bm_buf_printf(b, "%s %u", i++ ? "," : "", q);
        any = 1;
    }
    bm_buf_puts(b, any ? ".\n" : " Nobody sits out from then on.\n");
}

/* Whether some late pair hosts a party table. */
static int party_host(const struct bm_movement *m)
{
    for (unsigned q = 1; q <= m->participants; q++) {
        unsigned a = m->arrive_at[q];
        if (a > 1 && !bm_is_phantom(m, q) && !seated_before(m, q, a) && host_table(m, q, a))
            return 1;
    }
    return 0;
}

int bm_guide_put_late(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    unsigned a = m->arrive_at[p];
    if (a <= 1 || bm_is_phantom(m, p) || seated_before(m, p, a))
        return 0;
    unsigned host = host_table(m, p, a);
    if (host)
        bm_buf_printf(b, "Pair %u arrives for round %u and sits NS at table %u every round, "
                         "hosting a pair that would sit out.", p, a, host);
    else
        bm_buf_printf(b, "Pair %u arrives for round %u and plays as a rover, at the seat its "
                         "card gives each round; the pair whose seat it takes %s.", p, a,
                      party_host(m) ? "plays at the party table" : "sits out that round");
    put_sitting_out(b, m, a);
    return 1;
}

/* Rounds from f in which pair p (gone) still has a seat facing a pair that sits out: *all
 * says whether that is every round from f; the rounds into list (count returned). */
static unsigned left_seats(const struct bm_movement *m, unsigned p, unsigned f, unsigned *list,
                           int *all)
{
    unsigned n = 0;
    *all = 1;
    for (unsigned r = f; r <= m->rounds; r++) {
        int here = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            for (unsigned k = 0; c->active && k < 2; k++)
                here |= c->seat[k] == p && c->seat[1 - k] && sits_out(m, c->seat[1 - k], r);
        }
        if (here)
            list[n++] = r;
        else
            *all = 0;
    }
    return n;
}

int bm_guide_put_leaver(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    unsigned f = m->phantom_from[p], *list = bm_calloc((size_t)m->rounds + 1, sizeof *list);
    if (!list) {
        b->failed = 1;
        return 1;
    }
    int all = 0;
    unsigned n = left_seats(m, p, f, list, &all);
    if (!all) {
        bm_buf_printf(b, "Pair %u leaves after round %u: ", p, f - 1);
        if (!n)
            bm_buf_puts(b, "other pairs take its seats, nobody sits out for it.\n");
        for (unsigned i = 0; i < n; i++)
            bm_buf_printf(b, "%s%u", i ? ", " : n > 1 ? "its opponents sit out in rounds "
                                                      : "its opponent sits out in round ",
                          list[i]);
        if (n)
            bm_buf_puts(b, "; other pairs take its seats in the other rounds.\n");
    }
    free(list);
    return !all;
}
