/* SPDX-License-Identifier: MIT */
/* libFuzzer target for spec strings (bm_options_parse() with the set named in the text, and
 * bm_build_string()): a text is accepted or refused with a message of its own; an accepted
 * spec prints as a string that parses to the same string; small movements are built (or
 * refused with a message of their own), record that string as their spec, come out the same
 * from bm_build_string() and round-trip through both writers. */
#include <stdio.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Building 1000-table movements would only slow the search down; so would a spec that asks for
 * its arrow switches to be searched (`switch=free` and the other levels): that search is seconds
 * by design, and minutes under the fuzzer's instrumentation (an 18-table Mitchell, 3 CPU minutes),
 * which libFuzzer reports as a hang. It is fuzzed on a 4-table Mitchell only; fuzz-pipeline
 * fuzzes the search itself at a small effort. */
static int small_enough(const struct bm_options *spec)
{
    static const char *const searched[] = {"round", "table", "board", "free"};
    const char *t = NULL, *sw = NULL;
    bm_options_get(&t, spec, "tables");
    bm_options_get(&sw, spec, "switch");
    for (size_t i = 0; sw && i < sizeof searched / sizeof *searched; i++)
        if (strcmp(sw, searched[i]) == 0)
            return strcmp(bm_options_name(spec), "mitchell") == 0 && t && strcmp(t, "4") == 0;
    return !t || strlen(t) <= 2;
}

static int build_status(enum bm_status st)
{
    return st == BM_OK || st == BM_EINVAL || st == BM_ERANGE || st == BM_EPARSE ||
           st == BM_EUNSUPPORTED || st == BM_ENOTFOUND || st == BM_ENOMEM;
}

/* bm_build() of the parsed spec, and bm_build_string() of its canonical string, agree. */
static void fuzz_build(const struct bm_options *spec, const char *canonical)
{
    struct bm_movement *m = NULL, *again = NULL;
    int family = bm_family_description(bm_options_name(spec)) != NULL;
    fuzz_mark_message();
    enum bm_status st = bm_build(&m, spec);
    fuzz_assert((st == BM_OK) == (m != NULL) && build_status(st));
    fuzz_assert(st == BM_OK ? fuzz_message_kept() : fuzz_fresh_message());
    fuzz_assert(family || st == BM_EINVAL); /* options of another set build nothing */
    fuzz_mark_message();
    enum bm_status st2 = bm_build_string(&again, canonical);
    fuzz_assert((st2 == BM_OK) == (again != NULL));
    fuzz_assert(st2 == BM_OK ? fuzz_message_kept() : fuzz_fresh_message());
    fuzz_assert(family ? st2 == st : st2 == BM_EPARSE);
    if (m) {
        int32_t eq = 0;
        fuzz_assert(strcmp(bm_movement_spec(m), canonical) == 0);
        fuzz_assert(bm_movement_equal(&eq, m, again) == BM_OK && eq);
        fuzz_round_trips(m, 0);
    }
    bm_movement_free(m);
    bm_movement_free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char text[512];
    if (size >= sizeof text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    struct bm_options *spec = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_options_parse(&spec, NULL, text);
    if (st != BM_OK) {
        fuzz_assert(spec == NULL && (st == BM_EPARSE || st == BM_ERANGE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
        /* the text builds nothing either */
        struct bm_movement *m = NULL;
        fuzz_mark_message();
        fuzz_assert(bm_build_string(&m, text) != BM_OK && m == NULL && fuzz_fresh_message());
        return 0;
    }
    fuzz_assert(fuzz_message_kept());
    char *s1 = NULL, *s2 = NULL;
    struct bm_options *again = NULL;
    fuzz_assert(bm_options_to_string(&s1, spec) == BM_OK);
    fuzz_assert(bm_options_parse(&again, NULL, s1) == BM_OK);
    fuzz_assert(bm_options_to_string(&s2, again) == BM_OK && strcmp(s1, s2) == 0);
    if (small_enough(spec))
        fuzz_build(spec, s1);
    bm_free(s1);
    bm_free(s2);
    bm_options_free(spec);
    bm_options_free(again);
    return 0;
}
