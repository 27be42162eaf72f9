/* SPDX-License-Identifier: MIT */
/* What the team families share (circuit.c, stanza.c): the solver of the teams-movements note's
 * circuit equations, the teams movement skeleton, and stanzas. Never installed.
 *
 * Every teams movement here seats team x as NS pair x (resident at table x) and EW pair T + x
 * (T = tables). The circuit movements come from one solver of the note's equations
 * (include/bridgemove/experimental.h): S_x + m p = y, S_y + n p = x, y + (n - m) b = x, so
 * b(S_x - S_y) = (p - b)(x - y) modulo R. Round index i (0-based, relative to the starts) puts
 * EW_x at table S_x + i p and at table t the set that started at table t - i b. */
#ifndef BM_FAMILIES_TEAMS_H
#define BM_FAMILIES_TEAMS_H

#include "families/families.h"

/* ---- circuit.c ---- */

/* A solved circuit of R tables: EW pairs move p a round, boards b. */
struct circuit {
    unsigned R;
    long p, b;
    unsigned *start; /* 0-based S'_x' = S_x - 1 for x' = x - 1 */
    int appendix;    /* the teams come home one a round and meet an appendix team */
};

/* Solve the circuit equations for R tables into start[0..R-1] (and *appendix, may be NULL);
 * BM_ENOTFOUND with the reason when no solution exists. */
enum bm_status bm_circuit_solve(unsigned *start, int *appendix, unsigned R, long p, long b);
/* A teams movement with T tables and T teams: team x = NS pair x + EW pair T + x. */
enum bm_status bm_teams_new(struct bm_movement **out, unsigned rounds, unsigned T, unsigned sets,
                            unsigned boards);
/* Round r of m plays circuit index i; the sets of this stretch are set_base + 1..R with set t
 * at table t when i = i0. */
enum bm_status bm_circuit_fill_round(struct bm_movement *m, const struct circuit *c, unsigned r,
                                     long i, long i0, unsigned set_base);

/* ---- stanza.c: "4x3+6x2" = 4 rounds of 3 boards, then 6 rounds of 2 ---- */

#define MAX_STANZAS 64

struct stanza {
    unsigned rounds, boards;
};

/* The boards key and the stanzas key (default: one stanza of def_rounds rounds). */
enum bm_status bm_stanzas_read(struct stanza *s, unsigned *n, unsigned *boards,
                               const struct bm_params *p, unsigned def_rounds);
/* The rounds of all n stanzas. */
unsigned bm_stanzas_rounds(const struct stanza *s, unsigned n);
/* Stanza k plays sets k*per_stanza + 1 .. (k+1)*per_stanza: give them the stanza's boards. */
enum bm_status bm_stanzas_size_sets(struct bm_movement *m, const struct stanza *s, unsigned n,
                                    unsigned per_stanza);

#endif
