/* SPDX-License-Identifier: MIT */
/* The crisscross variant of the Mitchell family (crisscross.c), used by mitchell.c. */
#ifndef BM_FAMILIES_CRISSCROSS_H
#define BM_FAMILIES_CRISSCROSS_H

#include "families/families.h"

/* For T a multiple of 4, round r, table t (NS pair t): the set played, and j such that EW
 * pair T + j sits there (both 1..T). */
unsigned bm_crisscross_set(unsigned T, unsigned r, unsigned t);
unsigned bm_crisscross_ew(unsigned T, unsigned r, unsigned t);

/* BM_EUNSUPPORTED with the reason T tables (not a multiple of 4) have no crisscross. */
enum bm_status bm_mitchell_crisscross_refusal(unsigned T);

#endif
