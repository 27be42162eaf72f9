/* SPDX-License-Identifier: MIT */
/* build(spec): the movement a spec names. A spec that does not build is a failed check at the
 * caller's line (with the library's message), and build returns NULL.
 * build_alloc_failures(spec): the spec built with each of its allocations failing in turn.
 * build_refused(spec, status, words): the spec refused with that status and message. */
#ifndef BM_TEST_BUILD_H
#define BM_TEST_BUILD_H

#include "test.h"

#include <bridgemove/bridgemove.h>

#include "util/alloc.h"   /* bm_test_fail_alloc_at: the tests build with BM_FAULT_INJECTION */
#include "util/message.h" /* bm_fail: test_clear_error() */

/* Empty the thread's last message, so that a check of the message after a failing call reads
 * that call's message and never an older one. */
static inline void test_clear_error(void)
{
    bm_fail(BM_OK, "%s", "");
}

static inline struct bm_movement *test_build(const char *spec, const char *file, int line,
                                             const char *func)
{
    struct bm_movement *m = NULL;
    enum bm_status st = bm_build_string(&m, spec);
    if (st == BM_OK) {
        test_passed++;
        return m;
    }
    test_fail_at(file, line, func);
    fprintf(stderr, "build(\"%s\") failed: %s: %s\n", spec, bm_status_str(st), bm_last_error());
    return NULL;
}

#define build(spec) test_build((spec), __FILE__, __LINE__, __func__)

/* Builds spec with its n-th allocation failing, n = 1, 2, ... until it builds: every failed
 * build must return BM_ENOMEM and leave the movement NULL. Returns how many builds failed. */
static inline unsigned long test_build_alloc_failures(const char *spec, const char *file, int line,
                                                      const char *func)
{
    for (unsigned long n = 1;; n++) {
        struct bm_movement *m = (struct bm_movement *)&n; /* a failed build must reset it */
        bm_test_fail_alloc_at(n);
        enum bm_status st = bm_build_string(&m, spec);
        bm_test_fail_alloc_at(0);
        if (st == BM_OK) {
            test_passed++;
            bm_movement_free(m);
            return n - 1;
        }
        if (st != BM_ENOMEM || m != NULL || strcmp(bm_last_error(), "out of memory") != 0) {
            test_fail_at(file, line, func);
            fprintf(stderr, "build(\"%s\") with allocation %lu failing: %s (\"%s\"), movement "
                    "%s\n", spec, n, bm_status_str(st), bm_last_error(), m ? "not NULL" : "NULL");
            return n - 1;
        }
    }
}

#define build_alloc_failures(spec) test_build_alloc_failures((spec), __FILE__, __LINE__, __func__)

/* The spec is refused with status want, no movement, and a message that contains words. */
static inline void test_build_refused(const char *spec, enum bm_status want, const char *words,
                                      const char *file, int line, const char *func)
{
    struct bm_movement *m = (struct bm_movement *)&m; /* a refusal must reset it */
    test_clear_error();
    enum bm_status st = bm_build_string(&m, spec);
    const char *msg = bm_last_error();
    if (st == want && m == NULL && strstr(msg, words)) {
        test_passed++;
        return;
    }
    test_fail_at(file, line, func);
    fprintf(stderr, "build(\"%s\") should be refused with %s saying \"%s\"; got %s%s: %s\n",
            spec, bm_status_str(want), words, bm_status_str(st), m ? " and a movement" : "", msg);
    if (st == BM_OK)
        bm_movement_free(m);
}

#define build_refused(spec, want, words)                                                      \
    test_build_refused((spec), (want), (words), __FILE__, __LINE__, __func__)

#endif
