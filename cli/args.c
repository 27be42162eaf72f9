/* SPDX-License-Identifier: MIT */
/* The command line of one subcommand, read against the options it declares: an unknown,
 * repeated or value-less option, a value outside the option's choices, or a stray argument is
 * an error that names the command and what it accepts. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

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

void cli_command_help(FILE *f, const struct cli_command *cmd)
{
    fprintf(f, "usage: bridgemove %s%s%s", cmd->name, cmd->takes_movement > 0       ? " SPEC|FILE|-"
            : cmd->takes_movement == CLI_TAKES_WORDS ? " KEY=VALUE..." : "",
            cmd->takes_movement == 2 ? " RESULTS" : "");
    for (int i = 0; cmd->options[i].name; i++)
        fprintf(f, " [%s%s%s]", cmd->options[i].name, cmd->options[i].value ? " " : "",
                cmd->options[i].value ? cmd->options[i].value : "");
    fprintf(f, "\n%s\n", cmd->help);
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

int cli_parse(struct cli_args *a, const struct cli_command *cmd, int argc, char **argv,
              int *exit_status)
{
    memset(a, 0, sizeof *a);
    a->command = cmd;
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            cli_command_help(stdout, cmd);
            *exit_status = 0;
            return -1;
        }
        if (arg[0] == '-' && arg[1]) { /* "-" alone is standard input */
            int k = option_index(cmd, arg);
            if (k < 0)
                return bad(exit_status, cmd, "unknown option %s", arg);
            if (take_option(a, cmd, k, argc, argv, &i, exit_status))
                return -1;
        } else if (cmd->takes_movement == CLI_TAKES_WORDS && strchr(arg, '=')) {
            if (a->nwords == CLI_MAX_WORDS)
                return bad(exit_status, cmd, "too many words from %s on", arg);
            a->words[a->nwords++] = arg;
        } else if (cmd->takes_movement > 0 && !a->input) {
            a->input = arg;
        } else if (cmd->takes_movement == 2 && !a->results) {
            a->results = arg;
        } else {
            return bad(exit_status, cmd, "unexpected argument %s", arg);
        }
    }
    if (cmd->takes_movement > 0 && !a->input)
        return bad(exit_status, cmd, "%s needs SPEC, FILE or -", cmd->name);
    if (cmd->takes_movement == 2 && !a->results)
        return bad(exit_status, cmd, "%s needs a RESULTS file after the movement", cmd->name);
    return 0;
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

int cli_json(const struct cli_args *a)
{
    const char *f = cli_value(a, "--format");
    return f && strcmp(f, "json") == 0;
}

int cli_number(unsigned *out, const char *text, const char *option)
{
    const char *t = text ? text : "";
    int digits = isdigit((unsigned char)t[0]) && t[strspn(t, "0123456789")] == '\0';
    errno = 0;
    unsigned long v = digits ? strtoul(t, NULL, 10) : 0;
    if (!digits) {
        fprintf(stderr, "bridgemove: %s takes a whole number such as 3, not '%s'\n", option, t);
        return 0;
    }
    if (v == 0) {
        fprintf(stderr, "bridgemove: %s counts from 1, not 0\n", option);
        return 0;
    }
    if (errno || v > UINT_MAX) {
        fprintf(stderr, "bridgemove: %s %s is too large (at most %u)\n", option, t, UINT_MAX);
        return 0;
    }
    *out = (unsigned)v;
    return 1;
}
