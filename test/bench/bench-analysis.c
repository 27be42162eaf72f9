/* SPDX-License-Identifier: MIT */
/* Analyses per second: a 7-table Mitchell with 28 boards (target >= 50,000/s on one core)
 * and a 60-table Mitchell played for 30 rounds of 3 boards (target >= 200/s); also the
 * reports, and the peak memory (maximum resident set size) of the process. Prints figures,
 * never fails on time. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/resource.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <bridgemove/bridgemove.h>

/* CPU time of this process: the targets are per core, and the machine may be shared. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Run analyses for about `seconds` and report the rate. per_board: switch board j of every
 * set in round 3 + j (the movements article's k = 4 example), so that no two boards of a set agree. */
static int bench(const char *spec, int per_board, double seconds, double target)
{
    struct bm_movement *m = NULL;
    if (bm_build_string(&m, spec)) {
        fprintf(stderr, "%s: %s\n", spec, bm_last_error());
        return 1;
    }
    for (unsigned j = 1; per_board && j <= bm_movement_boards_per_set(m); j++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++)
            bm_movement_set_switched(m, 3 + j, t, j, 1);
    unsigned long n = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < 16; i++) {
            struct bm_analysis *an = NULL;
            if (bm_analysis_new(&an, m))
                return 1;
            bm_analysis_free(an);
            n++;
        }
        t = now() - t0;
    } while (t < seconds);
    printf("%s%s\n    %10.0f analyses per CPU second  (%.1f us each; target %.0f/s)\n", spec,
           per_board ? " (board j switched in round 3 + j)" : "", n / t, 1e6 * t / n, target);

    struct bm_analysis *an = NULL;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    size_t before = mallinfo2().uordblks;
    if (bm_analysis_new(&an, m))
        return 1;
    printf("    %10zu bytes held by one analysis handle\n", mallinfo2().uordblks - before);
#else
    if (bm_analysis_new(&an, m))
        return 1;
#endif
    unsigned long reports = 0;
    t0 = now();
    do {
        char *text = NULL, *json = NULL;
        if (bm_analysis_report(&text, an, BM_FORM_TEXT) || bm_analysis_report(&json, an, BM_FORM_JSON))
            return 1;
        bm_free(text);
        bm_free(json);
        reports++;
        t = now() - t0;
    } while (t < seconds / 4);
    printf("    %10.0f text+json reports per CPU second\n", reports / t);
    bm_analysis_free(an);
    bm_movement_free(m);
    return 0;
}

/* `bridgemove analyse mitchell:tables=999` as the command runs it: build, analyse, the text
 * report (20 MB). Target <= 2 CPU seconds (6.35 s in 1.0, counting every two plays of each
 * board). */
static int bench_999(void)
{
    double t0 = now();
    struct bm_movement *m = NULL;
    struct bm_analysis *an = NULL;
    char *text = NULL;
    if (bm_build_string(&m, "mitchell:tables=999") || bm_analysis_new(&an, m))
        return 1;
    double t1 = now();
    if (bm_analysis_report(&text, an, BM_FORM_TEXT))
        return 1;
    double t2 = now();
    printf("analyse mitchell:tables=999\n    %10.2f CPU seconds (analysis %.2f, text report "
           "%.2f; target <= 2)\n", t2 - t0, t1 - t0, t2 - t1);
    bm_free(text);
    bm_analysis_free(an);
    bm_movement_free(m);
    return 0;
}

int main(void)
{
    int bad = bench("mitchell:tables=7,boards=4", 0, 2.0, 50000);
    bad |= bench("mitchell:tables=7,boards=4", 1, 1.0, 50000);
    bad |= bench("mitchell:tables=60,rounds=30,boards=3,variant=standard", 0, 2.0, 200);
    bad |= bench("mitchell:tables=60,rounds=30,boards=3,variant=standard", 1, 1.0, 200);
    bad |= bench("mitchell:tables=60,rounds=30,boards=3,variant=relay", 0, 1.0, 200);
    bad |= bench_999();
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("peak memory (max RSS of the benchmark process): %ld KiB\n", ru.ru_maxrss);
    return bad;
}
