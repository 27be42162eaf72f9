/* SPDX-License-Identifier: MIT */
/* The scored session as JSON (doc/scoring.md lists the keys): participants with totals and
 * places, every board's plays as seated with each side's points, and a teams event's teams and
 * matches. Numbers are written with at most six decimals, whole numbers without any. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

void bm_format_number(char *text, size_t size, double x, int decimals)
{
    snprintf(text, size, "%.*f", decimals, x);
    if (strchr(text, '.')) {
        size_t n = strlen(text);
        while (text[n - 1] == '0')
            text[--n] = '\0';
        if (text[n - 1] == '.')
            text[--n] = '\0';
    }
    if (strcmp(text, "-0") == 0)
        snprintf(text, size, "0");
}

void bm_put_number(struct bm_buf *b, double x, int decimals)
{
    char text[64];
    bm_format_number(text, sizeof text, x, decimals);
    bm_buf_puts(b, text);
}

static int is_mp(const struct bm_scoring *sc)
{
    return bm_method_is_matchpoints(sc->opt.method);
}

static void put_key_number(struct bm_buf *b, const char *key, double x)
{
    bm_buf_printf(b, ", \"%s\": ", key);
    bm_put_number(b, x, 6);
}

static const char *const field_name[] = {"all", "ns", "ew"};

static void write_participants(struct bm_buf *b, const struct bm_scoring *sc)
{
    int individual = sc->event == BM_EVENT_INDIVIDUAL;
    bm_buf_printf(b, "  \"%s\": [", individual ? "players" : "pairs");
    for (unsigned p = 1; p <= sc->participants; p++) {
        const struct bm_score_pair *x = &sc->pair[p];
        bm_buf_printf(b, "%s\n    {\"%s\": %u", p > 1 ? "," : "", individual ? "player" : "pair",
                      p);
        put_key_number(b, "score", x->score);
        if (is_mp(sc)) {
            put_key_number(b, "top", x->top);
            put_key_number(b, "percent", x->top > 0 ? 100.0 * x->score / x->top : 0);
        } else {
            bm_buf_puts(b, ", \"top\": null, \"percent\": null");
        }
        bm_buf_printf(b, ", \"boards\": %u, \"place\": ", x->boards);
        if (sc->absent[p])
            bm_buf_puts(b, "null");
        else
            bm_buf_printf(b, "%u", x->place);
        bm_buf_printf(b, ", \"field\": \"%s\"}", field_name[sc->field[p] <= 2 ? sc->field[p] : 0]);
    }
    bm_buf_puts(b, "\n  ],\n");
}

static void write_side(struct bm_buf *b, const char *key, const unsigned who[2], int individual)
{
    if (individual)
        bm_buf_printf(b, ", \"%s\": [%u, %u]", key, who[0], who[1]);
    else
        bm_buf_printf(b, ", \"%s\": %u", key, who[0]);
}

static void write_result(struct bm_buf *b, const struct bm_play *p)
{
    char text[16];
    switch (p->kind) {
    case BM_PLAY_SCORE:
        if (p->has_contract) {
            bm_contract_format(text, sizeof text, &p->contract);
            bm_buf_printf(b, ", \"contract\": \"%s\"", text);
            if (p->contract.level)
                bm_buf_printf(b, ", \"declarer\": \"%s\", \"tricks\": %u",
                              bm_direction_letter(p->declarer), p->tricks);
            if (p->lead[0]) /* since 1.1, where a lead was recorded */
                bm_buf_printf(b, ", \"lead\": \"%s\"", p->lead);
        }
        bm_buf_printf(b, ", \"ns_score\": %d", p->ns_score);
        if (p->split)
            bm_buf_printf(b, ", \"ew_score\": %d", p->ew_score);
        break;
    case BM_PLAY_ARTIFICIAL:
        bm_artificial_format(text, sizeof text, p->art);
        bm_buf_printf(b, ", \"artificial\": \"%s\"", text);
        break;
    case BM_PLAY_NOT_PLAYED: bm_buf_puts(b, ", \"not_played\": true"); break;
    default: bm_buf_puts(b, ", \"missing\": true"); break;
    }
}

static void write_play(struct bm_buf *b, const struct bm_scoring *sc, size_t i)
{
    const struct bm_play *p = &sc->plays[i];
    int individual = sc->event == BM_EVENT_INDIVIDUAL;
    bm_buf_printf(b, "{\"round\": %u, \"table\": %u", p->round, p->table);
    write_side(b, "ns", p->ns, individual);
    write_side(b, "ew", p->ew, individual);
    write_result(b, p);
    if (p->kind == BM_PLAY_SCORE || p->kind == BM_PLAY_ARTIFICIAL) {
        put_key_number(b, is_mp(sc) ? "ns_mp" : "ns_imps", sc->ns_points[i]);
        put_key_number(b, is_mp(sc) ? "ew_mp" : "ew_imps", sc->ew_points[i]);
    }
    bm_buf_puts(b, "}");
}

static void write_boards(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_puts(b, "  \"boards\": [");
    for (unsigned bd = 1; bd <= sc->nboards; bd++) {
        bm_buf_printf(b, "%s\n    {\"board\": %u, \"results\": %u", bd > 1 ? "," : "",
                      bm_scoring_board_number(sc, bd), sc->board_results[bd - 1]);
        if (is_mp(sc) && sc->event != BM_EVENT_TEAMS)
            put_key_number(b, "top", sc->board_top[bd - 1]);
        bm_buf_puts(b, ", \"plays\": [");
        for (size_t i = sc->board_first[bd - 1]; i < sc->board_first[bd]; i++) {
            bm_buf_puts(b, i > sc->board_first[bd - 1] ? ",\n      " : "\n      ");
            write_play(b, sc, i);
        }
        bm_buf_puts(b, "]}");
    }
    bm_buf_puts(b, "\n  ]");
}

static void write_teams(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_puts(b, "  \"teams\": [");
    for (unsigned t = 1; t <= sc->teams; t++) {
        bm_buf_printf(b, "%s\n    {\"team\": %u", t > 1 ? "," : "", t);
        put_key_number(b, "vp", sc->team_vp[t]);
        put_key_number(b, "imps", sc->team_imps[t]);
        bm_buf_printf(b, ", \"matches\": %u, \"place\": %u}", sc->team_matches[t],
                      sc->team_place[t]);
    }
    bm_buf_puts(b, "\n  ],\n  \"matches\": [");
    for (size_t k = 0; k < sc->nmatches; k++) {
        const struct bm_match *m = &sc->match[k];
        bm_buf_printf(b, "%s\n    {\"teams\": [%u, %u], \"boards\": %u, \"imps\": [", k ? "," : "",
                      m->team[0], m->team[1], m->boards);
        bm_put_number(b, m->imps[0], 6);
        bm_buf_puts(b, ", ");
        bm_put_number(b, m->imps[1], 6);
        bm_buf_puts(b, "], \"vp\": [");
        bm_put_number(b, m->vp[0], 2);
        bm_buf_puts(b, ", ");
        bm_put_number(b, m->vp[1], 2);
        bm_buf_puts(b, "], \"board_imps\": [");
        for (size_t i = m->first; i < m->first + m->count; i++) {
            const struct bm_match_board *mb = &sc->match_boards[i];
            bm_buf_printf(b, "%s{\"board\": %u, \"imps\": [", i > m->first ? ", " : "",
                          bm_scoring_board_number(sc, mb->board));
            bm_put_number(b, mb->imps[0], 6);
            bm_buf_puts(b, ", ");
            bm_put_number(b, mb->imps[1], 6);
            bm_buf_puts(b, "]}");
        }
        bm_buf_puts(b, "]}");
    }
    bm_buf_puts(b, "\n  ],\n");
}

enum bm_status bm_scoring_json(char **out, const struct bm_scoring *sc)
{
    BM_OUT_PARAM(out);
    BM_NEED(sc);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "{\n  \"method\": \"%s\", \"scale\": %u, \"most_plays\": %u,\n",
                  bm_method_name(sc->opt.method), sc->opt.scale, sc->most_plays);
    bm_buf_puts(&b, "  \"description\": ");
    bm_buf_json_string(&b, sc->method_words);
    bm_buf_puts(&b, ",\n");
    if (sc->event == BM_EVENT_TEAMS)
        write_teams(&b, sc);
    else
        write_participants(&b, sc);
    write_boards(&b, sc);
    bm_buf_puts(&b, "\n}\n");
    return bm_buf_finish(&b, out);
}
