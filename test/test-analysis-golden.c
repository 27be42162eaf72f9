/* SPDX-License-Identifier: MIT */
/* Golden: every entry of reference/figures.json reproduced from the reference JSON movements
 * read by the library (bm_read_json): the exact distribution, mean, population and sample SD;
 * the two k = 4 whole-set variants by resizing the sets to 4 boards. Also: the reference JSON
 * and the test's own reading of the reference grid text give the same matrices. */
#include "analysis-util.h"

static char *figures; /* figures.json */

/* The number after "key": inside the object of one figure (the text from obj on). */
static double number_after(const char *obj, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(obj, pat);
    CHECK(p != NULL);
    return p ? strtod(p + strlen(pat), NULL) : 0.0;
}

/* The distribution of a figure as "v xN, ..." (figures.json writes [[v, N], ...] over lines). */
static void distribution_after(char *out, size_t size, const char *obj)
{
    const char *p = strstr(obj, "\"distribution\":");
    size_t len = 0;
    out[0] = '\0';
    CHECK(p != NULL);
    if (!p)
        return;
    p = strchr(p, '[') + 1;
    for (;;) {
        while (*p && *p != '[' && *p != ']')
            p++;
        if (*p != '[')
            break;
        char *e;
        long v = strtol(p + 1, &e, 10);
        long n = strtol(strchr(e, ',') + 1, &e, 10);
        len += (size_t)snprintf(out + len, size - len, "%s%ld x%ld", len ? ", " : "", v, n);
        p = strchr(e, ']') + 1;
    }
}

/* The object of one figure in figures.json ("key": { ... }). */
static const char *figure(const char *key)
{
    char pat[160];
    snprintf(pat, sizeof pat, "\"%s\": {", key);
    const char *p = strstr(figures, pat);
    CHECK(p != NULL);
    return p;
}

static struct bm_movement *read_json_file(const char *name)
{
    char path[512];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/reference/%s.json", BM_TEST_DATA, name);
    char *text = test_slurp(path, &len);
    CHECK(text != NULL);
    struct bm_movement *m = NULL;
    if (text && bm_movement_read(&m, text, len, "json", NULL) != BM_OK)
        fprintf(stderr, "%s: %s\n", name, bm_last_error());
    CHECK(m != NULL);
    free(text);
    return m;
}

/* Every set resized to k boards, each board switched where the set's first board is. */
static void widen_sets(struct bm_movement *m, unsigned k)
{
    for (unsigned s = 1; s <= bm_movement_sets(m); s++)
        CHECK_EQ(bm_movement_resize_set(m, s, k), BM_OK);
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            int sw = 0;
            CHECK_EQ(bm_movement_switched(&sw, m, r, t, 1), BM_OK);
            for (unsigned i = 2; i <= k; i++)
                CHECK_EQ(bm_movement_set_switched(m, r, t, i, sw), BM_OK);
        }
}

static void check_figure(const char *key, const char *file, unsigned widen)
{
    test_context("%s", key);
    struct bm_movement *m = read_json_file(file);
    const char *obj = figure(key);
    if (!m || !obj) {
        bm_movement_free(m);
        return;
    }
    if (widen)
        widen_sets(m, widen);
    struct bm_analysis *an = analyse(m);
    char want[512];
    distribution_after(want, sizeof want, obj);
    if (strcmp(dist(an), want) != 0)
        fprintf(stderr, "%s: %s, figures.json %s\n", key, dist(an), want);
    CHECK_STR(dist(an), want);
    /* figures.json rounds to 6 decimals (the k = 4 per-board SD to 4) */
    CHECK_NEAR(stat(an, BM_STAT_MEAN), number_after(obj, "mean"), 1e-6);
    CHECK_NEAR(stat(an, BM_STAT_SD), number_after(obj, "sd"), 5e-5);
    CHECK_NEAR(stat(an, BM_STAT_SD_SAMPLE), number_after(obj, "sd_sample"), 1e-6);
    CHECK_NEAR(stat(an, BM_STAT_SUM), number_after(obj, "sum"), 0); /* counts: exact */
    CHECK_NEAR(stat(an, BM_STAT_PAIRS), number_after(obj, "pairs_of_pairs"), 0);
    CHECK_NEAR(bm_analysis_boards(an), number_after(obj, "boards"), 0);
    unsigned n = 0;
    CHECK_EQ(bm_analysis_board_plays(&n, an, 1), BM_OK);
    const char *plays = strstr(obj, "\"plays_per_board\":");
    CHECK(plays && (unsigned)strtoul(strchr(plays, '[') + 1, NULL, 10) == n);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* The per-board switching figures (the movements article's k = 4 example) to 4 decimals:
 * population SD 1.6853, sample 1.6946 (test/data/reference/figures.md). */
static void per_board_exact(void)
{
    struct bm_movement *m = read_json_file("table-I-switch-boards-k4");
    struct bm_analysis *an = analyse(m);
    CHECK_STR(dist(an), "12 x70, 16 x21");
    char buf[64];
    snprintf(buf, sizeof buf, "%.4f %.4f", stat(an, BM_STAT_SD), stat(an, BM_STAT_SD_SAMPLE));
    CHECK_STR(buf, "1.6853 1.6946");
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* The library's JSON reader and the test's grid-text reader agree on every matrix. */
static void json_equals_text(void)
{
    static const char *const names[] = {
        "table-I", "table-IIa", "table-IIb", "table-IIIa", "table-IIIb", "table-IIIa-dual",
        "table-IV", "table-IVa", "table-V", "web-t6-d5", "web-t6-d4", "web-t11-d5",
        "duplicate-tournant", "triplicate", "individual-8"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        struct bm_movement *a = read_json_file(names[i]);
        struct bm_movement *b = read_reference(names[i], bm_movement_boards_per_set(a));
        struct bm_analysis *x = analyse(a), *y = analyse(b);
        unsigned P = bm_analysis_participants(x);
        CHECK_EQ(P, bm_analysis_participants(y));
        int64_t *mx = calloc((size_t)P * P, sizeof *mx), *my = calloc((size_t)P * P, sizeof *my);
        for (int k = BM_MATRIX_A; k <= BM_MATRIX_COMMON; k++) {
            CHECK_EQ(bm_analysis_matrix(mx, (size_t)P * P, x, (enum bm_matrix)k), BM_OK);
            CHECK_EQ(bm_analysis_matrix(my, (size_t)P * P, y, (enum bm_matrix)k), BM_OK);
            CHECK(memcmp(mx, my, (size_t)P * P * sizeof *mx) == 0);
        }
        free(mx);
        free(my);
        bm_analysis_free(x);
        bm_analysis_free(y);
        bm_movement_free(a);
        bm_movement_free(b);
    }
}

int main(void)
{
    figures = test_slurp(BM_TEST_DATA "/reference/figures.json", NULL);
    CHECK(figures != NULL);
    if (!figures)
        return test_report();
    static const char *const plain[] = {
        "table-I", "table-VI", "table-I-switch-r6r7", "table-I-switch-boards-k4", "table-IIa",
        "table-IIb", "table-IIIa", "table-IIIb", "table-IV", "table-IVa", "table-V",
        "web-t6-d5", "web-t6-d4", "web-t11-d5", "table-IIIa-dual"};
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++)
        check_figure(plain[i], plain[i], 0);
    RUN(check_figure("table-VI, k=4 (all boards of round 7 switched)", "table-VI", 4));
    RUN(check_figure("table-I-switch-r6r7, k=4 (all boards switched)", "table-I-switch-r6r7", 4));
    RUN(per_board_exact());
    RUN(json_equals_text());
    free(figures);
    return test_report();
}
