/* SPDX-License-Identifier: MIT */
/* The command line of one subcommand, read against the options it declares and the keys of
 * the library's option set it takes: an unknown, repeated or value-less option, a value
 * outside the option's choices, or a stray argument is an error that names the command and
 * what it accepts; a key's value is checked by the library, which words the message. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* An option the command cannot do without: its help ends with "(required)" (cli.h). */
static int required(const struct cli_option *o)
{
    size_t n = strlen(o->help);
    return n >= 10 && strcmp(o->help + n - 10, "(required)") == 0;
}

static int option_index(const struct cli_command *cmd, const char *name)
{
    for (int i = 0; cmd->options[i].name; i++)
        if (strcmp(cmd->options[i].name, name) == 0)
            return i;
    return -1;
}

/* Whether value is one of the '|'-separated choices. */
static int is_choice(const char *choices, const char *value)
{
    size_t n = strlen(value);
    for (const char *p = choices; *p;) {
        const char *e = strchr(p, '|');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && strncmp(p, value, n) == 0)
            return 1;
        if (!e)
            break;
        p = e + 1;
    }
    return 0;
}

static void usage_line(FILE *f, const struct cli_command *cmd)
{
    fprintf(f, "usage: bridgemove %s%s%s", cmd->name,
            cmd->takes_movement > 0                  ? " SPEC|FILE|-"
            : cmd->takes_movement == CLI_TAKES_WORDS ? " KEY=VALUE..."
            : cmd->takes_movement == CLI_TAKES_NAME  ? " [SET]"
            : cmd->takes_movement == CLI_TAKES_ACTION ? " ACTION ..."
                                                     : "",
            cmd->takes_movement == 2 ? " RESULTS" : "");
    for (int i = 0; cmd->options[i].name; i++) {
        const struct cli_option *o = &cmd->options[i];
        int must = required(o);
        fprintf(f, " %s%s%s%s%s", must ? "" : "[", o->name, o->value ? " " : "",
                o->value ? o->value : "", must ? "" : "]");
    }
    if (cmd->option_set)
        fprintf(f, " [--KEY VALUE...]");
    fprintf(f, "\n%s\n", cmd->help);
}

/* Whether key is one of the keys the command takes (all of its set's, or those it lists). */
static int takes_key(const struct cli_command *cmd, const char *key, size_t n)
{
    if (!cmd->keys)
        return 1;
    for (const char *const *k = cmd->keys; *k; k++)
        if (strlen(*k) == n && strncmp(*k, key, n) == 0)
            return 1;
    return 0;
}

/* The library's text about the set's keys, only the blocks of keys the command takes: a
 * block begins with a line "  KEY  ..." and goes on with the lines indented further. */
static void put_key_blocks(FILE *f, const struct cli_command *cmd, const char *body)
{
    int keep = 1;
    for (const char *line = body; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) + 1 : strlen(line);
        if (len > 2 && line[0] == ' ' && line[1] == ' ' && line[2] != ' ')
            keep = takes_key(cmd, line + 2, strcspn(line + 2, " \n"));
        if (keep)
            fwrite(line, 1, len, f);
        line += len;
    }
}

/* The keys of the command's option set, as the library describes them. */
static void keys_help(FILE *f, const struct cli_command *cmd)
{
    char *text = NULL;
    if (bm_options_describe(&text, cmd->option_set, BM_FORM_TEXT) != BM_OK)
        return;
    fprintf(f, "\nThe %s options, each given as --KEY VALUE%s (in a key, - may stand for _;\n"
               "--no-KEY is --KEY no; bridgemove options %s describes the whole set):\n",
            cmd->option_set, cmd->takes_movement == CLI_TAKES_WORDS ? " or KEY=VALUE" : "",
            cmd->option_set);
    const char *body = strchr(text, '\n'); /* past the line naming the set */
    put_key_blocks(f, cmd, body ? body + 1 : text);
    bm_free(text);
}

void cli_command_help(FILE *f, const struct cli_command *cmd)
{
    usage_line(f, cmd);
    if (cmd->takes_movement > 0)
        fputs("  SPEC|FILE|-  a spec string (mitchell:tables=7,boards=3), a movement file (JSON,\n"
              "               grid text, Bridgemate RoundData, EBUScore), or - for standard\n"
              "               input; an argument that starts with a family name is a spec\n"
              "               (./howell for a file called howell)\n",
              f);
    if (cmd->takes_movement == 2)
        fputs("  RESULTS      the session's results keyed by the movement: a JSON or CSV file,\n"
              "               or - for standard input (doc/scoring.md)\n",
              f);
    for (int i = 0; cmd->options[i].name; i++) {
        char head[64];
        snprintf(head, sizeof head, "%s%s%s", cmd->options[i].name,
                 cmd->options[i].value ? " " : "",
                 cmd->options[i].value ? cmd->options[i].value : "");
        if (strlen(head) > 22)
            fprintf(f, "  %s\n  %-22s %s\n", head, "", cmd->options[i].help);
        else
            fprintf(f, "  %-22s %s\n", head, cmd->options[i].help);
    }
    if (cmd->option_set)
        keys_help(f, cmd);
}

static int bad(int *exit_status, const struct cli_command *cmd, const char *fmt, const char *a)
{
    fprintf(stderr, "bridgemove: %s: ", cmd->name);
    fprintf(stderr, fmt, a);
    fprintf(stderr, " (bridgemove %s --help lists what it accepts)\n", cmd->name);
    *exit_status = EXIT_ERROR;
    return -1;
}

static int take_option(struct cli_args *a, const struct cli_command *cmd, int k, int argc,
                       char **argv, int *i, int *exit_status)
{
    const struct cli_option *o = &cmd->options[k];
    if (a->given[k])
        return bad(exit_status, cmd, "%s is given twice", o->name);
    a->given[k] = 1;
    if (!o->value)
        return 0;
    if (*i + 1 >= argc)
        return bad(exit_status, cmd, "%s needs a value", o->name);
    a->value[k] = argv[++*i];
    if (o->choices && !is_choice(o->choices, a->value[k])) {
        fprintf(stderr, "bridgemove: %s: %s takes %s, not %s\n", cmd->name, o->name, o->choices,
                a->value[k]);
        *exit_status = EXIT_ERROR;
        return -1;
    }
    return 0;
}

/* A key of the command's option set: "level" from "--level", "partial_switches" from
 * "--partial-switches" or "partial_switches=unswitched"; "" when arg names none. */
static void key_of(char *key, size_t size, const char *arg, const char *end)
{
    size_t n = (size_t)(end - arg);
    if (n >= size)
        n = 0;
    for (size_t i = 0; i < n; i++)
        key[i] = arg[i] == '-' ? '_' : arg[i];
    key[n] = '\0';
}

static int is_key(const struct cli_command *cmd, const char *key)
{
    return cmd->option_set && *key && bm_options_key_help(cmd->option_set, key) != NULL &&
           takes_key(cmd, key, strlen(key));
}

/* Set one key of the command's options, refusing a key given twice. */
static int take_key(struct cli_args *a, const struct cli_command *cmd, const char *key,
                    const char *value, int *exit_status)
{
    for (int i = 0; i < a->nkeys; i++)
        if (strcmp(a->keys_given[i], key) == 0)
            return bad(exit_status, cmd, "%s is given twice", key);
    if (a->nkeys == CLI_MAX_KEYS)
        return bad(exit_status, cmd, "too many options from %s on", key);
    snprintf(a->keys_given[a->nkeys++], sizeof a->keys_given[0], "%s", key);
    if (bm_options_set(a->opt, key, value) != BM_OK) {
        fprintf(stderr, "bridgemove: %s: %s\n", cmd->name, bm_last_error());
        *exit_status = EXIT_ERROR;
        return -1;
    }
    return 0;
}

/* "--KEY VALUE" of the option set, or "--no-KEY" for "--KEY no". */
static int take_key_option(struct cli_args *a, const struct cli_command *cmd, int argc,
                           char **argv, int *i, int *exit_status)
{
    const char *arg = argv[*i];
    char key[64];
    key_of(key, sizeof key, arg + 2, arg + strlen(arg));
    if (!is_key(cmd, key) && strncmp(key, "no_", 3) == 0 && is_key(cmd, key + 3))
        return take_key(a, cmd, key + 3, "no", exit_status); /* --no-travellers */
    if (!is_key(cmd, key))
        return bad(exit_status, cmd, "unknown option %s", arg);
    if (*i + 1 >= argc)
        return bad(exit_status, cmd, "%s needs a value", arg);
    return take_key(a, cmd, key, argv[++*i], exit_status);
}

/* "KEY=VALUE" of the option set (commands that take words). */
static int take_word(struct cli_args *a, const struct cli_command *cmd, const char *arg,
                     int *exit_status)
{
    const char *eq = strchr(arg, '=');
    char key[64];
    key_of(key, sizeof key, arg, eq);
    if (!is_key(cmd, key)) {
        int st = take_key(a, cmd, *key ? key : arg, eq + 1, exit_status);
        return st ? st : bad(exit_status, cmd, "unknown key in %s", arg);
    }
    return take_key(a, cmd, key, eq + 1, exit_status);
}

/* A word cut by spaces ("pairs = 13", "pairs= 13"): the shell split one KEY=VALUE in two. */
static int spaced_word(const struct cli_command *cmd, const char *arg, const char *next)
{
    size_t n = strlen(arg);
    return arg[0] == '=' || (n && arg[n - 1] == '=') ||
           (!strchr(arg, '=') && is_key(cmd, arg)) || (next && next[0] == '=');
}

static int take_argument(struct cli_args *a, const struct cli_command *cmd, const char *arg,
                         const char *next, int *exit_status)
{
    if (cmd->takes_movement == CLI_TAKES_WORDS && spaced_word(cmd, arg, next))
        return bad(exit_status, cmd, "'%s': write each KEY=VALUE as one word, without spaces "
                   "around '=' (e.g. pairs=13 boards=24-28)", arg);
    if (cmd->takes_movement == CLI_TAKES_WORDS && strchr(arg, '='))
        return take_word(a, cmd, arg, exit_status);
    if ((cmd->takes_movement > 0 || cmd->takes_movement == CLI_TAKES_NAME) && !a->input)
        a->input = arg;
    else if (cmd->takes_movement == 2 && !a->results)
        a->results = arg;
    else
        return bad(exit_status, cmd, "unexpected argument %s", arg);
    return 0;
}

int cli_parse(struct cli_args *a, const struct cli_command *cmd, int argc, char **argv,
              int *exit_status)
{
    memset(a, 0, sizeof *a);
    a->command = cmd;
    if (cmd->option_set && bm_options_new(&a->opt, cmd->option_set) != BM_OK) {
        *exit_status = cli_fail(cmd->name);
        return -1;
    }
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i];
        int rc = 0;
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            cli_command_help(stdout, cmd);
            *exit_status = 0;
            return -1;
        }
        if (arg[0] == '-' && arg[1]) { /* "-" alone is standard input */
            int k = option_index(cmd, arg);
            rc = k >= 0 ? take_option(a, cmd, k, argc, argv, &i, exit_status)
                 : arg[1] == '-' ? take_key_option(a, cmd, argc, argv, &i, exit_status)
                                 : bad(exit_status, cmd, "unknown option %s", arg);
        } else {
            rc = take_argument(a, cmd, arg, i + 1 < argc ? argv[i + 1] : NULL, exit_status);
        }
        if (rc)
            return -1;
    }
    if (cmd->takes_movement > 0 && !a->input)
        return bad(exit_status, cmd, "%s needs SPEC, FILE or -", cmd->name);
    if (cmd->takes_movement == 2 && !a->results && cli_is_access(a->input))
        a->results = a->input; /* a .bws holds the results beside the movement */
    if (cmd->takes_movement == 2 && !a->results)
        return bad(exit_status, cmd, "%s needs a RESULTS file after the movement", cmd->name);
    for (int k = 0; cmd->options[k].name; k++)
        if (required(&cmd->options[k]) && !a->given[k])
            return bad(exit_status, cmd, "%s is required", cmd->options[k].name);
    return 0;
}

void cli_args_free(struct cli_args *a)
{
    bm_options_free(a->opt);
    bm_sections_free(a->sections);
    a->opt = NULL;
    a->sections = NULL;
}

const char *cli_value(const struct cli_args *a, const char *name)
{
    int k = option_index(a->command, name);
    return k >= 0 ? a->value[k] : NULL;
}

int cli_flag(const struct cli_args *a, const char *name)
{
    int k = option_index(a->command, name);
    return k >= 0 && a->given[k];
}

enum bm_form cli_form(const struct cli_args *a)
{
    const char *f = cli_value(a, "--format");
    return !f                          ? BM_FORM_TEXT
           : strcmp(f, "json") == 0    ? BM_FORM_JSON
           : strcmp(f, "html") == 0    ? BM_FORM_HTML
           : strcmp(f, "xml") == 0 || strcmp(f, "usebio") == 0 ? BM_FORM_XML
                                       : BM_FORM_TEXT;
}

int cli_number(uint32_t *out, const char *text, const char *option)
{
    const char *t = text ? text : "";
    int digits = isdigit((unsigned char)t[0]) && t[strspn(t, "0123456789")] == '\0';
    errno = 0;
    unsigned long long v = digits ? strtoull(t, NULL, 10) : 0;
    if (!digits) {
        fprintf(stderr, "bridgemove: %s takes a whole number such as 3, not '%s'\n", option, t);
        return 0;
    }
    if (v == 0) {
        fprintf(stderr, "bridgemove: %s counts from 1, not 0\n", option);
        return 0;
    }
    if (errno || v > UINT32_MAX) {
        fprintf(stderr, "bridgemove: %s %s is too large (at most %u)\n", option, t, UINT32_MAX);
        return 0;
    }
    *out = (uint32_t)v;
    return 1;
}
