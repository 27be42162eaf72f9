/* SPDX-License-Identifier: MIT */
/* Cards: a title, note lines and a grid of short texts (one row per round, say), written as
 * HTML in the largest type that fits a sheet. The sizes are worked out here rather than left
 * to the browser so that a card is never split across sheets by accident: cells never wrap
 * (white-space: nowrap), so every row is one line high and the widest row is known. The
 * figures below follow the style sheet (page.c's CSS in html.c): padding 0.25em 0.5em,
 * line-height 1.25, DejaVu Sans or a narrower font. */
#include <string.h>

#include "print/print-private.h"

#define CHAR_EM 0.64       /* widest average character (digits) in em */
#define HEAD_CHAR_EM 0.72  /* bold headers */
#define PAD_EM 1.0         /* left and right padding of a cell */
#define ROW_EM 1.75        /* line-height 1.25 + padding 0.5 */
#define RULE_MM 0.2        /* a row's bottom rule */
#define TITLE_MM 11.2      /* 24pt h1 and its margin */
#define SLIP_TITLE_MM 6.9  /* 14pt h1 and its margin */
#define NOTE_MM 6.3        /* an 11pt note line and its margin */
#define NOTE_CHARS 70      /* characters of a note line before it wraps */
#define GRID_TOP_MM 3.0    /* the grid's top margin */
#define SLIP_FRAME_MM 8.0  /* a slip's padding, border and bottom margin */
#define SLIP_ROW_MM 6.5    /* a traveller's rows leave room to write */
#define MIN_PT 9.0         /* smaller type continues on the next sheet instead */

void bm_print_card_init(struct bm_print_card *c, unsigned cols)
{
    memset(c, 0, sizeof *c);
    bm_buf_init(&c->title);
    bm_buf_init(&c->notes);
    bm_buf_init(&c->text);
    bm_buf_init(&c->index);
    bm_buf_init(&c->kinds);
    c->cols = cols < BM_PRINT_MAX_COLS ? cols : BM_PRINT_MAX_COLS;
}

void bm_print_card_free(struct bm_print_card *c)
{
    bm_buf_free(&c->title);
    bm_buf_free(&c->notes);
    bm_buf_free(&c->text);
    bm_buf_free(&c->index);
    bm_buf_free(&c->kinds);
}

/* End the cell or note being written: its text is NUL-terminated inside the buffer. */
static void end_open(struct bm_print_card *c)
{
    if (c->open == 1)
        bm_buf_add(&c->text, "", 1);
    else if (c->open == 2)
        bm_buf_add(&c->notes, "", 1);
    c->open = 0;
}

struct bm_buf *bm_print_card_note(struct bm_print_card *c)
{
    end_open(c);
    c->open = 2;
    c->nnotes++;
    return &c->notes;
}

void bm_print_card_row(struct bm_print_card *c, enum bm_print_row kind)
{
    end_open(c);
    unsigned char k = (unsigned char)kind;
    bm_buf_add(&c->kinds, (const char *)&k, 1);
}

struct bm_buf *bm_print_card_cell(struct bm_print_card *c)
{
    end_open(c);
    if (c->cells == 0 && c->kinds.len == 0)
        bm_print_card_row(c, BM_ROW_PLAIN); /* the header row */
    size_t at = c->text.len;
    bm_buf_add(&c->index, (const char *)&at, sizeof at);
    c->cells++;
    c->open = 1;
    return &c->text;
}

void bm_print_card_put(struct bm_print_card *c, const char *text)
{
    bm_buf_puts(bm_print_card_cell(c), text);
}

int bm_print_card_done(struct bm_print_card *c)
{
    end_open(c);
    return !(c->title.failed || c->notes.failed || c->text.failed || c->index.failed ||
             c->kinds.failed);
}

unsigned bm_print_card_rows(const struct bm_print_card *c)
{
    unsigned rows = c->cols ? c->cells / c->cols : 0;
    return rows ? rows - 1 : 0;
}

/* Row 0 is the header row; data rows are 1-based here. "" for a cell lost to an allocation
 * failure (the card is then not written, but may still be asked about). */
static const char *cell_at(const struct bm_print_card *c, unsigned row, unsigned col)
{
    size_t i = (size_t)row * c->cols + col, at;
    if (i >= c->cells || (i + 1) * sizeof at > c->index.len)
        return "";
    memcpy(&at, c->index.data + i * sizeof at, sizeof at);
    return at < c->text.len ? c->text.data + at : "";
}

const char *bm_print_card_at(const struct bm_print_card *c, unsigned row, unsigned col)
{
    return cell_at(c, row + 1, col);
}

void bm_print_card_hide_if_all(struct bm_print_card *c, unsigned col, const char *const *list)
{
    for (unsigned r = 1; r <= bm_print_card_rows(c); r++) {
        const char *s = cell_at(c, r, col);
        int listed = !*s;
        for (unsigned i = 0; list[i] && !listed; i++)
            listed = strcmp(s, list[i]) == 0;
        if (!listed)
            return;
    }
    c->hidden[col] = 1;
}

/* ---- sizes ---- */

/* The widest row in em. */
static double width_em(const struct bm_print_card *c)
{
    double em = 0;
    for (unsigned col = 0; col < c->cols; col++) {
        if (c->hidden[col])
            continue;
        double w = (double)bm_print_chars(cell_at(c, 0, col)) * HEAD_CHAR_EM;
        for (unsigned r = 1; r <= bm_print_card_rows(c); r++) {
            double cw = (double)bm_print_chars(cell_at(c, r, col)) * CHAR_EM;
            w = cw > w ? cw : w;
        }
        em += w + PAD_EM;
    }
    return em;
}

double bm_print_card_width_pt(const struct bm_print_card *c, double max_pt)
{
    double em = width_em(c), pt = max_pt;
    while (pt > 4 && em * pt * BM_PT_MM > BM_PRINT_WIDTH_MM)
        pt -= 0.5;
    return pt;
}

static double notes_mm(const struct bm_print_card *c)
{
    double mm = 0;
    const char *s = c->notes.data;
    for (unsigned i = 0; s && i < c->nnotes; i++, s += strlen(s) + 1)
        mm += NOTE_MM * (double)((bm_print_chars(s) + NOTE_CHARS - 1) / NOTE_CHARS);
    return mm;
}

static double row_mm(double pt, int slip)
{
    double h = ROW_EM * pt * BM_PT_MM;
    return (slip && h < SLIP_ROW_MM ? SLIP_ROW_MM : h) + RULE_MM;
}

double bm_print_card_height(const struct bm_print_card *c, double pt, unsigned n, int slip)
{
    double head = (slip ? SLIP_TITLE_MM + SLIP_FRAME_MM : TITLE_MM) + notes_mm(c) + GRID_TOP_MM;
    return head + ROW_EM * pt * BM_PT_MM + RULE_MM + n * row_mm(pt, slip);
}

/* ---- writing ---- */

static void put_row(struct bm_buf *b, const struct bm_print_card *c, unsigned row)
{
    static const char *const rows[] = {"<tr>", "<tr class=\"out\">", "<tr class=\"first\">"};
    unsigned char kind = row ? (unsigned char)c->kinds.data[row] : 0;
    bm_buf_puts(b, rows[kind < 3 ? kind : 0]);
    for (unsigned col = 0; col < c->cols; col++) { /* the hottest loop of a printed guide */
        if (c->hidden[col])
            continue;
        bm_buf_add(b, row ? "<td>" : "<th>", 4);
        bm_print_text(b, cell_at(c, row, col));
        bm_buf_add(b, row ? "</td>" : "</th>", 5);
    }
    bm_buf_add(b, "</tr>\n", 6);
}

void bm_print_card_block(struct bm_buf *b, const struct bm_print_card *c, double pt,
                         const char *cls, unsigned from, unsigned to)
{
    bm_buf_printf(b, "<div class=\"%s\" style=\"font-size:%.1fpt\">\n<h1>", cls, pt);
    bm_print_text(b, c->title.data ? c->title.data : "");
    if (from > 0)
        bm_buf_puts(b, " (continued)");
    bm_buf_puts(b, "</h1>\n");
    const char *s = c->notes.data;
    for (unsigned i = 0; s && i < c->nnotes; i++, s += strlen(s) + 1) {
        bm_buf_puts(b, "<p class=\"note\">");
        bm_print_text(b, s);
        bm_buf_puts(b, "</p>\n");
    }
    bm_buf_puts(b, "<table class=\"grid\">\n<thead>");
    put_row(b, c, 0);
    bm_buf_puts(b, "</thead>\n<tbody>\n");
    for (unsigned r = from; r < to; r++)
        put_row(b, c, r + 1);
    bm_buf_puts(b, "</tbody>\n</table>\n</div>\n");
}

void bm_print_card_pages(struct bm_print_doc *d, const struct bm_print_card *c, double max_pt,
                         const char *cls, const char *what)
{
    unsigned rows = bm_print_card_rows(c);
    double pt = bm_print_card_width_pt(c, max_pt);
    while (pt > MIN_PT && bm_print_card_height(c, pt, rows, 0) > BM_PRINT_HEIGHT_MM)
        pt -= 0.5;
    /* rows per sheet in this type (at least one, so that a page always moves on) */
    unsigned per = rows ? rows : 1;
    while (per > 1 && bm_print_card_height(c, pt, per, 0) > BM_PRINT_HEIGHT_MM)
        per--;
    unsigned from = 0;
    do {
        unsigned to = from + per < rows ? from + per : rows;
        bm_print_page_open(d, cls);
        bm_print_card_block(d->b, c, pt, "card", from, to);
        bm_print_page_close(d, what);
        from = to;
    } while (from < rows);
}
