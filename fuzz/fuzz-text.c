/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the grid text reader (bm_movement_read() with the hint "text"): every
 * input is accepted or refused with a message of its own; an accepted movement round-trips
 * through both writers, the text one exactly and without notes (a movement read from text has
 * nothing the text cannot carry). */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    char *notes = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_movement_read(&m, (const char *)data, size, "text", &notes);
    if (st != BM_OK) {
        fuzz_assert(m == NULL && notes == NULL && (st == BM_EPARSE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
        return 0;
    }
    fuzz_assert(fuzz_message_kept());
    fuzz_notes(notes);
    fuzz_round_trips(m, 1);
    bm_movement_free(m);
    return 0;
}
