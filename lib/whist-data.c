/* SPDX-License-Identifier: MIT */
/* Whist tournament initial rounds found by tools/whist-search.c: the sizes no algebraic
 * construction in individual.c covers. Each line is the program's output for
 * "whist-search V SEED" (seed 1 unless noted); test-individual.c checks every tournament
 * developed from them (partners once, opponents twice, everyone seated every round but one). */
#include "whist-data.h"

const struct bm_whist_starter bm_whist_starters[] = {
    {16, {{15, 0, 14, 11}, {5, 10, 7, 13}, {6, 8, 12, 1}, {3, 4, 2, 9}}}, /* WHIST_EXCHANGE=1 */
    {20, {{19, 0, 4, 8}, {5, 13, 15, 6}, {1, 18, 17, 14}, {12, 7, 9, 2}, {16, 3, 10, 11}}},
    {21, {{1, 8, 17, 19}, {12, 11, 18, 13}, {20, 10, 16, 3}, {4, 7, 15, 9}, {14, 5, 2, 6}}},
    {24, {{23, 0, 15, 18}, {7, 12, 11, 5}, {22, 14, 10, 20}, {21, 17, 9, 8}, {3, 19, 16, 2}, {6, 4, 1, 13}}},
    {28, {{27, 0, 22, 26}, {21, 12, 16, 24}, {2, 3, 18, 5}, {25, 10, 19, 9}, {6, 11, 13, 20}, {17, 15, 23, 7}, {4, 1, 8, 14}}},
};

const size_t bm_whist_starter_count = sizeof bm_whist_starters / sizeof bm_whist_starters[0];
