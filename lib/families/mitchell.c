/* SPDX-License-Identifier: MIT */
/* The Mitchell family (Part I of the movements article; the French club guide, "Le mouvement
 * Mitchell"): NS pairs stationary at their tables, EW pairs moving up one table a round,
 * boards moving down one station a round.
 *   standard: odd T (or even T curtailed to T/2 rounds, before EW pairs meet boards again);
 *   skip:     even T, EW pairs move up two tables after round T/2 (Table IIb);
 *   relay:    even T, a relay stand between tables T/2 and T/2+1, table T sharing table 1's
 *             boards (Table IIa, the French "gueridon");
 *   crisscross: T a multiple of 4, Coffin's criss-cross Mitchell (crisscross.c). */
#include <stdio.h>
#include <string.h>

#include "families/families.h"
#include "families/crisscross.h"
#include "util/arith.h"

/* In the order of the variant key's choices. */
enum variant { STANDARD, SKIP, RELAY, CRISSCROSS };

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

static enum bm_status parse_variant(enum variant *v, unsigned T, const struct bm_params *p)
{
    unsigned i;
    enum bm_status st = bm_param_choice(&i, p, "variant", T % 2 ? "standard" : "relay");
    if (st)
        return st;
    *v = (enum variant)i;
    if (*v == CRISSCROSS && T % 4)
        return bm_mitchell_crisscross_refusal(T);
    if (*v != STANDARD && T % 2)
        return bm_fail(BM_EUNSUPPORTED,
                       "variant=%s needs an even number of tables; %u tables play variant=standard",
                       bm_param_str(p, "variant", ""), T);
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
    return v == SKIP         ? "Skip Mitchell"
           : v == RELAY      ? "Relay-and-share Mitchell"
           : v == CRISSCROSS ? "Crisscross Mitchell"
                             : "Mitchell";
}

/* Rounds: T, T - 1 for the skip, at most T/2 for a standard Mitchell with even T (after that
 * the EW pairs would meet boards they have played). */
static enum bm_status read_rounds(unsigned *R, enum variant v, unsigned T,
                                  const struct bm_params *p)
{
    char with[64];
    unsigned rmax = max_rounds(v, T);
    snprintf(with, sizeof with, "%u tables%s", T, v == STANDARD && T % 2 == 0
                                                      ? " and variant=standard" : "");
    struct bm_bound b = {v == SKIP ? T - 1 : rmax, 1, rmax, with,
                         v == STANDARD && T % 2 == 0
                             ? "variant=relay or variant=skip play more rounds" : NULL};
    return bm_param_uint_bound(R, p, "rounds", &b);
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, R, k;
    enum variant v = STANDARD;
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (!st)
        st = parse_variant(&v, T, p);
    if (!st)
        st = read_rounds(&R, v, T, p);
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, R, T, 2 * T, T, k);
    if (st)
        return st;
    for (unsigned r = 1; r <= R && !st; r++)
        for (unsigned t = 1; t <= T && !st; t++)
            st = v == CRISSCROSS
                     ? bm_movement_set_pairs(m, r, t, t, T + bm_crisscross_ew(T, r, t),
                                             bm_crisscross_set(T, r, t))
                     : bm_movement_set_pairs(m, r, t, t,
                                             T + 1 + bm_mod((long)(t - 1) - ew_offset(v, T, r), T),
                                             set_at(v, T, r, t));
    if (!st && v == RELAY)
        st = add_relay(m, T);
    return bm_family_finish(out, m, st, "%s, %u tables", variant_title(v), T);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 3, .max = 1000, .required = 1,
     .help = "the number of tables (T): one NS pair stays at each, one EW pair moves"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = 1000,
     .def_text = "T; T - 1 for variant=skip; T/2 for variant=standard with even T",
     .limits = "at most T; at most T/2 for variant=standard with even T",
     .help = "rounds to play (fewer rounds cut the movement short)"},
    {.name = "variant", .type = BM_KEY_CHOICE, .choices = "standard skip relay crisscross",
     .def_text = "standard for odd T, relay for even T",
     .limits = "skip and relay need even T; crisscross a multiple of 4",
     .help = "standard: EW pairs move up one table a round; with even T, standard stops "
             "before EW pairs meet boards again, skip moves them up two tables halfway, relay "
             "adds a relay stand and a table sharing boards, crisscross moves odd and even "
             "pairs and boards in opposite directions and shares nothing"},
    {.name = NULL},
};

/* The recommender's offers: two pairs a table (an odd number with a phantom NS pair at the
 * last table, whose boards then go unshared), every variant the tables allow, cut short to the
 * session. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    static const char *const words[] = {"standard", "skip", "relay", "crisscross"};
    unsigned T = (req->participants + 1) / 2;
    enum bm_status st = BM_OK;
    for (enum variant v = STANDARD; v <= CRISSCROSS && !st && T >= 3; v++) {
        if ((v != STANDARD && T % 2) || (v == CRISSCROSS && T % 4))
            continue;
        char vkey[32] = "", base[128];
        int dflt = v == (T % 2 ? STANDARD : RELAY);
        snprintf(vkey, sizeof vkey, "variant=%s", words[v]);
        bm_serve_pairs_base(base, sizeof base, req, "mitchell", dflt ? NULL : vkey);
        unsigned full = v == SKIP ? T - 1 : max_rounds(v, T);
        struct bm_rounds r = {1, full, full, req->participants % 2, "rounds"};
        st = bm_serve_rounds(req, base, &r, offer, sink);
    }
    return st;
}

const struct bm_family bm_family_mitchell = {
    .spec.name = "mitchell",
    .spec.description =
        "NS pairs stay at their tables; EW pairs move up one table and the boards down "
        "one table a round",
    .source = "Tables I, IIa and IIb of the movements article; the French club guide; "
              "crisscross: G. S. Coffin's criss-cross Mitchell (Ian McKinnon's movement pages)",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
