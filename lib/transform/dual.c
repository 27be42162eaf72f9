/* SPDX-License-Identifier: MIT */
/* Duality (the movements article, Part I): exchange rows with columns and letters with numbers of
 * moving pairs. The two steps of the text's note on Tables IIa/IIb are separate calls
 * (interchange, transpose) and the dual is both at once. Only movements with stationary NS pairs
 * have a dual in this sense; everything that belongs to boards or to a seat rather than to the
 * grid (copies, switches, phantoms, "first" positions) has no image and is refused. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "transform/transform-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

void bm_layout_free(struct bm_layout *l)
{
    free(l->ns_of_table);
    free(l->rank);
    l->ns_of_table = l->rank = NULL;
}

/* The NS pair of every table, or the first cell that shows an NS pair moving. */
static enum bm_status find_ns_pairs(unsigned *ns_of_table, unsigned *table_of_ns,
                                    const struct bm_movement *m)
{
    for (unsigned t = 1; t <= m->tables; t++)
        for (unsigned r = 1; r <= m->rounds; r++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active)
                continue;
            unsigned ns = c->seat[0];
            if (!ns)
                return bm_fail(BM_ENOTSTATIONARY,
                               "round %u, table %u has no NS pair: NS pairs must be stationary", r,
                               t);
            if (ns_of_table[t] && ns_of_table[t] != ns)
                return bm_fail(BM_ENOTSTATIONARY,
                               "NS pairs are not stationary: table %u seats NS pair %u, then "
                               "pair %u in round %u",
                               t, ns_of_table[t], ns, r);
            if (!ns_of_table[t] && table_of_ns[ns])
                return bm_fail(BM_ENOTSTATIONARY,
                               "NS pairs are not stationary: pair %u sits NS at tables %u and %u",
                               ns, table_of_ns[ns], t);
            ns_of_table[t] = ns;
            table_of_ns[ns] = t;
        }
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (c->active && c->seat[1] && table_of_ns[c->seat[1]])
                return bm_fail(BM_ENOTSTATIONARY,
                               "NS pairs are not stationary: NS pair %u sits EW in round %u at "
                               "table %u",
                               c->seat[1], r, t);
        }
    return BM_OK;
}

enum bm_status bm_layout_new(struct bm_layout *l, const struct bm_movement *m)
{
    memset(l, 0, sizeof *l);
    if (m->event != BM_EVENT_PAIRS)
        return bm_fail(BM_EUNSUPPORTED,
                       "only pairs events have stationary NS pairs and a dual; this is %s event",
                       m->event == BM_EVENT_TEAMS ? "a teams" : "an individual");
    unsigned *table_of_ns = bm_calloc((size_t)m->participants + 1, sizeof *table_of_ns);
    l->ns_of_table = bm_calloc((size_t)m->tables + 1, sizeof *l->ns_of_table);
    l->rank = bm_calloc((size_t)m->participants + 1, sizeof *l->rank);
    enum bm_status st = BM_ENOMEM;
    if (table_of_ns && l->ns_of_table && l->rank)
        st = find_ns_pairs(l->ns_of_table, table_of_ns, m);
    for (unsigned p = 1; !st && p <= m->participants; p++)
        if (!table_of_ns[p])
            l->rank[p] = ++l->moving;
    free(table_of_ns);
    if (st)
        bm_layout_free(l);
    return st;
}

int bm_transform_copy_meta(struct bm_movement *dst, const struct bm_movement *src,
                           const char *name)
{
    dst->first_board = src->first_board;
    return bm_movement_set_name(dst, name ? name : src->name) == BM_OK &&
           bm_movement_set_generator(dst, src->generator) == BM_OK;
}

/* What the dual cannot carry: see transform.h. */
static enum bm_status check_dualisable(const struct bm_movement *m, const struct bm_layout *l)
{
    for (unsigned p = 1; p <= m->participants; p++)
        if (bm_has_absence(m, p))
            return bm_fail(BM_EUNSUPPORTED,
                           "pair %u is a phantom or misses rounds: the dual has no place for an "
                           "absent %s pair",
                           p, l->rank[p] ? "moving" : "stationary");
    for (unsigned s = 1; s <= m->sets; s++)
        if (m->set_size[s - 1] != m->boards_per_set)
            return bm_fail(BM_EUNSUPPORTED,
                           "set %u has %u boards, not %u: the dual turns sets into pairs, so all "
                           "sets must be alike",
                           s, m->set_size[s - 1], m->boards_per_set);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active)
                continue;
            if (c->copy != 1)
                return bm_fail(BM_EUNSUPPORTED,
                               "round %u, table %u plays copy %u of a set: a dual needs one copy "
                               "of each set (a copy would become a second seat of one pair)",
                               r, t, c->copy);
            if (c->first)
                return bm_fail(BM_EUNSUPPORTED,
                               "round %u, table %u starts at board position %u: board positions "
                               "have no image in the dual",
                               r, t, c->first);
            for (unsigned i = 1; c->set && i <= m->set_size[c->set - 1]; i++)
                if (bm_switch_bit(m, r, t, i))
                    return bm_fail(BM_EUNSUPPORTED,
                                   "round %u, table %u has arrow-switched boards: a switch belongs "
                                   "to a board, and the dual turns boards into pairs",
                                   r, t);
        }
    if (!l->moving)
        return bm_fail(BM_EUNSUPPORTED, "no moving pairs: the dual would have no board sets");
    return BM_OK;
}

enum step { INTERCHANGE = 1, TRANSPOSE = 2, DUAL = INTERCHANGE | TRANSPOSE };

static const char *dual_prefix = "Dual of ";

/* "Dual of X" for X, and X for "Dual of X", so that the dual of the dual keeps the name. */
static char *dual_name(const char *name)
{
    size_t n = strlen(dual_prefix);
    if (!name || !*name)
        return bm_strdup("Dual");
    if (strncmp(name, dual_prefix, n) == 0)
        return bm_strdup(name + n);
    if (strcmp(name, "Dual") == 0)
        return bm_strdup("");
    char *s = bm_malloc(n + strlen(name) + 1);
    if (s) {
        memcpy(s, dual_prefix, n);
        strcpy(s + n, name);
    }
    return s;
}

static enum bm_status make(struct bm_movement **out, const struct bm_movement *m, enum step step)
{
    BM_OUT_PARAM(out);
    if (!m)
        return bm_fail(BM_EINVAL, "movement is NULL");
    struct bm_layout l;
    enum bm_status st = bm_layout_new(&l, m);
    if (st)
        return st;
    st = check_dualisable(m, &l);
    if (st) {
        bm_layout_free(&l);
        return st;
    }
    int tr = (step & TRANSPOSE) != 0, ic = (step & INTERCHANGE) != 0;
    unsigned rounds = tr ? m->tables : m->rounds, tables = tr ? m->rounds : m->tables;
    unsigned sets = ic ? l.moving : m->sets;
    unsigned participants = tables + (ic ? m->sets : l.moving);
    struct bm_movement *d = NULL;
    st = bm_movement_new(&d, BM_EVENT_PAIRS, rounds, tables, participants, sets,
                         m->boards_per_set);
    for (unsigned r = 1; !st && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            if (!c->active)
                continue;
            unsigned moving = c->seat[1] ? l.rank[c->seat[1]] : 0;
            unsigned set = ic ? moving : c->set;
            unsigned ew_label = ic ? c->set : moving;
            struct bm_cell *x = tr ? bm_cell_at(d, t, r) : bm_cell_at(d, r, t);
            x->active = 1;
            x->copy = 1;
            x->seat[0] = tr ? r : t;
            x->seat[1] = ew_label ? tables + ew_label : 0;
            x->set = set;
        }
    bm_layout_free(&l);
    char *name = NULL;
    if (!st && step == DUAL && !(name = dual_name(m->name)))
        st = BM_ENOMEM;
    if (!st && !bm_transform_copy_meta(d, m, name))
        st = BM_ENOMEM;
    /* The interchange keeps the rows, so its round r is the input's round r and keeps the
     * number the event calls it by; a transpose's rounds are the input's tables, whose round
     * numbers say nothing of them: they are numbered from 1. */
    if (!st && !tr)
        d->first_round = m->first_round;
    free(name);
    if (st) {
        bm_movement_free(d);
        return st;
    }
    *out = d;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_dual(struct bm_movement **out, const struct bm_movement *m)
{
    return make(out, m, DUAL);
}

BM_EXPORT enum bm_status bm_movement_interchange(struct bm_movement **out,
                                                 const struct bm_movement *m)
{
    return make(out, m, INTERCHANGE);
}

BM_EXPORT enum bm_status bm_movement_transpose(struct bm_movement **out,
                                               const struct bm_movement *m)
{
    return make(out, m, TRANSPOSE);
}
