/* SPDX-License-Identifier: MIT */
/* whist-match: find the initial round of a whist tournament Wh(v) by exact search on the tables.
 *
 *   v = 4m + 1: cyclic over Z_v, element 0 sits out of the initial round.
 *   v = 4m:     1-rotational over Z_(v-1), the fixed player oo partners 0 at table 1.
 *
 * A round works when its partner differences +-(a - b) cover every nonzero class {d, -d} once
 * and its opponent differences cover every class twice (oo's pairs do not count: oo meets every
 * element the right number of times by itself). Two steps, like whist-search:
 *   1. a random starter: partner pairs whose differences cover every class once (randomised
 *      depth-first search);
 *   2. an exact depth-first search for a perfect matching of those pairs into tables whose four
 *      opponent classes (the cross differences of the two pairs) fill every class exactly twice.
 *      It always extends the unmatched pair with the fewest tables still possible, and gives up
 *      after a node budget; then step 1 draws another starter.
 * A rough count says why this works where annealing the matching is slow: for v = 4m + 1 a
 * starter has (2m - 1)!! matchings and a random one fills the 2m classes right with probability
 * about (4m)! / (2^(2m) (2m)^(4m)) (as if a table's classes were independent), which for
 * v = 44..60 leaves an expected 0.3 to 4 solutions per starter: they are there, and the exact
 * search finds one or gives up on the starter quickly.
 *
 * Usage: whist-match [-f STARTER] V [SEED [NODES]]
 * prints one entry of lib/data/whist-data.c, "{V, {{N, S, E, W}, ...}}," (oo = V - 1), followed
 * by the options that reproduce it: SEED is the PRNG seed, NODES the search budget a starter,
 * and -f the number of the starter that succeeded. -f N draws the starters before N but does
 * not search them (a draw takes microseconds, a search up to seconds): the PRNG then stands
 * where it stood when starter N was drawn, so the entry is reproduced in one starter's time.
 * The same arguments print the same entry on every machine: the PRNG is the program's own,
 * the search uses integers only, and it stops on its node budget, never on time. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXV 128

static unsigned n, classes, npairs, inf;
static unsigned pa[MAXV], pb[MAXV]; /* partner pairs; pair 0 is (oo, 0) when 1-rotational */
static unsigned char mate[MAXV];     /* matched pair, or NONE */
static unsigned char cover[MAXV];    /* opponent count per class */
static unsigned long nodes, budget;
static uint64_t rng;

#define NONE 0xFF

static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static unsigned cls(unsigned a, unsigned b)
{
    unsigned d = (a + n - b) % n;
    return d < n - d ? d : n - d;
}

/* ---- step 1: a random starter ---- */

static unsigned char used[MAXV];
static unsigned order_[MAXV];

static int place_class(unsigned k)
{
    if (k > classes)
        return 1;
    unsigned d = order_[k], start = (unsigned)(next() % n);
    for (unsigned s = 0; s < n; s++) {
        unsigned x = (start + s) % n, y = (x + d) % n;
        if (x == 0 || y == 0 || used[x] || used[y])
            continue;
        used[x] = used[y] = 1;
        unsigned i = npairs++;
        pa[i] = x, pb[i] = y;
        if (place_class(k + 1))
            return 1;
        npairs--;
        used[x] = used[y] = 0;
        if (++nodes > 100000)
            return 0;
    }
    return 0;
}

static int random_starter(void)
{
    memset(used, 0, sizeof used);
    npairs = 0;
    if (inf) {
        pa[0] = inf, pb[0] = 0;
        npairs = 1;
    }
    for (unsigned d = 1; d <= classes; d++)
        order_[d] = d;
    for (unsigned d = classes; d > 1; d--) {
        unsigned j = 1 + (unsigned)(next() % d), t = order_[d];
        order_[d] = order_[j], order_[j] = t;
    }
    nodes = 0;
    return place_class(1);
}

/* ---- step 2: exact matching ---- */

/* The opponent classes of pairs i and j (two when one is (oo, 0)). */
static unsigned cross(unsigned i, unsigned j, unsigned *c)
{
    unsigned a[2] = {pa[i], pb[i]}, b[2] = {pa[j], pb[j]}, k = 0;
    for (unsigned x = 0; x < 2; x++)
        for (unsigned y = 0; y < 2; y++)
            if (a[x] != inf && b[y] != inf)
                c[k++] = cls(a[x], b[y]);
    return k;
}

static int fits(unsigned i, unsigned j)
{
    unsigned c[4], k = cross(i, j, c);
    unsigned char add[MAXV / 2 + 1];
    for (unsigned x = 0; x < k; x++)
        add[c[x]] = 0;
    for (unsigned x = 0; x < k; x++)
        if (cover[c[x]] + ++add[c[x]] > 2)
            return 0;
    return 1;
}

static void apply(unsigned i, unsigned j, int sign)
{
    unsigned c[4], k = cross(i, j, c);
    for (unsigned x = 0; x < k; x++)
        cover[c[x]] = (unsigned char)(cover[c[x]] + sign);
    mate[i] = sign > 0 ? (unsigned char)j : NONE;
    mate[j] = sign > 0 ? (unsigned char)i : NONE;
}

static int match(unsigned left)
{
    if (left == 0)
        return 1;
    if (++nodes > budget)
        return 0;
    unsigned best = NONE, best_count = MAXV;
    for (unsigned i = 0; i < npairs; i++) {
        if (mate[i] != NONE)
            continue;
        unsigned count = 0;
        for (unsigned j = 0; j < npairs && count < best_count; j++)
            if (j != i && mate[j] == NONE && fits(i, j))
                count++;
        if (count < best_count)
            best = i, best_count = count;
        if (count == 0)
            return 0;
    }
    for (unsigned j = 0; j < npairs; j++) {
        if (j == best || mate[j] != NONE || !fits(best, j))
            continue;
        apply(best, j, +1);
        if (match(left - 2))
            return 1;
        apply(best, j, -1);
    }
    return 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: whist-match [-f STARTER] V [SEED [NODES]] (V = 0 or 1 mod 4, 8..%d)\n",
            MAXV - 4);
    return 2;
}

int main(int argc, char **argv)
{
    unsigned long first = 1;
    int argi = 1;
    if (argi + 1 < argc && strcmp(argv[argi], "-f") == 0) {
        first = strtoul(argv[argi + 1], NULL, 10);
        argi += 2;
    }
    char **arg = argv + argi;
    int nargs = argc - argi;
    unsigned v = nargs > 0 ? (unsigned)atoi(arg[0]) : 0;
    if (nargs < 1 || v < 8 || v + 4 > MAXV || (v % 4 != 0 && v % 4 != 1) || first < 1)
        return usage();
    uint64_t seed = nargs > 1 ? (uint64_t)atoll(arg[1]) : 1;
    rng = 0x9E3779B97F4A7C15ull ^ seed;
    unsigned long per_starter = nargs > 2 ? strtoul(arg[2], NULL, 10) : 200000ul;
    n = v % 4 ? v : v - 1;
    inf = v % 4 ? 0 : n; /* 0 never names oo: it is an element */
    classes = (n - 1) / 2;
    unsigned long attempt = 1;
    for (;; attempt++) {
        if (!random_starter() || attempt < first)
            continue;
        memset(mate, NONE, sizeof mate);
        memset(cover, 0, sizeof cover);
        nodes = 0;
        budget = per_starter;
        if (match(npairs))
            break;
    }
    printf("    {%u, {", v);
    unsigned printed = 0;
    for (unsigned i = 0; i < npairs; i++) {
        unsigned j = mate[i];
        if (j < i)
            continue;
        /* the pair holding oo first, so that table 1 reads (oo, 0, ...) */
        printf("%s{%u, %u, %u, %u}", printed++ ? ", " : "", pa[i], pb[i], pa[j], pb[j]);
    }
    printf("}}, /* whist-match -f %lu %u %llu %lu */\n", attempt, v, (unsigned long long)seed,
           per_starter);
    return 0;
}
