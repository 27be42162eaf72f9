/* SPDX-License-Identifier: MIT */
/**
 * @file spec.h
 * @brief Building a movement from its spec ("mitchell:tables=7,boards=3").
 *
 * A spec is the options of a movement family (options.h): the family's name and its keys.
 * Keys and values are strings, so that new keys never change the ABI; the family catalogue
 * (families.h) lists every family and bm_options_describe() every key with its bounds and
 * default. What one spec builds is the same in every release of a major version, unless the
 * release notes say a default improved: the movement's JSON, not its spec, is what identifies
 * a movement for good.
 */
#ifndef BRIDGEMOVE_SPEC_H
#define BRIDGEMOVE_SPEC_H

#include <bridgemove/status.h>
#include <bridgemove/movement.h>
#include <bridgemove/options.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup spec
 * @{
 */

/**
 * @brief Build the movement a spec describes.
 * @param[out] out Receives the movement; NULL on failure.
 * @param spec Options of a movement family (bm_options_new(&spec, "mitchell"), or
 *        bm_options_parse() of a spec string).
 * @return #BM_OK; #BM_EINVAL (NULL argument, or options that are not a family's);
 *         #BM_ERANGE (a value outside the bounds the other keys allow: "rounds must be 1..7
 *         for mitchell with 7 tables; got 8"); #BM_EPARSE (a phantom, late or leaves value that
 *         names no participant); #BM_EUNSUPPORTED (a required key missing, or no such movement
 *         for these keys: the message says which sizes would work); #BM_ENOTFOUND (e.g.
 *         balanced=1 and no perfect movement is known); #BM_ENOMEM.
 * @post The movement records the canonical spec (bm_options_to_string()) and the generator;
 *       the caller frees it with bm_movement_free().
 * @since 1.0
 */
enum bm_status bm_build(struct bm_movement **out, const struct bm_options *spec);

/**
 * @brief Parse a spec string and build it: bm_options_parse() with the family named in the
 *        text, then bm_build().
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The spec string, `FAMILY[:key=value,...]`.
 * @return As bm_options_parse() and bm_build(); #BM_EPARSE also when the text names an option
 *         set that is not a family.
 * @since 1.0
 */
enum bm_status bm_build_string(struct bm_movement **out, const char *text);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
