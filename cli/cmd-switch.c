/* SPDX-License-Identifier: MIT */
/* bridgemove switch: which boards to play arrow-switched for one fair winner. */
#include "cli.h"

static const struct cli_option options[] = {
    {"--level", "round|board|table|free",
     "what one switch covers: a round, a board position, a table's set, or one play", NULL},
    {"--preset", "P", "none, last-round, stagger, eighth or optimise", NULL},
    {"--seed", "N", "the planner's random seed (same seed, same plan)", NULL},
    {"--effort", "N|auto", "how hard the optimiser works", NULL},
    {"--time", "SECONDS", "the longest the planner may take", NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

/* The options in the library's own key=value form. */
static enum bm_status plan_options(struct bm_switch_options **out, const struct cli_args *a,
                                   char *msg, size_t msg_size)
{
    static const char *const keys[] = {"level", "preset", "seed", "effort", "time"};
    enum bm_status st = bm_switch_options_new(out);
    for (size_t i = 0; !st && i < sizeof keys / sizeof *keys; i++) {
        char name[16];
        snprintf(name, sizeof name, "--%s", keys[i]);
        const char *v = cli_value(a, name);
        if (v)
            st = bm_switch_options_set(*out, keys[i], v, msg, msg_size);
    }
    return st;
}

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_switch_options *opt = NULL;
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *switched = NULL;
    char msg[256] = "";
    enum bm_status st = plan_options(&opt, a, msg, sizeof msg);
    if (!st)
        st = bm_switch_plan_new(&plan, &switched, m, opt, msg, sizeof msg);
    bm_switch_options_free(opt);
    if (st)
        return cli_fail("switch", st, msg);
    int rc;
    if (cli_json(a)) {
        rc = cli_print_movement(switched, 1);
    } else {
        char *text = NULL;
        st = bm_switch_plan_to_text(&text, plan);
        rc = cli_emit(st, text, "switch");
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
    1, options, run};
