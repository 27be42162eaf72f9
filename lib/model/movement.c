/* SPDX-License-Identifier: MIT */
/* The movement grid: creation, copying, comparison and every getter and setter. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "model/plays.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"
#include "util/utf8.h"

static size_t cell_count(const struct bm_movement *m)
{
    return (size_t)m->rounds * m->tables;
}

static size_t switch_bytes(size_t cells, unsigned stride)
{
    return (cells * stride + 7) / 8;
}

static void free_stand(struct bm_stand *s, unsigned rounds)
{
    if (s->queue)
        for (unsigned r = 0; r < rounds; r++)
            free(s->queue[r]);
    free(s->queue);
    free(s->queue_len);
    free(s->name);
}

BM_EXPORT void bm_movement_free(struct bm_movement *m)
{
    if (!m)
        return;
    for (unsigned i = 0; i < m->nstands; i++)
        free_stand(&m->stands[i], m->rounds);
    free(m->stands);
    free(m->set_size);
    free(m->set_first);
    free(m->cells);
    free(m->switches);
    free(m->phantom_from);
    free(m->arrive_at);
    free(m->team_of);
    free(m->name);
    free(m->spec);
    free(m->generator);
    free(m->changes);
    free(m);
}

static int valid_event(enum bm_event e)
{
    return e == BM_EVENT_PAIRS || e == BM_EVENT_TEAMS || e == BM_EVENT_INDIVIDUAL;
}

BM_EXPORT enum bm_status bm_movement_new(struct bm_movement **out, enum bm_event event,
                                         uint32_t rounds, uint32_t tables, uint32_t participants,
                                         uint32_t sets, uint32_t boards_per_set)
{
    BM_OUT_PARAM(out);
    if (!valid_event(event))
        return bm_fail(BM_EINVAL, "unknown event kind %d", (int)event);
    if (!rounds || !tables || !participants || !sets || !boards_per_set)
        return bm_fail(BM_EINVAL,
                       "rounds, tables, participants, sets and boards per set must all be >= 1");
    if (rounds > BM_MAX_DIM || tables > BM_MAX_DIM || participants > 4 * BM_MAX_DIM ||
        sets > 4 * BM_MAX_DIM)
        return bm_fail(BM_EINVAL,
                       "too large: at most %u rounds and tables, %u participants and sets",
                       BM_MAX_DIM, 4 * BM_MAX_DIM);
    if (boards_per_set > BM_MAX_BOARDS_PER_SET)
        return bm_fail(BM_EINVAL, "at most %u boards per set",
                       BM_MAX_BOARDS_PER_SET);
    struct bm_movement *m = bm_calloc(1, sizeof *m);
    if (!m)
        return BM_ENOMEM;
    m->event = event;
    m->rounds = rounds;
    m->tables = tables;
    m->participants = participants;
    m->sets = sets;
    m->boards_per_set = boards_per_set;
    m->first_board = 1;
    m->first_round = 1;
    m->max_set_size = boards_per_set;
    m->set_size = bm_calloc(sets, sizeof *m->set_size);
    m->set_first = bm_calloc(sets, sizeof *m->set_first);
    m->cells = bm_calloc(cell_count(m), sizeof *m->cells);
    m->switches = bm_calloc(switch_bytes(cell_count(m), boards_per_set), 1);
    m->phantom_from = bm_calloc((size_t)participants + 1, sizeof *m->phantom_from);
    m->arrive_at = bm_calloc((size_t)participants + 1, sizeof *m->arrive_at);
    if (event == BM_EVENT_TEAMS)
        m->team_of = bm_calloc((size_t)participants + 1, sizeof *m->team_of);
    if (!m->set_size || !m->set_first || !m->cells || !m->switches || !m->phantom_from ||
        !m->arrive_at ||
        (event == BM_EVENT_TEAMS && !m->team_of)) {
        bm_movement_free(m);
        return BM_ENOMEM;
    }
    for (unsigned s = 0; s < sets; s++)
        m->set_size[s] = boards_per_set;
    bm_movement_count_sets(m, 1);
    *out = m;
    return BM_OK;
}

static void *dup_mem(const void *src, size_t n)
{
    if (!src)
        return NULL;
    void *d = bm_malloc(n);
    if (d)
        memcpy(d, src, n);
    return d;
}

static int dup_str(char **dst, const char *src)
{
    *dst = NULL;
    if (!src)
        return 1;
    *dst = bm_strdup(src);
    return *dst != NULL;
}

static int copy_stand(struct bm_stand *d, const struct bm_stand *s, unsigned rounds)
{
    memset(d, 0, sizeof *d);
    d->after_table = s->after_table;
    d->copy = s->copy;
    d->queue = bm_calloc(rounds, sizeof *d->queue);
    d->queue_len = dup_mem(s->queue_len, (size_t)rounds * sizeof *d->queue_len);
    if (!dup_str(&d->name, s->name) || !d->queue || !d->queue_len)
        return 0;
    for (unsigned r = 0; r < rounds; r++)
        if (s->queue_len[r]) {
            d->queue[r] = dup_mem(s->queue[r], (size_t)s->queue_len[r] * sizeof(struct bm_group));
            if (!d->queue[r])
                return 0;
        }
    return 1;
}

BM_EXPORT enum bm_status bm_movement_copy(struct bm_movement **out, const struct bm_movement *m)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    struct bm_movement *c = bm_calloc(1, sizeof *c);
    if (!c)
        return BM_ENOMEM;
    *c = *m;
    c->set_size = c->set_first = NULL;
    c->cells = NULL;
    c->switches = NULL;
    c->phantom_from = c->arrive_at = c->team_of = NULL;
    c->name = c->spec = c->generator = NULL;
    c->stands = NULL;
    c->nstands = 0;
    c->changes = NULL;
    c->plays = NULL;
    int ok = (c->set_size = dup_mem(m->set_size, (size_t)m->sets * sizeof *m->set_size)) &&
             (c->set_first = dup_mem(m->set_first, (size_t)m->sets * sizeof *m->set_first)) &&
             (c->cells = dup_mem(m->cells, cell_count(m) * sizeof *m->cells)) &&
             (c->switches = dup_mem(m->switches, switch_bytes(cell_count(m), m->max_set_size))) &&
             (c->phantom_from = dup_mem(m->phantom_from,
                                        ((size_t)m->participants + 1) * sizeof(unsigned))) &&
             (c->arrive_at = dup_mem(m->arrive_at,
                                     ((size_t)m->participants + 1) * sizeof(unsigned))) &&
             (!m->team_of || (c->team_of = dup_mem(m->team_of, ((size_t)m->participants + 1) *
                                                                     sizeof(unsigned)))) &&
             dup_str(&c->name, m->name) && dup_str(&c->spec, m->spec) &&
             dup_str(&c->generator, m->generator) &&
             (!m->nchanges ||
              (c->changes = dup_mem(m->changes, m->nchanges * sizeof *m->changes)));
    if (ok && m->nstands) {
        c->stands = bm_calloc(m->nstands, sizeof *c->stands);
        ok = c->stands != NULL;
        for (unsigned i = 0; ok && i < m->nstands; i++) {
            ok = copy_stand(&c->stands[i], &m->stands[i], m->rounds);
            c->nstands = i + 1;
        }
    }
    if (!ok) {
        bm_movement_free(c);
        return BM_ENOMEM;
    }
    *out = c;
    return BM_OK;
}

static int str_eq(const char *a, const char *b)
{
    return strcmp(a ? a : "", b ? b : "") == 0;
}

static int stands_equal(const struct bm_movement *a, const struct bm_movement *b)
{
    if (a->nstands != b->nstands)
        return 0;
    for (unsigned i = 0; i < a->nstands; i++) {
        const struct bm_stand *x = &a->stands[i], *y = &b->stands[i];
        if (x->after_table != y->after_table || x->copy != y->copy || !str_eq(x->name, y->name))
            return 0;
        for (unsigned r = 0; r < a->rounds; r++) {
            if (x->queue_len[r] != y->queue_len[r])
                return 0;
            for (unsigned k = 0; k < x->queue_len[r]; k++)
                if (x->queue[r][k].set != y->queue[r][k].set ||
                    x->queue[r][k].copy != y->queue[r][k].copy)
                    return 0;
        }
    }
    return 1;
}

static int cells_equal(const struct bm_movement *a, const struct bm_movement *b)
{
    for (unsigned r = 1; r <= a->rounds; r++)
        for (unsigned t = 1; t <= a->tables; t++) {
            const struct bm_cell *x = bm_cell_at(a, r, t), *y = bm_cell_at(b, r, t);
            if (x->active != y->active)
                return 0;
            if (!x->active)
                continue;
            if (memcmp(x->seat, y->seat, sizeof x->seat) || x->set != y->set ||
                x->copy != y->copy || x->first != y->first)
                return 0;
            unsigned k = x->set ? a->set_size[x->set - 1] : 0;
            for (unsigned i = 1; i <= k; i++)
                if (bm_switch_bit(a, r, t, i) != bm_switch_bit(b, r, t, i))
                    return 0;
        }
    return 1;
}

BM_EXPORT enum bm_status bm_movement_equal(int32_t *equal, const struct bm_movement *a,
                                           const struct bm_movement *b)
{
    BM_OUT_PARAM(equal);
    BM_NEED(a);
    BM_NEED(b);
    if (a->event != b->event || a->rounds != b->rounds || a->tables != b->tables ||
        a->participants != b->participants || a->sets != b->sets ||
        a->boards_per_set != b->boards_per_set || a->first_board != b->first_board ||
        a->first_round != b->first_round)
        return BM_OK;
    if (memcmp(a->set_size, b->set_size, (size_t)a->sets * sizeof *a->set_size) ||
        memcmp(a->phantom_from, b->phantom_from,
               ((size_t)a->participants + 1) * sizeof(unsigned)) ||
        memcmp(a->arrive_at, b->arrive_at, ((size_t)a->participants + 1) * sizeof(unsigned)))
        return BM_OK;
    if ((a->team_of == NULL) != (b->team_of == NULL) ||
        (a->team_of &&
         memcmp(a->team_of, b->team_of, ((size_t)a->participants + 1) * sizeof(unsigned))))
        return BM_OK;
    if (!str_eq(a->name, b->name) || !stands_equal(a, b) || !cells_equal(a, b))
        return BM_OK;
    *equal = 1;
    return BM_OK;
}

BM_EXPORT enum bm_event bm_movement_event(const struct bm_movement *m)
{
    return m ? m->event : (enum bm_event)0;
}
BM_EXPORT uint32_t bm_movement_rounds(const struct bm_movement *m)
{
    return m ? m->rounds : 0;
}
BM_EXPORT uint32_t bm_movement_tables(const struct bm_movement *m)
{
    return m ? m->tables : 0;
}
BM_EXPORT uint32_t bm_movement_participants(const struct bm_movement *m)
{
    return m ? m->participants : 0;
}
BM_EXPORT uint32_t bm_movement_sets(const struct bm_movement *m)
{
    return m ? m->sets : 0;
}
BM_EXPORT uint32_t bm_movement_boards_per_set(const struct bm_movement *m)
{
    return m ? m->boards_per_set : 0;
}
BM_EXPORT uint32_t bm_movement_first_board(const struct bm_movement *m)
{
    return m ? m->first_board : 0;
}

BM_EXPORT uint32_t bm_movement_boards(const struct bm_movement *m)
{
    if (!m)
        return 0;
    unsigned n = 0;
    for (unsigned s = 0; s < m->sets; s++)
        n += m->set_size[s];
    return n;
}

BM_EXPORT enum bm_status bm_movement_set_first_board(struct bm_movement *m, uint32_t first_board)
{
    BM_NEED(m);
    if (first_board == 0 || first_board > 1000000u)
        return bm_fail(BM_EINVAL, "the first board is a number 1..1000000, not %u", first_board);
    m->first_board = first_board;
    return BM_OK;
}

BM_EXPORT uint32_t bm_movement_first_round(const struct bm_movement *m)
{
    return m ? m->first_round : 0;
}

BM_EXPORT enum bm_status bm_movement_set_first_round(struct bm_movement *m, uint32_t first_round)
{
    BM_NEED(m);
    if (first_round == 0 || first_round > BM_MAX_FIRST_ROUND)
        return bm_fail(BM_EINVAL, "the first round is a number 1..%u, not %u",
                       BM_MAX_FIRST_ROUND, first_round);
    m->first_round = first_round;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_set_size(uint32_t *out, const struct bm_movement *m,
                                              uint32_t set)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (set < 1 || set > m->sets)
        return bm_fail_range("set", set, m->sets);
    *out = m->set_size[set - 1];
    return BM_OK;
}

/* Re-stride the switch bit array for a new largest set size. */
static enum bm_status restride(struct bm_movement *m, unsigned stride)
{
    size_t cells = cell_count(m);
    unsigned char *bits = bm_calloc(switch_bytes(cells, stride), 1);
    if (!bits)
        return BM_ENOMEM;
    unsigned keep = stride < m->max_set_size ? stride : m->max_set_size;
    for (size_t c = 0; c < cells; c++)
        for (unsigned i = 0; i < keep; i++) {
            size_t from = c * m->max_set_size + i, to = c * stride + i;
            if (m->switches[from / 8] & (1u << (from % 8)))
                bits[to / 8] |= (unsigned char)(1u << (to % 8));
        }
    free(m->switches);
    m->switches = bits;
    m->max_set_size = stride;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_resize_set(struct bm_movement *m, uint32_t set, uint32_t size)
{
    BM_NEED(m);
    if (size == 0 || size > BM_MAX_BOARDS_PER_SET)
        return bm_fail(BM_EINVAL, "a set holds 1..%u boards, not %u", BM_MAX_BOARDS_PER_SET, size);
    if (set < 1 || set > m->sets)
        return bm_fail_range("set", set, m->sets);
    if (size > m->max_set_size) {
        enum bm_status st = restride(m, size);
        if (st)
            return st;
    }
    /* clear switch bits beyond the new size at cells playing this set: only a set that
     * shrinks can have any, and none when no bit is set (a builder sizing its sets before
     * filling the grid): skip the grid then, or sizing every set would scan it every time */
    for (unsigned r = 1; size < m->set_size[set - 1] && m->switched && r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++)
            if (bm_cell_at(m, r, t)->set == set)
                for (unsigned i = size + 1; i <= m->set_size[set - 1]; i++)
                    bm_switch_bit_set(m, r, t, i, 0);
    unsigned before = m->set_size[set - 1];
    m->set_size[set - 1] = size;
    if (size != before)
        bm_movement_count_sets(m, set + 1);
    return BM_OK;
}

void bm_movement_count_sets(struct bm_movement *m, unsigned from)
{
    for (unsigned s = from < 2 ? 1 : from; s <= m->sets; s++)
        m->set_first[s - 1] = s == 1 ? 0 : m->set_first[s - 2] + m->set_size[s - 2];
}

BM_EXPORT enum bm_status bm_movement_board_number(uint32_t *out, const struct bm_movement *m,
                                                  uint32_t set, uint32_t position)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (set < 1 || set > m->sets)
        return bm_fail_range("set", set, m->sets);
    if (position < 1 || position > m->set_size[set - 1])
        return bm_fail_range("board position", position, m->set_size[set - 1]);
    *out = m->first_board + m->set_first[set - 1] + position - 1;
    return BM_OK;
}

int bm_in_grid(const struct bm_movement *m, unsigned r, unsigned t)
{
    return r >= 1 && r <= m->rounds && t >= 1 && t <= m->tables;
}

enum bm_status bm_fail_grid(const struct bm_movement *m, unsigned r, unsigned t)
{
    if (r < 1 || r > m->rounds)
        return bm_fail_range("round", r, m->rounds);
    return bm_fail_range("table", t, m->tables);
}

const char *bm_participant_word(enum bm_event event)
{
    return event == BM_EVENT_INDIVIDUAL ? "player" : "pair";
}

enum bm_status bm_fail_participant(const struct bm_movement *m, unsigned participant)
{
    return bm_fail_range(bm_participant_word(m->event), participant, m->participants);
}

static int known_field(enum bm_field f)
{
    return f >= BM_FIELD_NS && f <= BM_FIELD_FIRST;
}

/* BM_EINVAL for a field that is not one, or a seat of the other kind of event. */
static const char *event_name(enum bm_event e)
{
    return e == BM_EVENT_TEAMS ? "teams" : e == BM_EVENT_INDIVIDUAL ? "individual" : "pairs";
}

static enum bm_status check_field(const struct bm_movement *m, enum bm_field field)
{
    if (!known_field(field))
        return bm_fail(BM_EINVAL, "%d is not a field of a cell", (int)field);
    int players = field >= BM_FIELD_NORTH && field <= BM_FIELD_WEST;
    int pairs = field == BM_FIELD_NS || field == BM_FIELD_EW;
    if ((players && m->event != BM_EVENT_INDIVIDUAL) || (pairs && m->event == BM_EVENT_INDIVIDUAL))
        return bm_fail(BM_EINVAL, "a %s event has no %s seat: %s", event_name(m->event),
                       players ? "player's" : "pair's",
                       players ? "its seats are NS and EW" : "its seats are N, S, E and W");
    return BM_OK;
}

/* Map a seat field to its slot for this event, or -1 if it is the other event's seat. */
static int seat_slot(const struct bm_movement *m, enum bm_field f)
{
    int indiv = m->event == BM_EVENT_INDIVIDUAL;
    switch (f) {
    case BM_FIELD_NS: return indiv ? -1 : 0;
    case BM_FIELD_EW: return indiv ? -1 : 1;
    case BM_FIELD_NORTH: return indiv ? 0 : -1;
    case BM_FIELD_SOUTH: return indiv ? 1 : -1;
    case BM_FIELD_EAST: return indiv ? 2 : -1;
    case BM_FIELD_WEST: return indiv ? 3 : -1;
    default: return -2;
    }
}

BM_EXPORT enum bm_status bm_movement_get(uint32_t *out, const struct bm_movement *m,
                                         uint32_t round, uint32_t table, enum bm_field field)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    enum bm_status st = check_field(m, field);
    if (st)
        return st;
    int slot = seat_slot(m, field);
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    const struct bm_cell *c = bm_cell_at(m, round, table);
    if (!c->active)
        return BM_OK;
    if (slot >= 0)
        *out = c->seat[slot];
    else if (field == BM_FIELD_SET)
        *out = c->set;
    else if (field == BM_FIELD_COPY)
        *out = c->copy;
    else
        *out = c->first;
    return BM_OK;
}

static void activate(struct bm_cell *c)
{
    if (!c->active) {
        memset(c, 0, sizeof *c);
        c->active = 1;
        c->copy = 1;
    }
}

static void clear_switches(struct bm_movement *m, unsigned r, unsigned t)
{
    for (unsigned i = 1; i <= m->max_set_size; i++)
        bm_switch_bit_set(m, r, t, i, 0);
}

BM_EXPORT enum bm_status bm_movement_set(struct bm_movement *m, uint32_t round, uint32_t table,
                                         enum bm_field field, uint32_t value)
{
    BM_NEED(m);
    enum bm_status st = check_field(m, field);
    if (st)
        return st;
    int slot = seat_slot(m, field);
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    struct bm_cell *c = bm_cell_at(m, round, table);
    if (slot >= 0) {
        if (value > m->participants)
            return bm_fail(BM_ERANGE, "participant %u is out of range 0..%u (0: an empty seat)",
                           value, m->participants);
        activate(c);
        c->seat[slot] = value;
    } else if (field == BM_FIELD_SET) {
        if (value > m->sets)
            return bm_fail(BM_ERANGE, "set %u is out of range 0..%u (0: no boards)", value,
                           m->sets);
        activate(c);
        if (c->set != value) {
            clear_switches(m, round, table);
            c->first = 0;
        }
        c->set = value;
    } else if (field == BM_FIELD_COPY) {
        if (value < 1 || value > BM_MAX_DIM)
            return bm_fail_range("value", value, BM_MAX_DIM);
        activate(c);
        c->copy = value;
    } else {
        unsigned k = c->active && c->set ? m->set_size[c->set - 1] : 0;
        if (value > k)
            return bm_fail(BM_ERANGE, "the first board position %u is out of range 0..%u (the "
                                      "boards of the cell's set)", value, k);
        activate(c);
        c->first = value;
    }
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_set_pairs(struct bm_movement *m, uint32_t round,
                                               uint32_t table, uint32_t ns, uint32_t ew,
                                               uint32_t set)
{
    BM_NEED(m);
    if (m->event == BM_EVENT_INDIVIDUAL)
        return bm_fail(BM_EINVAL, "bm_movement_set_pairs: an individual event seats players "
                                  "(bm_movement_set)");
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    if (ns > m->participants || ew > m->participants)
        return bm_fail(BM_ERANGE, "pair %u is out of range 0..%u (0: an empty seat)",
                       ns > m->participants ? ns : ew, m->participants);
    if (set > m->sets)
        return bm_fail(BM_ERANGE, "set %u is out of range 0..%u (0: no boards)", set, m->sets);
    struct bm_cell *c = bm_cell_at(m, round, table);
    clear_switches(m, round, table);
    memset(c, 0, sizeof *c);
    c->active = 1;
    c->copy = 1;
    c->seat[0] = ns;
    c->seat[1] = ew;
    c->set = set;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_active(int32_t *out, const struct bm_movement *m,
                                            uint32_t round, uint32_t table)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    *out = bm_cell_at(m, round, table)->active;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_clear(struct bm_movement *m, uint32_t round, uint32_t table)
{
    BM_NEED(m);
    if (!bm_in_grid(m, round, table))
        return bm_fail_grid(m, round, table);
    clear_switches(m, round, table);
    memset(bm_cell_at(m, round, table), 0, sizeof(struct bm_cell));
    return BM_OK;
}

static size_t bit_index(const struct bm_movement *m, unsigned r, unsigned t, unsigned pos)
{
    return ((size_t)(r - 1) * m->tables + (t - 1)) * m->max_set_size + (pos - 1);
}

int bm_switch_bit(const struct bm_movement *m, unsigned r, unsigned t, unsigned pos)
{
    return bm_switch_bit_cell(m, (size_t)(r - 1) * m->tables + (t - 1), pos);
}

void bm_switch_bit_set(struct bm_movement *m, unsigned r, unsigned t, unsigned pos, int on)
{
    size_t i = bit_index(m, r, t, pos);
    unsigned char bit = (unsigned char)(1u << (i % 8)), was = m->switches[i / 8] & bit;
    if (on && !was) {
        m->switches[i / 8] |= bit;
        m->switched++;
    } else if (!on && was) {
        m->switches[i / 8] &= (unsigned char)~bit;
        m->switched--;
    }
}

static enum bm_status check_position(const struct bm_movement *m, unsigned r, unsigned t,
                                     unsigned pos)
{
    if (!bm_in_grid(m, r, t))
        return bm_fail_grid(m, r, t);
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!c->active || !c->set)
        return bm_fail(BM_ERANGE, "round %u, table %u plays no boards", r, t);
    if (pos < 1 || pos > m->set_size[c->set - 1])
        return bm_fail_range("board position", pos, m->set_size[c->set - 1]);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_switched(int32_t *out, const struct bm_movement *m,
                                              uint32_t round, uint32_t table, uint32_t position)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    enum bm_status st = check_position(m, round, table, position);
    if (st)
        return st;
    *out = bm_switch_bit(m, round, table, position);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_set_switched(struct bm_movement *m, uint32_t round,
                                                  uint32_t table, uint32_t position,
                                                  int32_t switched)
{
    BM_NEED(m);
    enum bm_status st = check_position(m, round, table, position);
    if (st)
        return st;
    bm_switch_bit_set(m, round, table, position, switched != 0);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_phantom(uint32_t *from_round, const struct bm_movement *m,
                                             uint32_t participant)
{
    BM_OUT_PARAM(from_round);
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_range("participant", participant, m->participants);
    *from_round = m->phantom_from[participant];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_set_phantom(struct bm_movement *m, uint32_t participant,
                                                 uint32_t from_round)
{
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_range("participant", participant, m->participants);
    if (from_round > m->rounds)
        return bm_fail(BM_ERANGE, "round %u is out of range 0..%u (0: to the end)", from_round,
                       m->rounds);
    m->phantom_from[participant] = from_round;
    return BM_OK;
}

int bm_is_phantom(const struct bm_movement *m, unsigned p)
{
    unsigned f = m->phantom_from[p], a = m->arrive_at[p];
    return f == 1 || (f && a >= f);
}

int bm_has_absence(const struct bm_movement *m, unsigned p)
{
    return m->phantom_from[p] || m->arrive_at[p];
}

int bm_is_partly_absent(const struct bm_movement *m, unsigned p)
{
    return bm_has_absence(m, p) && !bm_is_phantom(m, p);
}

void bm_absence_copy(struct bm_movement *dst, unsigned q, const struct bm_movement *src,
                     unsigned p)
{
    dst->phantom_from[q] = src->phantom_from[p];
    dst->arrive_at[q] = src->arrive_at[p];
}

BM_EXPORT enum bm_status bm_movement_arrival(uint32_t *round, const struct bm_movement *m,
                                             uint32_t participant)
{
    BM_OUT_PARAM(round);
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_range("participant", participant, m->participants);
    *round = m->arrive_at[participant];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_set_arrival(struct bm_movement *m, uint32_t participant,
                                                 uint32_t round)
{
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_range("participant", participant, m->participants);
    if (round > m->rounds)
        return bm_fail(BM_ERANGE, "round %u is out of range 0..%u (0: from the start)", round,
                       m->rounds);
    m->arrive_at[participant] = round > 1 ? round : 0; /* round 1 is from the start */
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_present(int32_t *out, const struct bm_movement *m,
                                             uint32_t participant, uint32_t round)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_range("participant", participant, m->participants);
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    *out = bm_is_present(m, participant, round);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_team(uint32_t *out, const struct bm_movement *m,
                                          uint32_t pair)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (pair < 1 || pair > m->participants)
        return bm_fail_range("pair", pair, m->participants);
    *out = m->team_of ? m->team_of[pair] : 0;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_set_team(struct bm_movement *m, uint32_t pair, uint32_t team)
{
    BM_NEED(m);
    if (!m->team_of)
        return bm_fail(BM_EINVAL, "bm_movement_set_team: a %s event has no teams",
                       event_name(m->event));
    if (pair < 1 || pair > m->participants)
        return bm_fail_range("pair", pair, m->participants);
    if (team > m->participants)
        return bm_fail(BM_ERANGE, "team %u is out of range 0..%u (0: no team)", team,
                       m->participants);
    m->team_of[pair] = team;
    return BM_OK;
}

BM_EXPORT uint32_t bm_movement_teams(const struct bm_movement *m)
{
    unsigned n = 0;
    if (m && m->team_of)
        for (unsigned p = 1; p <= m->participants; p++)
            if (m->team_of[p] > n)
                n = m->team_of[p];
    return n;
}

/* A name, spec or generator: valid UTF-8, so that JSON and grid text carry it exactly. */
static enum bm_status replace_str(char **slot, const char *s)
{
    char *d = NULL;
    if (s && !bm_utf8_valid(s))
        return bm_fail(BM_EINVAL, "the text is not valid UTF-8");
    if (s && !(d = bm_strdup(s)))
        return BM_ENOMEM;
    free(*slot);
    *slot = d;
    return BM_OK;
}

BM_EXPORT const char *bm_movement_name(const struct bm_movement *m)
{
    return m ? (m->name ? m->name : "") : NULL;
}
BM_EXPORT enum bm_status bm_movement_set_name(struct bm_movement *m, const char *name)
{
    BM_NEED(m);
    return replace_str(&m->name, name);
}
BM_EXPORT const char *bm_movement_spec(const struct bm_movement *m)
{
    return m ? (m->spec ? m->spec : "") : NULL;
}
BM_EXPORT enum bm_status bm_movement_set_spec(struct bm_movement *m, const char *spec)
{
    BM_NEED(m);
    return replace_str(&m->spec, spec);
}
BM_EXPORT const char *bm_movement_generator(const struct bm_movement *m)
{
    return m ? (m->generator ? m->generator : "") : NULL;
}
BM_EXPORT enum bm_status bm_movement_set_generator(struct bm_movement *m, const char *generator)
{
    BM_NEED(m);
    return replace_str(&m->generator, generator);
}

BM_EXPORT uint32_t bm_movement_stands(const struct bm_movement *m)
{
    return m ? m->nstands : 0;
}

BM_EXPORT enum bm_status bm_movement_add_stand(uint32_t *id, struct bm_movement *m,
                                               const char *name, uint32_t after_table,
                                               uint32_t copy)
{
    if (id)
        *id = 0;
    BM_NEED(m);
    if (name && !bm_utf8_valid(name))
        return bm_fail(BM_EINVAL, "the stand's name is not valid UTF-8");
    if (after_table < 1 || after_table > m->tables)
        return bm_fail_range("table", after_table, m->tables);
    if (copy > BM_MAX_DIM)
        return bm_fail(BM_ERANGE, "copy %u is out of range 0..%u (0: any)", copy, BM_MAX_DIM);
    if (m->nstands >= BM_MAX_DIM)
        return bm_fail(BM_ERANGE, "a movement holds at most %u stands", BM_MAX_DIM);
    struct bm_stand s = {0};
    s.after_table = after_table;
    s.copy = copy;
    s.queue = bm_calloc(m->rounds, sizeof *s.queue);
    s.queue_len = bm_calloc(m->rounds, sizeof *s.queue_len);
    if (!s.queue || !s.queue_len || !dup_str(&s.name, name)) {
        free_stand(&s, m->rounds);
        return BM_ENOMEM;
    }
    struct bm_stand *grown = bm_realloc(m->stands, ((size_t)m->nstands + 1) * sizeof *grown);
    if (!grown) {
        free_stand(&s, m->rounds);
        return BM_ENOMEM;
    }
    m->stands = grown;
    m->stands[m->nstands++] = s;
    if (id)
        *id = m->nstands;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_stand(uint32_t *after_table, uint32_t *copy, const char **name,
                                           const struct bm_movement *m, uint32_t stand)
{
    if (after_table)
        *after_table = 0;
    if (copy)
        *copy = 0;
    if (name)
        *name = NULL;
    BM_NEED(m);
    if (stand < 1 || stand > m->nstands)
        return bm_fail_range("stand", stand, m->nstands);
    const struct bm_stand *s = &m->stands[stand - 1];
    if (after_table)
        *after_table = s->after_table;
    if (copy)
        *copy = s->copy;
    if (name)
        *name = s->name ? s->name : "";
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_stand_push(struct bm_movement *m, uint32_t round,
                                                uint32_t stand, uint32_t set, uint32_t copy)
{
    BM_NEED(m);
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    if (stand < 1 || stand > m->nstands)
        return bm_fail_range("stand", stand, m->nstands);
    if (set < 1 || set > m->sets)
        return bm_fail_range("set", set, m->sets);
    if (copy < 1 || copy > BM_MAX_DIM)
        return bm_fail_range("copy", copy, BM_MAX_DIM);
    struct bm_stand *s = &m->stands[stand - 1];
    unsigned n = s->queue_len[round - 1];
    if (n >= 4 * BM_MAX_DIM)
        return bm_fail(BM_ERANGE, "stand %u already holds %u boards in round %u", stand, n, round);
    struct bm_group *g = bm_realloc(s->queue[round - 1], ((size_t)n + 1) * sizeof *g);
    if (!g)
        return BM_ENOMEM;
    g[n].set = set;
    g[n].copy = copy;
    s->queue[round - 1] = g;
    s->queue_len[round - 1] = n + 1;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_stand_count(uint32_t *out, const struct bm_movement *m,
                                                 uint32_t round, uint32_t stand)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    if (stand < 1 || stand > m->nstands)
        return bm_fail_range("stand", stand, m->nstands);
    *out = m->stands[stand - 1].queue_len[round - 1];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_movement_stand_item(uint32_t *set, uint32_t *copy,
                                                const struct bm_movement *m, uint32_t round,
                                                uint32_t stand, uint32_t index)
{
    if (set)
        *set = 0;
    if (copy)
        *copy = 0;
    BM_NEED(m);
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    if (stand < 1 || stand > m->nstands)
        return bm_fail_range("stand", stand, m->nstands);
    const struct bm_stand *s = &m->stands[stand - 1];
    if (index < 1 || index > s->queue_len[round - 1])
        return bm_fail_range("index", index, s->queue_len[round - 1]);
    if (set)
        *set = s->queue[round - 1][index - 1].set;
    if (copy)
        *copy = s->queue[round - 1][index - 1].copy;
    return BM_OK;
}

static const enum bm_field pair_fields[2] = {BM_FIELD_NS, BM_FIELD_EW};
static const enum bm_field player_fields[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                               BM_FIELD_WEST};

/* Where participant q sits in round r (plays.h): the index when a report gave one. */
unsigned bm_seat_of(const struct bm_movement *m, unsigned q, unsigned r, unsigned *slot)
{
    *slot = 0;
    if (m->plays && m->plays->seat) {
        uint32_t s = m->plays->seat[(size_t)q * m->rounds + r - 1];
        *slot = s % 4;
        return s / 4;
    }
    for (unsigned t = 1; t <= m->tables; t++) {
        const struct bm_cell *c = bm_cell_at(m, r, t);
        for (unsigned k = 0; c->active && k < bm_seat_count(m); k++)
            if (c->seat[k] == q) {
                *slot = k;
                return t;
            }
    }
    return 0;
}

BM_EXPORT enum bm_status bm_movement_seat_of(uint32_t *table, enum bm_field *field,
                                             const struct bm_movement *m, uint32_t participant,
                                             uint32_t round)
{
    BM_OUT_PARAM(table);
    if (field)
        *field = (enum bm_field)0;
    BM_NEED(m);
    if (participant < 1 || participant > m->participants)
        return bm_fail_range("participant", participant, m->participants);
    if (round < 1 || round > m->rounds)
        return bm_fail_range("round", round, m->rounds);
    unsigned slot;
    *table = bm_seat_of(m, participant, round, &slot);
    if (*table && field)
        *field = bm_seat_count(m) == 2 ? pair_fields[slot] : player_fields[slot];
    return BM_OK;
}
