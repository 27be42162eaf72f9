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

#define TABLE_ARC 165.0 /* length of the loop a table takes (pairs) */
#define TABLE_ARC_4 230.0 /* a table of four badges (individuals) */
#define STAND_ARC 105.0
#define MIN_RADIUS 110.0
#define BADGE_OUT 70.0  /* a seat badge's centre outside its table's centre */
#define BADGE_GAP 40.0  /* badges side by side along the loop: never overlapping */
#define LANE 9.0        /* between the circles arrows run on */
#define INNER_GAP 56.0  /* the first inner lane inside the loop: clear of every table */
#define MIN_LANE 30.0   /* the innermost lane's radius */
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
    ".lg{font-size:12px}\n"
    "</style>\n";

enum { DREW_NS = 1, DREW_EW = 2, DREW_BOARDS = 4, DREW_SHARE = 8, DREW_STAND = 16 };

/* One arrow (or a share line) as routed: up from its start to a lane, along the lane round
 * the loop, down to its end. Pairs and players run outside the loop, boards inside, so the
 * two never cross; a lane holds routes whose stretches of the loop do not meet. */
struct route {
    unsigned from, to;   /* positions in the loop */
    unsigned table[2];   /* the tables of its ends (0: a stand), for badges */
    unsigned slot[2];    /* the seat slot of each end (outside routes) */
    unsigned station[2]; /* the stations of its ends */
    int dir;             /* +1 round the loop clockwise, -1 anticlockwise */
    unsigned span;       /* places of the loop passed */
    unsigned lane;
    int inner;           /* boards and share lines: inside the loop */
    double offset[2];    /* across the loop from the end's centre, so ends never meet */
    const char *cls;
};

struct room {
    const struct bm_movement *m;
    unsigned r;
    double *x, *y, *angle; /* per station: the tables, then the stands */
    unsigned *order;       /* stations in loop order */
    unsigned *position;    /* a station's place in the loop */
    double radius, cx, cy;
    double outer0, inner0; /* the first lanes' radii */
    struct route *routes;
    unsigned nroutes, cap;
    unsigned lanes[2];     /* outside and inside */
    unsigned drew;         /* what the legend explains */
};

static unsigned table_station(unsigned t)
{
    return t - 1;
}

static unsigned stand_station(const struct room *g, unsigned s)
{
    return g->m->tables + s - 1;
}

static unsigned station_count(const struct bm_movement *m)
{
    return m->tables + m->nstands;
}

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
static unsigned slot_of(const struct bm_movement *m, enum bm_field f)
{
    return m->event == BM_EVENT_INDIVIDUAL ? (unsigned)f - BM_FIELD_NORTH
                                           : (unsigned)f - BM_FIELD_NS;
}

static unsigned side_of(const struct bm_movement *m, unsigned slot)
{
    return m->event == BM_EVENT_INDIVIDUAL ? slot / 2 : slot;
}


/* The loop: tables in order, each stand between the table that feeds it and the table it
 * feeds (a stand that follows no table closes the loop). */
static int loop_order(struct room *g)
{
    const struct bm_movement *m = g->m;
    unsigned n = station_count(m), k = 0;
    g->x = bm_calloc(n, sizeof *g->x);
    g->y = bm_calloc(n, sizeof *g->y);
    g->angle = bm_calloc(n, sizeof *g->angle);
    g->order = bm_calloc(n, sizeof *g->order);
    g->position = bm_calloc(n, sizeof *g->position);
    if (!g->x || !g->y || !g->angle || !g->order || !g->position)
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
    for (unsigned i = 0; i < n; i++)
        g->position[g->order[i]] = i;
    return 1;
}

/* ---- routes ---- */

static int add_route(struct room *g, unsigned s1, unsigned k1, unsigned s2, unsigned k2,
                     int inner, const char *cls)
{
    if (g->nroutes == g->cap) {
        unsigned cap = g->cap ? 2 * g->cap : 16;
        struct route *more = bm_realloc(g->routes, cap * sizeof *more);
        if (!more)
            return 0;
        g->routes = more;
        g->cap = cap;
    }
    struct route *rt = &g->routes[g->nroutes++];
    memset(rt, 0, sizeof *rt);
    unsigned n = station_count(g->m);
    rt->station[0] = s1;
    rt->station[1] = s2;
    rt->slot[0] = k1;
    rt->slot[1] = k2;
    rt->from = g->position[s1];
    rt->to = g->position[s2];
    rt->inner = inner;
    rt->cls = cls;
    unsigned d = (rt->to + n - rt->from) % n;
    if (d == 0) { /* from one seat of a table to another: along the table */
        rt->dir = k2 > k1 ? 1 : -1;
        rt->span = 0;
    } else {
        rt->dir = 2 * d <= n ? 1 : -1;
        rt->span = rt->dir > 0 ? d : n - d;
    }
    return 1;
}

/* Whether the stretches of the loop two routes on the same side pass share a place. */
static int routes_meet(const struct room *g, const struct route *a, const struct route *b)
{
    unsigned n = station_count(g->m);
    for (unsigned i = 0; i <= a->span; i++) {
        unsigned p = a->dir > 0 ? (a->from + i) % n : (a->from + n - i % n) % n;
        unsigned from_b = (p + n - b->from) % n, back_b = (b->from + n - p) % n;
        if ((b->dir > 0 ? from_b : back_b) <= b->span)
            return 1;
    }
    return 0;
}

/* Shortest routes first, each one lane above every shorter route it meets: a route then never
 * passes under one it contains, and two routes cross at most once, only when their ends
 * alternate round the loop (as they must in any drawing that keeps them on one side). */
static unsigned tie_key(const struct room *g, unsigned i, unsigned variant)
{
    unsigned n = station_count(g->m);
    const struct route *rt = &g->routes[i];
    switch (variant) {
    case 1: return g->nroutes - i;
    case 2: return rt->from * n + rt->to;
    case 3: return n * n - (rt->from * n + rt->to);
    default: return i;
    }
}

/* Routes of equal length may go in any order; variant chooses one (see layout()). */
static int assign_lanes(struct room *g, unsigned variant)
{
    unsigned n = g->nroutes;
    unsigned *by_span = bm_calloc(n ? n : 1, sizeof *by_span);
    if (!by_span)
        return 0;
    g->lanes[0] = g->lanes[1] = 0;
    for (unsigned i = 0; i < n; i++) {
        unsigned j = i;
        for (; j > 0 && (g->routes[by_span[j - 1]].span > g->routes[i].span ||
                         (g->routes[by_span[j - 1]].span == g->routes[i].span &&
                          tie_key(g, by_span[j - 1], variant) > tie_key(g, i, variant)));
             j--)
            by_span[j] = by_span[j - 1];
        by_span[j] = i;
    }
    for (unsigned i = 0; i < n; i++) {
        struct route *rt = &g->routes[by_span[i]];
        unsigned lane = 0;
        for (unsigned j = 0; j < i; j++) {
            const struct route *below = &g->routes[by_span[j]];
            if (below->inner == rt->inner && below->lane + 1 > lane && routes_meet(g, rt, below))
                lane = below->lane + 1;
        }
        rt->lane = lane;
        if (lane + 1 > g->lanes[rt->inner])
            g->lanes[rt->inner] = lane + 1;
    }
    bm_free(by_span);
    return 1;
}

/* Where the ends at one place leave it: those heading clockwise on the clockwise side, the
 * higher lanes nearer the centre (a higher route rising further out would cross a lower one),
 * spaced to fit the badge or box they leave. */
static void assign_offsets(struct room *g)
{
    for (unsigned i = 0; i < g->nroutes; i++)
        for (unsigned e = 0; e < 2; e++) {
            struct route *rt = &g->routes[i];
            int side = e ? -rt->dir : rt->dir;
            unsigned rank = 0, count = 0;
            for (unsigned j = 0; j < g->nroutes; j++)
                for (unsigned f = 0; f < 2; f++) {
                    const struct route *o = &g->routes[j];
                    if (o->inner != rt->inner || o->station[f] != rt->station[e] ||
                        (!rt->inner && o->slot[f] != rt->slot[e]) ||
                        (f ? -o->dir : o->dir) != side)
                        continue;
                    count++;
                    if (o->lane > rt->lane || (o->lane == rt->lane && (j < i || (j == i && f < e))))
                        rank++;
                }
            double room = rt->inner ? 26.0 : 12.0, step = room / count;
            rt->offset[e] = side * step * (rank + 0.5 + (rt->inner ? 0.3 : 0.0));
        }
}

static int collect_pairs(struct room *g)
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
        if (!add_route(g, table_station(t1), k1, table_station(t2), k2, 0,
                       side_of(m, k1) ? "ae" : "an"))
            return 0;
        g->drew |= side_of(m, k1) ? DREW_EW : DREW_NS;
    }
    return 1;
}

/* A route from a station to wherever (set, copy) is next round, unless it stays there. */
static int collect_boards_from(struct room *g, unsigned from, unsigned set, unsigned copy)
{
    unsigned number, count, to;
    enum bm_place place = bm_guide_locate(&number, &count, g->m, g->r + 1, set, copy);
    if (place == BM_PLACE_TABLE || place == BM_PLACE_SHARED)
        to = table_station(number);
    else if (place == BM_PLACE_STAND)
        to = stand_station(g, number);
    else
        return 1;
    if (to == from)
        return 1;
    g->drew |= DREW_BOARDS;
    return add_route(g, from, 0, to, 0, 1, "ab");
}

static int collect_boards(struct room *g)
{
    const struct bm_movement *m = g->m;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, g->r, t);
        unsigned low, count;
        if (c->active && c->set && (bm_guide_locate(&low, &count, m, g->r, c->set, c->copy),
                                    low == t) &&
            !collect_boards_from(g, table_station(t), c->set, c->copy))
            return 0;
    }
    for (unsigned s = 1; s <= m->nstands; s++) {
        const struct bm_stand *st = &m->stands[s - 1];
        for (unsigned i = 0; i < st->queue_len[g->r - 1]; i++) {
            unsigned number, count;
            struct bm_group gr = st->queue[g->r - 1][i];
            if ((bm_guide_locate(&number, &count, m, g->r + 1, gr.set, gr.copy) !=
                     BM_PLACE_STAND || number != s) &&
                !collect_boards_from(g, stand_station(g, s), gr.set, gr.copy))
                return 0;
        }
    }
    return 1;
}

/* A line inside the loop from each table sharing boards to the lowest table holding them. */
static int collect_shares(struct room *g)
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
        if (!add_route(g, table_station(low), 0, table_station(t), 0, 1, "sh"))
            return 0;
        g->drew |= DREW_SHARE;
    }
    return 1;
}

/* ---- geometry ---- */

/* The loop's radius (long enough for every place, deep enough for the inner lanes) and each
 * station's place on it, table 1 at the top. */
static void place_stations(struct room *g)
{
    const struct bm_movement *m = g->m;
    unsigned n = station_count(m);
    double table_arc = m->event == BM_EVENT_INDIVIDUAL ? TABLE_ARC_4 : TABLE_ARC, total = 0;
    for (unsigned i = 0; i < n; i++)
        total += g->order[i] < m->tables ? table_arc : STAND_ARC;
    double deep = INNER_GAP + MIN_LANE + LANE * (g->lanes[1] ? g->lanes[1] - 1 : 0);
    g->radius = total / (2 * PI);
    g->radius = g->radius > MIN_RADIUS ? g->radius : MIN_RADIUS;
    g->radius = g->radius > deep ? g->radius : deep;
    double badges = m->event == BM_EVENT_INDIVIDUAL ? 4 : 2;
    double wide = (badges - 1) * BADGE_GAP / 2 + 15, out = g->radius + BADGE_OUT + 19;
    g->outer0 = sqrt(out * out + wide * wide) + 8;
    g->inner0 = g->radius - INNER_GAP;
    double reach = g->outer0 + LANE * g->lanes[0] + 12;
    g->cx = reach + 16;
    g->cy = TOP + reach + 8;
    double at = 0, first = 0;
    for (unsigned i = 0; g->order[i] != table_station(1); i++)
        first += STAND_ARC;
    for (unsigned i = 0; i < n; i++) {
        double arc = g->order[i] < m->tables ? table_arc : STAND_ARC;
        double angle = -PI / 2 + 2 * PI * (at + arc / 2 - first - table_arc / 2) / total;
        g->angle[g->order[i]] = angle;
        g->x[g->order[i]] = g->cx + g->radius * cos(angle);
        g->y[g->order[i]] = g->cy + g->radius * sin(angle);
        at += arc;
    }
}

/* A badge's place across the loop from its table's centre: side by side, in seat order. */
static double badge_across(const struct room *g, unsigned k)
{
    unsigned n = g->m->event == BM_EVENT_INDIVIDUAL ? 4 : 2;
    return ((double)k - (n - 1) / 2.0) * BADGE_GAP;
}

/* Where the holder of seat slot k of table t sits in the picture: outside the table. */
static void seat_xy(double *x, double *y, const struct room *g, unsigned t, unsigned k)
{
    double a = g->angle[table_station(t)], w = badge_across(g, k);
    double rho = g->radius + BADGE_OUT;
    *x = g->cx + rho * cos(a) - w * sin(a);
    *y = g->cy + rho * sin(a) + w * cos(a);
}

/* One end of a route: the point on its box and the point on its lane. */
static void route_end(double *bx, double *by, double *lx, double *ly, const struct room *g,
                      const struct route *rt, unsigned e, double lane_r)
{
    unsigned s = rt->station[e];
    double a = g->angle[s], ux = cos(a), uy = sin(a), vx = -uy, vy = ux;
    double rho = g->radius, w = rt->offset[e], hw = 32, hh = 32;
    if (!rt->inner) {
        rho += BADGE_OUT;
        w += badge_across(g, rt->slot[e]);
        hw = 15;
        hh = 11;
    } else if (s >= g->m->tables) {
        hw = 42;
        hh = 22;
    }
    double sign = rt->inner ? -1 : 1, clear = e ? 6 : 2;
    /* leave the box along the radius, the offset kept: test the corners as a point moves */
    double off = rt->offset[e], step = 0;
    while (fabs(off * vx + sign * step * ux) < hw && fabs(off * vy + sign * step * uy) < hh)
        step += 0.5;
    step += clear;
    *bx = g->cx + (rho + sign * step) * ux + w * vx;
    *by = g->cy + (rho + sign * step) * uy + w * vy;
    double along = sqrt(lane_r * lane_r - w * w);
    *lx = g->cx + along * ux + w * vx;
    *ly = g->cy + along * uy + w * vy;
}

/* The angle round the loop at which a route's end rises to its lane. */
static double end_angle(const struct room *g, const struct route *rt, unsigned e)
{
    double w = rt->offset[e], rho = g->radius;
    if (!rt->inner) {
        w += badge_across(g, rt->slot[e]);
        rho += BADGE_OUT;
    }
    return g->angle[rt->station[e]] + atan2(w, rho);
}

/* Whether angle a lies strictly inside the stretch a route's lane covers. */
static int under_route(const struct room *g, const struct route *rt, double a)
{
    double a0 = end_angle(g, rt, 0), a1 = end_angle(g, rt, 1);
    double into = fmod(rt->dir * (a - a0) + 4 * PI, 2 * PI);
    double whole = fmod(rt->dir * (a1 - a0) + 4 * PI, 2 * PI);
    return into > 1e-9 && into < whole - 1e-9;
}

/* Crossings as drawn: a route's end crosses each lower route on its side whose stretch it
 * rises through (lanes themselves never cross). */
static unsigned count_crossings(const struct room *g)
{
    unsigned n = 0;
    for (unsigned i = 0; i < g->nroutes; i++)
        for (unsigned j = 0; j < g->nroutes; j++) {
            const struct route *x = &g->routes[i], *y = &g->routes[j];
            if (i == j || x->inner != y->inner || y->lane >= x->lane)
                continue;
            n += (unsigned)under_route(g, y, end_angle(g, x, 0));
            n += (unsigned)under_route(g, y, end_angle(g, x, 1));
        }
    return n;
}

static void draw_route(struct bm_buf *b, const struct room *g, const struct route *rt)
{
    double lane_r = rt->inner ? g->inner0 - LANE * rt->lane : g->outer0 + LANE * rt->lane;
    double x0, y0, x1, y1, x2, y2, x3, y3;
    route_end(&x0, &y0, &x1, &y1, g, rt, 0, lane_r);
    route_end(&x3, &y3, &x2, &y2, g, rt, 1, lane_r);
    double a1 = atan2(y1 - g->cy, x1 - g->cx), a2 = atan2(y2 - g->cy, x2 - g->cx);
    double sweep = rt->dir * (a2 - a1);
    while (sweep < 0)
        sweep += 2 * PI;
    while (sweep >= 2 * PI)
        sweep -= 2 * PI;
    int head = strcmp(rt->cls, "sh") != 0;
    bm_buf_printf(b,
                  "<path d=\"M%.1f %.1fL%.1f %.1fA%.1f %.1f 0 %d %d %.1f %.1fL%.1f %.1f\""
                  " class=\"%s\" fill=\"none\" data-ends=\"%u %u\"",
                  x0, y0, x1, y1, lane_r, lane_r, sweep > PI, rt->dir > 0, x2, y2, x3, y3,
                  rt->cls, rt->from, rt->to);
    if (head)
        bm_buf_printf(b, " marker-end=\"url(#m-%s)\"/>\n", rt->cls);
    else /* a share line: say which tables, on hover */
        bm_buf_printf(b, "><title>Tables %u and %u share their boards</title></path>\n",
                      rt->station[0] + 1, rt->station[1] + 1);
}

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
    bm_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"64\" height=\"64\" rx=\"6\""
                     " class=\"%s\"/>",
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
            bm_buf_printf(b, "<rect x=\"16\" y=\"%.1f\" width=\"40\" height=\"14\""
                             " class=\"st\"/>\n",
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

/* Everything that moves, routed and given lanes; then the stations placed round a loop deep
 * enough for them. */
static int layout(struct room *g)
{
    if (!loop_order(g) || !collect_shares(g))
        return 0;
    if (g->r < g->m->rounds && (!collect_boards(g) || !collect_pairs(g)))
        return 0;
    /* equal routes in four orders: the one drawn with the fewest crossings is kept */
    unsigned best = 0, fewest = UINT32_MAX;
    for (unsigned variant = 0; variant < 4; variant++) {
        if (!assign_lanes(g, variant))
            return 0;
        assign_offsets(g);
        place_stations(g);
        unsigned n = count_crossings(g);
        if (n < fewest) {
            fewest = n;
            best = variant;
        }
    }
    if (!assign_lanes(g, best))
        return 0;
    assign_offsets(g);
    place_stations(g);
    return 1;
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
        for (unsigned i = 0; i < g.nroutes; i++)
            draw_route(&body, &g, &g.routes[i]);
        for (unsigned t = 1; t <= m->tables; t++)
            table_place(&body, &g, t);
        for (unsigned s = 1; s <= m->nstands; s++)
            stand_place(&body, &g, s);
        double size = 2 * g.cx, height = 2 * g.cy - TOP + LEGEND_ROW * legend_rows(g.drew);
        bm_svg_open(b, size, height + 8, bm_print_name(m), height_mm);
        bm_buf_puts(b, room_style);
        bm_svg_markers(b, arrows, colours);
        caption(b, &g);
        bm_buf_add(b, body.data ? body.data : "", body.len);
        b->failed |= body.failed;
        legend(b, &g, 2 * g.cy - TOP + 4);
        bm_svg_close(b);
        bm_buf_free(&body);
    }
    bm_free(g.x);
    bm_free(g.y);
    bm_free(g.angle);
    bm_free(g.order);
    bm_free(g.position);
    bm_free(g.routes);
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
