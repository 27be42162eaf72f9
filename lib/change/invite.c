/* SPDX-License-Identifier: MIT */
/* A second late pair at a party table (Hill's Web movements: "If you already have a rover and
 * a(nother) pair arrives late, you can add a party table ... The pairs bumped by the rover
 * don't sit out - they're invited to the party table"): the late pair sits NS at a new table
 * and each round plays a pair that would sit out, on a set neither of them plays anywhere
 * else, from the new table's own copy. Used when some pair sits out in every round from the
 * late pair's arrival; a depth-first search picks the guests and their boards by the rule of
 * guest.c, which a re-seating's party tables share (a guest meets the host once). */

#include "change/change-private.h"
#include "model/model.h"

#define NODE_BUDGET 200000ul

struct party {
    struct bm_guest_book book; /* the grown movement (the party table idle) and the plan */
    unsigned *guest, *set;     /* by round */
    unsigned long nodes;
};

static int place(struct party *y, unsigned r, unsigned host)
{
    if (r > y->book.m->rounds)
        return 1;
    if (++y->nodes > NODE_BUDGET)
        return 0;
    unsigned q = 0, s = 0;
    while (bm_guest_next(&y->book, host, r, 0, &q, &s)) {
        bm_guest_book_mark(&y->book, host, q, s, 1);
        y->guest[r] = q;
        y->set[r] = s;
        if (place(y, r + 1, host))
            return 1;
        bm_guest_book_mark(&y->book, host, q, s, 0);
        if (y->nodes > NODE_BUDGET)
            return 0;
    }
    return 0;
}

enum bm_status bm_party_plan(int *found, unsigned *guest, unsigned *set,
                             const struct bm_movement *m, unsigned host, unsigned from)
{
    struct party y = {.guest = guest, .set = set};
    enum bm_status st = bm_guest_book_open(&y.book, m);
    if (!st)
        *found = place(&y, from, host);
    bm_guest_book_close(&y.book);
    return st;
}
