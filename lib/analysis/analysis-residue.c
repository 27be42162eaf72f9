/* SPDX-License-Identifier: MIT */
/* The least SD of integers of given residues and a given total: what the parity, mod-4 and
 * size bounds each come down to once they know how many values fall in each residue
 * (doc/analysis.md, "Lower bounds on the SD"). */
#include <math.h>

#include "analysis/analysis-private.h"

static long long floor_div(long long num, long long den)
{
    long long q = num / den;
    return (num % den != 0 && num < 0) ? q - 1 : q;
}

/*
 * The minimum of sum (x_i - mu)^2 over integers x_i = q y_i + r_c (class c), total fixed, as
 * for the parity bound: y_i = floor(c_i) first, c_i = (mu - r_c) / q; the D units left go one
 * to a slot, to the classes of the largest fraction of c_i first (a second unit on a slot costs
 * more than any first one). Fractions are compared exactly as remainders modulo q M.
 */
double bm_residue_bound_sd(const unsigned long long *counts, const long long *res,
                           unsigned nclass, long long q, long long sum)
{
    long long M = 0, rs = 0, f[4], rem[4];
    unsigned long long raise[4] = {0};
    if (nclass > 4)
        return -1.0;
    for (unsigned c = 0; c < nclass; c++) {
        M += (long long)counts[c];
        rs += (long long)counts[c] * res[c];
    }
    if (M == 0)
        return 0.0;
    if ((sum - rs) % q != 0)
        return -1.0;
    long long D = (sum - rs) / q;
    for (unsigned c = 0; c < nclass; c++) {
        f[c] = floor_div(sum - M * res[c], q * M);
        rem[c] = sum - M * res[c] - f[c] * q * M;
        D -= (long long)counts[c] * f[c];
    }
    for (unsigned done = 0; done < nclass && D > 0; done++) {
        unsigned best = nclass;
        for (unsigned c = 0; c < nclass; c++)
            if (!raise[c] && counts[c] && (best == nclass || rem[c] > rem[best]))
                best = c;
        if (best == nclass)
            break;
        raise[best] = (unsigned long long)D < counts[best] ? (unsigned long long)D : counts[best];
        D -= (long long)raise[best];
    }
    double mu = (double)sum / (double)M, ss = 0.0;
    for (unsigned c = 0; c < nclass; c++) {
        double low = (double)(q * f[c] + res[c]) - mu, high = low + (double)q;
        ss += (double)(counts[c] - raise[c]) * low * low + (double)raise[c] * high * high;
    }
    return sqrt(ss / (double)M);
}
