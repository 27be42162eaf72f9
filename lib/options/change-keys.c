/* SPDX-License-Identifier: MIT */
/* The change to make to a movement mid-session (change.h): exactly one key. */
#include "options/keys.h"

static const struct bm_key keys[] = {
    {.name = "late", .type = BM_KEY_TEXT, .form = "PAIR@ROUND", .check = bm_check_pair_at,
     .def_text = "none",
     .help = "a new pair (the next number) arrives for round ROUND: it takes a missing pair's "
             "seats, hosts the pairs sitting out at a party table, or roves"},
    {.name = "leaves", .type = BM_KEY_TEXT, .form = "PAIR@ROUND", .check = bm_check_pair_at,
     .def_text = "none",
     .help = "pair PAIR leaves: absent from round ROUND on; the pairs it would have met sit out"},
    {.name = "add_table", .type = BM_KEY_INTEGER, .min = 1, .max = 4096, .def_text = "none",
     .help = "a table with two new pairs from this round on (a party table and a rover)"},
    {.name = NULL},
};

const struct bm_option_set bm_options_change = {
    .name = "change",
    .description = "changing a movement mid-session: a late pair, a pair leaving, a table added",
    .keys = keys,
};
