/* SPDX-License-Identifier: MIT */
/* The travellers (boards.h) as text and JSON: the boards to prepare with the reason a set needs
 * several copies, then every board's plays in round order, as seated. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/boards.h"
#include "model/plays.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/form.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

/* ------------------------------------------------------------------------------------------ */
/* Boards to prepare                                                                          */

static void put_boards(struct bm_buf *b, unsigned lo, unsigned hi)
{
    if (lo == hi)
        bm_buf_printf(b, "board %u", lo);
    else
        bm_buf_printf(b, "boards %u-%u", lo, hi);
}

/* The round in which the tables play set from the most distinct copies at once, and how many
 * (the first such round). The index lists the set's plays by round, then copy: one pass. */
static unsigned busiest_round(const struct bm_movement *m, unsigned set, unsigned *round)
{
    const struct bm_plays *p = m->plays;
    unsigned best = 0, r = 0, n = 0, last_copy = 0;
    *round = 0;
    for (uint32_t i = p->first[set]; i < p->first[set + 1]; i++) {
        unsigned cr = p->by_copy[i] / p->tables + 1, copy = m->cells[p->by_copy[i]].copy;
        if (cr != r) {
            r = cr;
            n = 0;
        }
        if (n == 0 || copy != last_copy)
            n++;
        last_copy = copy;
        if (n > best) {
            best = n;
            *round = r;
        }
    }
    return best;
}

/* "tables 1, 2 and 5": the tables playing set in round r. */
static void tables_playing(struct bm_buf *b, const struct bm_movement *m, unsigned set,
                           unsigned r)
{
    unsigned n = 0, listed = 0;
    for (unsigned t = 1; t <= m->tables; t++)
        n += bm_cell_at(m, r, t)->active && bm_cell_at(m, r, t)->set == set;
    bm_buf_puts(b, n == 1 ? "table " : "tables ");
    for (unsigned t = 1; t <= m->tables; t++)
        if (bm_cell_at(m, r, t)->active && bm_cell_at(m, r, t)->set == set) {
            listed++;
            bm_buf_printf(b, "%s%u", listed == 1 ? "" : listed == n ? " and " : ", ", t);
        }
}

/* Why set needs copies copies: the round in which the tables play it from the most copies at
 * once; or, when no round has two at tables, that the copy is in use (e.g. on a stand). */
static void copies_reason(struct bm_buf *b, const struct bm_movement *m, unsigned set,
                          unsigned copies)
{
    unsigned best_r, best = busiest_round(m, set, &best_r);
    if (best < 2) {
        bm_buf_printf(b, "copy %u is in use", copies);
        return;
    }
    tables_playing(b, m, set, best_r);
    bm_buf_puts(b, " play ");
    put_boards(b, bm_board_of(m, set, 1), bm_board_of(m, set, m->set_size[set - 1]));
    bm_buf_printf(b, " at once in round %u, from %u copies", bm_round_label(m, best_r), best);
}

static void put_copies(struct bm_buf *b, unsigned c)
{
    if (c == 0)
        bm_buf_puts(b, "not played");
    else if (c == 1)
        bm_buf_puts(b, "one copy");
    else
        bm_buf_printf(b, "%u copies of each", c);
}

/* "boards 1-3 and 7-9": the sets with c copies, adjacent sets joined into one range. */
static void put_sets_with(struct bm_buf *b, const struct bm_movement *m, const unsigned *copies,
                          unsigned c)
{
    unsigned ranges = 0;
    for (unsigned s = 1; s <= m->sets; s++) {
        if (copies[s] != c || (s > 1 && copies[s - 1] == c))
            continue;
        unsigned e = s;
        while (e < m->sets && copies[e + 1] == c)
            e++;
        bm_buf_puts(b, ranges++ ? ", " : "");
        put_boards(b, bm_board_of(m, s, 1), bm_board_of(m, e, m->set_size[e - 1]));
    }
}

/* The distinct copy counts in ascending order, one at a time: the next value above after,
 * or 0 when there is none (after = 0 starts at the smallest, "not played" included). */
static int next_count(const struct bm_movement *m, const unsigned *copies, int after,
                      unsigned *c)
{
    int found = 0;
    for (unsigned s = 1; s <= m->sets; s++)
        if ((after < 0 || copies[s] > (unsigned)after) && (!found || copies[s] < *c)) {
            *c = copies[s];
            found = 1;
        }
    return found;
}

static void prepare_text(struct bm_buf *b, const struct bm_movement *m, const unsigned *copies,
                         unsigned total)
{
    bm_buf_printf(b, "Boards to prepare: %u (", total);
    unsigned c = 0, groups = 0;
    for (int after = -1; next_count(m, copies, after, &c); after = (int)c) {
        bm_buf_puts(b, groups++ ? "; " : "");
        put_sets_with(b, m, copies, c);
        bm_buf_puts(b, ": ");
        put_copies(b, c);
    }
    bm_buf_puts(b, ").\n");
    for (int after = 1; next_count(m, copies, after, &c); after = (int)c) {
        for (unsigned s = 1; s <= m->sets; s++)
            if (copies[s] == c) {
                bm_buf_printf(b, "%u copies: ", c);
                copies_reason(b, m, s, c);
                bm_buf_puts(b, ".\n");
                break;
            }
    }
}

static void prepare_json(struct bm_buf *b, const struct bm_movement *m, const unsigned *copies,
                         unsigned total)
{
    bm_buf_printf(b, "  \"boards_to_prepare\": %u,\n  \"sets\": [", total);
    for (unsigned s = 1; s <= m->sets; s++) {
        bm_buf_printf(b, "%s\n    {\"set\": %u, \"first_board\": %u, \"last_board\": %u, "
                         "\"copies\": %u",
                      s > 1 ? "," : "", s, bm_board_of(m, s, 1),
                      bm_board_of(m, s, m->set_size[s - 1]), copies[s]);
        if (copies[s] > 1) {
            struct bm_buf why;
            bm_buf_init(&why);
            copies_reason(&why, m, s, copies[s]);
            bm_buf_puts(b, ", \"reason\": ");
            bm_buf_json_string(b, why.failed ? "" : why.data);
            b->failed |= why.failed;
            bm_buf_free(&why);
        }
        bm_buf_puts(b, "}");
    }
    bm_buf_puts(b, "\n  ],\n");
}

/* ------------------------------------------------------------------------------------------ */
/* The plays of a board                                                                       */

static const char *const seat_names[2][4] = {{"NS", "EW", "", ""}, {"N", "S", "E", "W"}};
static const char *const seat_keys[2][4] = {{"ns", "ew", "", ""}, {"n", "s", "e", "w"}};

/* Who sits in seat slot k at cell c for the board at pos, as seated. */
static unsigned seated(const struct bm_movement *m, unsigned r, unsigned t, unsigned pos,
                       unsigned k)
{
    return bm_cell_at(m, r, t)->seat[bm_seated_slot(m, k, bm_switch_bit(m, r, t, pos))];
}

/* The first absent (or missing) seat of a sit-out, in words: "pair 14 is absent". */
static void sitout_words(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                         const struct bm_cell *c)
{
    const char *who = bm_participant_word(m->event);
    for (unsigned k = 0; k < bm_seat_count(m); k++) {
        if (!c->seat[k]) {
            bm_buf_puts(b, "a seat is empty");
            return;
        }
        if (!bm_is_present(m, c->seat[k], r)) {
            bm_buf_printf(b, "%s %u is absent", who, c->seat[k]);
            return;
        }
    }
}

static void board_text(struct bm_buf *b, const struct bm_movement *m, unsigned set, unsigned pos)
{
    unsigned plays = 0, sitouts = 0, indiv = m->event == BM_EVENT_INDIVIDUAL, r, t;
    unsigned count = bm_plays_count(m->plays, set);
    for (unsigned i = 0; i < count; i++) {
        bm_plays_at(m->plays, set, i, &r, &t);
        bm_cell_sits_out(m, r, bm_cell_at(m, r, t)) ? sitouts++ : plays++;
    }
    bm_buf_printf(b, "\nBoard %u: played %u time%s", bm_board_of(m, set, pos), plays,
                  plays == 1 ? "" : "s");
    if (sitouts)
        bm_buf_printf(b, ", %u sit-out%s", sitouts, sitouts == 1 ? "" : "s");
    bm_buf_puts(b, "\n");
    for (unsigned i = 0; i < count; i++) {
        bm_plays_at(m->plays, set, i, &r, &t);
        const struct bm_cell *c = bm_cell_at(m, r, t);
        bm_buf_printf(b, "Round %u, table %u:", bm_round_label(m, r), t);
        for (unsigned k = 0; k < bm_seat_count(m); k++)
            bm_buf_printf(b, "%s %s %u", k ? "," : "", seat_names[indiv][k],
                          seated(m, r, t, pos, k));
        if (bm_switch_bit(m, r, t, pos))
            bm_buf_puts(b, " (arrow-switched)");
        if (bm_cell_sits_out(m, r, c)) {
            bm_buf_puts(b, " (sit-out: ");
            sitout_words(b, m, r, c);
            bm_buf_puts(b, ")");
        }
        bm_buf_puts(b, "\n");
    }
}

static void board_json(struct bm_buf *b, const struct bm_movement *m, unsigned set, unsigned pos)
{
    unsigned n = 0, indiv = m->event == BM_EVENT_INDIVIDUAL, r, t;
    bm_buf_printf(b, "    {\"board\": %u, \"set\": %u, \"plays\": [", bm_board_of(m, set, pos),
                  set);
    for (unsigned i = 0; i < bm_plays_count(m->plays, set); i++) {
        bm_plays_at(m->plays, set, i, &r, &t);
        const struct bm_cell *c = bm_cell_at(m, r, t);
        bm_buf_printf(b, "%s\n      {\"round\": %u, \"table\": %u", n++ ? "," : "", r, t);
        for (unsigned k = 0; k < bm_seat_count(m); k++)
            bm_buf_printf(b, ", \"%s\": %u", seat_keys[indiv][k], seated(m, r, t, pos, k));
        if (bm_switch_bit(m, r, t, pos))
            bm_buf_puts(b, ", \"switched\": true");
        if (bm_cell_sits_out(m, r, c))
            bm_buf_puts(b, ", \"sitout\": true");
        bm_buf_puts(b, "}");
    }
    bm_buf_puts(b, n ? "\n    ]}" : "]}");
}

/* ------------------------------------------------------------------------------------------ */
/* The whole                                                                                  */

typedef void (*board_fn)(struct bm_buf *, const struct bm_movement *, unsigned, unsigned);

static enum bm_status travellers(char **out, const struct bm_movement *m, unsigned board,
                                 int json)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    unsigned set = 0, pos = 0, total = 0;
    if (board && !bm_board_locate(m, board, &set, &pos))
        return bm_fail_board(m, board);
    unsigned *copies = bm_calloc((size_t)m->sets + 1, sizeof *copies);
    if (!copies)
        return BM_ENOMEM;
    bm_sets_copies(m, copies);
    for (unsigned s = 1; s <= m->sets; s++)
        total += m->set_size[s - 1] * copies[s];
    struct bm_buf b;
    bm_buf_init(&b);
    board_fn each = json ? board_json : board_text;
    if (json) {
        bm_buf_puts(&b, "{\n");
        prepare_json(&b, m, copies, total);
        bm_buf_puts(&b, "  \"boards\": [\n");
    } else {
        prepare_text(&b, m, copies, total);
    }
    free(copies);
    unsigned n = 0;
    for (unsigned s = 1; s <= m->sets && !b.failed; s++)
        for (unsigned i = 1; i <= m->set_size[s - 1]; i++)
            if (!board || (s == set && i == pos)) {
                if (json && n++)
                    bm_buf_puts(&b, ",\n");
                each(&b, m, s, i);
            }
    if (json)
        bm_buf_puts(&b, "\n  ]\n}\n");
    return bm_buf_finish(&b, out);
}

static enum bm_status travellers_text(char **out, const struct bm_movement *m,
                                               uint32_t board)
{
    return travellers(out, m, board, 0);
}

static enum bm_status travellers_json(char **out, const struct bm_movement *m,
                                               uint32_t board)
{
    return travellers(out, m, board, 1);
}

BM_EXPORT enum bm_status bm_travellers_report(char **out, const struct bm_movement *m,
                                              uint32_t board, enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    struct bm_plays plays; /* each traveller lists its board's plays */
    struct bm_movement view;
    st = bm_plays_open(&plays, &view, m);
    if (!st)
        st = form == BM_FORM_JSON ? travellers_json(out, &view, board)
                                  : travellers_text(out, &view, board);
    bm_plays_free(&plays);
    return st;
}
