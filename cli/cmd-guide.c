/* SPDX-License-Identifier: MIT */
/* bridgemove guide: how the movement runs, in words, and the guide cards. */
#include "cli.h"

static const struct cli_option options[] = {
    {"--pair", "N", "the card of pair N (player N in an individual)", NULL},
    {"--table", "N", "the card of table N", NULL},
    {"--stand", "N", "the card of relay or bye stand N", NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    int json = cli_json(a);
    const char *pair = cli_value(a, "--pair"), *table = cli_value(a, "--table"),
               *stand = cli_value(a, "--stand");
    if (!!pair + !!table + !!stand > 1) {
        fputs("bridgemove: guide: give one of --pair, --table and --stand\n", stderr);
        return EXIT_ERROR;
    }
    unsigned n = 0;
    char *text = NULL;
    enum bm_status st;
    if (pair) {
        if (!cli_number(&n, pair, "--pair"))
            return EXIT_ERROR;
        st = json ? bm_guide_card_pair_json(&text, m, n) : bm_guide_card_pair(&text, m, n);
    } else if (table) {
        if (!cli_number(&n, table, "--table"))
            return EXIT_ERROR;
        st = json ? bm_guide_card_table_json(&text, m, n) : bm_guide_card_table(&text, m, n);
    } else if (stand) {
        if (!cli_number(&n, stand, "--stand"))
            return EXIT_ERROR;
        st = json ? bm_guide_card_stand_json(&text, m, n) : bm_guide_card_stand(&text, m, n);
    } else {
        st = json ? bm_guide_to_json(&text, m) : bm_guide_to_text(&text, m);
    }
    if (st == BM_ERANGE) {
        unsigned most = pair ? bm_movement_participants(m)
                        : table ? bm_movement_tables(m) : bm_movement_stands(m);
        const char *what = pair ? (bm_movement_event(m) == BM_EVENT_INDIVIDUAL ? "player" : "pair")
                           : table ? "table" : "stand";
        if (most)
            fprintf(stderr, "bridgemove: guide: no %s %u in this movement (its %ss are 1..%u)\n",
                    what, n, what, most);
        else
            fprintf(stderr, "bridgemove: guide: no %s %u: this movement has no %ss\n", what, n,
                    what);
        return EXIT_ERROR;
    }
    return cli_emit(st, text, "guide");
}

const struct cli_command cli_guide = {
    "guide", "how it runs, in words; guide cards",
    "How the movement runs, in plain words, and the guide cards: what a pair, a table or a\n"
    "relay/bye stand does every round. Without --pair, --table or --stand: the description\n"
    "and every card.",
    1, options, run};
