/* SPDX-License-Identifier: MIT */
/* A second late pair at a party table (Hill's Web movements: "If you already have a rover and
 * a(nother) pair arrives late, you can add a party table ... The pairs bumped by the rover
 * don't sit out - they're invited to the party table"): the late pair sits NS at a new table
 * and each round plays a pair that would sit out, on a set neither of them plays anywhere
 * else, from the new table's own copy. Used when some pair sits out in every round from the
 * late pair's arrival; a depth-first search picks the guests and their boards. */
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

#define NODE_BUDGET 200000ul

struct party {
    const struct bm_movement *m; /* the grown movement: the party table idle */
    unsigned char *plays;        /* [participant * (sets + 1) + set]: plays it somewhere */
    unsigned char *used;         /* [set]: the party pair has it */
    unsigned *guest, *set;       /* by round */
    unsigned long nodes;
};

/* Whether p is present in round r and seated nowhere. */
static int sits_out(const struct bm_movement *m, unsigned p, unsigned r)
{
    if (!bm_is_present(m, p, r))
        return 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (c->active && (c->seat[0] == p || c->seat[1] == p))
            return 0;
    }
    return 1;
}

static int place(struct party *y, unsigned r, unsigned host)
{
    const struct bm_movement *m = y->m;
    if (r > m->rounds)
        return 1;
    if (++y->nodes > NODE_BUDGET)
        return 0;
    for (unsigned q = 1; q <= m->participants; q++) {
        if (q == host || !sits_out(m, q, r))
            continue;
        for (unsigned s = 1; s <= m->sets; s++) {
            if (y->used[s] || y->plays[(size_t)q * (m->sets + 1) + s])
                continue;
            y->used[s] = 1;
            y->guest[r] = q;
            y->set[r] = s;
            if (place(y, r + 1, host))
                return 1;
            y->used[s] = 0;
            if (y->nodes > NODE_BUDGET)
                return 0;
        }
    }
    return 0;
}

static void log_plays(struct party *y)
{
    const struct bm_movement *m = y->m;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!bm_cell_played(m, c, r))
                continue;
            y->plays[(size_t)c->seat[0] * (m->sets + 1) + c->set] = 1;
            y->plays[(size_t)c->seat[1] * (m->sets + 1) + c->set] = 1;
        }
}

enum bm_status bm_party_plan(int *found, unsigned *guest, unsigned *set,
                             const struct bm_movement *m, unsigned host, unsigned from)
{
    struct party y = {m, NULL, NULL, guest, set, 0};
    y.plays = bm_calloc(((size_t)m->participants + 1) * (m->sets + 1), 1);
    y.used = bm_calloc((size_t)m->sets + 1, 1);
    enum bm_status st = y.plays && y.used ? BM_OK : BM_ENOMEM;
    if (!st) {
        log_plays(&y);
        *found = place(&y, from, host);
    }
    free(y.plays);
    free(y.used);
    return st;
}
