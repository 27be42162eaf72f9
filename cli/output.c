/* SPDX-License-Identifier: MIT */
/* Printing what the library formats, and reporting what went wrong in the library's words. */
#include <string.h>

#include "cli.h"

int cli_fail(const char *what)
{
    fprintf(stderr, "bridgemove: %s: %s\n", what, bm_last_error());
    return EXIT_ERROR;
}

int cli_emit(enum bm_status st, char **text, const char *what)
{
    if (st)
        return cli_fail(what);
    fputs(*text, stdout);
    size_t n = strlen(*text);
    if (n == 0 || (*text)[n - 1] != '\n')
        putchar('\n');
    bm_free(*text);
    *text = NULL;
    return 0;
}

int cli_print_movement(const struct bm_movement *m, enum bm_form form)
{
    char *text = NULL;
    enum bm_status st = bm_movement_write(&text, m, form == BM_FORM_JSON ? BM_FORMAT_JSON
                                                                         : BM_FORMAT_TEXT,
                                          NULL, NULL);
    return cli_emit(st, &text, "write");
}
