/* SPDX-License-Identifier: MIT */
/* The plays of a movement, indexed once: the cells of every set (round then table order), the
 * same grouped by round and copy, and optionally where every participant sits each round. A
 * report that asks "who plays this board", "where is this set's copy in round r" or "where
 * does pair p sit" for every board, round or card would rescan the grid on each question,
 * O(cells) each and a cube or worse in all; with the index each answer is O(1) or a binary
 * search, and building it is linear in the cells (and participants times rounds).
 *
 * A report hands the index down by a view (bm_plays_view()): a shallow copy of the movement
 * whose `plays` points at the index. The functions that answer those questions
 * (bm_seat_of(), bm_guide_locate(), ...) use it when it is there and scan when it is not, so
 * the index is a cost saving, never a second truth. The movement itself is never changed:
 * reports stay safe to run on one movement from many threads. */
#ifndef BM_MODEL_PLAYS_H
#define BM_MODEL_PLAYS_H

#include <stdint.h>

#include "model/model.h"

struct bm_plays {
    unsigned tables, sets;
    const struct bm_cell *cells; /* the movement's grid, which the index orders */
    uint32_t *first;   /* [sets + 2]: set s's plays are entries first[s] .. first[s + 1] - 1 */
    uint32_t *cell;    /* cell indices (round - 1) * tables + table - 1, round then table order */
    uint32_t *by_copy; /* the same entries ordered by round, copy, then table */
    uint32_t *key;     /* by_copy's order: (round - 1) << 16 | copy of each entry, so that a
                          search reads one array (a copy is at most 4 * 4096) */
    uint32_t *seat;    /* [(participants + 1) * rounds]: 4 * table + slot where p sits in
                          round r, at (p * rounds + r - 1), a participant's rounds side by side
                          as their card reads them; 0: nowhere. NULL when not asked for */
    unsigned char *sitout; /* [tables + 1]: a table that has cells but never plays (guide) */
    unsigned *board_base;  /* [sets + 1]: the number of set s's first board */
};

/* Build the index of m (seats: also where every participant sits each round). BM_ENOMEM
 * with its message when memory runs out (nothing left allocated). */
enum bm_status bm_plays_init(struct bm_plays *p, const struct bm_movement *m, int seats);
void bm_plays_free(struct bm_plays *p);
/* A view of m that carries the index: *view is a shallow copy of *m (it shares m's memory,
 * is read only, and is never freed with bm_movement_free()), view->plays = p. */
void bm_plays_view(struct bm_movement *view, const struct bm_movement *m,
                   const struct bm_plays *p);

/* What a report calls first: *view is m with the index of its plays, built into *p (and the
 * seats too when they cost no more than a few times the grid: a file may declare 16384
 * participants over a small grid), or m as it is when m is already a view (*p left empty).
 * bm_plays_free(p) afterwards. */
enum bm_status bm_plays_open(struct bm_plays *p, struct bm_movement *view,
                             const struct bm_movement *m);

/* How many cells hold set (1..sets). */
static inline unsigned bm_plays_count(const struct bm_plays *p, unsigned set)
{
    return p->first[set + 1] - p->first[set];
}
/* The index-th (0-based) cell holding set, round then table order: its round and table. */
void bm_plays_at(const struct bm_plays *p, unsigned set, unsigned index, unsigned *round,
                 unsigned *table);
/* The tables holding (set, copy) in round r: how many, and the cell indices in table order
 * through *cells (NULL when none). */
unsigned bm_plays_group(const struct bm_plays *p, unsigned r, unsigned set, unsigned copy,
                        const uint32_t **cells);
/* The first round after r in which (set, copy) is at a table, and its lowest table; 0 if it
 * never is. */
unsigned bm_plays_next_round(const struct bm_plays *p, unsigned r, unsigned set, unsigned copy,
                             unsigned *table);

/* Where participant q sits in round r: the table (0: nowhere) and the seat slot. Uses
 * m->plays when it holds the seats, else scans the round. */
unsigned bm_seat_of(const struct bm_movement *m, unsigned q, unsigned r, unsigned *slot);

#endif
