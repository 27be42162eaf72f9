/* SPDX-License-Identifier: MIT */
/* The figures of one candidate: read off the grid (tables, sit-outs, stationary participants,
 * tables sharing boards), the boards to prepare, the analysis (balance, apples and oranges,
 * one field or two) and, where the NS and EW fields are separate, the club's last-round
 * switch. */
#include <stdlib.h>

#include "model/model.h"
#include "suggest/suggest-private.h"
#include "util/alloc.h"
#include "util/message.h"

/* The tables that play in some round. */
static unsigned tables_used(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned t = 1; t <= m->tables; t++)
        for (unsigned r = 1; r <= m->rounds; r++)
            if (bm_cell_played(m, bm_cell_at(m, r, t), r)) {
                n++;
                break;
            }
    return n;
}

/* Whether table t shares its boards with another table in round r. */
static int shares(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    for (unsigned u = 1; u <= m->tables; u++) {
        const struct bm_cell *d = bm_cell_at(m, r, u);
        if (u != t && bm_cell_played(m, d, r) && d->set == c->set && d->copy == c->copy)
            return 1;
    }
    return 0;
}

static unsigned shared_tables(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned t = 1; t <= m->tables; t++)
        for (unsigned r = 1; r <= m->rounds; r++)
            if (bm_cell_played(m, bm_cell_at(m, r, t), r) && shares(m, r, t)) {
                n++;
                break;
            }
    return n;
}

/* Per participant: boards played, rounds played, and the seat (table * 4 + slot) kept, or
 * UINT_MAX once it moves. */
struct seat_log {
    unsigned boards, rounds, seat;
};

static void log_seats(struct seat_log *log, const struct bm_movement *m)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!bm_cell_played(m, c, r))
                continue;
            for (unsigned k = 0; k < bm_seat_count(m); k++) {
                struct seat_log *l = &log[c->seat[k]];
                unsigned seat = t * 4 + k;
                l->boards += m->set_size[c->set - 1];
                l->seat = l->rounds == 0 || l->seat == seat ? seat : ~0u;
                l->rounds++;
            }
        }
}

/* Boards played (the fewest any real participant plays), sit-outs (the most rounds one
 * misses) and stationary participants, from the grid. */
static enum bm_status grid_figures(struct bm_candidate *c, const struct bm_movement *m)
{
    struct seat_log *log = bm_calloc((size_t)m->participants + 1, sizeof *log);
    if (!log)
        return BM_ENOMEM;
    log_seats(log, m);
    unsigned least = ~0u, most_out = 0, stationary = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        if (bm_is_phantom(m, p))
            continue;
        if (log[p].boards < least)
            least = log[p].boards;
        if (m->rounds - log[p].rounds > most_out)
            most_out = m->rounds - log[p].rounds;
        stationary += log[p].rounds > 1 && log[p].seat != ~0u;
    }
    free(log);
    c->number[BM_SUGGEST_BOARDS_PLAYED] = least == ~0u ? 0 : least;
    c->number[BM_SUGGEST_SIT_OUTS] = most_out;
    c->number[BM_SUGGEST_STATIONARY] = stationary;
    return BM_OK;
}

static enum bm_status board_figures(struct bm_candidate *c, const struct bm_movement *m)
{
    enum bm_status st = bm_movement_boards_to_prepare(&c->number[BM_SUGGEST_BOARDS_TO_PREPARE], m);
    for (unsigned s = 1; !st && s <= m->sets; s++) {
        unsigned k;
        st = bm_movement_set_copies(&k, m, s);
        if (!st && k > c->number[BM_SUGGEST_COPIES])
            c->number[BM_SUGGEST_COPIES] = k;
    }
    return st;
}

/* sd, apples and oranges, and one field or two, of a movement. */
static enum bm_status balance(double *sd, double *apples, int *one_winner, int *complete,
                              int *strict, const struct bm_movement *m)
{
    struct bm_analysis *an;
    enum bm_status st = bm_analysis_new(&an, m);
    if (st)
        return st;
    st = bm_analysis_stat(sd, an, BM_STAT_SD);
    if (!st && apples)
        st = bm_analysis_stat(apples, an, BM_STAT_APPLES_ORANGES);
    if (!st)
        st = bm_analysis_flag(one_winner, an, BM_FLAG_ONE_WINNER);
    if (!st && complete)
        st = bm_analysis_flag(complete, an, BM_FLAG_COMPLETE);
    if (!st && strict)
        st = bm_analysis_flag(strict, an, BM_FLAG_COMPLETE_STRICT);
    bm_analysis_free(an);
    return st;
}

/* The club's last-round switch, for a pairs movement with separate NS and EW fields. */
static enum bm_status last_round(struct bm_candidate *c, const struct bm_movement *m)
{
    struct bm_options *o;
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *sw = NULL;
    enum bm_status st = bm_options_parse(&o, "switch", "preset=last-round");
    if (!st)
        st = bm_switch_plan_new(&plan, &sw, m, o);
    bm_options_free(o);
    int one = 0;
    if (!st)
        st = balance(&c->sd_switched, NULL, &one, NULL, NULL, sw);
    if (!st) {
        c->has_switched = 1;
        c->plan = "last-round";
        c->number[BM_SUGGEST_ONE_WINNER_SWITCHED] = (unsigned)one;
    }
    bm_movement_free(sw);
    bm_switch_plan_free(plan);
    return st == BM_ENOMEM ? st : BM_OK; /* a movement the planner refuses keeps no plan */
}

enum bm_status bm_suggest_measure(struct bm_candidate *c, const struct bm_movement *m)
{
    struct bm_check *check;
    enum bm_status st = bm_check_new(&check, m);
    if (st)
        return st;
    int playable = bm_check_playable(check);
    bm_check_free(check);
    if (!playable)
        return bm_fail(BM_EUNSUPPORTED, "the movement does not play");
    c->plan = "";
    c->event = m->event;
    c->number[BM_SUGGEST_TABLES] = tables_used(m);
    c->number[BM_SUGGEST_ROUNDS] = m->rounds;
    c->number[BM_SUGGEST_BOARDS_PER_ROUND] = m->max_set_size;
    c->number[BM_SUGGEST_STANDS] = m->nstands;
    c->number[BM_SUGGEST_SHARED_TABLES] = shared_tables(m);
    st = grid_figures(c, m);
    if (!st)
        st = board_figures(c, m);
    int one = 0;
    if (!st)
        st = balance(&c->sd, &c->apples, &one, &c->complete, &c->complete_strict, m);
    if (st)
        return st;
    c->number[BM_SUGGEST_ONE_WINNER] = c->number[BM_SUGGEST_ONE_WINNER_SWITCHED] = (unsigned)one;
    return one ? BM_OK : last_round(c, m);
}
