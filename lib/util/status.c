/* SPDX-License-Identifier: MIT */
/* Status names, messages into caller buffers, and the runtime version. */
#include <stdarg.h>
#include <stdio.h>

#include <bridgemove/bridgemove.h>

#include "util/export.h"
#include "util/message.h"

BM_EXPORT const char *bm_status_str(enum bm_status status)
{
    switch (status) {
    case BM_OK: return "success";
    case BM_EINVAL: return "invalid argument";
    case BM_ENOMEM: return "out of memory";
    case BM_ERANGE: return "index out of range";
    case BM_EPARSE: return "malformed input";
    case BM_EUNSUPPORTED: return "no such movement for these parameters";
    case BM_ENOTSTATIONARY: return "the movement's NS pairs are not stationary";
    case BM_ENOTFOUND: return "not found";
    }
    return "unknown status";
}

BM_EXPORT const char *bm_version_string(void)
{
    return BM_VERSION_STRING;
}

void bm_msg_clear(char *msg, size_t msg_size)
{
    if (msg && msg_size)
        msg[0] = '\0';
}

enum bm_status bm_fail(enum bm_status status, char *msg, size_t msg_size, const char *fmt, ...)
{
    if (msg && msg_size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, msg_size, fmt, ap);
        va_end(ap);
    }
    return status;
}
