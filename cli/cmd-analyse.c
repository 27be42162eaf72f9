/* SPDX-License-Identifier: MIT */
/* bridgemove analyse: the competition matrix and balance statistics. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    char *text = NULL;
    enum bm_status st;
    if (a->sections) {
        st = bm_analysis_sections_report(&text, a->sections, cli_form(a));
        return cli_emit(st, &text, "analyse");
    }
    struct bm_analysis *an = NULL;
    if (bm_analysis_new(&an, m))
        return cli_fail("analyse");
    st = bm_analysis_report(&text, an, cli_form(a));
    bm_analysis_free(an);
    return cli_emit(st, &text, "analyse");
}

const struct cli_command cli_analyse = {
    "analyse", "how evenly every pair competes with every other, explained",
    "How evenly every pair competes with every other pair (the measure of competition of the\n"
    "movements article, Part II): the balance figures, and whether one ranking is fair. A\n"
    "RoundData file with several sections: each section, then the boards they have in common.",
    1, options, NULL, 1, run, NULL};
