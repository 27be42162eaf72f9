/* SPDX-License-Identifier: MIT */
/* The standings of a Swiss event: each match's result scored (teams: the WBF 20-VP scale of
 * the IMP margin; pairs: the matchpoints as they stand), the bye's score, totals, and the
 * order with its tie-breaks (the IMP balance for teams, then the lower number). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <bridgemove/scoring.h>

#include "swiss/swiss-private.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/form.h"
#include "util/message.h"
#include "util/out.h"

/* What each side of a match scores. */
static void match_score(double *home, double *away, const struct bm_swiss *sw,
                        double imps_home, double imps_away)
{
    if (sw->event != BM_EVENT_TEAMS) {
        *home = imps_home;
        *away = imps_away;
        return;
    }
    double vp = 10.0;
    bm_score_victory_points(&vp, (int64_t)llround(imps_home - imps_away), sw->boards);
    *home = vp;
    *away = 20.0 - vp;
}

/* Each participant's tie-break points: the sum of the final scores of the opponents it met
 * at the table (EBU White Book 143.5.2; a bye meets nobody). */
void bm_swiss_tie_points(double *tbp, const double *score, const struct bm_swiss *sw,
                         uint32_t rounds)
{
    for (uint32_t i = 0; i < sw->field; i++)
        tbp[i] = 0;
    for (uint32_t r = 0; r < rounds; r++)
        for (uint32_t t = 0; t < bm_swiss_tables(sw); t++) {
            const struct bm_swiss_round *rd = &sw->round[r];
            if (!rd->scored[t])
                continue;
            tbp[rd->home[t] - 1] += score[rd->away[t] - 1];
            tbp[rd->away[t] - 1] += score[rd->home[t] - 1];
        }
}

/* What the standings are ordered by. */
struct order_key {
    const struct bm_swiss *sw;
    uint32_t rounds;
    const double *score, *imps, *tbp;
    const uint32_t *tied; /* how many share the participant's score */
    const double *league, *league_imps; /* three or more level who have all met: the net
                                           score and IMPs of their matches among them */
    const uint8_t *in_league;            /* those have a sub-league */
};

/* The matches of x against y: x's score less y's, and x's IMPs less y's (teams). */
static void head_to_head(double *score, double *imps, const struct order_key *k, uint32_t x,
                         uint32_t y)
{
    *score = *imps = 0;
    for (uint32_t r = 0; r < k->rounds; r++)
        for (uint32_t t = 0; t < bm_swiss_tables(k->sw); t++) {
            const struct bm_swiss_round *rd = &k->sw->round[r];
            uint32_t h = rd->home[t] - 1, a = rd->away[t] - 1;
            if (!rd->scored[t] || !((h == x && a == y) || (h == y && a == x)))
                continue;
            double sh, sa, sign = h == x ? 1.0 : -1.0;
            match_score(&sh, &sa, k->sw, rd->score_home[t], rd->score_away[t]);
            *score += sign * (sh - sa);
            if (k->sw->event == BM_EVENT_TEAMS)
                *imps += sign * (rd->score_home[t] - rd->score_away[t]);
        }
}

/* Whether x ranks above y: the score; for two level on it, their matches (the score won
 * between them, then the IMPs); for three or more level who have all met, their sub-league
 * (the net score of their matches among them, then the IMPs); the tie-break points; the IMP
 * balance (teams); the lower number in place of the ballot (EBU White Book 143.7.1, doc/swiss.md). */
static int ranks_above(const struct order_key *k, uint32_t x, uint32_t y)
{
    if (k->score[x] != k->score[y])
        return k->score[x] > k->score[y];
    if (k->tied[x] == 2) {
        double hs, hi;
        head_to_head(&hs, &hi, k, x, y);
        if (fabs(hs) > 0.005 || hi != 0)
            return fabs(hs) > 0.005 ? hs > 0 : hi > 0;
    }
    if (k->in_league[x] && k->in_league[y]) { /* level on score, so in the same sub-league */
        if (fabs(k->league[x] - k->league[y]) > 0.005)
            return k->league[x] > k->league[y];
        if (k->league_imps[x] != k->league_imps[y])
            return k->league_imps[x] > k->league_imps[y];
    }
    if (fabs(k->tbp[x] - k->tbp[y]) > 0.005)
        return k->tbp[x] > k->tbp[y];
    if (k->imps[x] != k->imps[y])
        return k->imps[x] > k->imps[y];
    return x < y;
}

/* An insertion sort: qsort's comparison could reach the key only through statics, which two
 * threads on two events must not share. */
static void sort_order(uint32_t *order, uint32_t n, const struct order_key *k)
{
    for (uint32_t i = 1; i < n; i++) {
        uint32_t x = order[i], j = i;
        while (j > 0 && ranks_above(k, x, order[j - 1])) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = x;
    }
}

/* Scratch for the order: the tie-break points, the tied counts and the sub-leagues. */
struct order_scratch {
    double *tbp, *league, *league_imps;
    uint32_t *tied;
    uint8_t *in_league, *met;
};

static void scratch_free(struct order_scratch *x)
{
    free(x->tbp);
    free(x->league);
    free(x->league_imps);
    free(x->tied);
    free(x->in_league);
    free(x->met);
}

static int scratch_alloc(struct order_scratch *x, uint32_t n)
{
    x->tbp = bm_calloc(n, sizeof *x->tbp);
    x->league = bm_calloc(n, sizeof *x->league);
    x->league_imps = bm_calloc(n, sizeof *x->league_imps);
    x->tied = bm_calloc(n, sizeof *x->tied);
    x->in_league = bm_calloc(n, 1);
    x->met = bm_calloc((size_t)n * n, 1);
    return x->tbp && x->league && x->league_imps && x->tied && x->in_league && x->met;
}

/* The sub-leagues (EBU White Book 143.7.2): each group of three or more level on score in
 * which every two have met is ranked first by the matches among them. A group in which some
 * two have not met has no sub-league, whose scores would not compare on an equal basis
 * (143.6.2); it goes on to the tie-break points. Quadratic in a group, and only groups whose
 * members have all met are summed. */
static void sub_leagues(struct order_scratch *x, const struct order_key *k, const double *score)
{
    uint32_t n = k->sw->field;
    for (uint32_t r = 0; r < k->rounds; r++)
        for (uint32_t t = 0; t < bm_swiss_tables(k->sw); t++) {
            const struct bm_swiss_round *rd = &k->sw->round[r];
            uint32_t h = rd->home[t] - 1, a = rd->away[t] - 1;
            if (rd->scored[t])
                x->met[(size_t)h * n + a] = x->met[(size_t)a * n + h] = 1;
        }
    for (uint32_t i = 0; i < n; i++) {
        int all_met = x->tied[i] >= 3;
        for (uint32_t j = 0; all_met && j < n; j++)
            all_met = j == i || score[j] != score[i] || x->met[(size_t)i * n + j];
        x->in_league[i] = (uint8_t)all_met; /* i has met all of its group */
    }
    for (uint32_t i = 0; i < n; i++) { /* 2: every one of i's group has met all of it */
        int all = x->in_league[i] != 0;
        for (uint32_t j = 0; all && j < n; j++)
            all = score[j] != score[i] || x->in_league[j] != 0;
        x->in_league[i] = (uint8_t)(all ? 2 : x->in_league[i]);
    }
    for (uint32_t i = 0; i < n; i++)
        x->in_league[i] = x->in_league[i] == 2;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; x->in_league[i] && j < n; j++)
            if (j != i && score[j] == score[i]) {
                double hs, hi;
                head_to_head(&hs, &hi, k, i, j);
                x->league[i] += hs;
                x->league_imps[i] += hi;
            }
}

/* Order the field by the key; the tie-break points, tied counts and sub-leagues made here. */
static enum bm_status rank_field(uint32_t *order, const double *score, const double *imps,
                                 const struct bm_swiss *sw, uint32_t rounds)
{
    uint32_t n = sw->field;
    struct order_scratch x;
    if (!scratch_alloc(&x, n)) {
        scratch_free(&x);
        return BM_ENOMEM;
    }
    bm_swiss_tie_points(x.tbp, score, sw, rounds);
    for (uint32_t i = 0; i < n; i++) /* quadratic, as the pairing is cubic */
        for (uint32_t j = 0; j < n; j++)
            x.tied[i] += score[i] == score[j];
    struct order_key k = {sw, rounds, score, imps, x.tbp, x.tied,
                          x.league, x.league_imps, x.in_league};
    sub_leagues(&x, &k, score);
    sort_order(order, n, &k);
    scratch_free(&x);
    return BM_OK;
}

enum bm_status bm_swiss_totals(double *score, double *imps, uint32_t *order,
                               const struct bm_swiss *sw, uint32_t rounds)
{
    for (uint32_t i = 0; i < sw->field; i++) {
        score[i] = imps[i] = 0;
        order[i] = i;
    }
    for (uint32_t r = 0; r < rounds; r++) {
        const struct bm_swiss_round *rd = &sw->round[r];
        for (uint32_t t = 0; t < bm_swiss_tables(sw); t++) {
            if (!rd->scored[t])
                continue;
            uint32_t a = rd->home[t] - 1, b = rd->away[t] - 1;
            double sa, sb;
            match_score(&sa, &sb, sw, rd->score_home[t], rd->score_away[t]);
            score[a] += sa;
            score[b] += sb;
            if (sw->event == BM_EVENT_TEAMS) {
                imps[a] += rd->score_home[t] - rd->score_away[t];
                imps[b] += rd->score_away[t] - rd->score_home[t];
            }
        }
        if (rd->bye && bm_swiss_round_complete(sw, r)) /* the bye scores with its round */
            score[rd->bye - 1] += sw->bye_score;
    }
    for (uint32_t i = 0; i < sw->field; i++) /* VP to two decimals, as they are published */
        score[i] = round(score[i] * 100.0) / 100.0;
    return rank_field(order, score, imps, sw, rounds);
}

int bm_swiss_round_complete(const struct bm_swiss *sw, uint32_t r)
{
    for (uint32_t t = 0; t < bm_swiss_tables(sw); t++)
        if (!sw->round[r].scored[t])
            return 0;
    return 1;
}

/* Rounds whose every result is in. */
static uint32_t complete_rounds(const struct bm_swiss *sw)
{
    uint32_t n = 0;
    while (n < sw->made && bm_swiss_round_complete(sw, n))
        n++;
    return n;
}

struct table {
    double *score, *imps, *tbp;
    uint32_t *order, *place, *played;
};

static void table_free(struct table *t)
{
    free(t->score);
    free(t->imps);
    free(t->tbp);
    free(t->order);
    free(t->place);
    free(t->played);
}

static enum bm_status table_make(struct table *t, const struct bm_swiss *sw)
{
    uint32_t n = sw->field;
    t->score = bm_calloc(n, sizeof *t->score);
    t->imps = bm_calloc(n, sizeof *t->imps);
    t->tbp = bm_calloc(n, sizeof *t->tbp);
    t->order = bm_calloc(n, sizeof *t->order);
    t->place = bm_calloc(n, sizeof *t->place);
    t->played = bm_calloc(n, sizeof *t->played);
    enum bm_status st = t->score && t->imps && t->tbp && t->order && t->place && t->played
                            ? bm_swiss_totals(t->score, t->imps, t->order, sw, sw->made)
                            : BM_ENOMEM;
    if (st) {
        table_free(t);
        return st;
    }
    bm_swiss_tie_points(t->tbp, t->score, sw, sw->made);
    for (uint32_t k = 0; k < n; k++)
        t->place[t->order[k]] = k + 1;
    for (uint32_t r = 0; r < sw->made; r++)
        for (uint32_t m = 0; m < bm_swiss_tables(sw); m++)
            if (sw->round[r].scored[m]) {
                t->played[sw->round[r].home[m] - 1]++;
                t->played[sw->round[r].away[m] - 1]++;
            }
    return BM_OK;
}

BM_EXPORT enum bm_status bm_swiss_standing(uint32_t *place, double *score, double *imps,
                                           const struct bm_swiss *sw, uint32_t participant)
{
    BM_OUT_PARAM(place);
    BM_OUT_PARAM(score);
    if (imps)
        *imps = 0;
    BM_NEED(sw);
    if (participant < 1 || participant > sw->field)
        return bm_fail_range(sw->event == BM_EVENT_TEAMS ? "team" : "pair", participant,
                             sw->field);
    struct table t;
    enum bm_status st = table_make(&t, sw);
    if (st)
        return st;
    *place = t.place[participant - 1];
    *score = t.score[participant - 1];
    if (imps)
        *imps = t.imps[participant - 1];
    table_free(&t);
    return BM_OK;
}

static void write_text(struct bm_buf *b, const struct bm_swiss *sw, const struct table *t)
{
    int teams = sw->event == BM_EVENT_TEAMS;
    bm_buf_printf(b, "Standings after round %u of %u (%s)\n", complete_rounds(sw), sw->planned,
                  teams ? "VP; ties: their match or sub-league, tie-break points, IMPs"
                        : "matchpoints; ties: their match or sub-league, tie-break points");
    bm_buf_printf(b, "%5s  %-6s %8s", "place", teams ? "team" : "pair", teams ? "VP" : "MP");
    if (teams)
        bm_buf_printf(b, " %6s", "IMPs");
    bm_buf_printf(b, " %8s %6s\n", "TBP", "played");
    for (uint32_t k = 0; k < sw->field; k++) {
        uint32_t i = t->order[k];
        bm_buf_printf(b, "%5u  %-6u %8.2f", k + 1, i + 1, t->score[i]);
        if (teams)
            bm_buf_printf(b, " %+6lld", llround(t->imps[i]));
        bm_buf_printf(b, " %8.2f %6u\n", t->tbp[i], t->played[i]);
    }
}

static void write_json(struct bm_buf *b, const struct bm_swiss *sw, const struct table *t)
{
    bm_buf_printf(b, "{\"event\": \"%s\", \"after_round\": %u, \"standings\": [",
                  sw->event == BM_EVENT_TEAMS ? "teams" : "pairs", complete_rounds(sw));
    for (uint32_t k = 0; k < sw->field; k++) {
        uint32_t i = t->order[k];
        bm_buf_printf(b, "%s\n  {\"place\": %u, \"participant\": %u, \"score\": %.2f, "
                      "\"imps\": %lld, \"played\": %u, \"tie_break_points\": %.2f}",
                      k ? "," : "", k + 1, i + 1, t->score[i], llround(t->imps[i]), t->played[i],
                      t->tbp[i]);
    }
    bm_buf_puts(b, "\n]}\n");
}

BM_EXPORT enum bm_status bm_swiss_standings_report(char **out, const struct bm_swiss *sw,
                                                   enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(sw);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, "bm_swiss_standings_report");
    if (st)
        return st;
    struct table t;
    st = table_make(&t, sw);
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    if (form == BM_FORM_TEXT)
        write_text(&b, sw, &t);
    else
        write_json(&b, sw, &t);
    table_free(&t);
    return bm_buf_finish(&b, out);
}
