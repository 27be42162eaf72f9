/* SPDX-License-Identifier: MIT */
/* Team round robin: every two of N teams play one head-to-head match, a match being two
 * tables in the same round on the same boards: NS_x v EW_y at the match's first table and
 * NS_y v EW_x at its second (the teams swap directions). Team x is NS pair x and EW pair
 * N + x. The schedule is the circle method: with N' = N rounded up to even, team N' stays in
 * match 1 and teams 1..N'-1 sit on a loop; in round r match 1 is N' v r and match k >= 2 is
 * r + k - 1 (home) v r - k + 1 (away), mod N' - 1. So from one round to the next the home
 * teams move down one match, the home team of match 2 becomes team N''s opponent in match 1
 * and then the away team of match 2, the away teams move up one match, and the away team of
 * the last match becomes its home team. With N odd, team N' does not exist: its opponent has
 * the bye and match 1 is not played (the matches are renumbered from 1).
 *
 * Boards: a match plays one set of `boards` boards at both its tables, the second table
 * starting halfway through the set (the tables exchange boards at half time). deals=same: in
 * round r every match plays set r, each match its own copy (duplicated boards), so the whole
 * field plays the same deals; deals=own: every match of the session has its own set, one copy
 * (boards that can be dealt at the table). Boards never pass from one match to another. */
#include <stdio.h>

#include "families/families.h"
#include "util/arith.h"

/* In the order of the deals key's choices. */
enum deals { SAME, OWN };

struct schedule {
    unsigned N, n, matches; /* teams, the circle's rounds (N' - 1), matches played per round */
    unsigned played;        /* rounds played: n, or fewer for a partial round robin */
    unsigned boards;
    enum deals deals;
};

/* Home and away team of logical match k (1..N'/2) in round r; 0 for the missing team N'. */
static void match_teams(unsigned *home, unsigned *away, const struct schedule *s, unsigned r,
                        unsigned k)
{
    if (k == 1) {
        *home = s->N % 2 ? 0 : s->N;
        *away = r;
        return;
    }
    *home = 1 + bm_mod((long)r + k - 2, s->n);
    *away = 1 + bm_mod((long)r - (long)k, s->n);
}

static enum bm_status seat_match(struct bm_movement *m, const struct schedule *s, unsigned r,
                                 unsigned match, unsigned home, unsigned away)
{
    unsigned a = 2 * match - 1, b = 2 * match, N = s->N;
    unsigned set = s->deals == SAME ? r : (r - 1) * s->matches + match;
    enum bm_status st = bm_movement_set_pairs(m, r, a, home, N + away, set);
    if (!st)
        st = bm_movement_set_pairs(m, r, b, away, N + home, set);
    if (!st && s->deals == SAME)
        st = bm_movement_set(m, r, a, BM_FIELD_COPY, match);
    if (!st && s->deals == SAME)
        st = bm_movement_set(m, r, b, BM_FIELD_COPY, match);
    if (!st && s->boards >= 2)
        st = bm_movement_set(m, r, a, BM_FIELD_FIRST, 1);
    if (!st && s->boards >= 2)
        st = bm_movement_set(m, r, b, BM_FIELD_FIRST, s->boards / 2 + 1);
    return st;
}

static enum bm_status fill(struct bm_movement *m, const struct schedule *s)
{
    enum bm_status st = BM_OK;
    unsigned skip = s->N % 2; /* odd N: logical match 1 is the bye */
    for (unsigned r = 1; r <= s->played && !st; r++)
        for (unsigned k = 1 + skip; k <= (s->n + 1) / 2 && !st; k++) {
            unsigned home, away;
            match_teams(&home, &away, s, r, k);
            st = seat_match(m, s, r, k - skip, home, away);
        }
    for (unsigned x = 1; x <= s->N && !st; x++) {
        st = bm_movement_set_team(m, x, x);
        if (!st)
            st = bm_movement_set_team(m, s->N + x, x);
    }
    return st;
}

static enum bm_status read_schedule(struct schedule *s, const struct bm_params *p)
{
    unsigned deals;
    enum bm_status st = bm_param_uint(&s->N, p, "teams");
    if (!st)
        st = bm_param_choice(&deals, p, "deals", NULL);
    if (st)
        return st;
    s->deals = (enum deals)deals;
    s->n = s->N % 2 ? s->N : s->N - 1;
    s->matches = s->N / 2;
    s->played = s->n;
    if (bm_param_has(p, "rounds") && (st = bm_param_uint(&s->played, p, "rounds")) == BM_OK &&
        s->played > s->n)
        return bm_fail(BM_EUNSUPPORTED,
                       "rounds=%u: %u teams play %u rounds at most (every team meets every "
                       "other once)",
                       s->played, s->N, s->n);
    if (st)
        return st;
    if (bm_param_has(p, "boards"))
        return bm_param_uint(&s->boards, p, "boards");
    /* about 24 boards in all, at least 2 a match */
    s->boards = (24 + s->played - 1) / s->played;
    if (s->boards < 2)
        s->boards = 2;
    return BM_OK;
}

/* The most teams deals=own serves: one set per match, N (N - 1) / 2 sets. */
static unsigned most_teams_own(void)
{
    unsigned N = 3;
    while ((N + 1) * N / 2 <= 4 * BM_MAX_DIM)
        N++;
    return N;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    struct schedule s;
    enum bm_status st = read_schedule(&s, p);
    if (st)
        return st;
    unsigned sets = s.deals == SAME ? s.played : s.played * s.matches;
    if (sets > 4 * BM_MAX_DIM) /* one set per match: N (N - 1) / 2 */
        return bm_fail(BM_EUNSUPPORTED,
                       "deals=own gives each of the %u matches its own deals, more sets than "
                       "the %u a movement holds; deals=own serves up to %u teams, deals=same "
                       "any number",
                       sets, 4 * BM_MAX_DIM, most_teams_own());
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_TEAMS, s.played, 2 * s.matches, 2 * s.N, sets, s.boards);
    if (st)
        return st;
    st = fill(m, &s);
    char partial[48] = "";
    if (s.played < s.n)
        snprintf(partial, sizeof partial, ", %u of its %u rounds", s.played, s.n);
    return bm_family_finish(out, m, st, "Round robin, %u teams%s%s", s.N,
                            s.N % 2 ? " (a bye each round)" : "", partial);
}

static const struct bm_key keys[] = {
    {.name = "teams", .type = BM_KEY_INTEGER, .min = 3, .max = 1000, .required = 1,
     .help = "the number of teams (N): N - 1 rounds of N/2 matches, or with N odd N rounds "
             "and a bye"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = 1000,
     .def_text = "N - 1; N with N odd", .limits = "at most N - 1; N with N odd",
     .help = "rounds to play: fewer make a partial round robin, each team meeting that many "
             "others (the first rounds of the schedule)"},
    {.name = "boards", .type = BM_KEY_INTEGER, .min = 1, .max = BM_MAX_BOARDS_PER_SET,
     .def_text = "24 / rounds rounded up, at least 2",
     .help = "boards in each match: both tables of a match play them, the second table "
             "starting halfway"},
    {.name = "deals", .type = BM_KEY_CHOICE, .choices = "same own", .def = "same",
     .limits = "own: at most 181 teams",
     .help = "same: every match of a round plays the same deals, each match its own copy; "
             "own: every match has deals of its own, one copy"},
    {.name = NULL},
};

/* The recommender's offers: N - 1 rounds of matches, N with a bye for an odd number of teams,
 * the boards of a match chosen for the session; or fewer rounds (a partial round robin, at
 * least 5: a club's fixed schedule for a field too large to meet everyone). */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned N = req->participants;
    if (N < 3)
        return BM_OK;
    char base[48];
    snprintf(base, sizeof base, "roundrobin:teams=%u", N);
    unsigned R = N % 2 ? N : N - 1;
    struct bm_rounds r = {R < 5 ? R : 5, R, R, N % 2, "rounds"};
    return bm_serve_rounds(req, base, &r, offer, sink);
}

const struct bm_family bm_family_roundrobin = {
    .spec.name = "roundrobin",
    .spec.description =
        "Teams of four: every team plays every other in a head-to-head match of two "
        "tables, the teams swapping directions at the second table",
    .source = "the circle method of round-robin scheduling (the schedule of the Berger tables)",
    .event = BM_EVENT_TEAMS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
