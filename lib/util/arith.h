/* SPDX-License-Identifier: MIT */
/* Modular arithmetic shared by the cyclic constructions. */
#ifndef BM_UTIL_ARITH_H
#define BM_UTIL_ARITH_H

unsigned bm_mod(long a, unsigned n);             /* a mod n in 0..n-1, for negative a too */
unsigned bm_gcd(unsigned a, unsigned b);
unsigned bm_mod_inverse(unsigned a, unsigned n); /* a^-1 mod n; a must be a unit */

#endif
