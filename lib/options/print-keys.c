/* SPDX-License-Identifier: MIT */
/* The options of the printed guide and pictures (print.h). */
#include "options/keys.h"

static const struct bm_key keys[] = {
    {.name = "paper", .type = BM_KEY_CHOICE, .choices = "auto a4 letter", .def = "auto",
     .help = "the paper the guide's pages are laid out for; auto: the printer's (every page "
             "fits both A4 and US Letter)"},
    {.name = "travellers", .type = BM_KEY_CHOICE, .choices = "yes no", .def = "yes",
     .help = "no: the guide leaves the travellers out"},
    {.name = "round", .type = BM_KEY_INTEGER, .min = 1, .max = 4096, .def = "1",
     .help = "the round the picture of the room shows"},
    {.name = NULL},
};

const struct bm_option_set bm_options_print = {
    .name = "print",
    .description = "printing: the guide as HTML pages, the room, balance and switches as SVG",
    .keys = keys,
};
