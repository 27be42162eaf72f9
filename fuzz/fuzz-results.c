/* SPDX-License-Identifier: MIT */
/* libFuzzer target for bm_results_read() (JSON and CSV results keyed by a movement): every
 * input is accepted or refused with a message of its own; accepted results write JSON that
 * reads back to the same JSON (leads included), and score by every method with the text,
 * JSON and USEBIO reports. The movement is a 7-table Mitchell, two boards a set, round 7
 * arrow-switched and pair 14 a phantom, so that switched seats and sit-outs are in play. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct bm_movement *movement(void)
{
    static struct bm_movement *m;
    if (!m) {
        fuzz_assert(bm_build_string(&m, "mitchell:tables=7,boards=2,phantom=14") == BM_OK);
        for (uint32_t t = 1; t <= 7; t++)
            fuzz_assert(bm_movement_set_switched(m, 7, t, 1, 1) == BM_OK);
    }
    return m;
}

static void score_all(const struct bm_results *r)
{
    static const char *const methods[] = {"method=mp", "method=neuberg,scale=1", "method=imps",
                                          "method=butler,butler_drop=0"};
    for (size_t i = 0; i < 4; i++) {
        struct bm_options *o = NULL;
        struct bm_scoring *sc = NULL;
        char *text = NULL, *json = NULL, *xml = NULL;
        fuzz_assert(bm_options_parse(&o, "score", methods[i]) == BM_OK);
        fuzz_assert(bm_scoring_new(&sc, r, o) == BM_OK);
        fuzz_assert(bm_scoring_report(&text, sc, BM_FORM_TEXT) == BM_OK);
        fuzz_assert(bm_scoring_report(&json, sc, BM_FORM_JSON) == BM_OK);
        fuzz_assert(bm_scoring_report(&xml, sc, BM_FORM_XML) == BM_OK); /* leads as LEAD */
        bm_free(text);
        bm_free(json);
        bm_free(xml);
        bm_scoring_free(sc);
        bm_options_free(o);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_results *r = NULL, *back = NULL;
    char *json = NULL, *again = NULL;
    const struct bm_movement *m = movement();
    fuzz_mark_message();
    enum bm_status st = bm_results_read(&r, m, (const char *)data, size);
    if (st != BM_OK) {
        fuzz_assert(r == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && fuzz_fresh_message());
        return 0;
    }
    fuzz_assert(fuzz_message_kept());
    fuzz_assert(bm_results_report(&json, r, BM_FORM_JSON) == BM_OK);
    fuzz_assert(bm_results_read(&back, m, json, strlen(json)) == BM_OK);
    fuzz_assert(bm_results_report(&again, back, BM_FORM_JSON) == BM_OK);
    fuzz_assert(strcmp(json, again) == 0);
    score_all(r);
    bm_free(json);
    bm_free(again);
    bm_results_free(r);
    bm_results_free(back);
    return 0;
}
