/* SPDX-License-Identifier: MIT */
/* bm_scoring_sections_report(): the sections of one event, each scored on its own or across
 * the field (bm_scoring_sections_new()), in one report: the text and the JSON put each
 * section's report under its letter, the results page is one page with a part per section,
 * and USEBIO is one event and one session with a SECTION per section, as USEBIO holds a
 * session of several sections. */
#include <stdlib.h>
#include <string.h>

#include "model/sections.h"
#include "scoring/scoring-private.h"
#include "util/alloc.h"
#include "util/buf.h"
#include "util/export.h"
#include "util/form.h"
#include "util/message.h"
#include "util/out.h"

/* A report of several sections says once how they were scored: they must have been scored
 * alike. */
static enum bm_status check_alike(const struct bm_scoring *const *sc, unsigned count,
                                  const char *const *letters)
{
    for (unsigned k = 0; k < count; k++) {
        if (!sc[k])
            return bm_fail(BM_EINVAL, "section %u's scored session is NULL", k + 1);
        if (letters && (!letters[k] || !bm_section_letter_ok(letters[k])))
            return bm_fail(BM_EINVAL, "section %u's letter \"%.8s\" is not one or two capitals "
                           "(A, B, ..., AA)", k + 1, letters[k] ? letters[k] : "(NULL)");
        for (unsigned j = 0; letters && j < k; j++)
            if (strcmp(letters[j], letters[k]) == 0)
                return bm_fail(BM_EINVAL, "sections %u and %u are both %s", j + 1, k + 1,
                               letters[k]);
        if (sc[k]->event != sc[0]->event || sc[k]->opt.method != sc[0]->opt.method ||
            sc[k]->opt.scale != sc[0]->opt.scale ||
            strcmp(sc[k]->method_words, sc[0]->method_words) != 0)
            return bm_fail(BM_EINVAL, "section %u was scored otherwise than section 1 (%s, "
                           "method %s): a report of several sections says once how they were "
                           "scored, so they are scored with the same options", k + 1,
                           sc[0]->method_words, bm_method_name(sc[0]->opt.method));
    }
    return BM_OK;
}

/* Each section's own report under its letter: text "Section A" and a blank line before it,
 * JSON {"sections": [{"section": "A", "scoring": {...}}, ...]}. */
static enum bm_status one_by_one(char **out, const struct bm_scoring *const *sc, unsigned count,
                                 const char *const *letters, enum bm_form form)
{
    struct bm_buf b;
    bm_buf_init(&b);
    int json = form == BM_FORM_JSON;
    if (json)
        bm_buf_puts(&b, "{\"sections\": [");
    for (unsigned k = 0; k < count; k++) {
        char *one = NULL;
        enum bm_status st = json ? bm_scoring_json(&one, sc[k]) : bm_scoring_text(&one, sc[k]);
        if (st) {
            bm_buf_free(&b);
            return st;
        }
        if (json)
            bm_buf_printf(&b, "%s{\"section\": \"%s\", \"scoring\": %s}", k ? ", " : "",
                          letters[k], one);
        else
            bm_buf_printf(&b, "%sSection %s\n\n%s", k ? "\n" : "", letters[k], one);
        bm_free(one);
    }
    if (json)
        bm_buf_puts(&b, "]}\n");
    return bm_buf_finish(&b, out);
}

BM_EXPORT enum bm_status bm_scoring_sections_report(char **out,
                                                    const struct bm_scoring *const *sections,
                                                    uint32_t count, const char *const *letters,
                                                    enum bm_form form)
{
    BM_OUT_PARAM(out);
    BM_NEED(sections);
    if (!count)
        return bm_fail(BM_EINVAL, "no section to report (count is 0)");
    if (count > 702) /* the letters A to ZZ */
        return bm_fail(BM_ERANGE, "%u sections: at most 702 (A to ZZ)", count);
    enum bm_status st = bm_form_check(
        form, BM_FORMS_TEXT_JSON | BM_FORMS(BM_FORM_HTML) | BM_FORMS(BM_FORM_XML), __func__);
    if (!st)
        st = check_alike(sections, count, letters);
    if (st)
        return st;
    char (*own)[3] = letters ? NULL : bm_calloc(count, sizeof *own);
    const char **names = bm_calloc(count, sizeof *names);
    if ((!letters && !own) || !names) {
        free(own);
        free(names);
        return bm_fail(BM_ENOMEM, "out of memory");
    }
    for (unsigned k = 0; k < count; k++) {
        if (own)
            bm_section_letter_of(own[k], k + 1);
        names[k] = own ? own[k] : letters[k];
    }
    if (form == BM_FORM_XML)
        st = bm_scoring_usebio_sections(out, sections, count, names, __func__);
    else if (form == BM_FORM_HTML)
        st = bm_scoring_html_sections(out, sections, count, names);
    else
        st = one_by_one(out, sections, count, names, form);
    free(own);
    free(names);
    return st;
}
