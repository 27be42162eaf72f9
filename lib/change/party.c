/* SPDX-License-Identifier: MIT */
/* A table added mid-session (Hill's Web movements: a rover and a party table): two new pairs
 * arrive for round R. In round R they play each other at the new table, on boards neither
 * will meet again; from then on one of them stays NS at the new table (the party table) and
 * the other roves, and the pair the rover displaces is invited to the party table, where it
 * plays the boards it would have played at its own table, on the party table's own copy.
 * Where a round has a free seat and two pairs sitting out, the rover is planned again with
 * free seats first and the host invites a pair sitting out (bm_change_reseat()), taken where
 * that leaves fewer pairs sitting out. */
#include <stdio.h>
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* A set the rover does not play in rounds after R (for the first round's match), 0 if none. */
static unsigned spare_set(const struct bm_movement *m, const struct bm_rover_round *plan,
                          unsigned from)
{
    for (unsigned s = 1; s <= m->sets; s++) {
        int used = 0;
        for (unsigned r = from; r <= m->rounds; r++)
            used |= plan[r].set == s;
        if (!used)
            return s;
    }
    return 0;
}

enum bm_status bm_party_round(struct bm_change *c, unsigned r, unsigned ns, unsigned ew,
                              unsigned s)
{
    return bm_party_seat(c->m, r, c->m->tables, ns, ew, s);
}

static enum bm_status first_round(struct bm_change *c, unsigned n1, unsigned n2, unsigned r,
                                  unsigned s)
{
    char boards[48];
    bm_change_boards(boards, sizeof boards, c->m, s);
    enum bm_status st = bm_party_round(c, r, n1, n2, s);
    return st ? st : bm_change_say(c, "  round %u: pairs %u (NS) and %u (EW) play each other "
                                      "at table %u, %s (a copy of its own)", r, n1, n2,
                                   c->m->tables, boards);
}

static enum bm_status rover_round(struct bm_change *c, const struct bm_rover_round *p,
                                  unsigned r, unsigned n1, unsigned n2)
{
    if (!p->table)
        return bm_change_say(c, "  round %u: pairs %u and %u sit out (no table has boards new "
                                "to them)", r, n1, n2);
    struct bm_cell *x = bm_cell_at(c->m, r, p->table);
    x->seat[p->seat] = n2;
    char boards[48];
    bm_change_boards(boards, sizeof boards, c->m, p->set);
    enum bm_status st = bm_party_round(c, r, n1, p->displaced, p->set);
    return st ? st : bm_change_say(c, "  round %u: pair %u plays %s at table %u; pair %u goes "
                                      "to table %u and plays EW against pair %u; both tables "
                                      "play %s", r, n2, p->seat ? "EW" : "NS", p->table,
                                   p->displaced, c->m->tables, n1, boards);
}

/* Plan the rover from round R + 1 with a spare set for round R, or from round R without. */
static enum bm_status plan_rounds(struct bm_rover_round *plan, const struct bm_movement *m,
                                  unsigned from, unsigned *spare)
{
    *spare = 0;
    enum bm_status st = BM_OK;
    if (from < m->rounds) {
        st = bm_rover_plan(plan, m, m->participants, from + 1, 0);
        if (!st)
            *spare = spare_set(m, plan, from + 1);
    } else {
        *spare = 1;
    }
    return st || *spare ? st : bm_rover_plan(plan, m, m->participants, from, 0);
}

static enum bm_status add_table(struct bm_change *c, unsigned from)
{
    struct bm_movement *m = c->m;
    unsigned n1 = m->participants - 1, n2 = m->participants, spare;
    struct bm_rover_round *plan = bm_calloc((size_t)m->rounds + 1, sizeof *plan);
    if (!plan)
        return BM_ENOMEM;
    enum bm_status st = plan_rounds(plan, m, from, &spare);
    if (!st)
        st = bm_movement_set_arrival(m, n1, from);
    if (!st)
        st = bm_movement_set_arrival(m, n2, from);
    if (!st)
        st = bm_change_say(c, "Table %u is added for round %u: pair %u sits NS there all "
                              "session (the party table), pair %u plays as a rover and the pair "
                              "it displaces is invited to table %u. Table %u needs its own "
                              "copy of the boards it plays.", m->tables, from, n1, n2,
                           m->tables, m->tables);
    if (!st && spare)
        st = first_round(c, n1, n2, from, spare);
    for (unsigned r = spare ? from + 1 : from; !st && r <= m->rounds; r++)
        st = rover_round(c, &plan[r], r, n1, n2);
    free(plan);
    return st;
}

/* Whether some round from.. has a seat whose pair is absent (or none) facing a pair there,
 * and a second pair sitting out: the rover may take that seat and the host invite the other
 * pair, which the rover's plan (it displaces a pair, the host's guest) does not try. */
static int free_seat_left(const struct bm_movement *m, unsigned from)
{
    for (unsigned r = from; r <= m->rounds; r++) {
        unsigned idle = bm_change_idle_round(m, r);
        int free_seat = 0;
        for (unsigned t = 1; idle >= 2 && !free_seat && t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            for (unsigned k = 0; x->active && x->set && k < 2; k++)
                free_seat |= x->seat[k] && bm_is_present(m, x->seat[k], r) &&
                             (!x->seat[1 - k] || !bm_is_present(m, x->seat[1 - k], r));
        }
        if (free_seat)
            return 1;
    }
    return 0;
}

/* c's lines replaced by its final seating against m, under a headline told from it. */
static enum bm_status tell_final(struct bm_change *c, const struct bm_movement *m,
                                 unsigned from)
{
    char head[512];
    bm_table_headline(head, sizeof head, c->m, m, from);
    return bm_change_tell_final(c, m, from, head);
}

enum bm_status bm_change_add_table(struct bm_change **out, const struct bm_movement *m,
                                   unsigned round)
{
    BM_OUT_PARAM(out);
    enum bm_status st = bm_change_check(m, round);
    if (st)
        return st;
    struct bm_change *c;
    st = bm_change_start(&c, m, m->tables + 1, m->participants + 2);
    if (!st)
        st = add_table(c, round);
    size_t planned = st ? 0 : c->n;
    if (!st)
        st = free_seat_left(c->m, round) ? bm_change_reseat(c, round, 0)
                                         : bm_change_fill(c, round);
    if (!st && c->n > planned) /* seated again: the first plan's lines are no longer true */
        st = tell_final(c, m, round);
    return bm_change_finish(out, c, st);
}
