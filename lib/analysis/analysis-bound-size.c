/* SPDX-License-Identifier: MIT */
/* The size bound (doc/analysis.md, "Lower bounds on the SD"): the mod-4 bound relaxed to what
 * every movement of the size shares. It needs what a short Howell of T tables and R rounds
 * has whoever meets whom: everybody plays all N boards, and t (the fixed part of s) takes one
 * residue modulo 4 on the pairs that meet and another on those that do not, everybody meeting
 * the same number d of others. Which pairs meet is left free (any d-regular graph), so the
 * bound holds for every seating and every switching of the size, and a better movement can
 * never get a weaker one (the spectral bound of its own meeting graph can: 31 x 57). */
#include <stddef.h>

#include "analysis/analysis-private.h"

/* The least SD when m participants have even w and y of the meeting pairs have one of each:
 * the four kinds of pairs and their residues (N + t, plus 2 when the parities differ). */
static double size_colouring(const struct bm_size_shape *z, unsigned long long m,
                             unsigned long long y)
{
    unsigned long long n = z->n, across = m * (n - m), meet = n * z->degree / 2;
    unsigned long long all = n * (n - 1) / 2, apart = all - meet;
    unsigned long long count[4] = {meet - y, y, apart - (across - y), across - y};
    long long r[4] = {z->N + z->t_meet, z->N + z->t_meet + 2, z->N + z->t_apart,
                      z->N + z->t_apart + 2};
    unsigned long long counts[4] = {0};
    for (unsigned k = 0; k < 4; k++)
        counts[(unsigned)(r[k] & 3)] += count[k];
    unsigned long long used[4];
    long long res[4];
    unsigned nclass = 0;
    for (unsigned k = 0; k < 4; k++)
        if (counts[k]) {
            res[nclass] = k;
            used[nclass++] = counts[k];
        }
    return bm_residue_bound_sd(used, res, nclass, 4, z->sum);
}

static unsigned long long at_least(unsigned long long a, long long b)
{
    return b > 0 && (unsigned long long)b > a ? (unsigned long long)b : a;
}

/* The pairs of a d-regular graph on n vertices with one end in a set of m (the cut): at most
 * d per vertex on the smaller side; at least d - (m - 1) from each of the m (at most m - 1 of
 * its neighbours are in the set), likewise from the other side. */
static void cut_range(unsigned long long *lo, unsigned long long *hi, unsigned long long n,
                      unsigned long long d, unsigned long long m)
{
    unsigned long long k = n - m, small = m < k ? m : k;
    *hi = d * small;
    *lo = at_least(at_least(0, (long long)m * ((long long)d - (long long)m + 1)),
                   (long long)k * ((long long)d - (long long)k + 1));
}

double bm_size_bound_sd(const struct bm_size_shape *z)
{
    unsigned long long n = z->n, d = z->degree, dc = n - 1 - d;
    if (n < 2 || d >= n || (n * d) % 2)
        return -1.0;
    double best = -1.0;
    for (unsigned long long m = 0; 2 * m <= n; m++) { /* m and n - m give the same counts */
        unsigned long long across = m * (n - m), lo, hi, clo, chi;
        cut_range(&lo, &hi, n, d, m);
        cut_range(&clo, &chi, n, dc, m); /* the pairs that do not meet: a regular graph too */
        lo = at_least(lo, (long long)across - (long long)chi);
        if (across < clo)
            continue;
        hi = hi < across - clo ? hi : across - clo;
        /* the degrees in the set add up to 2 (pairs inside) + y: y has the parity of d m */
        if (lo % 2 != (d * m) % 2)
            lo++;
        for (unsigned long long y = lo; y <= hi; y += 2) {
            double b = size_colouring(z, m, y);
            if (b >= 0.0 && (best < 0.0 || b < best))
                best = b;
        }
    }
    return best;
}

/* The work of bm_size_bound_sd: the colourings it tries. */
static unsigned long long size_work(unsigned long long n, unsigned long long d)
{
    return (n / 2 + 1) * (d * (n / 2) / 2 + 1);
}

/* The shape of the movement, or 0 when it is not one the size bound serves: t modulo 4 (t4,
 * row by row, n participants, each playing every board) takes two values, one of them on the
 * pairs of a regular graph (then the other is too); the colourings to try within the limit. */
int bm_size_shape_of(struct bm_size_shape *z, const struct bm_analysis *an,
                     const unsigned char *t4, unsigned n)
{
    if (n < 4)
        return 0;
    int apart = t4[1], meet = -1;
    unsigned degree = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned deg = 0;
        for (unsigned j = 0; j < n; j++) {
            int t = t4[(size_t)i * n + j];
            if (j == i || t == apart)
                continue;
            if (meet < 0)
                meet = t;
            if (t != meet)
                return 0;
            deg++;
        }
        if (i == 0)
            degree = deg;
        else if (deg != degree)
            return 0;
    }
    if (meet < 0 || size_work(n, degree) > BM_SIZE_BOUND_WORK)
        return 0;
    *z = (struct bm_size_shape){.n = n, .degree = degree, .N = an->N, .t_meet = meet,
                                .t_apart = apart, .sum = an->st.sum};
    return 1;
}
