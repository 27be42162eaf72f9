/* SPDX-License-Identifier: MIT */
/* What every fuzz target checks: a refusal leaves its own message (bm_last_error()), an
 * accepted movement survives JSON and text round trips (the text one exact unless its writer
 * names a loss in the notes), and the rule check runs. A broken property aborts, which
 * libFuzzer reports with the input. */
#ifndef BM_FUZZ_COMMON_H
#define BM_FUZZ_COMMON_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

/* A broken property names itself (and the thread's last message) before the abort. */
#define fuzz_assert(cond) fuzz_assert_at((cond), __FILE__, __LINE__, #cond)

static inline void fuzz_assert_at(int cond, const char *file, int line, const char *text)
{
    if (cond)
        return;
    fprintf(stderr, "%s:%d: property broken: %s\nlast message: %s\n", file, line, text,
            bm_last_error());
    abort();
}

/* ---- the error channel ----
 * bm_last_error() keeps a failure's message until the next failure on the thread, so "a
 * failing call leaves a message" cannot be checked on the message alone: any earlier failure
 * would pass for it. fuzz_mark_message() first gives the thread a known message (from a call
 * sure to fail); after a failure, fuzz_fresh_message() holds when the message is non-empty and
 * the known one is gone (not even kept after a prefix such as "line 3: "), and after a success
 * fuzz_message_kept() holds when the known one is still there (a call that succeeds leaves the
 * message alone). The text compared is the whole marked message, longer than any piece of an
 * input a message quotes, and it is searched byte by byte rather than with strstr(), which
 * libFuzzer would watch and learn to put into inputs. */
static char fuzz_mark[256];

static inline int fuzz_holds_mark(const char *s)
{
    size_t n = strlen(fuzz_mark);
    for (; *s; s++) {
        size_t i = 0;
        while (i < n && s[i] == fuzz_mark[i])
            i++;
        if (i == n)
            return 1;
    }
    return 0;
}

static inline void fuzz_mark_message(void)
{
    enum bm_format f;
    fuzz_assert(bm_format_from_name(&f, "fuzz: no format of this name") == BM_EPARSE);
    const char *e = bm_last_error();
    fuzz_assert(strlen(e) > 40 && strlen(e) < sizeof fuzz_mark);
    memcpy(fuzz_mark, e, strlen(e) + 1);
}

static inline int fuzz_fresh_message(void)
{
    return bm_last_error()[0] != '\0' && !fuzz_holds_mark(bm_last_error());
}

static inline int fuzz_message_kept(void)
{
    return strcmp(bm_last_error(), fuzz_mark) == 0;
}

/* A call's notes (what a reader left out or a writer could not hold): NULL, or a non-empty
 * string; released here. Returns whether there were any. */
static inline int fuzz_notes(char *notes)
{
    fuzz_assert(notes == NULL || notes[0] != '\0');
    bm_free(notes);
    return notes != NULL;
}

/* Whether the checks after reading can afford a movement: a RoundData file names its tables
 * and rounds by number, so a 50-byte file can describe the model's largest grid (4096 x 4096
 * cells: a second and 600 MB to write as text in an optimised build, a minute here). The
 * writers are linear in the grid; the readers themselves are fuzzed at any size. */
static inline int fuzz_affordable(const struct bm_movement *m)
{
    return (uint64_t)bm_movement_rounds(m) * bm_movement_tables(m) <= 100000u;
}

/* Parse a writer's output again and compare; a writer's output must always be accepted. With
 * text_lossless (a movement read from a format that holds no more than the text), the text
 * writer names no loss; whenever it names none, the text reads back to an equal movement. */
static inline void fuzz_round_trips(const struct bm_movement *m, int text_lossless)
{
    char *json = NULL, *text = NULL, *notes = NULL;
    struct bm_movement *j = NULL, *t = NULL;
    int32_t eq = 0;
    fuzz_assert(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, &notes) == BM_OK);
    fuzz_assert(!fuzz_notes(notes)); /* JSON holds the whole model */
    fuzz_assert(bm_movement_read(&j, json, strlen(json), "json", &notes) == BM_OK);
    fuzz_assert(!fuzz_notes(notes));
    fuzz_assert(bm_movement_equal(&eq, m, j) == BM_OK && eq);
    fuzz_assert(strcmp(bm_movement_spec(m), bm_movement_spec(j)) == 0);
    fuzz_assert(strcmp(bm_movement_generator(m), bm_movement_generator(j)) == 0);
    fuzz_assert(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, &notes) == BM_OK);
    int lossy = fuzz_notes(notes);
    fuzz_assert(!(text_lossless && lossy));
    fuzz_assert(bm_movement_read(&t, text, strlen(text), "text", &notes) == BM_OK);
    fuzz_assert(!fuzz_notes(notes));
    if (!lossy)
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

/* The statistics agree with the s values they summarise. */
static inline void fuzz_check_stats(const struct bm_analysis *an)
{
    uint32_t P = bm_analysis_participants(an), lines = 0, counted = 0;
    double sum = 0, pairs = 0, sd = 0, bound = 0, share = 0;
    fuzz_assert(bm_analysis_stat(&sum, an, BM_STAT_SUM) == BM_OK);
    fuzz_assert(bm_analysis_stat(&pairs, an, BM_STAT_PAIRS) == BM_OK);
    fuzz_assert(bm_analysis_stat(&sd, an, BM_STAT_SD) == BM_OK);
    fuzz_assert(bm_analysis_stat(&bound, an, BM_STAT_PARITY_BOUND_SD) == BM_OK);
    fuzz_assert(bm_analysis_stat(&share, an, BM_STAT_APPLES_ORANGES) == BM_OK);
    fuzz_assert(isfinite(sd) && bound <= sd + 1e-9 && share >= 0 && share <= 1);
    int64_t total = 0;
    for (unsigned i = 1; i <= P; i++) {
        int32_t ci = 0, cj = 0;
        fuzz_assert(bm_analysis_counted(&ci, an, i) == BM_OK);
        counted += (uint32_t)ci;
        for (unsigned j = i + 1; ci && j <= P; j++) {
            int64_t s = 0;
            fuzz_assert(bm_analysis_counted(&cj, an, j) == BM_OK);
            fuzz_assert(bm_analysis_entry(&s, an, BM_MATRIX_S, i, j) == BM_OK);
            if (cj)
                total += s;
        }
    }
    fuzz_assert((double)total == sum);
    fuzz_assert(pairs == (double)counted * (counted - (counted > 0)) / 2);
    fuzz_assert(bm_analysis_distribution_size(&lines, an) == BM_OK);
    double in_table = 0;
    for (unsigned l = 1; l <= lines; l++) {
        uint32_t count = 0;
        fuzz_assert(bm_analysis_distribution_entry(NULL, &count, an, l) == BM_OK && count > 0);
        in_table += count;
    }
    fuzz_assert(in_table == pairs);
}

#endif
