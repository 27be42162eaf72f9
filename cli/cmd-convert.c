/* SPDX-License-Identifier: MIT */
/* bridgemove convert: a movement in another format: JSON, grid text, Bridgemate RoundData or
 * an EBUScore movement file. What the target format cannot hold is named on standard error. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--to", "FORMAT", "roundData, ebu, json or text (required)", "roundData|ebu|json|text"},
    {"-o", "OUT", "write to the file OUT instead of standard output", NULL},
    {"--section", "LETTER", "roundData: the section letter (default A)", NULL},
    {"--sections", "N", "roundData: N sections A, B, ... playing the movement on the same boards",
     NULL},
    {"--partial-switches", "unswitched",
     "write rounds switched in part unswitched (listed on standard error) instead of refusing",
     "unswitched"},
    {NULL, NULL, NULL, NULL}};

/* Sections for roundData: every section of the input, or --sections copies of the movement. */
static enum bm_status sections_of(struct bm_sections **s, const struct bm_movement *m,
                                  const struct cli_args *a, unsigned copies, char *msg,
                                  size_t msg_size)
{
    enum bm_status st = bm_sections_new(s);
    const char *first = cli_value(a, "--section");
    for (unsigned i = 0; !st && i < copies; i++)
        st = bm_sections_add(*s, m, i == 0 ? first : NULL, msg, msg_size);
    return st;
}

static enum bm_status convert(char **text, const struct bm_movement *m, const struct cli_args *a,
                              const char *opts, char *msg, size_t msg_size)
{
    const char *to = cli_value(a, "--to");
    unsigned copies = 0;
    if (strcmp(to, "json") == 0)
        return bm_write_json(text, m);
    if (strcmp(to, "text") == 0)
        return bm_write_text(text, m);
    if (strcmp(to, "ebu") == 0)
        return bm_write_ebu(text, m, opts, msg, msg_size);
    if (a->sections)
        return bm_sections_write_rounddata(text, a->sections, opts, msg, msg_size);
    if (cli_value(a, "--sections") && !cli_number(&copies, cli_value(a, "--sections"), "--sections"))
        return BM_EINVAL;
    if (copies <= 1) {
        char opt[64];
        snprintf(opt, sizeof opt, "section=%s%s%s",
                 cli_value(a, "--section") ? cli_value(a, "--section") : "A",
                 *opts ? "," : "", opts);
        return bm_write_rounddata(text, m, opt, msg, msg_size);
    }
    struct bm_sections *s = NULL;
    enum bm_status st = sections_of(&s, m, a, copies, msg, msg_size);
    if (!st)
        st = bm_sections_write_rounddata(text, s, opts, msg, msg_size);
    bm_sections_free(s);
    return st;
}

static int emit(const char *text, const char *out)
{
    FILE *f = out ? fopen(out, "wb") : stdout;
    if (!f) {
        fprintf(stderr, "bridgemove: convert: cannot write %s\n", out);
        return EXIT_ERROR;
    }
    int ok = fputs(text, f) >= 0;
    if (f != stdout)
        ok &= fclose(f) == 0;
    if (!ok) {
        fprintf(stderr, "bridgemove: convert: cannot write %s\n", out ? out : "the output");
        return EXIT_ERROR;
    }
    return 0;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    const char *to = cli_value(a, "--to");
    if (!to) {
        fputs("bridgemove: convert: --to roundData|ebu|json|text is required\n", stderr);
        return EXIT_ERROR;
    }
    if (strcmp(to, "roundData") && (cli_value(a, "--section") || cli_value(a, "--sections"))) {
        fputs("bridgemove: convert: --section and --sections are for --to roundData\n", stderr);
        return EXIT_ERROR;
    }
    if (a->sections && (!strcmp(to, "json") || !strcmp(to, "text") || !strcmp(to, "ebu")))
        fprintf(stderr, "bridgemove: convert: note: %s holds %u sections; %s takes one: section "
                        "%s is written\n", a->input, bm_sections_count(a->sections), to,
                bm_sections_letter(a->sections, 1));
    const char *opts = cli_flag(a, "--partial-switches") ? "partial_switches=unswitched" : "";
    char msg[1024] = "", *text = NULL;
    enum bm_status st = convert(&text, m, a, opts, msg, sizeof msg);
    if (st == BM_EINVAL && !*msg)
        return EXIT_ERROR; /* cli_number said why */
    if (st == BM_EUNSUPPORTED) {
        fprintf(stderr, "bridgemove: convert: cannot write %s: %s%s\n", to, msg,
                strstr(msg, "partial_switches=unswitched")
                    ? " (on the command line: --partial-switches unswitched)"
                    : "");
        return EXIT_ERROR;
    }
    if (st)
        return cli_fail("convert", st, msg);
    if (*msg)
        fprintf(stderr, "bridgemove: convert: note: %s\n", msg);
    int rc = emit(text, cli_value(a, "-o"));
    bm_free(text);
    return rc;
}

const struct cli_command cli_convert = {
    "convert", "the movement as JSON, grid text, Bridgemate RoundData or EBUScore",
    "Write the movement in another format: json (the whole model), text (the grid text),\n"
    "roundData (Bridgemate RoundData CSV: one row per section, table and round, pairs as\n"
    "seated) or ebu (an EBUScore movement file). What the format cannot hold is named on\n"
    "standard error; a round whose boards are switched only in part is refused unless\n"
    "--partial-switches unswitched is given. doc/formats.md describes each format.",
    1, options, run};
