/* SPDX-License-Identifier: MIT */
/**
 * @file format.h
 * @brief Reading and writing movements in every format the library knows: JSON (the lossless
 *        form), the grid text (the table as the movements article prints it), and the files
 *        of the scoring programs that run a room: Bridgemate RoundData (CSV) and EBUScore
 *        movement files.
 *
 * One call reads any format (found by its content, or by a name hint) and one call writes a
 * movement in a chosen format; two more do the same for several sections. doc/format.md gives
 * JSON and the grid text; doc/formats.md describes each scoring program's format, cites its
 * source and states what it holds.
 *
 * **Nothing is lost silently.** A writer refuses (#BM_EUNSUPPORTED, with the reason) when its
 * output would misstate who plays what, unless the options ask for the documented fallback.
 * When it succeeds but the format cannot hold something scoring does not need (relay stands,
 * board copies, team membership, ...), the notes name it; a reader's notes likewise name what
 * it left out (an ignored column, the sections it did not read). Notes are an out-parameter:
 * NULL when nothing was lost.
 *
 * Writer options (options.h, set `exchange`): `section` (RoundData: the section letter,
 * default A), `sections` (RoundData: the movement written as that many sections on the same
 * boards), `partial_switches` (`refuse`, the default, or `unswitched`: a round whose boards
 * are switched only in part, which RoundData and EBUScore cannot hold, is written unswitched
 * and named in the notes, to be switched by hand in the scoring program).
 */
#ifndef BRIDGEMOVE_FORMAT_H
#define BRIDGEMOVE_FORMAT_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>
#include <bridgemove/sections.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup formats
 * @{
 */

/**
 * @brief The formats the library reads and writes.
 * @since 1.0
 */
enum bm_format {
    BM_FORMAT_TEXT = 1,      /**< Grid text: "# key: value" header lines, then one line per
                                  round "R: ns SET ew | ..." (doc/format.md). Holds the grid
                                  and the header keys, not the relay/bye stands. */
    BM_FORMAT_JSON = 2,      /**< JSON, "format": "bridgemove/1": the whole model. */
    BM_FORMAT_ROUNDDATA = 3, /**< Bridgemate RoundData CSV: one row per section, table and
                                  round, the pairs as seated, the boards as a range. */
    BM_FORMAT_EBU = 4        /**< EBUScore movement file: a header line, then one line per
                                  table with NS, EW and the board set of each round. */
};

/**
 * @brief Which format a text is in, by its content: JSON starts with '{' or '[' (or is any
 *        other JSON value, so that its reader names the fault); RoundData's first line is its
 *        header (Section,Table,Round,...); an EBUScore file's first line is five or six
 *        numbers separated by commas; anything else is grid text. A UTF-8 byte-order mark and
 *        leading blank lines are skipped.
 * @param text The text (need not be NUL-terminated); NULL reads as grid text.
 * @param len Its length in bytes.
 * @return The format.
 * @since 1.0
 */
enum bm_format bm_format_detect(const char *text, size_t len);

/**
 * @brief A format by its name: "text", "json", "rounddata" or "ebu", in any letter case.
 * @param[out] out Receives the format; 0 on failure.
 * @param name The name.
 * @return #BM_OK, #BM_EINVAL (NULL argument), #BM_EPARSE (no such format: the message lists
 *         them).
 * @since 1.0
 */
enum bm_status bm_format_from_name(enum bm_format *out, const char *name);

/**
 * @brief The name of a format, as bm_format_from_name() reads it.
 * @param format A format.
 * @return "text", "json", "rounddata" or "ebu"; "unknown" for other values.
 * @since 1.0
 */
const char *bm_format_name(enum bm_format format);

/**
 * @brief Read a movement in any format the library reads.
 *
 * The format is the hint's when the hint is a format's name ("json"); else, when the hint is
 * a file name ending in .json, JSON, and ending in .csv, RoundData or EBUScore by the content;
 * else bm_format_detect() of the content. A RoundData file with several sections gives its
 * first, and the notes say so (bm_sections_read() reads them all). A JSON movement that breaks
 * the rules of construction still loads (check.h reports it); a malformed one does not.
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The text (need not be NUL-terminated).
 * @param len Length in bytes.
 * @param hint A format's name, a file name, or NULL.
 * @param[out] notes Receives what the reader left out, a new string to release with bm_free(),
 *        or NULL when nothing was; may be NULL.
 * @return #BM_OK, #BM_EINVAL (NULL @p out or @p text), #BM_EPARSE (the message names the line
 *         and column, or the JSON field, at fault), #BM_ENOMEM.
 * @post The caller frees @p *out with bm_movement_free().
 * @since 1.0
 */
enum bm_status bm_movement_read(struct bm_movement **out, const char *text, size_t len,
                                const char *hint, char **notes);

/**
 * @brief Write a movement in a format.
 *
 * RoundData: the header Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards
 * (individual events add South and West; NSPair and EWPair are then North and East), then one
 * row per table and round that plays: the pairs as seated (a round whose boards are all
 * switched names the pair sitting NS as NSPair), 0 for an empty seat or an absent pair (a
 * sit-out), the boards as a range. EBUScore: the header line "TYPE,TABLES,BOARDS,BOARDS PER
 * ROUND,ROUNDS" (pairs add the missing pair, individual events the players), then one line
 * per table holding NS, EW and the board set for each round (individual: N, S, E, W and the
 * set), 0 for an idle table, an empty seat or an absent pair; teams by team number; TYPE 1
 * (Mitchell: every pair keeps its direction), 2 (switched Mitchell: whole rounds
 * arrow-switched, written as seated), 0 (Howell), 5 (teams) or 3 (individual).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free().
 * @param m The movement.
 * @param format The format.
 * @param opt Options of the set `exchange`, or NULL for the defaults.
 * @param[out] notes Receives what the format does not hold, a new string to release with
 *        bm_free(), or NULL when it holds everything; may be NULL.
 * @return #BM_OK; #BM_EINVAL (NULL @p out or @p m, an unknown format, options of another set,
 *         `section` or `sections` for a format other than RoundData); #BM_EUNSUPPORTED (the
 *         format would misstate the movement: a round switched in part without the fallback,
 *         EBUScore sets of different sizes; the message says why); #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_movement_write(char **out, const struct bm_movement *m, enum bm_format format,
                                 const struct bm_options *opt, char **notes);

/**
 * @brief Read every section of a text, in the order they first appear: a RoundData file's
 *        sections under their letters, or any other format's one movement as section A.
 * @param[out] out Receives the sections; NULL on failure. Release with bm_sections_free().
 * @param text The text.
 * @param len Length in bytes.
 * @param hint As for bm_movement_read().
 * @param[out] notes As for bm_movement_read(); may be NULL.
 * @return As bm_movement_read().
 * @since 1.0
 */
enum bm_status bm_sections_read(struct bm_sections **out, const char *text, size_t len,
                                const char *hint, char **notes);

/**
 * @brief Write several sections in a format that holds them: RoundData, each section under
 *        its letter with its own pair numbers (one kind of event: all pairs and teams, or all
 *        individual). A single section may be written in any format.
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free().
 * @param s The sections (at least one).
 * @param format The format.
 * @param opt Options of the set `exchange`, or NULL (`section` and `sections` do not apply:
 *        the sections carry their letters).
 * @param[out] notes Receives what the format does not hold, each section's losses named by
 *        letter, or NULL; may be NULL.
 * @return #BM_OK, #BM_EINVAL (NULL, no section, options of another set, `section` or
 *         `sections` given), #BM_EUNSUPPORTED (several sections in a format of one movement, or
 *         as bm_movement_write()), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_sections_write(char **out, const struct bm_sections *s, enum bm_format format,
                                 const struct bm_options *opt, char **notes);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
