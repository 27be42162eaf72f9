/* SPDX-License-Identifier: MIT */
/* bridgemove check: the rules of construction; exit 1 when the movement cannot be played. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_check *c = NULL;
    char *text = NULL;
    enum bm_status st = bm_check_new(&c, m);
    if (!st)
        st = bm_check_report(&text, c, cli_form(a));
    int playable = bm_check_playable(c);
    bm_check_free(c);
    int rc = cli_emit(st, &text, "check");
    return rc ? rc : playable ? 0 : EXIT_RULES;
}

const struct cli_command cli_check = {
    "check", "the rules of construction, each explained",
    "The rules of construction of the movements article, each with what it means at the table.\n"
    "Exit status 1 if the movement cannot be played as it stands (rule 1A, 1B or 2 fails).",
    1, options, NULL, 0, run, NULL};
