/* SPDX-License-Identifier: MIT */
/* A round of a Swiss event as a one-round movement, so that the guide and table cards, the
 * travellers, Bridgemate RoundData and the results reader all read it like any other.
 * Teams: team t is NS pair t and EW pair field + t; a match is two tables (the home NS
 * against the away EW, then the away NS against the home EW) sharing one copy of the boards,
 * the second table starting halfway. Pairs: one table a match; the round's boards are
 * relayed among groups of tables sharing a copy, each table of a group starting at its own
 * board. Boards are numbered as the event numbers them: round r plays (r - 1) B + 1 to r B. */
#include <stdio.h>

#include "swiss/swiss-private.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* Teams: each match its own copy, both tables on it (the second starting at board B/2 + 1);
 * with one board a match the two tables cannot share it, so each table has its own copy. */
static enum bm_status seat_teams(struct bm_movement *m, const struct bm_swiss_round *rd,
                                 uint32_t field, uint32_t matches, uint32_t boards)
{
    enum bm_status st = BM_OK;
    for (uint32_t t = 1; !st && t <= field; t++) {
        st = bm_movement_set_team(m, t, t);
        if (!st)
            st = bm_movement_set_team(m, field + t, t);
    }
    for (uint32_t k = 0; !st && k < matches; k++) {
        uint32_t h = rd->home[k], a = rd->away[k], t1 = 2 * k + 1, t2 = 2 * k + 2;
        st = bm_movement_set_pairs(m, 1, t1, h, field + a, 1);
        if (!st)
            st = bm_movement_set_pairs(m, 1, t2, a, field + h, 1);
        if (!st)
            st = bm_movement_set(m, 1, t1, BM_FIELD_COPY, boards > 1 ? k + 1 : t1);
        if (!st)
            st = bm_movement_set(m, 1, t2, BM_FIELD_COPY, boards > 1 ? k + 1 : t2);
        if (!st && boards > 1)
            st = bm_movement_set(m, 1, t1, BM_FIELD_FIRST, 1);
        if (!st && boards > 1)
            st = bm_movement_set(m, 1, t2, BM_FIELD_FIRST, boards / 2 + 1);
    }
    return st;
}

/* Pairs: `copies` groups of tables as even as can be (the first ones a table larger), each
 * sharing a copy; table j of a group of g starts at board j B / g + 1. */
static enum bm_status seat_pairs(struct bm_movement *m, const struct bm_swiss_round *rd,
                                 uint32_t tables, uint32_t copies, uint32_t boards)
{
    enum bm_status st = BM_OK;
    uint32_t t = 0;
    for (uint32_t c = 0; !st && c < copies; c++) {
        uint32_t g = tables / copies + (c < tables % copies);
        for (uint32_t j = 0; !st && j < g; j++, t++) {
            st = bm_movement_set_pairs(m, 1, t + 1, rd->home[t], rd->away[t], 1);
            if (!st)
                st = bm_movement_set(m, 1, t + 1, BM_FIELD_COPY, c + 1);
            if (!st && g > 1)
                st = bm_movement_set(m, 1, t + 1, BM_FIELD_FIRST,
                                     (uint32_t)((uint64_t)j * boards / g) + 1);
        }
    }
    return st;
}

/* The copies a round asks for: 0 picks the default; a pairs round needs at least as many as
 * keep a group within the boards (each table starting at its own board). */
static enum bm_status check_copies(uint32_t *copies, const struct bm_swiss *sw)
{
    uint32_t matches = bm_swiss_tables(sw);
    if (sw->event == BM_EVENT_TEAMS) {
        uint32_t need = sw->boards > 1 ? matches : 2 * matches;
        if (*copies && *copies != need)
            return bm_fail(BM_ERANGE, "a Swiss teams round of %u matches on %u boards has "
                           "%u copies of its boards (0 for them); got %u", matches, sw->boards,
                           need, *copies);
        *copies = need;
        return BM_OK;
    }
    uint32_t least = (matches + sw->boards - 1) / sw->boards;
    if (!*copies)
        *copies = least;
    if (*copies < least || *copies > matches)
        return bm_fail(BM_ERANGE, "a Swiss pairs round of %u tables on %u boards needs %u..%u "
                       "copies of its boards; got %u", matches, sw->boards, least, matches,
                       *copies);
    return BM_OK;
}

static enum bm_status name_round(struct bm_movement *m, const struct bm_swiss *sw,
                                 uint32_t round)
{
    char name[96];
    snprintf(name, sizeof name, "Swiss %s, round %u of %u",
             sw->event == BM_EVENT_TEAMS ? "teams" : "pairs", round, sw->planned);
    enum bm_status st = bm_movement_set_name(m, name);
    if (!st)
        st = bm_movement_set_first_board(m, (round - 1) * sw->boards + 1);
    if (!st) /* the cards, RoundData and the results call it round `round`, as the room does */
        st = bm_movement_set_first_round(m, round);
    return st;
}

BM_EXPORT enum bm_status bm_swiss_round_movement(struct bm_movement **out,
                                                 const struct bm_swiss *sw, uint32_t round,
                                                 uint32_t copies)
{
    BM_OUT_PARAM(out);
    BM_NEED(sw);
    if (round < 1 || round > sw->made)
        return bm_fail_range("round", round, sw->made);
    enum bm_status st = check_copies(&copies, sw);
    if (st)
        return st;
    int teams = sw->event == BM_EVENT_TEAMS;
    uint32_t matches = bm_swiss_tables(sw), tables = teams ? 2 * matches : matches;
    uint32_t participants = teams ? 2 * sw->field : sw->field;
    struct bm_movement *m = NULL;
    st = bm_movement_new(&m, sw->event, 1, tables, participants, 1, sw->boards);
    const struct bm_swiss_round *rd = &sw->round[round - 1];
    if (!st)
        st = teams ? seat_teams(m, rd, sw->field, matches, sw->boards)
                   : seat_pairs(m, rd, matches, copies, sw->boards);
    if (!st)
        st = name_round(m, sw, round);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
