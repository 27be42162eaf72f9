/* SPDX-License-Identifier: MIT */
/* A teams event's membership as the writers list it: each team's members in participant
 * order, gathered in one pass (a pass over every participant for each team cost teams x
 * participants, seconds for the largest events), and the text header's form " 1+5 2+6 ..."
 * ("-" for an empty team), shared by the grid text and the losses the exchange writers name. */
#ifndef BM_FORMATS_TEAMS_H
#define BM_FORMATS_TEAMS_H

#include "model/model.h"
#include "util/buf.h"

/* Teams 1..teams, each a list of its members in participant order: first[k] is team k's first
 * member (0: none), next[p] the member after p (0: p is the last). */
struct bm_team_lists {
    unsigned teams, *first, *next;
};

/* The lists of m's teams (bm_movement_teams()); BM_ENOMEM if they cannot be made. */
enum bm_status bm_team_lists_make(struct bm_team_lists *l, const struct bm_movement *m);
void bm_team_lists_free(struct bm_team_lists *l);

/* The membership in the text header's form into b (b fails if out of memory). */
void bm_put_teams(struct bm_buf *b, const struct bm_movement *m);

#endif
