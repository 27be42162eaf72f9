/* SPDX-License-Identifier: MIT */
/* Changing a movement mid-session (include/bridgemove/change.h): the result and
 * the steps every change shares. Every change keeps the rounds already played as they were and
 * moves a play only within its round, so nobody meets a board twice. */
#ifndef BM_CHANGE_PRIVATE_H
#define BM_CHANGE_PRIVATE_H

#include <stddef.h>

#include <bridgemove/bridgemove.h>

#include "model/model.h"
#include "util/export.h"

struct bm_change {
    struct bm_movement *m; /* the changed movement */
    char **line;           /* what the director does, one instruction a line */
    size_t n, cap;
};

/* A new result holding a copy of m grown to tables and participants (the new tables idle,
 * the new participants seated nowhere); BM_ENOMEM. */
enum bm_status bm_change_start(struct bm_change **out, const struct bm_movement *m,
                               unsigned tables, unsigned participants);

/* Add one instruction; BM_ENOMEM. */
enum bm_status bm_change_say(struct bm_change *c, const char *fmt, ...) BM_PRINTF(2, 3);

/* Replace instruction `index` (1..n) with new text; BM_ENOMEM. */
enum bm_status bm_change_reword(struct bm_change *c, size_t index, const char *fmt, ...)
    BM_PRINTF(3, 4);

/* "boards 9-12" (or "board 9") of the set at a cell, into buf. */
void bm_change_boards(char *buf, size_t size, const struct bm_movement *m, unsigned set);

/* Where the rover plays each round (rover.c): the table (0: it sits out) and the seat (0 NS,
 * 1 EW) it takes, with the pair displaced (which sits out) or, for a free seat, the absent pair
 * whose seat it is; chosen so that it meets no board twice, displaces each pair at most once
 * and meets each opponent at most once where the movement allows it. `fixed`: a round outside
 * the plan (the rover absent, or already seated there). */
struct bm_rover_round {
    unsigned table, seat, displaced, set, freed;
    unsigned char fixed;
};

/* Plan the rounds from..rounds of pair `rover` (present from `from`, seated in none of those
 * rounds it is to be planned for) of m into plan[from..rounds] (indexed by round); with
 * free_seats, seats whose pair is absent come first. BM_ENOMEM. */
enum bm_status bm_rover_plan(struct bm_rover_round *plan, const struct bm_movement *m,
                             unsigned rover, unsigned from, int free_seats);

/* Seat again from round `from` on (reseat.c): the late pairs a change added (and any present
 * but seated nowhere) planned again as rovers, free seats filled by the pairs sitting out that
 * fit them; what changed told to the director, under a heading unless `quiet` (which also
 * tells the rounds where nothing changed). BM_ENOMEM. */
enum bm_status bm_change_reseat(struct bm_change *c, unsigned from, int quiet);

/* Only the last step of bm_change_reseat(): the pairs sitting out from round `from` on take
 * the free seats they fit (after a late pair or a table added). BM_ENOMEM. */
enum bm_status bm_change_fill(struct bm_change *c, unsigned from);

/* Every round from..rounds seated at its best, the other rounds as they are (optimum.c):
 * fewest sit-outs, then fewest sit-outs (over all rounds) next to a sit-out of the same pair,
 * then fewest moves; again until no round improves; then the rounds where a pair sits out
 * twice running, two at a time (bm_change_pair_rounds). Every party table's host (as
 * bm_party_home() finds it on entry) stays NS at its table or sits out. BM_ENOMEM. */
enum bm_status bm_change_optimize(struct bm_movement *m, unsigned from);

/* Only the first step of bm_change_optimize(): each round from.. at its best, again until
 * none improves, without seating two rounds together (what that costs is spent once, on
 * the seating chosen). BM_ENOMEM. */
enum bm_status bm_change_optimize_rounds(struct bm_movement *m, unsigned from);

/* What pair p sitting out round r adds to the sit-outs next to a sit-out of the same pair,
 * over all rounds (0..3), the other rounds as they are (optimum.c). */
unsigned char bm_change_twice_weight(const struct bm_movement *m, unsigned p, unsigned r);

/* The late pairs' seats exchanged across rounds from.. with another pair's where that leaves
 * strictly fewer pairs sitting out (exchange.c): the other pair takes a free seat, the late
 * pair its seats, nobody playing a set twice or meeting a pair twice; home[p] as in
 * bm_change_pair_rounds() (hosts never move); *changed = 1 if one was kept. BM_ENOMEM. */
enum bm_status bm_change_exchange(struct bm_movement *m, unsigned from, const unsigned *home,
                                  int *changed);

/* Every two rounds r, r + 1 (from <= r) where a pair sits out both seated again together
 * (twice.c): each with no more sit-outs, fewer pairs sitting out next to a round they sit
 * out where a clash-free seating of both allows it; home[p] (p = 1..participants): the party
 * table p hosts, where it stays NS, 0 for none; *changed = 1 when one changed. BM_ENOMEM. */
enum bm_status bm_change_pair_rounds(struct bm_movement *m, unsigned from,
                                     const unsigned *home, int *changed);

/* The guests of a party table hosted by pair `host` from round `from` on (invite.c): for each
 * round r, guest[r] (a pair that would sit out) and set[r] (boards neither plays elsewhere);
 * *found = 0 when some round has no such guest. BM_ENOMEM. */
enum bm_status bm_party_plan(int *found, unsigned *guest, unsigned *set,
                             const struct bm_movement *m, unsigned host, unsigned from);

/* A late pair a change added (guest.c): it arrives after round 1 and has no seat before it
 * arrives. */
int bm_change_floats(const struct bm_movement *m, unsigned p);

/* The party table pair p hosts (guest.c): p floats and sits NS at this one table every round
 * it is seated, a table added mid-session (idle in round 1); 0 if p hosts none. */
unsigned bm_party_home(const struct bm_movement *m, unsigned p);

/* What the search for a party table's guests knows (guest.c): the sets each pair plays and
 * the pairs each meets, at the cells played and the guests marked since. */
struct bm_guest_book {
    const struct bm_movement *m;
    unsigned char *plays; /* [p * (sets + 1) + s] */
    unsigned char *meets; /* [p * (participants + 1) + q] */
};

/* The book of m's plays; BM_ENOMEM. Closed by bm_guest_book_close() (also after a failure). */
enum bm_status bm_guest_book_open(struct bm_guest_book *b, const struct bm_movement *m);
void bm_guest_book_close(struct bm_guest_book *b);

/* Host h playing guest q on set s recorded (on = 1) or, after a mark, forgotten (on = 0). */
void bm_guest_book_mark(struct bm_guest_book *b, unsigned h, unsigned q, unsigned s, int on);

/* The next guest of host h in round r after (*q, *s) (start at *q = 0), pairs then sets in
 * order: a pair sitting out round r that meets h nowhere, on a set neither plays anywhere.
 * With `seated` the pair may hold a seat that does not play (facing an empty seat or an absent
 * pair); without, it is seated nowhere (a late pair takes such a seat itself, not a party
 * table). 1 and (*q, *s), or 0 when there is none. */
int bm_guest_next(const struct bm_guest_book *b, unsigned h, unsigned r, int seated,
                  unsigned *q, unsigned *s);

/* Round r at party table t: ns against ew on set s, on a copy of its own (one more than any
 * other table uses); ew leaves any other seat it had that round (guest.c). BM_ENOMEM. */
enum bm_status bm_party_seat(struct bm_movement *m, unsigned r, unsigned t, unsigned ns,
                             unsigned ew, unsigned s);

/* Round r at the party table (the movement's last): ns against ew on set s, on a copy of its
 * own (party.c). BM_ENOMEM. */
enum bm_status bm_party_round(struct bm_change *c, unsigned r, unsigned ns, unsigned ew,
                              unsigned s);

/* The three changes (order.c, leave.c, party.c), as change.h describes them; the change's
 * checks come first, then the work. */
enum bm_status bm_change_late(struct bm_change **out, const struct bm_movement *m,
                              unsigned pair, unsigned round);
enum bm_status bm_change_leave(struct bm_change **out, const struct bm_movement *m,
                               unsigned pair, unsigned round);
enum bm_status bm_change_add_table(struct bm_change **out, const struct bm_movement *m,
                                   unsigned round);

/* A late pair seated knowing all that m says, the pairs leaving later included (late.c): the
 * checks of bm_change_late(), then the work. bm_change_late() (order.c) seats it as though
 * told of before the pairs leaving after its arrival. */
enum bm_status bm_change_late_now(struct bm_change **out, const struct bm_movement *m,
                                  unsigned pair, unsigned round);

/* c's instructions told again (reseat.c): `head` (if not NULL), then every round from `from`
 * on where c's movement seats a pair otherwise than `was` does. BM_ENOMEM. */
enum bm_status bm_change_retell(struct bm_change *c, const struct bm_movement *was,
                                unsigned from, const char *head);

/* c's instructions replaced by the final seating (reseat.c): `head` (if not NULL), then every
 * seat of rounds from.. that differs from `was` (the movement before the change), so that no
 * line names a seat a later step changed. BM_ENOMEM. */
enum bm_status bm_change_tell_final(struct bm_change *c, const struct bm_movement *was,
                                    unsigned from, const char *head);

/* What a table added for round `from` to `was` does in c's movement, as one headline into buf
 * (table.c): who sits NS at the party table, who roves and into whose seats, who is invited. */
void bm_table_headline(char *buf, size_t size, const struct bm_movement *m,
                       const struct bm_movement *was, unsigned from);

/* The change (kind, pair, round) made on m (`made`, as told) made again with the changes m
 * records in the order of their rounds (replay.c), where m records one for a later round and
 * its spec and changes give it back (a pair leaving: only where that leaves fewer pairs
 * sitting out than `made`): *out the change (its changes to be recorded), else NULL.
 * BM_ENOMEM. */
enum bm_status bm_change_in_round_order(struct bm_change **out, const struct bm_movement *m,
                                        const struct bm_movement *made, enum bm_change_kind kind,
                                        unsigned pair, unsigned round);

/* Whether the grids and absences of a and b are the same (same.c). */
int bm_change_same(const struct bm_movement *a, const struct bm_movement *b);

/* Checks shared by the changes: a movement (BM_EINVAL), a pairs event
 * (BM_EUNSUPPORTED) and a round 1..rounds (BM_ERANGE), each with a message. */
enum bm_status bm_change_check(const struct bm_movement *m, unsigned round);

/* The end of every public call: on success *out = c; on failure (running out of memory, the
 * only way a change fails once checked) c freed and the message written. Returns st. */
enum bm_status bm_change_finish(struct bm_change **out, struct bm_change *c, enum bm_status st);

/* Where participant p sits in round r (vacant.c): the table (0: nowhere), its seat in *k. */
unsigned bm_change_seat_of(const struct bm_movement *m, unsigned p, unsigned r, unsigned *k);

/* A pair absent in every round from..rounds but seated in one of them (its seats are free for
 * a late pair): the half table's phantom first, then a pair that has left; 0 if none. */
unsigned bm_change_vacant(const struct bm_movement *m, unsigned from);

/* Whether p plays in round r (a seat at a table whose pairs are both there), plays.c. */
int bm_change_plays(const struct bm_movement *m, unsigned p, unsigned r);
/* Whether pair p is present in round r but does not play: it sits out (rounds outside
 * 1..rounds: it does not). */
int bm_change_idle(const struct bm_movement *m, unsigned p, unsigned r);
/* The pairs sitting out round r (plays.c). */
unsigned bm_change_idle_round(const struct bm_movement *m, unsigned r);
/* The sit-outs of rounds first..rounds, every pair counted in each round it sits out
 * (plays.c). */
unsigned bm_change_idle_count(const struct bm_movement *m, unsigned first);

#endif
