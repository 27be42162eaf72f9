/* SPDX-License-Identifier: MIT */
/* The guide as JSON for scoring programs ("bridgemove-guide/1", documented in doc/guide.md):
 * the description, every participant's card and every table's card, with numbers where the
 * text cards have words. */
#include <stdint.h>
#include <string.h>

#include "guide/guide-private.h"
#include "util/out.h"

static void put_uint_list(struct bm_buf *b, const unsigned *v, unsigned n)
{
    bm_buf_puts(b, "[");
    for (unsigned i = 0; i < n; i++)
        bm_buf_printf(b, "%s%u", i ? ", " : "", v[i]);
    bm_buf_puts(b, "]");
}

/* "boards": every board number of the cell's set; "switched": those played arrow-switched. */
static void put_boards(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned size = c->set ? m->set_size[c->set - 1] : 0, board;
    bm_buf_printf(b, ", \"set\": %u, \"copy\": %u, \"boards\": [", c->set, c->set ? c->copy : 0);
    for (unsigned i = 1; i <= size; i++) {
        bm_movement_board_number(&board, m, c->set, i);
        bm_buf_printf(b, "%s%u", i > 1 ? ", " : "", board);
    }
    bm_buf_puts(b, "], \"switched\": [");
    for (unsigned i = 1, n = 0; i <= size; i++)
        if (bm_switch_bit(m, r, t, i)) {
            bm_movement_board_number(&board, m, c->set, i);
            bm_buf_printf(b, "%s%u", n++ ? ", " : "", board);
        }
    bm_buf_puts(b, "]");
}

static void put_shared_with(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                            unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    bm_buf_puts(b, ", \"shared_with\": [");
    for (unsigned k = 0, n = 0, u; c->set && (u = bm_guide_holder(m, r, c->set, c->copy, k));
         k++)
        if (u != t)
            bm_buf_printf(b, "%s%u", n++ ? ", " : "", u);
    bm_buf_puts(b, "]");
}

static const char *place_name(enum bm_place p)
{
    static const char *const names[] = {"none", "table", "shared", "stand", "out"};
    return names[p];
}

/* "next": where (set, copy), in play during round r, is in round r + 1. */
static void put_next(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned set,
                     unsigned copy)
{
    unsigned number, count;
    enum bm_place p = bm_guide_locate(&number, &count, m, r + 1, set, copy);
    bm_buf_printf(b, ", \"next\": {\"place\": \"%s\"", place_name(p));
    if (p == BM_PLACE_STAND)
        bm_buf_printf(b, ", \"stand\": %u", number);
    unsigned back = p == BM_PLACE_OUT ? bm_guide_back_in_play(&number, m, r + 1, set, copy) : 0;
    if (back)
        bm_buf_printf(b, ", \"back_round\": %u, \"back_table\": %u", back, number);
    if (p == BM_PLACE_TABLE || p == BM_PLACE_SHARED) {
        bm_buf_puts(b, ", \"tables\": [");
        for (unsigned k = 0, u; (u = bm_guide_holder(m, r + 1, set, copy, k)) != 0; k++)
            bm_buf_printf(b, "%s%u", k ? ", " : "", u);
        bm_buf_puts(b, "]");
    }
    bm_buf_puts(b, "}");
}

/* Participant p's round: its seat, partner and opponents, boards. */
static void put_pair_round(struct bm_buf *b, const struct bm_movement *m, unsigned p, unsigned r)
{
    unsigned t;
    enum bm_field f;
    bm_movement_seat_of(&t, &f, m, p, r);
    int present = bm_is_present(m, p, r), plays = t && present && bm_guide_cell_plays(m, r, t);
    bm_buf_printf(b, "{\"round\": %u, \"present\": %s, \"plays\": %s, \"table\": %u", r,
                  present ? "true" : "false", plays ? "true" : "false", t);
    if (!t) {
        bm_buf_puts(b, "}");
        return;
    }
    const struct bm_cell *c = bm_cell_at(m, r, t);
    bm_buf_printf(b, ", \"seat\": \"%s\"", bm_guide_seat_key(f));
    unsigned opp[2], n = 0;
    if (m->event == BM_EVENT_INDIVIDUAL) {
        unsigned k = (unsigned)f - BM_FIELD_NORTH, side = k < 2 ? 2u : 0u;
        bm_buf_printf(b, ", \"partner\": %u", c->seat[k ^ 1u]);
        opp[n++] = c->seat[side];
        opp[n++] = c->seat[side + 1];
    } else {
        opp[n++] = c->seat[f == BM_FIELD_NS ? 1 : 0];
    }
    bm_buf_puts(b, ", \"opponents\": ");
    put_uint_list(b, opp, n);
    put_boards(b, m, r, t);
    put_shared_with(b, m, r, t);
    bm_buf_puts(b, "}");
}

static void put_pair_card(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    bm_buf_printf(b, "{\"participant\": %u, \"team\": %u, \"phantom_from\": %u, \"arrival\": %u, "
                     "\"rounds\": [",
                  p, m->team_of ? m->team_of[p] : 0, m->phantom_from[p], m->arrive_at[p]);
    for (unsigned r = 1; r <= m->rounds; r++) {
        bm_buf_puts(b, r > 1 ? ",\n      " : "\n      ");
        put_pair_round(b, m, p, r);
    }
    bm_buf_puts(b, "]}");
}

static void put_table_round(struct bm_buf *b, const struct bm_movement *m, unsigned t, unsigned r)
{
    static const char *const pair_keys[] = {"ns", "ew"}, *const player_keys[] = {"n", "s", "e", "w"};
    const struct bm_cell *c = bm_cell_at(m, r, t);
    bm_buf_printf(b, "{\"round\": %u, \"active\": %s", r, c->active ? "true" : "false");
    if (!c->active) {
        bm_buf_puts(b, "}");
        return;
    }
    unsigned seats = bm_seat_count(m);
    for (unsigned k = 0; k < seats; k++)
        bm_buf_printf(b, ", \"%s\": %u", seats == 2 ? pair_keys[k] : player_keys[k], c->seat[k]);
    bm_buf_printf(b, ", \"plays\": %s", bm_guide_cell_plays(m, r, t) ? "true" : "false");
    put_boards(b, m, r, t);
    put_shared_with(b, m, r, t);
    if (c->set && r < m->rounds)
        put_next(b, m, r, c->set, c->copy);
    bm_buf_puts(b, "}");
}

static void put_table_card(struct bm_buf *b, const struct bm_movement *m, unsigned t)
{
    bm_buf_printf(b, "{\"table\": %u, \"rounds\": [", t);
    for (unsigned r = 1; r <= m->rounds; r++) {
        bm_buf_puts(b, r > 1 ? ",\n      " : "\n      ");
        put_table_round(b, m, t, r);
    }
    bm_buf_puts(b, "]}");
}

/* A stand's card: per round the groups waiting on it, in queue order, and where each goes. */
static void put_stand_card(struct bm_buf *b, const struct bm_movement *m, unsigned s)
{
    const struct bm_stand *st = &m->stands[s - 1];
    bm_buf_printf(b, "{\"stand\": %u, \"name\": ", s);
    bm_buf_json_string(b, st->name ? st->name : "");
    bm_buf_printf(b, ", \"after_table\": %u, \"rounds\": [", st->after_table);
    for (unsigned r = 1; r <= m->rounds; r++) {
        bm_buf_printf(b, "%s{\"round\": %u, \"groups\": [", r > 1 ? ",\n      " : "\n      ", r);
        for (unsigned i = 0; i < st->queue_len[r - 1]; i++) {
            struct bm_group g = st->queue[r - 1][i];
            unsigned board;
            bm_buf_printf(b, "%s{\"set\": %u, \"copy\": %u, \"boards\": [", i ? ", " : "", g.set,
                          g.copy);
            for (unsigned k = 1; k <= m->set_size[g.set - 1]; k++) {
                bm_movement_board_number(&board, m, g.set, k);
                bm_buf_printf(b, "%s%u", k > 1 ? ", " : "", board);
            }
            bm_buf_puts(b, "]");
            if (r < m->rounds)
                put_next(b, m, r, g.set, g.copy);
            bm_buf_puts(b, "}");
        }
        bm_buf_puts(b, "]}");
    }
    bm_buf_puts(b, "]}");
}

static void put_stands(struct bm_buf *b, const struct bm_movement *m)
{
    bm_buf_puts(b, "  \"stand_cards\": [");
    for (unsigned s = 1; s <= m->nstands; s++) {
        bm_buf_puts(b, s > 1 ? ",\n    " : "\n    ");
        put_stand_card(b, m, s);
    }
    bm_buf_puts(b, "]\n");
}

static void put_guide(struct bm_buf *b, const struct bm_movement *m)
{
    static const char *const events[] = {"", "pairs", "teams", "individual"};
    struct bm_buf d;
    bm_buf_init(&d);
    bm_guide_put_description(&d, m);
    if (d.failed)
        b->failed = 1;
    bm_buf_puts(b, "{\n  \"format\": \"bridgemove-guide/1\",\n  \"name\": ");
    bm_buf_json_string(b, m->name ? m->name : "");
    bm_buf_printf(b, ",\n  \"event\": \"%s\",\n  \"rounds\": %u,\n  \"tables\": %u,\n",
                  events[m->event], m->rounds, m->tables);
    struct bm_prepare prep;
    if (bm_prepare_count(&prep, m) != BM_OK)
        b->failed = 1;
    bm_buf_printf(b, "  \"boards_to_prepare\": %llu,\n", b->failed ? 0ull : prep.boards);
    bm_buf_puts(b, "  \"description\": ");
    bm_buf_json_string(b, d.data && !d.failed ? d.data : "");
    bm_buf_free(&d);
    bm_buf_puts(b, ",\n");
    bm_buf_puts(b, "  \"participant_cards\": [");
    for (unsigned p = 1; p <= m->participants; p++) {
        bm_buf_puts(b, p > 1 ? ",\n    " : "\n    ");
        put_pair_card(b, m, p);
    }
    bm_buf_puts(b, "],\n  \"table_cards\": [");
    for (unsigned t = 1; t <= m->tables; t++) {
        bm_buf_puts(b, t > 1 ? ",\n    " : "\n    ");
        put_table_card(b, m, t);
    }
    bm_buf_puts(b, "],\n");
    put_stands(b, m);
    bm_buf_puts(b, "}\n");
}

enum bm_status bm_guide_json(char **out, const struct bm_movement *m)
{
    struct bm_buf b;
    bm_buf_init(&b);
    put_guide(&b, m);
    return bm_buf_finish(&b, out);
}

enum bm_status bm_guide_card_json(char **out, const struct bm_movement *m,
                                  enum bm_guide_card_kind kind, unsigned n)
{
    bm_guide_card_writer put = kind == BM_GUIDE_CARD_PAIR    ? put_pair_card
                               : kind == BM_GUIDE_CARD_TABLE ? put_table_card
                                                             : put_stand_card;
    return bm_guide_write_card(out, m, n, kind, put, "\n");
}
