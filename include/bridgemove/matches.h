/* SPDX-License-Identifier: MIT */
/**
 * @file matches.h
 * @brief Team matches: whether every match of a teams movement is complete, both halves
 *        played on the same boards (the teams-movements note, *Multiple-Teams Competitions -
 *        Types of Movements*).
 */
#ifndef BRIDGEMOVE_MATCHES_H
#define BRIDGEMOVE_MATCHES_H

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

/** @brief Opaque match report of a teams movement. @since 1.0 */
struct bm_matches;

/**
 * @brief Check the matches of a teams movement: for every two teams that meet, whether both
 *        halves (NS_x v EW_y and NS_y v EW_x) are played on the same boards.
 *
 * Boards are compared by board number (copies of a set are the same deals); a half is every
 * board its two pairs play against each other in the whole movement, with the directions as
 * played: on a board played arrow-switched the cell's EW pair sits North-South, so the board
 * counts for the half NS (its team) v EW (the other). A board switched at one table of a
 * match only puts one team North-South at both tables (a direction fault): that half lists
 * it twice, the other not at all, and the match is incomplete. Cells with a phantom or an
 * empty seat play nothing. Pairs in no team are ignored.
 * @param[out] out Receives the report (it copies what it needs).
 * @param m A teams movement (#BM_EVENT_TEAMS).
 * @return #BM_OK, #BM_EINVAL (NULL, or not a teams event), #BM_ENOMEM.
 * @post Free the report with bm_matches_free().
 * @since 1.0
 */
enum bm_status bm_matches_new(struct bm_matches **out, const struct bm_movement *m);

/**
 * @brief Free a match report.
 * @param mt The report, or NULL.
 * @since 1.0
 */
void bm_matches_free(struct bm_matches *mt);

/**
 * @brief Number of teams in the report.
 * @param mt The report.
 * @return The highest team number, 0 for NULL.
 * @since 1.0
 */
uint32_t bm_matches_teams(const struct bm_matches *mt);

/**
 * @brief Summary counts.
 * @param[out] meetings Receives the number of pairs of teams that meet (either half played);
 *        may be NULL.
 * @param[out] incomplete Receives how many of those matches are incomplete; may be NULL.
 * @param mt The report.
 * @return #BM_OK, #BM_EINVAL.
 * @since 1.0
 */
enum bm_status bm_matches_count(uint32_t *meetings, uint32_t *incomplete,
                                const struct bm_matches *mt);

/**
 * @brief One pair of teams.
 * @param[out] met Receives 1 if the teams meet (either half has boards), else 0; may be NULL.
 * @param[out] complete Receives 1 if both halves are played on exactly the same boards
 *        (and they meet), else 0; may be NULL.
 * @param[out] common Receives the number of boards the two halves have in common; may be NULL.
 * @param mt The report.
 * @param team_x A team, 1..teams.
 * @param team_y Another team, 1..teams.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_matches_pair(int32_t *met, int32_t *complete, uint32_t *common,
                               const struct bm_matches *mt, uint32_t team_x, uint32_t team_y);

/**
 * @brief Number of boards one half of a match played: NS pair of @p ns_team against the EW
 *        pair of @p ew_team.
 * @param[out] count Receives the count (0 if they never meet).
 * @param mt The report.
 * @param ns_team Team of the NS pair, 1..teams.
 * @param ew_team Team of the EW pair, 1..teams.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_matches_half_count(uint32_t *count, const struct bm_matches *mt,
                                     uint32_t ns_team, uint32_t ew_team);

/**
 * @brief One board of a half, in increasing board-number order.
 * @param[out] board Receives the board number.
 * @param mt The report.
 * @param ns_team Team of the NS pair.
 * @param ew_team Team of the EW pair.
 * @param index 1..bm_matches_half_count().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_matches_half_board(uint32_t *board, const struct bm_matches *mt,
                                     uint32_t ns_team, uint32_t ew_team, uint32_t index);

/**
 * @brief The report as text: a summary line, two lines saying what a complete match is, then one
 *        line per pair of teams that meet, "teams X-Y: complete, N boards (...)" or "teams X-Y:
 *        INCOMPLETE, N boards in common: NS X v EW Y boards ...; NS Y v EW X boards ...", followed
 *        for each direction fault by "; board B: team X sits North-South at both tables, so the
 *        board cannot be scored".
 *
 * JSON: The report as JSON: {"teams": T, "meetings": n, "incomplete": n, "matches": [{"teams": [x,
 *        y], "complete": bool, "common": n, "ns_x_ew_y": [boards], "ns_y_ew_x": [boards],
 *        "direction_faults": [[board, team North-South at both tables], ...]}, ...]} for every
 *        pair x < y that meets.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param mt The report.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_matches_report(char **out, const struct bm_matches *mt, enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
