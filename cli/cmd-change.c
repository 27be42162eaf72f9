/* SPDX-License-Identifier: MIT */
/* bridgemove change: a late pair, a pair leaving or a table added, mid-session. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--late", "N@R", "a new pair N (the next number) arrives for round R", NULL},
    {"--leaves", "P@R", "pair P leaves: absent from round R on", NULL},
    {"--add-table", "R", "a table with two new pairs from round R (a rover and a party table)",
     NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

/* "N@R" into its two numbers. */
static int pair_at(unsigned *pair, unsigned *round, const char *text, const char *option)
{
    const char *at = strchr(text, '@');
    char head[16];
    size_t n = at ? (size_t)(at - text) : 0;
    if (!at || n == 0 || n >= sizeof head) {
        fprintf(stderr, "bridgemove: change: %s takes PAIR@ROUND (e.g. 15@2), not %s\n", option,
                text);
        return 0;
    }
    memcpy(head, text, n);
    head[n] = '\0';
    return cli_number(pair, head, option) && cli_number(round, at + 1, option);
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    const char *late = cli_value(a, "--late"), *leaves = cli_value(a, "--leaves"),
               *table = cli_value(a, "--add-table");
    if (!!late + !!leaves + !!table != 1)
        return cli_fail("change", BM_EINVAL, "give one of --late N@R, --leaves P@R, --add-table R");
    unsigned pair = 0, round = 0;
    if ((late && !pair_at(&pair, &round, late, "--late")) ||
        (leaves && !pair_at(&pair, &round, leaves, "--leaves")) ||
        (table && !cli_number(&round, table, "--add-table")))
        return EXIT_ERROR;
    struct bm_change *c = NULL;
    char msg[256] = "";
    enum bm_status st = late     ? bm_change_late(&c, m, pair, round, msg, sizeof msg)
                        : leaves ? bm_change_leave(&c, m, pair, round, msg, sizeof msg)
                                 : bm_change_add_table(&c, m, round, msg, sizeof msg);
    if (st)
        return cli_fail("change", st, msg);
    int rc;
    if (cli_json(a)) {
        rc = cli_print_movement(bm_change_movement(c), 1);
    } else {
        char *text = NULL;
        st = bm_change_to_text(&text, c);
        rc = cli_emit(st, text, "change");
    }
    bm_change_free(c);
    return rc;
}

const struct cli_command cli_change = {
    "change", "a late pair, a pair leaving, a table added mid-session",
    "Change a movement mid-session and say what the director must do. The rounds before the\n"
    "change stay as they were and nobody plays a board twice. A late pair takes the seats of\n"
    "the half table's missing pair (or of a pair that has left), else plays as a rover; a pair\n"
    "leaving leaves its opponents to sit out; an added table holds a party table and a rover\n"
    "(Hill's rules). Text: the instructions and the changed movement; json: the changed\n"
    "movement, for the other commands (guide, check, analyse).",
    1, options, run};
