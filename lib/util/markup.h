/* SPDX-License-Identifier: MIT */
/* Text as HTML, SVG or XML character data. */
#ifndef BM_UTIL_MARKUP_H
#define BM_UTIL_MARKUP_H

#include "util/buf.h"

/* s as character data: the five characters markup reserves as entities, control characters
 * but tab and newline dropped, invalid UTF-8 and the non-characters U+FFFE/U+FFFF as U+FFFD. */
void bm_buf_markup(struct bm_buf *b, const char *s);

#endif
