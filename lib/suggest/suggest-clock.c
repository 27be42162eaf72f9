/* SPDX-License-Identifier: MIT */
/* The session clock: how long a candidate takes, from the request's rates (the keys
 * minutes_per_board, minutes_per_change, minutes_for_stands and minutes_for_moves of the set
 * `suggest`). Every table plays the largest set of a round, so a round lasts that many boards
 * whoever sits out; the changes between rounds come on top, and a round runs slower when
 * boards wait on a relay stand or a sharing table. A change of round runs slower by the share
 * of the field the director must tell its move one by one (suggest-moves.c): a Howell's pairs
 * nearly all, a hesitation Mitchell's one pair out of many, a Mitchell's none (an arrow
 * switch of a whole table is one call). The share, not the count: pairs read their cards at
 * the same time, so a big Howell's change is not a minute a pair. */
#include "suggest/suggest-private.h"

unsigned bm_suggest_minutes(const struct bm_candidate *c, const struct bm_suggest_rates *rates)
{
    const unsigned *n = c->number;
    unsigned rounds = n[BM_SUGGEST_ROUNDS], changes = rounds > 1 ? rounds - 1 : 0;
    double tenths = (double)rounds * n[BM_SUGGEST_BOARDS_PER_ROUND] * rates->board;
    tenths += (double)changes * rates->change;
    if (n[BM_SUGGEST_STANDS] || (n[BM_SUGGEST_SHARED_TABLES] && c->event != BM_EVENT_TEAMS))
        tenths += (double)rounds * rates->stands;
    tenths += (double)changes * rates->moves * bm_suggest_told_share(c);
    double minutes = tenths / 10 + 0.5;
    return minutes >= 4294967295.0 ? 0xffffffffu : (unsigned)minutes;
}

unsigned bm_suggest_boards_in(const struct bm_suggest_request *q, unsigned k)
{
    double round = (double)k * q->rates.board + q->rates.change;
    double rounds = round > 0 ? (10.0 * q->minutes + q->rates.change) / round : 0;
    double boards = rounds < 1 ? 0 : (double)(unsigned long long)rounds * k;
    return boards >= 4294967295.0 ? 0xffffffffu : (unsigned)boards;
}
