/* SPDX-License-Identifier: MIT */
/* What every fuzz target checks once a parser has accepted an input: the movement survives
 * JSON and text round trips, and the rule check runs. A broken property aborts, which
 * libFuzzer reports with the input. */
#ifndef BM_FUZZ_COMMON_H
#define BM_FUZZ_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

static void fuzz_assert(int cond)
{
    if (!cond)
        abort();
}

/* Parse a writer's output again and compare; a writer's output must always be accepted. */
static void fuzz_round_trips(const struct bm_movement *m, int text_lossless)
{
    char *json = NULL, *text = NULL, msg[256];
    struct bm_movement *j = NULL, *t = NULL;
    int eq = 0;
    fuzz_assert(bm_write_json(&json, m) == BM_OK);
    fuzz_assert(bm_read_json(&j, json, strlen(json), msg, sizeof msg) == BM_OK);
    fuzz_assert(bm_movement_equal(&eq, m, j) == BM_OK && eq);
    fuzz_assert(strcmp(bm_movement_spec(m), bm_movement_spec(j)) == 0);
    fuzz_assert(strcmp(bm_movement_generator(m), bm_movement_generator(j)) == 0);
    fuzz_assert(bm_write_text(&text, m) == BM_OK);
    fuzz_assert(bm_read_text(&t, text, strlen(text), msg, sizeof msg) == BM_OK);
    if (text_lossless)
        fuzz_assert(bm_movement_equal(&eq, m, t) == BM_OK && eq);
    /* the rule check needs participants x sets counters: keep it to sane sizes */
    if ((unsigned long)bm_movement_participants(m) * bm_movement_sets(m) <= 1000000ul) {
        struct bm_check *c = NULL;
        fuzz_assert(bm_check_new(&c, m) == BM_OK);
        bm_check_free(c);
    }
    bm_free(json);
    bm_free(text);
    bm_movement_free(j);
    bm_movement_free(t);
}

#endif
