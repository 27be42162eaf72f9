/* SPDX-License-Identifier: MIT */
/* The rover's rounds (Hill's Web movements, "half tables, late pairs, rovers, and party
 * tables"): each round the rover takes the seat of one pair at a table, which sits out (or is
 * invited to the party table). A depth-first search over the rounds, in three passes from the
 * strictest: (1) no board twice, nobody displaced twice, no opponent met twice; (2) the same
 * without the opponents; (3) no board twice, the rover sitting out a round where it must. */
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

#define NODE_BUDGET 200000ul /* a pass that finds nothing within this many steps gives way */

struct search {
    const struct bm_movement *m;
    struct bm_rover_round *plan;
    unsigned char *set_used;   /* by set: the rover has played it */
    unsigned *displaced, *met; /* by participant: times displaced, times met by the rover */
    unsigned pass;
    unsigned long nodes;
};

/* Whether the rover may take seat k at table t in round r. */
static int may_take(const struct search *s, unsigned r, unsigned t, unsigned k)
{
    const struct bm_movement *m = s->m;
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!bm_cell_played(m, c, r) || s->set_used[c->set])
        return 0;
    unsigned q = c->seat[k], opp = c->seat[1 - k];
    if (m->arrive_at[q] > 1 || m->arrive_at[opp] > 1) /* late pairs keep their own places */
        return 0;
    if (s->pass <= 2 && s->displaced[q])
        return 0;
    return s->pass > 1 || !s->met[opp];
}

/* Take (on = 1) or give back (on = 0) seat k at table t in round r. */
static void mark(struct search *s, unsigned r, unsigned t, unsigned k, int on)
{
    const struct bm_cell *c = bm_cell_at(s->m, r, t);
    s->set_used[c->set] = (unsigned char)on;
    if (on) {
        s->displaced[c->seat[k]]++;
        s->met[c->seat[1 - k]]++;
    } else {
        s->displaced[c->seat[k]]--;
        s->met[c->seat[1 - k]]--;
    }
    s->plan[r] = (struct bm_rover_round){on ? t : 0, k, on ? c->seat[k] : 0, on ? c->set : 0};
}

/* Rounds r..rounds; the tables tried from a different one each round, EW seats first (the
 * rover moves as an EW pair does; a stationary NS pair keeps its table). */
static int place(struct search *s, unsigned r)
{
    const struct bm_movement *m = s->m;
    if (r > m->rounds)
        return 1;
    if (++s->nodes > NODE_BUDGET)
        return 0;
    for (unsigned k = 2; k-- > 0;)
        for (unsigned i = 0; i < m->tables; i++) {
            unsigned t = 1 + (i + 2 * (r - 1)) % m->tables;
            if (!may_take(s, r, t, k))
                continue;
            mark(s, r, t, k, 1);
            if (place(s, r + 1))
                return 1;
            mark(s, r, t, k, 0);
            if (s->nodes > NODE_BUDGET)
                return 0;
        }
    if (s->pass < 3)
        return 0;
    s->plan[r] = (struct bm_rover_round){0, 0, 0, 0};
    return place(s, r + 1);
}

enum bm_status bm_rover_plan(struct bm_rover_round *plan, const struct bm_movement *m,
                             unsigned from)
{
    struct search s = {m, plan, NULL, NULL, NULL, 0, 0};
    s.set_used = bm_calloc((size_t)m->sets + 1, 1);
    s.displaced = bm_calloc((size_t)m->participants + 1, sizeof *s.displaced);
    s.met = bm_calloc((size_t)m->participants + 1, sizeof *s.met);
    enum bm_status st = s.set_used && s.displaced && s.met ? BM_OK : BM_ENOMEM;
    for (s.pass = 1; !st && s.pass <= 3; s.pass++) {
        s.nodes = 0;
        for (unsigned r = from; r <= m->rounds; r++)
            plan[r] = (struct bm_rover_round){0, 0, 0, 0};
        if (place(&s, from))
            break;
    }
    free(s.set_used);
    free(s.displaced);
    free(s.met);
    return st;
}
