/* SPDX-License-Identifier: MIT */
/* util's growable arrays (bm_reserve): the capacity doubles from the first size and always
 * covers what was asked, the contents survive every move, and a failure (out of memory, or a
 * size that overflows) leaves the array and its capacity as they were. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "test.h"

#include <bridgemove/bridgemove.h>

#include "util/alloc.h"

struct item {
    unsigned a, b;
};

/* Appending 0..n-1 one by one: every capacity is first * 2^k and the items read back. */
static void test_growth(size_t first, size_t n)
{
    struct item *v = NULL;
    size_t cap = 0;
    for (size_t i = 0; i < n; i++) {
        CHECK(bm_reserve(&v, &cap, i + 1, sizeof *v, first));
        CHECK(cap >= i + 1);
        size_t c = first ? first : 1;
        while (c < cap)
            c *= 2;
        CHECK_EQ(c, cap);
        v[i] = (struct item){(unsigned)i, (unsigned)(3 * i)};
    }
    for (size_t i = 0; i < n; i++) {
        CHECK_EQ(v[i].a, (unsigned)i);
        CHECK_EQ(v[i].b, (unsigned)(3 * i));
    }
    free(v);
}

/* A jump past the doubled size is served whole. */
static void test_jump(void)
{
    unsigned *v = NULL;
    size_t cap = 0;
    CHECK(bm_reserve(&v, &cap, 1000, sizeof *v, 16));
    CHECK_EQ(cap, (size_t)1024);
    CHECK(bm_reserve(&v, &cap, 1024, sizeof *v, 16)); /* already there: nothing moves */
    CHECK_EQ(cap, (size_t)1024);
    free(v);
}

static void test_failures(void)
{
    unsigned *v = NULL;
    size_t cap = 0;
    CHECK(bm_reserve(&v, &cap, 4, sizeof *v, 4));
    unsigned *before = v;
    v[3] = 7;
    bm_test_fail_alloc_at(1);
    CHECK(!bm_reserve(&v, &cap, 5, sizeof *v, 4));
    bm_test_fail_alloc_at(0);
    CHECK(v == before);
    CHECK_EQ(cap, (size_t)4);
    CHECK_EQ(v[3], 7u);
    CHECK(!bm_reserve(&v, &cap, SIZE_MAX / 2, sizeof *v, 4)); /* bytes overflow size_t */
    CHECK(v == before);
    CHECK_EQ(cap, (size_t)4);
    CHECK(strstr(bm_last_error(), "out of memory") != NULL);
    free(v);
}

int main(void)
{
    static const size_t firsts[] = {0, 1, 3, 16, 64};
    for (size_t i = 0; i < sizeof firsts / sizeof *firsts; i++)
        test_growth(firsts[i], 5000);
    test_jump();
    test_failures();
    return test_report();
}
