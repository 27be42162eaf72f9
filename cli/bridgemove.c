/* SPDX-License-Identifier: MIT */
/* bridgemove: the command-line face of libbridgemove. Thin on purpose: it parses options,
 * loads a movement (spec string, JSON or grid-text file, or JSON on stdin), calls the library
 * and prints what the library formats. Exit status: 0 ok, 1 a hard rule fails (check), 2 error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

#define EXIT_RULES 1
#define EXIT_ERROR 2

struct options {
    const char *input;
    const char *format; /* "text" or "json" */
    int standard;       /* dual --standard */
    const char *level, *preset, *seed, *effort, *time;
    const char *pair, *table, *stand; /* guide --pair N | --table N | --stand N */
};

static int usage(FILE *f)
{
    fputs("usage: bridgemove COMMAND SPEC|FILE|- [options]\n"
          "  show    SPEC|FILE|-  [--format text|json]     print a movement\n"
          "  check   SPEC|FILE|-  [--format text|json]     the rules of construction, each explained;\n"
          "                                               exit 1 if it cannot be played (1A, 1B or 2 fails)\n"
          "  analyse SPEC|FILE|-  [--format text|json]     how evenly every pair competes with every\n"
          "                                               other (fair for one winner?), explained\n"
          "  dual    SPEC|FILE|-  [--standard] [--format text|json]\n"
          "                                               the dual: rounds and tables exchanged, EW\n"
          "                                               pairs and board sets exchanged (NS pairs\n"
          "                                               must stay at their tables)\n"
          "  switch  SPEC|FILE|-  [--level round|board|table|free] [--preset none|last-round|stagger|\n"
          "                       eighth|optimise] [--seed N] [--effort N|auto] [--time SECONDS]\n"
          "                       [--format text|json]\n"
          "                                               which boards to play arrow-switched (NS\n"
          "                                               sitting East-West) for one fair winner: the\n"
          "                                               instructions and the balance (text) or the\n"
          "                                               switched movement (json)\n"
          "  guide   SPEC|FILE|-  [--pair N | --table N | --stand N] [--format text|json]\n"
          "                                               how it runs; guide cards\n"
          "  matches SPEC|FILE|-  [--format text|json]     team matches; exit 1 if one is incomplete\n"
          "  families             [--format text|json]     the movement families: what each is, its\n"
          "                                               keys, their defaults and bounds\n"
          "SPEC is a spec string such as mitchell:tables=7,boards=3; FILE is a JSON or grid-text\n"
          "movement; - reads JSON from standard input. Errors go to standard error, exit status 2.\n"
          "  bridgemove --version   print the library version\n",
          f);
    return f == stdout ? 0 : EXIT_ERROR;
}

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

/* Load from "-" (JSON on stdin), an existing file (JSON if it starts with '{', else grid
 * text), or a spec string. */
static struct bm_movement *load(const char *input)
{
    char msg[512] = "";
    struct bm_movement *m = NULL;
    enum bm_status st;
    FILE *f = strcmp(input, "-") == 0 ? stdin : fopen(input, "rb");
    if (f) {
        size_t len = 0;
        char *text = read_stream(f, &len);
        if (f != stdin)
            fclose(f);
        if (!text) {
            fprintf(stderr, "bridgemove: cannot read %s\n", input);
            return NULL;
        }
        size_t i = 0;
        while (i < len && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
            i++;
        if (f == stdin || (i < len && text[i] == '{'))
            st = bm_read_json(&m, text, len, msg, sizeof msg);
        else
            st = bm_read_text(&m, text, len, msg, sizeof msg);
        free(text);
    } else {
        st = bm_build_string(&m, input, msg, sizeof msg);
    }
    if (st) {
        fprintf(stderr, "bridgemove: %s: %s%s%s\n", input, bm_status_str(st), *msg ? ": " : "",
                msg);
        return NULL;
    }
    return m;
}

static int emit(enum bm_status st, char *text, const char *what)
{
    if (st) {
        fprintf(stderr, "bridgemove: %s: %s\n", what, bm_status_str(st));
        return EXIT_ERROR;
    }
    fputs(text, stdout);
    size_t n = strlen(text);
    if (n == 0 || text[n - 1] != '\n')
        putchar('\n');
    bm_free(text);
    return 0;
}

static int print_movement(const struct bm_movement *m, const char *format)
{
    char *text = NULL;
    enum bm_status st = strcmp(format, "json") == 0 ? bm_write_json(&text, m)
                                                    : bm_write_text(&text, m);
    return emit(st, text, "write");
}

static int cmd_show(struct bm_movement *m, const struct options *o)
{
    return print_movement(m, o->format);
}

static int cmd_check(struct bm_movement *m, const struct options *o)
{
    struct bm_check *c = NULL;
    char *text = NULL;
    enum bm_status st = bm_check_new(&c, m);
    if (!st)
        st = strcmp(o->format, "json") == 0 ? bm_check_to_json(&text, c) : bm_check_to_text(&text, c);
    int playable = bm_check_playable(c);
    bm_check_free(c);
    int rc = emit(st, text, "check");
    return rc ? rc : playable ? 0 : EXIT_RULES;
}

static int cmd_analyse(struct bm_movement *m, const struct options *o)
{
    struct bm_analysis *an = NULL;
    char msg[256] = "", *text = NULL;
    enum bm_status st = bm_analysis_new(&an, m, msg, sizeof msg);
    if (st) {
        fprintf(stderr, "bridgemove: analyse: %s%s%s\n", bm_status_str(st), *msg ? ": " : "", msg);
        return EXIT_ERROR;
    }
    st = strcmp(o->format, "json") == 0 ? bm_analysis_to_json(&text, an) : bm_analysis_to_text(&text, an);
    bm_analysis_free(an);
    return emit(st, text, "analyse");
}

static int cmd_dual(struct bm_movement *m, const struct options *o)
{
    struct bm_movement *d = NULL, *s = NULL;
    char msg[256] = "";
    enum bm_status st = bm_movement_dual(&d, m, msg, sizeof msg);
    if (!st && o->standard)
        st = bm_movement_standard_form(&s, d, msg, sizeof msg);
    if (st) {
        bm_movement_free(d);
        fprintf(stderr, "bridgemove: dual: %s%s%s\n", bm_status_str(st), *msg ? ": " : "", msg);
        return EXIT_ERROR;
    }
    int rc = print_movement(s ? s : d, o->format);
    bm_movement_free(s);
    bm_movement_free(d);
    return rc;
}

static int parse_number(unsigned *out, const char *text, const char *option)
{
    char *end;
    unsigned long v = text ? strtoul(text, &end, 10) : 0;
    if (!text || !*text || *end || v == 0 || v > 100000) {
        fprintf(stderr, "bridgemove: %s takes a positive number\n", option);
        return 0;
    }
    *out = (unsigned)v;
    return 1;
}

static int cmd_guide(struct bm_movement *m, const struct options *o)
{
    int json = strcmp(o->format, "json") == 0;
    unsigned n = 0;
    char *text = NULL;
    enum bm_status st;
    if (o->pair) {
        if (!parse_number(&n, o->pair, "--pair"))
            return EXIT_ERROR;
        st = json ? bm_guide_card_pair_json(&text, m, n) : bm_guide_card_pair(&text, m, n);
    } else if (o->table) {
        if (!parse_number(&n, o->table, "--table"))
            return EXIT_ERROR;
        st = json ? bm_guide_card_table_json(&text, m, n) : bm_guide_card_table(&text, m, n);
    } else if (o->stand) {
        if (!parse_number(&n, o->stand, "--stand"))
            return EXIT_ERROR;
        st = json ? bm_guide_card_stand_json(&text, m, n) : bm_guide_card_stand(&text, m, n);
    } else {
        st = json ? bm_guide_to_json(&text, m) : bm_guide_to_text(&text, m);
    }
    if (st == BM_ERANGE) {
        fprintf(stderr, "bridgemove: guide: no %s %u in this movement\n",
                o->pair ? "pair" : o->table ? "table" : "stand", n);
        return EXIT_ERROR;
    }
    return emit(st, text, "guide");
}

static int cmd_matches(struct bm_movement *m, const struct options *o)
{
    struct bm_matches *mt = NULL;
    char msg[256] = "", *text = NULL;
    unsigned incomplete = 0;
    enum bm_status st = bm_matches_new(&mt, m, msg, sizeof msg);
    if (st) {
        fprintf(stderr, "bridgemove: matches: %s%s%s\n", bm_status_str(st), *msg ? ": " : "", msg);
        return EXIT_ERROR;
    }
    bm_matches_count(NULL, &incomplete, mt);
    st = strcmp(o->format, "json") == 0 ? bm_matches_to_json(&text, mt) : bm_matches_to_text(&text, mt);
    bm_matches_free(mt);
    int rc = emit(st, text, "matches");
    return rc ? rc : incomplete ? EXIT_RULES : 0;
}

/* Options from the command line, in the library's own key=value form. */
static enum bm_status switch_options(struct bm_switch_options **out, const struct options *o,
                                     char *msg, size_t msg_size)
{
    const char *keys[] = {"level", "preset", "seed", "effort", "time"};
    const char *values[] = {o->level, o->preset, o->seed, o->effort, o->time};
    enum bm_status st = bm_switch_options_new(out);
    for (size_t i = 0; !st && i < sizeof keys / sizeof *keys; i++)
        if (values[i])
            st = bm_switch_options_set(*out, keys[i], values[i], msg, msg_size);
    return st;
}

static int cmd_switch(struct bm_movement *m, const struct options *o)
{
    struct bm_switch_options *opt = NULL;
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *switched = NULL;
    char msg[256] = "";
    enum bm_status st = switch_options(&opt, o, msg, sizeof msg);
    if (!st)
        st = bm_switch_plan_new(&plan, &switched, m, opt, msg, sizeof msg);
    bm_switch_options_free(opt);
    if (st) {
        fprintf(stderr, "bridgemove: switch: %s%s%s\n", bm_status_str(st), *msg ? ": " : "", msg);
        return EXIT_ERROR;
    }
    int rc;
    if (strcmp(o->format, "json") == 0) {
        rc = print_movement(switched, "json");
    } else {
        char *text = NULL;
        st = bm_switch_plan_to_text(&text, plan);
        rc = emit(st, text, "switch");
    }
    bm_movement_free(switched);
    bm_switch_plan_free(plan);
    return rc;
}

static int families_usage(FILE *f)
{
    fputs("usage: bridgemove families [--format text|json]\n"
          "  The movement families the library builds: what each is, and the keys a spec gives it\n"
          "  (family:key=value,...) with the values each accepts, its default and what it sets.\n"
          "  --format json prints the same catalogue for programs.\n",
          f);
    return f == stdout ? 0 : EXIT_ERROR;
}

/* bridgemove families: the catalogue needs no movement, so it has its own arguments. */
static int cmd_families(int argc, char **argv)
{
    const char *format = "text";
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return families_usage(stdout);
        if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            format = argv[++i];
            continue;
        }
        fprintf(stderr, "bridgemove: families: unexpected argument %s\n", argv[i]);
        return families_usage(stderr);
    }
    if (strcmp(format, "text") != 0 && strcmp(format, "json") != 0) {
        fprintf(stderr, "bridgemove: --format takes text or json, not %s\n", format);
        return EXIT_ERROR;
    }
    char *text = NULL;
    enum bm_status st = strcmp(format, "json") == 0 ? bm_families_to_json(&text)
                                                    : bm_families_to_text(&text);
    return emit(st, text, "families");
}

struct command {
    const char *name;
    int (*run)(struct bm_movement *m, const struct options *o);
};

static const struct command commands[] = {
    {"show", cmd_show},
    {"check", cmd_check},
    {"analyse", cmd_analyse},
    {"analyze", cmd_analyse},
    {"dual", cmd_dual},
    {"switch", cmd_switch},
    {"guide", cmd_guide},
    {"matches", cmd_matches},
};

static int parse_options(struct options *o, int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        const char **slot = NULL;
        if (strcmp(a, "--format") == 0)
            slot = &o->format;
        else if (strcmp(a, "--level") == 0)
            slot = &o->level;
        else if (strcmp(a, "--preset") == 0)
            slot = &o->preset;
        else if (strcmp(a, "--seed") == 0)
            slot = &o->seed;
        else if (strcmp(a, "--effort") == 0)
            slot = &o->effort;
        else if (strcmp(a, "--time") == 0)
            slot = &o->time;
        else if (strcmp(a, "--pair") == 0)
            slot = &o->pair;
        else if (strcmp(a, "--table") == 0)
            slot = &o->table;
        else if (strcmp(a, "--stand") == 0)
            slot = &o->stand;
        else if (strcmp(a, "--standard") == 0)
            o->standard = 1;
        else if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "bridgemove: unknown option %s\n", a);
            return 0;
        } else if (!o->input)
            o->input = a;
        else {
            fprintf(stderr, "bridgemove: unexpected argument %s\n", a);
            return 0;
        }
        if (slot) {
            if (++i >= argc) {
                fprintf(stderr, "bridgemove: %s needs a value\n", a);
                return 0;
            }
            *slot = argv[i];
        }
    }
    if (strcmp(o->format, "text") != 0 && strcmp(o->format, "json") != 0) {
        fprintf(stderr, "bridgemove: --format takes text or json, not %s\n", o->format);
        return 0;
    }
    if (!o->input) {
        fprintf(stderr, "bridgemove: %s needs SPEC, FILE or -\n", argv[1]);
        return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr);
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0)
        return usage(stdout);
    if (strcmp(argv[1], "--version") == 0) {
        printf("bridgemove %s\n", bm_version_string());
        return 0;
    }
    if (strcmp(argv[1], "families") == 0)
        return cmd_families(argc, argv);
    const struct command *cmd = NULL;
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            cmd = &commands[i];
    if (!cmd) {
        fprintf(stderr, "bridgemove: unknown command '%s'\n", argv[1]);
        return usage(stderr);
    }
    struct options o = {.format = "text"};
    if (!parse_options(&o, argc, argv))
        return EXIT_ERROR;
    struct bm_movement *m = load(o.input);
    if (!m)
        return EXIT_ERROR;
    int rc = cmd->run(m, &o);
    bm_movement_free(m);
    return rc;
}
