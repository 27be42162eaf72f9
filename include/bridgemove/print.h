/* SPDX-License-Identifier: MIT */
/**
 * @file print.h
 * @brief Printing a movement: the guide and every card as one HTML file to print, and SVG
 *        pictures of the room, of the balance (the s matrix) and of the arrow switches.
 *
 * Every report is one self-contained UTF-8 text (no network, no script), released with
 * bm_free(). Names from the movement (its name, stand names) are escaped, so a name can never
 * become markup. doc/print.md shows the pages and pictures and gives the layout rules.
 */
#ifndef BRIDGEMOVE_PRINT_H
#define BRIDGEMOVE_PRINT_H

#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup print
 * @{
 */

/**
 * @brief What to print (bm_print_report()).
 * @since 1.0
 */
enum bm_print {
    /** The guide and every card as one HTML file laid out for printing (#BM_FORM_HTML). The
     * pages, each starting on a new sheet: the movement (its description, the set-up and a
     * picture of the room in round 1), the boards to prepare, one card per table that plays
     * (what it plays each round and where pairs and boards go next), one per relay or bye
     * stand, one guide card per pair or player who plays and moves (one who sits at one
     * table in one seat all session is told all by its table card), then the travellers,
     * several to a page. The options `cards` and `copies` choose the parts and the copies of
     * each table card (since 1.1); the head states the page count in `<meta name="pages"
     * content="N"/>` (since 1.1). #BM_FORM_TEXT (since 1.1): the same parts as the text
     * cards of bm_guide_report(), in the same order, then a line saying what is included. Every
     * page fits the printable area of both A4 and US Letter with 12 mm margins; a
     * card too long for one sheet continues on the next with its header repeated. Every page
     * ends with a footer naming the movement, the card and "page N of M". Team events name
     * teams, individual events name players and seats; absent participants read "not yet
     * arrived", "has left" or "absent", and their opponents "sit out". */
    BM_PRINT_GUIDE = 1,
    /** A picture of the room during one round (#BM_FORM_SVG; the option `round`): the tables
     * round a loop in table order with the relay and bye stands between the tables they stand
     * between, who sits where, the boards at each table and on each stand, tables sharing
     * boards joined by a dashed line, and arrows for where every pair (or player) who moves
     * and every group of boards goes for the next round (none after the last). */
    BM_PRINT_ROOM = 2,
    /** The balance as a heat map of the amount of competition s (analysis.h) between every
     * two counted participants (#BM_FORM_SVG). Rows and columns list the pairs that start NS
     * (by table), then those that start EW (individual events: North and South players, then
     * East and West), so that a movement of two fields shows two blocks. Colours run from
     * blue (s below the mean) through white (the mean) to red (above), the scale being the
     * mean or half the range, whichever is larger, so a well-balanced movement looks pale.
     * Each square names the two participants, s, a, b and c on hover (SVG title); the legend
     * gives every value with its count (or the range when there are many) and the mean and
     * standard deviation. At most 400 counted participants. */
    BM_PRINT_BALANCE = 3,
    /** The arrow switches as an SVG plan (#BM_FORM_SVG): one box per round and table with its
     * boards, the arrow-switched ones filled, each naming on hover who sits where. At most
     * 20000 cells or boards (the text plan of bm_switch_plan_report() covers any size). */
    BM_PRINT_SWITCHES = 4
};

/**
 * @brief Print a movement: the guide as HTML or a picture as SVG.
 * @param[out] out Receives the document (ending with a newline); release it with bm_free().
 *        NULL on failure.
 * @param m The movement.
 * @param what What to print.
 * @param form #BM_FORM_HTML or #BM_FORM_TEXT for #BM_PRINT_GUIDE; #BM_FORM_SVG for the
 *        pictures.
 * @param opt Options of the set `print` (`paper`, `travellers`, `cards` and `copies` for the
 *        guide, `round` for the room), or NULL for the defaults.
 * @return #BM_OK; #BM_EINVAL (NULL @p out or @p m, an unknown @p what, options of another
 *         set, a key given that goes with another print: `round` for the guide, `paper`,
 *         `travellers`, `cards` or `copies` for a picture); #BM_ERANGE (no such round; `cards`
 *         asking only for parts this movement has none of, e.g. stands); #BM_EUNSUPPORTED (a form
 *         this print does not
 *         offer; a balance of fewer than two or more than 400 counted participants; a
 *         switch plan of more than 20000 cells or boards); #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_print_report(char **out, const struct bm_movement *m, enum bm_print what,
                               enum bm_form form, const struct bm_options *opt);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
