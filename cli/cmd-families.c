/* SPDX-License-Identifier: MIT */
/* bridgemove families: the catalogue of movement families and their keys. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    (void)m;
    char *text = NULL;
    enum bm_status st = bm_families_report(&text, cli_form(a));
    return cli_emit(st, &text, "families");
}

const struct cli_command cli_families = {
    "families", "the movement families, their keys, defaults and bounds",
    "The movement families the library builds: what each is, and the keys a spec gives it\n"
    "(family:key=value,...) with the values each accepts, its default and what it sets.\n"
    "--format json prints the same catalogue for programs.",
    0, options, NULL, 0, run, NULL};
