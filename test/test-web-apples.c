/* SPDX-License-Identifier: MIT */
/* Apples and oranges (the closing table of Hill's Web movements): for each row, the Mitchell the text means
 * and the Web movement for the same tables and rounds, each with the share of comparisons
 * between different deals computed from its definition. The Mitchell's share is
 * (t - r)/(t - 1), printed by the text as a percent rounded half to even; the Web's is 0 when
 * d = r, and otherwise what the construction's play counts give; the analysis API
 * (bm_analysis_stat, BM_STAT_APPLES_ORANGES) agrees with both. Prints the table. */
#include "test.h"
#include "test-web-common.h"

#include <math.h>

/* What the Web's share should be: from the predicted plays n_g of each deal group,
 * sum over groups of n_g * (1 - (n_g - 1)/(t - 1)), over the t*r plays. */
static double predicted_share(unsigned t, unsigned r, unsigned d, unsigned n, unsigned s)
{
    double sum = 0;
    for (unsigned g = 1; g <= d; g++) {
        unsigned plays = predicted_plays(d, n, s, r, g);
        sum += plays * (1.0 - (double)(plays - 1) / (double)(t - 1));
    }
    return sum / ((double)t * r);
}

/* The analysis API's share (bm_analysis_stat, BM_STAT_APPLES_ORANGES). */
static double analysis_share(const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    double share = -1;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_stat(&share, an, BM_STAT_APPLES_ORANGES), BM_OK);
    bm_analysis_free(an);
    return share;
}

int main(void)
{
    char *csv = test_slurp(BM_TEST_DATA "/reference/apples-and-oranges.csv", NULL);
    CHECK(csv != NULL);
    if (!csv)
        return test_report();
    unsigned rows = 0;
    printf("tables rounds deals extra | Mitchell  text | Web d  n  s cases  share\n");
    for (char *line = strchr(csv, '\n'); line && line[1]; line = strchr(line + 1, '\n')) {
        unsigned t, r, deals, extra, percent;
        if (sscanf(line + 1, "%u,%u,%u,%u,%u", &t, &r, &deals, &extra, &percent) != 5)
            continue;
        rows++;
        char spec[96];
        snprintf(spec, sizeof spec, "mitchell:tables=%u,rounds=%u%s", t, r,
                 t % 2 ? "" : ",variant=skip");
        test_context("tables=%u rounds=%u", t, r);
        struct bm_movement *mitchell = build(spec);
        snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u", t, r);
        struct bm_movement *web = build(spec);
        unsigned d = 0, n = 0, s = 0, cases = 0;
        CHECK_EQ(web_plan(&d, &n, &s, &cases, t, r), BM_OK);
        CHECK(mitchell && web);
        if (!mitchell || !web) {
            bm_movement_free(mitchell);
            bm_movement_free(web);
            continue;
        }
        double ms = apples_share(mitchell), ws = apples_share(web);
        CHECK_NEAR(analysis_share(mitchell), ms, 1e-12);
        CHECK_NEAR(analysis_share(web), ws, 1e-12);
        CHECK_NEAR(ms, (double)(t - r) / (double)(t - 1), 1e-12);
        CHECK_EQ((unsigned)rint(100.0 * ms), percent); /* rint: half to even, as the text */
        CHECK_EQ(extra, (t - r) * (deals / r));
        if (d == r)
            CHECK_NEAR(ws, 0.0, 1e-12);
        CHECK_NEAR(ws, predicted_share(t, r, d, n, s), 1e-12);
        CHECK(ws <= ms + 1e-12);
        printf("%6u %6u %5u %5u | %7.4f %4u%% | %5u %2u %2u %5u %7.4f (%g%%)\n", t, r, deals,
               extra, ms, percent, d, n, s, cases, ws, rint(100.0 * ws));
        bm_movement_free(mitchell);
        bm_movement_free(web);
    }
    test_context_clear();
    CHECK_EQ(rows, 31);
    free(csv);
    return test_report();
}
