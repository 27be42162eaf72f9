/* SPDX-License-Identifier: MIT */
/* bridgemove suggest: which movement to run for a field and a session, ranked with reasons. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    (void)m;
    struct bm_suggestions *list = NULL;
    if (bm_suggest(&list, a->opt))
        return cli_fail("suggest");
    char *text = NULL;
    enum bm_status st = bm_suggestions_report(&text, list, cli_form(a));
    uint32_t found = bm_suggestions_count(list);
    bm_suggestions_free(list);
    int rc = cli_emit(st, &text, "suggest");
    return rc ? rc : found ? 0 : 1; /* the list is printed; a script sees that nothing fits */
}

const struct cli_command cli_suggest = {
    "suggest", "which movement to run: ranked, with reasons",
    "The movements the library offers for a field and a session, best first, each with its\n"
    "figures and a reason in bridge words (doc/choosing.md). Give the field and the boards\n"
    "each should play, e.g. bridgemove suggest pairs=13 boards=24-28. Exits 1 when no\n"
    "movement fits the request.",
    CLI_TAKES_WORDS, options, "suggest", 0, run, NULL};
