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
     "names for the reports: CSV lines 'number,name,name' (a team: its name, then its "
     "players); with several sections 'letter,number,name,name' names each section's own",
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
    if (!from_stdin && cli_is_access(a->results)) /* a .bws: its ReceivedData table */
        return cli_access_table(a->results, "ReceivedData", len);
    FILE *f = from_stdin ? stdin : fopen(a->results, "rb");
    char *text = f ? cli_read_stream(f, len) : NULL;
    if (f && !from_stdin)
        fclose(f);
    if (!text)
        fprintf(stderr, "bridgemove: score: cannot read the results %s\n", a->results);
    return text;
}

/* Give the scored session the names of --names FILE, if given (a section of several: the
 * file's lines of that section, where its lines give sections); 0 after a message. */
static int add_names(struct bm_scoring *sc, const struct cli_args *a, const char *section)
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
    enum bm_status st = section ? bm_scoring_names_read_section(sc, section, text, len)
                                : bm_scoring_names_read(sc, text, len);
    free(text);
    if (st)
        cli_fail(path);
    return st == BM_OK;
}

/* The report of a scored session, with the names of --names; frees sc. 0, or the exit status
 * after a message. */
static int report_of(char **text, struct bm_scoring *sc, const struct cli_args *a)
{
    if (!add_names(sc, a, NULL)) {
        bm_scoring_free(sc);
        return EXIT_ERROR;
    }
    enum bm_status st = bm_scoring_report(text, sc, cli_form(a));
    bm_scoring_free(sc);
    return st ? cli_fail("score") : 0;
}

/* A movement of several sections: each section's rows of the ReceivedData scored (across the
 * field with --across yes), with the names of --names, and the sections in one report. */
static int run_sections(const struct cli_args *a, const char *input, size_t len)
{
    unsigned n = bm_sections_count(a->sections);
    struct bm_results **r = calloc(n, sizeof *r);
    struct bm_scoring **sc = calloc(n, sizeof *sc);
    const char **letters = calloc(n, sizeof *letters);
    char *text = NULL;
    int rc = r && sc && letters ? 0 : EXIT_ERROR;
    for (unsigned k = 1; !rc && k <= n; k++) {
        letters[k - 1] = bm_sections_letter(a->sections, k);
        if (bm_results_read_section(&r[k - 1], bm_sections_movement(a->sections, k),
                                    letters[k - 1], input, len))
            rc = cli_fail(strcmp(a->results, "-") ? a->results : "standard input");
    }
    for (unsigned k = 1; !rc && k <= n; k++)
        if (bm_scoring_sections_new(&sc[k - 1], (const struct bm_results *const *)r, n, k,
                                    a->opt))
            rc = cli_fail("score");
        else if (!add_names(sc[k - 1], a, letters[k - 1]))
            rc = EXIT_ERROR;
    if (!rc)
        rc = cli_emit(bm_scoring_sections_report(&text, (const struct bm_scoring *const *)sc, n,
                                                 letters, cli_form(a)),
                      &text, "score");
    for (unsigned k = 0; k < n; k++) {
        bm_results_free(r ? r[k] : NULL);
        bm_scoring_free(sc ? sc[k] : NULL);
    }
    free(r);
    free(sc);
    free(letters);
    return rc;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_results *r = NULL;
    struct bm_scoring *sc = NULL;
    size_t len = 0;
    char *input = read_results(a, &len), *text = NULL;
    if (!input)
        return EXIT_ERROR;
    if (a->sections) {
        int rc = run_sections(a, input, len);
        free(input);
        return rc;
    }
    enum bm_status st = bm_results_read(&r, m, input, len);
    free(input);
    if (st)
        return cli_fail(strcmp(a->results, "-") ? a->results : "standard input");
    st = bm_scoring_new(&sc, r, a->opt);
    bm_results_free(r);
    if (st)
        return cli_fail("score");
    int rc = report_of(&text, sc, a);
    return rc ? rc : cli_emit(BM_OK, &text, "score");
}

const struct cli_command cli_score = {
    "score", "score a session's results: travellers and the ranking",
    "Score a session: RESULTS holds what happened at every table (contract, declarer and\n"
    "tricks, a score, an artificial score such as A+/A-, or not played), keyed by round, table\n"
    "and board of the movement, with the seats as played (on an arrow-switched board, North\n"
    "and South are the pair the grid lists as East-West). Prints every board's traveller with\n"
    "each side's matchpoints or IMPs, and the ranking; a teams event prints its matches and\n"
    "victory points. A movement of several sections (a RoundData file or .bws) is scored\n"
    "section by section from a ReceivedData table holding them all (its Section column), the\n"
    "sections in one report (one results page, one USEBIO event of several SECTIONs);\n"
    "--across yes matchpoints every board across the sections, each section ranked on them.",
    2, options, "score", 1, run, NULL};
