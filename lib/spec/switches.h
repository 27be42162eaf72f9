/* SPDX-License-Identifier: MIT */
/* The switch key every family shares (switches.c): arrow switches planned into the movement a
 * spec builds, the same plan every time for the same spec. */
#ifndef BM_SPEC_SWITCHES_H
#define BM_SPEC_SWITCHES_H

#include "descriptor/family.h"

/* Plan the switches the spec's switch key names into m (built, its absences applied) and say so
 * in its name. Nothing for none, no key, or a family's own number (Howell's switch=1). The
 * planner's status and message otherwise (BM_EUNSUPPORTED for an individual event). */
enum bm_status bm_apply_switches(struct bm_movement *m, const struct bm_params *p);

#endif
