/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the EBUScore movement reader (bm_movement_read() with the hint "ebu"):
 * every input is accepted or refused with a message of its own naming the line and column; an
 * accepted movement survives the JSON and text round trips, and the EBUScore file written from
 * it reads back, to an equal movement unless the writer's notes say what it could not hold. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL, *back = NULL;
    char *text = NULL, *notes = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_movement_read(&m, (const char *)data, size, "ebu", &notes);
    if (st != BM_OK) {
        fuzz_assert(m == NULL && notes == NULL && (st == BM_EPARSE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
        fuzz_assert(st == BM_ENOMEM || strncmp(bm_last_error(), "line ", 5) == 0);
        return 0;
    }
    fuzz_assert(fuzz_message_kept());
    fuzz_notes(notes); /* what the reader left out, if anything */
    fuzz_round_trips(m, 1);
    /* a read movement has one set size and whole-round switches only: it can be written, and
     * when the writer names no loss it reads back equal */
    fuzz_assert(bm_movement_write(&text, m, BM_FORMAT_EBU, NULL, &notes) == BM_OK);
    int lossless = !fuzz_notes(notes);
    fuzz_assert(bm_movement_read(&back, text, strlen(text), "ebu", &notes) == BM_OK);
    fuzz_notes(notes);
    /* the name (a title line read) is the movement's label, not its content: the exchange
     * formats write none and name no loss for it, as test-exchange's round trips hold */
    fuzz_assert(bm_movement_set_name(back, bm_movement_name(m)) == BM_OK);
    int32_t eq = 0;
    fuzz_assert(bm_movement_equal(&eq, m, back) == BM_OK && (eq || !lossless));
    bm_free(text);
    bm_movement_free(back);
    bm_movement_free(m);
    return 0;
}
