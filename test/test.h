/* SPDX-License-Identifier: MIT */
/* A tiny test harness: CHECK records a failure and carries on; main returns the tally.
 * Output ends with "N passed, N failed" so CI can read the result.
 *
 * A failure names where it happened and which test case was running:
 *   test/test-howell.c:231: in test_sweep [howell:pairs=18,rounds=17]: CHECK_EQ failed: ...
 * RUN(call) in main names the test case; test_context(fmt, ...) names the size a sweep is at,
 * until test_context_clear() or the end of the case; a check inside a helper adds ", at helper".
 *
 * CHECK_EQ takes integers and enums only, compared by value (-1 is not 0xffffffff): a floating
 * operand is a compile error; floating values use CHECK_NEAR with an explicit tolerance. */
#ifndef BM_TEST_H
#define BM_TEST_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32) && defined(__GNUC__)
/* mingw-w64's C99 printf (its stdio under _POSIX_C_SOURCE) knows %zu: check as GNU printf. */
#define TEST_PRINTF(f, a) __attribute__((format(gnu_printf, f, a)))
#elif defined(__GNUC__) || defined(__clang__)
#define TEST_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define TEST_PRINTF(f, a)
#endif

static unsigned test_passed, test_failed;
static const char *test_case;       /* the RUN(...) call in progress, or NULL */
static char test_context_text[256]; /* what the case is sweeping over, or "" */

/* ---- naming the failing case ---- */

/* Sets what the running case is at (e.g. "tables=%u rounds=%u"); printed with each failure
 * until the next call, test_context_clear() or the end of the case. */
static inline TEST_PRINTF(1, 2) void test_context(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(test_context_text, sizeof test_context_text, fmt, ap);
    va_end(ap);
}

static inline void test_context_clear(void)
{
    test_context_text[0] = '\0';
}

static inline void test_begin(const char *call)
{
    test_case = call;
    test_context_clear();
}

static inline void test_end(void)
{
    test_case = NULL;
    test_context_clear();
}

/* Runs one test case (a call such as test_sweep() or test_golden("mitchell:tables=7", ...)),
 * so that its failures carry its name. RUN calls do not nest. */
#define RUN(call) (test_begin(#call), (call), test_end())

/* The source path from the project's test/ folder on (the build may sit anywhere). */
static inline const char *test_short_path(const char *file)
{
    const char *from = file;
    for (const char *p = strstr(file, "test/"); p; p = strstr(p + 1, "test/"))
        if (p == file || p[-1] == '/')
            from = p;
    return from;
}

/* Counts a failure and prints "file:line: in CASE[, at FUNC] [CONTEXT]: " (no newline). */
static inline void test_fail_at(const char *file, int line, const char *func)
{
    test_failed++;
    fprintf(stderr, "%s:%d: in ", test_short_path(file), line);
    if (test_case) {
        size_t n = strcspn(test_case, "(");
        int bare = strcmp(test_case + n, "()") == 0;
        fprintf(stderr, "%.*s", bare ? (int)n : (int)strlen(test_case), test_case);
        if (strlen(func) != n || strncmp(test_case, func, n) != 0)
            fprintf(stderr, ", at %s", func);
    } else {
        fputs(func, stderr);
    }
    if (test_context_text[0])
        fprintf(stderr, " [%s]", test_context_text);
    fputs(": ", stderr);
}

/* ---- the checks ---- */

#define CHECK(cond)                                                                            \
    do {                                                                                       \
        if (cond) {                                                                            \
            test_passed++;                                                                     \
        } else {                                                                               \
            test_fail_at(__FILE__, __LINE__, __func__);                                        \
            fprintf(stderr, "CHECK failed: %s\n", #cond);                                      \
        }                                                                                      \
    } while (0)

/* An integer of any type, kept exactly: signed types as long long, unsigned as unsigned long
 * long. Enums select the integer type they are compatible with. */
struct test_int {
    int is_signed;
    long long s;
    unsigned long long u;
};

static inline struct test_int test_int_signed(long long v)
{
    struct test_int x = {1, v, 0};
    return x;
}

static inline struct test_int test_int_unsigned(unsigned long long v)
{
    struct test_int x = {0, 0, v};
    return x;
}

#define TEST_INT_TYPES(s, u)                                                                   \
    _Bool: u, char: s, signed char: s, short: s, int: s, long: s, long long: s,                \
    unsigned char: u, unsigned short: u, unsigned int: u, unsigned long: u,                    \
    unsigned long long: u

#define TEST_IS_INTEGER(x) _Generic((x), TEST_INT_TYPES(1, 1), default: 0)
#define TEST_INT(x) _Generic((x), TEST_INT_TYPES(test_int_signed, test_int_unsigned),           \
                             default: test_int_signed)(x)

/* Equal as numbers: a negative value never equals an unsigned one. */
static inline int test_int_equal(struct test_int a, struct test_int b)
{
    if (a.is_signed && b.is_signed)
        return a.s == b.s;
    if (!a.is_signed && !b.is_signed)
        return a.u == b.u;
    if (!a.is_signed)
        return b.s >= 0 && (unsigned long long)b.s == a.u;
    return a.s >= 0 && (unsigned long long)a.s == b.u;
}

static inline void test_int_print(const char *text, struct test_int v)
{
    if (v.is_signed)
        fprintf(stderr, "%s == %lld", text, v.s);
    else
        fprintf(stderr, "%s == %llu", text, v.u);
}

static inline void test_check_eq(struct test_int a, struct test_int b, const char *a_text,
                                 const char *b_text, const char *file, int line, const char *func)
{
    if (test_int_equal(a, b)) {
        test_passed++;
        return;
    }
    test_fail_at(file, line, func);
    fputs("CHECK_EQ failed: ", stderr);
    test_int_print(a_text, a);
    fputs(", ", stderr);
    test_int_print(b_text, b);
    fputc('\n', stderr);
}

#define CHECK_EQ(a, b)                                                                         \
    do {                                                                                       \
        _Static_assert(TEST_IS_INTEGER(a) && TEST_IS_INTEGER(b),                               \
                       "CHECK_EQ compares integers and enums; use CHECK_NEAR(a, b, tolerance) " \
                       "for floating values");                                                 \
        test_check_eq(TEST_INT(a), TEST_INT(b), #a, #b, __FILE__, __LINE__, __func__);         \
    } while (0)

static inline void test_check_near(double a, double b, double eps, const char *a_text,
                                   const char *b_text, const char *file, int line,
                                   const char *func)
{
    if (fabs(a - b) <= eps) { /* NaN never passes */
        test_passed++;
        return;
    }
    test_fail_at(file, line, func);
    fprintf(stderr, "CHECK_NEAR failed: %s == %.17g, %s == %.17g, differ by %.3g > %.3g\n",
            a_text, a, b_text, b, fabs(a - b), eps);
}

#define CHECK_NEAR(a, b, eps)                                                                  \
    test_check_near((a), (b), (eps), #a, #b, __FILE__, __LINE__, __func__)

#define CHECK_STR(a, b)                                                                        \
    do {                                                                                       \
        const char *a_ = (a), *b_ = (b);                                                       \
        if (a_ && b_ && strcmp(a_, b_) == 0) {                                                 \
            test_passed++;                                                                     \
        } else {                                                                               \
            test_fail_at(__FILE__, __LINE__, __func__);                                        \
            fprintf(stderr, "CHECK_STR failed:\n  %s = \"%s\"\n  %s = \"%s\"\n", #a,           \
                    a_ ? a_ : "(null)", #b, b_ ? b_ : "(null)");                               \
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
