/* SPDX-License-Identifier: MIT */
/* The best lower bound the analysis proves for a switch plan's movement. Every bound it knows
 * (parity, mod-4, spectral) holds for every switching of the grid, so the switched copy's
 * bound is the bound over all plans, and the plan's SD over it says how much room is left. */
#include <stddef.h>

#include "analysis/analysis-private.h"
#include "switch/switch-private.h"

enum bm_status bm_switch_best_bound(struct bm_sd_bound *out, double *ratio,
                                    const struct bm_switch_plan *plan)
{
    struct bm_analysis *an = NULL;
    enum bm_status st = bm_analysis_new(&an, plan->m);
    if (st == BM_EUNSUPPORTED) { /* too large to analyse: the plan's own parity bound */
        out->sd = plan->parity_bound;
        out->kind = "parity";
        *ratio = plan->parity_bound > 0.0 ? plan->after.sd / plan->parity_bound : 0.0;
        return BM_OK;
    }
    if (!st)
        st = bm_analysis_bound(out, an);
    if (!st)
        *ratio = bm_analysis_ratio_to_bound(an, out);
    bm_analysis_free(an);
    return st;
}
