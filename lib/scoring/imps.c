/* SPDX-License-Identifier: MIT */
/* International match points (the WBF scale) and victory points (the WBF continuous 20-VP
 * scale of 2013: "The New WBF IMP to VP Scales", technical report of the WBF Scoring Panel). */
#include <stdint.h>
#include <math.h>

#include "scoring/scoring-private.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* The smallest difference worth 1, 2, ... 24 IMPs. */
static const int imp_floor[24] = {20,   50,   90,   130,  170,  220,  270,  320,
                                  370,  430,  500,  600,  750,  900,  1100, 1300,
                                  1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000};

int bm_imps_of(long long difference)
{
    unsigned long long d =
        difference < 0 ? 0ull - (unsigned long long)difference : (unsigned long long)difference;
    int imps = 0;
    while (imps < 24 && d >= (unsigned long long)imp_floor[imps])
        imps++;
    return difference < 0 ? -imps : imps;
}

BM_EXPORT enum bm_status bm_score_imps(int32_t *imps, int64_t difference)
{
    BM_OUT_PARAM(imps);
    *imps = bm_imps_of(difference);
    return BM_OK;
}

double bm_vp_of(long long imp_margin, unsigned boards)
{
    const double tau = (sqrt(5.0) - 1.0) / 2.0;
    double blitz = 15.0 * sqrt((double)boards);
    double m = imp_margin < 0 ? -(double)imp_margin : (double)imp_margin;
    double win = 20.0;
    if (m < blitz)
        win = round(100.0 *
                    (10.0 + 10.0 * (1.0 - pow(tau, 3.0 * m / blitz)) / (1.0 - pow(tau, 3.0)))) /
              100.0;
    /* the loser gets the complement of the rounded figure, so that the two make 20 */
    return imp_margin < 0 ? round(100.0 * (20.0 - win)) / 100.0 : win;
}

BM_EXPORT enum bm_status bm_score_victory_points(double *vp, int64_t imp_margin, uint32_t boards)
{
    BM_OUT_PARAM(vp);
    if (!boards)
        return bm_fail(BM_ERANGE, "a match of 0 boards has no victory points");
    *vp = bm_vp_of(imp_margin, boards);
    return BM_OK;
}
