/* SPDX-License-Identifier: MIT */
/* Match completeness of teams movements (the teams-movements note): the two halves of the match
 * between teams x and y, NS_x v EW_y and NS_y v EW_x, must be played on the same boards. The
 * report keeps, for every ordered pair (NS team, EW team), the sorted board numbers that half
 * played, with the directions as played: a board played arrow-switched counts for the team
 * whose pair sits North-South. A board switched at one table of a match only puts one team
 * North-South at both tables (a direction fault): it cannot be scored as a match. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "util/alloc.h"
#include "util/form.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* The boards one half (NS team, EW team) played, sorted. */
struct half {
    unsigned ns, ew;
    const unsigned *board; /* into bm_matches.boards */
    unsigned n;
};

/* One board played by a half: what a cell contributes, before grouping. */
struct play {
    unsigned ns, ew, board;
};

/* Only the halves that played are kept, sorted by (NS team, EW team), and the pairs of teams
 * that met: a file that declares many teams and seats few costs what it seats (memory and time
 * follow the boards played, not teams x teams). */
struct bm_matches {
    unsigned teams;
    struct half *half;
    size_t halves;
    unsigned *boards;
    unsigned (*met)[2]; /* the pairs x < y that met, sorted */
    size_t nmet;
};

static const struct half no_half;

static int cmp_half(const void *a, const void *b)
{
    const struct half *x = a, *y = b;
    if (x->ns != y->ns)
        return (x->ns > y->ns) - (x->ns < y->ns);
    return (x->ew > y->ew) - (x->ew < y->ew);
}

static const struct half *half_at(const struct bm_matches *mt, unsigned ns_team, unsigned ew_team)
{
    struct half key = {.ns = ns_team, .ew = ew_team};
    const struct half *h =
        mt->halves ? bsearch(&key, mt->half, mt->halves, sizeof key, cmp_half) : NULL;
    return h ? h : &no_half;
}

BM_EXPORT void bm_matches_free(struct bm_matches *mt)
{
    if (!mt)
        return;
    free(mt->half);
    free(mt->boards);
    free(mt->met);
    free(mt);
}

static int cmp_play(const void *a, const void *b)
{
    const struct play *x = a, *y = b;
    if (x->ns != y->ns)
        return (x->ns > y->ns) - (x->ns < y->ns);
    if (x->ew != y->ew)
        return (x->ew > y->ew) - (x->ew < y->ew);
    return (x->board > y->board) - (x->board < y->board);
}

static int cmp_unsigned(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

static int cmp_met(const void *a, const void *b)
{
    const unsigned *x = a, *y = b;
    if (x[0] != y[0])
        return (x[0] > y[0]) - (x[0] < y[0]);
    return (x[1] > y[1]) - (x[1] < y[1]);
}

/* The team of a seat that plays in round r, 0 if the seat plays nothing. */
static unsigned playing_team(const struct bm_movement *m, unsigned pair, unsigned r)
{
    if (!pair || !bm_is_present(m, pair, r))
        return 0;
    return m->team_of[pair];
}

struct plays {
    struct play *p;
    size_t n, cap;
};

static enum bm_status plays_add(struct plays *ps, unsigned ns, unsigned ew, unsigned board)
{
    if (!bm_reserve(&ps->p, &ps->cap, ps->n + 1, sizeof *ps->p, 64))
        return BM_ENOMEM;
    ps->p[ps->n++] = (struct play){ns, ew, board};
    return BM_OK;
}

static enum bm_status collect_cell(struct plays *ps, const struct bm_movement *m, unsigned r,
                                   unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!c->active || !c->set)
        return BM_OK;
    unsigned tx = playing_team(m, c->seat[0], r), ty = playing_team(m, c->seat[1], r);
    if (!tx || !ty)
        return BM_OK;
    unsigned base, size = m->set_size[c->set - 1];
    bm_movement_board_number(&base, m, c->set, 1);
    for (unsigned i = 0; i < size; i++) {
        int sw = bm_switch_bit(m, r, t, i + 1);
        enum bm_status st = sw ? plays_add(ps, ty, tx, base + i) : plays_add(ps, tx, ty, base + i);
        if (st)
            return st;
    }
    return BM_OK;
}

/* Groups the sorted plays into halves and lists the pairs of teams that met. */
static enum bm_status group_plays(struct bm_matches *mt, const struct plays *ps)
{
    size_t halves = 0;
    for (size_t i = 0; i < ps->n; i++)
        halves += i == 0 || ps->p[i].ns != ps->p[i - 1].ns || ps->p[i].ew != ps->p[i - 1].ew;
    mt->boards = bm_calloc(ps->n ? ps->n : 1, sizeof *mt->boards);
    mt->half = bm_calloc(halves ? halves : 1, sizeof *mt->half);
    mt->met = bm_calloc(halves ? halves : 1, sizeof *mt->met);
    if (!mt->boards || !mt->half || !mt->met)
        return BM_ENOMEM;
    for (size_t i = 0; i < ps->n; i++) {
        const struct play *p = &ps->p[i];
        struct half *h = mt->halves ? &mt->half[mt->halves - 1] : NULL;
        if (!h || h->ns != p->ns || h->ew != p->ew) {
            h = &mt->half[mt->halves++];
            *h = (struct half){p->ns, p->ew, mt->boards + i, 0};
            if (p->ns != p->ew) { /* a team against itself is no match */
                mt->met[mt->nmet][0] = p->ns < p->ew ? p->ns : p->ew;
                mt->met[mt->nmet++][1] = p->ns < p->ew ? p->ew : p->ns;
            }
        }
        mt->boards[i] = p->board;
        h->n++;
    }
    if (mt->nmet)
        qsort(mt->met, mt->nmet, sizeof *mt->met, cmp_met);
    size_t k = 0; /* each pair once: both halves listed it */
    for (size_t i = 0; i < mt->nmet; i++)
        if (!k || cmp_met(mt->met[i], mt->met[k - 1])) {
            mt->met[k][0] = mt->met[i][0];
            mt->met[k++][1] = mt->met[i][1];
        }
    mt->nmet = k;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_matches_new(struct bm_matches **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    if (!m)
        return bm_fail(BM_EINVAL, "movement is NULL");
    if (m->event != BM_EVENT_TEAMS || !m->team_of)
        return bm_fail(BM_EINVAL, "matches are defined for teams events only (this one is %s)",
                       m->event == BM_EVENT_INDIVIDUAL ? "an individual event" : "a pairs event");
    struct bm_matches *mt = bm_calloc(1, sizeof *mt);
    if (!mt)
        return BM_ENOMEM;
    mt->teams = bm_movement_teams(m);
    struct plays ps = {0};
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= m->rounds && !st; r++)
        for (unsigned t = 1; t <= m->tables && !st; t++)
            st = collect_cell(&ps, m, r, t);
    if (!st && ps.n)
        qsort(ps.p, ps.n, sizeof *ps.p, cmp_play);
    if (!st)
        st = group_plays(mt, &ps);
    free(ps.p);
    if (st) {
        bm_matches_free(mt);
        return bm_fail(st, "out of memory");
    }
    *out = mt;
    return BM_OK;
}

BM_EXPORT uint32_t bm_matches_teams(const struct bm_matches *mt)
{
    return mt ? mt->teams : 0;
}

/* Boards two sorted lists have in common (as multisets). */
static unsigned common_boards(const struct half *a, const struct half *b)
{
    unsigned i = 0, j = 0, n = 0;
    while (i < a->n && j < b->n) {
        if (a->board[i] == b->board[j]) {
            n++;
            i++;
            j++;
        } else if (a->board[i] < b->board[j]) {
            i++;
        } else {
            j++;
        }
    }
    return n;
}

static void pair_facts(int *met, int *complete, unsigned *common, const struct bm_matches *mt,
                       unsigned x, unsigned y)
{
    const struct half *a = half_at(mt, x, y), *b = half_at(mt, y, x);
    unsigned c = common_boards(a, b);
    *met = a->n || b->n;
    *complete = *met && a->n == b->n && c == a->n;
    *common = c;
}

/* One meeting of two teams, as the reports walk them. */
struct meeting {
    unsigned x, y;               /* the teams, x < y as recorded */
    const struct half *xy, *yx;  /* NS x v EW y, NS y v EW x */
    unsigned common;             /* boards both halves played */
    int complete;
};

/* The next pair of teams that met, from *k on; 0 when none is left. Pairings recorded but
 * never played (both halves empty) are skipped here, once for every report. */
static int next_meeting(struct meeting *m, const struct bm_matches *mt, size_t *k)
{
    while (*k < mt->nmet) {
        unsigned x = mt->met[*k][0], y = mt->met[*k][1];
        int met, complete;
        unsigned common;
        ++*k;
        pair_facts(&met, &complete, &common, mt, x, y);
        if (!met)
            continue;
        *m = (struct meeting){x, y, half_at(mt, x, y), half_at(mt, y, x), common, complete};
        return 1;
    }
    return 0;
}

BM_EXPORT enum bm_status bm_matches_count(uint32_t *meetings, uint32_t *incomplete,
                                          const struct bm_matches *mt)
{
    if (meetings)
        *meetings = 0;
    if (incomplete)
        *incomplete = 0;
    BM_NEED(mt);
    unsigned nm = 0, ni = 0;
    struct meeting m;
    for (size_t k = 0; next_meeting(&m, mt, &k);) {
        nm++;
        ni += !m.complete;
    }
    if (meetings)
        *meetings = nm;
    if (incomplete)
        *incomplete = ni;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_matches_pair(int32_t *met, int32_t *complete, uint32_t *common,
                                         const struct bm_matches *mt, uint32_t team_x,
                                         uint32_t team_y)
{
    int me = 0, co = 0;
    unsigned cm = 0;
    enum bm_status st = BM_OK;
    if (!mt)
        st = bm_fail(BM_EINVAL, "bm_matches_pair: mt is NULL");
    else if (team_x < 1 || team_x > mt->teams)
        st = bm_fail_range("team", team_x, mt->teams);
    else if (team_y < 1 || team_y > mt->teams)
        st = bm_fail_range("team", team_y, mt->teams);
    else
        pair_facts(&me, &co, &cm, mt, team_x, team_y);
    if (met)
        *met = me;
    if (complete)
        *complete = co;
    if (common)
        *common = cm;
    return st;
}

BM_EXPORT enum bm_status bm_matches_half_count(uint32_t *count, const struct bm_matches *mt,
                                               uint32_t ns_team, uint32_t ew_team)
{
    BM_OUT_PARAM(count);
    BM_NEED(mt);
    if (ns_team < 1 || ns_team > mt->teams)
        return bm_fail_range("NS team", ns_team, mt->teams);
    if (ew_team < 1 || ew_team > mt->teams)
        return bm_fail_range("EW team", ew_team, mt->teams);
    *count = half_at(mt, ns_team, ew_team)->n;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_matches_half_board(uint32_t *board, const struct bm_matches *mt,
                                               uint32_t ns_team, uint32_t ew_team, uint32_t index)
{
    unsigned n;
    BM_OUT_PARAM(board);
    enum bm_status st = bm_matches_half_count(&n, mt, ns_team, ew_team);
    if (st)
        return st;
    if (index < 1 || index > n)
        return bm_fail_range("index", index, n);
    *board = half_at(mt, ns_team, ew_team)->board[index - 1];
    return BM_OK;
}

/* Board list as ranges: "1-3,7,9-10"; a board listed twice appears once in the ranges. */
static void put_boards(struct bm_buf *b, const struct half *h)
{
    if (!h->n) {
        bm_buf_puts(b, "none");
        return;
    }
    for (unsigned i = 0; i < h->n;) {
        unsigned j = i;
        while (j + 1 < h->n && h->board[j + 1] <= h->board[j] + 1)
            j++;
        bm_buf_printf(b, "%s%u", i ? "," : "", h->board[i]);
        if (h->board[j] > h->board[i])
            bm_buf_printf(b, "-%u", h->board[j]);
        i = j + 1;
    }
}

/* Boards a half plays more than once while the other half does not play them: the team of
 * the first half sits North-South at both tables (a direction fault). */
static int next_fault(unsigned *board, const struct half *a, const struct half *other,
                      unsigned *i)
{
    while (*i < a->n) {
        unsigned j = *i;
        *board = a->board[j];
        while (j < a->n && a->board[j] == *board)
            j++;
        unsigned count = j - *i;
        *i = j;
        /* bsearch must not see a NULL array, which an empty half has */
        if (count > 1 && (other->n == 0 ||
                          !bsearch(board, other->board, other->n, sizeof *board, cmp_unsigned)))
            return 1;
    }
    return 0;
}

/* "; board 2: team 3 sits North-South at both tables" for every direction fault. */
static void put_faults(struct bm_buf *b, const struct half *a, const struct half *other,
                       unsigned ns_team)
{
    unsigned i = 0, board;
    while (next_fault(&board, a, other, &i))
        bm_buf_printf(b, "; board %u: team %u sits North\xE2\x80\x93South at both tables, so "
                         "the board cannot be scored", board, ns_team);
}

static enum bm_status matches_text(char **out, const struct bm_matches *mt)
{
    BM_OUT_PARAM(out);
    BM_NEED(mt);
    unsigned nm, ni;
    bm_matches_count(&nm, &ni, mt);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "%u teams, %u matches, %u incomplete\n", mt->teams, nm, ni);
    bm_buf_puts(&b, "(a match between teams x and y is complete when both halves, NS x v EW y and "
                    "NS y v EW x, play the same boards;\ndirections as played: a board played "
                    "arrow-switched counts for the team whose pair sits North\xE2\x80\x93South)\n");
    struct meeting m;
    for (size_t k = 0; next_meeting(&m, mt, &k);) {
        unsigned x = m.x, y = m.y, common = m.common;
        const struct half *a = m.xy, *h = m.yx;
        if (m.complete) {
            bm_buf_printf(&b, "teams %u-%u: complete, %u board%s (", x, y, a->n,
                          a->n == 1 ? "" : "s");
            put_boards(&b, a);
            bm_buf_puts(&b, ")\n");
            continue;
        }
        bm_buf_printf(&b, "teams %u-%u: INCOMPLETE, %u board%s in common: NS %u v EW %u "
                          "boards ", x, y, common, common == 1 ? "" : "s", x, y);
        put_boards(&b, a);
        bm_buf_printf(&b, "; NS %u v EW %u boards ", y, x);
        put_boards(&b, h);
        put_faults(&b, a, h, x);
        put_faults(&b, h, a, y);
        bm_buf_puts(&b, "\n");
    }
    return bm_buf_finish(&b, out);
}

static void put_json_list(struct bm_buf *b, const struct half *h)
{
    bm_buf_puts(b, "[");
    for (unsigned i = 0; i < h->n; i++)
        bm_buf_printf(b, "%s%u", i ? ", " : "", h->board[i]);
    bm_buf_puts(b, "]");
}

/* [[board, team sitting North-South at both tables], ...] */
static void put_json_faults(struct bm_buf *b, const struct half *a, const struct half *h,
                            unsigned x, unsigned y)
{
    unsigned i = 0, board, n = 0;
    bm_buf_puts(b, "[");
    while (next_fault(&board, a, h, &i))
        bm_buf_printf(b, "%s[%u, %u]", n++ ? ", " : "", board, x);
    i = 0;
    while (next_fault(&board, h, a, &i))
        bm_buf_printf(b, "%s[%u, %u]", n++ ? ", " : "", board, y);
    bm_buf_puts(b, "]");
}

static enum bm_status matches_json(char **out, const struct bm_matches *mt)
{
    BM_OUT_PARAM(out);
    BM_NEED(mt);
    unsigned nm, ni;
    bm_matches_count(&nm, &ni, mt);
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_printf(&b, "{\"teams\": %u, \"meetings\": %u, \"incomplete\": %u, \"matches\": [",
                  mt->teams, nm, ni);
    int first = 1;
    struct meeting m;
    for (size_t k = 0; next_meeting(&m, mt, &k);) {
        bm_buf_printf(&b, "%s\n  {\"teams\": [%u, %u], \"complete\": %s, \"common\": %u, "
                          "\"ns_x_ew_y\": ",
                      first ? "" : ",", m.x, m.y, m.complete ? "true" : "false", m.common);
        put_json_list(&b, m.xy);
        bm_buf_puts(&b, ", \"ns_y_ew_x\": ");
        put_json_list(&b, m.yx);
        bm_buf_puts(&b, ", \"direction_faults\": ");
        put_json_faults(&b, m.xy, m.yx, m.x, m.y);
        bm_buf_puts(&b, "}");
        first = 0;
    }
    bm_buf_puts(&b, first ? "]}\n" : "\n]}\n");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_matches_report(char **out, const struct bm_matches *mt,
                                           enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(mt);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    return form == BM_FORM_JSON ? matches_json(out, mt)
                                : matches_text(out, mt);
}
