/* SPDX-License-Identifier: MIT */
/* Seating again after a change, so that the result does not depend on the order of the
 * changes: from the change's round on, the late pairs (those seated nowhere before they
 * arrived) leave their seats, the pairs they displaced go back where they fit, each late pair
 * is planned again as a rover (free seats first), and the pairs still sitting out take the
 * free seats they fit. A seat fits a pair that plays its boards nowhere else and meets the
 * pair opposite nowhere else. A party table's host (a late pair staying NS at an added table,
 * hosting the pairs a rover bumps) keeps its seat; its guests go back to their own seats, the
 * rover is planned again with the rest, and the host is given a guest again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

/* Whether pair p is seated at a cell of round r. */
static int seated(const struct bm_movement *m, unsigned p, unsigned r)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (c->active && (c->seat[0] == p || c->seat[1] == p))
            return 1;
    }
    return 0;
}

/* Whether pair p may take seat k of cell x in round r: a seat left empty (restoring, any
 * opponent), else a free seat facing a pair there; its set p plays nowhere else and the pair
 * opposite p meets nowhere else. */
static int fits(const struct bm_movement *m, unsigned p, unsigned r, const struct bm_cell *x,
                unsigned k, int restore)
{
    unsigned q = x->seat[k], opp = x->seat[1 - k];
    if (!x->active || !x->set || opp == p)
        return 0;
    if (restore ? q != 0 : (q && bm_is_present(m, q, r)) || !opp || !bm_is_present(m, opp, r))
        return 0;
    for (unsigned s = 1; s <= m->rounds; s++)
        for (unsigned t = 1; s != r && t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, s, t);
            if (!bm_cell_played(m, c, s) || (c->seat[0] != p && c->seat[1] != p))
                continue;
            if (c->set == x->set || (opp && (c->seat[0] == opp || c->seat[1] == opp)))
                return 0;
        }
    return 1;
}

/* Kuhn's augmenting paths: the pairs sitting out of round r matched to the free seats they
 * fit, as many as can be. */
struct match {
    struct bm_movement *m;
    unsigned r, n;     /* the round, the pairs sitting out */
    int restore;
    unsigned *pair;    /* [n] */
    unsigned *seat_of; /* [tables * 2]: index into pair + 1, 0 = nobody */
    unsigned char *seen;
};

static int augment(struct match *a, unsigned i)
{
    struct bm_movement *m = a->m;
    for (unsigned t = 1; t <= m->tables; t++)
        for (unsigned k = 0; k < 2; k++) {
            unsigned slot = (t - 1) * 2 + k;
            if (a->seen[slot] || !fits(m, a->pair[i], a->r, bm_cell_at(m, a->r, t), k, a->restore))
                continue;
            a->seen[slot] = 1;
            if (!a->seat_of[slot] || augment(a, a->seat_of[slot] - 1)) {
                a->seat_of[slot] = i + 1;
                return 1;
            }
        }
    return 0;
}

/* Pair p takes seat k at table t of round r, leaving the seat it had that round. */
static void move_to(struct bm_movement *m, unsigned p, unsigned r, unsigned t, unsigned k)
{
    for (unsigned u = 1; u <= m->tables; u++)
        for (unsigned j = 0; j < 2; j++)
            if (bm_cell_at(m, r, u)->seat[j] == p)
                bm_cell_at(m, r, u)->seat[j] = 0;
    bm_cell_at(m, r, t)->seat[k] = p;
}

/* The seats the floating pairs left in round r, back to the pairs seated nowhere that fit
 * them (as many as can be: each such pair faces a pair that stays). */
static enum bm_status restore_round(struct bm_movement *m, unsigned r)
{
    size_t slots = (size_t)m->tables * 2;
    struct match a = {m, r, 0, 1, bm_calloc((size_t)m->participants + 1, sizeof(unsigned)),
                      bm_calloc(slots, sizeof(unsigned)), bm_calloc(slots, 1)};
    enum bm_status st = a.pair && a.seat_of && a.seen ? BM_OK : BM_ENOMEM;
    for (unsigned p = 1; !st && p <= m->participants; p++)
        if (bm_is_present(m, p, r) && !bm_change_floats(m, p) && !seated(m, p, r))
            a.pair[a.n++] = p;
    for (unsigned i = 0; !st && i < a.n; i++) {
        memset(a.seen, 0, slots);
        augment(&a, i);
    }
    for (size_t s = 0; !st && s < slots; s++)
        if (a.seat_of[s])
            move_to(m, a.pair[a.seat_of[s] - 1], r, (unsigned)(s / 2) + 1, (unsigned)(s % 2));
    free(a.pair);
    free(a.seat_of);
    free(a.seen);
    return st;
}

/* Round r's pairs sitting out into the free seats they fit. A free seat faces a pair that
 * sits out too; once seated, both play and neither moves again. */
static void fill_round(struct bm_movement *m, unsigned r)
{
    for (unsigned p = 1; p <= m->participants; p++) {
        if (!bm_is_present(m, p, r) || bm_change_floats(m, p) || bm_change_plays(m, p, r))
            continue;
        for (unsigned t = 1; t <= m->tables && !bm_change_plays(m, p, r); t++)
            for (unsigned k = 0; k < 2; k++)
                if (fits(m, p, r, bm_cell_at(m, r, t), k, 0)) {
                    move_to(m, p, r, t, k);
                    break;
                }
    }
}

/* Whether round r has a party table at play. */
static int party_round(const struct bm_movement *m, unsigned r)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        if (bm_cell_played(m, c, r) && bm_party_home(m, c->seat[0]))
            return 1;
    }
    return 0;
}

/* Whether cell c is a party table's: its NS pair hosts one (a guest plays EW there). */
static int party_cell(const struct bm_movement *m, const struct bm_cell *c)
{
    return c->active && c->seat[0] && bm_party_home(m, c->seat[0]);
}

/* The floating pairs leave their seats in rounds from..; vacated[p] says who left some seat.
 * Without `release` the rounds with a party table at play are kept as they are; with it, only
 * a party table's host keeps its seat, and its guests leave theirs too (back to their own
 * seats by restore_round, the rover that bumped them planned again, a guest invited again by
 * invite()). A host (home[p], its table) keeps its seat there either way. */
static void vacate(struct bm_movement *m, unsigned from, unsigned char *vacated, int release,
                   const unsigned *home)
{
    for (unsigned r = from; r <= m->rounds; r++)
        for (unsigned t = 1; (release || !party_round(m, r)) && t <= m->tables; t++) {
            struct bm_cell *c = bm_cell_at(m, r, t);
            int party = release && party_cell(m, c);
            unsigned first = party || (c->seat[0] && home[c->seat[0]] == t) ? 1 : 0;
            for (unsigned k = first; c->active && k < 2; k++)
                if (c->seat[k] && (bm_change_floats(m, c->seat[k]) || party)) {
                    vacated[c->seat[k]] |= (unsigned char)bm_change_floats(m, c->seat[k]);
                    c->seat[k] = 0;
                }
        }
}

/* Whether pair p, present in some round from.., is seated in every such round. */
static int placed(const struct bm_movement *m, unsigned p, unsigned from)
{
    for (unsigned r = from; r <= m->rounds; r++)
        if (bm_is_present(m, p, r) && !seated(m, p, r))
            return 0;
    return 1;
}

/* Whether pair p, present some round, has no seat in any (a pair arriving for round 1). */
static int nowhere(const struct bm_movement *m, unsigned p)
{
    int present = 0;
    for (unsigned r = 1; r <= m->rounds; r++) {
        if (seated(m, p, r))
            return 0;
        present |= bm_is_present(m, p, r);
    }
    return present;
}

/* Pair n takes the seats of a pair absent from round `first` on, where there is one, as a
 * late pair arriving after it left does (late.c): a pair's seats fit each other (no board
 * twice, no opponent twice), which a rover's round-by-round plan may miss. A seat that does
 * not fit n (it played there before `first`) is left to the rover's plan. */
static void take_vacant(struct bm_movement *m, unsigned n, unsigned first)
{
    unsigned q = bm_change_vacant(m, first), k;
    for (unsigned r = first; q && r <= m->rounds; r++) {
        unsigned t = bm_change_seat_of(m, q, r, &k);
        if (t && !seated(m, n, r) && fits(m, n, r, bm_cell_at(m, r, t), k, 0))
            bm_cell_at(m, r, t)->seat[k] = n;
    }
}

/* Pair n takes again, in rounds first.., the seats it had before the change (`was` holds
 * rounds from..) where they are still empty and fit: the movement's own structure (an odd
 * Howell's empty seat, the line a late pair took there) often gives a rover a seat every round,
 * which a plan made round by round can spend on boards or opponents a later round needs. */
static void take_kept(struct bm_movement *m, unsigned n, unsigned first,
                      const struct bm_cell *was, unsigned from)
{
    for (unsigned r = first; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned k = 0; k < 2; k++) {
                struct bm_cell *x = bm_cell_at(m, r, t);
                if (was[(size_t)(r - from) * m->tables + (t - 1)].seat[k] == n && !x->seat[k] &&
                    !seated(m, n, r) && fits(m, n, r, x, k, 0))
                    x->seat[k] = n;
            }
}

/* Whether pair n has a seat in some round first.. of `was` (rounds from..). */
static int had_seat(const struct bm_movement *m, unsigned n, unsigned first,
                    const struct bm_cell *was, unsigned from)
{
    const struct bm_cell *o = &was[(size_t)(first - from) * m->tables];
    for (size_t i = 0; i < (size_t)(m->rounds - first + 1) * m->tables; i++)
        if (o[i].seat[0] == n || o[i].seat[1] == n)
            return 1;
    return 0;
}

/* How pair n is seated before its rover plan: nothing first, the seats of a pair absent from
 * `first` on (VACANT), or the seats it had before the change (KEPT). */
enum start { ALONE, VACANT, KEPT };

/* Seat pair n by a rover plan in the rounds from `first` where it has no seat, after the
 * seats `how` says. */
static enum bm_status seat_by_plan(struct bm_movement *m, unsigned n, unsigned first,
                                   enum start how, const struct bm_cell *was, unsigned from,
                                   struct bm_rover_round *plan)
{
    if (how == VACANT)
        take_vacant(m, n, first);
    else if (how == KEPT)
        take_kept(m, n, first, was, from);
    for (unsigned r = first; r <= m->rounds; r++)
        plan[r] = (struct bm_rover_round){0, 0, 0, 0, 0, 0};
    enum bm_status st = bm_rover_plan(plan, m, n, first, 1);
    for (unsigned r = first; !st && r <= m->rounds; r++)
        if (!plan[r].fixed && plan[r].table)
            move_to(m, n, r, plan[r].table, plan[r].seat); /* (its dead seat left) */
    return st;
}

/* Seat pair n: the seats of a pair absent from then on, then a rover plan in the rounds where
 * it has no seat; or, where that leaves more pairs sitting out (the absent pair's seats can
 * spend the boards and opponents a free seat later needs), the rover plan alone; or, where
 * that leaves fewer still, the seats n had before the change kept where they fit, then the
 * plan. Each later start is taken only when it leaves fewer pairs sitting out. */
static enum bm_status replan(struct bm_movement *m, unsigned n, unsigned from,
                             const struct bm_cell *was)
{
    unsigned first = from > m->arrive_at[n] ? from : m->arrive_at[n];
    size_t cells = (size_t)(m->rounds - first + 1) * m->tables;
    struct bm_rover_round *plan = bm_calloc((size_t)m->rounds + 1, sizeof *plan);
    struct bm_cell *before = bm_calloc(cells, sizeof *before);
    struct bm_cell *chosen = bm_calloc(cells, sizeof *chosen);
    enum bm_status st = plan && before && chosen ? BM_OK : BM_ENOMEM;
    static const enum start order[] = {VACANT, ALONE, KEPT}; /* (VACANT with no absent pair:
                                                                 the plan alone) */
    int tried[] = {1, bm_change_vacant(m, first) != 0, had_seat(m, n, first, was, from)};
    unsigned fewest = 0;
    if (!st)
        memcpy(before, bm_cell_at(m, first, 1), cells * sizeof *before);
    for (unsigned i = 0; !st && i < 3; i++) {
        if (!tried[i])
            continue;
        memcpy(bm_cell_at(m, first, 1), before, cells * sizeof *before);
        st = seat_by_plan(m, n, first, order[i], was, from, plan);
        unsigned idle = st ? 0 : bm_change_idle_count(m, first);
        if (!st && (i == 0 || idle < fewest)) {
            fewest = idle;
            memcpy(chosen, bm_cell_at(m, first, 1), cells * sizeof *chosen);
        }
    }
    if (!st)
        memcpy(bm_cell_at(m, first, 1), chosen, cells * sizeof *chosen);
    free(plan);
    free(before);
    free(chosen);
    return st;
}

/* Every party table of rounds from.. whose host has nobody opposite given a guest, the first
 * that fits (guest.c), as the added table first had one. */
static enum bm_status invite(struct bm_movement *m, unsigned from)
{
    struct bm_guest_book book;
    enum bm_status st = bm_guest_book_open(&book, m);
    for (unsigned r = from; !st && r <= m->rounds; r++)
        for (unsigned t = 1; !st && t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            unsigned h = x->seat[0], q = 0, s = 0;
            if (!party_cell(m, x) || x->seat[1] || !bm_is_present(m, h, r) ||
                !bm_guest_next(&book, h, r, 1, &q, &s))
                continue;
            st = bm_party_seat(m, r, t, h, q, s);
            bm_guest_book_mark(&book, h, q, s, 1);
        }
    bm_guest_book_close(&book);
    return st;
}

static const char *const seat_name[] = {"NS", "EW"};

/* Whether p plays in round r of the grid before (was holds rounds from..). */
static int played_before(const struct bm_movement *m, const struct bm_cell *was, unsigned from,
                         unsigned p, unsigned r)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *o = &was[(size_t)(r - from) * m->tables + (t - 1)];
        if ((o->seat[0] == p || o->seat[1] == p) && bm_cell_played(m, o, r))
            return 1;
    }
    return 0;
}

/* Whether q, a floating pair (a rover), had the seat that p, not floating, took. */
static int rover_took(const struct bm_movement *m, unsigned q, unsigned p)
{
    return q && bm_change_floats(m, q) && !bm_change_floats(m, p);
}

/* Why the seat p took at table t was open: the pair it displaced (now sitting out), the rover
 * that had it (and where that rover plays now) or the absent pair whose seat it was, into buf
 * ("" when none applies). */
static void why(char *buf, size_t size, const struct bm_movement *m, unsigned q, unsigned p,
                unsigned r, unsigned t)
{
    buf[0] = '\0';
    if (q == p)
        return;
    unsigned k = 0, u = q && bm_change_plays(m, q, r) ? bm_change_seat_of(m, q, r, &k) : 0;
    if (rover_took(m, q, p) && u == t) /* (a line of its own says so too) */
        snprintf(buf, size, " (pair %u, the rover, moves to the %s seat)", q, seat_name[k]);
    else if (rover_took(m, q, p) && u)
        snprintf(buf, size, " (pair %u, the rover, plays at table %u instead)", q, u);
    else if (rover_took(m, q, p))
        snprintf(buf, size, " (pair %u, the rover, no longer takes this seat)", q);
    else if (q && bm_is_present(m, q, r) && !bm_change_plays(m, q, r))
        snprintf(buf, size, "; pair %u sits out", q);
    else if (!q || bm_is_present(m, q, r))
        return;
    else if (bm_is_phantom(m, q))
        snprintf(buf, size, " (the seat of pair %u, the half table's missing pair)", q);
    else if (r < m->arrive_at[q])
        snprintf(buf, size, " (the seat of pair %u, which has not yet arrived)", q);
    else
        snprintf(buf, size, " (the seat of pair %u, which has left)", q);
}

/* Round r, for the director: where each pair seated anew plays, and the late pairs that now
 * sit out. */
static enum bm_status say_round(struct bm_change *c, const struct bm_cell *was, unsigned from,
                                unsigned r, int always)
{
    const struct bm_movement *m = c->m;
    enum bm_status st = BM_OK;
    for (unsigned t = 1; !st && t <= m->tables; t++) {
        const struct bm_cell *x = bm_cell_at(m, r, t);
        const struct bm_cell *o = &was[(size_t)(r - from) * m->tables + (t - 1)];
        for (unsigned k = 0; !st && k < 2; k++) {
            unsigned p = x->seat[k];
            if (!p || p == o->seat[k] || !bm_cell_played(m, x, r))
                continue;
            char boards[48], because[96];
            bm_change_boards(boards, sizeof boards, m, x->set);
            if (!o->active) { /* a table the change added: one line for both its pairs */
                st = bm_change_say(c, "  round %u: pairs %u (NS) and %u (EW) play each other "
                                      "at table %u, %s", r, x->seat[0], x->seat[1], t, boards);
                break;
            }
            why(because, sizeof because, m, o->seat[k], p, r, t);
            st = bm_change_say(c, "  round %u: pair %u plays %s at table %u against pair %u, "
                                  "%s%s", r, p, seat_name[k], t, x->seat[1 - k], boards,
                               because);
        }
    }
    for (unsigned p = 1; !st && p <= m->participants; p++)
        if (bm_change_floats(m, p) && bm_is_present(m, p, r) && !bm_change_plays(m, p, r) &&
            (always || played_before(m, was, from, p, r)))
            st = bm_change_say(c, "  round %u: pair %u sits out", r, p);
    return st;
}

/* The rounds from.. that changed, for the director. */
static enum bm_status say_changes(struct bm_change *c, const struct bm_cell *was,
                                  unsigned from, int always)
{
    const struct bm_movement *m = c->m;
    size_t cells = (size_t)(m->rounds - from + 1) * m->tables;
    if (!always && !memcmp(was, bm_cell_at(m, from, 1), cells * sizeof *was))
        return BM_OK;
    enum bm_status st = always ? BM_OK
                               : bm_change_say(c, "Seated again so that as few pairs as "
                                                  "possible sit out:");
    for (unsigned r = from; !st && r <= m->rounds; r++)
        st = say_round(c, was, from, r, always);
    return st;
}

/* c's lines replaced: `head` (if not NULL), `note` (if not NULL), then every seat of rounds
 * from.. that differs from `was`. */
static enum bm_status tell_again(struct bm_change *c, const struct bm_movement *was,
                                 unsigned from, const char *head, const char *note)
{
    struct bm_movement *m = c->m;
    size_t cells = (size_t)(m->rounds - from + 1) * m->tables;
    struct bm_cell *old = bm_calloc(cells, sizeof *old);
    if (!old)
        return BM_ENOMEM;
    for (unsigned r = from; r <= m->rounds; r++) /* a table the change added: idle before */
        for (unsigned t = 1; t <= was->tables && t <= m->tables; t++)
            old[(size_t)(r - from) * m->tables + (t - 1)] = *bm_cell_at(was, r, t);
    for (size_t i = 0; i < c->n; i++)
        free(c->line[i]);
    c->n = 0;
    enum bm_status st = head ? bm_change_say(c, "%s", head) : BM_OK;
    if (!st && note)
        st = bm_change_say(c, "%s", note);
    if (!st)
        st = say_changes(c, old, from, 1);
    free(old);
    return st;
}

enum bm_status bm_change_retell(struct bm_change *c, const struct bm_movement *was,
                                unsigned from, const char *head)
{
    return tell_again(c, was, from, head, "  (seated as though told of before the pairs that "
                                          "leave later, so that the order of the news does "
                                          "not change the seating)");
}

enum bm_status bm_change_tell_final(struct bm_change *c, const struct bm_movement *was,
                                    unsigned from, const char *head)
{
    return tell_again(c, was, from, head, NULL);
}

enum bm_status bm_change_fill(struct bm_change *c, unsigned from)
{
    struct bm_movement *m = c->m;
    size_t cells = (size_t)(m->rounds - from + 1) * m->tables;
    struct bm_cell *was = bm_calloc(cells, sizeof *was);
    enum bm_status st = was ? BM_OK : BM_ENOMEM;
    if (!st)
        memcpy(was, bm_cell_at(m, from, 1), cells * sizeof *was);
    for (unsigned r = from; !st && r <= m->rounds; r++)
        fill_round(m, r);
    if (!st)
        st = bm_change_optimize(m, from);
    if (!st)
        st = say_changes(c, was, from, 0);
    free(was);
    return st;
}

/* Whether some round from.. has a party table (its host there, with a guest or not). */
static int has_party(const struct bm_movement *m, unsigned from)
{
    for (unsigned r = from; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            if (party_cell(m, bm_cell_at(m, r, t)))
                return 1;
    return 0;
}

/* Rounds from.. seated again (bm_change_reseat()'s work, `release` as vacate() has it); a
 * party table's host (home[p], its table) keeps its seat in every round, with a guest or not,
 * and is not planned again as a rover. */
static enum bm_status seat_again(struct bm_change *c, unsigned from, const struct bm_cell *was,
                                 int release, const unsigned *home)
{
    struct bm_movement *m = c->m;
    unsigned char *vacated = bm_calloc((size_t)m->participants + 1, 1);
    enum bm_status st = vacated ? BM_OK : BM_ENOMEM;
    if (!st)
        vacate(m, from, vacated, release, home);
    for (unsigned r = from; !st && r <= m->rounds; r++)
        st = restore_round(m, r);
    for (unsigned i = 1; !st && i <= m->participants; i++) {
        unsigned p = release > 1 ? m->participants + 1 - i : i;
        if (!home[p] &&
            (vacated[p] || (bm_change_floats(m, p) && !placed(m, p, from)) || nowhere(m, p)))
            st = replan(m, p, from, was);
    }
    if (!st && release)
        st = invite(m, from);
    for (unsigned r = from; !st && r <= m->rounds; r++)
        fill_round(m, r);
    if (!st)
        st = bm_change_optimize_rounds(m, from); /* (the chosen one seated in full after) */
    free(vacated);
    return st;
}

/* Whether every pair host[] marks still hosts its party table (a re-seating that moves a host
 * breaks the table Hill's rules set up: a guard, as the optimiser keeps hosts at home). */
static int hosts_kept(const struct bm_movement *m, const unsigned *host)
{
    for (unsigned p = 1; p <= m->participants; p++)
        if (host[p] && bm_party_home(m, p) != host[p])
            return 0;
    return 1;
}

/* Seat again with the party tables kept, and, where there are some, with their rovers and
 * guests released (an added table's rover planned again with the other rovers, in the order
 * of the pairs and the other way round): a release only where it keeps every host at its
 * table and leaves fewer pairs sitting out. The seatings are compared with each round at its
 * best; only the one kept has its rounds seated two at a time (the costly search). */
enum bm_status bm_change_reseat(struct bm_change *c, unsigned from, int quiet)
{
    struct bm_movement *m = c->m;
    size_t cells = (size_t)(m->rounds - from + 1) * m->tables;
    struct bm_cell *was = bm_calloc(cells, sizeof *was);
    struct bm_cell *kept = bm_calloc(cells, sizeof *kept);
    unsigned *host = bm_calloc((size_t)m->participants + 1, sizeof *host);
    enum bm_status st = was && kept && host ? BM_OK : BM_ENOMEM;
    int party = !st && has_party(m, from);
    for (unsigned p = 1; !st && p <= m->participants; p++)
        host[p] = bm_party_home(m, p);
    if (!st) {
        memcpy(was, bm_cell_at(m, from, 1), cells * sizeof *was);
        st = seat_again(c, from, was, 0, host);
    }
    unsigned idle = st ? 0 : bm_change_idle_count(m, from);
    if (!st)
        memcpy(kept, bm_cell_at(m, from, 1), cells * sizeof *kept);
    for (int release = 1; !st && party && release <= 2; release++) {
        memcpy(bm_cell_at(m, from, 1), was, cells * sizeof *was);
        st = seat_again(c, from, was, release, host);
        unsigned now = st ? 0 : bm_change_idle_count(m, from);
        if (!st && now < idle && hosts_kept(m, host)) {
            idle = now;
            memcpy(kept, bm_cell_at(m, from, 1), cells * sizeof *kept);
        }
    }
    if (!st)
        memcpy(bm_cell_at(m, from, 1), kept, cells * sizeof *kept);
    if (!st)
        st = bm_change_optimize(m, from);
    int exchanged = 0;
    if (!st)
        st = bm_change_exchange(m, from, host, &exchanged);
    if (!st && exchanged)
        st = bm_change_optimize(m, from);
    if (!st)
        st = say_changes(c, was, from, quiet);
    free(was);
    free(kept);
    free(host);
    return st;
}
