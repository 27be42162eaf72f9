/* SPDX-License-Identifier: MIT */
/* Doubling a perfect Howell (2m pairs, 2m - 1 rounds) into a perfect Howell of 4m pairs and
 * 4m - 1 rounds: 20 tables from Hwang's 10 (GF(19)), 28 tables from 14 (GF(27)); and Paley's
 * second construction, 26 tables from the perfect 25-pair Howell over GF(25) (below).
 *
 * Balance. A complete Howell is perfect iff the +-1 direction vectors v_z of the pairs (NS = +1
 * on each set) have v_z . v_w = -1 for all z != w, i.e. [1 | V] is a Hadamard matrix. Sylvester's
 * doubling [[H, H], [H, -H]] gives, after the all-ones column, the vectors
 *     A_z = (v_z, +1, v_z)   and   B_z = (v_z, -1, -v_z)
 * on the sets X_sigma (a copy of the old sets), Y (one new set) and Z_sigma (another copy).
 * Matches. For every old match z (NS) - w (EW) on sigma, the directions allow, and we take,
 *     A_z - B_w and B_z - A_w on X_sigma,   A_z - A_w and B_w - B_z on Z_sigma,
 * and A_z - B_z on Y for every z (the stationary point included): every two pairs then meet
 * exactly once and every pair plays every set once, in the direction its vector says.
 * Rounds. The base rotation's group G (|G| = n = 2m - 1) acts on all of it; the 4m - 1 rounds
 * are two orbits of n rounds (base rounds U and W) and one fixed round F holding A_inf - B_inf
 * on Y and the whole orbit of A_z - B_(z + y - x) on X. An exact-cover search (below) splits the
 * other 4m match orbits between U and W with one translate each, so that U and W each seat
 * every pair once on distinct sets. Boards are collected between rounds (no single rotation
 * moves them), so the movement has no relay stands.
 * Paley. A perfect Howell of q pairs (q = 1 mod 4, one sits out a round) has direction rows V
 * with V V^T = qI - J, V 1 = 0 and, for a quadratic-character pattern, V symmetric: bordered by
 * a row and column of ones it is a symmetric conference matrix C, and [[C + I, C - I],
 * [C - I, -C - I]] is Hadamard. Read as above (the border is the point infinity, the sit-out's
 * zero diagonal gives A_j - B_inf on X_j and A_inf - A_j, B_inf - B_j on Z_j), the matches are the
 * same orbits with B_inf's seat turned in three of them, so the same search plans the rounds. */
#include <stdlib.h>
#include <string.h>

#include "families/howell/howell.h"
#include "util/alloc.h"
#include "util/message.h"

#define MAXM (HOWELL_MAX_TABLES / 2)       /* base tables */
#define MAXORB (4 * MAXM + 1)              /* match orbits */
#define MAXPTS (4 * MAXM)                  /* pairs of the doubled movement */

enum kind { M_AB, M_BA, M_AA, M_BB, M_Y };

struct orbit {
    enum kind kind;
    unsigned entry; /* base rotation entry (0 = the stationary pair's) */
};

struct doubling {
    const struct howell_rotation *r;
    int paley; /* base with 2m - 1 pairs (conference matrix): Paley's second doubling */
    unsigned n, m, norb;
    struct orbit orb[MAXORB];
    unsigned fixed; /* the orbit of the fixed round */
    /* every orbit's match at every translate, and for every pair the (orbit, translate)
     * options containing it (two an orbit at most) */
    unsigned short mt[MAXORB][HOWELL_MAX_POINTS][3];
    unsigned short popt[MAXPTS][2 * MAXORB][2];
    unsigned npopt[MAXPTS];
    /* search state */
    int round_of[MAXORB]; /* -1 unassigned, 0 = U, 1 = W */
    unsigned shift[MAXORB];
    unsigned char used_pt[2][MAXPTS], used_set[2][2 * HOWELL_MAX_POINTS + 1];
    long nodes;
};

/* Pair numbers 0..4m-1: A_z = z, A_inf = n, B_z = n + 1 + z, B_inf = 2n + 1. */
static unsigned pt_a(const struct doubling *d, unsigned z)
{
    (void)d;
    return z;
}

static unsigned pt_b(const struct doubling *d, unsigned z)
{
    return d->n + 1 + z;
}

/* The match of orbit o translated by t: NS pair, EW pair, set (0-based: X_s = s, Y = n,
 * Z_s = n + 1 + s). */
static void match_of(const struct doubling *d, unsigned o, unsigned t, unsigned *ns,
                     unsigned *ew, unsigned *set)
{
    const struct howell_rotation *r = d->r;
    unsigned e = d->orb[o].entry, n = d->n;
    unsigned x = e == 0 ? n : bm_howell_add(r, r->ns[e], t); /* n = infinity */
    unsigned y = e == 0 ? bm_howell_add(r, 0, t) : bm_howell_add(r, r->ew[e], t);
    unsigned s = e == 0 ? bm_howell_add(r, 0, t) : bm_howell_add(r, r->station[e], t);
    switch (d->orb[o].kind) {
    case M_AB:
        *ns = pt_a(d, x), *ew = pt_b(d, y), *set = s;
        break;
    case M_BA:
        *ns = pt_b(d, x), *ew = pt_a(d, y), *set = s;
        break;
    case M_AA:
        *ns = pt_a(d, x), *ew = pt_a(d, y), *set = n + 1 + s;
        break;
    case M_BB:
        *ns = pt_b(d, y), *ew = pt_b(d, x), *set = n + 1 + s;
        break;
    case M_Y:
        *ns = pt_a(d, t), *ew = pt_b(d, t), *set = n;
        break;
    }
    if (d->paley && e == 0 && (d->orb[o].kind == M_BA || d->orb[o].kind == M_BB)) {
        unsigned swap = *ns; /* A_j - B_inf on X_j, B_inf - B_j on Z_j */
        *ns = *ew;
        *ew = swap;
    }
}

static int fits(const struct doubling *d, unsigned o, int round, unsigned t)
{
    const unsigned short *x = d->mt[o][t];
    return !d->used_pt[round][x[0]] && !d->used_pt[round][x[1]] && !d->used_set[round][x[2]];
}

static void place(struct doubling *d, unsigned o, int round, unsigned t, int on)
{
    const unsigned short *x = d->mt[o][t];
    d->used_pt[round][x[0]] = d->used_pt[round][x[1]] = d->used_set[round][x[2]] =
        (unsigned char)on;
    d->round_of[o] = on ? round : -1;
    d->shift[o] = t;
}

/* Options covering pair p in round `round`: (orbit, translate) with p as an endpoint. */
static unsigned options_for(const struct doubling *d, int round, unsigned p, unsigned *opt_o,
                            unsigned *opt_t, unsigned max)
{
    unsigned cnt = 0;
    for (unsigned i = 0; i < d->npopt[p]; i++) {
        unsigned o = d->popt[p][i][0], t = d->popt[p][i][1];
        if (d->round_of[o] >= 0 || o == d->fixed || !fits(d, o, round, t))
            continue;
        if (cnt < max) {
            opt_o[cnt] = o;
            opt_t[cnt] = t;
        }
        cnt++;
    }
    return cnt;
}

/* Algorithm X: cover every pair in both base rounds, most constrained pair first. */
static int search(struct doubling *d)
{
    if (++d->nodes > 200000)
        return 0;
    int best_round = -1;
    unsigned best_p = 0, best_cnt = ~0u, pts = 2 * d->n + 2;
    for (int round = 0; round < 2; round++)
        for (unsigned p = 0; p < pts; p++) {
            if (d->used_pt[round][p])
                continue;
            unsigned c = options_for(d, round, p, NULL, NULL, 0);
            if (c < best_cnt) {
                best_cnt = c;
                best_round = round;
                best_p = p;
            }
            if (c == 0)
                return 0;
        }
    if (best_round < 0)
        return 1; /* both rounds full: every orbit is placed (the counts agree) */
    unsigned opt_o[2 * MAXORB], opt_t[2 * MAXORB]; /* p is one end: two translates an orbit */
    unsigned cnt = options_for(d, best_round, best_p, opt_o, opt_t, best_cnt);
    for (unsigned i = 0; i < cnt; i++) {
        place(d, opt_o[i], best_round, opt_t[i], 1);
        if (search(d))
            return 1;
        place(d, opt_o[i], best_round, opt_t[i], 0);
    }
    return 0;
}

static void list_orbits(struct doubling *d)
{
    static const enum kind kinds[4] = {M_AB, M_BA, M_AA, M_BB};
    d->norb = 0;
    for (unsigned e = 0; e < d->m; e++)
        for (int k = 0; k < 4; k++)
            d->orb[d->norb++] = (struct orbit){kinds[k], e};
    d->orb[d->norb++] = (struct orbit){M_Y, 0};
}

static int plan(struct doubling *d, const struct howell_rotation *r, int paley)
{
    memset(d, 0, sizeof *d);
    d->r = r;
    d->paley = paley;
    d->n = r->n;
    d->m = r->tables;
    list_orbits(d);
    for (unsigned o = 0; o < d->norb; o++)
        for (unsigned t = 0; t < d->n; t++) {
            unsigned ns, ew, set;
            match_of(d, o, t, &ns, &ew, &set);
            d->mt[o][t][0] = (unsigned short)ns;
            d->mt[o][t][1] = (unsigned short)ew;
            d->mt[o][t][2] = (unsigned short)set;
            unsigned short *a = d->popt[ns][d->npopt[ns]++], *b = d->popt[ew][d->npopt[ew]++];
            a[0] = b[0] = (unsigned short)o;
            a[1] = b[1] = (unsigned short)t;
        }
    /* the fixed round: orbit A_x - B_y of a moving entry, plus A_inf - B_inf on Y */
    for (unsigned e = 1; e < d->m; e++) {
        d->fixed = 4 * e; /* M_AB of entry e */
        memset(d->used_pt, 0, sizeof d->used_pt);
        memset(d->used_set, 0, sizeof d->used_set);
        for (unsigned o = 0; o < d->norb; o++)
            d->round_of[o] = -1;
        d->nodes = 0;
        if (search(d))
            return 1;
    }
    return 0;
}

static enum bm_status fill(struct bm_movement *m, const struct doubling *d)
{
    unsigned n = d->n, R = 2 * n + 1;
    enum bm_status st = BM_OK;
    for (int round = 0; round < 2 && !st; round++) {
        unsigned table = 0;
        for (unsigned o = 0; o < d->norb && !st; o++) {
            if (d->round_of[o] != round)
                continue;
            table++;
            for (unsigned t = 0; t < n && !st; t++) {
                unsigned ns, ew, set;
                match_of(d, o, bm_howell_add(d->r, d->shift[o], t), &ns, &ew, &set);
                st = bm_movement_set_pairs(m, (unsigned)round * n + t + 1, table, ns + 1, ew + 1,
                                           set + 1);
            }
        }
    }
    for (unsigned t = 0; t < n && !st; t++) {
        unsigned ns, ew, set;
        match_of(d, d->fixed, t, &ns, &ew, &set);
        st = bm_movement_set_pairs(m, R, t + 2, ns + 1, ew + 1, set + 1);
    }
    /* A_inf - B_inf on Y (Paley: B_inf sits NS) */
    if (!st)
        st = d->paley ? bm_movement_set_pairs(m, R, 1, 2 * n + 2, n + 1, n + 1)
                      : bm_movement_set_pairs(m, R, 1, n + 1, 2 * n + 2, n + 1);
    return st;
}

enum bm_status bm_howell_double_build(struct bm_movement **out, const struct howell_rotation *base,
                                   int paley, unsigned boards_per_set)
{
    *out = NULL;
    if (base->tables > MAXM || base->shared)
        return bm_fail(BM_ENOTFOUND, "a Howell of %u tables%s is not doubled", base->tables,
                       base->shared ? " that shares boards" : "");
    struct doubling *d = bm_malloc(sizeof *d); /* ~60 kB: off the stack */
    if (!d)
        return BM_ENOMEM;
    unsigned n = base->n;
    struct bm_movement *m = NULL;
    enum bm_status st = plan(d, base, paley)
                            ? BM_OK
                            : bm_fail(BM_ENOTFOUND, "no doubling of the %u-table Howell found",
                                      base->tables);
    if (!st)
        st = bm_movement_new(&m, BM_EVENT_PAIRS, 2 * n + 1, n + 1, 2 * n + 2, 2 * n + 1,
                             boards_per_set);
    if (!st)
        st = fill(m, d);
    free(d);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
