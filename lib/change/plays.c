/* SPDX-License-Identifier: MIT */
/* Whether a pair plays in a round, or sits out: the questions the leaving, the re-seating and
 * the searches all ask. */
#include "change/change-private.h"
#include "model/model.h"

int bm_change_plays(const struct bm_movement *m, unsigned p, unsigned r)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *x = bm_cell_at(m, r, t);
        if ((x->seat[0] == p || x->seat[1] == p) && bm_cell_played(m, x, r))
            return 1;
    }
    return 0;
}

int bm_change_idle(const struct bm_movement *m, unsigned p, unsigned r)
{
    return r >= 1 && r <= m->rounds && bm_is_present(m, p, r) && !bm_change_plays(m, p, r);
}

unsigned bm_change_idle_round(const struct bm_movement *m, unsigned r)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        n += (unsigned)bm_change_idle(m, p, r);
    return n;
}

unsigned bm_change_idle_count(const struct bm_movement *m, unsigned first)
{
    unsigned n = 0;
    for (unsigned r = first; r <= m->rounds; r++)
        n += bm_change_idle_round(m, r);
    return n;
}
