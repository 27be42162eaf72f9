/* SPDX-License-Identifier: MIT */
/* Team membership in words (teams.h). */
#include "formats/teams.h"

void bm_put_teams(struct bm_buf *b, const struct bm_movement *m)
{
    unsigned teams = bm_movement_teams(m);
    for (unsigned k = 1; k <= teams; k++) {
        unsigned j = 0;
        for (unsigned p = 1; p <= m->participants; p++)
            if (m->team_of[p] == k)
                bm_buf_printf(b, "%s%u", j++ ? "+" : " ", p);
        if (!j)
            bm_buf_puts(b, " -");
    }
}
