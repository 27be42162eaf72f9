/* SPDX-License-Identifier: MIT */
/* bridgemove travellers: every board's plays as seated, and the boards to prepare. */
#include "cli.h"

static const struct cli_option options[] = {
    {"--board", "N", "the traveller of board N only", NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    unsigned board = 0;
    const char *b = cli_value(a, "--board");
    if (b && !cli_number(&board, b, "--board"))
        return EXIT_ERROR;
    char *text = NULL;
    enum bm_status st = cli_json(a) ? bm_travellers_to_json(&text, m, board)
                                    : bm_travellers_to_text(&text, m, board);
    if (st == BM_ERANGE) {
        unsigned first = bm_movement_first_board(m);
        fprintf(stderr, "bridgemove: travellers: no board %u in this movement (boards %u-%u)\n",
                board, first, first + bm_movement_boards(m) - 1);
        return EXIT_ERROR;
    }
    return cli_emit(st, text, "travellers");
}

const struct cli_command cli_travellers = {
    "travellers", "every board's plays as seated; the boards to prepare",
    "The travellers: for every board (or --board N), each round and table that plays it with\n"
    "the pairs as seated (arrow switches applied: the pair sitting NS is named NS), switched\n"
    "boards and sit-outs marked. First the boards to prepare: every set's boards times its\n"
    "copies, and why a set needs more than one copy.",
    1, options, run};
