/* SPDX-License-Identifier: MIT */
/* Build times of the team and individual families, and the competition balance of every whist
 * tournament: s between two players (analysis.h, doc/analysis.md) summed over the boards both
 * play, with n = times the board is played: opponents +(n - 1), partners -(n - 1), same
 * direction at different tables +1, opposite directions -1. Prints whether every pair of
 * players has the same s, else the population SD. Never fails on time. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static unsigned get(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* s for every pair of players of an individual movement whose rounds each play one set. */
static void competition(const struct bm_movement *m, unsigned v, double *mean, double *sd,
                        long *lo, long *hi)
{
    static long s[65][65];
    memset(s, 0, sizeof s);
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
    for (unsigned r = 1; r <= R; r++) {
        unsigned set = get(m, r, 1, BM_FIELD_SET), size, n = 0;
        bm_movement_set_size(&size, m, set);
        for (unsigned t = 1; t <= T; t++)
            n += get(m, r, t, BM_FIELD_SET) == set;
        for (unsigned t = 1; t <= T; t++)
            for (unsigned u = 1; u <= T; u++)
                for (unsigned a = 0; a < 4; a++)
                    for (unsigned b = 0; b < 4; b++) {
                        unsigned i = get(m, r, t, (enum bm_field)(BM_FIELD_NORTH + a));
                        unsigned j = get(m, r, u, (enum bm_field)(BM_FIELD_NORTH + b));
                        if (i >= j)
                            continue;
                        int same_dir = (a < 2) == (b < 2);
                        long w = t == u ? (same_dir ? -(long)(n - 1) : (long)(n - 1))
                                        : (same_dir ? 1 : -1);
                        s[i][j] += w * (long)size;
                    }
    }
    double sum = 0, sq = 0, pairs = (double)v * (v - 1) / 2;
    *lo = s[1][2], *hi = s[1][2];
    for (unsigned i = 1; i <= v; i++)
        for (unsigned j = i + 1; j <= v; j++) {
            sum += (double)s[i][j];
            if (s[i][j] < *lo)
                *lo = s[i][j];
            if (s[i][j] > *hi)
                *hi = s[i][j];
        }
    *mean = sum / pairs;
    for (unsigned i = 1; i <= v; i++)
        for (unsigned j = i + 1; j <= v; j++)
            sq += ((double)s[i][j] - *mean) * ((double)s[i][j] - *mean);
    *sd = sq > 0 ? __builtin_sqrt(sq / pairs) : 0;
}

int main(void)
{
    printf("whist tournaments (layout=whist, boards=1): v, build ms, s min..max, mean, SD\n");
    for (unsigned v = 8; v <= 64; v++) {
        if (v % 4 > 1)
            continue;
        char spec[64];
        struct bm_movement *m = NULL;
        snprintf(spec, sizeof spec, "individual:players=%u", v);
        double t0 = now();
        enum bm_status st = bm_build_string(&m, spec);
        double ms = (now() - t0) * 1e3;
        if (st) {
            printf("  v=%2u  not built: %s\n", v, bm_status_str(st));
            continue;
        }
        double mean, sd, an_sd = -1, an_min = 0, an_max = 0;
        long lo, hi;
        competition(m, v, &mean, &sd, &lo, &hi);
        struct bm_analysis *an = NULL;
        if (bm_analysis_new(&an, m) == BM_OK) {
            bm_analysis_stat(&an_sd, an, BM_STAT_SD);
            bm_analysis_stat(&an_min, an, BM_STAT_MIN);
            bm_analysis_stat(&an_max, an, BM_STAT_MAX);
        }
        bm_analysis_free(an);
        printf("  v=%2u  %7.3f ms  s %ld..%ld  mean %.4f  %s %.4f  (bm_analysis: s %.0f..%.0f, SD "
               "%.4f)\n",
               v, ms, lo, hi, mean, lo == hi ? "all equal, SD" : "SD", sd, an_min, an_max, an_sd);
        bm_movement_free(m);
    }
    const char *specs[] = {"american:tables=41", "american:tables=401", "thurner:teams=42",
                           "thurner:teams=398", "stagger:tables=40", "stagger:tables=400",
                           "circulation"};
    printf("team movements: build + match check\n");
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        struct bm_movement *m = NULL;
        struct bm_matches *mt = NULL;
        double t0 = now();
        bm_build_string(&m, specs[i]);
        double t1 = now();
        bm_matches_new(&mt, m);
        double t2 = now();
        unsigned meetings = 0, incomplete = 0;
        bm_matches_count(&meetings, &incomplete, mt);
        printf("  %-22s build %8.3f ms  check %8.3f ms  %u matches, %u incomplete\n", specs[i],
               (t1 - t0) * 1e3, (t2 - t1) * 1e3, meetings, incomplete);
        bm_matches_free(mt);
        bm_movement_free(m);
    }
    return 0;
}
