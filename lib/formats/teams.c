/* SPDX-License-Identifier: MIT */
/* Team membership, gathered in one pass and put in words (teams.h). */
#include <stdlib.h>

#include "formats/teams.h"
#include "util/alloc.h"

enum bm_status bm_team_lists_make(struct bm_team_lists *l, const struct bm_movement *m)
{
    l->teams = bm_movement_teams(m);
    l->first = bm_calloc((size_t)l->teams + 1, sizeof *l->first);
    l->next = bm_calloc((size_t)m->participants + 1, sizeof *l->next);
    if (!l->first || !l->next) {
        bm_team_lists_free(l);
        return BM_ENOMEM;
    }
    /* backwards, so that each list comes out in participant order */
    for (unsigned p = m->participants; p >= 1 && m->team_of; p--) {
        unsigned k = m->team_of[p];
        if (k) {
            l->next[p] = l->first[k];
            l->first[k] = p;
        }
    }
    return BM_OK;
}

void bm_team_lists_free(struct bm_team_lists *l)
{
    free(l->first);
    free(l->next);
    l->first = l->next = NULL;
}

void bm_put_teams(struct bm_buf *b, const struct bm_movement *m)
{
    struct bm_team_lists l;
    if (bm_team_lists_make(&l, m)) {
        b->failed = 1;
        return;
    }
    for (unsigned k = 1; k <= l.teams; k++) {
        if (!l.first[k])
            bm_buf_puts(b, " -");
        for (unsigned p = l.first[k]; p; p = l.next[p])
            bm_buf_printf(b, "%s%u", p == l.first[k] ? " " : "+", p);
    }
    bm_team_lists_free(&l);
}
