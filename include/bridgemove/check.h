/* SPDX-License-Identifier: MIT */
/**
 * @file check.h
 * @brief Rule checks of the movements article, Part I (1A, 1B, 2, 3A, 3B, 4A, 4B) and
 *        completeness.
 *
 * For movements whose NS pairs are stationary (NS pair of table t is the same every round it
 * plays) the rules are evaluated exactly as written, columns = tables, rows = rounds, letters =
 * (set) and numbers = moving (EW) pairs. For other movements they take their general sense:
 * 1A and 2 - nobody plays a set twice; 1B - nobody sits twice in a round; 3A/3B - everybody
 * plays every set (of the rounds it plays); 4A - nobody meets the same opponents twice;
 * 4B - no (set, copy) at two tables in one round.
 *
 * Sitting out. A participant sits out a round when it is absent (a phantom, before it arrives,
 * after it leaves), the grid seats it nowhere, or its table does not play (an opponent or
 * partner absent, or a seat empty): the boards are not played there. Phantoms (absent every
 * round) are not counted. 3A, 3B and #BM_RULE_COMPLETE excuse a participant one set per round
 * it sits out (the article's complete movement, a sit-out allowed); #BM_RULE_COMPLETE_STRICT
 * excuses nothing: every counted participant plays every set. Without sit-outs they agree.
 * bm_analysis_flag() reads its complete flags from this report, so the two always agree.
  */
#ifndef BRIDGEMOVE_CHECK_H
#define BRIDGEMOVE_CHECK_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup check
 * @{
 */

/** @brief Opaque rule report. @since 1.0 */
struct bm_check;

/**
 * @brief The rules of the movements article, Part I. 1A, 1B and 2 must hold for a movement to
 *        be playable; 3A and 3B make it complete (everybody plays every board); 4A and 4B are
 *        recommendations (nobody meets the same opponents twice; no boards shared).
 * @since 1.0
 */
enum bm_rule {
    BM_RULE_1A = 1,       /**< No set twice in a column (a stationary pair replays no boards). */
    BM_RULE_1B = 2,       /**< No participant twice in a round. */
    BM_RULE_2 = 3,        /**< No moving pair plays a set twice (general: nobody does). */
    BM_RULE_3A = 4,       /**< Every column holds every set (stationary pairs play all boards). */
    BM_RULE_3B = 5,       /**< Every row holds every moving pair (general: everybody plays every set). */
    BM_RULE_4A = 6,       /**< Nobody meets the same opponents twice (recommendation). */
    BM_RULE_4B = 7,       /**< No (set, copy) shared by two tables in a round (recommendation). */
    BM_RULE_COMPLETE = 8, /**< Complete: every counted participant plays every set, bar one
                               set per round it sits out (in a playable movement, 3A and 3B). */
    BM_RULE_COMPLETE_STRICT = 9 /**< Strictly complete: every counted participant plays every
                                     set, no round sat out. @since 1.0 */
};

/**
 * @brief Check a movement against every rule.
 * @param[out] out Receives the report (a copy of what it needs: @p m may be freed after).
 * @param m The movement.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post Free the report with bm_check_free().
 * @since 1.0
 */
enum bm_status bm_check_new(struct bm_check **out, const struct bm_movement *m);

/**
 * @brief Free a report.
 * @param check The report, or NULL.
 * @since 1.0
 */
void bm_check_free(struct bm_check *check);

/**
 * @brief Whether the checked movement has stationary NS pairs (rules read literally).
 * @param check The report.
 * @return 1 if stationary, 0 if not or NULL.
 * @since 1.0
 */
int32_t bm_check_stationary(const struct bm_check *check);

/**
 * @brief How many counted participants (phantoms excepted) sit out at least one round: absent
 *        for it, seated nowhere, or at a table that does not play.
 * @param check The report.
 * @return The number, 0 for NULL.
 * @since 1.0
 */
uint32_t bm_check_sitting_out(const struct bm_check *check);

/**
 * @brief Whether a rule holds.
 * @param[out] holds Receives 1 if the rule holds, 0 otherwise.
 * @param check The report.
 * @param rule The rule.
 * @return #BM_OK, #BM_EINVAL (NULL or unknown rule).
 * @since 1.0
 */
enum bm_status bm_check_holds(int32_t *holds, const struct bm_check *check, enum bm_rule rule);

/**
 * @brief Number of violations of a rule (each offending occurrence counted once).
 * @param[out] count Receives the count.
 * @param check The report.
 * @param rule The rule.
 * @return #BM_OK, #BM_EINVAL.
 * @since 1.0
 */
enum bm_status bm_check_violations(uint32_t *count, const struct bm_check *check,
                                   enum bm_rule rule);

/**
 * @brief The first violation of a rule (in round, then table order).
 * @param[out] round Receives the round involved (0 if not applicable); may be NULL.
 * @param[out] table Receives the table involved (0 if not applicable); may be NULL.
 * @param[out] participant Receives the participant involved (0 if none); may be NULL.
 * @param[out] set Receives the set involved (0 if none); may be NULL.
 * @param check The report.
 * @param rule The rule.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOTFOUND (the rule holds).
 * @since 1.0
 */
enum bm_status bm_check_first_violation(uint32_t *round, uint32_t *table, uint32_t *participant,
                                        uint32_t *set, const struct bm_check *check,
                                        enum bm_rule rule);

/**
 * @brief Whether every hard rule (1A, 1B, 2) holds: the movement can be played.
 * @param check The report.
 * @return 1 if playable, 0 if not or NULL.
 * @since 1.0
 */
int32_t bm_check_playable(const struct bm_check *check);

/**
 * @brief The short name of a rule ("1A", ..., "complete", "complete_strict").
 * @param rule Any value.
 * @return A static string; "unknown" for unknown values.
 * @since 1.0
 */
const char *bm_rule_name(enum bm_rule rule);

/**
 * @brief A human-readable report: how the rules were read, which of them must hold, how many sit
 *        out a round (when some do), then one line per rule (its name, `yes` or `NO`, what it asks
 *        in bridge words) and, for a rule that fails, its number of violations and the first one,
 *        with a second line saying what the failure means at the table; a `strictly` line
 *        (#BM_RULE_COMPLETE_STRICT) when some participant sits out; last, whether the movement can
 *        be played.
 *
 * JSON: The report as a JSON object {"stationary": bool, "playable": bool, "sitting_out": n,
 *        "rules": {"1A": {"holds": bool, "violations": n, "first": {"round", "table",
 *        "participant", "set"}}, ..., "complete": {...}, "complete_strict": {...}}}.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param check The report.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_check_report(char **out, const struct bm_check *check, enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
