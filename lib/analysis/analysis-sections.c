/* SPDX-License-Identifier: MIT */
/* The analysis of several sections: each section's analysis under its letter, then the boards
 * they have in common (bm_analysis_sections_report()). */
#include <string.h>

#include "analysis/analysis-private.h"
#include "model/sections.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/form.h"
#include "util/message.h"
#include "util/out.h"

/* Section i's analysis in the form asked for, appended to b. */
static enum bm_status put_section(struct bm_buf *b, const struct bm_sections *s, unsigned i,
                                  enum bm_form form)
{
    struct bm_analysis *an = NULL;
    char *text = NULL;
    enum bm_status st = bm_analysis_new(&an, bm_sections_movement(s, i));
    if (!st)
        st = bm_analysis_report(&text, an, form);
    bm_analysis_free(an);
    if (st)
        return bm_fail_prefix(st, "section %s", bm_sections_letter(s, i));
    const char *letter = bm_sections_letter(s, i);
    size_t n = strlen(text);
    if (form == BM_FORM_JSON)
        bm_buf_printf(b, "%s{\"section\": \"%s\", \"analysis\": %.*s}", i > 1 ? ",\n" : "",
                      letter, (int)(n && text[n - 1] == '\n' ? n - 1 : n), text);
    else
        bm_buf_printf(b, "Section %s\n%s%s\n", letter, text, n && text[n - 1] == '\n' ? "" : "\n");
    bm_free(text);
    return BM_OK;
}

BM_EXPORT enum bm_status bm_analysis_sections_report(char **out, const struct bm_sections *s,
                                                     enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(s);
    enum bm_status st = bm_form_check(form, BM_FORMS_TEXT_JSON, __func__);
    unsigned n = bm_sections_count(s);
    if (!st && n == 0)
        st = bm_fail(BM_EINVAL, "bm_analysis_sections_report: no sections");
    if (st)
        return st;
    int json = form == BM_FORM_JSON;
    struct bm_buf b;
    bm_buf_init(&b);
    bm_buf_puts(&b, json ? "{\"sections\": [\n" : "");
    for (unsigned i = 1; !st && i <= n; i++)
        st = put_section(&b, s, i, form);
    char *across = NULL;
    if (!st)
        st = json ? bm_sections_common_json(&across, s) : bm_sections_common_text(&across, s);
    if (!st && json)
        bm_buf_printf(&b, "],\n\"across\": %s}\n", across);
    else if (!st)
        bm_buf_puts(&b, across);
    bm_free(across);
    if (st) {
        bm_buf_free(&b);
        return st;
    }
    return bm_buf_finish(&b, out);
}
