/* SPDX-License-Identifier: MIT */
/**
 * @file exchange.h
 * @brief Movements in and out of the scoring systems that run a room: Bridgemate RoundData
 *        (CSV) and EBUScore movement files; finding a file's format by its content.
 *
 * doc/formats.md describes each format, cites its source, and states what it holds. Nothing is
 * lost silently. A writer refuses (#BM_EUNSUPPORTED, with the reason) when its output would
 * misstate who plays what, unless the caller asks for the documented fallback; when it
 * succeeds but the format cannot hold something that scoring does not need (relay stands,
 * board copies, team membership, ...), the call's @p msg names it. A reader's @p msg likewise
 * names what it left out (an ignored column, the sections it did not read). On success @p msg
 * is "" when nothing was lost.
 *
 * Writer options are one string, "key=value[,key=value]" (NULL or "" for the defaults):
 * - `section=LETTERS` (bm_write_rounddata()): the section letter, default A;
 * - `partial_switches=refuse|unswitched`: a round whose boards are switched only in part
 *   (RoundData and EBUScore have one row or triple per table and round) is refused (default)
 *   or written unswitched and listed in @p msg, to be switched by hand in the scoring program.
 */
#ifndef BRIDGEMOVE_EXCHANGE_H
#define BRIDGEMOVE_EXCHANGE_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/sections.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The formats the library reads.
 * @since 0.2
 */
enum bm_format {
    BM_FORMAT_TEXT = 1,      /**< Grid text (format.h). */
    BM_FORMAT_JSON = 2,      /**< JSON "bridgemove/1" (format.h). */
    BM_FORMAT_ROUNDDATA = 3, /**< Bridgemate RoundData CSV. */
    BM_FORMAT_EBU = 4        /**< EBUScore movement file. */
};

/**
 * @brief Which format a text is in, by its content: JSON starts with '{'; RoundData's first
 *        line is its header (Section,Table,Round,...); an EBUScore file's first line is five or
 *        six numbers separated by commas; anything else is read as grid text. A UTF-8
 *        byte-order mark and leading blank lines are skipped.
 * @param text The text (need not be NUL-terminated); NULL reads as grid text.
 * @param len Its length in bytes.
 * @return The format.
 * @since 0.2
 */
enum bm_format bm_format_detect(const char *text, size_t len);

/**
 * @brief Read a movement in any format the library reads, found by bm_format_detect().
 *        A RoundData file with several sections gives its first (and says so in @p msg).
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The text (need not be NUL-terminated).
 * @param len Length in bytes.
 * @param msg Buffer for the reader's message (the error, or on success what was left out).
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_read_any(struct bm_movement **out, const char *text, size_t len, char *msg,
                           size_t msg_size);

/**
 * @brief Write a movement as Bridgemate RoundData CSV: the header
 *        Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards (individual events
 *        add South and West; NSPair and EWPair are then North and East), then one row per
 *        table and round that plays: the pairs as seated (a round whose boards are all
 *        switched names the pair sitting NS as NSPair), 0 for an empty seat or an absent pair
 *        (a sit-out), the boards as a range.
 * @param[out] out Receives a new NUL-terminated string; release with bm_free().
 * @param m The movement.
 * @param options "section=B", "partial_switches=unswitched", or NULL (see above).
 * @param msg Buffer for the refusal, or on success what RoundData does not hold.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL, a bad option), #BM_EUNSUPPORTED (a round switched in part,
 *         without the fallback), #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_write_rounddata(char **out, const struct bm_movement *m, const char *options,
                                  char *msg, size_t msg_size);

/**
 * @brief Write several sections as one RoundData CSV, each under its letter with its own pair
 *        numbers.
 * @param[out] out Receives a new NUL-terminated string; release with bm_free().
 * @param s The sections (at least one; RoundData needs one kind of event: all pairs and
 *        teams, or all individual).
 * @param options "partial_switches=unswitched" or NULL.
 * @param msg Buffer for the refusal, or on success what RoundData does not hold (each
 *        section's losses, named by letter).
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EUNSUPPORTED, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_sections_write_rounddata(char **out, const struct bm_sections *s,
                                           const char *options, char *msg, size_t msg_size);

/**
 * @brief Read a RoundData CSV as written by this library or another program (CRLF line ends,
 *        a UTF-8 byte-order mark and quoted fields accepted; columns found by their header
 *        names, in any order). The sets are recovered from the board ranges (CustomBoards
 *        honoured), the grid from the rows; every copy is 1 and there are no switches: the
 *        pairs are read as seated. A file with several sections gives its first (named in
 *        @p msg).
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The CSV (need not be NUL-terminated).
 * @param len Length in bytes.
 * @param msg Buffer for the error (line and column: a bad header, a missing column, a value
 *        that is not a number, a pair twice in a round, overlapping board ranges), or on
 *        success what was left out.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_read_rounddata(struct bm_movement **out, const char *text, size_t len,
                                 char *msg, size_t msg_size);

/**
 * @brief Read every section of a RoundData CSV, in the order they first appear.
 * @param[out] out Receives the sections; NULL on failure. Release with bm_sections_free().
 * @param text The CSV.
 * @param len Length in bytes.
 * @param msg Buffer for the error, or on success what was left out.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_sections_read_rounddata(struct bm_sections **out, const char *text,
                                          size_t len, char *msg, size_t msg_size);

/**
 * @brief Write a movement as an EBUScore movement file: the header line "TYPE,TABLES,BOARDS,
 *        BOARDS PER ROUND,ROUNDS" (pairs add the missing pair, individual events the players),
 *        then one line per table holding NS, EW and the board set for each round (individual:
 *        N, S, E, W and the set), 0 for an idle table, an empty seat or an absent pair. Teams
 *        are written by team number. TYPE is 1 (Mitchell: every pair keeps its direction),
 *        2 (switched Mitchell: whole rounds arrow-switched, written as seated), 0 (Howell),
 *        5 (teams) or 3 (individual).
 * @param[out] out Receives a new NUL-terminated string; release with bm_free().
 * @param m The movement.
 * @param options "partial_switches=unswitched" or NULL.
 * @param msg Buffer for the refusal (sets of different sizes, a round switched in part), or on
 *        success what the file does not hold.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EUNSUPPORTED, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_write_ebu(char **out, const struct bm_movement *m, const char *options,
                            char *msg, size_t msg_size);

/**
 * @brief Read an EBUScore movement file (pairs, teams or individual, told apart by the
 *        header's type and length). Type 2 (switched Mitchell) rounds in which both pairs sit
 *        against their usual direction are read as arrow-switched.
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The file (need not be NUL-terminated).
 * @param len Length in bytes.
 * @param msg Buffer for the error (line and column), or on success what was left out.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE, #BM_ENOMEM.
 * @since 0.2
 */
enum bm_status bm_read_ebu(struct bm_movement **out, const char *text, size_t len, char *msg,
                           size_t msg_size);

#ifdef __cplusplus
}
#endif

#endif
