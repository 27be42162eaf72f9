/* SPDX-License-Identifier: MIT */
/* The options of writing a movement for a scoring program (format.h). */
#include "options/keys.h"

static const struct bm_key keys[] = {
    {.name = "section", .type = BM_KEY_TEXT, .form = "one or two capital letters",
     .check = bm_check_section, .def = "A",
     .help = "RoundData: the letter of the (first) section"},
    {.name = "sections", .type = BM_KEY_INTEGER, .min = 1, .max = 702, .def = "1",
     .help = "RoundData: write the movement as this many sections (A, B, ...) on the same "
             "boards, each with its own pair numbers"},
    {.name = "partial_switches", .type = BM_KEY_CHOICE, .choices = "refuse unswitched",
     .def = "refuse",
     .help = "a round whose boards are arrow-switched only in part, which RoundData and "
             "EBUScore cannot hold: refuse it, or write it unswitched (named in the notes) to "
             "switch by hand in the scoring program"},
    {.name = NULL},
};

const struct bm_option_set bm_options_exchange = {
    .name = "exchange",
    .description = "writing a movement for a scoring program (Bridgemate RoundData, EBUScore)",
    .keys = keys,
};
