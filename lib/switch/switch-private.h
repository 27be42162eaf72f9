/* SPDX-License-Identifier: MIT */
/* Internal interface of arrow-switch planning: the incremental evaluator (switch-eval.c), the
 * levels (switch-levels.c), the optimiser (switch-opt.c) and the options (switch-options.c).
 * Never installed. */
#ifndef BM_SWITCH_PRIVATE_H
#define BM_SWITCH_PRIVATE_H

#include "model/model.h"
#include "util/buf.h"

#include <stdint.h>


/* ---- the evaluator: s over all pairs of real participants as a function of switch bits ----
 *
 * A "play" is one board position of one active cell with a set: (round, table, position).
 * Every play has a switch bit. A play counts (changes s) when both its seats hold real
 * participants present in that round. With sigma = +1 for the seat a participant takes
 * (NS unswitched) and -1 for the other, the amount of competition is
 *     s_ij = sum over boards: (n_b - 1) if i and j oppose each other on the board,
 *                             sigma_i * sigma_j if both play it at different tables.
 * Flipping one play negates sigma for its two participants on that board only, so it changes s
 * for the 4(n_b - 1) pairs formed with the other plays of the board: O(n) per flip. The total
 * of s never changes, so minimising the variance is minimising the sum of squares. */
struct bm_play {
    unsigned round, table, position;
    unsigned board;  /* 0-based deal number: set offset + position - 1 */
    int ns, ew;      /* real-participant index, or -1 when the play does not count */
};

struct bm_seval {
    unsigned participants;  /* P of the movement */
    unsigned real;          /* participants whose s counts (not phantom from round 1) */
    int *index_of;          /* [P + 1]: participant -> real index, or -1 */
    unsigned *number_of;    /* [real]: real index -> participant */
    size_t nplays;
    struct bm_play *plays;
    unsigned char *bit;     /* [nplays]: switched */
    unsigned nboards;
    unsigned *board_start;  /* [nboards + 1]: counted plays of each board in board_plays */
    unsigned *board_plays;
    unsigned *board_n;      /* [nboards]: n_b, the plays that count */
    size_t npairs;          /* real * (real - 1) / 2 */
    size_t *row;            /* [real]: pair (i < j) lives at s[row[i] + j] */
    int32_t *s;             /* [npairs] */
    int32_t *full;          /* [real][real] mirror of s for branch-free lookups, or NULL when
                               the movement is too large for it */
    signed char *sign;      /* [nplays]: +1 unswitched, -1 switched */
    int64_t sum, sumsq;
    int simple;             /* nobody plays a board twice: single-play deltas may be predicted */
};

/* Build the evaluator over the plays of a movement (pairs or teams event), with the movement's
 * own switch bits. position_only != 0 keeps only that board position of every set (used by
 * the exact board-level search to get one position's contribution). */
enum bm_status bm_seval_new(struct bm_seval **out, const struct bm_movement *m,
                            unsigned position_only);
void bm_seval_free(struct bm_seval *e);
/* Flip one play's switch bit, updating s, sum of squares. */
void bm_seval_flip(struct bm_seval *e, size_t play);
/* Change of the sum of squares that flipping one play would cause (state unchanged). */
int64_t bm_seval_flip_delta(const struct bm_seval *e, size_t play);
/* Recompute s and the sums from scratch from the bits (also the reference for tests). */
void bm_seval_recompute(struct bm_seval *e);
/* Population SD of s for a given sum of squares. */
double bm_seval_sd_of(const struct bm_seval *e, int64_t sumsq);
double bm_seval_sd(const struct bm_seval *e);
/* The parity lower bound on the population SD: the least SD of any integers with the parities
 * of the current s values and their total (switching changes neither). */
double bm_seval_parity_bound(const struct bm_seval *e);
/* Write the bits into a movement with the same grid (the one the evaluator was built from). */
void bm_seval_store(const struct bm_seval *e, struct bm_movement *m);

/* ---- levels: which plays switch together ---- */
enum bm_level { BM_LEVEL_ROUND = 1, BM_LEVEL_BOARD, BM_LEVEL_TABLE, BM_LEVEL_FREE };
const char *bm_level_name(enum bm_level level);

/* Groups of plays (compressed rows): the optimiser's variables. Only groups with at least one
 * play that counts are listed; plays that do not count still switch with their group so that
 * instructions stay uniform ("every table"). */
struct bm_groups {
    size_t ngroups;
    size_t *start;   /* [ngroups + 1] */
    size_t *plays;   /* play indices */
    unsigned *key;   /* [ngroups]: the round of the group */
};
enum bm_status bm_groups_build(struct bm_groups *g, const struct bm_seval *e, enum bm_level level);
void bm_groups_free(struct bm_groups *g);
/* Whether the evaluator's current bits are constant on every group of the level and clear on
 * plays outside all groups (so the level can express them). */
int bm_groups_express(const struct bm_groups *g, const struct bm_seval *e);
void bm_groups_flip(struct bm_seval *e, const struct bm_groups *g, size_t group);

/* ---- the optimiser ---- */
struct bm_opt_params {
    enum bm_level level;
    uint64_t seed;
    uint64_t effort;     /* iterations of the local search */
    double time_cap;     /* seconds; 0 = none */
    uint64_t exact_work; /* largest enumeration (pair updates) tried exactly */
};
/* Effort chosen by the optimiser: about a second of search (switch-opt.c). */
#define BM_EFFORT_AUTO UINT64_MAX
struct bm_opt_result {
    uint64_t effort;     /* the effort used (the automatic one resolved) */
    int proven, stopped_early;
    uint64_t iterations;
    int exact;           /* the exact search ran (complete or stopped) */
};
/* Minimise the sum of squares from the evaluator's current bits (a state of the level);
 * leaves the best plan found in e. Never ends worse than it started. m is the movement the
 * evaluator was built from (its structure, not its bits, is used). */
enum bm_status bm_optimise_movement(struct bm_seval *e, const struct bm_movement *m,
                                    const struct bm_opt_params *p, struct bm_opt_result *res);

/* ---- options ---- */
enum bm_preset { BM_PRESET_NONE = 1, BM_PRESET_LAST_ROUND, BM_PRESET_STAGGER, BM_PRESET_EIGHTH,
                 BM_PRESET_OPTIMISE };
struct bm_switch_options {
    enum bm_level level;
    enum bm_preset preset;
    uint64_t seed, effort;
    int effort_set; /* 0: the level's default effort */
    double time_cap;
};

const char *bm_preset_name(enum bm_preset preset);

/* ---- the plan ---- */
struct bm_value_count {
    int32_t value;
    size_t count;
};
struct bm_balance {
    double mean, sd, sd_sample;
    size_t ndist;
    struct bm_value_count *dist; /* ascending values */
};
enum bm_status bm_balance_of(struct bm_balance *b, const struct bm_seval *e);
void bm_balance_free(struct bm_balance *b);

struct bm_switch_plan {
    struct bm_movement *m; /* the switched movement (the plan's own copy) */
    enum bm_level level;
    enum bm_preset preset;
    uint64_t seed, effort, iterations;
    int proven, stopped_early;
    double parity_bound;
    unsigned long boards_switched;
    size_t plays, npairs;
    struct bm_balance before, after;
    unsigned ninstr;
    char **instr;
};
/* The instruction lines for the plan's movement (switch-text.c). */
enum bm_status bm_switch_instructions(struct bm_switch_plan *plan);


#endif
