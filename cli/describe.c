/* SPDX-License-Identifier: MIT */
/* bridgemove --help-json (not listed in the overview): the command table as JSON, for the
 * build to write the man page and the shell completions from (cli/cli-docs.py). Each command
 * carries its --help text exactly as it prints it, and the names the completions offer come
 * from the same tables as the parser: the command's options and their choices, the keys of its
 * option set, the families. The library's own JSON (families, option sets) is passed through
 * as it is, so that the man page and the completions cannot drift from --help. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* s as a JSON string: quotes, backslashes and control characters escaped; UTF-8 as it is. */
static void put_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", f);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

/* A string or null. */
static void put_text(FILE *f, const char *s)
{
    if (s)
        put_string(f, s);
    else
        fputs("null", f);
}

/* What the command reads besides its options, by the word the completions go on. */
static const char *operand_kind(const struct cli_command *cmd)
{
    return cmd->takes_movement == 2                  ? "movement results"
           : cmd->takes_movement > 0                 ? "movement"
           : cmd->takes_movement == CLI_TAKES_WORDS  ? "words"
           : cmd->takes_movement == CLI_TAKES_NAME   ? "set"
           : cmd->takes_movement == CLI_TAKES_ACTION ? "action"
                                                     : "none";
}

/* The command's --help text, as `bridgemove NAME --help` prints it. */
static int put_help(FILE *f, const struct cli_command *cmd)
{
    FILE *mem = cli_capture_open();
    if (!mem)
        return -1;
    cli_command_help(mem, cmd);
    char *text = cli_capture_close(mem);
    if (!text)
        return -1;
    put_string(f, text);
    free(text);
    return 0;
}

static void put_options(FILE *f, const struct cli_command *cmd)
{
    fputs("[", f);
    for (int i = 0; cmd->options[i].name; i++) {
        const struct cli_option *o = &cmd->options[i];
        fputs(i ? ", {\"name\": " : "{\"name\": ", f);
        put_string(f, o->name);
        fputs(", \"value\": ", f);
        put_text(f, o->value);
        fputs(", \"choices\": ", f);
        put_text(f, o->choices);
        fputs(", \"help\": ", f);
        put_string(f, o->help);
        fputs("}", f);
    }
    fputs("]", f);
}

/* The keys of the command's option set it takes: those it lists, else every key of the set. */
static void put_keys(FILE *f, const struct cli_command *cmd)
{
    fputs("[", f);
    if (cmd->keys) {
        for (const char *const *k = cmd->keys; *k; k++) {
            fputs(k == cmd->keys ? "" : ", ", f);
            put_string(f, *k);
        }
    } else if (cmd->option_set) {
        uint32_t n = bm_options_key_count(cmd->option_set);
        for (uint32_t i = 1; i <= n; i++) {
            fputs(i > 1 ? ", " : "", f);
            put_string(f, bm_options_key_name(cmd->option_set, i));
        }
    }
    fputs("]", f);
}

static int put_command(FILE *f, const struct cli_command *cmd)
{
    fputs("{\"name\": ", f);
    put_string(f, cmd->name);
    fputs(", \"summary\": ", f);
    put_string(f, cmd->summary);
    fprintf(f, ", \"operands\": \"%s\", \"options\": ", operand_kind(cmd));
    put_options(f, cmd);
    fputs(", \"option_set\": ", f);
    put_text(f, cmd->option_set);
    fputs(", \"keys\": ", f);
    put_keys(f, cmd);
    fputs(", \"help\": ", f);
    if (put_help(f, cmd))
        return -1;
    fputs("}", f);
    return 0;
}

/* The library's JSON report as the value of a member; null when the call fails. */
static void put_report(FILE *f, enum bm_status st, char **text)
{
    fputs(st == BM_OK ? *text : "null", f);
    bm_free(*text);
    *text = NULL;
}

int cli_describe(const struct cli_command *const *commands, size_t n, const char *overview)
{
    FILE *f = stdout;
    fputs("{\"format\": \"bridgemove-cli/1\", \"version\": ", f);
    put_string(f, bm_version_string());
    fputs(",\n\"overview\": ", f);
    put_string(f, overview);
    fputs(",\n\"commands\": [", f);
    for (size_t i = 0; i < n; i++) {
        fputs(i ? ",\n" : "\n", f);
        if (put_command(f, commands[i])) {
            fprintf(stderr, "bridgemove: --help-json: out of memory\n");
            return EXIT_ERROR;
        }
    }
    char *text = NULL;
    fputs("],\n\"families\": ", f);
    put_report(f, bm_families_report(&text, BM_FORM_JSON), &text);
    fputs(",\n\"option_sets\": ", f);
    put_report(f, bm_options_describe(&text, NULL, BM_FORM_JSON), &text);
    fputs("}\n", f);
    return 0;
}
