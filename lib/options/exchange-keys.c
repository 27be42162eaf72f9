/* SPDX-License-Identifier: MIT */
/* The options of writing a movement for a scoring program (format.h). */
#include "options/keys.h"

static const struct bm_key keys[] = {
    {.name = "section", .type = BM_KEY_TEXT,
     .form = "one or two capital letters, or the section's number 1..702",
     .check = bm_check_section, .def = "A",
     .help = "RoundData: the (first) section, by letter or by the Bridgemate database's "
             "section ID (1 = A, 27 = AA)"},
    {.name = "sections", .type = BM_KEY_INTEGER, .min = 1, .max = 702, .def = "1",
     .help = "RoundData: write the movement as this many sections (A, B, ...) on the same "
             "boards, each with its own pair numbers"},
    {.name = "partial_switches", .type = BM_KEY_CHOICE, .choices = "refuse unswitched",
     .def = "refuse",
     .help = "a round whose boards are arrow-switched only in part, which RoundData and "
             "EBUScore cannot hold: refuse it, or write it unswitched (named in the notes) to "
             "switch by hand in the scoring program"},
    {.name = "section_ids", .type = BM_KEY_CHOICE, .choices = "numbers letters",
     .def = "numbers",
     .help = "RoundData: the Section column as the Bridgemate database holds it, the section's "
             "ID (1 = A; the Section table maps it to its letter), absent pairs kept by number "
             "and named as the section's missing pair; or the section letters, absent pairs as "
             "0"},
    {.name = "table", .type = BM_KEY_CHOICE, .choices = "rounddata section", .def = "rounddata",
     .help = "RoundData: which table of the Bridgemate database to write: RoundData (who "
             "plays where, round by round) or Section (ID, Letter, Tables, MissingPair, "
             "Winners)"},
    {.name = "line_ends", .type = BM_KEY_CHOICE, .choices = "crlf lf", .def = "crlf",
     .help = "RoundData: CRLF line ends, as Windows scoring programs write and read them, or "
             "LF"},
    {.name = NULL},
};

const struct bm_option_set bm_options_exchange = {
    .name = "exchange",
    .description = "writing a movement for a scoring program (Bridgemate RoundData, EBUScore)",
    .keys = keys,
};
