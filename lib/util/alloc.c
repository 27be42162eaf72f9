/* SPDX-License-Identifier: MIT */
/* Allocation wrappers: every library allocation goes through here so that test builds can
 * fail the n-th one (per thread) and prove that every caller cleans up. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"

#ifdef BM_FAULT_INJECTION
static _Thread_local unsigned long fail_at;
static _Thread_local unsigned long alloc_count;

void bm_test_fail_alloc_at(unsigned long n)
{
    fail_at = n;
    alloc_count = 0;
}

unsigned long bm_test_alloc_count(void)
{
    return alloc_count;
}

static int injected_failure(void)
{
    alloc_count++;
    return fail_at != 0 && alloc_count >= fail_at;
}
#else
static int injected_failure(void)
{
    return 0;
}
#endif

/* A failed allocation leaves the thread's message, so that a caller passing BM_ENOMEM on
 * needs to say nothing. */
static int should_fail(void)
{
    if (!injected_failure())
        return 0;
    bm_fail(BM_ENOMEM, "out of memory");
    return 1;
}

static void *checked(void *p)
{
    if (!p)
        bm_fail(BM_ENOMEM, "out of memory");
    return p;
}

void *bm_malloc(size_t size)
{
    if (should_fail())
        return NULL;
    return checked(malloc(size ? size : 1));
}

void *bm_calloc(size_t n, size_t size)
{
    if (should_fail())
        return NULL;
    if (n == 0 || size == 0)
        return checked(calloc(1, 1));
    return checked(calloc(n, size));
}

void *bm_realloc(void *ptr, size_t size)
{
    if (should_fail())
        return NULL;
    return checked(realloc(ptr, size ? size : 1));
}

char *bm_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = bm_malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

/* The typed pointer is read and written through memcpy, not through a void ** (which would
 * alias a struct x * as a void *). */
int bm_reserve(void *items_ptr, size_t *cap, size_t need, size_t size, size_t first)
{
    if (need <= *cap)
        return 1;
    size_t grown = *cap ? *cap : (first ? first : 1);
    while (grown < need) {
        if (grown > SIZE_MAX / 2) {
            grown = need;
            break;
        }
        grown *= 2;
    }
    if (size && grown > SIZE_MAX / size) {
        bm_fail(BM_ENOMEM, "out of memory: %zu items of %zu bytes", need, size);
        return 0;
    }
    void *items;
    memcpy(&items, items_ptr, sizeof items);
    void *more = bm_realloc(items, grown * size);
    if (!more)
        return 0;
    memcpy(items_ptr, &more, sizeof more);
    *cap = grown;
    return 1;
}

BM_EXPORT void bm_free(void *ptr)
{
    free(ptr);
}
