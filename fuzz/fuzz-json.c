/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the JSON movement reader (bm_movement_read() with the hint "json"):
 * every input is accepted or refused with a message of its own; an accepted movement
 * round-trips through both writers. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    char *notes = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_movement_read(&m, (const char *)data, size, "json", &notes);
    if (st != BM_OK) {
        fuzz_assert(m == NULL && notes == NULL && (st == BM_EPARSE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
        return 0;
    }
    fuzz_assert(fuzz_message_kept() && !fuzz_notes(notes)); /* JSON leaves nothing out */
    /* the text carries everything but the stands, and names stay on one line */
    fuzz_round_trips(m, 0);
    bm_movement_free(m);
    return 0;
}
