/* SPDX-License-Identifier: MIT */
/* The Web planner of the experimental API (bm_web_plan()): what a `web` spec would build. */
#include <string.h>

#include <bridgemove/experimental.h>

#include "families/web/web.h"
#include "options/options.h"
#include "util/export.h"
#include "util/message.h"

static void plan_out(unsigned *groups, unsigned *subsections, unsigned *size, unsigned *cases,
                     const struct web_plan *plan)
{
    if (groups)
        *groups = plan->groups;
    if (subsections)
        *subsections = plan->subsections;
    if (size)
        *size = plan->size;
    if (cases)
        *cases = plan->cases;
}

BM_EXPORT enum bm_status bm_web_plan(uint32_t *groups, uint32_t *subsections, uint32_t *size,
                                     uint32_t *cases, const struct bm_options *spec)
{
    struct web_plan plan = {0};
    enum bm_status st;
    if (!spec)
        st = bm_fail(BM_EINVAL, "bm_web_plan: spec is NULL");
    else if (spec->set != &bm_family_web.spec)
        st = bm_fail(BM_EINVAL, "bm_web_plan takes a spec of the family web; these are %s "
                                "options", spec->set->name);
    else {
        struct bm_params p;
        bm_params_of(&p, &bm_family_web, spec);
        st = bm_web_plan_read(&plan, &p);
    }
    if (st)
        memset(&plan, 0, sizeof plan);
    plan_out(groups, subsections, size, cases, &plan);
    return st;
}
