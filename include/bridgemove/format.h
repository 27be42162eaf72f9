/* SPDX-License-Identifier: MIT */
/**
 * @file format.h
 * @brief Reading and writing movements: the grid text (the table as the movements article prints it) and
 *        JSON
 *        ("format": "bridgemove/1", the lossless form). See doc/format.md.
 */
#ifndef BRIDGEMOVE_FORMAT_H
#define BRIDGEMOVE_FORMAT_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Write a movement as grid text: "# key: value" header lines, then one line per round
 *        "R: ns SET ew | ..." (individual: "R: N S SET E W | ..."). The text carries the grid
 *        and the header keys but not the relay/bye stands (JSON does).
 * @param[out] out Receives a new NUL-terminated string; release with bm_free().
 * @param m The movement.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_write_text(char **out, const struct bm_movement *m);

/**
 * @brief Read grid text. Header lines "# name:", "# event:", "# tables:", "# rounds:",
 *        "# sets:", "# boards_per_set:", "# participants:", "# first_board:", "# set_sizes:",
 *        "# phantoms:", "# teams:", "# spec:" and "# generator:" are honoured; other "#" lines
 *        are comments. The notation (set letters, copies, switches) is in doc/format.md.
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The text (need not be NUL-terminated).
 * @param len Length of @p text in bytes.
 * @param msg Buffer for a message naming the line, column and field at fault, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_read_text(struct bm_movement **out, const char *text, size_t len, char *msg,
                            size_t msg_size);

/**
 * @brief Write a movement as JSON ("format": "bridgemove/1"); the full model.
 * @param[out] out Receives a new NUL-terminated string; release with bm_free().
 * @param m The movement.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_write_json(char **out, const struct bm_movement *m);

/**
 * @brief Read a JSON movement. Structural errors (not JSON, wrong types, unknown format version,
 *        grid shape or numbers out of range, an unknown "requires" entry) are #BM_EPARSE; a
 *        well-formed movement that breaks the rules loads (see check.h).
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The JSON text (need not be NUL-terminated).
 * @param len Length in bytes.
 * @param msg Buffer for a message naming the line, column or field at fault, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_read_json(struct bm_movement **out, const char *text, size_t len, char *msg,
                            size_t msg_size);

#ifdef __cplusplus
}
#endif

#endif
