/* SPDX-License-Identifier: MIT */
/**
 * @file suggest.h
 * @brief Choosing a movement: for a field (pairs, teams or players) and a session length,
 *        every movement the library's families offer, measured and ranked, each with a
 *        reason in bridge words.
 *
 * Every family takes part: each says which specs it would run for the request (its
 * descriptor's serve hook), and bm_suggest() builds every one of them, keeps those that pass
 * the rules of play (bm_check_playable()) and the request's constraints, measures them and
 * ranks them.
 *
 * **The request** is options of the set `suggest` (options.h), e.g. the one-line form
 * `pairs=13,boards=24-28`:
 * - `pairs`, `teams` or `players`: the field (exactly one; 1..4096);
 * - `boards`: the boards each participant should play, `LO-HI` or one number (default 18-30);
 * - `rounds`, `boards_per_round`: only movements of that many rounds or boards a round, one
 *   number or a range `LO-HI` (default `any`);
 * - `minutes`: the session available; movements the session clock says take longer are left
 *   out (default `any`). The clock's rates are the keys `minutes_per_board` (6.5),
 *   `minutes_per_change` (1), `minutes_for_stands` (0.5 a round when boards wait on a stand or
 *   are shared) and `minutes_for_moves` (0.5 a round when pairs change direction);
 * - `max_stands`: the most relay and bye stands the room has space for (default `any`);
 * - `sharing`: `yes` (default) or `no` (no two tables share boards in a round);
 * - `copies`: the most copies (cases) of any set that can be prepared, e.g. 1 without a
 *   dealing machine (default `any`);
 * - `stationary`: the pairs (or players) that must not move (e.g. a player who cannot);
 *   the movement must keep at least that many participants at one seat all session;
 * - `one_winner`: `yes` puts the movements with one field first (after switching where
 *   the candidate gives a switch plan); `no` (default);
 * - `order`: `rank` (default), `balance`, `simplicity` or `boards` (see below).
 *
 * **Ranking** (`order=rank`, the default): first, when `one_winner=yes`, the movements with
 * one field (after the switch plan where the candidate has one); then a cost in points, lower
 * first, adding up time over `minutes` (without it, over the session the boards asked for
 * take), rounds outside 7 to 14, one-board rounds not asked for, incompleteness, the balance
 * (the population SD of s per board played, of the movement as run for one ranking: `sd` when
 * it is one field as built, `sd_switched` when only the switch makes it one, else the better
 * of the two), extra copies and boards, stands, sharing, sit-outs, pairs changing
 * direction, movements other than a Mitchell or a Howell, and opponents not met
 * (doc/choosing.md gives the weights); ties go to completeness, balance, simplicity (fewer
 * rounds sat out, stands, tables sharing, boards to prepare), more boards played, then the
 * spec, so that the order is total and reproducible. A request measures offers within a work
 * budget; the offers left are counted in the JSON report's `unmeasured`. `order=balance`
 * puts the balance before completeness; `order=simplicity` puts simplicity first;
 * `order=boards` puts the most boards played first. Every order keeps the one-field step
 * first when `one_winner=yes`.
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
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup suggest
 * @{
 */

/** @brief Opaque ranked list of candidate movements. @since 1.0 */
struct bm_suggestions;

/** @brief The whole-number figures of a candidate (bm_suggestion_number()). @since 1.0 */
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
    BM_SUGGEST_COPIES = 12,           /**< The most copies (cases) of one set to prepare. */
    /** The session clock's estimate of the movement's length in minutes (the rates of the
     *  request's `minutes_per_*` keys). @since 1.1 */
    BM_SUGGEST_MINUTES = 13,
    /** The fewest others of the field (pairs; teams in a teams event; players) any one meets
     *  across a table; the field less one means everybody meets everybody. @since 1.1 */
    BM_SUGGEST_OPPONENTS_MET = 14
};

/** @brief The real-number figures of a candidate (bm_suggestion_real()). @since 1.0 */
enum bm_suggest_real {
    BM_SUGGEST_SD = 1,             /**< Population SD of s, as the spec builds the movement. */
    BM_SUGGEST_SD_SWITCHED = 2,    /**< The SD after the switch plan (#BM_ENOTFOUND when none). */
    BM_SUGGEST_APPLES_ORANGES = 3  /**< Apples-and-oranges share in [0, 1]. */
};

/** @brief The text figures of a candidate (bm_suggestion_text()). @since 1.0 */
enum bm_suggest_text {
    BM_SUGGEST_SPEC = 1,        /**< The spec string that builds it (bm_build_string()). */
    BM_SUGGEST_REASON = 2,      /**< One line in bridge words. */
    BM_SUGGEST_SWITCH_PLAN = 3  /**< The switch plan of `sd_switched` ("last-round"), or "". */
};

/**
 * @brief Every movement the families offer for the request, measured, filtered by its
 *        constraints and ranked (the rule at the top of suggest.h). An empty list is a
 *        result, not an error.
 * @param[out] out Receives the list; NULL on failure.
 * @param opt The request: options of the set `suggest`, giving one field (pairs, teams or
 *        players).
 * @return #BM_OK, #BM_EINVAL (NULL arguments, options of another set, no field given or two
 *         given), #BM_ENOMEM.
 * @post Free the list with bm_suggestions_free().
 * @since 1.0
 */
enum bm_status bm_suggest(struct bm_suggestions **out, const struct bm_options *opt);

/**
 * @brief Free a list of suggestions.
 * @param list The list, or NULL.
 * @since 1.0
 */
void bm_suggestions_free(struct bm_suggestions *list);

/**
 * @brief How many candidates the list holds.
 * @param list The list.
 * @return The count; 0 for NULL.
 * @since 1.0
 */
uint32_t bm_suggestions_count(const struct bm_suggestions *list);

/**
 * @brief A whole-number figure of candidate @p index (1 = the best).
 * @param[out] out Receives the figure.
 * @param list The list.
 * @param index 1..bm_suggestions_count().
 * @param which The figure.
 * @return #BM_OK, #BM_EINVAL (NULL, unknown @p which), #BM_ERANGE (no such candidate).
 * @since 1.0
 */
enum bm_status bm_suggestion_number(uint32_t *out, const struct bm_suggestions *list,
                                    uint32_t index, enum bm_suggest_number which);

/**
 * @brief A real-number figure of candidate @p index.
 * @param[out] out Receives the figure.
 * @param list The list.
 * @param index 1..bm_suggestions_count().
 * @param which The figure.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_ENOTFOUND (no switch plan for this candidate).
 * @since 1.0
 */
enum bm_status bm_suggestion_real(double *out, const struct bm_suggestions *list, uint32_t index,
                                  enum bm_suggest_real which);

/**
 * @brief A text figure of candidate @p index; the string lives as long as the list.
 * @param list The list.
 * @param index 1..bm_suggestions_count().
 * @param which The figure.
 * @return The string; NULL for NULL, an index out of range or an unknown @p which.
 * @since 1.0
 */
const char *bm_suggestion_text(const struct bm_suggestions *list, uint32_t index,
                               enum bm_suggest_text which);

/**
 * @brief The list as text for a director: the request, then one block per candidate.
 *
 * JSON: The list as JSON: `{"request": "...", "candidates": [{"spec", "tables", "rounds",
 *        "boards_per_round", "boards_played", "boards_to_prepare", "copies", "stands",
 *        "shared_tables", "sit_outs", "stationary", "sd", "sd_switched" (null when none),
 *        "switch_plan", "apples_oranges", "one_winner", "one_winner_switched", "reason",
 *        "switched_spec"}, ...]}`. `switched_spec` (null when there is no plan, since 1.1) is
 *        the spec with `switch=PLAN` added: it builds the movement whose figures
 *        `sd_switched` and `one_winner_switched` are; the text form prints it too. Since 1.1
 *        each candidate also has `minutes` (the session clock's estimate), `balance_per_board`
 *        (the balance the ranking compares, one figure across sizes; 0 is perfect),
 *        `balance_words` (the text form's words for it, e.g. "well balanced"; a teams candidate
 *        says "for Butler or cross-IMP scoring only") and `cost` (the
 *        ranking's points, lower first).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param list The list.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_suggestions_report(char **out, const struct bm_suggestions *list,
                                     enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
