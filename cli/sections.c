/* SPDX-License-Identifier: MIT */
/* Inputs with several sections (a RoundData file): which commands read them all, and analyse's
 * report on them: each section's analysis, then the boards they have in common. */
#include <string.h>

#include "cli.h"

int cli_reads_sections(const struct cli_command *cmd)
{
    return strcmp(cmd->name, "analyse") == 0 || strcmp(cmd->name, "convert") == 0;
}

/* Section i's analysis as text or JSON; NULL after an error message. */
static char *analysis_of(const struct cli_args *a, unsigned i, int json)
{
    struct bm_analysis *an = NULL;
    char msg[256] = "", *text = NULL;
    enum bm_status st = bm_analysis_new(&an, bm_sections_movement(a->sections, i), msg,
                                        sizeof msg);
    if (!st)
        st = json ? bm_analysis_to_json(&text, an) : bm_analysis_to_text(&text, an);
    bm_analysis_free(an);
    if (st) {
        cli_fail("analyse", st, msg);
        return NULL;
    }
    return text;
}

int cli_analyse_sections(const struct cli_args *a)
{
    int json = cli_json(a);
    unsigned n = bm_sections_count(a->sections);
    if (json)
        fputs("{\"sections\": [\n", stdout);
    for (unsigned i = 1; i <= n; i++) {
        char *text = analysis_of(a, i, json);
        if (!text)
            return EXIT_ERROR;
        const char *letter = bm_sections_letter(a->sections, i);
        if (json)
            printf("%s{\"section\": \"%s\", \"analysis\": %s}", i > 1 ? ",\n" : "", letter, text);
        else
            printf("Section %s\n%s%s", letter, text, text[strlen(text) - 1] == '\n' ? "\n" : "\n\n");
        bm_free(text);
    }
    char *across = NULL;
    enum bm_status st = json ? bm_sections_to_json(&across, a->sections)
                             : bm_sections_to_text(&across, a->sections);
    if (st)
        return cli_fail("analyse", st, NULL);
    if (json)
        printf("],\n\"across\": %s}\n", across);
    else
        fputs(across, stdout);
    bm_free(across);
    return 0;
}
