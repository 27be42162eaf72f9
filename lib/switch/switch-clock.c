/* SPDX-License-Identifier: MIT */
/* The planner's clock: the time cap covers the whole call, setup included, so one deadline is
 * set when the call begins and every stage reads it. */
#include <time.h>
#ifdef _WIN32
#include <windows.h>
#endif

#include "switch/switch-private.h"

/* A monotonic clock: Windows has no clock_gettime() outside winpthreads, so the performance
 * counter stands in there. */
double bm_clock_now(void)
{
#ifdef _WIN32
    LARGE_INTEGER count, freq;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&freq);
    return (double)count.QuadPart / (double)freq.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

void bm_clock_begin(struct bm_clock *c, double cap_seconds)
{
    c->start = bm_clock_now();
    c->deadline = cap_seconds > 0 ? c->start + cap_seconds : 0;
}

int bm_clock_out(const struct bm_clock *c)
{
    return c && c->deadline > 0 && bm_clock_now() > c->deadline;
}

double bm_clock_left(const struct bm_clock *c)
{
    if (!c || c->deadline <= 0)
        return 1e18;
    double left = c->deadline - bm_clock_now();
    return left > 0 ? left : 0;
}
