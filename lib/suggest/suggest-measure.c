/* SPDX-License-Identifier: MIT */
/* The figures of one candidate: read off the grid (tables, sit-outs, stationary participants,
 * tables sharing boards), the boards to prepare, the analysis (balance, apples and oranges,
 * one field or two) and, where the NS and EW fields are separate, the club's last-round
 * switch. */
#include <stdlib.h>

#include "analysis/analysis-private.h"
#include "model/boards.h"
#include "model/model.h"
#include "switch/switch-private.h"
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

/* The tables that share their boards with another table in some round: per round, the
 * played cells counted by set and copy (a stamp per round keeps it one pass a round). */
static enum bm_status shared_tables(unsigned *out, const struct bm_movement *m)
{
    unsigned copies = 1;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            if (bm_cell_at(m, r, t)->copy + 1 > copies)
                copies = bm_cell_at(m, r, t)->copy + 1;
    size_t keys = ((size_t)m->sets + 1) * copies;
    unsigned *count = bm_calloc(keys, sizeof *count), *stamp = bm_calloc(keys, sizeof *stamp);
    unsigned char *sharing = bm_calloc((size_t)m->tables + 1, 1);
    if (!count || !stamp || !sharing) {
        free(count);
        free(stamp);
        free(sharing);
        return BM_ENOMEM;
    }
    for (unsigned r = 1; r <= m->rounds; r++) {
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!bm_cell_played(m, c, r))
                continue;
            size_t k = (size_t)c->set * copies + c->copy;
            count[k] = stamp[k] == r ? count[k] + 1 : 1;
            stamp[k] = r;
        }
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            size_t k = (size_t)c->set * copies + c->copy;
            if (bm_cell_played(m, c, r) && count[k] > 1)
                sharing[t] = 1;
        }
    }
    unsigned n = 0;
    for (unsigned t = 1; t <= m->tables; t++)
        n += sharing[t];
    free(count);
    free(stamp);
    free(sharing);
    *out = n;
    return BM_OK;
}

/* The rounds whose every played set is of one board: a change of table after one board. */
static unsigned one_board_rounds(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned most = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (bm_cell_played(m, c, r) && m->set_size[c->set - 1] > most)
                most = m->set_size[c->set - 1];
        }
        n += most == 1;
    }
    return n;
}

/* Per participant: boards played, rounds played, and the seat (table * 4 + slot) kept, or
 * UINT_MAX once it moves. */
struct seat_log {
    unsigned boards, rounds, seat;
    unsigned directions; /* bit 0: sat NS (or N/S), bit 1: sat EW (or E/W) */
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
                l->directions |= 1u << (k & 1);
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
        c->turning += m->event == BM_EVENT_INDIVIDUAL ||
                      (m->event == BM_EVENT_PAIRS && log[p].directions == 3u);
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
    unsigned *copies = st ? NULL : bm_calloc((size_t)m->sets + 1, sizeof *copies);
    if (!st && !copies)
        st = BM_ENOMEM;
    if (st)
        return st;
    bm_sets_copies(m, copies); /* one pass over the grid, not one a set */
    for (unsigned s = 1; s <= m->sets; s++)
        if (copies[s] > c->number[BM_SUGGEST_COPIES])
            c->number[BM_SUGGEST_COPIES] = copies[s];
    free(copies);
    return BM_OK;
}

/* sd, apples and oranges, one field or two and completeness of a candidate, and whether it
 * plays (the analysis's own rule check, not a second one). */
static enum bm_status balance(struct bm_candidate *c, int *one_winner, int *playable,
                              const struct bm_movement *m)
{
    struct bm_analysis *an;
    enum bm_status st = bm_analysis_new_figures(&an, m); /* no bound needed */
    if (st)
        return st;
    *playable = bm_check_playable(an->check);
    st = bm_analysis_stat(&c->sd, an, BM_STAT_SD);
    if (!st)
        st = bm_analysis_stat(&c->apples, an, BM_STAT_APPLES_ORANGES);
    if (!st)
        st = bm_analysis_flag(one_winner, an, BM_FLAG_ONE_WINNER);
    if (!st)
        st = bm_analysis_flag(&c->complete, an, BM_FLAG_COMPLETE);
    if (!st)
        st = bm_analysis_flag(&c->complete_strict, an, BM_FLAG_COMPLETE_STRICT);
    bm_analysis_free(an);
    return st;
}

/* The movement a pairs candidate becomes with the club's last-round switch, set directly:
 * every board of the rounds the rule switches, at every table that plays it, and no other.
 * The planner (bm_switch_plan_new with preset=last-round) sets the same plays before it
 * reduces them to their normal form, which changes bits but never the balance; its
 * evaluator, normal form and instructions cost a candidate more than its analysis. */
static enum bm_status last_round_copy(struct bm_movement **out, const struct bm_movement *m)
{
    enum bm_status st = bm_movement_copy(out, m);
    for (unsigned r = 1; !st && r <= m->rounds; r++) {
        int on = bm_preset_last_round_switches(r, m->rounds);
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!x->active || !x->set)
                continue;
            int switched = on && bm_cell_played(m, x, r);
            for (unsigned i = 1; i <= m->set_size[x->set - 1]; i++)
                bm_switch_bit_set(*out, r, t, i, switched);
        }
    }
    return st;
}

/* The club's last-round switch, for a pairs movement with separate NS and EW fields: the sd
 * and fields once switched (the analysis without the rule check: switches break no rule of
 * a pairs movement). An individual has no arrow switches; a teams match switches both
 * tables, which the planner keeps. */
static enum bm_status last_round(struct bm_candidate *c, const struct bm_movement *m)
{
    struct bm_movement *sw = NULL;
    struct bm_analysis *an = NULL;
    struct bm_options *o = NULL;
    struct bm_switch_plan *plan = NULL;
    enum bm_status st;
    if (m->event == BM_EVENT_PAIRS) {
        st = last_round_copy(&sw, m);
    } else {
        st = bm_options_parse(&o, "switch", "preset=last-round");
        if (!st)
            st = bm_switch_plan_new(&plan, &sw, m, o);
    }
    if (!st)
        st = bm_analysis_new_balance(&an, sw);
    int one = 0;
    if (!st)
        st = bm_analysis_stat(&c->sd_switched, an, BM_STAT_SD);
    if (!st)
        st = bm_analysis_flag(&one, an, BM_FLAG_ONE_WINNER);
    if (!st) {
        c->has_switched = 1;
        c->plan = "last-round";
        c->number[BM_SUGGEST_ONE_WINNER_SWITCHED] = (unsigned)one;
    }
    bm_analysis_free(an);
    bm_movement_free(sw);
    bm_switch_plan_free(plan);
    bm_options_free(o);
    return st == BM_ENOMEM ? st : BM_OK; /* a movement the planner refuses keeps no plan */
}

/* The balance of the movement as a club runs it for one ranking of the field: as built when
 * that is one field; with the switch when only the switch makes it one (a short Howell whose
 * stationary pairs keep one direction is ranked on the balance it has once switched, not on a
 * figure of two fields); else the better of the two. */
double bm_suggest_balance(const struct bm_candidate *c)
{
    int switched = c->has_switched && (c->sd_switched < c->sd ||
                                       (!c->number[BM_SUGGEST_ONE_WINNER] &&
                                        c->number[BM_SUGGEST_ONE_WINNER_SWITCHED]));
    double sd = switched ? c->sd_switched : c->sd;
    unsigned boards = c->number[BM_SUGGEST_BOARDS_PLAYED];
    return boards ? sd / boards : sd;
}

enum bm_status bm_suggest_measure(struct bm_candidate *c, const struct bm_movement *m)
{
    enum bm_status st;
    c->plan = "";
    c->event = m->event;
    c->number[BM_SUGGEST_TABLES] = tables_used(m);
    c->number[BM_SUGGEST_ROUNDS] = m->rounds;
    c->number[BM_SUGGEST_BOARDS_PER_ROUND] = m->max_set_size;
    c->number[BM_SUGGEST_STANDS] = m->nstands;
    c->one_board_rounds = one_board_rounds(m);
    st = shared_tables(&c->number[BM_SUGGEST_SHARED_TABLES], m);
    if (!st)
        st = grid_figures(c, m);
    if (!st)
        st = bm_suggest_moves(c, m);
    return st ? st : board_figures(c, m);
}

enum bm_status bm_suggest_measure_balance(struct bm_candidate *c, const struct bm_movement *m)
{
    int one = 0, playable = 0;
    enum bm_status st = balance(c, &one, &playable, m);
    if (st)
        return st;
    if (!playable)
        return bm_fail(BM_EUNSUPPORTED, "the movement does not play");
    c->number[BM_SUGGEST_ONE_WINNER] = c->number[BM_SUGGEST_ONE_WINNER_SWITCHED] = (unsigned)one;
    return one ? BM_OK : last_round(c, m);
}
