/* SPDX-License-Identifier: MIT */
/* A party table (Hill's Web movements): who hosts one and at which table, who may sit EW
 * opposite the host in a round, on which boards, and the guest seated there on the party
 * table's own copy. One rule for the three places that seat a guest: a late pair's party
 * table planned (invite.c), a table added (party.c) and a party table given a guest again
 * after a re-seating (reseat.c); the host's table for the optimisers that keep it there
 * (optimum.c, twice.c). */
#include <stdint.h>
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

static size_t play_at(const struct bm_guest_book *b, unsigned p, unsigned s)
{
    return (size_t)p * (b->m->sets + 1) + s;
}

static size_t meet_at(const struct bm_guest_book *b, unsigned p, unsigned q)
{
    return (size_t)p * (b->m->participants + 1) + q;
}

enum bm_status bm_guest_book_open(struct bm_guest_book *b, const struct bm_movement *m)
{
    size_t P = (size_t)m->participants + 1;
    b->m = m;
    b->plays = bm_calloc(P * (m->sets + 1), 1);
    b->meets = bm_calloc(P * P, 1);
    if (!b->plays || !b->meets) {
        bm_guest_book_close(b);
        return BM_ENOMEM;
    }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (bm_cell_played(m, c, r))
                bm_guest_book_mark(b, c->seat[0], c->seat[1], c->set, 1);
        }
    return BM_OK;
}

void bm_guest_book_close(struct bm_guest_book *b)
{
    free(b->plays);
    free(b->meets);
    b->plays = b->meets = NULL;
}

void bm_guest_book_mark(struct bm_guest_book *b, unsigned h, unsigned q, unsigned s, int on)
{
    b->plays[play_at(b, h, s)] = b->plays[play_at(b, q, s)] = (unsigned char)on;
    b->meets[meet_at(b, h, q)] = b->meets[meet_at(b, q, h)] = (unsigned char)on;
}

/* Whether pair p holds a seat at a table of round r (played or not). */
static int seated(const struct bm_movement *m, unsigned p, unsigned r)
{
    unsigned k;
    return bm_change_seat_of(m, p, r, &k) != 0;
}

/* Whether pair p is present in round r and seated at no table. */
static int seated_nowhere(const struct bm_movement *m, unsigned p, unsigned r)
{
    return bm_is_present(m, p, r) && !seated(m, p, r);
}

int bm_change_floats(const struct bm_movement *m, unsigned p)
{
    if (m->arrive_at[p] <= 1 || bm_is_phantom(m, p))
        return 0;
    for (unsigned r = 1; r < m->arrive_at[p]; r++)
        if (seated(m, p, r))
            return 0;
    return 1;
}

unsigned bm_party_home(const struct bm_movement *m, unsigned p)
{
    unsigned table = 0;
    if (!bm_change_floats(m, p))
        return 0;
    for (unsigned r = m->arrive_at[p]; r <= m->rounds && bm_is_present(m, p, r); r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active || (c->seat[0] != p && c->seat[1] != p))
                continue;
            if (c->seat[1] == p || (table && table != t))
                return 0;
            table = t;
        }
    return table && !bm_cell_at(m, 1, table)->active ? table : 0;
}

int bm_guest_next(const struct bm_guest_book *b, unsigned h, unsigned r, int seated,
                  unsigned *q, unsigned *s)
{
    const struct bm_movement *m = b->m;
    for (unsigned p = *q ? *q : 1, k = *q ? *s + 1 : 1; p <= m->participants; p++, k = 1) {
        int waits = seated ? bm_change_idle(m, p, r) : seated_nowhere(m, p, r);
        if (p == h || !waits || b->meets[meet_at(b, h, p)])
            continue;
        for (; k <= m->sets; k++)
            if (!b->plays[play_at(b, p, k)] && !b->plays[play_at(b, h, k)]) {
                *q = p;
                *s = k;
                return 1;
            }
    }
    return 0;
}

enum bm_status bm_party_seat(struct bm_movement *m, unsigned r, unsigned t, unsigned ns,
                             unsigned ew, unsigned s)
{
    for (unsigned u = 1; u <= m->tables; u++)
        for (unsigned k = 0; k < 2; k++)
            if (bm_cell_at(m, r, u)->seat[k] == ew)
                bm_cell_at(m, r, u)->seat[k] = 0;
    uint32_t copy = 0;
    enum bm_status st = bm_movement_set_copies(&copy, m, s);
    if (!st)
        st = bm_movement_set_pairs(m, r, t, ns, ew, s);
    return st ? st : bm_movement_set(m, r, t, BM_FIELD_COPY, copy + 1);
}
