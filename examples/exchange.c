/* SPDX-License-Identifier: MIT */
/* Teaches the exchange formats (format.h) and sections (sections.h): what a scoring program
 * such as Bridgemate or EBUScore is handed, and reading it back. A 5-table Mitchell of 3
 * boards a round is written as Bridgemate RoundData (section B), recognised by its content,
 * read back and compared with the original: the same movement, seat for seat. The same
 * movement as an EBUScore movement file follows. Then a club's two sections on the same
 * boards, 5 and 4 tables, go out as one RoundData file and come back: what RoundData cannot
 * hold (the 4-table Mitchell's bye stand) is named in the notes. Exit 2 on any error.
 * Usage: exchange */
#include <stdio.h>
#include <string.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "exchange: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* A writer's or reader's notes: what the format left out, or that nothing was. */
static void print_notes(const char *what, const char *notes)
{
    printf("%s: %s\n", what, notes ? notes : "nothing left out");
}

/* The movement as RoundData under a section letter (options of the set `exchange`), read
 * back, and compared with the original. */
static int round_trip(const struct bm_movement *m)
{
    struct bm_options *opt = NULL;
    struct bm_movement *back = NULL;
    char *csv = NULL, *notes = NULL, *read_notes = NULL;
    int32_t equal = 0, equivalent = 0;
    int good = ok(bm_options_parse(&opt, "exchange", "section=B"), "bm_options_parse") &&
               ok(bm_movement_write(&csv, m, BM_FORMAT_ROUNDDATA, opt, &notes),
                  "bm_movement_write");
    if (good) {
        printf("%s", csv);
        print_notes("written as RoundData", notes);
        /* A reader finds the format by the content when no hint names it. */
        printf("the text is: %s\n", bm_format_name(bm_format_detect(csv, strlen(csv))));
    }
    good = good && ok(bm_movement_read(&back, csv, strlen(csv), NULL, &read_notes),
                      "bm_movement_read") &&
           ok(bm_movement_equivalent(&equivalent, m, back), "bm_movement_equivalent");
    if (good) {
        print_notes("read back", read_notes);
        printf("read back: %u tables, %u rounds, %u pairs, named \"%s\"; the same movement "
               "up to labels: %s\n", bm_movement_tables(back), bm_movement_rounds(back),
               bm_movement_participants(back), bm_movement_name(back),
               equivalent ? "yes" : "no");
    }
    /* RoundData holds no name: given its name again, the movement read back is the
     * original in every part, seat for seat. */
    good = good && ok(bm_movement_set_name(back, bm_movement_name(m)), "bm_movement_set_name") &&
           ok(bm_movement_equal(&equal, m, back), "bm_movement_equal");
    if (good)
        printf("named again, equal to the original: %s\n", equal ? "yes" : "no");
    bm_movement_free(back);
    bm_free(read_notes);
    bm_free(notes);
    bm_free(csv);
    bm_options_free(opt);
    return good;
}

/* The movement as an EBUScore movement file, the format named as a user would type it. */
static int ebu(const struct bm_movement *m)
{
    enum bm_format format = BM_FORMAT_TEXT;
    char *text = NULL, *notes = NULL;
    int good = ok(bm_format_from_name(&format, "EBU"), "bm_format_from_name") &&
               ok(bm_movement_write(&text, m, format, NULL, &notes), "bm_movement_write");
    if (good) {
        printf("%s", text);
        print_notes("written as EBUScore", notes);
    }
    bm_free(notes);
    bm_free(text);
    return good;
}

/* Two sections on the same boards out as one RoundData file and back in. */
static int two_sections(const struct bm_movement *a, const struct bm_movement *b)
{
    struct bm_sections *out = NULL, *in = NULL;
    char *csv = NULL, *notes = NULL;
    uint32_t common = 0;
    int good = ok(bm_sections_new(&out), "bm_sections_new") &&
               ok(bm_sections_add(out, a, "A"), "bm_sections_add") &&
               ok(bm_sections_add(out, b, NULL), "bm_sections_add") &&
               ok(bm_sections_write(&csv, out, BM_FORMAT_ROUNDDATA, NULL, &notes),
                  "bm_sections_write") &&
               ok(bm_sections_read(&in, csv, strlen(csv), "rounddata", NULL), "bm_sections_read") &&
               ok(bm_sections_common_boards(&common, in), "bm_sections_common_boards");
    if (good)
        print_notes("two sections written as RoundData", notes);
    for (uint32_t s = 1; good && s <= bm_sections_count(in); s++) {
        const struct bm_movement *m = bm_sections_movement(in, s);
        uint32_t plays = 0;
        good = ok(bm_sections_board_plays(&plays, in, s, 1), "bm_sections_board_plays");
        if (good)
            printf("section %s read back: %u tables, %u rounds, board 1 played %u times\n",
                   bm_sections_letter(in, s), bm_movement_tables(m), bm_movement_rounds(m),
                   plays);
    }
    if (good)
        printf("boards both sections play: %u\n", common);
    bm_sections_free(in);
    bm_sections_free(out);
    bm_free(notes);
    bm_free(csv);
    return good;
}

int main(void)
{
    struct bm_movement *five = NULL, *four = NULL;
    int good = ok(bm_build_string(&five, "mitchell:tables=5,boards=3"), "bm_build_string") &&
               ok(bm_build_string(&four, "mitchell:tables=4,boards=3"), "bm_build_string") &&
               round_trip(five) && ebu(five) && two_sections(five, four);
    bm_movement_free(four);
    bm_movement_free(five);
    return good ? 0 : 2;
}
