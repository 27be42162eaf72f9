/* SPDX-License-Identifier: MIT */
/* Teaches the competition analysis (analysis.h): how much each pair competes with each other
 * pair (the movements article, Part II). Prints the distribution of s over the pairs of pairs
 * and its standard deviations, read one by one through the getters. Exit 2 on any error.
 * Usage: analyse-movement FILE.json|SPEC   e.g. analyse-movement mitchell:tables=7 */
#include <stdio.h>
#include <stdlib.h>
#include <bridgemove/bridgemove.h>

/* A JSON file when ARG names a readable file, else a spec string. On failure the library's
 * message is bm_last_error(). */
static enum bm_status load(struct bm_movement **m, const char *arg)
{
    FILE *f = fopen(arg, "rb");
    if (!f)
        return bm_build_string(m, arg);
    long size_or_error = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    rewind(f);
    char *text = size_or_error >= 0 ? malloc((size_t)size_or_error + 1) : NULL;
    size_t len = text ? fread(text, 1, (size_t)size_or_error, f) : 0;
    fclose(f);
    if (!text) {
        fprintf(stderr, "analyse-movement: %s: cannot read it\n", arg);
        exit(2);
    }
    enum bm_status st = bm_movement_read(m, text, len, "json", NULL);
    free(text);
    return st;
}

int main(int argc, char **argv)
{
    struct bm_movement *m = NULL;
    struct bm_analysis *an = NULL;
    uint32_t lines = 0;
    double sd = 0, sd_sample = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: analyse-movement FILE.json|SPEC\n");
        return 2;
    }
    enum bm_status st = load(&m, argv[1]);
    if (st == BM_OK)
        st = bm_analysis_new(&an, m);
    bm_movement_free(m);                       /* the analysis keeps its own copy */
    if (st == BM_OK)
        st = bm_analysis_distribution_size(&lines, an);
    if (st != BM_OK) {
        fprintf(stderr, "analyse-movement: %s: %s\n", bm_status_str(st), bm_last_error());
        bm_analysis_free(an);
        return 2;
    }
    printf("value of s | pairs of pairs\n");
    for (uint32_t i = 1; st == BM_OK && i <= lines; i++) {
        int64_t value = 0;
        uint32_t count = 0;
        st = bm_analysis_distribution_entry(&value, &count, an, i);
        if (st == BM_OK)
            printf("%10lld | %u\n", (long long)value, count);
    }
    if (st == BM_OK)
        st = bm_analysis_stat(&sd, an, BM_STAT_SD);
    if (st == BM_OK)
        st = bm_analysis_stat(&sd_sample, an, BM_STAT_SD_SAMPLE);
    if (st == BM_OK)
        printf("sd %.4f (population)   sd_sample %.4f\n", sd, sd_sample);
    else
        fprintf(stderr, "analyse-movement: %s: %s\n", bm_status_str(st), bm_last_error());
    bm_analysis_free(an);
    return st == BM_OK ? 0 : 2;
}
