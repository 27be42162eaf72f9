/* SPDX-License-Identifier: MIT */
/* The Swiss event inside: the field, the plan, every round made and its results. */
#ifndef BM_SWISS_PRIVATE_H
#define BM_SWISS_PRIVATE_H

#include <stdint.h>

#include <bridgemove/swiss.h>

#include "swiss/pair.h"

#define BM_SWISS_FORMAT "bridgemove-swiss/1"
#define BM_SWISS_RESULTS_FORMAT "bridgemove-swiss-results/1"
#define BM_SWISS_MAX_BOARDS 100
#define BM_SWISS_MAX_RESULT 100000 /* IMPs or matchpoints of one side of a match */

/* One round: match t (0-based) is home[t] v away[t] at table t + 1, participants 1-based. */
struct bm_swiss_round {
    uint32_t *home, *away;
    double *score_home, *score_away; /* IMPs (teams) or matchpoints (pairs) */
    uint8_t *scored;                 /* the match's result is in */
    uint32_t bye;                    /* 0: none */
};

struct bm_swiss {
    enum bm_event event; /* BM_EVENT_PAIRS or BM_EVENT_TEAMS */
    uint32_t field, planned, boards, made;
    uint64_t seed;    /* 0: round 1 seeded by number, else drawn with this seed */
    double bye_score; /* VP (teams) or matchpoints (pairs) for a bye */
    enum bm_swiss_method method;
    uint32_t *keep_table; /* [field]: the draw's table a stationary side keeps, 0 none */
    struct bm_swiss_round *round; /* planned rounds, made of them filled */
};

static inline uint32_t bm_swiss_tables(const struct bm_swiss *sw)
{
    return sw->field / 2;
}

/* An empty event (no round made) with its plan checked: BM_ERANGE with the bounds. */
enum bm_status bm_swiss_alloc(struct bm_swiss **out, enum bm_event event, uint32_t field,
                              uint32_t planned, uint32_t boards, uint64_t seed);
/* Side `participant` (1-based) keeps table `table` of the draw: BM_ERANGE or BM_EINVAL (a
 * side or table named twice) with the message. */
enum bm_status bm_swiss_keep_table(struct bm_swiss *sw, uint32_t participant, uint32_t table);
/* The method's name in the event file and the options ("optimal", "monrad", "dutch"). */
const char *bm_swiss_method_name(enum bm_swiss_method m);
/* Make round made + 1 from the standings of the rounds before. */
enum bm_status bm_swiss_make_round(struct bm_swiss *sw);
/* Hand a new event to *out with its first round drawn; when st (how making sw went) or the
 * draw fails, sw is freed and the status returned. */
enum bm_status bm_swiss_open(struct bm_swiss **out, struct bm_swiss *sw, enum bm_status st);
/* Score and IMP balance of every participant after the first `rounds` rounds, and the order
 * of the standings (order[k] the 0-based participant in place k) with its tie-breaks. */
enum bm_status bm_swiss_totals(double *score, double *imps, uint32_t *order,
                               const struct bm_swiss *sw, uint32_t rounds);
/* Each participant's tie-break points after the first `rounds` rounds: the sum of the final
 * scores of the opponents it met. */
void bm_swiss_tie_points(double *tbp, const double *score, const struct bm_swiss *sw,
                         uint32_t rounds);
/* Whether every match of round r (0-based) has its result. */
int bm_swiss_round_complete(const struct bm_swiss *sw, uint32_t r);
/* The default bye score of an event: 12 VP for teams, the average of a match for pairs. */
double bm_swiss_default_bye(enum bm_event event, uint32_t boards);

#endif
