/* SPDX-License-Identifier: MIT */
/**
 * @file families.h
 * @brief The family catalogue: every movement family the library builds.
 *
 * Each family is described once, by its descriptor: a one-line description, the texts it
 * comes from, the event it serves, and every spec key it accepts (options.h: each key's type,
 * default, bounds and help). The same descriptors check specs and word their messages, so
 * what the catalogue says is what bm_build() accepts.
 *
 * The JSON form of bm_families_report() is for programs:
 * @code
 * {"families": [{"name": "mitchell", "description": "...", "source": "...", "event": "pairs",
 *   "keys": [{"name": "tables", "type": "integer", "min": 3, "max": 1000, "required": true,
 *             "default": null, "default_text": "required", "help": "...", "common": false},
 *            ...]}, ...]}
 * @endcode
 * The keys are as bm_options_describe() gives them; @c source (or @c null) names the texts
 * the family comes from. Families and their keys are listed in a fixed order (keys in the
 * canonical order of a spec string); fields may be added, never renamed.
 */
#ifndef BRIDGEMOVE_FAMILIES_H
#define BRIDGEMOVE_FAMILIES_H

#include <stdint.h>
#include <bridgemove/status.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @addtogroup spec
 * @{
 */

/**
 * @brief How many movement families the library builds.
 * @return The number of families (at least 1).
 * @since 1.0
 */
uint32_t bm_family_count(void);

/**
 * @brief The name of a family, as a spec string writes it (e.g. "mitchell").
 * @param index The family, 1..bm_family_count().
 * @return A static string, or NULL for an index out of range.
 * @since 1.0
 */
const char *bm_family_name(uint32_t index);

/**
 * @brief A family's one-line description in bridge words.
 * @param family A family name, e.g. "howell".
 * @return A static string, or NULL for NULL or an unknown family.
 * @since 1.0
 */
const char *bm_family_description(const char *family);

/**
 * @brief The whole catalogue: as text for a director (each family with what it is and its
 *        keys, then the keys every family takes) or as JSON (the shape above).
 * @param[out] out Receives a new NUL-terminated string; release it with bm_free(). NULL on
 *        failure.
 * @param form #BM_FORM_TEXT or #BM_FORM_JSON.
 * @return #BM_OK, #BM_EINVAL (@p out is NULL), #BM_EUNSUPPORTED (another form), #BM_ENOMEM.
 * @since 1.0
 */
enum bm_status bm_families_report(char **out, enum bm_form form);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
