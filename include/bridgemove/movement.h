/* SPDX-License-Identifier: MIT */
/**
 * @file movement.h
 * @brief The movement: a grid of rounds x tables of cells, plus participants, board sets,
 *        absences (phantoms, late arrivals, pairs leaving), teams and relay/bye stands.
 *
 * Numbering is 1-based everywhere (rounds, tables, participants, sets, board positions);
 * 0 means "none" (empty seat, no boards). A cell is either idle (the table does not play
 * that round) or active. Setting any field of an idle cell makes it active with copy 1.
 */
#ifndef BRIDGEMOVE_MOVEMENT_H
#define BRIDGEMOVE_MOVEMENT_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup model
 * @{
 */

/** @brief Opaque movement handle. @since 1.0 */
struct bm_movement;

/**
 * @brief What kind of participant the movement seats.
 * @since 1.0
 */
enum bm_event {
    BM_EVENT_PAIRS = 1,      /**< Pairs event: cells hold an NS and an EW pair. */
    BM_EVENT_TEAMS = 2,      /**< Teams event: pairs grouped into teams (NS pair + EW pair). */
    BM_EVENT_INDIVIDUAL = 3  /**< Individual event: cells hold N, S, E and W players. */
};

/**
 * @brief The fields of a cell.
 *
 * Pairs and teams events use #BM_FIELD_NS and #BM_FIELD_EW; individual events use the four
 * seats. Asking a pairs movement for a player seat (or the reverse) is #BM_EINVAL.
 * @since 1.0
 */
enum bm_field {
    BM_FIELD_NS = 1,     /**< The NS pair (pairs/teams). */
    BM_FIELD_EW = 2,     /**< The EW pair (pairs/teams). */
    BM_FIELD_NORTH = 3,  /**< The North player (individual). */
    BM_FIELD_SOUTH = 4,  /**< The South player (individual). */
    BM_FIELD_EAST = 5,   /**< The East player (individual). */
    BM_FIELD_WEST = 6,   /**< The West player (individual). */
    BM_FIELD_SET = 7,    /**< The board set played (0 = none). */
    BM_FIELD_COPY = 8,   /**< Which copy (case) of the set (default 1). */
    BM_FIELD_FIRST = 9   /**< Board position the table starts with when sharing (0 = unspecified). */
};

/**
 * @brief Create an empty movement: every cell idle, no phantoms, no teams, no stands.
 * @param[out] out Receives the new handle; NULL on failure.
 * @param event The kind of event.
 * @param rounds Number of rounds (>= 1).
 * @param tables Number of tables (>= 1).
 * @param participants Number of pairs (pairs/teams) or players (individual), >= 1.
 * @param sets Number of board sets (>= 1).
 * @param boards_per_set Boards in each set (>= 1); individual sets may be resized later.
 * @return #BM_OK, #BM_EINVAL (NULL @p out, bad event, a zero or too large size), #BM_ENOMEM.
 * @post On success the caller owns @p *out and releases it with bm_movement_free().
 * @since 1.0
 */
enum bm_status bm_movement_new(struct bm_movement **out, enum bm_event event, uint32_t rounds,
                               uint32_t tables, uint32_t participants, uint32_t sets,
                               uint32_t boards_per_set);

/**
 * @brief Free a movement.
 * @param m The handle, or NULL.
 * @since 1.0
 */
void bm_movement_free(struct bm_movement *m);

/**
 * @brief Deep-copy a movement.
 * @param[out] out Receives the copy; NULL on failure.
 * @param m The movement to copy.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_copy(struct bm_movement **out, const struct bm_movement *m);

/**
 * @brief Compare two movements for equality of the whole model (grid, switches, sets,
 *        absences, teams, stands, name). The recorded spec and generator are not compared.
 * @param[out] equal Receives 1 if equal, 0 otherwise.
 * @param a First movement.
 * @param b Second movement.
 * @return #BM_OK or #BM_EINVAL.
 * @since 1.0
 */
enum bm_status bm_movement_equal(int32_t *equal, const struct bm_movement *a,
                                 const struct bm_movement *b);

/** @brief The event kind. @param m The movement. @return The event, or 0 for NULL. @since 1.0 */
enum bm_event bm_movement_event(const struct bm_movement *m);
/** @brief Number of rounds. @param m The movement. @return Rounds, or 0 for NULL. @since 1.0 */
uint32_t bm_movement_rounds(const struct bm_movement *m);
/** @brief Number of tables. @param m The movement. @return Tables, or 0 for NULL. @since 1.0 */
uint32_t bm_movement_tables(const struct bm_movement *m);
/** @brief Number of participants. @param m The movement. @return Pairs or players, 0 for NULL. @since 1.0 */
uint32_t bm_movement_participants(const struct bm_movement *m);
/** @brief Number of board sets. @param m The movement. @return Sets, or 0 for NULL. @since 1.0 */
uint32_t bm_movement_sets(const struct bm_movement *m);
/** @brief Default boards per set. @param m The movement. @return Boards per set, 0 for NULL. @since 1.0 */
uint32_t bm_movement_boards_per_set(const struct bm_movement *m);
/** @brief Total number of boards (sum of set sizes). @param m The movement. @return Boards, 0 for NULL. @since 1.0 */
uint32_t bm_movement_boards(const struct bm_movement *m);
/** @brief Number of the first board (default 1). @param m The movement. @return It, or 0 for NULL. @since 1.0 */
uint32_t bm_movement_first_board(const struct bm_movement *m);

/**
 * @brief Set the number of the first board.
 * @param m The movement.
 * @param first_board The board number of position 1 of set 1 (>= 1).
 * @return #BM_OK, #BM_EINVAL.
 * @since 1.0
 */
enum bm_status bm_movement_set_first_board(struct bm_movement *m, uint32_t first_board);

/**
 * @brief The number round 1 is called by (default 1): a movement that is one part of a longer
 *        event, such as a round of a Swiss, numbers its rounds as the event does.
 * @param m The movement.
 * @return It, or 0 for NULL.
 * @since 1.1
 */
uint32_t bm_movement_first_round(const struct bm_movement *m);

/**
 * @brief Set the number round 1 is called by. The guide and table cards, the travellers,
 *        Bridgemate RoundData and the results (read, written and bm_results_set_score() & co,
 *        which take what the room reports) number round r as first_round + r - 1; the
 *        movement's own functions still count its rounds from 1.
 * @param m The movement.
 * @param first_round 1..100000.
 * @return #BM_OK, #BM_EINVAL (NULL, or out of range).
 * @since 1.1
 */
enum bm_status bm_movement_set_first_round(struct bm_movement *m, uint32_t first_round);

/**
 * @brief Number of boards in one set.
 * @param[out] out Receives the size; 0 on failure.
 * @param m The movement.
 * @param set Set number 1..sets.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_set_size(uint32_t *out, const struct bm_movement *m, uint32_t set);

/**
 * @brief Change the number of boards in one set (e.g. American Whist stanzas of 3 then 2).
 *        Switch bits of positions beyond the new size are cleared.
 * @param m The movement.
 * @param set Set number 1..sets.
 * @param size Boards in the set (>= 1).
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_resize_set(struct bm_movement *m, uint32_t set, uint32_t size);

/**
 * @brief Board number of a position within a set:
 *        first_board + (sizes of the sets before @p set) + position - 1.
 * @param[out] out Receives the board number; 0 on failure.
 * @param m The movement.
 * @param set Set number 1..sets.
 * @param position Position 1..size(set).
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_board_number(uint32_t *out, const struct bm_movement *m, uint32_t set,
                                        uint32_t position);

/**
 * @brief Read one field of a cell.
 * @param[out] out Receives the value (0 for an idle cell, an empty seat or no set).
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param field The field; seats must match the event kind.
 * @return #BM_OK, #BM_EINVAL (NULL, unknown field, seat of the other event kind), #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_get(uint32_t *out, const struct bm_movement *m, uint32_t round,
                               uint32_t table, enum bm_field field);

/**
 * @brief Write one field of a cell; the cell becomes active.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param field The field.
 * @param value Participant 0..participants, set 0..sets, copy >= 1, first 0..size of the set.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (round, table or value out of range).
 * @since 1.0
 */
enum bm_status bm_movement_set(struct bm_movement *m, uint32_t round, uint32_t table,
                               enum bm_field field, uint32_t value);

/**
 * @brief Convenience: make a pairs/teams cell active with its NS pair, EW pair and set
 *        (copy 1, no switches, no first).
 * @param m The movement (pairs or teams event).
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param ns NS pair 0..participants.
 * @param ew EW pair 0..participants.
 * @param set Set 0..sets.
 * @return #BM_OK, #BM_EINVAL (NULL or an individual event), #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_set_pairs(struct bm_movement *m, uint32_t round, uint32_t table,
                                     uint32_t ns, uint32_t ew, uint32_t set);

/**
 * @brief Whether a cell is active (the table plays that round).
 * @param[out] out 1 if active, 0 if idle.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_active(int32_t *out, const struct bm_movement *m, uint32_t round,
                                  uint32_t table);

/**
 * @brief Make a cell idle: clears seats, set, copy, first and switches.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_clear(struct bm_movement *m, uint32_t round, uint32_t table);

/**
 * @brief Whether a board of the cell's set is played arrow-switched (the NS participant
 *        sits EW for that board).
 * @param[out] out 1 if switched, 0 otherwise (0 for idle cells or cells without a set).
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param position Board position 1..size of the cell's set.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (also when the cell has no set).
 * @since 1.0
 */
enum bm_status bm_movement_switched(int32_t *out, const struct bm_movement *m, uint32_t round,
                                    uint32_t table, uint32_t position);

/**
 * @brief Set or clear the arrow switch of one board at one cell.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param table Table 1..tables.
 * @param position Board position 1..size of the cell's set (the cell must have a set).
 * @param switched Nonzero to switch, 0 to clear.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_set_switched(struct bm_movement *m, uint32_t round, uint32_t table,
                                        uint32_t position, int32_t switched);

/**
 * @brief When a participant leaves (or whether it is a phantom).
 *
 * A participant's absences are two windows: before its arrival round (see
 * bm_movement_arrival()) and from its leaving round on (this call). A phantom, the absent pair
 * of a half table, leaves from round 1.
 * @param[out] from_round Receives 0 if the participant stays to the end, else the first round
 *        from which it is absent (1 = absent all session: a phantom).
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_phantom(uint32_t *from_round, const struct bm_movement *m,
                                   uint32_t participant);

/**
 * @brief Mark a participant absent from a round on (1: a phantom, absent all session; R > 1:
 *        it leaves after round R - 1), or as staying to the end. Its arrival round is kept.
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @param from_round 0 = stays to the end, 1..rounds = absent from that round on.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_set_phantom(struct bm_movement *m, uint32_t participant,
                                       uint32_t from_round);

/**
 * @brief When a participant arrives: a pair arriving late is absent before that round.
 * @param[out] round Receives 0 if the participant plays from the start, else the first round
 *        it can play (2..rounds).
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_arrival(uint32_t *round, const struct bm_movement *m,
                                   uint32_t participant);

/**
 * @brief Mark a participant as arriving late: absent in the rounds before @p round, present
 *        from @p round on (until it leaves, if it does: bm_movement_set_phantom()).
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @param round 0 or 1 = from the start; 2..rounds = plays from that round on.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_set_arrival(struct bm_movement *m, uint32_t participant,
                                       uint32_t round);

/**
 * @brief Whether a participant can play in a round: it has arrived (bm_movement_arrival())
 *        and not left (bm_movement_phantom()).
 * @param[out] out 1 if present in @p round, 0 if absent.
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @param round Round 1..rounds.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_present(int32_t *out, const struct bm_movement *m, uint32_t participant,
                                   uint32_t round);

/**
 * @brief Team of a pair (teams events).
 * @param[out] out Receives the team number, 0 if the pair is in no team.
 * @param m The movement.
 * @param pair Pair 1..participants.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_team(uint32_t *out, const struct bm_movement *m, uint32_t pair);

/**
 * @brief Put a pair into a team (teams events only).
 * @param m The movement (teams event).
 * @param pair Pair 1..participants.
 * @param team Team 1..participants, or 0 to remove the pair from its team.
 * @return #BM_OK, #BM_EINVAL (NULL or not a teams event), #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_set_team(struct bm_movement *m, uint32_t pair, uint32_t team);

/** @brief Highest team number in use. @param m The movement. @return Teams, 0 for NULL or none. @since 1.0 */
uint32_t bm_movement_teams(const struct bm_movement *m);

/**
 * @brief The movement's display name.
 * @param m The movement.
 * @return A string owned by @p m (valid until the next change of the name or the handle's
 *         free), "" if none, NULL for a NULL handle.
 * @since 1.0
 */
const char *bm_movement_name(const struct bm_movement *m);

/**
 * @brief Set the display name.
 * @param m The movement.
 * @param name A NUL-terminated UTF-8 string (copied), or NULL to clear.
 * @return #BM_OK, #BM_EINVAL (NULL @p m, or @p name not valid UTF-8), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_set_name(struct bm_movement *m, const char *name);

/**
 * @brief The spec string the movement was built from ("" if none).
 * @param m The movement.
 * @return A string owned by @p m, NULL for a NULL handle.
 * @since 1.0
 */
const char *bm_movement_spec(const struct bm_movement *m);

/**
 * @brief Record the spec string the movement was built from.
 * @param m The movement.
 * @param spec The spec string (copied, valid UTF-8), or NULL to clear.
 * @return #BM_OK, #BM_EINVAL (NULL @p m, or @p spec not valid UTF-8), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_set_spec(struct bm_movement *m, const char *spec);

/**
 * @brief The generator recorded with the movement, e.g. "libbridgemove 1.0.0" ("" if none).
 * @param m The movement.
 * @return A string owned by @p m, NULL for a NULL handle.
 * @since 1.0
 */
const char *bm_movement_generator(const struct bm_movement *m);

/**
 * @brief Record the program that generated the movement.
 * @param m The movement.
 * @param generator The string (copied, valid UTF-8), or NULL to clear.
 * @return #BM_OK, #BM_EINVAL (NULL @p m, or @p generator not valid UTF-8), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_set_generator(struct bm_movement *m, const char *generator);

/**
 * @brief How many changes were made to the movement mid-session (bm_change()), in the order
 *        made; with bm_movement_spec() they say what the movement was built from.
 * @param m The movement.
 * @return The count; 0 for NULL or a movement never changed.
 * @since 1.1
 */
uint32_t bm_movement_changes(const struct bm_movement *m);

/**
 * @brief One change made mid-session, as the option of the set `change` that makes it:
 *        "late=23@3" (pair 23 arrives for round 3), "leaves=7@6" (pair 7 absent from round
 *        6 on), "add_table=5" (a table added for round 5). Building the spec, then applying each
 *        change in order with bm_change(), gives the movement again.
 * @param m The movement.
 * @param index 1..bm_movement_changes().
 * @return A string owned by @p m; NULL for NULL or an index out of range.
 * @since 1.1
 */
const char *bm_movement_change(const struct bm_movement *m, uint32_t index);

/** @brief Number of relay/bye stands. @param m The movement. @return Stands, 0 for NULL. @since 1.0 */
uint32_t bm_movement_stands(const struct bm_movement *m);

/**
 * @brief Add a relay or bye stand.
 * @param[out] id Receives the new stand's number (1-based, in order of addition); may be NULL.
 * @param m The movement.
 * @param name Display name (copied, valid UTF-8), e.g. "relay between tables 4 and 5"; NULL
 *        for none.
 * @param after_table The table whose boards move onto the stand (1..tables).
 * @param copy The case of boards the stand holds (0 = any).
 * @return #BM_OK, #BM_EINVAL (NULL @p m, or @p name not valid UTF-8), #BM_ERANGE, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_add_stand(uint32_t *id, struct bm_movement *m, const char *name,
                                     uint32_t after_table, uint32_t copy);

/**
 * @brief Describe a stand.
 * @param[out] after_table Receives the table feeding the stand; may be NULL.
 * @param[out] copy Receives the case the stand holds (0 = any); may be NULL.
 * @param[out] name Receives the name, owned by @p m; may be NULL.
 * @param m The movement.
 * @param stand Stand 1..stands.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_stand(uint32_t *after_table, uint32_t *copy, const char **name,
                                 const struct bm_movement *m, uint32_t stand);

/**
 * @brief Append a (set, copy) group to what waits on a stand during a round
 *        (in order: the first appended feeds first).
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param stand Stand 1..stands.
 * @param set Set 1..sets.
 * @param copy Copy >= 1.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_stand_push(struct bm_movement *m, uint32_t round, uint32_t stand,
                                      uint32_t set, uint32_t copy);

/**
 * @brief Number of groups waiting on a stand during a round.
 * @param[out] out Receives the count.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param stand Stand 1..stands.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_stand_count(uint32_t *out, const struct bm_movement *m,
                                       uint32_t round, uint32_t stand);

/**
 * @brief One group waiting on a stand during a round.
 * @param[out] set Receives the set; may be NULL.
 * @param[out] copy Receives the copy; may be NULL.
 * @param m The movement.
 * @param round Round 1..rounds.
 * @param stand Stand 1..stands.
 * @param index Position in the stand's queue, 1..count.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_movement_stand_item(uint32_t *set, uint32_t *copy, const struct bm_movement *m,
                                      uint32_t round, uint32_t stand, uint32_t index);

/**
 * @brief Where the grid seats a participant in a round (its itinerary).
 *
 * This is the seat the grid gives, whether or not the boards are played there: a participant
 * whose opponent (or partner) is absent or whose table has an empty seat sits out at that seat,
 * and an absent participant keeps its seat too. bm_guide_sits_out() says whether it plays.
 * @param[out] table Receives the table (0 if the grid seats the participant nowhere that round).
 * @param[out] field Receives the seat field (#BM_FIELD_NS, #BM_FIELD_EW or a player seat;
 *        0 when seated nowhere); may be NULL.
 * @param m The movement.
 * @param participant Participant 1..participants.
 * @param round Round 1..rounds.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE. The first seat found is reported if a
 *         (malformed) movement seats the participant twice.
 * @since 1.0
 */
enum bm_status bm_movement_seat_of(uint32_t *table, enum bm_field *field,
                                   const struct bm_movement *m, uint32_t participant,
                                   uint32_t round);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
