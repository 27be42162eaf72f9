/* SPDX-License-Identifier: MIT */
/* bridgemove score: a session's results scored over its movement. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--method", "mp|neuberg|imps|butler",
     "matchpoints (default; a teams event: imps), matchpoints with Neuberg's adjustment, "
     "cross-IMPs (team matches in a teams event) or Butler IMPs",
     "mp|neuberg|imps|butler"},
    {"--options", "KEY=VALUE,...",
     "scale, average_plus, average, average_minus, imps_average_plus, butler_drop, "
     "datum_rounding (doc/scoring.md)",
     NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

/* The results file's text, or NULL after a message. */
static char *read_results(const struct cli_args *a, size_t *len)
{
    int from_stdin = strcmp(a->results, "-") == 0;
    if (from_stdin && strcmp(a->input, "-") == 0) {
        fputs("bridgemove: score: the movement and the results cannot both come from standard "
              "input\n",
              stderr);
        return NULL;
    }
    FILE *f = from_stdin ? stdin : fopen(a->results, "rb");
    char *text = f ? cli_read_stream(f, len) : NULL;
    if (f && !from_stdin)
        fclose(f);
    if (!text)
        fprintf(stderr, "bridgemove: score: cannot read the results %s\n", a->results);
    return text;
}

static enum bm_status score_options(struct bm_score_options **opt, const struct bm_movement *m,
                                    const struct cli_args *a, char *msg, size_t msg_size)
{
    const char *text = cli_value(a, "--options"), *method = cli_value(a, "--method");
    enum bm_status st = bm_score_options_parse(opt, text ? text : "", msg, msg_size);
    if (!method && bm_movement_event(m) == BM_EVENT_TEAMS)
        method = "imps";
    if (!st && method)
        st = bm_score_options_set(*opt, "method", method, msg, msg_size);
    return st;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_results *r = NULL;
    struct bm_score_options *opt = NULL;
    struct bm_scoring *sc = NULL;
    char msg[512] = "", *text = NULL;
    size_t len = 0;
    char *input = read_results(a, &len);
    if (!input)
        return EXIT_ERROR;
    enum bm_status st = bm_results_read(&r, m, input, len, msg, sizeof msg);
    free(input);
    if (st)
        return cli_fail(a->results, st, msg);
    st = score_options(&opt, m, a, msg, sizeof msg);
    if (!st)
        st = bm_scoring_new(&sc, r, opt, msg, sizeof msg);
    bm_score_options_free(opt);
    bm_results_free(r);
    if (st)
        return cli_fail("score", st, msg);
    st = cli_json(a) ? bm_scoring_to_json(&text, sc) : bm_scoring_to_text(&text, sc);
    bm_scoring_free(sc);
    return cli_emit(st, text, "score");
}

const struct cli_command cli_score = {
    "score", "score a session's results: travellers and the ranking",
    "Score a session: RESULTS holds what happened at every table (contract, declarer and\n"
    "tricks, a score, an artificial score such as A+/A-, or not played), keyed by round, table\n"
    "and board of the movement, with the seats as played (on an arrow-switched board, North\n"
    "and South are the pair the grid lists as East-West). Prints every board's traveller with\n"
    "each side's matchpoints or IMPs, and the ranking; a teams event prints its matches and\n"
    "victory points.",
    2, options, run};
