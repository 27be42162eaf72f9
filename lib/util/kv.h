/* SPDX-License-Identifier: MIT */
/* The one-line text form of options, "key=value,key=value": split, trimmed, and handed to the
 * options' own setter one item at a time. */
#ifndef BM_UTIL_KV_H
#define BM_UTIL_KV_H

#include <stddef.h>

#include <bridgemove/status.h>

/* Sets one item; writes a one-line message on failure. */
typedef enum bm_status (*bm_kv_setter)(void *options, const char *key, const char *value);

/* Calls set for every item of text in order and stops at the first failure. Blank items are
 * skipped; an item without '=' is BM_EPARSE, its message listing `keys` (e.g. "method, scale").
 * BM_ENOMEM when a copy of an item cannot be made. */
enum bm_status bm_kv_parse(const char *text, const char *keys, bm_kv_setter set, void *options);

#endif
