/* SPDX-License-Identifier: MIT */
/* The printed table, stand and guide cards: what the text cards of the guide say, as a grid
 * of short cells in large type, one card to a sheet. */

#include "guide/guide-private.h"
#include "print/print-private.h"

#define TABLE_PT 24.0 /* read from across the table */
#define STAND_PT 22.0
#define PAIR_PT 18.0  /* held in the hand */

static const char dash[] = "\xe2\x80\x94"; /* em dash: nothing there */
static const char *const nothing_to_say[] = {"stays", dash, NULL};

/* The arrow-switched boards of a cell, "19, 20"; returns how many. */
static unsigned put_switched(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                             unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned n = 0;
    for (unsigned i = 1; c->set && i <= m->set_size[c->set - 1]; i++)
        if (bm_switch_bit(m, r, t, i))
            bm_buf_printf(b, "%s%u", n++ ? ", " : "", bm_board_of(m, c->set, i));
    return n;
}

static unsigned count_switched(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned n = 0;
    for (unsigned i = 1; c->set && i <= m->set_size[c->set - 1]; i++)
        n += (unsigned)bm_switch_bit(m, r, t, i);
    return n;
}

/* The notes every card gives about a cell's boards: sharing, first board, switches. */
static void put_board_notes(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                            unsigned t, const char *switch_words)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    size_t start = b->len;
    unsigned u;
    for (unsigned i = 0, k = 0; c->set && (u = bm_guide_holder(m, r, c->set, c->copy, i)); i++)
        if (u != t)
            bm_buf_printf(b, "%s%u", k++ ? ", " : "shared with table ", u);
    if (c->first)
        bm_buf_printf(b, "%sstart with board %u", b->len > start ? "; " : "",
                      bm_board_of(m, c->set, c->first));
    if (count_switched(m, r, t)) {
        bm_buf_printf(b, "%s%s", b->len > start ? "; " : "", switch_words);
        put_switched(b, m, r, t);
    }
}

/* ---- table cards ---- */

/* A seat's holder on a table card: "8", "8 (team 4)", "14 (has left)", or a dash. */
static void put_holder(struct bm_buf *b, const struct bm_movement *m, unsigned p, unsigned r)
{
    if (!p) {
        bm_buf_puts(b, dash);
        return;
    }
    bm_buf_printf(b, "%u", p);
    if (m->team_of && m->team_of[p])
        bm_buf_printf(b, " (team %u)", m->team_of[p]);
    const char *why = bm_guide_absence(m, p, r, 0);
    if (why)
        bm_buf_printf(b, " (%s)", why);
}

/* Where the holder of a seat goes next, in the text card's words (guide/next.c). */
static void put_next_seat(struct bm_buf *b, const struct bm_movement *m, unsigned p, unsigned r,
                          unsigned t, enum bm_field f)
{
    if (!p)
        return;
    if (r == m->rounds)
        bm_buf_puts(b, dash);
    else
        bm_guide_put_next_seat(b, m, p, t, f, r);
}

enum { T_ROUND, T_SEATS, T_BOARDS = T_SEATS + 4, T_NEXT_BOARDS, T_NOTES, T_COLS };

static void table_headers(struct bm_print_card *c, const struct bm_movement *m)
{
    static const char *const pair_heads[] = {"NS", "EW", "NS next", "EW next"};
    static const char *const player_heads[] = {"North", "South", "East", "West"};
    int players = m->event == BM_EVENT_INDIVIDUAL;
    bm_print_card_put(c, "Round");
    for (unsigned k = 0; k < 4; k++)
        bm_print_card_put(c, players ? player_heads[k] : pair_heads[k]);
    bm_print_card_put(c, "Boards");
    bm_print_card_put(c, "Boards next");
    bm_print_card_put(c, "Notes");
}

static void table_row(struct bm_print_card *c, const struct bm_movement *m, unsigned t,
                      unsigned r)
{
    const struct bm_cell *cell = bm_cell_at(m, r, t);
    int plays = bm_guide_cell_plays(m, r, t), players = m->event == BM_EVENT_INDIVIDUAL;
    bm_print_card_row(c, plays ? BM_ROW_PLAIN : BM_ROW_OUT);
    bm_buf_printf(bm_print_card_cell(c), "%u", bm_round_label(m, r));
    for (unsigned k = 0; k < 2; k++)
        if (cell->active)
            put_holder(bm_print_card_cell(c), m, cell->seat[k], r);
        else
            bm_print_card_put(c, k ? "" : "idle");
    for (unsigned k = 2; k < 4; k++) {
        struct bm_buf *b = bm_print_card_cell(c);
        if (cell->active && players)
            put_holder(b, m, cell->seat[k], r);
        else if (cell->active)
            put_next_seat(b, m, cell->seat[k - 2], r, t, k == 2 ? BM_FIELD_NS : BM_FIELD_EW);
    }
    struct bm_buf *b = bm_print_card_cell(c);
    if (cell->active && cell->set)
        bm_print_boards(b, m, cell->set);
    b = bm_print_card_cell(c);
    if (cell->active && cell->set && r < m->rounds)
        bm_guide_put_destination(b, m, r + 1, cell->set, cell->copy);
    else if (cell->active && cell->set)
        bm_buf_puts(b, dash);
    b = bm_print_card_cell(c);
    if (cell->active && cell->set) {
        size_t start = b->len;
        put_board_notes(b, m, r, t, "arrow-switch ");
        if (!plays)
            bm_buf_printf(b, "%snot played", b->len > start ? "; " : "");
    }
}

static void table_card(struct bm_print_doc *d, unsigned t)
{
    const struct bm_movement *m = d->m;
    struct bm_print_card c;
    bm_print_card_init(&c, T_COLS);
    bm_buf_printf(&c.title, "Table %u", t);
    table_headers(&c, m);
    for (unsigned r = 1; r <= m->rounds; r++)
        table_row(&c, m, t, r);
    if (m->event != BM_EVENT_INDIVIDUAL)
        for (unsigned k = 0; k < 2; k++) {
            bm_print_card_hide_if_all(&c, T_SEATS + 2 + k, nothing_to_say);
            if (c.hidden[T_SEATS + 2 + k])
                bm_buf_printf(bm_print_card_note(&c), "The %s pair stays at this table.",
                              k ? "EW" : "NS");
        }
    bm_print_card_hide_if_all(&c, T_NOTES, nothing_to_say + 1);
    if (bm_print_card_done(&c))
        bm_print_card_pages(d, &c, TABLE_PT, "table", c.title.data);
    else
        d->b->failed = 1;
    bm_print_card_free(&c);
}

/* ---- stand cards ---- */

static void stand_card(struct bm_print_doc *d, unsigned s)
{
    const struct bm_movement *m = d->m;
    const struct bm_stand *st = &m->stands[s - 1];
    struct bm_print_card c;
    bm_print_card_init(&c, 3);
    bm_buf_printf(&c.title, "Stand %u", s);
    if (st->name && *st->name)
        bm_buf_puts(bm_print_card_note(&c), st->name);
    if (st->after_table)
        bm_buf_printf(bm_print_card_note(&c), "Next to table %u.", st->after_table);
    bm_print_card_put(&c, "Round");
    bm_print_card_put(&c, "Boards waiting");
    bm_print_card_put(&c, "Then");
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned n = st->queue_len[r - 1];
        for (unsigned i = 0; i < (n ? n : 1); i++) {
            bm_print_card_row(&c, i == 0 && r > 1 ? BM_ROW_FIRST : BM_ROW_PLAIN);
            struct bm_buf *b = bm_print_card_cell(&c);
            if (i == 0)
                bm_buf_printf(b, "%u", bm_round_label(m, r));
            b = bm_print_card_cell(&c);
            if (!n) {
                bm_buf_puts(b, "empty");
                bm_print_card_put(&c, "");
                continue;
            }
            struct bm_group g = st->queue[r - 1][i];
            bm_print_boards(b, m, g.set);
            if (g.copy != 1)
                bm_buf_printf(b, " (case %u)", g.copy);
            b = bm_print_card_cell(&c);
            unsigned number, count;
            if (r == m->rounds)
                bm_buf_puts(b, dash);
            else if (bm_guide_locate(&number, &count, m, r + 1, g.set, g.copy) == BM_PLACE_STAND &&
                     number == s)
                bm_buf_puts(b, "stays");
            else
                bm_guide_put_destination(b, m, r + 1, g.set, g.copy);
        }
    }
    if (bm_print_card_done(&c))
        bm_print_card_pages(d, &c, STAND_PT, "stand", c.title.data);
    else
        d->b->failed = 1;
    bm_print_card_free(&c);
}

/* ---- guide cards of pairs and players ---- */

enum { P_ROUND, P_TABLE, P_SEAT, P_PARTNER, P_AGAINST, P_BOARDS, P_NOTES, P_COLS };

/* The participants in the given seat slots of a cell: "pair 8", "players 2 and 6". */
static void put_people(struct bm_buf *b, const struct bm_movement *m, const struct bm_cell *c,
                       unsigned from, unsigned n)
{
    unsigned seated = 0;
    for (unsigned i = 0; i < n; i++)
        seated += c->seat[from + i] != 0;
    if (seated > 1)
        bm_buf_puts(b, m->team_of ? "pairs " : "players ");
    for (unsigned i = 0, shown = 0; i < n; i++)
        if (!c->seat[from + i])
            continue;
        else if (seated > 1)
            bm_buf_printf(b, "%s%u", shown++ ? " and " : "", c->seat[from + i]);
        else
            bm_print_who(b, m, c->seat[from + i]);
}

/* Why a seated participant plays nothing: "pair 14 has left", "no opponents". */
static void put_why_not(struct bm_buf *b, const struct bm_movement *m, const struct bm_cell *c,
                        unsigned r)
{
    for (unsigned k = 0; k < bm_seat_count(m); k++) {
        const char *why = c->seat[k] ? bm_guide_absence(m, c->seat[k], r, 1) : NULL;
        if (why) {
            bm_print_who(b, m, c->seat[k]);
            bm_buf_printf(b, " %s", why);
            return;
        }
    }
    bm_buf_puts(b, c->set ? "an empty seat" : "no boards");
}

static void pair_row(struct bm_print_card *c, const struct bm_movement *m, unsigned p,
                     unsigned r)
{
    unsigned t;
    enum bm_field f;
    bm_movement_seat_of(&t, &f, m, p, r);
    const char *why = bm_guide_absence(m, p, r, 0);
    int plays = !why && t && bm_guide_cell_plays(m, r, t);
    bm_print_card_row(c, plays ? BM_ROW_PLAIN : BM_ROW_OUT);
    bm_buf_printf(bm_print_card_cell(c), "%u", bm_round_label(m, r));
    if (why || !t) {
        const char *cells[] = {dash, "", "", why ? why : "sit out", "", ""};
        for (unsigned i = 0; i < sizeof cells / sizeof *cells; i++)
            bm_print_card_put(c, cells[i]);
        return;
    }
    const struct bm_cell *cell = bm_cell_at(m, r, t);
    bm_buf_printf(bm_print_card_cell(c), "%u", t);
    bm_print_card_put(c, bm_print_seat_name(f));
    unsigned k = (unsigned)f - (m->event == BM_EVENT_INDIVIDUAL ? BM_FIELD_NORTH : BM_FIELD_NS);
    struct bm_buf *b = bm_print_card_cell(c);
    if (m->event == BM_EVENT_INDIVIDUAL)
        put_people(b, m, cell, k ^ 1u, 1);
    b = bm_print_card_cell(c);
    if (!plays)
        bm_buf_puts(b, "sit out");
    else if (m->event == BM_EVENT_INDIVIDUAL)
        put_people(b, m, cell, k < 2 ? 2 : 0, 2);
    else
        put_people(b, m, cell, k ^ 1u, 1);
    b = bm_print_card_cell(c);
    if (plays)
        bm_print_boards(b, m, cell->set);
    b = bm_print_card_cell(c);
    if (!plays) {
        put_why_not(b, m, cell, r);
        return;
    }
    int ns_side = f == BM_FIELD_NS || f == BM_FIELD_NORTH || f == BM_FIELD_SOUTH;
    put_board_notes(b, m, r, t, ns_side ? "play EW: " : "play NS: ");
}

/* "Stay at table 3, NS, all session." when the participant never moves. */
static void stationary_note(struct bm_print_card *c, const struct bm_movement *m, unsigned p)
{
    unsigned t0 = 0, t;
    enum bm_field f0 = (enum bm_field)0, f;
    for (unsigned r = 1; r <= m->rounds; r++) {
        bm_movement_seat_of(&t, &f, m, p, r);
        if (!t || (t0 && (t != t0 || f != f0)))
            return;
        t0 = t;
        f0 = f;
    }
    if (t0)
        bm_buf_printf(bm_print_card_note(c), "Stay at table %u, %s, all session.", t0,
                      bm_print_seat_name(f0));
}

static void pair_card(struct bm_print_doc *d, unsigned p)
{
    const struct bm_movement *m = d->m;
    static const char *const heads[] = {"Round", "Table", "Seat", "Partner", "Against",
                                        "Boards", "Notes"};
    struct bm_print_card c;
    bm_print_card_init(&c, P_COLS);
    bm_buf_printf(&c.title, "%s %u", bm_print_who_word(m), p);
    if (m->team_of && m->team_of[p])
        bm_buf_printf(&c.title, ", team %u", m->team_of[p]);
    stationary_note(&c, m, p);
    for (unsigned i = 0; i < P_COLS; i++)
        bm_print_card_put(&c, heads[i]);
    for (unsigned r = 1; r <= m->rounds; r++)
        pair_row(&c, m, p, r);
    if (m->event != BM_EVENT_INDIVIDUAL)
        c.hidden[P_PARTNER] = 1;
    bm_print_card_hide_if_all(&c, P_NOTES, nothing_to_say + 1);
    if (bm_print_card_done(&c))
        bm_print_card_pages(d, &c, PAIR_PT, "pair", c.title.data);
    else
        d->b->failed = 1;
    bm_print_card_free(&c);
}

void bm_print_cards(struct bm_print_doc *d, const struct bm_print_parts *parts)
{
    const struct bm_movement *m = d->m;
    for (unsigned t = 1; (parts->mask & BM_PART_TABLE) && t <= m->tables; t++)
        for (unsigned k = 0; k < parts->copies && bm_print_table_plays(m, t); k++)
            table_card(d, t);
    for (unsigned s = 1; (parts->mask & BM_PART_STAND) && s <= m->nstands; s++)
        stand_card(d, s);
    for (unsigned p = 1; p <= m->participants; p++)
        if (bm_print_pair_wanted(parts, m, p))
            pair_card(d, p);
}
