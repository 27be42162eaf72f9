/* SPDX-License-Identifier: MIT */
/* bm_scoring_report(): the scored session for people (report-text.c), to publish
 * (report-html.c) or for programs (report-json.c). */
#include "scoring/scoring-private.h"
#include "util/export.h"
#include "util/form.h"
#include "util/out.h"

BM_EXPORT enum bm_status bm_scoring_report(char **out, const struct bm_scoring *sc,
                                           enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(sc);
    enum bm_status st =
        bm_form_check(form, BM_FORMS_TEXT_JSON | BM_FORMS(BM_FORM_HTML) | BM_FORMS(BM_FORM_XML),
                      __func__);
    if (st)
        return st;
    if (form == BM_FORM_XML)
        return bm_scoring_usebio(out, sc);
    if (form == BM_FORM_HTML)
        return bm_scoring_html(out, sc);
    return form == BM_FORM_JSON ? bm_scoring_json(out, sc) : bm_scoring_text(out, sc);
}
