/* SPDX-License-Identifier: MIT */
/* The headline of a table added mid-session, told from the final seating: a re-seating after
 * the party table's first plan may give the rover free seats and the host other guests, so
 * the headline says what the movement now does, not what the first plan did. */
#include <stdio.h>

#include "change/change-private.h"
#include "model/model.h"

/* Whether the host sits NS at table t in every round from.. (else only when it plays). */
static int host_all_session(const struct bm_movement *m, unsigned host, unsigned t,
                            unsigned from)
{
    for (unsigned r = from; r <= m->rounds; r++) {
        unsigned k = 0;
        if (!bm_change_plays(m, host, r) || bm_change_seat_of(m, host, r, &k) != t || k)
            return 0;
    }
    return 1;
}

/* The seats the rover takes in rounds from.., counted a round each: the first absent pair
 * whose seat it takes (freed; kind 0 left, 1 the half table's missing pair, 2 not yet
 * arrived), the seats of absent pairs or of nobody (free_seats; others: those not freed's),
 * and the seats of pairs it displaces. */
struct rover_seats {
    unsigned freed, kind, free_seats, others, displaced;
};

static struct rover_seats rover_seats(const struct bm_movement *m,
                                      const struct bm_movement *was, unsigned rover,
                                      unsigned from)
{
    struct rover_seats s = {0, 0, 0, 0, 0};
    for (unsigned r = from; r <= m->rounds; r++) {
        unsigned k = 0, t = bm_change_plays(m, rover, r) ? bm_change_seat_of(m, rover, r, &k) : 0;
        if (!t || t > was->tables)
            continue;
        unsigned q = bm_cell_at(was, r, t)->seat[k];
        if (q && bm_is_present(was, q, r)) {
            s.displaced++;
            continue;
        }
        s.free_seats++;
        if (q && !s.freed) {
            s.freed = q;
            s.kind = bm_is_phantom(was, q) ? 1 : r < was->arrive_at[q] ? 2 : 0;
        } else if (!q || q != s.freed) {
            s.others++;
        }
    }
    return s;
}

/* Where the rover plays, after "plays as a rover": "in the seats of pair 15, which has left",
 * "..., where they fit, and otherwise in the seat of a pair it displaces", ", in the seat of a
 * pair it displaces" or "" (it takes neither), into buf. */
static void rover_phrase(char *buf, size_t size, const struct rover_seats *s)
{
    static const char *const what[] = {", which has left", ", the half table's missing pair",
                                       ", which has not yet arrived"};
    static const char displaces[] = "in the seat of a pair it displaces";
    char seats[80] = "";
    if (s->free_seats && (!s->freed || s->others))
        snprintf(seats, sizeof seats, " in the seats of pairs absent from their tables");
    else if (s->free_seats)
        snprintf(seats, sizeof seats, " in the seats of pair %u%s", s->freed, what[s->kind]);
    if (s->free_seats && s->displaced)
        snprintf(buf, size, "%s, where they fit, and otherwise %s", seats, displaces);
    else if (s->displaced)
        snprintf(buf, size, ", %s", displaces);
    else
        snprintf(buf, size, "%s", seats);
}

void bm_table_headline(char *buf, size_t size, const struct bm_movement *m,
                       const struct bm_movement *was, unsigned from)
{
    unsigned t = m->tables, host = m->participants - 1, rover = m->participants;
    struct rover_seats s = rover_seats(m, was, rover, from);
    char where[192];
    rover_phrase(where, sizeof where, &s);
    snprintf(buf, size,
             "Table %u is added for round %u: pair %u sits NS there %s (the party table), pair "
             "%u plays as a rover%s, and the pairs that would otherwise sit out are invited to "
             "play EW there. Table %u needs its own copy of the boards it plays.",
             t, from, host,
             host_all_session(m, host, t, from) ? "all session" : "whenever it plays", rover,
             where, t);
}
