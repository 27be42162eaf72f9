/* SPDX-License-Identifier: MIT */
/* The scored session: a copy of the plays, the points of every play (matchpoints.c,
 * imps-pairs.c, teams.c), every participant's totals over the boards it played, and the
 * ranking of each field. */
#include <stdint.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

BM_EXPORT void bm_scoring_free(struct bm_scoring *sc)
{
    if (!sc)
        return;
    free(sc->field);
    free(sc->absent);
    free(sc->board_first);
    free(sc->plays);
    free(sc->ns_points);
    free(sc->ew_points);
    free(sc->board_top);
    free(sc->board_results);
    free(sc->pair);
    free(sc->match);
    free(sc->match_boards);
    free(sc->team_vp);
    free(sc->team_imps);
    free(sc->team_matches);
    free(sc->team_place);
    free(sc->team_of);
    free(sc->across_first);
    free(sc->across_ns);
    free(sc->across_ew);
    bm_scoring_names_free(sc);
    free(sc);
}

static void *copy_of(const void *src, size_t bytes)
{
    void *d = bm_malloc(bytes ? bytes : 1);
    if (d && bytes)
        memcpy(d, src, bytes);
    return d;
}

/* Copy what the scoring keeps of the results (it never borrows them). */
static enum bm_status copy_results(struct bm_scoring *sc, const struct bm_results *r)
{
    size_t P = r->participants, N = r->nboards, n = r->board_first[N];
    sc->event = r->event;
    sc->participants = r->participants;
    sc->teams = r->teams;
    sc->nboards = r->nboards;
    sc->first_board = r->first_board;
    sc->most_plays = r->most_plays;
    sc->fields = r->fields;
    sc->field = copy_of(r->field, P + 1);
    sc->absent = copy_of(r->absent, P + 1);
    sc->board_first = copy_of(r->board_first, (N + 1) * sizeof *r->board_first);
    sc->plays = copy_of(r->plays, n * sizeof *r->plays);
    sc->ns_points = bm_calloc(n ? n : 1, sizeof *sc->ns_points);
    sc->ew_points = bm_calloc(n ? n : 1, sizeof *sc->ew_points);
    sc->board_top = bm_calloc(N ? N : 1, sizeof *sc->board_top);
    sc->board_results = bm_calloc(N ? N : 1, sizeof *sc->board_results);
    sc->pair = bm_calloc(P + 1, sizeof *sc->pair);
    if (r->team_of && !(sc->team_of = copy_of(r->team_of, (P + 1) * sizeof *r->team_of)))
        return BM_ENOMEM;
    if (!sc->field || !sc->absent || !sc->board_first || !sc->plays || !sc->ns_points ||
        !sc->ew_points || !sc->board_top || !sc->board_results || !sc->pair)
        return BM_ENOMEM;
    for (unsigned b = 1; b <= sc->nboards; b++)
        for (size_t i = sc->board_first[b - 1]; i < sc->board_first[b]; i++)
            sc->board_results[b - 1] += sc->plays[i].kind == BM_PLAY_SCORE;
    return BM_OK;
}

static void add_side(struct bm_scoring *sc, const unsigned who[2], double points, double top)
{
    for (int k = 0; k < 2; k++) {
        if (!who[k])
            continue;
        sc->pair[who[k]].score += points;
        sc->pair[who[k]].top += top;
        sc->pair[who[k]].boards++;
    }
}

/* Every participant's totals over the boards it played with a score, real or artificial. */
static void add_totals(struct bm_scoring *sc)
{
    for (unsigned b = 1; b <= sc->nboards; b++)
        for (size_t i = sc->board_first[b - 1]; i < sc->board_first[b]; i++) {
            const struct bm_play *p = &sc->plays[i];
            if (p->kind != BM_PLAY_SCORE && p->kind != BM_PLAY_ARTIFICIAL)
                continue;
            add_side(sc, p->ns, sc->ns_points[i], sc->board_top[b - 1]);
            add_side(sc, p->ew, sc->ew_points[i], sc->board_top[b - 1]);
        }
}

/* What a participant is ranked on: its percentage, or its IMPs per board played. */
static double ranking_key(const struct bm_scoring *sc, unsigned p)
{
    const struct bm_score_pair *x = &sc->pair[p];
    if (bm_method_is_matchpoints(sc->opt.method))
        return x->top > 0 ? x->score / x->top : 0;
    return x->boards ? x->score / x->boards : 0;
}

/* Places within each field; equal keys share the higher place. O(P^2), once per session. */
static void rank_participants(struct bm_scoring *sc)
{
    for (unsigned p = 1; p <= sc->participants; p++) {
        if (sc->absent[p])
            continue;
        double key = ranking_key(sc, p);
        unsigned place = 1;
        for (unsigned q = 1; q <= sc->participants; q++)
            if (!sc->absent[q] && sc->field[q] == sc->field[p] &&
                ranking_key(sc, q) > key + 1e-9 * (fabs(key) + 1))
                place++;
        sc->pair[p].place = place;
    }
}

static const char *method_words(const struct bm_scoring *sc)
{
    switch (sc->opt.method) {
    case BM_METHOD_MP:
        return sc->opt.scale == 2 ? "matchpoints, 2 for each pair beaten and 1 for each tie"
                                  : "matchpoints, 1 for each pair beaten and 1/2 for each tie";
    case BM_METHOD_NEUBERG:
        return sc->opt.scale == 2 ? "matchpoints, 2 for each pair beaten and 1 for each tie; "
                                    "boards with fewer results adjusted by Neuberg's formula"
                                  : "matchpoints, 1 for each pair beaten and 1/2 for each tie; "
                                    "boards with fewer results adjusted by Neuberg's formula";
    case BM_METHOD_IMPS:
        return sc->event == BM_EVENT_TEAMS
                   ? "IMPs between the two tables of each match, victory points on the WBF "
                     "continuous 20-VP scale"
                   : "cross-IMPs: IMPs against every other score, averaged over the comparisons";
    case BM_METHOD_BUTLER:
        return "Butler: IMPs against the datum (the mean of the scores after "
               "dropping the top and bottom)";
    }
    return "";
}

/* The method in words for the reports; across the field, with the sections compared. */
static void set_method_words(struct bm_scoring *sc)
{
    const char *words = method_words(sc);
    if (!sc->across_sections) {
        sc->method_words = words;
        return;
    }
    snprintf(sc->method_text, sizeof sc->method_text, "%s; across the field: every score "
             "compared with the same board's scores in all %u sections", words,
             sc->across_sections);
    sc->method_words = sc->method_text;
}

/* Score results r; with sections (count of them, r the self-th), across the field. */
static enum bm_status score(struct bm_scoring **out, const struct bm_results *r,
                            const struct bm_options *opt,
                            const struct bm_results *const *sections, unsigned count,
                            unsigned self)
{
    struct bm_score_config o;
    enum bm_status st = bm_score_config_read(&o, opt, r->event);
    if (st)
        return st;
    if (r->event == BM_EVENT_TEAMS && o.method != BM_METHOD_IMPS)
        return bm_fail(BM_EINVAL,
                       "a teams event is scored in IMPs between the two tables of each match: "
                       "use method=imps, not %s",
                       bm_method_name(o.method));
    int across = sections && o.across;
    if (across && (r->event == BM_EVENT_TEAMS || !bm_method_is_matchpoints(o.method)))
        return bm_fail(BM_EINVAL, "across=yes compares matchpoints across the sections: a "
                       "%s is not scored so (use across=no, each section on its own)",
                       r->event == BM_EVENT_TEAMS ? "teams event" : "method in IMPs");
    struct bm_scoring *sc = bm_calloc(1, sizeof *sc);
    if (!sc)
        return bm_fail(BM_ENOMEM, "out of memory");
    sc->opt = o;
    st = copy_results(sc, r);
    if (!st && across)
        st = bm_scoring_across(sc, sections, count, self);
    if (!st && r->event == BM_EVENT_TEAMS)
        st = bm_score_team_matches(sc, r);
    else if (!st && bm_method_is_matchpoints(o.method))
        st = bm_score_matchpoints(sc);
    else if (!st)
        st = bm_score_imps_pairs(sc);
    if (st) {
        bm_scoring_free(sc);
        return st == BM_ENOMEM ? bm_fail(BM_ENOMEM, "out of memory") : st;
    }
    set_method_words(sc);
    if (r->event != BM_EVENT_TEAMS) {
        add_totals(sc);
        rank_participants(sc);
    }
    *out = sc;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_scoring_new(struct bm_scoring **out, const struct bm_results *r,
                                        const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(r);
    return score(out, r, opt, NULL, 0, 0);
}

BM_EXPORT enum bm_status bm_scoring_sections_new(struct bm_scoring **out,
                                                 const struct bm_results *const *sections,
                                                 uint32_t count, uint32_t section,
                                                 const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(sections);
    if (!count)
        return bm_fail(BM_EINVAL, "no section to score (count is 0)");
    if (count > 702) /* the letters A to ZZ */
        return bm_fail(BM_ERANGE, "%u sections: at most 702 (A to ZZ)", count);
    if (!section || section > count)
        return bm_fail_range("section", section, count);
    BM_NEED(sections[section - 1]);
    return score(out, sections[section - 1], opt, sections, count, section);
}

/* ---- getters ---- */

/* BM_ERANGE naming the participant as the event does (pair or player). */
static enum bm_status no_participant(const struct bm_scoring *sc, unsigned participant)
{
    const char *who = bm_participant_word(sc->event);
    return bm_fail_range(who, participant, sc->participants);
}

BM_EXPORT enum bm_status bm_scoring_participant(double *score, double *top, double *percent,
                                                uint32_t *boards, const struct bm_scoring *sc,
                                                uint32_t participant)
{
    if (score)
        *score = 0;
    if (top)
        *top = 0;
    if (percent)
        *percent = 0;
    if (boards)
        *boards = 0;
    BM_NEED(sc);
    if (!participant || participant > sc->participants)
        return no_participant(sc, participant);
    const struct bm_score_pair *x = &sc->pair[participant];
    if (score)
        *score = x->score;
    if (top)
        *top = x->top;
    if (percent)
        *percent = x->top > 0 ? 100.0 * x->score / x->top : 0;
    if (boards)
        *boards = x->boards;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_scoring_rank(uint32_t *place, uint32_t *field,
                                         const struct bm_scoring *sc, uint32_t participant)
{
    BM_OUT_PARAM(place);
    if (field)
        *field = 0;
    BM_NEED(sc);
    if (!participant || participant > sc->participants)
        return no_participant(sc, participant);
    *place = sc->pair[participant].place;
    if (field)
        *field = sc->field[participant];
    return BM_OK;
}

/* The plays of a board as printed, or BM_ERANGE. */
static enum bm_status board_plays(size_t *first, size_t *count, const struct bm_scoring *sc,
                                  unsigned board)
{
    if (board < sc->first_board || board - sc->first_board >= sc->nboards)
        return bm_fail(BM_ERANGE, "no board %u in these results (their boards are %u-%u)", board,
                       sc->first_board, sc->first_board + sc->nboards - 1);
    unsigned b = board - sc->first_board;
    *first = sc->board_first[b];
    *count = sc->board_first[b + 1] - sc->board_first[b];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_scoring_plays(uint32_t *count, const struct bm_scoring *sc,
                                          uint32_t board)
{
    BM_OUT_PARAM(count);
    BM_NEED(sc);
    size_t first = 0, n = 0;
    enum bm_status st = board_plays(&first, &n, sc, board);
    if (!st)
        *count = (unsigned)n;
    return st;
}

/* The play-th play (1-based) of a board, or BM_ERANGE. */
static enum bm_status find_play(size_t *index, const struct bm_scoring *sc, unsigned board,
                                unsigned play)
{
    size_t first = 0, n = 0;
    enum bm_status st = board_plays(&first, &n, sc, board);
    if (st)
        return st;
    if (!play || play > n)
        return bm_fail(BM_ERANGE, "board %u has no play %u (it has %zu)", board, play, n);
    *index = first + play - 1;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_scoring_play(uint32_t *round, uint32_t *table, uint32_t *ns,
                                         uint32_t *ew, const struct bm_scoring *sc, uint32_t board,
                                         uint32_t play)
{
    unsigned *outs[4] = {round, table, ns, ew};
    for (int k = 0; k < 4; k++)
        if (outs[k])
            *outs[k] = 0;
    size_t i;
    BM_NEED(sc);
    enum bm_status st = find_play(&i, sc, board, play);
    if (st)
        return st;
    unsigned values[4] = {sc->plays[i].round, sc->plays[i].table, sc->plays[i].ns[0],
                          sc->plays[i].ew[0]};
    for (int k = 0; k < 4; k++)
        if (outs[k])
            *outs[k] = values[k];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_scoring_play_points(int32_t *ns_score, double *ns_points,
                                                double *ew_points, int32_t *scored,
                                                const struct bm_scoring *sc, uint32_t board,
                                                uint32_t play)
{
    if (ns_score)
        *ns_score = 0;
    if (ns_points)
        *ns_points = 0;
    if (ew_points)
        *ew_points = 0;
    if (scored)
        *scored = 0;
    size_t i;
    BM_NEED(sc);
    enum bm_status st = find_play(&i, sc, board, play);
    if (st)
        return st;
    const struct bm_play *p = &sc->plays[i];
    int has = p->kind == BM_PLAY_SCORE || p->kind == BM_PLAY_ARTIFICIAL;
    if (ns_score && p->kind == BM_PLAY_SCORE)
        *ns_score = p->ns_score;
    if (ns_points && has)
        *ns_points = sc->ns_points[i];
    if (ew_points && has)
        *ew_points = sc->ew_points[i];
    if (scored)
        *scored = has;
    return BM_OK;
}

/* A session whose results carry no lead (a room whose tablets do not ask for it) keeps its
 * travellers as narrow as before; one lead recorded gives every traveller the column. */
int bm_scoring_has_leads(const struct bm_scoring *sc)
{
    size_t n = sc->board_first[sc->nboards];
    for (size_t i = 0; i < n; i++)
        if (sc->plays[i].lead[0])
            return 1;
    return 0;
}

BM_EXPORT enum bm_status bm_scoring_play_lead(const char **lead, const struct bm_scoring *sc,
                                              uint32_t board, uint32_t play)
{
    BM_OUT_PARAM(lead);
    *lead = "";
    BM_NEED(sc);
    size_t i;
    enum bm_status st = find_play(&i, sc, board, play);
    if (!st)
        *lead = sc->plays[i].lead;
    return st;
}

BM_EXPORT enum bm_status bm_scoring_team(double *vp, double *imps, uint32_t *matches,
                                         const struct bm_scoring *sc, uint32_t team)
{
    if (vp)
        *vp = 0;
    if (imps)
        *imps = 0;
    if (matches)
        *matches = 0;
    BM_NEED(sc);
    if (sc->event != BM_EVENT_TEAMS)
        return bm_fail(BM_EINVAL, "these results are not a teams event: they have no team totals");
    if (!team || team > sc->teams)
        return bm_fail_range("team", team, sc->teams);
    if (vp)
        *vp = sc->team_vp[team];
    if (imps)
        *imps = sc->team_imps[team];
    if (matches)
        *matches = sc->team_matches[team];
    return BM_OK;
}
