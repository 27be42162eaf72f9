/* SPDX-License-Identifier: MIT */
/* The Worger movement (Part I of the movements article, Table IIIb), the rover's dual: n
 * tables, n + 1 rounds, n + 1 sets, the last (X) a roving set. Rounds 1..n are an n-table Mitchell (sets
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

#include "families/families.h"
#include "families/rover.h"
#include "util/arith.h"

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

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned n, step, start, k;
    enum bm_status st = bm_param_uint(&n, p, "tables");
    if (!st)
        st = bm_param_uint(&step, p, "step");
    if (!st)
        st = bm_rover_check(n, step, "worger", n);
    if (!st) {
        char with[32];
        snprintf(with, sizeof with, "%u tables", n);
        struct bm_bound b = {n, 1, n, with, NULL};
        st = bm_param_uint_bound(&start, p, "start", &b);
    }
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, n + 1, n, 2 * n, n + 1, k);
    if (st)
        return st;
    st = fill_grid(m, n, step, start);
    return bm_family_finish(out, m, st, "Worger movement, %u tables, roving set moving down %u",
                            n, step);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 5, .max = 1000, .required = 1,
     .help = "the number of tables (T): T = 6m - 1 or 6m + 1 (5, 7, 11, 13, ...)"},
    {.name = "step", .type = BM_KEY_INTEGER, .min = 1, .max = 1000, .def = "2",
     .limits = "step, step - 1 and step + 1 prime to T",
     .help = "how many tables the roving set moves down each round"},
    {.name = "start", .type = BM_KEY_INTEGER, .min = 1, .max = 1000, .def_text = "T",
     .limits = "at most T", .help = "the table where the roving set starts"},
    {.name = NULL},
};

/* The recommender's offers: two pairs a table on 6m - 1 or 6m + 1 tables (a phantom for an odd
 * number), T + 1 rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    char base[64];
    unsigned T = bm_serve_pairs_base(base, sizeof base, req, "worger", NULL);
    struct bm_rounds r = {T + 1, T + 1, T + 1, req->participants % 2, NULL};
    return T >= 5 && (T % 6 == 1 || T % 6 == 5) ? bm_serve_rounds(req, base, &r, offer, sink)
                                                : BM_OK;
}

const struct bm_family bm_family_worger = {
    .spec.name = "worger",
    .spec.description =
        "A Mitchell plus one roving set that displaces an ordinary set each round; a "
        "last round plays the sets each pair missed",
    .source = "Table IIIb of the movements article",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
