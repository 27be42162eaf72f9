/* SPDX-License-Identifier: MIT */
/* What the transforms share: the stationary NS layout the dual and the standard form need,
 * copying a movement's metadata, and permutation checks. */
#ifndef BM_TRANSFORM_PRIVATE_H
#define BM_TRANSFORM_PRIVATE_H

#include "model/model.h"

struct bm_layout {
    unsigned *ns_of_table; /* [tables + 1]: the NS pair of each table, 0 if it never plays */
    unsigned *rank;        /* [participants + 1]: 1..moving for moving pairs, 0 for NS pairs */
    unsigned moving;       /* number of participants that are not NS pairs */
};
/* Fill l for a pairs movement with stationary NS pairs (BM_ENOTSTATIONARY / BM_EUNSUPPORTED
 * with a message otherwise). Free with bm_layout_free(). */
enum bm_status bm_layout_new(struct bm_layout *l, const struct bm_movement *m);
void bm_layout_free(struct bm_layout *l);
/* Copy name, first board and generator of src into dst (spec cleared; not the round numbers,
 * which only the interchange keeps). 0 on ENOMEM. */
int bm_transform_copy_meta(struct bm_movement *dst, const struct bm_movement *src,
                           const char *name);
/* Validate a permutation of 1..n passed as perm[0..len-1]; what names the labels. */
enum bm_status bm_perm_check(const unsigned *perm, size_t len, unsigned n, const char *what);

/* The cells bm_movement_equivalent() may examine before it gives up. */
#define BM_EQUIVALENT_STEP_BUDGET 200000000UL
/* bm_movement_equivalent() with another budget; *steps (may be NULL) receives the cells the
 * search examined: at most budget + 1 (the one that found the budget spent). */
enum bm_status bm_equivalent_within(int *out, const struct bm_movement *a,
                                    const struct bm_movement *b, unsigned long budget,
                                    unsigned long *steps);

/* The steps the standard form may take to score how rounds follow one another (label
 * occurrences visited), and again to walk its chains; beyond, BM_EUNSUPPORTED. */
#define BM_STANDARD_WORK 2000000000ull
/* bm_movement_standard_form() with another work limit. */
enum bm_status bm_standard_form_within(struct bm_movement **out, const struct bm_movement *m,
                                      unsigned long long work_limit);

#endif
