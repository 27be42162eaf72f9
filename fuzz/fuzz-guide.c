/* SPDX-License-Identifier: MIT */
/* libFuzzer target for the guide: any movement the JSON reader accepts (rule breakers included:
 * a pair twice in a round, a set at two places, empty seats, phantoms, stand queues holding
 * sets that are also at tables) gets its description, every card in both forms, and answers to
 * every next-seat and next-boards question that agree with the grid.
 * Corpus: fuzz/corpus/json (./build-fuzz/fuzz/fuzz-guide -max_total_time=60 fuzz/corpus/json). */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Following a participant: the next seat is the seat the grid gives in the next round. */
static void fuzz_check_seats(const struct bm_movement *m)
{
    for (uint32_t p = 1; p <= bm_movement_participants(m); p++)
        for (uint32_t r = 0; r < bm_movement_rounds(m); r++) {
            uint32_t t = 0, t2 = 0;
            enum bm_field f = 0, f2 = 0;
            fuzz_assert(bm_guide_next_seat(&t, &f, m, p, r) == BM_OK);
            fuzz_assert(bm_movement_seat_of(&t2, &f2, m, p, r + 1) == BM_OK);
            fuzz_assert(t == t2 && f == f2);
            int32_t out = -1;
            fuzz_assert(bm_guide_sits_out(&out, m, p, r + 1) == BM_OK && (out == 0 || out == 1));
            fuzz_assert(t || out); /* seated nowhere: sits out */
        }
}

/* Following boards: every answer names a table that holds the group, or a stand. */
static void fuzz_check_boards(const struct bm_movement *m)
{
    for (uint32_t r = 1; r < bm_movement_rounds(m); r++)
        for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
            enum bm_place place;
            uint32_t number = 0, count = 0, set = 0, copy = 0, there = 0, there_copy = 0;
            fuzz_assert(bm_guide_next_boards(&place, &number, &count, m, r, t) == BM_OK);
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            bm_movement_get(&copy, m, r, t, BM_FIELD_COPY);
            if (place == BM_PLACE_TABLE || place == BM_PLACE_SHARED) {
                fuzz_assert(bm_movement_get(&there, m, r + 1, number, BM_FIELD_SET) == BM_OK);
                bm_movement_get(&there_copy, m, r + 1, number, BM_FIELD_COPY);
                fuzz_assert(there == set && there_copy == copy);
                fuzz_assert((place == BM_PLACE_SHARED) == (count > 1));
            } else if (place == BM_PLACE_STAND) {
                fuzz_assert(number >= 1 && number <= bm_movement_stands(m) && count == 1);
            } else {
                fuzz_assert(number == 0 && count == 0);
            }
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    if (bm_movement_read(&m, (const char *)data, size, "json", NULL) != BM_OK)
        return 0;
    fuzz_round_trips(m, 0);
    /* every card is rounds x tables long: sane sizes only */
    unsigned long cells = (unsigned long)bm_movement_rounds(m) * bm_movement_tables(m);
    if (cells * (bm_movement_participants(m) + bm_movement_tables(m)) <= 4000000ul) {
        char *s = NULL;
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT) == BM_OK && s && *s);
        bm_free(s);
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT) == BM_OK && s);
        bm_free(s);
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_JSON) == BM_OK && s);
        bm_free(s);
        fuzz_check_seats(m);
        fuzz_check_boards(m);
    }
    bm_movement_free(m);
    return 0;
}
