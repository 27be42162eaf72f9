/* SPDX-License-Identifier: MIT */
/* Where a group of boards is in a round: at which tables (the lowest and how many), on which
 * stand, or out of play until when. Read off the grid (or the index of the plays) and the
 * stand queues. And where things go after a round in the words every card uses (the text
 * guide and the HTML cards alike): boards "to table 7", "to stand 2", "out of play until
 * round 5 (table 3)"; a seat's holder "stays", "to table 2 EW", "sits out". One place writes
 * them, so the text card and the printed card give a director the same instruction. */
#include <stdint.h>

#include "guide/guide-private.h"
#include "model/plays.h"

/* The tables holding (set, copy) in round r: the first (0: none) and how many. */
static unsigned tables_holding(unsigned *count, const struct bm_movement *m, unsigned r,
                               unsigned set, unsigned copy)
{
    if (m->plays) {
        const uint32_t *cells;
        *count = bm_plays_group(m->plays, r, set, copy, &cells);
        return *count ? cells[0] % m->tables + 1 : 0;
    }
    unsigned first = 0, n = 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (c->active && c->set == set && c->copy == copy && n++ == 0)
            first = t;
    }
    *count = n;
    return first;
}

unsigned bm_guide_holder(const struct bm_movement *m, unsigned r, unsigned set, unsigned copy,
                         unsigned k)
{
    if (m->plays) {
        const uint32_t *cells;
        unsigned n = bm_plays_group(m->plays, r, set, copy, &cells);
        return k < n ? cells[k] % m->tables + 1 : 0;
    }
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (c->active && c->set == set && c->copy == copy && k-- == 0)
            return t;
    }
    return 0;
}

enum bm_place bm_guide_locate(unsigned *number, unsigned *count, const struct bm_movement *m,
                              unsigned r, unsigned set, unsigned copy)
{
    unsigned n;
    *number = tables_holding(&n, m, r, set, copy);
    *count = n;
    if (n)
        return n == 1 ? BM_PLACE_TABLE : BM_PLACE_SHARED;
    for (unsigned s = 0; s < m->nstands; s++) {
        const struct bm_stand *st = &m->stands[s];
        for (unsigned i = 0; i < st->queue_len[r - 1]; i++)
            if (st->queue[r - 1][i].set == set && st->queue[r - 1][i].copy == copy) {
                *number = s + 1;
                *count = 1;
                return BM_PLACE_STAND;
            }
    }
    return BM_PLACE_OUT;
}

unsigned bm_guide_back_in_play(unsigned *table, const struct bm_movement *m, unsigned r,
                               unsigned set, unsigned copy)
{
    if (m->plays)
        return bm_plays_next_round(m->plays, r, set, copy, table);
    for (unsigned rr = r + 1; rr <= m->rounds; rr++) {
        unsigned count;
        *table = tables_holding(&count, m, rr, set, copy);
        if (count)
            return rr;
    }
    *table = 0;
    return 0;
}

void bm_guide_put_destination(struct bm_buf *b, const struct bm_movement *m, unsigned r,
                              unsigned set, unsigned copy)
{
    unsigned number, count;
    enum bm_place place = bm_guide_locate(&number, &count, m, r, set, copy);
    if (place == BM_PLACE_OUT) {
        unsigned back = bm_guide_back_in_play(&number, m, r, set, copy);
        bm_buf_puts(b, "out of play");
        if (back)
            bm_buf_printf(b, " until round %u (table %u)", back, number);
        return;
    }
    if (place == BM_PLACE_STAND) {
        const char *name = m->stands[number - 1].name;
        bm_buf_printf(b, "to stand %u", number);
        if (name && *name)
            bm_buf_printf(b, " (%s)", name);
        return;
    }
    bm_buf_printf(b, "to table%s", count > 1 ? "s" : "");
    unsigned t;
    for (unsigned k = 0; (t = bm_guide_holder(m, r, set, copy, k)) != 0; k++)
        bm_buf_printf(b, "%s%u", k == 0 ? " " : k + 1 == count ? " and " : ", ", t);
}

void bm_guide_put_next_seat(struct bm_buf *b, const struct bm_movement *m, unsigned p,
                            unsigned t, enum bm_field f, unsigned r)
{
    static const char *const titles[] = {"", "NS", "EW", "North", "South", "East", "West"};
    const char *why = bm_guide_absence(m, p, r + 1, 0);
    unsigned t2;
    enum bm_field f2;
    bm_movement_seat_of(&t2, &f2, m, p, r + 1);
    if (why)
        bm_buf_puts(b, why);
    else if (!t2)
        bm_buf_puts(b, "sits out");
    else if (t2 == t && f2 == f)
        bm_buf_puts(b, "stays");
    else if (f2 == f || (unsigned)f2 >= sizeof titles / sizeof *titles)
        bm_buf_printf(b, "to table %u", t2);
    else
        bm_buf_printf(b, "to table %u %s", t2, titles[f2]);
}
