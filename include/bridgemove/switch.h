/* SPDX-License-Identifier: MIT */
/**
 * @file switch.h
 * @brief Arrow-switch planning (the movements article, "Switching" and "How much to
 *        switch?"): which boards to play with the NS participant sitting East-West so that one
 *        field yields one fair winner, with instructions a director can read out.
 *
 * A plan is made at one of four **levels**, from the easiest to run to the most detailed:
 * - `round`: whole rounds switched at every table;
 * - `board`: board position j of the set, in a given round, at every table;
 * - `table`: a whole set at one table in one round;
 * - `free`: any board at any table in any round (individual itineraries).
 *
 * **Presets**:
 * - `none`: no switches;
 * - `last-round`: the club rule: the last round switched, and the last two rounds when the
 *   movement has 12 or more rounds;
 * - `stagger`: with k boards per set (the largest set) and R rounds, board j of each set is
 *   switched in round R - k + j (the text's k = 4 example); needs k <= R;
 * - `eighth`: the text's rule of thumb, "switch about one eighth of the boards": with k
 *   boards per set and R rounds, every participant plays N = R k boards, and q = ceil(N / 8)
 *   board slots (round, position) are switched at every table. The slots run diagonally back
 *   from the last board of the last round: the i-th slot (i = 0 .. q-1) is position
 *   k - (i mod k) of round R - (i mod R) (the next free position of that round if taken).
 *   For a 7-table Mitchell this is the last round for k = 1 and the stagger for k = 4;
 * - `optimise` (the default): the optimiser, at the chosen level (default `board`).
 *
 * The optimiser minimises the variance of the amount of competition s over all pairs of real
 * participants (phantoms from round 1 excluded; a pair who never plays counts with s = 0).
 * A level contains the coarser ones (free contains board and table, each of them round), and
 * a plan is never worse than any level or preset it contains: the contained levels are
 * optimised first, with the same options, and each level starts from the best of the
 * movement's own switches (when the level can express them), no switches, the presets and
 * the contained levels' plans. At the `round` and `board` levels (and any level small enough)
 * it enumerates the plans exactly when the space is small enough (and then reports the plan
 * proven optimal for its level); otherwise it runs a seeded simulated annealing for a given
 * number of iterations (at the `free` level every other run starts from the board level's
 * plan). Since 1.1 the option `trials` makes each annealed search several times from seeds
 * derived from `seed` and keeps the best (automatic: 2 with the automatic effort, 1 with a
 * given one). The same movement, options, seed, effort and trials always give the same
 * plan, unless the optional time cap stops the search early (the plan says so).
 *
 * Every plan is reduced to its normal form: flipping every play of a board changes no s, so
 * among the plans that differ by such flips (of whole rounds, board positions, sets or boards,
 * as the level allows) the one with the fewest switched plays is kept (at the `round` level
 * at most half the rounds are switched). Only plays that happen are switched and counted: a
 * phantom's table or an absent pair's takes no switch.
 *
 * Teams events: a board switched at one table of a match only would put one team in the same
 * direction at both tables, and the match could not be scored. Every plan, presets included,
 * switches the same boards at both tables of each match; where that cannot improve the
 * balance the plan switches nothing and its text says why.
 *
 * Limits: the planner takes movements of at most 2^21 plays (rounds x tables x boards per
 * set), 4096 pairs who play and 2^26 pairs of plays of one board (the work of one evaluation
 * of s; a Mitchell of about 500 tables with one board a round). Within them one evaluation
 * takes well under a second and the memory stays under a few hundred MB. A movement beyond
 * them, a pair at both seats of a cell (rule 1B) and a pair playing a board twice (rules 1A
 * and 2) are refused with a message.
 *
 * Options and presets apply to pairs (and teams) events; the level option is used by
 * `optimise` only (each other preset has its own level, reported by the plan).
 */
#ifndef BRIDGEMOVE_SWITCH_H
#define BRIDGEMOVE_SWITCH_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup switch
 * @{
 */

/** @brief Opaque switch plan: the switched movement, its balance and its instructions. @since 1.0 */
struct bm_switch_plan;

/**
 * @brief Plan the arrow switches of a movement.
 *
 * The input is not modified: the switched movement is a new handle whose switch bits hold
 * the plan (every switch bit of the input is replaced).
 * @param[out] plan Receives the plan (balance figures and instructions); NULL on failure.
 * @param[out] switched Receives the switched movement, or pass NULL if not wanted; NULL on
 *        failure.
 * @param m The movement (a pairs or teams event).
 * @param opt Options of the set `switch` (level, preset, seed, effort, time; options.h), or
 *        NULL for the defaults.
 * @return #BM_OK, #BM_EINVAL (NULL @p plan or @p m, options of another set),
 *         #BM_EUNSUPPORTED (an individual event;
 *         `stagger` with more boards per set than rounds; a movement beyond the planner's
 *         limits, with a pair at both seats of a cell or a pair playing a board twice; the
 *         time cap running out before the movement's balance is computed), #BM_ENOMEM.
 * @post The caller owns @p *plan (bm_switch_plan_free()) and @p *switched
 *       (bm_movement_free()); the plan keeps its own copy of what it needs.
 * @since 1.0
 */
enum bm_status bm_switch_plan_new(struct bm_switch_plan **plan, struct bm_movement **switched,
                                  const struct bm_movement *m, const struct bm_options *opt);

/**
 * @brief Free a plan.
 * @param plan The plan, or NULL.
 * @since 1.0
 */
void bm_switch_plan_free(struct bm_switch_plan *plan);

/**
 * @brief A copy of the switched movement.
 * @param[out] out Receives the copy; NULL on failure.
 * @param plan The plan.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post The caller frees @p *out with bm_movement_free().
 * @since 1.0
 */
enum bm_status bm_switch_plan_movement(struct bm_movement **out,
                                       const struct bm_switch_plan *plan);

/**
 * @brief The real-number figures of a plan (bm_switch_plan_real()).
 * @since 1.0
 */
enum bm_switch_real {
    BM_SWITCH_SD = 1,          /**< Population SD of s reached by the plan (a fresh analysis of
                                    the switched movement gives the same value). */
    BM_SWITCH_START_SD = 2,    /**< Population SD of s of the input, with its own switches. */
    BM_SWITCH_PARITY_BOUND = 3 /**< The parity lower bound on the SD: no switching goes below
                                    it, since switching changes neither the parity of any s
                                    value nor their total. */
};

/**
 * @brief The whole-number figures of a plan (bm_switch_plan_number()).
 * @since 1.0
 */
enum bm_switch_number {
    BM_SWITCH_BOARDS_SWITCHED = 1, /**< Boards played switched, counted once per table that
                                        plays them switched (only plays that happen: never a
                                        phantom's table). */
    BM_SWITCH_PROVEN = 2,          /**< 1 when the plan is proven optimal for its level (an
                                        exact search completed), else 0. */
    BM_SWITCH_STOPPED_EARLY = 3,   /**< 1 when the time cap stopped the search before its
                                        effort was spent, else 0. */
    BM_SWITCH_ITERATIONS = 4,      /**< Search steps taken (annealing iterations, or plans
                                        enumerated by an exact search), at the plan's level and
                                        the levels it contains; 0 for a preset. */
    BM_SWITCH_INSTRUCTIONS = 5     /**< Instruction lines (0 when nothing is switched). */
};

/**
 * @brief The words of a plan (bm_switch_plan_text()).
 * @since 1.0
 */
enum bm_switch_text {
    BM_SWITCH_LEVEL = 1, /**< The plan's level: "round", "board", "table" or "free". */
    BM_SWITCH_PRESET = 2 /**< The plan's preset: "none", "last-round", "stagger", "eighth" or
                              "optimise". */
};

/**
 * @brief A real-number figure of a plan.
 * @param[out] out Receives the figure; 0 on failure.
 * @param plan The plan.
 * @param which The figure.
 * @return #BM_OK, #BM_EINVAL (NULL, or an unknown @p which).
 * @since 1.0
 */
enum bm_status bm_switch_plan_real(double *out, const struct bm_switch_plan *plan,
                                   enum bm_switch_real which);

/**
 * @brief A whole-number figure of a plan.
 * @param[out] out Receives the figure; 0 on failure.
 * @param plan The plan.
 * @param which The figure.
 * @return #BM_OK, #BM_EINVAL (NULL, or an unknown @p which).
 * @since 1.0
 */
enum bm_status bm_switch_plan_number(uint64_t *out, const struct bm_switch_plan *plan,
                                     enum bm_switch_number which);

/**
 * @brief A word of a plan.
 * @param plan The plan.
 * @param which The word.
 * @return A static string; NULL for NULL or an unknown @p which.
 * @since 1.0
 */
const char *bm_switch_plan_text(const struct bm_switch_plan *plan, enum bm_switch_text which);

/**
 * @brief One instruction line in plain language, e.g. "Round 7: every table plays all boards
 *        with the arrow switched (NS pairs sit East-West)".
 * @param plan The plan.
 * @param index Line 1 .. the plan's #BM_SWITCH_INSTRUCTIONS.
 * @return A string owned by @p plan, NULL for NULL or an index out of range.
 * @since 1.0
 */
const char *bm_switch_plan_instruction(const struct bm_switch_plan *plan, uint32_t index);

/**
 * @brief The plan as text: the instructions (after a line saying what a switched board is), then
 *        the balance before and after (SD, mean, the distribution of s), the parity bound (and,
 *        since 1.1, the best bound the library proves for the grid where it is higher, with the
 *        plan's SD over it) and how the plan was found, each term explained in a few words.
 *
 * JSON: The plan as a JSON report: `preset`, `level`, `seed`, `effort`, `iterations`,
 *        `proven_optimal`, `stopped_early`, `boards_switched`, `plays` (that happen),
 *        `pairs_of_pairs`, `before` and `after` (`mean`, `sd`, `sd_sample`, `distribution`
 *        [[value, count], ...]), `parity_bound_sd`, since 1.1 `bound`, `bound_kind` and
 *        `ratio_to_bound` (as bm_analysis_report() names them: the best lower bound on the SD over
 *        every switching of the grid, and the plan's SD over it), since 1.1 `trials` (the
 *        searches of the plan's level), `instructions` (the lines) and
 *        `switches` ([round, table, [positions]] per cell).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param plan The plan.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_switch_plan_report(char **out, const struct bm_switch_plan *plan,
                                     enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
