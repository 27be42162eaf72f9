/* SPDX-License-Identifier: MIT */
/* Short Howells: T tables, R rounds on R board sets (T + 1 <= R <= 2T - 2), every pair playing
 * every set once, nobody meeting twice, no set at two tables in a round (a Howell design
 * H(R, 2T)). The shipped ones (lib/data/short-howell-data.c, found by
 * tools/short-howell-search) are a base round developed cyclically:
 *   kind 0: pairs 1..R move (pair p takes pair p - 1's table each round), pairs R + 1..2T stay
 *     at their tables; every set goes up by one a round, so the boards move down one table
 *     (or to the relay stand below it); a stationary pair may sit either way in any round;
 *   kind 1 (R = T + 1 odd, where kind 0 cannot exist): pairs 1..T and T + 1..2T each move
 *     round their own cycle, sets 1..T move as above, set T + 1 stays at table 1 for rounds
 *     1..T and rests in the last round, whose plays are listed apart;
 *   kind 2 (4 tables 6 rounds, 5 tables 8 rounds, where kind 0 does not exist; R = T + 1 for
 *     an even T from 6, two lines or a whole grid: doc/howell.md): every round listed.
 * Each entry carries the rounds where a table sits the other way round (flips) and a plan of
 * arrow switches found by the library's planner. */
#include <stdlib.h>
#include <string.h>

#include "data/short-howell-data.h"
#include "families/howell/howell.h"

static unsigned cyc(unsigned v, unsigned shift, unsigned n)
{
    return (v - 1 + shift) % n + 1;
}

static unsigned dev_pair(const struct howell_short *s, unsigned p, unsigned r)
{
    unsigned T = s->tables;
    if (s->kind == 0)
        return p <= s->rounds ? cyc(p, r, s->rounds) : p;
    return p <= T ? cyc(p, r, T) : T + cyc(p - T, r, T);
}

void bm_howell_short_play(struct howell_play *out, const struct howell_short *s, unsigned r,
                          unsigned t)
{
    unsigned n = s->kind == 0 ? s->rounds : s->tables, ns, ew;
    if (s->kind == 2 || (s->kind == 1 && r == s->tables)) {
        unsigned k = s->kind == 2 ? r : 1;
        ns = s->ns[k][t];
        ew = s->ew[k][t];
        out->set = s->set[k][t];
    } else {
        ns = dev_pair(s, s->ns[0][t], r);
        ew = dev_pair(s, s->ew[0][t], r);
        out->set = s->set[0][t] <= n ? cyc(s->set[0][t], r, n) : s->set[0][t];
    }
    int flip = s->flip[r * s->tables + t];
    out->ns = flip ? ew : ns;
    out->ew = flip ? ns : ew;
}

/* Every round seats every pair once and plays distinct sets; every pair plays every set
 * once and meets nobody twice. */
int bm_howell_short_valid(const struct howell_short *s)
{
    unsigned T = s->tables, R = s->rounds, P = 2 * T;
    unsigned char played[2 * HOWELL_MAX_TABLES + 1][HOWELL_SHORT_MAX_ROUNDS + 1];
    unsigned char met[2 * HOWELL_MAX_TABLES + 1][2 * HOWELL_MAX_TABLES + 1];
    memset(played, 0, sizeof played);
    memset(met, 0, sizeof met);
    for (unsigned r = 0; r < R; r++) {
        unsigned char seat[2 * HOWELL_MAX_TABLES + 1] = {0}, set[HOWELL_SHORT_MAX_ROUNDS + 1] = {0};
        for (unsigned t = 0; t < T; t++) {
            struct howell_play p;
            bm_howell_short_play(&p, s, r, t);
            if (p.ns < 1 || p.ns > P || p.ew < 1 || p.ew > P || p.set < 1 || p.set > R ||
                seat[p.ns]++ || seat[p.ew]++ || set[p.set]++ || played[p.ns][p.set]++ ||
                played[p.ew][p.set]++ || met[p.ns][p.ew]++)
                return 0;
            met[p.ew][p.ns] = 1;
        }
    }
    return 1; /* R sets each played once by 2T pairs in R rounds: every set by every pair */
}

static int parse_numbers(unsigned *out, unsigned count, const char **text)
{
    for (unsigned i = 0; i < count; i++) {
        char *end;
        unsigned long v = strtoul(*text, &end, 10);
        if (end == *text || v == 0 || v > 2 * HOWELL_MAX_TABLES)
            return 0;
        out[i] = (unsigned)v;
        *text = end;
    }
    return 1;
}

static int parse_base(struct howell_short *s, const char *text)
{
    unsigned listed = s->kind == 2 ? s->rounds : s->kind + 1;
    for (unsigned k = 0; k < listed; k++)
        for (unsigned t = 0; t < s->tables; t++) {
            unsigned v[3];
            if (!parse_numbers(v, 3, &text))
                return 0;
            s->ns[k][t] = (unsigned char)v[0];
            s->ew[k][t] = (unsigned char)v[1];
            s->set[k][t] = (unsigned char)v[2];
        }
    return *text == '\0';
}

static int parse_bits(unsigned char *bits, unsigned n, const char *hex)
{
    if (strlen(hex) != (n + 3) / 4)
        return 0;
    for (unsigned i = 0; i < n; i++) {
        char c = hex[i / 4];
        unsigned v = c >= '0' && c <= '9' ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'f' ? (unsigned)(c - 'a' + 10) : 16u;
        if (v > 15)
            return 0;
        bits[i] = (unsigned char)((v >> (3 - i % 4)) & 1);
    }
    return 1;
}

int bm_howell_short_find(struct howell_short *s, unsigned tables, unsigned rounds)
{
    for (size_t i = 0; i < bm_short_howell_entry_count; i++) {
        const struct bm_short_howell_entry *e = &bm_short_howell_entries[i];
        if (e->tables != tables || e->rounds != rounds)
            continue;
        memset(s, 0, sizeof *s);
        s->tables = tables;
        s->rounds = rounds;
        s->kind = e->kind;
        s->sd = e->sd;
        s->switched_sd = e->switched_sd;
        return tables <= HOWELL_MAX_TABLES && rounds <= HOWELL_SHORT_MAX_ROUNDS &&
               e->kind <= 2 && parse_base(s, e->base) &&
               parse_bits(s->flip, rounds * tables, e->flips) &&
               parse_bits(s->sw, rounds * tables, e->switches) && bm_howell_short_valid(s);
    }
    return 0;
}
