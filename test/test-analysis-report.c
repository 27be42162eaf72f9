/* SPDX-License-Identifier: MIT */
/* The numbers of the analysis reports read back: every entry of the text report's s matrix
 * and of the JSON matrices equals bm_analysis_entry(), and the "s by seats" lines list their
 * values in increasing order with counts that add up to the pairs of each kind. The reports
 * write these numbers directly (not through printf) and sort the seats' values by counting;
 * this checks both over a sweep that has negative values, wide columns, phantoms and
 * individuals. */
#include "analysis-util.h"

#include <stdlib.h>
#include <string.h>

static unsigned long long entries;

/* The text report's s matrix against the library's entries. */
static void text_matrix_matches(const char *spec, const struct bm_analysis *an, const char *text)
{
    const char *p = strstr(text, "\ns matrix (");
    CHECK(p != NULL);
    if (!p)
        return;
    p = strchr(p + 1, '\n') + 1; /* the column header */
    char *e;
    unsigned cols[4096], ncol = 0;
    while (*p != '\n' && ncol < 4096) {
        cols[ncol++] = (unsigned)strtoul(p, &e, 10);
        p = e;
        while (*p == ' ')
            p++;
    }
    for (unsigned k = 0; k < ncol; k++) {
        p++; /* the newline */
        unsigned i = (unsigned)strtoul(p, &e, 10);
        CHECK_EQ(i, cols[k]);
        p = e + 1; /* " " or "*" */
        for (unsigned l = 0; l < ncol; l++) {
            while (*p == ' ')
                p++;
            if (l == k) {
                CHECK(*p == '.');
                p++;
                continue;
            }
            long long v = strtoll(p, &e, 10);
            int64_t want = 0;
            CHECK_EQ(bm_analysis_entry(&want, an, BM_MATRIX_S, i, cols[l]), BM_OK);
            if (v != want)
                fprintf(stderr, "%s: s(%u, %u) printed %lld, is %lld\n", spec, i, cols[l], v,
                        (long long)want);
            CHECK_EQ(v, (long long)want);
            entries++;
            p = e;
        }
        CHECK(*p == '\n');
    }
}

/* One JSON matrix ("key": [[...], ...]) against the library's entries. */
static void json_matrix_matches(const struct bm_analysis *an, const char *json, const char *key,
                                enum bm_matrix which, const unsigned *who, unsigned n)
{
    char pat[32];
    snprintf(pat, sizeof pat, "\"%s\": [[", key);
    const char *p = strstr(json, pat);
    CHECK(p != NULL);
    if (!p)
        return;
    p += strlen(pat) - 1;
    for (unsigned k = 0; k < n; k++) {
        CHECK(*p == '[');
        p++;
        for (unsigned l = 0; l < n; l++) {
            char *e;
            long long v = strtoll(p, &e, 10);
            int64_t want = 0;
            if (k != l)
                CHECK_EQ(bm_analysis_entry(&want, an, which, who[k], who[l]), BM_OK);
            CHECK_EQ(v, (long long)want);
            entries++;
            p = e;
            if (*p == ',')
                p += 2;
        }
        CHECK(*p == ']');
        p += 3; /* "], [" or "]]" */
    }
}

static void json_matrices_match(const struct bm_analysis *an, const char *json)
{
    const char *p = strstr(json, "\"matrix_participants\": [");
    CHECK(p != NULL);
    if (!p)
        return;
    p = strchr(p, '[') + 1;
    unsigned who[4096], n = 0;
    while (*p != ']' && n < 4096) {
        char *e;
        who[n++] = (unsigned)strtoul(p, &e, 10);
        p = *e == ',' ? e + 2 : e;
    }
    static const char *const keys[] = {"a", "b", "c", "d", "s"};
    for (unsigned k = 0; k < 5; k++)
        json_matrix_matches(an, json, keys[k], (enum bm_matrix)(BM_MATRIX_A + k), who, n);
}

/* Each "s by seats" line: values strictly increasing, every count positive. */
static void seats_lines_sorted(const char *text)
{
    static const char *const labels[] = {"  NS-NS:", "  EW-EW:", "  NS-EW:"};
    for (unsigned k = 0; k < 3; k++) {
        const char *p = strstr(text, labels[k]);
        if (!p)
            continue;
        p += strlen(labels[k]);
        long long last = 0;
        for (int first = 1; *p == ' '; first = 0) {
            char *e;
            long long v = strtoll(p + 1, &e, 10);
            CHECK(first || v > last);
            CHECK(strncmp(e, " x", 2) == 0);
            CHECK(strtoul(e + 2, &e, 10) > 0);
            last = v;
            p = *e == ',' ? e + 1 : e;
        }
        CHECK(*p == '\n');
    }
}

static void reports_match(const char *spec)
{
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    struct bm_analysis *an = analyse(m);
    char *text = NULL, *json = NULL;
    if (an && !bm_analysis_report(&text, an, BM_FORM_TEXT) &&
        !bm_analysis_report(&json, an, BM_FORM_JSON)) {
        text_matrix_matches(spec, an, text);
        json_matrices_match(an, json);
        seats_lines_sorted(text);
    } else {
        CHECK(0);
    }
    bm_free(text);
    bm_free(json);
    bm_analysis_free(an);
    bm_movement_free(m);
}

static void sweep(void)
{
    char spec[96];
    for (unsigned t = 3; t <= 40; t++) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u", t);
        reports_match(spec);
    }
    for (unsigned t = 2; t <= 10; t++) {
        snprintf(spec, sizeof spec, "howell:tables=%u", t);
        reports_match(spec);
    }
    static const char *const more[] = {
        "mitchell:tables=7,boards=3",
        "mitchell:tables=8,variant=skip",
        "mitchell:tables=12,variant=crisscross",
        "mitchell:tables=20,rounds=10,boards=3,variant=relay",
        "howell:tables=7,pairs=13",
        "howell:tables=10,rounds=12,switch=free",
        "howell:tables=8,rounds=9",
        "hesitation:tables=7",
        "appendix:tables=9",
        "web:tables=13,groups=5",
        "individual:players=13",
        "individual:players=16",
        "american:tables=7",
        "roundrobin:teams=8",
    };
    for (size_t k = 0; k < sizeof more / sizeof more[0]; k++)
        reports_match(more[k]);
}

int main(void)
{
    RUN(sweep());
    printf("%llu matrix entries read back\n", entries);
    return test_report();
}
