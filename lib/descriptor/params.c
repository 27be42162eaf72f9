/* SPDX-License-Identifier: MIT */
/* The parameters a builder reads from its spec. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "descriptor/family.h"
#include "util/message.h"

int bm_param_find(const struct bm_params *p, const char *key)
{
    for (unsigned i = 0; i < p->nkeys; i++)
        if (strcmp(p->key[i], key) == 0)
            return (int)i;
    return -1;
}

const char *bm_param_str(const struct bm_params *p, const char *key, const char *def)
{
    int i = bm_param_find(p, key);
    return i >= 0 ? p->value[i] : def;
}

int bm_param_has(const struct bm_params *p, const char *key)
{
    return bm_param_find(p, key) >= 0;
}

enum bm_status bm_param_uint(unsigned *out, const struct bm_params *p, const char *key,
                             unsigned def, unsigned lo, unsigned hi, char *msg, size_t msg_size)
{
    const char *v = bm_param_str(p, key, NULL);
    *out = def;
    if (!v)
        return BM_OK;
    char *end;
    errno = 0;
    unsigned long x = strtoul(v, &end, 10);
    if (!isdigit((unsigned char)v[0]) || *end || errno)
        return bm_fail(BM_EPARSE, msg, msg_size, "%s=%s: expected a whole number", key, v);
    if (x < lo || x > hi)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size, "%s=%s: must be between %u and %u", key,
                       v, lo, hi);
    *out = (unsigned)x;
    return BM_OK;
}

