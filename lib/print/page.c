/* SPDX-License-Identifier: MIT */
/* The printed document's pages: each is a <section> that starts on a new sheet and ends with a
 * footer naming the movement, the page's card and "page N of M", so a dropped sheet finds its
 * place again. M is known only at the end: each footer leaves its place, and one pass over the
 * finished document fills them in (writing the document twice to count first took as long as
 * all the rest). */
#include <stdio.h>
#include <string.h>

#include "print/print-private.h"

void bm_print_page_open(struct bm_print_doc *d, const char *cls)
{
    d->page++;
    bm_buf_printf(d->b, "<section class=\"page %s\">\n", cls);
}

void bm_print_page_close(struct bm_print_doc *d, const char *what)
{
    bm_buf_puts(d->b, "<footer>");
    bm_print_text(d->b, bm_print_name(d->m));
    bm_buf_puts(d->b, " \xc2\xb7 "); /* middle dot */
    bm_print_text(d->b, what);
    bm_buf_printf(d->b, " \xc2\xb7 page %u of ", d->page);
    size_t at = d->b->len;
    bm_buf_add(&d->totals, (const char *)&at, sizeof at);
    bm_buf_puts(d->b, "</footer>\n</section>\n");
}

/* From the last footer back, each stretch of text moves up by the digits inserted before it,
 * in place: one copy of the document, no second buffer. */
void bm_print_pages_total(struct bm_print_doc *d)
{
    struct bm_buf *b = d->b;
    char digits[16];
    size_t k = (size_t)snprintf(digits, sizeof digits, "%u", d->page);
    size_t n = d->totals.len / sizeof(size_t), len = b->len;
    if (d->totals.failed) {
        b->failed = 1;
        return;
    }
    for (size_t i = 0; i < n && !b->failed; i++) /* room for every total */
        bm_buf_add(b, digits, k);
    if (b->failed)
        return;
    size_t end = len, to = len + n * k;
    for (size_t i = n; i-- > 0;) {
        size_t at;
        memcpy(&at, d->totals.data + i * sizeof at, sizeof at);
        to -= end - at;
        memmove(b->data + to, b->data + at, end - at);
        to -= k;
        memcpy(b->data + to, digits, k);
        end = at;
    }
    b->len = len + n * k;
    b->data[b->len] = '\0';
}
