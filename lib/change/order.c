/* SPDX-License-Identifier: MIT */
/* A late pair told of after a pair that leaves later than it arrives: the events are applied
 * in the order of their rounds, not of the telling, so that both orders give the same seating.
 * Told late pair first, the rounds from its arrival to the leave round are seated (and
 * printed) before the leave is known, and the leave re-seats only the rounds from its own on;
 * told the other way round, the late pair is therefore seated as though it had been told
 * first: the leave is undone, the pair seated, the leave made again. The rounds before the
 * late pair's arrival are never touched. Undoing a leave is exact only when the leave changed
 * nothing but the pair's presence (checked: making it again must give back the movement as
 * it is); where it is not, the late pair is seated knowing of the leave (late.c). */
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/out.h"

/* The next pair of m leaving after round `round` (from a round later than it), in the order
 * of the rounds then of the pairs, after pair `after` leaving from round `from`; 0 if none. */
static unsigned next_leaver(const struct bm_movement *m, unsigned round, unsigned after,
                            unsigned from)
{
    unsigned best = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned f = m->phantom_from[p];
        if (f <= round || bm_is_phantom(m, p) || f < from || (f == from && p <= after))
            continue;
        if (!best || f < m->phantom_from[best] || (f == m->phantom_from[best] && p < best))
            best = p;
    }
    return best;
}

/* The leaves of `was` after `round`, made again on c's movement in round order: the final
 * change in *out (c, or a later one; the others freed). */
static enum bm_status leave_again(struct bm_change **out, struct bm_change *c,
                                  const struct bm_movement *was, unsigned round)
{
    enum bm_status st = BM_OK;
    for (unsigned p = next_leaver(was, round, 0, 0), f = p ? was->phantom_from[p] : 0;
         !st && p; p = next_leaver(was, round, p, f), f = p ? was->phantom_from[p] : 0) {
        struct bm_change *next = NULL;
        st = bm_change_leave(&next, c->m, p, f);
        bm_change_free(c);
        c = next;
    }
    if (st)
        bm_change_free(c);
    *out = st ? NULL : c;
    return st;
}

/* m with the leaves after `round` undone, into a new change *out; NULL when undoing them is
 * not exact (making them again does not give m back). BM_ENOMEM. */
static enum bm_status undo_leaves(struct bm_change **out, const struct bm_movement *m,
                                  unsigned round)
{
    *out = NULL;
    struct bm_change *u = NULL, *again = NULL;
    enum bm_status st = bm_change_start(&u, m, m->tables, m->participants);
    for (unsigned p = 1; !st && p <= m->participants; p++)
        if (m->phantom_from[p] > round && !bm_is_phantom(m, p))
            u->m->phantom_from[p] = 0;
    if (!st)
        st = bm_change_start(&again, u->m, m->tables, m->participants);
    if (!st)
        st = leave_again(&again, again, m, round);
    if (!st && again && bm_change_same(again->m, m))
        *out = u, u = NULL;
    bm_change_free(again);
    bm_change_free(u);
    return st == BM_ENOMEM ? BM_ENOMEM : BM_OK;
}

/* The late pair seated as though told of before the pairs leaving after its arrival: *out
 * NULL when undoing their leaves is not exact. BM_ENOMEM. */
static enum bm_status in_order(struct bm_change **out, const struct bm_movement *m,
                               unsigned pair, unsigned round)
{
    *out = NULL;
    struct bm_change *u = NULL, *c = NULL;
    enum bm_status st = undo_leaves(&u, m, round);
    if (!st && u)
        st = bm_change_late_now(&c, u->m, pair, round);
    bm_change_free(u);
    int headed = !st && c && c->n;
    char *first = headed ? bm_strdup(c->line[0]) : NULL; /* what the late pair does */
    if (headed && !first)
        st = BM_ENOMEM;
    if (!st && c)
        st = leave_again(&c, c, m, round);
    if (!st && c)
        st = bm_change_retell(c, m, round, first);
    free(first);
    if (st)
        bm_change_free(c);
    else
        *out = c;
    return st;
}

enum bm_status bm_change_late(struct bm_change **out, const struct bm_movement *m,
                              unsigned pair, unsigned round)
{
    BM_OUT_PARAM(out);
    struct bm_change *c = NULL, *ordered = NULL;
    enum bm_status st = bm_change_late_now(&c, m, pair, round); /* the checks, with the work */
    if (st || !next_leaver(m, round, 0, 0)) {
        *out = c;
        return st;
    }
    st = in_order(&ordered, m, pair, round);
    if (!st && ordered) {
        bm_change_free(c);
        c = ordered;
    }
    return bm_change_finish(out, c, st);
}
