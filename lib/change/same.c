/* SPDX-License-Identifier: MIT */
/* Whether two movements seat the same: a change made again (order.c, replay.c) is taken only
 * where making it again gives back the movement as it is. */
#include "change/change-private.h"
#include "model/model.h"

/* Whether the grids and absences of a and b are the same. */
int bm_change_same(const struct bm_movement *a, const struct bm_movement *b)
{
    if (a->rounds != b->rounds || a->tables != b->tables || a->participants != b->participants)
        return 0;
    for (unsigned r = 1; r <= a->rounds; r++)
        for (unsigned t = 1; t <= a->tables; t++) {
            const struct bm_cell *x = bm_cell_at(a, r, t), *y = bm_cell_at(b, r, t);
            if (x->seat[0] != y->seat[0] || x->seat[1] != y->seat[1] || x->set != y->set ||
                x->copy != y->copy || x->active != y->active)
                return 0;
        }
    for (unsigned p = 1; p <= a->participants; p++)
        if (a->phantom_from[p] != b->phantom_from[p] || a->arrive_at[p] != b->arrive_at[p])
            return 0;
    return 1;
}
