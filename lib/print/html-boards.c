/* SPDX-License-Identifier: MIT */
/* The printed sheets about boards: what to prepare and where each set starts, and the
 * travellers (one slip per board, several to a sheet, with room to write the results). */
#include <stdio.h>

#include "guide/guide-private.h"
#include "print/print-private.h"
#include "util/alloc.h"

#include <bridgemove/boards.h>

#define SHEET_PT 14.0
#define SLIP_PT 10.0

/* ---- boards to prepare ---- */

/* Where (set, copy) first is: the round, and a table (the lowest, count holding it) or a
 * stand; round 0 if it is never played. */
struct start {
    unsigned round, number, count;
    enum bm_place place;
};

static struct start start_of(const struct bm_movement *m, unsigned set, unsigned copy)
{
    struct start s = {1, 0, 0, BM_PLACE_NONE};
    s.place = bm_guide_locate(&s.number, &s.count, m, 1, set, copy);
    if (s.place == BM_PLACE_OUT) {
        s.round = bm_guide_back_in_play(&s.number, m, 1, set, copy);
        s.place = BM_PLACE_TABLE;
        s.count = 1;
    }
    return s;
}

/* "table 3", "tables 1 and 8", "tables 1, 2 and 3": the tables holding set in round r in a
 * copy from lo to hi. */
static void put_tables(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned set,
                       unsigned lo, unsigned hi)
{
    unsigned n = 0, k = 0;
    for (int pass = 0; pass < 2; pass++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || c->set != set || c->copy < lo || c->copy > hi)
                continue;
            if (pass == 0)
                n++;
            else
                bm_buf_printf(b, "%s%u", k++ == 0 ? (n > 1 ? "tables " : "table ")
                                         : k == n ? " and " : ", ", t);
        }
}

static void put_start_of_copy(struct bm_buf *b, const struct bm_movement *m, unsigned set,
                              unsigned copy)
{
    struct start s = start_of(m, set, copy);
    if (s.place == BM_PLACE_STAND) {
        bm_buf_printf(b, "stand %u", s.number);
    } else if (!s.round) {
        bm_buf_puts(b, "not played");
    } else {
        put_tables(b, m, s.round, set, copy, copy);
        if (s.round > 1)
            bm_buf_printf(b, " in round %u", s.round);
    }
}

/* Where a set starts: "table 3", "tables 1 and 8", "stand 2", "table 5 in round 3"; "tables
 * 1, 2, 3 and 4 in round 9" when every copy starts that round at a table; else case by case. */
static void put_start(struct bm_buf *b, const struct bm_movement *m, unsigned set,
                      unsigned copies)
{
    struct start first = start_of(m, set, 1);
    int together = copies > 1 && first.place != BM_PLACE_STAND && first.round;
    for (unsigned k = 2; k <= copies && together; k++) {
        struct start s = start_of(m, set, k);
        together = s.place != BM_PLACE_STAND && s.round == first.round;
    }
    if (together) {
        put_tables(b, m, first.round, set, 1, copies);
        if (first.round > 1)
            bm_buf_printf(b, " in round %u", first.round);
        return;
    }
    for (unsigned k = 1; k <= copies; k++) {
        if (copies > 1)
            bm_buf_printf(b, "%scase %u: ", k > 1 ? "; " : "", k);
        put_start_of_copy(b, m, set, k);
    }
}

/* "Prepare 60 boards: 15 sets of 1 board, 4 copies of each." copies[s] for every set. */
static enum bm_status put_total(struct bm_buf *b, const struct bm_movement *m,
                                const unsigned *copies)
{
    unsigned total = 0, most = 0, least = 0;
    enum bm_status st = bm_movement_boards_to_prepare(&total, m);
    if (st)
        return st;
    for (unsigned s = 1; s <= m->sets; s++) {
        most = copies[s] > most ? copies[s] : most;
        least = s == 1 || copies[s] < least ? copies[s] : least;
    }
    bm_buf_printf(b, "Prepare %u board%s: %u set%s", total, total == 1 ? "" : "s", m->sets,
                  m->sets == 1 ? "" : "s");
    unsigned size = m->set_size[0];
    for (unsigned s = 2; s <= m->sets && size; s++)
        size = m->set_size[s - 1] == size ? size : 0;
    if (size)
        bm_buf_printf(b, " of %u board%s", size, size == 1 ? "" : "s");
    if (most > 1 && least == most)
        bm_buf_printf(b, ", %u copies of each", most);
    else if (most > 1)
        bm_buf_puts(b, ", some in several copies (cases)");
    bm_buf_puts(b, ".");
    return BM_OK;
}

/* The copies of every set (bridgemove/boards.h): copies[s] for s = 1..sets, in one pass over
 * the grid (not one per set); NULL when out of memory. */
static unsigned *set_copies(const struct bm_movement *m)
{
    unsigned *copies = bm_calloc((size_t)m->sets + 1, sizeof *copies);
    if (copies)
        bm_sets_copies(m, copies);
    return copies;
}

void bm_print_prepare(struct bm_print_doc *d)
{
    const struct bm_movement *m = d->m;
    unsigned *copies_of = set_copies(m);
    if (!copies_of) {
        d->b->failed = 1;
        return;
    }
    struct bm_print_card c;
    bm_print_card_init(&c, 3);
    bm_buf_puts(&c.title, "Boards to prepare");
    if (put_total(bm_print_card_note(&c), m, copies_of) != BM_OK)
        d->b->failed = 1;
    bm_buf_puts(bm_print_card_note(&c),
                "Put each set where it starts; a set that starts later waits with the director.");
    bm_print_card_put(&c, "Boards");
    bm_print_card_put(&c, "Copies");
    bm_print_card_put(&c, "Start at");
    for (unsigned s = 1; s <= m->sets; s++) {
        unsigned copies = copies_of[s];
        bm_print_card_row(&c, copies ? BM_ROW_PLAIN : BM_ROW_OUT);
        bm_print_boards(bm_print_card_cell(&c), m, s);
        bm_buf_printf(bm_print_card_cell(&c), "%u", copies);
        if (copies)
            put_start(bm_print_card_cell(&c), m, s, copies);
        else
            bm_print_card_put(&c, "not played");
    }
    static const char *const one[] = {"1", NULL};
    bm_print_card_hide_if_all(&c, 1, one);
    if (bm_print_card_done(&c))
        bm_print_card_pages(d, &c, SHEET_PT, "prepare", "Boards to prepare");
    else
        d->b->failed = 1;
    bm_print_card_free(&c);
    bm_free(copies_of);
}

/* ---- travellers ---- */

static void slip_headers(struct bm_print_card *c, const struct bm_movement *m)
{
    static const char *const pairs[] = {"Round", "Table", "NS", "EW", "Contract", "By",
                                        "Tricks", "NS score", "EW score", NULL};
    static const char *const players[] = {"Round", "Table", "N", "S", "E", "W", "Contract",
                                          "By", "Tricks", "NS score", "EW score", NULL};
    for (const char *const *h = m->event == BM_EVENT_INDIVIDUAL ? players : pairs; *h; h++)
        bm_print_card_put(c, *h);
}

/* One slip: who plays the board where, as seated (bridgemove/boards.h), and blank cells for
 * the result. */
static void slip(struct bm_print_card *c, const struct bm_movement *m, unsigned board,
                 unsigned plays)
{
    static const enum bm_field pairs[] = {BM_FIELD_NS, BM_FIELD_EW};
    static const enum bm_field players[] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                            BM_FIELD_WEST};
    int individual = m->event == BM_EVENT_INDIVIDUAL;
    unsigned seats = individual ? 4 : 2;
    bm_buf_printf(&c->title, "Board %u", board);
    slip_headers(c, m);
    for (unsigned i = 1; i <= plays; i++) {
        unsigned r = 0, t = 0;
        int switched = 0, sitout = 0;
        bm_board_play(&r, &t, &switched, &sitout, m, board, i);
        bm_print_card_row(c, sitout ? BM_ROW_OUT : BM_ROW_PLAIN);
        bm_buf_printf(bm_print_card_cell(c), "%u", bm_round_label(m, r));
        bm_buf_printf(bm_print_card_cell(c), "%u%s", t, switched ? " (switched)" : "");
        for (unsigned k = 0; k < seats; k++) {
            unsigned who = 0;
            bm_cell_seated(&who, m, r, t, board, individual ? players[k] : pairs[k]);
            struct bm_buf *b = bm_print_card_cell(c);
            if (who)
                bm_buf_printf(b, "%u", who);
        }
        bm_print_card_put(c, sitout ? "sit out" : "");
        for (unsigned k = 1; k < c->cols - 2 - seats; k++)
            bm_print_card_put(c, "");
    }
}
/* Slips are packed onto sheets in board order; the footer names the boards of the sheet. */
struct sheet {
    struct bm_print_doc *d;
    double used;            /* mm of the open sheet; 0: none open */
    unsigned first, last;   /* boards on it */
};

static void close_sheet(struct sheet *sh)
{
    if (sh->used <= 0)
        return;
    char what[64];
    if (sh->first == sh->last)
        snprintf(what, sizeof what, "Traveller of board %u", sh->first);
    else
        snprintf(what, sizeof what, "Travellers of boards %u\xe2\x80\x93%u", sh->first, sh->last);
    bm_print_page_close(sh->d, what);
    sh->used = 0;
}

static void place_slip(struct sheet *sh, const struct bm_print_card *c, unsigned board)
{
    unsigned rows = bm_print_card_rows(c);
    double h = bm_print_card_height(c, SLIP_PT, rows, 1);
    if (h > BM_PRINT_HEIGHT_MM) { /* longer than a sheet: a card of its own */
        close_sheet(sh);
        bm_print_card_pages(sh->d, c, SLIP_PT, "travellers", c->title.data);
        return;
    }
    if (sh->used > 0 && sh->used + h > BM_PRINT_HEIGHT_MM)
        close_sheet(sh);
    if (sh->used <= 0) {
        bm_print_page_open(sh->d, "travellers");
        sh->first = board;
    }
    bm_print_card_block(sh->d->b, c, SLIP_PT, "slip", 0, rows);
    sh->used += h;
    sh->last = board;
}

void bm_print_travellers(struct bm_print_doc *d)
{
    const struct bm_movement *m = d->m;
    struct sheet sh = {d, 0, 0, 0};
    unsigned first = bm_movement_first_board(m), boards = bm_movement_boards(m);
    for (unsigned board = first; board < first + boards && !d->b->failed; board++) {
        unsigned plays = 0;
        bm_board_play_count(&plays, m, board);
        if (!plays)
            continue;
        struct bm_print_card c;
        bm_print_card_init(&c, m->event == BM_EVENT_INDIVIDUAL ? 11 : 9);
        slip(&c, m, board, plays);
        if (bm_print_card_done(&c))
            place_slip(&sh, &c, board);
        else
            d->b->failed = 1;
        bm_print_card_free(&c);
    }
    close_sheet(&sh);
}
