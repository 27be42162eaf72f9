/* SPDX-License-Identifier: MIT */
/* The switch plan as a picture: a box per round and table holding its boards, the
 * arrow-switched ones filled, so the director sees at once which rounds, tables and boards
 * are switched (a whole round, a board position, a table's set, or single plays). */
#include <stdio.h>

#include "print/print-private.h"
#include "util/message.h"
#include "util/out.h"

#define MAX_DRAWN 20000u /* cells or plays: the text plan of `switch` covers any size */
#define LEFT 84.0
#define TOP 96.0
#define ROW 34.0

static const char switch_style[] =
    "<style>.cap{font-size:18px;font-weight:bold}.sub{font-size:13px;fill:#444}"
    ".lb{font-size:11px;fill:#333}.bn{font-size:9px;fill:#333}.bs{font-size:9px;fill:#fff;"
    "font-weight:bold}.pl{fill:#fff;stroke:#999}.sw{fill:#e65100;stroke:#bf360c}"
    ".cl{fill:#f4f4f4;stroke:#ccc}.id{fill:#ddd;stroke:#ccc}.lg{font-size:12px}</style>\n";

struct plan {
    const struct bm_movement *m;
    double box;      /* width of one board's square */
    double col;      /* width of a table's column */
    unsigned long switched, plays;
};

static void board_square(struct bm_buf *b, struct plan *pl, unsigned r, unsigned t, unsigned i,
                         double x, double y)
{
    const struct bm_movement *m = pl->m;
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned board = bm_board_of(m, c->set, i);
    int on = bm_switch_bit(m, r, t, i);
    pl->plays++;
    pl->switched += (unsigned long)on;
    bm_buf_printf(b, "<g><title>Round %u, table %u, board %u", r, t, board);
    if (on && m->event != BM_EVENT_INDIVIDUAL)
        bm_buf_printf(b, ": arrow-switched, pair %u sits NS and pair %u EW", c->seat[1],
                      c->seat[0]);
    else if (on)
        bm_buf_puts(b, ": arrow-switched");
    bm_buf_printf(b, "</title><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"18\""
                     " class=\"%s\"/>",
                  x, y, pl->box - 2, on ? "sw" : "pl");
    char text[16];
    snprintf(text, sizeof text, "%u", board);
    bm_svg_text(b, x + (pl->box - 2) / 2, y + 12.5, "middle", on ? "bs" : "bn", text);
    bm_buf_puts(b, "</g>\n");
}

static void cell_box(struct bm_buf *b, struct plan *pl, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(pl->m, r, t);
    double x = LEFT + (t - 1) * pl->col, y = TOP + (r - 1) * ROW;
    bm_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" class=\"%s\"/>\n",
                  x + 1, y + 1, pl->col - 2, ROW - 2, c->active ? "cl" : "id");
    for (unsigned i = 1; c->active && c->set && i <= pl->m->set_size[c->set - 1]; i++)
        board_square(b, pl, r, t, i, x + 4 + (i - 1) * pl->box, y + 8);
}

static void draw(struct bm_buf *b, struct plan *pl)
{
    const struct bm_movement *m = pl->m;
    struct bm_buf body;
    bm_buf_init(&body);
    char text[160];
    for (unsigned t = 1; t <= m->tables; t++) {
        snprintf(text, sizeof text, "Table %u", t);
        bm_svg_text(&body, LEFT + (t - 0.5) * pl->col, TOP - 8, "middle", "lb", text);
    }
    for (unsigned r = 1; r <= m->rounds; r++) {
        snprintf(text, sizeof text, "Round %u", r);
        bm_svg_text(&body, LEFT - 8, TOP + (r - 0.5) * ROW + 4, "end", "lb", text);
        for (unsigned t = 1; t <= m->tables; t++)
            cell_box(&body, pl, r, t);
    }
    double width = LEFT + m->tables * pl->col + 20, height = TOP + m->rounds * ROW + 50;
    width = width < 560 ? 560 : width;
    bm_svg_open(b, width, height, bm_print_name(m), 0);
    bm_buf_puts(b, switch_style);
    bm_svg_text(b, 16, 28, "start", "cap", bm_print_name(m));
    if (pl->switched)
        snprintf(text, sizeof text,
                 "Arrow switches: %lu of %lu plays switched (filled: the NS %s sits EW)",
                 pl->switched, pl->plays, m->event == BM_EVENT_INDIVIDUAL ? "players" : "pair");
    else
        snprintf(text, sizeof text, "Arrow switches: none of the %lu plays is switched",
                 pl->plays);
    bm_svg_text(b, 16, 50, "start", "sub", text);
    bm_buf_add(b, body.data ? body.data : "", body.len);
    b->failed |= body.failed;
    double y = TOP + m->rounds * ROW + 28;
    bm_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"18\" height=\"18\" class=\"sw\"/>\n",
                  LEFT, y - 13);
    bm_svg_text(b, LEFT + 26, y, "start", "lg", "arrow-switched board");
    bm_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"18\" height=\"18\" class=\"pl\"/>\n",
                  LEFT + 200, y - 13);
    bm_svg_text(b, LEFT + 226, y, "start", "lg", "played as seated");
    bm_svg_close(b);
    bm_buf_free(&body);
}

enum bm_status bm_print_switches_svg(char **out, const struct bm_movement *m)
{
    unsigned long cells = (unsigned long)m->rounds * m->tables, plays = 0;
    for (size_t i = 0; i < cells; i++)
        plays += m->cells[i].active && m->cells[i].set ? m->set_size[m->cells[i].set - 1] : 0;
    if (cells > MAX_DRAWN || plays > MAX_DRAWN)
        return bm_fail(BM_EUNSUPPORTED,
                       "%u rounds of %u tables (%lu table rounds) and %lu plays of boards: too many "
                       "to draw (at most %u of each); bridgemove switch gives the plan as text",
                       m->rounds, m->tables, cells, plays, MAX_DRAWN);
    unsigned last = bm_movement_boards(m) + m->first_board;
    struct plan pl = {m, last >= 1000 ? 30 : last >= 100 ? 24 : 20, 0, 0, 0};
    pl.col = 8 + m->max_set_size * pl.box;
    pl.col = pl.col < 64 ? 64 : pl.col;
    struct bm_buf b;
    bm_buf_init(&b);
    draw(&b, &pl);
    enum bm_status st = bm_buf_finish(&b, out);
    return st ? bm_fail(st, "out of memory") : BM_OK;
}
