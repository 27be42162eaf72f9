/* SPDX-License-Identifier: MIT */
/* The analysis handle, shared by analysis.c (the matrices), analysis-stats.c (statistics)
 * and analysis-report.c (text and JSON). Never installed. */
#ifndef BM_ANALYSIS_PRIVATE_H
#define BM_ANALYSIS_PRIVATE_H

#include "model/model.h"
#include "util/buf.h"

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

struct bm_analysis {
    enum bm_event event;
    unsigned P, N, tables_in_play;
    char *name;
    struct bm_check *check;        /* the rule report, for the JSON "rules" */
    unsigned char *counted;        /* [P + 1]: in the statistics */
    unsigned char *seat_side;      /* [P + 1]: 1 = seated NS, 2 = seated EW (nominal), 0 = never */
    unsigned *board_plays;         /* [N] */
    unsigned *boards_played;       /* [P + 1] */
    struct bm_pair_counts *pairs;  /* packed upper triangle, P (P - 1) / 2 records */
    size_t *row_base;              /* [P + 1]: pairs + row_base[i] + j is the pair i < j */
    double apples_oranges;
    int complete, complete_strict, perfect, stationary, one_winner;
    struct bm_stats st;
    /* the fields (analysis-fields.c): each participant's majority direction in the grid */
    unsigned char *field;        /* [P + 1]: 0 = NS field, 1 = EW field, 2 = plays no board */
    long long unswitched_sum[3]; /* total s without the switches: within NS, within EW, across */
    double coupling, coupling_unswitched;
    enum bm_fields fields;
    char *prepare_words;         /* "60 (15 sets of 1 board, 4 copies of each)" */
    unsigned long long boards_to_prepare;
};

/* Index of the pair (i, j), i != j, 1-based, in the packed upper triangle. */
static inline size_t bm_pair_index(const struct bm_analysis *an, unsigned i, unsigned j)
{
    return i < j ? an->row_base[i] + j : an->row_base[j] + i;
}

/* An entry of a matrix for i != j. */
long long bm_analysis_value(const struct bm_analysis *an, enum bm_matrix which, unsigned i,
                            unsigned j);

/* Statistics, distribution and flags from the filled matrices (analysis-stats.c).
 * Returns BM_OK or BM_ENOMEM. */
enum bm_status bm_analysis_compute_stats(struct bm_analysis *an);

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

#endif
