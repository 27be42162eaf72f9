/* SPDX-License-Identifier: MIT */
/* bridgemove dual: rounds and tables exchanged, EW pairs and board sets exchanged. */
#include "cli.h"

static const struct cli_option options[] = {
    {"--standard", NULL, "renumber the dual into its standard form", NULL},
    CLI_FORMAT_OPTION,
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_movement *d = NULL, *s = NULL;
    char msg[256] = "";
    enum bm_status st = bm_movement_dual(&d, m, msg, sizeof msg);
    if (!st && cli_flag(a, "--standard"))
        st = bm_movement_standard_form(&s, d, msg, sizeof msg);
    if (st) {
        bm_movement_free(d);
        return cli_fail("dual", st, msg);
    }
    int rc = cli_print_movement(s ? s : d, cli_json(a));
    bm_movement_free(s);
    bm_movement_free(d);
    return rc;
}

const struct cli_command cli_dual = {
    "dual", "the dual movement (NS pairs must stay at their tables)",
    "The dual of a movement: rounds and tables exchanged, EW pairs and board sets exchanged\n"
    "(the movements article, Part I). NS pairs must stay at their tables.",
    1, options, run};
