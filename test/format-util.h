/* SPDX-License-Identifier: MIT */
/* Helpers shared by the format tests (text, JSON, bad input): reference files, grid
 * comparison, a copy of a movement without its stands (the grid text does not carry them),
 * and the round-trip sweeps. */
#ifndef BM_FORMAT_UTIL_H
#define BM_FORMAT_UTIL_H

#include <bridgemove/bridgemove.h>

#include "test.h"
#include "test-build.h"

#define REF(name) BM_TEST_DATA "/reference/" name

/* Read a reference file; aborts the test run if it is missing (the data is in the repo). */
static inline char *ref_slurp(const char *path, size_t *len)
{
    char *s = test_slurp(path, len);
    if (!s) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(1);
    }
    return s;
}

/* A reference file read in a format ("json", "text"). */
static inline struct bm_movement *ref_read(const char *path, const char *format)
{
    size_t len;
    char *s = ref_slurp(path, &len);
    struct bm_movement *m = NULL;
    enum bm_status st = bm_movement_read(&m, s, len, format, NULL);
    if (st)
        fprintf(stderr, "%s: %s\n", path, bm_last_error());
    free(s);
    return m;
}

static inline struct bm_movement *ref_json(const char *path)
{
    return ref_read(path, "json");
}

static inline struct bm_movement *ref_text(const char *path)
{
    return ref_read(path, "text");
}

/* The lines of a grid text that are not '#' lines, concatenated. Caller frees. */
static inline char *round_lines(const char *text)
{
    size_t n = strlen(text);
    char *out = malloc(n + 1), *o = out;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
        if (*p != '#') {
            memcpy(o, p, len);
            o += len;
        }
        p += len;
    }
    *o = '\0';
    return out;
}

static inline unsigned cell(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* Whether the seats and sets of two grids agree cell by cell (copies, first and switches too
 * when full is set). roving_x: a set 24 ('X') in a equals the last set of b (the Worger
 * tables write their roving set as X). skip_round: a round not compared (0 = none). */
static inline int grids_agree(const struct bm_movement *a, const struct bm_movement *b, int full,
                              int roving_x, unsigned skip_round)
{
    if (bm_movement_rounds(a) != bm_movement_rounds(b) ||
        bm_movement_tables(a) != bm_movement_tables(b) ||
        bm_movement_event(a) != bm_movement_event(b))
        return 0;
    int indiv = bm_movement_event(a) == BM_EVENT_INDIVIDUAL;
    enum bm_field seats[4] = {BM_FIELD_NS, BM_FIELD_EW, BM_FIELD_NORTH, BM_FIELD_SOUTH};
    if (indiv) {
        seats[0] = BM_FIELD_NORTH, seats[1] = BM_FIELD_SOUTH;
        seats[2] = BM_FIELD_EAST, seats[3] = BM_FIELD_WEST;
    }
    for (unsigned r = 1; r <= bm_movement_rounds(a); r++)
        for (unsigned t = 1; t <= bm_movement_tables(a); t++) {
            if (r == skip_round)
                continue;
            int xa = 0, xb = 0;
            bm_movement_active(&xa, a, r, t);
            bm_movement_active(&xb, b, r, t);
            if (xa != xb)
                return 0;
            for (unsigned k = 0; k < (indiv ? 4u : 2u); k++)
                if (cell(a, r, t, seats[k]) != cell(b, r, t, seats[k]))
                    return 0;
            unsigned sa = cell(a, r, t, BM_FIELD_SET), sb = cell(b, r, t, BM_FIELD_SET);
            if (roving_x && sa == 24)
                sa = bm_movement_sets(b);
            if (sa != sb)
                return 0;
            if (!full)
                continue;
            if (cell(a, r, t, BM_FIELD_COPY) != cell(b, r, t, BM_FIELD_COPY) ||
                cell(a, r, t, BM_FIELD_FIRST) != cell(b, r, t, BM_FIELD_FIRST))
                return 0;
            unsigned size = 0;
            bm_movement_set_size(&size, a, sa);
            for (unsigned i = 1; sa && i <= size; i++) {
                int wa = 0, wb = 0;
                bm_movement_switched(&wa, a, r, t, i);
                bm_movement_switched(&wb, b, r, t, i);
                if (wa != wb)
                    return 0;
            }
        }
    return 1;
}

/* A deep copy without stands, through the public API only. NULL on failure. */
static inline struct bm_movement *without_stands(const struct bm_movement *m)
{
    struct bm_movement *c = NULL;
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m), P = bm_movement_participants(m),
             S = bm_movement_sets(m);
    enum bm_event ev = bm_movement_event(m);
    if (bm_movement_new(&c, ev, R, T, P, S, bm_movement_boards_per_set(m)))
        return NULL;
    int ok = !bm_movement_set_first_board(c, bm_movement_first_board(m)) &&
             !bm_movement_set_name(c, bm_movement_name(m)) &&
             !bm_movement_set_spec(c, bm_movement_spec(m)) &&
             !bm_movement_set_generator(c, bm_movement_generator(m));
    for (unsigned s = 1; ok && s <= S; s++) {
        unsigned k = 0;
        bm_movement_set_size(&k, m, s);
        ok = !bm_movement_resize_set(c, s, k);
    }
    for (unsigned p = 1; ok && p <= P; p++) {
        unsigned f = 0, team = 0;
        bm_movement_phantom(&f, m, p);
        bm_movement_team(&team, m, p);
        ok = !bm_movement_set_phantom(c, p, f) && (!team || !bm_movement_set_team(c, p, team));
    }
    static const enum bm_field fields[] = {BM_FIELD_NS,   BM_FIELD_EW,   BM_FIELD_NORTH,
                                           BM_FIELD_SOUTH, BM_FIELD_EAST, BM_FIELD_WEST,
                                           BM_FIELD_SET,  BM_FIELD_COPY, BM_FIELD_FIRST};
    for (unsigned r = 1; ok && r <= R; r++)
        for (unsigned t = 1; ok && t <= T; t++) {
            int active = 0;
            bm_movement_active(&active, m, r, t);
            if (!active)
                continue;
            for (size_t f = 0; ok && f < sizeof fields / sizeof fields[0]; f++) {
                unsigned v = 0;
                if (bm_movement_get(&v, m, r, t, fields[f]) == BM_OK)
                    ok = !bm_movement_set(c, r, t, fields[f], v);
            }
            unsigned set = cell(m, r, t, BM_FIELD_SET), size = 0;
            bm_movement_set_size(&size, m, set);
            for (unsigned i = 1; ok && set && i <= size; i++) {
                int w = 0;
                bm_movement_switched(&w, m, r, t, i);
                ok = !bm_movement_set_switched(c, r, t, i, w);
            }
        }
    if (!ok) {
        bm_movement_free(c);
        return NULL;
    }
    return c;
}

static inline int movements_equal(const struct bm_movement *a, const struct bm_movement *b)
{
    int eq = 0;
    return a && b && bm_movement_equal(&eq, a, b) == BM_OK && eq;
}

/* Every Mitchell movement, T = 3..40, each variant and number of rounds it builds, through a
 * format's write -> read round trip (round_trip: 1 when the model comes back equal). */
static inline void round_trip_mitchells(int (*round_trip)(const struct bm_movement *),
                                        const char *format)
{
    static const char *const variants[] = {"standard", "relay", "skip"};
    unsigned tried = 0, passed = 0;
    for (unsigned T = 3; T <= 40; T++)
        for (size_t v = 0; v < 3; v++)
            for (unsigned R = 1; R <= T; R++) {
                char spec[96];
                struct bm_movement *m = NULL;
                snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=%s,rounds=%u", T,
                         variants[v], R);
                test_context("%s", spec);
                if (bm_build_string(&m, spec) != BM_OK)
                    continue; /* not a size this variant supports */
                tried++;
                passed += (unsigned)round_trip(m);
                bm_movement_free(m);
            }
    test_context_clear();
    printf("%s round trips: %u Mitchell movements\n", format, tried);
    CHECK(tried > 1400);
    CHECK_EQ(passed, tried);
}

/* Half tables: a phantom at any seat, from the start or from a round on, with k boards. */
static inline void round_trip_phantoms(int (*round_trip)(const struct bm_movement *))
{
    unsigned tried = 0, passed = 0;
    for (unsigned T = 3; T <= 20; T++)
        for (unsigned seat = 1; seat <= T; seat += T / 3) {
            char spec[128];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,%sphantom=%u%s@%u,boards=%u", T,
                     T % 2 ? "" : "variant=relay,", seat, seat % 2 ? "ns" : "ew", 1 + seat % 3,
                     1 + T % 4);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            if (!m)
                continue;
            tried++;
            passed += (unsigned)round_trip(m);
            bm_movement_free(m);
        }
    test_context_clear();
    CHECK(tried > 50);
    CHECK_EQ(passed, tried);
}

#endif
