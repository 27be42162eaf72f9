/* SPDX-License-Identifier: MIT */
/**
 * @file analysis.h
 * @brief The competition matrix of the movements article, Part II: how much each participant
 *        competes with each other one, its statistics, and the "apples and oranges" share of
 *        Hill's Web movements.
 *
 * For every board, n = the number of times it is played. A board is played at a cell (round,
 * table) when the cell is active, holds the board's set, and every seat is taken by a
 * participant present in that round: a board at a table with a phantom or an empty seat is
 * not played there and does not count in n. Copies (cases) of a set are the same deals.
 *
 * For participants i < j, board by board (each board with its own n and its own arrow-switch
 * bit at each cell; on a switched board the cell's NS participant sits EW):
 * - a = boards they play against each other (opponents at one table);
 * - b = boards both play in the same direction at different tables;
 * - c = boards both play in opposite directions at different tables;
 * - d = boards not played by both (N minus the boards both play);
 * - partners = boards they play as partners (individual events only; 0 otherwise);
 * - s = (n - 1) a - (n - 1) partners + b - c, the amount of competition.
 * Pairs and teams events are analysed at the pair level, individual events at the player
 * level. In a well-formed movement a + b + c + partners + d = N, the number of boards.
 *
 * Statistics run over the pairs i < j of the counted participants: every participant except
 * a phantom (absent every round). A participant that arrives late or leaves during the session
 * still counts. The handle is computed once by bm_analysis_new(); every other call only reads
 * it, so calls on one handle may run concurrently.
 *
 * Verdicts. Complete and strictly complete are read from the rule report (check.h): a
 * participant that sits out a round is excused that round's boards by complete, not by
 * strictly complete. Perfect: complete, and every s equal. One winner: whether the NS and EW
 * fields compete enough for one ranking of the whole field to be fair, judged by the field
 * coupling (#BM_STAT_FIELD_COUPLING, doc/analysis.md):
 * - the fields: each participant belongs to the direction it sits in on most of the boards it
 *   plays as the grid seats it (arrow switches aside; NS on a tie);
 * - the coupling = (mean s over pairs of participants of different fields) / (mean s over
 *   pairs in the same field); 1 when the fields do not split the participants (no pair of one
 *   kind, or no competition within the fields);
 * - every movement whose participants keep their direction, unswitched, has coupling exactly 0
 *   (on every board the NS-EW terms cancel: n - 1 against the opponents, -1 against each of
 *   the n - 1 others); an NS-EW pair competes as much as a same-field pair at 1;
 * - one winner when the coupling is at least 1/2 (the midpoint: NS-EW pairs compete at least
 *   half as much as pairs within a field); team events rank teams, always one winner.
 */
#ifndef BRIDGEMOVE_ANALYSIS_H
#define BRIDGEMOVE_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/sections.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup analysis
 * @{
 */

/** @brief Opaque analysis handle. @since 1.0 */
struct bm_analysis;

/**
 * @brief The statistics of the s values over the pairs i < j of counted participants.
 * @since 1.0
 */
enum bm_stat {
    BM_STAT_MEAN = 1,            /**< Mean of s. */
    BM_STAT_SD = 2,              /**< Population standard deviation (divide by the number of pairs of
                                      pairs): the convention of the published balance tables. */
    BM_STAT_SD_SAMPLE = 3,       /**< Sample standard deviation (divide by one less; 0 if fewer
                                      than two). */
    BM_STAT_MIN = 4,             /**< Smallest s. */
    BM_STAT_MAX = 5,             /**< Largest s. */
    BM_STAT_PARITY_BOUND_SD = 6, /**< Lower bound on #BM_STAT_SD over every arrow switching: the
                                      smallest population SD of integers with the same parities and
                                      the same total as the s values (switching changes neither). */
    BM_STAT_APPLES_ORANGES = 7,  /**< Apples-and-oranges share in [0, 1]: the mean over all plays of
                                      1 - (n_b - 1) / (T - 1), T = the most tables played in one
                                      round (0 when T < 2; a board played more than T times
                                      contributes 0). Hill's Web movements prints it as
                                      a percent. */
    BM_STAT_SUM = 8,             /**< Total of s (switching never changes it). */
    BM_STAT_PAIRS = 9,           /**< Number of pairs i < j the statistics run over. */
    BM_STAT_FIELD_COUPLING = 10, /**< How strongly the NS and EW fields compete with each other:
                                      mean s between the fields / mean s within a field (see
                                      above); one winner from 1/2 on. @since 1.0 */
    BM_STAT_FIELD_COUPLING_UNSWITCHED = 11, /**< The field coupling of the same movement played
                                                without its arrow switches. @since 1.0 */
    BM_STAT_BOUND_SD = 12,       /**< The best lower bound on #BM_STAT_SD the library proves for
                                      every arrow switching of the movement: the largest of the
                                      parity bound, the mod-4 bound (everybody plays every board),
                                      the size bound (the mod-4 bound of every movement of the
                                      size, whoever meets whom: short Howells) and the spectral
                                      bound of the meeting structure (doc/analysis.md).
                                      @since 1.1 */
    BM_STAT_RATIO_TO_BOUND = 13  /**< #BM_STAT_SD / #BM_STAT_BOUND_SD: the SD is within this
                                      factor of the best any switching could reach; 1 when both
                                      are 0, 0 when only the bound is 0 (no ratio). @since 1.1 */
};

/**
 * @brief Yes/no properties of the analysed movement.
 * @since 1.0
 */
enum bm_flag {
    BM_FLAG_COMPLETE = 1,   /**< Every counted participant plays every board, bar one set per
                                 round it sits out: #BM_RULE_COMPLETE of the rule report. */
    BM_FLAG_PERFECT = 2,    /**< Complete, and every s value is equal. */
    BM_FLAG_DECOUPLED = 3,  /**< Two fields: the NS and EW fields compete too little for one
                                 ranking (the negation of #BM_FLAG_ONE_WINNER; kept from 0.1,
                                 when it meant "every NS-EW s is 0"). */
    BM_FLAG_STATIONARY = 4, /**< The NS pairs are stationary (see check.h). */
    BM_FLAG_ONE_WINNER = 5, /**< One field: one ranking of the whole field is fair (field
                                 coupling at least 1/2, or a team event). @since 1.0 */
    BM_FLAG_COMPLETE_STRICT = 6 /**< Every counted participant plays every board, no round sat
                                     out: #BM_RULE_COMPLETE_STRICT. @since 1.0 */
};

/**
 * @brief The verdict on fields: whether to award one winner or an NS and an EW winner.
 * @since 1.0
 */
enum bm_fields {
    BM_FIELDS_TWO = 1,  /**< Two fields: award NS and EW winners (coupling below 1/2). */
    BM_FIELDS_ONE = 2,  /**< One field: one winner (coupling at least 1/2, with or without the
                             movement's arrow switches). */
    BM_FIELDS_ONE_AFTER_SWITCHING = 3, /**< One field only after arrow switching: one winner
                                            as switched, two fields without the switches. */
    BM_FIELDS_TEAMS = 4 /**< A team event: teams are ranked, one winner. */
};

/**
 * @brief The matrices of the analysis, for the row and matrix accessors.
 * @since 1.0
 */
enum bm_matrix {
    BM_MATRIX_A = 1,        /**< Boards played against each other. */
    BM_MATRIX_B = 2,        /**< Boards played in the same direction at different tables. */
    BM_MATRIX_C = 3,        /**< Boards played in opposite directions at different tables. */
    BM_MATRIX_D = 4,        /**< Boards not played by both. */
    BM_MATRIX_S = 5,        /**< Amount of competition. */
    BM_MATRIX_PARTNERS = 6, /**< Boards played as partners (individual events). */
    BM_MATRIX_COMMON = 7    /**< Boards both play (N - d). */
};

/**
 * @brief Analyse a movement.
 *
 * Bounded: time O(cells + P + N + Q^2 + W) and memory O(cells + P + N + Q^2), where Q is the
 * number of participants seated in the grid (one declared but never seated costs nothing:
 * every count with them is 0) and W the pairs of plays compared (for every set, its plays
 * choose two, times the number of distinct switch patterns among its boards). A movement with
 * W above 8e9 (a 1000-table Mitchell compares 2e9) or more than 8192 seated participants is
 * refused at once with #BM_EUNSUPPORTED; doc/limits.md gives the measured worst cases.
 * @param[out] out Receives the analysis; NULL on failure.
 * @param m The movement (any event kind, any shape; it is not modified and may be freed after).
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (too large to analyse: the
 *         message says which limit), #BM_ENOMEM.
 * @post On success the caller owns @p *out and releases it with bm_analysis_free().
 * @since 1.0
 */
enum bm_status bm_analysis_new(struct bm_analysis **out, const struct bm_movement *m);

/**
 * @brief Free an analysis.
 * @param an The analysis, or NULL.
 * @since 1.0
 */
void bm_analysis_free(struct bm_analysis *an);

/**
 * @brief The analysed movement's event kind.
 * @param an The analysis.
 * @return The event, 0 for NULL.
 * @since 1.0
 */
enum bm_event bm_analysis_event(const struct bm_analysis *an);

/**
 * @brief Number of participants P (pairs, or players for individual events).
 * @param an The analysis.
 * @return P, 0 for NULL.
 * @since 1.0
 */
uint32_t bm_analysis_participants(const struct bm_analysis *an);

/**
 * @brief Number of boards N (every set's boards, in set order).
 * @param an The analysis.
 * @return N, 0 for NULL.
 * @since 1.0
 */
uint32_t bm_analysis_boards(const struct bm_analysis *an);

/**
 * @brief The largest number of tables at which boards are played in one round (the T of the
 *        apples-and-oranges share).
 * @param an The analysis.
 * @return T, 0 for NULL.
 * @since 1.0
 */
uint32_t bm_analysis_tables_in_play(const struct bm_analysis *an);

/**
 * @brief Whether a participant is counted in the statistics (not a phantom: present some round).
 * @param[out] out Receives 1 if counted, 0 otherwise.
 * @param an The analysis.
 * @param participant Participant 1..P.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_analysis_counted(int32_t *out, const struct bm_analysis *an,
                                   uint32_t participant);

/**
 * @brief One entry of a matrix.
 * @param[out] out Receives the entry (0 on the diagonal and on failure).
 * @param an The analysis.
 * @param which The matrix.
 * @param i Participant 1..P.
 * @param j Participant 1..P.
 * @return #BM_OK, #BM_EINVAL (NULL or unknown matrix), #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_analysis_entry(int64_t *out, const struct bm_analysis *an,
                                 enum bm_matrix which, uint32_t i, uint32_t j);

/**
 * @brief One participant's row of a matrix: out[j - 1] = entry (i, j) for j = 1..P
 *        (out[i - 1] = 0).
 * @param[out] out Array of at least P values (see bm_analysis_participants()).
 * @param n Number of elements of @p out.
 * @param an The analysis.
 * @param which The matrix.
 * @param i Participant 1..P.
 * @return #BM_OK, #BM_EINVAL (NULL, unknown matrix, or @p n < P), #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_analysis_row(int64_t *out, size_t n, const struct bm_analysis *an,
                               enum bm_matrix which, uint32_t i);

/**
 * @brief A whole matrix, row-major: out[(i - 1) * P + (j - 1)] = entry (i, j), 0 on the diagonal.
 * @param[out] out Array of at least P * P values.
 * @param n Number of elements of @p out.
 * @param an The analysis.
 * @param which The matrix.
 * @return #BM_OK, #BM_EINVAL (NULL, unknown matrix, or @p n < P * P).
 * @since 1.0
 */
enum bm_status bm_analysis_matrix(int64_t *out, size_t n, const struct bm_analysis *an,
                                  enum bm_matrix which);

/**
 * @brief How many times a board is played (n_b).
 * @param[out] out Receives n_b.
 * @param an The analysis.
 * @param board Board 1..N in set order (its number as printed is first_board + board - 1).
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_analysis_board_plays(uint32_t *out, const struct bm_analysis *an,
                                       uint32_t board);

/**
 * @brief How many boards a participant plays.
 * @param[out] out Receives the count.
 * @param an The analysis.
 * @param participant Participant 1..P.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_analysis_boards_played(uint32_t *out, const struct bm_analysis *an,
                                         uint32_t participant);

/**
 * @brief One statistic of the s values.
 * @param[out] out Receives the value (0 when no pair i < j is counted, and on failure).
 * @param an The analysis.
 * @param which The statistic.
 * @return #BM_OK, #BM_EINVAL (NULL or unknown statistic).
 * @since 1.0
 */
enum bm_status bm_analysis_stat(double *out, const struct bm_analysis *an, enum bm_stat which);

/**
 * @brief One yes/no property.
 * @param[out] out Receives 1 or 0.
 * @param an The analysis.
 * @param which The property.
 * @return #BM_OK, #BM_EINVAL (NULL or unknown flag).
 * @since 1.0
 */
enum bm_status bm_analysis_flag(int32_t *out, const struct bm_analysis *an, enum bm_flag which);

/**
 * @brief The verdict on fields (one winner, or NS and EW winners).
 * @param[out] out Receives the verdict; 0 on failure.
 * @param an The analysis.
 * @return #BM_OK, #BM_EINVAL.
 * @since 1.0
 */
enum bm_status bm_analysis_fields(enum bm_fields *out, const struct bm_analysis *an);

/**
 * @brief The verdict on fields in words, as the report prints it: "two fields: award NS and EW
 *        winners", "one field: one winner", "one field only after arrow switching: play the
 *        switched boards as marked", "teams: one ranking of the teams".
 * @param fields A verdict.
 * @return A static string; "unknown" for other values.
 * @since 1.0
 */
const char *bm_fields_str(enum bm_fields fields);

/**
 * @brief Number of distinct s values over the counted pairs i < j.
 * @param[out] out Receives the count.
 * @param an The analysis.
 * @return #BM_OK, #BM_EINVAL.
 * @since 1.0
 */
enum bm_status bm_analysis_distribution_size(uint32_t *out, const struct bm_analysis *an);

/**
 * @brief One line of the distribution table, in increasing order of value.
 * @param[out] value Receives the s value; may be NULL.
 * @param[out] count Receives how many pairs i < j have it; may be NULL.
 * @param an The analysis.
 * @param index Line 1..bm_analysis_distribution_size().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_analysis_distribution_entry(int64_t *value, uint32_t *count,
                                              const struct bm_analysis *an, uint32_t index);

/**
 * @brief The report `bridgemove analyse` prints: the sizes and the boards to prepare, the verdicts
 *        (complete, perfect, fields with their coupling), the distribution table of the movements
 *        article ("value of s | pairs of pairs"), mean, SDs, the parity bound, apples and oranges,
 *        the rule report and the s matrix, each term explained in a few words where it is printed.
 *
 * JSON: The analysis as one JSON object with the keys "participants", "boards",
 *        "boards_to_prepare", "complete", "complete_strict", "perfect", "one_winner", "fields"
 *        ("two", "one", "one_after_switching", "teams"), "field_coupling",
 *        "field_coupling_unswitched", "decoupled" (= not one_winner), "rules" (the rule report of
 *        bm_check_report()), "competition" {"mean", "sd", "sd_sample", "min", "max",
 *        "distribution" [[value, count], ...], "parity_bound_sd"}, "apples_oranges",
 *        "matrix_participants" (since 1.1: the participants seated in the grid, ascending) and
 *        the matrices "a", "b", "c", "d", "s" over them, row and column k for
 *        matrix_participants[k] (0 on the diagonal; when every participant is seated, the P x P
 *        matrices as before; one never seated has every value 0 and is left out); individual
 *        events add the matrix "partners".
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param an The analysis.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_analysis_report(char **out, const struct bm_analysis *an, enum bm_form form);

/**
 * @brief The analysis of several sections (`bridgemove analyse` on a RoundData file with
 *        several): each section's analysis under its letter, then the sections and the boards
 *        they have in common (each section's size and boards, the boards every section plays
 *        with their plays per section and across the field, and the boards only some play).
 *
 * JSON: `{"sections": [{"section": "A", "analysis": {...}}, ...], "across": {"sections":
 * [{"section": "A", "name", "tables", "rounds", "participants", "first_board", "last_board"},
 * ...], "boards_in_common": N, "boards": [{"board": 1, "plays": [7, 6], "total": 13,
 * "in_common": true}, ...]}}`, each analysis as bm_analysis_report() writes it ("plays" in the
 * order of the sections).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param s The sections.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument, no section), #BM_EUNSUPPORTED (another form, or a
 *         section too large to analyse, as bm_analysis_new()), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_analysis_sections_report(char **out, const struct bm_sections *s,
                                           enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
