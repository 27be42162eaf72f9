/* SPDX-License-Identifier: MIT */
/* The options of an arrow-switch plan (switch.h). */
#include "options/keys.h"

static const struct bm_key keys[] = {
    {.name = "level", .type = BM_KEY_CHOICE, .choices = "round board table free", .def = "board",
     .help = "what one switch covers for the optimiser: a whole round, one board of the set in "
             "a round at every table, one table's set in a round, or one board at one table"},
    {.name = "preset", .type = BM_KEY_CHOICE,
     .choices = "optimise none last-round stagger eighth", .def = "optimise",
     .help = "optimise: the optimiser at the chosen level; none: no switches; last-round: the "
             "club rule (the last round, and the last two from 12 rounds on); stagger: board j "
             "of each set in round R - k + j; eighth: about one board in eight"},
    {.name = "seed", .type = BM_KEY_INTEGER, .min = 0, .max = UINT64_MAX, .def = "1",
     .help = "the optimiser's random seed: the same movement, options and seed give the same "
             "plan"},
    {.name = "effort", .type = BM_KEY_INTEGER, .min = 0, .max = 1000000000000u, .choices = "auto",
     .def = "auto",
     .help = "steps of the optimiser's local search at the plan's level (the levels it "
             "contains take their automatic effort, at most this); auto: chosen from the "
             "movement's size, about a second of one core per search at the free level"},
    {.name = "trials", .type = BM_KEY_INTEGER, .min = 1, .max = 64, .choices = "auto",
     .def = "auto",
     .help = "searches of the plan's level, each from its own seed derived from `seed` (the "
             "first, from `seed` itself, the search of one trial) and with the effort of one, "
             "the best kept; the levels it contains search once; auto: 2 at the free level "
             "with the automatic effort, else 1"},
    {.name = "time", .type = BM_KEY_TEXT, .form = "SECONDS (0..1000000, at most 6 decimals)",
     .check = bm_check_seconds, .def = "0",
     .help = "the longest the whole call may take, in seconds; 0: no cap (the plan says when "
             "the cap stopped the search)"},
    {.name = NULL},
};

const struct bm_option_set bm_options_switch = {
    .name = "switch",
    .description = "arrow-switch planning: which boards to play with the NS pair sitting EW",
    .keys = keys,
};
