/* SPDX-License-Identifier: MIT */
/* The results of a session, keyed by the movement: every play the movement schedules (a board
 * at a cell whose boards are played), grouped by board in round and table order, with the
 * seats as played, and what happened at each. A result is found from (round, table, board) in
 * constant time: a cell's place among the cells playing its set is the play's place on the
 * traveller of each of the set's boards. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

BM_EXPORT void bm_results_free(struct bm_results *r)
{
    if (!r)
        return;
    free(r->field);
    free(r->absent);
    free(r->team_of);
    free(r->board_first);
    free(r->plays);
    free(r->cell_set);
    free(r->cell_slot);
    free(r->set_base);
    free(r);
}

static enum bm_status alloc_tables(struct bm_results *r, const struct bm_movement *m)
{
    size_t cells = (size_t)m->rounds * m->tables, P = m->participants;
    r->field = bm_calloc(P + 1, 1);
    r->absent = bm_calloc(P + 1, 1);
    r->board_first = bm_calloc((size_t)r->nboards + 1, sizeof *r->board_first);
    r->cell_set = bm_calloc(cells, sizeof *r->cell_set);
    r->cell_slot = bm_calloc(cells, sizeof *r->cell_slot);
    r->set_base = bm_calloc((size_t)m->sets + 1, sizeof *r->set_base);
    if (m->event == BM_EVENT_TEAMS && m->team_of) {
        r->team_of = bm_malloc((P + 1) * sizeof *r->team_of);
        if (r->team_of)
            memcpy(r->team_of, m->team_of, (P + 1) * sizeof *r->team_of);
    }
    if (!r->field || !r->absent || !r->board_first || !r->cell_set || !r->cell_slot ||
        !r->set_base || (m->event == BM_EVENT_TEAMS && m->team_of && !r->team_of))
        return BM_ENOMEM;
    return BM_OK;
}

/* Number the played cells of each set in round and table order; every board of a set is
 * played at its set's cells, so board_first follows from the counts. */
static enum bm_status count_plays(struct bm_results *r, const struct bm_movement *m)
{
    unsigned *cells_of_set = bm_calloc((size_t)m->sets + 1, sizeof *cells_of_set);
    if (!cells_of_set)
        return BM_ENOMEM;
    for (unsigned s = 1; s <= m->sets; s++)
        r->set_base[s] = r->set_base[s - 1] + m->set_size[s - 1];
    for (unsigned rd = 1; rd <= m->rounds; rd++)
        for (unsigned t = 1; t <= m->tables; t++) {
            if (!bm_cell_played(m, bm_cell_at(m, rd, t), rd))
                continue;
            size_t c = (size_t)(rd - 1) * m->tables + (t - 1);
            unsigned set = bm_cell_at(m, rd, t)->set;
            r->cell_set[c] = set;
            r->cell_slot[c] = cells_of_set[set]++;
        }
    for (unsigned s = 1; s <= m->sets; s++)
        for (unsigned b = r->set_base[s - 1]; b < r->set_base[s]; b++) {
            r->board_first[b + 1] = r->board_first[b] + cells_of_set[s];
            if (cells_of_set[s] > r->most_plays)
                r->most_plays = cells_of_set[s];
        }
    free(cells_of_set);
    return BM_OK;
}

/* The seats of a cell's board as played: a switched board puts the NS side at EW. */
static void seat_play(struct bm_play *p, const struct bm_movement *m, unsigned rd, unsigned t,
                      unsigned position)
{
    const struct bm_cell *x = bm_cell_at(m, rd, t);
    int sw = bm_switch_bit(m, rd, t, position);
    p->round = bm_round_label(m, rd); /* as the room numbers it */
    p->table = t;
    if (m->event == BM_EVENT_INDIVIDUAL) {
        unsigned ns[2] = {x->seat[0], x->seat[1]}, ew[2] = {x->seat[2], x->seat[3]};
        memcpy(p->ns, sw ? ew : ns, sizeof p->ns);
        memcpy(p->ew, sw ? ns : ew, sizeof p->ew);
    } else {
        p->ns[0] = x->seat[sw ? 1 : 0];
        p->ew[0] = x->seat[sw ? 0 : 1];
    }
}

static enum bm_status fill_plays(struct bm_results *r, const struct bm_movement *m)
{
    size_t n = r->board_first[r->nboards];
    r->plays = bm_calloc(n ? n : 1, sizeof *r->plays);
    if (!r->plays)
        return BM_ENOMEM;
    for (unsigned rd = 1; rd <= m->rounds; rd++)
        for (unsigned t = 1; t <= m->tables; t++) {
            size_t c = (size_t)(rd - 1) * m->tables + (t - 1);
            unsigned set = r->cell_set[c];
            for (unsigned i = 1; set && i <= m->set_size[set - 1]; i++) {
                unsigned b = r->set_base[set - 1] + i - 1;
                seat_play(&r->plays[r->board_first[b] + r->cell_slot[c]], m, rd, t, i);
            }
        }
    return BM_OK;
}

/* Who is ranked, and in which field: a movement that keeps the NS and EW fields apart (the
 * analysis calls it decoupled) ranks them separately, each pair in the field it sits in. */
static enum bm_status find_fields(struct bm_results *r, const struct bm_movement *m)
{
    for (unsigned p = 1; p <= m->participants; p++) {
        r->absent[p] = 1;
        for (unsigned rd = 1; rd <= m->rounds && r->absent[p]; rd++)
            r->absent[p] = !bm_is_present(m, p, rd);
    }
    r->fields = 1;
    if (m->event != BM_EVENT_PAIRS)
        return BM_OK;
    struct bm_analysis *an = NULL;
    int decoupled = 0;
    enum bm_status st = bm_analysis_new(&an, m);
    if (!st)
        st = bm_analysis_flag(&decoupled, an, BM_FLAG_DECOUPLED);
    bm_analysis_free(an);
    if (st || !decoupled)
        return st;
    r->fields = 2;
    for (unsigned p = 1; p <= m->participants; p++)
        r->field[p] = 2;
    for (size_t c = 0; c < (size_t)m->rounds * m->tables; c++)
        if (m->cells[c].active && m->cells[c].seat[0] && m->cells[c].seat[0] <= m->participants)
            r->field[m->cells[c].seat[0]] = 1;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_results_new(struct bm_results **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    if (!m)
        return bm_fail(BM_EINVAL, "the movement is NULL");
    struct bm_results *r = bm_calloc(1, sizeof *r);
    if (!r)
        return bm_fail(BM_ENOMEM, "out of memory");
    r->event = m->event;
    r->participants = m->participants;
    r->rounds = m->rounds;
    r->tables = m->tables;
    r->teams = m->event == BM_EVENT_TEAMS ? bm_movement_teams(m) : 0;
    r->first_board = m->first_board;
    r->first_round = m->first_round;
    r->nboards = bm_movement_boards(m);
    enum bm_status st = alloc_tables(r, m);
    if (!st)
        st = count_plays(r, m);
    if (!st)
        st = fill_plays(r, m);
    if (!st)
        st = find_fields(r, m);
    if (st) {
        bm_results_free(r);
        return bm_fail(st, "out of memory");
    }
    *out = r;
    return BM_OK;
}

unsigned bm_results_board_number(const struct bm_results *r, unsigned b)
{
    return r->first_board + b - 1;
}

/* The board numbers a set covers, for messages. */
static void describe_set(char *buf, size_t n, const struct bm_results *r, unsigned set)
{
    unsigned lo = bm_results_board_number(r, r->set_base[set - 1] + 1),
             hi = bm_results_board_number(r, r->set_base[set]);
    if (lo == hi)
        snprintf(buf, n, "board %u", lo);
    else
        snprintf(buf, n, "boards %u-%u", lo, hi);
}

enum bm_status bm_results_find(struct bm_play **out, const struct bm_results *r, unsigned round,
                               unsigned table, unsigned board)
{
    *out = NULL;
    if (round < r->first_round || round - r->first_round >= r->rounds)
        return bm_fail(BM_ERANGE, "round %u: the movement has rounds %u-%u", round,
                       r->first_round, r->first_round + r->rounds - 1);
    unsigned label = round;
    round -= r->first_round - 1; /* the results name rounds as the room does */
    if (!table || table > r->tables)
        return bm_fail(BM_ERANGE, "table %u: the movement has tables 1-%u", table,
                       r->tables);
    if (board < r->first_board || board - r->first_board >= r->nboards)
        return bm_fail(BM_ERANGE, "board %u: the movement has boards %u-%u", board,
                       r->first_board, r->first_board + r->nboards - 1);
    size_t c = (size_t)(round - 1) * r->tables + (table - 1);
    unsigned b = board - r->first_board; /* 0-based */
    unsigned set = r->cell_set[c];
    if (!set)
        return bm_fail(BM_ERANGE,
                       "no boards are played at table %u in round %u (the table is idle, or a "
                       "phantom pair or an empty seat is there)",
                       table, label);
    if (b < r->set_base[set - 1] || b >= r->set_base[set]) {
        char plays[40];
        describe_set(plays, sizeof plays, r, set);
        return bm_fail(BM_ERANGE,
                       "board %u is not played at table %u in round %u (that table plays %s)",
                       board, table, label, plays);
    }
    *out = &r->plays[r->board_first[b] + r->cell_slot[c]];
    return BM_OK;
}

enum bm_status bm_score_check(long long score, const char *what)
{
    if (score < -BM_MAX_SCORE || score > BM_MAX_SCORE || score % 10 != 0)
        return bm_fail(BM_ERANGE, "%s %lld: a score is a multiple of 10 within -%d..%d", what,
                       score, BM_MAX_SCORE, BM_MAX_SCORE);
    return BM_OK;
}

/* One code at p: "A+", "A" or "A-"; the length read, 0 if none. */
static size_t artificial_code(unsigned char *code, const char *p)
{
    if (*p != 'A' && *p != 'a')
        return 0;
    if (p[1] == '+') {
        *code = BM_AVERAGE_PLUS;
        return 2;
    }
    if (p[1] == '-') {
        *code = BM_AVERAGE_MINUS;
        return 2;
    }
    *code = BM_AVERAGE;
    return 1;
}

enum bm_status bm_artificial_parse(unsigned char art[2], const char *text)
{
    size_t n = artificial_code(&art[0], text);
    art[1] = art[0];
    if (n && text[n] == '/') {
        size_t k = artificial_code(&art[1], text + n + 1);
        n = k ? n + 1 + k : 0;
    }
    if (!n || text[n])
        return bm_fail(BM_EPARSE,
                       "artificial score \"%.20s\": expected A+, A or A- (average plus, average, "
                       "average minus), one for both sides or NS/EW such as A+/A-",
                       text);
    return BM_OK;
}

void bm_artificial_format(char *buf, size_t n, const unsigned char art[2])
{
    static const char *const code[] = {"?", "A-", "A", "A+"};
    snprintf(buf, n, "%s/%s", code[art[0] <= 3 ? art[0] : 0], code[art[1] <= 3 ? art[1] : 0]);
}

/* ---- the setters: everything is checked before the play changes ---- */

/* The opening of every setter: the message cleared, no NULL argument (text, named what, when
 * the setter takes one), the play found. */
static enum bm_status open_play(struct bm_play **p, struct bm_results *r, const char *text,
                                const char *what, unsigned round, unsigned table, unsigned board)
{
    *p = NULL;
    if (!r || (what && !text))
        return bm_fail(BM_EINVAL, "%s is NULL", r ? what : "results");
    return bm_results_find(p, r, round, table, board);
}

/* The play emptied and given its new kind. */
static void renew(struct bm_play *p, enum bm_play_kind kind)
{
    p->kind = (unsigned char)kind;
    p->split = p->has_contract = 0;
    p->ns_score = p->ew_score = 0;
    p->art[0] = p->art[1] = 0;
    p->declarer = p->tricks = 0;
    memset(&p->contract, 0, sizeof p->contract);
    p->lead[0] = '\0';
}

BM_EXPORT enum bm_status bm_results_set_contract(struct bm_results *r, uint32_t round,
                                                 uint32_t table, uint32_t board,
                                                 const char *contract, enum bm_direction declarer,
                                                 uint32_t tricks)
{
    struct bm_play *p;
    struct bm_contract c;
    enum bm_vulnerability vul;
    enum bm_status st = open_play(&p, r, contract, "contract", round, table, board);
    if (!st)
        st = bm_contract_parse(&c, contract);
    if (st)
        return st;
    if (c.level && (declarer < BM_DIRECTION_NORTH || declarer > BM_DIRECTION_WEST))
        return bm_fail(BM_EINVAL, "declarer %d: expected N, E, S or W (1-4)",
                       (int)declarer);
    if (c.level && tricks > 13)
        return bm_fail(BM_ERANGE, "tricks %u: a declarer takes 0-13 tricks", tricks);
    bm_board_vulnerability(&vul, NULL, board);
    renew(p, BM_PLAY_SCORE);
    p->has_contract = 1;
    p->contract = c;
    if (c.level) {
        int score = bm_contract_score(&c, tricks, bm_side_vulnerable(vul, declarer));
        int ns = declarer == BM_DIRECTION_NORTH || declarer == BM_DIRECTION_SOUTH;
        p->declarer = (unsigned char)declarer;
        p->tricks = (unsigned char)tricks;
        p->ns_score = ns ? score : -score;
        p->ew_score = -p->ns_score;
    }
    return BM_OK;
}

static enum bm_status set_scores(struct bm_results *r, unsigned round, unsigned table,
                                 unsigned board, int ns_score, int ew_score, int split)
{
    struct bm_play *p;
    enum bm_status st = open_play(&p, r, NULL, NULL, round, table, board);
    if (!st)
        st = bm_score_check(ns_score, split ? "NS score" : "score");
    if (!st && split)
        st = bm_score_check(ew_score, "EW score");
    if (st)
        return st;
    renew(p, BM_PLAY_SCORE);
    p->split = (unsigned char)split;
    p->ns_score = ns_score;
    p->ew_score = split ? ew_score : -ns_score;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_results_set_score(struct bm_results *r, uint32_t round, uint32_t table,
                                              uint32_t board, int32_t ns_score)
{
    return set_scores(r, round, table, board, ns_score, 0, 0);
}

BM_EXPORT enum bm_status bm_results_set_split(struct bm_results *r, uint32_t round, uint32_t table,
                                              uint32_t board, int32_t ns_score, int32_t ew_score)
{
    return set_scores(r, round, table, board, ns_score, ew_score, 1);
}

BM_EXPORT enum bm_status bm_results_set_artificial(struct bm_results *r, uint32_t round,
                                                   uint32_t table, uint32_t board,
                                                   const char *artificial)
{
    struct bm_play *p;
    unsigned char art[2];
    enum bm_status st =
        open_play(&p, r, artificial, "artificial", round, table, board);
    if (!st)
        st = bm_artificial_parse(art, artificial);
    if (st)
        return st;
    renew(p, BM_PLAY_ARTIFICIAL);
    memcpy(p->art, art, sizeof p->art);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_results_set_not_played(struct bm_results *r, uint32_t round,
                                                   uint32_t table, uint32_t board)
{
    struct bm_play *p;
    enum bm_status st = open_play(&p, r, NULL, NULL, round, table, board);
    if (!st)
        renew(p, BM_PLAY_NOT_PLAYED);
    return st;
}

BM_EXPORT enum bm_status bm_results_set_lead(struct bm_results *r, uint32_t round, uint32_t table,
                                             uint32_t board, const char *lead)
{
    struct bm_play *p;
    char card[BM_LEAD_SIZE];
    enum bm_status st = open_play(&p, r, lead, "lead", round, table, board);
    if (!st)
        st = bm_lead_parse(card, lead);
    if (st)
        return st;
    if (p->kind != BM_PLAY_SCORE || !p->has_contract || !p->contract.level)
        return bm_fail(BM_EINVAL, "round %u, table %u, board %u has no contract played: a "
                       "lead is recorded after the contract (bm_results_set_contract())",
                       round, table, board);
    memcpy(p->lead, card, sizeof card);
    return BM_OK;
}
