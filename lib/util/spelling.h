/* SPDX-License-Identifier: MIT */
/* "Did you mean ...?": the known word a mistyped one is closest to, for the messages that
 * refuse an unknown name (a family, an option set, a key). */
#ifndef BM_UTIL_SPELLING_H
#define BM_UTIL_SPELLING_H

#include <stddef.h>

/* Edit distance (insertions, deletions, substitutions and swaps of two neighbours, case
 * ignored) between the n characters of typed and known, capped at 3: only "close" matters. */
unsigned bm_spelling_distance(const char *typed, size_t n, const char *known);

/* Whether known is a likely intent of typed: at most one edit for a word of up to 4
 * letters, two for a longer one. */
int bm_spelling_close(const char *typed, size_t n, const char *known);

#endif
