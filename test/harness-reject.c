/* SPDX-License-Identifier: MIT */
/* Compiled by harness-reject.sh once per CASE: case 0 (integers, enums, characters) must
 * compile; every other case puts a value that is not an integer into CHECK_EQ and must not. */
#include "test.h"

#include <stddef.h>

enum colour { RED = 1 };

int main(void)
{
    double d = 0.4;
    float f = 0.2f;
    long double ld = 0.5L;
    int i = 0;
    (void)d, (void)f, (void)ld, (void)i;
#if CASE == 0
    CHECK_EQ(i, 0u);
    CHECK_EQ(RED, 1);
    CHECK_EQ('a', (char)97);
    CHECK_EQ((size_t)1, (_Bool)1);
#elif CASE == 1
    CHECK_EQ(0.4, 0.2); /* passed when both sides were cast to long long */
#elif CASE == 2
    CHECK_EQ(d, 0);
#elif CASE == 3
    CHECK_EQ(1, f);
#elif CASE == 4
    CHECK_EQ(ld, ld);
#elif CASE == 5
    CHECK_EQ(i / 2.0, 0);
#elif CASE == 6
    CHECK_EQ(&i, &i); /* pointers are not integers either */
#endif
    return test_report();
}
