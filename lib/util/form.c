/* SPDX-License-Identifier: MIT */
/* The refusal of a form a report does not offer, naming the ones it does. */
#include <stdio.h>

#include "util/buf.h"
#include "util/form.h"
#include "util/message.h"

/* The last form there is (a new form is a new enum value, added at the end). */
#define BM_FORM_LAST BM_FORM_XML

static const char *form_word(enum bm_form f)
{
    switch (f) {
    case BM_FORM_TEXT: return "text";
    case BM_FORM_JSON: return "JSON";
    case BM_FORM_HTML: return "HTML";
    case BM_FORM_SVG: return "SVG";
    case BM_FORM_XML: return "XML";
    }
    return "unknown";
}

enum bm_status bm_form_check(enum bm_form form, unsigned offered, const char *call)
{
    if (form >= BM_FORM_TEXT && form <= BM_FORM_LAST && (offered & BM_FORMS(form)))
        return BM_OK;
    char list[64] = "";
    unsigned n = 0, total = 0;
    for (enum bm_form f = BM_FORM_TEXT; f <= BM_FORM_LAST; f++)
        total += (offered & BM_FORMS(f)) != 0;
    struct bm_buf b;
    bm_buf_init(&b);
    for (enum bm_form f = BM_FORM_TEXT; f <= BM_FORM_LAST; f++)
        if (offered & BM_FORMS(f)) {
            n++;
            bm_buf_printf(&b, "%s%s", n == 1 ? "" : n == total ? " or " : ", ", form_word(f));
        }
    if (!b.failed && b.data)
        snprintf(list, sizeof list, "%s", b.data);
    bm_buf_free(&b);
    if (form >= BM_FORM_TEXT && form <= BM_FORM_LAST)
        return bm_fail(BM_EUNSUPPORTED, "%s offers %s, not %s", call, list, form_word(form));
    return bm_fail(BM_EUNSUPPORTED, "%s offers %s; %d is not a form", call, list, (int)form);
}
