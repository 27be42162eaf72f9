/* SPDX-License-Identifier: MIT */
/* bridgemove guide: how the movement runs, in words, and the guide cards; printed as HTML. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--pair", "N", "the card of pair N (player N in an individual)", NULL},
    {"--table", "N", "the card of table N", NULL},
    {"--stand", "N", "the card of relay or bye stand N", NULL},
    {"--format", "text|json|html",
     "text for people (default), json for programs, html for printed cards", "text|json|html"},
    {NULL, NULL, NULL, NULL}};

/* Which card, and its number: the one of --pair, --table and --stand given; 0 after an error
 * message (two given, or a number that is not one). */
static int which_card(enum bm_guide_part *part, uint32_t *n, const struct cli_args *a)
{
    static const char *const flags[] = {"--pair", "--table", "--stand"};
    static const enum bm_guide_part parts[] = {BM_GUIDE_PAIR, BM_GUIDE_TABLE, BM_GUIDE_STAND};
    int given = 0;
    *part = BM_GUIDE_ALL;
    *n = 0;
    for (int i = 0; i < 3; i++) {
        const char *v = cli_value(a, flags[i]);
        if (!v)
            continue;
        if (given++) {
            fputs("bridgemove: guide: give one of --pair, --table and --stand\n", stderr);
            return 0;
        }
        if (!cli_number(n, v, flags[i]))
            return 0;
        *part = parts[i];
    }
    return 1;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    enum bm_guide_part part;
    uint32_t n;
    char *text = NULL;
    if (!which_card(&part, &n, a))
        return EXIT_ERROR;
    if (cli_form(a) == BM_FORM_HTML) {
        if (part != BM_GUIDE_ALL) {
            fputs("bridgemove: guide: --format html prints every card; leave out --pair, "
                  "--table and --stand\n", stderr);
            return EXIT_ERROR;
        }
        enum bm_status st = bm_print_report(&text, m, BM_PRINT_GUIDE, BM_FORM_HTML, a->opt);
        return cli_emit(st, &text, "guide");
    }
    if (a->nkeys) {
        fprintf(stderr, "bridgemove: guide: --%s goes with --format html\n", a->keys_given[0]);
        return EXIT_ERROR;
    }
    return cli_emit(bm_guide_report(&text, m, part, n, cli_form(a)), &text, "guide");
}

const struct cli_command cli_guide = {
    "guide", "how it runs, in words; guide cards",
    "How the movement runs, in plain words, and the guide cards: what a pair, a table or a\n"
    "relay/bye stand does every round. Without --pair, --table or --stand: the description\n"
    "and every card. --format html: every card as one file to print (one card to a sheet,\n"
    "A4 or US Letter), with the boards to prepare and the travellers; the print options\n"
    "below go with it.",
    1, options, "print", 0, run, (const char *const[]){"paper", "travellers", NULL}};
