/* SPDX-License-Identifier: MIT */
/* The room as the director sets it up: the tables round a loop in table order (table 1 at the
 * top, then clockwise), each relay or bye stand between the table it follows and the next, who
 * sits where and which boards are where in one round, tables sharing boards joined by a dashed
 * line, and arrows for where everybody who moves and every group of boards goes next. */
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "guide/guide-private.h"
#include "print/print-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

#define TABLE_ARC 165.0 /* length of the loop a table takes */
#define STAND_ARC 105.0
#define MIN_RADIUS 110.0
#define MARGIN 85.0     /* round the loop: seats, labels and arrows */
#define TOP 64.0        /* the caption */
#define LEGEND_ROW 22.0
#define PI 3.14159265358979323846

static const char room_style[] =
    "<style>\n"
    ".tb{fill:#f7f1e3;stroke:#5d4037;stroke-width:2}"
    ".ti{fill:#eee;stroke:#999;stroke-width:1.5}"
    ".tx{fill:#fafafa;stroke:#999;stroke-width:1.5;stroke-dasharray:5 4}"
    ".st{fill:#fff4e0;stroke:#e65100;stroke-width:1.5;stroke-dasharray:4 3}"
    ".sn{fill:#2e7d32}.se{fill:#1565c0}.sa{fill:#aaa}"
    ".sl{fill:#fff;font-size:12px;font-weight:bold}"
    ".tn{font-size:22px;font-weight:bold;fill:#3e2723}"
    ".tbd{font-size:11px;fill:#3e2723}"
    ".an{stroke:#2e7d32;stroke-width:2}.ae{stroke:#1565c0;stroke-width:2}"
    ".ab{stroke:#e65100;stroke-width:2.5;stroke-dasharray:7 3}"
    ".sh{stroke:#6a1b9a;stroke-width:3;stroke-dasharray:2 4}"
    ".cap{font-size:18px;font-weight:bold}.sub{font-size:13px;fill:#444}"
    ".lg{font-size:12px}.rc{font-size:28px;fill:#ccc;font-weight:bold}\n"
    "</style>\n";

enum { DREW_NS = 1, DREW_EW = 2, DREW_BOARDS = 4, DREW_SHARE = 8, DREW_STAND = 16 };

struct room {
    const struct bm_movement *m;
    unsigned r;
    double *x, *y;      /* per station: the tables, then the stands */
    unsigned *order;    /* stations in loop order */
    double radius, cx, cy;
    unsigned drew;      /* what the legend explains */
};

static unsigned table_station(unsigned t)
{
    return t - 1;
}

static unsigned stand_station(const struct room *g, unsigned s)
{
    return g->m->tables + s - 1;
}

/* Whether the boards on a stand go on to the table before the one that feeds it (boards
 * moving down the tables): the stand then stands between those two. */
static int feeds_table_below(const struct bm_movement *m, unsigned s)
{
    const struct bm_stand *st = &m->stands[s - 1];
    unsigned below = st->after_table > 1 ? st->after_table - 1 : m->tables;
    for (unsigned r = 1; r < m->rounds; r++)
        for (unsigned i = 0; i < st->queue_len[r - 1]; i++) {
            unsigned number, count;
            enum bm_place place = bm_guide_locate(&number, &count, m, r + 1,
                                                  st->queue[r - 1][i].set,
                                                  st->queue[r - 1][i].copy);
            if (place == BM_PLACE_TABLE || place == BM_PLACE_SHARED)
                return number == below;
        }
    return 0;
}

/* The loop: tables in order, each stand between the table that feeds it and the table it
 * feeds (a stand that follows no table closes the loop); places spaced by what they hold. */
static int layout(struct room *g)
{
    const struct bm_movement *m = g->m;
    unsigned n = m->tables + m->nstands, k = 0;
    g->x = bm_calloc(n, sizeof *g->x);
    g->y = bm_calloc(n, sizeof *g->y);
    g->order = bm_calloc(n, sizeof *g->order);
    if (!g->x || !g->y || !g->order)
        return 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        for (int after = 0; after < 2; after++) {
            for (unsigned s = 1; s <= m->nstands; s++)
                if (m->stands[s - 1].after_table == t && feeds_table_below(m, s) != after)
                    g->order[k++] = stand_station(g, s);
            if (!after)
                g->order[k++] = table_station(t);
        }
    }
    for (unsigned s = 1; s <= m->nstands; s++)
        if (m->stands[s - 1].after_table < 1 || m->stands[s - 1].after_table > m->tables)
            g->order[k++] = stand_station(g, s);
    double total = 0;
    for (unsigned i = 0; i < n; i++)
        total += g->order[i] < m->tables ? TABLE_ARC : STAND_ARC;
    g->radius = total / (2 * PI) > MIN_RADIUS ? total / (2 * PI) : MIN_RADIUS;
    g->cx = g->radius + MARGIN;
    g->cy = TOP + g->radius + MARGIN;
    double at = 0, first = 0; /* table 1 goes at the top */
    for (unsigned i = 0; g->order[i] != table_station(1); i++)
        first += STAND_ARC;
    for (unsigned i = 0; i < n; i++) {
        double arc = g->order[i] < m->tables ? TABLE_ARC : STAND_ARC;
        double angle = -PI / 2 + 2 * PI * (at + arc / 2 - first - TABLE_ARC / 2) / total;
        g->x[g->order[i]] = g->cx + g->radius * cos(angle);
        g->y[g->order[i]] = g->cy + g->radius * sin(angle);
        at += arc;
    }
    return 1;
}

/* Where the holder of seat slot k of table t sits in the picture. */
static void seat_xy(double *x, double *y, const struct room *g, unsigned t, unsigned k)
{
    static const double pairs[2][2] = {{0, -48}, {50, 0}};
    static const double players[4][2] = {{0, -48}, {0, 48}, {50, 0}, {-50, 0}};
    const double *d = g->m->event == BM_EVENT_INDIVIDUAL ? players[k & 3] : pairs[k & 1];
    *x = g->x[table_station(t)] + d[0];
    *y = g->y[table_station(t)] + d[1];
}

/* The slot (0..3) of a seat field, and its side: 0 NS, 1 EW. */
static unsigned slot_of(const struct bm_movement *m, enum bm_field f)
{
    return m->event == BM_EVENT_INDIVIDUAL ? (unsigned)f - BM_FIELD_NORTH : (unsigned)f - BM_FIELD_NS;
}

static unsigned side_of(const struct bm_movement *m, unsigned slot)
{
    return m->event == BM_EVENT_INDIVIDUAL ? slot / 2 : slot;
}

/* ---- places ---- */

static void seat_label(struct bm_buf *b, const struct room *g, unsigned t, unsigned k)
{
    const struct bm_movement *m = g->m;
    unsigned p = bm_cell_at(m, g->r, t)->seat[k];
    if (!p)
        return;
    double x, y;
    seat_xy(&x, &y, g, t, k);
    const char *why = bm_guide_absence(m, p, g->r, 0);
    bm_buf_printf(b, "<g><title>%s %u, %s", bm_print_who_word(m), p,
                  bm_print_seat_name((enum bm_field)(k + (m->event == BM_EVENT_INDIVIDUAL
                                                              ? BM_FIELD_NORTH
                                                              : BM_FIELD_NS))));
    if (m->team_of && m->team_of[p])
        bm_buf_printf(b, ", team %u", m->team_of[p]);
    if (why)
        bm_buf_printf(b, ": %s", why);
    bm_buf_printf(b, "</title><rect x=\"%.1f\" y=\"%.1f\" width=\"30\" height=\"22\" rx=\"11\""
                     " class=\"%s\"/>",
                  x - 15, y - 11, why ? "sa" : side_of(m, k) ? "se" : "sn");
    char number[16];
    snprintf(number, sizeof number, "%u", p);
    bm_svg_text(b, x, y + 4.5, "middle", "sl", number);
    bm_buf_puts(b, "</g>\n");
}

static void table_place(struct bm_buf *b, struct room *g, unsigned t)
{
    const struct bm_movement *m = g->m;
    const struct bm_cell *c = bm_cell_at(m, g->r, t);
    double x = g->x[table_station(t)], y = g->y[table_station(t)];
    const char *cls = !c->active ? "ti" : bm_guide_cell_plays(m, g->r, t) ? "tb" : "tx";
    bm_buf_printf(b, "<g><title>Table %u%s</title>", t,
                  !c->active ? ": idle" : cls[1] == 'x' ? ": not played this round" : "");
    bm_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"64\" height=\"64\" rx=\"6\" class=\"%s\"/>",
                  x - 32, y - 32, cls);
    char text[64];
    snprintf(text, sizeof text, "%u", t);
    bm_svg_text(b, x, y + (c->active && c->set ? 2 : 8), "middle", "tn", text);
    if (c->active && c->set) {
        struct bm_buf boards;
        bm_buf_init(&boards);
        bm_print_boards(&boards, m, c->set);
        if (c->copy != 1)
            bm_buf_printf(&boards, " (%u)", c->copy);
        if (boards.failed)
            b->failed = 1;
        bm_svg_text(b, x, y + 20, "middle", "tbd", boards.data ? boards.data : "");
        bm_buf_free(&boards);
    } else if (!c->active) {
        bm_svg_text(b, x, y + 22, "middle", "tbd", "idle");
    }
    bm_buf_puts(b, "</g>\n");
    for (unsigned k = 0; c->active && k < bm_seat_count(m); k++)
        seat_label(b, g, t, k);
}

static void stand_place(struct bm_buf *b, struct room *g, unsigned s)
{
    const struct bm_movement *m = g->m;
    const struct bm_stand *st = &m->stands[s - 1];
    double x = g->x[stand_station(g, s)], y = g->y[stand_station(g, s)];
    unsigned n = st->queue_len[g->r - 1];
    struct bm_buf waiting;
    bm_buf_init(&waiting);
    for (unsigned i = 0; i < n; i++) {
        bm_buf_puts(&waiting, i ? ", " : "");
        bm_print_boards(&waiting, m, st->queue[g->r - 1][i].set);
    }
    bm_buf_printf(b, "<g><title>Stand %u", s);
    if (st->name && *st->name) {
        bm_buf_puts(b, ": ");
        bm_print_text(b, st->name);
    }
    bm_buf_puts(b, n ? "; boards waiting: " : "; empty");
    bm_print_text(b, waiting.data ? waiting.data : "");
    bm_buf_printf(b, "</title><rect x=\"%.1f\" y=\"%.1f\" width=\"84\" height=\"44\" rx=\"4\""
                     " class=\"st\"/>",
                  x - 42, y - 22);
    char text[32];
    snprintf(text, sizeof text, "Stand %u", s);
    bm_svg_text(b, x, y - 5, "middle", "tbd", text);
    if (n == 1)
        bm_svg_text(b, x, y + 12, "middle", "tbd", waiting.data ? waiting.data : "");
    else
        bm_svg_text(b, x, y + 12, "middle", "tbd", n ? "several sets" : "empty");
    if (waiting.failed)
        b->failed = 1;
    bm_buf_free(&waiting);
    bm_buf_puts(b, "</g>\n");
    g->drew |= DREW_STAND;
}

/* A dashed line from each table sharing boards to the lowest table holding them. */
static void share_lines(struct bm_buf *b, struct room *g)
{
    const struct bm_movement *m = g->m;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, g->r, t);
        unsigned low, count;
        if (!c->active || !c->set)
            continue;
        bm_guide_locate(&low, &count, m, g->r, c->set, c->copy);
        if (low == t)
            continue;
        bm_buf_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"sh\">"
                         "<title>Tables %u and %u share their boards</title></line>\n",
                      g->x[table_station(low)], g->y[table_station(low)],
                      g->x[table_station(t)], g->y[table_station(t)], low, t);
        g->drew |= DREW_SHARE;
    }
}

/* ---- moves ---- */

static void pair_arrows(struct bm_buf *b, struct room *g)
{
    const struct bm_movement *m = g->m;
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned t1, t2;
        enum bm_field f1, f2;
        bm_movement_seat_of(&t1, &f1, m, p, g->r);
        bm_movement_seat_of(&t2, &f2, m, p, g->r + 1);
        if (!t1 || !t2 || !bm_is_present(m, p, g->r) || !bm_is_present(m, p, g->r + 1) ||
            (t1 == t2 && f1 == f2))
            continue;
        unsigned k1 = slot_of(m, f1), k2 = slot_of(m, f2);
        double x1, y1, x2, y2;
        seat_xy(&x1, &y1, g, t1, k1);
        seat_xy(&x2, &y2, g, t2, k2);
        bm_svg_arrow(b, x1, y1, x2, y2, 0.15, 16, side_of(m, k1) ? "ae" : "an");
        g->drew |= side_of(m, k1) ? DREW_EW : DREW_NS;
    }
}

/* An arrow from a station to wherever (set, copy) is next round, unless it stays there. */
static void boards_arrow(struct bm_buf *b, struct room *g, unsigned from, unsigned set,
                         unsigned copy)
{
    unsigned number, count, to;
    enum bm_place place = bm_guide_locate(&number, &count, g->m, g->r + 1, set, copy);
    if (place == BM_PLACE_TABLE || place == BM_PLACE_SHARED)
        to = table_station(number);
    else if (place == BM_PLACE_STAND)
        to = stand_station(g, number);
    else
        return;
    if (to == from)
        return;
    bm_svg_arrow(b, g->x[from], g->y[from], g->x[to], g->y[to], 0.2, 40, "ab");
    g->drew |= DREW_BOARDS;
}

static void board_arrows(struct bm_buf *b, struct room *g)
{
    const struct bm_movement *m = g->m;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, g->r, t);
        unsigned low, count;
        if (c->active && c->set && (bm_guide_locate(&low, &count, m, g->r, c->set, c->copy),
                                    low == t))
            boards_arrow(b, g, table_station(t), c->set, c->copy);
    }
    for (unsigned s = 1; s <= m->nstands; s++) {
        const struct bm_stand *st = &m->stands[s - 1];
        for (unsigned i = 0; i < st->queue_len[g->r - 1]; i++) {
            unsigned number, count;
            struct bm_group gr = st->queue[g->r - 1][i];
            if (bm_guide_locate(&number, &count, m, g->r + 1, gr.set, gr.copy) !=
                    BM_PLACE_STAND || number != s)
                boards_arrow(b, g, stand_station(g, s), gr.set, gr.copy);
        }
    }
}

/* ---- caption and legend ---- */

static void caption(struct bm_buf *b, const struct room *g)
{
    const struct bm_movement *m = g->m;
    char line[160];
    bm_svg_text(b, 16, 28, "start", "cap", bm_print_name(m));
    if (g->r < m->rounds)
        snprintf(line, sizeof line,
                 "Round %u of %u: who sits where, and where pairs and boards go for round %u",
                 g->r, m->rounds, g->r + 1);
    else
        snprintf(line, sizeof line, "Round %u of %u, the last: who sits where", g->r, m->rounds);
    if (m->event == BM_EVENT_INDIVIDUAL && g->r < m->rounds)
        snprintf(line, sizeof line,
                 "Round %u of %u: who sits where, and where players and boards go for round %u",
                 g->r, m->rounds, g->r + 1);
    bm_svg_text(b, 16, 50, "start", "sub", line);
    snprintf(line, sizeof line, "Round %u", g->r);
    bm_svg_text(b, g->cx, g->cy + 10, "middle", "rc", line);
}

static unsigned legend_rows(unsigned drew)
{
    unsigned n = 0;
    for (unsigned f = 1; f <= DREW_STAND; f <<= 1)
        n += (drew & f) != 0;
    return n;
}

static void legend(struct bm_buf *b, const struct room *g, double y)
{
    int players = g->m->event == BM_EVENT_INDIVIDUAL;
    const char *text[] = {players ? "a North or South player moves" : "an NS pair moves",
                          players ? "an East or West player moves" : "an EW pair moves",
                          "boards move", "tables share boards", "a relay or bye stand"};
    const char *cls[] = {"an", "ae", "ab", "sh", "st"};
    for (unsigned i = 0; i < 5; i++) {
        if (!(g->drew & (1u << i)))
            continue;
        if (i == 4)
            bm_buf_printf(b, "<rect x=\"16\" y=\"%.1f\" width=\"40\" height=\"14\" class=\"st\"/>\n",
                          y - 11);
        else if (i == 3)
            bm_buf_printf(b, "<line x1=\"16\" y1=\"%.1f\" x2=\"56\" y2=\"%.1f\" class=\"sh\"/>\n",
                          y - 4, y - 4);
        else
            bm_svg_arrow(b, 16, y - 4, 58, y - 4, 0, 0, cls[i]);
        bm_svg_text(b, 66, y, "start", "lg", text[i]);
        y += LEGEND_ROW;
    }
}

void bm_print_room(struct bm_buf *b, const struct bm_movement *m, unsigned r, double height_mm)
{
    static const char *const arrows[] = {"an", "ae", "ab", NULL};
    static const char *const colours[] = {"#2e7d32", "#1565c0", "#e65100", NULL};
    struct room g;
    memset(&g, 0, sizeof g);
    g.m = m;
    g.r = r;
    if (!layout(&g)) {
        b->failed = 1;
    } else {
        struct bm_buf body; /* drawn first: the legend shows what it holds */
        bm_buf_init(&body);
        share_lines(&body, &g);
        for (unsigned t = 1; t <= m->tables; t++)
            table_place(&body, &g, t);
        for (unsigned s = 1; s <= m->nstands; s++)
            stand_place(&body, &g, s);
        if (r < m->rounds) {
            board_arrows(&body, &g);
            pair_arrows(&body, &g);
        }
        double size = 2 * (g.radius + MARGIN), height = TOP + size + LEGEND_ROW * legend_rows(g.drew);
        bm_svg_open(b, size, height + 8, bm_print_name(m), height_mm);
        bm_buf_puts(b, room_style);
        bm_svg_markers(b, arrows, colours);
        caption(b, &g);
        bm_buf_add(b, body.data ? body.data : "", body.len);
        b->failed |= body.failed;
        legend(b, &g, TOP + size + 4);
        bm_svg_close(b);
        bm_buf_free(&body);
    }
    bm_free(g.x);
    bm_free(g.y);
    bm_free(g.order);
}

enum bm_status bm_print_room_svg(char **out, const struct bm_movement *m, unsigned round)
{
    if (round < 1 || round > m->rounds)
        return bm_fail(BM_ERANGE, "no round %u: this movement has rounds 1 to %u",
                       round, m->rounds);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_print_room(&b, m, round, 0);
    return bm_buf_finish(&b, out);
}
