/* SPDX-License-Identifier: MIT */
/* The eigenvalues of a small symmetric matrix, for the spectral bound (analysis-bounds.c):
 * Householder reflections bring it to tridiagonal form (same eigenvalues), then QL iteration
 * with implicit shifts finds them in O(n^2); should it not converge (it always does in
 * practice), bisection on the Sturm count, slower but certain. */
#include <math.h>
#include <stdlib.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"

/* Reduce a (n x n, row-major) to the tridiagonal matrix with diagonal d and subdiagonal e
 * (e[i] joins rows i and i + 1). Step k reflects rows and columns k + 1 .. n - 1 with
 * H = I - 2 v v^T chosen so that column k below the subdiagonal becomes 0: with p = A v and
 * K = v^T p, H A H = A - 2 (v q^T + q v^T), q = p - K v. */
static void tridiagonalise(double *a, unsigned n, double *d, double *e, double *v, double *p)
{
    for (unsigned k = 0; k + 2 < n; k++) {
        double norm = 0.0;
        for (unsigned i = k + 1; i < n; i++)
            norm += a[i * n + k] * a[i * n + k];
        norm = sqrt(norm);
        d[k] = a[k * n + k];
        if (norm == 0.0) {
            e[k] = 0.0;
            continue;
        }
        double x0 = a[(k + 1) * n + k], alpha = x0 > 0 ? -norm : norm, vnorm = 0.0;
        for (unsigned i = k + 1; i < n; i++)
            v[i] = a[i * n + k];
        v[k + 1] -= alpha;
        for (unsigned i = k + 1; i < n; i++)
            vnorm += v[i] * v[i];
        vnorm = sqrt(vnorm);
        for (unsigned i = k + 1; i < n; i++)
            v[i] /= vnorm;
        double K = 0.0;
        for (unsigned i = k + 1; i < n; i++) {
            p[i] = 0.0;
            for (unsigned j = k + 1; j < n; j++)
                p[i] += a[i * n + j] * v[j];
            K += v[i] * p[i];
        }
        for (unsigned i = k + 1; i < n; i++)
            p[i] -= K * v[i];
        for (unsigned i = k + 1; i < n; i++)
            for (unsigned j = k + 1; j < n; j++)
                a[i * n + j] -= 2.0 * (v[i] * p[j] + p[i] * v[j]);
        e[k] = alpha;
    }
    if (n >= 2) {
        d[n - 2] = a[(n - 2) * n + (n - 2)];
        e[n - 2] = a[(n - 1) * n + (n - 2)];
    }
    d[n - 1] = a[(n - 1) * n + (n - 1)];
}

/* How many eigenvalues of the tridiagonal matrix are below x (Sylvester's law of inertia on
 * the LDL^T factors of T - x I). */
static unsigned sturm_below(const double *d, const double *e, unsigned n, double x)
{
    unsigned count = 0;
    double q = d[0] - x;
    for (unsigned i = 0;; i++) {
        if (q == 0.0)
            q = -1e-300; /* a zero pivot: perturb it; the count is right for x a hair above */
        count += q < 0.0;
        if (i + 1 == n)
            return count;
        q = d[i + 1] - x - e[i] * e[i] / q;
    }
}

/* QL iteration with Wilkinson's shift on the tridiagonal (d, e), e[n - 1] = 0: d becomes the
 * eigenvalues, unordered. Each sweep chases a bulge up from the first negligible subdiagonal
 * element below l with Givens rotations. Returns 0 when some eigenvalue takes more than 60
 * sweeps. */
static int ql_implicit(double *d, double *e, unsigned n)
{
    for (unsigned l = 0; l < n; l++) {
        unsigned iter = 0, m;
        do {
            for (m = l; m + 1 < n; m++) {
                double dd = fabs(d[m]) + fabs(d[m + 1]);
                if (fabs(e[m]) <= 1e-15 * dd)
                    break;
            }
            if (m == l)
                break;
            if (iter++ == 60)
                return 0;
            double g = (d[l + 1] - d[l]) / (2.0 * e[l]), r = hypot(g, 1.0);
            g = d[m] - d[l] + e[l] / (g + (g >= 0 ? r : -r));
            double s = 1.0, c = 1.0, p = 0.0;
            int deflated = 0;
            for (unsigned i = m; i-- > l;) {
                double f = s * e[i], b = c * e[i];
                r = hypot(f, g);
                e[i + 1] = r;
                if (r == 0.0) { /* an underflow: split here and sweep again */
                    d[i + 1] -= p;
                    e[m] = 0.0;
                    deflated = 1;
                    break;
                }
                s = f / r;
                c = g / r;
                g = d[i + 1] - p;
                r = (d[i] - g) * s + 2.0 * c * b;
                p = s * r;
                d[i + 1] = g + p;
                g = c * r - b;
            }
            if (deflated)
                continue;
            d[l] -= p;
            e[l] = g;
            e[m] = 0.0;
        } while (m != l);
    }
    return 1;
}

static int ascending(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

int bm_eigen_bisection_only = 0;

enum bm_status bm_symmetric_eigenvalues(double *ev, double *a, unsigned n)
{
    if (n == 0)
        return BM_OK;
    double *d = bm_malloc(4 * (size_t)n * sizeof *d);
    if (!d)
        return BM_ENOMEM;
    double *e = d + n, *v = e + n, *p = v + n;
    e[n - 1] = 0.0;
    tridiagonalise(a, n, d, e, v, p);
    for (unsigned i = 0; i < n; i++) { /* QL works on copies: bisection may need d and e */
        v[i] = d[i];
        p[i] = e[i];
    }
    if (!bm_eigen_bisection_only && ql_implicit(v, p, n)) {
        for (unsigned i = 0; i < n; i++)
            ev[i] = v[i];
        qsort(ev, n, sizeof *ev, ascending);
        free(d);
        return BM_OK;
    }
    double lo = d[0], hi = d[0];
    for (unsigned i = 0; i < n; i++) { /* Gershgorin: every eigenvalue lies in [lo, hi] */
        double r = fabs(e[i]) + (i ? fabs(e[i - 1]) : 0.0);
        lo = fmin(lo, d[i] - r);
        hi = fmax(hi, d[i] + r);
    }
    double eps = 1e-13 * fmax(1.0, fmax(fabs(lo), fabs(hi)));
    for (unsigned k = 0; k < n; k++) { /* the k-th smallest: below it k eigenvalues or fewer */
        double a0 = lo - eps, b0 = hi + eps;
        while (b0 - a0 > eps) {
            double mid = 0.5 * (a0 + b0);
            if (mid <= a0 || mid >= b0)
                break;
            if (sturm_below(d, e, n, mid) > k)
                b0 = mid;
            else
                a0 = mid;
        }
        ev[k] = 0.5 * (a0 + b0);
    }
    free(d);
    return BM_OK;
}
