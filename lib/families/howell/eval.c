/* SPDX-License-Identifier: MIT */
/* A small competition evaluator for the Howell constructions and their search: the amount of
 * competition s = (n - 1) a + b - c of Part II of the movements article (one board per set, no
 * switches, a table with an empty seat plays nothing) and its population SD over all pairs of
 * pairs.
 * The analysis module gives the full report; this one only needs to be fast and
 * allocation-free inside the search loops. */
#include <math.h>
#include <string.h>

#include "families/howell/howell.h"

static void add(long *S, unsigned stride, unsigned i, unsigned j, long v)
{
    S[(size_t)i * stride + j] += v;
    S[(size_t)j * stride + i] += v;
}

/* Competition from one board played by the plays idx[0..cnt-1]. */
static void add_board(long *S, unsigned stride, const struct howell_play *plays,
                      const unsigned *idx, unsigned cnt)
{
    for (unsigned u = 0; u < cnt; u++) {
        const struct howell_play *p = &plays[idx[u]];
        add(S, stride, p->ns, p->ew, (long)cnt - 1);
        for (unsigned v = u + 1; v < cnt; v++) {
            const struct howell_play *q = &plays[idx[v]];
            add(S, stride, p->ns, q->ns, 1);
            add(S, stride, p->ew, q->ew, 1);
            add(S, stride, p->ns, q->ew, -1);
            add(S, stride, p->ew, q->ns, -1);
        }
    }
}

static void summarise(struct howell_stats *out, const long *S, unsigned P)
{
    unsigned stride = P + 1;
    double sum = 0, sq = 0, count = 0;
    out->min = S[1 * stride + 2];
    out->max = out->min;
    for (unsigned i = 1; i <= P; i++)
        for (unsigned j = i + 1; j <= P; j++) {
            long s = S[(size_t)i * stride + j];
            sum += (double)s;
            sq += (double)s * (double)s;
            count++;
            out->min = s < out->min ? s : out->min;
            out->max = s > out->max ? s : out->max;
        }
    out->mean = sum / count;
    double var = sq / count - out->mean * out->mean;
    out->sd = var > 1e-12 ? sqrt(var) : 0.0;
    out->all_equal = out->min == out->max;
}

int bm_howell_evaluate(struct howell_stats *out, const struct howell_play *plays, unsigned nplays,
                    unsigned participants, unsigned sets, long *scratch)
{
    if (participants < 2)
        return 0;
    unsigned stride = participants + 1;
    memset(scratch, 0, (size_t)stride * stride * sizeof *scratch);
    unsigned idx[HOWELL_MAX_POINTS * HOWELL_MAX_POINTS];
    for (unsigned set = 1; set <= sets; set++) {
        unsigned cnt = 0;
        for (unsigned k = 0; k < nplays; k++)
            if (plays[k].set == set && plays[k].ns && plays[k].ew &&
                cnt < sizeof idx / sizeof idx[0])
                idx[cnt++] = k;
        add_board(scratch, stride, plays, idx, cnt);
    }
    summarise(out, scratch, participants);
    return 1;
}

int bm_howell_rotation_stats(struct howell_stats *out, const struct howell_rotation *r,
                          unsigned rounds, int odd)
{
    struct howell_play plays[HOWELL_MAX_POINTS * HOWELL_MAX_TABLES];
    long S[(HOWELL_MAX_POINTS + 2) * (HOWELL_MAX_POINTS + 2)];
    if (rounds < 1 || rounds > r->n)
        return 0;
    bm_howell_rotation_plays(plays, r, rounds, odd);
    unsigned P = odd ? r->n : r->n + 1;
    return bm_howell_evaluate(out, plays, rounds * r->tables, P, r->n, S);
}
