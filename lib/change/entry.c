/* SPDX-License-Identifier: MIT */
/* bm_change(): the one key of the options of the set `change` says which change to make. */
#include <stdio.h>
#include <stdlib.h>

#include "change/change-private.h"
#include "model/model.h"
#include "options/options.h"
#include "util/message.h"
#include "util/out.h"

/* "15@3" (checked by the key) into its numbers. */
static void pair_at(unsigned *pair, unsigned *round, const char *v)
{
    char *at;
    *pair = (unsigned)strtoul(v, &at, 10);
    *round = (unsigned)strtoul(at + 1, NULL, 10);
}

/* The change *out made again in the order of the rounds where m records a change for a later
 * round (replay.c): *out replaced when that can be done. BM_ENOMEM (*out freed). */
static enum bm_status in_round_order(struct bm_change **out, const struct bm_movement *m,
                                     enum bm_change_kind kind, unsigned pair, unsigned round)
{
    char kept[BM_MESSAGE_MAX]; /* a step the replay refuses is not the caller's failure */
    snprintf(kept, sizeof kept, "%s", bm_message());
    struct bm_change *ordered = NULL;
    enum bm_status st = bm_change_in_round_order(&ordered, m, (*out)->m, kind, pair, round);
    if (st || ordered) {
        bm_change_free(*out);
        *out = ordered;
    }
    return st ? bm_fail(st, "out of memory") : bm_fail(BM_OK, "%s", kept);
}

/* The change made, recorded in the changed movement after those it had (model/changes.c). */
static enum bm_status record(struct bm_change **out, enum bm_status st, enum bm_change_kind kind,
                             unsigned pair, unsigned round)
{
    if (st)
        return st;
    st = bm_movement_add_change((*out)->m, kind, pair, round);
    if (st) {
        bm_change_free(*out);
        *out = NULL;
    }
    return st == BM_ENOMEM ? bm_fail(st, "out of memory") : st;
}

BM_EXPORT enum bm_status bm_change(struct bm_change **out, const struct bm_movement *m,
                                   const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    BM_NEED(opt);
    enum bm_status st = bm_options_expect(opt, &bm_options_change, "bm_change");
    if (st)
        return st;
    int late = bm_options_given(opt, "late"), leaves = bm_options_given(opt, "leaves"),
        table = bm_options_given(opt, "add_table");
    if (late + leaves + table != 1)
        return bm_fail(BM_EINVAL, "give one change: late=PAIR@ROUND, leaves=PAIR@ROUND or "
                                  "add_table=ROUND");
    unsigned pair = 0, round = 0;
    if (table) {
        round = (unsigned)bm_options_number(opt, "add_table");
        st = bm_change_add_table(out, m, round);
        return record(out, st ? st : in_round_order(out, m, BM_CHANGE_KIND_ADD_TABLE, 0, round),
                      BM_CHANGE_KIND_ADD_TABLE, 0, round);
    }
    pair_at(&pair, &round, bm_options_value(opt, late ? "late" : "leaves"));
    enum bm_change_kind kind = late ? BM_CHANGE_KIND_LATE : BM_CHANGE_KIND_LEAVES;
    st = late ? bm_change_late(out, m, pair, round) : bm_change_leave(out, m, pair, round);
    return record(out, st ? st : in_round_order(out, m, kind, pair, round), kind, pair, round);
}
