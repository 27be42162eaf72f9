/* SPDX-License-Identifier: MIT */
/* Section sets (sections.h): movements under section letters, and the boards they share. A
 * board is identified across sections by its number, as the scorer compares it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/boards.h"
#include "model/sections.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

#define MAX_SECTIONS 702 /* A..Z and AA..ZZ */

struct bm_section {
    struct bm_movement *m;
    char letter[3];
};

struct bm_sections {
    struct bm_section *section;
    unsigned n;
};

BM_EXPORT enum bm_status bm_sections_new(struct bm_sections **out)
{
    BM_OUT_PARAM(out);
    *out = bm_calloc(1, sizeof **out);
    return *out ? BM_OK : BM_ENOMEM;
}

BM_EXPORT void bm_sections_free(struct bm_sections *s)
{
    if (!s)
        return;
    for (unsigned i = 0; i < s->n; i++)
        bm_movement_free(s->section[i].m);
    free(s->section);
    free(s);
}

/* The i-th letter (0-based): A..Z, then AA, AB, ... ZZ. */
static void nth_letter(char out[3], unsigned i)
{
    i = i < MAX_SECTIONS ? i : MAX_SECTIONS - 1;
    if (i < 26) {
        out[0] = (char)('A' + i);
        out[1] = '\0';
    } else {
        out[0] = (char)('A' + (i - 26) / 26);
        out[1] = (char)('A' + (i - 26) % 26);
    }
    out[2] = '\0';
}

void bm_section_letter_of(char out[3], unsigned id)
{
    nth_letter(out, id ? id - 1 : 0);
}

unsigned bm_section_id_of(const char *letter)
{
    if (!bm_section_letter_ok(letter))
        return 0;
    if (!letter[1])
        return (unsigned)(letter[0] - 'A') + 1;
    return 27 + (unsigned)(letter[0] - 'A') * 26 + (unsigned)(letter[1] - 'A');
}

int bm_section_letter_ok(const char *letter)
{
    size_t n = strlen(letter);
    for (size_t i = 0; i < n; i++)
        if (letter[i] < 'A' || letter[i] > 'Z')
            return 0;
    return n == 1 || n == 2;
}

static int letter_used(const struct bm_sections *s, const char *letter)
{
    for (unsigned i = 0; i < s->n; i++)
        if (strcmp(s->section[i].letter, letter) == 0)
            return 1;
    return 0;
}

BM_EXPORT enum bm_status bm_sections_add(struct bm_sections *s, const struct bm_movement *m,
                                         const char *letter)
{
    if (!s || !m)
        return bm_fail(BM_EINVAL, "the section set or the movement is NULL");
    char own[3];
    if (letter && !bm_section_letter_ok(letter))
        return bm_fail(BM_EINVAL,
                       "section '%s': a section is one or two capital letters (A, B, ..., AA)",
                       letter);
    if (letter && letter_used(s, letter))
        return bm_fail(BM_EINVAL, "section %s is already in the set", letter);
    if (s->n == MAX_SECTIONS)
        return bm_fail(BM_EINVAL, "at most %u sections", MAX_SECTIONS);
    for (unsigned i = 0; !letter; i++) {
        nth_letter(own, i);
        if (!letter_used(s, own))
            letter = own;
    }
    struct bm_movement *copy;
    if (bm_movement_copy(&copy, m) != BM_OK)
        return BM_ENOMEM;
    return bm_sections_adopt(s, copy, letter);
}

enum bm_status bm_sections_adopt(struct bm_sections *s, struct bm_movement *m,
                                 const char *letter)
{
    struct bm_section *grown = bm_realloc(s->section, ((size_t)s->n + 1) * sizeof *grown);
    if (!grown) {
        bm_movement_free(m);
        return BM_ENOMEM;
    }
    s->section = grown;
    s->section[s->n].m = m;
    memcpy(s->section[s->n].letter, letter, strlen(letter) + 1);
    s->n++;
    return BM_OK;
}

BM_EXPORT uint32_t bm_sections_count(const struct bm_sections *s)
{
    return s ? s->n : 0;
}

BM_EXPORT const struct bm_movement *bm_sections_movement(const struct bm_sections *s,
                                                         uint32_t section)
{
    return s && section >= 1 && section <= s->n ? s->section[section - 1].m : NULL;
}

BM_EXPORT const char *bm_sections_letter(const struct bm_sections *s, uint32_t section)
{
    return s && section >= 1 && section <= s->n ? s->section[section - 1].letter : NULL;
}

/* Plays of a board in a movement: cells holding its set that are not sit-outs. */
static unsigned board_plays(const struct bm_movement *m, unsigned board)
{
    unsigned set, pos, n = 0;
    if (!bm_board_locate(m, board, &set, &pos))
        return 0;
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            n += c->active && c->set == set && !bm_cell_sits_out(m, r, c);
        }
    return n;
}

BM_EXPORT enum bm_status bm_sections_board_plays(uint32_t *out, const struct bm_sections *s,
                                                 uint32_t section, uint32_t board)
{
    BM_OUT_PARAM(out);
    BM_NEED(s);
    if (section < 1 || section > s->n)
        return bm_fail_range("section", section, s->n);
    *out = board_plays(s->section[section - 1].m, board);
    return BM_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* The table of plays: plays[(b - lo) * n + i] for every board number lo..hi of any section     */

struct plays {
    unsigned lo, hi, *n; /* n: per board, per section */
    unsigned common;     /* boards every section plays */
};

static unsigned last_board(const struct bm_movement *m)
{
    return m->first_board + bm_movement_boards(m) - 1;
}

static int in_common(const struct plays *p, const struct bm_sections *s, unsigned board)
{
    for (unsigned i = 0; i < s->n; i++)
        if (!p->n[(size_t)(board - p->lo) * s->n + i])
            return 0;
    return s->n > 0;
}

static enum bm_status count_plays(struct plays *p, const struct bm_sections *s)
{
    p->lo = p->hi = p->common = 0;
    p->n = NULL;
    for (unsigned i = 0; i < s->n; i++) {
        const struct bm_movement *m = s->section[i].m;
        if (!i || m->first_board < p->lo)
            p->lo = m->first_board;
        if (!i || last_board(m) > p->hi)
            p->hi = last_board(m);
    }
    if (!s->n)
        return BM_OK;
    p->n = bm_calloc((size_t)(p->hi - p->lo + 1) * s->n, sizeof *p->n);
    if (!p->n)
        return BM_ENOMEM;
    for (unsigned i = 0; i < s->n; i++) {
        const struct bm_movement *m = s->section[i].m;
        for (unsigned r = 1; r <= m->rounds; r++)
            for (unsigned t = 1; t <= m->tables; t++) {
                const struct bm_cell *c = bm_cell_at(m, r, t);
                if (!c->active || !c->set || bm_cell_sits_out(m, r, c))
                    continue;
                for (unsigned k = 1; k <= m->set_size[c->set - 1]; k++)
                    p->n[(size_t)(bm_board_of(m, c->set, k) - p->lo) * s->n + i]++;
            }
    }
    for (unsigned b = p->lo; b <= p->hi; b++)
        p->common += (unsigned)in_common(p, s, b);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_sections_common_boards(uint32_t *out, const struct bm_sections *s)
{
    BM_OUT_PARAM(out);
    BM_NEED(s);
    struct plays p;
    if (count_plays(&p, s))
        return BM_ENOMEM;
    *out = p.common;
    free(p.n);
    return BM_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* Reports                                                                                    */

static int same_row(const struct plays *p, const struct bm_sections *s, unsigned a, unsigned b)
{
    return memcmp(&p->n[(size_t)(a - p->lo) * s->n], &p->n[(size_t)(b - p->lo) * s->n],
                  s->n * sizeof *p->n) == 0;
}

static void section_line(struct bm_buf *b, const struct bm_section *sec)
{
    const struct bm_movement *m = sec->m;
    bm_buf_printf(b, "Section %s: %s%s%u tables, %u rounds, %u %s, boards %u-%u\n", sec->letter,
                  m->name ? m->name : "", m->name && *m->name ? "; " : "", m->tables,
                  m->rounds, m->participants,
                  m->event == BM_EVENT_INDIVIDUAL ? "players" : "pairs", m->first_board,
                  last_board(m));
}

/* Runs of boards with the same plays in every section: "boards 1-18: A 7, B 6 (13 in all)". */
static void runs_text(struct bm_buf *b, const struct plays *p, const struct bm_sections *s,
                      int common)
{
    for (unsigned lo = p->lo; lo <= p->hi;) {
        unsigned hi = lo;
        while (hi < p->hi && same_row(p, s, lo, hi + 1))
            hi++;
        const unsigned *row = &p->n[(size_t)(lo - p->lo) * s->n];
        unsigned total = 0, any = 0;
        for (unsigned i = 0; i < s->n; i++)
            any |= row[i], total += row[i];
        if (any && in_common(p, s, lo) == common) {
            bm_buf_printf(b, lo == hi ? "  board %u:" : "  boards %u-%u:", lo, hi);
            for (unsigned i = 0, k = 0; i < s->n; i++)
                if (row[i])
                    bm_buf_printf(b, "%s %s %u", k++ ? "," : "", s->section[i].letter, row[i]);
            bm_buf_printf(b, " (%u in all)\n", total);
        }
        lo = hi + 1;
    }
}

enum bm_status bm_sections_common_text(char **out, const struct bm_sections *s)
{
    struct plays p;
    if (count_plays(&p, s))
        return BM_ENOMEM;
    struct bm_buf b;
    bm_buf_init(&b);
    for (unsigned i = 0; i < s->n; i++)
        section_line(&b, &s->section[i]);
    bm_buf_printf(&b, "Boards in common (played in every section, compared across the field): "
                      "%u%s\n", p.common, p.common ? "; plays per section:" : "");
    if (s->n)
        runs_text(&b, &p, s, 1);
    if (s->n && p.common < p.hi - p.lo + 1) {
        bm_buf_puts(&b, "Boards not played in every section (scored within their sections):\n");
        runs_text(&b, &p, s, 0);
    }
    free(p.n);
    return bm_buf_finish(&b, out);
}

enum bm_status bm_sections_common_json(char **out, const struct bm_sections *s)
{
    struct plays p;
    if (count_plays(&p, s))
        return BM_ENOMEM;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\n  \"sections\": [");
    for (unsigned i = 0; i < s->n; i++) {
        const struct bm_movement *m = s->section[i].m;
        bm_buf_printf(&b, "%s\n    {\"section\": \"%s\", \"name\": ", i ? "," : "",
                      s->section[i].letter);
        bm_buf_json_string(&b, m->name ? m->name : "");
        bm_buf_printf(&b, ", \"tables\": %u, \"rounds\": %u, \"participants\": %u, "
                          "\"first_board\": %u, \"last_board\": %u}",
                      m->tables, m->rounds, m->participants, m->first_board, last_board(m));
    }
    bm_buf_printf(&b, "%s],\n  \"boards_in_common\": %u,\n  \"boards\": [", s->n ? "\n  " : "",
                  p.common);
    for (unsigned x = p.lo, k = 0; s->n && x <= p.hi && !b.failed; x++) {
        const unsigned *row = &p.n[(size_t)(x - p.lo) * s->n];
        unsigned total = 0;
        bm_buf_printf(&b, "%s\n    {\"board\": %u, \"plays\": [", k++ ? "," : "", x);
        for (unsigned i = 0; i < s->n; i++) {
            bm_buf_printf(&b, "%s%u", i ? ", " : "", row[i]);
            total += row[i];
        }
        bm_buf_printf(&b, "], \"total\": %u, \"in_common\": %s}", total,
                      in_common(&p, s, x) ? "true" : "false");
    }
    bm_buf_puts(&b, s->n ? "\n  ]\n}\n" : "]\n}\n");
    free(p.n);
    return bm_buf_finish(&b, out);
}
