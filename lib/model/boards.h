/* SPDX-License-Identifier: MIT */
/* Boards by their numbers, for the modules that print or write them (travellers, the exchange
 * formats): a board number's set and position, a cell's boards in playing order, who sits
 * where once switches are applied, sit-outs and the copies of a set. */
#ifndef BM_MODEL_BOARDS_H
#define BM_MODEL_BOARDS_H

#include "model/model.h"

/* The set and position (1-based) of a board number; 0 if the movement has no such board. */
int bm_board_locate(const struct bm_movement *m, unsigned board, unsigned *set, unsigned *pos);
/* BM_ERANGE with "no board B in this movement (its boards are F-L)". */
enum bm_status bm_fail_board(const struct bm_movement *m, unsigned board);
/* The board number of a position in a set (both in range). */
unsigned bm_board_of(const struct bm_movement *m, unsigned set, unsigned pos);
/* The position of a cell's index-th board in playing order (the cell has a set; index is
 * 1..its size): a sharing table that starts with a later board wraps round. */
unsigned bm_cell_position(const struct bm_movement *m, const struct bm_cell *c, unsigned index);
/* Whether an active cell in round r is a sit-out: a seat is empty or its participant absent. */
int bm_cell_sits_out(const struct bm_movement *m, unsigned r, const struct bm_cell *c);
/* The slot whose participant sits in seat slot when the board is switched (pairs: NS and EW
 * change places; individual: North-South and East-West). */
unsigned bm_seated_slot(const struct bm_movement *m, unsigned slot, int switched);
/* The copies of every set: copies[s] for s = 1..sets (copies has sets + 1 entries). */
void bm_sets_copies(const struct bm_movement *m, unsigned *copies);

#endif
