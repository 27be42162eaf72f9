/* SPDX-License-Identifier: MIT */
/* IMPs for pairs, board by board. Cross-IMPs: each score against every other score of the
 * board, the IMPs averaged over the comparisons (so boards played more often weigh no more).
 * Butler: each score against the datum, the mean of the NS scores after dropping the top and
 * bottom `butler_drop` (when enough remain), rounded to a multiple of `datum_rounding`. Each
 * side is compared on its own score, as in matchpoints. Artificial scores get
 * +imps_average_plus, 0 or -imps_average_plus. */
#include <math.h>
#include <stdlib.h>

#include "scoring/scoring-private.h"
#include "util/alloc.h"

static int by_value(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

double bm_artificial_imps(const struct bm_score_config *o, unsigned char code)
{
    return code == BM_AVERAGE_PLUS    ? (double)o->imps_average_plus
           : code == BM_AVERAGE_MINUS ? -(double)o->imps_average_plus
                                      : 0.0;
}

/* The Butler datum of n NS scores (sorted in place). */
static double datum(int *v, size_t n, const struct bm_score_config *o)
{
    qsort(v, n, sizeof *v, by_value);
    size_t drop = n > 2 * (size_t)o->butler_drop ? o->butler_drop : 0;
    double sum = 0;
    for (size_t i = drop; i < n - drop; i++)
        sum += v[i];
    double mean = sum / (double)(n - 2 * drop), unit = o->datum_rounding;
    return round(mean / unit) * unit;
}

/* One side's IMPs at play i: against the datum, or against every other real result. */
static double side_imps(const struct bm_scoring *sc, const int *real, size_t n, size_t self,
                        int score, int ew, double dat)
{
    if (sc->opt.method == BM_METHOD_BUTLER)
        return bm_imps_of(llround((double)score - (ew ? -dat : dat)));
    if (n < 2)
        return 0;
    long long sum = 0;
    for (size_t j = 0; j < n; j++)
        if (j != self)
            sum += bm_imps_of((long long)score - real[j]);
    return (double)sum / (double)(n - 1);
}

static void score_board(struct bm_scoring *sc, unsigned b, int *ns, int *ew, int *sorted)
{
    size_t first = sc->board_first[b - 1], last = sc->board_first[b], n = 0;
    for (size_t i = first; i < last; i++)
        if (sc->plays[i].kind == BM_PLAY_SCORE) {
            ns[n] = sc->plays[i].ns_score;
            ew[n] = sc->plays[i].ew_score;
            sorted[n] = ns[n];
            n++;
        }
    double dat = sc->opt.method == BM_METHOD_BUTLER && n ? datum(sorted, n, &sc->opt) : 0;
    for (size_t i = first, k = 0; i < last; i++) {
        const struct bm_play *p = &sc->plays[i];
        if (p->kind == BM_PLAY_SCORE) {
            sc->ns_points[i] = side_imps(sc, ns, n, k, p->ns_score, 0, dat);
            sc->ew_points[i] = side_imps(sc, ew, n, k, p->ew_score, 1, dat);
            k++;
        } else if (p->kind == BM_PLAY_ARTIFICIAL) {
            sc->ns_points[i] = bm_artificial_imps(&sc->opt, p->art[0]);
            sc->ew_points[i] = bm_artificial_imps(&sc->opt, p->art[1]);
        }
    }
}

enum bm_status bm_score_imps_pairs(struct bm_scoring *sc)
{
    size_t most = 1;
    for (unsigned b = 1; b <= sc->nboards; b++)
        if (sc->board_first[b] - sc->board_first[b - 1] > most)
            most = sc->board_first[b] - sc->board_first[b - 1];
    int *v = bm_malloc(3 * most * sizeof *v);
    if (!v)
        return BM_ENOMEM;
    for (unsigned b = 1; b <= sc->nboards; b++)
        score_board(sc, b, v, v + most, v + 2 * most);
    free(v);
    return BM_OK;
}
