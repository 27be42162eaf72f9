/* SPDX-License-Identifier: MIT */
/* Internal interface of the Howell family: 1-rotational rotations (starter + adder + seat
 * orientation), their constructions, the shipped search results, the station layout, and a
 * small competition (s-matrix) evaluator. Shared by the files of lib/families/howell/, the
 * tests and tools/howell-search. Never installed. */
#ifndef BM_HOWELL_PRIVATE_H
#define BM_HOWELL_PRIVATE_H

#include "model/model.h"


#define HOWELL_MAX_TABLES 32u
#define HOWELL_MAX_POINTS (2u * HOWELL_MAX_TABLES - 1u)
#define HOWELL_SHORT_MAX_ROUNDS (2u * HOWELL_MAX_TABLES - 2u)

/*
 * A 1-rotational Howell over Z_n plus a point "infinity", n = 2T - 1 (T tables).
 * Entry 0 is table 1: infinity (the stationary pair 2T) sits NS against point r in round r
 * and plays the set of station 0. Entry i >= 1 (in any order) is a moving table: in round r
 * (0-based) point ns[i] + r sits NS against ew[i] + r and plays the set at station
 * station[i] + r. The pairs {ns[i], ew[i]} form a starter (their differences +-(ns - ew) cover
 * Z_n \ {0} once), the stations are distinct and nonzero (an adder), and the offsets
 * station[i] - ns[i], station[i] - ew[i] together with 0 cover Z_n once, so every point plays
 * every set once. Point z is pair z + 1; so pair p takes pair p - 1's seat every round and
 * sets move down one station a round through tables and relay stands.
 * With shared = 1 (2 and 3 tables, where no adder exists) every table plays set r in round r.
 */
struct howell_rotation {
    unsigned tables; /* T */
    unsigned n;      /* 2T - 1 */
    int shared;
    /* 0: the points are Z_n (cyclic: the seat and board rules above hold). A prime p: the
     * points are GF(p^k), n = p^k, k >= 2, added digit-wise (round r shifts by the element
     * numbered r): still a Howell, but no single rotation moves pairs or boards, so there
     * are no relay stands (boards go back to a central table between rounds). */
    unsigned p;
    unsigned ns[HOWELL_MAX_TABLES], ew[HOWELL_MAX_TABLES], station[HOWELL_MAX_TABLES];
};

/* One table's play in one round (0 seat = empty). */
struct howell_play {
    unsigned ns, ew, set;
};

/* Competition statistics (Part II of the movements article, k = 1, no switches) over the real
 * pairs. */
struct howell_stats {
    double mean, sd; /* population SD */
    long min, max;
    int all_equal;
};

/* ---- starter.c: rotations ---- */
unsigned bm_howell_add(const struct howell_rotation *r, unsigned a, unsigned b);
unsigned bm_howell_sub(const struct howell_rotation *r, unsigned a, unsigned b);
/* 1 if r is a valid rotation (starter, adder, one play of every set by every point). */
int bm_howell_rotation_valid(const struct howell_rotation *r);
/* Hwang's rotation over GF(q), q = 2T - 1 a prime power = 3 mod 4 (perfect); 0 if q does not
 * qualify. Cyclic when q is a prime. */
int bm_howell_rotation_hwang(struct howell_rotation *r, unsigned q);
/* The shared-board rotation for T = 2 or 3 (patterned starter, orientation as given by mask:
 * bit i - 1 set = swap NS and EW of entry i). */
void bm_howell_rotation_shared(struct howell_rotation *r, unsigned tables, unsigned mask);
/* Parse "ns ew station ns ew station ..." (entries 1..T-1) for T tables; 0 if malformed. */
int bm_howell_rotation_parse(struct howell_rotation *r, unsigned tables, const char *text);
/* The plays of rounds 1..rounds (rounds * T entries, round-major, entry order as in r);
 * odd = 1 leaves the NS seat of table 1 empty (2T - 1 pairs). */
void bm_howell_rotation_plays(struct howell_play *plays, const struct howell_rotation *r,
                           unsigned rounds, int odd);

/* ---- eval.c: the competition evaluator ---- */
/* Statistics of the plays; scratch must hold (participants + 1)^2 longs.
 * Returns 0 if fewer than two real participants. */
int bm_howell_evaluate(struct howell_stats *out, const struct howell_play *plays, unsigned nplays,
                    unsigned participants, unsigned sets, long *scratch);
/* Same for a whole rotation curtailed to rounds; allocation-free (uses stack scratch). */
int bm_howell_rotation_stats(struct howell_stats *out, const struct howell_rotation *r,
                          unsigned rounds, int odd);

/* ---- shipped.c: the search results of lib/data/howell-data.c ---- */
/* Best shipped rotation (lowest SD) for T tables, rounds rounds, odd (2T - 1 pairs) or not,
 * over Z_n only if cyclic_only; fills r and the documented SD (population, k = 1).
 * Returns 0 if nothing is shipped for the size. */
int bm_howell_data_find(struct howell_rotation *r, double *sd, unsigned tables, unsigned rounds,
                     int odd, int cyclic_only);
/* The 4-, 5- and 6-table Howells printed in the French club guide. Returns 0 for other sizes. */
int bm_howell_data_french(struct howell_rotation *r, unsigned tables);

/* ---- double.c: doubling a perfect Howell ---- */
/* The perfect Howell of 2n + 2 pairs (n + 1 tables, 2n + 1 rounds, no relay stands) from a
 * perfect rotation over n points: Sylvester's doubling of one with n + 1 pairs (paley = 0), or
 * Paley's second construction from one with n pairs whose direction pattern is symmetric
 * (paley = 1, n = 1 mod 4). BM_ENOTFOUND if the round-plan search fails. */
enum bm_status bm_howell_double_build(struct bm_movement **out, const struct howell_rotation *base,
                                   int paley, unsigned boards_per_set);

/* ---- short.c: short Howells, R rounds on R sets (T + 1 <= R <= 2T - 2) ---- */
/* A shipped short Howell (see short.c for the kinds: two developments and whole grids). */
struct howell_short {
    unsigned tables, rounds, kind;
    /* the rounds listed (pairs 1..2T, sets 1..R): kind 0 round 1; kind 1 round 1 and the
     * last round; kind 2 every round */
    unsigned char ns[HOWELL_SHORT_MAX_ROUNDS][HOWELL_MAX_TABLES];
    unsigned char ew[HOWELL_SHORT_MAX_ROUNDS][HOWELL_MAX_TABLES];
    unsigned char set[HOWELL_SHORT_MAX_ROUNDS][HOWELL_MAX_TABLES];
    /* per cell (round-major, 0-based): NS and EW swapped; the set played arrow-switched */
    unsigned char flip[HOWELL_SHORT_MAX_ROUNDS * HOWELL_MAX_TABLES];
    unsigned char sw[HOWELL_SHORT_MAX_ROUNDS * HOWELL_MAX_TABLES];
    double sd, switched_sd; /* documented population SD of s, one board per set */
};
/* The shipped short Howell for the size, parsed and checked; 0 if none is shipped. */
int bm_howell_short_find(struct howell_short *s, unsigned tables, unsigned rounds);
/* The play at round r, table t (both 0-based), NS and EW as seated. */
void bm_howell_short_play(struct howell_play *out, const struct howell_short *s, unsigned r,
                          unsigned t);
/* 1 if every pair plays every set once, nobody meets twice and no set is shared. */
int bm_howell_short_valid(const struct howell_short *s);

/* ---- short-layout.c: a short Howell as a movement ---- */
/* With odd, 2T - 1 pairs (a stationary pair, or the best pair to leave out, is missing);
 * with switched, the shipped arrow switches on every board of the set. */
enum bm_status bm_howell_short_build(struct bm_movement **out, const struct howell_short *s,
                                     int odd, unsigned boards_per_set, int switched);

/* ---- small.c: 2 and 3 tables with shared rounds ---- */
/* Two tables, 4 to 6 rounds: the 3-round two-table Howell, then its meetings again with the
 * seats swapped, one new set a round (both tables share it). */
enum bm_status bm_howell_two_table_double(struct bm_movement **out, unsigned rounds, int odd,
                                          unsigned boards_per_set);
/* Three tables, five rounds: the 3-table short Howell, then a last round whose set the three
 * tables share. */
enum bm_status bm_howell_three_table_shared_last(struct bm_movement **out, int odd,
                                                 unsigned boards_per_set);

/* ---- layout.c: the movement from a rotation ---- */
/* Boards shared by every table of a round pass between them: with at least one board per
 * table, table t starts on its own board (the cell's first). */
enum bm_status bm_howell_shared_first(struct bm_movement *m, unsigned round, unsigned table);
/* Relay stands for the stations without a table: table_of[c] is the table at station c
 * (0..n-1; 0 = none), and station c holds set (c + r - 1) mod n + 1 in round r = 1..rounds;
 * stands are named after the tables on either side and fed by the one above. */
enum bm_status bm_howell_add_relays(struct bm_movement *m, const unsigned *table_of,
                                    unsigned n, unsigned rounds);
/* Tables numbered in station order (table 1 = station 0 = the stationary pair), a relay
 * stand for every station without a table, boards moving down one station a round. */
enum bm_status bm_howell_layout_build(struct bm_movement **out, const struct howell_rotation *r,
                                   unsigned rounds, int odd, unsigned boards_per_set);

#endif
