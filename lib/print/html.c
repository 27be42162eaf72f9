/* SPDX-License-Identifier: MIT */
/* The guide (bm_print_report(), BM_PRINT_GUIDE): the guide and every card as one HTML file to
 * print, every footer saying "page N of M" (page.c fills M in at the end). */
#include <string.h>

#include "options/options.h"
#include "print/print-private.h"
#include "util/message.h"
#include "util/out.h"

/* ---- options ---- */

struct html_options {
    const char *paper; /* the @page size, "" for the printer's own */
    struct bm_print_parts parts;
};

/* The options of the set `print` the guide reads (paper; cards, travellers, copies). */
static void read_options(struct html_options *o, const struct bm_options *opt)
{
    static const char *const sizes[] = {"", "size: A4;", "size: letter;"};
    o->paper = opt ? sizes[bm_options_choice(opt, "paper")] : "";
    bm_print_parts_read(&o->parts, opt);
}

/* ---- the head: the style sheet fixes the sizes card.c's fitting counts on ---- */

static const char style[] =
    "* { box-sizing: border-box; }\n"
    "html { font-family: 'DejaVu Sans', Verdana, 'Liberation Sans', Arial, sans-serif;"
    " color: #111; }\n"
    "body { margin: 0; }\n"
    "section.page { display: flex; flex-direction: column; min-height: 250mm;"
    " break-after: page; page-break-after: always; }\n"
    "section.page:last-of-type { break-after: auto; page-break-after: auto; }\n"
    "section.page > footer { margin-top: auto; padding-top: 1.5mm; border-top: 0.5pt solid #999;"
    " font-size: 8pt; color: #555; }\n"
    "h1 { font-size: 24pt; line-height: 1.2; margin: 0 0 1mm; }\n"
    ".slip h1 { font-size: 14pt; }\n"
    "p { margin: 0 0 1.5mm; }\n"
    "p.note { font-size: 11pt; line-height: 1.35; margin: 0 0 1mm; color: #333; }\n"
    ".overview p { font-size: 12pt; line-height: 1.4; }\n"
    ".overview p.facts { font-size: 11pt; color: #333; }\n"
    "table.grid { border-collapse: collapse; width: 100%; margin-top: 3mm; }\n"
    ".grid th, .grid td { padding: 0.25em 0.5em; line-height: 1.25; white-space: nowrap;"
    " text-align: left; border-bottom: 0.5pt solid #999; }\n"
    ".grid th { border-bottom: 1.2pt solid #111; }\n"
    ".grid tr.out td { color: #666; font-style: italic; }\n"
    ".grid tr.first td { border-top: 1pt solid #111; }\n"
    ".card tbody tr:nth-child(even) td { background: #f1f3f6; }\n"
    ".slip { border: 1pt solid #111; border-radius: 2mm; padding: 2mm 3mm; margin: 0 0 3mm;"
    " break-inside: avoid; }\n"
    ".slip td { height: 6.5mm; }\n"
    ".slip td + td + td + td { border-left: 0.5pt solid #ccc; }\n"
    ".room { margin-top: 3mm; }\n"
    "@media screen {\n"
    "  body { background: #d5d9df; padding: 8mm 0; }\n"
    "  section.page { width: 210mm; min-height: 297mm; margin: 0 auto 8mm; padding: 12mm;"
    " background: #fff; box-shadow: 0 0.5mm 3mm rgba(0, 0, 0, 0.3); }\n"
    "}\n";

/* The page count goes in a meta element programs (and the command) read; like the footers'
 * totals it is filled in once the last page is closed. */
static void put_head(struct bm_print_doc *d, const struct html_options *o)
{
    struct bm_buf *b = d->b;
    bm_buf_puts(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                   "<meta name=\"generator\" content=\"libbridgemove ");
    bm_buf_puts(b, bm_version_string());
    bm_buf_puts(b, "\"/>\n<meta name=\"pages\" content=\"");
    size_t at = b->len;
    bm_buf_add(&d->totals, (const char *)&at, sizeof at);
    bm_buf_puts(b, "\"/>\n<title>");
    bm_print_text(b, bm_print_name(d->m));
    bm_buf_printf(b, ": guide and cards</title>\n<style>\n@page { margin: 12mm; %s }\n%s</style>\n"
                     "</head>\n<body>\n",
                  o->paper, style);
}

/* ---- the first page: the movement at a glance ---- */

static unsigned real_participants(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        for (unsigned r = 1; r <= m->rounds; r++)
            if (bm_is_present(m, p, r)) {
                n++;
                break;
            }
    return n;
}

/* "Pairs event · 10 pairs · 5 tables · 9 rounds · 27 boards in 9 sets of 3 · 4 stands" */
static void put_facts(struct bm_buf *b, const struct bm_movement *m)
{
    static const char *const events[] = {"", "Pairs event", "Teams event", "Individual event"};
    static const char dot[] = " \xc2\xb7 ";
    unsigned n = real_participants(m);
    bm_buf_printf(b, "<p class=\"facts\">%s", (unsigned)m->event < 4 ? events[m->event] : "");
    if (m->team_of)
        bm_buf_printf(b, "%s%u team%s", dot, bm_movement_teams(m),
                      bm_movement_teams(m) == 1 ? "" : "s");
    bm_buf_printf(b, "%s%u %s%s", dot, n, m->event == BM_EVENT_INDIVIDUAL ? "player" : "pair",
                  n == 1 ? "" : "s");
    bm_buf_printf(b, "%s%u table%s%s%u round%s", dot, m->tables, m->tables == 1 ? "" : "s", dot,
                  m->rounds, m->rounds == 1 ? "" : "s");
    unsigned boards = bm_movement_boards(m);
    bm_buf_printf(b, "%s%u board%s in %u set%s", dot, boards, boards == 1 ? "" : "s", m->sets,
                  m->sets == 1 ? "" : "s");
    if (m->nstands)
        bm_buf_printf(b, "%s%u relay or bye stand%s", dot, m->nstands, m->nstands == 1 ? "" : "s");
    bm_buf_puts(b, "</p>\n");
}

/* The description, a paragraph per line; returns its estimated height in mm. */
static double put_description(struct bm_buf *b, const struct bm_movement *m)
{
    char *text = NULL;
    if (bm_guide_report(&text, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT) != BM_OK) {
        b->failed = 1;
        return 0;
    }
    double mm = 0;
    for (char *line = text; *line;) {
        size_t n = strcspn(line, "\n");
        char keep = line[n];
        line[n] = '\0';
        bm_buf_puts(b, "<p>");
        bm_print_text(b, line);
        bm_buf_puts(b, "</p>\n");
        mm += 1.5 + 6.0 * (double)((bm_print_chars(line) + 69) / 70); /* 12pt, 70 a line */
        line += n + (keep != '\0');
    }
    bm_free(text);
    return mm;
}

static void put_sit_out_tables(struct bm_buf *b, const struct bm_movement *m)
{
    for (unsigned t = 1; t <= m->tables; t++)
        if (!bm_print_table_plays(m, t))
            bm_buf_printf(b, "<p class=\"note\">Table %u is where pairs sit out: no table to set "
                             "up there, and it gets no card.</p>\n",
                          t);
}

static void overview(struct bm_print_doc *d)
{
    const struct bm_movement *m = d->m;
    bm_print_page_open(d, "overview");
    bm_buf_puts(d->b, "<h1>");
    bm_print_text(d->b, bm_print_name(m));
    bm_buf_puts(d->b, "</h1>\n");
    put_facts(d->b, m);
    double used = 11.2 + 7.0 + put_description(d->b, m);
    put_sit_out_tables(d->b, m);
    for (unsigned t = 1; t <= m->tables; t++)
        used += bm_print_table_plays(m, t) ? 0 : 6.3;
    double room = BM_PRINT_HEIGHT_MM - used - 8;
    if (room < 80) { /* a long description: the picture gets a page of its own */
        bm_print_page_close(d, "The movement");
        bm_print_page_open(d, "overview");
        room = BM_PRINT_HEIGHT_MM - 10;
    }
    room = room > 170 ? 170 : room;
    bm_buf_puts(d->b, "<div class=\"room\">\n");
    bm_print_room(d->b, m, 1, room);
    bm_buf_puts(d->b, "</div>\n");
    bm_print_page_close(d, "The movement");
}

static void write_document(struct bm_print_doc *d, const struct html_options *o)
{
    put_head(d, o);
    if (o->parts.mask & BM_PART_ROOM)
        overview(d);
    if (o->parts.mask & BM_PART_PREPARE)
        bm_print_prepare(d);
    bm_print_cards(d, &o->parts);
    if (o->parts.mask & BM_PART_TRAVELLER)
        bm_print_travellers(d);
    bm_buf_puts(d->b, "</body>\n</html>\n");
}

enum bm_status bm_print_guide(char **out, const struct bm_movement *m,
                              const struct bm_options *opt)
{
    struct html_options o;
    read_options(&o, opt);
    struct bm_buf b;
    bm_buf_init(&b);
    struct bm_print_doc d = {&b, m, 0, {0}};
    bm_buf_init(&d.totals);
    write_document(&d, &o);
    if (!b.failed && d.page == 0) {
        bm_buf_free(&d.totals);
        bm_buf_free(&b);
        return bm_fail(BM_ERANGE, "cards=%s prints nothing for this movement (it has no relay "
                                  "or bye stand, or no pair who moves)",
                       bm_options_value(opt, "cards"));
    }
    bm_print_pages_total(&d);
    bm_buf_free(&d.totals);
    return bm_buf_finish(&b, out);
}
