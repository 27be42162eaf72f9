/* SPDX-License-Identifier: MIT */
/* The guide of relay Mitchells of 10 to 300 tables: the description, one pair card, one table
 * card, all cards as text and as JSON. Best of a few runs (the machine is shared) and the bytes
 * written. Prints figures; never fails on time. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

enum step { DESCRIBE, PAIR_CARD, TABLE_CARD, ALL_TEXT, ALL_JSON, STEPS };
static const char *const step_names[STEPS] = {"describe", "pair card", "table card", "all text",
                                              "all JSON"};

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static enum bm_status run(enum step s, char **out, const struct bm_movement *m)
{
    switch (s) {
    case DESCRIBE:
        return bm_guide_report(out, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT);
    case PAIR_CARD:
        return bm_guide_report(out, m, BM_GUIDE_PAIR, bm_movement_tables(m) + 1, BM_FORM_TEXT);
    case TABLE_CARD:
        return bm_guide_report(out, m, BM_GUIDE_TABLE, 1, BM_FORM_TEXT);
    case ALL_TEXT:
        return bm_guide_report(out, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT);
    default:
        return bm_guide_report(out, m, BM_GUIDE_ALL, 0, BM_FORM_JSON);
    }
}

int main(void)
{
    static const unsigned sizes[] = {10, 30, 100, 300};
    printf("%-8s %-11s %12s %12s\n", "tables", "step", "best (ms)", "bytes");
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char spec[64];
        snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=relay", sizes[i]);
        struct bm_movement *m = NULL;
        if (bm_build_string(&m, spec) != BM_OK)
            return 1;
        for (int s = 0; s < STEPS; s++) {
            double best = 1e300;
            size_t bytes = 0;
            int runs = sizes[i] >= 300 ? 2 : 5;
            for (int k = 0; k < runs; k++) {
                char *out = NULL;
                double t0 = now_s();
                enum bm_status st = run((enum step)s, &out, m);
                double t = now_s() - t0;
                if (st != BM_OK) {
                    fprintf(stderr, "bench-guide: %s: %s\n", step_names[s], bm_status_str(st));
                    return 1;
                }
                bytes = strlen(out);
                bm_free(out);
                best = t < best ? t : best;
            }
            printf("%-8u %-11s %12.3f %12zu\n", sizes[i], step_names[s], best * 1e3, bytes);
        }
        bm_movement_free(m);
    }
    return 0;
}
