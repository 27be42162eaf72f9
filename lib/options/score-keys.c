/* SPDX-License-Identifier: MIT */
/* The options of scoring a session (scoring.h). */
#include "options/keys.h"

static const struct bm_key keys[] = {
    {.name = "method", .type = BM_KEY_CHOICE, .choices = "auto mp neuberg imps butler",
     .def = "auto",
     .help = "auto: neuberg for pairs and individual events (as EBU and ACBL practice), IMPs "
             "(team matches) for teams; mp: plain matchpoints; neuberg: matchpoints with "
             "Neuberg's adjustment for boards played fewer times or carrying artificial scores; imps: cross-IMPs (teams: the matches); butler: IMPs against "
             "a datum"},
    {.name = "scale", .type = BM_KEY_INTEGER, .min = 1, .max = 2, .def = "2",
     .help = "matchpoints for each pair beaten: 2 (a tie 1; the movements article's scale) or "
             "1 (a tie a half)"},
    {.name = "average_plus", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "60",
     .help = "average plus (A+), in percent of the board's top"},
    {.name = "average", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "50",
     .help = "average (A), in percent of the board's top"},
    {.name = "average_minus", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "40",
     .help = "average minus (A-), in percent of the board's top"},
    {.name = "imps_average_plus", .type = BM_KEY_INTEGER, .min = 0, .max = 24, .def = "3",
     .help = "IMPs for average plus in the IMP methods (average minus is its negative)"},
    {.name = "butler_drop", .type = BM_KEY_INTEGER, .min = 0, .max = 100, .def = "1",
     .help = "Butler: scores dropped at each end before the datum is taken"},
    {.name = "datum_rounding", .type = BM_KEY_INTEGER, .min = 1, .max = 1000, .def = "10",
     .help = "Butler: the datum is rounded to a multiple of this"},
    {.name = NULL},
};

const struct bm_option_set bm_options_score = {
    .name = "score",
    .description = "scoring a session: matchpoints, Neuberg, IMPs, Butler, artificial scores",
    .keys = keys,
};
