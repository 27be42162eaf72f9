/* SPDX-License-Identifier: MIT */
/**
 * @file status.h
 * @brief Status codes, memory release and the runtime version of libbridgemove.
 */
#ifndef BRIDGEMOVE_STATUS_H
#define BRIDGEMOVE_STATUS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Result of every call that can fail.
 *
 * The numeric values are part of the ABI and are never renumbered; new codes may be
 * added, so callers must handle unknown values (bm_status_str() names any value).
 * @since 0.1
 */
enum bm_status {
    BM_OK = 0,                /**< Success. */
    BM_EINVAL = 1,            /**< A bad argument: NULL handle, zero size, unknown enumerator. */
    BM_ENOMEM = 2,            /**< An allocation failed; nothing was leaked or changed. */
    BM_ERANGE = 3,            /**< An index (round, table, participant, set, position) is out of range. */
    BM_EPARSE = 4,            /**< Text (spec string, grid text, JSON) is malformed. */
    BM_EUNSUPPORTED = 5,      /**< No such movement (or operation) for these parameters. */
    BM_ENOTSTATIONARY = 6,    /**< The operation needs stationary NS pairs (e.g. the dual). */
    BM_ENOTFOUND = 7          /**< Nothing was found: no violation, no perfect movement known, no key. */
};

/**
 * @brief Name a status code.
 * @param status Any value, known or not.
 * @return A static, NUL-terminated English description; never NULL. Unknown values give
 *         "unknown status".
 * @since 0.1
 */
const char *bm_status_str(enum bm_status status);

/**
 * @brief Release memory returned by the library (strings, buffers).
 * @param ptr A pointer the library returned through an out-parameter, or NULL.
 * @post @p ptr is invalid.
 * @since 0.1
 */
void bm_free(void *ptr);

/**
 * @brief The library's runtime version, e.g. "0.1.0".
 * @return A static string; compare with the BM_VERSION_* macros of version.h to detect a
 *         header/library mismatch.
 * @since 0.1
 */
const char *bm_version_string(void);

#ifdef __cplusplus
}
#endif

#endif
