/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the competition analysis: any movement the JSON reader accepts (rule
 * breakers included: a pair twice in a round, a set replayed, empty seats, phantoms, pairs
 * declared and never seated) is analysed or refused as beyond the work limit, its statistics
 * are consistent and both reports are produced.
 * Corpus: fuzz/corpus/json (./build-fuzz/fuzz/fuzz-analysis -max_total_time=60 fuzz/corpus/json). */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    if (bm_movement_read(&m, (const char *)data, size, "json", NULL) != BM_OK)
        return 0;
    fuzz_round_trips(m, 0);
    /* Any size is analysed (the work follows the participants who sit and the plays, and a
     * movement beyond the work limit is refused); the P x P JSON report and the brute-force
     * check of the statistics only at sane sizes. */
    struct bm_analysis *an = NULL;
    char *text = NULL, *json = NULL;
    enum bm_status st = bm_analysis_new(&an, m);
    fuzz_assert(st == BM_OK || st == BM_EUNSUPPORTED);
    if (st == BM_OK) {
        fuzz_assert(bm_analysis_report(&text, an, BM_FORM_TEXT) == BM_OK);
        if (bm_movement_participants(m) <= 512) {
            fuzz_check_stats(an);
            fuzz_assert(bm_analysis_report(&json, an, BM_FORM_JSON) == BM_OK);
        }
    }
    bm_free(text);
    bm_free(json);
    bm_analysis_free(an);
    bm_movement_free(m);
    return 0;
}
