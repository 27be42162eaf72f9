/* SPDX-License-Identifier: MIT */
/* The scored session for people: how the points were worked out, every board's traveller as
 * seated, and the ranking (each field on its own when the movement keeps them apart); a teams
 * event shows its matches and the teams' victory points instead of a pairs ranking. */
#include <stdio.h>

#include "model/model.h"
#include "scoring/scoring-private.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

static int is_mp(const struct bm_scoring *sc)
{
    return bm_method_is_matchpoints(sc->opt.method);
}

static void put_padded(struct bm_buf *b, double x, int width)
{
    char text[64];
    bm_format_number(text, sizeof text, x, 2);
    bm_buf_printf(b, "%*s", width, text);
}

/* A percentage, always with two decimals (50.40, 50.00, 57.94), so a column reads evenly. */
static void put_percent(struct bm_buf *b, double x, int width)
{
    bm_buf_printf(b, "%*.2f", width, x + 0.0); /* + 0.0: -0.00 never prints */
}

static void put_side(struct bm_buf *b, const unsigned who[2], int individual)
{
    char text[32];
    if (individual)
        snprintf(text, sizeof text, "%u-%u", who[0], who[1]);
    else
        snprintf(text, sizeof text, "%u", who[0]);
    bm_buf_printf(b, " %7s", text);
}

/* The contract, declarer, lead (with `leads`, bm_scoring_has_leads()), tricks and score
 * columns; the lead as the results give it ("SK", "H10"), as the contract is ("4S"). */
static void put_result(struct bm_buf *b, const struct bm_play *p, int leads)
{
    char text[32];
    switch (p->kind) {
    case BM_PLAY_SCORE:
        if (p->has_contract && p->contract.level) {
            bm_contract_format(text, sizeof text, &p->contract);
            bm_buf_printf(b, "  %-8s %2s", text, bm_direction_letter(p->declarer));
            if (leads)
                bm_buf_printf(b, " %-4s", p->lead);
            bm_buf_printf(b, " %6u", p->tricks);
        } else {
            bm_buf_printf(b, "  %-8s %2s%s %6s", p->has_contract ? "PASS" : "", "",
                          leads ? "     " : "", "");
        }
        if (p->split)
            snprintf(text, sizeof text, "%d/%d", p->ns_score, p->ew_score);
        else
            snprintf(text, sizeof text, "%d", p->ns_score);
        bm_buf_printf(b, " %9s", text);
        break;
    case BM_PLAY_ARTIFICIAL:
        bm_artificial_format(text, sizeof text, p->art);
        bm_buf_printf(b, "  %-8s %2s%s %6s %9s", text, "", leads ? "     " : "", "", "");
        break;
    case BM_PLAY_NOT_PLAYED: bm_buf_puts(b, "  not played"); break;
    default: bm_buf_puts(b, "  no result"); break;
    }
}

/* Victory points always with two decimals, so that a match's column lines up whether the
 * formula gives a whole number or not ("15.00 - 5.00" beside "15.38 - 4.62"). */
static void put_vp(struct bm_buf *b, double x, int width)
{
    bm_buf_printf(b, "%*.2f", width, x);
}

static void write_board(struct bm_buf *b, const struct bm_scoring *sc, unsigned bd, int leads)
{
    int individual = sc->event == BM_EVENT_INDIVIDUAL;
    bm_buf_printf(b, "\nBoard %u: %u result%s", bm_scoring_board_number(sc, bd),
                  sc->board_results[bd - 1], sc->board_results[bd - 1] == 1 ? "" : "s");
    if (is_mp(sc)) {
        bm_buf_puts(b, ", top ");
        put_padded(b, sc->board_top[bd - 1], 0);
    }
    bm_buf_printf(b, "\n  round table      NS      EW  contract by %stricks     score",
                  leads ? "lead " : "");
    bm_buf_printf(b, "%9s%9s", is_mp(sc) ? "NS MP" : "NS IMPs", is_mp(sc) ? "EW MP" : "EW IMPs");
    bm_buf_puts(b, "\n");
    for (size_t i = sc->board_first[bd - 1]; i < sc->board_first[bd]; i++) {
        const struct bm_play *p = &sc->plays[i];
        bm_buf_printf(b, "  %5u %5u", p->round, p->table);
        put_side(b, p->ns, individual);
        put_side(b, p->ew, individual);
        put_result(b, p, leads);
        if ((p->kind == BM_PLAY_SCORE || p->kind == BM_PLAY_ARTIFICIAL)) {
            put_padded(b, sc->ns_points[i], 9);
            put_padded(b, sc->ew_points[i], 9);
        }
        bm_buf_puts(b, "\n");
    }
}

static void write_field(struct bm_buf *b, const struct bm_scoring *sc, unsigned field)
{
    static const char *const heading[] = {"Ranking", "Ranking of the NS field",
                                          "Ranking of the EW field"};
    const char *who = bm_participant_word(sc->event);
    bm_buf_printf(b, "\n%s\n  place %6s %9s", heading[field], who, is_mp(sc) ? "score" : "IMPs");
    bm_buf_puts(b, is_mp(sc) ? "       top  percent  boards\n" : "  per board  boards\n");
    /* places in order: for each place, the participants holding it */
    for (unsigned place = 1; place <= sc->participants; place++)
        for (unsigned p = 1; p <= sc->participants; p++) {
            const struct bm_score_pair *x = &sc->pair[p];
            if (sc->absent[p] || sc->field[p] != field || x->place != place)
                continue;
            bm_buf_printf(b, "  %5u %6u", place, p);
            put_padded(b, x->score, 10);
            if (is_mp(sc)) {
                put_padded(b, x->top, 10);
                put_percent(b, x->top > 0 ? 100.0 * x->score / x->top : 0, 9);
            } else {
                put_padded(b, x->boards ? x->score / x->boards : 0, 11);
            }
            bm_buf_printf(b, " %7u", x->boards);
            if (bm_scoring_names_of(sc, p))
                bm_buf_puts(b, "  ");
            bm_scoring_put_names(b, sc, p, 0);
            bm_buf_puts(b, "\n");
        }
}

static void write_teams(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_puts(b, "\nMatches\n  teams       boards      IMPs            VP\n");
    for (size_t k = 0; k < sc->nmatches; k++) {
        const struct bm_match *m = &sc->match[k];
        char teams[32];
        snprintf(teams, sizeof teams, "%u v %u", m->team[0], m->team[1]);
        bm_buf_printf(b, "  %-10s %7u", teams, m->boards);
        put_padded(b, m->imps[0], 6);
        bm_buf_puts(b, " -");
        put_padded(b, m->imps[1], 4);
        put_vp(b, m->vp[0], 8);
        bm_buf_puts(b, " -");
        put_vp(b, m->vp[1], 6);
        bm_buf_puts(b, "\n");
    }
    bm_buf_puts(b, "\nRanking\n  place   team        VP  IMPs (net)  matches\n");
    for (unsigned place = 1; place <= sc->teams; place++)
        for (unsigned t = 1; t <= sc->teams; t++) {
            if (sc->team_place[t] != place)
                continue;
            bm_buf_printf(b, "  %5u %6u", place, t);
            put_vp(b, sc->team_vp[t], 10);
            put_padded(b, sc->team_imps[t], 12);
            bm_buf_printf(b, " %8u", sc->team_matches[t]);
            if (bm_scoring_names_of(sc, t))
                bm_buf_puts(b, "  ");
            bm_scoring_put_names(b, sc, t, 0);
            bm_buf_puts(b, "\n");
        }
}

enum bm_status bm_scoring_text(char **out, const struct bm_scoring *sc)
{
    BM_OUT_PARAM(out);
    BM_NEED(sc);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "Scored by %s (method %s)\n", sc->method_words,
                  bm_method_name(sc->opt.method));
    if (sc->opt.method == BM_METHOD_NEUBERG)
        bm_buf_printf(&b, "Every top is that of a board played %u times.\n", sc->most_plays);
    int leads = bm_scoring_has_leads(sc);
    for (unsigned bd = 1; bd <= sc->nboards; bd++)
        write_board(&b, sc, bd, leads);
    if (sc->event == BM_EVENT_TEAMS)
        write_teams(&b, sc);
    else
        for (unsigned f = sc->fields == 2 ? 1 : 0; f <= (unsigned)(sc->fields == 2 ? 2 : 0); f++)
            write_field(&b, sc, f);
    return bm_buf_finish(&b, out);
}
