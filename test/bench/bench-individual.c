/* SPDX-License-Identifier: MIT */
/* Individuals for 8..64 players: build time and population SD of s (one board a round) of the
 * default form (whist tournament or near-whist) and of the balanced form where the library
 * ships one; the slowest partial individual of each size (rounds chosen at build time) and the
 * SD of a few; the Rainbow against a partial whist tournament of as many rounds. The figures
 * of doc/teams-and-individuals.md come from here. */
#include <stdio.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Builds spec; *ms its build time, returns its SD (-1 if it does not build). */
static double sd_of(const char *spec, double *ms)
{
    struct bm_movement *m = NULL;
    double t0 = now(), sd = -1;
    enum bm_status st = bm_build_string(&m, spec);
    *ms = (now() - t0) * 1e3;
    struct bm_analysis *an = NULL;
    if (st == BM_OK && bm_analysis_new(&an, m) == BM_OK)
        bm_analysis_stat(&sd, an, BM_STAT_SD);
    bm_analysis_free(an);
    bm_movement_free(m);
    return sd;
}

int main(void)
{
    printf("individuals (boards=1): v, default form SD (build ms), balanced SD, "
           "slowest partial build ms, SD of rounds = half\n");
    for (unsigned v = 8; v <= 64; v++) {
        char spec[80];
        double ms, bal_ms, worst = 0, t;
        unsigned n = v % 4 ? v : v - 1;
        snprintf(spec, sizeof spec, "individual:players=%u", v);
        double sd = sd_of(spec, &ms);
        snprintf(spec, sizeof spec, "individual:players=%u,layout=balanced", v);
        double bal = sd_of(spec, &bal_ms);
        for (unsigned r = 1; r < n; r++) {
            snprintf(spec, sizeof spec, "individual:players=%u,rounds=%u", v, r);
            sd_of(spec, &t);
            if (t > worst)
                worst = t;
        }
        snprintf(spec, sizeof spec, "individual:players=%u,rounds=%u", v, n / 2);
        double half = sd_of(spec, &t);
        char balanced[16] = "      -";
        if (bal >= 0)
            snprintf(balanced, sizeof balanced, "%7.4f", bal);
        printf("  v=%2u  %-10s %7.4f (%6.3f ms)  balanced %s  partial %7.3f ms  %2u rounds %7.4f\n",
               v, v % 4 <= 1 ? "whist" : "near-whist", sd, ms, balanced, worst, n / 2, half);
    }
    printf("Rainbow (T tables, T rounds) against a partial whist tournament of T rounds\n");
    for (unsigned T = 5; T <= 13; T++) {
        if (T % 2 == 0 || T % 3 == 0)
            continue;
        char spec[80];
        double ms, pms;
        snprintf(spec, sizeof spec, "individual:players=%u,layout=rainbow", 4 * T);
        double rainbow = sd_of(spec, &ms);
        snprintf(spec, sizeof spec, "individual:players=%u,rounds=%u", 4 * T, T);
        double part = sd_of(spec, &pms);
        printf("  %2u players, %2u rounds: Rainbow SD %7.4f, partial whist SD %7.4f\n", 4 * T, T,
               rainbow, part);
    }
    return 0;
}
