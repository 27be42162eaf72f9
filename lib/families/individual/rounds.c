/* SPDX-License-Identifier: MIT */
/* Partial individuals: which R of the n rounds of a developed individual to play.
 *
 * Any R rounds keep what the full movement promises about partners (at most once) and
 * opponents (at most as often); what the choice changes is how evenly the players compete. The
 * amount of competition s of two players adds up round by round (the movement plays every
 * round's set at every table, so n = m tables for each board): m - 1 as opponents, -(m - 1) as
 * partners, +1 / -1 in the same / opposite direction at different tables, 0 when either sits
 * out. Every round adds the same total over all pairs, so the most even competition is the
 * least sum of s^2. The start spreads the sit-outs evenly (every player sitting out as many of
 * the chosen rounds as any other, give or take one): rounds evenly spaced round the cycle, or
 * failing that a depth-first search for an even choice. A hill climb then swaps a chosen round
 * for an unchosen one while that lowers the sum of s^2 and keeps the sit-outs even, until no
 * swap helps or the pass budget is spent. Integers only: the same choice
 * on every machine. */
#include <stdlib.h>
#include <string.h>

#include "families/individual/base.h"
#include "util/alloc.h"

#define MAX_PLAYERS (BM_IND_MAX_ELEMENTS + 1)
#define MAX_PASSES 32
#define SPREAD_WEIGHT (1ll << 40) /* a sit-out out of line outweighs any sum of s^2 */

struct choice {
    unsigned rounds, players, pairs;
    signed char *val;           /* val[r * pairs + p]: what round r adds to pair p's s */
    unsigned char *out;         /* out[r * players + i]: player i + 1 sits out round r */
    long long *s;               /* s of every pair over the chosen rounds */
    unsigned char in[BM_IND_MAX_ELEMENTS];
    unsigned outs[MAX_PLAYERS]; /* sit-outs of each player in the chosen rounds */
};

/* Table (0: out), direction and partner of every player in round r (g = r mod n). */
static void seat_players(const struct bm_ind_base *B, unsigned r, unsigned *tab, int *dir,
                         unsigned *mate)
{
    memset(tab, 0, MAX_PLAYERS * sizeof *tab);
    for (unsigned t = 0; t < B->tables; t++)
        for (unsigned k = 0; k < 4; k++) {
            unsigned p = bm_ind_player(&B->G, bm_ind_add(&B->G, B->seat[t][k], r % B->G.n));
            unsigned q = bm_ind_player(&B->G, bm_ind_add(&B->G, B->seat[t][k ^ 1], r % B->G.n));
            tab[p - 1] = t + 1;
            dir[p - 1] = k < 2 ? 1 : -1;
            mate[p - 1] = q - 1;
        }
}

static void fill_round(struct choice *c, const struct bm_ind_base *B, unsigned r)
{
    unsigned tab[MAX_PLAYERS], mate[MAX_PLAYERS];
    int dir[MAX_PLAYERS];
    seat_players(B, r + 1, tab, dir, mate);
    int both = (int)B->tables - 1;
    signed char *val = c->val + (size_t)r * c->pairs;
    for (unsigned i = 0, p = 0; i < c->players; i++) {
        c->out[(size_t)r * c->players + i] = tab[i] == 0;
        for (unsigned j = i + 1; j < c->players; j++, p++) {
            int x = 0;
            if (tab[i] && tab[j])
                x = tab[i] != tab[j] ? dir[i] * dir[j] : mate[i] == j ? -both : both;
            val[p] = (signed char)x;
        }
    }
}


/* The change of the cost if chosen round a gives way to round b. */
static long long swap_delta(const struct choice *c, unsigned a, unsigned b)
{
    const unsigned char *oa = c->out + (size_t)a * c->players, *ob = c->out + (size_t)b * c->players;
    long long spread = 0;
    for (unsigned i = 0; i < c->players; i++)
        if (oa[i] != ob[i]) { /* the sum of squares of the sit-outs: least when even */
            long long now = c->outs[i], then = now - oa[i] + ob[i];
            spread += then * then - now * now;
        }
    const signed char *va = c->val + (size_t)a * c->pairs, *vb = c->val + (size_t)b * c->pairs;
    long long sq = 0;
    for (unsigned p = 0; p < c->pairs; p++) {
        long long d = vb[p] - va[p];
        sq += d * (2 * c->s[p] + d);
    }
    return spread * SPREAD_WEIGHT + sq;
}

static void add_round(struct choice *c, unsigned r, int sign)
{
    const signed char *val = c->val + (size_t)r * c->pairs;
    for (unsigned p = 0; p < c->pairs; p++)
        c->s[p] += sign * val[p];
    for (unsigned i = 0; i < c->players; i++)
        c->outs[i] = (unsigned)((int)c->outs[i] + sign * c->out[(size_t)r * c->players + i]);
    c->in[r] = sign > 0;
}

/* One pass over every swap, taking each that lowers the cost; 1 if one did. */
static int improve(struct choice *c)
{
    int improved = 0;
    for (unsigned a = 0; a < c->rounds; a++)
        for (unsigned b = 0; b < c->rounds && c->in[a]; b++)
            if (!c->in[b] && swap_delta(c, a, b) < 0) {
                add_round(c, a, -1);
                add_round(c, b, +1);
                improved = 1;
            }
    return improved;
}

static unsigned gcd(unsigned a, unsigned b)
{
    while (b) {
        unsigned t = a % b;
        a = b, b = t;
    }
    return a;
}

/* The step between the rounds a player sits out: the difference of the first two elements the
 * initial round leaves out (1 with fewer than two). The shipped rounds leave out 0, 1 (and 2)
 * or 0, 2: a player's sit-out rounds follow one another along the cycles of that step. */
static unsigned sit_out_step(const struct bm_ind_base *B)
{
    unsigned char seated[BM_IND_MAX_ELEMENTS + 1] = {0};
    for (unsigned t = 0; t < B->tables; t++)
        for (unsigned k = 0; k < 4; k++)
            seated[B->seat[t][k]] = 1;
    for (unsigned e = 0, first = B->G.n; e < B->G.n; e++) {
        if (seated[e])
            continue;
        if (first < e)
            return e - first;
        first = e;
    }
    return 1;
}

/* Rounds evenly spaced along each cycle of the step (as many on each cycle, give or take one):
 * any run of rounds that follow one another along a cycle then holds as many chosen ones as
 * any other, give or take one, and so every player sits out as many as any other. */
static void start_spaced(struct choice *c, unsigned rounds, unsigned step)
{
    unsigned cycles = gcd(step, c->rounds), len = c->rounds / cycles;
    for (unsigned k = 0; k < cycles; k++) {
        unsigned share = rounds / cycles + (k < rounds % cycles);
        for (unsigned i = 0; i < share; i++)
            add_round(c, (k + step * (unsigned)((unsigned long)i * len / share)) % c->rounds, +1);
    }
}

static void start_first(struct choice *c, unsigned rounds)
{
    for (unsigned r = 0; r < rounds; r++)
        add_round(c, r, +1);
}

static void clear(struct choice *c)
{
    for (unsigned r = 0; r < c->rounds; r++)
        if (c->in[r])
            add_round(c, r, -1);
}

/* The cost of the chosen rounds: the spread of the sit-outs first, then the sum of s^2. */
static long long cost(const struct choice *c)
{
    long long spread = 0, sq = 0;
    for (unsigned i = 0; i < c->players; i++)
        spread += (long long)c->outs[i] * c->outs[i];
    for (unsigned p = 0; p < c->pairs; p++)
        sq += c->s[p] * c->s[p];
    return spread * SPREAD_WEIGHT + sq;
}

enum bm_status bm_ind_choose_rounds(unsigned *chosen, const struct bm_ind_base *B,
                                    unsigned rounds)
{
    long long x;
    return bm_ind_choose_rounds_cost(chosen, &x, B, rounds);
}

enum bm_status bm_ind_choose_rounds_cost(unsigned *chosen, long long *cost_out,
                                         const struct bm_ind_base *B, unsigned rounds)
{
    struct choice c = {.rounds = B->G.n};
    c.players = B->G.n;
    for (unsigned t = 0; t < B->tables; t++)
        for (unsigned k = 0; k < 4; k++)
            c.players += B->seat[t][k] == B->G.n; /* oo */
    c.pairs = c.players * (c.players - 1) / 2;
    c.val = bm_malloc((size_t)c.rounds * c.pairs);
    c.out = bm_malloc((size_t)c.rounds * c.players);
    c.s = bm_calloc(c.pairs, sizeof *c.s);
    if (!c.val || !c.out || !c.s) {
        free(c.val);
        free(c.out);
        free(c.s);
        return BM_ENOMEM;
    }
    for (unsigned r = 0; r < c.rounds; r++)
        fill_round(&c, B, r);
    /* two starts, each climbed: evenly spaced rounds and the first rounds; the better wins */
    long long best = -1;
    for (int start = 0; start < 2; start++) {
        clear(&c);
        if (start == 0)
            start_spaced(&c, rounds, sit_out_step(B));
        else
            start_first(&c, rounds);
        for (unsigned pass = 0; pass < MAX_PASSES && improve(&c); pass++)
            ;
        long long x = cost(&c);
        if (best >= 0 && x >= best)
            continue;
        best = x;
        for (unsigned r = 0, k = 0; r < c.rounds; r++)
            if (c.in[r])
                chosen[k++] = r + 1;
    }
    free(c.val);
    free(c.out);
    free(c.s);
    *cost_out = best;
    return BM_OK;
}
