/* SPDX-License-Identifier: MIT */
/* A short Howell as a movement: the grid, the sit-out pair for an odd number of pairs, the
 * shipped arrow switches, and the relay stands. Tables are numbered along the board path
 * (boards move down one table a round, through the relay stands in the gaps); kind 1 keeps
 * its fixed set at table 1 until the last round, when the set on the relay stand comes to
 * table 1 and the fixed set rests there. */
#include <string.h>

#include "families/howell/howell.h"

/* With 2T - 1 pairs one pair of 2T is missing: renumbered 2T, its seat left empty. */
struct sitout {
    unsigned missing; /* 0: none */
};

static void place(struct howell_play *p, const struct howell_short *s, unsigned r, unsigned t,
                  const struct sitout *o)
{
    bm_howell_short_play(p, s, r, t);
    unsigned last = 2 * s->tables;
    unsigned *seat[2] = {&p->ns, &p->ew};
    for (int i = 0; o->missing && i < 2; i++)
        *seat[i] = *seat[i] == o->missing ? 0 : *seat[i] == last ? o->missing : *seat[i];
}

static double sd_without(const struct howell_short *s, unsigned missing)
{
    struct howell_play plays[HOWELL_SHORT_MAX_ROUNDS * HOWELL_MAX_TABLES];
    long scratch[(2 * HOWELL_MAX_TABLES + 1) * (2 * HOWELL_MAX_TABLES + 1)];
    struct sitout o = {missing};
    for (unsigned r = 0; r < s->rounds; r++)
        for (unsigned t = 0; t < s->tables; t++)
            place(&plays[r * s->tables + t], s, r, t, &o);
    struct howell_stats st;
    if (!bm_howell_evaluate(&st, plays, s->rounds * s->tables, 2 * s->tables - 1, s->rounds,
                            scratch))
        return 1e9;
    return st.sd;
}

/* The pair to leave out: a stationary one where there are stationary pairs (their table is
 * then the sit-out table all session), any pair otherwise; the most balanced choice, the
 * lowest-numbered of equals. */
static unsigned choose_missing(const struct howell_short *s)
{
    unsigned first = s->kind == 0 ? s->rounds + 1 : 1, best = first;
    double low = 1e9;
    for (unsigned p = first; p <= 2 * s->tables; p++) {
        double sd = sd_without(s, p);
        if (sd < low - 1e-9) {
            low = sd;
            best = p;
        }
    }
    return best;
}

static enum bm_status fill(struct bm_movement *m, const struct howell_short *s,
                           const struct sitout *o, int switched)
{
    for (unsigned r = 0; r < s->rounds; r++)
        for (unsigned t = 0; t < s->tables; t++) {
            struct howell_play p;
            place(&p, s, r, t, o);
            enum bm_status st = bm_movement_set_pairs(m, r + 1, t + 1, p.ns, p.ew, p.set);
            for (unsigned k = 1; !st && switched && s->sw[r * s->tables + t] &&
                                 k <= m->boards_per_set;
                 k++)
                st = bm_movement_set_switched(m, r + 1, t + 1, k, 1);
            if (st)
                return st;
        }
    return BM_OK;
}

/* Kind 2: one stand for the sets out of play, which go back to it after each round. */
static enum bm_status spare_stand(struct bm_movement *m, const struct howell_short *s)
{
    unsigned id;
    enum bm_status st = bm_movement_add_stand(&id, m, "spare boards", 1, 1);
    for (unsigned r = 0; !st && r < s->rounds; r++) {
        unsigned char in_play[HOWELL_SHORT_MAX_ROUNDS + 1] = {0};
        for (unsigned t = 0; t < s->tables; t++)
            in_play[s->set[r][t]] = 1;
        for (unsigned q = 1; !st && q <= s->rounds; q++)
            if (!in_play[q])
                st = bm_movement_stand_push(m, r + 1, id, q, 1);
    }
    return st;
}

static enum bm_status stands(struct bm_movement *m, const struct howell_short *s)
{
    unsigned table_of[HOWELL_SHORT_MAX_ROUNDS] = {0};
    unsigned T = s->tables;
    if (s->kind == 2)
        return spare_stand(m, s);
    if (s->kind == 0) {
        for (unsigned t = 0; t < T; t++)
            table_of[s->set[0][t] - 1] = t + 1;
        return bm_howell_add_relays(m, table_of, s->rounds, s->rounds);
    }
    for (unsigned t = 1; t < T; t++)
        table_of[s->set[0][t] - 1] = t + 1;
    enum bm_status st = bm_howell_add_relays(m, table_of, T, T);
    /* the last round: the fixed set rests on the relay stand (the only one) */
    return st ? st : bm_movement_stand_push(m, s->rounds, bm_movement_stands(m), s->rounds, 1);
}

enum bm_status bm_howell_short_build(struct bm_movement **out, const struct howell_short *s,
                                     int odd, unsigned boards_per_set, int switched)
{
    *out = NULL;
    struct sitout o = {odd ? choose_missing(s) : 0};
    struct bm_movement *m;
    enum bm_status st = bm_movement_new(&m, BM_EVENT_PAIRS, s->rounds, s->tables,
                                        2 * s->tables - (odd ? 1u : 0u), s->rounds,
                                        boards_per_set);
    if (st)
        return st;
    st = fill(m, s, &o, switched);
    if (!st)
        st = stands(m, s);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
