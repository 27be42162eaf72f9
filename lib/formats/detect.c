/* SPDX-License-Identifier: MIT */
/* Which format a text is in (exchange.h), told by its first line, and reading it. */
#include <string.h>

#include <bridgemove/bridgemove.h>

#include "util/export.h"
#include "util/out.h"

static int has_word(const char *p, const char *end, const char *word)
{
    size_t n = strlen(word);
    for (; p + n <= end; p++) {
        size_t i = 0;
        while (i < n && (p[i] | 0x20) == word[i])
            i++;
        if (i == n)
            return 1;
    }
    return 0;
}

/* Five or six whole numbers separated by commas (blanks allowed around them). */
static int number_list(const char *p, const char *end)
{
    unsigned fields = 1, digits = 0;
    for (; p < end; p++) {
        if (*p >= '0' && *p <= '9')
            digits++;
        else if (*p == ',' && digits)
            fields++, digits = 0;
        else if (*p != ' ' && *p != '\t' && *p != '\r')
            return 0;
    }
    return digits && (fields == 5 || fields == 6);
}

BM_EXPORT enum bm_format bm_format_detect(const char *text, size_t len)
{
    if (!text)
        return BM_FORMAT_TEXT;
    const char *p = text, *end = text + len;
    if (len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
        p += 3;
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
        p++;
    if (p < end && *p == '{')
        return BM_FORMAT_JSON;
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    eol = eol ? eol : end;
    if (has_word(p, eol, "nspair") && has_word(p, eol, "table") && has_word(p, eol, "round"))
        return BM_FORMAT_ROUNDDATA;
    if (number_list(p, eol))
        return BM_FORMAT_EBU;
    return BM_FORMAT_TEXT;
}

BM_EXPORT enum bm_status bm_read_any(struct bm_movement **out, const char *text, size_t len,
                                     char *msg, size_t msg_size)
{
    switch (bm_format_detect(text, len)) {
    case BM_FORMAT_JSON: return bm_read_json(out, text, len, msg, msg_size);
    case BM_FORMAT_ROUNDDATA: return bm_read_rounddata(out, text, len, msg, msg_size);
    case BM_FORMAT_EBU: return bm_read_ebu(out, text, len, msg, msg_size);
    case BM_FORMAT_TEXT: break;
    }
    return bm_read_text(out, text, len, msg, msg_size);
}
