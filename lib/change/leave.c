/* SPDX-License-Identifier: MIT */
/* A pair leaving: absent from round R on; the pairs it would have met sit out those rounds. */
#include "change/change-private.h"
#include "model/model.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Whether a pair pair `pair` would have met from round `from` on sits out (a heading for
 * them only when there are some). */
static int idle_opponents(const struct bm_movement *m, unsigned pair, unsigned from)
{
    for (unsigned r = from; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!x->active || (x->seat[0] != pair && x->seat[1] != pair))
                continue;
            unsigned opp = x->seat[x->seat[0] == pair ? 1 : 0];
            if (opp && bm_is_present(m, opp, r) && !bm_change_plays(m, opp, r))
                return 1;
        }
    return 0;
}

static enum bm_status say_opponents(struct bm_change *c, unsigned pair, unsigned from)
{
    const struct bm_movement *m = c->m;
    enum bm_status st = BM_OK;
    for (unsigned r = from; !st && r <= m->rounds; r++)
        for (unsigned t = 1; !st && t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!x->active || (x->seat[0] != pair && x->seat[1] != pair))
                continue;
            unsigned opp = x->seat[x->seat[0] == pair ? 1 : 0];
            if (opp && bm_is_present(m, opp, r) && !bm_change_plays(m, opp, r))
                st = bm_change_say(c, "  round %u: pair %u sits out at table %u", r, opp, t);
        }
    return st;
}

enum bm_status bm_change_leave(struct bm_change **out, const struct bm_movement *m,
                               unsigned pair, unsigned round)
{
    BM_OUT_PARAM(out);
    enum bm_status st = bm_change_check(m, round);
    if (st)
        return st;
    if (pair < 1 || pair > m->participants || !bm_is_present(m, pair, round))
        return bm_fail(BM_ERANGE, "pair %u does not play in round %u", pair,
                       round);
    struct bm_change *c;
    st = bm_change_start(&c, m, m->tables, m->participants);
    if (!st)
        st = bm_movement_set_phantom(c->m, pair, round);
    if (!st)
        st = round > 1 ? bm_change_say(c, "Pair %u leaves after round %u.", pair, round - 1)
                       : bm_change_say(c, "Pair %u does not play.", pair);
    size_t said = c ? c->n : 0;
    if (!st)
        st = bm_change_reseat(c, round, 0);
    if (!st && c->n == said) /* nobody seated again: the opponents sit out */
        st = round > 1 ? bm_change_reword(c, said, "Pair %u leaves after round %u; from round %u "
                                                   "the pairs it would have met sit out:",
                                          pair, round - 1, round)
                       : bm_change_reword(c, said, "Pair %u does not play; the pairs it would "
                                                   "have met sit out:", pair);
    else if (!st && idle_opponents(c->m, pair, round))
        st = bm_change_say(c, "The pairs pair %u would have met that still sit out:", pair);
    if (!st)
        st = say_opponents(c, pair, round);
    return bm_change_finish(out, c, st);
}
