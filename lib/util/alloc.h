/* SPDX-License-Identifier: MIT */
/* The library's allocator: the C allocator, with allocation-failure injection in test builds
 * (BM_FAULT_INJECTION) so that every BM_ENOMEM path can be exercised. */
#ifndef BM_UTIL_ALLOC_H
#define BM_UTIL_ALLOC_H

#include <stddef.h>

void *bm_malloc(size_t size);
void *bm_calloc(size_t n, size_t size);
void *bm_realloc(void *ptr, size_t size);
char *bm_strdup(const char *s);
/* Make room for at least `need` items of `size` bytes in the array *items_ptr points to, whose
 * capacity is *cap: the capacity doubles, starting at `first`. items_ptr is the address of the
 * caller's typed pointer (struct x **). Returns 1 with the room there, or 0 when memory ran out
 * or the size overflows, leaving the array and *cap unchanged. */
int bm_reserve(void *items_ptr, size_t *cap, size_t need, size_t size, size_t first);
#ifdef BM_FAULT_INJECTION
/* Fail the n-th allocation from now on this thread (1 = the next one); 0 disables. */
void bm_test_fail_alloc_at(unsigned long n);
/* Allocations attempted on this thread since the last bm_test_fail_alloc_at(). */
unsigned long bm_test_alloc_count(void);
#endif

#endif
