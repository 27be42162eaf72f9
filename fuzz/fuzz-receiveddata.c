/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the ReceivedData reader (results from the Bridgemate database's table,
 * as CSV): the input follows a fixed ReceivedData header, so that every input reaches the
 * reader, and is read against a pairs, an individual and a teams movement. Every input is
 * accepted or refused with a message of its own; accepted results write JSON that reads back
 * to the same JSON, and score with both reports. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char header[] = "Section,Table,Round,Board,PairNS,PairEW,South,West,Declarer,"
                             "NS/EW,Contract,Result,LeadCard,Remarks,Erased\r\n";

static struct bm_movement *movement(int k)
{
    static const char *const specs[3] = {"mitchell:tables=7,boards=2,phantom=14",
                                         "individual:players=8", "american:tables=3,boards=2"};
    static struct bm_movement *m[3];
    if (!m[k])
        fuzz_assert(bm_build_string(&m[k], specs[k]) == BM_OK);
    return m[k];
}

static void read_one(const struct bm_movement *m, const char *text, size_t len)
{
    struct bm_results *r = NULL, *back = NULL;
    char *json = NULL, *again = NULL, *report = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_results_read(&r, m, text, len);
    if (st != BM_OK) {
        fuzz_assert(r == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && fuzz_fresh_message());
        return;
    }
    fuzz_assert(fuzz_message_kept());
    fuzz_assert(bm_results_report(&json, r, BM_FORM_JSON) == BM_OK);
    fuzz_assert(bm_results_read(&back, m, json, strlen(json)) == BM_OK);
    fuzz_assert(bm_results_report(&again, back, BM_FORM_JSON) == BM_OK);
    fuzz_assert(strcmp(json, again) == 0);
    struct bm_scoring *sc = NULL;
    fuzz_assert(bm_scoring_new(&sc, r, NULL) == BM_OK);
    fuzz_assert(bm_scoring_report(&report, sc, BM_FORM_TEXT) == BM_OK);
    bm_free(report);
    fuzz_assert(bm_scoring_report(&report, sc, BM_FORM_JSON) == BM_OK);
    bm_free(report);
    bm_scoring_free(sc);
    bm_free(json);
    bm_free(again);
    bm_results_free(r);
    bm_results_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(sizeof header + size);
    if (!text)
        return 0;
    memcpy(text, header, sizeof header - 1);
    memcpy(text + sizeof header - 1, data, size);
    for (int k = 0; k < 3; k++)
        read_one(movement(k), text, sizeof header - 1 + size);
    free(text);
    return 0;
}
