/* SPDX-License-Identifier: MIT */
/* bridgemove switch: which boards to play arrow-switched for one fair winner. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *switched = NULL;
    if (bm_switch_plan_new(&plan, &switched, m, a->opt))
        return cli_fail("switch");
    int rc;
    if (cli_form(a) == BM_FORM_JSON) {
        rc = cli_print_movement(switched, BM_FORM_JSON, "switch");
    } else {
        char *text = NULL;
        enum bm_status st = bm_switch_plan_report(&text, plan, BM_FORM_TEXT);
        rc = cli_emit(st, &text, "switch");
    }
    bm_movement_free(switched);
    bm_switch_plan_free(plan);
    return rc;
}

const struct cli_command cli_switch = {
    "switch", "arrow switches for one fair winner",
    "Which boards to play arrow-switched (the NS pair sitting East-West) so that one field\n"
    "yields one fair winner: the instructions and the balance before and after (text), or\n"
    "the switched movement (json).",
    1, options, "switch", 0, run, NULL};
