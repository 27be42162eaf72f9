/* SPDX-License-Identifier: MIT */
/* The Mitchell family (seed 001 Part I, seed 003 section 1): NS pairs stationary at their
 * tables, EW pairs moving up one table a round, boards moving down one station a round.
 *   standard: odd T (or even T curtailed to T/2 rounds, before EW pairs meet boards again);
 *   skip:     even T, EW pairs move up two tables after round T/2 (Table IIb);
 *   relay:    even T, a relay stand between tables T/2 and T/2+1, table T sharing table 1's
 *             boards (Table IIa, the French "gueridon"). */
#include <stdio.h>
#include <string.h>

#include "descriptor/family.h"
#include "families/families.h"
#include "model/model.h"
#include "util/arith.h"
#include "util/message.h"

enum variant { STANDARD, SKIP, RELAY };

/* 0-based offset of the EW pairs in round r: one table a round, plus the skip. */
static unsigned ew_offset(enum variant v, unsigned T, unsigned r)
{
    return (r - 1) + (v == SKIP && r > T / 2 ? 1u : 0u);
}

/* Set at table t in round r. The relay form threads the boards through T stations:
 * tables 1..T/2, the relay stand, tables T/2+1..T-1; table T shares table 1's set. */
static unsigned set_at(enum variant v, unsigned T, unsigned r, unsigned t)
{
    if (v != RELAY)
        return 1 + bm_mod((long)(t - 1) + (r - 1), T);
    if (t == T)
        t = 1;
    unsigned station = t <= T / 2 ? t - 1 : t;
    return 1 + bm_mod((long)station + (r - 1), T);
}

static enum bm_status parse_variant(enum variant *v, unsigned T, const struct bm_params *p,
                                    char *msg, size_t msg_size)
{
    const char *s = bm_param_str(p, "variant", T % 2 ? "standard" : "relay");
    if (strcmp(s, "standard") == 0)
        *v = STANDARD;
    else if (strcmp(s, "skip") == 0)
        *v = SKIP;
    else if (strcmp(s, "relay") == 0)
        *v = RELAY;
    else
        return bm_fail(BM_EPARSE, msg, msg_size,
                       "variant=%s: expected standard, skip or relay", s);
    if (*v != STANDARD && T % 2)
        return bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                       "variant=%s needs an even number of tables; %u tables play variant=standard",
                       s, T);
    return BM_OK;
}

static unsigned max_rounds(enum variant v, unsigned T)
{
    return v == STANDARD && T % 2 == 0 ? T / 2 : T;
}

static enum bm_status add_relay(struct bm_movement *m, unsigned T)
{
    char name[64];
    unsigned id;
    snprintf(name, sizeof name, "relay between tables %u and %u", T / 2, T / 2 + 1);
    enum bm_status st = bm_movement_add_stand(&id, m, name, T / 2 + 1, 0);
    for (unsigned r = 1; !st && r <= m->rounds; r++)
        st = bm_movement_stand_push(m, r, id, 1 + bm_mod((long)(T / 2) + (r - 1), T), 1);
    return st;
}

static const char *variant_title(enum variant v)
{
    return v == SKIP ? "Skip Mitchell" : v == RELAY ? "Relay-and-share Mitchell" : "Mitchell";
}

enum bm_status bm_build_mitchell(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size)
{
    unsigned T, R, k;
    enum variant v = STANDARD;
    enum bm_status st = bm_param_uint(&T, p, "tables", 0, 3, 1000, msg, msg_size);
    if (!st && T == 0)
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size, "mitchell needs tables=N (3..1000)");
    if (!st)
        st = parse_variant(&v, T, p, msg, msg_size);
    if (st)
        return st;
    unsigned rmax = max_rounds(v, T);
    st = bm_param_uint(&R, p, "rounds", v == SKIP ? T - 1 : rmax, 1, rmax, msg, msg_size);
    if (st == BM_EUNSUPPORTED)
        return bm_fail(st, msg, msg_size,
                       "%s with %u tables plays 1..%u rounds%s", variant_title(v), T, rmax,
                       v == STANDARD && T % 2 == 0 ? "; use variant=relay or variant=skip for more"
                                                   : "");
    if (!st)
        st = bm_param_uint(&k, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg, msg_size);
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, R, T, 2 * T, T, k, msg, msg_size);
    if (st)
        return st;
    for (unsigned r = 1; r <= R && !st; r++)
        for (unsigned t = 1; t <= T && !st; t++)
            st = bm_movement_set_pairs(m, r, t, t, T + 1 + bm_mod((long)(t - 1) - ew_offset(v, T, r), T),
                                       set_at(v, T, r, t));
    if (!st && v == RELAY)
        st = add_relay(m, T);
    char name[96];
    snprintf(name, sizeof name, "%s, %u tables", variant_title(v), T);
    if (!st)
        st = bm_movement_set_name(m, name);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
