/* SPDX-License-Identifier: MIT */
/**
 * @file change.h
 * @brief Changing a movement mid-session: a late pair, a pair leaving, a table added; the
 *        changed movement and what the director must do.
 *
 * Every change keeps the rounds before the change as they were and moves a play only within
 * its round, so nobody plays a board twice (Hill's Web movements, "half tables, late pairs,
 * rovers, and party tables"). Changes apply to pairs events.
 *
 * The change is options of the set `change` (options.h), exactly one key:
 * - `late=PAIR@ROUND`: a new pair arrives for round ROUND; PAIR must be the next number
 *   (participants + 1). It takes the seats of a pair absent for the rest of the session (the
 *   half table's phantom, else a pair that has left) from that round on; else, when some pair
 *   sits out in every round from ROUND (the pairs a rover bumps), it sits NS at a new party
 *   table and hosts one of them each round, on boards neither plays elsewhere, from the party
 *   table's own copy; otherwise it plays as a rover, each round taking the seat of a pair
 *   that sits out that round (no board twice, nobody displaced twice and no opponent met twice
 *   where the movement allows it; the rover sits out a round only when no table has boards new
 *   to it). The new pair is absent before ROUND (its cards say "not yet arrived").
 * - `leaves=PAIR@ROUND`: a pair that plays in round ROUND leaves: absent from that round on;
 *   a late pair that roves takes its seats from then on where they fit (as it would had it
 *   arrived after the pair left, so both orders of the two changes seat the same rounds alike);
 *   the pairs it would have met that no free seat fits sit out.
 *
 * After every change each round from the change's on is seated at its best, the rounds before
 * as they are: fewest sit-outs a seating without a board played twice or a second meeting
 * allows, then fewest pairs sitting out twice running, then fewest moves.
 * The changed movement keeps the spec of the movement given and records the change after the
 * ones that movement records (bm_movement_changes(), bm_movement_change(); JSON `changes`).
 * - `add_table=ROUND`: a table added for round ROUND with two new pairs (participants + 1 and
 *   + 2), Hill's rover and party table: in round ROUND they play each other at the new table
 *   on boards neither meets again (when there are such boards); from then on the first stays
 *   NS at the new table, the second roves as a late pair does, and the pair it displaces plays
 *   at the new table the boards it would have played at its own, on the new table's own copy.
 */
#ifndef BRIDGEMOVE_CHANGE_H
#define BRIDGEMOVE_CHANGE_H

#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup change
 * @{
 */

/**
 * @brief Opaque result of a change: the changed movement and the director's instructions.
 * @since 1.0
 */
struct bm_change;

/**
 * @brief Change a movement mid-session.
 * @param[out] out Receives the change; NULL on failure.
 * @param m The movement (not modified).
 * @param opt Options of the set `change` with exactly one key given.
 * @return #BM_OK; #BM_EINVAL (NULL argument, options of another set, no key or several keys
 *         given, a late pair that is not the next number); #BM_ERANGE (no such round, or a
 *         pair leaving that does not play in it); #BM_EUNSUPPORTED (not a pairs event);
 *         #BM_ENOMEM.
 * @post Free the change with bm_change_free().
 * @since 1.0
 */
enum bm_status bm_change(struct bm_change **out, const struct bm_movement *m,
                         const struct bm_options *opt);

/**
 * @brief Free a change (and its movement).
 * @param change The change, or NULL.
 * @since 1.0
 */
void bm_change_free(struct bm_change *change);

/**
 * @brief The changed movement; it lives as long as the change (copy it to keep it).
 * @param change The change.
 * @return The movement; NULL for NULL.
 * @since 1.0
 */
const struct bm_movement *bm_change_movement(const struct bm_change *change);

/**
 * @brief How many instructions the change gives the director.
 * @param change The change.
 * @return The count; 0 for NULL.
 * @since 1.0
 */
uint32_t bm_change_instruction_count(const struct bm_change *change);

/**
 * @brief One instruction, e.g. "round 3: pair 15 plays EW at table 4 against pair 4, boards
 *        9-12; pair 11 sits out"; it lives as long as the change.
 * @param change The change.
 * @param index 1..bm_change_instruction_count().
 * @return The instruction; NULL for NULL or an index out of range.
 * @since 1.0
 */
const char *bm_change_instruction(const struct bm_change *change, uint32_t index);

/**
 * @brief The change for the director: the instructions, then the changed movement as grid
 *        text; or as JSON: `{"instructions": ["...", ...], "movement": {...}}`, the movement
 *        as bm_movement_write() writes JSON.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param change The change.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_change_report(char **out, const struct bm_change *change, enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
