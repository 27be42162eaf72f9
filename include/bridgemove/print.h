/* SPDX-License-Identifier: MIT */
/**
 * @file print.h
 * @brief Printing a movement: the guide and every card as one HTML file to print, and SVG
 *        pictures of the room, of the balance (the s matrix) and of the arrow switches.
 *
 * Every call returns one self-contained UTF-8 text (no network, no script), released with
 * bm_free(). Names from the movement (its name, stand names) are escaped, so a name can never
 * become markup. doc/print.md shows the pages and pictures and gives the layout rules.
 */
#ifndef BRIDGEMOVE_PRINT_H
#define BRIDGEMOVE_PRINT_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The guide and every card as one HTML file laid out for printing.
 *
 * The pages, each starting on a new sheet: the movement (its description, the set-up and a
 * picture of the room in round 1), the boards to prepare, one card per table that plays
 * (what it plays each round and where pairs and boards go next), one per relay or bye stand,
 * one guide card per pair or player who plays, then the travellers, several to a page. Every
 * page fits the printable area of both A4 and US Letter with 12 mm margins; a card too long
 * for one sheet continues on the next with its header repeated. Every page ends with a
 * footer naming the movement, the card and "page N of M". Team events name teams,
 * individual events name players and seats; absent participants read "not yet arrived",
 * "has left" or "absent", and their opponents "sit out".
 * @param[out] out Receives the HTML text (ends with a newline); NULL on failure.
 * @param m The movement.
 * @param options NULL or "" for the defaults, else `key=value[,key=value...]`: `paper`
 *        (`auto`, the default: the printer's paper; `a4`; `letter`) and `travellers`
 *        (`yes`, the default; `no` leaves the travellers out).
 * @param msg Buffer for a one-line message on failure (naming the option and the values
 *        accepted), or NULL.
 * @param msg_size Size of @p msg (0 allowed).
 * @return #BM_OK, #BM_EINVAL (NULL @p out or @p m), #BM_EPARSE (an unknown option or value),
 *         #BM_ENOMEM.
 * @post On success the caller releases @p *out with bm_free().
 * @since 0.2
 */
enum bm_status bm_guide_to_html(char **out, const struct bm_movement *m, const char *options,
                                char *msg, size_t msg_size);

/**
 * @brief A picture of the room during one round, as SVG: the tables round a loop in table
 *        order with the relay and bye stands between the tables they stand between, who sits
 *        where, the boards at each table and on each stand, tables sharing boards joined by a
 *        dashed line, and arrows for where every pair (or player) who moves and every group of
 *        boards goes for the next round.
 * @param[out] out Receives the SVG document; NULL on failure.
 * @param m The movement.
 * @param round The round shown, 1..rounds (the arrows lead to round + 1; none after the last).
 * @param msg Buffer for a one-line message on failure, or NULL.
 * @param msg_size Size of @p msg (0 allowed).
 * @return #BM_OK, #BM_EINVAL (NULL @p out or @p m), #BM_ERANGE (no such round), #BM_ENOMEM.
 * @post On success the caller releases @p *out with bm_free().
 * @since 0.2
 */
enum bm_status bm_room_to_svg(char **out, const struct bm_movement *m, unsigned round,
                              char *msg, size_t msg_size);

/**
 * @brief The balance of a movement as an SVG heat map of the amount of competition s
 *        (analysis.h) between every two counted participants.
 *
 * Rows and columns list the pairs that start NS (by table), then those that start EW
 * (individual events: North and South players, then East and West), so that a movement of two
 * fields shows two blocks. Colours run from blue (s below the mean) through white (the mean)
 * to red (above), the scale being the mean or half the range, whichever is larger, so a
 * well-balanced movement looks pale. Each square names the two participants, s, a, b and c
 * on hover (SVG title); the legend gives every value with its count (or the range when there
 * are many) and the mean and standard deviation.
 * @param[out] out Receives the SVG document; NULL on failure.
 * @param m The movement.
 * @param msg Buffer for a one-line message on failure, or NULL.
 * @param msg_size Size of @p msg (0 allowed).
 * @return #BM_OK, #BM_EINVAL (NULL @p out or @p m), #BM_EUNSUPPORTED (fewer than two counted
 *         participants, or more than 400: the map would be unreadable), #BM_ENOMEM.
 * @post On success the caller releases @p *out with bm_free().
 * @since 0.2
 */
enum bm_status bm_balance_to_svg(char **out, const struct bm_movement *m, char *msg,
                                 size_t msg_size);

/**
 * @brief The arrow switches of a movement as an SVG plan: one box per round and table with
 *        its boards, the arrow-switched ones filled, each naming on hover who sits where.
 * @param[out] out Receives the SVG document; NULL on failure.
 * @param m The movement (its switch bits; bm_switch_plan_new() gives a switched one).
 * @param msg Buffer for a one-line message on failure, or NULL.
 * @param msg_size Size of @p msg (0 allowed).
 * @return #BM_OK, #BM_EINVAL (NULL @p out or @p m), #BM_EUNSUPPORTED (more than 20000 cells
 *         or boards: the text plan of the switch command covers any size), #BM_ENOMEM.
 * @post On success the caller releases @p *out with bm_free().
 * @since 0.2
 */
enum bm_status bm_switches_to_svg(char **out, const struct bm_movement *m, char *msg,
                                  size_t msg_size);

#ifdef __cplusplus
}
#endif

#endif
