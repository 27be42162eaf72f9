/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the Swiss readers: bm_swiss_read() (the event file) and
 * bm_swiss_results_read() (a round's match totals, read into a fixed event of 9 teams). Every
 * input is accepted or refused with a message of its own; an accepted event writes a file that
 * reads back to the same file, reports its round and standings, and (small fields) makes its
 * next round or refuses with a message; refused results leave the event unchanged. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_event(struct bm_swiss *sw)
{
    char *json = NULL, *again = NULL, *text = NULL;
    struct bm_swiss *back = NULL;
    fuzz_assert(bm_swiss_report(&json, sw, BM_FORM_JSON) == BM_OK);
    fuzz_assert(bm_swiss_read(&back, json, strlen(json)) == BM_OK);
    fuzz_assert(bm_swiss_report(&again, back, BM_FORM_JSON) == BM_OK);
    fuzz_assert(strcmp(json, again) == 0);
    fuzz_assert(bm_swiss_report(&text, sw, BM_FORM_TEXT) == BM_OK);
    bm_free(text);
    fuzz_assert(bm_swiss_standings_report(&text, sw, BM_FORM_JSON) == BM_OK);
    bm_free(text);
    uint32_t made = bm_swiss_rounds(sw), home = 0, away = 0;
    if (bm_swiss_match(&home, &away, sw, made, 1) == BM_OK && home <= 64) {
        fuzz_mark_message();
        enum bm_status st = bm_swiss_next(back);
        fuzz_assert(st == BM_OK ? fuzz_message_kept() && bm_swiss_rounds(back) == made + 1
                                : st == BM_EUNSUPPORTED && fuzz_fresh_message());
    }
    bm_free(json);
    bm_free(again);
    bm_swiss_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_swiss *sw = NULL, *fixed = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_swiss_read(&sw, (const char *)data, size);
    if (st != BM_OK)
        fuzz_assert(sw == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && fuzz_fresh_message());
    else
        check_event(sw);
    bm_swiss_free(sw);

    char *before = NULL, *after = NULL;
    fuzz_assert(bm_swiss_new(&fixed, BM_EVENT_TEAMS, 9, 5, 8, 0) == BM_OK);
    fuzz_assert(bm_swiss_report(&before, fixed, BM_FORM_JSON) == BM_OK);
    fuzz_mark_message();
    st = bm_swiss_results_read(fixed, (const char *)data, size);
    fuzz_assert(bm_swiss_report(&after, fixed, BM_FORM_JSON) == BM_OK);
    if (st != BM_OK)
        fuzz_assert((st == BM_EPARSE || st == BM_ENOMEM) && fuzz_fresh_message() &&
                    strcmp(before, after) == 0);
    bm_free(before);
    bm_free(after);
    bm_swiss_free(fixed);
    return 0;
}
