/* SPDX-License-Identifier: MIT */
/* Teaches the rule checks (check.h): load a movement from a JSON file, or build it from a spec
 * string, print the report of the movements article's rules (1A ... 4B, complete) and exit 1
 * when a rule that must hold (1A, 1B, 2) fails, so that the movement cannot be played.
 * Exit 2 on any error.
 * Usage: check-movement FILE.json|SPEC   e.g. check-movement mitchell:tables=8 */
#include <stdio.h>
#include <stdlib.h>
#include <bridgemove/bridgemove.h>

/* A JSON file when ARG names a readable file, else a spec string. On failure the library's
 * message is bm_last_error(). */
static enum bm_status load(struct bm_movement **m, const char *arg)
{
    FILE *f = fopen(arg, "rb");
    if (!f)
        return bm_build_string(m, arg);
    long size_or_error = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    rewind(f);
    char *text = size_or_error >= 0 ? malloc((size_t)size_or_error + 1) : NULL;
    size_t len = text ? fread(text, 1, (size_t)size_or_error, f) : 0;
    fclose(f);
    if (!text) {
        fprintf(stderr, "check-movement: %s: cannot read it\n", arg);
        exit(2);
    }
    enum bm_status st = bm_movement_read(m, text, len, "json", NULL);
    free(text);
    return st;
}

int main(int argc, char **argv)
{
    struct bm_movement *m = NULL;
    struct bm_check *check = NULL;
    char *report = NULL;
    if (argc != 2) {
        fprintf(stderr, "usage: check-movement FILE.json|SPEC\n");
        return 2;
    }
    enum bm_status st = load(&m, argv[1]);
    if (st == BM_OK)
        st = bm_check_new(&check, m);          /* the report copies what it needs from m */
    if (st == BM_OK)
        st = bm_check_report(&report, check, BM_FORM_TEXT);
    if (st != BM_OK) {
        fprintf(stderr, "check-movement: %s: %s\n", bm_status_str(st), bm_last_error());
        bm_movement_free(m);
        bm_check_free(check);
        return 2;
    }
    fputs(report, stdout);
    int playable = bm_check_playable(check);
    bm_free(report);                           /* library strings go back through bm_free */
    bm_check_free(check);
    bm_movement_free(m);
    return playable ? 0 : 1;
}
