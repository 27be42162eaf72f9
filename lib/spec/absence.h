/* SPDX-License-Identifier: MIT */
/* The absence keys every family shares (absence.c): phantom, late and leaves. */
#ifndef BM_SPEC_ABSENCE_H
#define BM_SPEC_ABSENCE_H

#include <stddef.h>

#include "descriptor/family.h"

/* Mark the participants the spec's phantom, late and leaves keys name as absent (m is freshly
 * built: nobody is absent yet). BM_EPARSE with a message for a value that names no participant,
 * a round out of range, or a participant named twice or never present. */
enum bm_status bm_apply_absences(struct bm_movement *m, const struct bm_params *p);

#endif
