/* SPDX-License-Identifier: MIT */
/**
 * @file web.h
 * @brief Planning Web movements (Hill's Web movements): how many deal groups, which
 *        decomposition of the tables, how many cases of boards.
 *
 * A Web movement for t tables and r rounds plays d deal groups (r <= d <= t) on
 * t = n*d + 2s tables: n subsections of size d boarded like a Mitchell, then two subsections
 * of size s (0 <= s < d) boarded ascending and descending, each with a bye stand holding the
 * d - s groups it is not playing. Every subsection has its own case of boards. Build one with
 * bm_build_string() and the spec family `web`:
 *
 * | key | meaning |
 * |---|---|
 * | `tables` | t, the regular tables (2..1000; the party table is not counted) |
 * | `rounds` | r (default d) |
 * | `groups` | d (default r; r + 1 when t is odd and r even: odd t needs odd d) |
 * | `subsections` | n (default: the fewest cases of boards, ties to the largest s) |
 * | `share` | 1 (default): with s = 1 the two single tables share one case (they play the same group only in round (d+1)/2, never when d is even); 0: a case each. With `flow=1` they always have a case each (`share=1` then is an error) |
 * | `flow` | 0 (default); 1: boards flow from the Mitchell subsections into the ascending one (one board path, as the text's second t = 11 table; the grid is unchanged) |
 * | `rover` | `none` (default), `ns` or `ew`: add a rover pair (2t+2) and a party table t+1 with its party pair (2t+1) and its own case; `phantom=<t+1>ew` (rover=ns) or `phantom=<t+1>ns` (rover=ew) makes the party pair a phantom: the half-table form |
 *
 * Pairs: NS pair i sits at table i; the moving pairs are t+1..2t (the text's EW pair e is
 * pair t+e). Deal groups are the board sets 1..d; a cell's copy is its case of boards.
 * Special cases: Mitchell (n = 1, s = 0), continuous Mitchell (n > 1, s = 0), Bowman/Ewing
 * (n = 1, s = 1), one-and-a-half-table appendix Mitchell (n = 1, s = 1, `phantom=<t>ns`).
 *
 * The text says "if t and r are both even, then d != r"; its rule (odd t needs odd n and d)
 * gives the opposite case: an odd t with an even r takes d = r + 1. The library follows the rule.
 */
#ifndef BRIDGEMOVE_WEB_H
#define BRIDGEMOVE_WEB_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/spec.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Choose the Web movement for @p tables tables and @p rounds rounds, as the spec
 *        `web:tables=T,rounds=R` builds it.
 *
 * d = r when the parity rule allows (t even, or r odd), else r + 1; then the decomposition
 * t = n*d + 2s needing the fewest cases of boards (ties: the largest s, the fewest board groups
 * waiting on bye stands). Even t <= 2d needs two cases; odd t <= 3d three, or two when s = 1.
 * @param[out] groups Receives d; may be NULL. 0 on failure.
 * @param[out] subsections Receives n; may be NULL. 0 on failure.
 * @param[out] size Receives s; may be NULL. 0 on failure.
 * @param[out] cases Receives the number of cases of boards; may be NULL. 0 on failure.
 * @param tables t, 2..1000.
 * @param rounds r, 1..t.
 * @param msg Buffer for a one-line explanation on failure, or NULL.
 * @param msg_size Size of @p msg (0 allowed).
 * @return #BM_OK, #BM_EINVAL (@p rounds is 0), #BM_EUNSUPPORTED (sizes out of range).
 * @since 0.1
 */
enum bm_status bm_web_plan(unsigned *groups, unsigned *subsections, unsigned *size,
                           unsigned *cases, unsigned tables, unsigned rounds, char *msg,
                           size_t msg_size);

/**
 * @brief The Web movement a `web` spec describes: d, n, s and the cases of boards, with every
 *        key of the family honoured (groups, subsections, share, flow, rover).
 * @param[out] groups Receives d; may be NULL. 0 on failure.
 * @param[out] subsections Receives n; may be NULL. 0 on failure.
 * @param[out] size Receives s; may be NULL. 0 on failure.
 * @param[out] cases Receives the cases of boards, the party table's own case included when
 *             the spec has a rover; may be NULL. 0 on failure.
 * @param spec A spec of family `web`.
 * @param msg Buffer for a one-line explanation on failure, or NULL.
 * @param msg_size Size of @p msg (0 allowed).
 * @return #BM_OK, #BM_EINVAL (NULL or another family), #BM_EPARSE (a value that is not a
 *         number or not ns/ew/none), #BM_EUNSUPPORTED (no such Web movement; the message says
 *         what fits).
 * @since 0.1
 */
enum bm_status bm_web_plan_spec(unsigned *groups, unsigned *subsections, unsigned *size,
                                unsigned *cases, const struct bm_spec *spec, char *msg,
                                size_t msg_size);

#ifdef __cplusplus
}
#endif

#endif
