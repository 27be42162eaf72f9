/* SPDX-License-Identifier: MIT */
/* The JSON form of a movement ("format": "bridgemove/1", doc/format.md): the reader that turns
 * the parser's tree (util/json.h) into a movement, and the writer.
 *
 * The reader walks a tree because JSON objects are unordered: "grid" may come before "tables". */
#include <stdlib.h>
#include <string.h>

#include "formats/exchange.h"
#include "formats/teams.h"
#include "model/model.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/json.h"
#include "util/message.h"
#include "util/out.h"

#define FORMAT_NAME "bridgemove/1"

/* ------------------------------------------------------------------------------------------ */
/* From the tree to a movement                                                                */

struct reader {
    struct bm_movement *m;
};

/* The one "requires" entry this reader knows: "late" (participants arriving late), which a
 * reader must not ignore (it would seat them from round 1). A later writer that adds another
 * such key lists it there, and this reader then refuses the file rather than misread it. */
static enum bm_status check_header(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path format_path = {NULL, "format", 0},
                                     req_path = {NULL, "requires", 0};
    const char *format;
    const struct bm_json *req;
    enum bm_status st = bm_json_member_string(&format, root, NULL, "format", 1);
    if (st)
        return st;
    if (strcmp(format, FORMAT_NAME) != 0) {
        const struct bm_json *v;
        bm_json_find(&v, root, NULL, "format", 1);
        return bm_json_error(v, &format_path,
                             "unknown format \"%.40s\" (this reader knows \"" FORMAT_NAME "\")",
                             format);
    }
    st = bm_json_member_array(&req, root, NULL, "requires", 0);
    for (size_t i = 0; !st && req && i < req->n; i++) {
        const struct bm_json *e = &req->u.items[i];
        struct bm_json_path at = {&req_path, NULL, i};
        if (e->type != BM_JSON_STRING)
            return bm_json_wrong_type(e, &at, "a string");
        if (strcmp(e->u.str, "late") != 0)
            return bm_json_error(e, &at,
                                 "unknown requirement \"%.40s\" (this reader knows \"late\")",
                                 e->u.str);
    }
    return st;
}

static enum bm_status read_event(enum bm_event *ev, const struct reader *rd,
                                 const struct bm_json *root)
{
    static const struct bm_json_path event_path = {NULL, "event", 0};
    const char *s;
    enum bm_status st = bm_json_member_string(&s, root, NULL, "event", 1);
    if (st)
        return st;
    if (strcmp(s, "pairs") == 0)
        *ev = BM_EVENT_PAIRS;
    else if (strcmp(s, "teams") == 0)
        *ev = BM_EVENT_TEAMS;
    else if (strcmp(s, "individual") == 0)
        *ev = BM_EVENT_INDIVIDUAL;
    else {
        const struct bm_json *v;
        bm_json_find(&v, root, NULL, "event", 1);
        return bm_json_error(v, &event_path,
                             "unknown event \"%.40s\" (expected pairs, teams or individual)", s);
    }
    return BM_OK;
}

static const struct bm_json_path grid_path = {NULL, "grid", 0};

/* The grid's shape must match rounds x tables. Checked before the movement is allocated, so
 * that a few bytes claiming 4096 x 4096 cells cannot make the reader allocate for them. */
static enum bm_status check_grid_shape(const struct reader *rd, const struct bm_json *root,
                                       unsigned R, unsigned T)
{
    const struct bm_json *g;
    enum bm_status st = bm_json_member_array(&g, root, NULL, "grid", 1);
    if (!st)
        st = bm_json_array_of_length(g, &grid_path, R, "one row per round");
    for (unsigned r = 0; !st && r < R; r++) {
        struct bm_json_path row = {&grid_path, NULL, r};
        st = bm_json_array_of_length(&g->u.items[r], &row, T, "one cell per table");
    }
    return st;
}

/* The global sizes, and the empty movement they define. */
static enum bm_status read_sizes(const struct reader *rd, struct bm_movement **out,
                                 const struct bm_json *root)
{
    enum bm_event ev = BM_EVENT_PAIRS;
    unsigned T, R, S, P, k;
    enum bm_status st = read_event(&ev, rd, root);
    if (!st)
        st = bm_json_member_uint(&T, root, NULL, "tables", 1, 0, 1, BM_MAX_DIM);
    if (!st)
        st = bm_json_member_uint(&R, root, NULL, "rounds", 1, 0, 1, BM_MAX_DIM);
    if (!st)
        st = bm_json_member_uint(&S, root, NULL, "sets", 1, 0, 1, 4 * BM_MAX_DIM);
    if (!st)
        st = bm_json_member_uint(&k, root, NULL, "boards_per_set", 0, 1, 1,
                                 BM_MAX_BOARDS_PER_SET);
    if (!st)
        st = bm_json_member_uint(&P, root, NULL, "participants", 1, 0, 1, 4 * BM_MAX_DIM);
    if (!st)
        st = check_grid_shape(rd, root, R, T);
    if (!st)
        st = bm_movement_new(out, ev, R, T, P, S, k);
    return st;
}

static enum bm_status read_set_sizes(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path sizes_path = {NULL, "set_sizes", 0};
    struct bm_movement *m = rd->m;
    const struct bm_json *a;
    unsigned fb;
    enum bm_status st =
        bm_json_member_uint(&fb, root, NULL, "first_board", 0, 1, 1, 1000000u);
    if (!st)
        m->first_board = fb;
    if (!st)
        st = bm_json_member_uint(&fb, root, NULL, "first_round", 0, 1, 1, BM_MAX_FIRST_ROUND);
    if (!st)
        m->first_round = fb;
    if (!st)
        st = bm_json_member_array(&a, root, NULL, "set_sizes", 0);
    if (st || !a)
        return st;
    if (a->n != m->sets)
        return bm_json_error(a, &sizes_path, "has %zu entries, expected %u (one per set)",
                             a->n, m->sets);
    /* Two passes: check the sizes and find the largest, grow the switch storage once for it,
     * then store them. The grid is still empty, so no switch bit needs clearing. */
    unsigned biggest = 0, biggest_set = 0;
    for (unsigned s = 1; s <= m->sets; s++) {
        struct bm_json_path p = {&sizes_path, NULL, s - 1};
        unsigned size;
        st = bm_json_uint(&size, &a->u.items[s - 1], &p, 1, BM_MAX_BOARDS_PER_SET);
        if (st)
            return st;
        if (size > biggest) {
            biggest = size;
            biggest_set = s;
        }
    }
    st = bm_movement_resize_set(m, biggest_set, biggest);
    for (unsigned s = 1; !st && s <= m->sets; s++)
        bm_json_uint(&m->set_size[s - 1], &a->u.items[s - 1], NULL, 1,
                     BM_MAX_BOARDS_PER_SET);
    return st;
}

static enum bm_status read_switches(const struct reader *rd, const struct bm_json *cell,
                                    const struct bm_json_path *path, unsigned r, unsigned t,
                                    unsigned size)
{
    const struct bm_json *a;
    enum bm_status st = bm_json_member_array(&a, cell, path, "switch", 0);
    if (st || !a)
        return st;
    struct bm_json_path sw = {path, "switch", 0};
    for (size_t i = 0; i < a->n; i++) {
        struct bm_json_path ip = {&sw, NULL, i};
        unsigned pos;
        if (size == 0)
            return bm_json_error(&a->u.items[i], &ip,
                                 "a cell without a set has no boards to switch");
        st = bm_json_uint(&pos, &a->u.items[i], &ip, 1, size);
        if (st)
            return st;
        if (bm_switch_bit(rd->m, r, t, pos))
            return bm_json_error(&a->u.items[i], &ip, "position %u is listed twice", pos);
        bm_switch_bit_set(rd->m, r, t, pos, 1);
    }
    return BM_OK;
}

static const char *const pair_keys[2] = {"ns", "ew"};
static const char *const player_keys[4] = {"n", "s", "e", "w"};

static enum bm_status read_cell(const struct reader *rd, const struct bm_json *v,
                                const struct bm_json_path *row, unsigned r, unsigned t)
{
    struct bm_movement *m = rd->m;
    struct bm_json_path path = {row, NULL, t - 1};
    if (v->type == BM_JSON_NULL)
        return BM_OK;
    if (v->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(v, &path, "a cell object or null (idle table)");
    struct bm_cell *c = bm_cell_at(m, r, t);
    unsigned seats = bm_seat_count(m);
    const char *const *keys = seats == 2 ? pair_keys : player_keys;
    enum bm_status st = BM_OK;
    for (unsigned i = 0; !st && i < seats; i++)
        st = bm_json_member_uint(&c->seat[i], v, &path, keys[i], 1, 0, 0, m->participants);
    if (!st)
        st = bm_json_member_uint(&c->set, v, &path, "set", 1, 0, 0, m->sets);
    if (!st)
        st = bm_json_member_uint(&c->copy, v, &path, "copy", 0, 1, 1, BM_MAX_DIM);
    unsigned size = !st && c->set ? m->set_size[c->set - 1] : 0;
    if (!st)
        st = bm_json_member_uint(&c->first, v, &path, "first", 0, 0, 0, size);
    if (!st)
        st = read_switches(rd, v, &path, r, t, size);
    c->active = 1;
    return st;
}

/* The cells; the shape was checked by check_grid_shape(). */
static enum bm_status read_grid(const struct reader *rd, const struct bm_json *root)
{
    const struct bm_json *g;
    enum bm_status st = bm_json_find(&g, root, NULL, "grid", 1);
    for (unsigned r = 1; !st && r <= rd->m->rounds; r++) {
        struct bm_json_path row = {&grid_path, NULL, r - 1};
        for (unsigned t = 1; !st && t <= rd->m->tables; t++)
            st = read_cell(rd, &g->u.items[r - 1].u.items[t - 1], &row, r, t);
    }
    return st;
}

/* "phantoms": [p] or [p, from_round] entries (absent from round 1, or from from_round on). */
static enum bm_status read_phantoms(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path phantoms_path = {NULL, "phantoms", 0};
    struct bm_movement *m = rd->m;
    const struct bm_json *a;
    enum bm_status st = bm_json_member_array(&a, root, NULL, "phantoms", 0);
    for (size_t i = 0; !st && a && i < a->n; i++) {
        const struct bm_json *e = &a->u.items[i];
        struct bm_json_path p = {&phantoms_path, NULL, i}, who_p = {&p, NULL, 0},
                            from_p = {&p, NULL, 1};
        unsigned who, from = 1;
        if (e->type != BM_JSON_ARRAY || e->n < 1 || e->n > 2)
            return bm_json_error(e, &p,
                                 "expected [participant] or [participant, from_round]");
        st = bm_json_uint(&who, &e->u.items[0], &who_p, 1, m->participants);
        if (!st && e->n == 2)
            st = bm_json_uint(&from, &e->u.items[1], &from_p, 1, m->rounds);
        if (!st && m->phantom_from[who])
            return bm_json_error(e, &p, "participant %u is listed twice", who);
        if (!st)
            m->phantom_from[who] = from;
    }
    return st;
}

/* "late": [p, round] entries (plays from that round on, 2..rounds), after "phantoms": a
 * participant must be present in some round. */
static enum bm_status read_late(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path late_path = {NULL, "late", 0};
    struct bm_movement *m = rd->m;
    const struct bm_json *a;
    enum bm_status st = bm_json_member_array(&a, root, NULL, "late", 0);
    for (size_t i = 0; !st && a && i < a->n; i++) {
        const struct bm_json *e = &a->u.items[i];
        struct bm_json_path p = {&late_path, NULL, i}, who_p = {&p, NULL, 0},
                            round_p = {&p, NULL, 1};
        unsigned who, round;
        if (e->type != BM_JSON_ARRAY || e->n != 2)
            return bm_json_error(e, &p, "expected [participant, first_round]");
        st = bm_json_uint(&who, &e->u.items[0], &who_p, 1, m->participants);
        if (!st && m->rounds < 2)
            return bm_json_error(e, &p, "nobody can arrive late in a one-round movement");
        if (!st)
            st = bm_json_uint(&round, &e->u.items[1], &round_p, 2, m->rounds);
        if (!st && m->arrive_at[who])
            return bm_json_error(e, &p, "participant %u is listed twice", who);
        if (!st && m->phantom_from[who] && m->phantom_from[who] <= round)
            return bm_json_error(e, &p,
                                 "participant %u would never play: it arrives for round %u but "
                                 "is absent from round %u on (phantoms)",
                                 who, round, m->phantom_from[who]);
        if (!st)
            m->arrive_at[who] = round;
    }
    return st;
}

static enum bm_status read_teams(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path teams_path = {NULL, "teams", 0};
    struct bm_movement *m = rd->m;
    const struct bm_json *a;
    enum bm_status st = bm_json_member_array(&a, root, NULL, "teams", 0);
    if (st || !a)
        return st;
    if (m->event != BM_EVENT_TEAMS)
        return bm_json_error(a, &teams_path,
                             "only a teams event has teams (\"event\": \"teams\")");
    if (a->n > m->participants)
        return bm_json_error(a, &teams_path, "%zu teams but only %u pairs", a->n,
                             m->participants);
    for (size_t i = 0; i < a->n; i++) {
        const struct bm_json *team = &a->u.items[i];
        struct bm_json_path p = {&teams_path, NULL, i};
        if (team->type != BM_JSON_ARRAY)
            return bm_json_wrong_type(team, &p, "an array of pairs");
        for (size_t j = 0; j < team->n; j++) {
            struct bm_json_path ip = {&p, NULL, j};
            unsigned pair;
            st = bm_json_uint(&pair, &team->u.items[j], &ip, 1, m->participants);
            if (st)
                return st;
            if (m->team_of[pair])
                return bm_json_error(&team->u.items[j], &ip,
                                     "pair %u is already in team %u", pair, m->team_of[pair]);
            m->team_of[pair] = (unsigned)i + 1;
        }
    }
    return BM_OK;
}

static const struct bm_json_path stands_path = {NULL, "stands", 0};

static enum bm_status read_stand(const struct reader *rd, const struct bm_json *e, size_t i)
{
    struct bm_json_path p = {&stands_path, NULL, i};
    unsigned id, after, copy;
    const char *name;
    if (e->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(e, &p, "a stand object");
    enum bm_status st =
        bm_json_member_uint(&id, e, &p, "id", 0, (unsigned)i + 1, 1, BM_MAX_DIM);
    if (!st && id != i + 1) {
        const struct bm_json *v;
        struct bm_json_path ip = {&p, "id", 0};
        bm_json_find(&v, e, &p, "id", 1);
        return bm_json_error(v, &ip, "is %u, expected %zu (stands are numbered in order)",
                             id, i + 1);
    }
    if (!st)
        st = bm_json_member_string(&name, e, &p, "name", 0);
    if (!st)
        st = bm_json_member_uint(&after, e, &p, "after_table", 1, 0, 1, rd->m->tables);
    if (!st)
        st = bm_json_member_uint(&copy, e, &p, "copy", 0, 0, 0, BM_MAX_DIM);
    if (!st)
        st = bm_movement_add_stand(NULL, rd->m, name, after, copy);
    return st;
}

static enum bm_status read_group(const struct reader *rd, const struct bm_json *g,
                                 const struct bm_json_path *p, unsigned r, unsigned stand)
{
    struct bm_json_path set_p = {p, NULL, 0}, copy_p = {p, NULL, 1};
    unsigned set, copy;
    if (g->type != BM_JSON_ARRAY || g->n != 2)
        return bm_json_error(g, p, "expected a [set, copy] pair");
    enum bm_status st = bm_json_uint(&set, &g->u.items[0], &set_p, 1, rd->m->sets);
    if (!st)
        st = bm_json_uint(&copy, &g->u.items[1], &copy_p, 1, BM_MAX_DIM);
    if (!st && rd->m->stands[stand - 1].queue_len[r - 1] >= 4 * BM_MAX_DIM)
        return bm_json_error(g, p, "more than %u groups on one stand", 4 * BM_MAX_DIM);
    if (!st)
        st = bm_movement_stand_push(rd->m, r, stand, set, copy);
    return st;
}

static enum bm_status read_stands(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path contents_path = {NULL, "stand_contents", 0};
    struct bm_movement *m = rd->m;
    const struct bm_json *a, *c;
    enum bm_status st = bm_json_member_array(&a, root, NULL, "stands", 0);
    if (!st && a && a->n > BM_MAX_DIM)
        return bm_json_error(a, &stands_path, "at most %u stands", BM_MAX_DIM);
    for (size_t i = 0; !st && a && i < a->n; i++)
        st = read_stand(rd, &a->u.items[i], i);
    if (!st)
        st = bm_json_member_array(&c, root, NULL, "stand_contents", 0);
    if (st || !c)
        return st;
    st = bm_json_array_of_length(c, &contents_path, m->rounds, "one entry per round");
    for (unsigned r = 1; !st && r <= m->rounds; r++) {
        const struct bm_json *row = &c->u.items[r - 1];
        struct bm_json_path p = {&contents_path, NULL, r - 1};
        st = bm_json_array_of_length(row, &p, m->nstands, "one queue per stand");
        for (unsigned s = 1; !st && s <= m->nstands; s++) {
            const struct bm_json *q = &row->u.items[s - 1];
            struct bm_json_path sp = {&p, NULL, s - 1};
            if (q->type != BM_JSON_ARRAY)
                return bm_json_wrong_type(q, &sp, "an array of [set, copy] pairs");
            for (size_t k = 0; !st && k < q->n; k++) {
                struct bm_json_path gp = {&sp, NULL, k};
                st = read_group(rd, &q->u.items[k], &gp, r, s);
            }
        }
    }
    return st;
}

static enum bm_status read_strings(const struct reader *rd, const struct bm_json *root)
{
    const char *name, *spec, *gen;
    enum bm_status st = bm_json_member_string(&name, root, NULL, "name", 0);
    if (!st)
        st = bm_json_member_string(&spec, root, NULL, "spec", 0);
    if (!st)
        st = bm_json_member_string(&gen, root, NULL, "generator", 0);
    if (!st && name)
        st = bm_movement_set_name(rd->m, name);
    if (!st && spec)
        st = bm_movement_set_spec(rd->m, spec);
    if (!st && gen)
        st = bm_movement_set_generator(rd->m, gen);
    return st;
}

/* One entry of "changes": {"change": "late", "pair": 23, "round": 3}; a table added names no
 * pair ({"change": "add_table", "round": 5}). */
static enum bm_status read_change(const struct reader *rd, const struct bm_json *e,
                                  const struct bm_json_path *p)
{
    static const char *const want = "an object {\"change\": \"late\", \"pair\": P, "
                                     "\"round\": R}";
    const struct bm_json *v, *pair_v;
    const char *key;
    enum bm_change_kind kind;
    unsigned pair = 0, round;
    if (e->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(e, p, want);
    enum bm_status st = bm_json_member_string(&key, e, p, "change", 1);
    if (!st)
        st = bm_json_find(&pair_v, e, p, "pair", 0);
    if (st)
        return st;
    if (!bm_change_kind_find(&kind, key, strlen(key))) {
        struct bm_json_path kp = {p, "change", 0};
        bm_json_find(&v, e, p, "change", 1);
        return bm_json_error(v, &kp, "unknown change \"%.40s\" (expected late, leaves or "
                                     "add_table)", key);
    }
    if (kind == BM_CHANGE_KIND_ADD_TABLE && pair_v) {
        struct bm_json_path pp = {p, "pair", 0};
        return bm_json_error(pair_v, &pp, "a table added names no pair");
    }
    if (kind != BM_CHANGE_KIND_ADD_TABLE)
        st = bm_json_member_uint(&pair, e, p, "pair", 1, 0, 1, rd->m->participants);
    if (!st)
        st = bm_json_member_uint(&round, e, p, "round", 1, 0, 1, rd->m->rounds);
    if (!st && rd->m->nchanges >= BM_MAX_CHANGES)
        return bm_json_error(e, p, "at most %u changes", BM_MAX_CHANGES);
    return st ? st : bm_movement_add_change(rd->m, kind, pair, round);
}

/* "changes": the changes made mid-session, in order (the model checks nothing more than the
 * ranges: a record of what was done, which the grid and the absences already hold). */
static enum bm_status read_changes(const struct reader *rd, const struct bm_json *root)
{
    static const struct bm_json_path changes_path = {NULL, "changes", 0};
    const struct bm_json *a;
    enum bm_status st = bm_json_member_array(&a, root, NULL, "changes", 0);
    for (size_t i = 0; !st && a && i < a->n; i++) {
        struct bm_json_path p = {&changes_path, NULL, i};
        st = read_change(rd, &a->u.items[i], &p);
    }
    return st;
}

static enum bm_status read_movement(struct bm_movement **out, const struct bm_json *root)
{
    struct reader rd = {NULL};
    if (root->type != BM_JSON_OBJECT)
        return bm_json_wrong_type(root, NULL, "a JSON object");
    enum bm_status st = check_header(&rd, root);
    if (!st)
        st = read_sizes(&rd, &rd.m, root);
    if (!st)
        st = read_set_sizes(&rd, root);
    if (!st)
        st = read_grid(&rd, root);
    if (!st)
        st = read_phantoms(&rd, root);
    if (!st)
        st = read_late(&rd, root);
    if (!st)
        st = read_teams(&rd, root);
    if (!st)
        st = read_stands(&rd, root);
    if (!st)
        st = read_strings(&rd, root);
    if (!st)
        st = read_changes(&rd, root);
    if (st) {
        bm_movement_free(rd.m);
        return st;
    }
    *out = rd.m;
    return BM_OK;
}

enum bm_status bm_json_movement_read(struct bm_movement **out, const char *text, size_t len)
{
    struct bm_json root;
    enum bm_status st = bm_json_parse(&root, text, len);
    if (!st) {
        st = read_movement(out, &root);
        bm_json_free(&root);
    }
    return st;
}

/* ------------------------------------------------------------------------------------------ */
/* The writer                                                                                 */

static const char *event_name(enum bm_event e)
{
    return e == BM_EVENT_TEAMS ? "teams" : e == BM_EVENT_INDIVIDUAL ? "individual" : "pairs";
}

static void put_key_string(struct bm_buf *b, const char *key, const char *value)
{
    bm_buf_printf(b, "  \"%s\": ", key);
    bm_buf_json_string(b, value);
    bm_buf_puts(b, ",\n");
}

/* A decimal number without printf: the grid writes tens of thousands of them. */
static void put_uint(struct bm_buf *b, unsigned v)
{
    char tmp[12];
    size_t n = sizeof tmp;
    do {
        tmp[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    bm_buf_add(b, tmp + n, sizeof tmp - n);
}

/* ", "key": value" (or without the comma first) */
static void put_member_uint(struct bm_buf *b, const char *key, unsigned v, int first)
{
    if (!first)
        bm_buf_add(b, ", ", 2);
    bm_buf_add(b, "\"", 1);
    bm_buf_puts(b, key);
    bm_buf_add(b, "\": ", 3);
    put_uint(b, v);
}

static void write_cell(struct bm_buf *b, const struct bm_movement *m, unsigned r, unsigned t)
{
    const struct bm_cell *c = bm_cell_at(m, r, t);
    if (!c->active) {
        bm_buf_add(b, "null", 4);
        return;
    }
    unsigned seats = bm_seat_count(m);
    const char *const *keys = seats == 2 ? pair_keys : player_keys;
    bm_buf_add(b, "{", 1);
    for (unsigned i = 0; i < seats; i++)
        put_member_uint(b, keys[i], c->seat[i], i == 0);
    put_member_uint(b, "set", c->set, 0);
    if (c->copy != 1)
        put_member_uint(b, "copy", c->copy, 0);
    unsigned size = c->set ? m->set_size[c->set - 1] : 0, n = 0;
    for (unsigned i = 1; i <= size; i++)
        if (bm_switch_bit(m, r, t, i)) {
            bm_buf_puts(b, n++ ? ", " : ", \"switch\": [");
            put_uint(b, i);
        }
    if (n)
        bm_buf_add(b, "]", 1);
    if (c->first)
        put_member_uint(b, "first", c->first, 0);
    bm_buf_add(b, "}", 1);
}

static int uniform_sizes(const struct bm_movement *m)
{
    for (unsigned s = 0; s < m->sets; s++)
        if (m->set_size[s] != m->boards_per_set)
            return 0;
    return 1;
}

static void write_optional_globals(struct bm_buf *b, const struct bm_movement *m)
{
    if (m->first_board != 1)
        bm_buf_printf(b, "  \"first_board\": %u,\n", m->first_board);
    if (m->first_round != 1)
        bm_buf_printf(b, "  \"first_round\": %u,\n", m->first_round);
    if (!uniform_sizes(m)) {
        bm_buf_puts(b, "  \"set_sizes\": [");
        for (unsigned s = 0; s < m->sets; s++)
            bm_buf_printf(b, "%s%u", s ? ", " : "", m->set_size[s]);
        bm_buf_puts(b, "],\n");
    }
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++) {
        unsigned f = m->phantom_from[p];
        if (!f)
            continue;
        bm_buf_puts(b, n++ ? ", [" : "  \"phantoms\": [[");
        if (f == 1)
            bm_buf_printf(b, "%u]", p);
        else
            bm_buf_printf(b, "%u, %u]", p, f);
    }
    if (n)
        bm_buf_puts(b, "],\n");
    n = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        if (m->arrive_at[p])
            bm_buf_printf(b, "%s%u, %u]", n++ ? ", [" : "  \"late\": [[", p, m->arrive_at[p]);
    if (n)
        bm_buf_puts(b, "],\n");
    if (m->event != BM_EVENT_TEAMS || !bm_movement_teams(m))
        return;
    struct bm_team_lists l;
    if (bm_team_lists_make(&l, m)) {
        b->failed = 1;
        return;
    }
    bm_buf_puts(b, "  \"teams\": [");
    for (unsigned k = 1; k <= l.teams; k++) {
        bm_buf_puts(b, k > 1 ? ", [" : "[");
        for (unsigned p = l.first[k]; p; p = l.next[p])
            bm_buf_printf(b, "%s%u", p == l.first[k] ? "" : ", ", p);
        bm_buf_puts(b, "]");
    }
    bm_buf_puts(b, "],\n");
    bm_team_lists_free(&l);
}

static void write_stands(struct bm_buf *b, const struct bm_movement *m)
{
    if (!m->nstands)
        return;
    bm_buf_puts(b, ",\n  \"stands\": [\n");
    for (unsigned i = 0; i < m->nstands; i++) {
        const struct bm_stand *s = &m->stands[i];
        bm_buf_printf(b, "    {\"id\": %u, ", i + 1);
        if (s->name && s->name[0]) {
            bm_buf_puts(b, "\"name\": ");
            bm_buf_json_string(b, s->name);
            bm_buf_puts(b, ", ");
        }
        bm_buf_printf(b, "\"after_table\": %u, \"copy\": %u}%s\n", s->after_table, s->copy,
                      i + 1 < m->nstands ? "," : "");
    }
    bm_buf_puts(b, "  ],\n  \"stand_contents\": [\n");
    for (unsigned r = 0; r < m->rounds; r++) {
        bm_buf_puts(b, "    [");
        for (unsigned i = 0; i < m->nstands; i++) {
            const struct bm_stand *s = &m->stands[i];
            bm_buf_puts(b, i ? ", [" : "[");
            for (unsigned k = 0; k < s->queue_len[r]; k++)
                bm_buf_printf(b, "%s[%u, %u]", k ? ", " : "", s->queue[r][k].set,
                              s->queue[r][k].copy);
            bm_buf_puts(b, "]");
        }
        bm_buf_puts(b, r + 1 < m->rounds ? "],\n" : "]\n");
    }
    bm_buf_puts(b, "  ]");
}

/* Whether a participant arrives late: the file then requires "late" (see check_header). */
static int any_late(const struct bm_movement *m)
{
    for (unsigned p = 1; p <= m->participants; p++)
        if (m->arrive_at[p])
            return 1;
    return 0;
}

enum bm_status bm_json_movement_write(char **out, const struct bm_movement *m)
{
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, "{\n  \"format\": \"" FORMAT_NAME "\",\n");
    if (any_late(m))
        bm_buf_puts(&b, "  \"requires\": [\"late\"],\n");
    if (m->name && m->name[0])
        put_key_string(&b, "name", m->name);
    bm_buf_printf(&b, "  \"event\": \"%s\",\n", event_name(m->event));
    if (m->spec && m->spec[0])
        put_key_string(&b, "spec", m->spec);
    if (m->generator && m->generator[0])
        put_key_string(&b, "generator", m->generator);
    bm_changes_json(&b, m); /* beside the spec they follow */
    bm_buf_printf(&b, "  \"tables\": %u,\n  \"rounds\": %u,\n  \"sets\": %u,\n"
                      "  \"boards_per_set\": %u,\n  \"participants\": %u,\n",
                  m->tables, m->rounds, m->sets, m->boards_per_set, m->participants);
    write_optional_globals(&b, m);
    bm_buf_puts(&b, "  \"grid\": [\n");
    for (unsigned r = 1; r <= m->rounds && !b.failed; r++) {
        bm_buf_puts(&b, "    [");
        for (unsigned t = 1; t <= m->tables; t++) {
            if (t > 1)
                bm_buf_puts(&b, ", ");
            write_cell(&b, m, r, t);
        }
        bm_buf_puts(&b, r < m->rounds ? "],\n" : "]\n");
    }
    bm_buf_puts(&b, "  ]");
    write_stands(&b, m);
    bm_buf_puts(&b, "\n}\n");
    return bm_buf_finish(&b, out);
}
