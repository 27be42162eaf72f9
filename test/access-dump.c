/* SPDX-License-Identifier: MIT */
/* access-dump FILE TABLE: one table of an Access database as the bridgemove command reads it
 * (cli/access.c), for test-access.py to compare with mdbtools' own mdb-export. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fputs("usage: access-dump FILE TABLE\n", stderr);
        return 2;
    }
    size_t len = 0;
    char *text = cli_access_table(argv[1], argv[2], &len);
    if (!text)
        return 1;
    fwrite(text, 1, len, stdout);
    free(text);
    return 0;
}
