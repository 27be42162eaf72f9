/* SPDX-License-Identifier: MIT */
/* Text on the printed pages: names as markup (util/markup.h) and their width in characters. */
#include <string.h>

#include "print/print-private.h"
#include "util/markup.h"
#include "util/utf8.h"

void bm_print_text(struct bm_buf *b, const char *s)
{
    bm_buf_markup(b, s);
}

size_t bm_print_chars(const char *s)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    size_t n = 0;
    while (p < end) {
        if (*p < 0x80) { /* most of a card: no need to decode */
            p++;
            n++;
            continue;
        }
        size_t k = bm_utf8_sequence(p, end);
        p += k ? k : 1;
        n++;
    }
    return n;
}
