/* SPDX-License-Identifier: MIT */
/**
 * @file scoring.h
 * @brief Scoring at duplicate bridge (the movements article, Part II): the score of a result,
 *        matchpoints (with Neuberg's adjustment), IMPs (cross-IMPs, Butler, team matches) and
 *        victory points, over the results of a session keyed by its movement.
 *
 * Three layers, each usable alone:
 * - a result's score: bm_board_vulnerability(), bm_score_result(), bm_score_imps(),
 *   bm_score_victory_points();
 * - a session's results, keyed by (round, table, board) of a movement: bm_results_new(),
 *   bm_results_read() (JSON or CSV, doc/scoring.md) and the bm_results_set_*() calls. The seats
 *   are the seats as played: on an arrow-switched board, North and South are the pair the grid
 *   lists as EW, and the score "to NS" is the score of the pair that sat North-South;
 * - the scored session: bm_scoring_new() matchpoints (or IMPs) every board, totals every
 *   participant over the boards it played and ranks them; reports as text and JSON.
 *
 * Matchpoints as the movements article describes them: on a board played n times, an NS pair
 * gets 2 for every other NS score it beats and 1 for every NS score it ties, so a top is
 * 2(n - 1); the EW pairs get the complement, 2(n - 1) minus their opponents'. Each pair, NS or
 * EW, thus gets 2 for every pair sitting its way that it beats and 1 for every tie.
 */
#ifndef BRIDGEMOVE_SCORING_H
#define BRIDGEMOVE_SCORING_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup scoring
 * @{
 */

/**
 * @brief A seat at the table, as played.
 * @since 1.0
 */
enum bm_direction {
    BM_DIRECTION_NORTH = 1, /**< North. */
    BM_DIRECTION_EAST = 2,  /**< East. */
    BM_DIRECTION_SOUTH = 3, /**< South. */
    BM_DIRECTION_WEST = 4   /**< West. */
};

/**
 * @brief Who is vulnerable on a board.
 * @since 1.0
 */
enum bm_vulnerability {
    BM_VULNERABLE_NONE = 1, /**< Neither side ("love all"). */
    BM_VULNERABLE_NS = 2,   /**< North-South. */
    BM_VULNERABLE_EW = 3,   /**< East-West. */
    BM_VULNERABLE_BOTH = 4  /**< Both sides ("game all"). */
};

/**
 * @brief Dealer and vulnerability of a board in the standard 16-board cycle printed on
 *        duplicate boards: the dealer goes round N, E, S, W; boards 1-16 are vulnerable
 *        None, NS, EW, Both, NS, EW, Both, None, EW, Both, None, NS, Both, None, NS, EW, and
 *        board 17 starts again like board 1.
 * @param[out] vulnerability Receives who is vulnerable; may be NULL.
 * @param[out] dealer Receives the dealer; may be NULL.
 * @param board The board number as printed (1 or more).
 * @return #BM_OK, #BM_ERANGE (board 0). Outputs that are given are 0 on failure.
 * @since 1.0
 */
enum bm_status bm_board_vulnerability(enum bm_vulnerability *vulnerability,
                                      enum bm_direction *dealer, uint32_t board);

/**
 * @brief The duplicate score of a result, to North-South, by the scoring table of the Laws of
 *        Duplicate Bridge: trick score, part-score bonus 50, game 300 (500 vulnerable), small
 *        slam 500 (750), grand slam 1000 (1500), doubled and redoubled overtricks, 50 or 100
 *        for making a doubled or redoubled contract, and the undertrick scales.
 * @param[out] ns_score Receives the score from North-South's side (negative when East-West
 *        score); 0 on failure.
 * @param contract "PASS" (passed out: 0), or a level 1-7, a strain C, D, H, S or NT (N
 *        accepted) and "", "X" or "XX": "4HX", "3NT", "6SXX". Letters in either case.
 * @param declarer The declarer's seat (ignored when passed out).
 * @param tricks Tricks the declarer took, 0-13 (ignored when passed out).
 * @param vulnerability Who is vulnerable.
 * @return #BM_OK; #BM_EPARSE (a contract that is not one, e.g. "8H"); #BM_ERANGE (tricks over
 *         13); #BM_EINVAL (NULL, an unknown seat or vulnerability).
 * @since 1.0
 */
enum bm_status bm_score_result(int32_t *ns_score, const char *contract, enum bm_direction declarer,
                               uint32_t tricks, enum bm_vulnerability vulnerability);

/**
 * @brief International match points for a difference in score, on the WBF scale (20-40 points
 *        1 IMP, 50-80 2, ..., 4000 and more 24).
 * @param[out] imps Receives the IMPs, with the sign of @p difference.
 * @param difference A difference of two scores.
 * @return #BM_OK, #BM_EINVAL (NULL @p imps).
 * @since 1.0
 */
enum bm_status bm_score_imps(int32_t *imps, int64_t difference);

/**
 * @brief Victory points on the WBF continuous 20-VP scale (2013): the winner of a match of B
 *        boards by M IMPs gets 10 + 10 (1 - t^(3M/X)) / (1 - t^3), t = (sqrt 5 - 1) / 2, the
 *        blitz X = 15 sqrt B, rounded to two decimals, and 20 from X on; the loser gets 20 minus
 *        that.
 * @param[out] vp Receives the victory points of the side whose margin is @p imp_margin.
 * @param imp_margin IMPs won minus IMPs lost (negative for the losing side).
 * @param boards Boards played in the match (1 or more).
 * @return #BM_OK, #BM_EINVAL (NULL @p vp), #BM_ERANGE (no board).
 * @since 1.0
 */
enum bm_status bm_score_victory_points(double *vp, int64_t imp_margin, uint32_t boards);

/**
 * @brief Opaque results of a session: the plays of its movement and what happened at each.
 * @since 1.0
 */
struct bm_results;

/**
 * @brief Empty results for a movement: every play it schedules, none with a result yet.
 *
 * A play is a board at a cell (round, table) whose boards are played (an active cell with a
 * set and no phantom or empty seat); the results copy what they need from @p m.
 * @param[out] out Receives the results; NULL on failure.
 * @param m The movement (any event; not modified, may be freed after).
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @post Free the results with bm_results_free().
 * @since 1.0
 */
enum bm_status bm_results_new(struct bm_results **out, const struct bm_movement *m);

/**
 * @brief Read the results of a session of a movement: JSON
 *        (`{"format": "bridgemove-results/1", "results": [...]}`) when the text starts with
 *        '{', otherwise CSV with a header line (doc/scoring.md gives both); since 1.1 also
 *        the Bridgemate database's ReceivedData table as CSV, known by its header (columns
 *        PairNS and NS/EW; doc/formats.md), every bad row named by its line and column.
 * @param[out] out Receives the results; NULL on failure.
 * @param m The movement the results are keyed by.
 * @param text The file's contents (UTF-8; a byte order mark is skipped).
 * @param len Length of @p text in bytes.
 * @return #BM_OK; #BM_EPARSE (malformed, or an entry that does not fit the movement: a board
 *         not played at that table in that round, tricks 14, a contract "8H", an entry given
 *         twice); #BM_EINVAL; #BM_ENOMEM.
 * @post Free the results with bm_results_free().
 * @since 1.0
 */
enum bm_status bm_results_read(struct bm_results **out, const struct bm_movement *m,
                               const char *text, size_t len);

/**
 * @brief Read one section's results from a Bridgemate ReceivedData table that holds several
 *        sections (its Section column: the section's letter, or its ID as the database holds
 *        it, 1 for A, 2 for B, ..., 27 for AA): the rows of the other sections are passed
 *        over, the section's rows read as bm_results_read() reads them.
 * @param[out] out Receives the results; NULL on failure.
 * @param m The section's movement.
 * @param section The section's letter: one or two capitals ("A", "B", "AA").
 * @param text The ReceivedData table as CSV.
 * @param len Length of @p text in bytes.
 * @return #BM_OK; #BM_EPARSE (a bad row of the section, named by its line and column; no row
 *         of the section); #BM_EINVAL (NULL, a section that is not a letter, or a text that is
 *         not ReceivedData: the other results formats have no section); #BM_ENOMEM.
 * @post Free the results with bm_results_free().
 * @since 1.1
 */
enum bm_status bm_results_read_section(struct bm_results **out, const struct bm_movement *m,
                                       const char *section, const char *text, size_t len);

/**
 * @brief Free results.
 * @param r The results, or NULL.
 * @since 1.0
 */
void bm_results_free(struct bm_results *r);

/**
 * @brief Record a contract and its outcome for one play.
 * @param r The results.
 * @param round Round 1..R.
 * @param table Table 1..T.
 * @param board The board number as printed.
 * @param contract As bm_score_result() takes it ("PASS", "4HX", ...).
 * @param declarer The declarer's seat as played.
 * @param tricks Tricks the declarer took, 0-13.
 * @return #BM_OK; #BM_ERANGE (that board is not played at that table in that round; tricks
 *         over 13); #BM_EPARSE (not a contract); #BM_EINVAL. On failure nothing changes.
 * @since 1.0
 */
enum bm_status bm_results_set_contract(struct bm_results *r, uint32_t round, uint32_t table,
                                       uint32_t board, const char *contract,
                                       enum bm_direction declarer, uint32_t tricks);

/**
 * @brief Record a score (to North-South) for one play.
 * @param r The results.
 * @param round Round 1..R.
 * @param table Table 1..T.
 * @param board The board number as printed.
 * @param ns_score The score to the pair that sat North-South: a multiple of 10 within
 *        -7600..7600.
 * @return #BM_OK, #BM_ERANGE, #BM_EINVAL. On failure nothing changes.
 * @since 1.0
 */
enum bm_status bm_results_set_score(struct bm_results *r, uint32_t round, uint32_t table,
                                    uint32_t board, int32_t ns_score);

/**
 * @brief Record a split score: each side is scored on its own score (a director's ruling).
 *        North-South are compared with the other tables' North-South scores, East-West with
 *        the other tables' East-West scores.
 * @param r The results.
 * @param round Round 1..R.
 * @param table Table 1..T.
 * @param board The board number as printed.
 * @param ns_score The score North-South are scored on, from their side.
 * @param ew_score The score East-West are scored on, from their side (+50: EW +50).
 * @return #BM_OK, #BM_ERANGE, #BM_EINVAL. On failure nothing changes.
 * @since 1.0
 */
enum bm_status bm_results_set_split(struct bm_results *r, uint32_t round, uint32_t table,
                                    uint32_t board, int32_t ns_score, int32_t ew_score);

/**
 * @brief Record an artificial score: "A+", "A" or "A-" (average plus, average, average
 *        minus) for North-South and East-West, written "NS/EW" ("A+/A-") or one code for both
 *        sides ("A" = "A/A").
 * @param r The results.
 * @param round Round 1..R.
 * @param table Table 1..T.
 * @param board The board number as printed.
 * @param artificial The codes.
 * @return #BM_OK, #BM_ERANGE, #BM_EPARSE (not a code), #BM_EINVAL. On failure nothing changes.
 * @since 1.0
 */
enum bm_status bm_results_set_artificial(struct bm_results *r, uint32_t round, uint32_t table,
                                         uint32_t board, const char *artificial);

/**
 * @brief Record that a scheduled play did not take place (no score for either side: the
 *        board counts for neither pair, and it has one result fewer).
 * @param r The results.
 * @param round Round 1..R.
 * @param table Table 1..T.
 * @param board The board number as printed.
 * @return #BM_OK, #BM_ERANGE, #BM_EINVAL. On failure nothing changes.
 * @since 1.0
 */
enum bm_status bm_results_set_not_played(struct bm_results *r, uint32_t round, uint32_t table,
                                         uint32_t board);

/**
 * @brief Record the opening lead of a play whose contract was played (after
 *        bm_results_set_contract(); recording another result for the play clears it). The
 *        reports carry it: the JSON results and scored session ("lead") and USEBIO (LEAD).
 * @param r The results.
 * @param round Round 1..R.
 * @param table Table 1..T.
 * @param board The board number as printed.
 * @param lead A suit (S, H, D, C) and a rank (2-9, 10 or T, J, Q, K, A), in either case:
 *        "H10", "sk", "DT"; kept as capitals with the ten written "10".
 * @return #BM_OK; #BM_EPARSE (not a card); #BM_ERANGE (that board is not played at that table
 *         in that round); #BM_EINVAL (NULL, or the play has no contract played: none yet, a
 *         score, an artificial score or a pass-out). On failure nothing changes.
 * @since 1.1
 */
enum bm_status bm_results_set_lead(struct bm_results *r, uint32_t round, uint32_t table,
                                   uint32_t board, const char *lead);

/**
 * @brief The results as JSON ("format": "bridgemove-results/1"), every recorded entry in the order
 *        of the boards and, within a board, of round and table; bm_results_read() reads it back to
 *        equal results.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param r The results.
 * @param form #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_results_report(char **out, const struct bm_results *r, enum bm_form form);

/** @brief Opaque scored session: points per play, totals, ranks, team matches. @since 1.0 */
struct bm_scoring;

/**
 * @brief Score a session.
 *
 * Options (the set `score`, options.h): `method`, `scale`, the artificial scores
 * (`average_plus`, `average`, `average_minus`, `imps_average_plus`) and the Butler datum
 * (`butler_drop`, `datum_rounding`). Methods: `auto` (the default) matchpoints for a pairs or
 * individual event and IMPs for a teams event; `mp` matchpoints as above (a board's top is
 * 2(n - 1) for its n results); `neuberg` the same, and a board with fewer results n than the most
 * plays of any board N is
 * adjusted by Neuberg's formula, (MP + 1) N / n - 1, so that every top is 2(N - 1); `imps`
 * cross-IMPs for pairs (each score against every other score, averaged over the comparisons)
 * and, in a teams event, team matches: IMPs per board between the two tables of a match, match
 * totals and WBF victory points; `butler` IMPs against a datum, the mean of the other scores
 * after dropping the top and bottom. Artificial scores are not compared: they get their share
 * of the board's top (matchpoints) or their IMPs. A participant's total runs over the boards it
 * played (a sit-out or a not-played board counts for nothing), its top is the sum of those
 * boards' tops, and its percentage is total / top. When the movement keeps the NS and EW
 * fields apart (a Mitchell without arrow switches), each field is ranked on its own.
 * @param[out] out Receives the scored session; NULL on failure.
 * @param r The results (not modified; the scoring copies what it needs).
 * @param opt Options of the set `score`, or NULL for the defaults.
 * @return #BM_OK, #BM_EINVAL (NULL; options of another set; a method the event cannot use:
 *         team events are scored in IMPs), #BM_ENOMEM.
 * @post Free it with bm_scoring_free().
 * @since 1.0
 */
enum bm_status bm_scoring_new(struct bm_scoring **out, const struct bm_results *r,
                              const struct bm_options *opt);

/**
 * @brief Score one of several sections that play the same boards. With the option
 *        `across=yes` (set `score`) every result is matchpointed against the same board's
 *        scores in every section (the field across the sections: a board played 3 times in
 *        each of 2 sections has a top of 10 at 2 a pair beaten), Neuberg's N being the most
 *        plays of any board across the sections; the section's participants are ranked on
 *        those points, within the section. With `across=no` (the default) the section is
 *        scored on its own, as bm_scoring_new() scores it.
 * @param[out] out Receives the scored section; NULL on failure.
 * @param sections The results of every section, each keyed by its own movement (the board
 *        numbers as printed say which boards are the same).
 * @param count Number of sections, 1 to 702 (the letters A to ZZ).
 * @param section The section to score, 1..@p count.
 * @param opt Options of the set `score`, or NULL for the defaults.
 * @return #BM_OK; #BM_EINVAL (NULL, options of another set, a teams event or an IMP method
 *         with `across=yes`: cross-section comparison is matchpoints, sections of different
 *         events); #BM_ERANGE (@p section out of range, more than 702 sections); #BM_ENOMEM.
 * @post Free it with bm_scoring_free().
 * @since 1.1
 */
enum bm_status bm_scoring_sections_new(struct bm_scoring **out,
                                       const struct bm_results *const *sections, uint32_t count,
                                       uint32_t section, const struct bm_options *opt);

/**
 * @brief Free a scored session.
 * @param sc The scored session, or NULL.
 * @since 1.0
 */
void bm_scoring_free(struct bm_scoring *sc);

/**
 * @brief A participant's total (pairs, or players in an individual event).
 * @param[out] score Receives the total: matchpoints (after any Neuberg adjustment, on the
 *        chosen scale) or IMPs; may be NULL.
 * @param[out] top Receives the sum of the tops of the boards it played (0 in the IMP methods);
 *        may be NULL.
 * @param[out] percent Receives 100 score / top (0 when the top is 0); may be NULL.
 * @param[out] boards Receives the boards it played (with a score, real or artificial); may be
 *        NULL.
 * @param sc The scored session.
 * @param participant Participant 1..P.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE. Outputs are 0 on failure.
 * @since 1.0
 */
enum bm_status bm_scoring_participant(double *score, double *top, double *percent,
                                      uint32_t *boards, const struct bm_scoring *sc,
                                      uint32_t participant);

/**
 * @brief A participant's place in its field's ranking (by percentage; in the IMP methods by
 *        IMPs per board played; ties share the higher place).
 * @param[out] place Receives the place, 1 = first; 0 for a participant absent all session.
 * @param[out] field Receives 0 when the session has one field, 1 for the NS field and 2 for
 *        the EW field when the movement keeps them apart; may be NULL.
 * @param sc The scored session.
 * @param participant Participant 1..P.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_scoring_rank(uint32_t *place, uint32_t *field, const struct bm_scoring *sc,
                               uint32_t participant);

/**
 * @brief How many times a board is scheduled (its plays, in round and table order).
 * @param[out] count Receives the number of plays.
 * @param sc The scored session.
 * @param board The board number as printed.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_scoring_plays(uint32_t *count, const struct bm_scoring *sc, uint32_t board);

/**
 * @brief Who played a board where, as seated.
 * @param[out] round Receives the round; may be NULL.
 * @param[out] table Receives the table; may be NULL.
 * @param[out] ns Receives the participant that sat North-South (individual events: North);
 *        may be NULL.
 * @param[out] ew Receives the participant that sat East-West (individual events: East); may
 *        be NULL.
 * @param sc The scored session.
 * @param board The board number as printed.
 * @param play Play 1..bm_scoring_plays().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_scoring_play(uint32_t *round, uint32_t *table, uint32_t *ns, uint32_t *ew,
                               const struct bm_scoring *sc, uint32_t board, uint32_t play);

/**
 * @brief What a play scored.
 * @param[out] ns_score Receives the score to North-South (0 unless the play has a real
 *        score); may be NULL.
 * @param[out] ns_points Receives North-South's matchpoints or IMPs (a teams event: the IMPs
 *        North-South's team won on the board in its match, the same at both of its tables, 0
 *        when the board counts for no match); may be NULL.
 * @param[out] ew_points Receives East-West's matchpoints or IMPs; may be NULL.
 * @param[out] scored Receives 1 when the play has a score (real or artificial), 0 when it was
 *        not played or has no result; may be NULL.
 * @param sc The scored session.
 * @param board The board number as printed.
 * @param play Play 1..bm_scoring_plays().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_scoring_play_points(int32_t *ns_score, double *ns_points, double *ew_points,
                                      int32_t *scored, const struct bm_scoring *sc, uint32_t board,
                                      uint32_t play);

/**
 * @brief The opening lead of a play, as bm_results_set_lead() recorded it ("H10", "SK").
 * @param[out] lead Receives the lead, or "" when none was recorded; owned by @p sc and valid
 *        until it is freed. "" on failure.
 * @param sc The scored session.
 * @param board The board number as printed.
 * @param play Play 1..bm_scoring_plays().
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE.
 * @since 1.1
 */
enum bm_status bm_scoring_play_lead(const char **lead, const struct bm_scoring *sc,
                                    uint32_t board, uint32_t play);

/**
 * @brief A team's totals over its matches (teams events scored in IMPs).
 * @param[out] vp Receives its victory points; may be NULL.
 * @param[out] imps Receives its IMPs won minus IMPs lost; may be NULL.
 * @param[out] matches Receives the matches it played; may be NULL.
 * @param sc The scored session.
 * @param team Team 1..bm_movement_teams().
 * @return #BM_OK, #BM_EINVAL (NULL, or not a teams event), #BM_ERANGE.
 * @since 1.0
 */
enum bm_status bm_scoring_team(double *vp, double *imps, uint32_t *matches,
                               const struct bm_scoring *sc, uint32_t team);

/**
 * @brief The scored session for people: the method, every board's traveller (as seated, with each
 *        side's points) and the ranking, each field on its own when the movement keeps them apart;
 *        team events add the matches.
 *
 * JSON: The scored session as one JSON object: "method", "scale", "pairs" (individual events:
 *        "players") [{"pair", "score", "top", "percent", "boards", "place", "field"}], "boards"
 *        [{"board", "results", "top", "plays": [{"round", "table", "ns", "ew", "ns_score",
 *        "ns_mp", "ew_mp", ...}]}] (the IMP methods: "ns_imps", "ew_imps"); team events add
 *        "teams" and "matches". doc/scoring.md lists every key.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param sc The scored session.
 * HTML (since 1.1): one page to publish or print, its style inline: the ranking of each field
 *        (teams: the teams and the matches), every board's traveller with each side's points,
 *        and every participant's personal score card (the boards it played as seated, its
 *        opponents, score and points, its total and place).
 * XML (since 1.1): the event in USEBIO 1.2, the results interchange format of the EBU and of
 *        club websites: the participants with place, total and percentage (names where
 *        bm_scoring_names_read() gave them), every board's traveller lines with each side's
 *        matchpoints or IMPs; a teams event its teams (victory points) and its matches, each
 *        board with its IMPs and both tables' lines. Pairs and teams events (an individual
 *        event is #BM_EUNSUPPORTED). doc/formats.md lists the elements.
 * @param form #BM_FORM_TEXT, #BM_FORM_JSON or (since 1.1) #BM_FORM_HTML or #BM_FORM_XML.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_scoring_report(char **out, const struct bm_scoring *sc, enum bm_form form);

/**
 * @brief The sections of one event in one report: each section scored by
 *        bm_scoring_sections_new() (on its own or across the field), all with the same
 *        options.
 *
 * Text: each section's bm_scoring_report() under a line "Section A" and a blank line, the
 * sections one after another. JSON: `{"sections": [{"section": "A", "scoring": {...}}, ...]}`,
 * each "scoring" the section's JSON report. HTML: one page, how the sections were scored said
 * once, then a part per section (its heading "Section A") with its ranking, travellers and
 * personal score cards. XML: one USEBIO 1.2 event and one session holding a SECTION per
 * section (`SECTION_ID` its letter; `BOARDS_PLAYED` the most boards of any section), each
 * with its participants and boards as a report of one section has them.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param sections The scored sections, in order.
 * @param count Number of sections, 1 to 702.
 * @param letters The sections' letters (one or two capitals, all different), or NULL for A,
 *        B, ..., Z, AA, ... in order.
 * @param form #BM_FORM_TEXT, #BM_FORM_JSON, #BM_FORM_HTML or #BM_FORM_XML.
 * @return #BM_OK; #BM_EINVAL (NULL, no section, a letter that is not one or given twice,
 *         sections of different events or scored with different methods); #BM_ERANGE (more
 *         than 702 sections); #BM_EUNSUPPORTED (another form; XML of an individual event);
 *         #BM_ENOMEM.
 * @since 1.1
 */
enum bm_status bm_scoring_sections_report(char **out, const struct bm_scoring *const *sections,
                                          uint32_t count, const char *const *letters,
                                          enum bm_form form);

/**
 * @brief Give a scored session's reports the names of its pairs (players, teams): a CSV file
 *        of one line per number, the number and then its names (`3,Ann Smith,Bob Jones`); in a
 *        teams event the team's name, then its players. A first line that does not start with
 *        a number is a header. The text, HTML and XML reports then show the names.
 * @param sc The scored session.
 * @param text The file's contents (UTF-8, separated by `,` `;` or tabs).
 * @param len Length of @p text in bytes.
 * @return #BM_OK; #BM_EPARSE (a number out of range or given twice, a line with no name, text
 *         that is not UTF-8; the message names the line and column); #BM_EINVAL; #BM_ENOMEM.
 *         On failure the names the session had are kept.
 * @since 1.1
 */
enum bm_status bm_scoring_names_read(struct bm_scoring *sc, const char *text, size_t len);

/**
 * @brief bm_scoring_names_read() for one section of an event of several, whose pairs
 *        (players, teams) each section numbers from 1: the names file's lines may start with
 *        their section's letter (`B,3,Ann Smith,Bob Jones`), and the lines of @p section are
 *        taken. A file whose lines give no section (the form bm_scoring_names_read() reads)
 *        names every section alike. Either every line gives its section or none does.
 *        bm_scoring_names_read() takes a file of either form whole (a number named in two
 *        sections is then named twice).
 * @param sc The scored section (bm_scoring_sections_new()).
 * @param section Its letter: one or two capitals (A, B, ..., AA).
 * @param text The file's contents (UTF-8, separated by `,` `;` or tabs).
 * @param len Length of @p text in bytes.
 * @return #BM_OK; #BM_EPARSE (as bm_scoring_names_read(), or a line that gives a section
 *         where the others do not, or the other way; the message names the line and
 *         column); #BM_EINVAL (NULL, @p section not a letter); #BM_ENOMEM. On failure the
 *         names the session had are kept.
 * @since 1.1
 */
enum bm_status bm_scoring_names_read_section(struct bm_scoring *sc, const char *section,
                                             const char *text, size_t len);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
