/* SPDX-License-Identifier: MIT */
/* Statistics of the competition matrix: mean, population and sample SD, min, max, the value ->
 * count distribution, the parity lower bound on the SD, the apples-and-oranges share; then the
 * verdicts (analysis-verdicts.c). */
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"
#include "util/out.h"

/* Floor division for a possibly negative numerator and a positive denominator. */
static long long floor_div(long long num, long long den)
{
    long long q = num / den;
    return (num % den != 0 && num < 0) ? q - 1 : q;
}

/*
 * The parity lower bound on the SD.
 *
 * Switching a board at a table swaps the directions of the two participants there. Against a
 * participant at another table that plays the same board, one of the two moves from "same
 * direction" to "opposite" and the other the reverse: each of their s values changes by +-2
 * (parity kept) and their sum is unchanged; participants at one table stay opponents or
 * partners. So every switching keeps each s value's parity and the total S of the M values,
 * hence their mean mu = S / M. The population variance is sum (x - mu)^2 / M; the best
 * conceivable switching would reach the minimum of that sum over integer vectors x with the
 * given parities and total. That minimum is a lower bound on the SD of every switching.
 *
 * The minimum. Write x_i = 2 y_i + p_i (p_i = 0 for the E even values, 1 for the O odd ones).
 * Then sum y_i = Y = (S - O) / 2 and (x_i - mu)^2 = 4 (y_i - c_i)^2 with c_i = (mu - p_i) / 2.
 * Note sum c_i = (M mu - O) / 2 = Y exactly. Minimising a separable convex function of
 * integers under a fixed sum is solved greedily by marginal costs: start from y_i = floor(c_i),
 * which leaves D = Y - sum floor(c_i) = sum frac(c_i) units to hand out, 0 <= D < M. Raising
 * y_i from floor(c_i) costs (1 - 2 frac(c_i)); raising it again costs at least 1 more than
 * that, more than any first raise, so the D units go to D distinct slots, those of largest
 * frac(c_i). The even slots all share c = mu / 2 and the odd slots c = (mu - 1) / 2, so the
 * class with the larger fraction is raised first, the other class takes the rest. Within a
 * class the values then differ by at most 2.
 */
double bm_parity_bound_sd(unsigned long long even, unsigned long long odd, long long sum)
{
    unsigned long long M = even + odd;
    if (M == 0)
        return 0.0;
    long long twoM = 2 * (long long)M;
    long long fe = floor_div(sum, twoM);                  /* floor(mu / 2) */
    long long fo = floor_div(sum - (long long)M, twoM);   /* floor((mu - 1) / 2) */
    long long re = sum - fe * twoM;                        /* frac(mu / 2) * 2M */
    long long ro = sum - (long long)M - fo * twoM;         /* frac((mu - 1) / 2) * 2M */
    long long Y = (sum - (long long)odd) / 2;
    long long D = Y - fe * (long long)even - fo * (long long)odd;
    unsigned long long raise_e, raise_o;
    if (re >= ro) {
        raise_e = (unsigned long long)D < even ? (unsigned long long)D : even;
        raise_o = (unsigned long long)D - raise_e;
    } else {
        raise_o = (unsigned long long)D < odd ? (unsigned long long)D : odd;
        raise_e = (unsigned long long)D - raise_o;
    }
    double mu = (double)sum / (double)M;
    double low_e = 2.0 * (double)fe - mu, low_o = 2.0 * (double)fo + 1.0 - mu;
    double ss = (double)(even - raise_e) * low_e * low_e +
                (double)raise_e * (low_e + 2.0) * (low_e + 2.0) +
                (double)(odd - raise_o) * low_o * low_o +
                (double)raise_o * (low_o + 2.0) * (low_o + 2.0);
    return sqrt(ss / (double)M);
}

static int cmp_ll(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

unsigned bm_analysis_unseated_counted(const struct bm_analysis *an)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= an->P; p++)
        n += an->counted[p] && !an->index[p];
    return n;
}

/* Counted pairs with someone never seated: each has s = 0, so they are counted, not
 * visited (a file may declare thousands of participants who never sit). */
static unsigned long long unseated_pairs(const struct bm_analysis *an)
{
    unsigned long long u = bm_analysis_unseated_counted(an), c = 0;
    for (unsigned k = 1; k <= an->Q; k++)
        c += an->counted[an->seated[k]];
    return u * c + u * (u ? u - 1 : 0) / 2;
}

/* The s value of every counted pair of seated participants, in turn: visit(ctx, s). */
#define FOR_COUNTED_SEATED_PAIRS(an, s, body)                                                   \
    for (unsigned k_ = 1; k_ <= (an)->Q; k_++) {                                               \
        if (!(an)->counted[(an)->seated[k_]])                                                  \
            continue;                                                                          \
        for (unsigned l_ = k_ + 1; l_ <= (an)->Q; l_++) {                                      \
            if (!(an)->counted[(an)->seated[l_]])                                              \
                continue;                                                                      \
            long long s = (an)->pairs[bm_seated_pair(an, k_, l_)].s;                           \
            body                                                                               \
        }                                                                                      \
    }

/* The value -> count table. Counting over [min, max] when that range is small (the usual
 * case, O(M)), sorting otherwise; the pairs with someone never seated add to the count of 0. */
static enum bm_status distribution(struct bm_analysis *an)
{
    struct bm_stats *st = &an->st;
    unsigned long long range = (unsigned long long)(st->max - st->min) + 1;
    unsigned long long zeros = unseated_pairs(an);
    size_t M = (size_t)(st->pairs - zeros); /* the seated pairs, visited */
    if (st->pairs == 0)
        return BM_OK;
    long long *vals = NULL;
    unsigned long long *bucket = NULL;
    if (range <= 4 * (unsigned long long)M + 64)
        bucket = bm_calloc((size_t)range, sizeof *bucket);
    else
        vals = bm_malloc((M + 1) * sizeof *vals);
    if (!bucket && !vals)
        return BM_ENOMEM;
    size_t k = 0;
    FOR_COUNTED_SEATED_PAIRS(an, s, {
        if (bucket)
            bucket[s - st->min]++;
        else
            vals[k++] = s;
    })
    unsigned n = 0;
    if (bucket) {
        if (zeros)
            bucket[0 - st->min] += zeros;
        for (size_t v = 0; v < range; v++)
            n += bucket[v] != 0;
    } else {
        if (zeros)
            vals[M++] = 0; /* one entry stands for the zeros; its count is added below */
        qsort(vals, M, sizeof *vals, cmp_ll);
        for (size_t i = 0; i < M; i++)
            n += i == 0 || vals[i] != vals[i - 1];
    }
    st->dist_value = bm_malloc(n * sizeof *st->dist_value);
    st->dist_count = bm_malloc(n * sizeof *st->dist_count);
    if (!st->dist_value || !st->dist_count) {
        free(bucket);
        free(vals);
        return BM_ENOMEM;
    }
    st->dist_n = n;
    unsigned line = 0;
    if (bucket) {
        for (size_t v = 0; v < range; v++)
            if (bucket[v]) {
                st->dist_value[line] = st->min + (long long)v;
                st->dist_count[line++] = (unsigned)bucket[v];
            }
    } else {
        for (size_t i = 0; i < M; i++) {
            if (i == 0 || vals[i] != vals[i - 1]) {
                st->dist_value[line] = vals[i];
                st->dist_count[line++] = 0;
            }
            st->dist_count[line - 1]++;
        }
        for (unsigned i = 0; zeros && i < n; i++)
            if (st->dist_value[i] == 0)
                st->dist_count[i] += (unsigned)(zeros - 1);
    }
    free(bucket);
    free(vals);
    return BM_OK;
}

/* Sum, min, max, mean, SDs and the parity bound over the counted pairs i < j. */
static void moments(struct bm_analysis *an)
{
    struct bm_stats *st = &an->st;
    unsigned long long even = 0, odd = 0, zeros = unseated_pairs(an);
    FOR_COUNTED_SEATED_PAIRS(an, s, {
        if (st->pairs == 0 || s < st->min)
            st->min = s;
        if (st->pairs == 0 || s > st->max)
            st->max = s;
        st->pairs++;
        st->sum += s;
        if (s % 2)
            odd++;
        else
            even++;
    })
    if (zeros) {
        if (st->pairs == 0 || st->min > 0)
            st->min = 0;
        if (st->pairs == 0 || st->max < 0)
            st->max = 0;
        st->pairs += zeros;
        even += zeros;
    }
    if (st->pairs == 0)
        return;
    st->mean = (double)st->sum / (double)st->pairs;
    double ss = (double)zeros * st->mean * st->mean;
    FOR_COUNTED_SEATED_PAIRS(an, s, {
        double dev = (double)s - st->mean;
        ss += dev * dev;
    })
    st->sd = sqrt(ss / (double)st->pairs);
    st->sd_sample = st->pairs > 1 ? sqrt(ss / (double)(st->pairs - 1)) : 0.0;
    st->parity_bound_sd = bm_parity_bound_sd(even, odd, st->sum);
    /* When the bound is attained the two computations may differ in the last bits. */
    if (st->parity_bound_sd > st->sd && st->parity_bound_sd - st->sd < 1e-9 * (1.0 + st->sd))
        st->parity_bound_sd = st->sd;
}

/* Mean over all plays of 1 - (n_b - 1) / (T - 1); a board played more than T times
 * contributes 0 per play, so the share stays in [0, 1]. */
static double apples_oranges(const struct bm_analysis *an)
{
    unsigned T = an->tables_in_play;
    double total = 0.0, plays = 0.0;
    if (T < 2)
        return 0.0;
    for (unsigned b = 0; b < an->N; b++) {
        double n = an->board_plays[b];
        double share = 1.0 - (n - 1.0) / (double)(T - 1);
        total += n * (share > 0.0 ? share : 0.0);
        plays += n;
    }
    return plays > 0.0 ? total / plays : 0.0;
}

enum bm_status bm_analysis_compute_stats(struct bm_analysis *an)
{
    moments(an);
    enum bm_status st = distribution(an);
    if (st)
        return st;
    an->apples_oranges = apples_oranges(an);
    bm_analysis_verdicts(an);
    return BM_OK;
}

double bm_analysis_ratio_to_bound(const struct bm_analysis *an, const struct bm_sd_bound *b)
{
    const struct bm_stats *st = &an->st;
    if (b->sd > 0.0)
        return st->sd / b->sd;
    return st->sd == 0.0 ? 1.0 : 0.0;
}

/* The statistics that need the bound, worked out at the first request. */
static enum bm_status bound_stat(double *out, const struct bm_analysis *an, enum bm_stat which)
{
    struct bm_sd_bound b;
    enum bm_status st = bm_analysis_bound(&b, an);
    if (st)
        return bm_fail(st, "no memory to work out the bound on the sd");
    *out = which == BM_STAT_BOUND_SD ? b.sd : bm_analysis_ratio_to_bound(an, &b);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_stat(double *out, const struct bm_analysis *an,
                                          enum bm_stat which)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    const struct bm_stats *st = &an->st;
    switch (which) {
    case BM_STAT_MEAN: *out = st->mean; break;
    case BM_STAT_SD: *out = st->sd; break;
    case BM_STAT_SD_SAMPLE: *out = st->sd_sample; break;
    case BM_STAT_MIN: *out = (double)st->min; break;
    case BM_STAT_MAX: *out = (double)st->max; break;
    case BM_STAT_PARITY_BOUND_SD: *out = st->parity_bound_sd; break;
    case BM_STAT_APPLES_ORANGES: *out = an->apples_oranges; break;
    case BM_STAT_SUM: *out = (double)st->sum; break;
    case BM_STAT_PAIRS: *out = (double)st->pairs; break;
    case BM_STAT_FIELD_COUPLING: *out = an->coupling; break;
    case BM_STAT_FIELD_COUPLING_UNSWITCHED: *out = an->coupling_unswitched; break;
    case BM_STAT_BOUND_SD:
    case BM_STAT_RATIO_TO_BOUND: return bound_stat(out, an, which);
    default: return bm_fail_enum("statistic", which);
    }
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_flag(int32_t *out, const struct bm_analysis *an,
                                          enum bm_flag which)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    switch (which) {
    case BM_FLAG_COMPLETE: *out = an->complete; break;
    case BM_FLAG_PERFECT: *out = an->perfect; break;
    case BM_FLAG_DECOUPLED: *out = !an->one_winner; break;
    case BM_FLAG_STATIONARY: *out = an->stationary; break;
    case BM_FLAG_ONE_WINNER: *out = an->one_winner; break;
    case BM_FLAG_COMPLETE_STRICT: *out = an->complete_strict; break;
    default: return bm_fail_enum("flag", which);
    }
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_distribution_size(uint32_t *out,
                                                       const struct bm_analysis *an)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    *out = an->st.dist_n;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_distribution_entry(int64_t *value, uint32_t *count,
                                                        const struct bm_analysis *an,
                                                        uint32_t index)
{
    if (value)
        *value = 0;
    if (count)
        *count = 0;
    BM_NEED(an);
    if (index < 1 || index > an->st.dist_n)
        return bm_fail_range("index", index, an->st.dist_n);
    if (value)
        *value = an->st.dist_value[index - 1];
    if (count)
        *count = an->st.dist_count[index - 1];
    return BM_OK;
}
