/* SPDX-License-Identifier: MIT */
/* bridgemove analyse: the competition matrix and balance statistics. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    if (a->sections)
        return cli_analyse_sections(a);
    struct bm_analysis *an = NULL;
    char msg[256] = "", *text = NULL;
    enum bm_status st = bm_analysis_new(&an, m, msg, sizeof msg);
    if (st)
        return cli_fail("analyse", st, msg);
    st = cli_json(a) ? bm_analysis_to_json(&text, an) : bm_analysis_to_text(&text, an);
    bm_analysis_free(an);
    return cli_emit(st, text, "analyse");
}

const struct cli_command cli_analyse = {
    "analyse", "how evenly every pair competes with every other, explained",
    "How evenly every pair competes with every other pair (the measure of competition of the\n"
    "movements article, Part II): the balance figures, and whether one ranking is fair. A\n"
    "RoundData file with several sections: each section, then the boards they have in common.",
    1, options, run};
