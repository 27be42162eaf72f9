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
 * @addtogroup status
 * @{
 */

/**
 * @brief Result of every call that can fail.
 *
 * The numeric values are part of the ABI and are never renumbered; new codes may be
 * added, so callers must handle unknown values (bm_status_str() names any value).
 * @since 1.0
 */
enum bm_status {
    BM_OK = 0,             /**< Success. */
    BM_EINVAL = 1,         /**< A bad argument: NULL handle, zero size, unknown enumerator. */
    BM_ENOMEM = 2,         /**< An allocation failed; nothing was leaked or changed. */
    BM_ERANGE = 3,         /**< A number outside its bounds: an index (round, table, pair, set,
                                position) or an option's value. */
    BM_EPARSE = 4,         /**< Malformed text: options and specs, grid text, JSON, CSV, the
                                exchange files. */
    BM_EUNSUPPORTED = 5,   /**< No such movement (or operation) for these parameters. */
    BM_ENOTSTATIONARY = 6, /**< The operation needs stationary NS pairs (e.g. the dual). */
    BM_ENOTFOUND = 7       /**< Nothing was found: no violation, no perfect movement known, no
                                value for a key. */
};

/**
 * @brief The forms a report can take: every call that formats a report for people or
 *        programs takes one of these (rather than one call per form).
 *
 * A report offers the forms its documentation lists; asking for another is #BM_EUNSUPPORTED
 * with a message naming the forms it offers. New forms are new values, never new calls.
 * @since 1.0
 */
enum bm_form {
    BM_FORM_TEXT = 1, /**< Plain UTF-8 text for people, lines ending in a newline. */
    BM_FORM_JSON = 2, /**< One JSON value for programs; documented keys are never renamed. */
    BM_FORM_HTML = 3, /**< One self-contained HTML document (no script, no network). */
    BM_FORM_SVG = 4,  /**< One self-contained SVG picture. */
    /** One XML document in the interchange vocabulary the report names (the scored session:
     *  USEBIO 1.2). @since 1.1 */
    BM_FORM_XML = 5
};

/**
 * @brief Name a status code.
 * @param status Any value, known or not.
 * @return A static, NUL-terminated English description; never NULL. Unknown values give
 *         "unknown status".
 * @since 1.0
 */
const char *bm_status_str(enum bm_status status);

/**
 * @brief The message of the most recent call on this thread that failed: one line in bridge
 *        words saying what is wrong and, where it can, what would work ("tables must be
 *        3..1000 for mitchell; got 2").
 *
 * Every call that returns a status other than #BM_OK leaves its message here. A call that
 * succeeds leaves the message alone, so read it right after the failing call.
 * @return A NUL-terminated UTF-8 string owned by the library, valid until the next failing
 *         call on the same thread; "" before any call has failed. Never NULL.
 * @since 1.0
 */
const char *bm_last_error(void);

/**
 * @brief Release memory returned by the library (strings, buffers).
 * @param ptr A pointer the library returned through an out-parameter, or NULL.
 * @post @p ptr is invalid.
 * @since 1.0
 */
void bm_free(void *ptr);

/**
 * @brief The library's runtime version, e.g. "1.0.0".
 * @return A static string; compare with the BM_VERSION_* macros of version.h to detect a
 *         header/library mismatch.
 * @since 1.0
 */
const char *bm_version_string(void);

/** @} */

#ifdef __cplusplus
}
#endif

#endif
