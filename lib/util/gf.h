/* SPDX-License-Identifier: MIT */
/* Finite fields GF(q), q = p^k <= 64: elements 0..q-1 are the base-p digits of the polynomial
 * coefficients (k = 1: residues mod p). */
#ifndef BM_UTIL_GF_H
#define BM_UTIL_GF_H

#define BM_GF_MAX_ORDER 64u

struct bm_gf_field {
    unsigned p, k, q;
    unsigned char exp[BM_GF_MAX_ORDER], log[BM_GF_MAX_ORDER]; /* powers of a primitive element */
};
int bm_gf_is_prime(unsigned p);
/* 0 if q is not a prime power in 2..64. */
int bm_gf_field_init(struct bm_gf_field *f, unsigned q);
unsigned bm_gf_add(const struct bm_gf_field *f, unsigned a, unsigned b);
unsigned bm_gf_neg(const struct bm_gf_field *f, unsigned a);
unsigned bm_gf_sub(const struct bm_gf_field *f, unsigned a, unsigned b);
unsigned bm_gf_mul(const struct bm_gf_field *f, unsigned a, unsigned b);
/* Quadratic character: 1 for a nonzero square, -1 for a non-square, 0 for 0. */
int bm_gf_quadratic(const struct bm_gf_field *f, unsigned a);

#endif
