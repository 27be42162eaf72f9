/* SPDX-License-Identifier: MIT */
/* The guide as text with the parts asked for (bm_print_report(), BM_PRINT_GUIDE, text): the
 * guide's own cards (guide.h) in the order of the printed guide, and a last line that says
 * what is included, so that a director who asked for less knows what is not there. */
#include <string.h>

#include "guide/guide-private.h"
#include "print/print-private.h"
#include "util/message.h"

/* Append a text the library wrote (st failing: a failure already recorded), then a blank
 * line; text is a pointer to it, as the callee wrote it only after the call's arguments. */
static void take(struct bm_buf *b, enum bm_status st, char **text)
{
    if (st != BM_OK) {
        b->failed = 1;
        return;
    }
    bm_buf_puts(b, *text);
    bm_buf_puts(b, "\n");
    bm_free(*text);
}

static void put_room(struct bm_buf *b, const struct bm_movement *m)
{
    char *text = NULL;
    if (m->name && *m->name) {
        bm_buf_puts_printable(b, m->name);
        bm_buf_puts(b, "\n");
    }
    take(b, bm_guide_description(&text, m, 0), &text);
}

static void put_prepare(struct bm_buf *b, const struct bm_movement *m)
{
    struct bm_prepare prep;
    if (bm_prepare_count(&prep, m) != BM_OK) {
        b->failed = 1;
        return;
    }
    bm_buf_puts(b, "Boards to prepare: ");
    bm_prepare_words(b, &prep);
    bm_buf_puts(b, ".\n\n");
}

/* The cards of one kind, numbers 1..n where want says so; returns how many. */
static unsigned put_cards(struct bm_buf *b, const struct bm_movement *m,
                          enum bm_guide_card_kind kind, unsigned n,
                          const struct bm_print_parts *parts)
{
    unsigned count = 0;
    for (unsigned i = 1; i <= n; i++) {
        if (kind == BM_GUIDE_CARD_PAIR && !bm_print_pair_wanted(parts, m, i))
            continue;
        char *text = NULL;
        take(b, bm_guide_card_text(&text, m, kind, i), &text);
        count++;
    }
    return count;
}

/* "Included: the movement, boards to prepare, 7 table cards, ... ." */
static void put_included(struct bm_buf *b, const struct bm_movement *m,
                         const struct bm_print_parts *parts, const unsigned *count)
{
    static const char *const kinds[] = {"pair", "table", "stand"};
    const char *who = m->event == BM_EVENT_INDIVIDUAL ? "player" : "pair";
    const char *sep = "Included: ";
    if (parts->mask & BM_PART_ROOM) {
        bm_buf_printf(b, "%sthe movement", sep);
        sep = ", ";
    }
    if (parts->mask & BM_PART_PREPARE) {
        bm_buf_printf(b, "%sboards to prepare", sep);
        sep = ", ";
    }
    for (unsigned i = 1; i <= 3; i++) { /* tables, stands, then pairs: the printed order */
        unsigned k = i % 3;
        if (count[k]) {
            bm_buf_printf(b, "%s%u %s card%s", sep, count[k], k ? kinds[k] : who,
                          count[k] == 1 ? "" : "s");
            sep = ", ";
        }
    }
    if (parts->mask & BM_PART_TRAVELLER)
        bm_buf_printf(b, "%stravellers", sep);
    unsigned players = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        players += (parts->mask & BM_PART_PAIR) && !bm_print_pair_wanted(parts, m, p);
    bm_buf_puts(b, ".");
    if (players && !(parts->mask & BM_PART_EVERY_PAIR))
        bm_buf_printf(b, " No card for a %s who never moves (the table card says where it "
                         "sits) or is absent all session.",
                      who);
    bm_buf_puts(b, "\n");
}

enum bm_status bm_print_guide_text(char **out, const struct bm_movement *m,
                                   const struct bm_options *opt)
{
    struct bm_print_parts parts;
    bm_print_parts_read(&parts, opt);
    struct bm_buf b;
    bm_buf_init(&b);
    unsigned count[3] = {0, 0, 0};
    if (parts.mask & BM_PART_ROOM)
        put_room(&b, m);
    if (parts.mask & BM_PART_PREPARE)
        put_prepare(&b, m);
    if (parts.mask & BM_PART_TABLE)
        count[1] = put_cards(&b, m, BM_GUIDE_CARD_TABLE, m->tables, &parts);
    if (parts.mask & BM_PART_STAND)
        count[2] = put_cards(&b, m, BM_GUIDE_CARD_STAND, m->nstands, &parts);
    count[0] = put_cards(&b, m, BM_GUIDE_CARD_PAIR, m->participants, &parts);
    if (parts.mask & BM_PART_TRAVELLER) {
        char *text = NULL;
        take(&b, bm_travellers_report(&text, m, 0, BM_FORM_TEXT), &text);
    }
    put_included(&b, m, &parts, count);
    return bm_buf_finish(&b, out);
}
