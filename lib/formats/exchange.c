/* SPDX-License-Identifier: MIT */
/* The exchange formats' shared parts (exchange.h): options, cells as seated, losses. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/exchange.h"
#include "options/options.h"
#include "model/boards.h"
#include "model/sections.h"
#include "util/message.h"

/* ------------------------------------------------------------------------------------------ */
/* Options                                                                                    */

enum bm_status bm_exchange_options_read(struct bm_exchange_options *o,
                                        const struct bm_options *opt)
{
    memset(o, 0, sizeof *o);
    o->section[0] = 'A';
    o->sections = 1;
    enum bm_status st = bm_options_expect(opt, &bm_options_exchange, "bm_movement_write");
    if (st || !opt)
        return st;
    const char *section = bm_options_value(opt, "section");
    if (section[0] >= '0' && section[0] <= '9')
        bm_section_letter_of(o->section, (unsigned)strtoul(section, NULL, 10));
    else
        snprintf(o->section, sizeof o->section, "%s", section);
    o->sections = (unsigned)bm_options_number(opt, "sections");
    o->unswitched = bm_options_choice(opt, "partial_switches") == 1;
    o->placed = bm_options_given(opt, "section") || bm_options_given(opt, "sections");
    o->letters = bm_options_choice(opt, "section_ids") == 1;
    o->section_table = bm_options_choice(opt, "table") == 1;
    o->lf = bm_options_choice(opt, "line_ends") == 1;
    return BM_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* Losses                                                                                     */

void bm_losses_init(struct bm_losses *l)
{
    bm_buf_init(&l->b);
}

void bm_losses_free(struct bm_losses *l)
{
    bm_buf_free(&l->b);
}

void bm_losses_add(struct bm_losses *l, const char *fmt, ...)
{
    char clause[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(clause, sizeof clause, fmt, ap);
    va_end(ap);
    bm_buf_puts(bm_losses_clause(l), clause);
}

struct bm_buf *bm_losses_clause(struct bm_losses *l)
{
    if (l->b.len)
        bm_buf_puts(&l->b, "; ");
    return &l->b;
}

enum bm_status bm_losses_finish(struct bm_losses *l, const char *lead, char **notes)
{
    enum bm_status st = l->b.failed ? BM_ENOMEM : BM_OK;
    if (!st && l->b.len && notes) {
        struct bm_buf b;
        bm_buf_init(&b);
        bm_buf_printf(&b, "%s: %s", lead, l->b.data);
        st = bm_buf_finish(&b, notes);
    }
    bm_losses_free(l);
    return st;
}

enum bm_status bm_exchange_finish(enum bm_status st, struct bm_buf *b, struct bm_losses *l,
                                  const char *lead, char **out, char **notes)
{
    if (!st)
        st = bm_buf_finish(b, out);
    else
        bm_buf_free(b);
    if (st) {
        bm_losses_free(l);
    } else if ((st = bm_losses_finish(l, lead, notes))) {
        bm_free(*out);
        *out = NULL;
    }
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* Cells as seated                                                                            */

static unsigned switched_boards(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned n = 0;
    for (unsigned i = 1; c->active && c->set && i <= m->set_size[c->set - 1]; i++)
        n += (unsigned)bm_switch_bit(m, r, t, i);
    return n;
}

int bm_cell_all_switched(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    return c->active && c->set && switched_boards(m, r, t) == m->set_size[c->set - 1];
}

int bm_cell_partly_switched(const struct bm_movement *m, unsigned r, unsigned t)
{
    unsigned n = switched_boards(m, r, t);
    return n && !bm_cell_all_switched(m, r, t);
}

unsigned bm_row_seat(const struct bm_movement *m, unsigned r, unsigned t, unsigned k,
                     unsigned keep)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned p = c->seat[bm_seated_slot(m, k, bm_cell_all_switched(m, r, t))];
    return p && (p == keep || bm_is_present(m, p, r)) ? p : 0;
}

/* "boards 2 and 4" of cell (r, t) that are switched, for the messages. */
static void put_switched(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t)
{
    unsigned n = switched_boards(m, r, t), k = 0;
    const struct bm_cell *c = bm_cell_at(m, r, t);
    bm_buf_puts(b, n == 1 ? "board " : "boards ");
    for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++)
        if (bm_switch_bit(m, r, t, i)) {
            k++;
            bm_buf_printf(b, "%s%u", k == 1 ? "" : k == n ? " and " : ", ",
                          bm_board_of(m, c->set, i));
        }
}

enum bm_status bm_check_partial_switches(const struct bm_movement *m,
                                         const struct bm_exchange_options *o,
                                         const char *format, struct bm_losses *l)
{
    unsigned n = 0;
    struct bm_buf b;
    bm_buf_init(&b);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            if (!bm_cell_partly_switched(m, r, t))
                continue;
            if (!o->unswitched) {
                put_switched(&b, m, r, t);
                enum bm_status st = bm_fail(
                    BM_EUNSUPPORTED,
                    "round %u, table %u: %s of the round %s arrow-switched, the others not; "
                    "%s gives one seating per table and round, so it cannot say who sits NS on "
                    "which board. Switch whole rounds, or write such rounds unswitched (they "
                    "are then listed, to be switched by hand in the scoring program) with "
                    "partial_switches=unswitched",
                    r, t, b.failed ? "some boards" : b.data,
                    switched_boards(m, r, t) == 1 ? "is" : "are", format);
                bm_buf_free(&b);
                return st;
            }
            if (n++ < 4) {
                bm_buf_printf(&b, "%sround %u table %u (", n > 1 ? ", " : "", r, t);
                put_switched(&b, m, r, t);
                bm_buf_puts(&b, ")");
            }
        }
    if (n)
        bm_losses_add(l, "the arrow switches of %u table%s whose round is switched only in part, "
                         "written unswitched: %s%s",
                      n, n == 1 ? "" : "s", b.failed ? "" : b.data, n > 4 ? ", ..." : "");
    bm_buf_free(&b);
    return BM_OK;
}

/* When pair p is absent, in words: "every round", "rounds 1-2" (arriving late), "from round
 * 5" (leaving), or both ("round 1, from round 5"). */
static void absent_rounds(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    unsigned f = m->phantom_from[p], a = m->arrive_at[p];
    if (f == 1) {
        bm_buf_puts(b, "every round");
        return;
    }
    if (a == 2)
        bm_buf_puts(b, "round 1");
    else if (a > 2)
        bm_buf_printf(b, "rounds 1-%u", a - 1);
    if (f)
        bm_buf_printf(b, "%sfrom round %u", a > 1 ? ", " : "", f);
}

/* Absences in words: "14 (every round), 13 (from round 5), 15 (rounds 1-2)"; keep is left
 * out. */
static unsigned absences(struct bm_buf *b, const struct bm_movement *m, unsigned keep)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        if ((!m->phantom_from[p] && m->arrive_at[p] <= 1) || p == keep)
            continue;
        if (n++ >= 8)
            continue;
        bm_buf_printf(b, "%s%u (", n > 1 ? ", " : "", p);
        absent_rounds(b, m, p);
        bm_buf_puts(b, ")");
    }
    if (n > 8)
        bm_buf_puts(b, ", ...");
    return n;
}

/* The changes made mid-session (the grid and absences written hold their seating, not what
 * they were): named so that a reader of the file knows the spec alone does not build it. */
static void note_changes(const struct bm_movement *m, struct bm_losses *l)
{
    if (!m->nchanges)
        return;
    struct bm_buf b;
    bm_buf_init(&b);
    for (unsigned i = 0; i < m->nchanges; i++)
        bm_buf_printf(&b, "%s%s", i ? " " : "", m->changes[i].text);
    bm_losses_add(l, "the changes made mid-session (%s)", b.failed ? "" : b.data);
    bm_buf_free(&b);
}

void bm_note_row_losses(const struct bm_movement *m, struct bm_losses *l, unsigned keep)
{
    if (m->nstands)
        bm_losses_add(l, "%u relay/bye stand%s and the boards waiting on them", m->nstands,
                      m->nstands == 1 ? "" : "s");
    unsigned copies = 0, first = 0;
    size_t cells = (size_t)m->rounds * m->tables;
    for (size_t i = 0; i < cells; i++)
        if (m->cells[i].active) {
            copies = m->cells[i].copy > copies ? m->cells[i].copy : copies;
            first += m->cells[i].first != 0;
        }
    if (copies > 1)
        bm_losses_add(l, "board copies (cases): the tables play from up to %u copies of a set, "
                         "written as the same boards", copies);
    if (first)
        bm_losses_add(l, "the board each sharing table starts with (%u table%s and round%s)",
                      first, first == 1 ? "" : "s", first == 1 ? "" : "s");
    struct bm_buf b;
    bm_buf_init(&b);
    unsigned n = absences(&b, m, keep);
    if (n)
        bm_losses_add(l, "absent %s written as 0 (a sit-out) where absent: %s",
                      m->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs",
                      b.failed ? "" : b.data);
    bm_buf_free(&b);
    note_changes(m, l);
}

unsigned bm_missing_pair(const struct bm_movement *m)
{
    for (unsigned p = 1; m->event == BM_EVENT_PAIRS && p <= m->participants; p++)
        if (m->phantom_from[p] == 1)
            return p;
    return 0;
}

enum bm_status bm_check_team_numbers(const struct bm_movement *m, struct bm_losses *l,
                                     const char *format)
{
    unsigned n = bm_movement_teams(m);
    int standard = m->participants == 2 * n;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned k = 0; bm_cell_at(m, r, t)->active && k < 2; k++) {
                unsigned p = bm_row_seat(m, r, t, k, 0);
                if (p && !m->team_of[p])
                    return bm_fail(BM_EUNSUPPORTED,
                                   "pair %u (round %u, table %u) is in no team: %s names teams",
                                   p, r, t, format);
                if (p)
                    standard &= p == (k ? m->team_of[p] + n : m->team_of[p]);
            }
    if (!standard)
        bm_losses_add(l, "the pair numbers within the teams (read back as team k = pairs k, "
                         "sitting NS, and k + %u, sitting EW)", n);
    return BM_OK;
}

int bm_find_self_play(const struct bm_movement *m, unsigned *round, unsigned *table,
                      unsigned *who)
{
    unsigned seats = bm_seat_count(m);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            for (unsigned k = 0; c->active && k < seats; k++)
                for (unsigned j = k + 1; c->seat[k] && j < seats; j++)
                    if (c->seat[j] == c->seat[k]) {
                        *round = r;
                        *table = t;
                        *who = c->seat[k];
                        return 1;
                    }
        }
    return 0;
}
