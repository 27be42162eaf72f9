/* SPDX-License-Identifier: MIT */
/* The hesitation Mitchell (the EBU's published forms; first printed by E. E. Blandon, 1973,
 * according to Ian McKinnon's movement pages):
 * T tables, T + 1 rounds, T + 1 sets. NS pairs 1..T-1 stay at their tables; the T + 1 moving
 * pairs (T, T + 1, ..., 2T) go EW 1, EW 2, ..., EW T, then NS at table T (the pivot table,
 * where they "hesitate" for a round), then EW 1 again. The boards move down one station a
 * round on a circuit of T + 1 stations:
 *   odd T:  tables 1..(T-1)/2, a relay holding one set, tables (T+1)/2..T;
 *   even T: tables 1..T/2, a relay holding two sets, tables T/2+1..T-1; table T shares
 *           table 1's boards.
 * A mover at position q (q = 0..T-1: EW at table q+1; q = T: NS at table T) plays in round r
 * the set that started on station(q) + r - 1; a mover that starts at q0 is at q = q0 + r - 1,
 * so its set is fixed by station(q) + q, which runs through every residue mod T + 1 in both
 * layouts: every pair plays every set once; the stationary pairs meet every mover once and
 * the movers meet each other only at the pivot table (each its two neighbours on the loop).
 * With 2T - 1 pairs NS pair 1 is absent (a phantom): with even T table 1 then plays nothing
 * and nobody shares boards, as the EBU's form for a half table says. */
#include <stdio.h>

#include "families/families.h"
#include "util/arith.h"

/* Station of table t on the board circuit, 0-based (T + 1 stations). */
static unsigned station(unsigned T, unsigned t)
{
    if (T % 2)
        return t <= (T - 1) / 2 ? t - 1 : t;
    if (t == T)
        return 0;
    return t <= T / 2 ? t - 1 : t + 1;
}

/* The set on station s in round r: set s + 1 starts there and the boards move down one. */
static unsigned set_on(unsigned T, unsigned s, unsigned r)
{
    return 1 + (s + r - 1) % (T + 1);
}

/* The moving pair at loop position q in round r (q = 0..T-1: EW at table q + 1; q = T: NS
 * at table T); in round 1 pair T + 1 + q sits at position q and pair T at the pivot. */
static unsigned mover(unsigned T, unsigned q, unsigned r)
{
    unsigned q0 = bm_mod((long)q - (long)(r - 1), T + 1);
    return q0 < T ? T + 1 + q0 : T;
}

/* The relay: between tables (T-1)/2 and (T+1)/2 holding one set (odd T), or between T/2 and
 * T/2 + 1 holding two (even T); fed by the higher table, next set to enter play first. */
static enum bm_status add_relay(struct bm_movement *m, unsigned T, unsigned rounds)
{
    unsigned low = T / 2, count = T % 2 ? 1 : 2; /* the relay's stations from low on */
    char name[64];
    unsigned id;
    snprintf(name, sizeof name, "relay between tables %u and %u", low, low + 1);
    enum bm_status st = bm_movement_add_stand(&id, m, name, low + 1, 0);
    for (unsigned r = 1; !st && r <= rounds; r++)
        for (unsigned i = 0; !st && i < count; i++)
            st = bm_movement_stand_push(m, r, id, set_on(T, low + i, r), 1);
    return st;
}

static enum bm_status fill_grid(struct bm_movement *m, unsigned T, unsigned rounds)
{
    enum bm_status st = BM_OK;
    for (unsigned r = 1; r <= rounds && !st; r++)
        for (unsigned t = 1; t <= T && !st; t++)
            st = bm_movement_set_pairs(m, r, t, t < T ? t : mover(T, T, r), mover(T, t - 1, r),
                                       set_on(T, station(T, t), r));
    return st;
}

/* tables=T or pairs=P (2T or 2T - 1); *half: NS pair 1 is missing. */
static enum bm_status read_size(unsigned *T, int *half, const struct bm_params *p)
{
    unsigned P;
    enum bm_status st = bm_param_uint(T, p, "tables");
    if (!st)
        st = bm_param_uint(&P, p, "pairs");
    if (st)
        return st;
    const struct bm_key *kt = bm_set_key(&p->family->spec, "tables", NULL);
    const struct bm_key *kp = bm_set_key(&p->family->spec, "pairs", NULL);
    if (!*T && !P)
        return bm_fail(BM_EUNSUPPORTED, "hesitation needs tables=N (%u..%u) or pairs=N (%u..%u)",
                       (unsigned)kt->min, (unsigned)kt->max, (unsigned)kp->min,
                       (unsigned)kp->max);
    if (*T && P && P != 2 * *T && P != 2 * *T - 1)
        return bm_fail(BM_EUNSUPPORTED,
                       "pairs=%u does not fit %u tables: a hesitation Mitchell of %u tables "
                       "seats pairs=%u (a half table) or pairs=%u",
                       P, *T, *T, 2 * *T - 1, 2 * *T);
    if (!*T)
        *T = (P + 1) / 2;
    *half = P % 2;
    return BM_OK;
}

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, R, k;
    int half = 0;
    enum bm_status st = read_size(&T, &half, p);
    if (st)
        return st;
    char with[32];
    snprintf(with, sizeof with, "%u tables", T);
    struct bm_bound b = {T + 1, 1, T + 1, with, NULL};
    st = bm_param_uint_bound(&R, p, "rounds", &b);
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    if (st)
        return st;
    struct bm_movement *m;
    st = bm_movement_new(&m, BM_EVENT_PAIRS, R, T, 2 * T, T + 1, k);
    if (st)
        return st;
    st = fill_grid(m, T, R);
    if (!st)
        st = add_relay(m, T, R);
    if (!st && half)
        st = bm_movement_set_phantom(m, 1, 1);
    if (half)
        return bm_family_finish(out, m, st, "Hesitation Mitchell, %u tables, %u pairs", T,
                                2 * T - 1);
    return bm_family_finish(out, m, st, "Hesitation Mitchell, %u tables", T);
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 3, .max = 1000,
     .def_text = "(pairs + 1) / 2",
     .help = "the number of tables (T); give tables or pairs"},
    {.name = "pairs", .type = BM_KEY_INTEGER, .min = 5, .max = 2000, .def_text = "2T",
     .limits = "2T - 1 or 2T",
     .help = "the number of pairs; 2T - 1 (a half table) leaves NS 1 empty, so its opponents "
             "sit out and, with even T, no table shares boards"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = 1001, .def_text = "T + 1",
     .limits = "at most T + 1",
     .help = "rounds to play (fewer rounds cut the movement short)"},
    {.name = NULL},
};

/* The recommender's offers: the pairs as given (an odd number leaves a half table), cut short
 * to the session. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    unsigned T = (req->participants + 1) / 2;
    if (T < 3)
        return BM_OK;
    char base[64];
    snprintf(base, sizeof base, "hesitation:pairs=%u", req->participants);
    struct bm_rounds r = {1, T + 1, T + 1, req->participants % 2, "rounds"};
    return bm_serve_rounds(req, base, &r, offer, sink);
}

const struct bm_family bm_family_hesitation = {
    .spec.name = "hesitation",
    .spec.description = "A Mitchell with one round more: NS pairs stay at tables 1 to T - 1, the "
                        "moving pairs play one round NS at the last table before moving on; every "
                        "pair plays every board",
    .source = "the EBU's hesitation Mitchells (John Pain, Unusual Movements for Clubs; club "
              "directors' summaries of the EBU movement manual)",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
