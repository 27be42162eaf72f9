/* SPDX-License-Identifier: MIT */
/* The crisscross Mitchell (G. S. Coffin's criss-cross Mitchell, as described in Ian
 * McKinnon's movement pages), T a multiple of 4: T rounds, T sets, no relay, no sharing, and
 * every rule of the movements article holds. NS pairs stay at their tables. Round 1 is a
 * plain Mitchell (set t and EW pair T + t at table t); then
 *   - odd-numbered sets move down one table a round, even-numbered sets up one;
 *   - EW pairs T + j with j odd move up one table a round for the first T/2 rounds, up T/2
 *     tables after round T/2, then down one a round; with j even: down one, up T/2, up one.
 * This is Coffin's movement with stationary boards (NS pairs moving down or up one, EW pairs
 * as above) with the roles of the NS pairs and the board sets exchanged: NS pair i of that
 * form is set i here, and its table is the NS pair here. Exchanging them keeps every rule.
 *
 * Why a multiple of 4: a Mitchell of T rounds in which every rule holds is a pair of
 * orthogonal Latin squares of order T (the EW pair and the set at each round and table).
 * None exists for 6 tables (Tarry, 1900: Euler's 36 officers); for 10, 14, 18, ... tables
 * they exist but not with moves a director can call: when EW pairs and boards each move the
 * same way every round the squares come from the cyclic group, which has no orthogonal mate
 * at an even order (Hall and Paige), and Coffin's halfway change works only when T/2 is even.
 *
 * In Coffin's form (boards stationary) odd NS pair i sits at table i - (r - 1) and even at
 * i + (r - 1); the odd EW pairs meet the odd NS pairs in the first half (their difference
 * i - j = 2(r - 1) runs through every even residue) and the even NS pairs in the second half
 * (2r = i - j + T/2 + 1 has one solution for r in T/2 + 1..T); T/2 even keeps the two halves
 * on different classes. */
#include "families/crisscross.h"
#include "util/arith.h"

/* x reduced to 1..T. */
static unsigned wrap(long x, unsigned T)
{
    return 1 + bm_mod(x - 1, T);
}

unsigned bm_crisscross_set(unsigned T, unsigned r, unsigned t)
{
    /* odd set i is at table i - (r - 1), even set i at i + (r - 1) */
    return (t + r - 1) % 2 ? wrap((long)t + r - 1, T) : wrap((long)t - r + 1, T);
}

unsigned bm_crisscross_ew(unsigned T, unsigned r, unsigned t)
{
    unsigned h = T / 2;
    if (r <= h) /* odd j at table j + (r - 1), even j at j - (r - 1) */
        return (t + r + 1) % 2 ? wrap((long)t - r + 1, T) : wrap((long)t + r - 1, T);
    /* odd j at table j - (r - h), even j at j + (r - h) */
    return (t + r) % 2 ? wrap((long)t + r - h, T) : wrap((long)t - r + h, T);
}

enum bm_status bm_mitchell_crisscross_refusal(unsigned T)
{
    if (T % 2)
        return bm_fail(BM_EUNSUPPORTED,
                       "variant=crisscross needs a multiple of 4 tables (4, 8, 12, ...); %u "
                       "tables play variant=standard",
                       T);
    return bm_fail(BM_EUNSUPPORTED,
                   "variant=crisscross needs a multiple of 4 tables (4, 8, 12, ...): with %u "
                   "tables %s; use variant=relay (two tables share boards) or variant=skip",
                   T,
                   T == 6 ? "no Mitchell lets every pair meet every opponent and play every "
                            "set without sharing boards (Euler's 36 officers)"
                          : "no such movement has moves a director can call");
}
