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
    enum bm_status st = bm_movement_dual(&d, m);
    if (!st && cli_flag(a, "--standard"))
        st = bm_movement_standard_form(&s, d);
    if (st) {
        bm_movement_free(d);
        return cli_fail("dual");
    }
    int rc = cli_print_movement(s ? s : d, cli_form(a), "dual");
    bm_movement_free(s);
    bm_movement_free(d);
    return rc;
}

const struct cli_command cli_dual = {
    "dual", "the dual movement (NS pairs must stay at their tables)",
    "The dual of a movement: rounds and tables exchanged, EW pairs and board sets exchanged\n"
    "(the movements article, Part I). NS pairs must stay at their tables.",
    1, options, NULL, 0, run, NULL};
