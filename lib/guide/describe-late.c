/* SPDX-License-Identifier: MIT */
/* A late pair that a change seated (it has no seat before it arrives): what it does from its
 * arrival, in words that are true of the grid: a pair that takes an empty seat (a table that
 * played before) or hosts a party table (a table set up for its arrival) stays NS at one
 * table; any other plays as a rover, each round at the seat its card gives; and who sits out each round
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

/* Whether table t plays in some round before a (else it is a party table set up for a). */
static int table_before(const struct bm_movement *m, unsigned t, unsigned a)
{
    for (unsigned r = 1; r < a; r++)
        if (bm_cell_at(m, r, t)->active)
            return 1;
    return 0;
}

/* The first round in which a late pair hosts a party table (0: none ever does). */
static unsigned party_from(const struct bm_movement *m)
{
    unsigned from = 0;
    for (unsigned q = 1; q <= m->participants; q++) {
        unsigned a = m->arrive_at[q];
        unsigned t = a > 1 && !bm_is_phantom(m, q) && !seated_before(m, q, a)
                         ? host_table(m, q, a) : 0;
        if (t && !table_before(m, t, a) && (!from || a < from))
            from = a;
    }
    return from;
}

/* " (it sits out in rounds 9, 14)" when rover p, arrived for round a, does not play every
 * round: the card then says so, and the front page must not promise a seat each round. */
static void put_own_sitouts(struct bm_buf *b, const struct bm_movement *m, unsigned p, unsigned a)
{
    unsigned n = 0;
    for (unsigned r = a; r <= m->rounds; r++)
        n += (unsigned)sits_out(m, p, r);
    for (unsigned r = a, i = 0; n && r <= m->rounds; r++)
        if (sits_out(m, p, r))
            bm_buf_printf(b, "%s%u", i++ ? ", " : n > 1 ? " (it sits out in rounds "
                                                       : " (it sits out in round ", r);
    if (n)
        bm_buf_puts(b, ")");
}

/* The party table (0: none) at which pair p plays in round r: a table set up for its host's
 * arrival, the host NS there every round. */
static unsigned at_party(const struct bm_movement *m, unsigned p, unsigned r)
{
    unsigned seat = 0, t = plays_at(m, p, r, &seat);
    if (!t || !seat)
        return 0;
    unsigned host = bm_cell_at(m, r, t)->seat[0], a = m->arrive_at[host];
    return a > 1 && !seated_before(m, host, a) && host_table(m, host, a) == t &&
                   !table_before(m, t, a) ? t : 0;
}

/* " (round 3 at the party table, table 8)": the rounds rover p, arrived for round a, plays
 * at a party table itself (the new pairs of an added table meet there first). */
static void put_party_rounds(struct bm_buf *b, const struct bm_movement *m, unsigned p,
                             unsigned a)
{
    unsigned n = 0, table = 0;
    for (unsigned r = a; r <= m->rounds; r++) {
        unsigned t = at_party(m, p, r);
        n += t > 0;
        table = t ? t : table;
    }
    for (unsigned r = a, i = 0; n && r <= m->rounds; r++)
        if (at_party(m, p, r))
            bm_buf_printf(b, "%s%u", i++ ? ", " : n > 1 ? " (rounds " : " (round ", r);
    if (n)
        bm_buf_printf(b, " at the party table, table %u)", table);
}

/* Whether a pair leaves while rover p, arrived for round a, plays: the rover may then take
 * its seat, and nobody sits out for it. */
static int takes_left_seat(const struct bm_movement *m, unsigned p, unsigned a)
{
    for (unsigned q = 1; q <= m->participants; q++) {
        unsigned f = m->phantom_from[q];
        if (q != p && f > 1 && !bm_is_phantom(m, q) && f <= m->rounds &&
            bm_is_present(m, p, f > a ? f : a))
            return 1;
    }
    return 0;
}

/* Where the pair a rover arriving for round a displaces goes: it sits out, or plays at the
 * party table once a host has arrived (from round `party` on); where the rover takes the seat
 * of a pair that has left (`left`), nobody is displaced. */
static void put_displaced(struct bm_buf *b, unsigned a, unsigned party, int left)
{
    if (left)
        bm_buf_puts(b, "; where it takes the seat of a pair that has left, nobody sits out "
                       "for it; elsewhere the pair whose seat it takes ");
    else
        bm_buf_puts(b, "; the pair whose seat it takes ");
    if (party && party <= a)
        bm_buf_puts(b, "plays at the party table.");
    else if (party)
        bm_buf_printf(b, "sits out that round, and from round %u on plays at the party "
                         "table.", party);
    else
        bm_buf_puts(b, "sits out that round.");
}

int bm_guide_put_late(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    unsigned a = m->arrive_at[p];
    if (a <= 1 || bm_is_phantom(m, p) || seated_before(m, p, a))
        return 0;
    unsigned host = host_table(m, p, a);
    if (host && table_before(m, host, a)) {
        bm_buf_printf(b, "Pair %u arrives for round %u and takes the empty NS seat at table %u "
                         "every round: its opponents there no longer sit out.", p, a, host);
    } else if (host) {
        bm_buf_printf(b, "Pair %u arrives for round %u and hosts a party table: table %u, set "
                         "up for round %u, where it sits NS every round against a pair that "
                         "would sit out.", p, a, host, a);
    } else {
        bm_buf_printf(b, "Pair %u arrives for round %u and plays as a rover, at the seat its "
                         "card gives each round", p, a);
        put_party_rounds(b, m, p, a);
        put_own_sitouts(b, m, p, a);
        put_displaced(b, a, party_from(m), takes_left_seat(m, p, a));
    }
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
