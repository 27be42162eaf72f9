/* SPDX-License-Identifier: MIT */
/**
 * @file boards.h
 * @brief Boards by their numbers: the boards each table plays in a round, who sits where for
 *        each board (arrow switches applied), every board's traveller, and the boards to
 *        prepare.
 *
 * Boards are numbered from the movement's first board (bm_movement_first_board(), the spec
 * key `first_board`) in set order: the boards of set 1, then those of set 2, and so on, each
 * set holding its own number of boards (bm_movement_set_size()). A scorer needs nothing else:
 * no set letters, no switch bits. See examples/scorer.c.
 */
#ifndef BRIDGEMOVE_BOARDS_H
#define BRIDGEMOVE_BOARDS_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup model
 * @{
 */

/**
 * @brief How many boards a table plays in a round.
 * @param[out] out Receives the number of boards of the cell's set; 0 for an idle table or a
 *        cell without boards.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_ERANGE (no such round or table).
 * @since 1.0
 */
enum bm_status bm_cell_board_count(uint32_t *out, const struct bm_movement *m, uint32_t round,
                                   uint32_t table);

/**
 * @brief One board a table plays in a round, in the order the table plays them (a table that
 *        shares a set and starts with a later board plays from there on and wraps round).
 * @param[out] board Receives the board number.
 * @param[out] switched Receives 1 if the board is played arrow-switched (the NS participant
 *        sits EW), else 0; may be NULL.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param index 1..bm_cell_board_count().
 * @return #BM_OK, #BM_EINVAL (NULL @p board or @p m), #BM_ERANGE (no such round, table or
 *         index).
 * @since 1.0
 */
enum bm_status bm_cell_board(uint32_t *board, int32_t *switched, const struct bm_movement *m,
                             uint32_t round, uint32_t table, uint32_t index);

/**
 * @brief Who sits in a seat at a table for one board, as seated: on an arrow-switched board
 *        the NS seat holds the cell's EW pair (individual: North and South hold the cell's
 *        East and West players) and the other way round.
 * @param[out] participant Receives the pair or player number; 0 for an empty seat. A phantom
 *        (absent) participant is reported by its number: bm_board_play() marks the play as a
 *        sit-out.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param board A board number the table plays that round.
 * @param seat #BM_FIELD_NS or #BM_FIELD_EW (pairs and teams), #BM_FIELD_NORTH,
 *        #BM_FIELD_SOUTH, #BM_FIELD_EAST or #BM_FIELD_WEST (individual).
 * @return #BM_OK, #BM_EINVAL (NULL, or a seat of the other event kind), #BM_ERANGE (no such
 *         round or table, or the table does not play that board then).
 * @since 1.0
 */
enum bm_status bm_cell_seated(uint32_t *participant, const struct bm_movement *m,
                              uint32_t round, uint32_t table, uint32_t board,
                              enum bm_field seat);

/**
 * @brief How many times a board appears on its traveller: every table and round that holds
 *        it, sit-outs included.
 * @param[out] out Receives the count.
 * @param m The movement.
 * @param board Board number first_board..first_board + boards - 1.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (no such board).
 * @since 1.0
 */
enum bm_status bm_board_play_count(uint32_t *out, const struct bm_movement *m, uint32_t board);

/**
 * @brief One line of a board's traveller, in round order (tables in order within a round).
 *        Each out-parameter may be NULL.
 * @param[out] round Receives the round.
 * @param[out] table Receives the table.
 * @param[out] switched Receives 1 if the board is played arrow-switched there.
 * @param[out] sitout Receives 1 if the board is not played there: a seat is empty or its
 *        participant is absent (a phantom) that round.
 * @param m The movement.
 * @param board The board number.
 * @param index 1..bm_board_play_count().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (no such board or index).
 * @since 1.0
 */
enum bm_status bm_board_play(uint32_t *round, uint32_t *table, int32_t *switched, int32_t *sitout,
                             const struct bm_movement *m, uint32_t board, uint32_t index);

/**
 * @brief How many copies of a set to prepare: the highest copy (case) any table or relay/bye
 *        stand uses. Tables sharing one copy need no more; twinned tables playing the set at
 *        once from their own copies do.
 * @param[out] out Receives the copies; 0 for a set nobody plays.
 * @param m The movement.
 * @param set Set 1..sets.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_set_copies(uint32_t *out, const struct bm_movement *m, uint32_t set);

/**
 * @brief How many physical boards to prepare: every set's boards times its copies
 *        (bm_movement_set_copies()).
 * @param[out] out Receives the number of boards.
 * @param m The movement.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_boards_to_prepare(uint32_t *out, const struct bm_movement *m);

/**
 * @brief The travellers as text: the boards to prepare (and why a set needs several copies), then
 *        for each board every play in round order with the table and the pairs (or players) as
 *        seated, switched boards and sit-outs marked.
 *
 * JSON: {"boards_to_prepare": N, "sets": [{"set": 1, "first_board": 1, "last_board": 3,
 *        "copies": 1}, ...], "boards": [{"board": 1, "set": 1, "plays": [{"round": 1,
 *        "table": 1, "ns": 1, "ew": 8}, ...]}, ...]}; a play carries "switched": true or
 *        "sitout": true when it is; individual plays name "n", "s", "e" and "w".
 *        doc/formats.md lists every key.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param m The movement.
 * @param board One board number, or 0 for every board.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_travellers_report(char **out, const struct bm_movement *m, uint32_t board,
                                    enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
