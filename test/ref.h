/* SPDX-License-Identifier: MIT */
/* Test helpers for the reference tables: load a reference table (its JSON twin, through
 * bm_read_json), compare two grids cell by cell, count meetings and sharing. Kept to what
 * the tests of the transforms and the Mitchell-family constructors need. */
#ifndef BM_TEST_REF_H
#define BM_TEST_REF_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

/* Load reference/NAME.json with the library's JSON reader; NULL (and a message) on failure. */
static inline struct bm_movement *ref_load(const char *name)
{
    char path[512];
    size_t len = 0;
    snprintf(path, sizeof path, "%s/reference/%s.json", BM_TEST_DATA, name);
    char *text = test_slurp(path, &len);
    struct bm_movement *m = NULL;
    if (!text)
        fprintf(stderr, "cannot read %s\n", path);
    else if (bm_movement_read(&m, text, len, "json", NULL) != BM_OK)
        fprintf(stderr, "%s: %s\n", path, bm_last_error());
    free(text);
    return m;
}

static inline unsigned cell(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* Same shape and the same NS, EW and set in every cell; prints the first difference. */
static inline int grid_same(const struct bm_movement *a, const struct bm_movement *b, const char *what)
{
    if (!a || !b)
        return 0;
    unsigned R = bm_movement_rounds(a), T = bm_movement_tables(a);
    if (R != bm_movement_rounds(b) || T != bm_movement_tables(b) ||
        bm_movement_sets(a) != bm_movement_sets(b) ||
        bm_movement_participants(a) != bm_movement_participants(b)) {
        fprintf(stderr, "%s: shapes differ\n", what);
        return 0;
    }
    static const enum bm_field f[3] = {BM_FIELD_NS, BM_FIELD_SET, BM_FIELD_EW};
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            int aa = 0, ab = 0;
            bm_movement_active(&aa, a, r, t);
            bm_movement_active(&ab, b, r, t);
            int same = aa == ab;
            for (int i = 0; i < 3 && same; i++)
                same = cell(a, r, t, f[i]) == cell(b, r, t, f[i]);
            if (!same) {
                fprintf(stderr, "%s: round %u table %u: %u %u %u vs %u %u %u\n", what, r, t,
                        cell(a, r, t, f[0]), cell(a, r, t, f[1]), cell(a, r, t, f[2]),
                        cell(b, r, t, f[0]), cell(b, r, t, f[1]), cell(b, r, t, f[2]));
                return 0;
            }
        }
    return 1;
}

/* Most times any EW pair meets any NS pair (stationary NS: the same column). */
static inline unsigned max_meetings(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), P = bm_movement_participants(m);
    unsigned *n = calloc((size_t)(T + 1) * (P + 1), sizeof *n), most = 0;
    for (unsigned t = 1; t <= T; t++)
        for (unsigned r = 1; r <= R; r++) {
            unsigned ew = cell(m, r, t, BM_FIELD_EW);
            if (ew && ++n[t * (P + 1) + ew] > most)
                most = n[t * (P + 1) + ew];
        }
    free(n);
    return most;
}

/* Most tables sharing one set in one round. */
static inline unsigned max_sharing(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), S = bm_movement_sets(m);
    unsigned *n = calloc((size_t)S + 1, sizeof *n), most = 0;
    for (unsigned r = 1; r <= R; r++) {
        memset(n, 0, ((size_t)S + 1) * sizeof *n);
        for (unsigned t = 1; t <= T; t++) {
            unsigned s = cell(m, r, t, BM_FIELD_SET);
            if (s && ++n[s] > most)
                most = n[s];
        }
    }
    free(n);
    return most;
}

/* Whether the rule holds, per a fresh check report (-1 on failure). */
static inline int rule_holds(const struct bm_movement *m, enum bm_rule rule)
{
    struct bm_check *c;
    int h = -1;
    if (bm_check_new(&c, m) == BM_OK) {
        bm_check_holds(&h, c, rule);
        bm_check_free(c);
    }
    return h;
}

/* The rules that fail, as a string such as "4A 4B" ("" if all hold). */
static inline void failing_rules(char *out, size_t n, const struct bm_movement *m)
{
    out[0] = '\0';
    for (enum bm_rule r = BM_RULE_1A; r <= BM_RULE_4B; r++)
        if (rule_holds(m, r) != 1) {
            size_t len = strlen(out);
            snprintf(out + len, n - len, "%s%s", len ? " " : "", bm_rule_name(r));
        }
}

#endif
