/* SPDX-License-Identifier: MIT */
/**
 * @file spec.h
 * @brief Movement specifications ("mitchell:tables=7,boards=3") and the one build entry point.
 *
 * A spec names a family and a set of key=value parameters. Keys and values are strings so that
 * new parameters never change the ABI. Unknown families and keys are rejected with a message
 * that lists what is accepted. The families and the keys each accepts, with their defaults and
 * bounds, are listed by the catalogue of families.h.
 */
#ifndef BRIDGEMOVE_SPEC_H
#define BRIDGEMOVE_SPEC_H

#include <stddef.h>
#include <bridgemove/status.h>
#include <bridgemove/movement.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @brief Opaque movement specification. @since 0.1 */
struct bm_spec;

/**
 * @brief Create a spec for a family, with every key at its default.
 * @param[out] out Receives the spec; NULL on failure.
 * @param family A family name, e.g. "mitchell", "howell", "web".
 * @param msg Buffer for a one-line explanation on failure (lists the families), or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL (NULL arguments), #BM_EPARSE (unknown family), #BM_ENOMEM.
 * @post The caller frees @p *out with bm_spec_free().
 * @since 0.1
 */
enum bm_status bm_spec_new(struct bm_spec **out, const char *family, char *msg, size_t msg_size);

/**
 * @brief Parse a one-line spec string FAMILY[:key=value[,key=value...]].
 * @param[out] out Receives the spec; NULL on failure.
 * @param text The spec string (NUL-terminated); spaces around tokens are allowed.
 * @param msg Buffer for a message naming the column and the fault, or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE (syntax, unknown family or key, duplicate key), #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_spec_parse(struct bm_spec **out, const char *text, char *msg, size_t msg_size);

/**
 * @brief Free a spec.
 * @param spec The spec, or NULL.
 * @since 0.1
 */
void bm_spec_free(struct bm_spec *spec);

/**
 * @brief Set one parameter. Values are checked when the movement is built.
 * @param spec The spec.
 * @param key A key the family accepts (every family accepts "boards" and "phantom").
 * @param value The value as text, or NULL to return the key to its default.
 * @param msg Buffer for a message (lists the accepted keys), or NULL.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE (unknown key or empty value), #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_spec_set(struct bm_spec *spec, const char *key, const char *value, char *msg,
                           size_t msg_size);

/**
 * @brief Read one parameter as set (defaults are applied by the builder, not stored).
 * @param[out] out Receives the value, owned by @p spec (valid until the key changes); NULL if unset.
 * @param spec The spec.
 * @param key The key.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOTFOUND (key not set).
 * @since 0.1
 */
enum bm_status bm_spec_get(const char **out, const struct bm_spec *spec, const char *key);

/**
 * @brief The family name.
 * @param spec The spec.
 * @return A static string, NULL for a NULL spec.
 * @since 0.1
 */
const char *bm_spec_family(const struct bm_spec *spec);

/**
 * @brief The canonical one-line form (family, then the keys that are set, in the family's key order).
 * @param[out] out Receives a new string; release it with bm_free().
 * @param spec The spec.
 * @return #BM_OK, #BM_EINVAL, #BM_ENOMEM.
 * @since 0.1
 */
enum bm_status bm_spec_to_string(char **out, const struct bm_spec *spec);

/**
 * @brief Build the movement a spec describes.
 * @param[out] out Receives the movement; NULL on failure.
 * @param spec The spec.
 * @param msg Buffer for a message; for #BM_EUNSUPPORTED it says which sizes would work.
 * @param msg_size Size of @p msg.
 * @return #BM_OK, #BM_EINVAL, #BM_EPARSE (a value that is not a number or not an accepted word),
 *         #BM_EUNSUPPORTED (a value outside the key's bounds, e.g. "tables must be 3..1000 for
 *         mitchell; got 2", or no such movement for these parameters), #BM_ENOTFOUND (e.g.
 *         balanced=1 and no perfect movement is known), #BM_ENOMEM.
 * @post The movement records the canonical spec and the generator.
 * @since 0.1
 */
enum bm_status bm_build(struct bm_movement **out, const struct bm_spec *spec, char *msg,
                        size_t msg_size);

/**
 * @brief Parse a spec string and build it (bm_spec_parse() + bm_build()).
 * @param[out] out Receives the movement; NULL on failure.
 * @param text The spec string.
 * @param msg Buffer for a message, or NULL.
 * @param msg_size Size of @p msg.
 * @return As bm_spec_parse() and bm_build().
 * @since 0.1
 */
enum bm_status bm_build_string(struct bm_movement **out, const char *text, char *msg,
                               size_t msg_size);

#ifdef __cplusplus
}
#endif

#endif
