/* SPDX-License-Identifier: MIT */
/* Writing EBUScore movement files (doc/formats.md): a header line with the movement's type,
 * tables, boards, boards per round, rounds and the missing pair (individual: the players),
 * then one line per table with NS, EW and the board set of every round. */
#include <stdlib.h>
#include <string.h>

#include "formats/ebu.h"
#include "formats/exchange.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Whether every pair sits in one direction only in the unswitched grid (a Mitchell). */
static int keeps_directions(const struct bm_movement *m, unsigned char *dir)
{
    memset(dir, 0, (size_t)m->participants + 1);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            for (unsigned k = 0; c->active && k < 2; k++) {
                unsigned p = c->seat[k];
                if (p && dir[p] && dir[p] != k + 1)
                    return 0;
                if (p)
                    dir[p] = (unsigned char)(k + 1);
            }
        }
    return 1;
}

/* Whether a reader of type 2 finds exactly the switched rounds of m in the seats written. */
static int type2_reads_back(const struct bm_movement *m, unsigned keep)
{
    unsigned *count = bm_calloc(2 * ((size_t)m->participants + 1), sizeof *count);
    unsigned char *first = bm_calloc((size_t)m->participants + 1, 1);
    int ok = count && first;
    for (unsigned r = 1; ok && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned k = 0; bm_cell_at(m, r, t)->active && k < 2; k++) {
                unsigned p = bm_row_seat(m, r, t, k, keep);
                count[2 * p + k]++;
                if (p && !first[p])
                    first[p] = (unsigned char)(k + 1);
            }
    for (unsigned r = 1; ok && r <= m->rounds; r++)
        for (unsigned t = 1; ok && t <= m->tables; t++) {
            if (!bm_cell_at(m, r, t)->active)
                continue;
            unsigned ns = bm_row_seat(m, r, t, 0, keep), ew = bm_row_seat(m, r, t, 1, keep);
            int swapped = ns && ew &&
                          bm_ebu_home(count[2 * ns], count[2 * ns + 1], first[ns]) == 2 &&
                          bm_ebu_home(count[2 * ew], count[2 * ew + 1], first[ew]) == 1;
            ok = swapped == bm_cell_all_switched(m, r, t);
        }
    free(count);
    free(first);
    return ok;
}

static int any_switched(const struct bm_movement *m)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            if (bm_cell_all_switched(m, r, t))
                return 1;
    return 0;
}

/* The pairs' movement type: 1 Mitchell, 2 switched Mitchell, 0 Howell. */
static enum bm_status pairs_type(const struct bm_movement *m, unsigned keep,
                                 struct bm_losses *l, unsigned *type)
{
    unsigned char *dir = bm_malloc((size_t)m->participants + 1);
    if (!dir)
        return BM_ENOMEM;
    int mitchell = keeps_directions(m, dir), switched = any_switched(m);
    free(dir);
    *type = mitchell ? 1 : 0;
    if (switched && mitchell && type2_reads_back(m, keep))
        *type = 2;
    else if (switched)
        bm_losses_add(l, "which rounds are arrow-switched: they are written as seated, in a "
                         "type 0 (Howell) file");
    return BM_OK;
}

/* A participant holding two seats of one table: JSON and grid text hold such a movement (a
 * rule breaker to check), but the EBUScore reader refuses it, as a scorer could not score it,
 * so the writer refuses to write a file that would not read back. */
static enum bm_status nobody_plays_itself(const struct bm_movement *m)
{
    unsigned r, t, p;
    if (!bm_find_self_play(m, &r, &t, &p))
        return BM_OK;
    const char *who = bm_participant_word(m->event);
    return bm_fail(BM_EUNSUPPORTED, "round %u, table %u: %s %u holds two seats of the table; "
                   "an EBUScore file cannot hold a %s playing itself (write JSON instead)", r, t,
                   who, p, who);
}

/* The header, and the participant written by number although absent (the missing pair). */
static enum bm_status header(struct bm_buf *b, const struct bm_movement *m, unsigned *keep,
                             struct bm_losses *l)
{
    unsigned type = 0, k = m->set_size[0];
    enum bm_status st = nobody_plays_itself(m);
    *keep = 0;
    if (st)
        return st;
    for (unsigned s = 1; s <= m->sets; s++)
        if (m->set_size[s - 1] != k)
            return bm_fail(BM_EUNSUPPORTED,
                           "set %u has %u boards, set 1 has %u: an EBUScore movement file has "
                           "one number of boards per round (write RoundData or JSON instead)",
                           s, m->set_size[s - 1], k);
    if (m->first_board != 1)
        bm_losses_add(l, "the board numbers: the file numbers boards from 1 (its board 1 is "
                         "board %u)", m->first_board);
    if (m->event != BM_EVENT_PAIRS && any_switched(m))
        bm_losses_add(l, "which rounds are arrow-switched: they are written as seated");
    if (m->event == BM_EVENT_PAIRS) {
        for (unsigned p = 1; p <= m->participants && !*keep; p++)
            if (m->phantom_from[p] == 1)
                *keep = p;
        st = pairs_type(m, *keep, l, &type);
        bm_buf_printf(b, "%u,%u,%u,%u,%u,%u\n", type, m->tables, m->sets * k, k, m->rounds,
                      *keep);
    } else if (m->event == BM_EVENT_INDIVIDUAL) {
        bm_buf_printf(b, "3,%u,%u,%u,%u,%u\n", m->tables, m->sets * k, k, m->rounds,
                      m->participants);
    } else {
        st = bm_check_team_numbers(m, l, "an EBUScore teams file");
        bm_buf_printf(b, "5,%u,%u,%u,%u\n", m->tables, m->sets * k, k, m->rounds);
    }
    return st;
}

static void table_line(struct bm_buf *b, const struct bm_movement *m, unsigned t, unsigned keep)
{
    unsigned seats = bm_seat_count(m);
    for (unsigned r = 1; r <= m->rounds; r++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        for (unsigned k = 0; k < seats; k++) {
            unsigned p = c->active ? bm_row_seat(m, r, t, k, keep) : 0;
            if (p && m->event == BM_EVENT_TEAMS)
                p = m->team_of[p];
            bm_buf_printf(b, "%s%u", r > 1 || k ? "," : "", p);
        }
        bm_buf_printf(b, ",%u", c->active ? c->set : 0);
    }
    bm_buf_puts(b, "\n");
}

enum bm_status bm_ebu_write(char **out, const struct bm_movement *m,
                            const struct bm_exchange_options *o, char **notes)
{
    enum bm_status st;
    struct bm_losses l;
    bm_losses_init(&l);
    struct bm_buf b;
    bm_buf_init(&b);
    unsigned keep = 0;
    st = bm_check_partial_switches(m, o, "an EBUScore movement file", &l);
    if (!st)
        st = header(&b, m, &keep, &l);
    if (!st) {
        bm_note_row_losses(m, &l, keep);
        for (unsigned t = 1; t <= m->tables && !b.failed; t++)
            table_line(&b, m, t, keep);
    }
    /* the reader takes a title line as the name, but the writer keeps to the lines EBUScore's
     * own movement files start with: say the name is not there rather than drop it unseen */
    if (!st && m->name && *m->name)
        bm_losses_add(&l, "the movement's name (\"%s\")", m->name);
    return bm_exchange_finish(st, &b, &l, "the EBUScore file does not hold", out, notes);
}
