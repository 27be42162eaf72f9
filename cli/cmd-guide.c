/* SPDX-License-Identifier: MIT */
/* bridgemove guide: how the movement runs, in words, and the guide cards; printed as HTML. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--pair", "N", "the card of pair N (player N in an individual)", NULL},
    {"--table", "N", "the card of table N", NULL},
    {"--stand", "N", "the card of relay or bye stand N", NULL},
    {"--cards", "LIST",
     "the parts to print, e.g. table,pair,stand,traveller,prepare,room; auto: what a director "
     "needs (no card for a pair who never moves); all: everything",
     NULL},
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

/* --cards table,pair: the key cards, whose one-line form joins the parts with '+'. */
static int set_cards(const struct cli_args *a)
{
    const char *v = cli_value(a, "--cards");
    char parts[256];
    if (!v)
        return 1;
    snprintf(parts, sizeof parts, "%s", v);
    for (char *c = parts; *c; c++)
        *c = *c == ',' ? '+' : *c;
    if (bm_options_set(a->opt, "cards", parts) != BM_OK) {
        fprintf(stderr, "bridgemove: guide: --cards: %s\n", bm_last_error());
        return 0;
    }
    return 1;
}

/* "bridgemove: guide: 25 pages" on stderr, from the page count the HTML holds. */
static void say_pages(const char *html)
{
    const char *p = strstr(html, "<meta name=\"pages\" content=\"");
    if (p)
        fprintf(stderr, "bridgemove: guide: %u pages\n",
                (unsigned)strtoul(p + strlen("<meta name=\"pages\" content=\""), NULL, 10));
}

/* The printed guide, HTML or text, with the parts and copies the options ask for. */
static int print_guide(const struct cli_args *a, enum bm_guide_part part,
                       const struct bm_movement *m)
{
    char *text = NULL;
    enum bm_form form = cli_form(a);
    if (part != BM_GUIDE_ALL) {
        fputs("bridgemove: guide: --format html and --cards print every card asked for; leave "
              "out --pair, --table and --stand\n", stderr);
        return EXIT_ERROR;
    }
    for (int i = 0; form == BM_FORM_TEXT && i < a->nkeys; i++)
        if (strcmp(a->keys_given[i], "paper") == 0 || strcmp(a->keys_given[i], "copies") == 0) {
            fprintf(stderr, "bridgemove: guide: --%s goes with --format html\n",
                    a->keys_given[i]);
            return EXIT_ERROR;
        }
    if (!set_cards(a))
        return EXIT_ERROR;
    enum bm_status st = bm_print_report(&text, m, BM_PRINT_GUIDE, form, a->opt);
    if (st == BM_OK && form == BM_FORM_HTML)
        say_pages(text);
    return cli_emit(st, &text, "guide");
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    enum bm_guide_part part;
    uint32_t n;
    char *text = NULL;
    if (!which_card(&part, &n, a))
        return EXIT_ERROR;
    int printed = cli_form(a) == BM_FORM_HTML ||
                  (cli_form(a) == BM_FORM_TEXT && (a->nkeys || cli_value(a, "--cards")));
    if (printed)
        return print_guide(a, part, m);
    if (a->nkeys || cli_value(a, "--cards")) {
        fprintf(stderr, "bridgemove: guide: --%s goes with --format html or text\n",
                a->nkeys ? a->keys_given[0] : "cards");
        return EXIT_ERROR;
    }
    return cli_emit(bm_guide_report(&text, m, part, n, cli_form(a)), &text, "guide");
}

const struct cli_command cli_guide = {
    "guide", "how it runs, in words; guide cards",
    "How the movement runs, in plain words, and the guide cards: what a pair, a table or a\n"
    "relay/bye stand does every round. Without --pair, --table or --stand: the description\n"
    "and every card. --format html: every card as one file to print (one card to a sheet,\n"
    "A4 or US Letter), with the boards to prepare and the travellers, its page count on\n"
    "stderr; the print options below go with it. --cards chooses the parts (text or html):\n"
    "by default a pair who never moves gets no card, its table card says where it sits.",
    1, options, "print", 0, run, (const char *const[]){"paper", "travellers", "copies", NULL}};
