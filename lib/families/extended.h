/* SPDX-License-Identifier: MIT */
/* The extended Mitchell, shared with the Bowman builder (its dual). */
#ifndef BM_FAMILIES_EXTENDED_H
#define BM_FAMILIES_EXTENDED_H

#include "model/model.h"

/* Extended Mitchell for T tables. */
enum bm_status bm_extended_new(struct bm_movement **out, unsigned tables, int modified,
                               unsigned boards_per_set, char *msg, size_t msg_size);

#endif
