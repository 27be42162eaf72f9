/* SPDX-License-Identifier: MIT */
/* Circulation for four tables (the teams-movements note): three stanzas of four rounds; in
 * stanza k team x plays team ((x - 1) xor k) + 1 head to head and four sets circulate down the
 * tables, so each table plays the stanza's 4 sets ("a set of eight boards is circulated around
 * the four tables": 2 boards a set by default). */
#include "families/teams/teams.h"
#include "util/arith.h"

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned boards;
    enum bm_status st = bm_param_uint(&boards, p, "boards");
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_new(&m, 12, 4, 12, boards);
    for (unsigned k = 1; k <= 3 && !st; k++)
        for (unsigned j = 1; j <= 4 && !st; j++)
            for (unsigned t = 1; t <= 4 && !st; t++)
                st = bm_movement_set_pairs(m, 4 * (k - 1) + j, t, t, 4 + (((t - 1) ^ k) + 1),
                                           4 * (k - 1) + 1 + bm_mod((long)t + (long)j - 2, 4));
    return bm_family_finish(out, m, st, "Circulation, 4 tables, 3 stanzas");
}

static const struct bm_key keys[] = {
    {.name = "boards", .type = BM_KEY_INTEGER, .min = 1, .max = BM_MAX_BOARDS_PER_SET,
     .def = "2", .help = "boards in each set: four sets circulate in each stanza"},
    {.name = NULL},
};

/* The recommender's offers: four teams, twelve rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    struct bm_rounds r = {12, 12, 12, 0, NULL};
    return req->participants == 4 ? bm_serve_rounds(req, "circulation:", &r, offer, sink)
                                  : BM_OK;
}

const struct bm_family bm_family_circulation = {
    .spec.name = "circulation",
    .spec.description = "Four teams on four tables: three stanzas of head-to-head matches, each "
                        "stanza's boards circulating round all four tables",
    .source = "the teams-movements note",
    .event = BM_EVENT_TEAMS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
