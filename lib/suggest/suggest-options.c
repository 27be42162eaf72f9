/* SPDX-License-Identifier: MIT */
/* The recommender's request (the set `suggest`, options/suggest-keys.c) as it reads it; the
 * values were checked when they were set. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "options/options.h"
#include "suggest/suggest-private.h"
#include "util/message.h"

/* A number key whose word ("any") means no limit: none_value then. */
static unsigned limit(const struct bm_options *o, const char *key, unsigned none_value)
{
    uint64_t x = bm_options_number(o, key);
    return x == UINT64_MAX ? none_value : (unsigned)x;
}

/* The field: exactly one of pairs, teams and players. */
static enum bm_status field(struct bm_request *r, const struct bm_options *o)
{
    static const char *const keys[] = {"pairs", "teams", "players"};
    static const enum bm_event events[] = {BM_EVENT_PAIRS, BM_EVENT_TEAMS, BM_EVENT_INDIVIDUAL};
    unsigned given = 0;
    for (unsigned i = 0; i < 3; i++)
        if (bm_options_given(o, keys[i])) {
            given++;
            r->event = events[i];
            r->participants = (unsigned)bm_options_number(o, keys[i]);
        }
    if (given == 0)
        return bm_fail(BM_EINVAL, "say how many play: pairs=N, teams=N or players=N");
    if (given > 1)
        return bm_fail(BM_EINVAL, "give one field: pairs=N, teams=N or players=N, not two");
    return BM_OK;
}

/* "24-28" or "24" (checked by the key). */
static void boards(struct bm_request *r, const char *v)
{
    char *end;
    r->boards_lo = r->boards_hi = (unsigned)strtoul(v, &end, 10);
    if (*end == '-')
        r->boards_hi = (unsigned)strtoul(end + 1, NULL, 10);
}

/* "any", "N" or "LO-HI" (checked by the key): *lo..*hi, 0..UINT_MAX for any; the one value the
 * families are asked for, or 0 when the range holds more than one. */
static unsigned range(unsigned *lo, unsigned *hi, const char *v)
{
    if (strcmp(v, "any") == 0) {
        *lo = 0;
        *hi = UINT_MAX;
        return 0;
    }
    char *end;
    *lo = *hi = (unsigned)strtoul(v, &end, 10);
    if (*end == '-')
        *hi = (unsigned)strtoul(end + 1, NULL, 10);
    return *lo == *hi ? *lo : 0;
}

/* A rate "6.5" (checked by the key) in tenths of a minute. */
static unsigned tenths(const char *v)
{
    char *end;
    unsigned x = 10 * (unsigned)strtoul(v, &end, 10);
    return *end == '.' ? x + (unsigned)(end[1] - '0') : x;
}

static void clock_rates(struct bm_suggest_rates *r, const struct bm_options *o)
{
    r->board = tenths(bm_options_value(o, "minutes_per_board"));
    r->change = tenths(bm_options_value(o, "minutes_per_change"));
    r->stands = tenths(bm_options_value(o, "minutes_for_stands"));
    r->moves = tenths(bm_options_value(o, "minutes_for_moves"));
}

enum bm_status bm_suggest_request_read(struct bm_suggest_request *q, const struct bm_options *o)
{
    enum bm_status st = bm_options_expect(o, &bm_options_suggest, "bm_suggest");
    memset(q, 0, sizeof *q);
    if (!st)
        st = field(&q->req, o);
    if (st)
        return st;
    boards(&q->req, bm_options_value(o, "boards"));
    q->req.rounds = range(&q->rounds_lo, &q->rounds_hi, bm_options_value(o, "rounds"));
    q->req.boards_per_round = range(&q->per_round_lo, &q->per_round_hi,
                                    bm_options_value(o, "boards_per_round"));
    q->minutes = limit(o, "minutes", UINT_MAX);
    clock_rates(&q->rates, o);
    q->max_stands = limit(o, "max_stands", UINT_MAX);
    q->copies = limit(o, "copies", 0);
    q->stationary = (unsigned)bm_options_number(o, "stationary");
    q->sharing = bm_options_choice(o, "sharing") == 0;
    q->one_winner = bm_options_choice(o, "one_winner") == 1;
    q->order = (enum bm_suggest_order)bm_options_choice(o, "order");
    return BM_OK;
}
