/* SPDX-License-Identifier: MIT */
/**
 * @file suggest.h
 * @brief Choosing a movement: for a field (pairs, teams or players) and a session length,
 *        every movement the library's families offer, measured and ranked, each with a
 *        reason in bridge words; and changing one mid-session (a late pair, a pair leaving,
 *        a table added).
 *
 * Every family takes part: each says which specs it would run for the request (its
 * descriptor's serve hook), and bm_suggest() builds every one of them, keeps those that pass
 * the rules of play (bm_check_playable()) and the request's constraints, measures them and
 * ranks them.
 *
 * **Options** (bm_suggest_options_set(), or the one-line form
 * `pairs=13,boards=24-28` of bm_suggest_options_parse()):
 * - `pairs`, `teams` or `players`: the field (exactly one; 1..4096);
 * - `event`: `pairs`, `teams` or `individual`, when given with `participants=N` instead;
 * - `boards`: the boards each participant should play, `LO-HI` or one number (default 18-30);
 * - `rounds`, `boards_per_round`: only movements of that many rounds or boards a round;
 * - `max_stands`: the most relay and bye stands the room has space for;
 * - `sharing`: `yes` (default) or `no` (no two tables share boards in a round);
 * - `copies`: the most copies (cases) of any set that can be prepared, e.g. 1 without a
 *   dealing machine; 0 (default) for any;
 * - `stationary`: the pairs (or players) that must not move (e.g. a player who cannot);
 *   the movement must keep at least that many participants at one seat all session;
 * - `one_winner`: `yes` puts the movements with one field first (after switching where
 *   the candidate gives a switch plan); `no` (default);
 * - `order`: `rank` (default), `balance`, `simplicity` or `boards` (see below).
 *
 * **Ranking** (`order=rank`, the default): first, when `one_winner=yes`, the movements with
 * one field (after the switch plan where the candidate has one); then the complete movements,
 * where every participant plays every board bar the rounds it sits out (the scores all cover
 * the same boards); then the balance, the population SD of s per board played (the better of
 * `sd` and `sd_switched`), compared to two decimals; then simplicity: fewer rounds a
 * participant sits out, fewer relay and bye stands, fewer tables sharing boards, fewer boards
 * to prepare; then more boards played; then the spec, so that the order is total and
 * reproducible. `order=balance` puts the balance before completeness; `order=simplicity` puts
 * simplicity first; `order=boards` puts the most boards played first. Every order keeps the
 * one-field step first when `one_winner=yes`.
 *
 * **Figures** of a candidate: see #bm_suggest_number and #bm_suggest_real. `sd` is the
 * balance of the movement exactly as its spec builds it; for a movement whose NS and EW
 * fields are separate competitions (stationary NS pairs) the candidate also gives
 * `sd_switched`, the balance after the club's last-round switch (switch.h, preset
 * `last-round`), which the text names.
 */
#ifndef BRIDGEMOVE_SUGGEST_H
#define BRIDGEMOVE_SUGGEST_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief Opaque request of bm_suggest(): the field, the session and the constraints. @since 0.2 */
struct bm_suggest_options;

/** @brief Opaque ranked list of candidate movements. @since 0.2 */
struct bm_suggestions;

/** @brief The whole-number figures of a candidate (bm_suggestion_number()). @since 0.2 */
enum bm_suggest_number {
    BM_SUGGEST_TABLES = 1,            /**< Tables in play. */
    BM_SUGGEST_ROUNDS = 2,            /**< Rounds. */
    BM_SUGGEST_BOARDS_PER_ROUND = 3,  /**< Boards a round (the largest set). */
    BM_SUGGEST_BOARDS_PLAYED = 4,     /**< Boards each participant plays (the fewest any plays). */
    BM_SUGGEST_BOARDS_TO_PREPARE = 5, /**< Physical boards to prepare, every copy counted. */
    BM_SUGGEST_STANDS = 6,            /**< Relay and bye stands. */
    BM_SUGGEST_SHARED_TABLES = 7,     /**< Tables that share boards with another in some round. */
    BM_SUGGEST_SIT_OUTS = 8,          /**< The most rounds a participant sits out. */
    BM_SUGGEST_STATIONARY = 9,        /**< Participants who keep one seat all session. */
    BM_SUGGEST_ONE_WINNER = 10,       /**< 1: one field, one winner, as built; 0: NS and EW winners. */
    BM_SUGGEST_ONE_WINNER_SWITCHED = 11, /**< The same after the switch plan (as built when none). */
    BM_SUGGEST_COPIES = 12            /**< The most copies (cases) of one set to prepare. */
};

/** @brief The real-number figures of a candidate (bm_suggestion_real()). @since 0.2 */
enum bm_suggest_real {
    BM_SUGGEST_SD = 1,             /**< Population SD of s, as the spec builds the movement. */
    BM_SUGGEST_SD_SWITCHED = 2,    /**< The SD after the switch plan (#BM_ENOTFOUND when none). */
    BM_SUGGEST_APPLES_ORANGES = 3  /**< Apples-and-oranges share in [0, 1]. */
};

/** @brief The text figures of a candidate (bm_suggestion_text()). @since 0.2 */
enum bm_suggest_text {
    BM_SUGGEST_SPEC = 1,        /**< The spec string that builds it (bm_build_string()). */
    BM_SUGGEST_REASON = 2,      /**< One line in bridge words. */
    BM_SUGGEST_SWITCH_PLAN = 3  /**< The switch plan of `sd_switched` ("last-round"), or "". */
};

/**
 * @brief Create a request with every option at its default and no field yet.
 * @param[out] out Receives the options; NULL on failure.
 * @return #BM_OK, #BM_EINVAL (NULL @p out), #BM_ENOMEM.
 * @post Free the options with bm_suggest_options_free().
 * @since 0.2
 */
enum bm_status bm_suggest_options_new(struct bm_suggest_options **out);

/**
 * @brief Free a request.
 * @param opt The options, or NULL.
 * @since 0.2
 */
void bm_suggest_options_free(struct bm_suggest_options *opt);

/**
 * @brief Set one option (the keys are listed at the top of suggest.h).
 * @param opt The options.
 * @param key The key.
 * @param value The value as text, or NULL to return the key to its default.
 * @param msg Buffer for a one-line message naming the key and what it accepts, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL @p opt or @p key), #BM_EPARSE (unknown key or bad value).
 * @since 0.2
 */
enum bm_status bm_suggest_options_set(struct bm_suggest_options *opt, const char *key,
                                      const char *value, char *msg, size_t msg_size);

/**
 * @brief Parse the one-line form `key=value[,key=value...]`, e.g. `pairs=13,boards=24-28`.
 * @param[out] out Receives the options; NULL on failure.
 * @param text The text; spaces around items are allowed.
 * @param msg Buffer for a one-line message, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL arguments), #BM_EPARSE, #BM_ENOMEM.
 * @post Free the options with bm_suggest_options_free().
 * @since 0.2
 */
enum bm_status bm_suggest_options_parse(struct bm_suggest_options **out, const char *text,
                                        char *msg, size_t msg_size);

/**
 * @brief The one-line form of a request (every key given, then the defaults), which
 *        bm_suggest_options_parse() reads back.
 * @param[out] out Receives a new string; release it with bm_free(). NULL on failure.
 * @param opt The options.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_suggest_options_to_string(char **out, const struct bm_suggest_options *opt);

/**
 * @brief Every movement the families offer for the request, measured, filtered by its
 *        constraints and ranked (the rule at the top of suggest.h). An empty list is a
 *        result, not an error.
 * @param[out] out Receives the list; NULL on failure.
 * @param opt The request; it must give a field (pairs, teams or players).
 * @param msg Buffer for a one-line message, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL arguments, or no field given), #BM_ENOMEM.
 * @post Free the list with bm_suggestions_free().
 * @since 0.2
 */
enum bm_status bm_suggest(struct bm_suggestions **out, const struct bm_suggest_options *opt,
                          char *msg, size_t msg_size);

/**
 * @brief Free a list of suggestions.
 * @param list The list, or NULL.
 * @since 0.2
 */
void bm_suggestions_free(struct bm_suggestions *list);

/**
 * @brief How many candidates the list holds.
 * @param list The list.
 * @return The count; 0 for NULL.
 * @since 0.2
 */
size_t bm_suggestions_count(const struct bm_suggestions *list);

/**
 * @brief A whole-number figure of candidate @p index (0 = the best).
 * @param[out] out Receives the figure.
 * @param list The list.
 * @param index 0..count-1.
 * @param which The figure.
 * @return #BM_OK, #BM_EINVAL (NULL, unknown @p which), #BM_ERANGE (no such candidate).
 * @since 0.2
 */
enum bm_status bm_suggestion_number(unsigned *out, const struct bm_suggestions *list,
                                    size_t index, enum bm_suggest_number which);

/**
 * @brief A real-number figure of candidate @p index.
 * @param[out] out Receives the figure.
 * @param list The list.
 * @param index 0..count-1.
 * @param which The figure.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_ENOTFOUND (no switch plan for this candidate).
 * @since 0.2
 */
enum bm_status bm_suggestion_real(double *out, const struct bm_suggestions *list, size_t index,
                                  enum bm_suggest_real which);

/**
 * @brief A text figure of candidate @p index; the string lives as long as the list.
 * @param list The list.
 * @param index 0..count-1.
 * @param which The figure.
 * @return The string; NULL for NULL, an index out of range or an unknown @p which.
 * @since 0.2
 */
const char *bm_suggestion_text(const struct bm_suggestions *list, size_t index,
                               enum bm_suggest_text which);

/**
 * @brief The list as text for a director: the request, then one block per candidate.
 * @param[out] out Receives a new string; release it with bm_free().
 * @param list The list.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_suggestions_to_text(char **out, const struct bm_suggestions *list);

/**
 * @brief The list as JSON: `{"request": "...", "candidates": [{"spec", "tables", "rounds",
 *        "boards_per_round", "boards_played", "boards_to_prepare", "copies", "stands",
 *        "shared_tables", "sit_outs", "stationary", "sd", "sd_switched" (null when none),
 *        "switch_plan", "apples_oranges", "one_winner", "one_winner_switched", "reason"},
 *        ...]}`.
 * @param[out] out Receives a new string; release it with bm_free().
 * @param list The list.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_suggestions_to_json(char **out, const struct bm_suggestions *list);

/* ---- Changing a movement mid-session ---- */

/**
 * @brief Opaque result of a change: the changed movement and what the director must do.
 *
 * Every change keeps the rounds before the change as they were and moves a play only within
 * its round, so nobody plays a board twice (Hill's Web movements, "half tables, late pairs,
 * rovers, and party tables"). Changes apply to pairs events.
 * @since 0.2
 */
struct bm_change;

/**
 * @brief A new pair arrives for round @p round: it takes the seats of a pair absent for the
 *        rest of the session (the half table's phantom, else a pair that has left) from that
 *        round on; else, when some pair sits out in every round from @p round (the pairs a
 *        rover bumps), it sits NS at a new party table and hosts one of them each round, on
 *        boards neither plays elsewhere, from the party table's own copy; otherwise it plays
 *        as a rover, each round taking the seat of a pair that sits out that round (no board
 *        twice, nobody displaced twice and no opponent met twice where the movement allows
 *        it; the rover sits out a round only when no table has boards new to it). The new
 *        pair is absent before @p round (its cards say "not yet arrived").
 * @param[out] out Receives the change; NULL on failure.
 * @param m The movement (not modified).
 * @param pair The new pair's number: the next one, participants + 1.
 * @param round The first round it plays, 1..rounds.
 * @param msg Buffer for a one-line message, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL, or another pair number), #BM_ERANGE (no such round),
 *         #BM_EUNSUPPORTED (not a pairs event), #BM_ENOMEM.
 * @post Free the change with bm_change_free().
 * @since 0.2
 */
enum bm_status bm_change_late(struct bm_change **out, const struct bm_movement *m,
                              unsigned pair, unsigned round, char *msg, size_t msg_size);

/**
 * @brief A pair leaves: absent from round @p round on (after round @p round - 1); the pairs it
 *        would have met sit out.
 * @param[out] out Receives the change; NULL on failure.
 * @param m The movement (not modified).
 * @param pair The pair, one that plays in @p round.
 * @param round The first round it misses, 1..rounds.
 * @param msg Buffer for a one-line message, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (no such round, or the pair does not play in it),
 *         #BM_EUNSUPPORTED (not a pairs event), #BM_ENOMEM.
 * @post Free the change with bm_change_free().
 * @since 0.2
 */
enum bm_status bm_change_leave(struct bm_change **out, const struct bm_movement *m,
                               unsigned pair, unsigned round, char *msg, size_t msg_size);

/**
 * @brief A table added for round @p round with two new pairs (participants + 1 and + 2),
 *        Hill's rover and party table: in round @p round they play each other at the new table
 *        on boards neither meets again (when there are such boards); from then on the first
 *        stays NS at the new table, the second roves as in bm_change_late(), and the pair it
 *        displaces plays at the new table the boards it would have played at its own, on the
 *        new table's own copy.
 * @param[out] out Receives the change; NULL on failure.
 * @param m The movement (not modified).
 * @param round The first round of the new table, 1..rounds.
 * @param msg Buffer for a one-line message, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_EUNSUPPORTED (not a pairs event), #BM_ENOMEM.
 * @post Free the change with bm_change_free().
 * @since 0.2
 */
enum bm_status bm_change_add_table(struct bm_change **out, const struct bm_movement *m,
                                   unsigned round, char *msg, size_t msg_size);

/**
 * @brief Free a change (and its movement).
 * @param change The change, or NULL.
 * @since 0.2
 */
void bm_change_free(struct bm_change *change);

/**
 * @brief The changed movement; it lives as long as the change (copy it to keep it).
 * @param change The change.
 * @return The movement; NULL for NULL.
 * @since 0.2
 */
const struct bm_movement *bm_change_movement(const struct bm_change *change);

/**
 * @brief How many instructions the change gives the director.
 * @param change The change.
 * @return The count; 0 for NULL.
 * @since 0.2
 */
size_t bm_change_instruction_count(const struct bm_change *change);

/**
 * @brief One instruction, e.g. "  round 3: pair 15 plays EW at table 4 against pair 4, boards
 *        9-12; pair 11 sits out"; it lives as long as the change.
 * @param change The change.
 * @param index 0..count-1.
 * @return The instruction; NULL for NULL or an index out of range.
 * @since 0.2
 */
const char *bm_change_instruction(const struct bm_change *change, size_t index);

/**
 * @brief The instructions, then the changed movement as grid text.
 * @param[out] out Receives a new string; release it with bm_free().
 * @param change The change.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_change_to_text(char **out, const struct bm_change *change);

/**
 * @brief `{"instructions": ["...", ...], "movement": {...}}`, the movement as bm_write_json()
 *        writes it.
 * @param[out] out Receives a new string; release it with bm_free().
 * @param change The change.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_change_to_json(char **out, const struct bm_change *change);

#ifdef __cplusplus
}
#endif

#endif
