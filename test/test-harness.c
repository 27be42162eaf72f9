/* SPDX-License-Identifier: MIT */
/* The harness itself: CHECK_EQ compares integers by value across signedness and width, each
 * check fails when it should, and a failure names its file, line, case, helper and context.
 * Checks that must fail run with stderr captured; the tally is then restored and the captured
 * text compared. (That CHECK_EQ refuses floating operands is harness-reject.sh's part.) */
#include "test.h"
#include "test-build.h"

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <unistd.h>

enum colour { RED = 1, GREEN = 2 };

/* ---- running checks that must fail ---- */

static char captured[4096];
static unsigned expected_failures;

/* Runs f with stderr in a temporary file; returns how many checks failed in it, keeps what
 * they printed in captured, and leaves the tally as it was. */
static unsigned failures_of(void (*f)(void))
{
    unsigned passed = test_passed, failed = test_failed;
    FILE *tmp = tmpfile();
    int saved = dup(fileno(stderr));
    CHECK(tmp != NULL && saved >= 0);
    if (!tmp || saved < 0)
        return 0;
    fflush(stderr);
    dup2(fileno(tmp), fileno(stderr));
    f();
    fflush(stderr);
    dup2(saved, fileno(stderr));
    close(saved);
    rewind(tmp);
    size_t n = fread(captured, 1, sizeof captured - 1, tmp);
    captured[n] = '\0';
    fclose(tmp);
    unsigned got = test_failed - failed;
    test_passed = passed;
    test_failed = failed;
    return got;
}

static void expect_failures(void (*f)(void), unsigned n, const char *name)
{
    unsigned got = failures_of(f);
    if (got != n)
        fprintf(stderr, "%s: %u checks failed, expected %u:\n%s", name, got, n, captured);
    CHECK_EQ(got, n);
    expected_failures += n;
}

/* The captured text has this line (whole), formatted like printf. */
static TEST_PRINTF(1, 2) int has_line(const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    size_t n = strlen(line);
    for (const char *p = strstr(captured, line); p; p = strstr(p + 1, line))
        if ((p == captured || p[-1] == '\n') && p[n] == '\n')
            return 1;
    fprintf(stderr, "missing line: %s\ncaptured:\n%s", line, captured);
    return 0;
}

/* Lines of the checks whose messages are compared (set on the check's own line). */
static int line_minus_one, line_all_ones, line_near, line_cond, line_sweep, line_helper,
    line_build;

/* ---- integers: equal as numbers, whatever their types ---- */

static void equal_integers(void)
{
    CHECK_EQ(0u, 0);
    CHECK_EQ(-1, -1L);
    CHECK_EQ((signed char)-5, -5LL);
    CHECK_EQ((unsigned char)200, 200);
    CHECK_EQ('A', 65);
    CHECK_EQ((char)'A', 65u);
    CHECK_EQ(true, 1);
    CHECK_EQ(GREEN, 2);
    enum colour c = RED;
    CHECK_EQ(c, RED);
    CHECK_EQ(UINT64_MAX, ULLONG_MAX);
    CHECK_EQ(INT64_MIN, LLONG_MIN);
    CHECK_EQ((unsigned long long)LLONG_MAX, LLONG_MAX);
    CHECK_EQ((size_t)3, 3);
    int i = 0; /* each operand is evaluated once */
    CHECK_EQ(i++, 0);
    CHECK_EQ(i, 1);
}

static void unequal_integers(void)
{
    line_minus_one = __LINE__; CHECK_EQ(-1, (unsigned)-1); /* -1 is not 4294967295 */
    line_all_ones = __LINE__; CHECK_EQ((unsigned long long)-1, -1LL); /* nor 2^64 - 1 */
    CHECK_EQ(LLONG_MIN, 1ULL << 63);            /* nor 9223372036854775808 */
    CHECK_EQ((unsigned char)200, (signed char)-56); /* same bits, different numbers */
    CHECK_EQ(0x100000000LL, 0);                 /* no truncation to 32 bits */
    CHECK_EQ(GREEN, RED);
}

static void harness_integers(void)
{
    expect_failures(equal_integers, 0, "equal integers");
    expect_failures(unequal_integers, 6, "unequal integers");
    CHECK(has_line("test/test-harness.c:%d: in harness_integers, at unequal_integers: "
                   "CHECK_EQ failed: -1 == -1, (unsigned)-1 == 4294967295", line_minus_one));
    CHECK(has_line("test/test-harness.c:%d: in harness_integers, at unequal_integers: "
                   "CHECK_EQ failed: (unsigned long long)-1 == 18446744073709551615, -1LL == -1",
                   line_all_ones));
    /* only integers are integers */
    _Static_assert(TEST_IS_INTEGER(1) && TEST_IS_INTEGER(RED) && TEST_IS_INTEGER((char)1) &&
                       TEST_IS_INTEGER((_Bool)1) && TEST_IS_INTEGER((size_t)1),
                   "integer types");
    _Static_assert(!TEST_IS_INTEGER(0.5) && !TEST_IS_INTEGER(0.5f) && !TEST_IS_INTEGER(0.5L) &&
                       !TEST_IS_INTEGER((void *)0) && !TEST_IS_INTEGER("text"),
                   "no floating value or pointer passes for an integer");
}

/* ---- floating values, strings, plain conditions ---- */

static void near_passes(void)
{
    CHECK_NEAR(0.1 + 0.2, 0.3, 1e-15);
    CHECK_NEAR(1.0, 1.0, 0);
    CHECK_NEAR(3, 3.0, 0);
    CHECK_STR("a", "a");
    CHECK(1);
}

static void near_fails(void)
{
    line_near = __LINE__; CHECK_NEAR(0.4, 0.2, 0.1);
    CHECK_NEAR(0.1 + 0.2, 0.3, 0); /* a tolerance of 0 means exactly */
    CHECK_NEAR(NAN, NAN, 1.0);
    CHECK_NEAR(1.0, 1.0, -1.0);
    CHECK_STR(NULL, NULL);
    CHECK_STR("a", "b");
    line_cond = __LINE__; CHECK(0);
}

static void harness_other_checks(void)
{
    expect_failures(near_passes, 0, "near passes");
    expect_failures(near_fails, 7, "near fails");
    CHECK(has_line("test/test-harness.c:%d: in harness_other_checks, at near_fails: "
                   "CHECK_NEAR failed: 0.4 == 0.40000000000000002, 0.2 == 0.20000000000000001, "
                   "differ by 0.2 > 0.1", line_near));
    CHECK(has_line("test/test-harness.c:%d: in harness_other_checks, at near_fails: "
                   "CHECK failed: 0", line_cond));
}

/* ---- naming the failing case ---- */

static void helper_that_fails(void)
{
    line_helper = __LINE__; CHECK_EQ(1 + 1, 3);
}

static void sweep_that_fails(void)
{
    for (unsigned tables = 8; tables <= 9; tables++) {
        test_context("tables=%u rounds=%u", tables, 17u);
        line_sweep = __LINE__; CHECK_EQ(tables, 8);
    }
    test_context_clear();
    helper_that_fails();
}

static void case_with_argument(const char *spec)
{
    test_context("%s", spec);
    helper_that_fails();
}

static void run_cases(void)
{
    RUN(sweep_that_fails());
    RUN(case_with_argument("mitchell:tables=7"));
    helper_that_fails(); /* outside any case: the function alone, no stale context */
}

static void harness_names(void)
{
    expect_failures(run_cases, 4, "names");
    CHECK(has_line("test/test-harness.c:%d: in sweep_that_fails [tables=9 rounds=17]: "
                   "CHECK_EQ failed: tables == 9, 8 == 8", line_sweep));
    CHECK(has_line("test/test-harness.c:%d: in sweep_that_fails, at helper_that_fails: "
                   "CHECK_EQ failed: 1 + 1 == 2, 3 == 3", line_helper));
    CHECK(has_line("test/test-harness.c:%d: in case_with_argument(\"mitchell:tables=7\"), at "
                   "helper_that_fails [mitchell:tables=7]: CHECK_EQ failed: 1 + 1 == 2, 3 == 3",
                   line_helper));
    CHECK(has_line("test/test-harness.c:%d: in helper_that_fails: CHECK_EQ failed: 1 + 1 == 2, "
                   "3 == 3", line_helper));
}

/* ---- build() ---- */

static struct bm_movement *built;

static void builds(void)
{
    built = build("mitchell:tables=3");
}

static void refusals_that_fail(void)
{
    build_refused("mitchell:tables=3", BM_EUNSUPPORTED, ""); /* it builds */
    build_refused("mitchell:tables=2", BM_EPARSE, "");       /* another status */
    build_refused("mitchell:tables=2", BM_ERANGE, "no such words");
}

static void does_not_build(void)
{
    line_build = __LINE__; built = build("mitchell:tables=2");
}

static void harness_build(void)
{
    expect_failures(builds, 0, "build");
    CHECK(built != NULL);
    bm_movement_free(built);
    expect_failures(does_not_build, 1, "build fails");
    CHECK(built == NULL);
    char want[128];
    snprintf(want, sizeof want,
             "test/test-harness.c:%d: in harness_build, at does_not_build: "
             "build(\"mitchell:tables=2\") failed: ", line_build);
    CHECK(strncmp(captured, want, strlen(want)) == 0);
    /* refusals: status and words both count */
    build_refused("mitchell:tables=2", BM_ERANGE, "3");
    expect_failures(refusals_that_fail, 3, "refusals");
    /* every allocation of a build fails cleanly, and there are some */
    CHECK(build_alloc_failures("mitchell:tables=3") > 0);
}

int main(void)
{
    RUN(harness_integers());
    RUN(harness_other_checks());
    harness_names(); /* runs cases of its own: RUN calls do not nest */
    RUN(harness_build());
    printf("%u failing checks failed as they should\n", expected_failures);
    return test_report();
}
