/* SPDX-License-Identifier: MIT */
/* Text into HTML, SVG and XML: everything read from a file (a movement's name, stand names,
 * the players' names) goes through here, so no name can turn into markup or make the document
 * ill-formed, and no control character (C0 but tab and newline, DEL, C1) reaches a reader who
 * pages the file in a terminal: they are dropped, where the text reports escape them
 * (bm_buf_puts_printable). */
#include <string.h>

#include "util/markup.h"
#include "util/utf8.h"

static const char replacement[] = "\xef\xbf\xbd"; /* U+FFFD */

/* The escaped form of an ASCII byte, or NULL when it is copied as it is. */
static const char *entity(unsigned char c)
{
    switch (c) {
    case '&': return "&amp;";
    case '<': return "&lt;";
    case '>': return "&gt;";
    case '"': return "&quot;";
    case '\'': return "&#39;";
    default: return NULL;
    }
}

/* U+FFFE and U+FFFF: valid UTF-8, but not characters XML accepts. */
static int noncharacter(const unsigned char *p, size_t k)
{
    return k == 3 && p[0] == 0xef && p[1] == 0xbf && (p[2] == 0xbe || p[2] == 0xbf);
}

void bm_buf_markup(struct bm_buf *b, const char *s)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + strlen(s);
    while (p < end) {
        const unsigned char *run = p;
        while (p < end && *p >= 0x20 && *p < 0x7f && !entity(*p))
            p++;
        bm_buf_add(b, (const char *)run, (size_t)(p - run));
        if (p >= end)
            break;
        if (*p < 0x80) {
            const char *e = entity(*p);
            if (e)
                bm_buf_puts(b, e);
            else if (*p == '\t' || *p == '\n')
                bm_buf_add(b, (const char *)p, 1);
            p++; /* other control characters (and DEL) are dropped */
            continue;
        }
        size_t k = bm_utf8_sequence(p, end);
        if (k == 2 && p[0] == 0xc2 && p[1] < 0xa0) /* C1 controls (U+0080..U+009F): dropped */
            ;
        else if (k && !noncharacter(p, k))
            bm_buf_add(b, (const char *)p, k);
        else
            bm_buf_puts(b, replacement);
        p += k ? k : 1;
    }
}
