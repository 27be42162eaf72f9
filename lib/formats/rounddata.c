/* SPDX-License-Identifier: MIT */
/* Writing Bridgemate RoundData (doc/formats.md): one CSV row per section, table and round,
 * the pairs as seated, the boards as a range. What the rows cannot hold is named in the
 * message; a round switched in part is refused unless written unswitched on request. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/exchange.h"
#include "formats/teams.h"
#include "model/boards.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

#define HEADER "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards"

static void write_rows(struct bm_buf *b, const struct bm_movement *m, const char *letter)
{
    int indiv = m->event == BM_EVENT_INDIVIDUAL;
    for (unsigned r = 1; r <= m->rounds && !b->failed; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active)
                continue;
            unsigned lo = 0, hi = 0;
            if (c->set) {
                lo = bm_board_of(m, c->set, 1);
                hi = bm_board_of(m, c->set, m->set_size[c->set - 1]);
            }
            /* NSPair and EWPair are North and East in an individual: slots 0 and 2 */
            bm_buf_printf(b, "%s,%u,%u,%u,%u,%u,%u,", letter, t, r, bm_row_seat(m, r, t, 0, 0),
                          bm_row_seat(m, r, t, indiv ? 2 : 1, 0), lo, hi);
            if (indiv)
                bm_buf_printf(b, ",%u,%u", bm_row_seat(m, r, t, 1, 0),
                              bm_row_seat(m, r, t, 3, 0));
            bm_buf_puts(b, "\n");
        }
}

/* Team membership in the text header's form: "1+5 2+6 ...". */
static void note_teams(struct bm_losses *l, const struct bm_movement *m)
{
    unsigned teams = bm_movement_teams(m);
    if (m->event != BM_EVENT_TEAMS || !teams)
        return;
    struct bm_buf *b = bm_losses_clause(l);
    bm_buf_puts(b, "team membership (RoundData numbers pairs; the teams are");
    bm_put_teams(b, m);
    bm_buf_puts(b, ")");
}

/* Every participant at one seat a round: a movement may seat one twice (JSON and EBUScore
 * hold rule breakers), but a RoundData file has one row per table and round, and a participant
 * in two rows of a round is a file the scoring programs refuse, as this library's reader does.
 * Absent participants are written as 0, so they do not count. */
static enum bm_status check_seated_once(const struct bm_movement *m)
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
                unsigned p = bm_row_seat(m, r, t, k, 0);
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
static enum bm_status check_section(const struct bm_movement *m, const char *letter,
                                    const struct bm_exchange_options *o, int named,
                                    struct bm_losses *all)
{
    struct bm_losses l;
    bm_losses_init(&l);
    enum bm_status st = bm_check_partial_switches(m, o, "RoundData", &l);
    if (!st)
        st = check_plays(m);
    if (!st)
        st = check_seated_once(m);
    if (!st) {
        bm_note_row_losses(m, &l, 0);
        st = note_unused(&l, m);
        note_teams(&l, m);
        if (st || l.b.failed)
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
    for (unsigned i = 0; !st && i < n; i++)
        st = check_section(ms[i], letters[i], o, n > 1, &l);
    bm_buf_puts(&b, indiv ? HEADER ",South,West\n" : HEADER "\n");
    for (unsigned i = 0; !st && i < n; i++)
        write_rows(&b, ms[i], letters[i]);
    return bm_exchange_finish(st, &b, &l, "RoundData does not hold", out, notes);
}
