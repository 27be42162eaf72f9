/* SPDX-License-Identifier: MIT */
/* A new Swiss event from the options of the set "swiss" (lib/options/swiss-keys.c): the
 * field, the plan, the first round's draw, the pairing method and the stationary sides. */
#include <stdlib.h>
#include <string.h>

#include "options/keys.h"
#include "options/options.h"
#include "swiss/swiss-private.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* A key the caller must give, as a number that fits 32 bits (the table bounds it). */
static enum bm_status need(uint32_t *out, const struct bm_options *o, const char *key)
{
    if (!bm_options_given(o, key))
        return bm_fail(BM_EINVAL, "a Swiss event needs %s=N (bm_swiss_new_options)", key);
    *out = (uint32_t)bm_options_number(o, key);
    return BM_OK;
}

/* stationary=N@T+N@T...: the form is checked by the key table. */
static enum bm_status read_stationary(struct bm_swiss *sw, const char *v)
{
    enum bm_status st = BM_OK;
    while (!st && v && *v) {
        char *end = NULL;
        unsigned long n = strtoul(v, &end, 10), t = strtoul(end + 1, &end, 10);
        st = bm_swiss_keep_table(sw, (uint32_t)n, (uint32_t)t);
        v = *end ? end + 1 : end;
    }
    return st;
}

static enum bm_status plan_of(struct bm_swiss **out, const struct bm_options *o)
{
    int teams = bm_options_given(o, "teams"), pairs = bm_options_given(o, "pairs");
    if (teams == pairs)
        return bm_fail(BM_EINVAL, "a Swiss event takes teams=N or pairs=N, one of them; got %s",
                       teams ? "both" : "neither");
    uint32_t field = (uint32_t)bm_options_number(o, teams ? "teams" : "pairs"), rounds = 0,
             boards = 0;
    enum bm_status st = need(&rounds, o, "rounds");
    if (!st)
        st = need(&boards, o, "boards");
    if (!st)
        st = bm_swiss_alloc(out, teams ? BM_EVENT_TEAMS : BM_EVENT_PAIRS, field, rounds, boards,
                            bm_options_number(o, "seed"));
    if (!st)
        (*out)->method = (enum bm_swiss_method)bm_options_choice(o, "method");
    if (!st && bm_options_given(o, "stationary"))
        st = read_stationary(*out, bm_options_value(o, "stationary"));
    return st;
}

BM_EXPORT enum bm_status bm_swiss_new_options(struct bm_swiss **out,
                                              const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(opt);
    enum bm_status st = bm_options_expect(opt, &bm_options_swiss, "bm_swiss_new_options");
    if (st)
        return st;
    struct bm_swiss *sw = NULL;
    st = plan_of(&sw, opt);
    return bm_swiss_open(out, sw, st);
}
