/* SPDX-License-Identifier: MIT */
/* A pair arriving late (Hill's Web movements, "half tables, late pairs, rovers, and party
 * tables"): it takes the seats of a pair absent for the rest of the session (the half table's
 * phantom, or a pair that has left) where there is one; else, where some pair sits out every
 * round from its arrival (the pairs a rover bumps), it hosts them at a party table; otherwise
 * it plays as a rover. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static const char *const seat_name[] = {"NS", "EW"};

/* The late pair n takes the seats of pair q from round `from` on. */
static enum bm_status take_seats(struct bm_change *c, unsigned n, unsigned q, unsigned from)
{
    struct bm_movement *m = c->m;
    enum bm_status st = bm_change_say(c, "Pair %u arrives for round %u and takes the place of "
                                         "pair %u (%s):", n, from, q,
                                      bm_is_phantom(m, q) ? "the half table's missing pair"
                                                          : "which has left");
    for (unsigned r = from; !st && r <= m->rounds; r++) {
        unsigned k, t = bm_change_seat_of(m, q, r, &k);
        if (!t) {
            st = bm_change_say(c, "  round %u: pair %u sits out", r, n);
            continue;
        }
        bm_cell_at(m, r, t)->seat[k] = n;
        char boards[48];
        bm_change_boards(boards, sizeof boards, m, bm_cell_at(m, r, t)->set);
        st = bm_change_say(c, "  round %u: %s at table %u against pair %u, %s", r, seat_name[k],
                           t, bm_cell_at(m, r, t)->seat[1 - k], boards);
    }
    return st;
}

/* The late pair n plays as a rover from round `from` on: seated with the other late pairs
 * (reseat.c), so that the order in which pairs come and go matters as little as it can. */
static enum bm_status rove(struct bm_change *c, unsigned n, unsigned from)
{
    enum bm_status st = bm_change_say(c, "Pair %u arrives for round %u and plays as a rover: "
                                         "each round it takes a free seat where there is one, "
                                         "else the seat of a pair, which sits out that round.",
                                      n, from);
    return st ? st : bm_change_reseat(c, from, 1);
}

/* The late pair n hosts a party table from round `from` on, when every round has a guest:
 * *out the change, else NULL. */
static enum bm_status party(struct bm_change **out, const struct bm_movement *m, unsigned n,
                            unsigned from)
{
    *out = NULL;
    struct bm_change *c;
    enum bm_status st = bm_change_start(&c, m, m->tables + 1, n);
    unsigned *guest = NULL, *set = NULL;
    int found = 0;
    if (!st)
        st = bm_movement_set_arrival(c->m, n, from);
    if (!st && (!(guest = bm_calloc((size_t)m->rounds + 1, sizeof *guest)) ||
                !(set = bm_calloc((size_t)m->rounds + 1, sizeof *set))))
        st = BM_ENOMEM;
    if (!st)
        st = bm_party_plan(&found, guest, set, c->m, n, from);
    unsigned t = c ? c->m->tables : 0;
    if (!st && found)
        st = bm_change_say(c, "Pair %u arrives for round %u and sits NS at table %u, a party "
                              "table with its own copy of the boards it plays: each round it "
                              "hosts a pair that would sit out.", n, from, t);
    for (unsigned r = from; !st && found && r <= m->rounds; r++) {
        char boards[48];
        bm_change_boards(boards, sizeof boards, c->m, set[r]);
        st = bm_party_round(c, r, n, guest[r], set[r]);
        if (!st)
            st = bm_change_say(c, "  round %u: pair %u plays EW at table %u against pair %u, %s",
                               r, guest[r], t, n, boards);
    }
    free(guest);
    free(set);
    if (st || !found)
        bm_change_free(c);
    else
        *out = c;
    return st;
}

/* Whether pair n has a seat in every round from `from` on. */
static int seated_from(const struct bm_movement *m, unsigned n, unsigned from)
{
    unsigned k;
    for (unsigned r = from; r <= m->rounds; r++)
        if (!bm_change_seat_of(m, n, r, &k))
            return 0;
    return 1;
}

/* The late pair n takes pair q's seats (q > 0) or roves. */
static enum bm_status seat_or_rove(struct bm_change **out, const struct bm_movement *m,
                                   unsigned n, unsigned q, unsigned from)
{
    struct bm_change *c;
    enum bm_status st = bm_change_start(&c, m, m->tables, n);
    if (!st)
        st = bm_movement_set_arrival(c->m, n, from);
    if (!st && q)
        st = take_seats(c, n, q, from);
    if (!st && q && !seated_from(c->m, n, from)) /* a rover has some of q's seats */
        st = bm_change_reseat(c, from, 0);
    else if (!st && !q)
        st = rove(c, n, from);
    if (st)
        bm_change_free(c);
    else
        *out = c;
    return st;
}

enum bm_status bm_change_late_now(struct bm_change **out, const struct bm_movement *m,
                                  unsigned pair, unsigned round)
{
    BM_OUT_PARAM(out);
    enum bm_status st = bm_change_check(m, round);
    if (st)
        return st;
    if (pair != m->participants + 1)
        return bm_fail(BM_EINVAL,
                       "the late pair takes the next number, %u (the movement has pairs 1..%u)",
                       m->participants + 1, m->participants);
    struct bm_change *c = NULL;
    unsigned q = bm_change_vacant(m, round);
    if (!q)
        st = party(&c, m, pair, round);
    if (!st && !c)
        st = seat_or_rove(&c, m, pair, q, round);
    if (!st)
        st = bm_change_fill(c, round); /* a pair sitting out may fit a free seat */
    return bm_change_finish(out, c, st);
}
