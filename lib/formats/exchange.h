/* SPDX-License-Identifier: MIT */
/* What the formats share: the writers' options, a cell as a scoring program must see it (one
 * row per table and round, pairs as seated), the list of what a format could not hold, which
 * becomes the call's notes, and every reader and writer by name (io.c dispatches to them).
 * Nothing is lost silently: a writer either refuses with the reason or names the loss. */
#ifndef BM_FORMATS_EXCHANGE_H
#define BM_FORMATS_EXCHANGE_H

#include <stddef.h>

#include "model/model.h"
#include "util/buf.h"
#include "util/export.h"

/* ---- the writers' options (the set `exchange`) ---- */

struct bm_exchange_options {
    char section[3];   /* the section letter (RoundData; given by number, its letter) */
    unsigned sections; /* the movement written as this many sections (RoundData) */
    int unswitched;    /* partial_switches=unswitched: write partly switched rounds unswitched */
    int placed;        /* section or sections given */
    int letters;       /* section_ids=letters: the Section column as letters (the 1.0 form) */
    int section_table; /* table=section: the Section table instead of RoundData */
    int lf;            /* line_ends=lf (else CRLF) */
};

/* The options of the set `exchange` (NULL: the defaults): BM_EINVAL for options of another
 * set. */
struct bm_options;
enum bm_status bm_exchange_options_read(struct bm_exchange_options *o,
                                        const struct bm_options *opt);

/* ---- every reader and writer ---- */

struct bm_sections;
enum bm_status bm_text_write(char **out, const struct bm_movement *m, char **notes);
enum bm_status bm_text_read(struct bm_movement **out, const char *text, size_t len);
enum bm_status bm_json_movement_write(char **out, const struct bm_movement *m);
enum bm_status bm_json_movement_read(struct bm_movement **out, const char *text, size_t len);
/* n movements as RoundData sections under their letters. */
enum bm_status bm_rounddata_write(char **out, const struct bm_movement *const *ms,
                                  const char *const *letters, unsigned n,
                                  const struct bm_exchange_options *o, char **notes);
/* Every section; with first_only, the notes name the sections after the first. */
enum bm_status bm_rounddata_read(struct bm_sections **out, const char *text, size_t len,
                                 int first_only, char **notes);
enum bm_status bm_ebu_write(char **out, const struct bm_movement *m,
                            const struct bm_exchange_options *o, char **notes);
enum bm_status bm_ebu_read(struct bm_movement **out, const char *text, size_t len,
                           char **notes);

/* ---- losses: what the output does not hold ---- */

struct bm_losses {
    struct bm_buf b; /* "clause; clause; ..." */
};

void bm_losses_init(struct bm_losses *l);
void bm_losses_free(struct bm_losses *l);
void bm_losses_add(struct bm_losses *l, const char *fmt, ...) BM_PRINTF(2, 3);
/* Start a clause of any length: the buffer to append it to. */
struct bm_buf *bm_losses_clause(struct bm_losses *l);
/* Hand the losses over as the notes of a successful call: "LEAD: clause; clause" into a new
 * string (*notes NULL when there are none; notes may be NULL). BM_ENOMEM if the list could not
 * be built. */
enum bm_status bm_losses_finish(struct bm_losses *l, const char *lead, char **notes);

/* The end of a writer: on st == BM_OK the text of b into *out and the losses (led by lead)
 * into *notes; otherwise neither. */
enum bm_status bm_exchange_finish(enum bm_status st, struct bm_buf *b, struct bm_losses *l,
                                  const char *lead, char **out, char **notes);

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
                                         const char *format, struct bm_losses *l);
/* The losses every one-row-per-cell format shares: relay/bye stands, copies (cases), the board
 * a sharing table starts with, and absent participants written as 0 (except keep, a participant
 * the format records otherwise; 0 = none). */
void bm_note_row_losses(const struct bm_movement *m, struct bm_losses *l, unsigned keep);

/* The pair a file names by number although absent all session (the first such pair of a
 * pairs event; 0 if none): EBUScore's missing pair, the Section table's MissingPair. */
unsigned bm_missing_pair(const struct bm_movement *m);
/* A participant holding two seats of one table (playing itself), which neither exchange
 * format holds: 1 and where (*round, *table, *who), or 0 when nobody does. */
int bm_find_self_play(const struct bm_movement *m, unsigned *round, unsigned *table,
                      unsigned *who);
/* Teams are written by team number and read back as team k = pairs k (NS) and k + N (EW):
 * anything else is named among the losses; a pair in no team is refused (BM_EUNSUPPORTED,
 * the message naming format). */
enum bm_status bm_check_team_numbers(const struct bm_movement *m, struct bm_losses *l,
                                     const char *format);

#endif
