/* SPDX-License-Identifier: MIT */
/* The duplicate tournant (the French club guide), a pairs event: two tables, four pairs,
 * 3 rounds; both tables play set r in round r, sharing one copy. Pair 1 stays NS at table 1
 * and meets 2, 3, 4 in turn; the other two play at table 2. */
#include "families/families.h"

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned boards;
    enum bm_status st = bm_param_uint(&boards, p, "boards");
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_movement_new(&m, BM_EVENT_PAIRS, 3, 2, 4, 3, boards);
    for (unsigned r = 1; r <= 3 && !st; r++) {
        st = bm_movement_set_pairs(m, r, 1, 1, 1 + r, r);
        if (!st)
            st = bm_movement_set_pairs(m, r, 2, 2 + r % 3, 2 + (r + 1) % 3, r);
    }
    return bm_family_finish(out, m, st,
                            "Duplicate tournant, 2 tables, 4 pairs (French club guide)");
}

static const struct bm_key keys[] = {{.name = NULL}};

/* The recommender's offers: four pairs, three rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    struct bm_rounds r = {3, 3, 3, 0, NULL};
    return req->participants == 4 ? bm_serve_rounds(req, "tournant:", &r, offer, sink) : BM_OK;
}

const struct bm_family bm_family_tournant = {
    .spec.name = "tournant",
    .spec.description =
        "Four pairs on two tables, three rounds: every pair meets every other, both "
        "tables playing the round's boards",
    .source = "the French club guide (Le duplicate tournant)",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
