/* SPDX-License-Identifier: MIT */
/* Helpers shared by the guide's translation units (guide.c, guide-json.c, describe.c,
 * describe-boards.c). */
#ifndef BM_GUIDE_PRIVATE_H
#define BM_GUIDE_PRIVATE_H

#include "model/model.h"

#include "util/buf.h"

/* Where (set, copy) is during round r: place, lowest table or stand, number of tables. */
enum bm_place bm_guide_locate(unsigned *number, unsigned *count, const struct bm_movement *m,
                              unsigned r, unsigned set, unsigned copy);
/* The k-th table (k from 0, in table order) holding (set, copy) in round r; 0 past the last.
 * In a view with the index of the plays (model/plays.h) a binary search, else a scan. */
unsigned bm_guide_holder(const struct bm_movement *m, unsigned r, unsigned set, unsigned copy,
                         unsigned k);
/* The first round after r in which (set, copy) is at a table again (and that round's lowest
 * table), or 0 if it never comes back. */
unsigned bm_guide_back_in_play(unsigned *table, const struct bm_movement *m, unsigned r,
                               unsigned set, unsigned copy);
/* Whether the cell (r, t) is played: active, with a set, every seat taken by a participant
 * present in round r. */
int bm_guide_cell_plays(const struct bm_movement *m, unsigned r, unsigned t);
/* Why participant p misses round r: it is a phantom ("absent"), has not arrived yet ("not yet
 * arrived") or has left ("has left"); NULL when it is present. clause: the same as a clause
 * after "pair 14": "is absent", "has not yet arrived", "has left". */
const char *bm_guide_absence(const struct bm_movement *m, unsigned p, unsigned r, int clause);
/* tables[t] = 1 for the sit-out: a table that has a cell but plays in no round (every round a
 * seat is empty or absent), so there is no table to set up. NULL on allocation failure. */
unsigned char *bm_guide_sitout_tables(const struct bm_movement *m);
/* "pair 14" / "team 3" (a pair of a team event) / "player 5", appended to b. */
void bm_guide_put_who(struct bm_buf *b, const struct bm_movement *m, unsigned p);
/* Lowercase seat names: "ns", "ew", "north", ... (index by enum bm_field). */
const char *bm_guide_seat_key(enum bm_field f);
/* "boards 7-9" / "board 7" for a set. */
void bm_guide_put_boards(struct bm_buf *b, const struct bm_movement *m, unsigned set);
/* Where (set, copy) goes for round r: "to table 7", "to tables 1 and 8", "to stand 2 (name)",
 * "out of play until round 5 (table 3)" (where.c; the text and HTML cards both use it). */
void bm_guide_put_destination(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                              unsigned set, unsigned copy);
/* Where p, at table t in seat f in round r, goes for round r + 1: "stays", "to table 2",
 * "to table 2 EW", "sits out", or why p is away (where.c). */
void bm_guide_put_next_seat(struct bm_buf *b, const struct bm_movement *m, unsigned p,
                            unsigned t, enum bm_field f, unsigned r);
/* The arrow switches in one line, appended to b; nothing when no board is switched
 * (describe-switch.c). */
void bm_guide_put_switches(struct bm_buf *b, const struct bm_movement *m);
/* A late pair that a change seated (no seat before it arrives): a line saying where it plays
 * (a party table's host, or a rover) and who sits out from its arrival; 0 (nothing written)
 * for any other pair (describe-late.c). */
int bm_guide_put_late(struct bm_buf *b, const struct bm_movement *m, unsigned p);
/* A pair that leaves (from round f > 1) when other pairs took some of its seats: a line
 * saying in which rounds its opponents still sit out; 0 (nothing written) when they sit out
 * every round from f. */
int bm_guide_put_leaver(struct bm_buf *b, const struct bm_movement *m, unsigned p);
/* The description, appended to b (describe.c). */
void bm_guide_put_description(struct bm_buf *b, const struct bm_movement *m);

/* What a card is about; its number runs 1..participants, tables or stands. */
enum bm_guide_card_kind { BM_GUIDE_CARD_PAIR, BM_GUIDE_CARD_TABLE, BM_GUIDE_CARD_STAND };
typedef void (*bm_guide_card_writer)(struct bm_buf *b, const struct bm_movement *m, unsigned n);
/* The shared body of every card: check the number (BM_ERANGE naming the numbers there are),
 * write the card, add tail. */
enum bm_status bm_guide_write_card(char **out, const struct bm_movement *m, unsigned n,
                                   enum bm_guide_card_kind kind, bm_guide_card_writer put,
                                   const char *tail);

/* ---- the parts of bm_guide_report() (report.c) ---- */
/* Every card as text (guide.c) and as JSON (guide-json.c). */
enum bm_status bm_guide_text(char **out, const struct bm_movement *m);
enum bm_status bm_guide_json(char **out, const struct bm_movement *m);
/* One card as text and as JSON. */
enum bm_status bm_guide_card_text(char **out, const struct bm_movement *m,
                                  enum bm_guide_card_kind kind, unsigned n);
enum bm_status bm_guide_card_json(char **out, const struct bm_movement *m,
                                  enum bm_guide_card_kind kind, unsigned n);
/* The description alone, as text or as {"description": "..."} (describe.c). */
enum bm_status bm_guide_description(char **out, const struct bm_movement *m, int json);

/* ---- the description's pieces (describe.c, describe-boards.c; shared phrases in phrase.c) ---- */
/* One round at a glance, so that the description asks each question in O(1). */
struct bm_guide_view {
    unsigned *lowest;  /* [tables + 1]: lowest table holding t's (set, copy); 0: t has none */
    unsigned *holders; /* [tables + 1]: how many tables hold t's (set, copy) */
    unsigned *where;   /* [seats * (participants + 1)]: table of p in seat slot k, 0 if none */
};
/* Fill the view of round r; 0 on allocation failure (nothing left allocated). */
int bm_guide_view_init(struct bm_guide_view *v, const struct bm_movement *m, unsigned r);
void bm_guide_view_free(struct bm_guide_view *v);
/* Phrases, as heap strings; NULL and a sticky failure of into on allocation failure. */
char *bm_guide_take_text(struct bm_buf *b, struct bm_buf *into);
/* ever[s]: set s is at a table in some round (sets + 1 entries). */
char *bm_guide_boards_phrase(struct bm_buf *into, const struct bm_movement *m, unsigned r,
                             const struct bm_guide_view *va, const struct bm_guide_view *vc,
                             const unsigned char *ever);
char *bm_guide_sharing_phrase(struct bm_buf *into, const struct bm_movement *m,
                              const struct bm_guide_view *v);
/* "up two tables" / "down one table" for a step along a ring of n stations. */
void bm_guide_put_direction(struct bm_buf *b, unsigned step, unsigned n);
/* " (from table 7 to table 1, ...)" when there are 1..BM_GUIDE_MAX_WRAPS moves. */
#define BM_GUIDE_MAX_WRAPS 2
void bm_guide_put_wraps(struct bm_buf *b, const unsigned *from, const unsigned *to, unsigned n);

#endif
