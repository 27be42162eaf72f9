/* SPDX-License-Identifier: MIT */
/* A movement from the command line: "-" (standard input), an existing file (any format the
 * library reads: cli_read_movement()), or a spec string. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

char *cli_read_stream(FILE *f, size_t *len)
{
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        char *grown = realloc(buf, cap * 2);
        if (!grown) {
            free(buf);
            return NULL;
        }
        buf = grown;
        cap *= 2;
    }
    if (buf && ferror(f)) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

struct bm_movement *cli_load(const char *input, struct bm_sections **sections)
{
    char msg[512] = "";
    struct bm_movement *m = NULL;
    enum bm_status st;
    FILE *f = strcmp(input, "-") == 0 ? stdin : fopen(input, "rb");
    if (f) {
        size_t len = 0;
        char *text = cli_read_stream(f, &len);
        if (f != stdin)
            fclose(f);
        if (!text) {
            fprintf(stderr, "bridgemove: cannot read %s\n", input);
            return NULL;
        }
        st = cli_read_movement(&m, sections, input, text, len, msg, sizeof msg);
        free(text);
    } else {
        st = bm_build_string(&m, input, msg, sizeof msg);
    }
    if (st) {
        fprintf(stderr, "bridgemove: %s: %s%s%s\n", input, bm_status_str(st), *msg ? ": " : "",
                msg);
        return NULL;
    }
    if (*msg)
        fprintf(stderr, "bridgemove: %s: note: %s\n", input, msg);
    return m;
}
