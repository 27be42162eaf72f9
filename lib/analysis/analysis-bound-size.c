/* SPDX-License-Identifier: MIT */
/* The size bound (doc/analysis.md, "Lower bounds on the SD"): the mod-4 bound relaxed to what
 * every movement of the size shares. It needs what a short Howell of T tables and R rounds
 * has whoever meets whom: everybody plays all N boards, and t (the fixed part of s) takes one
 * residue modulo 4 on the pairs that meet and another on those that do not, everybody meeting
 * the same number d of others. Which pairs meet is left free (any d-regular graph), so the
 * bound holds for every seating and every switching of the size, and a better movement can
 * never get a weaker one (the spectral bound of its own meeting graph can: 31 x 57). */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"

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

/* The least SD over the y that some d-regular graph allows with m participants of even w;
 * -1 when none does. */
static double least_over_cuts(const struct bm_size_shape *z, unsigned long long m)
{
    unsigned long long n = z->n, d = z->degree, dc = n - 1 - d;
    unsigned long long across = m * (n - m), lo, hi, clo, chi;
    cut_range(&lo, &hi, n, d, m);
    cut_range(&clo, &chi, n, dc, m); /* the pairs that do not meet: a regular graph too */
    lo = at_least(lo, (long long)across - (long long)chi);
    if (across < clo)
        return -1.0;
    hi = hi < across - clo ? hi : across - clo;
    /* the degrees in the set add up to 2 (pairs inside) + y: y has the parity of d m */
    if (lo % 2 != (d * m) % 2)
        lo++;
    double best = -1.0;
    for (unsigned long long y = lo; y <= hi; y += 2) {
        double b = size_colouring(z, m, y);
        if (b >= 0.0 && (best < 0.0 || b < best))
            best = b;
    }
    return best;
}

/* The least sum of squares (about the mean) of one participant's n - 1 values when k of its
 * d meeting pairs and c - k of the others have the other parity of w: -1 when no integers of
 * those residues add up to its row sum. */
static double row_squares(const struct bm_size_shape *z, unsigned long long c,
                          unsigned long long k)
{
    unsigned long long apart = z->n - 1 - z->degree;
    if (k > z->degree || k > c || c - k > apart)
        return -1.0;
    unsigned long long counts[4] = {z->degree - k, k, apart - (c - k), c - k};
    long long res[4] = {(z->N + z->t_meet) & 3, (z->N + z->t_meet + 2) & 3,
                        (z->N + z->t_apart) & 3, (z->N + z->t_apart + 2) & 3};
    double sd = bm_residue_bound_sd(counts, res, 4, 4, z->row_sum);
    return sd < 0.0 ? -1.0 : sd * sd * (double)(z->n - 1);
}

/* row[k]: row_squares for c others of the other parity; the spread of the feasible ones,
 * or -1 when none is feasible. */
static double fill_rows(double *row, const struct bm_size_shape *z, unsigned long long c)
{
    double lo = -1.0, hi = -1.0;
    for (unsigned long long k = 0; k <= z->degree; k++) {
        row[k] = row_squares(z, c, k);
        if (row[k] >= 0.0) {
            lo = lo < 0.0 || row[k] < lo ? row[k] : lo;
            hi = row[k] > hi ? row[k] : hi;
        }
    }
    return lo < 0.0 ? -1.0 : hi - lo;
}

/* min over k of row[k] + lambda k. */
static double least_shifted(const double *row, unsigned long long d, double lambda)
{
    double best = INFINITY;
    for (unsigned long long k = 0; k <= d; k++)
        if (row[k] >= 0.0 && row[k] + lambda * (double)k < best)
            best = row[k] + lambda * (double)k;
    return best;
}

/* The rows' sum of squares for multiplier lambda (any lambda gives a lower bound). */
static double rows_at(const double *even, const double *odd, const struct bm_size_shape *z,
                      unsigned long long m, double lambda)
{
    return 0.5 * ((double)m * least_shifted(even, z->degree, lambda) +
                  (double)(z->n - m) * least_shifted(odd, z->degree, -lambda));
}

/*
 * The row bound with m participants of even w (doc/analysis.md, "the rows"): each value of s
 * lies in two rows, so the sum of squares is half the rows' sums; a row of an even participant
 * has n - m others of the other parity, k_i of them among its d meeting pairs, and must reach
 * row_sum with the residues that fixes. The k_i of the even rows and of the odd rows add up to
 * the same y, so for every lambda the rows' least sums with lambda k_i added to the even ones
 * and taken from the odd ones bound the sum of squares; the bound is concave in lambda and
 * searched by thirds. -1 when some row cannot reach its sum (no movement has this m).
 */
static double rows_sd(double *even, double *odd, const struct bm_size_shape *z,
                      unsigned long long m)
{
    unsigned long long n = z->n;
    double spread_e = fill_rows(even, z, n - m), spread_o = fill_rows(odd, z, m);
    if ((m > 0 && spread_e < 0.0) || (m < n && spread_o < 0.0))
        return -1.0;
    double ss;
    if (m == 0 || m == n) {
        ss = 0.5 * (double)n * least_shifted(m ? even : odd, z->degree, 0.0);
    } else {
        double a = -(spread_e + spread_o + 1.0), b = -a;
        ss = rows_at(even, odd, z, m, 0.0);
        for (int it = 0; it < 60; it++) { /* (2/3)^60: the interval shrunk to 3e-11 */
            double l1 = a + (b - a) / 3.0, l2 = b - (b - a) / 3.0;
            double v1 = rows_at(even, odd, z, m, l1), v2 = rows_at(even, odd, z, m, l2);
            ss = fmax(ss, fmax(v1, v2));
            if (v1 < v2)
                a = l1;
            else
                b = l2;
        }
    }
    return sqrt(fmax(0.0, ss) / ((double)n * (double)(n - 1) / 2.0));
}

double bm_size_bound_sd(const struct bm_size_shape *z)
{
    unsigned long long n = z->n, d = z->degree;
    if (n < 2 || d >= n || (n * d) % 2)
        return -1.0;
    /* Without room for the rows the bound is the weaker one over the cuts alone. */
    double *even = z->rows ? bm_malloc(2 * (d + 1) * sizeof *even) : NULL;
    double *odd = even ? even + d + 1 : NULL;
    double best = -1.0;
    for (unsigned long long m = 0; 2 * m <= n; m++) { /* m and n - m give the same counts */
        double here = least_over_cuts(z, m);
        /* the rows can only raise this m's figure: worth it only below the best so far */
        if (here >= 0.0 && even && (best < 0.0 || here < best)) {
            double rows = rows_sd(even, odd, z, m);
            here = rows < 0.0 ? -1.0 : fmax(here, rows);
        }
        if (here >= 0.0 && (best < 0.0 || here < best))
            best = here;
    }
    free(even);
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
        if (i == 0 && size_work(n, deg) > BM_SIZE_BOUND_WORK)
            return 0; /* a large field stops at its first row */
        if (i == 0)
            degree = deg;
        else if (deg != degree)
            return 0;
    }
    if (meet < 0)
        return 0;
    *z = (struct bm_size_shape){.n = n, .degree = degree, .N = an->N, .t_meet = meet,
                                .t_apart = apart, .sum = an->st.sum};
    return 1;
}

/* Every row of s adds up to -N + (its t), as it does in every switching when each board has
 * as many plays of each side among the counted participants (G 1 = 0): checked on this one. */
static int rows_reach(const struct bm_analysis *an, const unsigned *who, unsigned n,
                      long long row_sum)
{
    for (unsigned i = 0; i < n; i++) {
        long long actual = 0;
        for (unsigned j = 0; j < n; j++)
            if (j != i)
                actual += an->pairs[bm_pair_index(an, who[i], who[j])].s;
        if (actual != row_sum)
            return 0;
    }
    return 1;
}

int bm_size_shape_exact(struct bm_size_shape *z, const struct bm_analysis *an,
                        const unsigned *who, unsigned n)
{
    if (n < 4)
        return 0;
    long long apart = bm_fixed_part(an, who[0], who[1]), meet = 0;
    int seen = 0;
    unsigned degree = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned deg = 0;
        for (unsigned j = 0; j < n; j++) {
            long long t = j == i ? apart : bm_fixed_part(an, who[i], who[j]);
            if (t == apart)
                continue;
            if (!seen)
                meet = t;
            if (t != meet)
                return 0;
            seen = 1;
            deg++;
        }
        /* the work is known from the first row: a large field stops here */
        if (i == 0 && (!seen || size_work(n, deg) > BM_SIZE_BOUND_WORK))
            return 0;
        if (i == 0)
            degree = deg;
        else if (deg != degree)
            return 0;
    }
    long long row_sum =
        -(long long)an->N + (long long)degree * meet + (long long)(n - 1 - degree) * apart;
    *z = (struct bm_size_shape){.n = n, .degree = degree, .N = an->N, .t_meet = meet,
                                .t_apart = apart, .sum = an->st.sum, .row_sum = row_sum,
                                .rows = rows_reach(an, who, n, row_sum)};
    return 1;
}
