/* SPDX-License-Identifier: MIT */
/* The options of the printed guide and pictures (print.h). */
#include <string.h>

#include "options/keys.h"
#include "util/message.h"

/* The parts of the guide a director may ask for, in the order they are printed. */
static const char parts[] = "room prepare table stand pair traveller";

/* cards: auto, all, or parts joined by '+' (the one-line form holds no ','; the command
 * reads "table,pair" too), each named once. */
static enum bm_status check_cards(const char *key, const char *value)
{
    if (strcmp(value, "auto") == 0 || strcmp(value, "all") == 0)
        return BM_OK;
    unsigned seen = 0;
    for (const char *p = value; *p;) {
        size_t n = strcspn(p, "+");
        char word[16];
        int i = -1;
        if (n > 0 && n < sizeof word) {
            memcpy(word, p, n);
            word[n] = '\0';
            i = bm_word_index(parts, word);
        }
        if (i < 0)
            return bm_fail(BM_EPARSE, "%s: '%.*s' is not a part of the guide (auto, all, or "
                                      "some of %s joined by '+')",
                           key, (int)n, p, parts);
        if (seen & (1u << i))
            return bm_fail(BM_EPARSE, "%s: %s is named twice", key, word);
        seen |= 1u << i;
        p += n + (p[n] == '+');
    }
    return BM_OK;
}

static const struct bm_key keys[] = {
    {.name = "paper", .type = BM_KEY_CHOICE, .choices = "auto a4 letter", .def = "auto",
     .help = "the paper the guide's pages are laid out for; auto: the printer's (every page "
             "fits both A4 and US Letter)"},
    {.name = "travellers", .type = BM_KEY_CHOICE, .choices = "yes no", .def = "yes",
     .help = "no: the guide leaves the travellers out"},
    {.name = "cards", .type = BM_KEY_TEXT, .form = "auto|all|PART[+PART...]",
     .check = check_cards, .def = "auto",
     .help = "the parts of the guide to print, PART one of room, prepare, table, stand, pair, "
             "traveller; auto: what a director needs (every part, pair cards only for the "
             "pairs who move); all: every part, a card for every pair"},
    {.name = "copies", .type = BM_KEY_INTEGER, .min = 1, .max = 16, .def = "1",
     .help = "how many copies of each table card the printed guide holds"},
    {.name = "round", .type = BM_KEY_INTEGER, .min = 1, .max = 4096, .def = "1",
     .help = "the round the picture of the room shows"},
    {.name = NULL},
};

const struct bm_option_set bm_options_print = {
    .name = "print",
    .description = "printing: the guide as HTML pages, the room, balance and switches as SVG",
    .keys = keys,
};
