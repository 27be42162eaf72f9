/* SPDX-License-Identifier: MIT */
/* The end every builder shares: name the movement and hand it over, or free it on failure.
 * (What follows for every family, the common keys and the recorded spec, is bm_build's.) */
#include <stdarg.h>
#include <stdio.h>

#include "descriptor/family.h"

enum bm_status bm_family_finish(struct bm_movement **out, struct bm_movement *m,
                                enum bm_status st, const char *name_fmt, ...)
{
    if (!st) {
        char name[256];
        va_list ap;
        va_start(ap, name_fmt);
        vsnprintf(name, sizeof name, name_fmt, ap);
        va_end(ap);
        st = bm_movement_set_name(m, name);
    }
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
