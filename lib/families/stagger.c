/* SPDX-License-Identifier: MIT */
/* Stagger (the teams-movements note), teams of four on 2n tables: n sets, duplicated, copy 1
 * starting on tables 1..n and copy 2 on n+1..2n; every case moves down one table a round around
 * the room, so tables t and t + n always hold the same set. EW pairs move down two: phase 1
 * (n - 1 rounds) meets the teams at an even displacement, EW_x at x - 2i; phase 2 (n rounds, a
 * new series of sets) the odd ones, EW_x at x + 1 - 2i. A match begun in round i of a phase
 * completes in round -i (phase 1, mod n) or 1 - i (phase 2, mod n) of that phase; where the two
 * coincide the teams play head to head on the two copies. */
#include <stdio.h>

#include "families/teams/teams.h"
#include "util/arith.h"

/* Phase ph (0: even displacements, n - 1 rounds; 1: odd, n rounds), phase round i = 1.. */
static enum bm_status fill_stagger_round(struct bm_movement *m, unsigned n, unsigned r,
                                         unsigned ph, unsigned i, unsigned set_base)
{
    unsigned T = 2 * n;
    enum bm_status st = BM_OK;
    for (unsigned t = 1; t <= T && !st; t++) {
        /* EW_x at x + ph - 2i, so the pair at table t is team t - ph + 2i */
        unsigned x = 1 + bm_mod((long)t - 1 - (long)ph + 2 * (long)i, T);
        unsigned u = bm_mod((long)t - 1 + (long)i - 1, T); /* where this case started */
        st = bm_movement_set_pairs(m, r, t, t, T + x, set_base + 1 + u % n);
        if (!st)
            st = bm_movement_set(m, r, t, BM_FIELD_COPY, u < n ? 1 : 2);
    }
    return st;
}

/* The stanzas must be the two phases: n - 1 rounds, then optionally n. */
static enum bm_status read_phases(struct stanza *s, unsigned *ns, unsigned *boards, unsigned T,
                                  const struct bm_params *p)
{
    unsigned n = T / 2;
    enum bm_status st = bm_stanzas_read(s, ns, boards, p, n - 1);
    if (!st && !bm_param_has(p, "stanzas"))
        s[(*ns)++] = (struct stanza){n, *boards};
    if (!st && (*ns > 2 || s[0].rounds != n - 1 || (*ns == 2 && s[1].rounds != n)))
        st = bm_fail(BM_EUNSUPPORTED,
                     "stanzas=%s: a %u-table Stagger plays a stanza of %u rounds (teams at an "
                     "even displacement), optionally followed by one of %u rounds (odd), e.g. "
                     "stanzas=%ux%u+%ux%u",
                     bm_param_str(p, "stanzas", ""), T, n - 1, n, n - 1, *boards, n, *boards);
    return st;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, boards, ns = 0;
    struct stanza s[MAX_STANZAS];
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (!st && T % 2)
        st = bm_fail(BM_EUNSUPPORTED,
                     "stagger needs an even number of tables, tables=4, 6, 8, ... (odd: use "
                     "american:tables=N)");
    if (!st)
        st = read_phases(s, &ns, &boards, T, p);
    unsigned n = T / 2;
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_new(&m, bm_stanzas_rounds(s, ns), T, ns * n, s[0].boards);
    if (!st)
        st = bm_stanzas_size_sets(m, s, ns, n);
    unsigned r = 1;
    for (unsigned ph = 0; ph < ns && !st; ph++)
        for (unsigned i = 1; i <= s[ph].rounds && !st; i++)
            st = fill_stagger_round(m, n, r++, ph, i, ph * n);
    if (ns == 1) /* the first phase alone is not the whole Stagger: say which part it is */
        return bm_family_finish(out, m, st, "Stagger, %u tables, first phase only (rounds 1-%u "
                                "of %u)", T, n - 1, 2 * n - 1);
    return bm_family_finish(out, m, st, "Stagger, %u tables", T);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 4, .max = 1000, .required = 1,
     .limits = "even",
     .help = "the number of tables (T), one per team: an even number (at most 1000, as for the "
             "pair families: a larger room's guide would run to gigabytes)"},
    {.name = "stanzas", .type = BM_KEY_TEXT, .form = "ROUNDSxBOARDS[+ROUNDSxBOARDS]",
     .def_text = "both phases: T/2 - 1 rounds, then T/2",
     .limits = "T/2 - 1 rounds, optionally followed by T/2",
     .help = "the two phases and their boards, e.g. 3x2+4x2 for 8 tables"},
    {.name = NULL},
};

/* The recommender's offers: an even number of teams, both phases (T/2 - 1 rounds, then T/2),
 * each on k or k + 1 boards a round, wherever the session's boards fit; or the first phase
 * alone (each team meets T/2 - 1 others), where T/2 - 1 rounds of k boards fit the session
 * and both phases of k boards take too many (16 teams, 24-28 boards: 7 rounds of 4). */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned T = req->participants, a = T / 2 - 1, b = T / 2, k0 = req->boards_per_round;
    if (T < 4 || T % 2 || (req->rounds && req->rounds != T - 1 && req->rounds != a))
        return BM_OK;
    enum bm_status st = BM_OK;
    for (unsigned k = 1; !st && a * k <= req->boards_hi; k++) {
        char spec[80];
        for (unsigned k2 = k; !st && k2 <= k + 1 && req->rounds != a; k2++) {
            unsigned total = a * k + b * k2;
            if (total < req->boards_lo || total > req->boards_hi || (k0 && (k != k0 || k2 != k0)))
                continue;
            snprintf(spec, sizeof spec, "stagger:tables=%u,stanzas=%ux%u+%ux%u", T, a, k, b, k2);
            st = offer(sink, spec);
        }
        if (st || a * k < req->boards_lo || a * k + b * k <= req->boards_hi ||
            (k0 && k != k0) || (req->rounds && req->rounds != a))
            continue;
        snprintf(spec, sizeof spec, "stagger:tables=%u,stanzas=%ux%u", T, a, k);
        st = offer(sink, spec);
    }
    return st;
}

const struct bm_family bm_family_stagger = {
    .spec.name = "stagger",
    .spec.description =
        "Teams of four, an even number, on duplicated boards: EW pairs move down two "
        "tables a round, in two phases",
    .source = "the teams-movements note",
    .event = BM_EVENT_TEAMS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
