/* SPDX-License-Identifier: MIT */
/* whist-search: find the initial round of a whist tournament Wh(v) by simulated annealing.
 *
 * It produced most of the initial rounds in lib/data/whist-data.c (the sizes that
 * lib/families/individual.c builds from no algebraic construction).
 *
 *   v = 4m + 1: cyclic over Z_v. Round g seats base + g; element g sits out.
 *   v = 4m:     1-rotational over Z_(v-1) with a fixed player oo partnering 0 at table 1.
 *
 * A base round works when the partner differences +-d cover every nonzero residue once and
 * the opponent differences cover every nonzero residue twice (oo partners and opposes every
 * element the right number of times by itself). The cost is the total deviation of those
 * counts; annealing swaps two elements and keeps a swap that does not raise the cost too much.
 *
 * Usage: whist-search [-p | -t] [-x] V [SEED [ITERS [T_HOT T_COLD]]]
 * prints one entry of lib/data/whist-data.c, "{V, {{N, S, E, W}, ...}}," (oo = V - 1), followed
 * by the options that reproduce it: SEED is the PRNG seed, ITERS the annealing iterations of
 * one attempt (a new attempt starts until one succeeds), T_HOT and T_COLD the temperatures.
 * -p fixes a random starter for the partners (depth-first search) and anneals only how the
 * partner pairs face each other, finishing with a short tabu search over pair swaps; -t runs a
 * tabu search (best swap each step, ITERS/1000 steps) instead of annealing; -x also requires
 * the exchange pairing of the 16-player individual printed in the French club guide.
 * The same arguments print the same entry on every machine: the PRNG is the program's own,
 * exp and pow come from det-math.h, and no search stops on time. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "det-math.h"

#define MAXV 128

static unsigned n, v, tables, inf, fixed_slots;
static unsigned slot[MAXV];                /* element in each slot, 4 per table */
static int pc[MAXV], oc[MAXV];             /* partner / opponent counts per difference class */
static long cost;
static uint64_t rng;

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

static long dev(int c, int target)
{
    return c > target ? c - target : target - c;
}

static void count(unsigned a, unsigned b, int *arr, int target, int sign)
{
    if (a == inf || b == inf)
        return;
    unsigned c = cls(a, b);
    cost -= dev(arr[c], target);
    arr[c] += sign;
    cost += dev(arr[c], target);
}

/* Add (sign +1) or remove (-1) the six pairs of table k. */
static void table_pairs(unsigned k, int sign)
{
    unsigned *s = &slot[4 * k];
    count(s[0], s[1], pc, 1, sign);
    count(s[2], s[3], pc, 1, sign);
    for (unsigned i = 0; i < 2; i++)
        for (unsigned j = 2; j < 4; j++)
            count(s[i], s[j], oc, 2, sign);
}

static void reset(void)
{
    memset(pc, 0, sizeof pc);
    memset(oc, 0, sizeof oc);
    cost = 0;
    for (unsigned c = 1; c <= (n - 1) / 2; c++)
        cost += 1 + 2;
    for (unsigned k = 0; k < tables; k++)
        table_pairs(k, +1);
}

static void shuffle(void)
{
    unsigned total = 4 * tables;
    for (unsigned i = total - 1; i > fixed_slots; i--) {
        unsigned j = fixed_slots + (unsigned)(next() % (i - fixed_slots + 1));
        unsigned t = slot[i];
        slot[i] = slot[j];
        slot[j] = t;
    }
}

static void swap_slots(unsigned i, unsigned j)
{
    unsigned ti = i / 4, tj = j / 4;
    table_pairs(ti, -1);
    if (tj != ti)
        table_pairs(tj, -1);
    unsigned t = slot[i];
    slot[i] = slot[j];
    slot[j] = t;
    table_pairs(ti, +1);
    if (tj != ti)
        table_pairs(tj, +1);
}

static double t_hot = 1.0, t_cold = 0.05;

static int anneal(unsigned long iters)
{
    unsigned total = 4 * tables, movable = total - fixed_slots;
    double temp = t_hot;
    double cool = dm_pow(t_cold / temp, 1.0 / (double)iters);
    for (unsigned long it = 0; it < iters && cost; it++, temp *= cool) {
        unsigned i = fixed_slots + (unsigned)(next() % movable);
        unsigned j = fixed_slots + (unsigned)(next() % movable);
        if (i / 4 == j / 4)
            continue;
        long before = cost;
        swap_slots(i, j);
        long delta = cost - before;
        if (delta > 0 && (double)(next() % 1000000) / 1e6 >= dm_exp(-(double)delta / temp))
            swap_slots(i, j);
    }
    return cost == 0;
}

/* ---- pairs mode: fix a random starter (partner pairs covering every difference once), then
 * anneal the way the partner pairs meet at the tables, swapping whole pairs ---- */

static unsigned char used_el[MAXV], used_cls[MAXV];
static unsigned pair_a[MAXV], pair_b[MAXV], npairs;
static unsigned long nodes;

static int starter_dfs(void)
{
    if (++nodes > 200000)
        return 0;
    unsigned x = 1;
    while (x < n && used_el[x])
        x++;
    if (x == n)
        return 1;
    unsigned order[MAXV], k = 0;
    for (unsigned c = 1; c <= (n - 1) / 2; c++)
        if (!used_cls[c])
            order[k++] = c;
    for (unsigned i = k; i > 1; i--) {
        unsigned j = (unsigned)(next() % i), t = order[i - 1];
        order[i - 1] = order[j];
        order[j] = t;
    }
    used_el[x] = 1;
    for (unsigned i = 0; i < k; i++)
        for (unsigned sgn = 0; sgn < 2; sgn++) {
            unsigned c = order[i], y = sgn ? (x + c) % n : (x + n - c) % n;
            if (y == 0 || used_el[y])
                continue;
            used_el[y] = used_cls[c] = 1;
            pair_a[npairs] = x, pair_b[npairs] = y, npairs++;
            if (starter_dfs())
                return 1;
            npairs--;
            used_el[y] = used_cls[c] = 0;
        }
    used_el[x] = 0;
    return 0;
}

/* Lay a random starter into the slots (table 1 keeps oo 0 in the 1-rotational case). */
static int random_starter(void)
{
    memset(used_el, 0, sizeof used_el);
    memset(used_cls, 0, sizeof used_cls);
    npairs = 0;
    nodes = 0;
    if (!starter_dfs())
        return 0;
    unsigned k = fixed_slots;
    for (unsigned i = 0; i < npairs; i++) {
        slot[k++] = pair_a[i];
        slot[k++] = pair_b[i];
    }
    return 1;
}

/* Swap the partner pair at pair-slot i (slots 2i, 2i+1) with the one at pair-slot j. */
static void swap_pairs(unsigned i, unsigned j)
{
    unsigned ti = i / 2, tj = j / 2;
    table_pairs(ti, -1);
    if (tj != ti)
        table_pairs(tj, -1);
    for (unsigned k = 0; k < 2; k++) {
        unsigned t = slot[2 * i + k];
        slot[2 * i + k] = slot[2 * j + k];
        slot[2 * j + k] = t;
    }
    table_pairs(ti, +1);
    if (tj != ti)
        table_pairs(tj, +1);
}

static int anneal_pairs(unsigned long iters)
{
    unsigned first = fixed_slots / 2, count = 2 * tables - first;
    double temp = t_hot, cool = dm_pow(t_cold / temp, 1.0 / (double)iters);
    for (unsigned long it = 0; it < iters && cost; it++, temp *= cool) {
        unsigned i = first + (unsigned)(next() % count), j = first + (unsigned)(next() % count);
        if (i / 2 == j / 2)
            continue;
        long before = cost;
        swap_pairs(i, j);
        long delta = cost - before;
        if (delta > 0 && (double)(next() % 1000000) / 1e6 >= dm_exp(-(double)delta / temp))
            swap_pairs(i, j);
    }
    return cost == 0;
}

/* Tabu search over pair swaps, from where annealing stopped: the best non-tabu swap each step. */
static int tabu_pairs(unsigned long steps)
{
    unsigned first = fixed_slots / 2, last = 2 * tables;
    static unsigned long until[MAXV];
    long best_seen = cost;
    memset(until, 0, sizeof until);
    for (unsigned long it = 1; it <= steps && cost; it++) {
        long best = 1L << 40;
        unsigned bi = 0, bj = 0, ties = 0;
        for (unsigned i = first; i < last; i++)
            for (unsigned j = i + 1; j < last; j++) {
                if (i / 2 == j / 2)
                    continue;
                swap_pairs(i, j);
                long after = cost;
                swap_pairs(i, j);
                if ((until[i] > it || until[j] > it) && after >= best_seen)
                    continue;
                if (after < best || (after == best && next() % ++ties == 0)) {
                    if (after < best)
                        ties = 1;
                    best = after;
                    bi = i, bj = j;
                }
            }
        if (bi == bj)
            break;
        swap_pairs(bi, bj);
        until[bi] = until[bj] = it + 3 + next() % 8;
        if (cost < best_seen)
            best_seen = cost;
    }
    return cost == 0;
}

/* Tabu search: take the best swap each step, forbidding recently moved elements for a while. */
static unsigned long tabu_until[MAXV];

static int tabu(unsigned long iters)
{
    unsigned total = 4 * tables;
    long best_seen = cost;
    memset(tabu_until, 0, sizeof tabu_until);
    for (unsigned long it = 1; it <= iters && cost; it++) {
        long best = 1L << 40;
        unsigned bi = 0, bj = 0, ties = 0;
        for (unsigned i = fixed_slots; i < total; i++)
            for (unsigned j = i + 1; j < total; j++) {
                if (i / 4 == j / 4 && (i % 4) / 2 == (j % 4) / 2)
                    continue; /* swapping partners changes nothing */
                long before = cost;
                swap_slots(i, j);
                long after = cost;
                swap_slots(i, j);
                int is_tabu = tabu_until[slot[i]] > it || tabu_until[slot[j]] > it;
                if (is_tabu && !(after < best_seen))
                    continue;
                (void)before;
                if (after < best || (after == best && next() % ++ties == 0)) {
                    if (after < best)
                        ties = 1;
                    best = after;
                    bi = i, bj = j;
                }
            }
        if (bi == bj)
            continue;
        swap_slots(bi, bj);
        tabu_until[slot[bi]] = it + 5 + next() % 10;
        tabu_until[slot[bj]] = it + 5 + next() % 10;
        if (cost < best_seen)
            best_seen = cost;
    }
    return cost == 0;
}

/* v = 16 for the French club guide's exchange layout: the rounds pair up (7 pairs, one left)
 * so that two tables of one round seat the same eight players as two tables of the other. */
static unsigned long long eight(unsigned g, unsigned a, unsigned b)
{
    unsigned long long bits = 0;
    for (unsigned k = 0; k < 4; k++) {
        unsigned x = slot[4 * a + k], y = slot[4 * b + k];
        bits |= 1ull << (x == inf ? inf : (x + g) % n);
        bits |= 1ull << (y == inf ? inf : (y + g) % n);
    }
    return bits;
}

static int pairable(unsigned r, unsigned s)
{
    for (unsigned a = 0; a < tables; a++)
        for (unsigned b = a + 1; b < tables; b++)
            for (unsigned c = 0; c < tables; c++)
                for (unsigned d = c + 1; d < tables; d++)
                    if (eight(r, a, b) == eight(s, c, d))
                        return 1;
    return 0;
}

static int match_rounds(unsigned char *used, unsigned left)
{
    if (left <= 1)
        return 1;
    unsigned r = 0;
    while (used[r])
        r++;
    used[r] = 1;
    for (unsigned s = r + 1; s < n; s++)
        if (!used[s] && pairable(r, s)) {
            used[s] = 1;
            if (match_rounds(used, left - 2))
                return 1;
            used[s] = 0;
        }
    int ok = left % 2 && match_rounds(used, left - 1); /* r is the round left over */
    used[r] = 0;
    return ok;
}

static int exchangeable(void)
{
    unsigned char used[MAXV] = {0};
    return match_rounds(used, n);
}

/* The shortest decimal that reads back as x, so that the echoed options reproduce the run. */
static const char *shortest(double x, char *buf, size_t size)
{
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(buf, size, "%.*g", digits, x);
        if (strtod(buf, NULL) == x)
            break;
    }
    return buf;
}

static int usage(void)
{
    fprintf(stderr, "usage: whist-search [-p | -t] [-x] V [SEED [ITERS [T_HOT T_COLD]]]\n");
    return 2;
}

int main(int argc, char **argv)
{
    int pairs = 0, tabu_only = 0, exchange = 0, argi = 1;
    for (; argi < argc && argv[argi][0] == '-'; argi++) {
        if (strcmp(argv[argi], "-p") == 0)
            pairs = 1;
        else if (strcmp(argv[argi], "-t") == 0)
            tabu_only = 1;
        else if (strcmp(argv[argi], "-x") == 0)
            exchange = 1;
        else
            return usage();
    }
    if (argi >= argc || (pairs && tabu_only))
        return usage();
    char **arg = argv + argi;
    int nargs = argc - argi;
    v = (unsigned)atoi(arg[0]);
    uint64_t seed = nargs > 1 ? (uint64_t)atoll(arg[1]) : 1;
    rng = 0x9E3779B97F4A7C15ull ^ seed;
    if (v < 8 || v >= MAXV || (v % 4 != 0 && v % 4 != 1))
        return fprintf(stderr, "v must be 0 or 1 mod 4, 8..%d\n", MAXV - 1), 2;
    tables = v / 4;
    unsigned long iters = nargs > 2 ? strtoul(arg[2], NULL, 10) : 4000000ul;
    if (nargs > 4) {
        t_hot = atof(arg[3]);
        t_cold = atof(arg[4]);
    }
    n = v % 4 ? v : v - 1;
    inf = n;
    unsigned k = 0;
    if (v % 4 == 0) { /* table 1: oo 0 | . . */
        slot[k++] = inf;
        slot[k++] = 0;
        fixed_slots = 2;
    } else {
        fixed_slots = 0;
    }
    for (unsigned e = 1; e < n; e++)
        slot[k++] = e;
    for (unsigned attempt = 1;; attempt++) {
        int found;
        if (pairs) {
            if (!random_starter())
                continue;
            reset();
            found = anneal_pairs(iters) || tabu_pairs(2000);
        } else {
            shuffle();
            reset();
            found = tabu_only ? tabu(iters / 1000) : anneal(iters);
        }
        if (found && (!exchange || exchangeable()))
            break;
        if (attempt == 100000)
            return fprintf(stderr, "v=%u: no starter after %u attempts\n", v, attempt), 1;
    }
    printf("    {%u, {", v);
    for (unsigned t = 0; t < tables; t++)
        printf("%s{%u, %u, %u, %u}", t ? ", " : "", slot[4 * t], slot[4 * t + 1],
               slot[4 * t + 2], slot[4 * t + 3]);
    char hot[32], cold[32];
    printf("}}, /* whist-search%s%s%s %u %llu %lu %s %s */\n", pairs ? " -p" : "",
           tabu_only ? " -t" : "", exchange ? " -x" : "", v, (unsigned long long)seed, iters,
           shortest(t_hot, hot, sizeof hot), shortest(t_cold, cold, sizeof cold));
    return 0;
}
