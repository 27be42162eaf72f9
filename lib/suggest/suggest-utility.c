/* SPDX-License-Identifier: MIT */
/* The utility that order=rank sorts by: a cost in points, the lower the better, adding up
 * what club directors weigh when they choose a movement (doc/choosing.md, "Ranking", gives
 * the weights and the evidence that the first choice matches published club guidance). Each
 * term is one concern, in the order a director asks about it. */
#include <limits.h>

#include "suggest/suggest-private.h"

/* Points per minute the clock says the movement runs over the session asked for. The filter
 * keeps those up to BM_SUGGEST_MINUTES_OVER over, which this orders after one that fits the
 * same way; it also orders the rest when a caller ranks an unfiltered list. */
#define PER_MINUTE_OVER 0.5
/* Without minutes=, the session a club expects for the boards asked for: the middle of the
 * range at the clock's rate a board, and a change of round every BOARDS_A_ROUND boards (the
 * usual round). Points per minute beyond it: much softer than over minutes=, since the
 * director set no limit; 20 minutes longer weigh as much as a round sat out, so that of two
 * movements that balance alike the one that keeps to the evening asked for comes first. */
#define PER_MINUTE_LONG 0.05
#define BOARDS_A_ROUND 3.0
/* With minutes=, the director means to use the session: one that ends more than this many
 * minutes early leaves the room idle (a Mitchell of 9 rounds of 2 boards, 2 h 05, for a
 * session of 3 h 30 that 9 rounds of 3 fill). Points per minute beyond, as soft as a minute
 * long without minutes=. */
#define EARLY_ON_TIME 20.0
#define PER_MINUTE_EARLY 0.05
/* A normal evening has about 7 to 14 rounds: fewer means meeting few opponents in long
 * rounds, more means many changes, short rounds and a late finish. Points per round outside:
 * more than the balance a complete movement gains over one cut to 14 rounds or fewer (a
 * 15-round Mitchell of 14½ tables balances 4 points better than its 13-round cut, which
 * clubs run), so the shape clubs run comes first and the longer one next. */
#define NORMAL_ROUNDS_LO 7u
#define NORMAL_ROUNDS_HI 14u
#define PER_ROUND_OUTSIDE 8.0
/* Within the normal evening, clubs stop at about 13 rounds (26 boards of 2-board rounds): a
 * further round gains a Mitchell of 16 or more tables about 0.05 a board of balance (one
 * point) and costs a quarter of an hour and a late finish. Points per round beyond: more
 * than that gain, less than the balance a short movement of 7 rounds loses. */
#define HABIT_ROUNDS_HI 13u
#define PER_ROUND_BEYOND_HABIT 2.0
/* One-board rounds: a change of table after every board; only when asked for. The points
 * go by the share of the rounds of one board, so that a team movement whose stanzas mix
 * one-board rounds with longer ones (6 rounds of 1 and 6 of 2 for 13 teams) is charged too. */
#define ONE_BOARD_ROUNDS 20.0
/* Some participant misses some boards: the scores do not all cover the same boards. */
#define INCOMPLETE 3.0
/* one_winner=yes and no ranking of the whole field is fair even after the switch. */
#define NOT_ONE_WINNER 30.0
/* The balance: points per unit of SD of s per board played, of the movement as run for one
 * ranking (bm_suggest_balance). A complete Howell is near 0, a good Mitchell 0.1 to 0.3. */
#define PER_BALANCE 20.0
/* Boards to prepare: each extra copy of a set needs a dealing machine or a second deal;
 * boards prepared beyond those played are work too (per boards played). */
#define PER_EXTRA_COPY 3.0
#define PER_SPARE_BOARDS 2.0
/* Room: relay and bye stands (boards wait), tables sharing boards, rounds sat out. */
#define PER_STAND 0.25
#define MOST_FOR_STANDS 2.0
#define PER_SHARED_TABLE 0.25
#define MOST_FOR_SHARING 2.0
#define PER_ROUND_OUT 1.0
/* Moves: the pairs a director must tell their move one by one at a change of round, beyond
 * the two calls everyone else follows (suggest-moves.c), cost more the more tables there are,
 * and more than in proportion (points per table squared, times the share of the field told
 * one by one: a 3-table Howell is easy, a 10-table one is not, a hesitation Mitchell has one
 * pair to tell); a specialist movement (anything but a Mitchell or a Howell) needs its own
 * cards and a director who knows it. An individual's players all move by a card. */
#define PER_TABLE_SQUARED_COMPLEX 0.1
#define SPECIALIST 4.0
/* Opponents: points for meeting none of the field (scaled by the share not met). */
#define UNMET_FIELD 4.0

static double capped(double x, double most)
{
    return x < most ? x : most;
}

/* The spec's family: the Mitchell, the Howell and the hesitation Mitchell (a Mitchell with one
 * pair that hesitates, which the moves term counts) are what every club knows; the published
 * club guidance of doc/choosing.md names all three. */
static int familiar(const char *spec)
{
    static const char *const known[] = {"mitchell:", "howell:", "hesitation:"};
    for (size_t i = 0; i < sizeof known / sizeof *known; i++) {
        size_t n = 0;
        while (known[i][n] && known[i][n] == spec[n])
            n++;
        if (!known[i][n])
            return 1;
    }
    return 0;
}

/* The session the boards asked for take, in minutes, when no minutes= is given. */
static double expected_session(const struct bm_suggest_request *q)
{
    double boards = (q->req.boards_lo + q->req.boards_hi) / 2.0;
    double changes = boards / BOARDS_A_ROUND - 1;
    return (boards * q->rates.board + (changes > 0 ? changes : 0) * q->rates.change) / 10;
}

static double time_cost(const struct bm_candidate *c, const struct bm_suggest_request *q)
{
    if (q->minutes != UINT_MAX && c->minutes > q->minutes)
        return PER_MINUTE_OVER * (c->minutes - q->minutes);
    if (q->minutes != UINT_MAX) {
        double early = (double)q->minutes - c->minutes - EARLY_ON_TIME;
        return early > 0 ? PER_MINUTE_EARLY * early : 0;
    }
    double over = c->minutes - expected_session(q);
    return over > 0 ? PER_MINUTE_LONG * over : 0;
}

static double structure_cost(const struct bm_candidate *c, const struct bm_suggest_request *q)
{
    unsigned r = c->number[BM_SUGGEST_ROUNDS];
    double cost = r < NORMAL_ROUNDS_LO   ? PER_ROUND_OUTSIDE * (NORMAL_ROUNDS_LO - r)
                  : r > NORMAL_ROUNDS_HI ? PER_ROUND_OUTSIDE * (r - NORMAL_ROUNDS_HI)
                                         : 0;
    if (r > HABIT_ROUNDS_HI)
        cost += PER_ROUND_BEYOND_HABIT * (r - HABIT_ROUNDS_HI);
    if (c->one_board_rounds && r && q->per_round_hi != 1)
        cost += ONE_BOARD_ROUNDS * c->one_board_rounds / r;
    return cost;
}

static double fairness_cost(const struct bm_candidate *c, const struct bm_suggest_request *q)
{
    double cost = c->complete ? 0 : INCOMPLETE;
    if (q->one_winner && !c->number[BM_SUGGEST_ONE_WINNER_SWITCHED])
        cost += NOT_ONE_WINNER;
    return cost + PER_BALANCE * bm_suggest_balance(c);
}

static double boards_cost(const struct bm_candidate *c)
{
    const unsigned *n = c->number;
    double cost = n[BM_SUGGEST_COPIES] > 1 ? PER_EXTRA_COPY * (n[BM_SUGGEST_COPIES] - 1) : 0;
    unsigned played = n[BM_SUGGEST_BOARDS_PLAYED], prepared = n[BM_SUGGEST_BOARDS_TO_PREPARE];
    if (played && prepared > played)
        cost += PER_SPARE_BOARDS * (prepared - played) / played;
    return cost;
}

static double room_cost(const struct bm_candidate *c)
{
    const unsigned *n = c->number;
    double cost = capped(PER_STAND * n[BM_SUGGEST_STANDS], MOST_FOR_STANDS);
    if (c->event != BM_EVENT_TEAMS) /* a match's two tables pass boards: that is no sharing */
        cost += capped(PER_SHARED_TABLE * n[BM_SUGGEST_SHARED_TABLES], MOST_FOR_SHARING);
    return cost + PER_ROUND_OUT * n[BM_SUGGEST_SIT_OUTS];
}

static double moves_cost(const struct bm_candidate *c)
{
    double t = c->number[BM_SUGGEST_TABLES];
    double cost = PER_TABLE_SQUARED_COMPLEX * t * t * bm_suggest_told_share(c);
    return c->event == BM_EVENT_PAIRS && !familiar(c->spec) ? cost + SPECIALIST : cost;
}

/* The share of the field a participant does not meet: at most one opponent (pair, team) a
 * round played, out of the others. An individual meets two a round. */
static double opponents_cost(const struct bm_candidate *c, const struct bm_suggest_request *q)
{
    unsigned others = q->req.participants > 1 ? q->req.participants - 1 : 1;
    unsigned each = c->event == BM_EVENT_INDIVIDUAL ? 2 : 1;
    unsigned played = c->number[BM_SUGGEST_ROUNDS] - c->number[BM_SUGGEST_SIT_OUTS];
    double met = (double)played * each / others;
    return met >= 1 ? 0 : UNMET_FIELD * (1 - met);
}

double bm_suggest_cost(const struct bm_candidate *c, const struct bm_suggest_request *q)
{
    return time_cost(c, q) + structure_cost(c, q) + fairness_cost(c, q) + boards_cost(c) +
           room_cost(c) + moves_cost(c) + opponents_cost(c, q);
}
