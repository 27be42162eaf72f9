/* SPDX-License-Identifier: MIT */
/* Internal interface of arrow-switch planning: the clock (switch-clock.c), the incremental
 * evaluator and its limits (switch-eval.c), the match ties of teams events (switch-ties.c),
 * the levels (switch-levels.c), the normal form of a plan (switch-normal.c), the searches
 * (switch-exact.c, switch-opt.c), the chain of contained levels (switch-chain.c) and the
 * options (switch-options.c). Never installed. */
#ifndef BM_SWITCH_PRIVATE_H
#define BM_SWITCH_PRIVATE_H

#include "model/model.h"
#include "util/buf.h"

#include <stdint.h>

/* ---- the clock: one deadline for the whole call ---- */
struct bm_clock {
    double start;    /* when the call began (monotonic seconds) */
    double deadline; /* 0 = no cap */
};
double bm_clock_now(void);
void bm_clock_begin(struct bm_clock *c, double cap_seconds);
int bm_clock_out(const struct bm_clock *c);
/* Seconds left before the deadline (a large number without a cap). */
double bm_clock_left(const struct bm_clock *c);

/* ---- the planner's limits (switch.h and doc/switch.md state them) ----
 * They bound the work of one evaluation of s (the pairs of plays of each board), the memory
 * of the plays and of s (pairs of participants who play): every accepted movement is set up
 * in well under a second and a few hundred MB at most. */
#define BM_SWITCH_MAX_PLAYS (1ul << 21)
#define BM_SWITCH_MAX_PLAYERS 4096u
#define BM_SWITCH_MAX_PLAY_PAIRS (1ull << 26)

/* ---- the evaluator: s over all pairs of real participants as a function of switch bits ----
 *
 * A "play" is one board position of one active cell with a set: (round, table, position).
 * Every play has a switch bit. A play counts (happens, changes s) when both its seats hold
 * real participants present in that round. With sigma = +1 for the seat a participant takes
 * (NS unswitched) and -1 for the other, the amount of competition is
 *     s_ij = sum over boards: (n_b - 1) if i and j oppose each other on the board,
 *                             sigma_i * sigma_j if both play it at different tables.
 * Flipping one play negates sigma for its two participants on that board only, so it changes s
 * for the 4(n_b - 1) pairs formed with the other plays of the board: O(n) per flip. The total
 * of s never changes, so minimising the variance is minimising the sum of squares.
 * s is stored for the participants who play (memory follows the real size); the pairs of a
 * real participant who never plays have s = 0 and count in the statistics as such. */
struct bm_play {
    unsigned round, table, position;
    unsigned board;  /* 0-based deal number: set offset + position - 1 */
    int ns, ew;      /* index of a participant who plays, or -1 when the play does not count */
};

struct bm_seval {
    unsigned participants;  /* P of the movement */
    unsigned real;          /* participants who play a counted play: s is stored for them */
    int *index_of;          /* [P + 1]: participant -> index among those who play, or -1 */
    unsigned *number_of;    /* [real]: index -> participant */
    size_t nplays, ncounted;
    struct bm_play *plays;
    unsigned char *bit;     /* [nplays]: switched */
    size_t *atom;           /* [nplays]: teams events: the least play that must switch with
                               this one (the other table of its match); NULL otherwise */
    unsigned nboards;
    unsigned *set_boards;   /* [nboards]: the boards of the set for a set's first board, else 0 */
    unsigned *board_start;  /* [nboards + 1]: counted plays of each board in board_plays */
    unsigned *board_plays;
    unsigned *board_n;      /* [nboards]: n_b, the plays that count */
    uint64_t pair_work;     /* sum of n_b^2 / 2: the work of a recompute */
    size_t npairs;          /* real * (real - 1) / 2: the pairs stored in s */
    size_t npairs_all;      /* pairs of real participants (phantoms from round 1 excluded),
                               those who never play included: the statistics' population */
    size_t *row;            /* [real]: pair (i < j) lives at s[row[i] + j] */
    int32_t *s;             /* [npairs] */
    int32_t *full;          /* [real][real] mirror of s for branch-free lookups, or NULL when
                               the movement is too large for it */
    signed char *sign;      /* [nplays]: +1 unswitched, -1 switched */
    int64_t sum, sumsq;
};

/* Build the evaluator over the plays of a movement (pairs or teams event), with the movement's
 * own switch bits. position_only != 0 keeps only that board position of every set (used by
 * the exact board-level search to get one position's contribution). Refuses, with a message
 * (BM_EUNSUPPORTED), a movement the planner cannot plan honestly (a pair at both seats of a
 * cell, a pair playing a board twice) or one beyond the limits above; with a clock, also when
 * the deadline passes while s is computed. */
enum bm_status bm_seval_new(struct bm_seval **out, const struct bm_movement *m,
                            unsigned position_only, const struct bm_clock *clock);
void bm_seval_free(struct bm_seval *e);
/* Flip one play's switch bit, updating s, sum of squares. */
void bm_seval_flip(struct bm_seval *e, size_t play);
/* Change of the sum of squares that flipping one play would cause (state unchanged). */
int64_t bm_seval_flip_delta(const struct bm_seval *e, size_t play);
/* Scratch space to predict a group flip without making it: a mark per play, a change per
 * stored pair with a flag, and the list of pairs touched. */
struct bm_scratch {
    unsigned char *mark;  /* [nplays] */
    int32_t *d;           /* [npairs] */
    unsigned char *seen;  /* [npairs] */
    size_t *touched, cap; /* cap: the most pair changes of one group */
};
enum bm_status bm_scratch_new(struct bm_scratch *w, const struct bm_seval *e, size_t cap);
void bm_scratch_free(struct bm_scratch *w);
/* Change of the sum of squares that flipping the n plays would cause (state unchanged). At
 * most w->cap pair changes (4 (n_b - 1) per play). */
int64_t bm_seval_group_delta(const struct bm_seval *e, const size_t *plays, size_t n,
                             struct bm_scratch *w);
/* Recompute s and the sums from scratch from the bits (also the reference for tests).
 * Returns 0 when the clock (may be NULL) ran out first (s is then incomplete). */
int bm_seval_recompute(struct bm_seval *e, const struct bm_clock *clock);
/* Population SD of s for a given sum of squares. */
double bm_seval_sd_of(const struct bm_seval *e, int64_t sumsq);
double bm_seval_sd(const struct bm_seval *e);
/* The parity lower bound on the population SD: the least SD of any integers with the parities
 * of the current s values and their total (switching changes neither). */
double bm_seval_parity_bound(const struct bm_seval *e);
/* Write the bits into a movement with the same grid (the one the evaluator was built from). */
void bm_seval_store(const struct bm_seval *e, struct bm_movement *m);
/* Set every play's bit to bits[play]: flipping through the evaluator, or recomputing when
 * that is cheaper. */
void bm_seval_set_bits(struct bm_seval *e, const unsigned char *bits);
/* Whether a cell's boards are played (the seats hold real participants present that round). */
int bm_switch_cell_plays(const struct bm_movement *m, unsigned r, const struct bm_cell *c);

/* ---- match ties (teams events): the two tables of a match switch the same boards ---- */
/* Fill e->atom for a teams event (no-op otherwise). */
enum bm_status bm_match_ties(struct bm_seval *e, const struct bm_movement *m);
/* Make the bits closed under the ties: a play is switched when any play tied to it is. */
void bm_match_close(const struct bm_seval *e, unsigned char *bits);

/* ---- levels: which plays switch together ---- */
enum bm_level { BM_LEVEL_ROUND = 1, BM_LEVEL_BOARD, BM_LEVEL_TABLE, BM_LEVEL_FREE };
const char *bm_level_name(enum bm_level level);

/* Groups of counted plays (compressed rows): the optimiser's variables. A group is a key of
 * the level (a round; a board position in a round; a cell; a play) joined with every key a
 * match tie reaches. Plays that do not count belong to no group (their bits are cleared in
 * the final plan). */
struct bm_groups {
    size_t ngroups;
    size_t *start;   /* [ngroups + 1] */
    size_t *plays;   /* play indices */
    unsigned *key;   /* [ngroups]: the round of the group's first play */
    int merged;      /* a group joins several keys of the level (match ties) */
};
enum bm_status bm_groups_build(struct bm_groups *g, const struct bm_seval *e, enum bm_level level);
/* Union-find over 0 .. n-1 (parent[i] = i to begin): the root is always the smallest member. */
size_t bm_uf_find(size_t *parent, size_t x);
void bm_uf_unite(size_t *parent, size_t a, size_t b);
void bm_groups_free(struct bm_groups *g);
/* Whether bits (NULL: the evaluator's) are constant on every group of the level. */
int bm_groups_express(const struct bm_groups *g, const struct bm_seval *e,
                      const unsigned char *bits);
void bm_groups_flip(struct bm_seval *e, const struct bm_groups *g, size_t group);

/* ---- the normal form: the fewest switched plays among the plans with the same s ----
 * Flipping every counted play of a set of boards changes no s. The groups joined by a board
 * form components whose flip is such a symmetry: each component keeps the side with fewer
 * switched plays, and plays that do not count are cleared. s is untouched. */
enum bm_status bm_normalise(struct bm_seval *e, const struct bm_groups *g);
/* comp[i] (ngroups entries): the least group of group i's component. */
enum bm_status bm_group_components(size_t *comp, const struct bm_seval *e,
                                   const struct bm_groups *g);

/* ---- the searches ---- */
struct bm_opt_params {
    enum bm_level level;
    uint64_t seed;
    uint64_t effort;     /* iterations of the local search (BM_EFFORT_AUTO: the automatic) */
    uint64_t effort_cap; /* the most iterations the automatic effort may take */
    uint64_t exact_work; /* largest enumeration (pair updates) tried exactly */
    unsigned trials;     /* annealing searches, each from its own seed, the best kept */
    unsigned first_trial; /* the number of the first search (its seed): 0 but for a search
                              that continues another's */
    const unsigned char *alt_later; /* the searches after the first: their other start (NULL:
                                       the first's) */
};
/* Effort chosen by the optimiser from the cost model (switch-opt.c). */
#define BM_EFFORT_AUTO UINT64_MAX
struct bm_opt_result {
    uint64_t effort;     /* the effort used (the automatic one resolved) */
    int proven, stopped_early;
    uint64_t iterations;
    unsigned trials;     /* annealing searches made */
    int exact;           /* an exact search ran (complete or stopped) */
};
/* Exact searches (switch-exact.c). Each sets res->exact when it ran; leaves the best plan in e. */
enum bm_status bm_exact_groups(struct bm_seval *e, const struct bm_groups *g,
                               const struct bm_clock *clock, struct bm_opt_result *res);
/* Pair updates the Gray-code search of the groups would take (UINT64_MAX: too many). */
enum bm_status bm_exact_groups_work(uint64_t *work, const struct bm_seval *e,
                                    const struct bm_groups *g);
enum bm_status bm_exact_board(struct bm_seval *e, const struct bm_movement *m,
                              const struct bm_groups *g, uint64_t limit,
                              const struct bm_clock *clock, struct bm_opt_result *res);
/* Seconds of one core the automatic effort of one search of a level aims at. */
double bm_auto_seconds(enum bm_level level);
/* The searches a level makes: at the plan's own level the option's number, or (0) the
 * automatic one (2 at the free level with the automatic effort, else 1); 1 at a contained
 * level, whose search is then the one of a plan of one trial. */
struct bm_switch_config;
unsigned bm_level_trials(enum bm_level level, const struct bm_switch_config *o);
/* Search the level from the evaluator's plan (a state of the level): the exact search when it
 * fits, else simulated annealing, its runs starting from `from` (NULL: the evaluator's plan)
 * and every other one from alt (or NULL); leaves the best plan found in e, never worse than
 * the evaluator's plan on entry. */
enum bm_status bm_search_level(struct bm_seval *e, const struct bm_movement *m,
                               const struct bm_groups *g, const struct bm_opt_params *p,
                               const unsigned char *from, const unsigned char *alt,
                               const struct bm_clock *clock, struct bm_opt_result *res);

/* ---- options ---- */
enum bm_preset { BM_PRESET_NONE = 1, BM_PRESET_LAST_ROUND, BM_PRESET_STAGGER, BM_PRESET_EIGHTH,
                 BM_PRESET_OPTIMISE };
struct bm_switch_config {
    enum bm_level level;
    enum bm_preset preset;
    uint64_t seed, effort;
    int effort_set;   /* 0: the automatic effort */
    unsigned trials;  /* 0: the automatic number (bm_level_trials) */
    uint64_t time_us; /* time cap in microseconds; 0 = none */
};

const char *bm_preset_name(enum bm_preset preset);
/* The plan's options (the set `switch`; NULL: the defaults) as the planner reads them;
 * BM_EINVAL for options of another set. */
struct bm_options;
enum bm_status bm_switch_config_read(struct bm_switch_config *c, const struct bm_options *o);

/* ---- presets (switch-presets.c) ---- */
/* The level a preset's pattern belongs to. */
enum bm_level bm_preset_level(enum bm_preset preset, enum bm_level chosen);
/* Whether the club rule (preset=last-round) switches round r of a movement of R rounds: the
 * last round, and the last two from 12 rounds on. Every board of such a round is switched at
 * every table that plays it. */
int bm_preset_last_round_switches(unsigned r, unsigned R);
/* The preset's bits for every play (closed under match ties); BM_EUNSUPPORTED with a message
 * when the preset does not apply. bits has e->nplays entries. */
enum bm_status bm_preset_bits(unsigned char *bits, const struct bm_seval *e,
                              const struct bm_movement *m, enum bm_preset preset);

/* ---- the chain: a level's plan is never worse than the levels and presets it contains ---- */
/* Optimise at o->level: the levels it contains first (round; then board and table; then
 * free), each with the same options, and every level starting from the best of the input's
 * own switches, no switches, the presets and the contained levels' plans it can express. */
enum bm_status bm_chain_optimise(struct bm_seval *e, const struct bm_movement *m,
                                 const struct bm_switch_config *o, const struct bm_clock *clock,
                                 struct bm_opt_result *res);

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
    unsigned trials;       /* searches of the plan's level (1: one) */
    int proven, stopped_early;
    int teams;             /* a teams event: switches keep every match (both tables alike) */
    double parity_bound;
    unsigned long boards_switched;
    size_t plays, npairs;  /* plays that happen; pairs of participants in the statistics */
    struct bm_balance before, after;
    unsigned ninstr, instr_cap;
    char **instr;
};
/* The best lower bound on the SD the analysis proves for the plan's movement (a bound over
 * every switching of its grid) and the plan's SD over it (switch-bound.c). */
struct bm_sd_bound;
enum bm_status bm_switch_best_bound(struct bm_sd_bound *out, double *ratio,
                                    const struct bm_switch_plan *plan);
/* The instruction lines for the plan's movement (switch-text.c). */
enum bm_status bm_switch_instructions(struct bm_switch_plan *plan);


#endif
