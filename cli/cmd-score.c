/* SPDX-License-Identifier: MIT */
/* bridgemove score: a session's results scored over its movement. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--format", "text|json|html|xml",
     "text for people (default), json for programs, html for a results page to publish, "
     "xml for USEBIO 1.2 (the EBU's results interchange; usebio is another word for it)",
     "text|json|html|xml|usebio"},
    {"--names", "FILE",
     "names for the reports: CSV lines 'number,name,name' (a team: its name, then its players)",
     NULL},
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

/* Give the scored session the names of --names FILE, if given; 0 after a message. */
static int add_names(struct bm_scoring *sc, const struct cli_args *a)
{
    const char *path = cli_value(a, "--names");
    if (!path)
        return 1;
    FILE *f = fopen(path, "rb");
    size_t len = 0;
    char *text = f ? cli_read_stream(f, &len) : NULL;
    if (f)
        fclose(f);
    if (!text) {
        fprintf(stderr, "bridgemove: score: cannot read the names %s\n", path);
        return 0;
    }
    enum bm_status st = bm_scoring_names_read(sc, text, len);
    free(text);
    if (st)
        cli_fail(path);
    return st == BM_OK;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_results *r = NULL;
    struct bm_scoring *sc = NULL;
    size_t len = 0;
    char *input = read_results(a, &len), *text = NULL;
    if (!input)
        return EXIT_ERROR;
    enum bm_status st = bm_results_read(&r, m, input, len);
    free(input);
    if (st)
        return cli_fail(strcmp(a->results, "-") ? a->results : "standard input");
    st = bm_scoring_new(&sc, r, a->opt);
    bm_results_free(r);
    if (st)
        return cli_fail("score");
    if (!add_names(sc, a)) {
        bm_scoring_free(sc);
        return EXIT_ERROR;
    }
    st = bm_scoring_report(&text, sc, cli_form(a));
    bm_scoring_free(sc);
    return cli_emit(st, &text, "score");
}

const struct cli_command cli_score = {
    "score", "score a session's results: travellers and the ranking",
    "Score a session: RESULTS holds what happened at every table (contract, declarer and\n"
    "tricks, a score, an artificial score such as A+/A-, or not played), keyed by round, table\n"
    "and board of the movement, with the seats as played (on an arrow-switched board, North\n"
    "and South are the pair the grid lists as East-West). Prints every board's traveller with\n"
    "each side's matchpoints or IMPs, and the ranking; a teams event prints its matches and\n"
    "victory points.",
    2, options, "score", 0, run, NULL};
