/* SPDX-License-Identifier: MIT */
/* The recommender (include/bridgemove/suggest.h): the request, a measured candidate, and the
 * steps from one to the other, one file each. */
#ifndef BM_SUGGEST_PRIVATE_H
#define BM_SUGGEST_PRIVATE_H

#include <stddef.h>

#include <bridgemove/bridgemove.h>
#include <bridgemove/suggest.h>

#include "descriptor/family.h"

enum bm_suggest_order { ORDER_RANK, ORDER_BALANCE, ORDER_SIMPLICITY, ORDER_BOARDS };

struct bm_suggest_request {
    struct bm_request req;
    unsigned max_stands;    /* UINT_MAX: any */
    unsigned copies;        /* 0: any */
    unsigned stationary;    /* participants who must keep their seat */
    int sharing;            /* 0: no two tables share boards in a round */
    int one_winner;         /* 1: one field first */
    enum bm_suggest_order order;
};

/* The request from options of the set `suggest` (suggest-options.c): BM_EINVAL for other
 * options, or no field or two. */
enum bm_status bm_suggest_request_read(struct bm_suggest_request *q, const struct bm_options *o);

/* One candidate and its figures. */
struct bm_candidate {
    char *spec, *reason;
    const char *plan;      /* the switch plan of sd_switched, "" when none */
    unsigned number[BM_SUGGEST_COPIES + 1]; /* by enum bm_suggest_number */
    double sd, sd_switched, apples;
    int has_switched;
    int complete;          /* every participant plays every board, bar the rounds sat out */
    int complete_strict;   /* ... and no round sat out */
    enum bm_event event;
    struct bm_movement *m; /* while bm_suggest runs: to drop a movement offered twice */
};

struct bm_suggestions {
    char *request;         /* the options' one-line form */
    struct bm_candidate *c;
    size_t n, cap;
};

/* The figures of the movement a candidate's spec builds (suggest-measure.c): BM_OK,
 * BM_ENOMEM, or BM_EUNSUPPORTED for a movement that does not play (it is left out). */
enum bm_status bm_suggest_measure(struct bm_candidate *c, const struct bm_movement *m);

/* Whether a measured candidate meets the request (suggest-filter.c). */
int bm_suggest_fits(const struct bm_candidate *c, const struct bm_suggest_request *o);

/* The candidate's one-line reason (suggest-reason.c); BM_ENOMEM. */
enum bm_status bm_suggest_reason(struct bm_candidate *c);

/* Sort the list by the request's order (suggest-rank.c). */
void bm_suggest_rank(struct bm_suggestions *list, const struct bm_suggest_request *o);

/* The balance per board played that the ranking compares (suggest-rank.c). */
double bm_suggest_balance(const struct bm_candidate *c);

#endif
