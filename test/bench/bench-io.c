/* SPDX-License-Identifier: MIT */
/* Build + check + JSON write + JSON read + text write + text read of a 60-table, 60-round
 * Mitchell: time per grid cell for each step, and the process's peak memory. Prints figures;
 * never fails on time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

#define SPEC "mitchell:tables=60,rounds=60"
#define ITERATIONS 40

enum step { BUILD, CHECK, JSON_WRITE, JSON_READ, TEXT_WRITE, TEXT_READ, STEPS };
static const char *const step_names[STEPS] = {"build",      "check",      "JSON write",
                                              "JSON read",  "text write", "text read"};

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int fail(const char *what, enum bm_status st)
{
    fprintf(stderr, "bench-io: %s failed: %s\n", what, bm_status_str(st));
    return 1;
}

int main(void)
{
    /* the machine is shared: the fastest of the iterations is the figure least disturbed by
     * other work; the mean is printed beside it */
    double total[STEPS] = {0}, best[STEPS];
    for (int s = 0; s < STEPS; s++)
        best[s] = 1e300;
    size_t json_bytes = 0, text_bytes = 0;
    unsigned cells = 0;
    for (int i = 0; i < ITERATIONS; i++) {
        struct bm_movement *m = NULL, *j = NULL, *t = NULL;
        struct bm_check *c = NULL;
        char *json = NULL, *text = NULL;
        enum bm_status st;
        double t0 = now_ns();
        if ((st = bm_build_string(&m, SPEC)))
            return fail("build", st);
        double t1 = now_ns();
        if ((st = bm_check_new(&c, m)))
            return fail("check", st);
        double t2 = now_ns();
        if ((st = bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL)))
            return fail("JSON write", st);
        double t3 = now_ns();
        if ((st = bm_movement_read(&j, json, strlen(json), "json", NULL)))
            return fail("JSON read", st);
        double t4 = now_ns();
        if ((st = bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL)))
            return fail("text write", st);
        double t5 = now_ns();
        if ((st = bm_movement_read(&t, text, strlen(text), "text", NULL)))
            return fail("text read", st);
        double t6 = now_ns();
        double d[STEPS] = {t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t6 - t5};
        for (int s = 0; s < STEPS; s++) {
            total[s] += d[s];
            if (d[s] < best[s])
                best[s] = d[s];
        }
        cells = bm_movement_rounds(m) * bm_movement_tables(m);
        json_bytes = strlen(json);
        text_bytes = strlen(text);
        bm_free(json);
        bm_free(text);
        bm_check_free(c);
        bm_movement_free(m);
        bm_movement_free(j);
        bm_movement_free(t);
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("%s: %u cells, JSON %zu bytes, text %zu bytes, %d iterations\n", SPEC, cells,
           json_bytes, text_bytes, ITERATIONS);
    double sum_best = 0, sum_mean = 0;
    printf("  %-10s %14s %14s %10s\n", "step", "best ns/cell", "mean ns/cell", "best ms");
    for (int s = 0; s < STEPS; s++) {
        double b = best[s] / cells, mean = total[s] / ITERATIONS / cells;
        sum_best += b;
        sum_mean += mean;
        printf("  %-10s %14.1f %14.1f %10.3f\n", step_names[s], b, mean, best[s] / 1e6);
    }
    printf("  %-10s %14.1f %14.1f %10.3f\n", "all", sum_best, sum_mean, sum_best * cells / 1e6);
    printf("peak memory (ru_maxrss): %ld KiB\n", ru.ru_maxrss);
    return 0;
}
