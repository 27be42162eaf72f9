/* SPDX-License-Identifier: MIT */
/* Whist tournament initial rounds found by tools/whist-search.c: the sizes no algebraic
 * construction in individual.c covers. Each line is the program's output for the command in
 * the comment above it (deterministic); test-individual.c checks every tournament
 * developed from them (partners once, opponents twice, everyone seated every round but one). */
#include "whist-data.h"

const struct bm_whist_starter bm_whist_starters[] = {
    /* "WHIST_EXCHANGE=1 whist-search 16 1" (seed 003's 16-player exchange needs it) */
    {16, {{15, 0, 14, 11}, {5, 10, 7, 13}, {6, 8, 12, 1}, {3, 4, 2, 9}}},
    /* every other size: "WHIST_PAIRS=1 whist-search V 1 300000 1.0 0.05" */
    {20, {{19, 0, 10, 13}, {6, 12, 7, 14}, {4, 18, 2, 3}, {1, 11, 8, 16}, {5, 9, 15, 17}}},
    {21, {{11, 18, 1, 14}, {5, 6, 4, 20}, {3, 15, 12, 16}, {10, 13, 8, 19}, {2, 17, 7, 9}}},
    {24, {{23, 0, 5, 6}, {3, 21, 11, 14}, {9, 19, 7, 15}, {8, 17, 12, 16}, {1, 18, 2, 4}, {10, 22, 13, 20}}},
    {28, {{27, 0, 1, 20}, {8, 15, 23, 25}, {3, 21, 10, 24}, {22, 26, 4, 14}, {2, 17, 6, 11}, {18, 19, 5, 16}, {7, 13, 9, 12}}},
    {32, {{31, 0, 12, 21}, {9, 15, 4, 7}, {10, 30, 8, 26}, {14, 22, 28, 29}, {2, 23, 16, 20}, {6, 25, 3, 5}, {11, 18, 19, 24}, {1, 17, 13, 27}}},
    {36, {{35, 0, 1, 33}, {2, 31, 6, 28}, {20, 34, 5, 12}, {13, 32, 19, 24}, {10, 22, 17, 27}, {9, 29, 8, 26}, {16, 18, 14, 25}, {21, 30, 7, 11}, {3, 4, 15, 23}}},
    {33, {{2, 26, 12, 30}, {13, 16, 5, 19}, {15, 20, 3, 29}, {21, 23, 22, 28}, {4, 8, 1, 24}, {10, 27, 14, 25}, {9, 17, 11, 32}, {18, 31, 6, 7}}},
};

const size_t bm_whist_starter_count = sizeof bm_whist_starters / sizeof bm_whist_starters[0];
