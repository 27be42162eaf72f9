/* SPDX-License-Identifier: MIT */
/* Circuit movements for teams: the solver of the teams-movements note's equations (public:
 * bm_teams_solve, bm_teams_circuit) and the pieces the team families build with. The
 * derivation is in include/bridgemove/experimental.h. */
#include <stdint.h>
#include <stdlib.h>

#include <bridgemove/experimental.h>

#include "families/teams/teams.h"
#include "util/alloc.h"
#include "util/arith.h"
#include "util/export.h"
#include "util/out.h"

/* S'_x' = b^-1 (p - b) x'; EW_x comes home after (pb)^-1 (2b - p) x' moves. */
enum bm_status bm_circuit_solve(unsigned *start, int *appendix, unsigned R, long p_in, long b_in)
{
    unsigned p = bm_mod(p_in, R), b = bm_mod(b_in, R), pb = bm_mod((long)p - (long)b, R);
    unsigned g = bm_gcd(p, R);
    if (g != 1)
        return bm_fail(BM_ENOTFOUND,
                       "EW pairs moving %ld tables a round visit only %u of the %u tables", p_in,
                       R / g, R);
    if ((g = bm_gcd(b, R)) != 1)
        return bm_fail(BM_ENOTFOUND,
                       "boards moving %ld a round: b(S_x - S_y) = (p - b)(x - y) cannot hold for "
                       "x - y = 1, since %u divides b and R but not p - b",
                       b_in, g);
    if ((g = bm_gcd(pb, R)) != 1)
        return bm_fail(BM_ENOTFOUND,
                       "p - b = %ld shares the factor %u with R = %u: the solutions of "
                       "b(S_x - S_y) = (p - b)(x - y) start two EW pairs at one table",
                       p_in - b_in, g, R);
    unsigned k = bm_mod(2 * (long)b - (long)p, R);
    if (k && (g = bm_gcd(k, R)) != 1)
        return bm_fail(BM_ENOTFOUND,
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

BM_EXPORT enum bm_status bm_teams_solve(uint32_t *starts, size_t starts_len, int32_t *appendix,
                                        uint32_t circuit, int32_t ew_move, int32_t board_move)
{
    if (appendix)
        *appendix = 0;
    if (!starts)
        return bm_fail(BM_EINVAL, "starts is NULL");
    if (starts_len < circuit)
        return bm_fail(BM_EINVAL, "starts holds %zu entries, the circuit needs %u",
                       starts_len, circuit);
    for (size_t i = 0; i < starts_len && i < circuit; i++)
        starts[i] = 0;
    if (circuit < 2 || circuit > BM_MAX_DIM)
        return bm_fail(BM_EINVAL, "circuit must be 2..%u tables", BM_MAX_DIM);
    enum bm_status st = bm_circuit_solve(starts, appendix, circuit, ew_move, board_move);
    if (st) {
        for (unsigned i = 0; i < circuit; i++)
            starts[i] = 0;
        return st;
    }
    for (unsigned i = 0; i < circuit; i++)
        starts[i]++;
    return BM_OK;
}

enum bm_status bm_teams_new(struct bm_movement **out, unsigned rounds, unsigned T, unsigned sets,
                            unsigned boards)
{
    enum bm_status st = bm_movement_new(out, BM_EVENT_TEAMS, rounds, T, 2 * T, sets, boards);
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

enum bm_status bm_circuit_fill_round(struct bm_movement *m, const struct circuit *c, unsigned r,
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

BM_EXPORT enum bm_status bm_teams_circuit(struct bm_movement **out, uint32_t circuit,
                                          int32_t ew_move, int32_t board_move, uint32_t boards)
{
    BM_OUT_PARAM(out);
    if (circuit < 2 || circuit > BM_MAX_DIM - 1)
        return bm_fail(BM_EINVAL, "circuit must be 2..%u tables", BM_MAX_DIM - 1);
    if (boards < 1 || boards > BM_MAX_BOARDS_PER_SET)
        return bm_fail(BM_EINVAL, "boards must be 1..%u", BM_MAX_BOARDS_PER_SET);
    struct circuit c = {circuit, ew_move, board_move, NULL, 0};
    c.start = bm_calloc(circuit, sizeof *c.start);
    if (!c.start)
        return BM_ENOMEM;
    enum bm_status st = bm_circuit_solve(c.start, &c.appendix, circuit, ew_move, board_move);
    struct bm_movement *m = NULL;
    unsigned T = circuit + (c.appendix ? 1 : 0), rounds = c.appendix ? circuit : circuit - 1;
    if (!st)
        st = bm_teams_new(&m, rounds, T, circuit, boards);
    long i0 = c.appendix ? 0 : 1;
    for (unsigned r = 1; !st && r <= rounds; r++)
        st = bm_circuit_fill_round(m, &c, r, i0 + (long)r - 1, i0, 0);
    free(c.start);
    return bm_family_finish(out, m, st, "Teams circuit, %u tables, EW %+d, boards %+d%s", circuit,
                            ew_move, board_move, c.appendix ? ", appendix table" : "");
}
