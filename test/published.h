/* SPDX-License-Identifier: MIT */
/* Helpers of the tests that reproduce movements published outside the four source texts
 * (test/data/published/, written by its make-goldens.py from the published instructions):
 * compare a built movement with a golden grid text and JSON, and read a movement's rules. */
#ifndef BM_TEST_PUBLISHED_H
#define BM_TEST_PUBLISHED_H

#include "test.h"
#include "test-build.h"
#include "format-util.h"

#include <bridgemove/bridgemove.h>

#define PUBLISHED(name) BM_TEST_DATA "/published/" name

/* The spec's grid text has exactly the golden file's round lines. */
static inline void golden_text(const char *spec, const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/published/%s", BM_TEST_DATA, file);
    struct bm_movement *m = build(spec);
    char *want = test_slurp(path, NULL), *text = NULL;
    CHECK(want != NULL);
    if (m && want && bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL) == BM_OK) {
        char *a = round_lines(text), *b = round_lines(want);
        if (strcmp(a, b) != 0)
            fprintf(stderr, "%s differs from %s:\n%s", spec, file, a);
        CHECK_STR(a, b);
        free(a);
        free(b);
    }
    bm_free(text);
    free(want);
    bm_movement_free(m);
}

/* The golden JSON, read by the library, is the spec's movement: grid, stands and what they
 * hold each round, phantoms and name. */
static inline void golden_json(const char *spec, const char *file)
{
    char path[512];
    snprintf(path, sizeof path, "%s/published/%s", BM_TEST_DATA, file);
    struct bm_movement *m = build(spec), *g = ref_json(path);
    CHECK(g != NULL);
    CHECK(movements_equal(m, g));
    bm_movement_free(g);
    bm_movement_free(m);
}

/* Whether a rule holds (-1 when the check cannot be made). */
static inline int rule_holds(const struct bm_check *c, enum bm_rule rule)
{
    int h = -1;
    return c && bm_check_holds(&h, c, rule) == BM_OK ? h : -1;
}

/* The rules 1A, 1B, 2, 3A, 3B, 4A, 4B (bits 0..6, 1 = holds) of a movement. */
static inline unsigned rules_of(const struct bm_movement *m)
{
    struct bm_check *c = NULL;
    unsigned bits = 0;
    if (!m || bm_check_new(&c, m) != BM_OK)
        return 0x80;
    for (int r = BM_RULE_1A; r <= BM_RULE_4B; r++)
        if (rule_holds(c, (enum bm_rule)r) == 1)
            bits |= 1u << (r - BM_RULE_1A);
    bm_check_free(c);
    return bits;
}

/* How many times two pairs meet again after their first meeting (in any seats). */
static inline unsigned repeated_meetings(const struct bm_movement *m)
{
    unsigned P = bm_movement_participants(m), again = 0;
    unsigned char *met = calloc((size_t)(P + 1) * (P + 1), 1);
    for (unsigned r = 1; met && r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned a = cell(m, r, t, BM_FIELD_NS), b = cell(m, r, t, BM_FIELD_EW);
            if (a && b)
                again += met[(a < b ? a : b) * (P + 1) + (a < b ? b : a)]++ != 0;
        }
    free(met);
    return again;
}

#define ALL_RULES 0x7fu
#define ALL_BUT_4B 0x3fu

#endif
