/* SPDX-License-Identifier: MIT */
/* individual-search: the initial round of an individual movement that lib/families/individual.c
 * builds from data (lib/data/individual-data.c), for the forms no whist tournament gives.
 *
 * Every movement here is cyclic: v players, m = v/4 tables, n rounds over Z_n, n = v (v = 0 mod
 * 4: n = v - 1 and a fixed player oo, who partners 0 NS at table 1). Round g seats the initial
 * round plus g; the elements the initial round leaves out (v - 4m of them: 0, 1 and 2 when
 * there are three, see out_) sit out, so every player sits out the same number of rounds. Every table plays the round's set (duplicated
 * boards, as in a whist tournament).
 *
 * The partner pairs of the initial round (a starter) use every difference class {d, -d} at
 * most once, so nobody partners anybody twice: v = 0, 1 mod 4, every class once; v = 4m + 2,
 * every class but v/2 (a player never partners the one v/2 further on); v = 4m + 3, every class
 * but one. A random starter comes from a depth-first search; annealing then decides how its
 * pairs face each other at the tables (swapping two pairs between tables, or turning a table
 * round: which pair sits NS). Two forms:
 *
 *   -w  near-whist, for v = 4m + 2 and 4m + 3 (no whist tournament exists): opponents as near
 *       to twice for every class the partners use (never for the others) as the search finds;
 *       the cost is the total deviation of those counts. Then every way of turning the tables
 *       round is tried for the most even competition.
 *   default: balanced, for any v: opponents as they fall; the cost is the sum of s^2 over all
 *       pairs of players (their total is fixed, so this is the SD of s), then every way of
 *       turning the tables round is tried.
 *
 * The amount of competition s of players x and x + d depends on d alone, so one evaluation
 * costs O(n^2): s(0, d) sums, over the rounds both play, m - 1 as opponents, -(m - 1) as
 * partners (each set is played at the m tables) and +1 / -1 for the same / opposite direction
 * at different tables.
 *
 * Usage: individual-search [-w] V [SEED [ATTEMPTS [ITERS [T_HOT T_COLD]]]]
 * prints one entry of lib/data/individual-data.c, "{V, FORM, {{N, S, E, W}, ...}, SD}," (FORM 0
 * near-whist, 1 balanced; oo = V - 1), followed by the options that reproduce it: SEED is the
 * PRNG seed, ATTEMPTS the number of starters annealed (the best result is kept), ITERS the
 * annealing iterations of each, T_HOT and T_COLD the temperatures (balanced: in units of m^2).
 * stderr gets the deviation and the SD. The same arguments print the same entry on every
 * machine: the PRNG is the program's own, exp and pow come from det-math.h, sqrt is correctly
 * rounded, and no search stops on time. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "det-math.h"

#define MAXV 72
#define MAXT 16

static unsigned v, n, m, oo, has_oo, whist_form;
static unsigned pa[2 * MAXT], pb[2 * MAXT]; /* the partner pairs */
static unsigned at[2 * MAXT];               /* pair in each pair-slot: 2t NS, 2t + 1 EW */
static uint64_t rng;

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static unsigned below(unsigned k)
{
    return (unsigned)(next() % k);
}

static unsigned cls(unsigned a, unsigned b)
{
    unsigned d = (a + n - b) % n;
    return d < n - d ? d : n - d;
}

/* ---- a random starter ---- */

static unsigned char used[MAXV + 1];
static unsigned order_[MAXV], npairs, nclasses;
static unsigned long nodes;

static int place_class(unsigned k)
{
    if (k == nclasses)
        return 1;
    unsigned d = order_[k], start = below(n);
    for (unsigned s = 0; s < n; s++) {
        unsigned x = (start + s) % n, y = (x + d) % n;
        if (used[x] || used[y])
            continue;
        used[x] = used[y] = 1;
        pa[npairs] = x, pb[npairs] = y, npairs++;
        if (place_class(k + 1))
            return 1;
        npairs--;
        used[x] = used[y] = 0;
        if (++nodes > 200000)
            return 0;
    }
    return 0;
}

/* The elements out of the initial round: {0}, {0, 1} (or {0, 2} where parity forbids {0, 1}:
 * v = 4m + 2 with m odd) or {0, 1, 2}. Sit-out rounds that follow one another (an arithmetic
 * progression, step a unit mod n, up to a multiplier) let a partial individual spread the
 * sit-outs evenly whatever its number of rounds (lib/families/individual/rounds.c). */
static unsigned out_[3];

/* Partner pairs over the classes the form uses, in a random order; 0 if the search gave up. */
static int random_starter(void)
{
    memset(used, 0, sizeof used);
    for (unsigned i = 0; i < v % 4; i++) /* those out of the initial round */
        used[out_[i]] = 1;
    npairs = 0;
    if (has_oo) {
        pa[0] = oo, pb[0] = 0, npairs = 1;
        used[0] = 1;
    }
    unsigned k = 0, skip = v % 4 == 3 ? 1 + below((n - 1) / 2) : 0; /* 4m + 3: one class out */
    for (unsigned c = 1; 2 * c < n; c++)
        if (c != skip)
            order_[k++] = c;
    nclasses = k;
    for (unsigned i = k; i > 1; i--) {
        unsigned j = below(i), t = order_[i - 1];
        order_[i - 1] = order_[j], order_[j] = t;
    }
    nodes = 0;
    return place_class(0);
}

/* ---- the state as the cost sees it ---- */

static unsigned tab[MAXV + 1];  /* table of each element (oo = n), m if sitting out */
static int dir[MAXV + 1];       /* +1 NS, -1 EW */
static unsigned mate[MAXV + 1]; /* partner */
static long dev;                /* deviation of the opponent counts from near-whist */

static void derive(void)
{
    for (unsigned e = 0; e <= n; e++)
        tab[e] = m;
    int oc[MAXV] = {0};
    for (unsigned i = 0; i < 2 * m; i++) {
        unsigned p = at[i], a = pa[p], b = pb[p];
        tab[a] = tab[b] = i / 2;
        dir[a] = dir[b] = i % 2 ? -1 : 1;
        mate[a] = b, mate[b] = a;
    }
    int pc[MAXV] = {0};
    for (unsigned p = 0; p < npairs; p++)
        if (pa[p] != oo)
            pc[cls(pa[p], pb[p])]++;
    for (unsigned t = 0; t < m; t++) {
        unsigned x = at[2 * t], y = at[2 * t + 1];
        unsigned ns[2] = {pa[x], pb[x]}, ew[2] = {pa[y], pb[y]};
        for (unsigned i = 0; i < 2; i++)
            for (unsigned j = 0; j < 2; j++)
                if (ns[i] != oo && ew[j] != oo)
                    oc[cls(ns[i], ew[j])]++;
    }
    dev = 0;
    for (unsigned c = 1; 2 * c <= n; c++) {
        int meet = 2 * c == n ? 2 * oc[c] : oc[c]; /* the pair (x, x + v/2) meets twice */
        int target = pc[c] ? 2 : 0;
        dev += meet > target ? meet - target : target - meet;
    }
}

/* s between player 0 and player d, d != 0: the rounds both play. */
static long s_of(unsigned d)
{
    long s = 0;
    for (unsigned e = 0; e < n; e++) {
        unsigned f = (e + d) % n;
        if (tab[e] == m || tab[f] == m)
            continue;
        if (tab[e] != tab[f])
            s += dir[e] * dir[f];
        else
            s += mate[e] == f ? -(long)(m - 1) : (long)(m - 1);
    }
    return s;
}

/* Sum of s^2 over all pairs of players, in units of n/2 (n pairs for each d, halved). */
static long sum_squares(void)
{
    long q = 0;
    for (unsigned d = 1; d < n; d++) {
        long s = s_of(d);
        q += s * s;
    }
    if (has_oo) /* oo against anybody: m - 1 (partner once, opponent twice, 0 elsewhere) */
        q += 2 * (long)(m - 1) * (long)(m - 1);
    return q;
}

static double sd_of(long q)
{
    double pairs = (double)v * (v - 1) / 2, total = (double)n * 2 * m * (m - 1);
    double mean = total / pairs, var = (double)q * n / 2 / pairs - mean * mean;
    return var > 0 ? sqrt(var) : 0;
}

static long cost(void)
{
    derive();
    return whist_form ? dev : sum_squares();
}

/* ---- annealing the pair-slots ---- */

static void swap_at(unsigned i, unsigned j)
{
    unsigned t = at[i];
    at[i] = at[j];
    at[j] = t;
}

/* One attempt from the current starter; leaves the best arrangement in at[]. */
static long anneal(unsigned long iters, double t_hot, double t_cold)
{
    unsigned first = has_oo ? 1 : 0, slots = 2 * m; /* oo's pair stays NS at table 1 */
    unsigned best_at[2 * MAXT];
    for (unsigned i = 0; i < slots; i++)
        at[i] = i;
    for (unsigned i = slots - 1; i > first; i--)
        swap_at(i, first + below(i - first + 1));
    double scale = whist_form ? 1.0 : (double)m * m;
    double temp = t_hot * scale, cool = dm_pow(t_cold / t_hot, 1.0 / (double)iters);
    long cur = cost(), best = cur;
    memcpy(best_at, at, sizeof best_at);
    for (unsigned long it = 0; it < iters && !(whist_form && best == 0); it++, temp *= cool) {
        unsigned i = first + below(slots - first), j = first + below(slots - first);
        if (i == j)
            continue;
        swap_at(i, j);
        long c = cost(), delta = c - cur;
        if (delta > 0 && (double)(next() % 1000000) / 1e6 >= dm_exp(-(double)delta / temp)) {
            swap_at(i, j);
            continue;
        }
        cur = c;
        if (cur < best) {
            best = cur;
            memcpy(best_at, at, sizeof best_at);
        }
    }
    memcpy(at, best_at, sizeof best_at);
    return best;
}

/* Every way of turning tables 2..m round (which pair sits NS): the least sum of s^2. */
static long best_orientation(void)
{
    derive();
    long best = sum_squares();
    unsigned long best_code = 0, gray = 0;
    for (unsigned long i = 1; i < (1ul << (m - 1)); i++) {
        unsigned bit = 0;
        while (!((i >> bit) & 1))
            bit++;
        gray ^= 1ul << bit;
        swap_at(2 * (bit + 1), 2 * (bit + 1) + 1);
        derive();
        long q = sum_squares();
        if (q < best)
            best = q, best_code = gray;
    }
    for (unsigned t = 1; t < m; t++) /* from gray back to best_code */
        if (((gray ^ best_code) >> (t - 1)) & 1)
            swap_at(2 * t, 2 * t + 1);
    derive();
    return best;
}

static int usage(void)
{
    fprintf(stderr, "usage: individual-search [-w] V [SEED [ATTEMPTS [ITERS [T_HOT T_COLD]]]]\n"
                    "  (V = 8..64; -w: V = 2 or 3 mod 4)\n");
    return 2;
}

int main(int argc, char **argv)
{
    int argi = 1;
    if (argi < argc && strcmp(argv[argi], "-w") == 0)
        argi++, whist_form = 1;
    char **arg = argv + argi;
    int nargs = argc - argi;
    v = nargs > 0 ? (unsigned)atoi(arg[0]) : 0;
    if (nargs < 1 || v < 8 || v > 64 || (whist_form && v % 4 < 2))
        return usage();
    uint64_t seed = nargs > 1 ? (uint64_t)atoll(arg[1]) : 1;
    unsigned long attempts = nargs > 2 ? strtoul(arg[2], NULL, 10) : 10;
    unsigned long iters = nargs > 3 ? strtoul(arg[3], NULL, 10) : 100000ul;
    double t_hot = nargs > 5 ? atof(arg[4]) : whist_form ? 2.0 : 1.0;
    double t_cold = nargs > 5 ? atof(arg[5]) : whist_form ? 0.2 : 0.02;
    if (attempts < 1 || iters < 1)
        return usage();
    rng = 0x9E3779B97F4A7C15ull ^ seed;
    n = v % 4 ? v : v - 1;
    m = v / 4;
    has_oo = v % 4 == 0;
    out_[0] = 0, out_[1] = v % 4 == 2 && m % 2 ? 2 : 1, out_[2] = 2;
    oo = has_oo ? n : MAXV; /* MAXV: no element */
    unsigned keep_pa[2 * MAXT], keep_pb[2 * MAXT], keep_at[2 * MAXT];
    long keep_dev = -1, keep_q = -1;
    for (unsigned long a = 0; a < attempts; a++) {
        while (!random_starter())
            ;
        anneal(iters, t_hot, t_cold);
        derive();
        if (whist_form && keep_q >= 0 && dev > keep_dev)
            continue; /* worse already: spare the turning of its tables */
        long q = best_orientation();
        /* near-whist: the least deviation, then the SD; balanced: the SD */
        int better = keep_q < 0 || (whist_form && dev != keep_dev ? dev < keep_dev : q < keep_q);
        if (better) {
            keep_dev = dev, keep_q = q;
            memcpy(keep_pa, pa, sizeof pa);
            memcpy(keep_pb, pb, sizeof pb);
            memcpy(keep_at, at, sizeof at);
        }
    }
    memcpy(pa, keep_pa, sizeof pa);
    memcpy(pb, keep_pb, sizeof pb);
    memcpy(at, keep_at, sizeof at);
    derive();
    fprintf(stderr, "individual-search %u: deviation %ld, SD %.4f\n", v, dev, sd_of(keep_q));
    printf("    {%u, %u, {", v, whist_form ? 0 : 1);
    for (unsigned t = 0; t < m; t++) {
        unsigned x = at[2 * t], y = at[2 * t + 1];
        printf("%s{%u, %u, %u, %u}", t ? ", " : "", pa[x], pb[x], pa[y], pb[y]);
    }
    printf("}, %.4f}, /* individual-search %s%u %llu %lu %lu", sd_of(keep_q),
           whist_form ? "-w " : "", v, (unsigned long long)seed, attempts, iters);
    if (nargs > 5)
        printf(" %s %s", arg[4], arg[5]);
    printf(" */\n");
    return 0;
}
