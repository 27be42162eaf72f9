/* SPDX-License-Identifier: MIT */
/* The 1½-table appendix Mitchell: T tables of which the last is a half table, 2T - 1 pairs.
 * A Mitchell of B = T - 2 tables (the base) plays B rounds on B sets, its boards moving down
 * one table a round round the base; table B + 1 is appended to table 1 and plays its boards;
 * table T has no NS pair and no boards, so the EW pair there sits out. The pairs move as in a
 * T-table Mitchell: NS stationary, EW up one table a round over all T tables, skipping one
 * table after round B/2 when B is even. In Hill's Web movements this is the Web with n = 1,
 * s = 1 and NS pair T a phantom (Hill gives table B + 1 its own case of boards: cases=2).
 *
 * Why it works: an EW pair at table t <= B in round r plays set t + r - 1 (mod B), and at
 * table B + 1 set r, the set table 1 plays; one table up a round makes the set advance two a
 * round (mod B) along the base, and the detour over tables B + 1 and T (set r, then a sit-out)
 * keeps the same pace, so a pair's B sets are distinct when B is odd; with B even the skip
 * moves the second half onto the other residue class. No two pairs meet twice, and an EW
 * pair sits out at most once. */
#include <stdio.h>

#include "families/families.h"
#include "util/arith.h"

/* 0-based offset of the EW pairs in round r (the skip after round B/2 for even B). */
static unsigned ew_offset(unsigned B, unsigned r)
{
    return (r - 1) + (B % 2 == 0 && r > B / 2 ? 1u : 0u);
}

static enum bm_status fill_grid(struct bm_movement *m, unsigned T, unsigned rounds,
                                unsigned cases)
{
    unsigned B = T - 2;
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= rounds && !st; r++)
        for (unsigned t = 1; t <= T && !st; t++) {
            unsigned ew = T + 1 + bm_mod((long)(t - 1) - (long)ew_offset(B, r), T);
            unsigned from = t <= B ? t : 1; /* table B + 1 plays table 1's boards */
            unsigned set = t < T ? 1 + bm_mod((long)(from - 1) + (r - 1), B) : 0;
            st = bm_movement_set_pairs(m, r, t, t, ew, set);
            if (!st && t == B + 1 && cases == 2)
                st = bm_movement_set(m, r, t, BM_FIELD_COPY, 2);
        }
    return st;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, R, k, cases;
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (st)
        return st;
    char with[32];
    snprintf(with, sizeof with, "%u tables", T);
    struct bm_bound b = {T - 2, 1, T - 2, with, NULL};
    st = bm_param_uint_bound(&R, p, "rounds", &b);
    if (!st)
        st = bm_param_uint(&cases, p, "cases");
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, R, T, 2 * T, T - 2, k);
    if (st)
        return st;
    st = fill_grid(m, T, R, cases);
    if (!st)
        st = bm_movement_set_phantom(m, T, 1);
    return bm_family_finish(out, m, st, "Appendix Mitchell, %u tables (%u pairs)", T,
                            2 * T - 1);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 5, .max = 1000, .required = 1,
     .help = "the number of tables (T), the half table included: 2T - 1 pairs, a Mitchell "
             "base of T - 2 tables"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = 998, .def_text = "T - 2",
     .limits = "at most T - 2",
     .help = "rounds to play (fewer rounds cut the movement short)"},
    {.name = "cases", .type = BM_KEY_INTEGER, .min = 1, .max = 2, .def = "1",
     .help = "1: the appended table shares table 1's boards; 2: it plays its own copy of "
             "them (twinned boards, as in Hill's Web movements)"},
    {.name = NULL},
};

/* The recommender's offers: an odd number of pairs from 9 on, the appended table sharing or on
 * its own case of boards, cut short to the session. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned T = (req->participants + 1) / 2;
    enum bm_status st = BM_OK;
    for (unsigned cases = 1; cases <= 2 && !st && req->participants % 2 && T >= 5; cases++) {
        char base[64];
        snprintf(base, sizeof base, "appendix:tables=%u%s", T, cases == 2 ? ",cases=2" : "");
        struct bm_rounds r = {1, T - 2, T - 2, 1, "rounds"};
        st = bm_serve_rounds(req, base, &r, offer, sink);
    }
    return st;
}

const struct bm_family bm_family_appendix = {
    .spec.name = "appendix",
    .spec.description = "A Mitchell for a half table over: a table appended to table 1 shares its "
                        "boards, the pair at the half table sits out, and the pairs move up one "
                        "table a round over all the tables",
    .source = "the 1½-table appendix Mitchell of Ian McKinnon's movement pages; Hill's Web "
              "movements (n = 1, s = 1 with a phantom)",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
