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

/* The session clock's rates, in tenths of a minute (suggest-clock.c). */
struct bm_suggest_rates {
    unsigned board, change, stands, moves;
};

struct bm_suggest_request {
    struct bm_request req;  /* rounds and boards_per_round: the one value of a range, or 0 */
    unsigned rounds_lo, rounds_hi;           /* 0, UINT_MAX: any */
    unsigned per_round_lo, per_round_hi;     /* boards a round; 0, UINT_MAX: any */
    unsigned minutes;                        /* the session available; UINT_MAX: any */
    struct bm_suggest_rates rates;
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
    unsigned number[BM_SUGGEST_OPPONENTS_MET + 1]; /* by enum bm_suggest_number */
    unsigned opponents;    /* the others of the field one could meet (teams, pairs, players) */
    double sd, sd_switched, apples;
    int has_switched;
    int complete;          /* every participant plays every board, bar the rounds sat out */
    int complete_strict;   /* ... and no round sat out */
    unsigned one_board_rounds; /* rounds of one board only (suggest-measure.c) */
    unsigned turning;      /* pairs that sit both NS and EW (all players of an individual) */
    double told;           /* pairs a change of round must be told one by one (suggest-moves.c) */
    unsigned minutes;      /* the session clock's estimate (suggest-clock.c) */
    double cost;           /* order=rank's utility, lower first (suggest-utility.c) */
    enum bm_event event;
    struct bm_movement *m; /* while bm_suggest runs: to drop a movement offered twice */
};

struct bm_suggestions {
    char *request;         /* the options' one-line form */
    size_t unmeasured;     /* offers that fit but were left out by the work budget */
    struct bm_candidate *c;
    size_t n, cap;
};

/* The figures of the movement a candidate's spec builds (suggest-measure.c), in steps from
 * the cheapest: those read off the grid and boards (BM_OK or BM_ENOMEM); then, for a
 * candidate that meets the request, the analysis (balance, one winner, completeness, the
 * last-round switch), BM_EUNSUPPORTED when its rule check says it does not play (it is left
 * out). */
enum bm_status bm_suggest_measure(struct bm_candidate *c, const struct bm_movement *m);
enum bm_status bm_suggest_measure_balance(struct bm_candidate *c, const struct bm_movement *m);

/* The pairs a director tells their move one by one, on average over the changes of round
 * (suggest-moves.c); BM_ENOMEM. */
enum bm_status bm_suggest_moves(struct bm_candidate *c, const struct bm_movement *m);
/* The share of the field (two a table) told its move one by one at a change of round, 0..1:
 * c->told for pairs, every player of an individual (suggest-moves.c). */
double bm_suggest_told_share(const struct bm_candidate *c);

/* The fewest opponents any one of the field meets, and the field less one
 * (suggest-opponents.c); BM_ENOMEM. */
enum bm_status bm_suggest_opponents(struct bm_candidate *c, const struct bm_movement *m);

/* The candidate's length in minutes by the request's rates (suggest-clock.c). */
unsigned bm_suggest_minutes(const struct bm_candidate *c, const struct bm_suggest_rates *rates);

/* The most boards the request's minutes= hold in whole rounds of k boards, by the clock's
 * rates for boards and changes alone (stands and moves may take a round more: the filter
 * sees them), suggest-clock.c. */
unsigned bm_suggest_boards_in(const struct bm_suggest_request *q, unsigned k);

/* minutes=N admits a movement the clock puts at most this many minutes over N: the clock is
 * an estimate to the minute and a director's session of 150 minutes does not stop a
 * movement that takes 151 (the 7-round Howell of 3 boards, the standard for 7 pairs). The
 * ranking still charges each minute over (suggest-utility.c). */
#define BM_SUGGEST_MINUTES_OVER 2u

/* Whether a measured candidate meets the request (suggest-filter.c). */
int bm_suggest_fits(const struct bm_candidate *c, const struct bm_suggest_request *o);
/* Whether an offered spec (parsed) misses the request by what it says of its rounds and
 * boards a round, before it is built (suggest-filter.c). */
int bm_suggest_spec_misses(const struct bm_options *spec, const struct bm_suggest_request *q);

/* The candidate's one-line reason (suggest-reason.c); BM_ENOMEM. */
enum bm_status bm_suggest_reason(struct bm_candidate *c);

/* Sort the list by the request's order (suggest-rank.c). */
void bm_suggest_rank(struct bm_suggestions *list, const struct bm_suggest_request *o);

/* The cost order=rank sorts by, in points, lower first (suggest-utility.c). */
double bm_suggest_cost(const struct bm_candidate *c, const struct bm_suggest_request *q);

/* The balance per board played that the ranking compares (suggest-measure.c). */
double bm_suggest_balance(const struct bm_candidate *c);

#endif
