/* SPDX-License-Identifier: MIT */
/* Which cells play their boards: the one rule every module that follows boards round the room
 * shares (the analysis counts n from it, the scoring schedules its plays from it). */
#include "model/model.h"

int bm_cell_played(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *x = bm_cell_at(m, r, t);
    if (!x->active || !x->set)
        return 0;
    for (unsigned k = 0; k < bm_seat_count(m); k++)
        if (!x->seat[k] || x->seat[k] > m->participants || !bm_is_present(m, x->seat[k], r))
            return 0;
    return 1;
}
