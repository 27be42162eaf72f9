/* SPDX-License-Identifier: MIT */
/* Rule checks of the movements article, Part I. Stationary-NS movements are read literally
 * (columns = tables, rows = rounds, letters = sets, numbers = moving pairs); others in the rules'
 * general sense (see check.h). 4B compares (set, copy): twinned copies are not shared boards. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "util/alloc.h"
#include "util/form.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/out.h"

#define NRULES 9

struct violation {
    unsigned count;
    unsigned round, table, participant, set; /* first occurrence */
};

struct bm_check {
    int stationary;
    int individual; /* players, not pairs, in the report's words */
    unsigned sitting_out; /* counted participants who sit out at least one round */
    struct violation v[NRULES + 1]; /* indexed by enum bm_rule */
};

/* Record one violation; the earliest in (round, table) order is kept as the first. */
static void note(struct bm_check *c, enum bm_rule rule, unsigned r, unsigned t, unsigned p,
                 unsigned s)
{
    struct violation *v = &c->v[rule];
    if (v->count++ == 0 || r < v->round || (r == v->round && t < v->table)) {
        v->round = r;
        v->table = t;
        v->participant = p;
        v->set = s;
    }
}

/* Stationary: every table's active cells have one NS pair, distinct per table, never EW. */
static int is_stationary(const struct bm_movement *m, unsigned *ns_of_table, unsigned char *is_ns)
{
    if (m->event == BM_EVENT_INDIVIDUAL)
        return 0;
    for (unsigned t = 1; t <= m->tables; t++)
        for (unsigned r = 1; r <= m->rounds; r++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active)
                continue;
            if (!c->seat[0] || (ns_of_table[t] && ns_of_table[t] != c->seat[0]))
                return 0;
            if (!ns_of_table[t]) {
                if (is_ns[c->seat[0]])
                    return 0;
                is_ns[c->seat[0]] = 1;
                ns_of_table[t] = c->seat[0];
            }
        }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && c->seat[1] && is_ns[c->seat[1]])
                return 0;
        }
    return 1;
}

/* A played cell's boards in one round: (set, copy) as one key, and its table. */
struct board_at {
    uint64_t key;
    unsigned table;
};

static int cmp_board_at(const void *a, const void *b)
{
    const struct board_at *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->table > y->table) - (x->table < y->table);
}

/* Rule 4B in round r: every played cell whose (set, copy) a lower table of the round also
 * plays. Sorting the round's cells by (set, copy, table) finds them in O(T log T); comparing
 * each table with every lower one cost O(T^2) a round (41 s at 2048 teams). note() keeps the
 * count and the earliest, so the order of the notes does not matter. */
static void check_shared_boards(struct bm_check *c, const struct bm_movement *m, unsigned r,
                                struct board_at *buf)
{
    size_t n = 0;
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *x = bm_cell_at(m, r, t);
        if (x->active && bm_cell_played(m, x, r))
            buf[n++] = (struct board_at){(uint64_t)x->set << 32 | x->copy, t};
    }
    qsort(buf, n, sizeof *buf, cmp_board_at);
    for (size_t i = 1; i < n; i++)
        if (buf[i].key == buf[i - 1].key)
            note(c, BM_RULE_4B, r, buf[i].table, 0, (unsigned)(buf[i].key >> 32));
}

/* Rule 1B (both readings) and 4B: per round, nobody twice, no (set, copy) twice at tables
 * that play it. */
static int check_rows(struct bm_check *c, const struct bm_movement *m)
{
    unsigned seats = bm_seat_count(m);
    unsigned *seen = bm_calloc((size_t)m->participants + 1, sizeof *seen);
    struct board_at *buf = bm_malloc(((size_t)m->tables + 1) * sizeof *buf);
    if (!seen || !buf) {
        free(seen);
        free(buf);
        return 0;
    }
    for (unsigned r = 1; r <= m->rounds; r++) {
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            for (unsigned k = 0; x->active && k < seats; k++) {
                unsigned p = x->seat[k];
                if (p && seen[p] == r)
                    note(c, BM_RULE_1B, r, t, p, x->set);
                if (p)
                    seen[p] = r;
            }
        }
        check_shared_boards(c, m, r, buf);
    }
    free(seen);
    free(buf);
    return 1;
}

/* One play of a set by a participant: sorting these finds repeats without a
 * participants x sets table (which could reach gigabytes for large loaded files). */
struct play {
    unsigned who, set, round, table;
};

static int cmp_play(const void *a, const void *b)
{
    const struct play *x = a, *y = b;
    if (x->who != y->who)
        return x->who < y->who ? -1 : 1;
    if (x->set != y->set)
        return x->set < y->set ? -1 : 1;
    if (x->round != y->round)
        return x->round < y->round ? -1 : 1;
    return (x->table > y->table) - (x->table < y->table);
}

/* A run of plays of one participant and one set into (round, table) order: insertion, as a
 * run is a play or two. */
static void sort_run(struct play *pl, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        struct play x = pl[i];
        size_t j = i;
        while (j > 0 && cmp_play(&x, &pl[j - 1]) < 0) {
            pl[j] = pl[j - 1];
            j--;
        }
        pl[j] = x;
    }
}

/* One participant's n plays into (set, round, table) order: counted by set into tmp (sets
 * 0..top, count[] of top + 2 zeros, left zeroed), copied back, then each set's run sorted. */
static void sort_bucket(struct play *pl, size_t n, struct play *tmp, size_t *count, size_t top)
{
    for (size_t i = 0; i < n; i++)
        count[pl[i].set + 1]++;
    for (size_t v = 1; v <= top + 1; v++)
        count[v] += count[v - 1];
    for (size_t i = 0; i < n; i++)
        tmp[count[pl[i].set]++] = pl[i];
    memcpy(pl, tmp, n * sizeof *pl);
    memset(count, 0, (top + 2) * sizeof *count);
    for (size_t i = 0, j; i < n; i = j) {
        for (j = i + 1; j < n && pl[j].set == pl[i].set;)
            j++;
        sort_run(pl + i, j - i);
    }
}

/* Sorts plays by (who, set, round, table), who in 0..P: an in-place bucket sort by who (one
 * pass to count, one to place), then each participant's plays counted by set when the sets
 * are few beside its plays (the usual case), else sorted by qsort. A qsort of the whole
 * array cost O(N log N) and, in glibc, a copy of it (N is every seat of every cell: 33
 * million plays at 4094 teams); a qsort of each participant's plays was a fifth of
 * `analyse` at 999 tables. 0 when out of memory. */
static int sort_plays(struct play *pl, size_t n, size_t P)
{
    size_t *start = bm_calloc(P + 2, sizeof *start), *next = bm_malloc((P + 2) * sizeof *next);
    if (!start || !next) {
        free(start);
        free(next);
        return 0;
    }
    size_t top = 0, most = 0;
    for (size_t i = 0; i < n; i++) {
        start[pl[i].who + 1]++;
        if (pl[i].set > top)
            top = pl[i].set;
    }
    for (size_t p = 1; p <= P + 1; p++) {
        if (start[p] > most)
            most = start[p];
        start[p] += start[p - 1];
    }
    memcpy(next, start, (P + 2) * sizeof *next);
    for (size_t p = 0; p <= P; p++)
        while (next[p] < start[p + 1]) {
            struct play x = pl[next[p]];
            if (x.who == p) {
                next[p]++;
                continue;
            }
            pl[next[p]] = pl[next[x.who]];
            pl[next[x.who]++] = x;
        }
    free(next);
    int counting = top <= 4 * most + 64; /* else no participant would count */
    struct play *tmp = counting ? bm_malloc((most + 1) * sizeof *tmp) : NULL;
    size_t *count = counting ? bm_calloc(top + 2, sizeof *count) : NULL;
    for (size_t p = 0; p <= P; p++) {
        size_t k = start[p + 1] - start[p];
        if (tmp && count && top <= 4 * k + 64)
            sort_bucket(pl + start[p], k, tmp, count, top);
        else
            qsort(pl + start[p], k, sizeof *pl, cmp_play);
    }
    free(tmp);
    free(count);
    free(start);
    return 1;
}

/* Every repeat of (who, set) after its first play violates rule. 0 when out of memory. */
static int note_repeats(struct bm_check *c, enum bm_rule rule, struct play *plays, size_t n,
                        size_t P)
{
    if (!sort_plays(plays, n, P))
        return 0;
    for (size_t i = 1; i < n; i++)
        if (plays[i].who == plays[i - 1].who && plays[i].set == plays[i - 1].set)
            note(c, rule, plays[i].round, plays[i].table, plays[i].who, plays[i].set);
    return 1;
}

/* Literal 3A for table t: its NS pair (if counted) plays every set at the table, bar one set
 * per round it sits out there (its opponent absent, or the table idle). */
static void literal_3a(struct bm_check *c, const struct bm_movement *m, unsigned t,
                       unsigned char *played)
{
    unsigned ns = 0, rounds = 0, distinct = 0;
    memset(played, 0, (size_t)m->sets + 1);
    for (unsigned r = 1; r <= m->rounds; r++) {
        const struct bm_cell *x = bm_cell_at(m, r, t);
        if (x->active && !ns)
            ns = x->seat[0];
        if (!bm_cell_played(m, x, r))
            continue;
        rounds++;
        distinct += !played[x->set];
        played[x->set] = 1;
    }
    if (!ns || bm_is_phantom(m, ns))
        return;
    unsigned out = m->rounds - rounds, excess = m->sets - distinct;
    for (unsigned s = 1; s <= m->sets && excess > out; s++)
        if (!played[s]) {
            note(c, BM_RULE_3A, 0, t, 0, s);
            excess--;
        }
}

/* The literal rules 1A, 2, 3A, 3B, 4A for stationary NS pairs: 1A, 2 and 4A as the grid is
 * printed; 3A and 3B as played, bar the rounds a pair sits out or is absent. */
static int check_literal(struct bm_check *c, const struct bm_movement *m,
                         const unsigned char *is_ns)
{
    size_t S = m->sets, P = m->participants, n = 0;
    unsigned *col_set = bm_calloc(S + 1, sizeof *col_set);
    unsigned *col_pair = bm_calloc(P + 1, sizeof *col_pair);
    unsigned char *in_row = bm_calloc(P + 1, 1), *played = bm_calloc(S + 1, 1);
    struct play *plays = bm_calloc((size_t)m->rounds * m->tables, sizeof *plays);
    int ok = col_set && col_pair && in_row && played && plays;
    for (unsigned t = 1; ok && t <= m->tables; t++) {
        memset(col_set, 0, (S + 1) * sizeof *col_set);
        memset(col_pair, 0, (P + 1) * sizeof *col_pair);
        for (unsigned r = 1; r <= m->rounds; r++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (!x->active)
                continue;
            if (x->set && col_set[x->set]++)
                note(c, BM_RULE_1A, r, t, x->seat[0], x->set);
            if (x->seat[1] && col_pair[x->seat[1]]++)
                note(c, BM_RULE_4A, r, t, x->seat[1], x->set);
            if (x->set && x->seat[1])
                plays[n++] = (struct play){x->seat[1], x->set, r, t};
        }
        literal_3a(c, m, t, played);
    }
    if (ok)
        ok = note_repeats(c, BM_RULE_2, plays, n, P);
    for (unsigned r = 1; ok && r <= m->rounds; r++) {
        memset(in_row, 0, P + 1);
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (x->active && x->seat[1])
                in_row[x->seat[1]] = 1;
        }
        for (unsigned p = 1; p <= P; p++)
            if (!is_ns[p] && !in_row[p] && bm_is_present(m, p, r))
                note(c, BM_RULE_3B, r, 0, p, 0);
    }
    free(col_set);
    free(col_pair);
    free(in_row);
    free(played);
    free(plays);
    return ok;
}

struct meeting {
    unsigned long long key; /* the two sides, order-independent */
    size_t cell;            /* grid index, so repeats are found in grid order */
};

static int cmp_meeting(const void *a, const void *b)
{
    const struct meeting *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->cell > y->cell) - (x->cell < y->cell);
}

/* The two sides of a cell as a key: participants (pairs) or partnerships (individual).
 * Returns 0 when a side is empty. */
static unsigned long long meeting_key(const struct bm_movement *m, const struct bm_cell *x)
{
    unsigned long long a, b;
    if (m->event == BM_EVENT_INDIVIDUAL) {
        unsigned lo1 = x->seat[0] < x->seat[1] ? x->seat[0] : x->seat[1];
        unsigned lo2 = x->seat[2] < x->seat[3] ? x->seat[2] : x->seat[3];
        if (!lo1 || !lo2)
            return 0;
        a = (unsigned long long)lo1 << 16 | (x->seat[0] ^ x->seat[1] ^ lo1);
        b = (unsigned long long)lo2 << 16 | (x->seat[2] ^ x->seat[3] ^ lo2);
    } else {
        if (!x->seat[0] || !x->seat[1])
            return 0;
        a = x->seat[0];
        b = x->seat[1];
    }
    return a < b ? a << 32 | b : b << 32 | a;
}

/* 4A in the general sense: the same two sides meet twice. */
static int check_meetings(struct bm_check *c, const struct bm_movement *m)
{
    size_t cells = (size_t)m->rounds * m->tables, n = 0;
    struct meeting *meet = bm_calloc(cells, sizeof *meet);
    if (!meet)
        return 0;
    for (size_t i = 0; i < cells; i++) {
        unsigned long long key = m->cells[i].active ? meeting_key(m, &m->cells[i]) : 0;
        if (key)
            meet[n++] = (struct meeting){key, i};
    }
    qsort(meet, n, sizeof *meet, cmp_meeting);
    for (size_t i = 1; i < n; i++)
        if (meet[i].key == meet[i - 1].key) {
            const struct bm_cell *x = &m->cells[meet[i].cell];
            note(c, BM_RULE_4A, (unsigned)(meet[i].cell / m->tables) + 1,
                 (unsigned)(meet[i].cell % m->tables) + 1,
                 m->event == BM_EVENT_INDIVIDUAL ? x->seat[0] : x->seat[1], x->set);
        }
    free(meet);
    return 1;
}

/* One counted participant's sets, from its plays sorted by set: the sets it misses and the
 * first of them. */
static unsigned missed_sets(const struct bm_movement *m, const struct play *pl, size_t n,
                            unsigned *first_missing)
{
    unsigned distinct = 0, expect = 1;
    *first_missing = 0;
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && pl[i - 1].set == pl[i].set)
            continue;
        if (!*first_missing && pl[i].set != expect)
            *first_missing = expect;
        expect = pl[i].set + 1;
        distinct++;
    }
    if (!*first_missing && expect <= m->sets)
        *first_missing = expect;
    return m->sets - distinct;
}

/* The plays at played cells, each participant's rounds played, and for every counted one
 * (not a phantom) the sets it misses: complete (and, in the general sense, 3A and 3B) when
 * nobody misses more sets than the rounds it sits out; strictly complete when nobody misses a
 * set. With 1A and 2 holding, the literal 3A and 3B hold exactly when complete does. General
 * 1A/2: nobody plays a set twice. */
static int tally_plays(struct bm_check *c, const struct bm_movement *m)
{
    unsigned seats = bm_seat_count(m);
    size_t n = 0;
    struct play *plays = bm_calloc((size_t)m->rounds * m->tables * seats, sizeof *plays);
    unsigned *rounds_in = bm_calloc((size_t)m->participants + 1, sizeof *rounds_in);
    unsigned *last = bm_calloc((size_t)m->participants + 1, sizeof *last);
    int ok = plays && rounds_in && last;
    for (unsigned r = 1; ok && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            for (unsigned k = 0; bm_cell_played(m, x, r) && k < seats; k++) {
                unsigned p = x->seat[k];
                rounds_in[p] += last[p] != r;
                last[p] = r;
                plays[n++] = (struct play){p, x->set, r, t};
            }
        }
    if (ok && c->stationary)
        ok = sort_plays(plays, n, m->participants); /* the literal 1A and 2 read the grid */
    else if (ok) {
        ok = note_repeats(c, BM_RULE_1A, plays, n, m->participants); /* sorts them too */
        c->v[BM_RULE_2] = c->v[BM_RULE_1A];
    }
    for (size_t i = 0, p = 1; ok && p <= m->participants; p++) {
        size_t j = i;
        while (j < n && plays[j].who == p)
            j++;
        unsigned first, missing = missed_sets(m, plays + i, j - i, &first);
        unsigned out = m->rounds - rounds_in[p];
        i = j;
        if (bm_is_phantom(m, (unsigned)p))
            continue;
        c->sitting_out += out > 0;
        if (missing)
            note(c, BM_RULE_COMPLETE_STRICT, 0, 0, (unsigned)p, first);
        if (missing > out)
            note(c, BM_RULE_COMPLETE, 0, 0, (unsigned)p, first);
        if (!c->stationary && missing > out) {
            note(c, BM_RULE_3A, 0, 0, (unsigned)p, first);
            note(c, BM_RULE_3B, 0, 0, (unsigned)p, first);
        }
    }
    free(plays);
    free(rounds_in);
    free(last);
    return ok;
}

BM_EXPORT enum bm_status bm_check_new(struct bm_check **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    struct bm_check *c = bm_calloc(1, sizeof *c);
    unsigned *ns_of_table = bm_calloc((size_t)m->tables + 1, sizeof *ns_of_table);
    unsigned char *is_ns = bm_calloc((size_t)m->participants + 1, 1);
    int ok = c && ns_of_table && is_ns;
    if (ok) {
        c->stationary = is_stationary(m, ns_of_table, is_ns);
        c->individual = m->event == BM_EVENT_INDIVIDUAL;
        ok = check_rows(c, m) && tally_plays(c, m);
        if (ok && c->stationary)
            ok = check_literal(c, m, is_ns);
        else if (ok)
            ok = check_meetings(c, m);
    }
    free(ns_of_table);
    free(is_ns);
    if (!ok) {
        free(c);
        return BM_ENOMEM;
    }
    *out = c;
    return BM_OK;
}

BM_EXPORT void bm_check_free(struct bm_check *check)
{
    free(check);
}

BM_EXPORT int32_t bm_check_stationary(const struct bm_check *check)
{
    return check ? check->stationary : 0;
}

BM_EXPORT uint32_t bm_check_sitting_out(const struct bm_check *check)
{
    return check ? check->sitting_out : 0;
}

static int known_rule(enum bm_rule rule)
{
    return rule >= BM_RULE_1A && rule <= BM_RULE_COMPLETE_STRICT;
}

BM_EXPORT enum bm_status bm_check_holds(int32_t *holds, const struct bm_check *check,
                                        enum bm_rule rule)
{
    BM_OUT_PARAM(holds);
    BM_NEED(check);
    if (!known_rule(rule))
        return bm_fail_enum("rule", rule);
    *holds = check->v[rule].count == 0;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_check_violations(uint32_t *count, const struct bm_check *check,
                                             enum bm_rule rule)
{
    BM_OUT_PARAM(count);
    BM_NEED(check);
    if (!known_rule(rule))
        return bm_fail_enum("rule", rule);
    *count = check->v[rule].count;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_check_first_violation(uint32_t *round, uint32_t *table,
                                                  uint32_t *participant, uint32_t *set,
                                                  const struct bm_check *check, enum bm_rule rule)
{
    unsigned *outs[4] = {round, table, participant, set};
    for (int i = 0; i < 4; i++)
        if (outs[i])
            *outs[i] = 0;
    BM_NEED(check);
    if (!known_rule(rule))
        return bm_fail_enum("rule", rule);
    const struct violation *v = &check->v[rule];
    if (!v->count)
        return bm_fail(BM_ENOTFOUND, "rule %s holds: there is no violation", bm_rule_name(rule));
    unsigned vals[4] = {v->round, v->table, v->participant, v->set};
    for (int i = 0; i < 4; i++)
        if (outs[i])
            *outs[i] = vals[i];
    return BM_OK;
}

BM_EXPORT int32_t bm_check_playable(const struct bm_check *check)
{
    return check && !check->v[BM_RULE_1A].count && !check->v[BM_RULE_1B].count &&
           !check->v[BM_RULE_2].count;
}

BM_EXPORT const char *bm_rule_name(enum bm_rule rule)
{
    static const char *const names[] = {"unknown", "1A", "1B", "2", "3A", "3B", "4A", "4B",
                                        "complete", "complete_strict"};
    return known_rule(rule) ? names[rule] : names[0];
}

/* What each rule asks, in bridge words, as read for stationary NS pairs and in the general
 * sense, each also in the form used when some participant sits out a round, and what a
 * failure means at the table. Indexed by enum bm_rule. */
static const struct {
    const char *stationary, *general, *stationary_sitout, *general_sitout, *if_broken;
} rule_words[] = {
    {"", "", "", "", ""},
    {"no NS pair plays a board set twice",
     "nobody plays a board set twice: the NS pairs' rule, read for everybody", NULL, NULL,
     "boards would be replayed: the movement cannot be played as it stands"},
    {"nobody is due at two tables in one round", "nobody is due at two tables in one round", NULL,
     NULL, "someone is due at two tables at once: the movement cannot be played as it stands"},
    {"no EW pair plays a board set twice",
     "nobody plays a board set twice: the EW pairs' rule, read for everybody (one test with "
     "1A)",
     NULL, NULL,
     "boards would be replayed: the movement cannot be played as it stands"},
    {"every NS pair plays every board set",
     "everybody plays every board set: the NS pairs' rule, read for everybody",
     "every NS pair plays every board set, bar the rounds it sits out",
     "everybody plays every board set, bar the rounds they sit out: the NS pairs' rule, read "
     "for everybody",
     "some boards are missed: an incomplete movement (playable; complete ones are preferred)"},
    {"every EW pair plays in every round",
     "everybody plays in every round, so meets every board set: the EW pairs' rule, read for "
     "everybody (one test with 3A)",
     "every EW pair has a table in every round it is present",
     "everybody plays every round they do not sit out, and so the board sets of those rounds: "
     "the EW pairs' rule, read for everybody (one test with 3A)",
     "someone misses a round or boards: an incomplete movement (playable; complete ones are "
     "preferred)"},
    {"nobody meets the same opponents twice", "nobody meets the same opponents twice", NULL, NULL,
     "some meet the same opponents again: allowed (a recommendation only)"},
    {"no two tables play the same boards in one round",
     "no two tables play the same boards in one round", NULL, NULL,
     "those tables share boards, passing them between them: allowed (a recommendation only)"},
    {"everybody plays every board set", "everybody plays every board set",
     "everybody plays every board set, bar the rounds they sit out",
     "everybody plays every board set, bar the rounds they sit out",
     "not everybody plays every board, so the scores do not all cover the same boards"},
    {"everybody plays every board set", "everybody plays every board set",
     "everybody plays every board set, no round sat out",
     "everybody plays every board set, no round sat out",
     "those who sit out miss the boards of those rounds: their scores cover fewer boards"},
};

static const char *rule_meaning(enum bm_rule rule, const struct bm_check *c)
{
    const char *sitout = c->stationary ? rule_words[rule].stationary_sitout
                                       : rule_words[rule].general_sitout;
    if (c->sitting_out && sitout)
        return sitout;
    return c->stationary ? rule_words[rule].stationary : rule_words[rule].general;
}

/* " (N violations; first: round r, table t, pair p, set s)", then what it means on a line of
 * its own under the rule's words. */
static void text_violation(struct bm_buf *b, const struct bm_check *check, enum bm_rule rule)
{
    const struct violation *v = &check->v[rule];
    bm_buf_printf(b, " (%u violation%s; first:", v->count, v->count == 1 ? "" : "s");
    const char *sep = " ";
    if (v->round) {
        bm_buf_printf(b, "%sround %u", sep, v->round);
        sep = ", ";
    }
    if (v->table) {
        bm_buf_printf(b, "%stable %u", sep, v->table);
        sep = ", ";
    }
    if (v->participant) {
        bm_buf_printf(b, "%s%s %u", sep, check->individual ? "player" : "pair", v->participant);
        sep = ", ";
    }
    if (v->set)
        bm_buf_printf(b, "%sset %u", sep, v->set);
    bm_buf_printf(b, ")\n%14s%s", "", rule_words[rule].if_broken);
}

static enum bm_status check_text(char **out, const struct bm_check *check)
{
    BM_OUT_PARAM(out);
    BM_NEED(check);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "rules of the movements article (Part I), %s\n",
                  check->stationary    ? "read as printed: NS pairs stay put, EW pairs move"
                  : check->individual ? "in their general sense, for every player"
                                      : "in their general sense (NS pairs do not all stay put)");
    bm_buf_printf(&b, "(1A, 1B and 2 must hold to play the movement; 3A and 3B %s; 4A and 4B are "
                      "advice)\n",
                  check->sitting_out ? "say who plays every board" : "make it complete");
    if (check->sitting_out)
        bm_buf_printf(&b, "(%u %s%s sit out a round or more: absent, seated nowhere, or opposite "
                          "an absent %s or an\n empty seat; complete excuses the boards of those "
                          "rounds, strictly does not)\n",
                      check->sitting_out, check->individual ? "player" : "pair",
                      check->sitting_out == 1 ? "" : "s",
                      check->individual ? "player" : "pair");
    for (int r = BM_RULE_1A; r <= BM_RULE_COMPLETE_STRICT; r++) {
        if (r == BM_RULE_COMPLETE_STRICT && !check->sitting_out)
            break; /* nobody sits out: strictly says what complete says */
        bm_buf_printf(&b, "%-8s %-4s %s", r == BM_RULE_COMPLETE_STRICT ? "strictly"
                                          : bm_rule_name((enum bm_rule)r),
                      check->v[r].count ? "NO" : "yes", rule_meaning((enum bm_rule)r, check));
        if (check->v[r].count)
            text_violation(&b, check, (enum bm_rule)r);
        bm_buf_puts(&b, "\n");
    }
    bm_buf_printf(&b, "playable: %s\n",
                  bm_check_playable(check)
                      ? "yes (1A, 1B and 2 hold: nobody replays boards or sits at two tables)"
                      : "NO (rule 1A, 1B or 2 fails: the movement cannot be played as it stands)");
    return bm_buf_finish(&b, out);
}

static enum bm_status check_json(char **out, const struct bm_check *check)
{
    BM_OUT_PARAM(out);
    BM_NEED(check);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "{\"stationary\": %s, \"playable\": %s, \"sitting_out\": %u, "
                      "\"rules\": {",
                  check->stationary ? "true" : "false",
                  bm_check_playable(check) ? "true" : "false", check->sitting_out);
    for (int r = BM_RULE_1A; r <= BM_RULE_COMPLETE_STRICT; r++) {
        const struct violation *v = &check->v[r];
        bm_buf_printf(&b, "%s\"%s\": {\"holds\": %s, \"violations\": %u", r > 1 ? ", " : "",
                      bm_rule_name((enum bm_rule)r), v->count ? "false" : "true", v->count);
        if (v->count)
            bm_buf_printf(&b,
                          ", \"first\": {\"round\": %u, \"table\": %u, \"participant\": %u, "
                          "\"set\": %u}",
                          v->round, v->table, v->participant, v->set);
        bm_buf_puts(&b, "}");
    }
    bm_buf_puts(&b, "}}");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_check_report(char **out, const struct bm_check *check,
                                         enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(check);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    return form == BM_FORM_JSON ? check_json(out, check)
                                : check_text(out, check);
}
