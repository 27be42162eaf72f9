/* SPDX-License-Identifier: MIT */
/* A movement from the command line. The argument is read as:
 *   -                          standard input;
 *   FAMILY or FAMILY:key=...   a spec, when FAMILY is a known family (a file of that name is
 *                              not looked at: write ./howell for a file called howell);
 *   anything else              a file: JSON when its first character (after a byte order mark
 *                              and blanks) is '{', '[', '"' or the start of null, true or false,
 *                              grid text otherwise. A file that cannot be opened is reported
 *                              as such, with the spec reading's complaint when it looked like
 *                              one. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static char *read_stream(FILE *f, size_t *len)
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

/* JSON when the first significant character starts a JSON value that grid text never starts
 * with; the JSON reader then says what is wrong with anything that is not a movement. */
static int looks_like_json(const char *text, size_t len)
{
    size_t i = 0;
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        i = 3;
    while (i < len && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
        i++;
    if (i >= len)
        return 0;
    if (text[i] == '{' || text[i] == '[' || text[i] == '"')
        return 1;
    const char *words[] = {"null", "true", "false"};
    for (size_t w = 0; w < 3; w++)
        if (len - i >= strlen(words[w]) && memcmp(text + i, words[w], strlen(words[w])) == 0)
            return 1;
    return 0;
}

static struct bm_movement *load_stream(FILE *f, const char *input)
{
    char msg[512] = "";
    struct bm_movement *m = NULL;
    size_t len = 0;
    char *text = read_stream(f, &len);
    if (!text) {
        fprintf(stderr, "bridgemove: %s: cannot read it: %s\n", input, strerror(errno));
        return NULL;
    }
    enum bm_status st = looks_like_json(text, len) ? bm_read_json(&m, text, len, msg, sizeof msg)
                                                   : bm_read_text(&m, text, len, msg, sizeof msg);
    free(text);
    if (st)
        fprintf(stderr, "bridgemove: %s: %s%s%s\n", input, bm_status_str(st), *msg ? ": " : "",
                msg);
    return m;
}

/* No file by that name: say so, and what the spec reading makes of it when it has the
 * look of a spec (no '/', and a ':', a '=' or no '.'). */
static void no_such_file(const char *input, int err)
{
    fprintf(stderr, "bridgemove: %s: cannot open the file: %s", input, strerror(err));
    if (!strchr(input, '/') &&
        (strchr(input, ':') || strchr(input, '=') || !strchr(input, '.'))) {
        char msg[512] = "";
        struct bm_spec *spec = NULL;
        if (bm_spec_parse(&spec, input, msg, sizeof msg) != BM_OK && *msg)
            fprintf(stderr, "; nor is it a spec: %s", msg);
        bm_spec_free(spec);
    }
    fputc('\n', stderr);
}

struct bm_movement *cli_load(const char *input)
{
    if (strcmp(input, "-") == 0)
        return load_stream(stdin, "standard input");
    if (names_family(input)) {
        char msg[512] = "";
        struct bm_movement *m = NULL;
        enum bm_status st = bm_build_string(&m, input, msg, sizeof msg);
        if (st)
            fprintf(stderr, "bridgemove: %s: %s%s%s\n", input, bm_status_str(st),
                    *msg ? ": " : "", msg);
        return m;
    }
    FILE *f = fopen(input, "rb");
    if (!f) {
        no_such_file(input, errno);
        return NULL;
    }
    struct bm_movement *m = load_stream(f, input);
    fclose(f);
    return m;
}
