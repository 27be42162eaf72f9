/* SPDX-License-Identifier: MIT */
/* The one-line messages that accompany a failing status (the trailing msg, msg_size pair of
 * every call whose failure depends on user input). */
#ifndef BM_UTIL_MESSAGE_H
#define BM_UTIL_MESSAGE_H

#include <stddef.h>

#include <bridgemove/status.h>

#include "util/export.h"

/* Write a one-line message into msg (if any); always NUL-terminates. Returns status. */
enum bm_status bm_fail(enum bm_status status, char *msg, size_t msg_size, const char *fmt, ...)
    BM_PRINTF(4, 5);
void bm_msg_clear(char *msg, size_t msg_size);

#endif
