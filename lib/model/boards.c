/* SPDX-License-Identifier: MIT */
/* Boards by their numbers (boards.h): the boards of a cell in playing order, who sits where
 * for a board once arrow switches are applied, a board's plays, and the copies to prepare.
 * Everything is derived from the grid on each call: nothing is cached in the movement. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/boards.h"
#include "model/plays.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/export.h"
#include "util/out.h"

int bm_board_locate(const struct bm_movement *m, unsigned board, unsigned *set, unsigned *pos)
{
    if (board < m->first_board)
        return 0;
    if (m->plays && m->sets) { /* a report's view: a search of the sets' first boards */
        const unsigned *base = m->plays->board_base;
        unsigned lo = 1, hi = m->sets + 1; /* the last set whose first board is <= board */
        while (hi - lo > 1) {
            unsigned mid = lo + (hi - lo) / 2;
            if (base[mid] <= board)
                lo = mid;
            else
                hi = mid;
        }
        if (board - base[lo] >= m->set_size[lo - 1])
            return 0;
        *set = lo;
        *pos = board - base[lo] + 1;
        return 1;
    }
    unsigned rest = board - m->first_board;
    for (unsigned s = 1; s <= m->sets; s++) {
        if (rest < m->set_size[s - 1]) {
            *set = s;
            *pos = rest + 1;
            return 1;
        }
        rest -= m->set_size[s - 1];
    }
    return 0;
}

enum bm_status bm_fail_board(const struct bm_movement *m, unsigned board)
{
    unsigned last = m->first_board;
    for (unsigned s = 1; s <= m->sets; s++)
        last += m->set_size[s - 1];
    if (last == m->first_board)
        return bm_fail(BM_ERANGE, "no board %u: this movement has no boards", board);
    return bm_fail(BM_ERANGE, "no board %u in this movement (its boards are %u-%u)", board,
                   m->first_board, last - 1);
}

unsigned bm_board_of(const struct bm_movement *m, unsigned set, unsigned pos)
{
    if (m->plays) /* a report's view: the sets' first boards are summed once */
        return m->plays->board_base[set] + pos - 1;
    unsigned n = m->first_board;
    for (unsigned s = 1; s < set; s++)
        n += m->set_size[s - 1];
    return n + pos - 1;
}

unsigned bm_cell_position(const struct bm_movement *m, const struct bm_cell *c, unsigned index)
{
    unsigned size = m->set_size[c->set - 1];
    return c->first ? (c->first - 1 + index - 1) % size + 1 : index;
}

int bm_cell_sits_out(const struct bm_movement *m, unsigned r, const struct bm_cell *c)
{
    for (unsigned k = 0; k < bm_seat_count(m); k++)
        if (!c->seat[k] || !bm_is_present(m, c->seat[k], r))
            return 1;
    return 0;
}

unsigned bm_seated_slot(const struct bm_movement *m, unsigned slot, int switched)
{
    return switched ? slot ^ (bm_seat_count(m) / 2) : slot;
}

BM_EXPORT enum bm_status bm_cell_board_count(uint32_t *out, const struct bm_movement *m,
                                             uint32_t round, uint32_t table)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    const struct bm_cell *c = bm_cell_at(m, round, table);
    *out = c->active && c->set ? m->set_size[c->set - 1] : 0;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_cell_board(uint32_t *board, int32_t *switched,
                                       const struct bm_movement *m, uint32_t round,
                                       uint32_t table, uint32_t index)
{
    if (switched)
        *switched = 0;
    BM_OUT_PARAM(board);
    BM_NEED(m);
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    const struct bm_cell *c = bm_cell_at(m, round, table);
    if (!c->active || !c->set)
        return bm_fail(BM_ERANGE, "round %u, table %u: no boards are played there", round, table);
    if (index < 1 || index > m->set_size[c->set - 1])
        return bm_fail_range("board index", index, m->set_size[c->set - 1]);
    unsigned pos = bm_cell_position(m, c, index);
    *board = bm_board_of(m, c->set, pos);
    if (switched)
        *switched = bm_switch_bit(m, round, table, pos);
    return BM_OK;
}

/* The seat slot of a field for this event (pairs NS 0, EW 1; individual N S E W 0..3), or -1
 * for a field that is not a seat of this event. */
static int seat_slot(const struct bm_movement *m, enum bm_field seat)
{
    static const enum bm_field pairs[2] = {BM_FIELD_NS, BM_FIELD_EW};
    static const enum bm_field players[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                             BM_FIELD_WEST};
    const enum bm_field *f = m->event == BM_EVENT_INDIVIDUAL ? players : pairs;
    for (unsigned k = 0; k < bm_seat_count(m); k++)
        if (f[k] == seat)
            return (int)k;
    return -1;
}

BM_EXPORT enum bm_status bm_cell_seated(uint32_t *participant, const struct bm_movement *m,
                                        uint32_t round, uint32_t table, uint32_t board,
                                        enum bm_field seat)
{
    BM_OUT_PARAM(participant);
    BM_NEED(m);
    int slot = seat_slot(m, seat);
    if (slot < 0)
        return bm_fail(BM_EINVAL, "field %d is not a seat of this movement's event", (int)seat);
    unsigned set, pos;
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    if (!bm_board_locate(m, board, &set, &pos))
        return bm_fail_board(m, board);
    const struct bm_cell *c = bm_cell_at(m, round, table);
    if (!c->active || c->set != set)
        return bm_fail(BM_ERANGE, "board %u is not played at table %u in round %u", board,
                       table, round);
    *participant = c->seat[bm_seated_slot(m, (unsigned)slot, bm_switch_bit(m, round, table, pos))];
    return BM_OK;
}

/* The index-th cell (1-based, round order then table order) holding set; 0 if none. */
static int nth_play(const struct bm_movement *m, unsigned set, unsigned index, unsigned *round,
                    unsigned *table)
{
    if (m->plays) { /* a report's view: the index answers at once */
        if (index < 1 || index > bm_plays_count(m->plays, set))
            return 0;
        bm_plays_at(m->plays, set, index - 1, round, table);
        return 1;
    }
    unsigned n = 0;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && c->set == set && ++n == index) {
                *round = r;
                *table = t;
                return 1;
            }
        }
    return 0;
}

BM_EXPORT enum bm_status bm_board_play_count(uint32_t *out, const struct bm_movement *m,
                                             uint32_t board)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    unsigned set, pos;
    if (!bm_board_locate(m, board, &set, &pos))
        return bm_fail_board(m, board);
    if (m->plays) {
        *out = bm_plays_count(m->plays, set);
        return BM_OK;
    }
    size_t cells = (size_t)m->rounds * m->tables;
    for (size_t i = 0; i < cells; i++)
        *out += m->cells[i].active && m->cells[i].set == set;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_board_play(uint32_t *round, uint32_t *table, int32_t *switched,
                                       int32_t *sitout, const struct bm_movement *m, uint32_t board,
                                       uint32_t index)
{
    unsigned r = 0, t = 0, set = 0, pos = 0;
    int sw = 0, out = 0;
    enum bm_status st = BM_OK;
    if (!m)
        st = bm_fail(BM_EINVAL, "bm_board_play: m is NULL");
    else if (!bm_board_locate(m, board, &set, &pos))
        st = bm_fail_board(m, board);
    else if (!nth_play(m, set, index, &r, &t))
        st = bm_fail(BM_ERANGE, "board %u has no play %u", board, index);
    if (!st) {
        sw = bm_switch_bit(m, r, t, pos);
        out = bm_cell_sits_out(m, r, bm_cell_at(m, r, t));
    } else {
        r = t = 0;
    }
    if (round)
        *round = r;
    if (table)
        *table = t;
    if (switched)
        *switched = sw;
    if (sitout)
        *sitout = out;
    return st;
}

/* The highest copy of each set in use; one pass over the cells and the stands. */
void bm_sets_copies(const struct bm_movement *m, unsigned *copies)
{
    memset(copies, 0, ((size_t)m->sets + 1) * sizeof *copies);
    size_t cells = (size_t)m->rounds * m->tables;
    for (size_t i = 0; i < cells; i++) {
        const struct bm_cell *c = &m->cells[i];
        if (c->active && c->set && c->copy > copies[c->set])
            copies[c->set] = c->copy;
    }
    for (unsigned s = 0; s < m->nstands; s++)
        for (unsigned r = 0; r < m->rounds; r++)
            for (unsigned k = 0; k < m->stands[s].queue_len[r]; k++) {
                const struct bm_group *g = &m->stands[s].queue[r][k];
                if (g->copy > copies[g->set])
                    copies[g->set] = g->copy;
            }
}

BM_EXPORT enum bm_status bm_movement_set_copies(uint32_t *out, const struct bm_movement *m,
                                                uint32_t set)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (set < 1 || set > m->sets)
        return bm_fail_range("set", set, m->sets);
    unsigned *copies = bm_calloc((size_t)m->sets + 1, sizeof *copies);
    if (!copies)
        return BM_ENOMEM;
    bm_sets_copies(m, copies);
    *out = copies[set];
    free(copies);
    return BM_OK;
}
