/* SPDX-License-Identifier: MIT */
/* Status names, the thread's last error message, and the runtime version. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

#include "util/export.h"
#include "util/message.h"

/* The one piece of state outside the handles: each thread's last message. */
static _Thread_local char last_message[BM_MESSAGE_MAX];

BM_EXPORT const char *bm_status_str(enum bm_status status)
{
    switch (status) {
    case BM_OK: return "success";
    case BM_EINVAL: return "invalid argument";
    case BM_ENOMEM: return "out of memory";
    case BM_ERANGE: return "out of range";
    case BM_EPARSE: return "malformed input";
    case BM_EUNSUPPORTED: return "no such movement for these parameters";
    case BM_ENOTSTATIONARY: return "the movement's NS pairs are not stationary";
    case BM_ENOTFOUND: return "not found";
    }
    return "unknown status";
}

BM_EXPORT const char *bm_last_error(void)
{
    return last_message;
}

BM_EXPORT const char *bm_version_string(void)
{
    return BM_VERSION_STRING;
}

enum bm_status bm_fail_range(const char *what, unsigned long long value, unsigned long long hi)
{
    if (hi == 0)
        return bm_fail(BM_ERANGE, "%s %llu: there is none", what, value);
    return bm_fail(BM_ERANGE, "%s %llu is out of range 1..%llu", what, value, hi);
}

enum bm_status bm_fail_enum(const char *what, long long value)
{
    return bm_fail(BM_EINVAL, "%s %lld is not one of the values of its enum", what, value);
}

const char *bm_message(void)
{
    return last_message;
}

enum bm_status bm_fail(enum bm_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_message, sizeof last_message, fmt, ap);
    va_end(ap);
    return status;
}

enum bm_status bm_fail_prefix(enum bm_status status, const char *fmt, ...)
{
    if (status == BM_ENOMEM) /* "out of memory" says it all, wherever it happened */
        return status;
    char rest[BM_MESSAGE_MAX];
    memcpy(rest, last_message, sizeof rest);
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(last_message, sizeof last_message, fmt, ap);
    va_end(ap);
    size_t used = n < 0 ? 0 : (size_t)n;
    if (*rest && used + 2 < sizeof last_message) {
        memcpy(last_message + used, ": ", 3);
        used += 2;
        size_t room = sizeof last_message - used - 1, len = strlen(rest);
        memcpy(last_message + used, rest, len < room ? len : room);
        last_message[used + (len < room ? len : room)] = '\0';
    }
    return status;
}
