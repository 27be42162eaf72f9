/* SPDX-License-Identifier: MIT */
/* The one error channel (doc/conventions.md, "Status and messages"): every call that fails
 * leaves a one-line message for its thread, read with bm_last_error(). Internal code never
 * returns a failing status without going through one of these, so the message a caller reads
 * is always the one of the failure it got (test/check-layout.py refuses a bare
 * `return BM_E...;` in lib/, BM_ENOMEM after a failed allocation excepted: the allocator
 * writes that message itself). */
#ifndef BM_UTIL_MESSAGE_H
#define BM_UTIL_MESSAGE_H

#include <stddef.h>

#include <bridgemove/status.h>

#include "util/export.h"

/* The longest message kept, terminating NUL included; a longer one is cut. */
#define BM_MESSAGE_MAX 1024

/* Make fmt the thread's message and return status. */
enum bm_status bm_fail(enum bm_status status, const char *fmt, ...) BM_PRINTF(2, 3);
/* Put fmt in front of the thread's message, joined by ": " ("line 3: " + the reader's
 * complaint), and return status; BM_ENOMEM keeps its plain "out of memory". */
enum bm_status bm_fail_prefix(enum bm_status status, const char *fmt, ...) BM_PRINTF(2, 3);
/* BM_ERANGE: "WHAT V is out of range 1..HI" ("WHAT V: there is none" when HI is 0). */
enum bm_status bm_fail_range(const char *what, unsigned long long value, unsigned long long hi);
/* BM_EINVAL: "WHAT V is not one of the values of its enum" (an enum argument out of range). */
enum bm_status bm_fail_enum(const char *what, long long value);
/* The thread's message (never NULL). */
const char *bm_message(void);

#endif
