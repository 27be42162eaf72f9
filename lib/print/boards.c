/* SPDX-License-Identifier: MIT */
/* Board-level facts for the boards-to-prepare sheet and the travellers: the copies of each
 * set and the plays of each board as seated. They stand in for the board-level API
 * (bridgemove/boards.h) until it is in the tree, with the same meanings; this file goes when
 * the sheets call that API instead. */
#include "guide/guide-private.h"
#include "print/print-private.h"

unsigned bm_print_set_copies(const struct bm_movement *m, unsigned set)
{
    unsigned copies = 0;
    for (unsigned r = 1; r <= m->rounds; r++) {
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && c->set == set && c->copy > copies)
                copies = c->copy;
        }
        for (unsigned s = 0; s < m->nstands; s++)
            for (unsigned i = 0; i < m->stands[s].queue_len[r - 1]; i++) {
                const struct bm_group *g = &m->stands[s].queue[r - 1][i];
                if (g->set == set && g->copy > copies)
                    copies = g->copy;
            }
    }
    return copies;
}

/* Who sits where for the board at position pos of cell (r, t): on a switched board the NS
 * seats hold the cell's EW participants (individual: N, S hold E, W) and the other way round. */
static void seat_play(struct bm_print_play *p, const struct bm_movement *m, unsigned r,
                      unsigned t, unsigned pos)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned half = bm_seat_count(m) / 2;
    p->round = r;
    p->table = t;
    p->switched = bm_switch_bit(m, r, t, pos);
    p->sitout = !bm_guide_cell_plays(m, r, t);
    for (unsigned k = 0; k < 4; k++)
        p->seat[k] = 0;
    for (unsigned k = 0; k < 2 * half; k++)
        p->seat[p->switched ? (k + half) % (2 * half) : k] = c->seat[k];
}

unsigned bm_print_board_plays(struct bm_print_play *out, const struct bm_movement *m,
                              unsigned set, unsigned pos)
{
    unsigned n = 0;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || c->set != set)
                continue;
            if (out)
                seat_play(&out[n], m, r, t, pos);
            n++;
        }
    return n;
}
