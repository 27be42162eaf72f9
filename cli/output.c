/* SPDX-License-Identifier: MIT */
/* Printing what the library formats, and reporting what went wrong. */
#include <string.h>

#include "cli.h"

int cli_emit(enum bm_status st, char *text, const char *what)
{
    if (st) {
        fprintf(stderr, "bridgemove: %s: %s\n", what, bm_status_str(st));
        return EXIT_ERROR;
    }
    fputs(text, stdout);
    size_t n = strlen(text);
    if (n == 0 || text[n - 1] != '\n')
        putchar('\n');
    bm_free(text);
    return 0;
}

int cli_print_movement(const struct bm_movement *m, int json)
{
    char *text = NULL;
    enum bm_status st = json ? bm_write_json(&text, m) : bm_write_text(&text, m);
    return cli_emit(st, text, "write");
}

int cli_fail(const char *what, enum bm_status st, const char *msg)
{
    fprintf(stderr, "bridgemove: %s: %s%s%s\n", what, bm_status_str(st), msg && *msg ? ": " : "",
            msg ? msg : "");
    return EXIT_ERROR;
}
