/* SPDX-License-Identifier: MIT */
/* The opening check of a call with an out-parameter: NULL is BM_EINVAL; anything else is set to
 * zero (NULL for a pointer) before the work starts, so whatever the call returns, the caller
 * never reads a stale value.
 *
 * Macros, not functions, for two reasons: the check returns from the calling function, and
 * `*(out) = 0` clears an out-parameter of any type (pointer, unsigned, int, long long, double);
 * a function taking void * could only memset it, and C does not promise that all-bits-zero is
 * a null pointer or 0.0. */
#ifndef BM_UTIL_OUT_H
#define BM_UTIL_OUT_H

#include <bridgemove/status.h>

#include "util/message.h"

/* For a call without a message. */
#define BM_OUT_PARAM(out)                                                                      \
    do {                                                                                       \
        if (!(out))                                                                            \
            return BM_EINVAL;                                                                  \
        *(out) = 0;                                                                            \
    } while (0)

/* For a call with a message: clears msg first, and fails with `text` if out is NULL. */
#define BM_OUT_PARAM_SAYING(out, msg, msg_size, text)                                          \
    do {                                                                                       \
        bm_msg_clear((msg), (msg_size));                                                       \
        if (!(out))                                                                            \
            return bm_fail(BM_EINVAL, (msg), (msg_size), "%s", (text));                        \
        *(out) = 0;                                                                            \
    } while (0)

#define BM_OUT_PARAM_MSG(out, msg, msg_size)                                                   \
    BM_OUT_PARAM_SAYING(out, msg, msg_size, "out-parameter is NULL")

#endif
