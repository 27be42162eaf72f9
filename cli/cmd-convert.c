/* SPDX-License-Identifier: MIT */
/* bridgemove convert: a movement in another format: JSON, grid text, Bridgemate RoundData or
 * an EBUScore movement file. What the target format cannot hold is named on standard error. */
#include <string.h>

#include "cli.h"

static const struct cli_option options[] = {
    {"--to", "FORMAT", "rounddata, ebu, json or text (required)", NULL},
    {"-o", "OUT", "write to the file OUT (- for standard output), replaced only once whole",
     NULL},
    {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    const char *to = cli_value(a, "--to");
    enum bm_format format;
    if (bm_format_from_name(&format, to))
        return cli_fail("convert");
    char *text = NULL, *notes = NULL;
    enum bm_status st = a->sections && format == BM_FORMAT_ROUNDDATA
                            ? bm_sections_write(&text, a->sections, format, a->opt, &notes)
                            : bm_movement_write(&text, m, format, a->opt, &notes);
    if (a->sections && format != BM_FORMAT_ROUNDDATA && !st)
        fprintf(stderr, "bridgemove: convert: note: %s holds %u sections; %s takes one: section "
                        "%s is written\n", a->input, bm_sections_count(a->sections),
                bm_format_name(format), bm_sections_letter(a->sections, 1));
    if (st) {
        fprintf(stderr, "bridgemove: convert: cannot write %s: %s%s\n", bm_format_name(format),
                bm_last_error(), strstr(bm_last_error(), "partial_switches=unswitched")
                                     ? " (on the command line: --partial-switches unswitched)"
                                     : "");
        return EXIT_ERROR;
    }
    if (notes)
        fprintf(stderr, "bridgemove: convert: note: %s\n", notes);
    bm_free(notes);
    int rc = cli_write(text, cli_value(a, "-o"), "convert");
    bm_free(text);
    return rc;
}

const struct cli_command cli_convert = {
    "convert", "the movement as JSON, grid text, Bridgemate RoundData or EBUScore",
    "Write the movement in another format: json (the whole model), text (the grid text),\n"
    "rounddata (Bridgemate RoundData CSV: one row per section, table and round, pairs as\n"
    "seated) or ebu (an EBUScore movement file). What the format cannot hold is named on\n"
    "standard error; a round whose boards are switched only in part is refused unless\n"
    "--partial-switches unswitched is given. doc/formats.md describes each format.",
    1, options, "exchange", 1, run, NULL};
