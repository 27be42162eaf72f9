/* SPDX-License-Identifier: MIT */
/* What the readers and writers of lib/formats share. Never installed. */
#ifndef BM_FORMATS_PRIVATE_H
#define BM_FORMATS_PRIVATE_H

#include <stddef.h>

#include <bridgemove/status.h>

/* Decode text[0..len), which must be exactly one JSON string literal (quotes included), into
 * a new NUL-terminated UTF-8 string *out (free()): BM_OK, BM_EPARSE (not one string literal,
 * a bad escape, invalid UTF-8, a raw control character or \u0000), BM_ENOMEM (json.c). The
 * grid text writes a header value this way when it would not read back exactly as it stands. */
enum bm_status bm_json_decode_string(char **out, const char *text, size_t len);

#endif
