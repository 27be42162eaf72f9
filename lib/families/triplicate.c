/* SPDX-License-Identifier: MIT */
/* The triplicate (the French club guide): three teams on the 3-table circuit, EW pairs up one
 * table and boards down one a round (p = +1, b = -1); the home round is dropped, 2 rounds. */
#include <bridgemove/experimental.h>

#include "families/teams/teams.h"

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned boards;
    enum bm_status st = bm_param_uint(&boards, p, "boards");
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_circuit(&m, 3, +1, -1, boards);
    return bm_family_finish(out, m, st, "Triplicate, 3 tables, 3 teams (French club guide)");
}

static const struct bm_key keys[] = {{.name = NULL}};

/* The recommender's offers: three teams, two rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    struct bm_rounds r = {2, 2, 2, 0, NULL};
    return req->participants == 3 ? bm_serve_rounds(req, "triplicate:", &r, offer, sink)
                                  : BM_OK;
}

const struct bm_family bm_family_triplicate = {
    .spec.name = "triplicate",
    .spec.description =
        "Three teams of four on three tables, two rounds: each team plays both others "
        "on the same boards",
    .source = "the French club guide",
    .event = BM_EVENT_TEAMS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
