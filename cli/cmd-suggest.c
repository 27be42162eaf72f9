/* SPDX-License-Identifier: MIT */
/* bridgemove suggest: which movement to run for a field and a session, ranked with reasons. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

/* The words, each "key=value", read by the library one at a time. */
static enum bm_status request(struct bm_suggest_options **out, const struct cli_args *a,
                              char *msg, size_t msg_size)
{
    enum bm_status st = bm_suggest_options_new(out);
    for (int i = 0; !st && i < a->nwords; i++) {
        char key[32];
        const char *eq = strchr(a->words[i], '=');
        size_t n = (size_t)(eq - a->words[i]);
        if (n >= sizeof key)
            n = sizeof key - 1;
        memcpy(key, a->words[i], n);
        key[n] = '\0';
        st = bm_suggest_options_set(*out, key, eq + 1, msg, msg_size);
    }
    return st;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    (void)m;
    struct bm_suggest_options *opt = NULL;
    struct bm_suggestions *list = NULL;
    char msg[256] = "";
    enum bm_status st = request(&opt, a, msg, sizeof msg);
    if (!st)
        st = bm_suggest(&list, opt, msg, sizeof msg);
    bm_suggest_options_free(opt);
    if (st)
        return cli_fail("suggest", st, msg);
    char *text = NULL;
    st = cli_json(a) ? bm_suggestions_to_json(&text, list) : bm_suggestions_to_text(&text, list);
    bm_suggestions_free(list);
    return cli_emit(st, text, "suggest");
}

const struct cli_command cli_suggest = {
    "suggest", "which movement to run: ranked, with reasons",
    "The movements the library offers for a field and a session, best first, each with its\n"
    "figures and a reason in bridge words (doc/choosing.md). Give the field and the boards\n"
    "each should play as KEY=VALUE words:\n"
    "  pairs=N | teams=N | players=N   the field\n"
    "  boards=LO-HI                    boards each plays (default 18-30)\n"
    "  rounds=R  boards_per_round=K    only that many rounds, boards a round\n"
    "  max_stands=N                    the most relay or bye stands the room takes\n"
    "  sharing=no                      no two tables sharing boards\n"
    "  copies=N                        the most copies of a board you can prepare\n"
    "  stationary=N                    pairs who must not move\n"
    "  one_winner=yes                  one field first (NS and EW ranked together)\n"
    "  order=rank|balance|simplicity|boards   how to rank (default rank)\n"
    "e.g. bridgemove suggest pairs=13 boards=24-28",
    CLI_TAKES_WORDS, options, run};
