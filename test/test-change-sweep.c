/* SPDX-License-Identifier: MIT */
/* Changes that keep everyone playing: sequences of up to three changes (late pairs, pairs
 * leaving, tables added), sampled deterministically on Mitchells of 5-15 tables, Howells of
 * 8-24 pairs and Webs. After each sequence, from the first change's round on: no pair sitting
 * out fits a free seat (one whose pair is absent, facing a pair there) without playing a board
 * twice or meeting an opponent twice; no late pair could move to such a seat and give its own
 * back to a pair sitting out; nobody plays a board twice. A late pair and a leaver applied in
 * either order give the same number of sit-outs. */
#include <stdint.h>
#include "test.h"
#include "test-build.h"

static const char *spec_now = "", *kinds_now = ""; /* for the messages */
static unsigned orders_same, orders_better, orders_worse;
/* Pairs sitting out twice running where a swap would avoid it, over the whole sweep. The
 * rover's search drops "nobody displaced next to a round it sits out" when it finds no plan
 * keeping it within its budget: one case in the sweep (a 10-table Mitchell, pairs 11 and 12
 * leaving, then a late pair for round 2) keeps such a sit-out. */
static unsigned twice_total;

struct grid {
    const struct bm_movement *m;
    unsigned R, T, P;
};

static unsigned cell(const struct grid *g, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    int active = 0;
    bm_movement_active(&active, g->m, r, t);
    if (active)
        bm_movement_get(&v, g->m, r, t, f);
    return v;
}

static int present(const struct grid *g, unsigned p, unsigned r)
{
    int on = 0;
    return p && bm_movement_present(&on, g->m, p, r) == BM_OK && on;
}

static int played(const struct grid *g, unsigned r, unsigned t)
{
    return cell(g, r, t, BM_FIELD_SET) && present(g, cell(g, r, t, BM_FIELD_NS), r) &&
           present(g, cell(g, r, t, BM_FIELD_EW), r);
}

/* The table pair p plays at in round r, 0 if it sits out. */
static unsigned table_of(const struct grid *g, unsigned p, unsigned r)
{
    for (unsigned t = 1; t <= g->T; t++)
        if (played(g, r, t) && (cell(g, r, t, BM_FIELD_NS) == p || cell(g, r, t, BM_FIELD_EW) == p))
            return t;
    return 0;
}

/* Whether p could play `set` against `opp` in round r: neither met nor played elsewhere. */
static int fits(const struct grid *g, unsigned p, unsigned r, unsigned set, unsigned opp)
{
    for (unsigned s = 1; s <= g->R; s++)
        for (unsigned t = 1; s != r && t <= g->T; t++) {
            unsigned ns = cell(g, s, t, BM_FIELD_NS), ew = cell(g, s, t, BM_FIELD_EW);
            if (!played(g, s, t) || (ns != p && ew != p))
                continue;
            if (cell(g, s, t, BM_FIELD_SET) == set || ns == opp || ew == opp)
                return 0;
        }
    return 1;
}

static unsigned sit_outs(const struct grid *g, unsigned from)
{
    unsigned n = 0;
    for (unsigned r = from; r <= g->R; r++)
        for (unsigned p = 1; p <= g->P; p++)
            n += present(g, p, r) && !table_of(g, p, r);
    return n;
}

/* Whether seat k of table t in round r is free: its pair absent, the other there. */
static unsigned free_opp(const struct grid *g, unsigned r, unsigned t, unsigned k)
{
    unsigned seat[2] = {cell(g, r, t, BM_FIELD_NS), cell(g, r, t, BM_FIELD_EW)};
    if (!cell(g, r, t, BM_FIELD_SET) || present(g, seat[k], r) || !present(g, seat[1 - k], r))
        return 0;
    return seat[1 - k];
}

/* Whether a table added mid-session (a party table) plays in round r: its late pairs (host,
 * rover) stay as the change placed them, which the move below does not cover. */
static int party_round(const struct grid *g, unsigned r, unsigned tables0)
{
    for (unsigned t = tables0 + 1; t <= g->T; t++)
        if (played(g, r, t))
            return 1;
    return 0;
}

/* No avoidable sit-out in rounds from..: a pair sitting out fits no free seat, and no late
 * pair (arrived after round 1) could take a free seat and leave its own to one sitting out. */
/* Whether pair q sits out round r (0 and rounds+1 count as played). */
static int idle(const struct grid *g, unsigned q, unsigned r)
{
    return r >= 1 && r <= g->R && present(g, q, r) && !table_of(g, q, r);
}

/* Back to back where avoidable: p sits out rounds r and r + 1 and, in one of them, a late
 * pair n holds a seat p fits while n could take instead the seat of a pair q that sits out
 * neither next to it. */
static unsigned avoidable_twice(const struct grid *g, unsigned from, unsigned first_new,
                                unsigned tables0)
{
    unsigned found = 0;
    for (unsigned r = from; r < g->R; r++)
        for (unsigned p = 1; p < first_new; p++) {
            if (!idle(g, p, r) || !idle(g, p, r + 1))
                continue;
            for (unsigned s = r; s <= r + 1 && !party_round(g, s, tables0); s++)
                for (unsigned t = 1; t <= g->T; t++) {
                    unsigned ns = cell(g, s, t, BM_FIELD_NS), ew = cell(g, s, t, BM_FIELD_EW);
                    unsigned n = ns >= first_new ? ns : ew >= first_new ? ew : 0;
                    unsigned opp = n == ns ? ew : ns, set = cell(g, s, t, BM_FIELD_SET);
                    if (!n || !played(g, s, t) || opp >= first_new || !fits(g, p, s, set, opp))
                        continue;
                    for (unsigned u = 1; u <= g->T; u++) {
                        unsigned a = cell(g, s, u, BM_FIELD_NS), b = cell(g, s, u, BM_FIELD_EW);
                        if (u == t || !played(g, s, u) || a >= first_new || b >= first_new)
                            continue;
                        for (int k = 0; k < 2; k++) {
                            unsigned q = k ? b : a, o = k ? a : b;
                            if (!idle(g, q, s - 1) && !idle(g, q, s + 1) &&
                                fits(g, n, s, cell(g, s, u, BM_FIELD_SET), o)) {
                                test_context("%s %s: pair %u sits out rounds %u-%u; pair %u "
                                             "could take pair %u's seat in round %u",
                                             spec_now, kinds_now, p, r, r + 1, n, q, s);
                                found++;
                                goto next;
                            }
                        }
                    }
                }
        next:;
        }
    return found;
}

static void check_no_avoidable(const struct grid *g, unsigned from, unsigned first_new,
                               unsigned tables0)
{
    twice_total += avoidable_twice(g, from, first_new, tables0);
    for (unsigned r = from; r <= g->R; r++)
        for (unsigned t = 1; t <= g->T; t++)
            for (unsigned k = 0; k < 2; k++) {
                unsigned opp = free_opp(g, r, t, k), set = cell(g, r, t, BM_FIELD_SET);
                if (!opp)
                    continue;
                for (unsigned p = 1; p <= g->P; p++) {
                    if (!present(g, p, r) || p == opp)
                        continue;
                    unsigned u = table_of(g, p, r);
                    if (!u && fits(g, p, r, set, opp)) {
                        test_context("%s %s: round %u: pair %u sits out, fits table %u", spec_now, kinds_now, r, p, t);
                        CHECK(0);
                    }
                    if (!u || p < first_new || party_round(g, r, tables0) ||
                        !fits(g, p, r, set, opp))
                        continue;
                    /* late pair p at table u: would someone sitting out fit its seat? */
                    unsigned ns = cell(g, r, u, BM_FIELD_NS), ew = cell(g, r, u, BM_FIELD_EW);
                    unsigned other = ns == p ? ew : ns, su = cell(g, r, u, BM_FIELD_SET);
                    for (unsigned q = 1; q <= g->P; q++)
                        if (q != opp && present(g, q, r) && !table_of(g, q, r) && q < first_new &&
                            fits(g, q, r, su, other)) {
                            test_context("%s %s: round %u: pair %u to table %u, pair %u to %u",
                                         spec_now, kinds_now, r, p, t, q, u);
                            CHECK(0);
                        }
                }
            }
}

static struct bm_movement *apply(const struct bm_movement *m, const char *key, unsigned a,
                                 unsigned b)
{
    char v[32];
    if (b)
        snprintf(v, sizeof v, "%u@%u", a, b);
    else
        snprintf(v, sizeof v, "%u", a);
    struct bm_options *o = NULL;
    struct bm_change *c = NULL;
    struct bm_movement *out = NULL;
    CHECK_EQ(bm_options_new(&o, "change"), BM_OK);
    CHECK_EQ(bm_options_set(o, key, v), BM_OK);
    enum bm_status st = bm_change(&c, m, o);
    CHECK_EQ(st, BM_OK);
    if (!st)
        CHECK_EQ(bm_movement_copy(&out, bm_change_movement(c)), BM_OK);
    bm_change_free(c);
    bm_options_free(o);
    return out;
}

static uint64_t lcg(uint64_t *x)
{
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return *x >> 33;
}

/* A pair playing in round r (to leave), the first found from a sampled start. */
static unsigned a_player(const struct bm_movement *m, unsigned r, uint64_t *x)
{
    struct grid g = {m, bm_movement_rounds(m), bm_movement_tables(m),
                     bm_movement_participants(m)};
    unsigned start = (unsigned)(lcg(x) % g.P);
    for (unsigned i = 0; i < g.P; i++) {
        unsigned p = 1 + (start + i) % g.P;
        if (present(&g, p, r))
            return p;
    }
    return 0;
}

/* One sampled sequence of `len` changes from kinds "l" (late), "x" (leave), "t" (table). */
static void sequence(const struct bm_movement *base, const char *kinds, uint64_t *x)
{
    unsigned R = bm_movement_rounds(base), P0 = bm_movement_participants(base);
    struct bm_movement *m = NULL;
    static char steps[128];
    size_t used = 0;
    steps[0] = '\0';
    CHECK_EQ(bm_movement_copy(&m, base), BM_OK);
    for (const char *k = kinds; *k && m; k++) {
        unsigned r = 2 + (unsigned)(lcg(x) % (R > 2 ? R - 2 : 1));
        r = r > R ? R : r;
        struct bm_movement *next = NULL;
        unsigned p = *k == 'x' ? a_player(m, r, x) : 0;
        used += (size_t)snprintf(steps + used, sizeof steps - used, " %c%u@%u", *k,
                                 *k == 'l' ? bm_movement_participants(m) + 1 : p, r);
        if (*k == 'l')
            next = apply(m, "late", bm_movement_participants(m) + 1, r);
        else if (*k == 't')
            next = apply(m, "add_table", r, 0);
        else if (p)
            next = apply(m, "leaves", p, r);
        else
            continue;
        bm_movement_free(m);
        m = next;
        if (m) { /* a change re-seats the rounds from its own on */
            struct grid g = {m, R, bm_movement_tables(m), bm_movement_participants(m)};
            test_context("%s: change %c at round %u", kinds, *k, r);
            kinds_now = steps;
            check_no_avoidable(&g, r, P0 + 1, bm_movement_tables(base));
        }
    }
    bm_movement_free(m);
}

/* A late pair arriving for round a and pair p leaving from round b, in both orders: the
 * same sit-outs when the late pair comes at or after the leaver goes (either order knows
 * everything before the rounds it seats); before it, the order that knows of the leaver
 * first seats the late pair's early rounds knowing it, and seldom does worse (the rover's
 * search is a heuristic; test_sweep bounds how often). *same and *better count the cases. */
static void both_orders(const struct bm_movement *base, unsigned a, unsigned p, unsigned b,
                        unsigned *same, unsigned *better)
{
    unsigned n = bm_movement_participants(base) + 1;
    struct bm_movement *l1 = apply(base, "late", n, a);
    struct bm_movement *l2 = l1 ? apply(l1, "leaves", p, b) : NULL;
    struct bm_movement *x1 = apply(base, "leaves", p, b);
    struct bm_movement *x2 = x1 ? apply(x1, "late", n, a) : NULL;
    if (l2 && x2) {
        struct grid g1 = {l2, bm_movement_rounds(l2), bm_movement_tables(l2), n};
        struct grid g2 = {x2, bm_movement_rounds(x2), bm_movement_tables(x2), n};
        unsigned late_first = sit_outs(&g1, 1), leave_first = sit_outs(&g2, 1);
        test_context("%s: late %u@%u, pair %u leaves @%u", spec_now, n, a, p, b);
        if (a >= b)
            CHECK_EQ(late_first, leave_first);
        *same += late_first == leave_first;
        *better += leave_first < late_first;
        orders_worse += leave_first > late_first;
    }
    bm_movement_free(l1);
    bm_movement_free(l2);
    bm_movement_free(x1);
    bm_movement_free(x2);
}

static const char *const kinds[] = {"l", "x", "t", "lx", "xl", "ll", "xx", "tx", "xt",
                                    "lxx", "xlx", "xxl", "llx", "ltx"};

static void sweep(const char *spec, uint64_t seed)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    spec_now = spec;
    uint64_t x = seed;
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        test_context("%s %s", spec, kinds[i]);
        sequence(m, kinds[i], &x);
    }
    unsigned R = bm_movement_rounds(m);
    for (int i = 0; i < 3 && R > 3; i++) {
        unsigned a = 2 + (unsigned)(lcg(&x) % (R - 2)), b = 2 + (unsigned)(lcg(&x) % (R - 2));
        unsigned p = a_player(m, b, &x);
        if (p)
            both_orders(m, a, p, b, &orders_same, &orders_better);
    }
    bm_movement_free(m);
}

static void test_sweep(void)
{
    char spec[96];
    for (unsigned t = 5; t <= 15; t++) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=2", t);
        sweep(spec, t);
    }
    for (unsigned p = 8; p <= 24; p += 2) {
        snprintf(spec, sizeof spec, "howell:pairs=%u,boards=2", p);
        sweep(spec, 100 + p);
    }
    for (unsigned t = 4; t <= 10; t++) {
        snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u,boards=2", t, t - 1);
        sweep(spec, 200 + t);
    }
    printf("late pair and leaver, both orders: %u the same, %u better knowing the leaver "
           "first, %u worse\n", orders_same, orders_better, orders_worse);
    CHECK(orders_worse * 20 <= orders_same + orders_better + orders_worse);
    printf("sit-outs twice running that a swap would avoid: %u\n", twice_total);
    CHECK(twice_total <= 1);
}

/* The two examples (late 23@3, then pair 7 leaves from round 6): the late pair
 * takes the leaver's seat where it fits. Before the reseating: 33 and 15 sit-outs. */
static unsigned example(const char *spec, int leave_first)
{
    struct bm_movement *m = build(spec);
    struct bm_movement *one = leave_first ? apply(m, "leaves", 7, 6) : apply(m, "late", 23, 3);
    struct bm_movement *two = !one ? NULL : leave_first ? apply(one, "late", 23, 3)
                                                        : apply(one, "leaves", 7, 6);
    unsigned n = 0;
    if (two) {
        struct grid g = {two, bm_movement_rounds(two), bm_movement_tables(two), 23};
        n = sit_outs(&g, 1);
        check_no_avoidable(&g, leave_first ? 3 : 6, 23, bm_movement_tables(m));
    }
    printf("%s, %s first: %u sit-outs\n", spec, leave_first ? "leave" : "late", n);
    bm_movement_free(two);
    bm_movement_free(one);
    bm_movement_free(m);
    return n;
}

static void test_examples(void)
{
    unsigned h1 = example("howell:pairs=22", 0), h2 = example("howell:pairs=22", 1);
    unsigned m1 = example("mitchell:tables=11", 0), m2 = example("mitchell:tables=11", 1);
    CHECK(h1 <= 19 && h2 <= h1);
    CHECK(m1 <= 5 && m2 <= m1);
}

int main(void)
{
    RUN(test_examples());
    RUN(test_sweep());
    return test_report();
}
