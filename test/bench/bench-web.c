/* SPDX-License-Identifier: MIT */
/* Web movements: time to plan and to build (grid, cases, bye stands; with the rover search).
 * Prints figures; never fails on time. */
#include <stdio.h>
#include <time.h>

#include <bridgemove/bridgemove.h>
#include <bridgemove/experimental.h>

/* bm_web_plan() of "web:tables=T,rounds=R": the parse and the plan, as a program would. */
static enum bm_status web_plan(unsigned tables, unsigned rounds)
{
    char text[64];
    struct bm_options *spec = NULL;
    snprintf(text, sizeof text, "web:tables=%u,rounds=%u", tables, rounds);
    enum bm_status st = bm_options_parse(&spec, NULL, text);
    if (!st)
        st = bm_web_plan(NULL, NULL, NULL, NULL, spec);
    bm_options_free(spec);
    return st;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int bench_build(const char *spec, unsigned reps)
{
    double t0 = now();
    for (unsigned i = 0; i < reps; i++) {
        struct bm_movement *m;
        if (bm_build_string(&m, spec)) {
            fprintf(stderr, "%s: %s\n", spec, bm_last_error());
            return 1;
        }
        bm_movement_free(m);
    }
    printf("%-45s %10.1f us per build\n", spec, (now() - t0) / reps * 1e6);
    return 0;
}

int main(void)
{
    int bad = 0;
    bad |= bench_build("web:tables=11,rounds=5", 2000);
    bad |= bench_build("web:tables=11,rounds=5,flow=1", 2000);
    bad |= bench_build("web:tables=25,rounds=13", 1000);
    bad |= bench_build("web:tables=45,groups=15", 500);
    bad |= bench_build("web:tables=45,groups=15,rover=ns", 500);
    bad |= bench_build("web:tables=15,groups=15,rover=ew", 50);
    bad |= bench_build("web:tables=16,groups=16,rover=ew", 50);
    bad |= bench_build("web:tables=999,rounds=50", 20);
    bad |= bench_build("web:tables=999,rounds=50,rover=ns", 20);
    bad |= bench_build("web:tables=1000,rounds=1000", 2);
    double t0 = now();
    unsigned plans = 0;
    for (unsigned t = 2; t <= 200; t++)
        for (unsigned r = 1; r <= t; r++, plans++)
            bad |= web_plan(t, r) != BM_OK;
    printf("%-45s %10.3f us per plan (%u plans)\n", "bm_web_plan t=2..200, r=1..t",
           (now() - t0) / plans * 1e6, plans);
    return bad;
}
