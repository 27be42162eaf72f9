/* SPDX-License-Identifier: MIT */
/* The rover movement (Part I of the movements article, Table IIIa): T tables, T - 1 rounds,
 * T - 1 sets. Tables 1..n (n = T - 1) play an n-table Mitchell: sets move down one table, EW pairs
 * T + 1 .. T + n up one table a round. The rover pair 2T moves up `step` tables a round on
 * the circuit 1..n, starting at table 1; the pair it displaces plays that round at table T,
 * which shares the rover's table's boards. Then:
 *   - the rover meets every NS pair of 1..n once   iff step is prime to n;
 *   - every pair is displaced exactly once          iff step - 1 is prime to n;
 *   - the rover (and table T) plays every set once  iff step + 1 is prime to n.
 * Three consecutive numbers prime to n need n prime to 6: T = 6m or 6m + 2, as the text
 * says; step 2 then always works. The movement breaks rule 4B only (table T shares). */
#include <stdio.h>

#include "families/families.h"
#include "families/rover.h"
#include "util/arith.h"

static int step_ok(unsigned n, unsigned step)
{
    return step >= 2 && step + 2 <= n && bm_gcd(step, n) == 1 && bm_gcd(step - 1, n) == 1 &&
           bm_gcd(step + 1, n) == 1;
}

enum bm_status bm_rover_check(unsigned n, unsigned step, const char *family, unsigned tables)
{
    if (n < 5 || bm_gcd(n, 6) != 1)
        return bm_fail(BM_EUNSUPPORTED,
                       "%s: %u tables do not work; the circuit must have 6m - 1 or 6m + 1 "
                       "tables, so %s",
                       family, tables,
                       n == tables ? "tables=5, 7, 11, 13, 17, 19, ... work"
                                   : "tables=6, 8, 12, 14, 18, 20, ... work");
    if (step_ok(n, step))
        return BM_OK;
    char list[256] = "";
    size_t len = 0;
    for (unsigned s = 2; s + 2 <= n && len + 16 < sizeof list; s++)
        if (step_ok(n, s))
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%u", len ? ", " : "", s);
    return bm_fail(BM_EUNSUPPORTED,
                   "%s: step=%u does not work with %u tables (step, step - 1 and step + 1 must "
                   "be prime to %u); steps that work: %s",
                   family, step, tables, n, list);
}

static enum bm_status fill_grid(struct bm_movement *m, unsigned T, unsigned step)
{
    unsigned n = T - 1;
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= n && !st; r++) {
        unsigned rover_at = 1 + bm_mod((long)step * (r - 1), n);
        for (unsigned t = 1; t <= n && !st; t++) {
            unsigned ew = T + 1 + bm_mod((long)t - (long)r, n);
            unsigned set = 1 + bm_mod((long)t + r - 2, n);
            if (t == rover_at) {
                st = bm_movement_set_pairs(m, r, T, T, ew, set);
                ew = 2 * T;
            }
            if (!st)
                st = bm_movement_set_pairs(m, r, t, t, ew, set);
        }
    }
    return st;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, step, k;
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (!st)
        st = bm_param_uint(&step, p, "step");
    if (!st)
        st = bm_rover_check(T - 1, step, "rover", T);
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, T - 1, T, 2 * T, T - 1, k);
    if (st)
        return st;
    st = fill_grid(m, T, step);
    return bm_family_finish(out, m, st, "Rover movement, %u tables, rover moving up %u", T, step);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 6, .max = 1000, .required = 1,
     .help = "all the tables (T), the one sharing boards included: T = 6m or 6m + 2 "
             "(6, 8, 12, 14, ...)"},
    {.name = "step", .type = BM_KEY_INTEGER, .min = 1, .max = 1000, .def = "2",
     .limits = "step, step - 1 and step + 1 prime to T - 1",
     .help = "how many tables the rover pair moves up each round"},
    {.name = NULL},
};

/* The recommender's offers: two pairs a table on 6m or 6m + 2 tables (a phantom for an odd
 * number), T - 1 rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    char base[64];
    unsigned T = bm_serve_pairs_base(base, sizeof base, req, "rover", NULL);
    struct bm_rounds r = {T - 1, T - 1, T - 1, req->participants % 2, NULL};
    return T >= 6 && (T % 6 == 0 || T % 6 == 2) ? bm_serve_rounds(req, base, &r, offer, sink)
                                                : BM_OK;
}

const struct bm_family bm_family_rover = {
    .spec.name = "rover",
    .spec.description =
        "A Mitchell on all tables but one, plus a rover pair that sends one EW pair a "
        "round to the extra table, which shares boards",
    .source = "Table IIIa of the movements article",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
