/* SPDX-License-Identifier: MIT */
/* The opening checks of a public call: an out-parameter that is NULL, or a handle that is
 * NULL, is BM_EINVAL with a message naming the call and the argument; an out-parameter is set
 * to zero (NULL for a pointer) before the work starts, so whatever the call returns, the
 * caller never reads a stale value.
 *
 * Macros, not functions, for two reasons: the check returns from the calling function (and
 * names it with __func__), and `*(out) = 0` clears an out-parameter of any type (pointer,
 * integer, double); a function taking void * could only memset it, and C does not promise that
 * all-bits-zero is a null pointer or 0.0. */
#ifndef BM_UTIL_OUT_H
#define BM_UTIL_OUT_H

#include <bridgemove/status.h>

#include "util/message.h"

#define BM_OUT_PARAM(out)                                                                      \
    do {                                                                                       \
        if (!(out))                                                                            \
            return bm_fail(BM_EINVAL, "%s: the out-parameter %s is NULL", __func__, #out);     \
        *(out) = 0;                                                                            \
    } while (0)

/* A required argument (a handle, a string) that is NULL. */
#define BM_NEED(arg)                                                                           \
    do {                                                                                       \
        if (!(arg))                                                                            \
            return bm_fail(BM_EINVAL, "%s: %s is NULL", __func__, #arg);                       \
    } while (0)

#endif
