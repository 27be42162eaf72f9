/* SPDX-License-Identifier: MIT */
/* Finite-field arithmetic for the Howell constructions: GF(q), q = p^k <= 64, elements
 * encoded as the base-p digits of their polynomial coefficients (so addition is digit-wise
 * mod p and, for k = 1, plain arithmetic mod p), multiplication by log/exp tables over a
 * primitive modulus found by trial, and the quadratic character. */
#include <string.h>

#include "util/gf.h"

int bm_gf_is_prime(unsigned p)
{
    if (p < 2)
        return 0;
    for (unsigned d = 2; d * d <= p; d++)
        if (p % d == 0)
            return 0;
    return 1;
}

unsigned bm_gf_add(const struct bm_gf_field *f, unsigned a, unsigned b)
{
    unsigned r = 0, w = 1;
    for (unsigned i = 0; i < f->k; i++, w *= f->p, a /= f->p, b /= f->p)
        r += (a % f->p + b % f->p) % f->p * w;
    return r;
}

unsigned bm_gf_neg(const struct bm_gf_field *f, unsigned a)
{
    unsigned r = 0, w = 1;
    for (unsigned i = 0; i < f->k; i++, w *= f->p, a /= f->p)
        r += (f->p - a % f->p) % f->p * w;
    return r;
}

unsigned bm_gf_sub(const struct bm_gf_field *f, unsigned a, unsigned b)
{
    return bm_gf_add(f, a, bm_gf_neg(f, b));
}

unsigned bm_gf_mul(const struct bm_gf_field *f, unsigned a, unsigned b)
{
    if (a == 0 || b == 0)
        return 0;
    return f->exp[(f->log[a] + f->log[b]) % (f->q - 1)];
}

int bm_gf_quadratic(const struct bm_gf_field *f, unsigned a)
{
    return a == 0 ? 0 : f->log[a] % 2 ? -1 : 1;
}

/* Multiply the element a (a polynomial in x) by x modulo the monic modulus whose lower
 * coefficients are the digits of low: x^k = -(low). */
static unsigned times_x(const struct bm_gf_field *f, unsigned a, unsigned low)
{
    unsigned top = a / (f->q / f->p); /* coefficient of x^(k-1) */
    unsigned shifted = a % (f->q / f->p) * f->p;
    unsigned carry = 0, w = 1;
    for (unsigned i = 0, l = low; i < f->k; i++, w *= f->p, l /= f->p)
        carry += (f->p - l % f->p) % f->p * top % f->p * w;
    return bm_gf_add(f, shifted, carry);
}

/* x generates the multiplicative group modulo this modulus: fill exp/log. */
static int try_modulus(struct bm_gf_field *f, unsigned low)
{
    memset(f->log, 0, sizeof f->log);
    unsigned a = 1;
    for (unsigned i = 0; i < f->q - 1; i++) {
        if (i > 0 && (a == 1 || a == 0 || f->log[a]))
            return 0;
        f->exp[i] = (unsigned char)a;
        f->log[a] = (unsigned char)i;
        a = f->k == 1 ? a * low % f->p : times_x(f, a, low);
    }
    return a == 1;
}

int bm_gf_field_init(struct bm_gf_field *f, unsigned q)
{
    memset(f, 0, sizeof *f);
    if (q < 2 || q > BM_GF_MAX_ORDER)
        return 0;
    unsigned p = 2;
    while (q % p)
        p++;
    unsigned k = 0;
    for (unsigned m = q; m > 1; m /= p, k++)
        if (m % p)
            return 0;
    f->p = p;
    f->k = k;
    f->q = q;
    /* k = 1: `low` is the candidate primitive root; k > 1: the modulus's lower digits */
    for (unsigned low = k == 1 ? 2 : 1; low < q; low++)
        if (try_modulus(f, low))
            return 1;
    return q == 2 && try_modulus(f, 1);
}
