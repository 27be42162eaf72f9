/* SPDX-License-Identifier: MIT */
/* bridgemove swiss: a Swiss event round by round (swiss.h). Its actions take files and
 * words of their own rather than a movement, so the command reads its own arguments:
 *   swiss new teams=N|pairs=N rounds=R boards=B [KEY=VALUE...]   the event, round 1 made
 *   swiss next EVENT RESULTS                               results recorded, next round made
 *   swiss round EVENT [--format text|json]                 the current round's draw
 *   swiss standings EVENT [--format text|json]             the standings
 * Every figure and report is the library's. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char usage_text[] =
    "usage: bridgemove swiss new teams=N|pairs=N rounds=R boards=B [KEY=VALUE...] > EVENT.json\n"
    "       bridgemove swiss next EVENT.json RESULTS > EVENT2.json\n"
    "       bridgemove swiss round EVENT.json [--format text|json]\n"
    "       bridgemove swiss standings EVENT.json [--format text|json]\n"
    "A Swiss event: after each round the leaders meet, nobody meets twice while a round\n"
    "without a repeat exists, and an odd field's bye rotates. The event is one JSON file\n"
    "(\"format\": \"bridgemove-swiss/1\"); RESULTS are the round's match totals\n"
    "(\"format\": \"bridgemove-swiss-results/1\") or its session's results (the results\n"
    "format, its CSV or Bridgemate ReceivedData) keyed by the round's movement. Every\n"
    "command that reads a movement (guide, travellers, convert, score) reads EVENT.json\n"
    "as its current round. doc/swiss.md tells the whole story.\n";

/* The usage, then (for --help) the keys of swiss new as the library's table describes them. */
static int usage(int rc)
{
    FILE *f = rc ? stderr : stdout;
    fputs(usage_text, f);
    char *keys = NULL;
    if (rc || bm_options_describe(&keys, "swiss", BM_FORM_TEXT) != BM_OK)
        return rc;
    const char *body = strchr(keys, '\n'); /* past the line naming the set */
    fputs("\nThe keys of swiss new, each given as KEY=VALUE (bridgemove options swiss\n"
          "describes the set):\n", f);
    fputs(body ? body + 1 : keys, f);
    bm_free(keys);
    return rc;
}

static const struct cli_option no_options[] = {{NULL, NULL, NULL, NULL}};

/* Its entry in the command table: the overview, the man page and the completions read it;
 * main() hands the arguments to cli_swiss() before the common parser sees them. */
static int run_none(struct bm_movement *m, const struct cli_args *a)
{
    (void)m;
    (void)a;
    return usage(EXIT_ERROR);
}

const struct cli_command cli_swiss_command = {
    "swiss", "a Swiss event round by round: new, next, round, standings",
    "A Swiss event (doc/swiss.md): after each round the leaders meet, nobody meets twice while\n"
    "a round without a repeat exists, and an odd field's bye rotates. The actions:\n"
    "  swiss new teams=N|pairs=N rounds=R boards=B [KEY=VALUE...] > EVENT.json   round 1\n"
    "    made; the keys (seed, method, stationary) are the option set swiss\n"
    "  swiss next EVENT.json RESULTS > EVENT2.json   the results recorded, the next round made\n"
    "  swiss round EVENT.json [--format text|json]   the current round's draw\n"
    "  swiss standings EVENT.json [--format text|json]   the standings\n"
    "RESULTS holds the round's match totals (\"format\": \"bridgemove-swiss-results/1\") or\n"
    "its session's results keyed by the round's movement. guide, travellers, convert and\n"
    "score read EVENT.json as its current round's movement.",
    CLI_TAKES_ACTION, no_options, "swiss", 0, run_none, NULL};

/* swiss new KEY=VALUE...: the words are the keys of the library's set "swiss" (its table
 * checks and documents them); the library makes the event. */
static int cmd_new(int argc, char **argv)
{
    struct bm_options *o = NULL;
    if (bm_options_new(&o, "swiss"))
        return cli_fail("swiss new");
    for (int i = 3; i < argc; i++) {
        char *eq = strchr(argv[i], '=');
        if (!eq) {
            fprintf(stderr, "bridgemove: swiss new: '%s' is not KEY=VALUE (bridgemove swiss "
                    "--help lists the keys)\n", argv[i]);
            bm_options_free(o);
            return EXIT_ERROR;
        }
        *eq = 0;
        enum bm_status st = bm_options_set(o, argv[i], eq + 1);
        *eq = '=';
        if (st) {
            bm_options_free(o);
            return cli_fail("swiss new");
        }
    }
    struct bm_swiss *sw = NULL;
    enum bm_status st = bm_swiss_new_options(&sw, o);
    bm_options_free(o);
    if (st)
        return cli_fail("swiss new");
    char *text = NULL;
    st = bm_swiss_report(&text, sw, BM_FORM_JSON);
    bm_swiss_free(sw);
    return cli_emit(st, &text, "swiss new");
}

/* The event file at path ("-": standard input); NULL after a message. */
static struct bm_swiss *load_event(const char *path, const char *what)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    size_t len = 0;
    char *text = f ? cli_read_stream(f, &len) : NULL;
    if (f && f != stdin)
        fclose(f);
    if (!text) {
        fprintf(stderr, "bridgemove: %s: cannot read %s\n", what, path);
        return NULL;
    }
    struct bm_swiss *sw = NULL;
    if (bm_swiss_read(&sw, text, len)) {
        fprintf(stderr, "bridgemove: %s: %s: %s\n", what, path, bm_last_error());
        sw = NULL;
    }
    free(text);
    return sw;
}

/* Whether a text holds a word (the text has no NUL at its end). */
static int holds(const char *text, size_t len, const char *word)
{
    size_t n = strlen(word);
    for (size_t k = 0; k + n <= len; k++)
        if (memcmp(text + k, word, n) == 0)
            return 1;
    return 0;
}

/* The current round's results: match totals ("bridgemove-swiss-results/1"), or a session's
 * results keyed by the round's movement (the results format, its CSV, ReceivedData). */
static enum bm_status record_results(struct bm_swiss *sw, const char *text, size_t len)
{
    if (holds(text, len, "\"bridgemove-swiss-results/1\""))
        return bm_swiss_results_read(sw, text, len);
    struct bm_movement *m = NULL;
    struct bm_results *r = NULL;
    enum bm_status st = bm_swiss_round_movement(&m, sw, bm_swiss_rounds(sw), 0);
    if (!st)
        st = bm_results_read(&r, m, text, len);
    if (!st)
        st = bm_swiss_session_results(sw, r);
    bm_results_free(r);
    bm_movement_free(m);
    return st;
}

static int cmd_next(int argc, char **argv)
{
    if (argc != 5)
        return usage(EXIT_ERROR);
    struct bm_swiss *sw = load_event(argv[3], "swiss next");
    if (!sw)
        return EXIT_ERROR;
    FILE *f = strcmp(argv[4], "-") == 0 ? stdin : fopen(argv[4], "rb"); /* - : a pipe */
    size_t len = 0;
    char *results = f ? cli_read_stream(f, &len) : NULL;
    if (f && f != stdin)
        fclose(f);
    int rc = 0;
    if (!results) {
        fprintf(stderr, "bridgemove: swiss next: cannot read %s\n", argv[4]);
        rc = EXIT_ERROR;
    } else if (record_results(sw, results, len)) {
        fprintf(stderr, "bridgemove: swiss next: %s: %s\n", argv[4], bm_last_error());
        rc = EXIT_ERROR;
    }
    free(results);
    char *text = NULL;
    if (!rc) {
        uint32_t made = bm_swiss_rounds(sw);
        enum bm_status st = bm_swiss_next(sw);
        if (st == BM_EUNSUPPORTED && bm_swiss_rounds(sw) == made &&
            strstr(bm_last_error(), "planned rounds are made"))
            fprintf(stderr, "bridgemove: swiss next: note: %s; the results are recorded "
                    "(bridgemove swiss standings gives the final standings)\n", bm_last_error());
        else if (st)
            rc = cli_fail("swiss next");
    }
    if (!rc)
        rc = cli_emit(bm_swiss_report(&text, sw, BM_FORM_JSON), &text, "swiss next");
    bm_swiss_free(sw);
    return rc;
}

/* round and standings: EVENT [--format text|json]. */
static int cmd_report(int argc, char **argv, int standings)
{
    const char *what = standings ? "swiss standings" : "swiss round";
    enum bm_form form = BM_FORM_TEXT;
    const char *path = NULL;
    for (int i = 3; i < argc; i++) {
        if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            if (strcmp(argv[++i], "json") == 0)
                form = BM_FORM_JSON;
            else if (strcmp(argv[i], "text") != 0) {
                fprintf(stderr, "bridgemove: %s: --format is text or json; got '%s'\n", what,
                        argv[i]);
                return EXIT_ERROR;
            }
        } else if (!path) {
            path = argv[i];
        } else {
            return usage(EXIT_ERROR);
        }
    }
    if (!path)
        return usage(EXIT_ERROR);
    struct bm_swiss *sw = load_event(path, what);
    if (!sw)
        return EXIT_ERROR;
    char *text = NULL;
    enum bm_status st = standings ? bm_swiss_standings_report(&text, sw, form)
                                  : bm_swiss_report(&text, sw, form);
    bm_swiss_free(sw);
    return cli_emit(st, &text, what);
}

int cli_swiss(int argc, char **argv)
{
    if (argc < 3 || strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0)
        return usage(argc < 3 ? EXIT_ERROR : 0);
    if (strcmp(argv[2], "new") == 0)
        return cmd_new(argc, argv);
    if (strcmp(argv[2], "next") == 0)
        return cmd_next(argc, argv);
    if (strcmp(argv[2], "round") == 0)
        return cmd_report(argc, argv, 0);
    if (strcmp(argv[2], "standings") == 0)
        return cmd_report(argc, argv, 1);
    fprintf(stderr, "bridgemove: swiss: unknown action '%s' (new, next, round, standings)\n",
            argv[2]);
    return EXIT_ERROR;
}
