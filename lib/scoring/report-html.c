/* SPDX-License-Identifier: MIT */
/* The scored session as a page to publish or print: how it was scored, the ranking (each
 * field on its own when the movement keeps them apart; a teams event's matches and teams),
 * every board's traveller with each side's points, and every participant's personal score
 * card (the boards it played, its opponents, its score and points on each). One HTML file
 * with its style inline, nothing fetched; a traveller or card is never split across sheets
 * when printed. */
#include <stdio.h>

#include "model/model.h"
#include "scoring/scoring-private.h"
#include "util/buf.h"

static const char style[] =
    "body{font-family:sans-serif;font-size:10pt;margin:1em}"
    "h1{font-size:16pt}h2{font-size:13pt;margin:.8em 0 .3em}"
    "table{border-collapse:collapse;margin-bottom:.6em}"
    "th,td{border:1px solid #888;padding:1px 6px;text-align:right}"
    "th{background:#eee}td.l,th.l{text-align:left}"
    "section{break-inside:avoid;page-break-inside:avoid}"
    "section.travellers,section.cards{break-inside:auto;page-break-inside:auto}"
    "div.board,div.card{break-inside:avoid;page-break-inside:avoid;display:inline-block;"
    "vertical-align:top;margin-right:1em}"
    "@media print{body{margin:0}}";

static int is_mp(const struct bm_scoring *sc)
{
    return bm_method_is_matchpoints(sc->opt.method);
}

static void cell_number(struct bm_buf *b, double x)
{
    char text[64];
    bm_format_number(text, sizeof text, x, 2);
    bm_buf_printf(b, "<td>%s</td>", text);
}

/* A percentage, always with two decimals (50.40, 50.00), as in the text report. */
static void cell_percent(struct bm_buf *b, double x)
{
    bm_buf_printf(b, "<td>%.2f</td>", x);
}

static void put_who(struct bm_buf *b, const unsigned who[2], int individual)
{
    if (individual)
        bm_buf_printf(b, "<td>%u-%u</td>", who[0], who[1]);
    else
        bm_buf_printf(b, "<td>%u</td>", who[0]);
}

/* An empty cell for the lead where the page has the column (`leads`). */
static const char *no_lead(int leads)
{
    return leads ? "<td></td>" : "";
}

/* Contract, declarer, the lead (with `leads`, bm_scoring_has_leads(): written as the results
 * give it, "SK", "H10", as the contract is, "4S"), tricks and the score to NS (sign > 0) or
 * EW (sign < 0). */
static void put_result(struct bm_buf *b, const struct bm_play *p, int sign, int leads)
{
    char text[32];
    switch (p->kind) {
    case BM_PLAY_SCORE:
        if (p->has_contract && p->contract.level) {
            bm_contract_format(text, sizeof text, &p->contract);
            bm_buf_printf(b, "<td class=\"l\">%s</td><td>%s</td>", text,
                          bm_direction_letter(p->declarer));
            if (leads)
                bm_buf_printf(b, "<td class=\"l\">%s</td>", p->lead);
            bm_buf_printf(b, "<td>%u</td>", p->tricks);
        } else {
            bm_buf_printf(b, "<td class=\"l\">%s</td><td></td>%s<td></td>",
                          p->has_contract ? "PASS" : "", no_lead(leads));
        }
        bm_buf_printf(b, "<td>%d</td>", sign > 0 ? p->ns_score : p->ew_score);
        break;
    case BM_PLAY_ARTIFICIAL:
        bm_artificial_format(text, sizeof text, p->art);
        bm_buf_printf(b, "<td class=\"l\">%s</td><td></td>%s<td></td><td></td>", text,
                      no_lead(leads));
        break;
    case BM_PLAY_NOT_PLAYED:
        bm_buf_printf(b, "<td class=\"l\">not played</td><td></td>%s<td></td><td></td>",
                      no_lead(leads));
        break;
    default:
        bm_buf_printf(b, "<td class=\"l\">no result</td><td></td>%s<td></td><td></td>",
                      no_lead(leads));
        break;
    }
}

/* The headings of the result columns, from the contract to the score. */
static void put_result_heads(struct bm_buf *b, int leads)
{
    bm_buf_printf(b, "<th class=\"l\">contract</th><th>by</th>%s<th>tricks</th><th>score</th>",
                  leads ? "<th class=\"l\">lead</th>" : "");
}

static int has_points(const struct bm_play *p)
{
    return p->kind == BM_PLAY_SCORE || p->kind == BM_PLAY_ARTIFICIAL;
}

static const char *points_word(const struct bm_scoring *sc)
{
    return is_mp(sc) ? "MP" : "IMPs";
}

static void write_traveller(struct bm_buf *b, const struct bm_scoring *sc, unsigned bd,
                            int leads)
{
    int individual = sc->event == BM_EVENT_INDIVIDUAL;
    bm_buf_printf(b, "<div class=\"board\"><h2>Board %u</h2><table>",
                  bm_scoring_board_number(sc, bd));
    bm_buf_puts(b, "<tr><th>round</th><th>table</th><th>NS</th><th>EW</th>");
    put_result_heads(b, leads);
    bm_buf_printf(b, "<th>NS %s</th><th>EW %s</th></tr>", points_word(sc), points_word(sc));
    for (size_t i = sc->board_first[bd - 1]; i < sc->board_first[bd]; i++) {
        const struct bm_play *p = &sc->plays[i];
        bm_buf_printf(b, "<tr><td>%u</td><td>%u</td>", p->round, p->table);
        put_who(b, p->ns, individual);
        put_who(b, p->ew, individual);
        put_result(b, p, 1, leads);
        if (has_points(p)) {
            cell_number(b, sc->ns_points[i]);
            cell_number(b, sc->ew_points[i]);
        } else {
            bm_buf_puts(b, "<td></td><td></td>");
        }
        bm_buf_puts(b, "</tr>");
    }
    bm_buf_puts(b, "</table>");
    if (is_mp(sc) && sc->event != BM_EVENT_TEAMS) {
        char top[64];
        bm_format_number(top, sizeof top, sc->board_top[bd - 1], 2);
        bm_buf_printf(b, "<p>%u result%s, top %s</p>", sc->board_results[bd - 1],
                      sc->board_results[bd - 1] == 1 ? "" : "s", top);
    }
    bm_buf_puts(b, "</div>\n");
}

static void write_field(struct bm_buf *b, const struct bm_scoring *sc, unsigned field)
{
    static const char *const heading[] = {"Ranking", "Ranking of the NS field",
                                          "Ranking of the EW field"};
    const char *who = bm_participant_word(sc->event);
    bm_buf_printf(b, "<section class=\"ranking\"><h2>%s</h2><table><tr><th>place</th><th>%s</th>"
                     "<th>score</th>%s<th>boards</th><th class=\"l\">names</th></tr>",
                  heading[field], who,
                  is_mp(sc) ? "<th>top</th><th>percent</th>" : "<th>per board</th>");
    for (unsigned place = 1; place <= sc->participants; place++)
        for (unsigned p = 1; p <= sc->participants; p++) {
            const struct bm_score_pair *x = &sc->pair[p];
            if (sc->absent[p] || sc->field[p] != field || x->place != place)
                continue;
            bm_buf_printf(b, "<tr><td>%u</td><td>%u</td>", place, p);
            cell_number(b, x->score);
            if (is_mp(sc)) {
                cell_number(b, x->top);
                cell_percent(b, x->top > 0 ? 100.0 * x->score / x->top : 0);
            } else {
                cell_number(b, x->boards ? x->score / x->boards : 0);
            }
            bm_buf_printf(b, "<td>%u</td><td class=\"l\">", x->boards);
            bm_scoring_put_names(b, sc, p, 1);
            bm_buf_puts(b, "</td></tr>");
        }
    bm_buf_puts(b, "</table></section>\n");
}

static void write_teams(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_puts(b, "<section class=\"ranking\"><h2>Ranking</h2><table><tr><th>place</th>"
                   "<th>team</th><th>VP</th><th>IMPs (net)</th><th>matches</th>"
                   "<th class=\"l\">names</th></tr>");
    for (unsigned place = 1; place <= sc->teams; place++)
        for (unsigned t = 1; t <= sc->teams; t++)
            if (sc->team_place[t] == place) {
                bm_buf_printf(b, "<tr><td>%u</td><td>%u</td><td>%.2f</td>", place, t,
                              sc->team_vp[t]);
                cell_number(b, sc->team_imps[t]);
                bm_buf_printf(b, "<td>%u</td><td class=\"l\">", sc->team_matches[t]);
                bm_scoring_put_names(b, sc, t, 1);
                bm_buf_puts(b, "</td></tr>");
            }
    bm_buf_puts(b, "</table><h2>Matches</h2><table><tr><th>teams</th><th>boards</th>"
                   "<th>IMPs</th><th>VP</th></tr>");
    for (size_t k = 0; k < sc->nmatches; k++) {
        const struct bm_match *m = &sc->match[k];
        char i0[32], i1[32];
        bm_format_number(i0, sizeof i0, m->imps[0], 2);
        bm_format_number(i1, sizeof i1, m->imps[1], 2);
        bm_buf_printf(b, "<tr><td>%u v %u</td><td>%u</td><td>%s - %s</td>"
                         "<td>%.2f - %.2f</td></tr>",
                      m->team[0], m->team[1], m->boards, i0, i1, m->vp[0], m->vp[1]);
    }
    bm_buf_puts(b, "</table></section>\n");
}

/* Whether participant p sat at play q, and on which side (1 NS, -1 EW, 0 not there). */
static int side_of(const struct bm_play *q, unsigned p)
{
    if (q->ns[0] == p || q->ns[1] == p)
        return 1;
    if (q->ew[0] == p || q->ew[1] == p)
        return -1;
    return 0;
}

/* A participant's personal score card: every board it was seated for, as seated. */
static void write_card(struct bm_buf *b, const struct bm_scoring *sc, unsigned p, int leads)
{
    int individual = sc->event == BM_EVENT_INDIVIDUAL;
    const char *who = bm_participant_word(sc->event);
    bm_buf_printf(b, "<div class=\"card\"><h2>%c%s %u", who[0] - 'a' + 'A', who + 1, p);
    if (sc->event != BM_EVENT_TEAMS && bm_scoring_names_of(sc, p)) { /* teams: names by team */
        bm_buf_puts(b, ": ");
        bm_scoring_put_names(b, sc, p, 1);
    }
    bm_buf_puts(b, "</h2><table><tr><th>board</th>"
                   "<th>round</th><th>table</th><th>seat</th><th>against</th>");
    put_result_heads(b, leads);
    bm_buf_printf(b, "<th>%s</th></tr>", points_word(sc));
    for (unsigned bd = 1; bd <= sc->nboards; bd++)
        for (size_t i = sc->board_first[bd - 1]; i < sc->board_first[bd]; i++) {
            const struct bm_play *q = &sc->plays[i];
            int side = side_of(q, p);
            if (!side)
                continue;
            bm_buf_printf(b, "<tr><td>%u</td><td>%u</td><td>%u</td><td>%s</td>",
                          bm_scoring_board_number(sc, bd), q->round, q->table,
                          side > 0 ? "NS" : "EW");
            put_who(b, side > 0 ? q->ew : q->ns, individual);
            put_result(b, q, side, leads);
            if (has_points(q))
                cell_number(b, side > 0 ? sc->ns_points[i] : sc->ew_points[i]);
            else
                bm_buf_puts(b, "<td></td>");
            bm_buf_puts(b, "</tr>");
        }
    const struct bm_score_pair *x = &sc->pair[p];
    bm_buf_puts(b, "</table>");
    if (sc->event != BM_EVENT_TEAMS) {
        char score[64], pc[64];
        bm_format_number(score, sizeof score, x->score, 2);
        bm_format_number(pc, sizeof pc, x->top > 0 ? 100.0 * x->score / x->top : 0, 2);
        if (is_mp(sc))
            bm_buf_printf(b, "<p>total %s, %s%%, place %u</p>", score, pc, x->place);
        else
            bm_buf_printf(b, "<p>total %s IMPs, place %u</p>", score, x->place);
    }
    bm_buf_puts(b, "</div>\n");
}

/* The page's head, its title and how it was scored. */
static void write_head(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_printf(b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                     "<title>Results</title><style>%s</style></head><body>\n<h1>Results</h1>"
                     "<p>Scored by %s (method %s).</p>\n",
                  style, sc->method_words, bm_method_name(sc->opt.method));
}

/* One section's ranking, travellers and score cards; `of` names the section in the
 * headings of a page of several ("" on a page of one). */
static void write_body(struct bm_buf *b, const struct bm_scoring *sc, const char *of)
{
    if (sc->event == BM_EVENT_TEAMS)
        write_teams(b, sc);
    else
        for (unsigned f = sc->fields == 2 ? 1 : 0; f <= (unsigned)(sc->fields == 2 ? 2 : 0); f++)
            write_field(b, sc, f);
    int leads = bm_scoring_has_leads(sc);
    bm_buf_printf(b, "<section class=\"travellers\"><h1>Travellers%s</h1>\n", of);
    for (unsigned bd = 1; bd <= sc->nboards; bd++)
        write_traveller(b, sc, bd, leads);
    bm_buf_printf(b, "</section>\n<section class=\"cards\"><h1>Personal score cards%s</h1>\n",
                  of);
    for (unsigned p = 1; p <= sc->participants; p++)
        if (!sc->absent[p])
            write_card(b, sc, p, leads);
    bm_buf_puts(b, "</section>\n");
}

enum bm_status bm_scoring_html(char **out, const struct bm_scoring *sc)
{
    struct bm_buf b;
    bm_buf_init(&b);
    write_head(&b, sc);
    write_body(&b, sc, "");
    bm_buf_puts(&b, "</body></html>\n");
    return bm_buf_finish(&b, out);
}

enum bm_status bm_scoring_html_sections(char **out, const struct bm_scoring *const *sc,
                                        unsigned count, const char *const *letters)
{
    struct bm_buf b;
    bm_buf_init(&b);
    write_head(&b, sc[0]); /* the sections share their method (report-sections.c) */
    for (unsigned k = 0; k < count; k++) {
        char of[32];
        snprintf(of, sizeof of, ", section %s", letters[k]);
        bm_buf_printf(&b, "<article class=\"section\" id=\"section-%s\"><h1>Section %s</h1>\n",
                      letters[k], letters[k]);
        write_body(&b, sc[k], of);
        bm_buf_puts(&b, "</article>\n");
    }
    bm_buf_puts(&b, "</body></html>\n");
    return bm_buf_finish(&b, out);
}
