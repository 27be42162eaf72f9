/* SPDX-License-Identifier: MIT */
/* A change's result: the changed movement (a copy of the one given, grown where the change
 * adds a pair or a table) and the director's instructions; its text and JSON. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/form.h"
#include "util/buf.h"
#include "util/message.h"
#include "util/out.h"

/* The grid, the set sizes, the switch bits, the absences and the stands of m in g. */
static enum bm_status copy_into(struct bm_movement *g, const struct bm_movement *m)
{
    enum bm_status st = bm_movement_set_first_board(g, m->first_board);
    for (unsigned s = 1; !st && s <= m->sets; s++)
        st = bm_movement_resize_set(g, s, m->set_size[s - 1]);
    for (unsigned r = 1; !st && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            *bm_cell_at(g, r, t) = *bm_cell_at(m, r, t);
            for (unsigned pos = 1; pos <= m->max_set_size; pos++)
                bm_switch_bit_set(g, r, t, pos, bm_switch_bit(m, r, t, pos));
        }
    for (unsigned p = 1; !st && p <= m->participants; p++)
        bm_absence_copy(g, p, m, p);
    for (unsigned i = 0; !st && i < m->nstands; i++) {
        const struct bm_stand *s = &m->stands[i];
        unsigned id = 0;
        st = bm_movement_add_stand(&id, g, s->name, s->after_table, s->copy);
        for (unsigned r = 1; !st && r <= m->rounds; r++)
            for (unsigned k = 0; !st && k < s->queue_len[r - 1]; k++)
                st = bm_movement_stand_push(g, r, id, s->queue[r - 1][k].set,
                                            s->queue[r - 1][k].copy);
    }
    if (!st && m->name)
        st = bm_movement_set_name(g, m->name);
    if (!st && m->generator)
        st = bm_movement_set_generator(g, m->generator);
    /* The spec and the changes before this one, which the change that is made is added to
     * (entry.c): together they say what the movement was built from. */
    if (!st && m->spec)
        st = bm_movement_set_spec(g, m->spec);
    for (unsigned i = 0; !st && i < m->nchanges; i++)
        st = bm_movement_add_change(g, m->changes[i].kind, m->changes[i].pair,
                                    m->changes[i].round);
    return st;
}

enum bm_status bm_change_start(struct bm_change **out, const struct bm_movement *m,
                               unsigned tables, unsigned participants)
{
    *out = NULL;
    struct bm_change *c = bm_calloc(1, sizeof *c);
    if (!c)
        return BM_ENOMEM;
    enum bm_status st = bm_movement_new(&c->m, m->event, m->rounds, tables, participants, m->sets,
                                        m->boards_per_set);
    if (!st)
        st = copy_into(c->m, m);
    if (st) {
        bm_change_free(c);
        return st;
    }
    *out = c;
    return BM_OK;
}

enum bm_status bm_change_say(struct bm_change *c, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 8;
        char **grown = bm_realloc(c->line, cap * sizeof *grown);
        if (!grown)
            return BM_ENOMEM;
        c->line = grown;
        c->cap = cap;
    }
    if (!(c->line[c->n] = bm_strdup(text)))
        return BM_ENOMEM;
    c->n++;
    return BM_OK;
}

enum bm_status bm_change_reword(struct bm_change *c, size_t index, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    char *line = bm_strdup(text);
    if (!line)
        return BM_ENOMEM;
    free(c->line[index - 1]);
    c->line[index - 1] = line;
    return BM_OK;
}

void bm_change_boards(char *buf, size_t size, const struct bm_movement *m, unsigned set)
{
    unsigned first = 0, last = 0, n = m->set_size[set - 1];
    bm_movement_board_number(&first, m, set, 1);
    bm_movement_board_number(&last, m, set, n);
    if (n == 1)
        snprintf(buf, size, "board %u", first);
    else
        snprintf(buf, size, "boards %u-%u", first, last);
}

enum bm_status bm_change_check(const struct bm_movement *m, unsigned round)
{
    if (!m)
        return bm_fail(BM_EINVAL, "NULL movement");
    if (m->event != BM_EVENT_PAIRS)
        return bm_fail(BM_EUNSUPPORTED, "changes mid-session are made to pairs movements only");
    if (round < 1 || round > m->rounds)
        return bm_fail(BM_ERANGE, "round %u: the movement has rounds 1..%u",
                       round, m->rounds);
    return BM_OK;
}

enum bm_status bm_change_finish(struct bm_change **out, struct bm_change *c, enum bm_status st)
{
    if (st) {
        bm_change_free(c);
        return bm_fail(st, "out of memory");
    }
    *out = c;
    return BM_OK;
}

BM_EXPORT void bm_change_free(struct bm_change *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; i++)
        free(c->line[i]);
    free(c->line);
    bm_movement_free(c->m);
    free(c);
}

BM_EXPORT const struct bm_movement *bm_change_movement(const struct bm_change *c)
{
    return c ? c->m : NULL;
}

BM_EXPORT uint32_t bm_change_instruction_count(const struct bm_change *c)
{
    return c ? (uint32_t)c->n : 0;
}

BM_EXPORT const char *bm_change_instruction(const struct bm_change *c, uint32_t index)
{
    return c && index >= 1 && index <= c->n ? c->line[index - 1] : NULL;
}

/* The pairs present in round r and playing nowhere, into b as "3, 4"-style list (text) or a
 * JSON array; their number. */
static unsigned sit_outs(struct bm_buf *b, const struct bm_movement *m, unsigned r, int json)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        int plays = 0;
        for (unsigned t = 1; !plays && t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            plays = (x->seat[0] == p || x->seat[1] == p) && bm_cell_played(m, x, r);
        }
        if (!bm_is_present(m, p, r) || plays)
            continue;
        bm_buf_printf(b, n++ ? ", %u" : json ? "%u" : " %u", p);
    }
    return n;
}

/* Who sits out each round (the rounds nobody does left out of the text). */
static void sit_out_text(struct bm_buf *b, const struct bm_movement *m)
{
    unsigned total = 0;
    bm_buf_puts(b, "\nPairs sitting out, round by round:");
    for (unsigned r = 1; r <= m->rounds; r++) {
        size_t mark = b->len;
        bm_buf_printf(b, "\n  round %u:", r);
        unsigned n = sit_outs(b, m, r, 0);
        if (!n)
            b->len = b->failed ? b->len : mark; /* a round nobody sits out: no line */
        total += n;
    }
    bm_buf_printf(b, total ? "\n  %u in all\n" : " nobody\n", total);
}

static void sit_out_json(struct bm_buf *b, const struct bm_movement *m)
{
    unsigned total = 0;
    bm_buf_puts(b, "\"sit_outs\": [");
    for (unsigned r = 1; r <= m->rounds; r++) {
        bm_buf_printf(b, "%s{\"round\": %u, \"pairs\": [", r > 1 ? ",\n  " : "\n  ", r);
        total += sit_outs(b, m, r, 1);
        bm_buf_puts(b, "]}");
    }
    bm_buf_printf(b, "],\n\"sit_out_total\": %u,\n", total);
}

static enum bm_status change_text(char **out, const struct bm_change *c)
{
    char *grid = NULL;
    enum bm_status st = bm_movement_write(&grid, c->m, BM_FORMAT_TEXT, NULL, NULL);
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    for (size_t i = 0; i < c->n; i++)
        bm_buf_printf(&b, "%s\n", c->line[i]);
    sit_out_text(&b, c->m);
    bm_buf_printf(&b, "\nThe changed movement:\n%s", grid);
    bm_free(grid);
    return bm_buf_finish(&b, out);
}

static enum bm_status change_json(char **out, const struct bm_change *c)
{
    char *movement = NULL;
    enum bm_status st = bm_movement_write(&movement, c->m, BM_FORMAT_JSON, NULL, NULL);
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\"instructions\": [");
    for (size_t i = 0; i < c->n; i++) {
        bm_buf_puts(&b, i ? ",\n  " : "\n  ");
        bm_buf_json_string(&b, c->line[i]);
    }
    bm_buf_puts(&b, "],\n");
    sit_out_json(&b, c->m);
    bm_buf_printf(&b, "\"movement\": %s}\n", movement);
    bm_free(movement);
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_change_report(char **out, const struct bm_change *c, enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(c);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    return form == BM_FORM_JSON ? change_json(out, c)
                                : change_text(out, c);
}
