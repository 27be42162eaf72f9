/* SPDX-License-Identifier: MIT */
/* libFuzzer target for spec strings: bm_spec_parse() accepts or refuses with a message; an
 * accepted spec prints as a string that parses to the same string; small movements are built
 * and round-trip through both writers. */
#include <stdio.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Building 1000-table movements would only slow the search down. */
static int small_enough(const struct bm_options *spec)
{
    const char *t = NULL;
    bm_options_get(&t, spec, "tables");
    return !t || strlen(t) <= 2;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[512];
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    struct bm_options *spec = NULL;
    enum bm_status st = bm_options_parse(&spec, NULL, text);
    if (st != BM_OK) {
        fuzz_assert(spec == NULL && bm_last_error()[0]);
        return 0;
    }
    char *s1 = NULL, *s2 = NULL;
    struct bm_options *again = NULL;
    fuzz_assert(bm_options_to_string(&s1, spec) == BM_OK);
    fuzz_assert(bm_options_parse(&again, NULL, s1) == BM_OK);
    fuzz_assert(bm_options_to_string(&s2, again) == BM_OK && strcmp(s1, s2) == 0);
    if (small_enough(spec)) {
        struct bm_movement *m = NULL;
        st = bm_build(&m, spec);
        fuzz_assert((st == BM_OK) == (m != NULL));
        fuzz_assert(st == BM_OK || msg[0]);
        if (m)
            fuzz_round_trips(m, 0);
        bm_movement_free(m);
    }
    bm_free(s1);
    bm_free(s2);
    bm_options_free(spec);
    bm_options_free(again);
    return 0;
}
