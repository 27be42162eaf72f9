/* SPDX-License-Identifier: MIT */
/* Finite-field arithmetic for the Howell and whist constructions: GF(q), q = p^k <= 64, elements
 * encoded as the base-p digits of their polynomial coefficients (so addition is digit-wise mod
 * p and, for k = 1, plain arithmetic mod p), multiplication by exp/log tables over a primitive
 * element, and the quadratic character. The tables are built by polynomial multiplication
 * modulo the field's modulus, which is either found by trial or given by the caller. */
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

unsigned bm_gf_inv(const struct bm_gf_field *f, unsigned a)
{
    return a == 0 ? 0 : f->exp[(f->q - 1 - f->log[a]) % (f->q - 1)];
}

unsigned bm_gf_pow(const struct bm_gf_field *f, unsigned a, unsigned e)
{
    if (e == 0)
        return 1;
    if (a == 0)
        return 0;
    return f->exp[f->log[a] * (e % (f->q - 1)) % (f->q - 1)];
}

int bm_gf_quadratic(const struct bm_gf_field *f, unsigned a)
{
    if (a == 0)
        return 0;
    return f->p == 2 || f->log[a] % 2 == 0 ? 1 : -1;
}

/* c a for c in Z_p: every coefficient times c. */
static unsigned scale(const struct bm_gf_field *f, unsigned a, unsigned c)
{
    unsigned r = 0, w = 1;
    for (unsigned i = 0; i < f->k; i++, w *= f->p, a /= f->p)
        r += a % f->p * c % f->p * w;
    return r;
}

/* x a modulo the modulus: the coefficients move up one place and the top one, as x^k, comes
 * back as -(the polynomial of low). For k = 1 this is -low a, harmlessly: product() only
 * calls it on 0 then. */
static unsigned times_x(const struct bm_gf_field *f, unsigned a)
{
    unsigned below = f->q / f->p; /* x^(k-1) */
    return bm_gf_add(f, a % below * f->p, scale(f, bm_gf_neg(f, f->low), a / below));
}

/* a b modulo the modulus, by Horner's rule over the coefficients of b. */
static unsigned product(const struct bm_gf_field *f, unsigned a, unsigned b)
{
    unsigned r = 0;
    for (unsigned w = f->q / f->p; w; w /= f->p)
        r = bm_gf_add(f, times_x(f, r), scale(f, a, b / w % f->p));
    return r;
}

/* Whether the powers of g run through every nonzero element (then the ring is a field and g
 * primitive): fill exp/log with them. */
static int generates(struct bm_gf_field *f, unsigned g)
{
    memset(f->log, 0, sizeof f->log);
    unsigned a = 1;
    for (unsigned i = 0; i < f->q - 1; i++) {
        if (i > 0 && (a == 1 || a == 0 || f->log[a]))
            return 0;
        f->exp[i] = (unsigned char)a;
        f->log[a] = (unsigned char)i;
        a = product(f, a, g);
    }
    f->exp[f->q - 1] = 1;
    return a == 1;
}

/* p and k of q = p^k; 0 if q is not a prime power in 2..64. */
static int set_order(struct bm_gf_field *f, unsigned q)
{
    memset(f, 0, sizeof *f);
    if (q < 2 || q > BM_GF_MAX_ORDER)
        return 0;
    unsigned p = 2, k = 0;
    while (q % p)
        p++;
    for (unsigned m = q; m > 1; m /= p, k++)
        if (m % p)
            return 0;
    f->p = p;
    f->k = k;
    f->q = q;
    return 1;
}

/* The least primitive element, g = 1 counting for q = 2 (every other field has 1 of order 1). */
static int least_primitive(struct bm_gf_field *f)
{
    for (unsigned g = 1; g < f->q; g++)
        if (generates(f, g))
            return 1;
    return 0;
}

int bm_gf_field_init(struct bm_gf_field *f, unsigned q)
{
    if (!set_order(f, q))
        return 0;
    if (f->k == 1)
        return least_primitive(f);
    for (f->low = 1; f->low < q; f->low++)
        if (generates(f, f->p)) /* the element p is the polynomial x */
            return 1;
    return 0; /* unreachable: every GF(p^k) has a primitive modulus */
}

int bm_gf_field_init_modulus(struct bm_gf_field *f, unsigned q, unsigned low)
{
    if (!set_order(f, q) || low >= q)
        return 0;
    f->low = f->k == 1 ? 0 : low;
    return least_primitive(f);
}
