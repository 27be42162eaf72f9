/* SPDX-License-Identifier: MIT */
/**
 * @file teams.h
 * @brief Team movements (teams of four): the circuit solver of the teams-movements note
 *        (*Multiple-Teams Competitions - Types of Movements*) and the match completeness check.
 *
 * A team x is its NS pair, resident at home table x, and its EW pair. On a circuit of R tables
 * the EW pairs move p tables a round and the boards move b tables a round (all arithmetic
 * modulo R). A match between teams x and y is complete when the boards that NS_y and EW_x
 * play at table y are the boards that NS_x and EW_y play at table x. The note's equations:
 *   S_x + m p = y,   S_y + n p = x,   y + (n - m) b = x,
 * hence b (S_x - S_y) = (p - b)(x - y) for every pair of teams, where S_x is the table EW_x
 * starts from (round index 0) and m, n are round indices.
 *
 * Solving them for every pair: with p and R coprime, a solution exists exactly when b and
 * p - b are units modulo R; then S_x = b^-1 (p - b)(x - 1) + 1 (team 1 starts at home; the
 * other R - 1 solutions are rotations). EW_x arrives home after (p b)^-1 (2b - p)(x - 1)
 * moves: if 2b = p every team is at home in the same round, which is dropped (the American
 * Whist family, R - 1 rounds); if 2b - p is a unit the teams arrive home one a round and play
 * an appendix team at table R + 1, sharing its boards (the Thurner family, R rounds,
 * R + 1 teams); otherwise two teams would need the appendix in one round and no movement exists.
 */
#ifndef BRIDGEMOVE_TEAMS_H
#define BRIDGEMOVE_TEAMS_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Solve the teams-movements note's equations: start tables that make every match on the
 *        circuit complete.
 * @param[out] starts Receives S_1..S_R (tables 1..R) in starts[0..R-1]; zeroed on failure.
 * @param starts_len Number of entries @p starts can hold (at least @p circuit).
 * @param[out] appendix Receives 0 when every team is at home in the same round (that round is
 *        not played: R - 1 rounds), 1 when the teams reach home one a round and meet an
 *        appendix team there (R rounds, R + 1 teams); may be NULL.
 * @param circuit R, the number of tables the boards move around (2..4096).
 * @param ew_move p, tables the EW pairs move at the end of each round (negative = down).
 * @param board_move b, tables the boards move at the end of each round (negative = down).
 * @param msg Buffer for a one-line reason when no solution exists, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK; #BM_EINVAL (NULL @p starts, @p starts_len < @p circuit, circuit out of range);
 *         #BM_ENOTFOUND when no start tables make every match complete (the message says why).
 * @since 0.1
 */
enum bm_status bm_teams_solve(unsigned *starts, size_t starts_len, int *appendix,
                              unsigned circuit, int ew_move, int board_move, char *msg,
                              size_t msg_size);

/**
 * @brief Build the teams movement that bm_teams_solve() finds for a circuit.
 *
 * Tables 1..R hold the resident NS pairs 1..R (team t = NS pair t + EW pair T + t, T = tables);
 * round 1 has set t at table t; the boards then move @p board_move tables a round, the EW pairs
 * @p ew_move. With an appendix, team R + 1 sits at table R + 1 and shares the boards of the
 * table whose team arrives home.
 * @param[out] out Receives the movement; NULL on failure.
 * @param circuit R (2..4095).
 * @param ew_move p.
 * @param board_move b.
 * @param boards Boards per set (1..256).
 * @param msg Buffer for a one-line reason, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOTFOUND (as bm_teams_solve()), #BM_ENOMEM.
 * @post The caller frees @p *out with bm_movement_free().
 * @since 0.1
 */
enum bm_status bm_teams_circuit(struct bm_movement **out, unsigned circuit, int ew_move,
                                int board_move, unsigned boards, char *msg, size_t msg_size);

/** @brief Opaque match report of a teams movement. @since 0.1 */
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
 * @param msg Buffer for a one-line reason, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL, or not a teams event), #BM_ENOMEM.
 * @post Free the report with bm_matches_free().
 * @since 0.1
 */
enum bm_status bm_matches_new(struct bm_matches **out, const struct bm_movement *m, char *msg,
                              size_t msg_size);

/**
 * @brief Free a match report.
 * @param mt The report, or NULL.
 * @since 0.1
 */
void bm_matches_free(struct bm_matches *mt);

/**
 * @brief Number of teams in the report.
 * @param mt The report.
 * @return The highest team number, 0 for NULL.
 * @since 0.1
 */
unsigned bm_matches_teams(const struct bm_matches *mt);

/**
 * @brief Summary counts.
 * @param[out] meetings Receives the number of pairs of teams that meet (either half played); may be NULL.
 * @param[out] incomplete Receives how many of those matches are incomplete; may be NULL.
 * @param mt The report.
 * @return #BM_OK, #BM_EINVAL.
 * @since 0.1
 */
enum bm_status bm_matches_count(unsigned *meetings, unsigned *incomplete,
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
 * @since 0.1
 */
enum bm_status bm_matches_pair(int *met, int *complete, unsigned *common,
                               const struct bm_matches *mt, unsigned team_x, unsigned team_y);

/**
 * @brief Number of boards one half of a match played: NS pair of @p ns_team against the EW
 *        pair of @p ew_team.
 * @param[out] count Receives the count (0 if they never meet).
 * @param mt The report.
 * @param ns_team Team of the NS pair, 1..teams.
 * @param ew_team Team of the EW pair, 1..teams.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 0.1
 */
enum bm_status bm_matches_half_count(unsigned *count, const struct bm_matches *mt,
                                     unsigned ns_team, unsigned ew_team);

/**
 * @brief One board of a half, in increasing board-number order.
 * @param[out] board Receives the board number.
 * @param mt The report.
 * @param ns_team Team of the NS pair.
 * @param ew_team Team of the EW pair.
 * @param index 1..bm_matches_half_count().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 0.1
 */
enum bm_status bm_matches_half_board(unsigned *board, const struct bm_matches *mt,
                                     unsigned ns_team, unsigned ew_team, unsigned index);

/**
 * @brief The report as text: a summary line, two lines saying what a complete match is, then
 *        one line per pair of teams that meet, "teams X-Y: complete, N boards (...)" or
 *        "teams X-Y: INCOMPLETE, N boards in common: NS X v EW Y boards ...; NS Y v EW X boards
 *        ...", followed for each direction fault by "; board B: team X sits North-South at
 *        both tables, so the board cannot be scored".
 * @param[out] out Receives a new string; release with bm_free().
 * @param mt The report.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_matches_to_text(char **out, const struct bm_matches *mt);

/**
 * @brief The report as JSON: {"teams": T, "meetings": n, "incomplete": n, "matches":
 *        [{"teams": [x, y], "complete": bool, "common": n, "ns_x_ew_y": [boards],
 *        "ns_y_ew_x": [boards], "direction_faults": [[board, team North-South at both
 *        tables], ...]}, ...]} for every pair x < y that meets.
 * @param[out] out Receives a new string; release with bm_free().
 * @param mt The report.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_matches_to_json(char **out, const struct bm_matches *mt);

#ifdef __cplusplus
}
#endif

#endif
