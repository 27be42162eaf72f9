/* SPDX-License-Identifier: MIT */
/* A change told after one made for a later round, made in the order of the rounds: the
 * movement built again from its spec and every change it records, the new one included,
 * sorted by round (ties in the order told), so that the seating does not depend on the order
 * the news came in (a late pair, a pair leaving, a table added, in any order). It is legal:
 * each change re-seats only the rounds from its own on, and the changes for rounds up to the
 * new one keep their order, so the rounds before the new change's are seated as they were.
 * The pairs keep the numbers they were given when told (a late pair the next number then, a
 * table's two pairs the next two). A pair leaving told after a change for a later round is
 * made before it only where that leaves fewer pairs sitting out (made when told it knows more).
 * Taken only where the changes recorded, made in the same way, give back the movement as it
 * is (built from its spec, not edited since), the rounds before the change's kept and no
 * table numbered otherwise than told. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/spec.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"

struct step {
    enum bm_change_kind kind;
    unsigned pair, round;
    unsigned first; /* the first pair number it adds as told (late, table), else 0 */
    int back;       /* a pair leaving made before the changes for later rounds told before */
};

/* The pairs a step adds. */
static unsigned adds(enum bm_change_kind kind)
{
    return kind == BM_CHANGE_KIND_LATE ? 1 : kind == BM_CHANGE_KIND_ADD_TABLE ? 2 : 0;
}

/* Change c (freed) followed by one step on its movement, into *c. */
static enum bm_status apply(struct bm_change **c, const struct step *s, unsigned pair)
{
    struct bm_change *next = NULL;
    const struct bm_movement *m = (*c)->m;
    enum bm_status st;
    if (s->kind == BM_CHANGE_KIND_LATE)
        st = bm_change_late(&next, m, pair, s->round);
    else if (s->kind == BM_CHANGE_KIND_LEAVES)
        st = bm_change_leave(&next, m, pair, s->round);
    else
        st = bm_change_add_table(&next, m, s->round);
    bm_change_free(*c);
    *c = next;
    return st;
}

/* The pairs of c numbered as told: pair canon[i] (numbered in the order made) is told[i]. */
static enum bm_status renumber(struct bm_change *c, const unsigned *told_of)
{
    struct bm_change *was = NULL;
    struct bm_movement *m = c->m;
    enum bm_status st = bm_change_start(&was, m, m->tables, m->participants);
    for (unsigned r = 1; !st && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            for (unsigned k = 0; k < 2; k++) {
                unsigned *p = &bm_cell_at(m, r, t)->seat[k];
                *p = *p ? told_of[*p] : 0;
            }
    for (unsigned p = 1; !st && p <= m->participants; p++)
        bm_absence_copy(m, told_of[p], was->m, p);
    bm_change_free(was);
    return st;
}

/* Line with every pair number (a number after "pair " or "Pair ") as told: number i is
 * told[i] (i <= total); NULL when out of memory. */
static char *told_text(const char *line, const unsigned *told, unsigned total)
{
    size_t size = strlen(line) * 2 + 16;
    char *out = bm_calloc(size, 1);
    size_t n = 0;
    for (const char *p = line; out && *p && n + 12 < size;) {
        int after_pair = p - line >= 4 && !strncmp(p - 4, "air ", 4);
        if (after_pair && isdigit((unsigned char)*p)) {
            char *end;
            unsigned long v = strtoul(p, &end, 10);
            n += (size_t)snprintf(out + n, size - n, "%lu", v >= 1 && v <= total ? told[v] : v);
            p = end;
        } else {
            out[n++] = *p++;
        }
    }
    return out;
}

/* Which of two changes for the same round is made first: a late pair, a table, a pair leaving
 * (the late pair then planned with the table's rover, the leave re-seating them both). */
static unsigned rank(enum bm_change_kind kind)
{
    return kind == BM_CHANGE_KIND_LATE ? 0 : kind == BM_CHANGE_KIND_ADD_TABLE ? 1 : 2;
}

/* Whether step a is made after step b when b is told later. */
static int after(const struct step *a, const struct step *b)
{
    return a->round > b->round || (a->round == b->round && rank(a->kind) > rank(b->kind));
}

/* Where step `s` goes among order[0..n): before the changes at its end made after it, or at
 * the end (n). */
static unsigned place(const unsigned *order, unsigned n, const struct step *steps,
                      const struct step *s)
{
    unsigned p = n;
    while (p > 0 && after(&steps[order[p - 1]], s))
        p--;
    return p;
}

/* The order steps[0..n) are made in, into order[]: in the order told, except that a late pair
 * or a table told after changes for later rounds is made before them (a pair leaving only
 * where marked `back`: told later, it is made knowing all that came before). */
static void in_order(unsigned *order, const struct step *steps, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        int stays = steps[i].kind == BM_CHANGE_KIND_LEAVES && !steps[i].back;
        unsigned p = stays ? i : place(order, i, steps, &steps[i]);
        memmove(order + p + 1, order + p, (i - p) * sizeof *order);
        order[p] = i;
    }
}

/* The movement built from `spec` with steps[0..n) made in the order of their rounds, into *out
 * (the last step's first instruction in *said, when asked); *out NULL when a step is refused.
 * base: the pairs before the first step. */
static enum bm_status replay(struct bm_change **out, char **said, const char *spec,
                             const struct step *steps, unsigned n, unsigned base)
{
    *out = NULL;
    struct bm_movement *built = NULL;
    struct bm_change *c = NULL;
    unsigned total = base, *order = bm_calloc(n + 1, sizeof *order);
    for (unsigned i = 0; i < n; i++)
        total += adds(steps[i].kind);
    unsigned *canon = bm_calloc(total + 1, sizeof *canon);
    unsigned *told = bm_calloc(total + 1, sizeof *told);
    if (!order || !canon || !told || bm_build_string(&built, spec) ||
        built->participants != base ||
        bm_change_start(&c, built, built->tables, built->participants)) {
        enum bm_status st = order && canon && told ? BM_OK : BM_ENOMEM;
        free(order), free(canon), free(told), bm_movement_free(built);
        return st;
    }
    bm_movement_free(built);
    for (unsigned p = 1; p <= base; p++)
        canon[p] = told[p] = p;
    in_order(order, steps, n);
    enum bm_status st = BM_OK;
    int tables_moved = 0, last_added = 0; /* the last step told adds a table */
    for (unsigned i = 0; c && i < n; i++) {
        const struct step *s = &steps[order[i]];
        unsigned now = c->m->participants, tables = c->m->tables;
        for (unsigned k = 0; k < adds(s->kind); k++)
            canon[s->first + k] = now + 1 + k, told[now + 1 + k] = s->first + k;
        st = apply(&c, s, s->kind == BM_CHANGE_KIND_LATE ? now + 1 : canon[s->pair]);
        if (st == BM_ENOMEM)
            break;
        st = BM_OK;
        int added = c && c->m->tables > tables;
        tables_moved |= added && last_added; /* a table numbered before one told before it */
        last_added |= added && order[i] == n - 1;
        if (c && said && order[i] == n - 1 && c->n && !(*said = told_text(c->line[0], told, total)))
            st = BM_ENOMEM;
    }
    if (!st && c)
        st = renumber(c, told);
    if (!st && tables_moved) {
        bm_change_free(c);
        c = NULL;
    }
    free(order), free(canon), free(told);
    if (st)
        bm_change_free(c);
    else
        *out = c;
    return st;
}

/* The steps of m then the new one, with the numbers they add as told; *base: the pairs
 * before the first (0 when the records do not add up). */
static struct step *steps_of(const struct bm_movement *m, enum bm_change_kind kind,
                             unsigned pair, unsigned round, unsigned *base)
{
    struct step *s = bm_calloc((size_t)m->nchanges + 1, sizeof *s);
    if (!s)
        return NULL;
    unsigned added = 0;
    for (unsigned i = 0; i <= m->nchanges; i++) {
        const struct bm_change_step *c = i < m->nchanges ? &m->changes[i] : NULL;
        s[i] = (struct step){c ? c->kind : kind, c ? c->pair : pair, c ? c->round : round, 0, 0};
        added += adds(s[i].kind);
    }
    *base = m->participants + adds(kind) >= added ? m->participants + adds(kind) - added : 0;
    for (unsigned i = 0, next = *base + 1; *base && i <= m->nchanges; i++) {
        s[i].first = adds(s[i].kind) ? next : 0;
        next += adds(s[i].kind);
    }
    return s;
}

/* Whether c seats the rounds before `round` on m's tables as m does, its other tables idle
 * then (the rounds played are kept; a table keeps its number). */
static int keeps_played(const struct bm_change *c, const struct bm_movement *m, unsigned round)
{
    if (c->m->tables < m->tables)
        return 0;
    for (unsigned r = 1; r < round; r++)
        for (unsigned t = 1; t <= c->m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(c->m, r, t);
            const struct bm_cell *y = t <= m->tables ? bm_cell_at(m, r, t) : NULL;
            if (y ? x->seat[0] != y->seat[0] || x->seat[1] != y->seat[1] || x->set != y->set ||
                        x->copy != y->copy || x->active != y->active
                  : x->active)
                return 0;
        }
    return 1;
}

/* Whether the last of steps[0..n) is made before some of the others. */
static int moves_back(const struct step *steps, unsigned n)
{
    unsigned *order = bm_calloc(n, sizeof *order);
    if (!order)
        return 1; /* (the replay runs out of memory too) */
    in_order(order, steps, n);
    int back = order[n - 1] != n - 1;
    free(order);
    return back;
}

/* The instructions of c told against m from round `round` on, under `head`. */
static enum bm_status retell(struct bm_change *c, const struct bm_movement *m, unsigned round,
                             const char *head)
{
    enum bm_status st = bm_change_retell(c, m, round, head);
    return st ? st : bm_change_reword(c, head ? 2 : 1, "  (seated as though told of before the "
                                                       "changes for later rounds, so that the "
                                                       "order of the news does not change the "
                                                       "seating)");
}

enum bm_status bm_change_in_round_order(struct bm_change **out, const struct bm_movement *m,
                                        const struct bm_movement *made, enum bm_change_kind kind,
                                        unsigned pair, unsigned round)
{
    *out = NULL;
    int leave = kind == BM_CHANGE_KIND_LEAVES;
    if (!m->spec || !m->nchanges)
        return BM_OK;
    unsigned base = 0;
    struct step *s = steps_of(m, kind, pair, round, &base);
    if (!s)
        return BM_ENOMEM;
    s[m->nchanges].back = leave;
    if (!moves_back(s, m->nchanges + 1)) {
        free(s);
        return BM_OK;
    }
    struct bm_change *again = NULL, *c = NULL;
    char *said = NULL;
    enum bm_status st = base ? replay(&again, NULL, m->spec, s, m->nchanges, base) : BM_OK;
    int last = m->nchanges - 1; /* made before later changes, where that gave m */
    if (!st && again && !bm_change_same(again->m, m) && s[last].kind == BM_CHANGE_KIND_LEAVES) {
        bm_change_free(again);
        s[last].back = 1;
        st = replay(&again, NULL, m->spec, s, m->nchanges, base);
    }
    if (!st && again && bm_change_same(again->m, m))
        st = replay(&c, &said, m->spec, s, m->nchanges + 1, base);
    if (!st && c) /* a later change re-seated only its own rounds: all from this one on now */
        st = bm_change_optimize(c->m, round);
    int no_fewer = leave && c && bm_change_idle_count(c->m, 1) >= bm_change_idle_count(made, 1);
    if (!st && c && (!keeps_played(c, m, round) || no_fewer)) {
        bm_change_free(c);
        c = NULL;
    }
    if (!st && c)
        st = retell(c, m, round, said);
    for (unsigned i = 0; !st && c && i < m->nchanges; i++)
        st = bm_movement_add_change(c->m, m->changes[i].kind, m->changes[i].pair,
                                    m->changes[i].round);
    if (st)
        bm_change_free(c);
    else
        *out = c;
    bm_change_free(again);
    free(said);
    free(s);
    return st == BM_ENOMEM ? BM_ENOMEM : BM_OK;
}
