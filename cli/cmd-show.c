/* SPDX-License-Identifier: MIT */
/* bridgemove show: the movement as grid text or JSON. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    return cli_print_movement(m, cli_form(a), "show");
}

const struct cli_command cli_show = {
    "show", "print a movement",
    "Print a movement round by round: the grid text of the movements article (NS pair, board\n"
    "set letter, EW pair at each table) or the full JSON model.",
    1, options, NULL, 0, run, NULL};
