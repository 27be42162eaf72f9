/* SPDX-License-Identifier: MIT */
/**
 * @file experimental.h
 * @brief The experimental tier: calls that work and are tested, but whose signatures may still
 *        change in a minor release. Not included by bridgemove.h: include this header on
 *        purpose.
 *
 * The stable API (every other header) changes by additions only within a major version, and
 * the ABI check of every build holds it to that. The calls here are exported under their own
 * symbol version, `BRIDGEMOVE_EXPERIMENTAL`, which that check leaves out: a program that
 * uses them must be rebuilt against the headers of the release it runs with. A call leaves
 * this tier by being declared in a stable header (under the same name, when its signature
 * holds), noted in the CHANGELOG. doc/conventions.md gives the rule.
 *
 * Today's experimental calls expose the planners behind two families, whose outputs are
 * expected to grow: the Web planner (Hill's Web movements) and the team circuit solver (the
 * teams-movements note).
 *
 * **Web movements.** A Web movement for t tables and r rounds plays d deal groups
 * (r <= d <= t) on t = n*d + 2s tables: n subsections of size d boarded like a Mitchell, then
 * two subsections of size s (0 <= s < d) boarded ascending and descending, each with a bye
 * stand holding the d - s groups it is not playing. Every subsection has its own case of
 * boards. The spec family `web` builds them (`bridgemove options web` lists its keys).
 * Special cases: Mitchell (n = 1, s = 0), continuous Mitchell (n > 1, s = 0), Bowman/Ewing
 * (n = 1, s = 1), one-and-a-half-table appendix Mitchell (n = 1, s = 1, `phantom=<t>ns`). The
 * text says "if t and r are both even, then d != r"; its rule (odd t needs odd n and d) gives
 * the opposite case: an odd t with an even r takes d = r + 1. The library follows the rule.
 *
 * **Team circuits.** A team x is its NS pair, resident at home table x, and its EW pair. On a
 * circuit of R tables the EW pairs move p tables a round and the boards move b tables a round
 * (all arithmetic modulo R). A match between teams x and y is complete when the boards that
 * NS_y and EW_x play at table y are the boards that NS_x and EW_y play at table x. The note's
 * equations: S_x + m p = y, S_y + n p = x, y + (n - m) b = x, hence
 * b (S_x - S_y) = (p - b)(x - y) for every pair of teams, where S_x is the table EW_x starts
 * from (round index 0) and m, n are round indices. With p and R coprime, a solution exists
 * exactly when b and p - b are units modulo R; then S_x = b^-1 (p - b)(x - 1) + 1 (team 1
 * starts at home; the other R - 1 solutions are rotations). EW_x arrives home after
 * (p b)^-1 (2b - p)(x - 1) moves: if 2b = p every team is at home in the same round, which is
 * dropped (the American Whist family, R - 1 rounds); if 2b - p is a unit the teams arrive home
 * one a round and play an appendix team at table R + 1, sharing its boards (the Thurner
 * family, R rounds, R + 1 teams); otherwise two teams would need the appendix in one round and
 * no movement exists.
 */
#ifndef BRIDGEMOVE_EXPERIMENTAL_H
#define BRIDGEMOVE_EXPERIMENTAL_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup experimental Experimental
 * @brief Calls whose signatures may still change (experimental.h).
 * @{
 */

/**
 * @brief The Web movement a `web` spec describes: d, n, s and the cases of boards, with every
 *        key of the family honoured (groups, subsections, share, flow, rover).
 *
 * With only tables and rounds given: d = r when the parity rule allows (t even, or r odd),
 * else r + 1; then the decomposition t = n*d + 2s needing the fewest cases of boards (ties:
 * the largest s, the fewest board groups waiting on bye stands). Even t <= 2d needs two cases;
 * odd t <= 3d three, or two when s = 1.
 * @param[out] groups Receives d; may be NULL. 0 on failure.
 * @param[out] subsections Receives n; may be NULL. 0 on failure.
 * @param[out] size Receives s; may be NULL. 0 on failure.
 * @param[out] cases Receives the cases of boards, the party table's own case included when
 *             the spec has a rover; may be NULL. 0 on failure.
 * @param spec Options of the family `web` ("web:tables=11,rounds=5").
 * @return #BM_OK, #BM_EINVAL (NULL or another family), #BM_EPARSE (a value that is not a
 *         number or not ns/ew/none), #BM_ERANGE or #BM_EUNSUPPORTED (no such Web movement; the
 *         message says what fits).
 * @since 1.0
 */
enum bm_status bm_web_plan(uint32_t *groups, uint32_t *subsections, uint32_t *size,
                           uint32_t *cases, const struct bm_options *spec);

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
 * @return #BM_OK; #BM_EINVAL (NULL @p starts, @p starts_len < @p circuit); #BM_ERANGE (circuit
 *         out of range); #BM_ENOTFOUND when no start tables make every match complete (the
 *         message says why).
 * @since 1.0
 */
enum bm_status bm_teams_solve(uint32_t *starts, size_t starts_len, int32_t *appendix,
                              uint32_t circuit, int32_t ew_move, int32_t board_move);

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
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE, #BM_ENOTFOUND (as bm_teams_solve()), #BM_ENOMEM.
 * @post The caller frees @p *out with bm_movement_free().
 * @since 1.0
 */
enum bm_status bm_teams_circuit(struct bm_movement **out, uint32_t circuit, int32_t ew_move,
                                int32_t board_move, uint32_t boards);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
