/* SPDX-License-Identifier: MIT */
/* libFuzzer target for bm_read_ebu(): every input is accepted or refused with a message naming
 * the line and column; an accepted movement survives the JSON and text round trips, and the
 * EBUScore file written from it reads back, to an equal movement unless the writer said what
 * it could not hold. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL, *back = NULL;
    char *text = NULL;
    enum bm_status st = bm_movement_read(&m, (const char *)data, size, "ebu", NULL);
    if (st != BM_OK) {
        fuzz_assert(m == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && bm_last_error()[0]);
        fuzz_assert(st == BM_ENOMEM || strncmp(bm_last_error(), "line ", 5) == 0);
        return 0;
    }
    fuzz_round_trips(m, 1);
    /* a read movement has one set size and whole-round switches only: it can be written, and
     * when the writer names no loss it reads back equal */
    fuzz_assert(bm_write_ebu(&text, m, NULL) == BM_OK);
    int lossless = !msg[0];
    fuzz_assert(bm_movement_read(&back, text, strlen(text), "ebu", NULL) == BM_OK);
    int eq = 0;
    fuzz_assert(bm_movement_equal(&eq, m, back) == BM_OK && (eq || !lossless));
    bm_free(text);
    bm_movement_free(back);
    bm_movement_free(m);
    return 0;
}
