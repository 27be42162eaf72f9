/* SPDX-License-Identifier: MIT */
/* bridgemove travellers: every board's plays as seated, and the boards to prepare. */
#include "cli.h"

static const struct cli_option options[] = {
    {"--board", "N", "the traveller of board N only", NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    uint32_t board = 0;
    const char *b = cli_value(a, "--board");
    if (b && !cli_number(&board, b, "--board"))
        return EXIT_ERROR;
    char *text = NULL;
    enum bm_status st = bm_travellers_report(&text, m, board, cli_form(a));
    return cli_emit(st, &text, "travellers");
}

const struct cli_command cli_travellers = {
    "travellers", "every board's plays as seated; the boards to prepare",
    "The travellers: for every board (or --board N), each round and table that plays it with\n"
    "the pairs as seated (arrow switches applied: the pair sitting NS is named NS), switched\n"
    "boards and sit-outs marked. First the boards to prepare: every set's boards times its\n"
    "copies, and why a set needs more than one copy.",
    1, options, NULL, 0, run, NULL};
