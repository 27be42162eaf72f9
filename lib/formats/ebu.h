/* SPDX-License-Identifier: MIT */
/* What the EBUScore writer and reader agree on: how a type 2 (switched Mitchell) file tells an
 * arrow-switched round from the seats as written. */
#ifndef BM_FORMATS_EBU_H
#define BM_FORMATS_EBU_H

/* A pair's own direction (1 NS, 2 EW) from the rounds it sits NS and EW as written: the one it
 * sits more often, else the one of its first round (first: 1 NS, 2 EW). A round in which both
 * pairs sit against their own direction is an arrow-switched round. */
static inline int bm_ebu_home(unsigned ns, unsigned ew, unsigned char first)
{
    return ns > ew ? 1 : ew > ns ? 2 : first;
}

#endif
