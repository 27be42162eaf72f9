/* SPDX-License-Identifier: MIT */
/* For tests of changes: a change made from one option, and who sits where in a movement's
 * grid, read through the public API. */
#ifndef BM_TEST_CHANGE_UTIL_H
#define BM_TEST_CHANGE_UTIL_H

#include <bridgemove/bridgemove.h>

/* A change given as the key of the set `change` ("late=15@3", "leaves=3@4", "add_table=2"):
 * the status of the options, or else of bm_change(). */
static inline enum bm_status change(struct bm_change **c, const struct bm_movement *m,
                                    const char *key, const char *value)
{
    struct bm_options *o = NULL;
    enum bm_status st = bm_options_new(&o, "change");
    if (!st)
        st = bm_options_set(o, key, value);
    if (!st)
        st = bm_change(c, m, o);
    else
        *c = NULL;
    bm_options_free(o);
    return st;
}

/* Seat k (0 NS, 1 EW) of table t in round r of m; 0 when the table is not in use. */
static inline unsigned seat_at(const struct bm_movement *m, unsigned r, unsigned t, unsigned k)
{
    unsigned v = 0;
    int active = 0;
    bm_movement_active(&active, m, r, t);
    if (active)
        bm_movement_get(&v, m, r, t, k ? BM_FIELD_EW : BM_FIELD_NS);
    return v;
}

/* Whether pair p is present in round r. */
static inline int on(const struct bm_movement *m, unsigned p, unsigned r)
{
    int yes = 0;
    return p && bm_movement_present(&yes, m, p, r) == BM_OK && yes;
}

/* The table (0: none) and seat where p plays in round r: a table with a set, both pairs on. */
static inline unsigned playing_at(const struct bm_movement *m, unsigned p, unsigned r,
                                  unsigned *k)
{
    for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
        unsigned set = 0;
        int active = 0;
        bm_movement_active(&active, m, r, t);
        if (active)
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
        for (*k = 0; set && *k < 2; (*k)++)
            if (seat_at(m, r, t, *k) == p && on(m, seat_at(m, r, t, 1 - *k), r))
                return t;
    }
    return 0;
}

/* Whether pair p is present in round r but does not play: it sits out. */
static inline int out(const struct bm_movement *m, unsigned p, unsigned r)
{
    unsigned k;
    return on(m, p, r) && !playing_at(m, p, r, &k);
}

#endif
