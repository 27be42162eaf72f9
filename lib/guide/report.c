/* SPDX-License-Identifier: MIT */
/* bm_guide_report(): the part of the guide asked for, in the form asked for. */
#include "guide/guide-private.h"
#include "model/plays.h"
#include "util/export.h"
#include "util/form.h"
#include "util/message.h"
#include "util/out.h"

static enum bm_status card(char **out, const struct bm_movement *m, enum bm_guide_card_kind kind,
                           unsigned n, int json)
{
    return json ? bm_guide_card_json(out, m, kind, n) : bm_guide_card_text(out, m, kind, n);
}

static enum bm_status guide_part(char **out, const struct bm_movement *m,
                                         enum bm_guide_part part, uint32_t number,
                                         enum bm_form form)
{
    int json = form == BM_FORM_JSON;
    int whole = part == BM_GUIDE_ALL || part == BM_GUIDE_DESCRIPTION;
    if (whole && number)
        return bm_fail(BM_EINVAL, "bm_guide_report: the %s takes no number (0); got %u",
                       part == BM_GUIDE_ALL ? "whole guide" : "description", number);
    switch (part) {
    case BM_GUIDE_ALL: return json ? bm_guide_json(out, m) : bm_guide_text(out, m);
    case BM_GUIDE_DESCRIPTION: return bm_guide_description(out, m, json);
    case BM_GUIDE_PAIR: return card(out, m, BM_GUIDE_CARD_PAIR, number, json);
    case BM_GUIDE_TABLE: return card(out, m, BM_GUIDE_CARD_TABLE, number, json);
    case BM_GUIDE_STAND: return card(out, m, BM_GUIDE_CARD_STAND, number, json);
    }
    return bm_fail(BM_EINVAL, "bm_guide_report: %d is not a part of the guide", (int)part);
}

/* Every card asks where sets and participants are, round after round: one index of the plays
 * answers them all (model/plays.h). */
BM_EXPORT enum bm_status bm_guide_report(char **out, const struct bm_movement *m,
                                         enum bm_guide_part part, uint32_t number,
                                         enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    if (st)
        return st;
    struct bm_plays plays;
    struct bm_movement view;
    st = bm_plays_open(&plays, &view, m);
    if (!st)
        st = guide_part(out, &view, part, number, form);
    bm_plays_free(&plays);
    return st;
}
