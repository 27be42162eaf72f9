/* SPDX-License-Identifier: MIT */
/* The description's line on arrow switches: in which rounds, at which tables and on which
 * boards the NS pair sits EW, so that a director sees the whole plan on the front page (the
 * cards give each table's and pair's share of it). */
#include "guide/guide-private.h"

/* Rounds with this many switched tables or more are summed up rather than listed. */
#define LIST_AT_MOST 8u

/* Switched positions at table t in round r (0 when it does not play). */
static unsigned switched_at(const struct bm_movement *m, unsigned r, unsigned t, unsigned *size)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    *size = 0;
    if (!bm_cell_played(m, c, r) || !c->set)
        return 0;
    unsigned n = 0;
    *size = m->set_size[c->set - 1];
    for (unsigned pos = 1; pos <= *size; pos++)
        n += (unsigned)bm_switch_bit(m, r, t, pos);
    return n;
}

static void put_table(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t,
                      unsigned n, unsigned size, int first)
{
    bm_buf_printf(b, "%s%u", first ? "" : ", ", t);
    if (n == size)
        return;
    unsigned set = bm_cell_at(m, r, t)->set, k = 0;
    bm_buf_printf(b, " (board%s ", n > 1 ? "s" : "");
    for (unsigned pos = 1; pos <= size; pos++)
        if (bm_switch_bit(m, r, t, pos)) {
            unsigned board = 0;
            bm_movement_board_number(&board, m, set, pos);
            bm_buf_printf(b, "%s%u", k++ ? ", " : "", board);
        }
    bm_buf_puts(b, ")");
}

/* One round's part: "round 7 at every table", "round 6 at tables 2, 4 (board 13)", or a
 * count when the list would be long. */
static void put_round(struct bm_buf *b, const struct bm_movement *m, unsigned r, int first)
{
    unsigned playing = 0, tables = 0, boards = 0, whole = 1;
    for (unsigned t = 1; t <= m->tables; t++) {
        unsigned size, n = switched_at(m, r, t, &size);
        playing += size > 0;
        tables += n > 0;
        boards += n;
        whole &= n == size;
    }
    bm_buf_printf(b, "%sround %u ", first ? "" : "; ", r);
    if (whole && tables == playing) {
        bm_buf_puts(b, "at every table");
        return;
    }
    if (tables > LIST_AT_MOST) {
        bm_buf_printf(b, "on %u boards at %u tables", boards, tables);
        return;
    }
    bm_buf_printf(b, "at table%s ", tables > 1 ? "s" : "");
    for (unsigned t = 1, k = 0; t <= m->tables; t++) {
        unsigned size, n = switched_at(m, r, t, &size);
        if (n)
            put_table(b, m, r, t, n, size, k++ == 0);
    }
}

void bm_guide_put_switches(struct bm_buf *b, const struct bm_movement *m)
{
    int first = 1;
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned any = 0, size;
        for (unsigned t = 1; t <= m->tables && !any; t++)
            any = switched_at(m, r, t, &size);
        if (!any)
            continue;
        if (first)
            bm_buf_puts(b, "Arrow switches (the NS pair plays the EW hands of those boards; "
                           "the cards say so too): ");
        put_round(b, m, r, first);
        first = 0;
    }
    if (!first)
        bm_buf_puts(b, ".\n");
}
