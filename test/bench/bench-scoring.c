/* SPDX-License-Identifier: MIT */
/* Scoring a session: a 30-table, 27-board session (Hill's Web movement, 9 rounds of 3 boards,
 * every board played 30 times) matchpointed, Neubergged and IMPed (target: matchpoints <= 1 ms
 * a session on one core); also reading its results file and writing the reports. Prints
 * figures, never fails on time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

/* CPU time of this process: the target is per core, and the machine may be shared. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Every play of the movement gets a score (ties happen: 21 different scores). */
static struct bm_results *session(const struct bm_movement *m)
{
    struct bm_results *r = NULL;
    struct bm_scoring *probe = NULL;
    if (bm_results_new(&r, m) || bm_scoring_new(&probe, r, NULL))
        return NULL;
    unsigned seed = 1;
    for (unsigned b = 1; b <= bm_movement_boards(m); b++) {
        unsigned n = 0;
        bm_scoring_plays(&n, probe, b);
        for (unsigned k = 1; k <= n; k++) {
            unsigned rd = 0, t = 0;
            seed = seed * 1103515245u + 12345u;
            bm_scoring_play(&rd, &t, NULL, NULL, probe, b, k);
            bm_results_set_score(r, rd, t, b, 10 * (int)((seed >> 16) % 21) - 100);
        }
    }
    bm_scoring_free(probe);
    return r;
}

static int bench_method(const struct bm_results *r, const char *options, double seconds)
{
    struct bm_options *o = NULL;
    if (bm_options_parse(&o, "score", options))
        return 1;
    unsigned long n = 0;
    double t0 = now(), t;
    do {
        for (int i = 0; i < 16; i++) {
            struct bm_scoring *sc = NULL;
            if (bm_scoring_new(&sc, r, o))
                return 1;
            bm_scoring_free(sc);
            n++;
        }
        t = now() - t0;
    } while (t < seconds);
    printf("    %-24s %8.1f us a session (%.0f sessions per CPU second)\n", options, 1e6 * t / n,
           n / t);
    bm_options_free(o);
    return 0;
}

int main(void)
{
    const char *spec = "web:tables=30,rounds=9,boards=3";
    struct bm_movement *m = NULL;
    if (bm_build_string(&m, spec)) {
        fprintf(stderr, "%s: %s\n", spec, bm_last_error());
        return 1;
    }
    struct bm_results *r = session(m);
    if (!r)
        return 1;
    printf("%s: %u boards, scored (target: matchpoints <= 1000 us a session)\n", spec,
           bm_movement_boards(m));
    int rc = bench_method(r, "method=mp", 1.0) || bench_method(r, "method=neuberg", 0.5) ||
             bench_method(r, "method=imps", 0.5) || bench_method(r, "method=butler", 0.5);

    char *json = NULL, *text = NULL;
    struct bm_scoring *sc = NULL;
    if (rc || bm_results_report(&json, r, BM_FORM_JSON) || bm_scoring_new(&sc, r, NULL))
        return 1;
    unsigned long n = 0;
    double t0 = now(), t;
    do {
        struct bm_results *back = NULL;
        if (bm_results_read(&back, m, json, strlen(json)))
            return 1;
        bm_results_free(back);
        n++;
        t = now() - t0;
    } while (t < 0.5);
    printf("    %-24s %8.1f us (%zu bytes of JSON)\n", "reading the results", 1e6 * t / n,
           strlen(json));
    n = 0;
    t0 = now();
    do {
        char *report = NULL;
        if (bm_scoring_report(&report, sc, BM_FORM_TEXT) || bm_scoring_report(&text, sc, BM_FORM_JSON))
            return 1;
        bm_free(report);
        bm_free(text);
        n++;
        t = now() - t0;
    } while (t < 0.5);
    printf("    %-24s %8.1f us (text and JSON)\n", "writing the reports", 1e6 * t / n);
    bm_free(json);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
    return 0;
}
