/* SPDX-License-Identifier: MIT */
/* Whist tournament initial rounds found by tools/whist-search.c and tools/whist-match.c: the
 * sizes no algebraic construction in individual.c covers. Each line is the program's output for the command in
 * the comment above it (deterministic); test-individual.c checks every tournament
 * developed from them (partners once, opponents twice, everyone seated every round but one). */
#include "whist-data.h"

const struct bm_whist_starter bm_whist_starters[] = {
    /* "WHIST_EXCHANGE=1 whist-search 16 1" (seed 003's 16-player exchange needs it) */
    {16, {{15, 0, 14, 11}, {5, 10, 7, 13}, {6, 8, 12, 1}, {3, 4, 2, 9}}},
    /* every other size: "WHIST_PAIRS=1 whist-search V 1 300000 2.0 0.3" */
    {20, {{19, 0, 11, 16}, {1, 13, 3, 14}, {2, 17, 7, 9}, {5, 6, 4, 10}, {12, 15, 8, 18}}},
    {21, {{3, 4, 6, 14}, {1, 16, 8, 10}, {5, 19, 17, 20}, {11, 15, 7, 12}, {9, 18, 2, 13}}},
    {24, {{23, 0, 13, 21}, {2, 9, 8, 22}, {6, 11, 7, 17}, {1, 18, 4, 16}, {3, 5, 10, 14}, {19, 20, 12, 15}}},
    {28, {{27, 0, 15, 23}, {7, 8, 18, 22}, {5, 10, 4, 24}, {9, 26, 2, 20}, {11, 14, 6, 12}, {3, 16, 13, 25}, {1, 17, 19, 21}}},
    {32, {{31, 0, 13, 24}, {4, 8, 10, 23}, {16, 22, 1, 30}, {2, 25, 21, 28}, {5, 26, 12, 27}, {3, 6, 9, 14}, {15, 29, 11, 20}, {17, 18, 7, 19}}},
    {33, {{16, 32, 17, 23}, {5, 27, 2, 4}, {12, 26, 14, 21}, {9, 29, 1, 25}, {10, 15, 13, 28}, {19, 20, 6, 31}, {7, 30, 3, 24}, {18, 22, 8, 11}}},
    {40, {{39, 0, 8, 28}, {26, 32, 19, 35}, {6, 9, 3, 5}, {10, 31, 16, 24}, {15, 27, 7, 37}, {14, 38, 1, 33}, {12, 13, 2, 30}, {20, 25, 4, 29}, {23, 36, 11, 21}, {17, 34, 18, 22}}},
    {44, {{43, 0, 15, 23}, {10, 12, 19, 39}, {26, 31, 20, 30}, {22, 29, 11, 38}, {4, 7, 24, 25}, {8, 34, 13, 37}, {16, 27, 14, 28}, {17, 35, 2, 41}, {9, 18, 21, 42}, {6, 36, 1, 32}, {5, 33, 3, 40}}},
    {48, {{47, 0, 5, 10}, {27, 46, 14, 16}, {3, 42, 35, 36}, {24, 41, 4, 33}, {9, 32, 20, 31}, {13, 29, 11, 25}, {7, 44, 23, 26}, {12, 19, 17, 43}, {15, 40, 2, 37}, {8, 21, 22, 28}, {6, 38, 30, 34}, {1, 39, 18, 45}}},
    /* "whist-match V 1" (exact matching of a random starter's pairs; tools/README.md) */
    {52, {{51, 0, 19, 28}, {16, 32, 35, 7}, {29, 43, 22, 39}, {8, 10, 26, 47}, {31, 42, 48, 2}, {33, 40, 4, 12}, {20, 30, 17, 37}, {34, 38, 46, 49}, {44, 15, 1, 13}, {45, 18, 14, 27}, {23, 24, 25, 50}, {5, 11, 6, 21}, {41, 9, 36, 3}}},
};

const size_t bm_whist_starter_count = sizeof bm_whist_starters / sizeof bm_whist_starters[0];
