/* SPDX-License-Identifier: MIT */
/* Teaches the two file formats (format.h): JSON in, grid text out; grid text in, JSON out.
 * A file whose first non-blank character is '{' is read as JSON ("format": "bridgemove/1", the
 * lossless form), anything else as grid text (the table as the movements article prints it).
 * Exit 2 on any error.
 * Usage: convert FILE   e.g. convert table-I.json > table-I.txt */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <bridgemove/bridgemove.h>

int main(int argc, char **argv)
{
    FILE *f = argc == 2 ? fopen(argv[1], "rb") : NULL;
    if (!f) {
        fprintf(stderr, "usage: convert FILE   (JSON <-> grid text)\n");
        return 2;
    }
    long size_or_error = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    rewind(f);
    char *text = size_or_error >= 0 ? malloc((size_t)size_or_error + 1) : NULL;
    char *out = NULL;
    size_t len = text ? fread(text, 1, (size_t)size_or_error, f) : 0;
    fclose(f);
    size_t i = 0;
    while (i < len && isspace((unsigned char)text[i]))
        i++;
    int json = i < len && text[i] == '{';
    struct bm_movement *m = NULL;
    enum bm_status st = !text ? BM_ENOMEM
                        : json ? bm_movement_read(&m, text, len, "json", NULL)
                               : bm_movement_read(&m, text, len, "text", NULL);
    free(text);
    if (st == BM_OK)
        st = json ? bm_movement_write(&out, m, BM_FORMAT_TEXT, NULL, NULL)
                  : bm_movement_write(&out, m, BM_FORMAT_JSON, NULL, NULL);
    bm_movement_free(m);
    if (st != BM_OK) {
        fprintf(stderr, "convert: %s: %s: %s\n", argv[1], bm_status_str(st), bm_last_error());
        return 2;
    }
    fputs(out, stdout);
    bm_free(out);
    return 0;
}
