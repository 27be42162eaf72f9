/* SPDX-License-Identifier: MIT */
/* libFuzzer target for bm_read_json(): every input is accepted or refused with a message; an
 * accepted movement round-trips through both writers. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_read(&m, (const char *)data, size, "json", NULL);
    if (st != BM_OK) {
        fuzz_assert(m == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && bm_last_error()[0]);
        return 0;
    }
    /* the text carries everything but the stands, and names stay on one line */
    fuzz_round_trips(m, 0);
    bm_movement_free(m);
    return 0;
}
