/* SPDX-License-Identifier: MIT */
/* bm_print_report(): the guide as HTML, or a picture as SVG. */
#include "model/plays.h"
#include "options/options.h"
#include "print/print-private.h"
#include "util/export.h"
#include "util/form.h"
#include "util/message.h"
#include "util/out.h"

/* The keys of the set `print` each print reads: a key given for another is refused. */
static enum bm_status keys_apply(const struct bm_options *opt, enum bm_print what)
{
    static const struct {
        const char *key, *goes_with;
        enum bm_print what;
    } keys[] = {{"paper", "the printed guide", BM_PRINT_GUIDE},
                {"travellers", "the printed guide", BM_PRINT_GUIDE},
                {"cards", "the printed guide", BM_PRINT_GUIDE},
                {"copies", "the printed guide", BM_PRINT_GUIDE},
                {"round", "the picture of the room", BM_PRINT_ROOM}};
    for (size_t i = 0; opt && i < sizeof keys / sizeof keys[0]; i++)
        if (keys[i].what != what && bm_options_given(opt, keys[i].key))
            return bm_fail(BM_EINVAL, "%s goes with %s", keys[i].key, keys[i].goes_with);
    return BM_OK;
}

static enum bm_status print(char **out, const struct bm_movement *m, enum bm_print what,
                            enum bm_form form, const struct bm_options *opt)
{
    switch (what) {
    case BM_PRINT_GUIDE:
        return form == BM_FORM_TEXT ? bm_print_guide_text(out, m, opt)
                                    : bm_print_guide(out, m, opt);
    case BM_PRINT_ROOM:
        return bm_print_room_svg(out, m, opt ? (unsigned)bm_options_number(opt, "round") : 1);
    case BM_PRINT_BALANCE: return bm_print_balance_svg(out, m);
    case BM_PRINT_SWITCHES: break;
    }
    return bm_print_switches_svg(out, m);
}

BM_EXPORT enum bm_status bm_print_report(char **out, const struct bm_movement *m,
                                         enum bm_print what, enum bm_form form,
                                         const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(m);
    enum bm_status st = bm_options_expect(opt, &bm_options_print, __func__);
    if (st)
        return st;
    if (what < BM_PRINT_GUIDE || what > BM_PRINT_SWITCHES)
        return bm_fail(BM_EINVAL, "bm_print_report: %d is not something to print", (int)what);
    st = bm_form_check(form,
                       what == BM_PRINT_GUIDE ? BM_FORMS(BM_FORM_HTML) | BM_FORMS(BM_FORM_TEXT)
                                              : BM_FORMS(BM_FORM_SVG),
                       what == BM_PRINT_GUIDE ? "the printed guide" : "a picture");
    if (!st)
        st = keys_apply(opt, what);
    if (st)
        return st;
    struct bm_plays plays; /* every card and slip asks where boards and pairs are */
    struct bm_movement view;
    st = bm_plays_open(&plays, &view, m);
    if (!st)
        st = print(out, &view, what, form, opt);
    bm_plays_free(&plays);
    return st;
}
