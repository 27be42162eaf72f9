/* SPDX-License-Identifier: MIT */
/* The changes a movement records (late pairs, pairs leaving, tables added mid-session): with
 * the spec they say what the movement was built from, so a scorer can tell and a program can
 * build it again (the spec, then each change's option in turn). */
#include <stdio.h>
#include <string.h>

#include "model/model.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static const char *const kind_keys[] = {"late", "leaves", "add_table"};
#define KINDS (sizeof kind_keys / sizeof *kind_keys)

const char *bm_change_kind_key(enum bm_change_kind kind)
{
    return (unsigned)kind < KINDS ? kind_keys[kind] : NULL;
}

int bm_change_kind_find(enum bm_change_kind *kind, const char *key, size_t len)
{
    for (unsigned k = 0; k < KINDS; k++)
        if (strlen(kind_keys[k]) == len && memcmp(kind_keys[k], key, len) == 0) {
            *kind = (enum bm_change_kind)k;
            return 1;
        }
    return 0;
}

static enum bm_status check_step(const struct bm_movement *m, enum bm_change_kind kind,
                                 unsigned pair, unsigned round)
{
    if (!bm_change_kind_key(kind))
        return bm_fail(BM_EINVAL, "unknown change kind %d", (int)kind);
    if (m->nchanges >= BM_MAX_CHANGES)
        return bm_fail(BM_ERANGE, "at most %u changes are recorded", BM_MAX_CHANGES);
    if (round < 1 || round > m->rounds)
        return bm_fail(BM_ERANGE, "round %u of a change is out of range 1..%u", round,
                       m->rounds);
    if (kind == BM_CHANGE_KIND_ADD_TABLE)
        return pair ? bm_fail(BM_ERANGE, "a table added names no pair (pair %u)", pair) : BM_OK;
    return pair < 1 || pair > m->participants ? bm_fail_participant(m, pair) : BM_OK;
}

enum bm_status bm_movement_add_change(struct bm_movement *m, enum bm_change_kind kind,
                                      unsigned pair, unsigned round)
{
    enum bm_status st = check_step(m, kind, pair, round);
    if (st)
        return st;
    struct bm_change_step *grown = bm_realloc(m->changes, (m->nchanges + 1) * sizeof *grown);
    if (!grown)
        return BM_ENOMEM;
    m->changes = grown;
    struct bm_change_step *s = &m->changes[m->nchanges++];
    s->kind = kind;
    s->pair = pair;
    s->round = round;
    if (kind == BM_CHANGE_KIND_ADD_TABLE)
        snprintf(s->text, sizeof s->text, "%s=%u", kind_keys[kind], round);
    else
        snprintf(s->text, sizeof s->text, "%s=%u@%u", kind_keys[kind], pair, round);
    return BM_OK;
}

void bm_changes_json(struct bm_buf *b, const struct bm_movement *m)
{
    for (unsigned i = 0; i < m->nchanges; i++) {
        const struct bm_change_step *c = &m->changes[i];
        bm_buf_printf(b, "%s{\"change\": \"%s\", ", i ? ",\n    " : "  \"changes\": [\n    ",
                      kind_keys[c->kind]);
        if (c->kind != BM_CHANGE_KIND_ADD_TABLE)
            bm_buf_printf(b, "\"pair\": %u, ", c->pair);
        bm_buf_printf(b, "\"round\": %u}", c->round);
    }
    if (m->nchanges)
        bm_buf_puts(b, "\n  ],\n");
}

BM_EXPORT uint32_t bm_movement_changes(const struct bm_movement *m)
{
    return m ? m->nchanges : 0;
}

BM_EXPORT const char *bm_movement_change(const struct bm_movement *m, uint32_t index)
{
    return m && index >= 1 && index <= m->nchanges ? m->changes[index - 1].text : NULL;
}
