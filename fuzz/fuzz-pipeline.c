/* SPDX-License-Identifier: MIT */
/* libFuzzer target for everything a movement goes through after it is read: any movement
 * the JSON or the grid text reader accepts is analysed, arrow-switched (a short search),
 * transformed (dual, standard form, round reversal, table reversal, equivalence), described
 * card by card, and its team matches reported. Each call either succeeds or refuses with a
 * status it documents; a relabelled copy is always equivalent (or the search gives up).
 * A digest of the input picks the switching level and preset, so the corpus reaches them all.
 * Corpus: fuzz/corpus/json (./build-fuzz/fuzz/fuzz-pipeline -max_total_time=60 fuzz/corpus/json). */
#include <stdio.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int refused(enum bm_status st)
{
    return st == BM_EUNSUPPORTED || st == BM_ENOTSTATIONARY || st == BM_EINVAL;
}

/* An equivalence that must hold: 1, or a search that gave up. */
static void fuzz_equivalent(const struct bm_movement *a, const struct bm_movement *b)
{
    int32_t eq = -1;
    enum bm_status st = bm_movement_equivalent(&eq, a, b);
    fuzz_assert((st == BM_OK && eq == 1) || st == BM_ENOTFOUND);
}

static void fuzz_transforms(const struct bm_movement *m)
{
    struct bm_movement *x = NULL;
    /* refused for a pair arriving late or leaving early: its absence would be scattered */
    enum bm_status reversed = bm_movement_reverse_rounds(&x, m);
    fuzz_assert(reversed == BM_OK || reversed == BM_EUNSUPPORTED);
    if (reversed == BM_OK)
        fuzz_equivalent(m, x);
    bm_movement_free(x);
    uint32_t T = bm_movement_tables(m);
    uint32_t *perm = malloc(T * sizeof *perm);
    fuzz_assert(perm != NULL);
    for (uint32_t t = 0; t < T; t++)
        perm[t] = T - t;
    fuzz_assert(bm_movement_permute_tables(&x, m, perm, T) == BM_OK);
    fuzz_equivalent(x, m);
    bm_movement_free(x);
    free(perm);
    enum bm_status st = bm_movement_standard_form(&x, m);
    fuzz_assert(st == BM_OK || refused(st));
    if (st == BM_OK)
        fuzz_equivalent(m, x);
    bm_movement_free(x);
    st = bm_movement_dual(&x, m);
    fuzz_assert(st == BM_OK || refused(st));
    if (st == BM_OK)
        fuzz_assert(bm_movement_rounds(x) == T && bm_movement_tables(x) == bm_movement_rounds(m));
    bm_movement_free(x);
}

static void fuzz_switch(const struct bm_movement *m, uint8_t pick)
{
    static const char *const levels[] = {"round", "board", "table", "free"};
    static const char *const presets[] = {"none", "last-round", "stagger", "eighth", "optimise"};
    char text[96];
    snprintf(text, sizeof text, "level=%s,preset=%s,effort=50,time=0.05", levels[pick % 4],
             presets[(pick / 4) % 5]);
    struct bm_options *opt = NULL;
    fuzz_assert(bm_options_parse(&opt, "switch", text) == BM_OK);
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *switched = NULL;
    enum bm_status st = bm_switch_plan_new(&plan, &switched, m, opt);
    fuzz_assert(st == BM_OK || refused(st));
    if (st == BM_OK) {
        char *s = NULL;
        fuzz_assert(bm_switch_plan_report(&s, plan, BM_FORM_TEXT) == BM_OK);
        bm_free(s);
        fuzz_assert(bm_switch_plan_report(&s, plan, BM_FORM_JSON) == BM_OK);
        bm_free(s);
        fuzz_equivalent(m, switched); /* switches are not compared: the same grid */
    }
    bm_switch_plan_free(plan);
    bm_movement_free(switched);
    bm_options_free(opt);
}

static void fuzz_cards(const struct bm_movement *m)
{
    char *s = NULL;
    for (uint32_t p = 1; p <= bm_movement_participants(m); p++) {
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_PAIR, p, BM_FORM_TEXT) == BM_OK);
        bm_free(s);
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_PAIR, p, BM_FORM_JSON) == BM_OK);
        bm_free(s);
    }
    for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_TABLE, t, BM_FORM_TEXT) == BM_OK);
        bm_free(s);
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_TABLE, t, BM_FORM_JSON) == BM_OK);
        bm_free(s);
    }
    for (uint32_t k = 1; k <= bm_movement_stands(m); k++) {
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_STAND, k, BM_FORM_TEXT) == BM_OK);
        bm_free(s);
        fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_STAND, k, BM_FORM_JSON) == BM_OK);
        bm_free(s);
    }
    fuzz_assert(bm_guide_report(&s, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT) == BM_OK);
    bm_free(s);
}

static void fuzz_matches(const struct bm_movement *m)
{
    struct bm_matches *mt = NULL;
    char *s = NULL;
    enum bm_status st = bm_matches_new(&mt, m);
    fuzz_assert(st == BM_OK || refused(st));
    if (st == BM_OK) {
        fuzz_assert(bm_matches_report(&s, mt, BM_FORM_TEXT) == BM_OK);
        bm_free(s);
        fuzz_assert(bm_matches_report(&s, mt, BM_FORM_JSON) == BM_OK);
        bm_free(s);
    }
    bm_matches_free(mt);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct bm_movement *m = NULL;
    if (bm_movement_read(&m, (const char *)data, size, "json", NULL) != BM_OK &&
        bm_movement_read(&m, (const char *)data, size, "text", NULL) != BM_OK)
        return 0;
    struct bm_analysis *an = NULL;
    enum bm_status st = bm_analysis_new(&an, m);
    fuzz_assert(st == BM_OK || st == BM_EUNSUPPORTED);
    bm_analysis_free(an);
    fuzz_transforms(m);
    /* cards are rounds long, one per participant and table; the planner's search is short
     * but its setup follows the movement: sane sizes only */
    unsigned long cells = (unsigned long)bm_movement_rounds(m) * bm_movement_tables(m);
    if (cells * (bm_movement_participants(m) + bm_movement_tables(m)) <= 4000000ul) {
        uint8_t pick = 0;
        for (size_t i = 0; i < size; i++)
            pick = (uint8_t)(pick * 31 + data[i]);
        fuzz_switch(m, pick);
        fuzz_cards(m);
        fuzz_matches(m);
    }
    bm_movement_free(m);
    return 0;
}
