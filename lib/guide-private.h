/* SPDX-License-Identifier: MIT */
/* Helpers shared by the guide's translation units (guide.c, guide-json.c, describe.c). */
#ifndef BM_GUIDE_PRIVATE_H
#define BM_GUIDE_PRIVATE_H

#include "bm-private.h"

/* Where (set, copy) is during round r: place, lowest table or stand, number of tables. */
enum bm_place bm_guide_locate(unsigned *number, unsigned *count, const struct bm_movement *m,
                              unsigned r, unsigned set, unsigned copy);
/* Whether the cell (r, t) is played: active, with a set, every seat taken by a participant
 * present in round r. */
int bm_guide_cell_plays(const struct bm_movement *m, unsigned r, unsigned t);
/* The lowest table other than t holding the same (set, copy) in round r, 0 if none. */
unsigned bm_guide_shares_with(const struct bm_movement *m, unsigned r, unsigned t);
/* Lowercase seat names: "ns", "ew", "north", ... (index by enum bm_field). */
const char *bm_guide_seat_key(enum bm_field f);
/* "boards 7-9" / "board 7" for a set. */
void bm_guide_put_boards(struct bm_buf *b, const struct bm_movement *m, unsigned set);
/* The description, appended to b (describe.c). */
void bm_guide_put_description(struct bm_buf *b, const struct bm_movement *m);
/* A JSON string literal (guide-json.c). */
void bm_guide_put_json_string(struct bm_buf *b, const char *s);

#endif
