/* SPDX-License-Identifier: MIT */
/* The relabellings the movements article allows ("any permutations of rows and columns, and any
 * relabelling of EW pair numbers and boards"): reorder rounds or tables, reletter sets, renumber
 * participants. Each copies the input and rewrites the copy. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "transform/transform-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

enum bm_status bm_perm_check(const unsigned *perm, size_t len, unsigned n, const char *what)
{
    if (!perm)
        return bm_fail(BM_EINVAL, "the permutation of %s is NULL", what);
    if (len != n)
        return bm_fail(BM_EINVAL, "the permutation of %s has %zu entries; the movement has %u %s",
                       what, len, n, what);
    unsigned char *seen = bm_calloc((size_t)n + 1, 1);
    if (!seen)
        return BM_ENOMEM;
    enum bm_status st = BM_OK;
    for (size_t i = 0; i < len && !st; i++) {
        if (perm[i] < 1 || perm[i] > n)
            st = bm_fail(BM_EINVAL, "the permutation of %s maps %zu to %u, outside 1..%u", what,
                         i + 1, perm[i], n);
        else if (seen[perm[i]]++)
            st = bm_fail(BM_EINVAL,
                         "the permutation of %s is not a bijection: %u is the image of two %s",
                         what, perm[i], what);
    }
    free(seen);
    return st;
}

/* Common start: check the arguments, copy the movement, clear its spec. */
static enum bm_status start(struct bm_movement **copy, struct bm_movement **out,
                            const struct bm_movement *m)
{
    *copy = NULL;
    BM_OUT_PARAM(out);
    if (!m)
        return bm_fail(BM_EINVAL, "movement is NULL");
    enum bm_status st = bm_movement_copy(copy, m);
    if (!st && bm_movement_set_spec(*copy, NULL) != BM_OK)
        st = BM_ENOMEM;
    if (st) {
        bm_movement_free(*copy);
        *copy = NULL;
    }
    return st;
}

static enum bm_status finish(struct bm_movement **out, struct bm_movement *c, enum bm_status st)
{
    if (st) {
        bm_movement_free(c);
        return st;
    }
    *out = c;
    return BM_OK;
}

/* Move cell (r, t) of m, with its switch bits, to (r2, t2) of c (same shape and stride). */
static void move_cell(struct bm_movement *c, unsigned r2, unsigned t2,
                      const struct bm_movement *m, unsigned r, unsigned t)
{
    *bm_cell_at(c, r2, t2) = *bm_cell_at(m, r, t);
    for (unsigned i = 1; i <= m->max_set_size; i++)
        bm_switch_bit_set(c, r2, t2, i, bm_switch_bit(m, r, t, i));
}

/* Reorder each stand's per-round queues: round r's queue becomes round perm[r-1]'s. */
static int permute_stand_rounds(struct bm_movement *c, const unsigned *perm)
{
    for (unsigned i = 0; i < c->nstands; i++) {
        struct bm_stand *s = &c->stands[i];
        struct bm_group **q = bm_calloc(c->rounds, sizeof *q);
        unsigned *len = bm_calloc(c->rounds, sizeof *len);
        if (!q || !len) {
            free(q);
            free(len);
            return 0;
        }
        for (unsigned r = 0; r < c->rounds; r++) {
            q[perm[r] - 1] = s->queue[r];
            len[perm[r] - 1] = s->queue_len[r];
        }
        free(s->queue);
        free(s->queue_len);
        s->queue = q;
        s->queue_len = len;
    }
    return 1;
}

BM_EXPORT enum bm_status bm_movement_permute_rounds(struct bm_movement **out,
                                                    const struct bm_movement *m,
                                                    const uint32_t *perm, size_t n)
{
    struct bm_movement *c;
    enum bm_status st = start(&c, out, m);
    if (st)
        return st;
    st = bm_perm_check(perm, n, m->rounds, "rounds");
    for (unsigned p = 1; !st && p <= m->participants; p++)
        if (bm_is_partly_absent(m, p))
            st = bm_fail(BM_EUNSUPPORTED,
                         "participant %u %s round %u: reordering rounds would scatter its "
                         "absence",
                         p, m->phantom_from[p] ? "leaves from" : "arrives for",
                         m->phantom_from[p] ? m->phantom_from[p] : m->arrive_at[p]);
    for (unsigned r = 1; !st && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            move_cell(c, perm[r - 1], t, m, r, t);
    if (!st && !permute_stand_rounds(c, perm))
        st = BM_ENOMEM;
    return finish(out, c, st);
}

BM_EXPORT enum bm_status bm_movement_reverse_rounds(struct bm_movement **out,
                                                    const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    if (!m)
        return bm_fail(BM_EINVAL, "movement is NULL");
    unsigned *perm = bm_calloc(m->rounds, sizeof *perm);
    if (!perm)
        return BM_ENOMEM;
    for (unsigned r = 1; r <= m->rounds; r++)
        perm[r - 1] = m->rounds + 1 - r;
    enum bm_status st = bm_movement_permute_rounds(out, m, perm, m->rounds);
    free(perm);
    return st;
}

BM_EXPORT enum bm_status bm_movement_permute_tables(struct bm_movement **out,
                                                    const struct bm_movement *m,
                                                    const uint32_t *perm, size_t n)
{
    struct bm_movement *c;
    enum bm_status st = start(&c, out, m);
    if (st)
        return st;
    st = bm_perm_check(perm, n, m->tables, "tables");
    for (unsigned r = 1; !st && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            move_cell(c, r, perm[t - 1], m, r, t);
    for (unsigned i = 0; !st && i < c->nstands; i++)
        c->stands[i].after_table = perm[c->stands[i].after_table - 1];
    return finish(out, c, st);
}

BM_EXPORT enum bm_status bm_movement_relabel_sets(struct bm_movement **out,
                                                  const struct bm_movement *m,
                                                  const uint32_t *perm, size_t n)
{
    struct bm_movement *c;
    enum bm_status st = start(&c, out, m);
    if (st)
        return st;
    st = bm_perm_check(perm, n, m->sets, "sets");
    if (st)
        return finish(out, c, st);
    size_t cells = (size_t)m->rounds * m->tables;
    for (size_t i = 0; i < cells; i++)
        if (c->cells[i].set)
            c->cells[i].set = perm[c->cells[i].set - 1];
    for (unsigned s = 1; s <= m->sets; s++)
        c->set_size[perm[s - 1] - 1] = m->set_size[s - 1];
    for (unsigned i = 0; i < c->nstands; i++)
        for (unsigned r = 0; r < c->rounds; r++)
            for (unsigned k = 0; k < c->stands[i].queue_len[r]; k++) {
                struct bm_group *g = &c->stands[i].queue[r][k];
                g->set = perm[g->set - 1];
            }
    return finish(out, c, BM_OK);
}

BM_EXPORT enum bm_status bm_movement_relabel_participants(struct bm_movement **out,
                                                          const struct bm_movement *m,
                                                          const uint32_t *perm, size_t n)
{
    struct bm_movement *c;
    enum bm_status st = start(&c, out, m);
    if (st)
        return st;
    st = bm_perm_check(perm, n, m->participants, "participants");
    if (st)
        return finish(out, c, st);
    size_t cells = (size_t)m->rounds * m->tables;
    for (size_t i = 0; i < cells; i++)
        for (unsigned k = 0; k < 4; k++)
            if (c->cells[i].seat[k])
                c->cells[i].seat[k] = perm[c->cells[i].seat[k] - 1];
    for (unsigned p = 1; p <= m->participants; p++) {
        bm_absence_copy(c, perm[p - 1], m, p);
        if (c->team_of)
            c->team_of[perm[p - 1]] = m->team_of[p];
    }
    return finish(out, c, BM_OK);
}
