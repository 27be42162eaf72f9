/* SPDX-License-Identifier: MIT */
/* bridgemove: the command-line face of libbridgemove. Thin on purpose: each subcommand (one
 * file, cmd-NAME.c) declares its options, loads a movement where it needs one, calls the
 * library and prints what the library formats. Exit status: 0 ok, 1 the movement fails what the
 * command checks, 2 error (a failed write to standard output included: cli_finish). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

extern const struct cli_command cli_show, cli_check, cli_analyse, cli_dual, cli_switch,
    cli_guide, cli_picture, cli_matches, cli_families, cli_options, cli_score, cli_travellers,
    cli_convert, cli_suggest, cli_change, cli_swiss_command;

/* The subcommands, in the order the overview lists them. */
static const struct cli_command *const commands[] = {
    &cli_show, &cli_check, &cli_analyse, &cli_dual, &cli_switch, &cli_guide, &cli_picture,
    &cli_matches, &cli_travellers, &cli_convert, &cli_families, &cli_options, &cli_suggest,
    &cli_change, &cli_score, &cli_swiss_command,
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static int usage(FILE *f)
{
    fputs("usage: bridgemove COMMAND [SPEC|FILE|-] [options]\n", f);
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(f, "  %-10s %s%s\n", commands[i]->name,
                commands[i]->takes_movement > 0                  ? "SPEC|FILE|-  "
                : commands[i]->takes_movement == CLI_TAKES_WORDS ? "KEY=VALUE... "
                : commands[i]->takes_movement == CLI_TAKES_NAME  ? "[SET]        "
                : commands[i]->takes_movement == CLI_TAKES_ACTION ? "ACTION ...   "
                                                                 : "             ",
                commands[i]->summary);
    fputs("SPEC is a spec string such as mitchell:tables=7,boards=3 (bridgemove families lists\n"
          "them); FILE is a movement as JSON, grid text, Bridgemate RoundData or an EBUScore\n"
          "movement file; - reads one from standard input.\n"
          "bridgemove COMMAND --help tells what a command does and the options it takes.\n"
          "Errors go to standard error with exit status 2.\n"
          "  bridgemove --version   print the library version\n",
          f);
    return f == stdout ? 0 : EXIT_ERROR;
}

/* The hidden --help-json (describe.c), with the overview usage() prints. */
static int help_json(void)
{
    FILE *mem = cli_capture_open();
    if (!mem) {
        perror("bridgemove: --help-json");
        return EXIT_ERROR;
    }
    usage(mem);
    char *overview = cli_capture_close(mem);
    int rc = overview ? cli_describe(commands, NCOMMANDS, overview) : EXIT_ERROR;
    free(overview);
    return rc;
}

static const struct cli_command *find(const char *name)
{
    if (strcmp(name, "analyze") == 0)
        name = "analyse";
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(name, commands[i]->name) == 0)
            return commands[i];
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr);
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0)
        return cli_finish(usage(stdout), "help");
    if (strcmp(argv[1], "--version") == 0) {
        printf("bridgemove %s\n", bm_version_string());
        return cli_finish(0, "--version");
    }
    if (strcmp(argv[1], "--help-json") == 0)
        return cli_finish(help_json(), "--help-json");
    if (strcmp(argv[1], "swiss") == 0) /* actions of its own (cmd-swiss.c) */
        return cli_finish(cli_swiss(argc, argv), "swiss");
    const struct cli_command *cmd = find(argv[1]);
    if (!cmd) {
        fprintf(stderr, "bridgemove: unknown command '%s'\n", argv[1]);
        return usage(stderr);
    }
    struct cli_args a;
    int status;
    if (cli_parse(&a, cmd, argc, argv, &status)) {
        cli_args_free(&a);
        return cli_finish(status, cmd->name); /* --help prints on standard output */
    }
    struct bm_movement *m = NULL;
    if (cmd->takes_movement > 0 && !(m = cli_load(a.input, &a.sections))) {
        cli_args_free(&a);
        return EXIT_ERROR;
    }
    if (a.sections && !cmd->reads_sections)
        fprintf(stderr, "bridgemove: %s: note: %s holds %u sections; %s reads section %s "
                "(analyse and convert read them all)\n", a.input, a.input,
                bm_sections_count(a.sections), cmd->name, bm_sections_letter(a.sections, 1));
    int rc = cmd->run(m, &a);
    bm_movement_free(m);
    cli_args_free(&a);
    return cli_finish(rc, cmd->name);
}
