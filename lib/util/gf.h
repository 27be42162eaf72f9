/* SPDX-License-Identifier: MIT */
/* Finite fields GF(q), q = p^k <= 64. Element e is the polynomial whose coefficients are the
 * base-p digits of e (digit i: the coefficient of x^i) modulo a monic irreducible modulus of
 * degree k; for k = 1 the elements are the residues mod p. */
#ifndef BM_UTIL_GF_H
#define BM_UTIL_GF_H

#define BM_GF_MAX_ORDER 64u

struct bm_gf_field {
    unsigned p, k, q;
    unsigned low; /* the modulus is x^k + (the polynomial of low); k = 1: unused */
    /* exp[i] = g^i for i <= q - 1 with g = exp[1] primitive; log[g^i] = i for i < q - 1 */
    unsigned char exp[BM_GF_MAX_ORDER], log[BM_GF_MAX_ORDER];
};

int bm_gf_is_prime(unsigned p);
/* GF(q) over the first modulus (in the order of low) of which x is primitive: g = x. For k = 1,
 * g is the least primitive root. 0 if q is not a prime power in 2..64. */
int bm_gf_field_init(struct bm_gf_field *f, unsigned q);
/* GF(q) over the modulus x^k + (the polynomial of low), e.g. low = p - d for x^2 - d; g is the
 * least element that is primitive. 0 if q is not a prime power in 2..64, low >= q, or the
 * modulus is reducible. */
int bm_gf_field_init_modulus(struct bm_gf_field *f, unsigned q, unsigned low);

unsigned bm_gf_add(const struct bm_gf_field *f, unsigned a, unsigned b);
unsigned bm_gf_neg(const struct bm_gf_field *f, unsigned a);
unsigned bm_gf_sub(const struct bm_gf_field *f, unsigned a, unsigned b);
unsigned bm_gf_mul(const struct bm_gf_field *f, unsigned a, unsigned b);
/* The multiplicative inverse of a nonzero a (0 for 0). */
unsigned bm_gf_inv(const struct bm_gf_field *f, unsigned a);
/* a^e, with 0^0 = 1. */
unsigned bm_gf_pow(const struct bm_gf_field *f, unsigned a, unsigned e);
/* Quadratic character: 1 for a nonzero square, -1 for a non-square, 0 for 0 (for even q every
 * element is a square). */
int bm_gf_quadratic(const struct bm_gf_field *f, unsigned a);

#endif
