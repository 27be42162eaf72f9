/* SPDX-License-Identifier: MIT */
/* Howell rotations found by tools/howell-search (data, not rules): "ns ew station" per moving
 * table, points of Z_(2T-1), with the population SD of s (k = 1) each achieves. */
#ifndef BM_DATA_HOWELL_DATA_H
#define BM_DATA_HOWELL_DATA_H

#include <stddef.h>

struct bm_howell_entry {
    unsigned char tables, rounds, odd; /* odd: 2T - 1 pairs */
    const char *rotation;
    double sd;
};

extern const struct bm_howell_entry bm_howell_entries[];
extern const size_t bm_howell_entry_count;

#endif
