/* SPDX-License-Identifier: MIT */
/* The balance map: the amount of competition s between every two counted participants as a
 * heat map, the participants ordered by where they start (NS then EW, each by table) so that
 * a movement of two fields shows as two blocks. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "print/print-private.h"
#include "util/alloc.h"
#include "util/message.h"
#include "util/out.h"

#define MAX_PARTICIPANTS 400 /* 160 000 squares: beyond, nobody reads a square */
#define LEFT 96.0
#define TOP 118.0
#define LEGEND_WIDTH 250.0
#define MAX_LISTED 20        /* values listed one by one in the legend */

/* Where a participant starts: side (0 NS, 1 EW, 2 never seated), table, seat. */
struct start {
    unsigned side, table, slot, p;
};

static int start_order(const void *a, const void *b)
{
    const struct start *x = a, *y = b;
    if (x->side != y->side)
        return x->side < y->side ? -1 : 1;
    if (x->table != y->table)
        return x->table < y->table ? -1 : 1;
    if (x->slot != y->slot)
        return x->slot < y->slot ? -1 : 1;
    return x->p < y->p ? -1 : x->p > y->p;
}

/* The counted participants in starting order; returns how many. */
static unsigned order_participants(struct start *out, const struct bm_movement *m,
                                   const struct bm_analysis *an)
{
    unsigned n = 0;
    int players = m->event == BM_EVENT_INDIVIDUAL;
    for (unsigned p = 1; p <= m->participants; p++) {
        int counted = 0;
        bm_analysis_counted(&counted, an, p);
        if (!counted)
            continue;
        struct start s = {2, 0, 0, p};
        for (unsigned r = 1; r <= m->rounds && s.side == 2; r++) {
            unsigned t;
            enum bm_field f;
            bm_movement_seat_of(&t, &f, m, p, r);
            if (!t)
                continue;
            s.slot = players ? (unsigned)f - BM_FIELD_NORTH : (unsigned)f - BM_FIELD_NS;
            s.side = players ? s.slot / 2 : s.slot;
            s.table = t;
        }
        out[n++] = s;
    }
    qsort(out, n, sizeof *out, start_order);
    return n;
}

struct scale {
    double mean, half; /* white at the mean, full colour half away */
};

/* Blue below the mean, white at it, red above. */
static void put_colour(struct bm_buf *b, const struct scale *sc, double s)
{
    double t = (s - sc->mean) / sc->half;
    t = t > 1 ? 1 : t < -1 ? -1 : t;
    double u = fabs(t);
    const double *to = t > 0 ? (const double[]){198, 40, 40} : (const double[]){33, 102, 172};
    bm_buf_printf(b, "rgb(%.0f,%.0f,%.0f)", 255 + (to[0] - 255) * u, 255 + (to[1] - 255) * u,
                  255 + (to[2] - 255) * u);
}

static const char balance_style[] =
    "<style>.cap{font-size:18px;font-weight:bold}.sub{font-size:13px;fill:#444}"
    ".lb{font-size:10px;fill:#333}.gr{font-size:12px;font-weight:bold;fill:#333}"
    ".lg{font-size:12px}.sep{stroke:#111;stroke-width:1.5}</style>\n";

struct map {
    const struct bm_movement *m;
    const struct bm_analysis *an;
    const struct start *who;
    unsigned n;
    double cell;
    struct scale sc;
};

static void square(struct bm_buf *b, const struct map *mp, unsigned i, unsigned j)
{
    const char *word = mp->m->event == BM_EVENT_INDIVIDUAL ? "Players" : "Pairs";
    unsigned p = mp->who[i].p, q = mp->who[j].p;
    double x = LEFT + j * mp->cell, y = TOP + i * mp->cell;
    bm_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.2f\" height=\"%.2f\" fill=\"", x, y,
                  mp->cell, mp->cell);
    if (i == j) {
        bm_buf_printf(b, "#ddd\"><title>%s %u</title></rect>\n", bm_print_who_word(mp->m), p);
        return;
    }
    int64_t s, a, same, opposite;
    bm_analysis_entry(&s, mp->an, BM_MATRIX_S, p, q);
    bm_analysis_entry(&a, mp->an, BM_MATRIX_A, p, q);
    bm_analysis_entry(&same, mp->an, BM_MATRIX_B, p, q);
    bm_analysis_entry(&opposite, mp->an, BM_MATRIX_C, p, q);
    put_colour(b, &mp->sc, (double)s);
    bm_buf_printf(b, "\"><title>%s %u and %u: s = %lld (against each other %lld, same "
                     "direction %lld, opposite %lld)</title></rect>\n",
                  word, p, q, (long long)s, (long long)a, (long long)same, (long long)opposite);
}

/* Participant numbers along both edges, the NS and EW groups named and split by a line. */
static void edges(struct bm_buf *b, const struct map *mp)
{
    int players = mp->m->event == BM_EVENT_INDIVIDUAL;
    static const char *const groups[2][3] = {{"NS pairs", "EW pairs", "others"},
                                             {"N/S players", "E/W players", "others"}};
    double end = mp->n * mp->cell;
    for (unsigned i = 0; i < mp->n; i++) {
        char text[16];
        snprintf(text, sizeof text, "%u", mp->who[i].p);
        if (mp->cell >= 9) {
            bm_svg_text(b, LEFT - 4, TOP + (i + 0.5) * mp->cell + 3.5, "end", "lb", text);
            bm_svg_text(b, LEFT + (i + 0.5) * mp->cell, TOP - 5, "middle", "lb", text);
        }
        if (i + 1 < mp->n && mp->who[i].side == mp->who[i + 1].side)
            continue;
        unsigned first = i;
        while (first > 0 && mp->who[first - 1].side == mp->who[i].side)
            first--;
        double mid = (first + i + 1) * mp->cell / 2;
        bm_svg_text(b, LEFT + mid, TOP - 22, "middle", "gr", groups[players][mp->who[i].side]);
        bm_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" class=\"gr\""
                         " transform=\"rotate(-90 %.1f %.1f)\">%s</text>\n",
                      LEFT - 30, TOP + mid, LEFT - 30, TOP + mid,
                      groups[players][mp->who[i].side]);
        if (i + 1 < mp->n) {
            double at = (i + 1) * mp->cell;
            bm_buf_printf(b,
                          "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"sep\"/>\n"
                          "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"sep\"/>\n",
                          LEFT + at, TOP, LEFT + at, TOP + end, LEFT, TOP + at, LEFT + end,
                          TOP + at);
        }
    }
}

/* Every value with its colour and count, or the range when there are many; then the figures.
 * Returns the bottom of the legend. */
static double legend(struct bm_buf *b, const struct map *mp, double x)
{
    unsigned values = 0;
    double y = TOP + 12, sd = 0, lo = 0, hi = 0;
    bm_analysis_distribution_size(&values, mp->an);
    bm_analysis_stat(&sd, mp->an, BM_STAT_SD);
    bm_analysis_stat(&lo, mp->an, BM_STAT_MIN);
    bm_analysis_stat(&hi, mp->an, BM_STAT_MAX);
    bm_svg_text(b, x, y, "start", "gr", "s: how much two compete");
    y += 20;
    for (unsigned i = 1; i <= values && values <= MAX_LISTED; i++, y += 18) {
        int64_t v;
        unsigned count;
        bm_analysis_distribution_entry(&v, &count, mp->an, i);
        bm_buf_printf(
            b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"24\" height=\"14\" stroke=\"#999\" fill=\"", x,
            y - 11);
        put_colour(b, &mp->sc, (double)v);
        bm_buf_printf(
            b, "\"/>\n<text x=\"%.1f\" y=\"%.1f\" class=\"lg\">%lld: %u pair%s of %s</text>\n",
            x + 32, y, (long long)v, count, count == 1 ? "" : "s",
            mp->m->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs");
    }
    if (values > MAX_LISTED) {
        double stops[] = {lo, mp->sc.mean, hi};
        const char *names[] = {"least", "mean", "most"};
        for (unsigned i = 0; i < 3; i++, y += 18) {
            bm_buf_printf(
                b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"24\" height=\"14\" stroke=\"#999\" fill=\"",
                x, y - 11);
            put_colour(b, &mp->sc, stops[i]);
            bm_buf_printf(b, "\"/>\n<text x=\"%.1f\" y=\"%.1f\" class=\"lg\">%s: %.2f</text>\n",
                          x + 32, y, names[i], stops[i]);
        }
    }
    char line[96];
    snprintf(line, sizeof line, "mean %.2f, standard deviation %.2f", mp->sc.mean, sd);
    bm_svg_text(b, x, y + 8, "start", "lg", line);
    bm_svg_text(b, x, y + 26, "start", "lg", "blue: less than the mean; red: more");
    return y + 36;
}

static void draw(struct bm_buf *b, const struct map *mp)
{
    double side = mp->n * mp->cell, width = LEFT + side + 30 + LEGEND_WIDTH;
    struct bm_buf body;
    bm_buf_init(&body);
    for (unsigned i = 0; i < mp->n; i++)
        for (unsigned j = 0; j < mp->n; j++)
            square(&body, mp, i, j);
    edges(&body, mp);
    double bottom = legend(&body, mp, LEFT + side + 30);
    double height = (TOP + side + 20 > bottom ? TOP + side + 20 : bottom);
    bm_svg_open(b, width, height, bm_print_name(mp->m), 0);
    bm_buf_puts(b, balance_style);
    bm_svg_text(b, 16, 28, "start", "cap", bm_print_name(mp->m));
    bm_svg_text(b, 16, 50, "start", "sub",
                "The balance: how much each two compete (s), a square for each two");
    bm_buf_add(b, body.data ? body.data : "", body.len);
    b->failed |= body.failed;
    bm_svg_close(b);
    bm_buf_free(&body);
}

enum bm_status bm_print_balance_svg(char **out, const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    enum bm_status st = bm_analysis_new(&an, m);
    if (st)
        return st;
    struct start *who = bm_calloc(m->participants + 1, sizeof *who);
    unsigned n = who ? order_participants(who, m, an) : 0;
    if (!who) {
        st = bm_fail(BM_ENOMEM, "out of memory");
    } else if (n < 2 || n > MAX_PARTICIPANTS) {
        st = bm_fail(BM_EUNSUPPORTED,
                     "a balance map needs 2 to %u participants who play; this movement has %u",
                     MAX_PARTICIPANTS, n);
    } else {
        struct map mp = {m, an, who, n, n <= 30 ? 24 : 720.0 / n, {0, 1}};
        double lo = 0, hi = 0;
        bm_analysis_stat(&mp.sc.mean, an, BM_STAT_MEAN);
        bm_analysis_stat(&lo, an, BM_STAT_MIN);
        bm_analysis_stat(&hi, an, BM_STAT_MAX);
        mp.sc.half = fabs(mp.sc.mean) > (hi - lo) / 2 ? fabs(mp.sc.mean) : (hi - lo) / 2;
        mp.sc.half = mp.sc.half < 1 ? 1 : mp.sc.half;
        struct bm_buf b;
        bm_buf_init(&b);
        draw(&b, &mp);
        st = bm_buf_finish(&b, out);
        if (st)
            bm_fail(st, "out of memory");
    }
    bm_free(who);
    bm_analysis_free(an);
    return st;
}
