/* SPDX-License-Identifier: MIT */
/* Test helpers for the reference tables: load a reference grid text (the reference NAME.txt files:
 * "R: ns SET ew | ..." lines, a "# board sets: N" header; X = the roving set = the last set),
 * compare two grids cell by cell, and count meetings and sharing. Kept to what the tests of
 * the transforms and the Mitchell-family constructors need. */
#ifndef BM_TEST_REF_H
#define BM_TEST_REF_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

static inline unsigned ref_header(const char *text, const char *key)
{
    const char *p = strstr(text, key);
    return p ? (unsigned)strtoul(p + strlen(key), NULL, 10) : 0;
}

/* Load reference/NAME.txt as a pairs movement; NULL (and a message on stderr) on failure. */
static inline struct bm_movement *ref_load(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/reference/%s.txt", BM_TEST_DATA, name);
    char *text = test_slurp(path, NULL);
    if (!text) {
        fprintf(stderr, "cannot read %s\n", path);
        return NULL;
    }
    unsigned T = ref_header(text, "# tables: "), R = ref_header(text, "# rounds: ");
    unsigned S = ref_header(text, "# board sets: "), P = ref_header(text, "# participants: ");
    struct bm_movement *m = NULL;
    int ok = bm_movement_new(&m, BM_EVENT_PAIRS, R, T, P, S, 1, NULL, 0) == BM_OK;
    for (char *line = text; ok && line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        if (!isdigit((unsigned char)*line))
            continue;
        char *p;
        unsigned r = (unsigned)strtoul(line, &p, 10);
        p++; /* ':' */
        for (unsigned t = 1; ok && t <= T; t++) {
            unsigned ns = (unsigned)strtoul(p, &p, 10);
            while (*p == ' ')
                p++;
            unsigned set = *p == 'X' && S < 24 ? S : (unsigned)(*p - 'A' + 1);
            p++;
            unsigned ew = (unsigned)strtoul(p, &p, 10);
            ok = bm_movement_set_pairs(m, r, t, ns, ew, set) == BM_OK;
            while (*p == ' ' || *p == '|')
                p++;
        }
    }
    free(text);
    if (!ok) {
        fprintf(stderr, "cannot parse %s\n", path);
        bm_movement_free(m);
        return NULL;
    }
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
