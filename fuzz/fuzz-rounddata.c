/* SPDX-License-Identifier: MIT */
/* libFuzzer target for bm_sections_read_rounddata(): every input is accepted or refused with a
 * message naming the line and column; every accepted section survives the JSON and text round
 * trips, and RoundData written from what was read reads back and writes the same text again. */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* write(read(write(m))) == write(m): what the writer puts out, the reader takes back whole. */
static void rounddata_fixpoint(const struct bm_sections *s)
{
    char *once = NULL, *twice = NULL;
    struct bm_sections *back = NULL;
    fuzz_assert(bm_sections_write_rounddata(&once, s, NULL) == BM_OK);
    fuzz_assert(bm_sections_read_rounddata(&back, once, strlen(once)) == BM_OK);
    fuzz_assert(bm_sections_write_rounddata(&twice, back, NULL) == BM_OK);
    fuzz_assert(strcmp(once, twice) == 0);
    bm_free(once);
    bm_free(twice);
    bm_sections_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_sections *s = NULL;
    enum bm_status st = bm_sections_read_rounddata(&s, (const char *)data, size);
    if (st != BM_OK) {
        fuzz_assert(s == NULL && (st == BM_EPARSE || st == BM_ENOMEM) && bm_last_error()[0]);
        fuzz_assert(st == BM_ENOMEM || strncmp(bm_last_error(), "line ", 5) == 0);
        return 0;
    }
    for (unsigned i = 1; i <= bm_sections_count(s); i++)
        fuzz_round_trips(bm_sections_movement(s, i), 1);
    rounddata_fixpoint(s);
    bm_sections_free(s);
    return 0;
}
