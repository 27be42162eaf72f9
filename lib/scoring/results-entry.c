/* SPDX-License-Identifier: MIT */
/* One entry of a results file, whichever form it came in (JSON or CSV): its keys, and the
 * check against the movement that records it. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "scoring/scoring-private.h"
#include "util/message.h"

const char *const bm_result_key_name[BM_RESULT_KEYS] = {
    "round", "table", "board", "contract", "declarer", "tricks", "ns_score", "ew_score",
    "artificial", "not_played", "lead"};

int bm_result_key_find(const char *name, size_t n)
{
    for (int k = 0; k < BM_RESULT_KEYS; k++)
        if (strlen(bm_result_key_name[k]) == n && memcmp(bm_result_key_name[k], name, n) == 0)
            return k;
    return -1;
}

int bm_result_key_is_number(int k)
{
    return k <= BM_KEY_BOARD || k == BM_KEY_TRICKS || k == BM_KEY_NS_SCORE ||
           k == BM_KEY_EW_SCORE;
}

void bm_result_entry_number(struct bm_result_entry *e, int k, long long x)
{
    unsigned u = x < 0 || x > 1000000000 ? 0 : (unsigned)x; /* 0: no such round, table, board */
    switch (k) {
    case BM_KEY_ROUND: e->round = u; e->has_round = 1; break;
    case BM_KEY_TABLE: e->table = u; e->has_table = 1; break;
    case BM_KEY_BOARD: e->board = u; e->has_board = 1; break;
    case BM_KEY_TRICKS: e->tricks = x; e->has_tricks = 1; break;
    case BM_KEY_NS_SCORE: e->ns_score = x; e->has_ns_score = 1; break;
    default: e->ew_score = x; e->has_ew_score = 1; break;
    }
}

void bm_result_entry_text(struct bm_result_entry *e, int k, const char *s)
{
    *(k == BM_KEY_CONTRACT   ? &e->contract
      : k == BM_KEY_DECLARER ? &e->declarer
      : k == BM_KEY_LEAD     ? &e->lead
                             : &e->artificial) = s;
}

/* "N", "E", "S" or "W" in either case; 0 otherwise. */
static enum bm_direction parse_seat(const char *s)
{
    static const char seats[] = "NESW";
    const char *k = s[0] && !s[1] ? strchr(seats, toupper((unsigned char)s[0])) : NULL;
    return k ? (enum bm_direction)(k - seats + 1) : (enum bm_direction)0;
}

/* Which keys make sense together; the message says what to give. */
static enum bm_status check_keys(const struct bm_result_entry *e)
{
    int kinds = (e->contract != NULL) + e->has_ns_score + (e->artificial != NULL) + e->not_played;
    if (!e->has_round || !e->has_table || !e->has_board)
        return bm_fail(BM_EPARSE, "missing %s (every entry names its round, table and board)",
                       !e->has_round ? "round" : !e->has_table ? "table" : "board");
    if (kinds != 1)
        return bm_fail(BM_EPARSE, "%s (give exactly one of contract, ns_score, artificial or "
                       "not_played)",
                       kinds ? "more than one result" : "no result");
    if (e->has_ew_score && !e->has_ns_score)
        return bm_fail(BM_EPARSE, "ew_score without ns_score (a split score gives both)");
    if ((e->declarer || e->has_tricks || (e->lead && e->lead[0])) && !e->contract)
        return bm_fail(BM_EPARSE, "declarer, tricks and lead go with a contract");
    return BM_OK;
}

static enum bm_status apply_contract(struct bm_results *r, const struct bm_result_entry *e)
{
    struct bm_contract c;
    enum bm_status st = bm_contract_parse(&c, e->contract);
    if (st)
        return st;
    enum bm_direction seat = e->declarer ? parse_seat(e->declarer) : 0;
    if (c.level && (!e->declarer || !e->has_tricks))
        return bm_fail(BM_EPARSE,
                       "contract %s needs its declarer (N, E, S or W) and the tricks taken",
                       e->contract);
    if (c.level && !seat)
        return bm_fail(BM_EPARSE, "declarer \"%.8s\": expected N, E, S or W",
                       e->declarer);
    if (c.level && (e->tricks < 0 || e->tricks > 13))
        return bm_fail(BM_ERANGE, "tricks %lld: a declarer takes 0-13 tricks",
                       e->tricks);
    /* an empty lead is a lead not entered, as Bridgemate leaves it; a bad one is refused
     * before the contract is recorded */
    int lead = e->lead && e->lead[0];
    char card[BM_LEAD_SIZE];
    if (lead && !c.level)
        return bm_fail(BM_EPARSE, "lead \"%.8s\" of a passed-out board", e->lead);
    if (lead && (st = bm_lead_parse(card, e->lead)) != BM_OK)
        return st;
    st = bm_results_set_contract(r, e->round, e->table, e->board, e->contract, seat,
                                 c.level ? (unsigned)e->tricks : 0);
    return !st && lead ? bm_results_set_lead(r, e->round, e->table, e->board, card) : st;
}

static enum bm_status apply_result(struct bm_results *r, const struct bm_result_entry *e)
{
    struct bm_play *p;
    enum bm_status st = check_keys(e);
    if (!st)
        st = bm_results_find(&p, r, e->round, e->table, e->board);
    if (st)
        return st;
    if (p->kind != BM_PLAY_NONE)
        return bm_fail(BM_EPARSE, "round %u, table %u, board %u already has a result (given twice)",
                       e->round, e->table, e->board);
    if (e->contract)
        return apply_contract(r, e);
    if (e->artificial)
        return bm_results_set_artificial(r, e->round, e->table, e->board, e->artificial);
    if (e->not_played)
        return bm_results_set_not_played(r, e->round, e->table, e->board);
    /* scores: checked here, where they are still long long */
    st = bm_score_check(e->ns_score, "ns_score");
    if (!st && e->has_ew_score)
        st = bm_score_check(e->ew_score, "ew_score");
    if (st)
        return st;
    if (e->has_ew_score)
        return bm_results_set_split(r, e->round, e->table, e->board, (int)e->ns_score,
                                    (int)e->ew_score);
    return bm_results_set_score(r, e->round, e->table, e->board, (int)e->ns_score);
}

enum bm_status bm_results_apply(struct bm_results *r, const struct bm_result_entry *e,
                                const char *where)
{
    enum bm_status st = apply_result(r, e);
    if (st == BM_ERANGE || st == BM_EINVAL)
        st = BM_EPARSE; /* a file's entry that does not fit is a parse error of the file */
    return st ? bm_fail_prefix(st, "%s", where) : BM_OK;
}
