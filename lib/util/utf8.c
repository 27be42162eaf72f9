/* SPDX-License-Identifier: MIT */
#include <string.h>

#include "util/utf8.h"
/* UTF-8 validation, for the strings the formats read and write (names, specs). */

/* Length of the valid UTF-8 sequence at s (at most end - s bytes), 0 if invalid: rejects
 * overlong forms, surrogates and code points beyond U+10FFFF. */
size_t bm_utf8_sequence(const unsigned char *s, const unsigned char *end)
{
    unsigned c = s[0];
    size_t n;
    unsigned min, cp;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        n = 2, min = 0x80, cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        n = 3, min = 0x800, cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        n = 4, min = 0x10000, cp = c & 0x07;
    } else {
        return 0;
    }
    if ((size_t)(end - s) < n)
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return n;
}

int bm_utf8_valid(const char *s)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    while (p < end) {
        size_t n = bm_utf8_sequence(p, end);
        if (!n)
            return 0;
        p += n;
    }
    return 1;
}
