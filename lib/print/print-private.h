/* SPDX-License-Identifier: MIT */
/* What the print module's files share: escaped text, the words cards use, the board-level
 * facts, the printed document and its pages, cards (a title and a grid of short texts fitted
 * to a sheet), and SVG drawing. */
#ifndef BM_PRINT_PRIVATE_H
#define BM_PRINT_PRIVATE_H

#include "model/boards.h"
#include "model/model.h"

#include "util/buf.h"

/* ---- text (text.c) ---- */
/* s as XML/HTML text or attribute value: & < > " ' escaped, control characters other than tab
 * and newline dropped (C0, DEL and C1), invalid UTF-8 and the non-characters U+FFFE/U+FFFF
 * replaced by U+FFFD
 * (XML accepts none of them), so any name prints as itself and never as markup. */
void bm_print_text(struct bm_buf *b, const char *s);
/* The number of characters of s (an invalid byte counts as one). */
size_t bm_print_chars(const char *s);

/* ---- words (words.c) ---- */
/* The movement's name, or "Movement" when it has none. */
const char *bm_print_name(const struct bm_movement *m);
/* "Pair" / "Player" (capital: titles). */
const char *bm_print_who_word(const struct bm_movement *m);
/* "NS", "EW", "North", ... */
const char *bm_print_seat_name(enum bm_field f);
/* "pair 8", "team 4 (pair 8)", "player 5"; "nobody" for 0. */
void bm_print_who(struct bm_buf *b, const struct bm_movement *m, unsigned p);
/* "7" or "4–6": the boards of a set. */
void bm_print_boards(struct bm_buf *b, const struct bm_movement *m, unsigned set);
/* Whether a table plays in some round (the sit-out "table" of a phantom does not). */
int bm_print_table_plays(const struct bm_movement *m, unsigned t);

/* ---- the printed document (page.c) ---- */
struct bm_print_doc {
    struct bm_buf *b;
    const struct bm_movement *m;
    unsigned page;  /* pages opened so far */
    struct bm_buf totals; /* size_t per footer: where its "of M" total goes, once M is known */
};
/* Open a page: a <section> that starts on a new sheet. */
void bm_print_page_open(struct bm_print_doc *d, const char *cls);
/* Close it with its footer: the movement, what (e.g. "Table 3") and "page N of M". */
void bm_print_page_close(struct bm_print_doc *d, const char *what);
/* Write the number of pages into every place recorded in totals (the footers, the head),
 * once the last page is closed. */
void bm_print_pages_total(struct bm_print_doc *d);
/* Page geometry the fitting uses (mm): the content of a sheet fits A4 and US Letter. */
#define BM_PRINT_WIDTH_MM 180.0
#define BM_PRINT_HEIGHT_MM 236.0 /* above the footer, with room to spare */
#define BM_PT_MM 0.3528          /* one point in millimetres */

/* ---- cards (card.c): a title, note lines and a grid of short texts ---- */
#define BM_PRINT_MAX_COLS 12
enum bm_print_row { BM_ROW_PLAIN = 0, BM_ROW_OUT = 1, BM_ROW_FIRST = 2 };
struct bm_print_card {
    struct bm_buf title;  /* plain text */
    struct bm_buf notes;  /* plain lines, each NUL-terminated */
    struct bm_buf text;   /* cells, each NUL-terminated, row by row; row 0: the headers */
    struct bm_buf index;  /* size_t per cell: where its text starts */
    struct bm_buf kinds;  /* one enum bm_print_row per row */
    unsigned cols, cells, nnotes;
    unsigned char hidden[BM_PRINT_MAX_COLS];
    int open; /* a cell is being written */
};
void bm_print_card_init(struct bm_print_card *c, unsigned cols);
void bm_print_card_free(struct bm_print_card *c);
/* A note line under the title; returns the buffer to write it into (ended by the next call). */
struct bm_buf *bm_print_card_note(struct bm_print_card *c);
/* Start a row of the given kind; row 0 (the headers) is started by the first call. */
void bm_print_card_row(struct bm_print_card *c, enum bm_print_row kind);
/* Start the next cell of the row; returns the buffer to write its text into. */
struct bm_buf *bm_print_card_cell(struct bm_print_card *c);
/* A whole cell at once. */
void bm_print_card_put(struct bm_print_card *c, const char *text);
/* Finish writing (ends the last cell or note); 0 on an allocation failure. */
int bm_print_card_done(struct bm_print_card *c);
unsigned bm_print_card_rows(const struct bm_print_card *c); /* data rows */
const char *bm_print_card_at(const struct bm_print_card *c, unsigned row, unsigned col);
/* Hide the column when every data row holds "" or one of the texts in list (NULL-ended). */
void bm_print_card_hide_if_all(struct bm_print_card *c, unsigned col, const char *const *list);
/* The card on its own sheet(s) in the largest type up to max_pt that fits; a card too long
 * for one sheet in readable type continues on the next ones. what names it in the footer. */
void bm_print_card_pages(struct bm_print_doc *d, const struct bm_print_card *c, double max_pt,
                         const char *cls, const char *what);
/* The card as a block of class cls in type pt, rows from..to-1 (data rows, 0-based). */
void bm_print_card_block(struct bm_buf *b, const struct bm_print_card *c, double pt,
                         const char *cls, unsigned from, unsigned to);
/* Its height (mm) in type pt with n data rows, as a slip (class "slip") or a sheet card. */
double bm_print_card_height(const struct bm_print_card *c, double pt, unsigned n, int slip);
/* The largest type (0.5 pt steps, at most max_pt) in which the card's widest row fits. */
double bm_print_card_width_pt(const struct bm_print_card *c, double max_pt);

/* ---- the parts of the guide asked for (parts.c) ---- */
enum bm_print_part {
    BM_PART_ROOM = 1, /* the movement: description and the room in round 1 */
    BM_PART_PREPARE = 2,
    BM_PART_TABLE = 4,
    BM_PART_STAND = 8,
    BM_PART_PAIR = 16,
    BM_PART_TRAVELLER = 32,
    BM_PART_EVERY_PAIR = 64 /* a card for every pair who plays, not only those who move */
};
struct bm_print_parts {
    unsigned mask;   /* enum bm_print_part bits */
    unsigned copies; /* of each table card */
};
struct bm_options;
/* The parts the options ask for (cards, travellers, copies); NULL: the defaults. */
void bm_print_parts_read(struct bm_print_parts *p, const struct bm_options *opt);
/* Whether participant p gets a guide card: it plays some round, and moves (or every pair's
 * card was asked for). */
int bm_print_pair_wanted(const struct bm_print_parts *parts, const struct bm_movement *m,
                         unsigned p);

/* ---- the HTML document's parts ---- */
/* table, stand and pair cards as the parts ask (html-cards.c) */
void bm_print_cards(struct bm_print_doc *d, const struct bm_print_parts *parts);
void bm_print_prepare(struct bm_print_doc *d);     /* boards to prepare (html-boards.c) */
void bm_print_travellers(struct bm_print_doc *d);  /* travellers (html-boards.c) */

/* ---- what bm_print_report() prints (report.c) ---- */
enum bm_status bm_print_guide(char **out, const struct bm_movement *m,
                              const struct bm_options *opt);              /* html.c */
enum bm_status bm_print_guide_text(char **out, const struct bm_movement *m,
                                   const struct bm_options *opt);         /* guide-text.c */
enum bm_status bm_print_room_svg(char **out, const struct bm_movement *m,
                                 unsigned round);                         /* room.c */
enum bm_status bm_print_balance_svg(char **out, const struct bm_movement *m); /* balance.c */
enum bm_status bm_print_switches_svg(char **out, const struct bm_movement *m); /* switches.c */

/* ---- SVG (svg.c) ---- */
/* Open an SVG picture of the given size (user units) with a title: a document of its own with
 * the XML declaration when height_mm <= 0, else a picture inside HTML, height_mm high. */
void bm_svg_open(struct bm_buf *b, double width, double height, const char *title,
                 double height_mm);
void bm_svg_close(struct bm_buf *b);
/* Text at (x, y): anchor "start", "middle" or "end"; cls a CSS class or NULL. */
void bm_svg_text(struct bm_buf *b, double x, double y, const char *anchor, const char *cls,
                 const char *text);
/* An arrow from (x1, y1) to (x2, y2), bent to its left by bend times its length, trimmed by
 * trim at both ends, in class cls (its marker: marker-cls). */
void bm_svg_arrow(struct bm_buf *b, double x1, double y1, double x2, double y2, double bend,
                  double trim, const char *cls);
/* An arrowhead marker per class in the list (NULL-ended), coloured like it. */
void bm_svg_markers(struct bm_buf *b, const char *const *cls, const char *const *colour);

/* The room picture of round r (room.c), sized as bm_svg_open() says. */
void bm_print_room(struct bm_buf *b, const struct bm_movement *m, unsigned r, double height_mm);

#endif
