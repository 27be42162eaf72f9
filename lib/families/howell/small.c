/* SPDX-License-Identifier: MIT */
/* The Howells for two and three tables that share boards in some rounds.
 *
 * Two tables, up to six rounds: the two-table Howell of three rounds (both tables play the
 * round's set; pair 4 stays North-South at table 1), then the same three meetings again with
 * every pair in the other seat, on three new sets, so that the four pairs meet each other
 * twice on different boards. Every two pairs compete equally (s = 2 for all, one board per
 * set).
 *
 * Three tables, five rounds, the last round shared: rounds 1 to 4 are the 3-table short Howell
 * (four sets, a relay stand, pairs 5 and 6 stay at their tables) and in round 5 the three
 * tables share set 5 for the three meetings left (pairs 5 and 6, and the two pairs of moving
 * pairs that have not met). Any two ways of playing six pairs over five rounds share one
 * round, so a 3-table Howell on five sets must share a whole round: this one shares the
 * last; the Swedish form (layout=french) shares every round. */
#include "families/howell/howell.h"
#include "util/message.h"

enum bm_status bm_howell_two_table_double(struct bm_movement **out, unsigned rounds, int odd,
                                          unsigned boards_per_set)
{
    *out = NULL;
    struct howell_rotation rot;
    struct howell_play plays[3 * 2];
    bm_howell_rotation_shared(&rot, 2, 0);
    bm_howell_rotation_plays(plays, &rot, 3, odd);
    struct bm_movement *m;
    enum bm_status st = bm_movement_new(&m, BM_EVENT_PAIRS, rounds, 2, odd ? 3 : 4, rounds,
                                        boards_per_set);
    for (unsigned r = 1; !st && r <= rounds; r++)
        for (unsigned t = 1; !st && t <= 2; t++) {
            const struct howell_play *p = &plays[((r - 1) % 3) * 2 + t - 1];
            int again = r > 3; /* the second time round: the other seat */
            st = bm_movement_set_pairs(m, r, t, again ? p->ew : p->ns, again ? p->ns : p->ew, r);
            if (!st)
                st = bm_howell_shared_first(m, r, t);
        }
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

/* Round 5's three meetings: pairs 5 and 6 (who stay at their tables) at pair 5's table, and
 * each moving pair with the one it has not met at the other two. */
static void last_round(struct howell_play *row, const struct howell_play *first4)
{
    unsigned char met[7][7] = {{0}};
    for (unsigned k = 0; k < 12; k++)
        met[first4[k].ns][first4[k].ew] = met[first4[k].ew][first4[k].ns] = 1;
    unsigned t5 = 0, partner = 2, other[3] = {0}, no = 0;
    for (unsigned t = 0; t < 3; t++)
        if (first4[9 + t].ns == 5 || first4[9 + t].ew == 5)
            t5 = t;
    while (met[1][partner])
        partner++;
    for (unsigned q = 2; q <= 4; q++)
        if (q != partner)
            other[no++] = q;
    unsigned at = 0;
    for (unsigned t = 0; t < 3; t++) {
        row[t].set = 5;
        if (t == t5) {
            row[t].ns = 5, row[t].ew = 6;
        } else if (at++ == 0) {
            row[t].ns = 1, row[t].ew = partner;
        } else {
            row[t].ns = other[0], row[t].ew = other[1];
        }
    }
}

/* The orientation of round 5 (eight ways) with the lowest SD, the first of equals. */
static void orient_last(struct howell_play *plays, unsigned pairs)
{
    long scratch[8 * 8];
    struct howell_play best[3];
    double low = 1e9;
    for (unsigned mask = 0; mask < 8; mask++) {
        struct howell_play trial[15];
        for (unsigned k = 0; k < 15; k++)
            trial[k] = plays[k];
        for (unsigned t = 0; t < 3; t++)
            if (mask >> t & 1) {
                trial[12 + t].ns = plays[12 + t].ew;
                trial[12 + t].ew = plays[12 + t].ns;
            }
        struct howell_stats st;
        if (bm_howell_evaluate(&st, trial, 15, pairs, 5, scratch) && st.sd < low - 1e-9) {
            low = st.sd;
            for (unsigned t = 0; t < 3; t++)
                best[t] = trial[12 + t];
        }
    }
    for (unsigned t = 0; t < 3; t++)
        plays[12 + t] = best[t];
}

enum bm_status bm_howell_three_table_shared_last(struct bm_movement **out, int odd,
                                                 unsigned boards_per_set)
{
    *out = NULL;
    struct howell_short s;
    if (!bm_howell_short_find(&s, 3, 4))
        return bm_fail(BM_EUNSUPPORTED, "no short 3-table Howell of 4 rounds"); /* unreachable:
                                                                            the caller checks */
    struct howell_play plays[15];
    for (unsigned r = 0; r < 4; r++)
        for (unsigned t = 0; t < 3; t++)
            bm_howell_short_play(&plays[r * 3 + t], &s, r, t);
    last_round(plays + 12, plays);
    orient_last(plays, 6);
    struct bm_movement *m;
    enum bm_status st = bm_movement_new(&m, BM_EVENT_PAIRS, 5, 3, odd ? 5 : 6, 5,
                                        boards_per_set);
    for (unsigned k = 0; !st && k < 15; k++) {
        unsigned r = k / 3 + 1, t = k % 3 + 1, last = odd ? 6 : 0; /* pair 6 is missing */
        unsigned ns = plays[k].ns == last ? 0 : plays[k].ns;
        unsigned ew = plays[k].ew == last ? 0 : plays[k].ew;
        st = bm_movement_set_pairs(m, r, t, ns, ew, plays[k].set);
        if (!st && r == 5)
            st = bm_howell_shared_first(m, r, t);
    }
    unsigned table_of[4] = {0};
    for (unsigned t = 0; t < 3; t++)
        table_of[s.set[0][t] - 1] = t + 1;
    if (!st)
        st = bm_howell_add_relays(m, table_of, 4, 4);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
