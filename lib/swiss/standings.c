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

/* The order of the standings: score, then IMP balance (teams), then number. An insertion
 * sort: qsort's comparison could reach the scores only through statics, which two threads on
 * two events must not share. */
static void sort_order(uint32_t *order, uint32_t n, const double *score, const double *imps)
{
    for (uint32_t k = 1; k < n; k++) {
        uint32_t x = order[k], j = k;
        while (j > 0) {
            uint32_t y = order[j - 1];
            int before = score[x] != score[y] ? score[x] > score[y]
                         : imps[x] != imps[y] ? imps[x] > imps[y]
                                              : x < y;
            if (!before)
                break;
            order[j] = y;
            j--;
        }
        order[j] = x;
    }
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
    sort_order(order, sw->field, score, imps);
    return BM_OK;
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
    double *score, *imps;
    uint32_t *order, *place, *played;
};

static void table_free(struct table *t)
{
    free(t->score);
    free(t->imps);
    free(t->order);
    free(t->place);
    free(t->played);
}

static enum bm_status table_make(struct table *t, const struct bm_swiss *sw)
{
    uint32_t n = sw->field;
    t->score = bm_calloc(n, sizeof *t->score);
    t->imps = bm_calloc(n, sizeof *t->imps);
    t->order = bm_calloc(n, sizeof *t->order);
    t->place = bm_calloc(n, sizeof *t->place);
    t->played = bm_calloc(n, sizeof *t->played);
    if (!t->score || !t->imps || !t->order || !t->place || !t->played) {
        table_free(t);
        return BM_ENOMEM;
    }
    bm_swiss_totals(t->score, t->imps, t->order, sw, sw->made);
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
                  teams ? "VP, then IMPs" : "matchpoints");
    bm_buf_printf(b, "%5s  %-6s %8s", "place", teams ? "team" : "pair", teams ? "VP" : "MP");
    if (teams)
        bm_buf_printf(b, " %6s", "IMPs");
    bm_buf_printf(b, " %6s\n", "played");
    for (uint32_t k = 0; k < sw->field; k++) {
        uint32_t i = t->order[k];
        bm_buf_printf(b, "%5u  %-6u %8.2f", k + 1, i + 1, t->score[i]);
        if (teams)
            bm_buf_printf(b, " %+6lld", llround(t->imps[i]));
        bm_buf_printf(b, " %6u\n", t->played[i]);
    }
}

static void write_json(struct bm_buf *b, const struct bm_swiss *sw, const struct table *t)
{
    bm_buf_printf(b, "{\"event\": \"%s\", \"after_round\": %u, \"standings\": [",
                  sw->event == BM_EVENT_TEAMS ? "teams" : "pairs", complete_rounds(sw));
    for (uint32_t k = 0; k < sw->field; k++) {
        uint32_t i = t->order[k];
        bm_buf_printf(b, "%s\n  {\"place\": %u, \"participant\": %u, \"score\": %.2f, "
                      "\"imps\": %lld, \"played\": %u}",
                      k ? "," : "", k + 1, i + 1, t->score[i], llround(t->imps[i]), t->played[i]);
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
