/* SPDX-License-Identifier: MIT */
/* bridgemove picture: the room, the balance or the switches as an SVG picture. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--what", "room|balance|switch",
     "room: tables, stands and moves in one round (default); balance: the s matrix as a heat "
     "map; switch: which boards are arrow-switched",
     "room|balance|switch"},
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    const char *what = cli_value(a, "--what");
    enum bm_print print = !what || strcmp(what, "room") == 0 ? BM_PRINT_ROOM
                          : strcmp(what, "balance") == 0     ? BM_PRINT_BALANCE
                                                             : BM_PRINT_SWITCHES;
    char *svg = NULL;
    enum bm_status st = bm_print_report(&svg, m, print, BM_FORM_SVG, a->opt);
    return cli_emit(st, &svg, "picture");
}

const struct cli_command cli_picture = {
    "picture", "an SVG picture of the room, the balance or the switches",
    "An SVG picture: --what room shows the tables and relay stands as set up, who sits where\n"
    "in a round (--round R) and arrows for where pairs and boards go next; --what balance the\n"
    "amount of competition s between every two pairs as a heat map (NS pairs, then EW pairs);\n"
    "--what switch the arrow-switched boards of every round and table. To picture a switched\n"
    "movement: bridgemove switch SPEC --format json | bridgemove picture - --what balance.",
    1, options, "print", 0, run, (const char *const[]){"round", NULL}};
