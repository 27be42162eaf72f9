/* SPDX-License-Identifier: MIT */
/* libFuzzer target for bm_read_text(): every input is accepted or refused with a message; an
 * accepted movement round-trips through both writers, the text one exactly (a movement read
 * from text has nothing the text cannot carry). */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_read(&m, (const char *)data, size, "text", NULL);
    if (st != BM_OK) {
        fuzz_assert(m == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && bm_last_error()[0]);
        return 0;
    }
    fuzz_round_trips(m, 1);
    bm_movement_free(m);
    return 0;
}
