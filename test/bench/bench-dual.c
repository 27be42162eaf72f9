/* SPDX-License-Identifier: MIT */
/* Dual and standard form of a 60-table Mitchell (relay-and-share, 60 rounds): time per call
 * and per cell. Prints figures; never fails on time. */
#include <stdio.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void bench(const char *spec, int reps)
{
    struct bm_movement *m = NULL;
    if (bm_build_string(&m, spec) != BM_OK) {
        fprintf(stderr, "%s: %s\n", spec, bm_last_error());
        return;
    }
    double cells = (double)bm_movement_rounds(m) * bm_movement_tables(m);
    double dual_s = 0, std_s = 0, eq_s = 0;
    int eq = 0;
    for (int i = 0; i < reps; i++) {
        struct bm_movement *d = NULL, *s = NULL;
        double t0 = now();
        bm_movement_dual(&d, m);
        double t1 = now();
        bm_movement_standard_form(&s, d);
        double t2 = now();
        bm_movement_equivalent(&eq, s, d);
        double t3 = now();
        dual_s += t1 - t0;
        std_s += t2 - t1;
        eq_s += t3 - t2;
        bm_movement_free(d);
        bm_movement_free(s);
    }
    printf("%s (%.0f cells, %d runs):\n", spec, cells, reps);
    printf("  dual           %9.3f ms  %7.1f ns/cell\n", 1e3 * dual_s / reps,
           1e9 * dual_s / reps / cells);
    printf("  standard form  %9.3f ms  %7.1f ns/cell\n", 1e3 * std_s / reps,
           1e9 * std_s / reps / cells);
    printf("  dual + std     %9.3f ms  %7.1f ns/cell\n", 1e3 * (dual_s + std_s) / reps,
           1e9 * (dual_s + std_s) / reps / cells);
    printf("  equivalent(std, dual) = %d  %9.3f ms\n", eq, 1e3 * eq_s / reps);
    bm_movement_free(m);
}

int main(void)
{
    bench("mitchell:tables=60", 10);
    bench("mitchell:tables=60,variant=skip", 10);
    bench("mitchell:tables=61", 10);
    return 0;
}
