/* SPDX-License-Identifier: MIT */
/* Whole Swiss events through the public API on simulated results (fixed seeds): a 10-round
 * Swiss teams of 23 teams and a 7-round Swiss pairs of 40 pairs, and 200 more teams events.
 * Every round: each participant once (or the bye), no repeat meeting, the bye to a new team
 * each round; at the end the standings equal an independent recomputation (the WBF 20-VP
 * formula written out here, each match's VP to two decimals). The event file reads back the
 * same after every round. The figure printed: the average strength rank of the winner of a
 * 7-round Swiss of 23 teams against that of a round robin of the same field and luck. */
#include <math.h>

#include "test.h"

#include <bridgemove/bridgemove.h>

static unsigned long long rng = 0x9E3779B97F4A7C15ull;

static double uniform(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) / 9007199254740992.0;
}

/* A match's IMPs for each side: the stronger side (lower number) is favoured by the gap. */
static void play(double *h, double *a, uint32_t home, uint32_t away)
{
    double edge = ((double)away - (double)home) * 1.5 + (uniform() - 0.5) * 60.0;
    *h = edge > 0 ? floor(edge) : 0;
    *a = edge < 0 ? floor(-edge) : 0;
}

/* The WBF continuous 20-VP scale, written again from its definition. */
static double vp_of(double margin, uint32_t boards)
{
    double t = (sqrt(5.0) - 1) / 2, x = 15 * sqrt((double)boards), m = fabs(margin);
    double w = m >= x ? 20.0 : 10 + 10 * (1 - pow(t, 3 * m / x)) / (1 - pow(t, 3));
    w = round(w * 100) / 100;
    return margin >= 0 ? w : 20 - w;
}

struct sim {
    uint32_t n, rounds, boards;
    int teams;
    double score[64], imps[64];
    uint8_t met[64][64];
    double h2h[64][64], h2h_imps[64][64]; /* row's score and IMPs less column's, their match */
    uint32_t byes[64];
    const char *options; /* the keys of bm_swiss_new_options beyond the plan; NULL: bm_swiss_new */
    uint32_t keep[64];   /* the table a stationary side keeps, 0 none (as options says) */
};

static int round_trip(const struct bm_swiss *sw)
{
    char *a = NULL, *b = NULL;
    struct bm_swiss *back = NULL;
    int same = bm_swiss_report(&a, sw, BM_FORM_JSON) == BM_OK &&
               bm_swiss_read(&back, a, strlen(a)) == BM_OK &&
               bm_swiss_report(&b, back, BM_FORM_JSON) == BM_OK && strcmp(a, b) == 0;
    bm_free(a);
    bm_free(b);
    bm_swiss_free(back);
    return same;
}

/* One round: checked, played, recorded here and in the event. Returns the repeats. */
static uint32_t play_round(struct bm_swiss *sw, struct sim *s, uint32_t r)
{
    uint32_t seen[64] = {0}, repeats = 0, bye = 0;
    CHECK(bm_swiss_bye(&bye, sw, r) == BM_OK);
    CHECK((bye != 0) == (s->n % 2 == 1));
    if (bye) {
        seen[bye - 1]++;
        for (uint32_t i = 0; i < s->n; i++) /* nobody has had fewer byes */
            CHECK(s->byes[bye - 1] <= s->byes[i]);
        s->byes[bye - 1]++;
        s->score[bye - 1] += s->teams ? 12.0 : (double)s->boards;
    }
    for (uint32_t t = 1; t <= s->n / 2; t++) {
        uint32_t h = 0, a = 0;
        double ih, ia;
        CHECK(bm_swiss_match(&h, &a, sw, r, t) == BM_OK);
        seen[h - 1]++;
        seen[a - 1]++;
        if (s->keep[h - 1] || s->keep[a - 1]) /* at its table; two such: the home side's */
            CHECK(t == (s->keep[h - 1] ? s->keep[h - 1] : s->keep[a - 1]));
        repeats += s->met[h - 1][a - 1];
        s->met[h - 1][a - 1] = s->met[a - 1][h - 1] = 1;
        play(&ih, &ia, h, a);
        if (!s->teams) { /* matchpoints: 2 a board shared */
            double share = 0.5 + (ih - ia) / 120.0;
            share = share < 0 ? 0 : share > 1 ? 1 : share;
            ih = round(2.0 * s->boards * share);
            ia = 2.0 * s->boards - ih;
        }
        CHECK(bm_swiss_set_result(sw, t, ih, ia) == BM_OK);
        double dh = s->teams ? vp_of(ih - ia, s->boards) - vp_of(ia - ih, s->boards) : ih - ia;
        s->h2h[h - 1][a - 1] += dh;
        s->h2h[a - 1][h - 1] -= dh;
        s->h2h_imps[h - 1][a - 1] += s->teams ? ih - ia : 0;
        s->h2h_imps[a - 1][h - 1] -= s->teams ? ih - ia : 0;
        if (s->teams) {
            s->score[h - 1] += vp_of(ih - ia, s->boards);
            s->score[a - 1] += vp_of(ia - ih, s->boards);
            s->imps[h - 1] += ih - ia;
            s->imps[a - 1] += ia - ih;
        } else {
            s->score[h - 1] += ih;
            s->score[a - 1] += ia;
        }
    }
    for (uint32_t i = 0; i < s->n; i++)
        CHECK(seen[i] == 1);
    return repeats;
}

/* Three or more level who have all met: j's net score and IMPs against the rest of them
 * (returns 0 when some two of them have not met: no sub-league). */
static int sub_league(const struct sim *s, const double *sc, uint32_t j, double *net,
                      double *net_imps)
{
    *net = *net_imps = 0;
    for (uint32_t a = 0; a < s->n; a++)
        for (uint32_t b = 0; b < s->n; b++)
            if (a != b && fabs(sc[a] - sc[j]) < 1e-9 && fabs(sc[b] - sc[j]) < 1e-9 &&
                !s->met[a][b])
                return 0;
    for (uint32_t a = 0; a < s->n; a++)
        if (a != j && fabs(sc[a] - sc[j]) < 1e-9) {
            *net += s->h2h[j][a];
            *net_imps += s->h2h_imps[j][a];
        }
    return 1;
}

/* Whether j ranks above i by the regulations' order, recomputed: the score; for two level,
 * their match (score, then IMPs); for three or more who have all met, their sub-league; the
 * opponents' scores; the IMP balance; the number. */
static int ranks_above(const struct sim *s, const double *sc, const double *tbp, uint32_t j,
                       uint32_t i)
{
    uint32_t level = 0;
    double lj, lij, li, lii;
    if (fabs(sc[j] - sc[i]) > 1e-9)
        return sc[j] > sc[i];
    for (uint32_t k = 0; k < s->n; k++)
        level += fabs(sc[k] - sc[i]) < 1e-9;
    if (level == 2 && (fabs(s->h2h[j][i]) > 0.005 || s->h2h_imps[j][i] != 0))
        return fabs(s->h2h[j][i]) > 0.005 ? s->h2h[j][i] > 0 : s->h2h_imps[j][i] > 0;
    if (level >= 3 && sub_league(s, sc, j, &lj, &lij) && sub_league(s, sc, i, &li, &lii) &&
        (fabs(lj - li) > 0.005 || lij != lii))
        return fabs(lj - li) > 0.005 ? lj > li : lij > lii;
    if (fabs(tbp[j] - tbp[i]) > 0.005)
        return tbp[j] > tbp[i];
    if (s->imps[j] != s->imps[i])
        return s->imps[j] > s->imps[i];
    return j < i;
}

static uint32_t run_event(struct sim *s, uint64_t seed, int check_standings)
{
    struct bm_swiss *sw = NULL;
    uint32_t repeats = 0, winner = 0;
    memset(s->score, 0, sizeof s->score);
    memset(s->imps, 0, sizeof s->imps);
    memset(s->met, 0, sizeof s->met);
    memset(s->h2h, 0, sizeof s->h2h);
    memset(s->h2h_imps, 0, sizeof s->h2h_imps);
    memset(s->byes, 0, sizeof s->byes);
    if (s->options) {
        char text[256];
        struct bm_options *o = NULL;
        snprintf(text, sizeof text, "%s=%u,rounds=%u,boards=%u,seed=%llu,%s",
                 s->teams ? "teams" : "pairs", s->n, s->rounds, s->boards,
                 (unsigned long long)seed, s->options);
        CHECK(bm_options_parse(&o, "swiss", text) == BM_OK);
        CHECK(bm_swiss_new_options(&sw, o) == BM_OK);
        bm_options_free(o);
    } else {
        CHECK(bm_swiss_new(&sw, s->teams ? BM_EVENT_TEAMS : BM_EVENT_PAIRS, s->n, s->rounds,
                           s->boards, seed) == BM_OK);
    }
    for (uint32_t r = 1; sw && r <= s->rounds; r++) {
        CHECK(bm_swiss_rounds(sw) == r);
        repeats += play_round(sw, s, r);
        CHECK(round_trip(sw));
        if (r < s->rounds)
            CHECK(bm_swiss_next(sw) == BM_OK);
    }
    CHECK(repeats == 0);
    double sc[64], tbp[64] = {0};
    for (uint32_t i = 0; i < s->n; i++)
        sc[i] = round(s->score[i] * 100) / 100;
    for (uint32_t i = 0; i < s->n; i++)
        for (uint32_t j = 0; j < s->n; j++)
            tbp[i] += s->met[i][j] ? sc[j] : 0;
    for (uint32_t i = 0; sw && i < s->n; i++) {
        uint32_t place = 0, above = 0;
        double score = 0, imps = 0;
        CHECK(bm_swiss_standing(&place, &score, &imps, sw, i + 1) == BM_OK);
        for (uint32_t j = 0; j < s->n; j++) /* the place by the rules, recomputed */
            above += j != i && ranks_above(s, sc, tbp, j, i);
        if (check_standings) {
            CHECK(fabs(score - s->score[i]) < 0.005 + 1e-9);
            CHECK(imps == s->imps[i]);
            CHECK(place == above + 1);
        }
        if (place == 1)
            winner = i + 1;
    }
    bm_swiss_free(sw);
    return winner;
}

/* A constructed three-way tie: pairs 1, 2 and 3 all on 31 matchpoints after a round robin of
 * four; among them 1 beat 2 by 8, 3 beat 1 by 4, 2 beat 3 by 2, so their sub-league is
 * 1 (+4), 3 (+2), 2 (-6), while the tie-break points (89 each) and the numbers would give
 * 1, 2, 3. */
static void three_way_tie(void)
{
    static const char event[] =
        "{\"format\": \"bridgemove-swiss/1\", \"event\": \"pairs\", \"field\": 4,\n"
        "\"planned_rounds\": 3, \"boards\": 10, \"rounds\": [\n"
        "{\"round\": 1, \"matches\": [{\"table\": 1, \"home\": 1, \"away\": 2, "
        "\"score\": [14, 6]}, {\"table\": 2, \"home\": 3, \"away\": 4, \"score\": [10, 10]}], "
        "\"bye\": null},\n"
        "{\"round\": 2, \"matches\": [{\"table\": 1, \"home\": 1, \"away\": 3, "
        "\"score\": [8, 12]}, {\"table\": 2, \"home\": 2, \"away\": 4, \"score\": [14, 6]}], "
        "\"bye\": null},\n"
        "{\"round\": 3, \"matches\": [{\"table\": 1, \"home\": 1, \"away\": 4, "
        "\"score\": [9, 11]}, {\"table\": 2, \"home\": 2, \"away\": 3, \"score\": [11, 9]}], "
        "\"bye\": null}]}\n";
    static const uint32_t want[4] = {1, 3, 2, 4}; /* place of pair 1..4 */
    struct bm_swiss *sw = NULL;
    CHECK_EQ(bm_swiss_read(&sw, event, strlen(event)), BM_OK);
    for (uint32_t p = 1; sw && p <= 4; p++) {
        uint32_t place = 0;
        double score = 0;
        CHECK_EQ(bm_swiss_standing(&place, &score, NULL, sw, p), BM_OK);
        CHECK(fabs(score - (p < 4 ? 31.0 : 27.0)) < 1e-9);
        CHECK_EQ(place, want[p - 1]);
    }
    bm_swiss_free(sw);
}

/* The round robin of the same field and luck: its winner. */
static uint32_t round_robin(uint32_t n, uint32_t boards)
{
    double score[64] = {0}, imps[64] = {0};
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = i + 1; j < n; j++) {
            double h, a;
            play(&h, &a, i + 1, j + 1);
            score[i] += vp_of(h - a, boards);
            score[j] += vp_of(a - h, boards);
            imps[i] += h - a;
            imps[j] += a - h;
        }
    uint32_t best = 0;
    for (uint32_t i = 1; i < n; i++)
        if (score[i] > score[best] || (score[i] == score[best] && imps[i] > imps[best]))
            best = i;
    return best + 1;
}

int main(void)
{
    struct sim teams = {.n = 23, .rounds = 10, .boards = 8, .teams = 1};
    struct sim pairs = {.n = 40, .rounds = 7, .boards = 4, .teams = 0};
    run_event(&teams, 0, 1);
    run_event(&pairs, 0, 1);
    run_event(&teams, 29, 1);
    three_way_tie();
    struct sim kept = {.n = 23, .rounds = 10, .boards = 8, .teams = 1,
                       .options = "stationary=3@1+10@5+22@11",
                       .keep = {[2] = 1, [9] = 5, [21] = 11}};
    run_event(&kept, 0, 1);
    run_event(&kept, 7, 1);
    struct sim kept_pairs = {.n = 40, .rounds = 7, .boards = 4, .teams = 0,
                             .options = "method=dutch,stationary=40@1", .keep = {[39] = 1}};
    run_event(&kept_pairs, 0, 1);
    static const char *const methods[] = {NULL, "method=monrad", "method=dutch"};
    double rr_rank = 0;
    unsigned events = 200;
    for (unsigned e = 0; e < events; e++)
        rr_rank += round_robin(23, 8);
    for (unsigned k = 0; k < 3; k++) {
        struct sim short_swiss = {.n = 23, .rounds = 7, .boards = 8, .teams = 1,
                                  .options = methods[k]};
        double swiss_rank = 0;
        uint32_t spread = 0;
        for (unsigned e = 0; e < events; e++) {
            swiss_rank += run_event(&short_swiss, e + 1, e < 10);
            uint32_t lo = 99, hi = 0;
            for (uint32_t i = 0; i < short_swiss.n; i++) {
                lo = short_swiss.byes[i] < lo ? short_swiss.byes[i] : lo;
                hi = short_swiss.byes[i] > hi ? short_swiss.byes[i] : hi;
            }
            spread = hi - lo > spread ? hi - lo : spread;
        }
        printf("winner's strength rank (1 the strongest), average of %u events of 23 teams: "
               "7-round Swiss (%s) %.2f, round robin (22 rounds) %.2f; byes: at most %u "
               "apart\n", events, methods[k] ? methods[k] + 7 : "optimal", swiss_rank / events,
               rr_rank / events, spread);
    }
    return test_report();
}
