/* SPDX-License-Identifier: MIT */
/* Prime-field arithmetic for the Howell constructions: primality, primitive roots and the
 * Legendre symbol (quadratic residues of GF(p)). Small numbers only (p < 2^16). */
#include "howell-private.h"

int gf_is_prime(unsigned p)
{
    if (p < 2)
        return 0;
    for (unsigned d = 2; d * d <= p; d++)
        if (p % d == 0)
            return 0;
    return 1;
}

static unsigned power_mod(unsigned a, unsigned e, unsigned p)
{
    unsigned long r = 1, b = a % p;
    for (; e; e >>= 1) {
        if (e & 1)
            r = r * b % p;
        b = b * b % p;
    }
    return (unsigned)r;
}

/* g is primitive iff g^((p-1)/f) != 1 for every prime factor f of p - 1. */
static int is_primitive(unsigned g, unsigned p)
{
    unsigned m = p - 1;
    for (unsigned f = 2; f <= m; f++) {
        if (m % f)
            continue;
        if (power_mod(g, (p - 1) / f, p) == 1)
            return 0;
        while (m % f == 0)
            m /= f;
    }
    return 1;
}

unsigned gf_primitive_root(unsigned p)
{
    if (!gf_is_prime(p))
        return 0;
    if (p == 2)
        return 1;
    for (unsigned g = 2; g < p; g++)
        if (is_primitive(g, p))
            return g;
    return 0;
}

int gf_legendre(unsigned a, unsigned p)
{
    a %= p;
    if (a == 0)
        return 0;
    return power_mod(a, (p - 1) / 2, p) == 1 ? 1 : -1;
}
