/* SPDX-License-Identifier: MIT */
/* Initial rounds of whist tournaments found by tools/whist-search.c (data, not rules). */
#ifndef BM_WHIST_DATA_H
#define BM_WHIST_DATA_H

#include <stddef.h>

/* One initial round: v players, v/4 tables of (N, S, E, W) elements of Z_n, n = v (v = 1 mod 4)
 * or v - 1 (v = 0 mod 4, element n = the fixed player oo). */
struct bm_whist_starter {
    unsigned v;
    unsigned char tables[16][4];
};

extern const struct bm_whist_starter bm_whist_starters[];
extern const size_t bm_whist_starter_count;

#endif
