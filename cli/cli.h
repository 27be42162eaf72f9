/* SPDX-License-Identifier: MIT */
/* What the bridgemove command's files share: the command table entry every subcommand fills
 * in, its declared options (parsed, checked and documented in one place), the library's option
 * set whose keys it takes, loading a movement, and printing what the library formats. The
 * command handles arguments only: every value goes to the library through its option tables,
 * and every report is the library's. */
#ifndef BRIDGEMOVE_CLI_H
#define BRIDGEMOVE_CLI_H

#include <stdio.h>

#include <bridgemove/bridgemove.h>

#define EXIT_RULES 1 /* the movement fails what the command checks (check, matches) */
#define EXIT_ERROR 2 /* bad arguments, unreadable input, a library error */

#define CLI_MAX_OPTIONS 16
#define CLI_MAX_KEYS 32
#define CLI_TAKES_WORDS (-1) /* a command that reads KEY=VALUE words (suggest) */
#define CLI_TAKES_NAME (-2)  /* a command that reads an optional name (options SET) */
#define CLI_TAKES_ACTION (-3) /* a command with actions that reads its own arguments (swiss) */

/* One option of the command itself: "--format" with a value named "text|json", or a flag
 * (value NULL). choices, when set, lists the accepted values separated by '|'. A help that
 * ends with "(required)" marks an option the command cannot run without: the usage line
 * shows it without brackets and the parser refuses a command line that leaves it out. */
struct cli_option {
    const char *name;
    const char *value;
    const char *help;
    const char *choices;
};

/* The parsed command line of one subcommand. */
struct cli_args {
    const struct cli_command *command;
    const char *input;                  /* SPEC|FILE|- (commands that take a movement) */
    const char *results;                /* RESULTS (commands that also take results) */
    const char *value[CLI_MAX_OPTIONS]; /* by the option's index in command->options */
    int given[CLI_MAX_OPTIONS];
    struct bm_options *opt;             /* the keys of command->option_set given as --KEY VALUE
                                           (or KEY=VALUE words); NULL when it takes none */
    char keys_given[CLI_MAX_KEYS][64];  /* those keys, to refuse one given twice */
    int nkeys;
    struct bm_sections *sections;       /* every section of the input when it has several (the
                                           movement is the first); else NULL */
};

/* A subcommand: one file in cli/, one line in the table in main.c. */
struct cli_command {
    const char *name;
    const char *summary;              /* one line for the overview */
    const char *help;                 /* what it does, for --help */
    int takes_movement;               /* 1: SPEC|FILE|- is required; 2: and a RESULTS file;
                                         CLI_TAKES_WORDS: KEY=VALUE words instead;
                                         CLI_TAKES_NAME: an optional name (in input) */
    const struct cli_option *options; /* its own options, ending with {NULL} */
    const char *option_set;           /* the library's option set whose every key it takes as
                                         --KEY VALUE ("switch", ...); NULL: none */
    int reads_sections;               /* it uses every section of its input */
    /* takes_movement > 0: m is loaded (and freed by the caller); otherwise m is NULL */
    int (*run)(struct bm_movement *m, const struct cli_args *a);
    const char *const *keys;          /* the keys of option_set it takes, ending with NULL
                                         (a set some of whose keys go with other commands);
                                         NULL: every key */
};

/* Options most commands share. */
#define CLI_FORMAT_OPTION                                                                          \
    {                                                                                              \
        "--format", "text|json", "text for people (default), json for programs", "text|json"       \
    }

/* Parse argv[2..] for cmd into a; prints the command's help on --help (returns -1 with
 * *exit_status 0) or an error (returns -1 with EXIT_ERROR); 0 when a is ready. The caller
 * releases a with cli_args_free() either way. */
int cli_parse(struct cli_args *a, const struct cli_command *cmd, int argc, char **argv,
              int *exit_status);
void cli_args_free(struct cli_args *a);
/* The value of an option (NULL when not given). */
const char *cli_value(const struct cli_args *a, const char *name);
int cli_flag(const struct cli_args *a, const char *name);
/* The form --format asks for (text when not given). */
enum bm_form cli_form(const struct cli_args *a);
/* The command's --help text on f. */
void cli_command_help(FILE *f, const struct cli_command *cmd);
/* Report "bridgemove: WHAT: the library's message" on stderr and return EXIT_ERROR. */
int cli_fail(const char *what);
/* A positive whole number (decimal digits, 1..UINT32_MAX) given to option, or an error message
 * naming what is wrong and 0; the command checks it against the movement. */
int cli_number(uint32_t *out, const char *text, const char *option);

/* bridgemove --help-json: the commands (each with its --help text, options and keys), the
 * overview and the library's families and option sets as JSON on stdout, for the man page and
 * the shell completions (describe.c); 0, or EXIT_ERROR. */
int cli_describe(const struct cli_command *const *commands, size_t n, const char *overview);

/* The whole of a stream (NULL if it cannot be read); the caller frees it. */
char *cli_read_stream(FILE *f, size_t *len);
/* Whether the file is a Microsoft Access database (a Bridgemate .bws file) (access.c). */
int cli_is_access(const char *path);
/* One table of an Access database as CSV text (header, then every row; free() it), or NULL
 * after a message on standard error: no such table (its tables named), an unreadable file,
 * or a command built without mdbtools' library. */
char *cli_access_table(const char *path, const char *table, size_t *len);
/* Load a spec string, a file in any format the library reads, or "-" (standard input); NULL
 * after an error message. An input with several sections gives its first section, and all of
 * them in *sections (sections may be NULL). */
struct bm_movement *cli_load(const char *input, struct bm_sections **sections);
/* Print *text (library-formatted, released with bm_free) or report the failure of what. The
 * text goes by address, so that cli_emit(bm_x_report(&text, ...), &text, ...) reads it after
 * the call that fills it. A failed write is reported (cli_write) and EXIT_ERROR. */
int cli_emit(enum bm_status st, char **text, const char *what);
/* The movement as JSON (form JSON) or grid text; what names the command in a message. */
int cli_print_movement(const struct bm_movement *m, enum bm_form form, const char *what);
/* The one writer: text (with a newline added when it does not end with one) to path, or to
 * standard output when path is NULL or "-". Every write, the flush and the close are checked.
 * A file is written to a temporary file in its folder and renamed over path only once all of
 * it is written, so a failure leaves the file that was there intact; a path that is not a
 * regular file (a device, a pipe) is written in place. 0, or EXIT_ERROR after "bridgemove:
 * WHAT: cannot write PATH: REASON" on standard error. */
int cli_write(const char *text, const char *path, const char *what);
/* At exit: standard output flushed and closed (what the help, usage and version lines
 * printed with stdio), a failure not yet reported said in what's name; rc, or EXIT_ERROR when
 * standard output failed. */
/* A stream that catches text in memory (a temporary file), NULL if none can be made. */
FILE *cli_capture_open(void);
/* Closes a capture stream: its text (the caller frees it), or NULL on a failure. */
char *cli_capture_close(FILE *f);

int cli_finish(int rc, const char *what);

/* bridgemove swiss ACTION ...: reads its own arguments (argv[2] the action); the exit status. */
int cli_swiss(int argc, char **argv);

#endif
