/* SPDX-License-Identifier: MIT */
/**
 * @file swiss.h
 * @brief Swiss events: a movement made round by round from the scores. After each round the
 *        leaders meet each other, nobody meets anyone twice while a round without a repeat
 *        exists, and an odd field's bye rotates (doc/swiss.md).
 */
#ifndef BRIDGEMOVE_SWISS_H
#define BRIDGEMOVE_SWISS_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/scoring.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup swiss
 * @{
 */

/** @brief Opaque Swiss event: its field, plan, rounds made and results. @since 1.1 */
struct bm_swiss;

/**
 * @brief A new Swiss event with its first round made.
 *
 * Round 1 pairs the field in number order (@p seed 0: 1 v 2, 3 v 4, ... when the numbers are
 * the seeding) or in an order drawn with @p seed (the same seed, the same draw). Each later
 * round comes from bm_swiss_next().
 * @param[out] out Receives the event; free it with bm_swiss_free().
 * @param event #BM_EVENT_TEAMS (results in IMPs, scored in WBF 20-VP) or #BM_EVENT_PAIRS
 *        (results in matchpoints).
 * @param field Teams or pairs, 2..1000 (an odd field has a bye each round).
 * @param rounds Rounds planned, 1..field - 1 (field for an odd field).
 * @param boards Boards a match, 1..100.
 * @param seed 0 for a seeded first round, else the seed of its draw.
 * @return #BM_OK, #BM_EINVAL (NULL @p out, another event), #BM_ERANGE, #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_new(struct bm_swiss **out, enum bm_event event, uint32_t field,
                            uint32_t rounds, uint32_t boards, uint64_t seed);

/**
 * @brief A new Swiss event with its first round made, from the options of the set `swiss`:
 *        `teams=N` or `pairs=N`, `rounds=R`, `boards=B` (required), `seed=S`, the pairing
 *        `method=optimal|monrad|dutch` and `stationary=N@T+...`, sides that keep a table of
 *        the draw (`bridgemove options swiss` describes every key; doc/swiss.md).
 *
 * With the defaults it is bm_swiss_new(). Monrad and Dutch pair down the standings and go
 * back to re-pair when their order would force a repeat meeting: each round is the first of
 * the method's order that has none, whenever a round without one exists (else the optimal
 * round, with the fewest repeats). The method and the stationary sides are kept in the
 * event file.
 * @param[out] out Receives the event; free it with bm_swiss_free().
 * @param opt Options of the set `swiss` (bm_options_new(&opt, "swiss")).
 * @return #BM_OK, #BM_EINVAL (NULL, options of another set, teams and pairs both or neither,
 *         rounds or boards missing, a table or side kept twice), #BM_ERANGE (the plan out of
 *         bounds, a stationary side or table outside the field), #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_new_options(struct bm_swiss **out, const struct bm_options *opt);

/**
 * @brief Read an event file (`"format": "bridgemove-swiss/1"`, doc/swiss.md).
 * @param[out] out Receives the event; free it with bm_swiss_free().
 * @param text The file's bytes.
 * @param len Their number.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_EPARSE (the message names the line and the field at
 *         fault), #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_read(struct bm_swiss **out, const char *text, size_t len);

/**
 * @brief Free an event (NULL is fine).
 * @param sw The event.
 * @since 1.1
 */
void bm_swiss_free(struct bm_swiss *sw);

/**
 * @brief The rounds made so far (0 for NULL).
 * @param sw The event.
 * @return The number of the current round.
 * @since 1.1
 */
uint32_t bm_swiss_rounds(const struct bm_swiss *sw);

/**
 * @brief One match of a round made: table 1 is the top match (the leaders).
 * @param[out] home Receives the home team or pair (the higher placed).
 * @param[out] away Receives the away one.
 * @param sw The event.
 * @param round Round 1..bm_swiss_rounds().
 * @param table Table 1..field / 2.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_ERANGE.
 * @since 1.1
 */
enum bm_status bm_swiss_match(uint32_t *home, uint32_t *away, const struct bm_swiss *sw,
                              uint32_t round, uint32_t table);

/**
 * @brief The bye of a round made.
 * @param[out] participant Receives the team or pair with the bye, 0 for an even field.
 * @param sw The event.
 * @param round Round 1..bm_swiss_rounds().
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_ERANGE.
 * @since 1.1
 */
enum bm_status bm_swiss_bye(uint32_t *participant, const struct bm_swiss *sw, uint32_t round);

/**
 * @brief Record the result of a match of the current round.
 * @param sw The event.
 * @param table Table 1..field / 2.
 * @param home The home side's IMPs (teams) or matchpoints (pairs), 0..100000.
 * @param away The away side's.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_ERANGE.
 * @since 1.1
 */
enum bm_status bm_swiss_set_result(struct bm_swiss *sw, uint32_t table, double home, double away);

/**
 * @brief Record the current round's results from a results file: `{"format":
 *        "bridgemove-swiss-results/1", "matches": [{"table": t, "imps": [home, away]}]}`
 *        (teams; `"score"` in matchpoints for pairs), doc/swiss.md.
 * @param sw The event.
 * @param text The file's bytes.
 * @param len Their number.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_EPARSE (line and field named, a table out of range
 *         included), #BM_ENOMEM. On failure the event is unchanged.
 * @since 1.1
 */
enum bm_status bm_swiss_results_read(struct bm_swiss *sw, const char *text, size_t len);

/**
 * @brief Make the next round from the standings: every match of the current round must
 *        have its result, and a round must remain of the plan.
 * @param sw The event.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_EUNSUPPORTED (a result missing, or every planned
 *         round made), #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_next(struct bm_swiss *sw);

/**
 * @brief A participant's standing after every result recorded: teams score the WBF 20-VP
 *        scale of each match's IMPs; pairs their matchpoints; a bye scores the event's bye
 *        score. Ties are broken as the EBU's split-tie procedure does (doc/swiss.md): for two
 *        level, their match; then the tie-break points (the opponents' final scores); the IMP
 *        balance (teams); the lower number.
 * @param[out] place Receives the place, 1 the leader.
 * @param[out] score Receives the VP (teams) or matchpoints (pairs).
 * @param[out] imps Optional: receives the IMPs won minus lost (teams; 0 for pairs).
 * @param sw The event.
 * @param participant Team or pair 1..field.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_ERANGE, #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_standing(uint32_t *place, double *score, double *imps,
                                 const struct bm_swiss *sw, uint32_t participant);

/**
 * @brief The event as a report: #BM_FORM_JSON is the event file bm_swiss_read() reads back;
 *        #BM_FORM_TEXT is the current round's draw for the director (table, home, away,
 *        boards, bye).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param sw The event.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_report(char **out, const struct bm_swiss *sw, enum bm_form form);

/**
 * @brief The standings after every result recorded, as text or JSON (`{"standings":
 *        [{"place": p, "participant": n, "score": s, "imps": i, "played": m,
 *        "tie_break_points": t}]}`, t the sum of the opponents' final scores).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param sw The event.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_standings_report(char **out, const struct bm_swiss *sw,
                                         enum bm_form form);

/**
 * @brief A round as a movement that every other part of the library reads: the guide and
 *        table cards, the travellers, Bridgemate RoundData, a session's results.
 *
 * One round, its boards numbered as the event numbers them (round r: (r - 1) B + 1 to r B),
 * and the round too (bm_movement_first_round() is r: the cards, RoundData and the results
 * call it round r).
 * Teams: team t is NS pair t and EW pair field + t; match k (table k of the draw) is played at
 * tables 2k - 1 (home NS against away EW) and 2k (away NS against home EW), both on the
 * match's copy of the boards, the second table starting at board B/2 + 1 (with one board a
 * match each table has its own copy). Pairs: match k at table k, home NS; the round's boards
 * relayed among groups of tables sharing a copy, each table of a group starting at its own
 * board (doc/swiss.md).
 * @param[out] out Receives the movement; free it with bm_movement_free().
 * @param sw The event.
 * @param round Round 1..bm_swiss_rounds().
 * @param copies Copies of the round's boards, 0 for the default: teams one a match (the only
 *        choice); pairs the fewest, one for every B tables, or more up to one a table.
 * @return #BM_OK, #BM_EINVAL (NULL), #BM_ERANGE (round or copies), #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_swiss_round_movement(struct bm_movement **out, const struct bm_swiss *sw,
                                       uint32_t round, uint32_t copies);

/**
 * @brief Record the current round's results from a session's results keyed by the round's
 *        movement (bm_swiss_round_movement(), any copies; bm_results_read() reads the results
 *        format, its CSV and Bridgemate ReceivedData).
 *
 * Teams: each match's IMPs, board by board between its two tables (bm_scoring_new()'s team
 * matches), each side's IMPs won over the boards recorded as [home, away]. Pairs: each
 * pair's matchpoints across the field, rescaled to a top of 2 a board, so that the two sides
 * of a match share 2 a board as in the match totals. A match none of whose boards has a
 * result is left without one; one with some boards played is recorded on those.
 * @param sw The event.
 * @param results The session's results.
 * @return #BM_OK, #BM_EINVAL (NULL; results of another movement than the current round's),
 *         #BM_ERANGE (results of a smaller movement), #BM_ENOMEM. On failure the event is
 *         unchanged.
 * @since 1.1
 */
enum bm_status bm_swiss_session_results(struct bm_swiss *sw, const struct bm_results *results);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
