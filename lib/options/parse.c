/* SPDX-License-Identifier: MIT */
/* The one parser of "key=value[,key=value...]": every option set of the library, a spec's
 * keys included, is read here, so the same text gets the same answer everywhere. Each item is
 * checked in turn and the first fault is reported with its column. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "options/options.h"
#include "util/message.h"

/* [*b, *e) without the blanks at either end. */
static void trim(const char **b, const char **e)
{
    while (*b < *e && isspace((unsigned char)**b))
        (*b)++;
    while (*e > *b && isspace((unsigned char)(*e)[-1]))
        (*e)--;
}

/* Copy [b, e) into dst (n bytes); 0 when it does not fit. */
static int copy(char *dst, size_t n, const char *b, const char *e)
{
    if ((size_t)(e - b) >= n)
        return 0;
    memcpy(dst, b, (size_t)(e - b));
    dst[e - b] = '\0';
    return 1;
}

/* One item [b, e), at column col of what the user wrote; given marks the keys seen before. */
static enum bm_status read_item(struct bm_options *o, const char *b, const char *e, size_t col,
                                int given[BM_OPTIONS_MAX_KEYS])
{
    const char *ib = b, *ie = e;
    trim(&ib, &ie);
    if (ib == ie)
        return bm_fail(BM_EPARSE, "column %zu: an empty item (two commas together, or a comma "
                                  "at the end); remove it", col);
    const char *eq = memchr(ib, '=', (size_t)(ie - ib));
    if (!eq)
        return bm_fail(BM_EPARSE, "column %zu: expected key=value, found '%.*s'", col,
                       (int)(ie - ib > 40 ? 40 : ie - ib), ib);
    const char *kb = ib, *ke = eq, *vb = eq + 1, *ve = ie;
    trim(&kb, &ke);
    trim(&vb, &ve);
    char key[64], value[BM_OPTIONS_MAX_VALUE + 1];
    if (kb == ke)
        return bm_fail(BM_EPARSE, "column %zu: no key before '='", col);
    if (!copy(key, sizeof key, kb, ke))
        snprintf(key, sizeof key, "%.40s...", kb);
    int i;
    if (!bm_set_key(o->set, key, &i))
        return bm_fail_prefix(bm_options_unknown_key(o->set, key), "column %zu", col);
    if (given[i])
        return bm_fail(BM_EPARSE, "column %zu: key '%s' given twice", col, key);
    if (!copy(value, sizeof value, vb, ve))
        return bm_fail(BM_EPARSE, "column %zu: the value of '%s' is longer than %u characters",
                       col, key, BM_OPTIONS_MAX_VALUE);
    enum bm_status st = bm_options_set(o, key, value);
    if (st)
        return bm_fail_prefix(st, "column %zu", col);
    given[i] = 1;
    return BM_OK;
}

enum bm_status bm_options_read(struct bm_options *o, const char *text, size_t column)
{
    int given[BM_OPTIONS_MAX_KEYS] = {0};
    const char *b = text, *e = text + strlen(text);
    trim(&b, &e);
    if (b == e)
        return BM_OK; /* "" and "   ": every key at its default */
    for (const char *p = text;;) {
        const char *comma = strchr(p, ',');
        const char *end = comma ? comma : p + strlen(p);
        enum bm_status st = read_item(o, p, end, column + (size_t)(p - text), given);
        if (st)
            return st;
        if (!comma)
            return BM_OK;
        p = comma + 1;
    }
}
