/* SPDX-License-Identifier: MIT */
/* The Worger movement (seed 001 Part I, Table IIIb), the rover's dual: n tables, n + 1
 * rounds, n + 1 sets, the last (X) a roving set. Rounds 1..n are an n-table Mitchell (sets
 * down one table, EW pairs n + 1 .. 2n up one) except that X moves down `step` tables a
 * round, starting at table `start`, displacing the ordinary set there. In round n + 1 every
 * EW pair returns to the table where it played X and plays the ordinary set it missed.
 *   - every table plays X once            iff step is prime to n;
 *   - every ordinary set is displaced once iff step - 1 is prime to n;
 *   - every EW pair plays X once           iff step + 1 is prime to n;
 * so n must be 6m - 1 or 6m + 1, as for the rover. The dual of a rover moving up u tables is
 * a Worger whose X moves down u^-1 (mod n) tables: Table IIIb (step 2, start n) is the dual
 * of a rover moving up 4; the dual of Table IIIa (rover moving up 2) has X moving down 4.
 * The movement breaks rule 4A only (the pairs meet the NS pair of their X table twice). */
#include <stdio.h>

#include "descriptor/family.h"
#include "families/families.h"
#include "families/rover.h"
#include "model/model.h"
#include "util/arith.h"
#include "util/message.h"

static enum bm_status fill_grid(struct bm_movement *m, unsigned n, unsigned step, unsigned start)
{
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= n && !st; r++) {
        unsigned x_at = 1 + bm_mod((long)start - 1 - (long)step * (r - 1), n);
        for (unsigned t = 1; t <= n && !st; t++) {
            unsigned ew = n + 1 + bm_mod((long)t - (long)r, n);
            unsigned set = 1 + bm_mod((long)t + r - 2, n);
            if (t == x_at)
                st = bm_movement_set_pairs(m, n + 1, t, t, ew, set);
            if (!st)
                st = bm_movement_set_pairs(m, r, t, t, ew, t == x_at ? n + 1 : set);
        }
    }
    return st;
}

enum bm_status bm_build_worger(struct bm_movement **out, const struct bm_params *p, char *msg,
                               size_t msg_size)
{
    unsigned n, step, start, k;
    enum bm_status st = bm_param_uint(&n, p, "tables", 0, 5, 1000, msg, msg_size);
    if (!st && n == 0)
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "worger needs tables=N, N = 6m - 1 or 6m + 1 (5, 7, 11, 13, ...)");
    if (!st)
        st = bm_param_uint(&step, p, "step", 2, 1, 1000, msg, msg_size);
    if (!st)
        st = bm_rover_check(n, step, "worger", n, msg, msg_size);
    if (!st)
        st = bm_param_uint(&start, p, "start", n, 1, n, msg, msg_size);
    if (!st)
        st = bm_param_uint(&k, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg, msg_size);
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, n + 1, n, 2 * n, n + 1, k, msg, msg_size);
    if (st)
        return st;
    st = fill_grid(m, n, step, start);
    char name[96];
    snprintf(name, sizeof name, "Worger movement, %u tables, roving set moving down %u", n, step);
    if (!st)
        st = bm_movement_set_name(m, name);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
