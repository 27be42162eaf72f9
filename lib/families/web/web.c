/* SPDX-License-Identifier: MIT */
/* Web movements (Hill's Web movements, Tim Hill after John "Spider" Harris): t = n*d + 2s
 * tables playing d deal groups in r <= d rounds, each subsection with its own case of boards.
 *
 *   NS pairs stationary; EW pairs up one table a round over all t tables, skipping one table
 *   after round d/2 when d is even.
 *   Tables 1..n*d: n subsections of size d boarded like a Mitchell (table j of a subsection
 *   plays group j in round 1); boards move down one table, the first passing to the last.
 *   Tables n*d+1..n*d+s: boarded ascending (1..s); the d-s other groups wait on a bye stand
 *   that takes the first table's boards and feeds the last table, ascending.
 *   Tables n*d+s+1..t: boarded descending (s-1, ..., 1, then d on the last table); the other
 *   groups wait on a bye stand fed by the first table that feeds the last table, descending.
 *   Boards move down one station a round everywhere, so a subsection of size s plus its stand
 *   is a Mitchell of d stations. An EW pair's deal group rises by two a round through ascending
 *   tables and falls by two through descending ones (one more at the skip); the descending
 *   boarding makes those runs miss each other, so nobody replays a group (the text's "magic";
 *   test-web-sweep.c checks every decomposition of t = 4..45, d = 6..15).
 *
 * Variants: share=1 (default) lets two single-table subsections (s = 1) share a case: they
 * play the same group only in round (d+1)/2 (never when d is even). flow=1 chains the Mitchell
 * subsections and the ascending one into one board path (tables 1..n*d+s and the ascending
 * stand), as the text's second t = 11 table: the grid is the same, only the cases travel. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families/families.h"
#include "families/web/web.h"
#include "util/alloc.h"
#include "util/arith.h"

/* Tables up to this one are boarded ascending (Mitchell subsections, then the ascending one). */
static unsigned last_ascending(const struct web_plan *w)
{
    return w->subsections * w->groups + w->size;
}

unsigned bm_web_group(const struct web_plan *w, unsigned round, unsigned table)
{
    unsigned d = w->groups;
    if (table <= last_ascending(w)) /* n*d is a multiple of d: one formula for all */
        return 1 + bm_mod((long)(table - 1) + (round - 1), d);
    unsigned j = table - last_ascending(w); /* 1..s in the descending subsection */
    return 1 + bm_mod((long)w->size - (long)j - (long)round, d);
}

unsigned bm_web_ew_pair(const struct web_plan *w, unsigned round, unsigned table)
{
    unsigned d = w->groups;
    unsigned offset = (round - 1) + (d % 2 == 0 && round > d / 2 ? 1u : 0u);
    return w->tables + 1 + bm_mod((long)(table - 1) - (long)offset, w->tables);
}

/* With flow=1 the boards of tables 1..n*d+s and of the ascending stand travel one path of
 * stations (tables, then the stand's places); station k holds in round r the board that
 * started at station k + r - 1, and the stations of round 1 hold case 1 on the first d,
 * case 2 on the next d, ... */
static unsigned chain_length(const struct web_plan *w)
{
    return (w->subsections + (w->size ? 1u : 0u)) * w->groups;
}

static unsigned chain_case(const struct web_plan *w, unsigned station, unsigned round)
{
    return bm_mod((long)station + (round - 1), chain_length(w)) / w->groups + 1;
}

static unsigned case_at(const struct web_plan *w, unsigned round, unsigned table)
{
    unsigned n = w->subsections, d = w->groups;
    if (w->flow && table <= last_ascending(w))
        return chain_case(w, table - 1, round);
    if (table <= n * d)
        return (table - 1) / d + 1;
    if (table <= last_ascending(w))
        return n + 1;
    return w->share ? n + 1 : n + 2;
}

static enum bm_status fill_tables(struct bm_movement *m, const struct web_plan *w)
{
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= w->rounds && !st; r++)
        for (unsigned t = 1; t <= w->tables && !st; t++) {
            st = bm_movement_set_pairs(m, r, t, t, bm_web_ew_pair(w, r, t), bm_web_group(w, r, t));
            if (!st)
                st = bm_movement_set(m, r, t, BM_FIELD_COPY, case_at(w, r, t));
        }
    return st;
}

static void tables_label(char *buf, size_t n, unsigned first, unsigned last)
{
    if (first == last)
        snprintf(buf, n, "table %u", first);
    else
        snprintf(buf, n, "tables %u-%u", first, last);
}

/* The ascending stand: place i (1..d-s) is station n*d+s+i-1 of the ascending path. */
static enum bm_status add_ascending_stand(struct bm_movement *m, const struct web_plan *w)
{
    unsigned n = w->subsections, d = w->groups, s = w->size, id;
    unsigned first = w->flow ? 1 : n * d + 1, copy = w->flow ? 0 : n + 1;
    char tables[48], name[96];
    tables_label(tables, sizeof tables, first, last_ascending(w));
    if (w->flow)
        snprintf(name, sizeof name, "bye stand (%s, boards flowing)", tables);
    else
        snprintf(name, sizeof name, "bye stand, case %u (%s)", copy, tables);
    enum bm_status st = bm_movement_add_stand(&id, m, name, first, copy);
    for (unsigned r = 1; r <= w->rounds && !st; r++)
        for (unsigned i = 1; i <= d - s && !st; i++) {
            unsigned station = n * d + s + i - 1;
            st = bm_movement_stand_push(m, r, id, 1 + bm_mod((long)station + (r - 1), d),
                                        w->flow ? chain_case(w, station, r) : copy);
        }
    return st;
}

/* The descending stand: place i (1..d-s) continues the subsection as its table s+i. */
static enum bm_status add_descending_stand(struct bm_movement *m, const struct web_plan *w)
{
    unsigned first = last_ascending(w) + 1, copy = w->subsections + 2, id;
    char tables[48], name[96];
    tables_label(tables, sizeof tables, first, w->tables);
    snprintf(name, sizeof name, "bye stand, case %u (%s)", copy, tables);
    enum bm_status st = bm_movement_add_stand(&id, m, name, first, copy);
    for (unsigned r = 1; r <= w->rounds && !st; r++)
        for (unsigned i = 1; i <= w->groups - w->size && !st; i++)
            st = bm_movement_stand_push(m, r, id, bm_web_group(w, r, w->tables + i), copy);
    return st;
}

/* Two single tables sharing a case: one stand holds the groups neither plays, in the order
 * the two tables will next need them (the ascending table first on a tie). */
static enum bm_status add_shared_stand(struct bm_movement *m, const struct web_plan *w)
{
    unsigned a = last_ascending(w), b = w->tables, copy = w->subsections + 1, d = w->groups, id;
    char name[96];
    snprintf(name, sizeof name, "bye stand, case %u (tables %u-%u, shared)", copy, a, b);
    unsigned char *queued = bm_calloc((size_t)d + 1, 1);
    if (!queued)
        return BM_ENOMEM;
    enum bm_status st = bm_movement_add_stand(&id, m, name, a, copy);
    for (unsigned r = 1; r <= w->rounds && !st; r++) {
        memset(queued, 0, (size_t)d + 1);
        queued[bm_web_group(w, r, a)] = queued[bm_web_group(w, r, b)] = 1;
        for (unsigned next = r + 1; next <= r + d && !st; next++) {
            unsigned need[2] = {bm_web_group(w, next, a), bm_web_group(w, next, b)};
            for (unsigned k = 0; k < 2 && !st; k++)
                if (!queued[need[k]]) {
                    queued[need[k]] = 1;
                    st = bm_movement_stand_push(m, r, id, need[k], copy);
                }
        }
    }
    free(queued);
    return st;
}

static enum bm_status add_stands(struct bm_movement *m, const struct web_plan *w)
{
    if (w->size == 0)
        return BM_OK;
    if (w->share)
        return add_shared_stand(m, w);
    enum bm_status st = add_ascending_stand(m, w);
    return st ? st : add_descending_stand(m, w);
}

static const char *kind(const struct web_plan *w)
{
    if (w->size == 0)
        return w->subsections == 1 ? " (Mitchell)" : " (continuous Mitchell)";
    if (w->subsections == 1 && w->size == 1)
        return " (Bowman/Ewing)";
    return "";
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    struct web_plan w;
    unsigned k;
    enum bm_status st = bm_web_plan_read(&w, p);
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    if (st)
        return st;
    unsigned tables = w.tables + (w.rover ? 1u : 0u);
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, w.rounds, tables, 2 * tables, w.groups, k);
    if (st)
        return st;
    st = fill_tables(m, &w);
    if (!st)
        st = add_stands(m, &w);
    if (!st && w.rover)
        st = bm_web_add_rover(m, &w);
    return bm_family_finish(out, m, st, "Web movement, %u tables, %u rounds, %u deal groups%s%s",
                            w.tables, w.rounds, w.groups, kind(&w),
                            w.rover == WEB_ROVER_NS   ? ", NS rover and party table"
                            : w.rover == WEB_ROVER_EW ? ", EW rover and party table"
                                                      : "");
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 2, .max = WEB_MAX_TABLES, .required = 1,
     .help = "the number of tables (t), the party table not counted"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = WEB_MAX_TABLES,
     .def_text = "groups (d)", .limits = "at most t and at most d",
     .help = "rounds to play (r); give rounds or groups"},
    {.name = "groups", .type = BM_KEY_INTEGER, .min = 1, .max = WEB_MAX_TABLES,
     .def_text = "r; r + 1 when t is odd and r even",
     .limits = "at most t; odd when t is odd",
     .help = "deal groups in play (d): every pair plays r of them, none twice"},
    {.name = "rover", .type = BM_KEY_CHOICE, .choices = "none ns ew", .def = "none",
     .help = "ns or ew: add a rover pair (sitting NS or EW) and a party table, t + 1 tables"},
    {.name = "subsections", .type = BM_KEY_INTEGER, .min = 0, .max = WEB_MAX_TABLES,
     .def_text = "the fewest cases of boards", .limits = "t = n*d + 2s with 0 <= s < d",
     .help = "Mitchell subsections of d tables (n); two subsections of s tables take the rest"},
    {.name = "share", .type = BM_KEY_INTEGER, .min = 0, .max = 1, .def = "1",
     .help = "1: two single-table subsections (s = 1) share one case of boards"},
    {.name = "flow", .type = BM_KEY_INTEGER, .min = 0, .max = 1, .def = "0",
     .help = "1: the boards flow through all the Mitchell subsections and the ascending one as "
             "one path"},
    {.name = NULL},
};

/* The recommender's offers: two pairs a table (an odd number with a phantom), or a rover and a
 * party table taking the last two pairs; as many rounds as fit the session, the deal groups
 * and subsections the builder chooses. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    char base[64];
    unsigned t = bm_serve_pairs_base(base, sizeof base, req, "web", NULL);
    struct bm_rounds r = {1, t, 0, req->participants % 2, "rounds"};
    enum bm_status st = t >= 2 ? bm_serve_rounds(req, base, &r, offer, sink) : BM_OK;
    if (!st && req->participants % 2 == 0 && t >= 3) {
        snprintf(base, sizeof base, "web:tables=%u,rover=ns", t - 1);
        r.hi = t - 1;
        st = bm_serve_rounds(req, base, &r, offer, sink);
    }
    return st;
}

const struct bm_family bm_family_web = {
    .spec.name = "web",
    .spec.description = "A Mitchell for clubs with dealing machines: the tables form subsections, "
                        "each with its own case of boards, so that no pair replays a deal group",
    .source = "Hill's Web movements",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
