/* SPDX-License-Identifier: MIT */
/* Teaches the guide (guide.h) and printing (print.h): an 8-table Mitchell of 3 boards a round
 * needs a relay stand between tables 4 and 5 and tables 1 and 8 sharing boards. The program
 * says how it runs, what to prepare, what waits on the relay and where the boards go after
 * round 1, then writes what the director prints: the guide and every card as one HTML file
 * (A4), and SVG pictures of the room in round 2 and of the balance. Exit 2 on any error.
 * Usage: print-cards [PREFIX]   writes PREFIX.html, PREFIX-room-2.svg and PREFIX-balance.svg
 *                               in the current folder (PREFIX: mitchell-8) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "print-cards: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* Where a group of boards is, in words. */
static void print_place(enum bm_place place, uint32_t number, uint32_t count)
{
    if (place == BM_PLACE_TABLE)
        printf("table %u\n", number);
    else if (place == BM_PLACE_SHARED)
        printf("table %u, shared by %u tables\n", number, count);
    else if (place == BM_PLACE_STAND)
        printf("stand %u\n", number);
    else
        printf("out of play\n");
}

/* The relay stand: the table whose boards it takes, what waits on it in round 1, where that
 * goes next. */
static int print_stands(const struct bm_movement *m)
{
    for (uint32_t s = 1; s <= bm_movement_stands(m); s++) {
        uint32_t after = 0, copy = 0, waiting = 0, set = 0, set_copy = 0, first = 0, last = 0;
        uint32_t size = 0, number = 0, count = 0;
        const char *name = NULL;
        enum bm_place place = BM_PLACE_NONE;
        if (!ok(bm_movement_stand(&after, &copy, &name, m, s), "bm_movement_stand") ||
            !ok(bm_movement_stand_count(&waiting, m, 1, s), "bm_movement_stand_count"))
            return 0;
        printf("stand %u (%s), fed by table %u: %u group(s) of boards in round 1\n", s,
               name && *name ? name : "no name", after, waiting);
        for (uint32_t i = 1; i <= waiting; i++) {
            if (!ok(bm_movement_stand_item(&set, &set_copy, m, 1, s, i),
                    "bm_movement_stand_item") ||
                !ok(bm_movement_set_size(&size, m, set), "bm_movement_set_size") ||
                !ok(bm_movement_board_number(&first, m, set, 1), "bm_movement_board_number") ||
                !ok(bm_movement_board_number(&last, m, set, size), "bm_movement_board_number") ||
                !ok(bm_guide_next_boards_from_stand(&place, &number, &count, m, 1, s, i),
                    "bm_guide_next_boards_from_stand"))
                return 0;
            printf("  boards %u-%u (copy %u) go in round 2 to ", first, last, set_copy);
            print_place(place, number, count);
        }
    }
    return 1;
}

/* Where each table's boards go after round 1, and where set 1 is in round 1. */
static int print_board_moves(const struct bm_movement *m)
{
    enum bm_place place = BM_PLACE_NONE;
    uint32_t number = 0, count = 0;
    for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
        if (!ok(bm_guide_next_boards(&place, &number, &count, m, 1, t), "bm_guide_next_boards"))
            return 0;
        printf("after round 1, table %u's boards go to ", t);
        print_place(place, number, count);
    }
    if (!ok(bm_guide_boards_at(&place, &number, &count, m, 1, 1, 1), "bm_guide_boards_at"))
        return 0;
    printf("in round 1, set 1 is at ");
    print_place(place, number, count);
    return 1;
}

/* What to prepare: every set with its size and the copies it needs. */
static int print_preparation(const struct bm_movement *m)
{
    uint32_t total = 0, copies = 0, size = 0;
    if (!ok(bm_movement_boards_to_prepare(&total, m), "bm_movement_boards_to_prepare"))
        return 0;
    printf("boards to prepare: %u, numbered from %u:", total, bm_movement_first_board(m));
    for (uint32_t s = 1; s <= bm_movement_sets(m); s++) {
        if (!ok(bm_movement_set_copies(&copies, m, s), "bm_movement_set_copies") ||
            !ok(bm_movement_set_size(&size, m, s), "bm_movement_set_size"))
            return 0;
        printf(" %c %ux%u", 'A' + (int)(s - 1), size, copies);
    }
    printf(" (set, boards x copies)\n");
    return 1;
}

/* Write one printed document to a file; report its size and, for the guide, its pages: every
 * page ends with a footer "page N of M". */
static int write_print(const struct bm_movement *m, enum bm_print what, enum bm_form form,
                       const char *options, const char *path)
{
    struct bm_options *opt = NULL;
    char *doc = NULL;
    int good = ok(bm_options_parse(&opt, "print", options), "bm_options_parse") &&
               ok(bm_print_report(&doc, m, what, form, opt), "bm_print_report");
    FILE *f = good ? fopen(path, "w") : NULL;
    if (good && (!f || fputs(doc, f) == EOF)) {
        fprintf(stderr, "print-cards: %s: cannot write it\n", path);
        good = 0;
    }
    if (f && fclose(f) != 0 && good) {
        fprintf(stderr, "print-cards: %s: cannot write it\n", path);
        good = 0;
    }
    if (good) {
        const char *footer = strstr(doc, "page 1 of ");
        printf("wrote %s", path);
        if (footer)
            printf(": %lu pages", strtoul(footer + strlen("page 1 of "), NULL, 10));
        printf("\n");
    }
    bm_free(doc);
    bm_options_free(opt);
    return good;
}

int main(int argc, char **argv)
{
    const char *prefix = argc > 1 ? argv[1] : "mitchell-8";
    char html[512], room[512], balance[512];
    struct bm_movement *m = NULL;
    char *description = NULL;
    if (argc > 2 || strlen(prefix) > 400) {
        fprintf(stderr, "usage: print-cards [PREFIX]\n");
        return 2;
    }
    snprintf(html, sizeof html, "%s.html", prefix);
    snprintf(room, sizeof room, "%s-room-2.svg", prefix);
    snprintf(balance, sizeof balance, "%s-balance.svg", prefix);
    int good = ok(bm_build_string(&m, "mitchell:tables=8,boards=3"), "bm_build_string") &&
               ok(bm_guide_report(&description, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT),
                  "bm_guide_report");
    if (good)
        printf("%s\n%s", bm_movement_name(m), description);
    good = good && print_preparation(m) && print_stands(m) && print_board_moves(m) &&
           write_print(m, BM_PRINT_GUIDE, BM_FORM_HTML, "paper=a4", html) &&
           write_print(m, BM_PRINT_ROOM, BM_FORM_SVG, "round=2", room) &&
           write_print(m, BM_PRINT_BALANCE, BM_FORM_SVG, "", balance);
    bm_free(description);
    bm_movement_free(m);
    return good ? 0 : 2;
}
