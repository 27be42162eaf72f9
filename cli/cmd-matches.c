/* SPDX-License-Identifier: MIT */
/* bridgemove matches: the team matches; exit 1 if one is incomplete. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_matches *mt = NULL;
    char *text = NULL;
    uint32_t incomplete = 0;
    enum bm_status st = bm_matches_new(&mt, m);
    if (st)
        return cli_fail("matches");
    bm_matches_count(NULL, &incomplete, mt);
    st = bm_matches_report(&text, mt, cli_form(a));
    bm_matches_free(mt);
    int rc = cli_emit(st, &text, "matches");
    return rc ? rc : incomplete ? EXIT_RULES : 0;
}

const struct cli_command cli_matches = {
    "matches", "team matches; exit 1 if one is incomplete",
    "The matches of a teams movement: which teams meet, on which boards, and whether each match\n"
    "is complete (both tables played the same boards, the teams in opposite directions as\n"
    "played: a board switched at one table only is named). Exit status 1 if one is incomplete.",
    1, options, NULL, 0, run, NULL};
