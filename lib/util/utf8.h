/* SPDX-License-Identifier: MIT */
/* UTF-8 validation for names read from files. */
#ifndef BM_UTIL_UTF8_H
#define BM_UTIL_UTF8_H

#include <stddef.h>

/* Length of the valid UTF-8 sequence at s (at most end - s bytes), 0 if invalid. */
size_t bm_utf8_sequence(const unsigned char *s, const unsigned char *end);
/* Whether the NUL-terminated s is valid UTF-8 throughout. */
int bm_utf8_valid(const char *s);

#endif
