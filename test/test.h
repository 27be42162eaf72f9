/* SPDX-License-Identifier: MIT */
/* A tiny test harness: CHECK records a failure and carries on; main returns the tally.
 * Output ends with "N passed, N failed" so CI can read the result. */
#ifndef BM_TEST_H
#define BM_TEST_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned test_passed, test_failed;

#define CHECK(cond)                                                                            \
    do {                                                                                       \
        if (cond) {                                                                            \
            test_passed++;                                                                     \
        } else {                                                                               \
            test_failed++;                                                                     \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);           \
        }                                                                                      \
    } while (0)

#define CHECK_EQ(a, b)                                                                         \
    do {                                                                                       \
        long long a_ = (long long)(a), b_ = (long long)(b);                                    \
        if (a_ == b_) {                                                                        \
            test_passed++;                                                                     \
        } else {                                                                               \
            test_failed++;                                                                     \
            fprintf(stderr, "%s:%d: CHECK_EQ failed: %s == %lld, %s == %lld\n", __FILE__,      \
                    __LINE__, #a, a_, #b, b_);                                                 \
        }                                                                                      \
    } while (0)

#define CHECK_NEAR(a, b, eps)                                                                  \
    do {                                                                                       \
        double a_ = (a), b_ = (b);                                                             \
        if (fabs(a_ - b_) <= (eps)) {                                                          \
            test_passed++;                                                                     \
        } else {                                                                               \
            test_failed++;                                                                     \
            fprintf(stderr, "%s:%d: CHECK_NEAR failed: %s == %.6f, %s == %.6f\n", __FILE__,    \
                    __LINE__, #a, a_, #b, b_);                                                 \
        }                                                                                      \
    } while (0)

#define CHECK_STR(a, b)                                                                        \
    do {                                                                                       \
        const char *a_ = (a), *b_ = (b);                                                       \
        if (a_ && b_ && strcmp(a_, b_) == 0) {                                                 \
            test_passed++;                                                                     \
        } else {                                                                               \
            test_failed++;                                                                     \
            fprintf(stderr, "%s:%d: CHECK_STR failed:\n  %s = \"%s\"\n  %s = \"%s\"\n",        \
                    __FILE__, __LINE__, #a, a_ ? a_ : "(null)", #b, b_ ? b_ : "(null)");       \
        }                                                                                      \
    } while (0)

static inline int test_report(void)
{
    printf("%u passed, %u failed\n", test_passed, test_failed);
    return test_failed ? 1 : 0;
}

/* Read a whole file (reference data); NULL if missing. Caller frees. */
static inline char *test_slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) {
        buf[n] = '\0';
        if (len)
            *len = (size_t)n;
    }
    return buf;
}

#endif
