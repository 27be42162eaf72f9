/* SPDX-License-Identifier: MIT */
/**
 * @file sections.h
 * @brief Several sections on the same boards: section A, B, ... each with its own movement
 *        and its own pair numbers, and the boards they have in common (the boards a scorer can
 *        compare across the field).
 *
 * A section set is written to Bridgemate RoundData with every section's letter
 * (bm_sections_write() in format.h) and read back from it (bm_sections_read());
 * bm_analysis_sections_report() (analysis.h) analyses every section and the boards they have
 * in common.
 */
#ifndef BRIDGEMOVE_SECTIONS_H
#define BRIDGEMOVE_SECTIONS_H

#include <stddef.h>
#include <stdint.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup model
 * @{
 */

/** @brief Opaque section set: movements, each with its section letter. @since 1.0 */
struct bm_sections;

/**
 * @brief Create an empty section set.
 * @param[out] out Receives the new handle; NULL on failure.
 * @return #BM_OK, #BM_EINVAL (NULL @p out), #BM_ENOMEM.
 * @post Release with bm_sections_free().
 * @since 1.0
 */
enum bm_status bm_sections_new(struct bm_sections **out);

/**
 * @brief Free a section set and the movements it holds.
 * @param s The handle, or NULL.
 * @since 1.0
 */
void bm_sections_free(struct bm_sections *s);

/**
 * @brief Add a section: a copy of a movement, under a letter.
 * @param s The section set.
 * @param m The section's movement (copied: @p m stays the caller's).
 * @param letter One or two capital letters ("A", "B", ..., "AA"), or NULL for the first letter
 *        not yet used (A, then B, ...).
 * @return #BM_OK, #BM_EINVAL (NULL, a letter that is not one or two capitals, or one already
 *         used), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_sections_add(struct bm_sections *s, const struct bm_movement *m,
                               const char *letter);

/** @brief Number of sections. @param s The section set. @return Sections, 0 for NULL. @since 1.0 */
uint32_t bm_sections_count(const struct bm_sections *s);

/**
 * @brief A section's movement.
 * @param s The section set.
 * @param section Section 1..count, in the order they were added (or read).
 * @return The movement, owned by @p s (valid until bm_sections_free()); NULL when out of range.
 * @since 1.0
 */
const struct bm_movement *bm_sections_movement(const struct bm_sections *s, uint32_t section);

/**
 * @brief A section's letter.
 * @param s The section set.
 * @param section Section 1..count.
 * @return The letter, owned by @p s; NULL when out of range.
 * @since 1.0
 */
const char *bm_sections_letter(const struct bm_sections *s, uint32_t section);

/**
 * @brief How many times a board is played in one section (sit-outs not counted).
 * @param[out] out Receives the plays; 0 when the section has no such board.
 * @param s The section set.
 * @param section Section 1..count.
 * @param board A board number.
 * @return #BM_OK, #BM_EINVAL, #BM_ERANGE (no such section).
 * @since 1.0
 */
enum bm_status bm_sections_board_plays(uint32_t *out, const struct bm_sections *s,
                                       uint32_t section, uint32_t board);

/**
 * @brief How many boards every section plays: the boards in common across the field.
 * @param[out] out Receives the number of board numbers played in every section.
 * @param s The section set.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_sections_common_boards(uint32_t *out, const struct bm_sections *s);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
