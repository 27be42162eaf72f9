/* SPDX-License-Identifier: MIT */
/* Helpers of the analysis tests: read a reference movement (build() is test-build.h's),
 * analyse it, print a distribution as "v xN, ..." (the notation of reference/figures.md),
 * switch whole rounds. */
#ifndef BM_TEST_ANALYSIS_UTIL_H
#define BM_TEST_ANALYSIS_UTIL_H

#include "test.h"
#include "test-build.h"

#include <ctype.h>
#include <bridgemove/bridgemove.h>

/* a, b, c, d and s of participants i and j (each out may be NULL), through bm_analysis_entry():
 * the status of the first entry that fails. */
static inline enum bm_status analysis_pair(unsigned *a, unsigned *b, unsigned *c, unsigned *d,
                                           int64_t *s, const struct bm_analysis *an, unsigned i,
                                           unsigned j)
{
    unsigned *counts[4] = {a, b, c, d};
    enum bm_status st = BM_OK;
    for (int k = 0; k < 5; k++) {
        int64_t v = 0;
        enum bm_status e = bm_analysis_entry(&v, an, (enum bm_matrix)(BM_MATRIX_A + k), i, j);
        st = st ? st : e;
        if (k < 4 && counts[k])
            *counts[k] = (unsigned)v;
        else if (k == 4 && s)
            *s = v;
    }
    return st;
}

static inline struct bm_analysis *analyse(const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    return an;
}

/* The distribution as "v xN, v xN" in increasing order of v (static buffer). */
static inline const char *dist(const struct bm_analysis *an)
{
    static char buf[4096];
    unsigned n = 0;
    size_t len = 0;
    buf[0] = '\0';
    CHECK_EQ(bm_analysis_distribution_size(&n, an), BM_OK);
    for (unsigned i = 1; i <= n && len + 64 < sizeof buf; i++) {
        int64_t v;
        unsigned c;
        CHECK_EQ(bm_analysis_distribution_entry(&v, &c, an, i), BM_OK);
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%lld x%u", i > 1 ? ", " : "",
                                (long long)v, c);
    }
    return buf;
}

static inline double stat(const struct bm_analysis *an, enum bm_stat which)
{
    double v = -1e300;
    CHECK_EQ(bm_analysis_stat(&v, an, which), BM_OK);
    return v;
}

static inline int flag(const struct bm_analysis *an, enum bm_flag which)
{
    int v = -1;
    CHECK_EQ(bm_analysis_flag(&v, an, which), BM_OK);
    return v;
}

static inline long long s_of(const struct bm_analysis *an, unsigned i, unsigned j)
{
    int64_t s = 0;
    CHECK_EQ(bm_analysis_entry(&s, an, BM_MATRIX_S, i, j), BM_OK);
    return s;
}

/* Switch every board position of every table in round r. */
static inline void switch_round(struct bm_movement *m, unsigned r)
{
    for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
        unsigned set = 0, size = 0;
        CHECK_EQ(bm_movement_get(&set, m, r, t, BM_FIELD_SET), BM_OK);
        CHECK_EQ(bm_movement_set_size(&size, m, set), BM_OK);
        for (unsigned i = 1; i <= size; i++)
            CHECK_EQ(bm_movement_set_switched(m, r, t, i, 1), BM_OK);
    }
}

/* Read one "# key: N" header value of a reference grid text (0 if absent). */
static inline unsigned header_uint(const char *text, const char *key)
{
    char pat[64];
    snprintf(pat, sizeof pat, "# %s: ", key);
    const char *p = strstr(text, pat);
    return p ? (unsigned)strtoul(p + strlen(pat), NULL, 10) : 0;
}

/* Read a reference grid text (test/data/reference/NAME.txt) with boards_per_set k: the
 * round lines "R: ns SET ew | ..." (individual "R: N S SET E W | ..."), "-" = idle table;
 * a letter beyond the number of sets is the roving X = the last set. A small reader of
 * the test's own, independent of the library's text reader. */
static inline struct bm_movement *read_reference(const char *name, unsigned k)
{
    char path[512];
    snprintf(path, sizeof path, "%s/reference/%s.txt", BM_TEST_DATA, name);
    char *text = test_slurp(path, NULL);
    CHECK(text != NULL);
    if (!text)
        return NULL;
    int indiv = strstr(text, "# event: individual") != NULL;
    unsigned T = header_uint(text, "tables"), R = header_uint(text, "rounds");
    unsigned S = header_uint(text, "board sets"), P = header_uint(text, "participants");
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, indiv ? BM_EVENT_INDIVIDUAL : BM_EVENT_PAIRS, R, T, P, S, k), BM_OK);
    enum bm_field seats[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST, BM_FIELD_WEST};
    if (!indiv) {
        seats[0] = BM_FIELD_NS;
        seats[1] = BM_FIELD_EW;
    }
    unsigned before_set = indiv ? 2 : 1, nseats = indiv ? 4 : 2;
    for (const char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (!isdigit((unsigned char)*line))
            continue;
        char *p;
        unsigned r = (unsigned)strtoul(line, &p, 10);
        p++; /* ':' */
        for (unsigned t = 1; t <= T; t++) {
            while (*p == ' ' || *p == '|')
                p++;
            if (*p == '-') {
                p++;
                continue;
            }
            unsigned seat = 0;
            for (unsigned f = 0; f <= nseats; f++) {
                while (*p == ' ')
                    p++;
                if (f == before_set) {
                    unsigned set = (unsigned)(*p++ - 'A' + 1);
                    CHECK_EQ(bm_movement_set(m, r, t, BM_FIELD_SET, set > S ? S : set), BM_OK);
                } else {
                    unsigned v = (unsigned)strtoul(p, &p, 10);
                    CHECK_EQ(bm_movement_set(m, r, t, seats[seat++], v), BM_OK);
                }
            }
        }
    }
    free(text);
    return m;
}

#endif
