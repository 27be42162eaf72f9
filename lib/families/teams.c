/* SPDX-License-Identifier: MIT */
/* Team movements (seed 000, seed 003 sections 3-4).
 *
 * Every teams movement here seats team x as NS pair x (resident at table x) and EW pair T + x
 * (T = tables). The circuit movements come from one solver of seed 000's equations
 * (teams.h): S_x + m p = y, S_y + n p = x, y + (n - m) b = x, so b(S_x - S_y) = (p - b)(x - y)
 * modulo R. Round index i (0-based, relative to the starts) puts EW_x at table S_x + i p and at
 * table t the set that started at table t - i b.
 *
 *   american    p = -2, b = -1 on an odd circuit: every team is home at i = 0, which is not
 *               played; rounds i = 1..R-1; the match begun at i completes at -i (round R - i).
 *               Stanzas play consecutive stretches of the cycle i = 1..R-1 that are each closed
 *               under i -> -i, starting where that works; each stanza has its own sets.
 *   thurner     p = +1, b = -1 on the reduced circuit R = teams - 1: S_x = 3 - 2x; EW_x comes
 *               home after 3(x - 1) moves and plays the appendix team (table R + 1), both
 *               tables sharing the boards of table x. Impossible when 3 divides R.
 *   triplicate  the 3-table circuit with p = +1, b = -1 (seed 003 section 4): the home round
 *               is dropped, 2 rounds.
 *   stagger     2n tables, n sets, duplicated: copy 1 starts on tables 1..n, copy 2 on n+1..2n,
 *               every case moves down one table a round around the room, so tables t and t + n
 *               always hold the same set. EW down two: phase 1 (n - 1 rounds) meets the teams at
 *               an even displacement, EW_x at x - 2i; phase 2 (n rounds, a new series of sets)
 *               the odd ones, EW_x at x + 1 - 2i. A match begun in round i of a phase completes
 *               in round -i (phase 1, mod n) or 1 - i (phase 2, mod n) of that phase; where the
 *               two coincide the teams play head to head on the two copies.
 *   circulation four tables, three stanzas of four rounds; in stanza k team x plays team
 *               ((x - 1) xor k) + 1 head to head and four sets circulate down the tables, so
 *               each table plays the stanza's 4 sets (default 2 boards each: eight boards).
 *   tournant    (pairs event) two tables, four pairs, 3 rounds, both tables play set r in
 *               round r, sharing one copy (seed 003 section 3). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "descriptor/family.h"
#include "families/families.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/arith.h"
#include "util/export.h"
#include "util/message.h"

#define MAX_STANZAS 64

/* ---- the solver ---- */

struct circuit {
    unsigned R;
    long p, b;
    unsigned *start; /* 0-based S'_x' = S_x - 1 for x' = x - 1 */
    int appendix;
};

/* The derivation is in teams.h: S'_x' = b^-1 (p - b) x', home after (pb)^-1 (2b - p) x' moves. */
static enum bm_status solve(unsigned *start, int *appendix, unsigned R, long p_in, long b_in,
                            char *msg, size_t msg_size)
{
    unsigned p = bm_mod(p_in, R), b = bm_mod(b_in, R), pb = bm_mod((long)p - (long)b, R);
    unsigned g = bm_gcd(p, R);
    if (g != 1)
        return bm_fail(BM_ENOTFOUND, msg, msg_size,
                       "EW pairs moving %ld tables a round visit only %u of the %u tables", p_in,
                       R / g, R);
    if ((g = bm_gcd(b, R)) != 1)
        return bm_fail(BM_ENOTFOUND, msg, msg_size,
                       "boards moving %ld a round: b(S_x - S_y) = (p - b)(x - y) cannot hold for "
                       "x - y = 1, since %u divides b and R but not p - b",
                       b_in, g);
    if ((g = bm_gcd(pb, R)) != 1)
        return bm_fail(BM_ENOTFOUND, msg, msg_size,
                       "p - b = %ld shares the factor %u with R = %u: the solutions of "
                       "b(S_x - S_y) = (p - b)(x - y) start two EW pairs at one table",
                       p_in - b_in, g, R);
    unsigned k = bm_mod(2 * (long)b - (long)p, R);
    if (k && (g = bm_gcd(k, R)) != 1)
        return bm_fail(BM_ENOTFOUND, msg, msg_size,
                       "teams 1 and %u would both arrive at their home tables in round 1: "
                       "2b - p = %ld shares the factor %u with R = %u",
                       1 + R / g, 2 * b_in - p_in, g, R);
    unsigned slope = (unsigned)((unsigned long long)bm_mod_inverse(b, R) * pb % R);
    for (unsigned x = 0; x < R; x++)
        start[x] = (unsigned)((unsigned long long)slope * x % R);
    if (appendix)
        *appendix = k != 0;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_teams_solve(unsigned *starts, size_t starts_len, int *appendix,
                                        unsigned circuit, int ew_move, int board_move, char *msg,
                                        size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (appendix)
        *appendix = 0;
    if (!starts)
        return bm_fail(BM_EINVAL, msg, msg_size, "starts is NULL");
    if (starts_len < circuit)
        return bm_fail(BM_EINVAL, msg, msg_size, "starts holds %zu entries, the circuit needs %u",
                       starts_len, circuit);
    for (size_t i = 0; i < starts_len && i < circuit; i++)
        starts[i] = 0;
    if (circuit < 2 || circuit > BM_MAX_DIM)
        return bm_fail(BM_EINVAL, msg, msg_size, "circuit must be 2..%u tables", BM_MAX_DIM);
    enum bm_status st = solve(starts, appendix, circuit, ew_move, board_move, msg, msg_size);
    if (st) {
        for (unsigned i = 0; i < circuit; i++)
            starts[i] = 0;
        return st;
    }
    for (unsigned i = 0; i < circuit; i++)
        starts[i]++;
    return BM_OK;
}

/* ---- building ---- */

/* A teams movement with T tables and T teams: team x = NS pair x + EW pair T + x. */
static enum bm_status new_teams(struct bm_movement **out, unsigned rounds, unsigned T,
                                unsigned sets, unsigned boards, char *msg, size_t msg_size)
{
    enum bm_status st = bm_movement_new(out, BM_EVENT_TEAMS, rounds, T, 2 * T, sets, boards, msg,
                                        msg_size);
    for (unsigned x = 1; !st && x <= T; x++) {
        st = bm_movement_set_team(*out, x, x);
        if (!st)
            st = bm_movement_set_team(*out, T + x, x);
    }
    if (st && *out) {
        bm_movement_free(*out);
        *out = NULL;
    }
    return st;
}

/* Round r of m plays circuit index i; the sets of this stretch are set_base + 1..R with set t
 * at table t when i = i0. */
static enum bm_status fill_round(struct bm_movement *m, const struct circuit *c, unsigned r,
                                 long i, long i0, unsigned set_base)
{
    unsigned R = c->R, T = m->tables;
    enum bm_status st = BM_OK;
    for (unsigned x = 0; x < R && !st; x++) {
        unsigned at = bm_mod((long)c->start[x] + i * c->p, R);
        unsigned set = set_base + 1 + bm_mod((long)at - (i - i0) * c->b, R);
        if (at == x) { /* home: EW_x plays the appendix team's NS, EW of the appendix here */
            st = bm_movement_set_pairs(m, r, R + 1, R + 1, T + x + 1, set);
            if (!st)
                st = bm_movement_set_pairs(m, r, x + 1, x + 1, T + R + 1, set);
        } else {
            st = bm_movement_set_pairs(m, r, at + 1, at + 1, T + x + 1, set);
        }
    }
    return st;
}

static enum bm_status finish(struct bm_movement *m, struct bm_movement **out, const char *name,
                             enum bm_status st)
{
    if (!st)
        st = bm_movement_set_name(m, name);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_teams_circuit(struct bm_movement **out, unsigned circuit, int ew_move,
                                          int board_move, unsigned boards, char *msg,
                                          size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!out)
        return bm_fail(BM_EINVAL, msg, msg_size, "out-parameter is NULL");
    *out = NULL;
    if (circuit < 2 || circuit > BM_MAX_DIM - 1)
        return bm_fail(BM_EINVAL, msg, msg_size, "circuit must be 2..%u tables", BM_MAX_DIM - 1);
    if (boards < 1 || boards > BM_MAX_BOARDS_PER_SET)
        return bm_fail(BM_EINVAL, msg, msg_size, "boards must be 1..%u", BM_MAX_BOARDS_PER_SET);
    struct circuit c = {circuit, ew_move, board_move, NULL, 0};
    c.start = bm_calloc(circuit, sizeof *c.start);
    if (!c.start)
        return BM_ENOMEM;
    enum bm_status st = solve(c.start, &c.appendix, circuit, ew_move, board_move, msg, msg_size);
    struct bm_movement *m = NULL;
    unsigned T = circuit + (c.appendix ? 1 : 0), rounds = c.appendix ? circuit : circuit - 1;
    if (!st)
        st = new_teams(&m, rounds, T, circuit, boards, msg, msg_size);
    long i0 = c.appendix ? 0 : 1;
    for (unsigned r = 1; !st && r <= rounds; r++)
        st = fill_round(m, &c, r, i0 + (long)r - 1, i0, 0);
    free(c.start);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    char name[128];
    snprintf(name, sizeof name, "Teams circuit, %u tables, EW %+d, boards %+d%s", circuit, ew_move,
             board_move, c.appendix ? ", appendix table" : "");
    return finish(m, out, name, BM_OK);
}

/* ---- stanzas: "4x3+6x2" = 4 rounds of 3 boards, then 6 rounds of 2 ---- */

struct stanza {
    unsigned rounds, boards;
};

static enum bm_status parse_stanzas(struct stanza *s, unsigned *n, const char *text,
                                    unsigned def_boards, char *msg, size_t msg_size)
{
    *n = 0;
    for (const char *p = text;;) {
        char *end;
        unsigned long r = strtoul(p, &end, 10), b = def_boards;
        if (end == p || r == 0 || r > BM_MAX_DIM)
            return bm_fail(BM_EPARSE, msg, msg_size,
                           "stanzas=%s: expected ROUNDSxBOARDS[+ROUNDSxBOARDS...], e.g. 4x3+6x2",
                           text);
        p = end;
        if (*p == 'x' || *p == 'X') {
            b = strtoul(p + 1, &end, 10);
            if (end == p + 1 || b == 0 || b > BM_MAX_BOARDS_PER_SET)
                return bm_fail(BM_EPARSE, msg, msg_size,
                               "stanzas=%s: boards after 'x' must be 1..%u", text,
                               BM_MAX_BOARDS_PER_SET);
            p = end;
        }
        if (*n == MAX_STANZAS)
            return bm_fail(BM_EPARSE, msg, msg_size, "stanzas=%s: at most %u stanzas", text,
                           MAX_STANZAS);
        s[(*n)++] = (struct stanza){(unsigned)r, (unsigned)b};
        if (!*p)
            return BM_OK;
        if (*p != '+')
            return bm_fail(BM_EPARSE, msg, msg_size, "stanzas=%s: unexpected '%c'", text, *p);
        p++;
    }
}

static unsigned total_rounds(const struct stanza *s, unsigned n)
{
    unsigned t = 0;
    for (unsigned k = 0; k < n; k++)
        t += s[k].rounds;
    return t;
}

/* The k-th round index (k = 0, 1, ...) of the American Whist cycle 1..R-1 started at a. */
static long cycle_index(unsigned a, unsigned k, unsigned R)
{
    return 1 + (long)bm_mod((long)a - 1 + (long)k, R - 1);
}

/* Whether every stanza, played from cycle position a on, is closed under i -> -i. */
static int stanzas_symmetric(const struct stanza *s, unsigned n, unsigned a, unsigned R,
                             unsigned char *in)
{
    unsigned k = 0;
    for (unsigned j = 0; j < n; j++) {
        memset(in, 0, R);
        for (unsigned q = 0; q < s[j].rounds; q++)
            in[cycle_index(a, k + q, R)] = 1;
        for (unsigned q = 0; q < s[j].rounds; q++)
            if (!in[bm_mod(-cycle_index(a, k + q, R), R)])
                return 0;
        k += s[j].rounds;
    }
    return 1;
}

/* The first cycle position (1..R-1) from which every stanza is symmetric, 0 if none. */
static enum bm_status find_start(unsigned *a, const struct stanza *s, unsigned n, unsigned R)
{
    unsigned char *in = bm_malloc(R);
    if (!in)
        return BM_ENOMEM;
    *a = 0;
    for (unsigned c = 1; c < R && !*a; c++)
        if (stanzas_symmetric(s, n, c, R, in))
            *a = c;
    free(in);
    return BM_OK;
}

static enum bm_status check_american_stanzas(const struct stanza *s, unsigned n, unsigned R,
                                             const char *text, char *msg, size_t msg_size)
{
    for (unsigned k = 0; k < n; k++)
        if (s[k].rounds % 2)
            return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                           "stanzas=%s: stanza %u has %u rounds; every American Whist stanza has "
                           "an even number of rounds (its matches pair round k with the k-th from "
                           "the end)",
                           text, k + 1, s[k].rounds);
    if (total_rounds(s, n) > R - 1)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                       "stanzas=%s: %u rounds, but %u tables play at most %u rounds", text,
                       total_rounds(s, n), R, R - 1);
    return BM_OK;
}

/* Sets of stanza k are k*R + 1 .. (k+1)*R, resized to the stanza's boards. */
static enum bm_status size_stanza_sets(struct bm_movement *m, const struct stanza *s, unsigned n,
                                       unsigned per_stanza)
{
    enum bm_status st = BM_OK;
    for (unsigned k = 0; k < n && !st; k++)
        for (unsigned q = 1; q <= per_stanza && !st; q++)
            st = bm_movement_resize_set(m, k * per_stanza + q, s[k].boards);
    return st;
}

static enum bm_status read_stanzas(struct stanza *s, unsigned *n, unsigned *boards,
                                   const struct bm_params *p, unsigned def_rounds, char *msg,
                                   size_t msg_size)
{
    enum bm_status st = bm_param_uint(boards, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg,
                                      msg_size);
    if (st)
        return st;
    const char *text = bm_param_str(p, "stanzas", NULL);
    if (!text) {
        s[0] = (struct stanza){def_rounds, *boards};
        *n = 1;
        return BM_OK;
    }
    return parse_stanzas(s, n, text, *boards, msg, msg_size);
}

static enum bm_status build_american(struct bm_movement **out, unsigned R, const struct stanza *s,
                                     unsigned n, unsigned a, const char *title, char *msg,
                                     size_t msg_size)
{
    struct circuit c = {R, -2, -1, NULL, 0};
    c.start = bm_calloc(R, sizeof *c.start);
    if (!c.start)
        return BM_ENOMEM;
    enum bm_status st = solve(c.start, &c.appendix, R, c.p, c.b, NULL, 0);
    struct bm_movement *m = NULL;
    if (!st)
        st = new_teams(&m, total_rounds(s, n), R, n * R, s[0].boards, msg, msg_size);
    if (!st)
        st = size_stanza_sets(m, s, n, R);
    unsigned r = 1, k = 0;
    for (unsigned j = 0; j < n && !st; j++) {
        long i0 = cycle_index(a, k, R);
        for (unsigned q = 0; q < s[j].rounds && !st; q++)
            st = fill_round(m, &c, r++, cycle_index(a, k + q, R), i0, j * R);
        k += s[j].rounds;
    }
    free(c.start);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    return finish(m, out, title, BM_OK);
}

enum bm_status bm_build_american(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size)
{
    unsigned R, boards, n, a;
    struct stanza s[MAX_STANZAS];
    enum bm_status st = bm_param_uint(&R, p, "tables", 0, 3, BM_MAX_DIM - 1, msg, msg_size);
    if (!st && (R == 0 || R % 2 == 0))
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "american needs an odd number of tables, tables=3, 5, 7, ...; for an even "
                     "number of teams use thurner:teams=N or stagger:tables=N");
    if (!st)
        st = read_stanzas(s, &n, &boards, p, R - 1, msg, msg_size);
    const char *text = bm_param_str(p, "stanzas", "");
    if (!st)
        st = check_american_stanzas(s, n, R, text, msg, msg_size);
    if (!st)
        st = find_start(&a, s, n, R);
    if (!st && !a)
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "stanzas=%s: no starting position of the %u-table American Whist makes every "
                     "stanza symmetric and complete; one stanza of %u rounds always works",
                     text, R, R - 1);
    if (st)
        return st;
    char title[96];
    snprintf(title, sizeof title, "American Whist, %u tables%s%s", R, *text ? ", stanzas " : "",
             text);
    return build_american(out, R, s, n, a, title, msg, msg_size);
}

enum bm_status bm_build_triplicate(struct bm_movement **out, const struct bm_params *p,
                                   char *msg, size_t msg_size)
{
    unsigned boards;
    enum bm_status st = bm_param_uint(&boards, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg,
                                      msg_size);
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_circuit(&m, 3, +1, -1, boards, msg, msg_size);
    return st ? st : finish(m, out, "Triplicate, 3 tables, 3 teams (seed 003)", BM_OK);
}

enum bm_status bm_build_thurner(struct bm_movement **out, const struct bm_params *p, char *msg,
                                size_t msg_size)
{
    unsigned N, boards;
    enum bm_status st = bm_param_uint(&N, p, "teams", 0, 4, BM_MAX_DIM - 1, msg, msg_size);
    if (!st && (N == 0 || N % 2))
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "thurner needs an even number of teams, teams=6, 8, 12, 14, ... (an odd "
                     "number of teams plays american:tables=N)");
    if (!st && (N - 1) % 3 == 0)
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "thurner:teams=%u: the reduced circuit of %u tables is a multiple of 3, so "
                     "EW pairs starting at S_x = 3 - 2x, home after 3(x - 1) moves, would reach "
                     "home two at a time (teams 1 and %u in round 1); use %s",
                     N, N - 1, 1 + (N - 1) / 3,
                     N == 4 ? "circulation (four teams)" : "stagger:tables=N");
    if (!st)
        st = bm_param_uint(&boards, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg, msg_size);
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_circuit(&m, N - 1, +1, -1, boards, msg, msg_size);
    if (st)
        return st;
    char title[96];
    snprintf(title, sizeof title, "Thurner Appendix, %u teams", N);
    return finish(m, out, title, BM_OK);
}

/* ---- Stagger ---- */

/* Phase ph (0: even displacements, n - 1 rounds; 1: odd, n rounds), phase round i = 1.. */
static enum bm_status fill_stagger_round(struct bm_movement *m, unsigned n, unsigned r,
                                         unsigned ph, unsigned i, unsigned set_base)
{
    unsigned T = 2 * n;
    enum bm_status st = BM_OK;
    for (unsigned t = 1; t <= T && !st; t++) {
        /* EW_x at x + ph - 2i, so the pair at table t is team t - ph + 2i */
        unsigned x = 1 + bm_mod((long)t - 1 - (long)ph + 2 * (long)i, T);
        unsigned u = bm_mod((long)t - 1 + (long)i - 1, T); /* where this case started */
        st = bm_movement_set_pairs(m, r, t, t, T + x, set_base + 1 + u % n);
        if (!st)
            st = bm_movement_set(m, r, t, BM_FIELD_COPY, u < n ? 1 : 2);
    }
    return st;
}

enum bm_status bm_build_stagger(struct bm_movement **out, const struct bm_params *p, char *msg,
                                size_t msg_size)
{
    unsigned T, boards, ns = 0;
    struct stanza s[MAX_STANZAS];
    enum bm_status st = bm_param_uint(&T, p, "tables", 0, 4, BM_MAX_DIM, msg, msg_size);
    if (!st && (T == 0 || T % 2))
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "stagger needs an even number of tables, tables=4, 6, 8, ... (odd: use "
                     "american:tables=N)");
    unsigned n = T / 2;
    if (!st)
        st = read_stanzas(s, &ns, &boards, p, n - 1, msg, msg_size);
    if (!st && !bm_param_has(p, "stanzas"))
        s[ns++] = (struct stanza){n, boards};
    if (!st && (ns > 2 || s[0].rounds != n - 1 || (ns == 2 && s[1].rounds != n)))
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "stanzas=%s: a %u-table Stagger plays a stanza of %u rounds (teams at an "
                     "even displacement), optionally followed by one of %u rounds (odd), e.g. "
                     "stanzas=%ux%u+%ux%u",
                     bm_param_str(p, "stanzas", ""), T, n - 1, n, n - 1, boards, n, boards);
    struct bm_movement *m = NULL;
    if (!st)
        st = new_teams(&m, total_rounds(s, ns), T, ns * n, s[0].boards, msg, msg_size);
    if (!st)
        st = size_stanza_sets(m, s, ns, n);
    unsigned r = 1;
    for (unsigned ph = 0; ph < ns && !st; ph++)
        for (unsigned i = 1; i <= s[ph].rounds && !st; i++)
            st = fill_stagger_round(m, n, r++, ph, i, ph * n);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    char title[96];
    snprintf(title, sizeof title, "Stagger, %u tables", T);
    return finish(m, out, title, BM_OK);
}

/* ---- Circulation for four tables ---- */

enum bm_status bm_build_circulation(struct bm_movement **out, const struct bm_params *p,
                                    char *msg, size_t msg_size)
{
    unsigned boards;
    /* Seed 000: "a set of eight boards is circulated around the four tables": 4 sets of 2. */
    enum bm_status st = bm_param_uint(&boards, p, "boards", 2, 1, BM_MAX_BOARDS_PER_SET, msg,
                                      msg_size);
    struct bm_movement *m = NULL;
    if (!st)
        st = new_teams(&m, 12, 4, 12, boards, msg, msg_size);
    for (unsigned k = 1; k <= 3 && !st; k++)
        for (unsigned j = 1; j <= 4 && !st; j++)
            for (unsigned t = 1; t <= 4 && !st; t++)
                st = bm_movement_set_pairs(m, 4 * (k - 1) + j, t, t, 4 + (((t - 1) ^ k) + 1),
                                           4 * (k - 1) + 1 + bm_mod((long)t + (long)j - 2, 4));
    if (st) {
        bm_movement_free(m);
        return st;
    }
    return finish(m, out, "Circulation, 4 tables, 3 stanzas", BM_OK);
}

/* ---- Duplicate tournant (pairs event) ---- */

enum bm_status bm_build_tournant(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size)
{
    unsigned boards;
    enum bm_status st = bm_param_uint(&boards, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg,
                                      msg_size);
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_movement_new(&m, BM_EVENT_PAIRS, 3, 2, 4, 3, boards, msg, msg_size);
    /* Pair 1 stays NS at table 1 and meets 2, 3, 4 in turn; the other two play at table 2. */
    for (unsigned r = 1; r <= 3 && !st; r++) {
        st = bm_movement_set_pairs(m, r, 1, 1, 1 + r, r);
        if (!st)
            st = bm_movement_set_pairs(m, r, 2, 2 + r % 3, 2 + (r + 1) % 3, r);
    }
    if (st) {
        bm_movement_free(m);
        return st;
    }
    return finish(m, out, "Duplicate tournant, 2 tables, 4 pairs (seed 003)", BM_OK);
}
