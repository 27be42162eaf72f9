/* SPDX-License-Identifier: MIT */
/* The Swiss event: made with its first round, a result at a time, the next round from the
 * standings, and its getters. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "swiss/pair.h"
#include "swiss/swiss-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

double bm_swiss_default_bye(enum bm_event event, uint32_t boards)
{
    /* Teams: 12 VP, a modest win, the award many congress regulations give a bye. Pairs: the
     * average of a match, half of the 2 matchpoints a board the two sides share. */
    return event == BM_EVENT_TEAMS ? 12.0 : (double)boards;
}

static void free_round(struct bm_swiss_round *r)
{
    free(r->home);
    free(r->away);
    free(r->score_home);
    free(r->score_away);
    free(r->scored);
}

BM_EXPORT void bm_swiss_free(struct bm_swiss *sw)
{
    if (!sw)
        return;
    for (uint32_t r = 0; r < sw->planned; r++)
        free_round(&sw->round[r]);
    free(sw->round);
    free(sw->keep_table);
    free(sw);
}

static enum bm_status check_plan(enum bm_event event, uint32_t field, uint32_t planned,
                                 uint32_t boards)
{
    if (event != BM_EVENT_TEAMS && event != BM_EVENT_PAIRS)
        return bm_fail(BM_EINVAL, "a Swiss event is of teams or pairs; got event %d",
                       (int)event);
    if (field < 2 || field > BM_SWISS_MAX_FIELD)
        return bm_fail(BM_ERANGE, "a Swiss field must be 2..%d; got %u", BM_SWISS_MAX_FIELD,
                       field);
    uint32_t most = field - 1 + field % 2; /* a round robin's worth */
    if (planned < 1 || planned > most)
        return bm_fail(BM_ERANGE, "rounds must be 1..%u for a field of %u; got %u", most, field,
                       planned);
    if (boards < 1 || boards > BM_SWISS_MAX_BOARDS)
        return bm_fail(BM_ERANGE, "boards a match must be 1..%d; got %u", BM_SWISS_MAX_BOARDS,
                       boards);
    return BM_OK;
}

static enum bm_status alloc_round(struct bm_swiss_round *r, uint32_t tables)
{
    size_t t = tables ? tables : 1;
    r->home = bm_calloc(t, sizeof *r->home);
    r->away = bm_calloc(t, sizeof *r->away);
    r->score_home = bm_calloc(t, sizeof *r->score_home);
    r->score_away = bm_calloc(t, sizeof *r->score_away);
    r->scored = bm_calloc(t, sizeof *r->scored);
    return r->home && r->away && r->score_home && r->score_away && r->scored ? BM_OK
                                                                             : BM_ENOMEM;
}

enum bm_status bm_swiss_alloc(struct bm_swiss **out, enum bm_event event, uint32_t field,
                              uint32_t planned, uint32_t boards, uint64_t seed)
{
    *out = NULL;
    enum bm_status st = check_plan(event, field, planned, boards);
    if (st)
        return st;
    struct bm_swiss *sw = bm_calloc(1, sizeof *sw);
    if (!sw)
        return BM_ENOMEM;
    sw->event = event;
    sw->field = field;
    sw->planned = planned;
    sw->boards = boards;
    sw->seed = seed;
    sw->bye_score = bm_swiss_default_bye(event, boards);
    sw->round = bm_calloc(planned, sizeof *sw->round);
    sw->keep_table = bm_calloc(field, sizeof *sw->keep_table);
    st = sw->round && sw->keep_table ? BM_OK : BM_ENOMEM;
    for (uint32_t r = 0; !st && r < planned; r++)
        st = alloc_round(&sw->round[r], bm_swiss_tables(sw));
    if (st) {
        bm_swiss_free(sw);
        return st;
    }
    *out = sw;
    return BM_OK;
}

/* Round 1's order: by number, or a shuffle drawn with the seed (xorshift64*, so that a seed
 * gives the same draw on every platform). */
static void first_order(uint32_t *order, const struct bm_swiss *sw)
{
    for (uint32_t i = 0; i < sw->field; i++)
        order[i] = i;
    if (!sw->seed)
        return;
    uint64_t x = sw->seed;
    for (uint32_t i = sw->field - 1; i > 0; i--) {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        uint32_t k = (uint32_t)((x * 2685821657736338717ull) >> 33) % (i + 1), t = order[i];
        order[i] = order[k];
        order[k] = t;
    }
}

/* The meetings and byes of the rounds made. */
static void history(uint8_t *met, uint32_t *byes, const struct bm_swiss *sw)
{
    uint32_t n = sw->field;
    for (uint32_t r = 0; r < sw->made; r++) {
        const struct bm_swiss_round *rd = &sw->round[r];
        for (uint32_t t = 0; t < bm_swiss_tables(sw); t++) {
            uint32_t a = rd->home[t] - 1, b = rd->away[t] - 1;
            met[(size_t)a * n + b] = met[(size_t)b * n + a] = 1;
        }
        if (rd->bye)
            byes[rd->bye - 1]++;
    }
}

const char *bm_swiss_method_name(enum bm_swiss_method m)
{
    return m == BM_SWISS_MONRAD ? "monrad" : m == BM_SWISS_DUTCH ? "dutch" : "optimal";
}

enum bm_status bm_swiss_keep_table(struct bm_swiss *sw, uint32_t participant, uint32_t table)
{
    const char *who = sw->event == BM_EVENT_TEAMS ? "team" : "pair";
    if (participant < 1 || participant > sw->field)
        return bm_fail(BM_ERANGE, "stationary %s %u: the field is %u..%u", who, participant, 1u,
                       sw->field);
    if (table < 1 || table > bm_swiss_tables(sw))
        return bm_fail(BM_ERANGE, "stationary %s %u at table %u: the draw has tables 1..%u",
                       who, participant, table, bm_swiss_tables(sw));
    for (uint32_t i = 0; i < sw->field; i++)
        if (sw->keep_table[i] == table || (i + 1 == participant && sw->keep_table[i]))
            return bm_fail(BM_EINVAL, "stationary %s %u at table %u: %s %u keeps table %u "
                           "already", who, participant, table, who, i + 1,
                           sw->keep_table[i]);
    sw->keep_table[participant - 1] = table;
    return BM_OK;
}

/* The table a match keeps: the better placed stationary side's, 0 for none. */
static uint32_t kept_table(const struct bm_swiss *sw, uint32_t home, uint32_t away)
{
    return sw->keep_table[home - 1] ? sw->keep_table[home - 1] : sw->keep_table[away - 1];
}

/* Write the pairing opp as the round: home the better placed; the matches in the order of
 * their better place (the leaders' first), each at the table a stationary side in it keeps,
 * the others at the free tables in that order. */
static void seat(const struct bm_swiss *sw, struct bm_swiss_round *rd, uint32_t *opp,
                 const uint32_t *order, uint32_t *home, uint32_t *away)
{
    uint32_t n = sw->field, m = 0, tables = bm_swiss_tables(sw);
    rd->bye = 0;
    for (uint32_t k = 0; k < n; k++) {
        uint32_t i = order[k];
        if (opp[i] == BM_SWISS_BYE) {
            rd->bye = i + 1;
            continue;
        }
        if (opp[i] == UINT32_MAX - 1) /* seated already, as the away side */
            continue;
        home[m] = i + 1;
        away[m++] = opp[i] + 1;
        opp[opp[i]] = UINT32_MAX - 1; /* comes later in the order */
    }
    for (uint32_t t = 0; t < tables; t++)
        rd->home[t] = 0;
    for (uint32_t k = 0; k < m; k++) { /* the kept tables first */
        uint32_t t = kept_table(sw, home[k], away[k]);
        if (t && !rd->home[t - 1]) {
            rd->home[t - 1] = home[k];
            rd->away[t - 1] = away[k];
            home[k] = 0;
        }
    }
    for (uint32_t k = 0, t = 0; k < m; k++) { /* then the rest, in order */
        if (!home[k])
            continue;
        while (rd->home[t])
            t++;
        rd->home[t] = home[k];
        rd->away[t] = away[k];
    }
    for (uint32_t t = 0; t < tables; t++) {
        rd->scored[t] = 0;
        rd->score_home[t] = rd->score_away[t] = 0;
    }
}

enum bm_status bm_swiss_make_round(struct bm_swiss *sw)
{
    uint32_t n = sw->field;
    uint8_t *met = bm_calloc((size_t)n * n, 1);
    uint32_t *byes = bm_calloc(n, sizeof *byes), *order = bm_calloc(n, sizeof *order);
    uint32_t *opp = bm_calloc(n, sizeof *opp), *home = bm_calloc(n, sizeof *home);
    uint32_t *away = bm_calloc(n, sizeof *away);
    double *score = bm_calloc(n, sizeof *score), *imps = bm_calloc(n, sizeof *imps);
    enum bm_status st =
        met && byes && order && opp && home && away && score && imps ? BM_OK : BM_ENOMEM;
    if (!st) {
        history(met, byes, sw);
        if (sw->made == 0)
            first_order(order, sw);
        else
            st = bm_swiss_totals(score, imps, order, sw, sw->made);
    }
    if (!st) {
        struct bm_swiss_history h = {n, order, met, byes, sw->made ? score : NULL, sw->method,
                                     NULL};
        st = bm_swiss_pair_round(opp, NULL, &h);
    }
    if (!st) {
        seat(sw, &sw->round[sw->made], opp, order, home, away);
        sw->made++;
    }
    free(met);
    free(byes);
    free(order);
    free(opp);
    free(home);
    free(away);
    free(score);
    free(imps);
    return st;
}

BM_EXPORT enum bm_status bm_swiss_new(struct bm_swiss **out, enum bm_event event, uint32_t field,
                                      uint32_t rounds, uint32_t boards, uint64_t seed)
{
    BM_OUT_PARAM(out);
    struct bm_swiss *sw;
    enum bm_status st = bm_swiss_alloc(&sw, event, field, rounds, boards, seed);
    return bm_swiss_open(out, sw, st);
}

enum bm_status bm_swiss_open(struct bm_swiss **out, struct bm_swiss *sw, enum bm_status st)
{
    if (!st)
        st = bm_swiss_make_round(sw);
    if (st) {
        bm_swiss_free(sw);
        return st;
    }
    *out = sw;
    return BM_OK;
}

BM_EXPORT uint32_t bm_swiss_rounds(const struct bm_swiss *sw)
{
    return sw ? sw->made : 0;
}

static enum bm_status check_round(const struct bm_swiss *sw, uint32_t round)
{
    if (round < 1 || round > sw->made)
        return bm_fail_range("round", round, sw->made);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_swiss_match(uint32_t *home, uint32_t *away, const struct bm_swiss *sw,
                                        uint32_t round, uint32_t table)
{
    BM_OUT_PARAM(home);
    BM_OUT_PARAM(away);
    BM_NEED(sw);
    enum bm_status st = check_round(sw, round);
    if (st)
        return st;
    if (table < 1 || table > bm_swiss_tables(sw))
        return bm_fail_range("table", table, bm_swiss_tables(sw));
    *home = sw->round[round - 1].home[table - 1];
    *away = sw->round[round - 1].away[table - 1];
    return BM_OK;
}

BM_EXPORT enum bm_status bm_swiss_bye(uint32_t *participant, const struct bm_swiss *sw,
                                      uint32_t round)
{
    BM_OUT_PARAM(participant);
    BM_NEED(sw);
    enum bm_status st = check_round(sw, round);
    if (st)
        return st;
    *participant = sw->round[round - 1].bye;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_swiss_set_result(struct bm_swiss *sw, uint32_t table, double home,
                                             double away)
{
    BM_NEED(sw);
    if (table < 1 || table > bm_swiss_tables(sw))
        return bm_fail_range("table", table, bm_swiss_tables(sw));
    if (!(home >= 0 && home <= BM_SWISS_MAX_RESULT) || !(away >= 0 && away <= BM_SWISS_MAX_RESULT))
        return bm_fail(BM_ERANGE, "table %u: a side's result must be 0..%d", table,
                       BM_SWISS_MAX_RESULT);
    struct bm_swiss_round *rd = &sw->round[sw->made - 1];
    rd->score_home[table - 1] = home;
    rd->score_away[table - 1] = away;
    rd->scored[table - 1] = 1;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_swiss_next(struct bm_swiss *sw)
{
    BM_NEED(sw);
    if (sw->made >= sw->planned)
        return bm_fail(BM_EUNSUPPORTED, "all %u planned rounds are made", sw->planned);
    const struct bm_swiss_round *rd = &sw->round[sw->made - 1];
    for (uint32_t t = 0; t < bm_swiss_tables(sw); t++)
        if (!rd->scored[t])
            return bm_fail(BM_EUNSUPPORTED, "round %u, table %u (%u v %u) has no result yet",
                           sw->made, t + 1, rd->home[t], rd->away[t]);
    return bm_swiss_make_round(sw);
}
