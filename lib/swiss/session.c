/* SPDX-License-Identifier: MIT */
/* The current round's results from a session's results (the results format, its CSV,
 * Bridgemate ReceivedData) keyed by the round's movement (movement.c): scored as any session
 * is (bm_scoring_new: teams in IMPs between the two tables of each match, pairs in
 * matchpoints across the field) and recorded match by match. */
#include <stdlib.h>

#include "swiss/swiss-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Where the draw seats a play: its match (0-based), or a message when the results belong to
 * another movement. */
static enum bm_status match_of(uint32_t *k, const struct bm_swiss *sw,
                              const struct bm_swiss_round *rd, uint32_t table, uint32_t ns,
                              uint32_t ew)
{
    uint32_t n = sw->field, matches = bm_swiss_tables(sw);
    int teams = sw->event == BM_EVENT_TEAMS;
    *k = teams ? (table - 1) / 2 : table - 1;
    int fits = table >= 1 && *k < matches;
    if (fits && teams)
        fits = table % 2 ? ns == rd->home[*k] && ew == n + rd->away[*k]
                         : ns == rd->away[*k] && ew == n + rd->home[*k];
    else if (fits)
        fits = ns == rd->home[*k] && ew == rd->away[*k];
    if (!fits)
        return bm_fail(BM_EINVAL, "the results are not those of round %u's movement: table %u "
                       "seats %u v %u", sw->made, table, ns, ew);
    return BM_OK;
}

/* Teams: the IMPs each side won, added up over the boards of the home NS table (both tables
 * of a match carry the match's IMPs of the board). */
static enum bm_status add_plays(double *won, uint8_t *any, const struct bm_swiss *sw,
                                const struct bm_scoring *sc)
{
    const struct bm_swiss_round *rd = &sw->round[sw->made - 1];
    uint32_t first = (sw->made - 1) * sw->boards + 1;
    enum bm_status st = BM_OK;
    for (uint32_t b = first; !st && b < first + sw->boards; b++) {
        uint32_t plays = 0;
        if (bm_scoring_plays(&plays, sc, b))
            st = bm_fail(BM_EINVAL, "the results are not those of round %u's movement: they "
                         "have no board %u", sw->made, b);
        for (uint32_t p = 1; !st && p <= plays; p++) {
            uint32_t table, ns, ew, k;
            double nsp, ewp;
            int32_t scored;
            st = bm_scoring_play(NULL, &table, &ns, &ew, sc, b, p);
            if (!st)
                st = match_of(&k, sw, rd, table, ns, ew);
            if (!st)
                st = bm_scoring_play_points(NULL, &nsp, &ewp, &scored, sc, b, p);
            if (st || !scored)
                continue;
            any[k] = 1;
            if (sw->event == BM_EVENT_TEAMS && table % 2) {
                won[2 * k] += nsp > 0 ? nsp : 0;
                won[2 * k + 1] += ewp > 0 ? ewp : 0;
            }
        }
    }
    return st;
}

/* Pairs: each side's matchpoints across the field on a top of 2 a board. */
static enum bm_status pairs_scores(double *won, const struct bm_swiss *sw,
                                   const struct bm_scoring *sc)
{
    const struct bm_swiss_round *rd = &sw->round[sw->made - 1];
    enum bm_status st = BM_OK;
    for (uint32_t k = 0; !st && k < bm_swiss_tables(sw); k++)
        for (int side = 0; !st && side < 2; side++) {
            double score = 0, top = 0;
            uint32_t boards = 0;
            st = bm_scoring_participant(&score, &top, NULL, &boards, sc,
                                        side ? rd->away[k] : rd->home[k]);
            /* a board played at one table only has a top of 0: each side its average */
            won[2 * k + side] = top > 0 ? 2.0 * boards * score / top : boards;
        }
    return st;
}

BM_EXPORT enum bm_status bm_swiss_session_results(struct bm_swiss *sw,
                                                  const struct bm_results *results)
{
    BM_NEED(sw);
    BM_NEED(results);
    uint32_t matches = bm_swiss_tables(sw);
    double *won = bm_calloc(2 * (size_t)matches + 2, sizeof *won);
    uint8_t *any = bm_calloc((size_t)matches + 1, 1);
    struct bm_scoring *sc = NULL;
    enum bm_status st = won && any ? bm_scoring_new(&sc, results, NULL) : BM_ENOMEM;
    if (!st)
        st = add_plays(won, any, sw, sc);
    if (!st && sw->event == BM_EVENT_PAIRS)
        st = pairs_scores(won, sw, sc);
    for (uint32_t k = 0; !st && k < matches; k++) {
        if (!any[k])
            continue;
        double h = won[2 * k] < BM_SWISS_MAX_RESULT ? won[2 * k] : BM_SWISS_MAX_RESULT;
        double a = won[2 * k + 1] < BM_SWISS_MAX_RESULT ? won[2 * k + 1] : BM_SWISS_MAX_RESULT;
        st = bm_swiss_set_result(sw, k + 1, h, a);
    }
    bm_scoring_free(sc);
    free(won);
    free(any);
    return st;
}
