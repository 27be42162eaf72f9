/* SPDX-License-Identifier: MIT */
/* A new Swiss event (swiss.h, bm_swiss_new_options): the field, the plan, the first round's
 * draw, the pairing method and the sides that keep a table. */
#include <string.h>

#include "options/keys.h"
#include "util/message.h"

#define MAX_FIELD 1000u /* BM_SWISS_MAX_FIELD */

/* One N@T item at p, each number 1..MAX_FIELD; its length, 0 when malformed. */
static size_t item_length(const char *p)
{
    size_t a = strspn(p, "0123456789");
    size_t b = a && p[a] == '@' ? strspn(p + a + 1, "0123456789") : 0;
    if (!a || !b || a > 4 || b > 4)
        return 0;
    unsigned n = 0, t = 0;
    for (size_t i = 0; i < a; i++)
        n = 10 * n + (unsigned)(p[i] - '0');
    for (size_t i = 0; i < b; i++)
        t = 10 * t + (unsigned)(p[a + 1 + i] - '0');
    return n >= 1 && n <= MAX_FIELD && t >= 1 && t <= MAX_FIELD / 2 ? a + 1 + b : 0;
}

/* N@T[+N@T...]: team or pair N keeps table T of the draw. The event checks the numbers
 * against its field and tables, and that no two share a table. */
static enum bm_status check_stationary(const char *key, const char *value)
{
    for (const char *p = value;;) {
        size_t n = item_length(p);
        if (!n || (p[n] != '+' && p[n]))
            return bm_fail(BM_EPARSE, "%s=%.40s: expected N@T[+N@T...], team or pair N at "
                           "table T (1..%u), e.g. %s=7@1+12@2", key, value, MAX_FIELD, key);
        if (!p[n])
            return BM_OK;
        p += n + 1;
    }
}

static const struct bm_key keys[] = {
    {.name = "teams", .type = BM_KEY_INTEGER, .min = 2, .max = MAX_FIELD, .def_text = "none",
     .help = "a Swiss teams of this many teams, scored in IMPs and WBF 20-VP (give teams or "
             "pairs)"},
    {.name = "pairs", .type = BM_KEY_INTEGER, .min = 2, .max = MAX_FIELD, .def_text = "none",
     .help = "a Swiss pairs of this many pairs, scored in matchpoints (give teams or pairs)"},
    {.name = "rounds", .type = BM_KEY_INTEGER, .min = 1, .max = MAX_FIELD, .def_text = "none",
     .limits = "at most the field less 1 (the field, when odd)",
     .help = "the rounds planned (required)"},
    {.name = "boards", .type = BM_KEY_INTEGER, .min = 1, .max = 100, .def_text = "none",
     .help = "boards a match (required)"},
    {.name = "seed", .type = BM_KEY_INTEGER, .min = 0, .max = 999999999999999ull, .def = "0",
     .help = "0: round 1 seeded by number (1 v 2, 3 v 4, ... by the method); else the seed of "
             "its draw, the same on every machine"},
    {.name = "method", .type = BM_KEY_CHOICE, .choices = "optimal monrad dutch",
     .def = "optimal",
     .help = "the pairing: optimal (the least squared distance of places, no repeat whenever "
             "a round without one exists), monrad (down the standings, 1 v 2, 3 v 4) or dutch "
             "(each score group's top half against its bottom half); doc/swiss.md"},
    {.name = "stationary", .type = BM_KEY_TEXT, .form = "N@T[+N@T...]",
     .check = check_stationary, .def_text = "none",
     .help = "team or pair N keeps table T of the draw every round it plays (a player who "
             "cannot move); the others fill the remaining tables, the leaders' match first"},
    {.name = NULL},
};

const struct bm_option_set bm_options_swiss = {
    .name = "swiss",
    .description = "a new Swiss event: field, plan, draw, pairing method, stationary sides",
    .keys = keys,
};
