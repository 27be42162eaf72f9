/* SPDX-License-Identifier: MIT */
/* Starters and adders: the 1-rotational Howell rotations over Z_n plus infinity
 * (n = 2T - 1), their validity, Hwang's construction and the plays they produce.
 *
 * Why a starter: the pairs {ns[i], ew[i]} of a starter have differences +-(ns - ew) that cover
 * Z_n \ {0} exactly once, so over the n translates (rounds) every two points meet exactly
 * once, and infinity meets every point once at table 1. Why an adder: table i plays the set
 * at station[i] + r, so point z plays sets z + (station[i] - ns[i]) and z + (station[i] - ew[i]);
 * when these offsets and 0 (table 1) are all distinct, every pair plays every set once and
 * no set is at two tables in a round (a Room square of side n). */
#include <stdlib.h>

#include "families/howell/howell.h"
#include "util/gf.h"

unsigned bm_howell_add(const struct howell_rotation *r, unsigned a, unsigned b)
{
    if (!r->p)
        return (a + b) % r->n;
    unsigned sum = 0;
    for (unsigned w = 1; w < r->n; w *= r->p, a /= r->p, b /= r->p)
        sum += (a % r->p + b % r->p) % r->p * w;
    return sum;
}

unsigned bm_howell_sub(const struct howell_rotation *r, unsigned a, unsigned b)
{
    if (!r->p)
        return (a + r->n - b % r->n) % r->n;
    unsigned diff = 0;
    for (unsigned w = 1; w < r->n; w *= r->p, a /= r->p, b /= r->p)
        diff += (a % r->p + r->p - b % r->p) % r->p * w;
    return diff;
}

/* Every nonzero point appears once among the NS and EW seats of entries 1..T-1 and the
 * differences cover Z_n \ {0} once. */
static int starter_valid(const struct howell_rotation *r)
{
    unsigned char point[HOWELL_MAX_POINTS] = {0}, diff[HOWELL_MAX_POINTS] = {0};
    for (unsigned i = 1; i < r->tables; i++) {
        unsigned x = r->ns[i], y = r->ew[i];
        if (x == 0 || y == 0 || x >= r->n || y >= r->n || point[x] || point[y] || x == y)
            return 0;
        point[x] = point[y] = 1;
        unsigned d = bm_howell_sub(r, x, y), e = bm_howell_sub(r, y, x);
        if (diff[d] || diff[e])
            return 0;
        diff[d] = diff[e] = 1;
    }
    return 1;
}

/* Stations distinct and nonzero, offsets station - seat and 0 all distinct. */
static int adder_valid(const struct howell_rotation *r)
{
    unsigned char station[HOWELL_MAX_POINTS] = {0}, offset[HOWELL_MAX_POINTS] = {0};
    station[0] = offset[0] = 1;
    for (unsigned i = 1; i < r->tables; i++) {
        unsigned s = r->station[i];
        if (s >= r->n || station[s])
            return 0;
        station[s] = 1;
        unsigned a = bm_howell_sub(r, s, r->ns[i]), b = bm_howell_sub(r, s, r->ew[i]);
        if (offset[a] || offset[b] || a == b)
            return 0;
        offset[a] = offset[b] = 1;
    }
    return 1;
}

int bm_howell_rotation_valid(const struct howell_rotation *r)
{
    if (!r || r->tables < 2 || r->tables > HOWELL_MAX_TABLES || r->n != 2 * r->tables - 1)
        return 0;
    if (r->ns[0] != r->n || r->ew[0] != 0 || r->station[0] != 0)
        return 0;
    return starter_valid(r) && (r->shared || adder_valid(r));
}

static void rotation_init(struct howell_rotation *r, unsigned tables)
{
    *r = (struct howell_rotation){0};
    r->tables = tables;
    r->n = 2 * tables - 1;
    r->ns[0] = r->n; /* infinity */
}

/* Hwang: with x primitive in GF(q), q = 3 mod 4, the pairs (x^(2i+1), x^(2i)) form a starter
 * (the differences x^(2i)(x - 1) run over one square class and their negatives over the
 * other, -1 being a non-square). Stations b * x^(2i) make NS offsets (b - x) x^(2i) one square
 * class and EW offsets (b - 1) x^(2i) the other as soon as b - x and b - 1 lie in different
 * classes. Every pair then sits NS exactly on the sets z + (a quadratic class), a Paley
 * difference set, whose autocorrelation -1 makes every s equal: perfect. */
int bm_howell_rotation_hwang(struct howell_rotation *r, unsigned q)
{
    struct bm_gf_field f;
    if (q < 7 || q % 4 != 3 || q > HOWELL_MAX_POINTS || !bm_gf_field_init(&f, q))
        return 0;
    unsigned x = f.exp[1], b;
    for (b = 2; b < q; b++)
        if (bm_gf_quadratic(&f, bm_gf_sub(&f, b, x)) * bm_gf_quadratic(&f, bm_gf_sub(&f, b, 1)) == -1)
            break;
    if (b == q)
        return 0;
    rotation_init(r, (q + 1) / 2);
    r->p = f.k > 1 ? f.p : 0;
    for (unsigned i = 1; i < r->tables; i++) {
        unsigned even = f.exp[2 * (i - 1)];
        r->ns[i] = bm_gf_mul(&f, even, x);
        r->ew[i] = even;
        r->station[i] = bm_gf_mul(&f, even, b);
    }
    return bm_howell_rotation_valid(r);
}

/* The patterned starter {i, -i}: no adder exists for n = 3 or 5 (no Room square of side
 * 3 or 5), so all tables share the round's set. */
void bm_howell_rotation_shared(struct howell_rotation *r, unsigned tables, unsigned mask)
{
    rotation_init(r, tables);
    r->shared = 1;
    for (unsigned i = 1; i < tables; i++) {
        int swap = (mask >> (i - 1)) & 1;
        r->ns[i] = swap ? r->n - i : i;
        r->ew[i] = swap ? i : r->n - i;
    }
}

int bm_howell_rotation_parse(struct howell_rotation *r, unsigned tables, const char *text)
{
    if (tables < 2 || tables > HOWELL_MAX_TABLES)
        return 0;
    rotation_init(r, tables);
    const char *p = text;
    if (*p == 'p') { /* "pP ...": points in GF(P^k), not Z_n */
        char *end;
        unsigned long prime = strtoul(p + 1, &end, 10);
        if (end == p + 1 || prime < 2 || prime >= r->n)
            return 0;
        r->p = (unsigned)prime;
        for (unsigned q = r->n; q > 1; q /= r->p)
            if (q % r->p)
                return 0;
        p = end;
    }
    for (unsigned i = 1; i < tables; i++) {
        unsigned *field[3] = {&r->ns[i], &r->ew[i], &r->station[i]};
        for (int f = 0; f < 3; f++) {
            char *end;
            unsigned long v = strtoul(p, &end, 10);
            if (end == p || v >= r->n)
                return 0;
            *field[f] = (unsigned)v;
            p = end;
        }
    }
    return bm_howell_rotation_valid(r);
}

void bm_howell_rotation_plays(struct howell_play *plays, const struct howell_rotation *r,
                           unsigned rounds, int odd)
{
    unsigned n = r->n;
    for (unsigned k = 0; k < rounds; k++) {
        struct howell_play *row = plays + (size_t)k * r->tables;
        row[0].ns = odd ? 0 : 2 * r->tables;
        row[0].ew = k % n + 1;
        row[0].set = k % n + 1;
        for (unsigned i = 1; i < r->tables; i++) {
            row[i].ns = bm_howell_add(r, r->ns[i], k % n) + 1;
            row[i].ew = bm_howell_add(r, r->ew[i], k % n) + 1;
            row[i].set = r->shared ? k % n + 1 : bm_howell_add(r, r->station[i], k % n) + 1;
        }
    }
}
