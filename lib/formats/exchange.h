/* SPDX-License-Identifier: MIT */
/* What the exchange formats (Bridgemate RoundData, EBUScore movement files) share: their
 * options, a cell as the scoring program must see it (one row per table and round, pairs as
 * seated), and the list of what a format could not hold, which becomes the call's message.
 * Nothing is lost silently: a writer either refuses with the reason or names the loss. */
#ifndef BM_FORMATS_EXCHANGE_H
#define BM_FORMATS_EXCHANGE_H

#include <stddef.h>

#include "model/model.h"
#include "util/buf.h"
#include "util/export.h"

/* ---- options: "key=value[,key=value]" ---- */

struct bm_exchange_options {
    char section[3]; /* the section letter (RoundData) */
    int unswitched;  /* partial_switches=unswitched: write partly switched rounds unswitched */
};

/* Parse text (NULL or "" = defaults) into o; with_section: the caller accepts "section". */
enum bm_status bm_exchange_options_parse(struct bm_exchange_options *o, const char *text,
                                         int with_section, char *msg, size_t msg_size);

/* ---- losses: what the output does not hold ---- */

struct bm_losses {
    struct bm_buf b; /* "clause; clause; ..." */
};

void bm_losses_init(struct bm_losses *l);
void bm_losses_free(struct bm_losses *l);
void bm_losses_add(struct bm_losses *l, const char *fmt, ...) BM_PRINTF(2, 3);
/* Start a clause of any length: the buffer to append it to. */
struct bm_buf *bm_losses_clause(struct bm_losses *l);
/* Hand the losses over as the message of a successful call: "LEAD: clause; clause" (msg is
 * left empty when there are none). BM_ENOMEM if the list could not be built. */
enum bm_status bm_losses_finish(struct bm_losses *l, const char *lead, char *msg,
                                size_t msg_size);

/* The end of a writer: on st == BM_OK the text of b into *out and the losses (led by lead)
 * into msg; otherwise neither (msg keeps st's message; BM_ENOMEM gets its own). */
enum bm_status bm_exchange_finish(enum bm_status st, struct bm_buf *b, struct bm_losses *l,
                                  const char *lead, char **out, char *msg, size_t msg_size);

/* ---- cells as seated ---- */

/* Whether every board of cell (r, t) is switched (the row is written with the seats swapped)
 * or only some are (a row cannot say so). */
int bm_cell_all_switched(const struct bm_movement *m, unsigned r, unsigned t);
int bm_cell_partly_switched(const struct bm_movement *m, unsigned r, unsigned t);
/* The participant a row names in seat slot k of cell (r, t): as seated when every board is
 * switched; 0 for an empty seat or an absent participant (the scorer's sit-out), except keep,
 * a participant the format records as absent otherwise (0 = none). */
unsigned bm_row_seat(const struct bm_movement *m, unsigned r, unsigned t, unsigned k,
                     unsigned keep);
/* Partly switched cells: refused (BM_EUNSUPPORTED, the first one named and the fallback
 * offered) unless o->unswitched, when they are listed among the losses. */
enum bm_status bm_check_partial_switches(const struct bm_movement *m,
                                         const struct bm_exchange_options *o,
                                         const char *format, struct bm_losses *l, char *msg,
                                         size_t msg_size);
/* The losses every one-row-per-cell format shares: relay/bye stands, copies (cases), the board
 * a sharing table starts with, and absent participants written as 0 (except keep, a participant
 * the format records otherwise; 0 = none). */
void bm_note_row_losses(const struct bm_movement *m, struct bm_losses *l, unsigned keep);

#endif
