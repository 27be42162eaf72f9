/* SPDX-License-Identifier: MIT */
/* What the bridgemove command's files share: the command table entry every subcommand fills
 * in, its declared options (parsed, checked and documented in one place), loading a
 * movement, and printing what the library formats. */
#ifndef BRIDGEMOVE_CLI_H
#define BRIDGEMOVE_CLI_H

#include <stdio.h>

#include <bridgemove/bridgemove.h>

#define EXIT_RULES 1 /* the movement fails what the command checks (check, matches) */
#define EXIT_ERROR 2 /* bad arguments, unreadable input, a library error */

#define CLI_MAX_OPTIONS 16
#define CLI_MAX_WORDS 32
#define CLI_TAKES_WORDS (-1) /* a command that reads key=value words (suggest) */

/* One option a subcommand accepts: "--format" with a value named "text|json", or a flag
 * (value NULL). choices, when set, lists the accepted values separated by '|'. */
struct cli_option {
    const char *name;
    const char *value;
    const char *help;
    const char *choices;
};

/* The parsed command line of one subcommand. */
struct cli_args {
    const struct cli_command *command;
    const char *input;                     /* SPEC|FILE|- (commands that take a movement) */
    const char *results;                   /* RESULTS (commands that also take results) */
    const char *value[CLI_MAX_OPTIONS];    /* by the option's index in command->options */
    int given[CLI_MAX_OPTIONS];
    const char *words[CLI_MAX_WORDS];     /* the key=value words (CLI_TAKES_WORDS) */
    int nwords;
    struct bm_sections *sections;          /* every section of a RoundData input with several
                                              (the movement is its first); else NULL */
};

/* A subcommand: one file in cli/, one line in the table in main.c. */
struct cli_command {
    const char *name;
    const char *summary;                /* one line for the overview */
    const char *help;                   /* what it does, for --help */
    int takes_movement;                 /* 1: SPEC|FILE|- is required; 2: and a RESULTS file;
                                           CLI_TAKES_WORDS: KEY=VALUE words instead */
    const struct cli_option *options;   /* ends with {NULL} */
    /* takes_movement: m is loaded (and freed by the caller); otherwise m is NULL */
    int (*run)(struct bm_movement *m, const struct cli_args *a);
};

/* Options most commands share. */
#define CLI_FORMAT_OPTION {"--format", "text|json", "text for people (default), json for programs", "text|json"}

/* Parse argv[2..] for cmd into a; prints the command's help on --help (returns -1 with
 * *exit_status 0) or an error (returns -1 with EXIT_ERROR); 0 when a is ready. */
int cli_parse(struct cli_args *a, const struct cli_command *cmd, int argc, char **argv,
              int *exit_status);
/* The value of an option (NULL when not given). */
const char *cli_value(const struct cli_args *a, const char *name);
int cli_flag(const struct cli_args *a, const char *name);
/* --format json given. */
int cli_json(const struct cli_args *a);
/* The command's --help text on f. */
void cli_command_help(FILE *f, const struct cli_command *cmd);
/* Report "bridgemove: WHAT: error: message" on stderr and return EXIT_ERROR. */
int cli_fail(const char *what, enum bm_status st, const char *msg);
/* A positive whole number (decimal digits, 1..UINT_MAX) given to option, or an error message
 * naming what is wrong and 0; the command checks it against the movement. */
int cli_number(unsigned *out, const char *text, const char *option);

/* The whole of a stream (NULL if it cannot be read); the caller frees it. */
char *cli_read_stream(FILE *f, size_t *len);
/* Load a spec string, a file in any format the library reads, or "-" (standard input); NULL
 * after an error message. A RoundData file with several sections gives its first section, and
 * all of them in *sections (sections may be NULL). */
struct bm_movement *cli_load(const char *input, struct bm_sections **sections);
/* A movement from a file's text, its format found by the name's extension (.json, .csv) or
 * else by its content; for RoundData every section in *sections when there are several. */
enum bm_status cli_read_movement(struct bm_movement **m, struct bm_sections **sections,
                                 const char *name, const char *text, size_t len, char *msg,
                                 size_t msg_size);
/* Whether cmd uses every section of its input (the others use the first and say so). */
int cli_reads_sections(const struct cli_command *cmd);
/* bridgemove analyse on several sections: each section's analysis, then the boards in common. */
int cli_analyse_sections(const struct cli_args *a);
/* Print text (library-formatted, released with bm_free) or report st for what. */
int cli_emit(enum bm_status st, char *text, const char *what);
/* The movement as JSON (json) or grid text. */
int cli_print_movement(const struct bm_movement *m, int json);

#endif
