/* SPDX-License-Identifier: MIT */
/* The analysis handle, shared by analysis.c (the matrices), analysis-stats.c (statistics)
 * and analysis-report.c (text and JSON). Never installed. */
#ifndef BM_ANALYSIS_PRIVATE_H
#define BM_ANALYSIS_PRIVATE_H

#include "model/model.h"
#include "util/buf.h"

#include <stdatomic.h>
#include <stdint.h>


/* How two plays of one board relate: the index into bm_pair_counts.n. */
enum bm_relation {
    BM_REL_OPPOSITE = 0, /* c: opposite directions at different tables */
    BM_REL_SAME = 1,     /* b: same direction at different tables */
    BM_REL_OPPONENTS = 2, /* a: against each other */
    BM_REL_PARTNERS = 3  /* partners (individual events) */
};

/* The counts of one pair of participants i < j. One record per pair keeps every update of a
 * pair of plays within one cache line. */
struct bm_pair_counts {
    uint32_t n[4]; /* boards per enum bm_relation */
    uint32_t both, unused;
    int64_t s;
};

/* The statistics of the s values over the counted pairs i < j. */
struct bm_stats {
    unsigned long long pairs; /* pairs of pairs */
    long long sum, min, max;
    double mean, sd, sd_sample, parity_bound_sd;
    unsigned dist_n;          /* distinct values */
    long long *dist_value;    /* [dist_n], increasing */
    unsigned *dist_count;     /* [dist_n] */
};

/* A lower bound on the SD and its name: "parity", "mod4", "size" or "spectral". */
struct bm_sd_bound {
    double sd;
    const char *kind;
};

/* Only the participants seated somewhere in the grid are indexed: one who never takes a seat
 * plays nothing, so every count with them is 0 (d = N), and a movement's work and memory
 * follow the participants who sit, not the number a file declares. */
struct bm_analysis {
    enum bm_event event;
    unsigned P, N, tables_in_play;
    char *name;
    struct bm_check *check;        /* the rule report, for the JSON "rules"; NULL for a
                                      balance alone (bm_analysis_new_balance) */
    int figures_only;              /* no spectral bound (bm_analysis_new_figures) */
    unsigned char *counted;        /* [P + 1]: in the statistics */
    unsigned char *seat_side;      /* [P + 1]: 1 = seated NS, 2 = seated EW (nominal), 0 = never */
    unsigned *board_plays;         /* [N] */
    unsigned *boards_played;       /* [P + 1] */
    unsigned Q;                    /* participants seated in the grid */
    unsigned *seated;              /* [Q + 1]: seated[k] is the k-th of them, ascending */
    unsigned *index;               /* [P + 1]: k for seated[k], 0 for one never seated */
    struct bm_pair_counts *pairs;  /* [0]: zeros, the counts of any pair with someone never
                                      seated; then the packed upper triangle over 1..Q */
    size_t *row_start;             /* [Q + 1]: pairs[row_start[k] + (l - k - 1)] is k < l */
    double apples_oranges;
    /* the bound, once worked out (bm_analysis_bound): a double's bits and an index of its
     * kind, published by bound_ready; atomics, since threads may ask the same const handle */
    atomic_ullong bound_bits;
    atomic_int bound_kind, bound_ready;
    int complete, complete_strict, perfect, stationary, one_winner;
    int dup;                       /* a participant plays some set twice (a broken movement) */
    struct bm_stats st;
    /* the fields (analysis-fields.c): each participant's majority direction in the grid */
    unsigned char *field;        /* [P + 1]: 0 = NS field, 1 = EW field, 2 = plays no board */
    long long unswitched_sum[3]; /* total s without the switches: within NS, within EW, across */
    double coupling, coupling_unswitched;
    enum bm_fields fields;
    char *prepare_words;         /* "60 (15 sets of 1 board, 4 copies of each)" */
    unsigned long long boards_to_prepare;
};

/* Index of the pair of seated indices k < l in an->pairs. */
static inline size_t bm_seated_pair(const struct bm_analysis *an, unsigned k, unsigned l)
{
    return an->row_start[k] + (l - k - 1);
}

/* Index in an->pairs of participants i != j (1-based): 0 (all zeros) unless both are seated. */
static inline size_t bm_pair_index(const struct bm_analysis *an, unsigned i, unsigned j)
{
    unsigned k = an->index[i], l = an->index[j];
    if (!k || !l)
        return 0;
    return k < l ? bm_seated_pair(an, k, l) : bm_seated_pair(an, l, k);
}

/* t_ij of two counted participants: s minus G, from the counts of the pair (doc/analysis.md,
 * "Lower bounds on the SD"); no switching changes it. */
static inline long long bm_fixed_part(const struct bm_analysis *an, unsigned i, unsigned j)
{
    const struct bm_pair_counts *pc = &an->pairs[bm_pair_index(an, i, j)];
    long long g = (long long)pc->n[BM_REL_SAME] - pc->n[BM_REL_OPPOSITE] -
                  pc->n[BM_REL_OPPONENTS] + pc->n[BM_REL_PARTNERS];
    return pc->s - g;
}

/* Index in an->pairs of the seated indices k != l (into an->seated), in either order. */
static inline size_t bm_seated_pair_any(const struct bm_analysis *an, unsigned k, unsigned l)
{
    return k < l ? bm_seated_pair(an, k, l) : bm_seated_pair(an, l, k);
}

/* Counted participants never seated: every pair with one of them has s = 0. */
unsigned bm_analysis_unseated_counted(const struct bm_analysis *an);

/* The most pairs of plays an analysis compares (the work W of analysis-boards.c): a 1000-table
 * Mitchell compares 2e9; a movement beyond the limit is refused with BM_EUNSUPPORTED. */
#define BM_ANALYSIS_MAX_WORK 8000000000ull
/* The most participants seated in the grid an analysis accepts: a record of 32 bytes for every
 * two of them, 1.07 GB at the limit (a 4096-table room of 2 rounds could seat 16384). */
#define BM_ANALYSIS_MAX_SEATED 8192u

/* Tests set it to count every movement by its plays, the route for a movement in which
 * somebody plays a set twice, and compare the two routes (analysis-boards.c). */
extern int bm_analysis_by_plays_only;

/* Fill the counts, board_plays, boards_played and tables_in_play (analysis-boards.c). Returns
 * BM_OK, BM_ENOMEM, or BM_EUNSUPPORTED (with a message) when the work exceeds the limit. */
enum bm_status bm_analysis_count_boards(struct bm_analysis *an, const struct bm_movement *m);

/* Entry `which` of one pair's counts: bm_analysis_value without the lookup of the pair, for
 * the reports' walks over every seated pair. */
long long bm_pair_value(const struct bm_analysis *an, const struct bm_pair_counts *pc,
                        enum bm_matrix which);

/* An entry of a matrix for i != j. */
long long bm_analysis_value(const struct bm_analysis *an, enum bm_matrix which, unsigned i,
                            unsigned j);

/* Statistics, distribution and flags from the filled matrices (analysis-stats.c).
 * Returns BM_OK or BM_ENOMEM. */
enum bm_status bm_analysis_compute_stats(struct bm_analysis *an);

/* bm_analysis_new without the spectral lower bound on the SD (an eigenvalue problem of the
 * field's size, most of the time of an analysis): for callers that read the statistics and
 * flags but no bound, such as the recommender measuring dozens of candidates a request. */
enum bm_status bm_analysis_new_figures(struct bm_analysis **out, const struct bm_movement *m);

/* bm_analysis_new_figures without the rule check and the boards to prepare: the statistics
 * and the fields (sd, one winner) alone, for a movement whose rules the caller knows, such as
 * the recommender's arrow-switched copy of a pairs candidate it analysed already (switch bits
 * change no rule of a pairs movement). The verdicts that rest on the check (complete,
 * stationary) read 0 and the handle has no rule report: never report it. */
enum bm_status bm_analysis_new_balance(struct bm_analysis **out, const struct bm_movement *m);

/* How much of an analysis to work out: everything, no spectral bound, or the balance alone. */
enum bm_analysis_depth { BM_ANALYSE_ALL, BM_ANALYSE_FIGURES, BM_ANALYSE_BALANCE };

/* The fields (analysis-fields.c). Classify each participant by the direction it sits in on
 * most boards it plays (before bm_analysis_new() analyses the boards); add the unswitched s
 * totals of one set, played at the n cells given (grid indices); and, once the matrices are
 * filled, the coupling of the movement as switched and unswitched and the verdict. */
enum bm_status bm_fields_classify(struct bm_analysis *an, const struct bm_movement *m);
void bm_fields_add_set(struct bm_analysis *an, const struct bm_movement *m, unsigned set,
                       const uint32_t *cells, size_t n);
void bm_fields_judge(struct bm_analysis *an);

/* The verdicts (analysis-verdicts.c): complete, strictly complete and perfect from the rule
 * report and the statistics, then the fields. */
void bm_analysis_verdicts(struct bm_analysis *an);
/* The boards to prepare and their words (before the analysis copies nothing more of m). */
enum bm_status bm_analysis_prepare(struct bm_analysis *an, const struct bm_movement *m);
/* "two", "one", "one_after_switching", "teams": a verdict as the JSON writes it. */
const char *bm_fields_key(enum bm_fields fields);

/* The smallest population SD of count integers with the given numbers of even and odd values
 * and the given total (analysis-stats.c; exposed for the tests of the derivation). */
double bm_parity_bound_sd(unsigned long long even, unsigned long long odd, long long sum);

/* The smallest population SD of integers x_i, counts[c] of them congruent to res[c] modulo q
 * (classes c < nclass), with total sum; -1 when no such integers exist (the residues cannot
 * add up to the sum). The parity bound is the case q = 2 (analysis-residue.c). */
double bm_residue_bound_sd(const unsigned long long *counts, const long long *res,
                           unsigned nclass, long long q, long long sum);

/* What the size bound needs of a movement in which each of n participants plays all N boards:
 * t modulo 4 is t_meet on the pairs of a graph in which everybody has `degree` neighbours,
 * t_apart on the others; sum is the total of s. When `rows` is set, every participant's n - 1
 * values of s add up to row_sum (-N plus its t), which the bound then uses row by row. */
struct bm_size_shape {
    unsigned long long n, degree;
    long long N, t_meet, t_apart, sum, row_sum;
    int rows;
};
/* The most colourings the size bound tries (a 32-table short Howell: 33,000). */
#define BM_SIZE_BOUND_WORK (1ull << 20)

/* The size bound (analysis-bound-size.c): the least SD of any movement of that shape, over
 * every seating and switching; -1 when none can exist. */
double bm_size_bound_sd(const struct bm_size_shape *z);
/* The shape of the counted participants (t modulo 4 in t4, row by row), or 0 when the size
 * bound does not apply or would try more than BM_SIZE_BOUND_WORK colourings. */
int bm_size_shape_of(struct bm_size_shape *z, const struct bm_analysis *an,
                     const unsigned char *t4, unsigned n);
/* The same from t itself (two values, one on the pairs of a regular graph), with the rows'
 * sum when every row of s reaches it (who[0..n-1]: the counted participants); 0 when t is
 * not of that form or the bound would try too many colourings. */
int bm_size_shape_exact(struct bm_size_shape *z, const struct bm_analysis *an,
                        const unsigned *who, unsigned n);

/* The best lower bound on the SD of every arrow switching of the movement: parity, the mod-4
 * bound of movements in which everybody plays every board, the size bound, the spectral bound
 * of the meeting graph (analysis-bounds.c). Worked out at the first request, not by
 * bm_analysis_new (the spectral bound costs more than the rest of a small analysis): a const
 * handle answers on any thread, each answer the same. */
enum bm_status bm_analysis_bound(struct bm_sd_bound *out, const struct bm_analysis *an);
/* sd / bound: 1 when both are 0, 0 when only the bound is (no ratio). */
double bm_analysis_ratio_to_bound(const struct bm_analysis *an, const struct bm_sd_bound *b);

/* The eigenvalues of the symmetric n x n matrix a (row-major, destroyed) into ev, ascending
 * (analysis-eigen.c). Returns BM_OK or BM_ENOMEM. */
enum bm_status bm_symmetric_eigenvalues(double *ev, double *a, unsigned n);
/* Tests set it to find every eigenvalue by bisection and compare with QL iteration. */
extern int bm_eigen_bisection_only;

#endif
