/* SPDX-License-Identifier: MIT */
/* Maximum-weight matching on a general graph (Edmonds' blossoms with the primal-dual weights
 * of Galil's O(n^3) form), written for Swiss pairing: the graph is the field, an edge a possible
 * match and its weight how much the pairing wants it. A greedy pairing can miss a round without
 * repeats that exists; this cannot. */
#ifndef BM_SWISS_MATCHING_H
#define BM_SWISS_MATCHING_H

#include <stdint.h>

#include <bridgemove/status.h>

/* The most vertices a matching takes (its tables hold vertex numbers in 16 bits and grow as
 * 4 (2n)^2 bytes: 16 MB at the bound). */
#define BM_MATCHING_MAX 2000

/* A matching of greatest total weight on vertices 0..n-1 (n <= BM_MATCHING_MAX), w[i * n + j]
 * the weight of edge {i, j} (symmetric, >= 0; 0 means no edge; at most 2^50 so that the dual
 * sums stay in 64 bits). mate[i] receives i's partner or -1. BM_OK, BM_ERANGE, BM_ENOMEM. */
enum bm_status bm_matching_max_weight(int32_t *mate, const int64_t *w, uint32_t n);

#endif
