/* SPDX-License-Identifier: MIT */
/* bridgemove options: the keys of an option set (or of every set), from the library's tables. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    (void)m;
    char *text = NULL;
    enum bm_status st = bm_options_describe(&text, a->input, cli_form(a));
    return cli_emit(st, &text, "options");
}

const struct cli_command cli_options = {
    "options", "the keys of an option set: switch, score, suggest, print, exchange, change",
    "The keys an option set takes, each with the values it accepts, its default and what it\n"
    "sets: SET is switch, score, suggest, print, exchange or change (the options of the\n"
    "commands of those names), or a movement family (its spec keys). Without SET: every set\n"
    "that is not a family (bridgemove families lists the families). --format json prints the\n"
    "same for programs.",
    CLI_TAKES_NAME, options, NULL, 0, run, NULL};
