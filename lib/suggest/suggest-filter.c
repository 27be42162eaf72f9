/* SPDX-License-Identifier: MIT */
/* The request's hard constraints on a measured candidate. */
#include "suggest/suggest-private.h"

int bm_suggest_fits(const struct bm_candidate *c, const struct bm_suggest_request *o)
{
    const unsigned *n = c->number;
    const struct bm_request *r = &o->req;
    return n[BM_SUGGEST_BOARDS_PLAYED] >= r->boards_lo &&
           n[BM_SUGGEST_BOARDS_PLAYED] <= r->boards_hi &&
           n[BM_SUGGEST_ROUNDS] >= o->rounds_lo && n[BM_SUGGEST_ROUNDS] <= o->rounds_hi &&
           n[BM_SUGGEST_BOARDS_PER_ROUND] >= o->per_round_lo &&
           n[BM_SUGGEST_BOARDS_PER_ROUND] <= o->per_round_hi && c->minutes <= o->minutes &&
           n[BM_SUGGEST_STANDS] <= o->max_stands &&
           (o->sharing || n[BM_SUGGEST_SHARED_TABLES] == 0) &&
           (!o->copies || n[BM_SUGGEST_COPIES] <= o->copies) &&
           n[BM_SUGGEST_STATIONARY] >= o->stationary;
}
