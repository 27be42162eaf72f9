/* SPDX-License-Identifier: MIT */
/* The request's hard constraints: on a measured candidate, and before building on what an
 * offered spec says of itself. */
#include <limits.h>

#include "options/options.h"
#include "suggest/suggest-private.h"

/* The session's minutes and the tolerance over them (suggest-private.h); minutes=any is
 * UINT_MAX. */
static int within_session(unsigned minutes, const struct bm_suggest_request *q)
{
    return q->minutes == UINT_MAX || minutes <= q->minutes + BM_SUGGEST_MINUTES_OVER;
}

int bm_suggest_fits(const struct bm_candidate *c, const struct bm_suggest_request *o)
{
    const unsigned *n = c->number;
    const struct bm_request *r = &o->req;
    return n[BM_SUGGEST_BOARDS_PLAYED] >= r->boards_lo &&
           n[BM_SUGGEST_BOARDS_PLAYED] <= r->boards_hi &&
           n[BM_SUGGEST_ROUNDS] >= o->rounds_lo && n[BM_SUGGEST_ROUNDS] <= o->rounds_hi &&
           n[BM_SUGGEST_BOARDS_PER_ROUND] >= o->per_round_lo &&
           n[BM_SUGGEST_BOARDS_PER_ROUND] <= o->per_round_hi && within_session(c->minutes, o) &&
           n[BM_SUGGEST_STANDS] <= o->max_stands &&
           (o->sharing || n[BM_SUGGEST_SHARED_TABLES] == 0) &&
           (!o->copies || n[BM_SUGGEST_COPIES] <= o->copies) &&
           n[BM_SUGGEST_STATIONARY] >= o->stationary;
}

/* A spec that names rounds=R and boards=k builds R rounds of sets of k boards (the keys every
 * family's offers share, descriptor/serve.c; test-suggest checks every listed spec against
 * its movement). Its session then lasts at least R rounds of k boards and R - 1 changes, the
 * clock with no stands and no pair told its move: past minutes=, or outside rounds= or
 * boards_per_round=, it misses the request whatever else it has, and is not built (a long
 * short Howell costs more to build than a dozen Mitchells to measure). */
int bm_suggest_spec_misses(const struct bm_options *spec, const struct bm_suggest_request *q)
{
    if (!bm_options_given(spec, "rounds") || !bm_options_given(spec, "boards"))
        return 0;
    unsigned long long rounds = bm_options_number(spec, "rounds");
    unsigned long long k = bm_options_number(spec, "boards");
    if (rounds > UINT_MAX || k > UINT_MAX)
        return 0;
    struct bm_candidate least = {0};
    least.event = q->req.event;
    least.number[BM_SUGGEST_ROUNDS] = (unsigned)rounds;
    least.number[BM_SUGGEST_BOARDS_PER_ROUND] = (unsigned)k;
    return rounds < q->rounds_lo || rounds > q->rounds_hi || k < q->per_round_lo ||
           k > q->per_round_hi || !within_session(bm_suggest_minutes(&least, &q->rates), q);
}
