/* SPDX-License-Identifier: MIT */
/* The request of the recommender (suggest.h): the field, the session and the constraints. */
#include <string.h>

#include "options/keys.h"
#include "util/message.h"

#define MAX_FIELD 4096u /* the most pairs, teams or players (the model's largest size) */
#define MAX_RANGE 4096u /* the largest round or board count a range names */

/* Leading digits of p as a number of at most max (0 when none or too large); *n: their count. */
static unsigned number_at(const char *p, size_t *n, unsigned max)
{
    *n = strspn(p, "0123456789");
    unsigned x = 0;
    for (size_t i = 0; i < *n; i++) {
        if (x > (max - (unsigned)(p[i] - '0')) / 10)
            return 0;
        x = 10 * x + (unsigned)(p[i] - '0');
    }
    return x;
}

/* "any", N or LO-HI, 1 <= LO <= HI <= MAX_RANGE: the rounds or boards a round wanted. */
static enum bm_status check_count_range(const char *key, const char *value)
{
    if (strcmp(value, "any") == 0)
        return BM_OK;
    size_t a, b = 0;
    unsigned lo = number_at(value, &a, MAX_RANGE), hi = lo;
    if (a && value[a] == '-')
        hi = number_at(value + a + 1, &b, MAX_RANGE);
    const char *end = value + a + (b ? b + 1 : 0);
    if (!a || !lo || !hi || hi < lo || *end)
        return bm_fail(BM_EPARSE, "%s=%.40s: expected any, one number or LO-HI (e.g. 7-14), "
                                  "1..%u", key, value, MAX_RANGE);
    return BM_OK;
}

/* Minutes as a decimal number of at most one decimal, 0..60: a rate of the session clock. */
static enum bm_status check_minutes(const char *key, const char *value)
{
    size_t a, b = 0;
    unsigned whole = number_at(value, &a, 99), tenth = 0;
    if (a && value[a] == '.')
        tenth = number_at(value + a + 1, &b, 9);
    int ok = a >= 1 && a <= 2 && (value[a] == '\0' || (b == 1 && value[a + 2] == '\0')) &&
             10 * whole + tenth <= 600;
    if (!ok)
        return bm_fail(BM_EPARSE, "%s=%.40s: expected minutes, 0 to 60 with at most one "
                                  "decimal (e.g. 6.5)", key, value);
    return BM_OK;
}

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
    {.name = "rounds", .type = BM_KEY_TEXT, .form = "any, N or LO-HI (1..4096)",
     .check = check_count_range, .def = "any",
     .help = "only movements of this many rounds (e.g. 7-14)"},
    {.name = "boards_per_round", .type = BM_KEY_TEXT, .form = "any, N or LO-HI (1..4096)",
     .check = check_count_range, .def = "any",
     .help = "only movements of this many boards a round (e.g. 2-4)"},
    {.name = "minutes", .type = BM_KEY_INTEGER, .min = 10, .max = 1440, .choices = "any",
     .def = "any",
     .help = "the session available, in minutes: movements the clock says take more than 2 "
             "minutes longer are left out"},
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
    {.name = "minutes_per_board", .type = BM_KEY_TEXT, .form = "minutes, e.g. 6.5",
     .check = check_minutes, .def = "6.5",
     .help = "the session clock: minutes to play and score one board"},
    {.name = "minutes_per_change", .type = BM_KEY_TEXT, .form = "minutes, e.g. 1",
     .check = check_minutes, .def = "1",
     .help = "the session clock: minutes for each change of round (pairs and boards move)"},
    {.name = "minutes_for_stands", .type = BM_KEY_TEXT, .form = "minutes, e.g. 0.5",
     .check = check_minutes, .def = "0.5",
     .help = "the session clock: extra minutes a round when boards wait on relay or bye stands "
             "or are shared between tables"},
    {.name = "minutes_for_moves", .type = BM_KEY_TEXT, .form = "minutes, e.g. 0.5",
     .check = check_minutes, .def = "1",
     .help = "the session clock: extra minutes a change of round when every pair must be told "
             "its move one by one (a Howell), in proportion to the share of the field told"},
    {.name = NULL},
};

const struct bm_option_set bm_options_suggest = {
    .name = "suggest",
    .description = "choosing a movement: the field, the session and the room's constraints",
    .keys = keys,
};
