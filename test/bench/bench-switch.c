/* SPDX-License-Identifier: MIT */
/* Arrow-switch planning over the Mitchell sweep of issue 5 (7 tables k = 1..4; odd T = 3..25,
 * k = 2..4) and the library's other pairs movements: for every size the parity bound, the
 * starting SD, the club rule (last round; two rounds from 12 rounds), the stagger and eighth
 * presets, and the optimum at each level with its time (proven = exact search completed).
 * Then the free-level targets over five seeds, the effort the 7-table k = 4 plan needs, and
 * the time of whole calls (setup included) from 25 tables to the planner's limit: automatic
 * effort at each level, and the time cap. Prints figures; never fails on time. SD =
 * population SD of s over all pairs of pairs. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

#include "../plan-util.h"

/* CPU time of this process: the machine is shared, and the targets are "on one core". */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Wall-clock time: what a time cap bounds. */
static double wall(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

struct outcome {
    double sd, seconds, wall, bound, start;
    int proven, ok, stopped;
};

static struct outcome run(const struct bm_movement *m, const char *options)
{
    struct outcome o = {0, 0, 0, 0, 0, 0, 0, 0};
    struct bm_options *opt;
    struct bm_switch_plan *plan;
    if (bm_options_parse(&opt, "switch", options))
        return o;
    double t0 = now(), w0 = wall();
    enum bm_status st = bm_switch_plan_new(&plan, NULL, m, opt);
    o.seconds = now() - t0;
    o.wall = wall() - w0;
    if (st == BM_OK) {
        o.stopped = (int)plan_number(plan, BM_SWITCH_STOPPED_EARLY);
        o.sd = plan_real(plan, BM_SWITCH_SD);
        o.bound = plan_real(plan, BM_SWITCH_PARITY_BOUND);
        o.start = plan_real(plan, BM_SWITCH_START_SD);
        o.proven = (int)plan_number(plan, BM_SWITCH_PROVEN);
        o.ok = 1;
        bm_switch_plan_free(plan);
    }
    bm_options_free(opt);
    return o;
}

static void cell(const struct outcome *o, int timed)
{
    if (!o->ok) {
        printf(" | -");
        return;
    }
    printf(" | %.3f%s", o->sd, o->proven ? "*" : "");
    if (timed)
        printf(" (%.2fs)", o->seconds);
}

/* Prototype figures the free level must match or beat (issue 5), 0 if none. */
static double target(unsigned tables, unsigned k)
{
    static const struct {
        unsigned t, k;
        double sd;
    } targets[] = {{7, 4, 1.336}, {5, 2, 1.391}, {9, 2, 1.513}, {9, 3, 1.508}, {11, 3, 1.720},
                   {13, 2, 1.874}, {15, 4, 2.027}, {19, 3, 2.299}};
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
        if (targets[i].t == tables && targets[i].k == k)
            return targets[i].sd;
    return 0;
}

static void row(const char *spec, unsigned tables, unsigned k)
{
    struct bm_movement *m;
    if (bm_build_string(&m, spec)) {
        printf("| %s | (%s) |\n", spec, bm_last_error());
        return;
    }
    struct outcome none = run(m, "preset=none"), club = run(m, "preset=last-round"),
                   stagger = run(m, "preset=stagger"), eighth = run(m, "preset=eighth"),
                   round = run(m, "level=round"), board = run(m, "level=board"),
                   table = run(m, "level=table"), free_ = run(m, "level=free");
    printf("| %s | %u | %.3f | %.3f", spec, bm_movement_participants(m), none.bound, none.start);
    cell(&club, 0);
    cell(&stagger, 0);
    cell(&eighth, 0);
    cell(&round, 1);
    cell(&board, 1);
    cell(&table, 1);
    cell(&free_, 1);
    double want = target(tables, k);
    if (want > 0)
        printf(" | %.3f %s |\n", want, free_.sd <= want + 5e-4 ? "met" : "MISSED");
    else
        printf(" | |\n");
    fflush(stdout);
    bm_movement_free(m);
}

static void header(void)
{
    printf("| movement | P | parity bound | start | last-round | stagger | eighth | round | board "
           "| table | free | target |\n");
    printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
}

static void seeds(unsigned tables, unsigned k)
{
    char spec[64], options[64];
    snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", tables, k);
    struct bm_movement *m;
    if (bm_build_string(&m, spec))
        return;
    printf("| %u x %u | %.3f |", tables, k, target(tables, k));
    double worst = 0, slowest = 0;
    for (unsigned seed = 1; seed <= 5; seed++) {
        snprintf(options, sizeof options, "level=free,seed=%u", seed);
        struct outcome o = run(m, options);
        printf(" %.4f", o.sd);
        worst = o.sd > worst ? o.sd : worst;
        slowest = o.seconds > slowest ? o.seconds : slowest;
    }
    printf(" | %.4f | %.2f s |\n", worst, slowest);
    fflush(stdout);
    bm_movement_free(m);
}

/* The smallest effort (doubling) at which seed 1 reaches the best known 1.336 for 7 x 4. */
static void effort_for_best_known(void)
{
    struct bm_movement *m;
    if (bm_build_string(&m, "mitchell:tables=7,boards=4"))
        return;
    for (unsigned long effort = 250000; effort <= 64000000; effort *= 2) {
        char options[64];
        snprintf(options, sizeof options, "level=free,effort=%lu", effort);
        struct outcome o = run(m, options);
        printf("7 x 4, effort %lu: SD %.4f in %.3f s\n", effort, o.sd, o.seconds);
        if (o.sd < 1.3365)
            break;
    }
    bm_movement_free(m);
}

/* Whole calls (setup included) at growing sizes: CPU and wall seconds at the automatic
 * effort of each level, and the wall seconds of capped calls. */
static void timed(const char *spec)
{
    struct bm_movement *m;
    if (bm_build_string(&m, spec)) {
        printf("| %s | (%s) |\n", spec, bm_last_error());
        return;
    }
    printf("| %s |", spec);
    const char *levels[] = {"level=round", "level=board", "level=table", "level=free"};
    for (unsigned i = 0; i < 4; i++) {
        struct outcome o = run(m, levels[i]);
        printf(" %.2f / %.2f |", o.seconds, o.wall);
    }
    const char *capped[] = {"level=free,time=1", "level=free,effort=1000000000,time=0.3",
                            "effort=0,time=1"};
    for (unsigned i = 0; i < 3; i++) {
        struct outcome o = run(m, capped[i]);
        printf(" %.2f%s |", o.wall, !o.ok ? " (refused)" : o.stopped ? " (stopped)" : "");
    }
    printf("\n");
    fflush(stdout);
    bm_movement_free(m);
}

static void sweeps(void)
{
    printf("Arrow-switch plans: population SD of s (* = proven optimal for the level; times are "
           "CPU seconds of one core)\n\n");
    header();
    char spec[64];
    for (unsigned k = 1; k <= 4; k++) {
        snprintf(spec, sizeof spec, "mitchell:tables=7,boards=%u", k);
        row(spec, 7, k);
    }
    for (unsigned t = 3; t <= 25; t += 2)
        for (unsigned k = 2; k <= 4; k++) {
            if (t == 7)
                continue;
            snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", t, k);
            row(spec, t, k);
        }
    printf("\nOther pairs movements\n\n");
    header();
    const char *others[] = {"mitchell:tables=8,variant=skip,boards=2",
                            "mitchell:tables=10,variant=skip,boards=3",
                            "mitchell:tables=8,variant=relay,boards=2",
                            "mitchell:tables=10,variant=relay,boards=3",
                            "extended:tables=7,boards=2", "extended:tables=9,boards=2",
                            "bowman:tables=9,boards=3", "rover:tables=8,boards=3",
                            "worger:tables=7,boards=3", "web:tables=6,rounds=5,boards=3",
                            "web:tables=11,rounds=5,boards=2"};
    for (size_t i = 0; i < sizeof others / sizeof *others; i++)
        row(others[i], 0, 0);
    printf("\nFree level, default effort, seeds 1..5\n\n| size | target | SD by seed | worst | "
           "slowest |\n|---|---|---|---|---|\n");
    const unsigned sizes[][2] = {{7, 4}, {5, 2}, {9, 2}, {9, 3}, {11, 3}, {13, 2}, {15, 4}, {19, 3}};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        seeds(sizes[i][0], sizes[i][1]);
    printf("\n");
    effort_for_best_known();
}

/* The machine's load averages (1, 5, 15 minutes): the times read high on a shared machine, so
 * the table says under which load it was taken (Linux; "unknown" elsewhere). */
static void print_load(void)
{
    double l1 = 0, l5 = 0, l15 = 0;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f && fscanf(f, "%lf %lf %lf", &l1, &l5, &l15) == 3)
        printf("load average %.2f %.2f %.2f", l1, l5, l15);
    else
        printf("load average unknown");
    if (f)
        fclose(f);
}

/* "bench-switch calls": the whole-call table alone. */
int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "calls") != 0)
        sweeps();
    printf("\nWhole calls, ");
    print_load();
    printf(" at the start\n");
    printf("\nWhole calls: CPU / wall seconds at the automatic effort; wall seconds under a "
           "cap\n\n| movement | round | board | table | free | free, time=1 | free, "
           "time=0.3 | effort=0, time=1 |\n|---|---|---|---|---|---|---|---|\n");
    const char *calls[] = {"mitchell:tables=25", "mitchell:tables=51,boards=3",
                           "mitchell:tables=101,boards=2", "mitchell:tables=201",
                           "mitchell:tables=201,boards=4", "mitchell:tables=401",
                           "mitchell:tables=501", "mitchell:tables=601",
                           "howell:tables=32", "web:tables=201,rounds=9,boards=3",
                           "american:tables=101", "thurner:teams=102"};
    for (size_t i = 0; i < sizeof calls / sizeof *calls; i++)
        timed(calls[i]);
    printf("\nWhole calls, ");
    print_load();
    printf(" at the end\n");
    return 0;
}
