/* SPDX-License-Identifier: MIT */
/* Which format a text is in (format.h), told by its first line. */
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

/* Five or six whole numbers separated by commas, semicolons or tabs (blanks allowed around
 * them). */
static int number_list(const char *p, const char *end)
{
    unsigned fields = 1, digits = 0;
    for (; p < end; p++) {
        if (*p >= '0' && *p <= '9')
            digits++;
        else if ((*p == ',' || *p == ';' || *p == '\t') && digits)
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
    /* a JSON value that is not a movement still goes to the JSON reader, which says so */
    if (p < end && (*p == '{' || *p == '['))
        return BM_FORMAT_JSON;
    /* a grid text's header line ("# name: ..."), whatever words its value holds: a movement
     * named "7 tables, NSPair stays each round" is not RoundData */
    if (p < end && *p == '#')
        return BM_FORMAT_TEXT;
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    eol = eol ? eol : end;
    if (has_word(p, eol, "nspair") && has_word(p, eol, "table") && has_word(p, eol, "round"))
        return BM_FORMAT_ROUNDDATA;
    static const char *const literals[] = {"\"", "null", "true", "false"};
    for (size_t w = 0; w < 4; w++)
        if ((size_t)(end - p) >= strlen(literals[w]) &&
            memcmp(p, literals[w], strlen(literals[w])) == 0)
            return BM_FORMAT_JSON;
    if (number_list(p, eol))
        return BM_FORMAT_EBU;
    /* an EBUScore file may open with a title line (the movement's name) */
    const char *next = eol < end ? eol + 1 : end;
    const char *eol2 = memchr(next, '\n', (size_t)(end - next));
    if (next < end && number_list(next, eol2 ? eol2 : end) && !memchr(p, ':', (size_t)(eol - p)))
        return BM_FORMAT_EBU;
    return BM_FORMAT_TEXT;
}
