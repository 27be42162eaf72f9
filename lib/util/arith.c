/* SPDX-License-Identifier: MIT */
#include "util/arith.h"
/* Modular arithmetic the cyclic constructions share (Mitchell circuits, rovers, team circuits,
 * Web subsections). */

unsigned bm_mod(long a, unsigned n)
{
    long r = a % (long)n;
    return (unsigned)(r < 0 ? r + (long)n : r);
}

unsigned bm_gcd(unsigned a, unsigned b)
{
    while (b) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}

unsigned bm_mod_inverse(unsigned a, unsigned n)
{
    long r0 = n, r1 = a, s0 = 0, s1 = 1;
    while (r1) {
        long q = r0 / r1, t = r0 - q * r1;
        r0 = r1;
        r1 = t;
        t = s0 - q * s1;
        s0 = s1;
        s1 = t;
    }
    return bm_mod(s0, n);
}
