/* SPDX-License-Identifier: MIT */
/* A teams event's membership as the text header writes it, " 1+5 2+6 ..." ("-" for an empty
 * team): shared by the grid text and the losses the exchange writers name. */
#ifndef BM_FORMATS_TEAMS_H
#define BM_FORMATS_TEAMS_H

#include "model/model.h"
#include "util/buf.h"

void bm_put_teams(struct bm_buf *b, const struct bm_movement *m);

#endif
