/* SPDX-License-Identifier: MIT */
/* bridgemove picture: the room, the balance or the switches as an SVG picture. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--what", "room|balance|switch",
     "room: tables, stands and moves in one round (default); balance: the s matrix as a heat "
     "map; switch: which boards are arrow-switched",
     "room|balance|switch"},
    {"--round", "R", "with --what room: the round shown (default 1)", NULL},
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    const char *what = cli_value(a, "--what"), *round = cli_value(a, "--round");
    what = what ? what : "room";
    unsigned r = 1;
    if (round && strcmp(what, "room") != 0) {
        fputs("bridgemove: picture: --round goes with --what room\n", stderr);
        return EXIT_ERROR;
    }
    if (round && !cli_number(&r, round, "--round"))
        return EXIT_ERROR;
    char *svg = NULL, msg[256] = "";
    enum bm_status st;
    if (strcmp(what, "balance") == 0)
        st = bm_balance_to_svg(&svg, m, msg, sizeof msg);
    else if (strcmp(what, "switch") == 0)
        st = bm_switches_to_svg(&svg, m, msg, sizeof msg);
    else
        st = bm_room_to_svg(&svg, m, r, msg, sizeof msg);
    if (st)
        return cli_fail("picture", st, msg);
    return cli_emit(st, svg, "picture");
}

const struct cli_command cli_picture = {
    "picture", "an SVG picture of the room, the balance or the switches",
    "An SVG picture: --what room shows the tables and relay stands as set up, who sits where\n"
    "in a round and arrows for where pairs and boards go next; --what balance the amount of\n"
    "competition s between every two pairs as a heat map (NS pairs, then EW pairs); --what\n"
    "switch the arrow-switched boards of every round and table. To picture a switched\n"
    "movement: bridgemove switch SPEC --format json | bridgemove picture - --what balance.",
    1, options, run};
