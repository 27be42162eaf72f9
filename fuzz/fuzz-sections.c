/* SPDX-License-Identifier: MIT */
/* libFuzzer target for reading sections in any format, found by the content
 * (bm_format_detect(), then bm_sections_read() and bm_movement_read() without a hint): every
 * input is accepted or refused with a message of its own, and a hint naming the detected
 * format changes nothing. A format of one movement gives one section, A, which
 * bm_movement_read() gives too. The sections' boards in common are counted, and every section
 * set is written in every format: RoundData holds any number of sections, the others one;
 * a writer either refuses with a status it documents and a message of its own, or writes a
 * text bm_format_detect() finds to be in that format and that reads back (JSON: to equal
 * sections). Sane sizes are analysed section by section; the checks after reading keep to
 * grids they can afford (fuzz_affordable()).
 * Corpus: fuzz/corpus/sections
 *   (./build-fuzz/fuzz/fuzz-sections -max_total_time=60 fuzz/corpus/sections). */
#include "fuzz-common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void write_every_format(const struct bm_sections *s)
{
    static const enum bm_format formats[] = {BM_FORMAT_TEXT, BM_FORMAT_JSON, BM_FORMAT_ROUNDDATA,
                                             BM_FORMAT_EBU};
    uint32_t n = bm_sections_count(s);
    for (size_t i = 0; i < sizeof formats / sizeof *formats; i++) {
        enum bm_format f = formats[i];
        char *out = NULL, *notes = NULL;
        fuzz_mark_message();
        enum bm_status st = bm_sections_write(&out, s, f, NULL, &notes);
        if (st != BM_OK) {
            /* several sections in a format of one; a round switched in part (RoundData,
             * EBUScore); sets of different sizes (EBUScore) */
            fuzz_assert(out == NULL && notes == NULL && fuzz_fresh_message());
            fuzz_assert(st == BM_EUNSUPPORTED || st == BM_ENOMEM);
            fuzz_assert(n > 1 || f == BM_FORMAT_ROUNDDATA || f == BM_FORMAT_EBU);
            continue;
        }
        fuzz_assert(fuzz_message_kept() && out != NULL && (n == 1 || f == BM_FORMAT_ROUNDDATA));
        fuzz_notes(notes);
        fuzz_assert(bm_format_detect(out, strlen(out)) == f);
        struct bm_sections *back = NULL;
        fuzz_assert(bm_sections_read(&back, out, strlen(out), NULL, &notes) == BM_OK);
        fuzz_notes(notes);
        fuzz_assert(bm_sections_count(back) == n);
        if (f == BM_FORMAT_JSON) {
            int32_t eq = 0;
            fuzz_assert(bm_movement_equal(&eq, bm_sections_movement(s, 1),
                                          bm_sections_movement(back, 1)) == BM_OK && eq);
        }
        bm_sections_free(back);
        bm_free(out);
    }
}

/* Each section's analysis and the boards in common, at sizes analysed in a moment. */
static void analyse(const struct bm_sections *s)
{
    uint64_t work = 0;
    for (uint32_t i = 1; i <= bm_sections_count(s); i++) {
        const struct bm_movement *m = bm_sections_movement(s, i);
        work += (uint64_t)bm_movement_participants(m) * bm_movement_participants(m) +
                (uint64_t)bm_movement_rounds(m) * bm_movement_tables(m);
    }
    if (work > 100000)
        return;
    char *text = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_analysis_sections_report(&text, s, BM_FORM_TEXT);
    fuzz_assert(st == BM_OK ? fuzz_message_kept()
                            : (st == BM_EUNSUPPORTED || st == BM_ENOMEM) && fuzz_fresh_message());
    bm_free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    enum bm_format f = bm_format_detect(text, size);
    fuzz_assert(f >= BM_FORMAT_TEXT && f <= BM_FORMAT_EBU);

    struct bm_sections *s = NULL, *hinted = NULL;
    struct bm_movement *m = NULL;
    char *notes = NULL;
    fuzz_mark_message();
    enum bm_status st = bm_sections_read(&s, text, size, NULL, &notes);
    if (st != BM_OK) {
        fuzz_assert(s == NULL && notes == NULL && (st == BM_EPARSE || st == BM_ENOMEM) &&
                    fuzz_fresh_message());
    } else {
        fuzz_assert(fuzz_message_kept() && bm_sections_count(s) >= 1);
        fuzz_notes(notes);
        int affordable = 1;
        for (uint32_t i = 1; i <= bm_sections_count(s); i++)
            affordable &= fuzz_affordable(bm_sections_movement(s, i));
        if (!affordable) {
            bm_sections_free(s);
            return 0;
        }
    }
    /* the detected format's name as the hint: the same answer */
    enum bm_status st_hinted = bm_sections_read(&hinted, text, size, bm_format_name(f), &notes);
    fuzz_assert(st_hinted == st);
    fuzz_notes(notes);
    bm_sections_free(hinted);

    /* one movement: the first section (RoundData may read its first section when a later one
     * is at fault) */
    fuzz_mark_message();
    enum bm_status st_one = bm_movement_read(&m, text, size, NULL, &notes);
    fuzz_assert(st_one == BM_OK ? fuzz_message_kept() : m == NULL && fuzz_fresh_message());
    fuzz_assert(st_one == st || (f == BM_FORMAT_ROUNDDATA && st != BM_OK));
    fuzz_assert(st_one == BM_OK || notes == NULL);
    fuzz_notes(notes);
    if (st != BM_OK) {
        bm_movement_free(m);
        return 0;
    }
    int32_t eq = 0;
    fuzz_assert(bm_movement_equal(&eq, m, bm_sections_movement(s, 1)) == BM_OK && eq);
    bm_movement_free(m);
    if (f != BM_FORMAT_ROUNDDATA)
        fuzz_assert(bm_sections_count(s) == 1 && strcmp(bm_sections_letter(s, 1), "A") == 0);

    uint32_t common = 0;
    fuzz_assert(bm_sections_common_boards(&common, s) == BM_OK);
    write_every_format(s);
    analyse(s);
    bm_sections_free(s);
    return 0;
}
