/* SPDX-License-Identifier: MIT */
/* Individual movements developed from one initial round over a group: the whist tournaments
 * (whist.c), the near-whist and balanced forms shipped as data, and the choice of rounds for a
 * partial individual (rounds.c). The family itself (layouts, boards, descriptor) is
 * lib/families/individual.c. */
#ifndef BM_FAMILIES_INDIVIDUAL_BASE_H
#define BM_FAMILIES_INDIVIDUAL_BASE_H

#include <bridgemove/bridgemove.h>

#define BM_IND_MAX_TABLES 16
#define BM_IND_MAX_ELEMENTS 64

/* The group Z_m0 x Z_m1 x Z_m2, element c0 + m0 (c1 + m1 c2); n = its order. */
struct bm_ind_group {
    unsigned n, dims, mod[3];
};

/* An initial round: tables of (N, S, E, W) group codes, n = the fixed player oo. Elements on
 * no table sit out of the round. Round g seats every code c as c + g (oo stays oo). */
struct bm_ind_base {
    struct bm_ind_group G;
    unsigned tables;
    unsigned seat[BM_IND_MAX_TABLES][4];
};

/* Z_n. */
struct bm_ind_group bm_ind_cyclic(unsigned n);
/* a + b in G (oo + anything = oo). */
unsigned bm_ind_add(const struct bm_ind_group *G, unsigned a, unsigned b);
/* The player number of a code: element c is player c, 0 is player n, oo is player n + 1. */
unsigned bm_ind_player(const struct bm_ind_group *G, unsigned code);

/* The initial round of a whist tournament Wh(v), v = 0 or 1 mod 4; 0 if the library has none. */
int bm_ind_whist_base(struct bm_ind_base *B, unsigned v);
/* Turn the tables of a whist tournament's initial round round (which partner pair sits NS) for
 * the most even competition. */
enum bm_status bm_ind_balance(struct bm_ind_base *B);

/* For a partial individual: the `rounds` of the n rounds of B (1-based, increasing, in
 * chosen[]) whose competition is the most even found, every player sitting out as many of
 * them as any other, give or take one. Deterministic. */
enum bm_status bm_ind_choose_rounds(unsigned *chosen, const struct bm_ind_base *B,
                                    unsigned rounds);
/* The same, with the cost of the choice: the sit-outs' sum of squares weighted above any sum
 * of s^2, plus the sum of s^2 (one board a round); the lower, the more even the competition.
 * Two bases of one size compare by it. */
enum bm_status bm_ind_choose_rounds_cost(unsigned *chosen, long long *cost,
                                         const struct bm_ind_base *B, unsigned rounds);

#endif
