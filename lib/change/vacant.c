/* SPDX-License-Identifier: MIT */
/* The seats of a pair absent for the rest of the session: what a late pair takes, whether it
 * arrives before or after the pair leaves, so that the order of the two changes does not
 * decide where it plays. */
#include "change/change-private.h"
#include "model/model.h"

unsigned bm_change_seat_of(const struct bm_movement *m, unsigned p, unsigned r, unsigned *k)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        for (unsigned i = 0; c->active && i < 2; i++)
            if (c->seat[i] == p) {
                *k = i;
                return t;
            }
    }
    return 0;
}

unsigned bm_change_vacant(const struct bm_movement *m, unsigned from)
{
    unsigned best = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        int absent = 1, seated = 0;
        for (unsigned r = from; absent && r <= m->rounds; r++) {
            unsigned k;
            absent = !bm_is_present(m, p, r);
            seated |= bm_change_seat_of(m, p, r, &k) != 0;
        }
        if (absent && seated && (!best || (bm_is_phantom(m, p) && !bm_is_phantom(m, best))))
            best = p;
    }
    return best;
}
