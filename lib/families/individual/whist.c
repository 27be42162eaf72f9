/* SPDX-License-Identifier: MIT */
/* Whist tournaments: the initial round of a Wh(v) (v = 0 or 1 mod 4) and the turn of its tables
 * for the most even competition.
 *
 * A whist tournament for v players seats every player, round after round, so that every player
 * partners every other exactly once and opposes every other exactly twice. Every tournament
 * here is developed from one initial round over a group G of order n:
 *   v = 4m + 1: n = v, round g seats (initial round) + g and element g sits out (cyclic);
 *   v = 4m:     n = v - 1, plus a fixed player oo (1-rotational), oo partners 0 in round 0.
 * The initial round works when its partner differences cover G \ {0} once and its opponent
 * differences cover it twice. Where the initial round comes from:
 *   - v = q a prime power, q = 1 mod 4 (9, 13, 17, 25, 29, 37, 41, 49, 53, 61): over GF(q), with
 *     x primitive and m = (q - 1)/4, tables (x^i, -x^i | x^(i+m), -x^(i+m)) for i < m. Partners
 *     differ by 2x^i and 2x^(i+m): every nonzero element once. Opponents differ by
 *     +-x^i(x^m - 1) and +-x^i(x^m + 1), twice each; with q' = x^m (q'^2 = -1),
 *     x^m + 1 = (x^m - 1) x^(3m), so the two families cover the two halves of the group.
 *     Developed over the additive group (Z_p^2 for 9, 25, 49: not Z-cyclic).
 *   - v = q1 q2 or q1 q2 + 1 (36, 45, 56, 64): products over GF(q1) x GF(q2), see
 *     base_from_product().
 *   - v = 8 and v = 12: the 1-rotational initial rounds printed in the French club guide
 *     (over Z_7 and Z_11).
 *   - every other v (16, 20, 21, 24, 28, 32, 33, 40, 44, 48, 52, 57, 60): initial rounds found
 *     by tools/whist-search.c or, for 52, 57, 60, tools/whist-match.c (deterministic), shipped
 *     as data in whist-data.c (Z-cyclic over Z_v, or 1-rotational over Z_(v-1)).
 * bm_ind_balance() then turns tables round for the most even competition. */
#include <stdlib.h>
#include <string.h>

#include "data/whist-data.h"
#include "families/individual/base.h"
#include "util/alloc.h"
#include "util/gf.h"

#define MAX_TABLES BM_IND_MAX_TABLES
#define MAX_ELEMENTS BM_IND_MAX_ELEMENTS

/* ---- the group ---- */

struct bm_ind_group bm_ind_cyclic(unsigned n)
{
    return (struct bm_ind_group){n, 1, {n, 1, 1}};
}

/* Componentwise a + sign * b (sign = 1 or -1 with a = 0 for the negative). */
static unsigned g_combine(const struct bm_ind_group *G, unsigned a, unsigned b, int negate_b)
{
    unsigned r = 0, scale = 1;
    for (unsigned i = 0; i < G->dims; i++) {
        unsigned m = G->mod[i], x = a % m, y = b % m;
        r += scale * ((x + (negate_b ? m - y : y)) % m);
        a /= m, b /= m, scale *= m;
    }
    return r;
}

unsigned bm_ind_add(const struct bm_ind_group *G, unsigned a, unsigned b)
{
    if (a == G->n || b == G->n) /* oo */
        return G->n;
    return g_combine(G, a, b, 0);
}

static unsigned g_neg(const struct bm_ind_group *G, unsigned a)
{
    return g_combine(G, 0, a, 1);
}

/* ---- GF(q), q = p or p^2, p an odd prime ----
 * GF(p^2) is Z_p[t]/(t^2 - d), d the least non-square mod p: element a + p b is a + b t, so the
 * additive group reads as Z_p x Z_p digit by digit, and x is the least primitive element in
 * that encoding (the initial rounds below depend on both choices). 0 if q is no such power. */
static int field_init(struct bm_gf_field *F, unsigned q)
{
    if (q % 2 == 0)
        return 0;
    if (bm_gf_is_prime(q))
        return bm_gf_field_init(F, q);
    for (unsigned p = 3; p * p <= q; p += 2)
        if (p * p == q && bm_gf_is_prime(p)) {
            unsigned d = 2;
            if (!bm_gf_field_init(F, p))
                return 0;
            while (bm_gf_quadratic(F, d) != -1)
                d++;
            return bm_gf_field_init_modulus(F, q, p - d); /* t^2 - d */
        }
    return 0;
}

/* The primitive-element construction for a prime power q = 1 mod 4. */
static int base_from_field(struct bm_ind_base *B, unsigned q)
{
    struct bm_gf_field F;
    if (q % 4 != 1 || !field_init(&F, q))
        return 0;
    unsigned m = (q - 1) / 4;
    B->G = F.k == 1 ? bm_ind_cyclic(q) : (struct bm_ind_group){q, 2, {F.p, F.p, 1}};
    B->tables = m;
    for (unsigned i = 0; i < m; i++) {
        unsigned a = F.exp[i], c = F.exp[i + m]; /* x^i, x^(i+m) */
        unsigned row[4] = {a, bm_gf_neg(&F, a), c, bm_gf_neg(&F, c)};
        memcpy(B->seat[i], row, sizeof row);
    }
    return 1;
}

/* ---- products over the ring GF(q1) x GF(q2), element a + q1 b ----
 * v = q1 q2 (q1, q2 = 1 mod 4, one player out) or v = q1 q2 + 1 (q1 = 3 mod 4 prime with a
 * 1-rotational Wh(q1 + 1) over Z_q1, q2 = 1 mod 4; oo partners 0). The non-units split into
 * GF(q1)* x 0 and 0 x GF(q2)*, whose differences stay inside them: they take a Wh(q1) or
 * Wh(q1 + 1) initial round embedded as (a, 0), and a Wh(q2) one as (0, b). The units U take
 * tables (u, -u | uw, -uw) for u in a set S of representatives of A / {+-1}, where
 * A = GF(q1)* x (squares of GF(q2)*) (a subgroup of index 2 that holds -1) and w is a unit with
 * 1 - w, 1 + w units and w, z = (1 + w)/(1 - w) outside A. Partners differ by 2u, 2uw: that is
 * 2(A u wA) = U, once. Opponents differ by +-u(1 - w) and +-u(1 + w) = +-u z (1 - w), twice:
 * (1 - w)(A u zA) = U, twice. */

struct ring {
    struct bm_gf_field F1, F2;
};

static unsigned r_make(const struct ring *R, unsigned a, unsigned b)
{
    return a + R->F1.q * b;
}

static unsigned r_mul(const struct ring *R, unsigned x, unsigned y)
{
    unsigned q1 = R->F1.q;
    return r_make(R, bm_gf_mul(&R->F1, x % q1, y % q1), bm_gf_mul(&R->F2, x / q1, y / q1));
}

static unsigned r_add(const struct ring *R, unsigned x, unsigned y)
{
    unsigned q1 = R->F1.q;
    return r_make(R, bm_gf_add(&R->F1, x % q1, y % q1), bm_gf_add(&R->F2, x / q1, y / q1));
}

static unsigned r_neg(const struct ring *R, unsigned x)
{
    unsigned q1 = R->F1.q;
    return r_make(R, bm_gf_neg(&R->F1, x % q1), bm_gf_neg(&R->F2, x / q1));
}

static int r_unit(const struct ring *R, unsigned x)
{
    return x % R->F1.q != 0 && x / R->F1.q != 0;
}

/* Whether a unit lies in A: its GF(q2) part is a square. */
static int r_in_a(const struct ring *R, unsigned x)
{
    return bm_gf_quadratic(&R->F2, x / R->F1.q) == 1;
}

/* The inverse of a unit. */
static unsigned r_inverse(const struct ring *R, unsigned x)
{
    unsigned q1 = R->F1.q;
    return r_make(R, bm_gf_inv(&R->F1, x % q1), bm_gf_inv(&R->F2, x / q1));
}

/* The multiplier w, or 0 if the ring has none. */
static unsigned r_multiplier(const struct ring *R)
{
    unsigned n = R->F1.q * R->F2.q, one = r_make(R, 1, 1);
    for (unsigned w = 0; w < n; w++) {
        unsigned one_minus = r_add(R, one, r_neg(R, w)), one_plus = r_add(R, one, w);
        if (!r_unit(R, w) || r_in_a(R, w) || !r_unit(R, one_minus) || !r_unit(R, one_plus))
            continue;
        if (!r_in_a(R, r_mul(R, one_plus, r_inverse(R, one_minus))))
            return w;
    }
    return 0;
}

/* Append the initial round `part` (over GF(q), codes < q or q = oo) to B, element c -> c * scale. */
static int embed(struct bm_ind_base *B, const struct bm_ind_base *part, unsigned scale, unsigned oo)
{
    for (unsigned t = 0; t < part->tables; t++, B->tables++) {
        if (B->tables == MAX_TABLES)
            return 0;
        for (unsigned k = 0; k < 4; k++) {
            unsigned c = part->seat[t][k];
            B->seat[B->tables][k] = c == part->G.n ? oo : c * scale;
        }
    }
    return 1;
}



static int base_from_product(struct bm_ind_base *B, unsigned q1, unsigned q2, int rotational)
{
    struct ring R;
    struct bm_ind_base part;
    if (!field_init(&R.F1, q1) || !field_init(&R.F2, q2) || q2 % 4 != 1)
        return 0;
    unsigned n = q1 * q2, w = r_multiplier(&R);
    unsigned dims1 = R.F1.k, dims2 = R.F2.k;
    if (!w || dims1 + dims2 > 3)
        return 0;
    B->G = (struct bm_ind_group){n, dims1 + dims2, {R.F1.p, 1, 1}};
    if (dims1 == 2)
        B->G.mod[1] = R.F1.p;
    B->G.mod[dims1] = R.F2.p;
    if (dims2 == 2)
        B->G.mod[dims1 + 1] = R.F2.p;
    B->tables = 0;
    /* GF(q1)* x 0 (with oo and 0 when rotational), then 0 x GF(q2)* */
    if (rotational ? !bm_ind_whist_base(&part, q1 + 1) || part.G.dims != 1 || part.G.n != q1
                   : !base_from_field(&part, q1))
        return 0;
    if (!embed(B, &part, 1, n) || !base_from_field(&part, q2) || !embed(B, &part, q1, n))
        return 0;
    unsigned char seen[MAX_ELEMENTS] = {0};
    for (unsigned u = 0; u < n; u++) {
        if (!r_unit(&R, u) || !r_in_a(&R, u) || seen[u])
            continue;
        unsigned uw = r_mul(&R, u, w);
        seen[u] = seen[r_neg(&R, u)] = 1;
        if (B->tables == MAX_TABLES)
            return 0;
        unsigned row[4] = {u, r_neg(&R, u), uw, r_neg(&R, uw)};
        memcpy(B->seat[B->tables++], row, sizeof row);
    }
    return 1;
}

/* v = q1 q2 or q1 q2 + 1 as above, trying each factorisation. */
static int base_from_products(struct bm_ind_base *B, unsigned v)
{
    int rotational = v % 4 == 0;
    unsigned n = rotational ? v - 1 : v;
    for (unsigned q2 = 5; q2 < n; q2 += 4)
        if (n % q2 == 0 && (n / q2) % 4 == (rotational ? 3u : 1u) &&
            base_from_product(B, n / q2, q2, rotational))
            return 1;
    return 0;
}

/* The French club guide's initial rounds: the 8-player table (round r = this + r over Z_7,
 * player 8 = oo) and the 12-player one (over Z_11, player 12 = oo), read off the printed
 * tables. */
static const struct bm_whist_starter french_starters[] = {
    {8, {{7, 0, 3, 1}, {6, 2, 4, 5}}},
    {12, {{11, 0, 5, 7}, {1, 8, 9, 6}, {3, 2, 4, 10}}},
};

static void base_from_starter(struct bm_ind_base *B, const struct bm_whist_starter *s)
{
    unsigned n = s->v % 4 ? s->v : s->v - 1;
    B->G = bm_ind_cyclic(n);
    B->tables = s->v / 4;
    for (unsigned t = 0; t < B->tables; t++)
        for (unsigned k = 0; k < 4; k++)
            B->seat[t][k] = s->tables[t][k];
}

static const struct bm_whist_starter *find_starter(const struct bm_whist_starter *list,
                                                   size_t count, unsigned v)
{
    for (size_t i = 0; i < count; i++)
        if (list[i].v == v)
            return &list[i];
    return NULL;
}

/* The initial round for v players; 0 if the library has none. */
int bm_ind_whist_base(struct bm_ind_base *B, unsigned v)
{
    const struct bm_whist_starter *s =
        find_starter(french_starters, sizeof french_starters / sizeof *french_starters, v);
    if (s) {
        base_from_starter(B, s);
        return 1;
    }
    if (base_from_field(B, v) || base_from_products(B, v))
        return 1;
    s = find_starter(bm_whist_starters, bm_whist_starter_count, v);
    if (s) {
        base_from_starter(B, s);
        return 1;
    }
    return 0;
}

/* ---- balance: which partner pair of each initial-round table sits NS ----
 * Every pair of players partners once (-(T - 1) a board) and opposes twice (+(T - 1) each), so
 * their competition differs only through the rounds they play at different tables: +1 a board
 * in the same direction, -1 in opposite ones. In a developed tournament that part depends only
 * on the difference d of the two players: f(d) = sum over initial-round elements a, a + d at
 * different tables (neither sitting out) of dir(a) dir(a + d). Against oo it is the same for
 * everybody, and the f(d) sum to 0, so the most even competition minimises the sum of f(d)^2.
 * Turning a table round (its EW pair sits NS) flips the sign of its four elements; every choice
 * is tried in Gray-code order (the first table stays as it is: oo stays North, and turning
 * every table round changes nothing), each step updating f in O(n). */

struct balance {
    const struct bm_ind_base *B;
    int dir[MAX_ELEMENTS];
    unsigned char table[MAX_ELEMENTS], plays[MAX_ELEMENTS];
    unsigned char diff[MAX_ELEMENTS][MAX_ELEMENTS]; /* diff[a][b] = b - a */
    long f[MAX_ELEMENTS];
};

static void balance_init(struct balance *bl, const struct bm_ind_base *B)
{
    const struct bm_ind_group *G = &B->G;
    bl->B = B;
    memset(bl->f, 0, sizeof bl->f);
    for (unsigned a = 0; a < G->n; a++) {
        bl->plays[a] = a != 0 || G->n % 4 == 3; /* 0 sits out when v = 1 mod 4 */
        for (unsigned b = 0; b < G->n; b++)
            bl->diff[a][b] = (unsigned char)bm_ind_add(G, b, g_neg(G, a));
    }
    for (unsigned t = 0; t < B->tables; t++)
        for (unsigned k = 0; k < 4; k++)
            if (B->seat[t][k] != G->n) {
                bl->dir[B->seat[t][k]] = k < 2 ? 1 : -1;
                bl->table[B->seat[t][k]] = (unsigned char)t;
            }
    for (unsigned a = 0; a < G->n; a++)
        for (unsigned b = 0; b < G->n; b++)
            if (a != b && bl->plays[a] && bl->plays[b] && bl->table[a] != bl->table[b])
                bl->f[bl->diff[a][b]] += bl->dir[a] * bl->dir[b];
}

static void balance_flip(struct balance *bl, unsigned t)
{
    const struct bm_ind_group *G = &bl->B->G;
    for (unsigned k = 0; k < 4; k++) {
        unsigned e = bl->B->seat[t][k];
        if (e == G->n || !bl->plays[e])
            continue;
        for (unsigned a = 0; a < G->n; a++)
            if (bl->plays[a] && bl->table[a] != t) {
                long term = bl->dir[e] * bl->dir[a];
                bl->f[bl->diff[e][a]] -= 2 * term;
                bl->f[bl->diff[a][e]] -= 2 * term;
            }
    }
    for (unsigned k = 0; k < 4; k++)
        if (bl->B->seat[t][k] != G->n)
            bl->dir[bl->B->seat[t][k]] *= -1;
}

static long balance_cost(const struct balance *bl)
{
    long c = 0;
    for (unsigned d = 1; d < bl->B->G.n; d++)
        c += bl->f[d] * bl->f[d];
    return c;
}

static void turn_round(struct bm_ind_base *B, unsigned t)
{
    for (unsigned k = 0; k < 2; k++) {
        unsigned x = B->seat[t][k];
        B->seat[t][k] = B->seat[t][k + 2];
        B->seat[t][k + 2] = x;
    }
}

enum bm_status bm_ind_balance(struct bm_ind_base *B)
{
    struct balance *bl = bm_malloc(sizeof *bl);
    if (!bl)
        return BM_ENOMEM;
    balance_init(bl, B);
    unsigned free_tables = B->tables - 1;
    unsigned long best_code = 0, gray = 0;
    long best = balance_cost(bl);
    for (unsigned long i = 1; i < (1ul << free_tables) && best; i++) {
        unsigned bit = 0;
        while (!((i >> bit) & 1))
            bit++;
        gray ^= 1ul << bit;
        balance_flip(bl, bit + 1);
        long c = balance_cost(bl);
        if (c < best)
            best = c, best_code = gray;
    }
    free(bl);
    for (unsigned t = 1; t < B->tables; t++)
        if ((best_code >> (t - 1)) & 1)
            turn_round(B, t);
    return BM_OK;
}

unsigned bm_ind_player(const struct bm_ind_group *G, unsigned code)
{
    if (code == G->n)
        return G->n + 1;
    return code ? code : G->n;
}
