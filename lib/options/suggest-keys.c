/* SPDX-License-Identifier: MIT */
/* The request of the recommender (suggest.h): the field, the session and the constraints. */
#include "options/keys.h"

#define MAX_FIELD 4096u /* the most pairs, teams or players (the model's largest size) */

static const struct bm_key keys[] = {
    {.name = "pairs", .type = BM_KEY_INTEGER, .min = 1, .max = MAX_FIELD,
     .def_text = "none (give one of pairs, teams, players)",
     .help = "the field: this many pairs"},
    {.name = "teams", .type = BM_KEY_INTEGER, .min = 1, .max = MAX_FIELD,
     .def_text = "none (give one of pairs, teams, players)",
     .help = "the field: this many teams of four"},
    {.name = "players", .type = BM_KEY_INTEGER, .min = 1, .max = MAX_FIELD,
     .def_text = "none (give one of pairs, teams, players)",
     .help = "the field: this many players (an individual)"},
    {.name = "boards", .type = BM_KEY_TEXT, .form = "LO-HI or N (1..1000)",
     .check = bm_check_boards_range, .def = "18-30",
     .help = "the boards each participant should play"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = MAX_FIELD, .choices = "any",
     .def = "any", .help = "only movements of this many rounds"},
    {.name = "boards_per_round", .type = BM_KEY_INTEGER, .min = 1, .max = 256,
     .choices = "any", .def = "any", .help = "only movements of this many boards a round"},
    {.name = "max_stands", .type = BM_KEY_INTEGER, .min = 0, .max = MAX_FIELD, .choices = "any",
     .def = "any", .help = "the most relay and bye stands the room has space for"},
    {.name = "sharing", .type = BM_KEY_CHOICE, .choices = "yes no", .def = "yes",
     .help = "no: no two tables share boards in a round"},
    {.name = "copies", .type = BM_KEY_INTEGER, .min = 1, .max = MAX_FIELD, .choices = "any",
     .def = "any",
     .help = "the most copies (cases) of a set that can be prepared, e.g. 1 without a dealing "
             "machine"},
    {.name = "stationary", .type = BM_KEY_INTEGER, .min = 0, .max = MAX_FIELD, .def = "0",
     .help = "participants who must not move (e.g. a player who cannot): the movement keeps at "
             "least this many at one seat all session"},
    {.name = "one_winner", .type = BM_KEY_CHOICE, .choices = "no yes", .def = "no",
     .help = "yes: movements with one field (one ranking, after the switch plan where there "
             "is one) first"},
    {.name = "order", .type = BM_KEY_CHOICE, .choices = "rank balance simplicity boards",
     .def = "rank",
     .help = "rank: complete movements first, then balance, then simplicity; balance: balance "
             "first; simplicity: fewest sit-outs, stands, shared tables and boards to prepare "
             "first; boards: most boards played first"},
    {.name = NULL},
};

const struct bm_option_set bm_options_suggest = {
    .name = "suggest",
    .description = "choosing a movement: the field, the session and the room's constraints",
    .keys = keys,
};
