/* SPDX-License-Identifier: MIT */
/* The extended Mitchell, shared with the Bowman builder (its dual). */
#ifndef BM_FAMILIES_EXTENDED_H
#define BM_FAMILIES_EXTENDED_H

#include "model/model.h"

/* The grid and relay stands of the extended Mitchell for T >= 4 tables (unnamed). */
enum bm_status bm_extended_grid(struct bm_movement **out, unsigned tables, int modified,
                                unsigned boards_per_set);

#endif
