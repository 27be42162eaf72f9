/* SPDX-License-Identifier: MIT */
/* Small phrases the description's parts share: counts in words, moves along a ring of tables,
 * the moves that wrap around its end. */
#include "guide/guide-private.h"
#include "util/alloc.h"

static const char *number_word(unsigned n)
{
    static const char *const words[] = {"zero", "one",   "two",   "three", "four",
                                        "five", "six",   "seven", "eight", "nine",
                                        "ten",  "eleven", "twelve"};
    return n < sizeof words / sizeof words[0] ? words[n] : NULL;
}

static void put_count(struct bm_buf *b, unsigned n, const char *noun)
{
    const char *w = number_word(n);
    if (w)
        bm_buf_printf(b, "%s %s%s", w, noun, n == 1 ? "" : "s");
    else
        bm_buf_printf(b, "%u %ss", n, noun);
}

/* Heap copy of the buffer's text (NULL and a sticky failure on allocation failure). */
char *bm_guide_take_text(struct bm_buf *b, struct bm_buf *into)
{
    char *s = NULL;
    if (bm_buf_finish(b, &s) != BM_OK)
        into->failed = 1;
    return s;
}

/* "(from table 7 to table 1, ...)": the moves that wrap around the end of the tables, when
 * there are one or two (more would read as a list of every move). */
void bm_guide_put_wraps(struct bm_buf *b, const unsigned *from, const unsigned *to, unsigned n)
{
    if (!n || n > BM_GUIDE_MAX_WRAPS)
        return;
    bm_buf_puts(b, " (");
    for (unsigned i = 0; i < n; i++)
        bm_buf_printf(b, "%sfrom table %u to table %u", i ? ", " : "", from[i], to[i]);
    bm_buf_puts(b, ")");
}

void bm_guide_put_direction(struct bm_buf *b, unsigned step, unsigned ring)
{
    if (2 * step <= ring) {
        bm_buf_puts(b, "up ");
        put_count(b, step, "table");
    } else {
        bm_buf_puts(b, "down ");
        put_count(b, ring - step, "table");
    }
}
