/* SPDX-License-Identifier: MIT */
/* build(spec): the movement a spec names. A spec that does not build is a failed check at the
 * caller's line (with the library's message), and build returns NULL. */
#ifndef BM_TEST_BUILD_H
#define BM_TEST_BUILD_H

#include "test.h"

#include <bridgemove/bridgemove.h>

static inline struct bm_movement *test_build(const char *spec, const char *file, int line,
                                             const char *func)
{
    struct bm_movement *m = NULL;
    char msg[256] = "";
    enum bm_status st = bm_build_string(&m, spec, msg, sizeof msg);
    if (st == BM_OK) {
        test_passed++;
        return m;
    }
    test_fail_at(file, line, func);
    fprintf(stderr, "build(\"%s\") failed: %s: %s\n", spec, bm_status_str(st), msg);
    return NULL;
}

#define build(spec) test_build((spec), __FILE__, __LINE__, __func__)

#endif
