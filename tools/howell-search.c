/* SPDX-License-Identifier: MIT */
/* howell-search: finds the 1-rotational Howell rotations shipped in lib/data/howell-data.c.
 *
 *   howell-search [-c] [-s SEED] [-e EFFORT] [-d DATA] T [ROUNDS] [odd]
 *
 * For T tables (n = 2T - 1 points plus infinity) it
 *   1. chooses a +-1 "direction pattern" D on Z_n (D(k) = +1 where a pair sits NS on the set k
 *      above its own number; D(0) = -1: the pair meeting the stationary pair sits EW; with
 *      odd = 2T - 1 pairs D(0) = 0: the sit-out). A complete Howell has s = T + C(d) for two
 *      moving pairs d apart, C the periodic autocorrelation of D, so the best patterns are
 *      those with every C(d) as close to -1 as possible: Paley (p prime), Singer (2^m - 1)
 *      and twin-prime (p(p + 2)) difference sets give C = -1 (perfect); otherwise simulated
 *      annealing over patterns;
 *   2. realises the pattern by a starter and an adder (depth-first search, most constrained
 *      difference first, random order, restarts);
 *   3. for partial Howells (ROUNDS < 2T - 1), improves the curtailed movement by flipping the
 *      seat orientation of single tables (hill climbing with restarts over several
 *      realisations), since curtailing breaks the cyclic symmetry the pattern relies on.
 * With 2T - 1 pairs and 2T - 1 = p^k (k >= 2) it first tries the quadratic character of GF(p^k)
 * over the field's additive group (perfect when realised; no relay layout); -c keeps to Z_n.
 * It prints one entry of lib/data/howell-data.c, {T, ROUNDS, odd, "ns ew station ...", SD},
 * followed by the options that reproduce it (SEED is the PRNG seed, EFFORT the annealing
 * iterations for a complete Howell, 200 times the realisations for a partial one). A partial
 * search starts from the complete rotation of its size that the library ships, or the one in
 * the file DATA (-d, lines in the same format) while tools/regenerate-data.sh rewrites it.
 * The same options print the same entry on every machine: the PRNG is the program's own,
 * floating-point decisions go through det-math.h, and no search stops on time.
 * See tools/README.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "det-math.h"
#include "families/howell/howell.h"
#include "util/gf.h"
#include "util/alloc.h"

#define MAXN HOWELL_MAX_POINTS

static unsigned long long rng_state = 88172645463325252ull;

static unsigned rnd(unsigned n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % n);
}

/* ---- direction patterns ---- */

static int legendre(unsigned k, unsigned p)
{
    struct bm_gf_field f;
    bm_gf_field_init(&f, p);
    return bm_gf_quadratic(&f, k % p);
}

static long pattern_cost(const int *D, unsigned n)
{
    long cost = 0;
    for (unsigned d = 1; d < n; d++) {
        long c = 0;
        for (unsigned k = 0; k < n; k++)
            c += D[k] * D[(k + d) % n];
        cost += (c + 1) * (c + 1);
    }
    return cost;
}

/* Normalise a pattern with a Hadamard-type correlation: T - 1 entries +1 (negate if needed),
 * then translate so that D(0) = -1. */
static void normalise(int *D, unsigned n)
{
    int sum = 0;
    for (unsigned k = 0; k < n; k++)
        sum += D[k];
    if (sum > 0)
        for (unsigned k = 0; k < n; k++)
            D[k] = -D[k];
    unsigned g = 0;
    while (D[g] != -1)
        g++;
    int tmp[MAXN];
    for (unsigned k = 0; k < n; k++)
        tmp[k] = D[(k + g) % n];
    memcpy(D, tmp, n * sizeof *D);
}

static int paley(int *D, unsigned n, int odd)
{
    if (!bm_gf_is_prime(n))
        return 0;
    for (unsigned k = 0; k < n; k++)
        D[k] = legendre(k, n);
    D[0] = odd ? 0 : -1;
    return 1;
}

/* m-sequence of period 2^m - 1 from a primitive trinomial x^m + x^k + 1 (m = 2..7). */
static int singer(int *D, unsigned n)
{
    static const unsigned tap[8] = {0, 0, 1, 1, 1, 2, 1, 1};
    unsigned m = 2;
    while (m < 8 && (1u << m) - 1 < n)
        m++;
    if (m >= 8 || (1u << m) - 1 != n)
        return 0;
    unsigned a[MAXN + 8] = {0};
    a[0] = 1;
    for (unsigned j = 0; j + m < n; j++)
        a[j + m] = a[j] ^ a[j + tap[m]];
    for (unsigned k = 0; k < n; k++)
        D[k] = a[k] ? -1 : 1;
    normalise(D, n);
    return 1;
}

/* Twin-prime difference set in Z_{p(p+2)}. */
static int twin_prime(int *D, unsigned n)
{
    for (unsigned p = 3; p * (p + 2) <= n; p += 2) {
        unsigned q = p + 2;
        if (p * q != n || !bm_gf_is_prime(p) || !bm_gf_is_prime(q))
            continue;
        for (unsigned k = 0; k < n; k++) {
            int in = k % q == 0 || legendre(k, p) * legendre(k, q) == 1;
            D[k] = in ? 1 : -1;
        }
        normalise(D, n);
        return 1;
    }
    return 0;
}

/* Change of every C(d) when D[a] flips sign: the two terms D[a]D[a+d] and D[a-d]D[a]. */
static void flip_pattern(int *D, long *C, unsigned n, unsigned a)
{
    for (unsigned d = 1; d < n; d++)
        C[d] -= 2L * D[a] * (D[(a + d) % n] + D[(a + n - d) % n]);
    D[a] = -D[a];
}

static long cost_of(const long *C, unsigned n)
{
    long cost = 0;
    for (unsigned d = 1; d < n; d++)
        cost += (C[d] + 1) * (C[d] + 1);
    return cost;
}

static double temperature(struct dm_dd ln_fall, unsigned n, long it, long effort)
{
    return 4.0 * n * dm_pow_log(ln_fall, (double)it / (double)effort);
}

/* Simulated annealing over patterns with T - 1 entries +1 among k != 0: moves swap a +1 and
 * a -1, the autocorrelation is updated in O(n) per flip. */
static void anneal(int *D, unsigned n, int odd, long effort)
{
    unsigned T = (n + 1) / 2;
    for (unsigned k = 0; k < n; k++)
        D[k] = -1;
    D[0] = odd ? 0 : -1;
    for (unsigned placed = 0; placed < T - 1;) {
        unsigned k = 1 + rnd(n - 1);
        if (D[k] == -1) {
            D[k] = 1;
            placed++;
        }
    }
    long C[MAXN];
    for (unsigned d = 1; d < n; d++) {
        C[d] = 0;
        for (unsigned k = 0; k < n; k++)
            C[d] += D[k] * D[(k + d) % n];
    }
    long cost = cost_of(C, n), best = cost;
    int bestD[MAXN];
    memcpy(bestD, D, n * sizeof *D);
    /* the temperature falls geometrically from 4n to 1/2; worked out only for an uphill move */
    struct dm_dd ln_fall = dm_log_dd(0.5 / (4.0 * n));
    for (long it = 0; it < effort && best > 0; it++) {
        unsigned a = 1 + rnd(n - 1), b = 1 + rnd(n - 1);
        if (D[a] == D[b])
            continue;
        flip_pattern(D, C, n, a);
        flip_pattern(D, C, n, b);
        long c = cost_of(C, n);
        if (c <= cost || (double)rnd(1000000) / 1e6 < dm_exp((double)(cost - c) / temperature(
                                                                 ln_fall, n, it, effort))) {
            cost = c;
            if (c < best) {
                best = c;
                memcpy(bestD, D, n * sizeof *D);
            }
        } else {
            flip_pattern(D, C, n, b);
            flip_pattern(D, C, n, a);
        }
    }
    memcpy(D, bestD, n * sizeof *D);
}

/* ---- realisation: starter + adder with the NS offsets on D = +1, EW offsets on D = -1 ---- */

struct dfs {
    unsigned n, T;
    const int *D; /* NULL: orientation free */
    unsigned char pt[MAXN], st[MAXN], off[MAXN], diff[MAXN];
    struct howell_rotation rot;
    unsigned placed;
    long nodes, limit;
};

static int pattern_ok(const struct dfs *s, unsigned a, unsigned b)
{
    return !s->D || (s->D[a] == 1 && s->D[b] == -1);
}

/* Candidates (ns, ew, station) for difference d; returns how many, stores up to max. */
static unsigned candidates(const struct dfs *s, unsigned d, unsigned (*out)[3], unsigned max)
{
    unsigned n = s->n, cnt = 0;
    for (unsigned x = 1; x < n; x++) {
        if (s->pt[x])
            continue;
        for (int sign = 0; sign < 2; sign++) {
            unsigned y = sign ? bm_howell_sub(&s->rot, x, d) : bm_howell_add(&s->rot, x, d);
            if (y == 0 || s->pt[y] || (!s->D && sign))
                continue;
            for (unsigned st = 1; st < n; st++) {
                unsigned a = bm_howell_sub(&s->rot, st, x), b = bm_howell_sub(&s->rot, st, y);
                if (s->st[st] || a == 0 || b == 0 || s->off[a] || s->off[b] ||
                    !pattern_ok(s, a, b))
                    continue;
                if (cnt < max) {
                    out[cnt][0] = x;
                    out[cnt][1] = y;
                    out[cnt][2] = st;
                }
                cnt++;
            }
        }
    }
    return cnt;
}

static void mark(struct dfs *s, const unsigned *c, unsigned d, int on)
{
    s->pt[c[0]] = s->pt[c[1]] = (unsigned char)on;
    s->st[c[2]] = (unsigned char)on;
    s->off[bm_howell_sub(&s->rot, c[2], c[0])] = (unsigned char)on;
    s->off[bm_howell_sub(&s->rot, c[2], c[1])] = (unsigned char)on;
    s->diff[d] = (unsigned char)on;
}

static int dfs_run(struct dfs *s)
{
    if (s->placed == s->T - 1)
        return 1;
    if (++s->nodes > s->limit)
        return 0;
    unsigned best_d = 0, best_cnt = ~0u;
    for (unsigned d = 1; d < s->n; d++) {
        /* one representative of each class {d, -d} */
        if (s->diff[d] || bm_howell_sub(&s->rot, 0, d) < d)
            continue;
        unsigned c = candidates(s, d, NULL, 0);
        if (c < best_cnt) {
            best_cnt = c;
            best_d = d;
        }
        if (c == 0)
            return 0;
    }
    unsigned (*mine)[3] = malloc((size_t)best_cnt * sizeof *mine);
    if (!mine)
        return 0;
    candidates(s, best_d, mine, best_cnt);
    for (unsigned i = best_cnt; i > 1; i--) {
        unsigned j = rnd(i), t[3];
        memcpy(t, mine[i - 1], sizeof t);
        memcpy(mine[i - 1], mine[j], sizeof t);
        memcpy(mine[j], t, sizeof t);
    }
    for (unsigned i = 0; i < best_cnt; i++) {
        unsigned e = ++s->placed;
        s->rot.ns[e] = mine[i][0];
        s->rot.ew[e] = mine[i][1];
        s->rot.station[e] = mine[i][2];
        mark(s, mine[i], best_d, 1);
        if (dfs_run(s)) {
            free(mine);
            return 1;
        }
        mark(s, mine[i], best_d, 0);
        s->placed--;
        if (s->nodes > s->limit)
            break;
    }
    free(mine);
    return 0;
}

static int realise(struct howell_rotation *r, unsigned T, unsigned p, const int *D, long limit,
                   int tries)
{
    for (int t = 0; t < tries; t++) {
        struct dfs s = {0};
        s.n = 2 * T - 1;
        s.T = T;
        s.D = D;
        s.limit = limit;
        s.rot.tables = T;
        s.rot.n = s.n;
        s.rot.p = p;
        s.rot.ns[0] = s.n;
        s.st[0] = s.off[0] = s.pt[0] = 1;
        if (dfs_run(&s) && bm_howell_rotation_valid(&s.rot)) {
            *r = s.rot;
            return 1;
        }
    }
    return 0;
}

/* ---- orientation hill climbing for a curtailed movement ---- */

static double sd_of(const struct howell_rotation *r, unsigned rounds, int odd)
{
    struct howell_stats st;
    bm_howell_rotation_stats(&st, r, rounds, odd);
    return st.sd;
}

static void flip(struct howell_rotation *r, unsigned i)
{
    unsigned t = r->ns[i];
    r->ns[i] = r->ew[i];
    r->ew[i] = t;
}

static double climb(struct howell_rotation *r, unsigned rounds, int odd)
{
    double cur = sd_of(r, rounds, odd);
    for (int improved = 1; improved;) {
        improved = 0;
        for (unsigned i = 1; i < r->tables; i++) {
            flip(r, i);
            double v = sd_of(r, rounds, odd);
            if (v < cur - 1e-9) {
                cur = v;
                improved = 1;
            } else {
                flip(r, i);
            }
        }
    }
    return cur;
}

/* n = p^k, k >= 2, with 2T - 1 pairs: the quadratic character of GF(n) (a perfect pattern
 * over the additive group of the field, not over Z_n). Returns p, or 0. */
static unsigned field_pattern(int *D, unsigned n, int odd)
{
    struct bm_gf_field f;
    if (!odd || bm_gf_is_prime(n) || !bm_gf_field_init(&f, n))
        return 0;
    for (unsigned k = 0; k < n; k++)
        D[k] = bm_gf_quadratic(&f, k);
    return f.p;
}

static int best_pattern(int *D, unsigned n, int odd, long effort)
{
    if (paley(D, n, odd))
        return 1;
    if (!odd && (singer(D, n) || twin_prime(D, n)))
        return 1;
    int trial[MAXN];
    long best = -1;
    for (int rep = 0; rep < 8; rep++) {
        anneal(trial, n, odd, effort);
        long c = pattern_cost(trial, n);
        if (best < 0 || c < best) {
            best = c;
            memcpy(D, trial, n * sizeof *D);
        }
    }
    return 1;
}

/* The options that reproduce a run, echoed after each entry. */
struct recipe {
    int cyclic_only;
    unsigned long long seed;
    long effort;
};

static void print_rotation(const struct howell_rotation *r, unsigned rounds, int odd, double sd,
                           const struct recipe *how)
{
    printf("    {%u, %u, %d, \"", r->tables, rounds, odd);
    if (r->p)
        printf("p%u ", r->p);
    for (unsigned i = 1; i < r->tables; i++)
        printf("%s%u %u %u", i > 1 ? " " : "", r->ns[i], r->ew[i], r->station[i]);
    printf("\", %.4f}, /* howell-search%s -s %llu -e %ld %u %u%s */\n", sd,
           how->cyclic_only ? " -c" : "", how->seed, how->effort, r->tables, rounds,
           odd ? " odd" : "");
}

/* The complete cyclic rotation for T tables in a data file (lines in the shipped format), the
 * one with the lowest SD as the library picks it. */
static int file_find(struct howell_rotation *r, const char *path, unsigned T, int odd)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(2);
    }
    static char line[8192], rot[8192], best[8192];
    double best_sd = -1;
    while (fgets(line, sizeof line, f)) {
        unsigned t, rounds;
        int o;
        double sd;
        if (sscanf(line, " {%u, %u, %d, \"%8191[^\"]\", %lf}", &t, &rounds, &o, rot, &sd) == 5 &&
            t == T && rounds == 2 * T - 1 && o == odd && rot[0] != 'p' &&
            (best_sd < 0 || sd < best_sd)) {
            best_sd = sd;
            strcpy(best, rot);
        }
    }
    fclose(f);
    return best_sd >= 0 && bm_howell_rotation_parse(r, T, best);
}

/* The rotation a partial search starts from: the complete one for the size, curtailed later. */
static int complete_start(struct howell_rotation *r, unsigned T, int odd, const char *data)
{
    unsigned n = 2 * T - 1;
    double sd;
    if (bm_howell_rotation_hwang(r, n) && !r->p)
        return 1;
    return data ? file_find(r, data, T, odd) : bm_howell_data_find(r, &sd, T, n, odd, 1);
}

static int usage(void)
{
    fprintf(stderr,
            "usage: howell-search [-c] [-s SEED] [-e EFFORT] [-d DATA] TABLES [ROUNDS] [odd]\n");
    return 2;
}

int main(int argc, char **argv)
{
    struct recipe how = {0, 0, 20000};
    const char *data = NULL;
    int argi = 1;
    for (; argi < argc && argv[argi][0] == '-'; argi++) {
        const char *opt = argv[argi];
        if (strcmp(opt, "-c") == 0) {
            how.cyclic_only = 1;
            continue;
        }
        if (argi + 1 >= argc)
            return usage();
        const char *val = argv[++argi];
        if (strcmp(opt, "-s") == 0)
            how.seed = strtoull(val, NULL, 10);
        else if (strcmp(opt, "-e") == 0)
            how.effort = strtol(val, NULL, 10);
        else if (strcmp(opt, "-d") == 0)
            data = val;
        else
            return usage();
    }
    if (argi >= argc)
        return usage();
    rng_state += how.seed * 0x9E3779B97F4A7C15ull;
    long effort = how.effort;
    unsigned T = (unsigned)strtoul(argv[argi], NULL, 10), n = 2 * T - 1;
    unsigned rounds = argi + 1 < argc ? (unsigned)strtoul(argv[argi + 1], NULL, 10) : n;
    int odd = argi + 2 < argc && strcmp(argv[argi + 2], "odd") == 0;
    if (T < 4 || T > HOWELL_MAX_TABLES || rounds < 1 || rounds > n || effort < 1) {
        fprintf(stderr, "tables 4..%u, rounds 1..2T-1, effort at least 1\n", HOWELL_MAX_TABLES);
        return 2;
    }
    clock_t t0 = clock(); /* reported only: no search stops on time */
    int D[MAXN];
    /* partial Howells stay over Z_n: curtailed, only a cyclic rotation keeps its relays */
    unsigned group_p = how.cyclic_only || rounds < n ? 0 : field_pattern(D, n, odd);
    /* partial Howells: EFFORT buys realisations, the pattern effort stays fixed, so a run
     * with more effort repeats a run with less and can only improve on it */
    long pattern_effort = rounds == n ? effort : 8000;
    if (!group_p)
        best_pattern(D, n, odd, pattern_effort);
    struct howell_rotation best = {0}, r;
    double best_sd = 1e9;
    int found = 0;
    /* the complete rotation, curtailed, is the first candidate: a partial entry is never
     * worse than what curtailing would give */
    if (rounds < n && complete_start(&best, T, odd, data)) {
        best_sd = climb(&best, rounds, odd);
        found = 1;
    }
    int reps = rounds == n ? 1 : (int)(effort / 200);
    for (int rep = 0; rep < reps; rep++) {
        /* partial Howells: the complete pattern is only a starting point, so a third of
         * the realisations follow it and the rest start from free orientations */
        const int *pattern = rounds == n || rep % 3 == 0 ? D : NULL;
        if (!realise(&r, T, group_p, pattern, 4000, 200)) {
            fprintf(stderr, "no realisation of the pattern; trying another\n");
            anneal(D, n, odd, pattern_effort);
            continue;
        }
        for (int start = 0; start < (rounds == n ? 1 : 4); start++) {
            for (unsigned i = 1; start && i < T; i++)
                if (rnd(2))
                    flip(&r, i);
            double sd = rounds == n ? sd_of(&r, rounds, odd) : climb(&r, rounds, odd);
            if (sd < best_sd) {
                best_sd = sd;
                best = r;
                found = 1;
            }
        }
    }
    if (!found)
        return 1;
    print_rotation(&best, rounds, odd, best_sd, &how);
    fprintf(stderr, "T=%u rounds=%u odd=%d pattern cost %ld sd %.4f in %.2f s\n", T, rounds, odd,
            pattern_cost(D, n), best_sd, (double)(clock() - t0) / CLOCKS_PER_SEC);
    return 0;
}
