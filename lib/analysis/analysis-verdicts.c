/* SPDX-License-Identifier: MIT */
/* The verdicts of an analysis, each defined once: complete and strictly complete as the rule
 * report says (check.h: how sit-outs and phantoms count), perfect, the fields (one winner or
 * two, analysis-fields.c), and the boards to prepare. */
#include <stdlib.h>

#include "analysis/analysis-private.h"
#include "util/out.h"

static int rule_holds(const struct bm_analysis *an, enum bm_rule rule)
{
    int holds = 0;
    bm_check_holds(&holds, an->check, rule);
    return holds;
}

void bm_analysis_verdicts(struct bm_analysis *an)
{
    if (an->check) { /* none for a balance alone (bm_analysis_new_balance) */
        an->stationary = bm_check_stationary(an->check);
        an->complete = rule_holds(an, BM_RULE_COMPLETE);
        an->complete_strict = rule_holds(an, BM_RULE_COMPLETE_STRICT);
    }
    an->perfect = an->complete && an->st.pairs > 0 && an->st.min == an->st.max;
    bm_fields_judge(an);
}

enum bm_status bm_analysis_prepare(struct bm_analysis *an, const struct bm_movement *m)
{
    struct bm_prepare p;
    enum bm_status st = bm_prepare_count(&p, m);
    if (st)
        return st;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_prepare_words(&b, &p);
    an->boards_to_prepare = p.boards;
    return bm_buf_finish(&b, &an->prepare_words);
}

BM_EXPORT enum bm_status bm_analysis_fields(enum bm_fields *out, const struct bm_analysis *an)
{
    BM_OUT_PARAM(out);
    BM_NEED(an);
    *out = an->fields;
    return BM_OK;
}

BM_EXPORT const char *bm_fields_str(enum bm_fields fields)
{
    switch (fields) {
    case BM_FIELDS_TWO: return "two fields: award NS and EW winners";
    case BM_FIELDS_ONE: return "one field: one winner";
    case BM_FIELDS_ONE_AFTER_SWITCHING:
        return "one field only after arrow switching: play the switched boards as marked";
    case BM_FIELDS_TEAMS: return "teams: one ranking of the teams";
    }
    return "unknown";
}

/* The JSON word of a verdict. */
const char *bm_fields_key(enum bm_fields fields)
{
    switch (fields) {
    case BM_FIELDS_TWO: return "two";
    case BM_FIELDS_ONE: return "one";
    case BM_FIELDS_ONE_AFTER_SWITCHING: return "one_after_switching";
    case BM_FIELDS_TEAMS: return "teams";
    }
    return "unknown";
}
