/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the names reader (bm_scoring_names_read()): every input is read as the
 * names of a pairs session (empty results of a 7-table Mitchell) and of a teams session (an
 * American Whist of three teams), whole and as section B's lines
 * (bm_scoring_names_read_section()). Every input is accepted or refused with a message of its
 * own; a refused file leaves the names the session had; accepted names reach the text, HTML
 * and USEBIO reports, each of which is written. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct bm_scoring *session(int k)
{
    static const char *const specs[2] = {"mitchell:tables=7,boards=2",
                                         "american:tables=3,boards=2"};
    static struct bm_scoring *sc[2];
    if (!sc[k]) {
        struct bm_movement *m = NULL;
        struct bm_results *r = NULL;
        fuzz_assert(bm_build_string(&m, specs[k]) == BM_OK);
        fuzz_assert(bm_results_new(&r, m) == BM_OK);
        fuzz_assert(bm_scoring_new(&sc[k], r, NULL) == BM_OK);
        bm_results_free(r);
        bm_movement_free(m);
    }
    return sc[k];
}

/* section: NULL to read the file whole, else the letter whose lines are read. */
static void read_one(struct bm_scoring *sc, const char *section, const char *text, size_t len)
{
    char *before = NULL, *after = NULL;
    fuzz_assert(bm_scoring_report(&before, sc, BM_FORM_XML) == BM_OK);
    fuzz_mark_message();
    enum bm_status st = section ? bm_scoring_names_read_section(sc, section, text, len)
                                : bm_scoring_names_read(sc, text, len);
    if (st != BM_OK) {
        fuzz_assert((st == BM_EPARSE || st == BM_ENOMEM) && fuzz_fresh_message());
        fuzz_assert(bm_scoring_report(&after, sc, BM_FORM_XML) == BM_OK);
        fuzz_assert(strcmp(before, after) == 0);
    } else {
        fuzz_assert(fuzz_message_kept());
        static const enum bm_form forms[3] = {BM_FORM_TEXT, BM_FORM_HTML, BM_FORM_XML};
        for (int f = 0; f < 3; f++) {
            char *report = NULL;
            fuzz_assert(bm_scoring_report(&report, sc, forms[f]) == BM_OK);
            bm_free(report);
        }
    }
    bm_free(before);
    bm_free(after);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (int k = 0; k < 2; k++) {
        read_one(session(k), NULL, (const char *)data, size);
        read_one(session(k), "B", (const char *)data, size);
    }
    return 0;
}
