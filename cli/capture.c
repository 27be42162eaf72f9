/* SPDX-License-Identifier: MIT */
/* Text a printing function writes, caught in memory. Through a temporary file rather than
 * open_memstream, which Windows' C library does not have: the text is small (help pages). */
#include <stdlib.h>

#include "cli.h"

FILE *cli_capture_open(void)
{
    return tmpfile();
}

char *cli_capture_close(FILE *f)
{
    long len = fflush(f) == 0 ? ftell(f) : -1;
    char *text = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (text) {
        rewind(f);
        if (fread(text, 1, (size_t)len, f) == (size_t)len) {
            text[len] = '\0';
        } else {
            free(text);
            text = NULL;
        }
    }
    fclose(f);
    return text;
}
