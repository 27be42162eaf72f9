/* SPDX-License-Identifier: MIT */
/* The scored session in USEBIO 1.2 (the EBU's "Universal Standard for Exchange of Bridge
 * Information Over XML", which club websites and the EBU's ranking take): the event, its one
 * session and section, the participants with their places and totals (and names where the
 * scoring has them), every board's traveller lines with each side's points; a teams event
 * gives its teams and its matches, each with its boards' IMPs and both tables' lines. Element
 * names and their order follow the published USEBIO 1.2 element list (doc/formats.md). */
#include <stdio.h>
#include <string.h>

#include <bridgemove/version.h>

#include "scoring/scoring-private.h"
#include "util/buf.h"
#include "util/markup.h"
#include "util/message.h"

static void element_text(struct bm_buf *b, int indent, const char *name, const char *text)
{
    bm_buf_printf(b, "%*s<%s>", indent, "", name);
    bm_buf_markup(b, text);
    bm_buf_printf(b, "</%s>\n", name);
}

static void element_uint(struct bm_buf *b, int indent, const char *name, unsigned x)
{
    bm_buf_printf(b, "%*s<%s>%u</%s>\n", indent, "", name, x, name);
}

static void element_number(struct bm_buf *b, int indent, const char *name, double x)
{
    char text[64];
    bm_format_number(text, sizeof text, x, 2);
    element_text(b, indent, name, text);
}

/* USEBIO's word for how each board was scored. */
static const char *board_scoring(const struct bm_scoring *sc)
{
    if (sc->event == BM_EVENT_TEAMS)
        return "IMPS";
    switch (sc->opt.method) {
    case BM_METHOD_IMPS: return "CROSS_IMPS";
    case BM_METHOD_BUTLER: return "BUTLER_IMPS";
    default: return "MATCH_POINTS";
    }
}

/* An artificial score as USEBIO writes an adjusted one: "A" and each side's percentage
 * ("A6040" for average plus to NS and average minus to EW, with the 60 and 40 in force). */
static void put_adjusted(struct bm_buf *b, const struct bm_scoring *sc, const struct bm_play *p)
{
    unsigned pc[2];
    for (int k = 0; k < 2; k++)
        pc[k] = p->art[k] == BM_AVERAGE_PLUS   ? sc->opt.average_plus
                : p->art[k] == BM_AVERAGE_MINUS ? sc->opt.average_minus
                                                : sc->opt.average;
    bm_buf_printf(b, "<SCORE>A%u%u</SCORE>\n", pc[0], pc[1]);
}

/* What happened at the table: contract, declarer, lead, tricks and the score to NS. */
static void put_outcome(struct bm_buf *b, int in, const struct bm_scoring *sc,
                        const struct bm_play *p)
{
    if (p->kind == BM_PLAY_ARTIFICIAL) {
        bm_buf_printf(b, "%*s", in, "");
        put_adjusted(b, sc, p);
        return;
    }
    if (p->has_contract && p->contract.level) {
        char text[32];
        bm_contract_format(text, sizeof text, &p->contract);
        element_text(b, in, "CONTRACT", text);
        element_text(b, in, "PLAYED_BY", bm_direction_letter(p->declarer));
        if (p->lead[0]) /* where one was recorded, between the declarer and the tricks */
            element_text(b, in, "LEAD", p->lead);
        element_uint(b, in, "TRICKS", p->tricks);
    } else if (p->has_contract) {
        element_text(b, in, "CONTRACT", "PASS");
    }
    bm_buf_printf(b, "%*s<SCORE>%d</SCORE>\n", in, "", p->ns_score);
}

static int has_points(const struct bm_play *p)
{
    return p->kind == BM_PLAY_SCORE || p->kind == BM_PLAY_ARTIFICIAL;
}

static void put_players(struct bm_buf *b, int in, const struct bm_scoring *sc, unsigned number)
{
    const char *const *names = bm_scoring_names_of(sc, number);
    for (unsigned k = 0; names && names[k]; k++) {
        if (sc->event == BM_EVENT_TEAMS && k == 0)
            continue; /* a team's first name is the team's own */
        bm_buf_printf(b, "%*s<PLAYER>\n", in, "");
        element_text(b, in + 2, "PLAYER_NAME", names[k]);
        bm_buf_printf(b, "%*s</PLAYER>\n", in, "");
    }
}

static void write_pair(struct bm_buf *b, const struct bm_scoring *sc, unsigned p)
{
    const struct bm_score_pair *x = &sc->pair[p];
    bm_buf_puts(b, "          <PAIR>\n");
    element_uint(b, 12, "PAIR_NUMBER", p);
    if (sc->fields == 2)
        element_text(b, 12, "DIRECTION", sc->field[p] == 1 ? "NS" : "EW");
    put_players(b, 12, sc, p);
    element_uint(b, 12, "PLACE", x->place);
    element_number(b, 12, "TOTAL_SCORE", x->score);
    if (bm_method_is_matchpoints(sc->opt.method))
        element_number(b, 12, "PERCENTAGE", x->top > 0 ? 100.0 * x->score / x->top : 0);
    bm_buf_puts(b, "          </PAIR>\n");
}

static void write_line(struct bm_buf *b, const struct bm_scoring *sc, size_t i)
{
    const struct bm_play *p = &sc->plays[i];
    int mp = bm_method_is_matchpoints(sc->opt.method);
    bm_buf_puts(b, "          <TRAVELLER_LINE>\n");
    element_uint(b, 12, "NS_PAIR_NUMBER", p->ns[0]);
    element_uint(b, 12, "EW_PAIR_NUMBER", p->ew[0]);
    put_outcome(b, 12, sc, p);
    element_number(b, 12, mp ? "NS_MATCH_POINTS" : "NS_IMPS", sc->ns_points[i]);
    element_number(b, 12, mp ? "EW_MATCH_POINTS" : "EW_IMPS", sc->ew_points[i]);
    bm_buf_puts(b, "          </TRAVELLER_LINE>\n");
}

static void write_pairs_section(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_puts(b, "        <PARTICIPANTS>\n");
    for (unsigned p = 1; p <= sc->participants; p++)
        if (!sc->absent[p])
            write_pair(b, sc, p);
    bm_buf_puts(b, "        </PARTICIPANTS>\n");
    for (unsigned bd = 1; bd <= sc->nboards; bd++) {
        unsigned lines = 0; /* a board nobody scored has no element */
        for (size_t i = sc->board_first[bd - 1]; i < sc->board_first[bd]; i++)
            lines += (unsigned)has_points(&sc->plays[i]);
        if (!lines)
            continue;
        bm_buf_puts(b, "        <BOARD>\n");
        element_uint(b, 10, "BOARD_NUMBER", bm_scoring_board_number(sc, bd));
        for (size_t i = sc->board_first[bd - 1]; i < sc->board_first[bd]; i++)
            if (has_points(&sc->plays[i]))
                write_line(b, sc, i);
        bm_buf_puts(b, "        </BOARD>\n");
    }
}

static unsigned team_of(const struct bm_scoring *sc, unsigned pair)
{
    return pair && sc->team_of ? sc->team_of[pair] : 0;
}

static void write_team(struct bm_buf *b, const struct bm_scoring *sc, unsigned t)
{
    const char *const *names = bm_scoring_names_of(sc, t);
    char own[32];
    snprintf(own, sizeof own, "Team %u", t);
    bm_buf_printf(b, "          <TEAM TEAM_ID=\"%u\" TEAM_NAME=\"", t);
    bm_buf_markup(b, names && names[0] ? names[0] : own);
    bm_buf_puts(b, "\">\n");
    element_uint(b, 12, "PLACE", sc->team_place[t]);
    element_number(b, 12, "TOTAL_SCORE", sc->team_vp[t]);
    put_players(b, 12, sc, t);
    bm_buf_puts(b, "          </TEAM>\n");
}

/* One board of a match: the team's IMPs and both tables' lines, each with the side the
 * first team sat. */
static void write_match_board(struct bm_buf *b, const struct bm_scoring *sc,
                              const struct bm_match *m, const struct bm_match_board *mb)
{
    bm_buf_puts(b, "          <BOARD>\n");
    element_uint(b, 12, "BOARD_NUMBER", bm_scoring_board_number(sc, mb->board));
    element_number(b, 12, "IMPS", mb->imps[0]);
    for (size_t i = sc->board_first[mb->board - 1]; i < sc->board_first[mb->board]; i++) {
        const struct bm_play *p = &sc->plays[i];
        unsigned ns = team_of(sc, p->ns[0]), ew = team_of(sc, p->ew[0]);
        int home_ns = ns == m->team[0] && ew == m->team[1];
        if (!home_ns && !(ns == m->team[1] && ew == m->team[0]))
            continue;
        bm_buf_puts(b, "            <TRAVELLER_LINE>\n");
        element_text(b, 14, "DIRECTION", home_ns ? "NS" : "EW");
        element_uint(b, 14, "NS_PAIR_NUMBER", p->ns[0]);
        element_uint(b, 14, "EW_PAIR_NUMBER", p->ew[0]);
        put_outcome(b, 14, sc, p);
        bm_buf_puts(b, "            </TRAVELLER_LINE>\n");
    }
    bm_buf_puts(b, "          </BOARD>\n");
}

static void write_teams_section(struct bm_buf *b, const struct bm_scoring *sc)
{
    bm_buf_puts(b, "        <PARTICIPANTS>\n");
    for (unsigned t = 1; t <= sc->teams; t++)
        write_team(b, sc, t);
    bm_buf_puts(b, "        </PARTICIPANTS>\n");
    for (size_t k = 0; k < sc->nmatches; k++) {
        const struct bm_match *m = &sc->match[k];
        bm_buf_puts(b, "        <MATCH>\n");
        element_uint(b, 10, "TEAM", m->team[0]);
        element_uint(b, 10, "OPPOSING_TEAM", m->team[1]);
        element_number(b, 10, "TEAM_SCORE", m->vp[0]);
        element_number(b, 10, "OPPOSING_TEAM_SCORE", m->vp[1]);
        for (size_t j = m->first; j < m->first + m->count; j++)
            write_match_board(b, sc, m, &sc->match_boards[j]);
        bm_buf_puts(b, "        </MATCH>\n");
    }
}

/* The document's opening and the event's own elements, up to its one session; the event is
 * that of sc, its sections those of a session of `boards` boards. */
static void write_event_head(struct bm_buf *b, const struct bm_scoring *sc, unsigned boards)
{
    int teams = sc->event == BM_EVENT_TEAMS;
    bm_buf_puts(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<!DOCTYPE USEBIO SYSTEM \"http://www.usebio.org/files/usebio_v1_2.dtd\">\n"
                   "<USEBIO Version=\"1.2\">\n");
    const struct bm_score_config *o = &sc->opt;
    if (o->club[0] || o->club_id[0]) { /* the options club and club_id */
        bm_buf_puts(b, "  <CLUB>\n");
        if (o->club[0])
            element_text(b, 4, "CLUB_NAME", o->club);
        if (o->club_id[0])
            element_text(b, 4, "CLUB_ID_NUMBER", o->club_id);
        bm_buf_puts(b, "  </CLUB>\n");
    }
    bm_buf_printf(b, "  <EVENT EVENT_TYPE=\"%s\">\n", teams ? "TEAMS" : "PAIRS");
    element_text(b, 4, "PROGRAM_NAME", "bridgemove");
    element_text(b, 4, "PROGRAM_VERSION", bm_version_string());
    element_text(b, 4, "EVENT_DESCRIPTION", o->event_name[0] ? o->event_name : "Results");
    if (o->date[0])
        element_text(b, 4, "DATE", o->date);
    element_uint(b, 4, "WINNER_TYPE", sc->fields == 2 ? 2 : 1);
    element_text(b, 4, "BOARD_SCORING_METHOD", board_scoring(sc));
    if (teams)
        element_text(b, 4, "MATCH_SCORING_METHOD", "VPS");
    element_uint(b, 4, "BOARDS_PLAYED", boards);
    bm_buf_puts(b, "    <SESSION SESSION_ID=\"1\">\n");
}

static void write_section(struct bm_buf *b, const struct bm_scoring *sc, const char *letter)
{
    bm_buf_printf(b, "      <SECTION SECTION_ID=\"%s\">\n", letter);
    if (sc->event == BM_EVENT_TEAMS)
        write_teams_section(b, sc);
    else
        write_pairs_section(b, sc);
    bm_buf_puts(b, "      </SECTION>\n");
}

/* caller: the public function the report was asked of, which the message names. */
static enum bm_status no_individual(const char *caller)
{
    return bm_fail(BM_EUNSUPPORTED, "%s: USEBIO (XML) is written for pairs and teams events; an "
                                    "individual event offers text, JSON or HTML", caller);
}

enum bm_status bm_scoring_usebio(char **out, const struct bm_scoring *sc)
{
    const char *const letter = "A";
    return bm_scoring_usebio_sections(out, &sc, 1, &letter, "bm_scoring_report");
}

enum bm_status bm_scoring_usebio_sections(char **out, const struct bm_scoring *const *sc,
                                          unsigned count, const char *const *letters,
                                          const char *caller)
{
    if (sc[0]->event == BM_EVENT_INDIVIDUAL)
        return no_individual(caller);
    unsigned boards = 0; /* the session's boards: the most any section played */
    for (unsigned k = 0; k < count; k++)
        boards = sc[k]->nboards > boards ? sc[k]->nboards : boards;
    struct bm_buf b;
    bm_buf_init(&b);
    write_event_head(&b, sc[0], boards);
    for (unsigned k = 0; k < count; k++)
        write_section(&b, sc[k], letters[k]);
    bm_buf_puts(&b, "    </SESSION>\n  </EVENT>\n</USEBIO>\n");
    return bm_buf_finish(&b, out);
}
