/* SPDX-License-Identifier: MIT */
/* The analysis follows the movement's real size: participants a file declares but never seats
 * cost neither time nor memory (the 132-byte file that took 236 s and 2.1 GB), the figures
 * with them are those of the definition (every pair of counted participants, checked here
 * against a brute-force count over the public entries), and a movement whose comparisons
 * exceed the documented work limit is refused at once. */
#include "analysis-util.h"
#include "analysis/analysis-private.h"

static const char file_132[] =
    "{\"format\":\"bridgemove/1\",\"event\":\"pairs\",\"tables\":1,\"rounds\":1,\"sets\":16384,"
    "\"participants\":16384,\"grid\":[[{\"ns\":1,\"ew\":2,\"set\":1}]]}";

static struct bm_movement *read_json(const char *text)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, text, strlen(text), "json", NULL), BM_OK);
    if (!m)
        fprintf(stderr, "  %s\n", bm_last_error());
    return m;
}

/* The file of issue 13: 16384 pairs declared, two seated. Under the old code this case ran
 * for minutes (the test's timeout fails it); now it is instant and exact. */
static void declared_but_never_seated(void)
{
    CHECK_EQ(sizeof file_132 - 1, 132);
    struct bm_movement *m = read_json(file_132);
    if (!m)
        return;
    struct bm_analysis *an = analyse(m);
    uint64_t pairs = 16384ull * 16383 / 2;
    CHECK_NEAR(stat(an, BM_STAT_PAIRS), (double)pairs, 0.5);
    CHECK_NEAR(stat(an, BM_STAT_SD), 0.0, 1e-12);
    CHECK_NEAR(stat(an, BM_STAT_MEAN), 0.0, 1e-12);
    CHECK_STR(dist(an), "0 x134209536");
    unsigned a, b, c, d;
    int64_t s;
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 1, 2), BM_OK);
    CHECK(a == 1 && b == 0 && c == 0 && d == 16383 && s == 0);
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 16384, 3), BM_OK);
    CHECK(a == 0 && b == 0 && c == 0 && d == 16384 && s == 0);
    CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, 2, 9000), BM_OK);
    CHECK(a == 0 && d == 16384);
    unsigned n = 9;
    CHECK_EQ(bm_analysis_boards_played(&n, an, 9000), BM_OK);
    CHECK_EQ(n, 0);
    CHECK_EQ(bm_analysis_boards_played(&n, an, 2), BM_OK);
    CHECK_EQ(n, 1);
    char *text = NULL;
    CHECK_EQ(bm_analysis_report(&text, an, BM_FORM_TEXT), BM_OK);
    CHECK(text && strlen(text) < 16384);
    CHECK(text && strstr(text, "(pairs never seated, so every s with them is 0: 3..16384)"));
    bm_free(text);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* The statistics from the public entries, pair by pair, as the definition reads. */
struct brute {
    uint64_t pairs, even, odd;
    int64_t sum, min, max;
    double mean, sd;
};

static struct brute brute_stats(const struct bm_analysis *an)
{
    struct brute r = {0};
    unsigned P = bm_analysis_participants(an);
    for (int pass = 0; pass < 2; pass++) {
        if (pass)
            r.mean = r.pairs ? (double)r.sum / (double)r.pairs : 0.0;
        for (unsigned i = 1; i <= P; i++)
            for (unsigned j = i + 1; j <= P; j++) {
                int ci = 0, cj = 0;
                bm_analysis_counted(&ci, an, i);
                bm_analysis_counted(&cj, an, j);
                if (!ci || !cj)
                    continue;
                int64_t s = s_of(an, i, j);
                if (pass) {
                    r.sd += ((double)s - r.mean) * ((double)s - r.mean);
                    continue;
                }
                if (!r.pairs || s < r.min)
                    r.min = s;
                if (!r.pairs || s > r.max)
                    r.max = s;
                r.pairs++;
                r.sum += s;
                if (s % 2)
                    r.odd++;
                else
                    r.even++;
            }
    }
    r.sd = r.pairs ? sqrt(r.sd / (double)r.pairs) : 0.0;
    return r;
}

/* The zero-valued pairs the brute force counts, from the distribution. */
static uint64_t zeros_in(const struct bm_analysis *an)
{
    unsigned n = 0;
    bm_analysis_distribution_size(&n, an);
    for (unsigned i = 1; i <= n; i++) {
        int64_t v;
        unsigned c;
        bm_analysis_distribution_entry(&v, &c, an, i);
        if (v == 0)
            return c;
    }
    return 0;
}

static uint64_t brute_zeros(const struct bm_analysis *an)
{
    uint64_t z = 0;
    unsigned P = bm_analysis_participants(an);
    for (unsigned i = 1; i <= P; i++)
        for (unsigned j = i + 1; j <= P; j++) {
            int ci = 0, cj = 0;
            bm_analysis_counted(&ci, an, i);
            bm_analysis_counted(&cj, an, j);
            z += ci && cj && s_of(an, i, j) == 0;
        }
    return z;
}

static void check_against_brute(const struct bm_analysis *an)
{
    struct brute r = brute_stats(an);
    CHECK_NEAR(stat(an, BM_STAT_PAIRS), (double)r.pairs, 0.5);
    CHECK_NEAR(stat(an, BM_STAT_SUM), (double)r.sum, 0.5);
    if (!r.pairs)
        return;
    CHECK_NEAR(stat(an, BM_STAT_MIN), (double)r.min, 0.5);
    CHECK_NEAR(stat(an, BM_STAT_MAX), (double)r.max, 0.5);
    CHECK_NEAR(stat(an, BM_STAT_MEAN), r.mean, 1e-9);
    CHECK_NEAR(stat(an, BM_STAT_SD), r.sd, 1e-9);
    CHECK_NEAR(stat(an, BM_STAT_PARITY_BOUND_SD), bm_parity_bound_sd(r.even, r.odd, r.sum), 1e-9);
    CHECK_EQ(zeros_in(an), brute_zeros(an));
}

/* The movement with `extra` more participants declared, none of them seated. */
static struct bm_movement *with_extra(const struct bm_movement *m, unsigned extra)
{
    char *json = NULL, key[48], *at;
    CHECK_EQ(bm_movement_write(&json, m, BM_FORMAT_JSON, NULL, NULL), BM_OK);
    snprintf(key, sizeof key, "\"participants\": %u,", bm_movement_participants(m));
    if (!json || !(at = strstr(json, key))) {
        CHECK(0);
        bm_free(json);
        return NULL;
    }
    size_t len = strlen(json);
    char *grown = malloc(len + 32);
    size_t head = (size_t)(at - json);
    memcpy(grown, json, head);
    int w = snprintf(grown + head, 48, "\"participants\": %u,",
                     bm_movement_participants(m) + extra);
    strcpy(grown + head + (size_t)w, at + strlen(key));
    struct bm_movement *out = read_json(grown);
    free(grown);
    bm_free(json);
    return out;
}

/* Sweep: the statistics equal the brute force over every pair, with and without participants
 * never seated, for pairs, switched, phantom, broken and individual movements. */
static void statistics_match_the_definition(void)
{
    const char *specs[] = {"mitchell:tables=7,boards=3", "howell:pairs=9", "mitchell:tables=6",
                           "mitchell:tables=7,phantom=7ew", "web:tables=11,rounds=5",
                           "individual:players=8", "american:tables=5", "bowman:tables=7"};
    for (size_t k = 0; k < sizeof specs / sizeof *specs; k++)
        for (unsigned extra = 0; extra <= 5; extra += 5) {
            test_context("%s + %u never seated", specs[k], extra);
            struct bm_movement *m = build(specs[k]);
            if (!m)
                continue;
            if (k == 0) /* board 2 switched in round 4: two switch classes in its sets */
                for (unsigned t = 1; t <= 7; t++)
                    bm_movement_set_switched(m, 4, t, 2, 1);
            if (k == 2) /* broken: pair 1 plays set 1 twice (round 2 copies round 1's set) */
                bm_movement_set(m, 2, 1, BM_FIELD_SET, 1);
            struct bm_movement *x = extra ? with_extra(m, extra) : NULL;
            struct bm_analysis *an = analyse(x ? x : m);
            if (an)
                check_against_brute(an);
            bm_analysis_free(an);
            bm_movement_free(x);
            bm_movement_free(m);
        }
}

/* Two pairs only: the first pair of the packed triangle. Its address was once formed as a
 * pointer before the array (UBSan: pointer overflow); the sanitizer build runs this. */
static void first_pair(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 2, 1, 2), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_OK);
    struct bm_analysis *an = analyse(m);
    unsigned a = 0;
    CHECK_EQ(analysis_pair(&a, NULL, NULL, NULL, NULL, an, 2, 1), BM_OK);
    CHECK_EQ(a, 2);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* One set at every cell of a 256 x 256 grid: 131072 plays of each board, 8.6e9 pairs of
 * plays, beyond BM_ANALYSIS_MAX_WORK: refused at once, saying why. */
static void work_limit(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 256, 256, 2, 1, 1), BM_OK);
    for (unsigned r = 1; m && r <= 256; r++)
        for (unsigned t = 1; t <= 256; t++)
            bm_movement_set_pairs(m, r, t, 1, 2, 1);
    struct bm_analysis *an = (struct bm_analysis *)&m;
    CHECK_EQ(bm_analysis_new(&an, m), BM_EUNSUPPORTED);
    CHECK(an == NULL);
    CHECK(strstr(bm_last_error(), "too large to analyse") != NULL);
    bm_movement_free(m);
}

/* 16384 pairs seated (4096 tables, two rounds, every pair once): beyond the 8192 whose
 * every two the analysis records, refused before the records are allocated; 8192 analyse. */
static void seated_limit(void)
{
    for (unsigned rounds = 1; rounds <= 2; rounds++) {
        test_context("%u rounds", rounds);
        struct bm_movement *m = NULL;
        unsigned P = 2 * 4096 * rounds;
        CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, rounds, 4096, P, 4096, 1), BM_OK);
        for (unsigned r = 1; m && r <= rounds; r++)
            for (unsigned t = 1; t <= 4096; t++) {
                unsigned base = (r - 1) * 8192;
                bm_movement_set_pairs(m, r, t, base + t, base + 4096 + t, t);
            }
        struct bm_analysis *an = (struct bm_analysis *)&m;
        enum bm_status st = bm_analysis_new(&an, m);
        if (rounds == 1) {
            CHECK_EQ(st, BM_OK);
            CHECK_NEAR(stat(an, BM_STAT_PAIRS), 8192.0 * 8191 / 2, 0.5);
        } else {
            CHECK_EQ(st, BM_EUNSUPPORTED);
            CHECK(an == NULL);
            CHECK(strstr(bm_last_error(), "16384 pairs take a seat") && strstr(bm_last_error(), "at most 8192"));
        }
        bm_analysis_free(st == BM_OK ? an : NULL);
        bm_movement_free(m);
    }
}

/* Every allocation of an analysis with never-seated participants fails cleanly. */
static void allocation_failures(void)
{
    struct bm_movement *m = read_json(file_132);
    unsigned long k;
    for (k = 1; m && k < 1000; k++) {
        struct bm_analysis *an = (struct bm_analysis *)1;
        bm_test_fail_alloc_at(k);
        enum bm_status st = bm_analysis_new(&an, m);
        bm_test_fail_alloc_at(0);
        if (!st) {
            bm_analysis_free(an);
            break;
        }
        CHECK_EQ(st, BM_ENOMEM);
        CHECK(an == NULL);
    }
    CHECK(k > 1 && k < 1000);
    bm_movement_free(m);
}

int main(void)
{
    RUN(declared_but_never_seated());
    RUN(statistics_match_the_definition());
    RUN(first_pair());
    RUN(work_limit());
    RUN(seated_limit());
    RUN(allocation_failures());
    return test_report();
}
