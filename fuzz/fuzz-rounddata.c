/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the Bridgemate RoundData reader (bm_sections_read() with the hint
 * "rounddata"): every input is accepted or refused with a message of its own naming the line
 * and column; every accepted section survives the JSON and text round trips, and RoundData
 * written from what was read reads back and writes the same text again. bm_movement_read()
 * of the same input agrees: it gives the first section. (The checks after reading keep to
 * grids they can afford: fuzz_affordable().) */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* write(read(write(m))) == write(m): what the writer puts out, the reader takes back whole. */
static void rounddata_fixpoint(const struct bm_sections *s)
{
    char *once = NULL, *twice = NULL, *notes = NULL;
    struct bm_sections *back = NULL;
    fuzz_assert(bm_sections_write(&once, s, BM_FORMAT_ROUNDDATA, NULL, &notes) == BM_OK);
    fuzz_notes(notes);
    fuzz_assert(bm_sections_read(&back, once, strlen(once), "rounddata", &notes) == BM_OK);
    fuzz_notes(notes);
    fuzz_assert(bm_sections_write(&twice, back, BM_FORMAT_ROUNDDATA, NULL, &notes) == BM_OK);
    fuzz_notes(notes);
    fuzz_assert(strcmp(once, twice) == 0);
    bm_free(once);
    bm_free(twice);
    bm_sections_free(back);
}

/* The one-movement reader gives the first section, and its notes name the others. */
static void first_section(const struct bm_sections *s, const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    char *notes = NULL;
    int32_t eq = 0;
    fuzz_assert(bm_movement_read(&m, (const char *)data, size, "rounddata", &notes) == BM_OK);
    fuzz_assert(fuzz_notes(notes) || bm_sections_count(s) == 1);
    fuzz_assert(bm_movement_equal(&eq, m, bm_sections_movement(s, 1)) == BM_OK && eq);
    bm_movement_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_sections *s = NULL;
    char *notes = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_sections_read(&s, (const char *)data, size, "rounddata", &notes);
    if (st != BM_OK) {
        fuzz_assert(s == NULL && notes == NULL && (st == BM_EPARSE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
        fuzz_assert(st == BM_ENOMEM || strncmp(bm_last_error(), "line ", 5) == 0);
        return 0;
    }
    fuzz_assert(fuzz_message_kept() && bm_sections_count(s) >= 1);
    fuzz_notes(notes);
    int affordable = 1;
    for (uint32_t i = 1; i <= bm_sections_count(s); i++)
        affordable &= fuzz_affordable(bm_sections_movement(s, i));
    if (affordable) {
        for (uint32_t i = 1; i <= bm_sections_count(s); i++)
            fuzz_round_trips(bm_sections_movement(s, i), 1);
        rounddata_fixpoint(s);
        first_section(s, data, size);
    }
    bm_sections_free(s);
    return 0;
}
