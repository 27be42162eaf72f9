/* SPDX-License-Identifier: MIT */
/* A switch plan's figures as values, for tests that compare them (-1 when the plan has none). */
#ifndef BM_TEST_PLAN_UTIL_H
#define BM_TEST_PLAN_UTIL_H

#include <bridgemove/bridgemove.h>

static inline double plan_real(const struct bm_switch_plan *p, enum bm_switch_real which)
{
    double x = -1;
    return bm_switch_plan_real(&x, p, which) == BM_OK ? x : -1;
}

static inline uint64_t plan_number(const struct bm_switch_plan *p, enum bm_switch_number which)
{
    uint64_t x = 0;
    return bm_switch_plan_number(&x, p, which) == BM_OK ? x : 0;
}

#endif
