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
 * plan). The same movement, options, seed and effort always give the same plan, unless the
 * optional time cap stops the search early (the plan says so).
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
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief Opaque options of a switch plan (level, preset, seed, effort, time cap). @since 0.1 */
struct bm_switch_options;

/** @brief Opaque switch plan: the switched movement, its balance and its instructions. @since 0.1 */
struct bm_switch_plan;

/**
 * @brief Create switch options with every key at its default: preset `optimise`, level
 *        `board`, seed 1, the default effort, no time cap.
 * @param[out] out Receives the options; NULL on failure.
 * @return #BM_OK, #BM_EINVAL (NULL @p out), #BM_ENOMEM.
 * @post Free the options with bm_switch_options_free().
 * @since 0.1
 */
enum bm_status bm_switch_options_new(struct bm_switch_options **out);

/**
 * @brief Free switch options.
 * @param opt The options, or NULL.
 * @since 0.1
 */
void bm_switch_options_free(struct bm_switch_options *opt);

/**
 * @brief Set one option.
 *
 * Keys: `level` (`round`, `board`, `table`, `free`), `preset` (`none`, `last-round`,
 * `stagger`, `eighth`, `optimise`), `seed` (0 .. 2^64 - 1), `effort` (iterations of the local
 * search of each level searched, 0 .. 10^12: one iteration proposes one switch of the level,
 * e.g. one board at one table at the `free` level; or `auto`, the default: efforts chosen from
 * the size of the movement by a cost model, for about a second of one core in all at the
 * `free` level and less at the others, the same for the same movement), `time` (a cap on the
 * whole call, setup included, in seconds: a decimal number from 0 to 10^6 with at most six
 * decimals; 0 = none). Numbers are plain decimal digits (no sign, exponent or hex).
 * @param opt The options.
 * @param key The key.
 * @param value The value as text, or NULL to return the key to its default.
 * @param msg Buffer for a one-line message naming the key and the accepted values, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL @p opt or @p key), #BM_EPARSE (unknown key or bad value).
 * @since 0.1
 */
enum bm_status bm_switch_options_set(struct bm_switch_options *opt, const char *key,
                                     const char *value, char *msg, size_t msg_size);

/**
 * @brief Parse the one-line form of switch options, `key=value[,key=value...]`
 *        (e.g. `preset=optimise,level=free,seed=3`); an empty string gives the defaults, and a
 *        key given twice is refused.
 * @param[out] out Receives the options; NULL on failure.
 * @param text The text (NUL-terminated); spaces around tokens are allowed.
 * @param msg Buffer for a one-line message, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL arguments), #BM_EPARSE, #BM_ENOMEM.
 * @post Free the options with bm_switch_options_free().
 * @since 0.1
 */
enum bm_status bm_switch_options_parse(struct bm_switch_options **out, const char *text,
                                       char *msg, size_t msg_size);

/**
 * @brief The one-line form of the options (every key, in the order level, preset, seed,
 *        effort, time), which bm_switch_options_parse() reads back.
 * @param[out] out Receives a new string; release it with bm_free(). NULL on failure.
 * @param opt The options.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_switch_options_to_string(char **out, const struct bm_switch_options *opt);

/**
 * @brief Plan the arrow switches of a movement.
 *
 * The input is not modified: the switched movement is a new handle whose switch bits hold
 * the plan (every switch bit of the input is replaced).
 * @param[out] plan Receives the plan (balance figures and instructions); NULL on failure.
 * @param[out] switched Receives the switched movement, or pass NULL if not wanted; NULL on
 *        failure.
 * @param m The movement (a pairs or teams event).
 * @param opt The options, or NULL for the defaults.
 * @param msg Buffer for a one-line message on failure, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL @p plan or @p m), #BM_EUNSUPPORTED (an individual event;
 *         `stagger` with more boards per set than rounds; a movement beyond the planner's
 *         limits, with a pair at both seats of a cell or a pair playing a board twice; the
 *         time cap running out before the movement's balance is computed), #BM_ENOMEM.
 * @post The caller owns @p *plan (bm_switch_plan_free()) and @p *switched
 *       (bm_movement_free()); the plan keeps its own copy of what it needs.
 * @since 0.1
 */
enum bm_status bm_switch_plan_new(struct bm_switch_plan **plan, struct bm_movement **switched,
                                  const struct bm_movement *m,
                                  const struct bm_switch_options *opt, char *msg,
                                  size_t msg_size);

/**
 * @brief Free a plan.
 * @param plan The plan, or NULL.
 * @since 0.1
 */
void bm_switch_plan_free(struct bm_switch_plan *plan);

/**
 * @brief A copy of the switched movement.
 * @param[out] out Receives the copy; NULL on failure.
 * @param plan The plan.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post The caller frees @p *out with bm_movement_free().
 * @since 0.1
 */
enum bm_status bm_switch_plan_movement(struct bm_movement **out,
                                       const struct bm_switch_plan *plan);

/**
 * @brief Population SD of s reached by the plan (a fresh analysis of the switched movement
 *        gives the same value).
 * @param plan The plan.
 * @return The SD, or -1 for NULL.
 * @since 0.1
 */
double bm_switch_plan_sd(const struct bm_switch_plan *plan);

/**
 * @brief Population SD of s of the input movement, with its own switches.
 * @param plan The plan.
 * @return The SD, or -1 for NULL.
 * @since 0.1
 */
double bm_switch_plan_start_sd(const struct bm_switch_plan *plan);

/**
 * @brief The parity lower bound on the SD: no switching can go below it, since switching
 *        changes neither the parity of any s value nor their total.
 * @param plan The plan.
 * @return The bound, or -1 for NULL.
 * @since 0.1
 */
double bm_switch_plan_parity_bound(const struct bm_switch_plan *plan);

/**
 * @brief Number of boards played switched, counted once per table that plays them switched
 *        (only plays that happen: never a phantom's table).
 * @param plan The plan.
 * @return The count, 0 for NULL.
 * @since 0.1
 */
unsigned long bm_switch_plan_boards_switched(const struct bm_switch_plan *plan);

/**
 * @brief Whether the plan is proven optimal for its level (an exact search completed).
 * @param plan The plan.
 * @return 1 if proven, 0 otherwise or for NULL.
 * @since 0.1
 */
int bm_switch_plan_proven(const struct bm_switch_plan *plan);

/**
 * @brief Whether the time cap stopped the search before its effort was spent.
 * @param plan The plan.
 * @return 1 if stopped early, 0 otherwise or for NULL.
 * @since 0.1
 */
int bm_switch_plan_stopped_early(const struct bm_switch_plan *plan);

/**
 * @brief Search steps taken (annealing iterations, or plans enumerated by an exact search),
 *        at the plan's level and the levels it contains.
 * @param plan The plan.
 * @return The count, 0 for NULL or a preset.
 * @since 0.1
 */
unsigned long long bm_switch_plan_iterations(const struct bm_switch_plan *plan);

/**
 * @brief The plan's level: "round", "board", "table" or "free".
 * @param plan The plan.
 * @return A static string, NULL for NULL.
 * @since 0.1
 */
const char *bm_switch_plan_level(const struct bm_switch_plan *plan);

/**
 * @brief The plan's preset: "none", "last-round", "stagger", "eighth" or "optimise".
 * @param plan The plan.
 * @return A static string, NULL for NULL.
 * @since 0.1
 */
const char *bm_switch_plan_preset(const struct bm_switch_plan *plan);

/**
 * @brief Number of instruction lines.
 * @param plan The plan.
 * @return The count (0 when nothing is switched, or for NULL).
 * @since 0.1
 */
unsigned bm_switch_plan_instructions(const struct bm_switch_plan *plan);

/**
 * @brief One instruction line in plain language, e.g. "Round 7: every table plays all boards
 *        with the arrow switched (NS pairs sit East-West)".
 * @param plan The plan.
 * @param index Line 1 .. bm_switch_plan_instructions().
 * @return A string owned by @p plan, NULL for NULL or an index out of range.
 * @since 0.1
 */
const char *bm_switch_plan_instruction(const struct bm_switch_plan *plan, unsigned index);

/**
 * @brief The plan as text: the instructions (after a line saying what a switched board is),
 *        then the balance before and after (SD, mean, the distribution of s), the parity
 *        bound and how the plan was found, each term explained in a few words.
 * @param[out] out Receives a new string; release it with bm_free(). NULL on failure.
 * @param plan The plan.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_switch_plan_to_text(char **out, const struct bm_switch_plan *plan);

/**
 * @brief The plan as a JSON report: `preset`, `level`, `seed`, `effort`, `iterations`,
 *        `proven_optimal`, `stopped_early`, `boards_switched`, `plays` (that happen),
 *        `pairs_of_pairs`, `before` and `after`
 *        (`mean`, `sd`, `sd_sample`, `distribution` [[value, count], ...]), `parity_bound_sd`,
 *        `instructions` (the lines) and `switches` ([round, table, [positions]] per cell).
 * @param[out] out Receives a new string; release it with bm_free(). NULL on failure.
 * @param plan The plan.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_switch_plan_to_json(char **out, const struct bm_switch_plan *plan);

#ifdef __cplusplus
}
#endif

#endif
