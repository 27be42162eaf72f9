/* SPDX-License-Identifier: MIT */
/* The words the printed cards share: who a participant is, where it sits, why it is absent,
 * which boards a set holds. */
#include "guide/guide-private.h"
#include "print/print-private.h"

const char *bm_print_name(const struct bm_movement *m)
{
    return m->name && *m->name ? m->name : "Movement";
}

const char *bm_print_who_word(const struct bm_movement *m)
{
    return m->event == BM_EVENT_INDIVIDUAL ? "Player" : "Pair";
}

const char *bm_print_seat_name(enum bm_field f)
{
    static const char *const names[] = {"", "NS", "EW", "North", "South", "East", "West"};
    return (unsigned)f < sizeof names / sizeof names[0] ? names[f] : "";
}

void bm_print_who(struct bm_buf *b, const struct bm_movement *m, unsigned p)
{
    if (!p)
        bm_buf_puts(b, "nobody");
    else if (m->team_of && m->team_of[p])
        bm_buf_printf(b, "team %u (pair %u)", m->team_of[p], p);
    else
        bm_buf_printf(b, "%s %u", m->event == BM_EVENT_INDIVIDUAL ? "player" : "pair", p);
}

void bm_print_boards(struct bm_buf *b, const struct bm_movement *m, unsigned set)
{
    unsigned lo = bm_board_of(m, set, 1), hi = bm_board_of(m, set, m->set_size[set - 1]);
    if (lo == hi)
        bm_buf_printf(b, "%u", lo);
    else
        bm_buf_printf(b, "%u\xe2\x80\x93%u", lo, hi); /* en dash */
}

int bm_print_table_plays(const struct bm_movement *m, unsigned t)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        if (bm_guide_cell_plays(m, r, t))
            return 1;
    return 0;
}
