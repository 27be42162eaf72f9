/* SPDX-License-Identifier: MIT */
/**
 * @file families.h
 * @brief The family catalogue: every movement family the library builds, with its keys.
 *
 * Each family is described once, by its descriptor: a one-line description, the event it
 * serves, and every spec key it accepts with its type, default, bounds and help. The same
 * descriptors check specs and word their error messages, so what the catalogue says is what
 * bm_build() accepts.
 *
 * The JSON form (bm_families_to_json()) is for programs:
 * @code
 * {"families": [{"name": "mitchell", "description": "...", "source": "...", "event": "pairs",
 *   "keys": [{"name": "tables", "type": "integer", "min": 3, "max": 1000, "required": true,
 *             "default": null, "default_text": "required", "help": "...", "common": false},
 *            ...]}, ...]}
 * @endcode
 * Every key has @c name, @c type (@c "integer", @c "choice" or @c "text"), @c required,
 * @c default, @c default_text, @c help and @c common (whether every family accepts it:
 * @c boards and @c phantom). Integer keys add @c min and @c max (the values accepted whatever
 * the other keys say), choice keys @c choices (the accepted words), text keys @c form (what a
 * value looks like). @c default is the value an unset key takes (a number for an integer key,
 * else a string), or @c null when the key is required or its default depends on other keys;
 * @c default_text always says it in words: the value, @c "required", or how the other keys
 * decide it (e.g. @c "T (odd T), T - 1 (variant=skip)"). @c limits, when present, says in
 * words how other keys narrow the bounds (e.g. @c "at most T"). @c source (or @c null) names
 * the texts the family comes from. Families and their keys are listed in a fixed order (keys in
 * the canonical order of a spec string); fields may be added, never renamed.
 */
#ifndef BRIDGEMOVE_FAMILIES_H
#define BRIDGEMOVE_FAMILIES_H

#include <bridgemove/status.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief How many movement families the library builds.
 * @return The number of families (at least 1).
 * @since 0.2
 */
unsigned bm_family_count(void);

/**
 * @brief The name of a family, as a spec string writes it (e.g. "mitchell").
 * @param index The family, 1..bm_family_count().
 * @return A static string, or NULL for an index out of range.
 * @since 0.2
 */
const char *bm_family_name(unsigned index);

/**
 * @brief A family's one-line description in bridge words.
 * @param family A family name, e.g. "howell".
 * @return A static string, or NULL for NULL or an unknown family.
 * @since 0.2
 */
const char *bm_family_description(const char *family);

/**
 * @brief How many spec keys a family accepts (the common keys boards and phantom included).
 * @param family A family name.
 * @return The number of keys, or 0 for NULL or an unknown family.
 * @since 0.2
 */
unsigned bm_family_key_count(const char *family);

/**
 * @brief The name of one of a family's keys, in the canonical order of a spec string.
 * @param family A family name.
 * @param index The key, 1..bm_family_key_count().
 * @return A static string, or NULL for an unknown family or an index out of range.
 * @since 0.2
 */
const char *bm_family_key_name(const char *family, unsigned index);

/**
 * @brief The one-line help of one of a family's keys.
 * @param family A family name.
 * @param key A key the family accepts.
 * @return A static string, or NULL for NULL arguments, an unknown family or a key the family
 *         does not accept.
 * @since 0.2
 */
const char *bm_family_key_help(const char *family, const char *key);

/**
 * @brief The whole catalogue as JSON (the shape is in this file's description).
 * @param[out] out Receives a new NUL-terminated string; NULL on failure.
 * @return #BM_OK, #BM_EINVAL (@p out is NULL), #BM_ENOMEM.
 * @post The caller releases @p *out with bm_free().
 * @since 0.2
 */
enum bm_status bm_families_to_json(char **out);

/**
 * @brief The whole catalogue as text for a director: each family with what it is and its
 *        keys (values accepted, default, what each sets), then the keys every family takes.
 * @param[out] out Receives a new NUL-terminated string; NULL on failure.
 * @return #BM_OK, #BM_EINVAL (@p out is NULL), #BM_ENOMEM.
 * @post The caller releases @p *out with bm_free().
 * @since 0.2
 */
enum bm_status bm_families_to_text(char **out);

#ifdef __cplusplus
}
#endif

#endif
