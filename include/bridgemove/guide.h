/* SPDX-License-Identifier: MIT */
/**
 * @file guide.h
 * @brief Running a movement: where each participant and each board set goes next, guide
 *        cards for pairs (or players) and tables, and the movement in plain words.
 *
 * Everything here is derived from the grid and the stands of a movement; nothing is stored.
 *
 * Where boards are: a (set, copy) group is, during a round, at every active table whose cell
 * holds it (two or more tables: they share the boards), or else on the first stand whose
 * queue for that round holds it, or else out of play.
 *
 * Sitting out: a participant sits out a round when it is absent (a phantom, before it arrives,
 * after it leaves), when the grid seats it nowhere, or when it sits at a table whose other
 * seats are not all taken by participants present in that round (its opponent is absent or
 * the seat is empty): the boards are not played there. A table that plays in no round is the
 * sit-out: the cards call it so, never a table to set up. Team events name teams on the cards.
 */
#ifndef BRIDGEMOVE_GUIDE_H
#define BRIDGEMOVE_GUIDE_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup guide
 * @{
 */

/**
 * @brief Where a group of boards is during a round.
 * @since 1.0
 */
enum bm_place {
    BM_PLACE_NONE = 0,   /**< Nothing to follow: the table is idle or holds no boards. */
    BM_PLACE_TABLE = 1,  /**< At one table, which plays them alone. */
    BM_PLACE_SHARED = 2, /**< At two or more tables that share them; the number is the lowest. */
    BM_PLACE_STAND = 3,  /**< Waiting on a relay/bye stand; the number is the stand. */
    BM_PLACE_OUT = 4     /**< Out of play: at no table and on no stand. */
};

/**
 * @brief Where a participant sits in the round after @p round.
 * @param[out] table Receives the table in round @p round + 1, or 0 if the grid seats the
 *        participant nowhere that round.
 * @param[out] seat Receives the seat (#BM_FIELD_NS / #BM_FIELD_EW, or a player seat for
 *        individual events), 0 when seated nowhere; may be NULL.
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @param round The round just played, 0..rounds - 1 (0 asks for the starting seat).
 * @return #BM_OK, #BM_EINVAL (NULL @p table or @p m), #BM_ERANGE (participant out of range, or
 *         @p round >= rounds: the session ends after the last round).
 * @post On failure @p *table and @p *seat are 0.
 * @since 1.0
 */
enum bm_status bm_guide_next_seat(uint32_t *table, enum bm_field *seat,
                                  const struct bm_movement *m, uint32_t participant,
                                  uint32_t round);

/**
 * @brief Whether a participant sits out a round: the grid seats it nowhere, or its table does
 *        not play (an opponent or partner is absent or the seat is empty), or it is itself
 *        absent (a phantom, not yet arrived, or gone). bm_guide_next_seat() and
 *        bm_movement_seat_of() still report the grid seat in those rounds.
 * @param[out] out Receives 1 if the participant plays no board in @p round, 0 if it plays.
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @param round Round 1..rounds.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @post On failure @p *out is 0.
 * @since 1.0
 */
enum bm_status bm_guide_sits_out(int32_t *out, const struct bm_movement *m, uint32_t participant,
                                 uint32_t round);

/**
 * @brief Where a (set, copy) group of boards is during a round.
 * @param[out] place Receives #BM_PLACE_TABLE, #BM_PLACE_SHARED, #BM_PLACE_STAND or
 *        #BM_PLACE_OUT.
 * @param[out] number Receives the table (the lowest one when shared), the stand, or 0;
 *        may be NULL.
 * @param[out] count Receives how many tables hold the group (1 on a stand, 0 out of play);
 *        may be NULL.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param set Set 1..sets.
 * @param copy Copy (case) >= 1.
 * @return #BM_OK, #BM_EINVAL (NULL @p place or @p m, copy 0), #BM_ERANGE.
 * @post On failure the outputs are 0.
 * @since 1.0
 */
enum bm_status bm_guide_boards_at(enum bm_place *place, uint32_t *number, uint32_t *count,
                                  const struct bm_movement *m, uint32_t round, uint32_t set,
                                  uint32_t copy);

/**
 * @brief Where the boards played at a table go for the next round.
 *
 * Looks up the (set, copy) at (@p round, @p table) and reports where that group is in round
 * @p round + 1 (see bm_guide_boards_at()).
 * @param[out] place Receives the place; #BM_PLACE_NONE if the cell is idle or holds no set.
 * @param[out] number Receives the table (lowest when shared) or stand; 0 otherwise; may be NULL.
 * @param[out] count Receives how many tables hold the boards next round (1 on a stand);
 *        may be NULL.
 * @param m The movement.
 * @param round The round just played, 1..rounds - 1.
 * @param table Table 1..tables.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (also for @p round >= rounds).
 * @post On failure the outputs are 0.
 * @since 1.0
 */
enum bm_status bm_guide_next_boards(enum bm_place *place, uint32_t *number, uint32_t *count,
                                    const struct bm_movement *m, uint32_t round, uint32_t table);

/**
 * @brief Where the boards waiting on a stand go for the next round.
 * @param[out] place Receives the place of the group in round @p round + 1.
 * @param[out] number Receives the table (lowest when shared) or stand; may be NULL.
 * @param[out] count Receives how many tables hold the boards next round; may be NULL.
 * @param m The movement.
 * @param round The round during which the group waits, 1..rounds - 1.
 * @param stand Stand 1..stands.
 * @param index Position in the stand's queue for @p round, 1..count.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @post On failure the outputs are 0.
 * @since 1.0
 */
enum bm_status bm_guide_next_boards_from_stand(enum bm_place *place, uint32_t *number,
                                               uint32_t *count, const struct bm_movement *m,
                                               uint32_t round, uint32_t stand, uint32_t index);

/**
 * @brief The parts of the guide (bm_guide_report()).
 * @since 1.0
 */
enum bm_guide_part {
    BM_GUIDE_ALL = 1,         /**< Everything: the movement's name (if any), the description,
                                   the boards to prepare ("Boards to prepare: 60 (15 sets of 1
                                   board, 4 copies of each)."), then every participant's card,
                                   every table's card and every stand's card. */
    BM_GUIDE_DESCRIPTION = 2, /**< The movement in plain words (below). */
    BM_GUIDE_PAIR = 3,        /**< The card of one pair (or player): for every round the table,
                                   direction, opponents (and partner; teams by team), boards,
                                   arrow-switched boards, and the rounds it sits out ("sit
                                   out", "sit out (table 1, NS: pair 14 has left)") or misses
                                   ("absent", "not yet arrived", "has left"). */
    BM_GUIDE_TABLE = 4,       /**< The card of one table: for every round who sits NS and EW
                                   (or N, S, E, W), the boards, who shares them, and where the
                                   boards go after the round; for the sit-out (a table that
                                   never plays), who sits out there each round. */
    BM_GUIDE_STAND = 5        /**< The card of one relay/bye stand: for every round the boards
                                   waiting on it (in queue order, the first feeds first) and
                                   where each group goes after the round. */
};

/**
 * @brief The guide: how a movement runs, in words, and its cards, as text for people or as
 *        JSON for scoring programs.
 *
 * The description: for every change of round the motion of the NS pairs, of the EW pairs and
 * of the boards is detected: a common step along the tables (pairs) or along the ring of
 * tables and stands (boards, one ring per case of boards; tables sharing a lower table's
 * boards are named as such; boards out of play for one round without a stand read as a rest
 * between two tables). The most frequent motion is described ("NS pairs stationary; EW pairs
 * move up one table (from table 7 to table 1); boards move down one table (from table 1 to
 * table 7)."), then each change of round that differs ("After round 4 EW pairs move up two
 * tables."). Parts without a common step are described honestly: "follow their guide cards",
 * "follow the table cards". Participants who never move while others in their seat do ("Pair
 * 10 stays at table 1 NS.") and phantoms (with the rounds their opponents sit out) get a line
 * each. doc/guide.md gives the exact rules.
 *
 * Text: a title line, then one line per round (a card), or the description's lines; every
 * line ends in a newline. JSON (`"format": "bridgemove-guide/1"` for #BM_GUIDE_ALL): the
 * boards to prepare, the description, and `participant_cards`, `table_cards` and
 * `stand_cards`; a single card is the element of those arrays; the description is
 * `{"description": "..."}` (doc/guide.md gives every key).
 * @param[out] out Receives a new NUL-terminated UTF-8 string; release it with bm_free(). NULL
 *        on failure.
 * @param m The movement.
 * @param part Which part.
 * @param number The pair (or player), table or stand, from 1, for a card; 0 otherwise.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON (bm_print_report() prints the guide as HTML).
 * @return #BM_OK, #BM_EINVAL (NULL, an unknown part, a number given for a part that takes
 *         none), #BM_ERANGE (no such pair, table or stand: the message gives the ones there
 *         are), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_guide_report(char **out, const struct bm_movement *m, enum bm_guide_part part,
                               uint32_t number, enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
