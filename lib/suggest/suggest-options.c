/* SPDX-License-Identifier: MIT */
/* The recommender's request: string keys and values (FFI-friendly, like bm_spec_set), the
 * one-line form "pairs=13,boards=24-28" and the defaults. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "suggest/suggest-private.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/kv.h"
#include "util/message.h"
#include "util/out.h"

static const char *const key_list = "pairs, teams, players, participants, event, boards, rounds, "
                                    "boards_per_round, max_stands, sharing, copies, stationary, "
                                    "one_winner, order";
static const char *const event_words[] = {"pairs", "teams", "individual"};
static const char *const order_words[] = {"rank", "balance", "simplicity", "boards"};

#define DEFAULT_BOARDS_LO 18u
#define DEFAULT_BOARDS_HI 30u
#define MAX_BOARDS 1000u

static void set_defaults(struct bm_suggest_options *o)
{
    memset(o, 0, sizeof *o);
    o->req.event = BM_EVENT_PAIRS;
    o->req.boards_lo = DEFAULT_BOARDS_LO;
    o->req.boards_hi = DEFAULT_BOARDS_HI;
    o->max_stands = UINT_MAX;
    o->sharing = 1;
    o->order = ORDER_RANK;
}

BM_EXPORT enum bm_status bm_suggest_options_new(struct bm_suggest_options **out)
{
    BM_OUT_PARAM(out);
    *out = bm_malloc(sizeof **out);
    if (!*out)
        return BM_ENOMEM;
    set_defaults(*out);
    return BM_OK;
}

BM_EXPORT void bm_suggest_options_free(struct bm_suggest_options *opt)
{
    free(opt);
}

/* A plain decimal number lo..hi at the start of v; its end in *end. */
static int read_number(unsigned *out, const char *v, const char **end, unsigned lo, unsigned hi)
{
    char *e;
    errno = 0;
    unsigned long x = strtoul(v, &e, 10);
    if (!isdigit((unsigned char)v[0]) || errno || x < lo || x > hi)
        return 0;
    *out = (unsigned)x;
    *end = e;
    return 1;
}

static enum bm_status number(unsigned *out, const char *key, const char *v, unsigned lo,
                             unsigned hi, char *msg, size_t msg_size)
{
    const char *end;
    if (!read_number(out, v, &end, lo, hi) || *end)
        return bm_fail(BM_EPARSE, msg, msg_size, "%s=%.40s: expected a whole number %u..%u", key,
                       v, lo, hi);
    return BM_OK;
}

static enum bm_status word(unsigned *out, const char *key, const char *v,
                           const char *const *words, unsigned n, char *msg, size_t msg_size)
{
    for (unsigned i = 0; i < n; i++)
        if (strcmp(v, words[i]) == 0) {
            *out = i;
            return BM_OK;
        }
    char list[96] = "";
    for (unsigned i = 0; i < n; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "",
                 words[i]);
    return bm_fail(BM_EPARSE, msg, msg_size, "%s=%.40s: expected %s", key, v, list);
}

/* "LO-HI" or one number: the boards each participant should play. */
static enum bm_status boards_range(struct bm_request *r, const char *v, char *msg,
                                   size_t msg_size)
{
    const char *end;
    unsigned lo, hi;
    if (read_number(&lo, v, &end, 1, MAX_BOARDS) && !*end) {
        r->boards_lo = r->boards_hi = lo;
        return BM_OK;
    }
    if (read_number(&lo, v, &end, 1, MAX_BOARDS) && *end == '-' &&
        read_number(&hi, end + 1, &end, lo, MAX_BOARDS) && !*end) {
        r->boards_lo = lo;
        r->boards_hi = hi;
        return BM_OK;
    }
    return bm_fail(BM_EPARSE, msg, msg_size,
                   "boards=%.40s: expected the boards each plays as LO-HI (e.g. 24-28) or one "
                   "number, 1..%u", v, MAX_BOARDS);
}

static enum bm_status yes_no(int *out, const char *key, const char *v, char *msg,
                             size_t msg_size)
{
    static const char *const yn[] = {"no", "yes"};
    unsigned i;
    enum bm_status st = word(&i, key, v, yn, 2, msg, msg_size);
    if (!st)
        *out = (int)i;
    return st;
}

/* The field keys: pairs, teams, players set the event and the count. */
static enum bm_status field(struct bm_suggest_options *o, const char *key, const char *v,
                            char *msg, size_t msg_size)
{
    static const char *const fields[] = {"pairs", "teams", "players"};
    static const enum bm_event events[] = {BM_EVENT_PAIRS, BM_EVENT_TEAMS, BM_EVENT_INDIVIDUAL};
    for (unsigned i = 0; i < 3; i++)
        if (strcmp(key, fields[i]) == 0) {
            enum bm_status st = number(&o->req.participants, key, v, 1, BM_MAX_DIM, msg, msg_size);
            if (!st)
                o->req.event = events[i];
            return st;
        }
    return number(&o->req.participants, key, v, 1, BM_MAX_DIM, msg, msg_size);
}

static enum bm_status set_value(struct bm_suggest_options *o, const char *key, const char *v,
                                char *msg, size_t msg_size)
{
    unsigned u;
    enum bm_status st;
    if (!strcmp(key, "pairs") || !strcmp(key, "teams") || !strcmp(key, "players") ||
        !strcmp(key, "participants"))
        return field(o, key, v, msg, msg_size);
    if (!strcmp(key, "event")) {
        st = word(&u, key, v, event_words, 3, msg, msg_size);
        if (!st)
            o->req.event = u == 0 ? BM_EVENT_PAIRS : u == 1 ? BM_EVENT_TEAMS : BM_EVENT_INDIVIDUAL;
        return st;
    }
    if (!strcmp(key, "boards"))
        return boards_range(&o->req, v, msg, msg_size);
    if (!strcmp(key, "rounds"))
        return number(&o->req.rounds, key, v, 0, BM_MAX_DIM, msg, msg_size);
    if (!strcmp(key, "boards_per_round"))
        return number(&o->req.boards_per_round, key, v, 0, BM_MAX_BOARDS_PER_SET, msg, msg_size);
    if (!strcmp(key, "max_stands")) {
        if (!strcmp(v, "any")) {
            o->max_stands = UINT_MAX;
            return BM_OK;
        }
        return number(&o->max_stands, key, v, 0, BM_MAX_DIM, msg, msg_size);
    }
    if (!strcmp(key, "copies"))
        return number(&o->copies, key, v, 0, BM_MAX_DIM, msg, msg_size);
    if (!strcmp(key, "stationary"))
        return number(&o->stationary, key, v, 0, BM_MAX_DIM, msg, msg_size);
    if (!strcmp(key, "sharing"))
        return yes_no(&o->sharing, key, v, msg, msg_size);
    if (!strcmp(key, "one_winner"))
        return yes_no(&o->one_winner, key, v, msg, msg_size);
    st = word(&u, key, v, order_words, 4, msg, msg_size);
    if (!st)
        o->order = (enum bm_suggest_order)u;
    return st;
}

static int known_key(const char *key)
{
    static const char *const keys[] = {"pairs", "teams", "players", "participants", "event",
                                       "boards", "rounds", "boards_per_round", "max_stands",
                                       "sharing", "copies", "stationary", "one_winner", "order"};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (strcmp(key, keys[i]) == 0)
            return 1;
    return 0;
}

BM_EXPORT enum bm_status bm_suggest_options_set(struct bm_suggest_options *opt, const char *key,
                                                const char *value, char *msg, size_t msg_size)
{
    bm_msg_clear(msg, msg_size);
    if (!opt || !key)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL options or key");
    if (!known_key(key))
        return bm_fail(BM_EPARSE, msg, msg_size, "unknown suggest option \"%.40s\": expected %s",
                       key, key_list);
    struct bm_suggest_options o = *opt, d;
    set_defaults(&d);
    if (!value) { /* back to the default; the field keys forget the field */
        if (!strcmp(key, "boards"))
            o.req.boards_lo = d.req.boards_lo, o.req.boards_hi = d.req.boards_hi;
        else if (!strcmp(key, "event") || !strcmp(key, "pairs") || !strcmp(key, "teams") ||
                 !strcmp(key, "players") || !strcmp(key, "participants"))
            o.req.participants = 0, o.req.event = d.req.event;
        else
            (void)set_value(&o, key, !strcmp(key, "max_stands") ? "any"
                                     : !strcmp(key, "sharing")  ? "yes"
                                     : !strcmp(key, "one_winner") ? "no"
                                     : !strcmp(key, "order")    ? "rank"
                                                                : "0",
                            NULL, 0);
        *opt = o;
        return BM_OK;
    }
    if (!value[0])
        return bm_fail(BM_EPARSE, msg, msg_size, "%s: empty value", key);
    enum bm_status st = set_value(&o, key, value, msg, msg_size);
    if (!st)
        *opt = o;
    return st;
}

static enum bm_status set_item(void *options, const char *key, const char *value, char *msg,
                               size_t msg_size)
{
    return bm_suggest_options_set(options, key, value, msg, msg_size);
}

BM_EXPORT enum bm_status bm_suggest_options_parse(struct bm_suggest_options **out,
                                                  const char *text, char *msg, size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!text)
        return bm_fail(BM_EINVAL, msg, msg_size, "NULL text");
    struct bm_suggest_options *o;
    enum bm_status st = bm_suggest_options_new(&o);
    if (!st)
        st = bm_kv_parse(text, key_list, set_item, o, msg, msg_size);
    if (st) {
        bm_suggest_options_free(o);
        if (st == BM_ENOMEM)
            bm_fail(st, msg, msg_size, "out of memory");
        return st;
    }
    *out = o;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_suggest_options_to_string(char **out,
                                                      const struct bm_suggest_options *opt)
{
    BM_OUT_PARAM(out);
    if (!opt)
        return BM_EINVAL;
    static const char *const field_keys[] = {"pairs", "teams", "players"};
    unsigned e = opt->req.event == BM_EVENT_TEAMS ? 1 : opt->req.event == BM_EVENT_INDIVIDUAL ? 2 : 0;
    struct bm_buf b;
    bm_buf_init(&b);
    if (opt->req.participants)
        bm_buf_printf(&b, "%s=%u,", field_keys[e], opt->req.participants);
    else
        bm_buf_printf(&b, "event=%s,", event_words[e]);
    bm_buf_printf(&b, "boards=%u-%u,rounds=%u,boards_per_round=%u,max_stands=", opt->req.boards_lo,
                  opt->req.boards_hi, opt->req.rounds, opt->req.boards_per_round);
    if (opt->max_stands == UINT_MAX)
        bm_buf_puts(&b, "any");
    else
        bm_buf_printf(&b, "%u", opt->max_stands);
    bm_buf_printf(&b, ",sharing=%s,copies=%u,stationary=%u,one_winner=%s,order=%s",
                  opt->sharing ? "yes" : "no", opt->copies, opt->stationary,
                  opt->one_winner ? "yes" : "no", order_words[opt->order]);
    return bm_buf_finish(&b, out);
}
