/* SPDX-License-Identifier: MIT */
/* The rover and Worger circuits' shared step rule. */
#ifndef BM_FAMILIES_ROVER_H
#define BM_FAMILIES_ROVER_H

#include <stddef.h>

#include <bridgemove/status.h>

/* n = tables on the circuit. A step works when it, the step - 1 and the step + 1 are all prime
 * to n. Writes why not (and what works) into msg. */
enum bm_status bm_rover_check(unsigned n, unsigned step, const char *family, unsigned tables);

#endif
