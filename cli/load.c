/* SPDX-License-Identifier: MIT */
/* A movement from the command line. The argument is read as:
 *   -                          standard input;
 *   FAMILY or FAMILY:key=...   a spec, when FAMILY is a known family (a file of that name is
 *                              not looked at: write ./howell for a file called howell);
 *   anything else              a file in any format the library reads (bm_sections_read(),
 *                              its name the hint: JSON, grid text, Bridgemate RoundData,
 *                              EBUScore; a Swiss event file: its current round). A file that
 *                              cannot be opened is reported as such, with the spec reading's
 *                              complaint when it looked like one. */
#include <ctype.h>
#include <errno.h>
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

/* Whether the argument names a known family before its ':' (or is one), as the spec parser
 * reads it: blanks around it and letter case do not matter. */
static int names_family(const char *arg)
{
    const char *end = strchr(arg, ':');
    size_t n = end ? (size_t)(end - arg) : strlen(arg);
    while (n && isspace((unsigned char)*arg))
        arg++, n--;
    while (n && isspace((unsigned char)arg[n - 1]))
        n--;
    for (unsigned i = 1; i <= bm_family_count(); i++) {
        const char *f = bm_family_name(i);
        size_t k = 0;
        while (k < n && f[k] && tolower((unsigned char)arg[k]) == f[k])
            k++;
        if (k == n && !f[k])
            return 1;
    }
    return 0;
}

/* A Swiss event file ("format": "bridgemove-swiss/1") read as its current round's movement,
 * so that guide, travellers, convert and score take the event itself (doc/swiss.md). */
static int read_swiss(enum bm_status *st, struct bm_movement **m, const char *text, size_t len)
{
    static const char tag[] = "\"bridgemove-swiss/1\"";
    size_t k = 0, n = sizeof tag - 1;
    while (k < len && isspace((unsigned char)text[k]))
        k++;
    if (k == len || text[k] != '{')
        return 0;
    while (k + n <= len && memcmp(text + k, tag, n) != 0) /* the text has no NUL at its end */
        k++;
    if (k + n > len)
        return 0;
    struct bm_swiss *sw = NULL;
    *st = bm_swiss_read(&sw, text, len);
    if (!*st)
        *st = bm_swiss_round_movement(m, sw, bm_swiss_rounds(sw), 0);
    bm_swiss_free(sw);
    return 1;
}

/* Every section of a text: the first as the movement, all of them in *sections when there
 * are several. */
static enum bm_status read_movement(struct bm_movement **m, struct bm_sections **sections,
                                    const char *hint, const char *text, size_t len,
                                    char **notes)
{
    enum bm_status swiss_st;
    if (read_swiss(&swiss_st, m, text, len))
        return swiss_st;
    struct bm_sections *s = NULL;
    enum bm_status st = bm_sections_read(&s, text, len, hint, notes);
    if (!st)
        st = bm_movement_copy(m, bm_sections_movement(s, 1));
    if (!st && sections && bm_sections_count(s) > 1) {
        *sections = s;
        s = NULL;
    }
    bm_sections_free(s);
    return st;
}

/* Read and parse a stream; 0 when it cannot be read (said on standard error), else 1 with
 * the parse status in *st. */
static int load_stream(enum bm_status *st, struct bm_movement **m, struct bm_sections **sections,
                       FILE *f, const char *input, const char *name, char **notes)
{
    size_t len = 0;
    char *text = cli_read_stream(f, &len);
    if (!text) {
        fprintf(stderr, "bridgemove: %s: cannot read it: %s\n", name, strerror(errno));
        return 0;
    }
    *st = read_movement(m, sections, strcmp(input, "-") ? input : NULL, text, len, notes);
    free(text);
    return 1;
}

/* No file by that name: say so, and what the spec reading makes of it when it has the
 * look of a spec (no '/' nor backslash, and a ':', a '=' or no '.'). */
static void no_such_file(const char *input, int err)
{
    fprintf(stderr, "bridgemove: %s: cannot open the file: %s", input, strerror(err));
    if (!strchr(input, '/') && !strchr(input, '\\') &&
        (strchr(input, ':') || strchr(input, '=') || !strchr(input, '.'))) {
        struct bm_movement *m = NULL; /* it names no family, so this fails at its name */
        if (bm_build_string(&m, input) != BM_OK)
            fprintf(stderr, "; nor is it a spec: %s", bm_last_error());
        bm_movement_free(m);
    }
    fputc('\n', stderr);
}

struct bm_movement *cli_load(const char *input, struct bm_sections **sections)
{
    char *notes = NULL;
    struct bm_movement *m = NULL;
    enum bm_status st = BM_OK;
    const char *name = strcmp(input, "-") == 0 ? "standard input" : input;
    if (strcmp(input, "-") == 0) {
        if (!load_stream(&st, &m, sections, stdin, input, name, &notes))
            return NULL;
    } else if (names_family(input)) {
        st = bm_build_string(&m, input);
    } else if (cli_is_access(input)) { /* a .bws: its RoundData table, section IDs and all */
        size_t len = 0;
        char *text = cli_access_table(input, "RoundData", &len);
        if (!text)
            return NULL;
        st = read_movement(&m, sections, NULL, text, len, &notes);
        free(text);
    } else {
        FILE *f = fopen(input, "rb");
        if (!f) {
            no_such_file(input, errno);
            return NULL;
        }
        int read = load_stream(&st, &m, sections, f, input, name, &notes);
        fclose(f);
        if (!read)
            return NULL;
    }
    if (st) {
        fprintf(stderr, "bridgemove: %s: %s\n", name, bm_last_error());
        return NULL;
    }
    if (notes)
        fprintf(stderr, "bridgemove: %s: note: %s\n", name, notes);
    bm_free(notes);
    return m;
}
