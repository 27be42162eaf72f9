/* SPDX-License-Identifier: MIT */
/* The session clock: how long a candidate takes, from the request's rates (the keys
 * minutes_per_board, minutes_per_change, minutes_for_stands and minutes_for_moves of the set
 * `suggest`). Every table plays the largest set of a round, so a round lasts that many boards
 * whoever sits out; the changes between rounds come on top, and a round runs slower when
 * boards wait on a relay stand or a sharing table, or when pairs must read a card to move. */
#include "suggest/suggest-private.h"

unsigned bm_suggest_minutes(const struct bm_candidate *c, const struct bm_suggest_rates *rates)
{
    const unsigned *n = c->number;
    unsigned rounds = n[BM_SUGGEST_ROUNDS];
    unsigned long long tenths = (unsigned long long)rounds * n[BM_SUGGEST_BOARDS_PER_ROUND] *
                                rates->board;
    if (rounds > 1)
        tenths += (unsigned long long)(rounds - 1) * rates->change;
    if (n[BM_SUGGEST_STANDS] || (n[BM_SUGGEST_SHARED_TABLES] && c->event != BM_EVENT_TEAMS))
        tenths += (unsigned long long)rounds * rates->stands;
    if (c->complex_moves)
        tenths += (unsigned long long)rounds * rates->moves;
    unsigned long long minutes = (tenths + 5) / 10;
    return minutes > 0xffffffffull ? 0xffffffffu : (unsigned)minutes;
}
