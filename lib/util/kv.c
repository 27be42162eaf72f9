/* SPDX-License-Identifier: MIT */
/* "key=value,key=value" (util/kv.h). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/kv.h"
#include "util/message.h"

/* One trimmed token [b, e) as a new string. */
static char *token(const char *b, const char *e)
{
    while (b < e && isspace((unsigned char)*b))
        b++;
    while (e > b && isspace((unsigned char)e[-1]))
        e--;
    char *s = bm_malloc((size_t)(e - b) + 1);
    if (s) {
        memcpy(s, b, (size_t)(e - b));
        s[e - b] = '\0';
    }
    return s;
}

static enum bm_status parse_item(const char *b, const char *e, const char *keys, bm_kv_setter set,
                                 void *options)
{
    const char *eq = memchr(b, '=', (size_t)(e - b));
    char *key = token(b, eq ? eq : e), *value = eq ? token(eq + 1, e) : NULL;
    enum bm_status st = BM_OK;
    if (!key || (eq && !value))
        st = BM_ENOMEM;
    else if (!eq && key[0])
        st = bm_fail(BM_EPARSE, "\"%.40s\": expected key=value (keys: %s)", key,
                     keys);
    else if (eq)
        st = set(options, key, value);
    free(key);
    free(value);
    return st;
}

enum bm_status bm_kv_parse(const char *text, const char *keys, bm_kv_setter set, void *options)
{
    enum bm_status st = BM_OK;
    for (const char *p = text; !st;) {
        const char *comma = strchr(p, ',');
        const char *end = comma ? comma : p + strlen(p);
        st = parse_item(p, end, keys, set, options);
        if (!comma)
            break;
        p = comma + 1;
    }
    return st;
}
