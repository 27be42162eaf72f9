/* SPDX-License-Identifier: MIT */
/* The Thurner Appendix (the teams-movements note), an even number N of teams: a circuit of
 * R = N - 1 tables with the EW pairs moving up one table (p = +1) and the boards down one
 * (b = -1) a round, S_x = 3 - 2x; EW_x comes home after 3(x - 1) moves and plays the appendix
 * team (table R + 1), both tables sharing the boards of table x. Impossible when 3 divides R. */
#include <stdio.h>

#include <bridgemove/experimental.h>

#include "families/teams/teams.h"

/* N teams whose circuit of N - 1 tables is a multiple of 3: two EW pairs would come home in
 * the same round. */
static enum bm_status circuit_of_three(unsigned N)
{
    char text[256];
    snprintf(text, sizeof text,
             "thurner takes no %u teams: its circuit of %u tables is a multiple of 3, so two EW "
             "pairs would come home in the same round (teams 1 and %u in round 1)",
             N, N - 1, 1 + (N - 1) / 3);
    if (N == 4)
        return bm_fail(BM_EUNSUPPORTED, "%s; four teams play circulation", text);
    return bm_fail(BM_EUNSUPPORTED, "%s; use stagger:tables=%u", text, N);
}

#define MAX_TEAMS 1000

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned N, boards;
    enum bm_status st = bm_param_uint(&N, p, "teams");
    if (!st && N % 2)
        st = bm_fail(BM_EUNSUPPORTED,
                     "thurner needs an even number of teams, teams=6, 8, 12, 14, ... (an odd "
                     "number of teams plays american:tables=N)");
    if (!st && (N - 1) % 3 == 0)
        st = circuit_of_three(N);
    if (!st)
        st = bm_param_uint(&boards, p, "boards");
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_circuit(&m, N - 1, +1, -1, boards);
    return bm_family_finish(out, m, st, "Thurner Appendix, %u teams", N);
}

static const struct bm_key keys[] = {
    /* at most 1000 teams, as the other team families: 4094 teams, 16 million cells, took
     * 39 s and 1.5 GB to check, and its guide gigabytes */
    {.name = "teams", .type = BM_KEY_INTEGER, .min = 4, .max = MAX_TEAMS, .required = 1,
     .limits = "even, and teams - 1 not a multiple of 3 (6, 8, 12, 14, ...)",
     .help = "the number of teams (N): N - 1 tables on the circuit plus the appendix table (at "
             "most 1000, as for the other team families)"},
    {.name = NULL},
};

/* The recommender's offers: the teams it takes, N - 1 rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned N = req->participants;
    if (N < 4 || N > MAX_TEAMS || N % 2 || (N - 1) % 3 == 0)
        return BM_OK;
    char base[48];
    snprintf(base, sizeof base, "thurner:teams=%u", N);
    struct bm_rounds r = {N - 1, N - 1, N - 1, 0, NULL};
    return bm_serve_rounds(req, base, &r, offer, sink);
}

const struct bm_family bm_family_thurner = {
    .spec.name = "thurner",
    .spec.description =
        "Teams of four, an even number: every team meets every other on one table fewer "
        "than teams, each coming home once to play the appendix team",
    .source = "the teams-movements note",
    .event = BM_EVENT_TEAMS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
