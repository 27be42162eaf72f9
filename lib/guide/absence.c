/* SPDX-License-Identifier: MIT */
/* Who misses a round and why, in the guide's words: a phantom is absent, a late pair has not
 * yet arrived, a leaver has left; the sit-out is a table that never plays (no table to set up);
 * a pair of a team event is named by its team. */
#include <string.h>

#include "guide/guide-private.h"
#include "model/plays.h"
#include "util/alloc.h"

const char *bm_guide_absence(const struct bm_movement *m, unsigned p, unsigned r, int clause)
{
    if (bm_is_present(m, p, r))
        return NULL;
    if (bm_is_phantom(m, p))
        return clause ? "is absent" : "absent";
    if (r < m->arrive_at[p])
        return clause ? "has not yet arrived" : "not yet arrived";
    return "has left";
}

unsigned char *bm_guide_sitout_tables(const struct bm_movement *m)
{
    unsigned char *sitout = bm_calloc((size_t)m->tables + 1, 1);
    if (sitout && m->plays) { /* known already: a card asks it of every table */
        memcpy(sitout, m->plays->sitout, (size_t)m->tables + 1);
        return sitout;
    }
    for (unsigned t = 1; sitout && t <= m->tables; t++) {
        unsigned active = 0, plays = 0;
        for (unsigned r = 1; r <= m->rounds && !plays; r++) {
            active += bm_cell_at(m, r, t)->active;
            plays += (unsigned)bm_cell_played(m, bm_cell_at(m, r, t), r);
        }
        sitout[t] = active && !plays;
    }
    return sitout;
}

void bm_guide_put_who(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    if (m->team_of && m->team_of[p])
        bm_buf_printf(b, "team %u", m->team_of[p]);
    else
        bm_buf_printf(b, "%s %u", bm_participant_word(m->event), p);
}
