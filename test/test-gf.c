/* SPDX-License-Identifier: MIT */
/* The finite fields of util/gf, for every prime power q <= 64 and every modulus util/gf
 * takes: the one found by trial (bm_gf_field_init) and each monic modulus x^k + low given by
 * the caller (bm_gf_field_init_modulus; x^2 - d is the whist constructions' form). For each:
 * the product is the polynomial product modulo that modulus, the field axioms hold, exp/log are
 * inverse bijections over a primitive element, and the quadratic character is right. The
 * moduli accepted are exactly the irreducible ones (counted by Gauss's formula). */
#include "test.h"

#include "util/gf.h"

/* One CHECK per property and field, naming the field when it fails. */
static void expect(int ok, const struct bm_gf_field *f, const char *what)
{
    if (!ok)
        fprintf(stderr, "GF(%u), modulus low=%u: %s\n", f->q, f->low, what);
    CHECK(ok);
}

/* Digit-wise c a + b over Z_p, written independently of util/gf. */
static unsigned digits_axpb(const struct bm_gf_field *f, unsigned c, unsigned a, unsigned b)
{
    unsigned r = 0;
    for (unsigned w = 1; w < f->q; w *= f->p)
        r += (c * (a / w % f->p) + b / w % f->p) % f->p * w;
    return r;
}

/* Multiplication is that of Z_p[x] modulo x^k + low: constants scale digit-wise, x shifts the
 * digits up, and x x^(k-1) = -low. With the axioms below this fixes every product. */
static void check_polynomials(const struct bm_gf_field *f)
{
    int ok = 1;
    for (unsigned c = 0; c < f->p; c++)
        for (unsigned a = 0; a < f->q; a++)
            ok &= bm_gf_mul(f, c, a) == digits_axpb(f, c, a, 0);
    for (unsigned a = 0; a < f->q; a++)
        for (unsigned b = 0; b < f->q; b++)
            ok &= bm_gf_add(f, a, b) == digits_axpb(f, 1, a, b);
    unsigned xi = 1; /* x^i */
    for (unsigned i = 0; i + 1 < f->k; i++, xi *= f->p)
        ok &= bm_gf_mul(f, f->p, xi) == xi * f->p;
    if (f->k > 1)
        ok &= bm_gf_mul(f, f->p, xi) == digits_axpb(f, f->p - 1, f->low, 0);
    expect(ok, f, "products are not those of Z_p[x] modulo the modulus");
}

static void check_closure(const struct bm_gf_field *f)
{
    int ok = 1;
    for (unsigned a = 0; a < f->q; a++) {
        ok &= bm_gf_neg(f, a) < f->q && bm_gf_inv(f, a) < f->q;
        ok &= bm_gf_pow(f, a, 2 * f->q + 3) < f->q;
        for (unsigned b = 0; b < f->q; b++)
            ok &= bm_gf_add(f, a, b) < f->q && bm_gf_sub(f, a, b) < f->q &&
                  bm_gf_mul(f, a, b) < f->q;
    }
    expect(ok, f, "not closed");
}

static void check_rings(const struct bm_gf_field *f)
{
    int comm = 1, assoc = 1, distrib = 1;
    for (unsigned a = 0; a < f->q; a++)
        for (unsigned b = 0; b < f->q; b++) {
            comm &= bm_gf_add(f, a, b) == bm_gf_add(f, b, a);
            comm &= bm_gf_mul(f, a, b) == bm_gf_mul(f, b, a);
            for (unsigned c = 0; c < f->q; c++) {
                assoc &= bm_gf_add(f, bm_gf_add(f, a, b), c) == bm_gf_add(f, a, bm_gf_add(f, b, c));
                assoc &= bm_gf_mul(f, bm_gf_mul(f, a, b), c) == bm_gf_mul(f, a, bm_gf_mul(f, b, c));
                distrib &= bm_gf_mul(f, a, bm_gf_add(f, b, c)) ==
                           bm_gf_add(f, bm_gf_mul(f, a, b), bm_gf_mul(f, a, c));
            }
        }
    expect(comm, f, "+ or * not commutative");
    expect(assoc, f, "+ or * not associative");
    expect(distrib, f, "* does not distribute over +");
}

static void check_inverses(const struct bm_gf_field *f)
{
    int ident = 1, add_inv = 1, mul_inv = bm_gf_inv(f, 0) == 0;
    for (unsigned a = 0; a < f->q; a++) {
        ident &= bm_gf_add(f, a, 0) == a && bm_gf_mul(f, a, 1) == a && bm_gf_mul(f, a, 0) == 0;
        add_inv &= bm_gf_add(f, a, bm_gf_neg(f, a)) == 0;
        for (unsigned b = 0; b < f->q; b++)
            add_inv &= bm_gf_sub(f, a, b) == bm_gf_add(f, a, bm_gf_neg(f, b));
        if (a)
            mul_inv &= bm_gf_mul(f, a, bm_gf_inv(f, a)) == 1;
    }
    expect(ident, f, "0 or 1 is not an identity");
    expect(add_inv, f, "a + (-a) != 0 or a - b != a + (-b)");
    expect(mul_inv, f, "a a^-1 != 1");
}

/* exp runs once through the nonzero elements (so exp[1] is primitive), log undoes it, and exp
 * really lists the powers of exp[1]; pow agrees with repeated multiplication. */
static void check_exp_log(const struct bm_gf_field *f)
{
    unsigned char seen[BM_GF_MAX_ORDER] = {0};
    int ok = f->exp[f->q - 1] == 1 && f->exp[0] == 1;
    for (unsigned i = 0; i + 1 < f->q; i++) {
        unsigned e = f->exp[i];
        ok &= e > 0 && e < f->q && !seen[e]++ && f->log[e] == i;
        ok &= f->exp[i + 1] == bm_gf_mul(f, e, f->exp[1]);
    }
    for (unsigned a = 1; a < f->q; a++)
        ok &= f->exp[f->log[a]] == a;
    expect(ok, f, "exp and log are not inverse bijections over a primitive element");
    int pow_ok = bm_gf_pow(f, 0, 0) == 1;
    for (unsigned a = 0; a < f->q; a++) {
        unsigned r = 1;
        for (unsigned e = 0; e <= 2 * f->q + 1; e++, r = bm_gf_mul(f, r, a))
            pow_ok &= bm_gf_pow(f, a, e) == r;
        pow_ok &= bm_gf_pow(f, a, f->q) == a; /* Fermat */
    }
    expect(pow_ok, f, "pow is not repeated multiplication");
}

static void check_quadratic(const struct bm_gf_field *f)
{
    unsigned char square[BM_GF_MAX_ORDER] = {0};
    for (unsigned b = 1; b < f->q; b++)
        square[bm_gf_mul(f, b, b)] = 1;
    int ok = bm_gf_quadratic(f, 0) == 0;
    unsigned squares = 0;
    for (unsigned a = 1; a < f->q; a++) {
        squares += square[a];
        ok &= bm_gf_quadratic(f, a) == (square[a] ? 1 : -1);
        for (unsigned b = 0; b < f->q; b++)
            ok &= bm_gf_quadratic(f, bm_gf_mul(f, a, b)) ==
                  bm_gf_quadratic(f, a) * bm_gf_quadratic(f, b);
    }
    expect(ok, f, "the quadratic character is not the multiplicative square test");
    expect(squares == (f->p == 2 ? f->q - 1 : (f->q - 1) / 2), f, "wrong number of squares");
}

static void check_field(const struct bm_gf_field *f)
{
    check_polynomials(f);
    check_closure(f);
    check_rings(f);
    check_inverses(f);
    check_exp_log(f);
    check_quadratic(f);
}

static unsigned gcd(unsigned a, unsigned b)
{
    while (b) {
        unsigned t = a % b;
        a = b, b = t;
    }
    return a;
}

/* The least primitive element: no g in 1..exp[1]-1 has order q - 1. */
static int least_primitive(const struct bm_gf_field *f)
{
    for (unsigned g = 1; g < f->exp[1]; g++)
        if (gcd(f->log[g], f->q - 1) == 1)
            return 0;
    return 1;
}

static int mobius(unsigned n)
{
    int m = 1;
    for (unsigned d = 2; d <= n; d++)
        if (n % d == 0) {
            n /= d;
            if (n % d == 0)
                return 0;
            m = -m;
        }
    return m;
}

/* Monic irreducible polynomials of degree k over GF(p): (1/k) sum over d | k of mu(d) p^(k/d). */
static unsigned irreducibles(unsigned p, unsigned k)
{
    long sum = 0;
    for (unsigned d = 1; d <= k; d++)
        if (k % d == 0) {
            long pw = 1;
            for (unsigned i = 0; i < k / d; i++)
                pw *= p;
            sum += mobius(d) * pw;
        }
    return (unsigned)(sum / k);
}

static unsigned prime_powers_seen;

static void test_field(unsigned q)
{
    struct bm_gf_field f, g;
    if (!bm_gf_field_init(&f, q))
        return;
    prime_powers_seen++;
    CHECK_EQ(f.q, q);
    check_field(&f);
    if (f.k > 1)
        expect(f.exp[1] == f.p, &f, "x is not the primitive element of the trial modulus");
    else
        expect(least_primitive(&f), &f, "not the least primitive root");
    unsigned accepted = 0;
    for (unsigned low = 0; low < q; low++) {
        if (!bm_gf_field_init_modulus(&g, q, low))
            continue;
        accepted++;
        if (f.k > 1 && low < f.low) /* the trial takes the first modulus where x is primitive */
            expect(gcd(g.log[f.p], q - 1) != 1, &g, "x primitive before the trial's modulus");
        expect(least_primitive(&g), &g, "not the least primitive element");
        if (f.k == 1) /* every modulus x + low gives the residues mod p */
            expect(!memcmp(g.exp, f.exp, sizeof f.exp) && !memcmp(g.log, f.log, sizeof f.log), &g,
                   "differs from GF(p)");
        else
            check_field(&g);
    }
    CHECK_EQ(accepted, f.k == 1 ? q : irreducibles(f.p, f.k));
    CHECK(!bm_gf_field_init_modulus(&g, q, q));
}

/* x^2 - d, d the least non-square mod p: the whist constructions' GF(p^2), where t = x squares
 * to d. */
static void test_square_root_form(void)
{
    for (unsigned p = 3; p * p <= BM_GF_MAX_ORDER; p += 2) {
        struct bm_gf_field fp, f;
        CHECK(bm_gf_field_init(&fp, p));
        unsigned d = 2;
        while (bm_gf_quadratic(&fp, d) != -1)
            d++;
        CHECK(bm_gf_field_init_modulus(&f, p * p, p - d));
        CHECK_EQ(bm_gf_mul(&f, p, p), d);
        CHECK_EQ(bm_gf_quadratic(&f, d), 1); /* a non-square of GF(p) is a square in GF(p^2) */
    }
}

static void test_not_prime_powers(void)
{
    static const unsigned bad[] = {0, 1, 6, 10, 12, 15, 18, 24, 36, 48, 60, 63, 65, 81, 128};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        struct bm_gf_field f;
        CHECK(!bm_gf_field_init(&f, bad[i]));
        CHECK(!bm_gf_field_init_modulus(&f, bad[i], 0));
    }
}

int main(void)
{
    for (unsigned q = 0; q <= BM_GF_MAX_ORDER + 1; q++)
        test_field(q);
    CHECK_EQ(prime_powers_seen, 27u); /* 18 primes and 2^2..2^6, 3^2, 3^3, 5^2, 7^2 */
    test_square_root_form();
    test_not_prime_powers();
    return test_report();
}
