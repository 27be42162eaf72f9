/* SPDX-License-Identifier: MIT */
/* bridgemove change: a late pair, a pair leaving or a table added, mid-session. */
#include "cli.h"

static const struct cli_option options[] = {CLI_FORMAT_OPTION, {NULL, NULL, NULL, NULL}};

static int run(struct bm_movement *m, const struct cli_args *a)
{
    struct bm_change *c = NULL;
    if (bm_change(&c, m, a->opt))
        return cli_fail("change");
    int rc;
    if (cli_form(a) == BM_FORM_JSON) {
        rc = cli_print_movement(bm_change_movement(c), BM_FORM_JSON, "change");
    } else {
        char *text = NULL;
        enum bm_status st = bm_change_report(&text, c, BM_FORM_TEXT);
        rc = cli_emit(st, &text, "change");
    }
    bm_change_free(c);
    return rc;
}

const struct cli_command cli_change = {
    "change", "a late pair, a pair leaving, a table added mid-session",
    "Change a movement mid-session and say what the director must do: give one of --late\n"
    "PAIR@ROUND, --leaves PAIR@ROUND or --add-table ROUND. The rounds before the change stay as\n"
    "they were and nobody plays a board twice. A late pair takes the seats of the half table's\n"
    "missing pair (or of a pair that has left), else plays as a rover; a pair leaving leaves\n"
    "its opponents to sit out; an added table holds a party table and a rover (Hill's rules).\n"
    "Text: the instructions and the changed movement; json: the changed movement, for the\n"
    "other commands (guide, check, analyse).",
    1, options, "change", 0, run, NULL};
