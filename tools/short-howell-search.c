/* SPDX-License-Identifier: MIT */
/* short-howell-search: finds the short Howells shipped in lib/data/short-howell-data.c.
 *
 *   short-howell-search [-f | -k] [-l [-P PLACEMENT | -a]] [-b | -g] [-m MULT] [-s SEED]
 *                       [-e EFFORT] T R
 *
 * A short Howell plays R rounds on R board sets, T + 1 <= R <= 2T - 2, and every one of the
 * 2T pairs plays every set once, meets nobody twice, and no set is at two tables in a round
 * (in design theory, a Howell design H(R, 2T)). Three kinds: two developments of a base round
 * and a whole grid:
 *   kind 0: R moving pairs on Z_R and S = 2T - R stationary pairs. Base round: S tables
 *     (stationary pair i against moving pair x_i, set a_i) and T - S tables (moving y_j
 *     against z_j, set b_j); each round every moving pair and every set goes up by one.
 *     Every pair plays every set once iff the R offsets a_i - x_i, b_j - y_j, b_j - z_j are
 *     distinct mod R; nobody meets twice iff the differences +-(y_j - z_j) are distinct; no
 *     set is shared iff the T base sets are distinct. Summing the offsets gives
 *     sum(sets in play) + sum(b_j) = 0 mod R, impossible when R = T + 1 is odd.
 *   kind 1 (R = T + 1, T even: two orbits and a fixed point): pairs A_i, B_i (i in Z_T),
 *     sets Z_T and one more set F. The base round has a table playing F (A_p against B_q)
 *     and T - 1 tables on distinct sets of Z_T (pairs A-A, B-B or A-B), developed over T
 *     rounds (set F stays at its table); a last round plays A_i against B_(i+c) on set i + d
 *     while F rests. The A-A and B-B differences are distinct and never T/2, the A-B
 *     differences (with q - p and c) distinct, and the set offsets of each orbit cover Z_T.
 *   kind 2 (4 tables 6 rounds, 5 tables 8 rounds, which have no kind 0 development: an
 *     exhaustive search says so): every round, filled table by table by depth-first search;
 *     with -l (R = T + 1, T even) the two-line grid below, found by an exact cover (from 18
 *     tables in two stages: the rounds, then the sets); with -k
 *     at any size (6 x 7 balances best so).
 *   None exists for 4 tables and 5 rounds: no H(5, 8) exists.
 * Search: random valid base rounds (depth-first search, most constrained difference first,
 * then a min-conflicts walk for the stationary tables), each with its seat orientations
 * annealed (a moving table's orientation repeats every round; a stationary pair, every table
 * of kind 1's last round and every cell of kind 2 may sit either way in each round); the best is
 * annealed again, longer. The objective is the population SD of the amount of competition s
 * (one board per set, the movements article, Part II). With -f every cell of every kind is
 * annealed by itself (ten times the moves): a pair may change direction in any round, which
 * its guide card says (as -l does; kind 1 with repeating orientations balances worst of all:
 * 32 x 33 11.96, two lines 4.03). Then the library's arrow-switch planner
 * (free level, seed 1, automatic effort, trials=1: one search, as when the data were made)
 * plans switches for the result. -m MULT anneals MULT times as long; -x KEEP seats the KEEP
 * best grids again (polish_kept: annealing, then exact choices for blocks of whole sets).
 * Who never meets whom shapes the balance: two pairs that never meet must compete through the
 * boards alone, so they want to sit the same way on most of them. -g leaves unused exactly the
 * differences of the subgroup of order S in Z_R (S dividing R): the pairs that never meet then
 * form cliques of S (the stationary pairs; each coset of the moving ones), whose members can
 * all sit alike; -b leaves unused the smallest differences (+-1 .. +-(S - 1) / 2, and R / 2 for
 * R even), nearly cliques. tools/short-howell-choose.sh picks, size by size, the family whose
 * switched SD is least (tools/short-howell-choice.txt).
 * Prints one entry of lib/data/short-howell-data.c and the command that prints it (SEED the
 * PRNG seed, EFFORT the number of base rounds tried). The same command prints the same entry
 * on every machine (the program's own PRNG, det-math.h for the annealing, no time limit),
 * the switch plan being the planner's (see tools/README.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

#include "det-math.h"

#define MAXT 32
#define MAXR 64
#define MAXP (2 * MAXT)


#define MAXC (MAXR * MAXT)

static unsigned long long rng_state = 88172645463325252ull;

static unsigned rnd(unsigned n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % n);
}

static void shuffle(unsigned *a, unsigned n)
{
    for (unsigned i = n; i > 1; i--) {
        unsigned j = rnd(i), t = a[i - 1];
        a[i - 1] = a[j];
        a[j] = t;
    }
}

static unsigned mod(long v, unsigned n)
{
    long r = v % (long)n;
    return (unsigned)(r < 0 ? r + (long)n : r);
}

/* ---- the movement: a base round and its development ---- */

/* Pairs are numbered 1..2T, sets 1..R. kind 0: pairs 1..R move (p -> p + 1 mod R), R + 1..2T
 * stay; sets 1..R go up by one. kind 1: pairs 1..T (A) and T + 1..2T (B) each go up by one
 * within their orbit, sets 1..T go up by one, set T + 1 stays; rounds 1..T are developed and
 * round T + 1 is the last round as given. */
struct design {
    unsigned T, R, kind;
    /* kind 0: [0] the base round; kind 1: [0] the base round, [1] the last round; kind 2:
     * every round */
    unsigned ns[MAXR][MAXT], ew[MAXR][MAXT], set[MAXR][MAXT];
    unsigned char stat[MAXT];                        /* kind 0: table t has a stationary pair */
};

static unsigned dev_pair(const struct design *d, unsigned p, unsigned r)
{
    if (d->kind == 0)
        return p <= d->R ? mod((long)p - 1 + r, d->R) + 1 : p;
    unsigned T = d->T;
    return p <= T ? mod((long)p - 1 + r, T) + 1 : T + mod((long)p - T - 1 + r, T) + 1;
}

static unsigned dev_set(const struct design *d, unsigned s, unsigned r)
{
    unsigned n = d->kind == 0 ? d->R : d->T;
    return s <= n ? mod((long)s - 1 + r, n) + 1 : s;
}

/* The play at round r (0-based), table t, before orientation flips. */
static void play_of(const struct design *d, unsigned r, unsigned t, unsigned *ns, unsigned *ew,
                    unsigned *set)
{
    if (d->kind == 2) {
        *ns = d->ns[r][t];
        *ew = d->ew[r][t];
        *set = d->set[r][t];
        return;
    }
    if (d->kind == 1 && r == d->T) {
        *ns = d->ns[1][t];
        *ew = d->ew[1][t];
        *set = d->set[1][t];
        return;
    }
    *ns = dev_pair(d, d->ns[0][t], r);
    *ew = dev_pair(d, d->ew[0][t], r);
    *set = dev_set(d, d->set[0][t], r);
}

/* ---- kind 0 base rounds ---- */

struct gen0 {
    struct design *d;
    unsigned R, M, placed, cls[MAXR];
    unsigned char ucls[MAXR], upt[MAXR], uset[MAXR], uoff[MAXR];
    long nodes, limit;
};

/* Moving tables (y, y + d, set) for difference d; returns how many, stores up to max. */
static unsigned cands0(const struct gen0 *g, unsigned dd, unsigned (*out)[3], unsigned max)
{
    unsigned R = g->R, n = 0;
    for (unsigned y = 0; y < R; y++) {
        unsigned z = (y + dd) % R;
        if (g->upt[y] || g->upt[z])
            continue;
        for (unsigned s = 0; s < R; s++) {
            if (g->uset[s] || g->uoff[mod((long)s - y, R)] || g->uoff[mod((long)s - z, R)])
                continue;
            if (n < max) {
                out[n][0] = y;
                out[n][1] = z;
                out[n][2] = s;
            }
            n++;
        }
    }
    return n;
}

static void mark0(struct gen0 *g, const unsigned *c, int on)
{
    unsigned R = g->R;
    g->upt[c[0]] = g->upt[c[1]] = (unsigned char)on;
    g->uset[c[2]] = (unsigned char)on;
    g->uoff[mod((long)c[2] - c[0], R)] = (unsigned char)on;
    g->uoff[mod((long)c[2] - c[1], R)] = (unsigned char)on;
}

/* Cost of set q in the stationary walk: a set the moving tables use, or one used twice. */
static unsigned qcost(const struct gen0 *g, const unsigned *cnt, unsigned q)
{
    return (g->uset[q] ? cnt[q] : 0) + (cnt[q] > 1 ? cnt[q] - 1 : 0);
}

/* The cost of the (up to four distinct) sets a swap touches. */
static long swap_cost(const struct gen0 *g, const unsigned *cnt, const unsigned *qs)
{
    long c = 0;
    for (int u = 0; u < 4; u++) {
        int seen = 0;
        for (int v = 0; v < u; v++)
            seen |= qs[v] == qs[u];
        if (!seen)
            c += qcost(g, cnt, qs[u]);
    }
    return c;
}

/* The stationary tables: a bijection of the free points onto the free offsets whose sets
 * (point + offset) are free and distinct, by a min-conflicts walk over swaps. */
static int stationary0(struct gen0 *g)
{
    struct design *d = g->d;
    unsigned R = g->R, S = d->T - g->M, xs[MAXR], os[MAXR], nx = 0, no = 0, cnt[MAXR] = {0};
    for (unsigned x = 0; x < R; x++) {
        if (!g->upt[x])
            xs[nx++] = x;
        if (!g->uoff[x])
            os[no++] = x;
    }
    if (nx != S || no != S)
        return 0;
    shuffle(os, S);
    for (unsigned i = 0; i < S; i++)
        cnt[(xs[i] + os[i]) % R]++;
    long cost = 0;
    for (unsigned q = 0; q < R; q++)
        cost += qcost(g, cnt, q);
    for (long step = 0; cost && step < 400L * S + 2000; step++) {
        unsigned i = rnd(S), j = rnd(S);
        unsigned qs[4] = {(xs[i] + os[i]) % R, (xs[j] + os[j]) % R, (xs[i] + os[j]) % R,
                          (xs[j] + os[i]) % R};
        if (i == j || (!g->uset[qs[0]] && cnt[qs[0]] < 2))
            continue;
        long before = cost - swap_cost(g, cnt, qs);
        cnt[qs[0]]--, cnt[qs[1]]--, cnt[qs[2]]++, cnt[qs[3]]++;
        long after = before + swap_cost(g, cnt, qs);
        if (after <= cost || rnd(100) < 5) {
            unsigned t = os[i];
            os[i] = os[j];
            os[j] = t;
            cost = after;
        } else {
            cnt[qs[0]]++, cnt[qs[1]]++, cnt[qs[2]]--, cnt[qs[3]]--;
        }
    }
    if (cost)
        return 0;
    for (unsigned i = 0; i < S; i++) {
        unsigned t = g->M + i;
        d->stat[t] = 1;
        d->ns[0][t] = d->R + 1 + i; /* numbered in table order later */
        d->ew[0][t] = xs[i] + 1;
        d->set[0][t] = (xs[i] + os[i]) % R + 1;
    }
    return 1;
}

static int moving0(struct gen0 *g)
{
    if (g->placed == g->M)
        return stationary0(g);
    if (++g->nodes > g->limit)
        return 0;
    unsigned best = ~0u, bi = 0;
    for (unsigned i = 0; i < g->M; i++) {
        if (g->ucls[i])
            continue;
        unsigned c = cands0(g, g->cls[i], NULL, 0);
        if (c < best) {
            best = c;
            bi = i;
        }
        if (!c)
            return 0;
    }
    unsigned (*mine)[3] = malloc((size_t)best * sizeof *mine);
    if (!mine)
        return 0;
    cands0(g, g->cls[bi], mine, best);
    for (unsigned i = best; i > 1; i--) {
        unsigned j = rnd(i), t[3];
        memcpy(t, mine[i - 1], sizeof t);
        memcpy(mine[i - 1], mine[j], sizeof t);
        memcpy(mine[j], t, sizeof t);
    }
    g->ucls[bi] = 1;
    int ok = 0;
    for (unsigned i = 0; i < best && !ok && g->nodes <= g->limit; i++) {
        unsigned t = g->placed++;
        g->d->stat[t] = 0;
        g->d->ns[0][t] = mine[i][0] + 1;
        g->d->ew[0][t] = mine[i][1] + 1;
        g->d->set[0][t] = mine[i][2] + 1;
        mark0(g, mine[i], 1);
        ok = moving0(g);
        if (!ok) {
            mark0(g, mine[i], 0);
            g->placed--;
        }
    }
    if (!ok)
        g->ucls[bi] = 0;
    free(mine);
    return ok;
}

/* -g: the differences no moving table uses are the nonzero elements of the subgroup of order S
 * (S = 2T - R dividing R), so that the pairs who never meet fall into cliques of S: the
 * stationary pairs, and the moving pairs of each coset. */
static int group_missing;

/* -b: the unused differences are the smallest, +-1 .. +-(S - 1) / 2 (and R / 2 for R even),
 * so that a moving pair never meets its nearest neighbours on Z_R: who never meets whom is
 * nearly a union of cliques where -g cannot apply. */
static int band_missing;

/* A random kind 0 base round: the moving tables' difference classes drawn at random. */
static int base0(struct design *d)
{
    unsigned T = d->T, R = d->R, S = 2 * T - R;
    for (int attempt = 0; attempt < 3000; attempt++) {
        struct gen0 g;
        memset(&g, 0, sizeof g);
        g.d = d;
        g.R = R;
        g.M = T - S;
        g.limit = 2000;
        unsigned avail[MAXR], na = 0;
        for (unsigned dd = 1; 2 * dd < R; dd++)
            if (group_missing ? dd % (R / S) != 0 : !band_missing || 2 * dd >= S)
                avail[na++] = dd;
        shuffle(avail, na);
        memcpy(g.cls, avail, g.M * sizeof *avail);
        if (moving0(&g))
            return 1;
    }
    return 0;
}

/* ---- kind 1 base rounds ---- */

struct gen1 {
    struct design *d;
    unsigned T, placed;
    unsigned char used[2][MAXT], uset[MAXT], uoff[2][MAXT], udiff[3][MAXT];
    long nodes, limit;
};

/* Orbit o (0 = A, 1 = B), point x -> pair number. */
static unsigned pair1(unsigned T, unsigned o, unsigned x)
{
    return o * T + x + 1;
}

/* Marks (or clears) a table of orbits o1, o2 at points x, y on set s (0-based in Z_T). */
static void mark1(struct gen1 *g, unsigned o1, unsigned x, unsigned o2, unsigned y, unsigned s,
                  int on)
{
    unsigned T = g->T, kind = o1 == o2 ? o1 : 2;
    unsigned dd = mod((long)y - x, T);
    g->used[o1][x] = g->used[o2][y] = (unsigned char)on;
    g->uset[s] = (unsigned char)on;
    g->uoff[o1][mod((long)s - x, T)] = (unsigned char)on;
    g->uoff[o2][mod((long)s - y, T)] = (unsigned char)on;
    g->udiff[kind][dd] = (unsigned char)on;
    if (kind < 2)
        g->udiff[kind][mod(-(long)dd, T)] = (unsigned char)on;
}

static int fits1(const struct gen1 *g, unsigned o1, unsigned x, unsigned o2, unsigned y,
                 unsigned s)
{
    unsigned T = g->T, kind = o1 == o2 ? o1 : 2, dd = mod((long)y - x, T);
    unsigned f1 = mod((long)s - x, T), f2 = mod((long)s - y, T);
    if (g->used[o2][y] || g->uset[s] || g->udiff[kind][dd] || g->uoff[o1][f1] ||
        g->uoff[o2][f2])
        return 0;
    return kind == 2 || (dd != 0 && 2 * dd != T && f1 != f2);
}

static int place1(struct gen1 *g)
{
    unsigned T = g->T, o1 = 0, x = 0;
    while (o1 < 2 && g->used[o1][x])
        if (++x == T)
            x = 0, o1++;
    if (o1 == 2)
        return 1;
    if (++g->nodes > g->limit)
        return 0;
    unsigned opts[2 * MAXT * MAXT], n = 0;
    for (unsigned o2 = o1; o2 < 2; o2++)
        for (unsigned y = 0; y < T; y++)
            for (unsigned s = 0; s < T; s++)
                if (!(o2 == o1 && y == x) && fits1(g, o1, x, o2, y, s))
                    opts[n++] = (o2 * T + y) * T + s;
    shuffle(opts, n);
    for (unsigned i = 0; i < n && g->nodes <= g->limit; i++) {
        unsigned o2 = opts[i] / (T * T), y = opts[i] / T % T, s = opts[i] % T;
        unsigned t = 1 + g->placed++;
        g->d->ns[0][t] = pair1(T, o1, x);
        g->d->ew[0][t] = pair1(T, o2, y);
        g->d->set[0][t] = s + 1;
        mark1(g, o1, x, o2, y, s, 1);
        if (place1(g))
            return 1;
        mark1(g, o1, x, o2, y, s, 0);
        g->placed--;
    }
    return 0;
}

/* A random kind 1 base round and last round. */
static int base1(struct design *d)
{
    unsigned T = d->T;
    for (int attempt = 0; attempt < 100000; attempt++) {
        struct gen1 g;
        memset(&g, 0, sizeof g);
        g.d = d;
        g.T = T;
        g.limit = 4000;
        unsigned q = rnd(T), c = rnd(T), dd = rnd(T); /* A_0 v B_q on F; last: A_i v B_(i+c) */
        if (c == q)
            continue;
        g.used[0][0] = g.used[1][q] = 1;
        g.udiff[2][q] = g.udiff[2][c] = 1;
        g.uoff[0][dd] = 1;
        g.uoff[1][mod((long)dd - c, T)] = 1;
        d->ns[0][0] = pair1(T, 0, 0);
        d->ew[0][0] = pair1(T, 1, q);
        d->set[0][0] = T + 1;
        if (!place1(&g))
            continue;
        for (unsigned i = 0; i < T; i++) {
            d->ns[1][i] = pair1(T, 0, i);
            d->ew[1][i] = pair1(T, 1, (i + c) % T);
            d->set[1][i] = (i + dd) % T + 1;
        }
        return 1;
    }
    return 0;
}

/* ---- kind 2: a whole grid, for the small sizes neither development reaches ---- */

struct gen2 {
    struct design *d;
    unsigned char played[MAXP + 1][MAXR], met[MAXP + 1][MAXP + 1], seat[MAXP + 1], used[MAXR];
    unsigned table;
    long nodes, limit;
};

/* Fills round r table by table: the lowest pair not seated meets a pair it has not met, on a
 * set neither has played and no table of the round plays. */
static int fill2(struct gen2 *g, unsigned r)
{
    struct design *d = g->d;
    if (r == d->R)
        return 1;
    if (g->table == d->T) {
        unsigned table = g->table;
        memset(g->seat, 0, sizeof g->seat);
        memset(g->used, 0, sizeof g->used);
        g->table = 0;
        if (fill2(g, r + 1))
            return 1;
        g->table = table; /* the caller undoes its own table */
        return 0;
    }
    if (++g->nodes > g->limit)
        return 0;
    unsigned p = 1;
    while (g->seat[p])
        p++;
    unsigned opts[MAXP * MAXR], n = 0;
    for (unsigned q = p + 1; q <= 2 * d->T; q++)
        for (unsigned x = 0; x < d->R; x++)
            if (!g->seat[q] && !g->met[p][q] && !g->used[x] && !g->played[p][x] &&
                !g->played[q][x])
                opts[n++] = q * MAXR + x;
    shuffle(opts, n);
    for (unsigned i = 0; i < n && g->nodes <= g->limit; i++) {
        unsigned q = opts[i] / MAXR, x = opts[i] % MAXR, t = g->table++;
        unsigned char seat[MAXP + 1], used[MAXR];
        memcpy(seat, g->seat, sizeof seat);
        memcpy(used, g->used, sizeof used);
        d->ns[r][t] = p, d->ew[r][t] = q, d->set[r][t] = x + 1;
        g->seat[p] = g->seat[q] = g->used[x] = 1;
        g->played[p][x] = g->played[q][x] = g->met[p][q] = 1;
        if (fill2(g, r))
            return 1;
        g->played[p][x] = g->played[q][x] = g->met[p][q] = 0;
        memcpy(g->seat, seat, sizeof seat);
        memcpy(g->used, used, sizeof used);
        g->table = t;
    }
    return 0;
}

static int base2(struct design *d)
{
    for (int attempt = 0; attempt < 100000; attempt++) {
        static struct gen2 g;
        memset(&g, 0, sizeof g);
        g.d = d;
        g.limit = 20000;
        if (fill2(&g, 0))
            return 1;
    }
    return 0;
}

/* ---- kind 2 from two lines (R = T + 1, T even; -l) ---- */

/* Pairs A(i, e) = 1 + i + e m and B(j, f) = T + 1 + j + f m, i, j in Z_m, m = T / 2, e, f in
 * {0, 1}: every A meets every B (a Mitchell core) and its mate A(i, 1 - e) in its own line (B
 * likewise), T + 1 meetings each. Z_m acts by i, j -> i + 1, j + 1: the meetings fall into
 * 4m + 2 orbits of m, AB(d, e, f) = {A(i, e) B(i + d, f)} and the mates MA = {A(i, 0) A(i, 1)},
 * MB = {B(i, 0) B(i, 1)}. The rounds are one fixed round F (two orbits) and two cycles of m
 * rounds (c, k), k in Z_m, that Z_m turns; the sets likewise (F', two cycles). An orbit is
 * placed by a round class and offset (its meeting of index i in round (c, i + rho)) and a set
 * class and offset (set (c', i + sigma)). Conditions: each round and each set of a cycle is a
 * perfect matching (in round (c, 0) the orbits of c cover every pair once); F and F' are two
 * orbits covering every pair; the orbits of round cycle c and set cycle c' have distinct
 * sigma - rho (no set twice in a round); F's two orbits go to different set cycles and F''s to
 * different round cycles. The s of two pairs depends only on the sets (who meets whom on
 * which set) and the orientations, so both mate orbits go to set cycle 1: every set of that
 * cycle has one table of A's mates and one of B's. A random depth-first search finds one. */
#define LROWS ((MAXP + 2) * (MAXT + 1) * (MAXT + 1))
#define LCOLS (MAXP + 2 + 16 * MAXT + 4 * MAXT + 8 + 4)
#define LPER 12

/* An exact cover (Knuth's algorithm X, most constrained column first): the rows are the
 * placements (orbit, round class and offset, set class and offset), the primary columns the
 * orbits and the cells (k rounds or sets, cycle, vertex class, index) each covered once, the
 * secondary ones (at most once) the differences sigma - rho of each pair of cycles, the vertex
 * classes of F and F', and which set cycle an orbit of F uses (round cycle, F'). */
struct genl {
    unsigned m, no, nrow, ncol, nprim;
    unsigned rc[LROWS], rho[LROWS], sc[LROWS], sig[LROWS], orb[LROWS];
    unsigned short cols[LROWS][LPER];
    unsigned char ncols[LROWS];
    unsigned *inc[LCOLS], ninc[LCOLS];
    unsigned blocked[LROWS], avail[LCOLS], chosen[MAXP + 2];
    unsigned char taken[LCOLS];
    long nodes, limit;
};

/* From 18 tables the exact cover of the whole placement finds nothing in minutes; it is then
 * solved in two stages: the rounds alone (stage 1: the round columns, every row's set part a
 * placeholder), then the sets given those rounds (stage 2: only the rows with the rounds found,
 * every column). Stage 0 is the whole cover at once, as 8 x 9 .. 16 x 17 were found. */
static unsigned lstage, lrc[MAXP + 2], lrho[MAXP + 2];

/* The two vertex classes (0 A0, 1 A1, 2 B0, 3 B1) and index shifts an orbit covers. */
static void orbit_cover(unsigned m, unsigned o, unsigned *cls, unsigned *sh)
{
    if (o < 4 * m) {
        cls[0] = o / 2 % 2, sh[0] = 0;
        cls[1] = 2 + o % 2, sh[1] = o / 4;
    } else {
        unsigned b = o == 4 * m + 1 ? 2 : 0;
        cls[0] = b, cls[1] = b + 1, sh[0] = sh[1] = 0;
    }
}

/* Column numbers: orbits, cells, then the secondary columns. */
static void add_cols_l(struct genl *g, unsigned r)
{
    unsigned m = g->m, o = g->orb[r], cls[2], sh[2], n = 0;
    unsigned cell0 = g->no, sec0 = g->nprim, dif0 = sec0, fix0 = dif0 + 4 * m, use0 = fix0 + 8;
    orbit_cover(m, o, cls, sh);
    g->cols[r][n++] = (unsigned short)o;
    for (unsigned k = 0; k < (lstage == 1 ? 1u : 2u); k++) {
        unsigned c = k ? g->sc[r] : g->rc[r], off = k ? g->sig[r] : g->rho[r];
        for (unsigned i = 0; i < 2; i++)
            g->cols[r][n++] = (unsigned short)(c ? cell0 + (((k * 2 + c - 1) * 4 + cls[i]) * m +
                                                             mod((long)sh[i] - off, m))
                                                 : fix0 + k * 4 + cls[i]);
        if (!c && lstage != 1) /* F uses the other row's cycle once */
            g->cols[r][n++] = (unsigned short)(use0 + k * 2 + (k ? g->rc[r] : g->sc[r]) - 1);
    }
    if (g->rc[r] && g->sc[r] && lstage != 1)
        g->cols[r][n++] = (unsigned short)(dif0 + ((g->rc[r] - 1) * 2 + g->sc[r] - 1) * m +
                                           mod((long)g->sig[r] - g->rho[r], m));
    g->ncols[r] = (unsigned char)n;
}

static void build_l(struct genl *g)
{
    unsigned m = g->m;
    g->nrow = 0;
    g->nprim = g->no + (lstage == 1 ? 8 : 16) * m;
    g->ncol = g->nprim + 4 * m + 8 + 4;
    for (unsigned o = 0; o < g->no; o++)
        for (unsigned rc = 0; rc < 3; rc++)
            for (unsigned rho = 0; rho < (rc ? m : 1); rho++)
                for (unsigned sc = o < 4 * m ? 0 : 1; sc < (o < 4 * m ? 3 : 2); sc++)
                    for (unsigned sig = 0; sig < (sc ? m : 1); sig++) {
                        if ((!rc && !sc) || (lstage == 1 && (sc != 1 || sig)) ||
                            (lstage == 2 && (rc != lrc[o] || rho != lrho[o])))
                            continue;
                        unsigned r = g->nrow++;
                        g->orb[r] = o, g->rc[r] = rc, g->rho[r] = rho, g->sc[r] = sc;
                        g->sig[r] = sig;
                        add_cols_l(g, r);
                    }
    static unsigned store[LROWS * LPER];
    unsigned at = 0;
    memset(g->ninc, 0, sizeof g->ninc);
    for (unsigned r = 0; r < g->nrow; r++)
        for (unsigned i = 0; i < g->ncols[r]; i++)
            g->ninc[g->cols[r][i]]++;
    for (unsigned c = 0; c < g->ncol; c++) {
        g->inc[c] = store + at;
        at += g->ninc[c];
        g->avail[c] = g->ninc[c];
        g->ninc[c] = 0;
    }
    for (unsigned r = 0; r < g->nrow; r++)
        for (unsigned i = 0; i < g->ncols[r]; i++) {
            unsigned c = g->cols[r][i];
            g->inc[c][g->ninc[c]++] = r;
        }
}

/* Takes (on) or frees the columns of row r, blocking or freeing every row that shares one. */
static void take_l(struct genl *g, unsigned r, int on)
{
    for (unsigned i = 0; i < g->ncols[r]; i++) {
        unsigned c = g->cols[r][i];
        g->taken[c] = (unsigned char)on;
        for (unsigned k = 0; k < g->ninc[c]; k++) {
            unsigned q = g->inc[c][k];
            if (on ? g->blocked[q]++ == 0 : --g->blocked[q] == 0)
                for (unsigned j = 0; j < g->ncols[q]; j++)
                    g->avail[g->cols[q][j]] += on ? (unsigned)-1 : 1u;
        }
    }
}

static int search_l(struct genl *g, unsigned depth)
{
    unsigned best = ~0u, bc = 0, ties = 0;
    for (unsigned c = 0; c < g->nprim; c++)
        if (!g->taken[c]) {
            if (g->avail[c] < best)
                best = g->avail[c], bc = c, ties = 1;
            else if (g->avail[c] == best && rnd(++ties) == 0)
                bc = c;
        }
    if (best == ~0u)
        return 1;
    if (best == 0 || ++g->nodes > g->limit)
        return 0;
    unsigned opts[(MAXT + 1) * (MAXT + 1) * 2], n = 0;
    for (unsigned k = 0; k < g->ninc[bc]; k++)
        if (!g->blocked[g->inc[bc][k]])
            opts[n++] = g->inc[bc][k];
    shuffle(opts, n);
    for (unsigned i = 0; i < n && g->nodes <= g->limit; i++) {
        take_l(g, opts[i], 1);
        g->chosen[depth] = opts[i];
        if (search_l(g, depth + 1))
            return 1;
        take_l(g, opts[i], 0);
    }
    return 0;
}

/* The pair of class cls, index j. */
static unsigned pair_l(unsigned m, unsigned cls, unsigned j)
{
    return 1 + (cls / 2) * 2 * m + (cls % 2) * m + j;
}

/* Rounds and sets 0-based: cycle c index k is (c - 1) m + k, F (F') is T. Lays out the
 * orbits g->chosen[0 .. no - 1] as d's grid. */
static void grid_l(const struct genl *g, struct design *d)
{
    unsigned m = g->m;
    /* sets 1..T stay at their tables, set T + 1 goes where the set out of play is */
    unsigned ns[MAXR][MAXR] = {{0}}, ew[MAXR][MAXR] = {{0}};
    for (unsigned k = 0; k < g->no; k++) {
        unsigned row = g->chosen[k], o = g->orb[row], cls[2], sh[2];
        orbit_cover(m, o, cls, sh);
        for (unsigned i = 0; i < m; i++) {
            unsigned r = g->rc[row] ? (g->rc[row] - 1) * m + (i + g->rho[row]) % m : d->T;
            unsigned s = g->sc[row] ? (g->sc[row] - 1) * m + (i + g->sig[row]) % m : d->T;
            ns[r][s] = pair_l(m, cls[0], (i + sh[0]) % m);
            ew[r][s] = pair_l(m, cls[1], (i + sh[1]) % m);
        }
    }
    for (unsigned r = 0; r < d->R; r++)
        for (unsigned s = 0; s <= d->T; s++) {
            unsigned t = s, out = 0;
            while (ns[r][out])
                out++;
            if (!ns[r][s] || (s == d->T && out >= d->T)) /* (the latter: a bad -P only) */
                continue;
            if (s == d->T)
                t = out;
            d->ns[r][t] = ns[r][s], d->ew[r][t] = ew[r][s], d->set[r][t] = s + 1;
        }
}

/* -P PLACEMENT (with -l): the orbits' places given, not searched for: two base-36 digits an
 * orbit in orbit order (AB(d, e, f) is orbit 4d + 2e + f, then MA, MB), the round then the
 * set, digit 0 for F (F') and 1 + (c - 1) m + offset for cycle c. A placement found elsewhere
 * (a SAT solver given the same constraints, tools/README.md) is recorded with the command,
 * and the grid checked here. */
static const char *placement;

static int digit36(char ch)
{
    return ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10 : -1;
}

static int placed_l(struct genl *g)
{
    unsigned m = g->m;
    if (strlen(placement) != 2 * g->no)
        return 0;
    for (unsigned o = 0; o < g->no; o++) {
        int a = digit36(placement[2 * o]), b = digit36(placement[2 * o + 1]);
        if (a < 0 || b < 0 || a > (int)(2 * m) || b > (int)(2 * m))
            return 0;
        g->orb[o] = o, g->chosen[o] = o;
        g->rc[o] = a ? 1 + (unsigned)(a - 1) / m : 0, g->rho[o] = a ? (unsigned)(a - 1) % m : 0;
        g->sc[o] = b ? 1 + (unsigned)(b - 1) / m : 0, g->sig[o] = b ? (unsigned)(b - 1) % m : 0;
    }
    return 1;
}

/* Whether d's grid is a short Howell with the two-line meetings: every round and every set
 * seats each pair once, no set twice in a round, and every two pairs meet at most once. */
static int grid_ok(const struct design *d)
{
    static unsigned char met[MAXP + 1][MAXP + 1];
    unsigned P = 2 * d->T, seen_set[MAXR + 1][MAXP + 1];
    memset(met, 0, sizeof met);
    memset(seen_set, 0, sizeof seen_set);
    for (unsigned r = 0; r < d->R; r++) {
        unsigned seat[MAXP + 1] = {0}, used[MAXR + 1] = {0};
        for (unsigned t = 0; t < d->T; t++) {
            unsigned a = d->ns[r][t], b = d->ew[r][t], q = d->set[r][t];
            if (!a || !b || a > P || b > P || !q || q > d->R || seat[a]++ || seat[b]++ ||
                used[q]++ || seen_set[q][a]++ || seen_set[q][b]++ || met[a][b]++)
                return 0;
            met[b][a]++;
        }
    }
    return 1;
}

/* One exact cover of g's rows: up to ATTEMPTS random depth-first searches of LIMIT nodes. */
static int cover_l(struct genl *g, int attempts, long limit)
{
    for (int attempt = 0; attempt < attempts; attempt++) {
        memset(g->blocked, 0, sizeof g->blocked);
        memset(g->taken, 0, sizeof g->taken);
        for (unsigned c = 0; c < g->ncol; c++)
            g->avail[c] = g->ninc[c];
        g->nodes = 0;
        g->limit = limit;
        if (search_l(g, 0))
            return 1;
    }
    return 0;
}

/* The two stages (above): rounds, then sets for them; new rounds when no sets are found. */
static int staged_l(struct genl *g, struct design *d)
{
    for (int rounds = 0; rounds < 1000; rounds++) { /* (each size needs 1 to 5 here) */
        lstage = 1;
        build_l(g);
        if (!cover_l(g, 1000, 20000))
            continue;
        for (unsigned k = 0; k < g->no; k++) {
            unsigned row = g->chosen[k];
            lrc[g->orb[row]] = g->rc[row], lrho[g->orb[row]] = g->rho[row];
        }
        lstage = 2;
        build_l(g);
        int ok = cover_l(g, 20, 20000);
        lstage = 0;
        if (ok) {
            grid_l(g, d);
            return grid_ok(d);
        }
    }
    lstage = 0;
    return 0;
}

/* -a (with -l): every grid of the two-line design, not a random few. The exact cover is
 * enumerated in full (the column with fewest rows first, its rows in order: the same grids in
 * the same order on every machine) and each grid is handed to visit (its seats annealed from
 * EFFORT random starts); only 6 tables are small enough (19 440 grids, labelled; -e 1, 175 s of
 * CPU: 1.5851 at best, the figure of the first grid found, against 1.3361 for any grid, -k). */
static int all_grids;

static long enumerate_l(struct genl *g, unsigned depth, struct design *d,
                        void (*visit)(const struct design *))
{
    unsigned best = ~0u, bc = 0;
    for (unsigned c = 0; c < g->nprim; c++)
        if (!g->taken[c] && g->avail[c] < best)
            best = g->avail[c], bc = c;
    if (best == ~0u) {
        memset(d->ns, 0, sizeof d->ns);
        grid_l(g, d);
        if (!grid_ok(d))
            return 0;
        visit(d);
        return 1;
    }
    long found = 0;
    unsigned opts[(MAXT + 1) * (MAXT + 1) * 2], n = 0;
    for (unsigned k = 0; best && k < g->ninc[bc]; k++)
        if (!g->blocked[g->inc[bc][k]])
            opts[n++] = g->inc[bc][k];
    for (unsigned i = 0; i < n; i++) {
        take_l(g, opts[i], 1);
        g->chosen[depth] = opts[i];
        found += enumerate_l(g, depth + 1, d, visit);
        take_l(g, opts[i], 0);
    }
    return found;
}

/* Visits every grid of d's size; returns how many. */
static long every_grid_l(struct design *d, void (*visit)(const struct design *))
{
    static struct genl g;
    memset(&g, 0, sizeof g);
    g.m = d->T / 2;
    g.no = 4 * g.m + 2;
    build_l(&g);
    for (unsigned c = 0; c < g.ncol; c++)
        g.avail[c] = g.ninc[c];
    return enumerate_l(&g, 0, d, visit);
}

static int base_lines(struct design *d)
{
    static struct genl g;
    unsigned m = d->T / 2;
    memset(&g, 0, sizeof g);
    g.m = m;
    g.no = 4 * m + 2;
    if (placement) {
        if (!placed_l(&g))
            return 0;
        grid_l(&g, d);
        return grid_ok(d);
    }
    if (m >= 9)
        return staged_l(&g, d);
    build_l(&g);
    for (int attempt = 0; attempt < 100000; attempt++) {
        memset(g.blocked, 0, sizeof g.blocked);
        memset(g.taken, 0, sizeof g.taken);
        for (unsigned c = 0; c < g.ncol; c++)
            g.avail[c] = g.ninc[c];
        g.nodes = 0;
        g.limit = 2000;
        if (!search_l(&g, 0))
            continue;
        grid_l(&g, d);
        return 1;
    }
    return 0;
}

/* ---- the competition evaluator: s for every two pairs, updated one cell flip at a time ---- */

struct eval {
    unsigned T, R, P, ncell;
    unsigned ns[MAXC], ew[MAXC], set[MAXC];
    unsigned byset[MAXR + 1][MAXT], nby[MAXR + 1];
    int s[MAXP + 1][MAXP + 1];
    long ss;
};

static void add_set(struct eval *e, unsigned q)
{
    for (unsigned i = 0; i < e->nby[q]; i++) {
        unsigned c = e->byset[q][i], a = e->ns[c], b = e->ew[c];
        e->s[a][b] += (int)e->nby[q] - 1;
        e->s[b][a] += (int)e->nby[q] - 1;
        for (unsigned j = i + 1; j < e->nby[q]; j++) {
            unsigned c2 = e->byset[q][j], w = e->ns[c2], x = e->ew[c2];
            e->s[a][w]++, e->s[w][a]++, e->s[b][x]++, e->s[x][b]++;
            e->s[a][x]--, e->s[x][a]--, e->s[b][w]--, e->s[w][b]--;
        }
    }
}

/* The plays of d with orientation flips (1 = NS and EW swapped at that cell). */
static void eval_init(struct eval *e, const struct design *d, const unsigned char *flip)
{
    memset(e, 0, sizeof *e);
    e->T = d->T;
    e->R = d->R;
    e->P = 2 * d->T;
    e->ncell = d->T * d->R;
    for (unsigned r = 0; r < d->R; r++)
        for (unsigned t = 0; t < d->T; t++) {
            unsigned c = r * d->T + t, a, b, q;
            play_of(d, r, t, &a, &b, &q);
            e->ns[c] = flip[c] ? b : a;
            e->ew[c] = flip[c] ? a : b;
            e->set[c] = q;
            e->byset[q][e->nby[q]++] = c;
        }
    for (unsigned q = 1; q <= d->R; q++)
        add_set(e, q);
    for (unsigned i = 1; i <= e->P; i++)
        for (unsigned j = i + 1; j <= e->P; j++)
            e->ss += (long)e->s[i][j] * e->s[i][j];
}

static long bump(struct eval *e, unsigned i, unsigned j, int dv)
{
    int v = e->s[i][j];
    e->s[i][j] = e->s[j][i] = v + dv;
    return 2L * v * dv + (long)dv * dv;
}

/* Swaps NS and EW at cell c; returns the change of the sum of squares. */
static long flip_cell(struct eval *e, unsigned c)
{
    unsigned u = e->ns[c], v = e->ew[c], q = e->set[c];
    long delta = 0;
    for (unsigned i = 0; i < e->nby[q]; i++) {
        unsigned c2 = e->byset[q][i];
        if (c2 == c)
            continue;
        unsigned w = e->ns[c2], x = e->ew[c2];
        delta += bump(e, u, w, -2) + bump(e, u, x, 2) + bump(e, v, w, 2) + bump(e, v, x, -2);
    }
    e->ns[c] = v;
    e->ew[c] = u;
    e->ss += delta;
    return delta;
}

static double sd_of(const struct eval *e)
{
    double n = (double)e->P * (e->P - 1) / 2, sum = 0;
    for (unsigned i = 1; i <= e->P; i++)
        for (unsigned j = i + 1; j <= e->P; j++)
            sum += e->s[i][j];
    double mean = sum / n, var = (double)e->ss / n - mean * mean;
    return var > 1e-12 ? sqrt(var) : 0.0; /* sqrt is correctly rounded everywhere */
}

/* ---- orientation annealing ---- */

/* A unit flips together: a table whose orientation repeats every developed round, or a
 * single cell (a stationary table's round, a cell of kind 1's last round). */
struct units {
    unsigned n, start[MAXC + 1], cell[MAXC];
};

/* -f: every cell is a unit, whatever the kind (a pair may change direction in any round). */
static int free_cells;
/* -k: a whole grid by depth-first search (kind 2) at any size; 6 x 7 balances best so, of all
 * the searches tried there (doc/howell.md). */
static int any_grid;

/* -l: R = T + 1, T even, built from two lines (kind 2, every cell a unit). */
static int two_lines;

/* -m: the seats' annealing runs this many times as long (every grid and the best one again). */
static long anneal_mult = 1;
/* -x KEEP: the KEEP best grids polished again (polish_kept). */
#define MAXKEEP 64
static long keep;

static void units_of(struct units *u, const struct design *d)
{
    unsigned T = d->T, R = d->R, developed = d->kind == 0 ? R : d->kind == 1 ? T : 0, k = 0;
    if (free_cells)
        developed = 0;
    u->n = 0;

    for (unsigned t = 0; developed && t < T; t++) {
        if (d->kind == 0 && d->stat[t])
            continue;
        u->start[u->n++] = k;
        for (unsigned r = 0; r < developed; r++)
            u->cell[k++] = r * T + t;
    }
    for (unsigned t = 0; t < T; t++)
        for (unsigned r = 0; r < R; r++)
            if ((d->kind == 0 && d->stat[t]) || (d->kind == 1 && r == T) || d->kind == 2 ||
                free_cells) {
                u->start[u->n++] = k;
                u->cell[k++] = r * T + t;
            }
    u->start[u->n] = k;
}

static long flip_unit(struct eval *e, unsigned char *flip, const struct units *u, unsigned i)
{
    long delta = 0;
    for (unsigned k = u->start[i]; k < u->start[i + 1]; k++) {
        delta += flip_cell(e, u->cell[k]);
        flip[u->cell[k]] ^= 1;
    }
    return delta;
}

/* A random orientation of every unit. */
static void random_flips(unsigned char *flip, const struct design *d)
{
    static struct units u;
    units_of(&u, d);
    memset(flip, 0, (size_t)d->R * d->T);
    for (unsigned i = 0; i < u.n; i++)
        if (rnd(2))
            for (unsigned k = u.start[i]; k < u.start[i + 1]; k++)
                flip[u.cell[k]] = 1;
}

/* Anneals the flips of d for iters moves; returns the best sum of squares, flips set to it. */
static long anneal(const struct design *d, unsigned char *flip, long iters)
{
    static struct eval e;
    static struct units u;
    unsigned char best[MAXC];
    eval_init(&e, d, flip);
    units_of(&u, d);
    /* the temperature: from half the mean size of a move down to a hundredth of that */
    double scale = 0;
    for (unsigned i = 0; i < u.n; i++) {
        long dl = flip_unit(&e, flip, &u, i);
        flip_unit(&e, flip, &u, i);
        scale += (double)(dl < 0 ? -dl : dl);
    }
    double t0 = 0.5 * scale / u.n + 1.0;
    struct dm_dd ln_fall = dm_log_dd(0.01);
    long cur = e.ss, low = cur;
    memcpy(best, flip, e.ncell);
    for (long it = 0; it < iters; it++) {
        unsigned i = rnd(u.n);
        long dl = flip_unit(&e, flip, &u, i);
        double temp = t0 * dm_pow_log(ln_fall, (double)it / (double)iters);
        if (dl <= 0 || (double)rnd(1000000) / 1e6 < dm_exp(-(double)dl / temp)) {
            cur += dl;
            if (cur < low) {
                low = cur;
                memcpy(best, flip, e.ncell);
            }
        } else {
            flip_unit(&e, flip, &u, i);
        }
    }
    memcpy(flip, best, e.ncell);
    return low;
}

/* ---- exact descent over a few sets at a time ---- */

/* Flipping every cell of one set leaves s unchanged, and s is a sum over the sets, so the
 * seats of a few sets can be chosen exactly while the others stay: every orientation of their
 * cells (all but one cell of each set) is walked in Gray-code order, one flip a step. */
static long best_of_block(struct eval *e, unsigned char *flip, const unsigned *qs, unsigned nq)
{
    unsigned cells[3 * MAXT], k = 0;
    for (unsigned i = 0; i < nq; i++)
        for (unsigned j = 1; j < e->nby[qs[i]]; j++)
            cells[k++] = e->byset[qs[i]][j];
    long start = e->ss, low = start;
    unsigned long steps = 1ul << k, best_code = 0;
    for (unsigned long i = 1; i < steps; i++) {
        unsigned bit = (unsigned)__builtin_ctzl(i);
        flip_cell(e, cells[bit]);
        flip[cells[bit]] ^= 1;
        if (e->ss < low)
            low = e->ss, best_code = i ^ (i >> 1);
    }
    unsigned long now = (steps - 1) ^ ((steps - 1) >> 1), diff = now ^ best_code;
    for (unsigned bit = 0; bit < k; bit++)
        if (diff >> bit & 1) {
            flip_cell(e, cells[bit]);
            flip[cells[bit]] ^= 1;
        }
    return start - low;
}

/* Chooses the seats of every nq sets exactly, in turn, until no block improves: a local
 * minimum for moves of up to nq whole sets. Returns the sum of squares. */
static long block_descent(const struct design *d, unsigned char *flip, unsigned nq)
{
    static struct eval e;
    eval_init(&e, d, flip);
    unsigned R = d->R, q[3];
    for (int improved = 1; improved;) {
        improved = 0;
        for (unsigned i = 0; i < nq; i++) /* the first nq sets, then the next combination */
            q[i] = i + 1;
        for (;;) {
            improved |= best_of_block(&e, flip, q, nq) > 0;
            unsigned i = nq;
            while (i > 0 && q[i - 1] == R - (nq - i))
                i--;
            if (i == 0)
                break;
            q[i - 1]++;
            for (unsigned j = i; j < nq; j++)
                q[j] = q[j - 1] + 1;
        }
    }
    return e.ss;
}

/* ---- normal form: tables in board-path order, stationary pairs numbered in table order ---- */

static void swap_tables(struct design *d, unsigned a, unsigned b)
{
    for (unsigned k = 0; k < (d->kind == 2 ? d->R : 2); k++) {
        unsigned t = d->ns[k][a];
        d->ns[k][a] = d->ns[k][b], d->ns[k][b] = t;
        t = d->ew[k][a];
        d->ew[k][a] = d->ew[k][b], d->ew[k][b] = t;
        t = d->set[k][a];
        d->set[k][a] = d->set[k][b], d->set[k][b] = t;
    }
    unsigned char c = d->stat[a];
    d->stat[a] = d->stat[b], d->stat[b] = c;
}

/* Kind 0: sets shifted so that the lowest base set is 1, tables by base set (so boards move
 * down one table, through the relay stands in the gaps); kind 1: the table of the fixed set
 * first, then by base set. The last round (kind 1) keeps each set at the table it was at in
 * the round before (the set on the relay goes to table 1). */
static void normalise(struct design *d)
{
    unsigned T = d->T, lo = ~0u;
    if (d->kind == 0) {
        for (unsigned t = 0; t < T; t++)
            lo = d->set[0][t] < lo ? d->set[0][t] : lo;
        for (unsigned t = 0; t < T; t++)
            d->set[0][t] = d->set[0][t] - lo + 1;
    }
    for (unsigned i = 0; i < T; i++)
        for (unsigned j = i + 1; j < T; j++)
            if (d->set[0][j] < d->set[0][i] && !(d->kind == 1 && i == 0))
                swap_tables(d, i, j);
    if (d->kind == 0)
        for (unsigned t = 0, next = d->R + 1; t < T; t++)
            if (d->stat[t])
                d->ns[0][t] = next++;
    if (d->kind == 1) {
        unsigned ns[MAXT], ew[MAXT], set[MAXT];
        for (unsigned i = 0; i < T; i++) {
            unsigned q = d->set[1][i], at = 0; /* the table q was at in round T */
            for (unsigned t = 1; t < T; t++)
                if (dev_set(d, d->set[0][t], T - 1) == q)
                    at = t;
            ns[at] = d->ns[1][i], ew[at] = d->ew[1][i], set[at] = q;
        }
        memcpy(d->ns[1], ns, sizeof ns);
        memcpy(d->ew[1], ew, sizeof ew);
        memcpy(d->set[1], set, sizeof set);
    }
}

/* Folds the first round's orientation into the base round (and the last round's into the
 * last round, kind 1), so that the base round reads as round 1 is played and the flips left
 * are the rounds where a table sits the other way round from its base. */
static void fold_flips(struct design *d, unsigned char *flip)
{
    unsigned T = d->T, developed = d->kind == 0 ? d->R : T;
    for (unsigned c = 0; d->kind == 2 && c < d->R * T; c++)
        if (flip[c]) {
            unsigned r = c / T, t = c % T, x = d->ns[r][t];
            d->ns[r][t] = d->ew[r][t], d->ew[r][t] = x;
            flip[c] = 0;
        }
    if (d->kind == 2)
        return;
    for (unsigned t = 0; t < T; t++) {
        if (flip[t]) {
            unsigned x = d->ns[0][t];
            d->ns[0][t] = d->ew[0][t], d->ew[0][t] = x;
            for (unsigned r = 0; r < developed; r++)
                flip[r * T + t] ^= 1;
        }
        if (d->kind == 1 && flip[T * T + t]) {
            unsigned x = d->ns[1][t];
            d->ns[1][t] = d->ew[1][t], d->ew[1][t] = x;
            flip[T * T + t] = 0;
        }
    }
}

/* ---- the library's arrow-switch planner ---- */

/* The movement as played (one board per set): flips applied. */
static struct bm_movement *movement_of(const struct design *d, const unsigned char *flip)
{
    struct bm_movement *m;
    if (bm_movement_new(&m, BM_EVENT_PAIRS, d->R, d->T, 2 * d->T, d->R, 1))
        return NULL;
    for (unsigned r = 0; r < d->R; r++)
        for (unsigned t = 0; t < d->T; t++) {
            unsigned a, b, q, c = r * d->T + t;
            play_of(d, r, t, &a, &b, &q);
            bm_movement_set_pairs(m, r + 1, t + 1, flip[c] ? b : a, flip[c] ? a : b, q);
        }
    return m;
}

static double plan_switches(unsigned char *sw, const struct design *d,
                            const unsigned char *flip)
{
    struct bm_movement *m = movement_of(d, flip), *out = NULL;
    struct bm_options *opt = NULL;
    struct bm_switch_plan *plan = NULL;
    if (!m || bm_options_parse(&opt, "switch", "preset=optimise,level=free,seed=1,trials=1") ||
        bm_switch_plan_new(&plan, &out, m, opt)) {
        fprintf(stderr, "switch planning failed: %s\n", bm_last_error());
        exit(1);
    }
    for (unsigned r = 0; r < d->R; r++)
        for (unsigned t = 0; t < d->T; t++) {
            int on = 0;
            bm_movement_switched(&on, out, r + 1, t + 1, 1);
            sw[r * d->T + t] = (unsigned char)on;
        }
    double sd = -1;
    bm_switch_plan_real(&sd, plan, BM_SWITCH_SD);
    bm_switch_plan_free(plan);
    bm_options_free(opt);
    bm_movement_free(out);
    bm_movement_free(m);
    return sd;
}

/* ---- output ---- */

static void print_bits(const unsigned char *bits, unsigned n)
{
    for (unsigned i = 0; i < n; i += 4) {
        unsigned v = 0;
        for (unsigned k = 0; k < 4; k++)
            v |= (i + k < n && bits[i + k]) ? 8u >> k : 0u;
        putchar("0123456789abcdef"[v]);
    }
}

static void print_entry(const struct design *d, const unsigned char *flip,
                        const unsigned char *sw, double sd, double swsd,
                        unsigned long long seed, long effort)
{
    printf("    {%u, %u, %u, \"", d->T, d->R, d->kind);
    unsigned listed = d->kind == 2 ? d->R : d->kind + 1;
    for (unsigned k = 0; k < listed; k++)
        for (unsigned t = 0; t < d->T; t++)
            printf("%s%u %u %u", k || t ? " " : "", d->ns[k][t], d->ew[k][t], d->set[k][t]);
    printf("\", \"");
    print_bits(flip, d->R * d->T);
    printf("\", \"");
    print_bits(sw, d->R * d->T);
    char mult[48] = "";
    int at = 0;
    if (anneal_mult > 1)
        at = snprintf(mult, sizeof mult, "-m %ld ", anneal_mult);
    if (keep)
        snprintf(mult + at, sizeof mult - (size_t)at, "-x %ld ", keep);
    printf("\", %.4f, %.4f}, /* short-howell-search %s%s%s%s%s%s%s%s%s-s %llu -e %ld %u %u */\n",
           sd, swsd, free_cells ? "-f " : any_grid ? "-k " : "", two_lines ? "-l " : "",
           all_grids ? "-a " : "", mult,
           placement ? "-P " : "", placement ? placement : "", placement ? " " : "",
           band_missing ? "-b " : "", group_missing ? "-g " : "", seed, effort, d->T, d->R);
}

/* 4 tables 6 rounds and 5 tables 8 rounds have no kind 0 development (exhaustive search). */
static int small_kind2(unsigned T, unsigned R)
{
    return (T == 4 && R == 6) || (T == 5 && R == 8) || any_grid;
}

static int usage(void)
{
    fprintf(stderr, "usage: short-howell-search [-f | -k] [-l [-P PLACEMENT | -a]] [-b | -g]\n"
                    "  [-m MULT] [-s SEED] [-e EFFORT] TABLES ROUNDS\n"
                    "  TABLES 3..%u, ROUNDS TABLES + 1 .. 2 TABLES - 2 (not 4 tables, 5 rounds)\n"
                    "  -l: two lines (ROUNDS = TABLES + 1, TABLES even); -P PLACEMENT (with\n"
                    "  -l): the orbits' places given, not searched for; -a (with -l, 6 tables):\n"
                    "  every grid, each annealed from EFFORT starts;\n"
                    "  -k: any grid, by depth-first search; -b: the smallest\n"
                    "  differences unused; -g: the subgroup of order 2 TABLES - ROUNDS unused\n"
                    "  (it must divide ROUNDS); -m: the seats annealed MULT times as long\n",
            MAXT);
    return 2;
}

/* The best grid so far and its seats, by the sum of squares of s (low). */
static struct design best;
static unsigned char bflip[MAXC];
static long low = -1, short_iters, starts;

/* The KEEP grids whose seats annealed best (kept_ss ascending). */
#define POLISH_STARTS 20
static unsigned nkept;
static long kept_ss[MAXKEEP];
static struct design kept[MAXKEEP];

static void keep_grid(const struct design *d, long ss)
{
    unsigned i = nkept < keep ? nkept++ : nkept;
    if (i == nkept && ss >= kept_ss[i - 1])
        return;
    if (i == nkept)
        i--;
    for (; i > 0 && kept_ss[i - 1] > ss; i--) {
        kept_ss[i] = kept_ss[i - 1];
        kept[i] = kept[i - 1];
    }
    kept_ss[i] = ss;
    kept[i] = *d;
}

/* Anneals the seats of d from starts random orientations and keeps it if it is the best. */
static void try_grid(const struct design *d)
{
    static unsigned char flip[MAXC];
    long grid_low = -1;
    for (long k = 0; k < starts; k++) {
        random_flips(flip, d);
        long ss = anneal(d, flip, short_iters);
        if (keep && d->T <= 10) /* two sets a block: cheap, and ranks the grids more surely */
            ss = block_descent(d, flip, 2);
        grid_low = grid_low < 0 || ss < grid_low ? ss : grid_low;
        if (low < 0 || ss < low) {
            low = ss;
            best = *d;
            memcpy(bflip, flip, sizeof flip);
        }
    }
    if (keep)
        keep_grid(d, grid_low);
}

/* Each kept grid's seats again from POLISH_STARTS random orientations, each annealed and then
 * taken to a local minimum of whole-block moves (block_descent, as many sets a block as keep
 * the walk under 2^18 steps); the best of all becomes best. Prints each grid's SD. */
static void polish_kept(void)
{
    static unsigned char flip[MAXC];
    static struct eval e;
    for (unsigned g = 0; g < nkept; g++) {
        const struct design *d = &kept[g];
        unsigned nq = 18 / (d->T - 1);
        long grid_low = -1;
        double grid_sd = 0;
        for (long k = 0; k < POLISH_STARTS; k++) {
            random_flips(flip, d);
            long ss = anneal(d, flip, short_iters);
            if (nq)
                ss = block_descent(d, flip, nq > 3 ? 3 : nq);
            grid_low = grid_low < 0 || ss < grid_low ? ss : grid_low;
            if (ss < low) {
                low = ss;
                best = *d;
                memcpy(bflip, flip, sizeof flip);
            }
            if (ss == grid_low) {
                eval_init(&e, d, flip);
                grid_sd = sd_of(&e);
            }
        }
        eval_init(&e, d, flip); /* only for the SD of its first annealing */
        e.ss = kept_ss[g];
        fprintf(stderr, "grid %u: sd %.4f, first annealing %.4f\n", g + 1, grid_sd, sd_of(&e));
    }
}

int main(int argc, char **argv)
{
    unsigned long long seed = 0;
    long effort = 20;
    int argi = 1;
    for (; argi + 1 < argc && argv[argi][0] == '-'; argi += 2) {
        if (strcmp(argv[argi], "-f") == 0) {
            free_cells = 1;
            argi--;
        } else if (strcmp(argv[argi], "-b") == 0) {
            band_missing = 1;
            argi--;
        } else if (strcmp(argv[argi], "-g") == 0) {
            group_missing = 1;
            argi--;
        } else if (strcmp(argv[argi], "-k") == 0) {
            any_grid = 1;
            argi--;
        } else if (strcmp(argv[argi], "-a") == 0) {
            all_grids = 1;
            argi--;
        } else if (strcmp(argv[argi], "-l") == 0) {
            two_lines = 1;
            argi--;
        } else if (strcmp(argv[argi], "-P") == 0)
            placement = argv[argi + 1];
        else if (strcmp(argv[argi], "-s") == 0)
            seed = strtoull(argv[argi + 1], NULL, 10);
        else if (strcmp(argv[argi], "-e") == 0)
            effort = strtol(argv[argi + 1], NULL, 10);
        else if (strcmp(argv[argi], "-x") == 0)
            keep = strtol(argv[argi + 1], NULL, 10);
        else if (strcmp(argv[argi], "-m") == 0)
            anneal_mult = strtol(argv[argi + 1], NULL, 10);
        else
            return usage();
    }
    if (argi + 2 != argc)
        return usage();
    unsigned T = (unsigned)strtoul(argv[argi], NULL, 10);
    unsigned R = (unsigned)strtoul(argv[argi + 1], NULL, 10);
    if (T < 3 || T > MAXT || R < T + 1 || R > 2 * T - 2 || (T == 4 && R == 5) || effort < 1 ||
        anneal_mult < 1 || anneal_mult > 1000 || keep < 0 || keep > MAXKEEP ||
        (keep && all_grids) ||
        (two_lines && (R != T + 1 || T % 2)) || (placement && !two_lines) ||
        (all_grids && (!two_lines || placement || T > 6)) ||
        (any_grid && (free_cells || two_lines)))
        return usage();
    /* -b and -g choose a kind 0 base round's unused differences; -g needs 2T - R to divide R */
    if ((band_missing || group_missing) &&
        (band_missing + group_missing > 1 || two_lines || small_kind2(T, R) ||
         (R == T + 1 && R % 2 == 1) || (group_missing && R % (2 * T - R) != 0)))
        return usage();
    rng_state += seed * 0x9E3779B97F4A7C15ull;
    clock_t t0 = clock(); /* reported only: no search stops on time */
    static struct design d;
    /* anneal each base round for a number of moves that grows with the grid */
    short_iters = 40L * R * T;
    long long_iters = 400L * R * T;
    if (free_cells || two_lines) /* every cell is a unit: ten times the moves */
        short_iters *= 10, long_iters *= 10;
    short_iters *= anneal_mult, long_iters *= anneal_mult;
    starts = all_grids ? effort : 1;
    memset(&d, 0, sizeof d);
    d.T = T;
    d.R = R;
    d.kind = small_kind2(T, R) || two_lines ? 2 : R == T + 1 && R % 2 == 1;
    if (all_grids)
        fprintf(stderr, "%ld grids\n", every_grid_l(&d, try_grid));
    for (long k = 0; !all_grids && k < effort; k++) {
        if (!(two_lines ? base_lines(&d) : d.kind == 2 ? base2(&d) : d.kind == 1 ? base1(&d)
                                                                             : base0(&d))) {
            fprintf(stderr, "no base round found\n");
            return 1;
        }
        if (!two_lines) /* its tables are already in order: the sets stay */
            normalise(&d);
        try_grid(&d);
        memset(&d, 0, sizeof d);
        d.T = T;
        d.R = R;
        d.kind = small_kind2(T, R) || two_lines ? 2 : R == T + 1 && R % 2 == 1;
    }
    polish_kept();
    anneal(&best, bflip, long_iters);
    fold_flips(&best, bflip);
    static struct eval e;
    static unsigned char sw[MAXC];
    eval_init(&e, &best, bflip);
    double sd = sd_of(&e), swsd = plan_switches(sw, &best, bflip);
    print_entry(&best, bflip, sw, sd, swsd, seed, effort);
    fprintf(stderr, "T=%u R=%u kind %u sd %.4f switched %.4f in %.2f s\n", T, R, best.kind, sd,
            swsd, (double)(clock() - t0) / CLOCKS_PER_SEC);
    return 0;
}
