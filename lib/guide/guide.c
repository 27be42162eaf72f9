/* SPDX-License-Identifier: MIT */
/* The movement as a tournament director runs it: where participants and boards go next, and
 * the guide cards of pairs (players) and tables. Everything is read off the grid and the
 * stand queues; nothing is stored. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "guide/guide-private.h"
#include "model/plays.h"
#include "util/out.h"

/* " (name)": a file's name, its control characters made visible (util/buf.h). */
static void put_name(struct bm_buf *b, const struct bm_movement *m)
{
    bm_buf_puts(b, " (");
    bm_buf_puts_printable(b, m->name);
    bm_buf_puts(b, ")");
}

int bm_guide_cell_plays(const struct bm_movement *m, unsigned r, unsigned t)
{
    return bm_cell_played(m, bm_cell_at(m, r, t), r);
}

const char *bm_guide_seat_key(enum bm_field f)
{
    static const char *const keys[] = {"", "ns", "ew", "north", "south", "east", "west"};
    return (unsigned)f < sizeof keys / sizeof keys[0] ? keys[f] : "";
}

static const char *seat_title(enum bm_field f)
{
    static const char *const titles[] = {"", "NS", "EW", "North", "South", "East", "West"};
    return (unsigned)f < sizeof titles / sizeof titles[0] ? titles[f] : "";
}

void bm_guide_put_boards(struct bm_buf *b, const struct bm_movement *m, unsigned set)
{
    unsigned lo, hi;
    bm_movement_board_number(&lo, m, set, 1);
    bm_movement_board_number(&hi, m, set, m->set_size[set - 1]);
    if (lo == hi)
        bm_buf_printf(b, "board %u", lo);
    else
        bm_buf_printf(b, "boards %u-%u", lo, hi);
}

/* ---- following participants and boards ---- */

BM_EXPORT enum bm_status bm_guide_next_seat(uint32_t *table, enum bm_field *seat,
                                            const struct bm_movement *m, uint32_t participant,
                                            uint32_t round)
{
    if (seat)
        *seat = (enum bm_field)0;
    BM_OUT_PARAM(table);
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_participant(m, participant);
    if (round >= m->rounds)
        return bm_fail(BM_ERANGE, "round %u has no next round (this movement has %u)", round,
                       m->rounds);
    return bm_movement_seat_of(table, seat, m, participant, round + 1);
}

BM_EXPORT enum bm_status bm_guide_sits_out(int32_t *out, const struct bm_movement *m,
                                           uint32_t participant, uint32_t round)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_participant(m, participant);
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    unsigned t;
    bm_movement_seat_of(&t, NULL, m, participant, round);
    *out = !t || !bm_is_present(m, participant, round) || !bm_guide_cell_plays(m, round, t);
    return BM_OK;
}

static void clear_place(enum bm_place *place, unsigned *number, unsigned *count)
{
    if (place)
        *place = BM_PLACE_NONE;
    if (number)
        *number = 0;
    if (count)
        *count = 0;
}

/* Report where (set, copy) is in round r through the optional outputs. */
static enum bm_status report_place(enum bm_place *place, unsigned *number, unsigned *count,
                                   const struct bm_movement *m, unsigned r, unsigned set,
                                   unsigned copy)
{
    unsigned n, k;
    *place = bm_guide_locate(&n, &k, m, r, set, copy);
    if (number)
        *number = n;
    if (count)
        *count = k;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_guide_boards_at(enum bm_place *place, uint32_t *number,
                                            uint32_t *count, const struct bm_movement *m,
                                            uint32_t round, uint32_t set, uint32_t copy)
{
    clear_place(place, number, count);
    BM_NEED(place);
    BM_NEED(m);
    if (copy == 0)
        return bm_fail(BM_EINVAL, "copy 0: copies are numbered from 1");
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    if (set < 1 || set > m->sets)
        return bm_fail_range("set", set, m->sets);
    return report_place(place, number, count, m, round, set, copy);
}

BM_EXPORT enum bm_status bm_guide_next_boards(enum bm_place *place, uint32_t *number,
                                              uint32_t *count, const struct bm_movement *m,
                                              uint32_t round, uint32_t table)
{
    clear_place(place, number, count);
    BM_NEED(place);
    BM_NEED(m);
    if (round < 1 || round >= m->rounds)
        return bm_fail(BM_ERANGE, "round %u has no next round (this movement has %u)", round,
                       m->rounds);
    if (table < 1 || table > m->tables)
        return bm_fail_range("table", table, m->tables);
    const struct bm_cell *c = bm_cell_at(m, round, table);
    if (!c->active || !c->set)
        return BM_OK;
    return report_place(place, number, count, m, round + 1, c->set, c->copy);
}

BM_EXPORT enum bm_status bm_guide_next_boards_from_stand(enum bm_place *place, uint32_t *number,
                                                         uint32_t *count,
                                                         const struct bm_movement *m,
                                                         uint32_t round, uint32_t stand,
                                                         uint32_t index)
{
    clear_place(place, number, count);
    BM_NEED(place);
    BM_NEED(m);
    if (round < 1 || round >= m->rounds)
        return bm_fail(BM_ERANGE, "round %u has no next round (this movement has %u)", round,
                       m->rounds);
    if (stand < 1 || stand > m->nstands)
        return bm_fail_range("stand", stand, m->nstands);
    const struct bm_stand *st = &m->stands[stand - 1];
    if (index < 1 || index > st->queue_len[round - 1])
        return bm_fail_range("index", index, st->queue_len[round - 1]);
    const struct bm_group *g = &st->queue[round - 1][index - 1];
    return report_place(place, number, count, m, round + 1, g->set, g->copy);
}

/* ---- the pair (player) card ---- */

static void put_title(struct bm_buf *b, const struct bm_movement *m, const char *what,
                      unsigned number)
{
    bm_buf_printf(b, "%s %u", what, number);
    if (m->name && *m->name)
        put_name(b, m);
    bm_buf_puts(b, "\n");
}

/* ", against pair 1", ", partner player 5", ", against players 2 and 6", ", against team 3":
 * the participants in the given slots of a cell; empty seats are left out (", no opponents"
 * when all are). */
static void put_people(struct bm_buf *b, const struct bm_movement *m, const struct bm_cell *c,
                       const unsigned *slots, unsigned n, const char *role, const char *nobody)
{
    unsigned seated = 0, shown = 0;
    for (unsigned i = 0; i < n; i++)
        seated += c->seat[slots[i]] != 0;
    if (!seated) {
        bm_buf_printf(b, ", %s", nobody);
        return;
    }
    if (seated == 1) {
        for (unsigned i = 0; i < n; i++)
            if (c->seat[slots[i]]) {
                bm_buf_printf(b, ", %s ", role);
                bm_guide_put_who(b, m, c->seat[slots[i]]);
            }
        return;
    }
    bm_buf_printf(b, ", %s players ", role); /* two opponents: individual events */
    for (unsigned i = 0; i < n; i++)
        if (c->seat[slots[i]])
            bm_buf_printf(b, "%s%u", shown++ ? " and " : "", c->seat[slots[i]]);
}

/* The board numbers of the positions with the given switch state, comma-separated. */
static unsigned put_switched(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                             unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned n = 0;
    for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++) {
        if (!bm_switch_bit(m, r, t, i))
            continue;
        unsigned board;
        bm_movement_board_number(&board, m, c->set, i);
        bm_buf_printf(b, "%s%u", n++ ? ", " : "", board);
    }
    return n;
}

static unsigned count_switched(const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned n = 0;
    for (unsigned i = 1; i <= m->set_size[c->set - 1]; i++)
        n += (unsigned)bm_switch_bit(m, r, t, i);
    return n;
}

/* The boards part shared by both cards: boards, sharing, first board, switches. */
static void put_cell_boards(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                            unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!c->set) {
        bm_buf_puts(b, ", no boards");
        return;
    }
    bm_buf_puts(b, ", ");
    bm_guide_put_boards(b, m, c->set);
    unsigned shared = 0, u;
    for (unsigned k = 0; (u = bm_guide_holder(m, r, c->set, c->copy, k)) != 0; k++)
        if (u != t)
            bm_buf_printf(b, "%s %u", shared++ ? "," : ", shared with table", u);
    if (c->first) {
        unsigned board;
        bm_movement_board_number(&board, m, c->set, c->first);
        bm_buf_printf(b, ", start with board %u", board);
    }
}

/* The slot of seat field f in a cell: 0..1 (NS, EW) or 0..3 (N, S, E, W). */
static unsigned slot_of(enum bm_field f)
{
    return f >= BM_FIELD_NORTH ? (unsigned)f - BM_FIELD_NORTH : (unsigned)f - BM_FIELD_NS;
}

/* Pairs: the opponent; individual: the partner and the two opponents. */
static void put_partner_opponents(struct bm_buf *b, const struct bm_movement *m,
                                  const struct bm_cell *c, enum bm_field f)
{
    unsigned k = slot_of(f);
    if (m->event == BM_EVENT_INDIVIDUAL) {
        unsigned partner = k ^ 1u, side = k < 2 ? 2u : 0u;
        unsigned opp[2] = {side, side + 1};
        put_people(b, m, c, &partner, 1, "partner", "no partner");
        put_people(b, m, c, opp, 2, "against", "no opponents");
    } else {
        unsigned opp = k ^ 1u;
        put_people(b, m, c, &opp, 1, "against", "no opponents");
    }
}

/* A round the participant sits out at a table that plays another round: why. */
static void put_sitting_out(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                            unsigned t, enum bm_field f)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    bm_buf_printf(b, "sit out (table %u, %s", t, seat_title(f));
    for (unsigned k = 0; k < bm_seat_count(m); k++) {
        const char *why = c->seat[k] ? bm_guide_absence(m, c->seat[k], r, 1) : NULL;
        if (k != slot_of(f) && why) {
            bm_buf_puts(b, ": ");
            bm_guide_put_who(b, m, c->seat[k]);
            bm_buf_printf(b, " %s)\n", why);
            return;
        }
    }
    for (unsigned k = 0; k < bm_seat_count(m); k++)
        if (!c->seat[k]) {
            bm_buf_puts(b, m->event == BM_EVENT_INDIVIDUAL ? ": a seat is empty)\n"
                                                            : ": no opponents)\n");
            return;
        }
    put_partner_opponents(b, m, c, f);
    bm_buf_puts(b, ": no boards)\n");
}

/* One round of a card: absent, sitting out (at the sit-out: no table named), or the table,
 * seat, partner and opponents, boards and switches. */
static void put_pair_round(struct bm_buf *b, const struct bm_movement *m, unsigned p,
                           unsigned r, const unsigned char *sitout)
{
    unsigned t;
    enum bm_field f;
    bm_movement_seat_of(&t, &f, m, p, r);
    bm_buf_printf(b, "Round %u: ", bm_round_label(m, r));
    const char *away = bm_guide_absence(m, p, r, 0);
    if (away) {
        bm_buf_printf(b, "%s\n", away);
        return;
    }
    if (!t || sitout[t]) {
        bm_buf_puts(b, "sit out\n");
        return;
    }
    if (!bm_guide_cell_plays(m, r, t)) {
        put_sitting_out(b, m, r, t, f);
        return;
    }
    bm_buf_printf(b, "table %u, %s", t, seat_title(f));
    put_partner_opponents(b, m, bm_cell_at(m, r, t), f);
    put_cell_boards(b, m, r, t);
    if (count_switched(m, r, t)) {
        int ns_side = f == BM_FIELD_NS || f == BM_FIELD_NORTH || f == BM_FIELD_SOUTH;
        bm_buf_puts(b, "; arrow switch: play ");
        bm_buf_puts(b, count_switched(m, r, t) > 1 ? "boards " : "board ");
        put_switched(b, m, r, t);
        bm_buf_puts(b, ns_side ? " EW" : " NS");
    }
    bm_buf_puts(b, "\n");
}

static void put_pair_card(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    const char *word = m->event == BM_EVENT_INDIVIDUAL ? "Player" : "Pair";
    unsigned char *sitout = bm_guide_sitout_tables(m);
    if (!sitout) {
        b->failed = 1;
        return;
    }
    bm_buf_printf(b, "%s %u", word, p);
    if (m->team_of && m->team_of[p])
        bm_buf_printf(b, ", team %u", m->team_of[p]);
    if (m->name && *m->name)
        put_name(b, m);
    if (bm_is_phantom(m, p)) /* a heading that says why no round has anything to do */
        bm_buf_printf(b, ": a phantom, nobody plays as %s %u; its opponents sit out",
                      m->event == BM_EVENT_INDIVIDUAL ? "player" : "pair", p);
    bm_buf_puts(b, "\n");
    for (unsigned r = 1; r <= m->rounds; r++)
        put_pair_round(b, m, p, r, sitout);
    free(sitout);
}

/* ---- the table card ---- */

/* "8", "team 3", "14 (has left)", "-" for an empty seat. */
static void put_seat_holder(struct bm_buf *b, const struct bm_movement *m, unsigned p,
                            unsigned r)
{
    const char *away = p ? bm_guide_absence(m, p, r, 0) : NULL;
    if (!p)
        bm_buf_puts(b, "-");
    else if (m->team_of && m->team_of[p])
        bm_guide_put_who(b, m, p);
    else
        bm_buf_printf(b, "%u", p);
    if (away)
        bm_buf_printf(b, " (%s)", away);
}

/* "; after the round: NS 1 stays, EW 8 to table 2, boards 1-4 to table 7": who moves and
 * where the boards go, each said apart, so nobody follows the boards by mistake. */
static void put_after_round(struct bm_buf *b, const struct bm_movement *m, unsigned t,
                            unsigned r)
{
    static const char *const player_seat[] = {"N", "S", "E", "W"};
    const struct bm_cell *c = bm_cell_at(m, r, t);
    const char *sep = "; after the round: ";
    unsigned seats = bm_seat_count(m);
    for (unsigned k = 0; k < seats; k++) {
        unsigned p = c->seat[k]; /* one away this round and the next has no move to make */
        if (p && !(bm_guide_absence(m, p, r, 0) && bm_guide_absence(m, p, r + 1, 0))) {
            bm_buf_puts(b, sep);
            bm_buf_printf(b, "%s %u ", seats == 2 ? (k ? "EW" : "NS") : player_seat[k], p);
            bm_guide_put_next_seat(b, m, p, t,
                                   seats == 2 ? (k ? BM_FIELD_EW : BM_FIELD_NS)
                                              : (enum bm_field)(BM_FIELD_NORTH + k), r);
            sep = ", ";
        }
    }
    if (c->set) {
        bm_buf_puts(b, sep);
        bm_guide_put_boards(b, m, c->set);
        bm_buf_puts(b, " ");
        bm_guide_put_destination(b, m, r + 1, c->set, c->copy);
    }
}

static void put_table_round(struct bm_buf *b, const struct bm_movement *m, unsigned t,
                            unsigned r)
{
    static const char *const player_seat[] = {"N", "S", "E", "W"};
    const struct bm_cell *c = bm_cell_at(m, r, t);
    bm_buf_printf(b, "Round %u: ", bm_round_label(m, r));
    if (!c->active) {
        bm_buf_puts(b, "idle\n");
        return;
    }
    unsigned seats = bm_seat_count(m);
    for (unsigned k = 0; k < seats; k++) {
        bm_buf_printf(b, "%s%s ", k ? ", " : "", seats == 2 ? (k ? "EW" : "NS") : player_seat[k]);
        put_seat_holder(b, m, c->seat[k], r);
    }
    put_cell_boards(b, m, r, t);
    if (c->set && count_switched(m, r, t)) {
        bm_buf_printf(b, ", arrow-switched: board%s ", count_switched(m, r, t) > 1 ? "s" : "");
        put_switched(b, m, r, t);
    }
    if (c->set && !bm_guide_cell_plays(m, r, t))
        bm_buf_puts(b, ", not played");
    if (r < m->rounds)
        put_after_round(b, m, t, r);
    bm_buf_puts(b, "\n");
}

/* A round at the sit-out: who sits out there, and where its boards go. */
static void put_sitout_round(struct bm_buf *b, const struct bm_movement *m, unsigned t,
                             unsigned r)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned n = 0, seated = 0;
    bm_buf_printf(b, "Round %u: ", bm_round_label(m, r));
    for (unsigned k = 0; c->active && k < bm_seat_count(m); k++)
        seated += c->seat[k] && bm_is_present(m, c->seat[k], r);
    for (unsigned k = 0; c->active && k < bm_seat_count(m); k++)
        if (c->seat[k] && bm_is_present(m, c->seat[k], r)) {
            bm_buf_puts(b, n == 0 ? "" : ++n == seated ? " and " : ", ");
            n += n == 0;
            bm_guide_put_who(b, m, c->seat[k]);
        }
    bm_buf_puts(b, n == 0 ? "nobody sits out" : n == 1 ? " sits out" : " sit out");
    if (c->active && c->set) {
        bm_buf_puts(b, "; ");
        bm_guide_put_boards(b, m, c->set);
        bm_buf_puts(b, " not played");
        if (r < m->rounds) {
            bm_buf_puts(b, ", then ");
            bm_guide_put_destination(b, m, r + 1, c->set, c->copy);
        }
    }
    bm_buf_puts(b, "\n");
}

static void put_table_card(struct bm_buf *b, const struct bm_movement *m, unsigned t)
{
    unsigned char *sitout = bm_guide_sitout_tables(m);
    if (!sitout) {
        b->failed = 1;
        return;
    }
    if (sitout[t]) {
        bm_buf_printf(b, "Table %u: the sit-out, no table to set up", t);
        if (m->name && *m->name)
            put_name(b, m);
        bm_buf_puts(b, "\n");
    } else {
        put_title(b, m, "Table", t);
    }
    for (unsigned r = 1; r <= m->rounds; r++) {
        if (sitout[t])
            put_sitout_round(b, m, t, r);
        else
            put_table_round(b, m, t, r);
    }
    free(sitout);
}

/* ---- the stand card ---- */

static void put_stand_title(struct bm_buf *b, const struct bm_movement *m, unsigned s)
{
    const char *name = m->stands[s - 1].name;
    bm_buf_printf(b, "Stand %u", s);
    if (name && *name)
        bm_buf_printf(b, " (%s)", name);
    bm_buf_puts(b, "\n");
}

/* "Round 1: board 5, then to table 4; board 6, stays on the stand" (queue order). */
static void put_stand_round(struct bm_buf *b, const struct bm_movement *m, unsigned s, unsigned r)
{
    const struct bm_stand *st = &m->stands[s - 1];
    bm_buf_printf(b, "Round %u: ", bm_round_label(m, r));
    if (!st->queue_len[r - 1])
        bm_buf_puts(b, "empty");
    for (unsigned i = 0; i < st->queue_len[r - 1]; i++) {
        struct bm_group g = st->queue[r - 1][i];
        unsigned number, count;
        bm_buf_puts(b, i ? "; " : "");
        bm_guide_put_boards(b, m, g.set);
        if (g.copy != 1)
            bm_buf_printf(b, " (case %u)", g.copy);
        if (r == m->rounds)
            continue;
        if (bm_guide_locate(&number, &count, m, r + 1, g.set, g.copy) == BM_PLACE_STAND &&
            number == s) {
            bm_buf_puts(b, ", stays on the stand");
        } else {
            bm_buf_puts(b, ", then ");
            bm_guide_put_destination(b, m, r + 1, g.set, g.copy);
        }
    }
    bm_buf_puts(b, "\n");
}

static void put_stand_card(struct bm_buf *b, const struct bm_movement *m, unsigned s)
{
    put_stand_title(b, m, s);
    for (unsigned r = 1; r <= m->rounds; r++)
        put_stand_round(b, m, s, r);
}

enum bm_status bm_guide_card_text(char **out, const struct bm_movement *m,
                                  enum bm_guide_card_kind kind, unsigned n)
{
    bm_guide_card_writer put = kind == BM_GUIDE_CARD_PAIR    ? put_pair_card
                               : kind == BM_GUIDE_CARD_TABLE ? put_table_card
                                                             : put_stand_card;
    return bm_guide_write_card(out, m, n, kind, put, "");
}

/* "pair", "player" or "team": what the cards of participants are called. */
static const char *participant_word(const struct bm_movement *m)
{
    return bm_participant_word(m->event);
}

enum bm_status bm_guide_write_card(char **out, const struct bm_movement *m, unsigned n,
                                   enum bm_guide_card_kind kind, bm_guide_card_writer put,
                                   const char *tail)
{
    unsigned limit = kind == BM_GUIDE_CARD_PAIR    ? m->participants
                     : kind == BM_GUIDE_CARD_TABLE ? m->tables
                                                   : m->nstands;
    const char *what = kind == BM_GUIDE_CARD_PAIR    ? participant_word(m)
                       : kind == BM_GUIDE_CARD_TABLE ? "table"
                                                     : "stand";
    if (n < 1 || n > limit)
        return limit ? bm_fail(BM_ERANGE, "no %s %u in this movement (its %ss are 1..%u)", what,
                               n, what, limit)
                     : bm_fail(BM_ERANGE, "no %s %u: this movement has no %ss", what, n, what);
    struct bm_buf b;
    bm_buf_init(&b);
    put(&b, m, n);
    bm_buf_puts(&b, tail);
    return bm_buf_finish(&b, out);
}

enum bm_status bm_guide_text(char **out, const struct bm_movement *m)
{
    struct bm_buf b;
    bm_buf_init(&b);
    if (m->name && *m->name) {
        bm_buf_puts_printable(&b, m->name);
        bm_buf_puts(&b, "\n");
    }
    bm_guide_put_description(&b, m);
    struct bm_prepare prep;
    if (bm_prepare_count(&prep, m) != BM_OK)
        b.failed = 1;
    else {
        bm_buf_puts(&b, "Boards to prepare: ");
        bm_prepare_words(&b, &prep);
        bm_buf_puts(&b, ".\n");
    }
    for (unsigned p = 1; p <= m->participants; p++) {
        bm_buf_puts(&b, "\n");
        put_pair_card(&b, m, p);
    }
    for (unsigned t = 1; t <= m->tables; t++) {
        bm_buf_puts(&b, "\n");
        put_table_card(&b, m, t);
    }
    for (unsigned st = 1; st <= m->nstands; st++) {
        bm_buf_puts(&b, "\n");
        put_stand_card(&b, m, st);
    }
    return bm_buf_finish(&b, out);
}
