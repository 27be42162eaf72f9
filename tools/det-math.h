/* SPDX-License-Identifier: MIT */
/* det-math.h: exp, log and pow for the search programs, from the IEEE-754 operations + - * /
 * alone, so that a search makes the same decisions on every machine. The C library's exp and
 * pow differ between systems by an ulp here and there (and an annealing run that accepts one
 * move differently ends elsewhere); these carry about 70 bits through double-double arithmetic
 * and round once, so they return the correctly rounded value save in rare hard cases.
 * Needs a compiler that does not fuse a * b + c (tools/meson.build passes -ffp-contract=off)
 * and double arithmetic without excess precision (any SSE2, ARM or RISC-V target). */
#ifndef TOOLS_DET_MATH_H
#define TOOLS_DET_MATH_H

#include <math.h> /* HUGE_VAL only */

struct dm_dd {
    double hi, lo; /* value hi + lo, |lo| <= ulp(hi) / 2 */
};

static inline struct dm_dd dm_two_sum(double a, double b)
{
    double s = a + b, bb = s - a;
    return (struct dm_dd){s, (a - (s - bb)) + (b - bb)};
}

/* Veltkamp's split: a = hi + lo with 26 significant bits each. */
static inline void dm_split(double a, double *hi, double *lo)
{
    double t = 134217729.0 * a; /* 2^27 + 1 */
    *hi = t - (t - a);
    *lo = a - *hi;
}

/* Dekker's exact product. */
static inline struct dm_dd dm_two_prod(double a, double b)
{
    double p = a * b, ah, al, bh, bl;
    dm_split(a, &ah, &al);
    dm_split(b, &bh, &bl);
    return (struct dm_dd){p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

static inline struct dm_dd dm_add(struct dm_dd a, struct dm_dd b)
{
    struct dm_dd s = dm_two_sum(a.hi, b.hi);
    return dm_two_sum(s.hi, s.lo + a.lo + b.lo);
}

static inline struct dm_dd dm_mul(struct dm_dd a, struct dm_dd b)
{
    struct dm_dd p = dm_two_prod(a.hi, b.hi);
    return dm_two_sum(p.hi, p.lo + a.hi * b.lo + a.lo * b.hi);
}

static inline struct dm_dd dm_div(struct dm_dd a, struct dm_dd b)
{
    double q = a.hi / b.hi;
    struct dm_dd r = dm_add(a, dm_mul((struct dm_dd){-q, 0.0}, b));
    return dm_two_sum(q, r.hi / b.hi);
}

static const struct dm_dd dm_ln2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

static inline double dm_scale(double x, int k) /* x * 2^k, exact unless the result is subnormal */
{
    for (; k > 0; k--)
        x *= 2.0;
    for (; k < 0; k++)
        x *= 0.5;
    return x;
}

/* e^(hi + lo), correctly rounded save in rare hard cases. */
static inline double dm_exp_dd(struct dm_dd y)
{
    if (y.hi < -746.0)
        return 0.0;
    if (y.hi > 710.0)
        return HUGE_VAL;
    /* y = k ln2 + r, |r| <= ln2 / 2; then s = r / 2^6, e^s - 1 by its series, squared back */
    double kf = y.hi / dm_ln2.hi;
    int k = (int)(kf < 0 ? kf - 0.5 : kf + 0.5);
    struct dm_dd kl = dm_mul((struct dm_dd){(double)k, 0.0}, dm_ln2);
    struct dm_dd r = dm_add(y, (struct dm_dd){-kl.hi, -kl.lo});
    struct dm_dd s = {r.hi / 64.0, r.lo / 64.0};
    double x = s.hi, cube = x * x * x;
    double tail = cube * (1.0 / 6 + x * (1.0 / 24 + x * (1.0 / 120 + x * (1.0 / 720 + x *
                  (1.0 / 5040 + x * (1.0 / 40320 + x / 362880))))));
    struct dm_dd sq = dm_mul(s, s);
    struct dm_dd q = dm_add(s, dm_add((struct dm_dd){sq.hi / 2, sq.lo / 2},
                                      (struct dm_dd){tail, 0.0}));
    for (int i = 0; i < 6; i++) /* e^(2s) - 1 = q (2 + q) */
        q = dm_mul(q, dm_add((struct dm_dd){2.0, 0.0}, q));
    struct dm_dd e = dm_add((struct dm_dd){1.0, 0.0}, q);
    return dm_scale(e.hi + e.lo, k);
}

static inline double dm_exp(double x)
{
    return dm_exp_dd((struct dm_dd){x, 0.0});
}

/* ln a for a > 0 in double-double: a = m 2^k with m in [0.75, 1.5), ln m = 2 atanh((m-1)/(m+1)). */
static inline struct dm_dd dm_log_dd(double a)
{
    int k = 0;
    for (; a >= 1.5; k++)
        a *= 0.5;
    for (; a < 0.75; k--)
        a *= 2.0;
    struct dm_dd t = dm_div((struct dm_dd){a - 1.0, 0.0}, dm_two_sum(a, 1.0));
    struct dm_dd t2 = dm_mul(t, t), sum = {0.0, 0.0};
    for (int j = 41; j >= 1; j -= 2) { /* t^2 <= 1/25: 21 terms reach 2^-100 */
        struct dm_dd c = dm_div((struct dm_dd){1.0, 0.0}, (struct dm_dd){(double)j, 0.0});
        sum = dm_add(c, dm_mul(t2, sum));
    }
    struct dm_dd ln_m = dm_mul((struct dm_dd){2.0 * t.hi, 2.0 * t.lo}, sum);
    return dm_add(dm_mul((struct dm_dd){(double)k, 0.0}, dm_ln2), ln_m);
}

/* a^b for a > 0 given ln a (dm_log_dd), so that a loop with a fixed base pays for one log. */
static inline double dm_pow_log(struct dm_dd ln_a, double b)
{
    return dm_exp_dd(dm_mul((struct dm_dd){b, 0.0}, ln_a));
}

static inline double dm_pow(double a, double b)
{
    return dm_pow_log(dm_log_dd(a), b);
}

#endif
