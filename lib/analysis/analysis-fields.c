/* SPDX-License-Identifier: MIT */
/* The fields of a movement and how strongly they compete (doc/analysis.md, "One field or two").
 *
 * Each participant belongs to the field of the direction it sits in on most of the boards it
 * plays, as the grid seats it (NS on a tie). The coupling is the mean s of two participants of
 * different fields over the mean s of two in the same field: 0 for two separate competitions,
 * 1 when NS-EW pairs compete as much as pairs within a field.
 *
 * The totals without the switches are added board by board in O(plays). With A[f][d] the plays
 * of field f's participants in direction d on a board played n times, counting +1 for every two
 * plays in the same direction and -1 for every two in opposite directions gives (D_f^2 - T_f)/2
 * within field f and D_0 D_1 across (D_f = A[f][0] - A[f][1], T_f = A[f][0] + A[f][1]). Two
 * opponents at one table were counted -1 and are worth n - 1: add n for each; two partners
 * (individual events) were counted +1 and are worth -(n - 1): add -n. */
#include <stdlib.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"

enum { WITHIN_NS = 0, WITHIN_EW = 1, ACROSS = 2, NO_FIELD = 2 };

static unsigned pair_class(unsigned f, unsigned g)
{
    return f == g ? f : ACROSS;
}

enum bm_status bm_fields_classify(struct bm_analysis *an, const struct bm_movement *m)
{
    unsigned long long (*boards)[2] = bm_calloc((size_t)an->P + 1, sizeof *boards);
    an->field = bm_malloc((size_t)an->P + 1);
    if (!boards || !an->field) {
        free(boards);
        return BM_ENOMEM;
    }
    unsigned seats = bm_seat_count(m);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            for (unsigned k = 0; bm_cell_played(m, x, r) && k < seats; k++)
                boards[x->seat[k]][k >= seats / 2] += m->set_size[x->set - 1];
        }
    for (unsigned p = 0; p <= an->P; p++)
        an->field[p] = boards[p][0] + boards[p][1] == 0 ? NO_FIELD
                       : boards[p][0] >= boards[p][1]  ? WITHIN_NS
                                                       : WITHIN_EW;
    free(boards);
    return BM_OK;
}

/* The same-table terms of one cell: opponents add n, partners (individual) add -n. */
static void table_terms(long long sum[3], const struct bm_analysis *an, const struct bm_cell *x,
                        unsigned seats, long long n)
{
    for (unsigned a = 0; a < seats; a++)
        for (unsigned b = a + 1; b < seats; b++) {
            int partners = a / (seats / 2) == b / (seats / 2);
            sum[pair_class(an->field[x->seat[a]], an->field[x->seat[b]])] += partners ? -n : n;
        }
}

void bm_fields_add_set(struct bm_analysis *an, const struct bm_movement *m, unsigned set,
                       const uint32_t *cells, size_t n)
{
    unsigned seats = bm_seat_count(m);
    long long count[2][2] = {{0, 0}, {0, 0}}, sum[3] = {0, 0, 0};
    for (size_t j = 0; j < n; j++) {
        const struct bm_cell *x = &m->cells[cells[j]];
        for (unsigned k = 0; k < seats; k++)
            count[an->field[x->seat[k]]][k >= seats / 2]++;
        table_terms(sum, an, x, seats, (long long)n);
    }
    long long d[2] = {count[0][0] - count[0][1], count[1][0] - count[1][1]};
    for (unsigned f = 0; f < 2; f++)
        sum[f] += (d[f] * d[f] - (count[f][0] + count[f][1])) / 2;
    sum[ACROSS] += d[0] * d[1];
    long long k = m->set_size[set - 1]; /* unswitched, every board of the set is alike */
    for (unsigned c = 0; c < 3; c++)
        an->unswitched_sum[c] += k * sum[c];
}

/* Mean s across the fields over mean s within them. Without a pair of different fields the
 * directions split nobody: 1. Without competition within a field (every board played once):
 * 1 if the fields compete across, else 0. */
static double coupling(const long long sum[3], const unsigned long long pairs[3])
{
    unsigned long long within = pairs[WITHIN_NS] + pairs[WITHIN_EW];
    if (!pairs[ACROSS])
        return 1.0;
    double mean_across = (double)sum[ACROSS] / (double)pairs[ACROSS];
    double mean_within = within ? (double)(sum[WITHIN_NS] + sum[WITHIN_EW]) / (double)within : 0;
    if (mean_within > 0.0)
        return mean_across / mean_within;
    return mean_across > 0.0 ? 1.0 : 0.0;
}

void bm_fields_judge(struct bm_analysis *an)
{
    long long sum[3] = {0, 0, 0};
    unsigned long long pairs[3] = {0, 0, 0};
    for (unsigned i = 1; i <= an->P; i++)
        for (unsigned j = i + 1; an->counted[i] && an->field[i] != NO_FIELD && j <= an->P; j++) {
            if (!an->counted[j] || an->field[j] == NO_FIELD)
                continue;
            unsigned c = pair_class(an->field[i], an->field[j]);
            pairs[c]++;
            sum[c] += an->pairs[bm_pair_index(an, i, j)].s;
        }
    an->coupling = coupling(sum, pairs);
    an->coupling_unswitched = coupling(an->unswitched_sum, pairs);
    if (an->event == BM_EVENT_TEAMS)
        an->fields = BM_FIELDS_TEAMS;
    else if (an->coupling < 0.5)
        an->fields = BM_FIELDS_TWO;
    else
        an->fields = an->coupling_unswitched < 0.5 ? BM_FIELDS_ONE_AFTER_SWITCHING : BM_FIELDS_ONE;
    an->one_winner = an->fields != BM_FIELDS_TWO;
}
