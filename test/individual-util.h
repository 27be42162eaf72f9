/* SPDX-License-Identifier: MIT */
/* What the individual tests count in a movement: partners, opponents and sit-outs of every
 * player, and the competition s of every two players worked out from the grid alone (one board
 * a set, every set played at every table of its round, as the whist, balanced and near-whist
 * forms play them), to compare the library's analysis and the choice of rounds with. */
#ifndef BM_TEST_INDIVIDUAL_UTIL_H
#define BM_TEST_INDIVIDUAL_UTIL_H

#include <math.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

#define IND_MAX 65

struct tally {
    unsigned char partner[IND_MAX][IND_MAX], opponent[IND_MAX][IND_MAX];
    unsigned out[IND_MAX];        /* rounds each player sits out */
    unsigned partners[IND_MAX];   /* how many players each partners */
    int seated_ok;                /* every seat filled, nobody twice in a round */
};

static inline unsigned ind_get(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned x = 0;
    bm_movement_get(&x, m, r, t, f);
    return x;
}

static inline unsigned ind_seat(const struct bm_movement *m, unsigned r, unsigned t, unsigned k)
{
    return ind_get(m, r, t, (enum bm_field)(BM_FIELD_NORTH + k));
}

static inline void ind_tally(struct tally *c, const struct bm_movement *m)
{
    unsigned v = bm_movement_participants(m), T = bm_movement_tables(m);
    memset(c, 0, sizeof *c);
    c->seated_ok = v < IND_MAX;
    for (unsigned r = 1; c->seated_ok && r <= bm_movement_rounds(m); r++) {
        unsigned char seen[IND_MAX] = {0};
        for (unsigned t = 1; t <= T; t++) {
            unsigned s[4];
            for (unsigned k = 0; k < 4; k++) {
                s[k] = ind_seat(m, r, t, k);
                if (s[k] < 1 || s[k] > v || seen[s[k]]++)
                    c->seated_ok = 0;
            }
            if (!c->seated_ok)
                break;
            for (unsigned k = 0; k < 4; k += 2)
                c->partner[s[k]][s[k + 1]]++, c->partner[s[k + 1]][s[k]]++;
            for (unsigned i = 0; i < 2; i++)
                for (unsigned j = 2; j < 4; j++)
                    c->opponent[s[i]][s[j]]++, c->opponent[s[j]][s[i]]++;
        }
        for (unsigned p = 1; p <= v; p++)
            c->out[p] += !seen[p];
    }
    for (unsigned i = 1; i <= v; i++)
        for (unsigned j = 1; j <= v; j++)
            c->partners[i] += c->partner[i][j] > 0;
}

/* Population SD of s over all pairs of players, from the rounds listed (1-based). */
static inline double ind_sd_of_rounds(const struct bm_movement *m, const unsigned *rounds, unsigned count)
{
    static long s[IND_MAX][IND_MAX];
    unsigned v = bm_movement_participants(m), T = bm_movement_tables(m);
    memset(s, 0, sizeof s);
    for (unsigned i = 0; i < count; i++) {
        unsigned r = rounds[i], tab[IND_MAX] = {0}, mate[IND_MAX] = {0};
        int dir[IND_MAX] = {0};
        for (unsigned t = 1; t <= T; t++)
            for (unsigned k = 0; k < 4; k++) {
                unsigned p = ind_seat(m, r, t, k);
                tab[p] = t, dir[p] = k < 2 ? 1 : -1, mate[p] = ind_seat(m, r, t, k ^ 1);
            }
        for (unsigned a = 1; a <= v; a++)
            for (unsigned b = a + 1; b <= v && tab[a]; b++)
                if (tab[b])
                    s[a][b] += tab[a] != tab[b] ? dir[a] * dir[b]
                               : mate[a] == b   ? -(long)(T - 1)
                                                : (long)(T - 1);
    }
    double sum = 0, sq = 0, pairs = (double)v * (v - 1) / 2;
    for (unsigned a = 1; a <= v; a++)
        for (unsigned b = a + 1; b <= v; b++)
            sum += (double)s[a][b], sq += (double)s[a][b] * (double)s[a][b];
    double mean = sum / pairs, var = sq / pairs - mean * mean;
    return var > 0 ? sqrt(var) : 0;
}

/* The library's population SD of s for m. */
static inline double ind_sd(const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    double sd = -1;
    if (bm_analysis_new(&an, m) == BM_OK)
        bm_analysis_stat(&sd, an, BM_STAT_SD);
    bm_analysis_free(an);
    return sd;
}

/* Whether every rule of the movements article holds, in its general sense. */
static inline int ind_all_rules_hold(const struct bm_movement *m)
{
    struct bm_check *c = NULL;
    int all = bm_check_new(&c, m) == BM_OK;
    for (int rule = BM_RULE_1A; all && rule <= BM_RULE_COMPLETE; rule++) {
        int holds = 0;
        all = bm_check_holds(&holds, c, (enum bm_rule)rule) == BM_OK && holds;
    }
    bm_check_free(c);
    return all;
}

#endif
