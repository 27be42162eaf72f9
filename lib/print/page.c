/* SPDX-License-Identifier: MIT */
/* The printed document's pages: each is a <section> that starts on a new sheet and ends with a
 * footer naming the movement, the page's card and "page N of M", so a dropped sheet finds its
 * place again. */
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
    bm_buf_printf(d->b, " \xc2\xb7 page %u of %u</footer>\n</section>\n", d->page, d->pages);
}
