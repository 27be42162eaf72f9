/* SPDX-License-Identifier: MIT */
/* Lower bounds on the SD of s over every arrow switching of a movement (doc/analysis.md,
 * "Lower bounds on the SD"): the parity bound (analysis-stats.c), the mod-4 bound when every
 * counted participant plays every board, the size bound (analysis-bound-size.c) and the
 * spectral bound of the meeting structure.
 * Each uses only what no switching changes, so each holds for the movement as analysed and
 * for every other switching of it; the report gives the largest and the ratio of the SD to
 * it (the SD is within that ratio of the best any switching could reach).
 *
 * The structure both of the stronger bounds rest on. On one board, give each play the sign
 * e = +1 (North-South after switching) or -1. Two participants playing the board add
 * e_i e_j + n [they are opponents] - n [partners] to s: opponents sit in opposite directions
 * (-1 + n = n - 1), partners in the same one (+1 - n), anyone else +1 or -1. Summed over the
 * boards, s_ij = G_ij + t_ij with G = sum over boards of v v^T (v: the signs, 0 for someone not
 * playing), and t_ij = sum of n over the boards i and j play at one table, signed: switching
 * changes G but never t. G is positive semidefinite, its diagonal is the boards each plays,
 * its rank is at most the number of boards, and G 1 = 0 (every play has one side of each). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"

/* The spectral bound diagonalises a matrix over the counted participants: O(n^3). Above this
 * size it is left out (a 60-table Mitchell has 120 pairs; its bound costs about 2 ms). */
#define SPECTRAL_MAX 128u


/* t_ij modulo 4 of the counted participants who[0..n-1], row by row (byte i * n + j): the only
 * part of t the mod-4 bound needs, read from the pair table in one pass (the classes compare
 * whole rows, a million reads at 999 tables, each a lookup of the pair). NULL when out of
 * memory. */
static unsigned char *t_mod4_table(const struct bm_analysis *an, const unsigned *who, unsigned n)
{
    unsigned char *t4 = bm_malloc((size_t)n * n);
    if (!t4)
        return NULL;
    for (unsigned i = 0; i < n; i++) {
        t4[(size_t)i * n + i] = 0;
        for (unsigned j = i + 1; j < n; j++)
            t4[(size_t)i * n + j] = t4[(size_t)j * n + i] =
                (unsigned char)(bm_fixed_part(an, who[i], who[j]) & 3);
    }
    return t4;
}

/* Classes of participants for the mod-4 bound: at most MOD4_CLASSES of them, and at most
 * MOD4_WORK colourings (the product of the classes' sizes plus one) to try: a 999-table
 * Mitchell's two classes of 999 pairs try a million, about 0.1 s. */
#define MOD4_CLASSES 3u
#define MOD4_WORK (1ull << 21)

struct mod4_classes {
    unsigned k, size[MOD4_CLASSES], t[MOD4_CLASSES][MOD4_CLASSES];
};

/* i and j are alike when every other participant has the same t with both, modulo 4: their
 * rows agree but at columns i and j. */
static int alike(const unsigned char *t4, unsigned n, unsigned i, unsigned j)
{
    const unsigned char *a = t4 + (size_t)i * n, *b = t4 + (size_t)j * n;
    unsigned lo = i < j ? i : j, hi = i < j ? j : i;
    return !memcmp(a, b, lo) && !memcmp(a + lo + 1, b + lo + 1, hi - lo - 1) &&
           !memcmp(a + hi + 1, b + hi + 1, n - hi - 1);
}

/* Split the participants into classes of alike ones and check that t modulo 4 depends only
 * on the two classes (so the colour counts of each class fix every residue's count): 0 when
 * the movement has more classes or a class pair with two residues. */
static int mod4_split(struct mod4_classes *cl, const unsigned char *t4, unsigned n, unsigned *of)
{
    unsigned rep[MOD4_CLASSES];
    cl->k = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned c = 0;
        while (c < cl->k && !alike(t4, n, rep[c], i))
            c++;
        if (c == cl->k) {
            if (cl->k == MOD4_CLASSES)
                return 0;
            rep[cl->k] = i;
            cl->size[cl->k++] = 0;
        }
        of[i] = c;
        cl->size[c]++;
    }
    unsigned char seen[MOD4_CLASSES][MOD4_CLASSES] = {{0}};
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = i + 1; j < n; j++) {
            unsigned a = of[i], b = of[j], t = t4[(size_t)i * n + j];
            if (seen[a][b] && cl->t[a][b] != t)
                return 0;
            seen[a][b] = seen[b][a] = 1;
            cl->t[a][b] = cl->t[b][a] = t;
        }
    unsigned long long work = 1;
    for (unsigned c = 0; c < cl->k && work <= MOD4_WORK; c++)
        work *= cl->size[c] + 1ull;
    return cl->k == 1 || work <= MOD4_WORK;
}

static unsigned long long pairs_in(unsigned long long k)
{
    return k ? k * (k - 1) / 2 : 0;
}

/* The least SD when class c has m[c] participants of even w: each pair's residue is
 * N + t (same parity) or N + t + 2, counted class pair by class pair. */
static double mod4_colouring(const struct mod4_classes *cl, const unsigned long long *m,
                             const struct bm_analysis *an)
{
    unsigned long long counts[4] = {0};
    for (unsigned a = 0; a < cl->k; a++)
        for (unsigned b = a; b < cl->k; b++) {
            unsigned long long ea = m[a], oa = cl->size[a] - m[a], eb = m[b], ob = cl->size[b] - m[b];
            unsigned long long same = a == b ? pairs_in(ea) + pairs_in(oa) : ea * eb + oa * ob;
            unsigned long long differ = a == b ? ea * oa : ea * ob + oa * eb;
            unsigned r = (unsigned)(an->N + cl->t[a][b]) & 3;
            counts[r] += same;
            counts[(r + 2) & 3] += differ;
        }
    long long res[4];
    unsigned long long used[4];
    unsigned nclass = 0;
    for (unsigned r = 0; r < 4; r++)
        if (counts[r]) {
            res[nclass] = r;
            used[nclass++] = counts[r];
        }
    return bm_residue_bound_sd(used, res, nclass, 4, an->st.sum);
}

/*
 * The mod-4 bound. When every counted participant plays all N boards, v_i (i's signs over the
 * boards) is a +-1 vector and G_ij = N - 2 d_ij, d_ij the boards where i and j differ;
 * d_ij = w_i + w_j - 2 (overlap) is w_i + w_j modulo 2 (w: the -1 entries). So s_ij is
 * N + t_ij modulo 4 when w_i and w_j have the same parity, N + t_ij + 2 otherwise. When t
 * modulo 4 depends only on the classes of i and j (one class in a complete Howell; the NS and
 * the EW pairs of a Mitchell), the numbers of participants of even w in each class fix how many
 * values fall in each residue; the least SD over those numbers (residues that can add up to the
 * total) bounds every switching. For a complete Howell with one board a round and T odd this
 * is at least sqrt(2(P - 2)/(P - 1)): the mean is -1 + T and the pairs of equal parity, at
 * least T(T - 1) of them, sit 2 away from it.
 */
static double mod4_bound(double *size, const struct bm_analysis *an, const unsigned *who,
                         unsigned n)
{
    *size = -1.0;
    if (an->dup || n < 2)
        return -1.0;
    for (unsigned i = 0; i < n; i++)
        if (an->boards_played[who[i]] != an->N)
            return -1.0;
    unsigned *of = bm_malloc((size_t)n * sizeof *of);
    unsigned char *t4 = t_mod4_table(an, who, n);
    struct mod4_classes cl = {0};
    struct bm_size_shape shape;
    int ok = of && t4 && mod4_split(&cl, t4, n, of);
    /* Without classes (whoever meets whom is not that regular) the size bound may still
     * hold. With them the mod-4 bound does not ask every row to reach its sum (and with one
     * class, as in a short Howell of 4, 8, ... tables, knows nothing of the meetings), so the
     * size bound may do better: in a complete Mitchell too (7 x 4: 1.1215 against 1.0402). */
    if (t4 && (bm_size_shape_exact(&shape, an, who, n) || bm_size_shape_of(&shape, an, t4, n)))
        *size = bm_size_bound_sd(&shape);
    free(of);
    free(t4);
    if (!ok)
        return -1.0;
    double best = -1.0;
    unsigned long long m[MOD4_CLASSES] = {0};
    for (;;) {
        double b = mod4_colouring(&cl, m, an);
        if (b >= 0.0 && (best < 0.0 || b < best))
            best = b;
        unsigned c = 0; /* the next colour counts, as an odometer */
        while (c < cl.k && m[c] == cl.size[c])
            m[c++] = 0;
        if (c == cl.k)
            break;
        m[c]++;
    }
    return best;
}

/*
 * The spectral bound. Put F_ij = s_ij - mu (F_ii = 0): its squared Frobenius norm is 2 M times
 * the variance. F = G + H with H_ij = t_ij - mu and H_ii = -(boards i plays), fixed by the
 * movement. With C = I - J/n, X -> C X C is an orthogonal projection and C G C = G, so
 * |F|^2 = |G - K|^2 + |H - C H C|^2 with K = -C H C. Among positive semidefinite G of rank at
 * most r (the boards, and n - 1), the closest to K keeps K's r largest positive eigenvalues
 * (Hoffman-Wielandt; Eckart-Young): |G - K|^2 >= the sum of the squares of K's negative
 * eigenvalues and of its positive ones beyond the r largest.
 */
static enum bm_status spectral_bound(double *out, const struct bm_analysis *an,
                                     const unsigned *who, unsigned n)
{
    *out = -1.0;
    if (an->dup || n < 3 || n > SPECTRAL_MAX)
        return BM_OK;
    double *h = bm_malloc((size_t)n * n * sizeof *h), *mean = bm_malloc(2 * (size_t)n * sizeof *h);
    if (!h || !mean) {
        free(h);
        free(mean);
        return BM_ENOMEM;
    }
    double *ev = mean + n, grand = 0.0, fixed = 0.0, rest = 0.0, mu = an->st.mean;
    for (unsigned i = 0; i < n; i++) {
        mean[i] = 0.0;
        for (unsigned j = 0; j < n; j++) {
            double v = i == j ? -(double)an->boards_played[who[i]]
                              : (double)bm_fixed_part(an, who[i], who[j]) - mu;
            h[i * n + j] = v;
            mean[i] += v / n;
        }
        grand += mean[i] / n;
    }
    for (unsigned i = 0; i < n; i++)
        for (unsigned j = 0; j < n; j++) {
            double centred = h[i * n + j] - mean[i] - mean[j] + grand;
            fixed += (h[i * n + j] - centred) * (h[i * n + j] - centred);
            h[i * n + j] = -centred;
        }
    enum bm_status st = bm_symmetric_eigenvalues(ev, h, n);
    if (!st) {
        unsigned r = an->N < n - 1 ? an->N : n - 1, kept = 0;
        for (unsigned k = n; k-- > 0;) { /* from the largest */
            if (ev[k] > 0.0 && kept < r)
                kept++;
            else
                rest += ev[k] * ev[k];
        }
        *out = sqrt((fixed + rest) / (2.0 * (double)an->st.pairs));
    }
    free(h);
    free(mean);
    return st;
}

/* The bound worked out: the best of parity, mod-4, size and spectral. */
static enum bm_status compute_bound(struct bm_sd_bound *out, const struct bm_analysis *an)
{
    const struct bm_stats *st = &an->st;
    out->sd = st->parity_bound_sd;
    out->kind = "parity";
    if (st->pairs == 0)
        return BM_OK;
    unsigned n = 0, *who = bm_malloc(((size_t)an->P + 1) * sizeof *who);
    if (!who)
        return BM_ENOMEM;
    for (unsigned p = 1; p <= an->P; p++)
        if (an->counted[p])
            who[n++] = p;
    double size, mod4 = mod4_bound(&size, an, who, n), spectral = -1.0;
    enum bm_status status = an->figures_only ? BM_OK : spectral_bound(&spectral, an, who, n);
    free(who);
    /* On a tie the simpler bound is named (the same figure, an easier reason). */
    if (mod4 > out->sd + 1e-9 * (1.0 + out->sd)) {
        out->sd = mod4;
        out->kind = "mod4";
    }
    if (size > out->sd + 1e-9 * (1.0 + out->sd)) {
        out->sd = size;
        out->kind = "size";
    }
    if (spectral > out->sd + 1e-9 * (1.0 + out->sd)) {
        out->sd = spectral;
        out->kind = "spectral";
    }
    /* When a bound is attained the computations may differ in the last bits. */
    if (out->sd > st->sd && out->sd - st->sd < 1e-7 * (1.0 + st->sd))
        out->sd = st->sd;
    return status;
}

static const char *const kinds[] = {"parity", "mod4", "spectral", "size"};
_Static_assert(sizeof(double) == sizeof(unsigned long long), "a bound is kept as its bits");

enum bm_status bm_analysis_bound(struct bm_sd_bound *out, const struct bm_analysis *an)
{
    /* The handle is const to the caller: the answer is published through atomics, and two
     * threads that both work it out store the same bits. */
    struct bm_analysis *cache = (struct bm_analysis *)an;
    if (atomic_load(&cache->bound_ready)) {
        unsigned long long bits = atomic_load(&cache->bound_bits);
        memcpy(&out->sd, &bits, sizeof out->sd);
        out->kind = kinds[atomic_load(&cache->bound_kind)];
        return BM_OK;
    }
    enum bm_status st = compute_bound(out, an);
    if (st)
        return st;
    unsigned long long bits;
    memcpy(&bits, &out->sd, sizeof bits);
    int kind = 0;
    while (strcmp(kinds[kind], out->kind))
        kind++;
    atomic_store(&cache->bound_bits, bits);
    atomic_store(&cache->bound_kind, kind);
    atomic_store(&cache->bound_ready, 1);
    return BM_OK;
}
