/* SPDX-License-Identifier: MIT */
/* The worst each documented limit allows: every family at its largest accepted size (its size
 * key at the descriptor's maximum, stepped down to the largest value that builds), a Mitchell
 * with the most boards a set may hold, and a generic grid file, each taken through every
 * command: build, write and read both formats, check, analyse, dual (with the standard form),
 * switch, guide and matches. Each command runs in a child process, so that its CPU time and its
 * peak memory (maximum resident set, movement included) are its own; a refusal prints its
 * message. Prints figures (doc/limits.md quotes them); never fails on time.
 *   bench-limits              every family and command (tens of minutes on one core)
 *   bench-limits SPEC...      only these specs ("grid:N" is an N x N Mitchell-like grid)
 *   bench-limits findings     one row for each finding of issue 25 (hostile input), as
 *                             `findings` below lists them */
#define _DEFAULT_SOURCE /* wait4: a child's own peak memory */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bridgemove/bridgemove.h>

#include "spec/registry.h"

#define CHILD_SECONDS 900 /* a command still running after this is killed and reported */

static const char *const commands[] = {"build", "text", "json", "read-text", "read-json",
                                       "check", "analyse", "dual", "switch", "guide",
                                       "guide-html", "travellers", "matches"};
#define NCOMMANDS (sizeof commands / sizeof *commands)

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* An n x n grid as a file would give it: NS pair t at table t, EW pairs and sets moving. */
static enum bm_status grid_movement(struct bm_movement **out, unsigned n)
{
    enum bm_status st = bm_movement_new(out, BM_EVENT_PAIRS, n, n, 2 * n, n, 1);
    for (unsigned r = 1; !st && r <= n; r++)
        for (unsigned t = 1; !st && t <= n; t++)
            st = bm_movement_set_pairs(*out, r, t, t, n + 1 + (t + r - 2) % n,
                                       1 + (t - 1 + 2 * n - (r - 1)) % n);
    return st;
}

/* n teams declared (as a 100 KB file lists them), two seated at one table. */
static enum bm_status declared_teams(struct bm_movement **out, unsigned n)
{
    enum bm_status st = bm_movement_new(out, BM_EVENT_TEAMS, 1, 1, 2 * n, 1, 2);
    for (unsigned t = 1; !st && t <= n; t++)
        if (!(st = bm_movement_set_team(*out, t, t)))
            st = bm_movement_set_team(*out, n + t, t);
    return st ? st : bm_movement_set_pairs(*out, 1, 1, 1, 2 * n, 1);
}

static enum bm_status make(struct bm_movement **m, const char *spec)
{
    if (strncmp(spec, "teams-declared:", 15) == 0)
        return declared_teams(m, (unsigned)atoi(spec + 15));
    if (strncmp(spec, "file:", 5) == 0) /* a file's content, its format detected */
        return bm_movement_read(m, spec + 5, strlen(spec + 5), NULL, NULL);
    if (strncmp(spec, "grid:", 5) == 0)
        return grid_movement(m, (unsigned)atoi(spec + 5));
    return bm_build_string(m, spec);
}

/* One command on m, timed from *start (set here); the string results are released here. */
static enum bm_status run(const char *cmd, struct bm_movement *m, double *start)
{
    char *s = NULL, *in = NULL;
    struct bm_movement *x = NULL, *y = NULL;
    enum bm_status st = BM_OK;
    *start = cpu_now();
    if (strcmp(cmd, "text") == 0) {
        st = bm_movement_write(&s, m, BM_FORMAT_TEXT, NULL, NULL);
    } else if (strcmp(cmd, "json") == 0) {
        st = bm_movement_write(&s, m, BM_FORMAT_JSON, NULL, NULL);
    } else if (strcmp(cmd, "read-text") == 0 || strcmp(cmd, "read-json") == 0) {
        int json = cmd[5] == 'j';
        st = bm_movement_write(&in, m, json ? BM_FORMAT_JSON : BM_FORMAT_TEXT, NULL, NULL);
        *start = cpu_now(); /* the writing is not the reader's time */
        if (!st)
            st = json ? bm_movement_read(&x, in, strlen(in), "json", NULL)
                      : bm_movement_read(&x, in, strlen(in), "text", NULL);
    } else if (strcmp(cmd, "check") == 0) {
        struct bm_check *c = NULL;
        st = bm_check_new(&c, m);
        if (!st)
            st = bm_check_report(&s, c, BM_FORM_TEXT);
        bm_check_free(c);
    } else if (strcmp(cmd, "analyse") == 0) {
        struct bm_analysis *an = NULL;
        st = bm_analysis_new(&an, m);
        if (!st)
            st = bm_analysis_report(&s, an, BM_FORM_TEXT);
        bm_analysis_free(an);
    } else if (strcmp(cmd, "dual") == 0) {
        st = bm_movement_dual(&x, m);
        if (!st)
            st = bm_movement_standard_form(&y, x);
    } else if (strcmp(cmd, "switch") == 0) {
        struct bm_switch_plan *plan = NULL;
        st = bm_switch_plan_new(&plan, NULL, m, NULL);
        if (!st)
            st = bm_switch_plan_report(&s, plan, BM_FORM_TEXT);
        bm_switch_plan_free(plan);
    } else if (strcmp(cmd, "guide") == 0) {
        st = bm_guide_report(&s, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT);
    } else if (strcmp(cmd, "analyse-json") == 0) {
        struct bm_analysis *an = NULL;
        st = bm_analysis_new(&an, m);
        if (!st)
            st = bm_analysis_report(&s, an, BM_FORM_JSON);
        bm_analysis_free(an);
    } else if (strcmp(cmd, "guide-html") == 0) {
        st = bm_print_report(&s, m, BM_PRINT_GUIDE, BM_FORM_HTML, NULL);
    } else if (strcmp(cmd, "travellers") == 0) {
        st = bm_travellers_report(&s, m, 0, BM_FORM_TEXT);
    } else if (strcmp(cmd, "matches") == 0) {
        struct bm_matches *mt = NULL;
        st = bm_matches_new(&mt, m);
        if (!st)
            st = bm_matches_report(&s, mt, BM_FORM_TEXT);
        bm_matches_free(mt);
    }
    bm_free(s);
    bm_free(in);
    bm_movement_free(x);
    bm_movement_free(y);
    return st;
}

/* The child: build, then (unless the command is the build) run the command; report the CPU
 * seconds and the outcome on fd. */
static void child(int fd, const char *spec, const char *cmd)
{
    struct bm_movement *m = NULL;
    alarm(CHILD_SECONDS);
    double t0 = cpu_now();
    enum bm_status st = make(&m, spec);
    int building = strcmp(cmd, "build") == 0;
    if (!st && !building)
        st = run(cmd, m, &t0);
    const char *msg = st ? bm_last_error() : "";
    double t = cpu_now() - t0;
    char line[400];
    int n = snprintf(line, sizeof line, "%.3f %s%s%s", t, st ? bm_status_str(st) : "ok",
                     st && *msg ? ": " : "", st ? msg : "");
    if (write(fd, line, (size_t)n) < 0)
        _exit(3);
    bm_movement_free(m);
    _exit(0);
}

/* One row: label (the spec, or what a file is) and its figures. */
static void measure(const char *label, const char *spec, const char *cmd)
{
    int fds[2];
    if (pipe(fds))
        return;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child(fds[1], spec, cmd);
    }
    close(fds[1]);
    char line[400] = "";
    ssize_t n = read(fds[0], line, sizeof line - 1);
    close(fds[0]);
    line[n > 0 ? n : 0] = '\0';
    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0)
        return;
    double cpu = 0;
    char what[400] = "";
    if (sscanf(line, "%lf %399[^\n]", &cpu, what) < 2)
        snprintf(what, sizeof what, "killed after %d s (signal %d)", CHILD_SECONDS,
                 WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    printf("%-44s %-10s %9.2f s %8.1f MB  %.70s\n", label, cmd, cpu, ru.ru_maxrss / 1024.0, what);
}

/* The family at its largest size: its first required integer key (or tables) at the
 * descriptor's maximum, stepped down until the spec builds; the spec into buf. */
static int largest(char *buf, size_t n, const struct bm_family *f)
{
    const struct bm_key *size = NULL, *k;
    for (unsigned i = 0; (k = bm_set_key_at(&f->spec, i)) != NULL; i++)
        if (k->type == BM_KEY_INTEGER && !bm_set_key_is_common(&f->spec, k) &&
            (k->required || strcmp(k->name, "tables") == 0) && !size)
            size = k;
    if (!size) {
        snprintf(buf, n, "%s", f->spec.name);
        return 1;
    }
    for (unsigned v = (unsigned)size->max; v >= size->min && v + 24 > size->max; v--) {
        struct bm_movement *m = NULL;
        snprintf(buf, n, "%s:%s=%u", f->spec.name, size->name, v);
        if (bm_build_string(&m, buf) == BM_OK) {
            bm_movement_free(m);
            return 1;
        }
    }
    return 0;
}

static void sweep(const char *spec)
{
    for (size_t c = 0; c < NCOMMANDS; c++)
        measure(spec, spec, commands[c]);
    printf("\n");
}

/* The findings of a reliability run (issue 25), each a movement and the command it made slow
 * or hungry: every one must finish in 5 s and 500 MB on a 2-core machine, or be refused. */
static void findings(void)
{
    static const char *const rows[][3] = {
        {"", "mitchell:tables=1000", "guide-html"}, /* rescanned the grid on every play */
        {"", "mitchell:tables=1000", "travellers"},
        {"", "thurner:teams=4094", "build"}, /* 39 s and 1.5 GB to check: now refused */
        {"", "thurner:teams=998", "check"},
        {"", "thurner:teams=998", "matches"},
        {"", "roundrobin:teams=1000", "matches"},
        /* 8192 teams declared, 2 seated: the matches held teams x teams halves (1 GB) */
        {"8192 teams declared, 2 seated", "teams-declared:8192", "matches"},
        {"8192 teams declared, 2 seated", "teams-declared:8192", "check"},
        /* declared, not held: 4096 pairs of which two are seated (JSON matrices) */
        {"JSON, 127 bytes: 4096 pairs, 2 seated", "file:{\"format\":\"bridgemove/1\",\"event\":\"pairs\",\"tables\":1,\"rounds\":1,"
         "\"sets\":1,\"participants\":4096,\"grid\":[[{\"ns\":1,\"ew\":2,\"set\":1}]]}",
         "analyse-json"},
        {"EBUScore, 82 bytes: missing pair 16384", "file:1,3,3,1,3,16384\n1,4,1,1,6,2,1,5,3\n2,5,2,2,4,3,2,6,1\n3,6,3,3,5,1,3,4,2\n",
         "analyse-json"}, /* EBUScore: missing pair 16384 */
        /* RoundData naming table 4096 in round 4096: refused at once */
        {"RoundData, 87 bytes: table 4096, round 4096", "file:Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,CustomBoards\n"
         "A,4096,4096,1,2,1,1,\n", "build"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
        measure(*rows[i][0] ? rows[i][0] : rows[i][1], rows[i][1], rows[i][2]);
}

int main(int argc, char **argv)
{
    printf("%-44s %-10s %11s %11s  %s\n", "movement", "command", "CPU", "peak", "outcome");
    if (argc == 2 && strcmp(argv[1], "findings") == 0) {
        findings();
        return 0;
    }
    if (argc > 1) {
        for (int i = 1; i < argc; i++)
            sweep(argv[i]);
        return 0;
    }
    for (size_t i = 0; i < bm_registry_size(); i++) {
        char spec[128];
        if (largest(spec, sizeof spec, bm_registry_at(i)))
            sweep(spec);
        else
            printf("%s: no size near its largest builds\n", bm_registry_at(i)->spec.name);
    }
    sweep("mitchell:tables=1000,boards=256");
    sweep("grid:1024");
    return 0;
}
