/* SPDX-License-Identifier: MIT */
/* American Whist (the teams-movements note): an odd number R of tables, the EW pairs moving
 * down two tables (p = -2) and the boards down one (b = -1) a round. Every team is at home at
 * circuit index i = 0, which is not played; rounds i = 1..R-1; the match begun at i completes
 * at -i (round R - i). Stanzas play consecutive stretches of the cycle i = 1..R-1 that are
 * each closed under i -> -i, starting where that works; each stanza has its own sets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families/teams/teams.h"
#include "util/alloc.h"
#include "util/arith.h"

/* The k-th round index (k = 0, 1, ...) of the American Whist cycle 1..R-1 started at a. */
static long cycle_index(unsigned a, unsigned k, unsigned R)
{
    return 1 + (long)bm_mod((long)a - 1 + (long)k, R - 1);
}

/* Whether every stanza, played from cycle position a on, is closed under i -> -i. */
static int stanzas_symmetric(const struct stanza *s, unsigned n, unsigned a, unsigned R,
                             unsigned char *in)
{
    unsigned k = 0;
    for (unsigned j = 0; j < n; j++) {
        memset(in, 0, R);
        for (unsigned q = 0; q < s[j].rounds; q++)
            in[cycle_index(a, k + q, R)] = 1;
        for (unsigned q = 0; q < s[j].rounds; q++)
            if (!in[bm_mod(-cycle_index(a, k + q, R), R)])
                return 0;
        k += s[j].rounds;
    }
    return 1;
}

/* The first cycle position (1..R-1) from which every stanza is symmetric, 0 if none. */
static enum bm_status find_start(unsigned *a, const struct stanza *s, unsigned n, unsigned R)
{
    unsigned char *in = bm_malloc(R);
    if (!in)
        return BM_ENOMEM;
    *a = 0;
    for (unsigned c = 1; c < R && !*a; c++)
        if (stanzas_symmetric(s, n, c, R, in))
            *a = c;
    free(in);
    return BM_OK;
}

static enum bm_status check_american_stanzas(const struct stanza *s, unsigned n, unsigned R,
                                             const char *text)
{
    for (unsigned k = 0; k < n; k++)
        if (s[k].rounds % 2)
            return bm_fail(BM_EUNSUPPORTED,
                           "stanzas=%s: stanza %u has %u rounds; every American Whist stanza has "
                           "an even number of rounds (its matches pair round k with the k-th from "
                           "the end)",
                           text, k + 1, s[k].rounds);
    if (bm_stanzas_rounds(s, n) > R - 1)
        return bm_fail(BM_EUNSUPPORTED,
                       "stanzas=%s: %u rounds, but %u tables play at most %u rounds", text,
                       bm_stanzas_rounds(s, n), R, R - 1);
    return BM_OK;
}

static enum bm_status build_american(struct bm_movement **out, unsigned R, const struct stanza *s,
                                     unsigned n, unsigned a, const char *title)
{
    struct circuit c = {R, -2, -1, NULL, 0};
    c.start = bm_calloc(R, sizeof *c.start);
    if (!c.start)
        return BM_ENOMEM;
    enum bm_status st = bm_circuit_solve(c.start, &c.appendix, R, c.p, c.b);
    struct bm_movement *m = NULL;
    if (!st)
        st = bm_teams_new(&m, bm_stanzas_rounds(s, n), R, n * R, s[0].boards);
    if (!st)
        st = bm_stanzas_size_sets(m, s, n, R);
    unsigned r = 1, k = 0;
    for (unsigned j = 0; j < n && !st; j++) {
        long i0 = cycle_index(a, k, R);
        for (unsigned q = 0; q < s[j].rounds && !st; q++)
            st = bm_circuit_fill_round(m, &c, r++, cycle_index(a, k + q, R), i0, j * R);
        k += s[j].rounds;
    }
    free(c.start);
    return bm_family_finish(out, m, st, "%s", title);
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned R, boards, n, a;
    struct stanza s[MAX_STANZAS];
    enum bm_status st = bm_param_uint(&R, p, "tables");
    if (!st && R % 2 == 0)
        st = bm_fail(BM_EUNSUPPORTED,
                     "american needs an odd number of tables, tables=3, 5, 7, ...; for an even "
                     "number of teams use thurner:teams=N or stagger:tables=N");
    if (!st)
        st = bm_stanzas_read(s, &n, &boards, p, R - 1);
    const char *text = bm_param_str(p, "stanzas", "");
    if (!st)
        st = check_american_stanzas(s, n, R, text);
    if (!st)
        st = find_start(&a, s, n, R);
    if (!st && !a)
        st = bm_fail(BM_EUNSUPPORTED,
                     "stanzas=%s: no starting position of the %u-table American Whist makes every "
                     "stanza symmetric and complete; one stanza of %u rounds always works",
                     text, R, R - 1);
    if (st)
        return st;
    char title[96];
    snprintf(title, sizeof title, "American Whist, %u tables%s%s", R, *text ? ", stanzas " : "",
             text);
    return build_american(out, R, s, n, a, title);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 3, .max = 999, .required = 1,
     .limits = "odd",
     .help = "the number of tables (T), one per team: an odd number (at most 999, as for the "
             "pair families: a larger room's guide would run to gigabytes)"},
    {.name = "stanzas", .type = BM_KEY_TEXT, .form = "ROUNDSxBOARDS[+ROUNDSxBOARDS...]",
     .def_text = "one stanza of T - 1 rounds",
     .limits = "an even number of rounds in each stanza, T - 1 rounds in all at most",
     .help = "the session in stanzas, each with its own boards, e.g. 4x3+6x2"},
    {.name = NULL},
};

/* The recommender's offers: an odd number of teams; for the fewest boards a round k that fit
 * and three more, one stanza of the most rounds (even, at most T - 1) that fit the session;
 * and the whole round robin in two stanzas of k and k + 1 boards when no one k fits it
 * (17 teams, 18-30 boards: 14x1+2x2). */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned T = req->participants, n = T - 1, k1 = req->boards_per_round;
    if (T < 3 || T % 2 == 0)
        return BM_OK;
    enum bm_status st = BM_OK;
    char spec[96];
    unsigned klo = k1 ? k1 : (req->boards_lo + n - 1) / n, khi = k1 ? k1 : klo + 3;
    for (unsigned k = klo; !st && k <= khi && 2 * k <= req->boards_hi; k++) {
        unsigned R = req->rounds ? req->rounds : (req->boards_hi / k < n ? req->boards_hi / k : n);
        R -= R % 2;
        if (R < 2 || R > n || R * k < req->boards_lo)
            continue;
        snprintf(spec, sizeof spec, "american:tables=%u,stanzas=%ux%u", T, R, k);
        st = offer(sink, spec);
    }
    unsigned k = req->boards_lo / n, b = req->boards_lo - n * k;
    b += b % 2;
    if (!st && !k1 && (!req->rounds || req->rounds == n) && k && b && b < n &&
        n * k + b <= req->boards_hi) {
        snprintf(spec, sizeof spec, "american:tables=%u,stanzas=%ux%u+%ux%u", T, n - b, k, b,
                 k + 1);
        st = offer(sink, spec);
    }
    return st;
}

const struct bm_family bm_family_american = {
    .spec.name = "american",
    .spec.description =
        "Teams of four, an odd number: every team meets every other, its EW pair moving "
        "down two tables and the boards down one a round",
    .source = "the teams-movements note",
    .event = BM_EVENT_TEAMS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
