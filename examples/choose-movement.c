/* SPDX-License-Identifier: MIT */
/* Teaches choosing a movement (suggest.h) and the options every call takes (options.h): a
 * director expects 13 pairs for an evening of 24 to 28 boards, in a room with space for one
 * relay stand at most, and one player who cannot move. The library builds every movement its
 * families offer for that, ranks them and gives a reason for each; the three best are
 * printed, and the first is built from its spec and described for the room. Exit 2 on any
 * error.
 * Usage: choose-movement */
#include <stdio.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "choose-movement: %s: %s: %s\n", call, bm_status_str(st),
                bm_last_error());
    return st == BM_OK;
}

/* The request: options of the set `suggest`, one key at a time (each is checked at once
 * against its bounds), then shown in the one-line form a command line or a file would hold. */
static int make_request(struct bm_options **request)
{
    char *text = NULL;
    const char *order = NULL;
    int good = ok(bm_options_new(request, "suggest"), "bm_options_new") &&
               ok(bm_options_set(*request, "pairs", "13"), "bm_options_set") &&
               ok(bm_options_set(*request, "boards", "24-28"), "bm_options_set") &&
               ok(bm_options_set(*request, "max_stands", "1"), "bm_options_set") &&
               ok(bm_options_set(*request, "stationary", "1"), "bm_options_set") &&
               ok(bm_options_to_string(&text, *request), "bm_options_to_string") &&
               ok(bm_options_get(&order, *request, "order"), "bm_options_get");
    if (good) {
        printf("request: %s (order: %s, the default)\nthe keys of a request:", text, order);
        for (uint32_t i = 1; i <= bm_options_key_count("suggest"); i++)
            printf("%s %s", i > 1 ? "," : "", bm_options_key_name("suggest", i));
        printf("\n  (max_stands: %s)\n", bm_options_key_help("suggest", "max_stands"));
    }
    bm_free(text);
    return good;
}

/* One candidate: its spec, its size, its balance (the SD of s, before and after the club's
 * last-round switch when it has one) and the library's reason. */
static int print_candidate(const struct bm_suggestions *list, uint32_t i)
{
    uint32_t tables = 0, rounds = 0, per_round = 0, played = 0, prepare = 0, winner = 0;
    double sd = 0, switched = 0;
    int good =
        ok(bm_suggestion_number(&tables, list, i, BM_SUGGEST_TABLES), "bm_suggestion_number") &&
        ok(bm_suggestion_number(&rounds, list, i, BM_SUGGEST_ROUNDS), "bm_suggestion_number") &&
        ok(bm_suggestion_number(&per_round, list, i, BM_SUGGEST_BOARDS_PER_ROUND),
           "bm_suggestion_number") &&
        ok(bm_suggestion_number(&played, list, i, BM_SUGGEST_BOARDS_PLAYED),
           "bm_suggestion_number") &&
        ok(bm_suggestion_number(&prepare, list, i, BM_SUGGEST_BOARDS_TO_PREPARE),
           "bm_suggestion_number") &&
        ok(bm_suggestion_number(&winner, list, i, BM_SUGGEST_ONE_WINNER_SWITCHED),
           "bm_suggestion_number") &&
        ok(bm_suggestion_real(&sd, list, i, BM_SUGGEST_SD), "bm_suggestion_real");
    if (!good)
        return 0;
    /* No switch plan is BM_ENOTFOUND: an answer, not a failure. */
    enum bm_status st = bm_suggestion_real(&switched, list, i, BM_SUGGEST_SD_SWITCHED);
    if (st != BM_OK && st != BM_ENOTFOUND)
        return ok(st, "bm_suggestion_real");
    printf("%u. %s\n   %u tables, %u rounds of %u boards: %u boards each, %u to prepare\n", i,
           bm_suggestion_text(list, i, BM_SUGGEST_SPEC), tables, rounds, per_round, played,
           prepare);
    printf("   sd %.4f", sd);
    if (st == BM_OK)
        printf(", %.4f after the %s switch", switched,
               bm_suggestion_text(list, i, BM_SUGGEST_SWITCH_PLAN));
    printf("; one winner: %s\n   %s\n", winner ? "yes" : "no",
           bm_suggestion_text(list, i, BM_SUGGEST_REASON));
    return 1;
}

/* Build the first choice from its spec and say how it runs. */
static int build_first(const char *spec_text)
{
    struct bm_options *spec = NULL;
    struct bm_movement *m = NULL;
    char *description = NULL;
    uint32_t prepare = 0;
    int good = ok(bm_options_parse(&spec, NULL, spec_text), "bm_options_parse") &&
               ok(bm_build(&m, spec), "bm_build") &&
               ok(bm_guide_report(&description, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT),
                  "bm_guide_report") &&
               ok(bm_movement_boards_to_prepare(&prepare, m), "bm_movement_boards_to_prepare");
    /* A pair absent from round 1 on is a phantom: the half table's missing pair. */
    uint32_t phantoms = 0;
    for (uint32_t p = 1; good && p <= bm_movement_participants(m); p++) {
        uint32_t from_round = 0;
        good = ok(bm_movement_phantom(&from_round, m, p), "bm_movement_phantom");
        phantoms += from_round == 1;
    }
    if (good) {
        const char *family = bm_options_name(spec);
        printf("built: %s (%s: %s)\n", bm_movement_name(m), family,
               bm_family_description(family));
        printf("%u pairs and %u phantom, %u tables, %u rounds, %u boards to prepare\n%s",
               bm_movement_participants(m) - phantoms, phantoms, bm_movement_tables(m),
               bm_movement_rounds(m), prepare, description);
    }
    bm_free(description);
    bm_movement_free(m);
    bm_options_free(spec);
    return good;
}

int main(void)
{
    struct bm_options *request = NULL;
    struct bm_suggestions *list = NULL;
    int good = make_request(&request) && ok(bm_suggest(&list, request), "bm_suggest");
    if (good) {
        uint32_t count = bm_suggestions_count(list);
        printf("%u movements from the %u families, the best first:\n", count, bm_family_count());
        for (uint32_t i = 1; good && i <= count && i <= 3; i++)
            good = print_candidate(list, i);
        /* An empty list is an answer too: nothing fits the request. */
        if (good && count > 0)
            good = build_first(bm_suggestion_text(list, 1, BM_SUGGEST_SPEC));
    }
    bm_suggestions_free(list);
    bm_options_free(request);
    return good ? 0 : 2;
}
