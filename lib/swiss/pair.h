/* SPDX-License-Identifier: MIT */
/* One Swiss round's pairing: who meets whom, and who has the bye. */
#ifndef BM_SWISS_PAIR_H
#define BM_SWISS_PAIR_H

#include <stdint.h>

#include <bridgemove/status.h>

/* The largest field a Swiss event takes. */
#define BM_SWISS_MAX_FIELD 1000

/* No opponent: the bye. */
#define BM_SWISS_BYE UINT32_MAX

/* The pairing methods (the event file's "method"; doc/swiss.md). */
enum bm_swiss_method {
    BM_SWISS_OPTIMAL = 0, /* maximum-weight matching: the regulations' two rules (pair.c) */
    BM_SWISS_MONRAD = 1,  /* down the standings, 1 v 2, 3 v 4 (pair-greedy.c) */
    BM_SWISS_DUTCH = 2    /* each score group's top half against its bottom half */
};

/* The most steps the Monrad and Dutch searches take before the optimal round is kept. */
#define BM_SWISS_SEARCH_STEPS 200000u

/* What a pairing has to know: the standings and the history. Participants are 0..n-1. */
struct bm_swiss_history {
    uint32_t n;
    const uint32_t *order; /* order[k]: the participant in place k (0 the leader) */
    const uint8_t *met;    /* met[i * n + j]: i and j have met */
    const uint32_t *byes;  /* byes[i]: byes i has had */
    const double *score;   /* score[i]: the score groups of the Dutch method; NULL all level */
    enum bm_swiss_method method;
    int *fell_back;        /* optional: set when Monrad or Dutch kept the optimal round */
};

/* What a pairing costs, compared lexicographically: a bye out of turn (to one who has had
 * more byes than another; bm_swiss_pair_round never gives one), then repeat meetings, then
 * the sum over the matches of the squared distance of the two places (the bye is a match
 * against place n). */
struct bm_swiss_cost {
    uint32_t bye_out_of_turn;
    uint32_t repeats;
    uint64_t distance;
};

/* The pairing of least cost: opp[i] receives i's opponent or BM_SWISS_BYE; *cost its cost.
 * A round without repeat meetings is found whenever one exists. */
enum bm_status bm_swiss_pair_round(uint32_t *opp, struct bm_swiss_cost *cost,
                                   const struct bm_swiss_history *h);

/* Monrad or Dutch (h->method): the first round without repeats in the method's order, found
 * by a bounded depth-first search; 1 found, 0 not (none, or the bound reached), -1 ENOMEM. */
int bm_swiss_pair_greedy(uint32_t *opp, const struct bm_swiss_history *h);

/* The cost of a pairing opp (opp[i] = j, or BM_SWISS_BYE) under the same rules. */
struct bm_swiss_cost bm_swiss_pairing_cost(const uint32_t *opp, const struct bm_swiss_history *h);

#endif
