/* SPDX-License-Identifier: MIT */
/* Writing Bridgemate RoundData (doc/formats.md): one CSV row per section, table and round,
 * the pairs as seated, the boards as a range. What the rows cannot hold is named in the
 * message; a round switched in part is refused unless written unswitched on request. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/exchange.h"
#include "model/sections.h"
#include "model/boards.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

#define HEADER "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards"
#define SECTION_HEADER "ID,Letter,Tables,MissingPair,Winners"

/* How the rows of one section are written. */
struct rd_section {
    const struct bm_movement *m;
    const char *letter;
    unsigned keep; /* the pair written by number although absent (the missing pair), or 0 */
    unsigned ghost; /* the number an empty seat is written as (a missing pair not in the
                       movement: an odd Howell's pair P + 1), or 0 */
};

/* An odd pairs movement leaves one seat empty each round where the missing pair would sit; a
 * scoring program numbers that pair (the Section table names it as missing), so the empty
 * seat is written as pair P + 1 when every round has one empty seat at most. */
static unsigned ghost_pair(const struct bm_movement *m, unsigned keep)
{
    if (m->event != BM_EVENT_PAIRS || keep)
        return 0;
    unsigned any = 0;
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned empty = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && !c->seat[0] != !c->seat[1])
                empty++;
        }
        if (empty > 1)
            return 0;
        any += empty;
    }
    return any ? m->participants + 1 : 0;
}

static void end_line(struct bm_buf *b, const struct bm_exchange_options *o)
{
    bm_buf_puts(b, o->lf ? "\n" : "\r\n");
}

/* What the row says in seat slot k: a team's number in a teams event, a participant's
 * otherwise (0 for an empty seat or an absent participant, the missing pair excepted). */
static unsigned row_number(const struct rd_section *x, unsigned r, unsigned t, unsigned k)
{
    const struct bm_movement *m = x->m;
    unsigned p = bm_row_seat(m, r, t, k, x->keep);
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!p && x->ghost && !c->seat[bm_seated_slot(m, k, bm_cell_all_switched(m, r, t))] &&
        c->seat[bm_seated_slot(m, 1 - k, bm_cell_all_switched(m, r, t))])
        return x->ghost;
    return p && m->event == BM_EVENT_TEAMS ? m->team_of[p] : p;
}

static void write_row(struct bm_buf *b, const struct rd_section *x, unsigned r, unsigned t,
                      const struct bm_exchange_options *o)
{
    const struct bm_movement *m = x->m;
    const struct bm_cell *c = bm_cell_at(m, r, t);
    int indiv = m->event == BM_EVENT_INDIVIDUAL;
    unsigned lo = 0, hi = 0;
    if (c->set) {
        lo = bm_board_of(m, c->set, 1);
        hi = bm_board_of(m, c->set, m->set_size[c->set - 1]);
    }
    if (o->letters)
        bm_buf_puts(b, x->letter);
    else
        bm_buf_printf(b, "%u", bm_section_id_of(x->letter));
    /* NSPair and EWPair are North and East in an individual: slots 0 and 2 */
    bm_buf_printf(b, ",%u,%u,%u,%u,%u,%u,", t, bm_round_label(m, r), row_number(x, r, t, 0),
                  row_number(x, r, t, indiv ? 2 : 1), lo, hi);
    if (indiv)
        bm_buf_printf(b, ",%u,%u", row_number(x, r, t, 1), row_number(x, r, t, 3));
    end_line(b, o);
}

/* The rows of a section: as the Bridgemate database keeps them, by table and within a table
 * by round; the letters form keeps the order of 1.0, by round. */
static void write_rows(struct bm_buf *b, const struct rd_section *x,
                       const struct bm_exchange_options *o)
{
    const struct bm_movement *m = x->m;
    unsigned outer = o->letters ? m->rounds : m->tables;
    unsigned inner = o->letters ? m->tables : m->rounds;
    for (unsigned i = 1; i <= outer && !b->failed; i++)
        for (unsigned j = 1; j <= inner; j++) {
            unsigned r = o->letters ? i : j, t = o->letters ? j : i;
            if (bm_cell_at(m, r, t)->active)
                write_row(b, x, r, t, o);
        }
}

/* Whether every pair sits in one direction only (a Mitchell: two winners). */
static int two_fields(const struct rd_section *x)
{
    const struct bm_movement *m = x->m;
    if (m->event != BM_EVENT_PAIRS)
        return 0;
    unsigned char *dir = bm_calloc((size_t)m->participants + 1, 1);
    int two = dir != NULL;
    for (unsigned r = 1; two && r <= m->rounds; r++)
        for (unsigned t = 1; two && t <= m->tables; t++)
            for (unsigned k = 0; two && bm_cell_at(m, r, t)->active && k < 2; k++) {
                unsigned p = bm_row_seat(m, r, t, k, x->keep);
                two = !p || !dir[p] || dir[p] == k + 1;
                if (p)
                    dir[p] = (unsigned char)(k + 1);
            }
    free(dir);
    return two;
}

/* The Section table's row of a section: its ID, letter, tables, missing pair and winners. */
static void write_section_row(struct bm_buf *b, const struct rd_section *x,
                              const struct bm_exchange_options *o)
{
    bm_buf_printf(b, "%u,%s,%u,%u,%u", bm_section_id_of(x->letter), x->letter, x->m->tables,
                  x->keep ? x->keep : x->ghost, two_fields(x) ? 2 : 1);
    end_line(b, o);
}

/* Every participant at one seat a round: a movement may seat one twice (JSON and EBUScore
 * hold rule breakers), but a RoundData file has one row per table and round, and a participant
 * in two rows of a round is a file the scoring programs refuse, as this library's reader does.
 * Absent participants are written as 0 and do not count, except the missing pair written by
 * number (keep): a seat of its own in a row. */
static enum bm_status check_seated_once(const struct bm_movement *m, unsigned keep)
{
    unsigned *round = bm_calloc((size_t)m->participants + 1, sizeof *round);
    unsigned *table = bm_calloc((size_t)m->participants + 1, sizeof *table);
    enum bm_status st = round && table ? BM_OK : BM_ENOMEM;
    const char *who = m->event == BM_EVENT_INDIVIDUAL ? "player" : "pair";
    for (unsigned r = 1; r <= m->rounds && !st; r++)
        for (unsigned t = 1; t <= m->tables && !st; t++) {
            if (!bm_cell_at(m, r, t)->active)
                continue;
            for (unsigned k = 0; k < bm_seat_count(m) && !st; k++) {
                unsigned p = bm_row_seat(m, r, t, k, keep);
                if (!p)
                    continue;
                if (round[p] == r) {
                    char where[48];
                    if (table[p] == t)
                        snprintf(where, sizeof where, "twice at table %u", t);
                    else
                        snprintf(where, sizeof where, "at tables %u and %u", table[p], t);
                    st = bm_fail(BM_EUNSUPPORTED, "round %u: %s %u is seated %s; RoundData has "
                                 "one row per table and round, and scoring programs refuse a "
                                 "%s in two places at once (JSON and EBUScore hold such a "
                                 "movement)", r, who, p, where, who);
                }
                round[p] = r;
                table[p] = t;
            }
        }
    free(round);
    free(table);
    return st;
}

/* One round of a teams event as its reader tells a teams section from a pairs one: the teams
 * with one pair seated (a number once) must not outnumber the empty seats (a pair facing a
 * bye). -1 when they do, else the number of teams with both pairs seated. count: zeroed, one
 * slot a team. */
static long teams_round(const struct bm_movement *m, unsigned r, unsigned *count)
{
    unsigned empty = 0, once = 0, both = 0;
    for (int pass = 0; pass < 3; pass++)
        for (unsigned t = 1; t <= m->tables; t++) {
            if (!bm_cell_at(m, r, t)->active)
                continue;
            for (unsigned k = 0; k < 2; k++) {
                unsigned p = bm_row_seat(m, r, t, k, 0), team = p ? m->team_of[p] : 0;
                if (pass == 0)
                    empty += !team;
                else if (pass == 1 && team)
                    count[team]++;
                else if (team && count[team]) {
                    once += count[team] == 1;
                    both += count[team] == 2;
                    count[team] = 0;
                }
            }
        }
    return once > empty ? -1 : (long)both;
}

/* A teams event is written by team number, and read back as teams only when every round has
 * that shape: otherwise the file would read back as a pairs event with pairs seated twice. */
static enum bm_status check_teams_shape(const struct bm_movement *m)
{
    unsigned *count = bm_calloc((size_t)m->participants + 1, sizeof *count);
    if (!count)
        return BM_ENOMEM;
    long both = 0;
    for (unsigned r = 1; r <= m->rounds && both >= 0; r++) {
        long b = teams_round(m, r, count);
        if (b < 0) {
            free(count);
            return bm_fail(BM_EUNSUPPORTED, "round %u: teams play with one pair only where no "
                           "bye explains it; RoundData numbers a teams event by team, and such "
                           "a file reads back as pairs (write JSON or EBUScore instead)", r);
        }
        both += b;
    }
    free(count);
    return both ? BM_OK
                : bm_fail(BM_EUNSUPPORTED, "no round seats both pairs of a team; RoundData "
                          "numbers a teams event by team, and such a file reads back as pairs "
                          "(write JSON or EBUScore instead)");
}

/* At least one row: a section where no table plays in any round would write no row at all,
 * leaving a file without it (or, alone, a header its readers refuse). */
static enum bm_status check_plays(const struct bm_movement *m)
{
    for (size_t i = 0; i < (size_t)m->rounds * m->tables; i++)
        if (m->cells[i].active)
            return BM_OK;
    return bm_fail(BM_EUNSUPPORTED, "no table plays in any round; RoundData has one row per "
                                    "table and round that plays, so it would hold nothing (JSON "
                                    "and grid text hold such a movement)");
}

/* Tables that never play and participants never seated: RoundData has rows only for tables
 * that play, so a reader counts neither. One pass over the cells. */
static enum bm_status note_unused(struct bm_losses *l, const struct bm_movement *m)
{
    unsigned char *plays = bm_calloc((size_t)m->tables + 1, 1);
    unsigned char *seated = bm_calloc((size_t)m->participants + 1, 1);
    if (!plays || !seated) {
        free(plays);
        free(seated);
        return BM_ENOMEM;
    }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            plays[t] |= c->active;
            for (unsigned k = 0; c->active && k < bm_seat_count(m); k++)
                seated[c->seat[k] <= m->participants ? c->seat[k] : 0] = 1;
        }
    unsigned idle = 0, unseated = 0;
    for (unsigned t = 1; t <= m->tables; t++)
        idle += !plays[t];
    for (unsigned p = 1; p <= m->participants; p++)
        unseated += !seated[p];
    free(plays);
    free(seated);
    if (idle)
        bm_losses_add(l, "%u table%s that never play%s (a reader counts only the tables in the "
                         "rows)", idle, idle == 1 ? "" : "s", idle == 1 ? "s" : "");
    if (unseated)
        bm_losses_add(l, "%u %s%s never seated (a reader counts only those in the rows)",
                      unseated, bm_participant_word(m->event), unseated == 1 ? "" : "s");
    return BM_OK;
}

/* The checks and losses of one section; its losses are prefixed with "section X: " when
 * several sections are written. */
static enum bm_status check_section(const struct rd_section *x,
                                    const struct bm_exchange_options *o, int named,
                                    struct bm_losses *all)
{
    const struct bm_movement *m = x->m;
    const char *letter = x->letter;
    struct bm_losses l;
    bm_losses_init(&l);
    enum bm_status st = bm_check_partial_switches(m, o, "RoundData", &l);
    if (!st)
        st = check_plays(m);
    if (!st)
        st = check_seated_once(m, x->keep);
    if (!st && m->event == BM_EVENT_TEAMS)
        st = check_teams_shape(m);
    if (!st) {
        bm_note_row_losses(m, &l, x->keep);
        st = note_unused(&l, m);
        if (!st && m->event == BM_EVENT_TEAMS)
            st = bm_check_team_numbers(m, &l, "a RoundData file of a teams event");
        if (st == BM_OK && l.b.failed)
            st = BM_ENOMEM;
        else if (l.b.len)
            bm_losses_add(all, "%s%s%s", named ? "section " : "", named ? letter : "",
                          named ? ": " : "");
    }
    if (!st && l.b.len)
        bm_buf_puts(&all->b, l.b.data);
    if (st == BM_EUNSUPPORTED && named)
        bm_fail_prefix(st, "section %s", letter);
    bm_losses_free(&l);
    return st;
}

enum bm_status bm_rounddata_write(char **out, const struct bm_movement *const *ms,
                                  const char *const *letters, unsigned n,
                                  const struct bm_exchange_options *o, char **notes)
{
    int indiv = ms[0]->event == BM_EVENT_INDIVIDUAL;
    for (unsigned i = 1; i < n; i++)
        if ((ms[i]->event == BM_EVENT_INDIVIDUAL) != indiv)
            return bm_fail(BM_EUNSUPPORTED,
                           "section %s is %s but section %s is not: one RoundData file holds "
                           "pairs (or teams) sections or individual ones",
                           letters[i], indiv ? "not an individual" : "an individual", letters[0]);
    struct bm_losses l;
    bm_losses_init(&l);
    struct bm_buf b;
    bm_buf_init(&b);
    enum bm_status st = BM_OK;
    struct rd_section *x = bm_calloc(n, sizeof *x);
    if (!x)
        st = BM_ENOMEM;
    for (unsigned i = 0; !st && i < n; i++) {
        unsigned keep = o->letters ? 0 : bm_missing_pair(ms[i]);
        x[i] = (struct rd_section){ms[i], letters[i], keep, o->letters ? 0 : ghost_pair(ms[i], keep)};
        st = check_section(&x[i], o, n > 1, &l);
    }
    bm_buf_puts(&b, o->section_table ? SECTION_HEADER : indiv ? HEADER ",South,West" : HEADER);
    end_line(&b, o);
    for (unsigned i = 0; !st && i < n; i++) {
        if (o->section_table)
            write_section_row(&b, &x[i], o);
        else
            write_rows(&b, &x[i], o);
    }
    free(x);
    /* RoundData has no column or table for a name: say so rather than drop it unseen */
    if (st == BM_OK && ms[0]->name && *ms[0]->name)
        bm_losses_add(&l, "%sthe movement's name (\"%s\")", n > 1 ? "every section: " : "",
                      ms[0]->name);
    if (st == BM_OK && o->section_table) { /* the Section table loses nothing of what it says */
        bm_losses_free(&l);
        bm_losses_init(&l);
    }
    return bm_exchange_finish(st, &b, &l, "RoundData does not hold", out, notes);
}
