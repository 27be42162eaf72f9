/* SPDX-License-Identifier: MIT */
/* Arrow-switch planning: the presets reproduce the movements article's distributions, the evaluator agrees
 * with a straightforward recomputation, the parity bound holds against exhaustive enumeration,
 * the optimiser is never worse than its start or the club rule, is deterministic, and only
 * ever changes seats; bad options are rejected with a message; allocation failures leak
 * nothing. */
#include <bridgemove/bridgemove.h>

#include "switch/switch-private.h"
#include "util/alloc.h"
#include "plan-util.h"
#include "test.h"
#include "test-build.h"

/* ---- an independent reference: s by the definition, loops over boards and pairs ---- */

struct seat {
    unsigned table; /* 0 = does not play the board */
    int dir;        /* +1 NS, -1 EW after the switch */
};

static int counts(const struct bm_movement *m, unsigned p)
{
    unsigned f;
    bm_movement_phantom(&f, m, p);
    return f != 1;
}

/* Where participant p plays board (set, pos) and in which direction; n via *n. */
static struct seat seat_on(const struct bm_movement *m, unsigned p, unsigned set, unsigned pos,
                           unsigned *n)
{
    struct seat s = {0, 0};
    *n = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned cs, ns, ew;
            int active, sw, pns, pew;
            bm_movement_active(&active, m, r, t);
            bm_movement_get(&cs, m, r, t, BM_FIELD_SET);
            if (!active || cs != set)
                continue;
            bm_movement_get(&ns, m, r, t, BM_FIELD_NS);
            bm_movement_get(&ew, m, r, t, BM_FIELD_EW);
            if (!ns || !ew || !counts(m, ns) || !counts(m, ew))
                continue;
            bm_movement_present(&pns, m, ns, r);
            bm_movement_present(&pew, m, ew, r);
            if (!pns || !pew)
                continue;
            (*n)++;
            bm_movement_switched(&sw, m, r, t, pos);
            if (p == ns || p == ew) {
                s.table = (r - 1) * bm_movement_tables(m) + t;
                s.dir = (p == ns) == !sw ? 1 : -1;
            }
        }
    return s;
}

static long reference_s(const struct bm_movement *m, unsigned i, unsigned j)
{
    long s = 0;
    for (unsigned set = 1; set <= bm_movement_sets(m); set++) {
        unsigned size;
        bm_movement_set_size(&size, m, set);
        for (unsigned pos = 1; pos <= size; pos++) {
            unsigned n;
            struct seat a = seat_on(m, i, set, pos, &n), b = seat_on(m, j, set, pos, &n);
            if (!a.table || !b.table)
                continue;
            s += a.table == b.table ? (long)n - 1 : a.dir * b.dir;
        }
    }
    return s;
}

/* The evaluator's s equal the reference for every pair. */
static int agrees_with_reference(const struct bm_movement *m)
{
    struct bm_seval *e;
    if (bm_seval_new(&e, m, 0, NULL))
        return 0;
    int ok = 1;
    for (unsigned a = 0; a < e->real; a++)
        for (unsigned b = a + 1; b < e->real; b++)
            if (e->s[e->row[a] + b] != reference_s(m, e->number_of[a], e->number_of[b]))
                ok = 0;
    bm_seval_free(e);
    return ok;
}

/* ---- presets: the movements article's distributions ---- */

static int has_distribution(const struct bm_balance *b, const long (*want)[2], size_t n)
{
    if (b->ndist != n)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (b->dist[i].value != want[i][0] || (long)b->dist[i].count != want[i][1])
            return 0;
    return 1;
}

static struct bm_switch_plan *plan_of(struct bm_movement **out, const struct bm_movement *m,
                                      const char *options)
{
    struct bm_options *o;
    struct bm_switch_plan *p = NULL;
    if (bm_options_parse(&o, "switch", options)) {
        fprintf(stderr, "options %s: %s\n", options, bm_last_error());
        return NULL;
    }
    if (bm_switch_plan_new(&p, out, m, o))
        fprintf(stderr, "plan %s: %s\n", options, bm_last_error());
    bm_options_free(o);
    return p;
}

static void test_presets(void)
{
    struct bm_movement *m1 = build("mitchell:tables=7"), *m4 = build("mitchell:tables=7,boards=4");
    struct bm_switch_plan *p = plan_of(NULL, m1, "preset=last-round");
    static const long table_vi[][2] = {{0, 7}, {3, 42}, {4, 42}};
    static const long table_i[][2] = {{0, 49}, {7, 42}};
    CHECK(p && has_distribution(&p->after, table_vi, 3));
    CHECK(p && has_distribution(&p->before, table_i, 2));
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 1.0491, 5e-5);
    CHECK_NEAR(plan_real(p, BM_SWITCH_START_SD), 3.4896, 5e-5);
    CHECK_NEAR(p->after.sd_sample, 1.0549, 5e-5);
    CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), 7);
    CHECK_STR(bm_switch_plan_text(p, BM_SWITCH_LEVEL), "round");
    CHECK_EQ((unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS), 1);
    CHECK_STR(bm_switch_plan_instruction(p, 1),
              "Round 7: every table plays all boards with the arrow switched (NS pairs sit "
              "East\xE2\x80\x93West)");
    bm_switch_plan_free(p);

    /* Rounds 6 and 7 switched (the text's counter-example): the evaluator on the grid. */
    struct bm_movement *m67;
    bm_movement_copy(&m67, m1);
    for (unsigned t = 1; t <= 7; t++) {
        bm_movement_set_switched(m67, 6, t, 1, 1);
        bm_movement_set_switched(m67, 7, t, 1, 1);
    }
    p = plan_of(NULL, m67, "preset=none");
    static const long r67[][2] = {{-1, 28}, {3, 14}, {4, 28}, {8, 21}};
    CHECK(p && has_distribution(&p->before, r67, 4));
    CHECK_NEAR(plan_real(p, BM_SWITCH_START_SD), 3.3086, 5e-5);
    CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), 0);
    CHECK_EQ((unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS), 0);
    bm_switch_plan_free(p);
    CHECK(agrees_with_reference(m67));
    bm_movement_free(m67);

    static const long stagger[][2] = {{12, 70}, {16, 21}};
    const char *four[] = {"preset=stagger", "preset=eighth"};
    for (unsigned i = 0; i < 2; i++) {
        p = plan_of(NULL, m4, four[i]);
        CHECK(p && has_distribution(&p->after, stagger, 2));
        CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 1.6853, 5e-5);
        CHECK_NEAR(p->after.sd_sample, 1.6946, 5e-5);
        CHECK_NEAR(plan_real(p, BM_SWITCH_PARITY_BOUND), 0.9970, 5e-5);
        CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), 28);
        CHECK_EQ((unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS), 4);
        CHECK_STR(bm_switch_plan_instruction(p, 1),
                  "Round 4: at every table, play the first board of the set switched");
        CHECK_STR(bm_switch_plan_instruction(p, 4),
                  "Round 7: at every table, play the fourth board of the set switched");
        bm_switch_plan_free(p);
    }
    /* Whole-set switching scales every s by k: Table VI with k = 4. */
    p = plan_of(NULL, m4, "preset=last-round");
    static const long vi4[][2] = {{0, 7}, {12, 42}, {16, 42}};
    CHECK(p && has_distribution(&p->after, vi4, 3));
    bm_switch_plan_free(p);
    /* The club rule switches two rounds from 12 rounds on. */
    struct bm_movement *m13 = build("mitchell:tables=13");
    p = plan_of(NULL, m13, "preset=last-round");
    CHECK_EQ(plan_number(p, BM_SWITCH_BOARDS_SWITCHED), 26);
    CHECK_EQ((unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS), 2);
    bm_switch_plan_free(p);
    bm_movement_free(m13);
    /* eighth with k = 1 is the last round (Table VI). */
    p = plan_of(NULL, m1, "preset=eighth");
    CHECK(p && has_distribution(&p->after, table_vi, 3));
    bm_switch_plan_free(p);
    bm_movement_free(m1);
    bm_movement_free(m4);
}

static void test_stagger_needs_rounds(void)
{
    struct bm_movement *m = build("mitchell:tables=3,boards=4");
    struct bm_options *o;
    struct bm_switch_plan *p = (void *)1;
    struct bm_movement *out = (void *)1;
    bm_options_parse(&o, "switch", "preset=stagger");
    CHECK_EQ(bm_switch_plan_new(&p, &out, m, o), BM_EUNSUPPORTED);
    CHECK(p == NULL && out == NULL);
    CHECK(strstr(bm_last_error(), "k = 4, R = 3") != NULL);
    CHECK(strstr(bm_last_error(), "preset=eighth") != NULL);
    bm_options_free(o);
    bm_movement_free(m);
}

/* ---- the evaluator ---- */

static void test_evaluator(void)
{
    const char *specs[] = {"mitchell:tables=7,boards=2", "mitchell:tables=8,variant=relay,boards=2",
                           "mitchell:tables=8,variant=skip", "mitchell:tables=5,phantom=5ew",
                           "mitchell:tables=6,variant=relay,phantom=3@4"};
    for (unsigned s = 0; s < sizeof specs / sizeof *specs; s++) {
        struct bm_movement *m = build(specs[s]);
        struct bm_seval *e, *fresh;
        CHECK(m && bm_seval_new(&e, m, 0, NULL) == BM_OK);
        if (!m || !e)
            continue;
        CHECK(agrees_with_reference(m));
        uint64_t x = 12345 + s;
        int ok = 1;
        for (unsigned step = 0; step < 300; step++) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            size_t play = (size_t)((x >> 33) % e->nplays);
            int64_t before = e->sumsq, predicted = bm_seval_flip_delta(e, play);
            bm_seval_flip(e, play);
            ok &= e->sumsq - before == predicted;
            int64_t sum = e->sum, sumsq = e->sumsq;
            bm_seval_recompute(e, NULL);
            ok &= e->sum == sum && e->sumsq == sumsq;
        }
        CHECK(ok);
        /* The bits stored back into a movement give the same s from scratch. */
        bm_seval_store(e, m);
        CHECK(bm_seval_new(&fresh, m, 0, NULL) == BM_OK);
        CHECK(fresh && fresh->sumsq == e->sumsq &&
              memcmp(fresh->s, e->s, sizeof *e->s * e->npairs) == 0);
        CHECK(agrees_with_reference(m));
        bm_seval_free(fresh);
        bm_seval_free(e);
        bm_movement_free(m);
    }
}

/* ---- the parity bound against exhaustive enumeration ---- */

/* Least sum of squares over every switch pattern, one play of each board fixed (flipping a
 * whole board changes nothing). */
static int64_t exhaustive_best(struct bm_seval *e)
{
    size_t nfree = 0, *free_play = malloc(sizeof *free_play * e->nplays);
    for (size_t p = 0; p < e->nplays; p++) {
        const struct bm_play *x = &e->plays[p];
        if (x->ns >= 0 && e->board_plays[e->board_start[x->board]] != p)
            free_play[nfree++] = p;
    }
    int64_t best = e->sumsq;
    for (uint64_t i = 1; i < (uint64_t)1 << nfree; i++) {
        bm_seval_flip(e, free_play[__builtin_ctzll(i)]);
        if (e->sumsq < best)
            best = e->sumsq;
    }
    free(free_play);
    return best;
}

static void test_parity_bound(void)
{
    const char *specs[] = {"mitchell:tables=3", "mitchell:tables=3,boards=2", "mitchell:tables=5",
                           "mitchell:tables=4,variant=skip,rounds=3",
                           "mitchell:tables=4,variant=relay"};
    for (unsigned s = 0; s < sizeof specs / sizeof *specs; s++) {
        struct bm_movement *m = build(specs[s]);
        struct bm_seval *e;
        CHECK(m && bm_seval_new(&e, m, 0, NULL) == BM_OK);
        if (!m || !e)
            continue;
        double bound = bm_seval_parity_bound(e);
        int64_t best = exhaustive_best(e);
        double best_sd = bm_seval_sd_of(e, best);
        CHECK(best_sd >= bound - 1e-12);
        /* The free-level optimiser finds the true optimum of these small movements. */
        struct bm_switch_plan *p = plan_of(NULL, m, "level=free,effort=200000");
        CHECK_NEAR(plan_real(p, BM_SWITCH_SD), best_sd, 1e-9);
        CHECK_NEAR(plan_real(p, BM_SWITCH_PARITY_BOUND), bound, 1e-12);
        bm_switch_plan_free(p);
        bm_seval_free(e);
        bm_movement_free(m);
    }
}

/* ---- the optimiser ---- */

/* Switching changes only seats: every cell keeps its pairs, set and copy. */
static int same_but_switches(const struct bm_movement *a, const struct bm_movement *b)
{
    if (bm_movement_rounds(a) != bm_movement_rounds(b) ||
        bm_movement_tables(a) != bm_movement_tables(b))
        return 0;
    const enum bm_field fields[] = {BM_FIELD_NS, BM_FIELD_EW, BM_FIELD_SET, BM_FIELD_COPY,
                                    BM_FIELD_FIRST};
    for (unsigned r = 1; r <= bm_movement_rounds(a); r++)
        for (unsigned t = 1; t <= bm_movement_tables(a); t++)
            for (unsigned f = 0; f < 5; f++) {
                unsigned x, y;
                bm_movement_get(&x, a, r, t, fields[f]);
                bm_movement_get(&y, b, r, t, fields[f]);
                if (x != y)
                    return 0;
            }
    return 1;
}

/* A statistic of a fresh analysis (analysis.c, the library's reference computation). */
static double analysed(const struct bm_movement *m, enum bm_stat which)
{
    struct bm_analysis *an;
    double v = -1;
    if (bm_analysis_new(&an, m) == BM_OK)
        bm_analysis_stat(&v, an, which);
    bm_analysis_free(an);
    return v;
}

static double fresh_sd(const struct bm_movement *m)
{
    return analysed(m, BM_STAT_SD);
}

/* The evaluator's s matrix equals the analysis entry by entry. */
static int agrees_with_analysis(const struct bm_movement *m)
{
    struct bm_seval *e;
    struct bm_analysis *an;
    if (bm_seval_new(&e, m, 0, NULL))
        return 0;
    int ok = bm_analysis_new(&an, m) == BM_OK;
    for (unsigned a = 0; ok && a < e->real; a++)
        for (unsigned b = a + 1; b < e->real; b++) {
            int64_t s;
            ok &= bm_analysis_entry(&s, an, BM_MATRIX_S, e->number_of[a], e->number_of[b]) ==
                      BM_OK &&
                  s == e->s[e->row[a] + b];
        }
    bm_analysis_free(an);
    bm_seval_free(e);
    return ok;
}

static void check_plan(const struct bm_movement *m, const char *options, double club_sd)
{
    struct bm_movement *out = NULL, *again = NULL;
    struct bm_switch_plan *p = plan_of(&out, m, options), *q = plan_of(&again, m, options);
    CHECK(p && out && q && again);
    if (!p || !out || !q || !again)
        goto done;
    CHECK(same_but_switches(m, out));
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), fresh_sd(out), 1e-12);
    CHECK_NEAR(plan_real(p, BM_SWITCH_START_SD), fresh_sd(m), 1e-12);
    CHECK_NEAR(plan_real(p, BM_SWITCH_PARITY_BOUND), analysed(m, BM_STAT_PARITY_BOUND_SD), 1e-12);
    CHECK(agrees_with_analysis(out));
    CHECK(plan_real(p, BM_SWITCH_SD) <= plan_real(p, BM_SWITCH_START_SD) + 1e-12);
    CHECK(plan_real(p, BM_SWITCH_SD) <= club_sd + 1e-12);
    CHECK(plan_real(p, BM_SWITCH_SD) >= plan_real(p, BM_SWITCH_PARITY_BOUND) - 1e-12);
    int equal = 0;
    bm_movement_equal(&equal, out, again);
    CHECK(equal);
    CHECK_EQ(plan_number(p, BM_SWITCH_ITERATIONS), plan_number(q, BM_SWITCH_ITERATIONS));
    CHECK(!(int)plan_number(p, BM_SWITCH_STOPPED_EARLY));
    struct bm_movement *copy;
    CHECK(bm_switch_plan_movement(&copy, p) == BM_OK);
    bm_movement_equal(&equal, out, copy);
    CHECK(equal);
    bm_movement_free(copy);
done:
    bm_switch_plan_free(p);
    bm_switch_plan_free(q);
    bm_movement_free(out);
    bm_movement_free(again);
}

static void test_optimiser(void)
{
    const char *specs[] = {"mitchell:tables=5,boards=2", "mitchell:tables=7,boards=3",
                           "mitchell:tables=6,variant=relay,boards=2",
                           "mitchell:tables=8,variant=skip,boards=2",
                           "mitchell:tables=5,boards=2,phantom=2ew",
                           "mitchell:tables=13"};
    const char *levels[] = {"level=round,effort=3000", "level=board,effort=3000",
                            "level=table,effort=3000", "level=free,effort=20000",
                            "preset=stagger", "preset=eighth", "preset=none"};
    for (unsigned s = 0; s < sizeof specs / sizeof *specs; s++) {
        struct bm_movement *m = build(specs[s]);
        struct bm_switch_plan *club = plan_of(NULL, m, "preset=last-round");
        double club_sd = plan_real(club, BM_SWITCH_SD);
        bm_switch_plan_free(club);
        for (unsigned l = 0; l < 4; l++)
            check_plan(m, levels[l], club_sd);
        for (unsigned l = 4; l < 7; l++) {
            struct bm_movement *out = NULL;
            struct bm_switch_plan *p = plan_of(&out, m, levels[l]);
            CHECK(p && out && same_but_switches(m, out));
            CHECK(p && out && fabs(plan_real(p, BM_SWITCH_SD) - fresh_sd(out)) < 1e-12);
            bm_switch_plan_free(p);
            bm_movement_free(out);
        }
        bm_movement_free(m);
    }
}

/* Sets of different sizes (stanzas): positions a set lacks do not exist; every level and
 * preset still keeps the seats, reports a fresh analysis and is deterministic. */
static void test_uneven_sets(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=3");
    CHECK(bm_movement_resize_set(m, 2, 1) == BM_OK);
    CHECK(bm_movement_resize_set(m, 4, 2) == BM_OK);
    CHECK(agrees_with_reference(m));
    struct bm_switch_plan *club = plan_of(NULL, m, "preset=last-round");
    double club_sd = plan_real(club, BM_SWITCH_SD);
    bm_switch_plan_free(club);
    const char *options[] = {"level=round,effort=3000", "level=board,effort=3000",
                             "level=table,effort=3000", "level=free,effort=20000"};
    for (unsigned i = 0; i < 4; i++)
        check_plan(m, options[i], club_sd);
    const char *presets[] = {"preset=stagger", "preset=eighth"};
    for (unsigned i = 0; i < 2; i++) {
        struct bm_movement *out = NULL;
        struct bm_switch_plan *p = plan_of(&out, m, presets[i]);
        CHECK(p && out && same_but_switches(m, out));
        CHECK(p && out && fabs(plan_real(p, BM_SWITCH_SD) - fresh_sd(out)) < 1e-12);
        CHECK(p && (unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS) > 0);
        bm_switch_plan_free(p);
        bm_movement_free(out);
    }
    bm_movement_free(m);
}

/* The text's example: the board level optimum for 7 tables, k = 4, is the stagger (proven),
 * the round level optimum is the last round; the input is never modified. */
static void test_exact_levels(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=4"), *keep;
    bm_movement_copy(&keep, m);
    struct bm_switch_plan *p = plan_of(NULL, m, "level=board");
    CHECK((int)plan_number(p, BM_SWITCH_PROVEN));
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 1.6853, 5e-5);
    bm_switch_plan_free(p);
    p = plan_of(NULL, m, "level=round");
    CHECK((int)plan_number(p, BM_SWITCH_PROVEN));
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 4.1964, 5e-5);
    bm_switch_plan_free(p);
    p = plan_of(NULL, m, "level=free,effort=1000");
    CHECK(!(int)plan_number(p, BM_SWITCH_PROVEN));
    /* The levels it contains first: the round level's Gray code (2^6 - 1 steps), the board
     * level's enumeration, then 1000 annealing iterations at the table and free levels. */
    CHECK_EQ(plan_number(p, BM_SWITCH_ITERATIONS), 63 + 766480 + 1000 + 1000);
    CHECK(plan_real(p, BM_SWITCH_SD) <= 1.6853 + 1e-4);
    bm_switch_plan_free(p);
    int equal = 0;
    bm_movement_equal(&equal, m, keep);
    CHECK(equal);
    /* A starting plan the level can express is kept when nothing beats it. */
    struct bm_movement *staggered = NULL;
    bm_switch_plan_free(plan_of(&staggered, m, "preset=stagger"));
    p = plan_of(NULL, staggered, "level=board,effort=0");
    CHECK_NEAR(plan_real(p, BM_SWITCH_START_SD), 1.6853, 5e-5);
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 1.6853, 5e-5);
    bm_switch_plan_free(p);
    p = plan_of(NULL, staggered, "level=free,effort=0");
    CHECK_NEAR(plan_real(p, BM_SWITCH_SD), 1.6853, 5e-5);
    bm_switch_plan_free(p);
    bm_movement_free(staggered);
    bm_movement_free(keep);
    bm_movement_free(m);
}

/* The board level's exact enumeration against every board-level plan, on sets of different
 * sizes (a class of positions held by fewer sets than the first). */
static void test_exact_board_uneven(void)
{
    const unsigned resize[][2] = {{2, 1}, {4, 2}, {1, 2}};
    for (unsigned v = 0; v < 3; v++) {
        struct bm_movement *m = build("mitchell:tables=5,boards=3");
        bm_movement_resize_set(m, resize[v][0], resize[v][1]);
        if (v == 2)
            bm_movement_resize_set(m, 3, 1);
        test_context("variant %u", v);
        struct bm_seval *e;
        struct bm_groups g;
        CHECK(bm_seval_new(&e, m, 0, NULL) == BM_OK);
        CHECK(e && bm_groups_build(&g, e, BM_LEVEL_BOARD) == BM_OK);
        if (!e)
            continue;
        int64_t best = e->sumsq;
        for (uint64_t i = 1; i < (uint64_t)1 << g.ngroups; i++) {
            bm_groups_flip(e, &g, (size_t)__builtin_ctzll(i));
            best = e->sumsq < best ? e->sumsq : best;
        }
        struct bm_switch_plan *p = plan_of(NULL, m, "level=board");
        CHECK(p && (int)plan_number(p, BM_SWITCH_PROVEN));
        CHECK_NEAR(plan_real(p, BM_SWITCH_SD), bm_seval_sd_of(e, best), 1e-12);
        bm_switch_plan_free(p);
        bm_groups_free(&g);
        bm_seval_free(e);
        bm_movement_free(m);
    }
}

static void test_time_cap(void)
{
    struct bm_movement *m = build("mitchell:tables=25,boards=4");
    struct bm_switch_plan *p = plan_of(NULL, m, "level=free,effort=1000000000,time=0.05");
    CHECK(p && (int)plan_number(p, BM_SWITCH_STOPPED_EARLY));
    CHECK(p && plan_number(p, BM_SWITCH_ITERATIONS) < 1000000000ull);
    CHECK(p && plan_real(p, BM_SWITCH_SD) <= plan_real(p, BM_SWITCH_START_SD));
    bm_switch_plan_free(p);
    bm_movement_free(m);
}

/* trials: one search is the plan of earlier versions (the automatic number at a given effort),
 * several keep the best of them (never worse than the first, which is that plan), the same
 * options give the same plan, and the reports name the number. */
static char *report_of(const struct bm_movement *m, const char *options, enum bm_form form)
{
    char *r = NULL;
    struct bm_switch_plan *p = plan_of(NULL, m, options);
    CHECK(p && bm_switch_plan_report(&r, p, form) == BM_OK);
    bm_switch_plan_free(p);
    return r;
}

static void test_trials(void)
{
    const char *specs[] = {"mitchell:tables=9,boards=3", "mitchell:tables=8,boards=2",
                           "howell:tables=5"};
    for (unsigned s = 0; s < sizeof specs / sizeof *specs; s++) {
        struct bm_movement *m = build(specs[s]);
        char *one = report_of(m, "level=free,effort=20000,trials=1", BM_FORM_JSON);
        char *given = report_of(m, "level=free,effort=20000", BM_FORM_JSON);
        CHECK(one && given && strcmp(one, given) == 0);
        CHECK(one && strstr(one, "\"trials\": 1,") != NULL);
        struct bm_switch_plan *p1 = plan_of(NULL, m, "level=free,effort=20000,trials=1");
        struct bm_switch_plan *p3 = plan_of(NULL, m, "level=free,effort=20000,trials=3");
        CHECK(p1 && p3 && plan_real(p3, BM_SWITCH_SD) <= plan_real(p1, BM_SWITCH_SD) + 1e-12);
        CHECK(p1 && p3 && plan_number(p3, BM_SWITCH_ITERATIONS) >
                              plan_number(p1, BM_SWITCH_ITERATIONS));
        char *three = report_of(m, "level=free,effort=20000,trials=3", BM_FORM_JSON);
        char *again = report_of(m, "level=free,effort=20000,trials=3", BM_FORM_JSON);
        CHECK(three && again && strcmp(three, again) == 0);
        CHECK(three && strstr(three, "\"trials\": 3,") != NULL);
        char *text = report_of(m, "level=free,effort=20000,trials=3", BM_FORM_TEXT);
        CHECK(text && strstr(text, "effort 20000, best of 3 searches;") != NULL);
        bm_free(one);
        bm_free(given);
        bm_free(three);
        bm_free(again);
        bm_free(text);
        bm_switch_plan_free(p1);
        bm_switch_plan_free(p3);
        bm_movement_free(m);
    }
    struct bm_movement *m = build("mitchell:tables=15,boards=2"); /* the automatic number */
    char *json = report_of(m, "level=table", BM_FORM_JSON); /* 2 at the free level only */
    CHECK(json && strstr(json, "\"trials\": 1,") != NULL);
    bm_free(json);
    json = report_of(m, "level=table,effort=5000", BM_FORM_JSON);
    CHECK(json && strstr(json, "\"trials\": 1,") != NULL);
    bm_free(json);
    bm_movement_free(m);
}

/* More trials never end worse than one: the levels a free-level plan contains search once
 * whatever the trials, and its first search is the search of one trial, so the plan is the
 * best of that plan and the extra searches'. Every Mitchell of 3-20 tables and 2-4 boards at a
 * small effort, and at the automatic effort the size where two searches of every level had
 * ended worse than one (12 x 4: 1.7564 against 1.6719); bench-switch prints the whole sweep
 * at the automatic effort. */
static void test_trials_never_worse(void)
{
    for (unsigned t = 3; t <= 20; t++)
        for (unsigned b = 2; b <= 4; b++) {
            char spec[64];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", t, b);
            struct bm_movement *m = build(spec);
            struct bm_switch_plan *p1 = plan_of(NULL, m, "level=free,effort=3000,trials=1");
            struct bm_switch_plan *p2 = plan_of(NULL, m, "level=free,effort=3000,trials=2");
            CHECK(p1 && p2 && plan_real(p2, BM_SWITCH_SD) <= plan_real(p1, BM_SWITCH_SD) + 1e-12);
            bm_switch_plan_free(p1);
            bm_switch_plan_free(p2);
            bm_movement_free(m);
        }
    struct bm_movement *m = build("mitchell:tables=12,boards=4");
    struct bm_switch_plan *one = plan_of(NULL, m, "level=free,trials=1");
    struct bm_switch_plan *two = plan_of(NULL, m, "level=free");
    CHECK(one && two && plan_number(two, BM_SWITCH_ITERATIONS) >
                            plan_number(one, BM_SWITCH_ITERATIONS));
    CHECK(one && two && plan_real(two, BM_SWITCH_SD) <= plan_real(one, BM_SWITCH_SD) + 1e-12);
    bm_switch_plan_free(one);
    bm_switch_plan_free(two);
    bm_movement_free(m);
}

/* A given effort is the plan's level's: the levels it contains take their automatic effort, at
 * most the given one. The steps of a free-level plan with a given effort are then those of the
 * automatic board- and table-level plans (each with the round level once) and the given effort;
 * with a small effort, every level takes at most that. */
static void test_effort_level(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=3");
    struct bm_switch_plan *round = plan_of(NULL, m, "level=round");
    struct bm_switch_plan *board = plan_of(NULL, m, "level=board");
    struct bm_switch_plan *table = plan_of(NULL, m, "level=table");
    struct bm_switch_plan *big = plan_of(NULL, m, "level=free,effort=3000000");
    CHECK(round && board && table && big);
    if (round && board && table && big) {
        uint64_t contained = plan_number(board, BM_SWITCH_ITERATIONS) +
                             plan_number(table, BM_SWITCH_ITERATIONS) -
                             plan_number(round, BM_SWITCH_ITERATIONS);
        CHECK(plan_number(board, BM_SWITCH_ITERATIONS) < 3000000);
        CHECK(plan_number(table, BM_SWITCH_ITERATIONS) < 3000000);
        CHECK_EQ(plan_number(big, BM_SWITCH_ITERATIONS), contained + 3000000);
    }
    bm_switch_plan_free(round);
    bm_switch_plan_free(board);
    bm_switch_plan_free(table);
    bm_switch_plan_free(big);
    /* a small effort, below every automatic one: each level takes it (the exact searches count
     * their own steps) */
    round = plan_of(NULL, m, "level=round,effort=500");
    board = plan_of(NULL, m, "level=board,effort=500");
    table = plan_of(NULL, m, "level=table,effort=500");
    big = plan_of(NULL, m, "level=free,effort=500");
    CHECK(round && board && table && big);
    if (round && board && table && big)
        CHECK_EQ(plan_number(big, BM_SWITCH_ITERATIONS),
                 plan_number(board, BM_SWITCH_ITERATIONS) +
                     plan_number(table, BM_SWITCH_ITERATIONS) -
                     plan_number(round, BM_SWITCH_ITERATIONS) + 500);
    bm_switch_plan_free(round);
    bm_switch_plan_free(board);
    bm_switch_plan_free(table);
    bm_switch_plan_free(big);
    bm_movement_free(m);
}

/* The report's best bound is the analysis's bound of the switched movement, with the plan's
 * SD over it, at every Mitchell of 3-12 tables and 2-4 boards (text above parity only). */
static void test_report_bound(void)
{
    for (unsigned t = 3; t <= 12; t++)
        for (unsigned b = 2; b <= 4; b++) {
            char spec[64];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=%u", t, b);
            struct bm_movement *m = build(spec), *sw = NULL;
            struct bm_switch_plan *p = plan_of(&sw, m, "level=table,effort=2000");
            char *text = NULL, *json = NULL, want[96];
            CHECK(p && bm_switch_plan_report(&text, p, BM_FORM_TEXT) == BM_OK);
            CHECK(p && bm_switch_plan_report(&json, p, BM_FORM_JSON) == BM_OK);
            double bound = sw ? analysed(sw, BM_STAT_BOUND_SD) : -1.0;
            snprintf(want, sizeof want, "\"bound\": %.6f,\n", bound);
            CHECK(json && strstr(json, want) != NULL);
            snprintf(want, sizeof want, "\"ratio_to_bound\": %.6f,\n",
                     sw ? analysed(sw, BM_STAT_RATIO_TO_BOUND) : -1.0);
            CHECK(json && strstr(json, want) != NULL);
            double parity = sw ? analysed(sw, BM_STAT_PARITY_BOUND_SD) : -1.0;
            /* a size bound holds for every movement of the size, the others for this one */
            char size[96];
            snprintf(want, sizeof want, " bound on the SD: %.4f (proved for this movement:", bound);
            snprintf(size, sizeof size, "size bound on the SD: %.4f (holds for every movement of "
                                        "this size:", bound);
            int said = text && (strstr(text, want) != NULL || strstr(text, size) != NULL);
            CHECK(said == (bound > parity + 1e-9));
            CHECK(text && strstr(text, "for this grid") == NULL);
            bm_free(text);
            bm_free(json);
            bm_switch_plan_free(p);
            bm_movement_free(sw);
            bm_movement_free(m);
        }
}

static void test_instructions(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=2");
    struct bm_switch_plan *p = plan_of(NULL, m, "level=free,effort=20000");
    char *text = NULL, *json = NULL;
    CHECK(bm_switch_plan_report(&text, p, BM_FORM_TEXT) == BM_OK);
    CHECK(bm_switch_plan_report(&json, p, BM_FORM_JSON) == BM_OK);
    CHECK(text && strstr(text, "Balance of the amount of competition s over 45 pairs") != NULL);
    CHECK(text && strstr(text, "parity bound on the SD") != NULL);
    /* the terms are explained where they are printed */
    CHECK(text && strstr(text, "\n(a board played switched: the NS pair sits East\xE2\x80\x93West "
                               "and the EW pair North\xE2\x80\x93South,\n") != NULL);
    CHECK(text && strstr(text, "\n(s: how much two pairs compete; SD: how unevenly, the smaller "
                               "the fairer,") != NULL);
    CHECK(text && strstr(text, "  plan: optimised at the free level (any board at any table);\n"
                               "  random seed 1, effort 20000; best found after ") != NULL);
    CHECK(text && strstr(text, "\n  (not proven optimal: more effort may find a better plan)\n"));
    CHECK(json && strstr(json, "\"level\": \"free\"") != NULL);
    CHECK(json && strstr(json, "\"parity_bound_sd\": ") != NULL);
    CHECK(json && strstr(json, "\"switches\": [[") != NULL);
    /* Free plans read per table and round. */
    CHECK((unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS) > 0);
    CHECK(strstr(bm_switch_plan_instruction(p, 1), ", table ") != NULL);
    CHECK(bm_switch_plan_instruction(p, 0) == NULL);
    CHECK(bm_switch_plan_instruction(p, (unsigned)plan_number(p, BM_SWITCH_INSTRUCTIONS) + 1) == NULL);
    bm_free(text);
    bm_free(json);
    bm_switch_plan_free(p);
    p = plan_of(NULL, m, "preset=none");
    CHECK(bm_switch_plan_report(&text, p, BM_FORM_TEXT) == BM_OK);
    CHECK(text && strstr(text, "No board is switched.") != NULL);
    bm_free(text);
    bm_switch_plan_free(p);
    bm_movement_free(m);
}

/* Each round in the simplest exact words: whole rounds, positions at every table, whole sets
 * at some tables, or board by board at each table. */
static void test_describe(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=3");
    for (unsigned t = 1; t <= 5; t++) {
        for (unsigned i = 1; i <= 3; i++)
            bm_movement_set_switched(m, 1, t, i, 1);
        bm_movement_set_switched(m, 3, t, 1, 1);
        bm_movement_set_switched(m, 3, t, 2, 1);
    }
    for (unsigned i = 1; i <= 3; i++) {
        bm_movement_set_switched(m, 2, 1, i, 1);
        bm_movement_set_switched(m, 2, 3, i, 1);
    }
    bm_movement_set_switched(m, 4, 2, 2, 1);
    bm_movement_set_switched(m, 5, 4, 1, 1);
    bm_movement_set_switched(m, 5, 4, 3, 1);
    bm_movement_set_switched(m, 5, 5, 1, 1);
    struct bm_switch_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.m = m;
    CHECK(bm_switch_instructions(&plan) == BM_OK);
    CHECK_EQ(plan.ninstr, 6);
    if (plan.ninstr == 6) {
        CHECK_STR(plan.instr[0], "Round 1: every table plays all boards with the arrow switched "
                                 "(NS pairs sit East\xE2\x80\x93West)");
        CHECK_STR(plan.instr[1], "Round 2: tables 1 and 3 play all boards with the arrow switched");
        CHECK_STR(plan.instr[2],
                  "Round 3: at every table, play the first and second boards of the set switched");
        CHECK_STR(plan.instr[3], "Round 4, table 2: play board 14 switched (pair 2 sits "
                                 "East\xE2\x80\x93West, pair 9 North\xE2\x80\x93South)");
        CHECK_STR(plan.instr[4], "Round 5, table 4: play boards 7 and 9 switched (pair 4 sits "
                                 "East\xE2\x80\x93West, pair 10 North\xE2\x80\x93South)");
        CHECK_STR(plan.instr[5], "Round 5, table 5: play board 10 switched (pair 5 sits "
                                 "East\xE2\x80\x93West, pair 6 North\xE2\x80\x93South)");
    }
    for (unsigned i = 0; i < plan.ninstr; i++)
        free(plan.instr[i]);
    free(plan.instr);
    bm_movement_free(m);
}

/* ---- options and bad input ---- */

static void test_options(void)
{
    struct bm_options *o = NULL;
    CHECK(bm_options_new(NULL, "switch") == BM_EINVAL);
    CHECK(bm_options_new(&o, "switch") == BM_OK);
    CHECK(bm_options_set(o, "level", "diagonal") == BM_EPARSE);
    CHECK_STR(bm_last_error(), "level must be round, board, table or free for switch; got diagonal");
    CHECK(bm_options_set(o, "preset", "all") == BM_EPARSE);
    CHECK(strstr(bm_last_error(), "optimise, none, last-round, stagger or eighth") != NULL);
    CHECK(bm_options_set(o, "colour", "red") == BM_EPARSE);
    CHECK(strstr(bm_last_error(), "accepted keys: level, preset, seed, effort, trials, time") !=
          NULL);
    CHECK(bm_options_set(o, "seed", "-1") == BM_EPARSE);
    CHECK(bm_options_set(o, "seed", "18446744073709551616") == BM_ERANGE); /* a number, too large */
    CHECK(strstr(bm_last_error(), "0..18446744073709551615") != NULL);
    CHECK(bm_options_set(o, "effort", "12x") == BM_EPARSE);
    CHECK(bm_options_set(o, "effort", "1000000000001") == BM_ERANGE);
    CHECK(bm_options_set(o, "time", "-2") == BM_EPARSE);
    CHECK(bm_options_set(o, "time", "nan") == BM_EPARSE);
    CHECK(bm_options_set(o, "time", "") == BM_EPARSE);
    CHECK(bm_options_set(NULL, "time", "1") == BM_EINVAL);
    CHECK(bm_options_set(o, NULL, "1") == BM_EINVAL);
    CHECK(bm_options_set(o, "seed", "18446744073709551615") == BM_OK);
    CHECK(bm_options_set(o, "level", "free") == BM_OK);
    CHECK(bm_options_set(o, "time", "1.5") == BM_OK);
    CHECK(bm_options_set(o, "effort", "77") == BM_OK);
    char *s = NULL;
    CHECK(bm_options_to_string(&s, o) == BM_OK);
    CHECK_STR(s, "switch:level=free,seed=18446744073709551615,effort=77,time=1.5");
    struct bm_options *back = NULL;
    CHECK(bm_options_parse(&back, "switch", s) == BM_OK);
    char *s2 = NULL;
    bm_options_to_string(&s2, back);
    CHECK_STR(s2, s);
    bm_free(s);
    bm_free(s2);
    bm_options_free(back);
    CHECK(bm_options_set(o, "level", NULL) == BM_OK);
    CHECK(bm_options_set(o, "effort", NULL) == BM_OK);
    bm_options_to_string(&s, o);
    CHECK_STR(s, "switch:seed=18446744073709551615,time=1.5"); /* the keys given only */
    bm_free(s);
    CHECK(bm_options_to_string(&s, NULL) == BM_EINVAL && s == NULL);
    CHECK(bm_options_to_string(NULL, o) == BM_EINVAL);
    bm_options_free(o);
    bm_options_free(NULL);

    back = (void *)1;
    CHECK(bm_options_parse(&back, "switch", "level=free,,seed") == BM_EPARSE);
    CHECK(back == NULL);
    CHECK_STR(bm_last_error(), "column 12: an empty item (two commas together, or a comma at the "
                               "end); remove it"); /* the first fault, in order */
    CHECK(bm_options_parse(&back, "switch", "level=free,seed") == BM_EPARSE);
    CHECK_STR(bm_last_error(), "column 12: expected key=value, found 'seed'");
    CHECK(bm_options_parse(&back, "switch", " level = free , preset=optimise ") == BM_OK);
    bm_options_to_string(&s, back);
    CHECK_STR(s, "switch:level=free,preset=optimise");
    bm_free(s);
    bm_options_free(back);
    CHECK(bm_options_parse(&back, "switch", "") == BM_OK);
    bm_options_free(back);
    CHECK(bm_options_parse(NULL, "switch", "") == BM_EINVAL);
    CHECK(bm_options_parse(&back, "switch", NULL) == BM_EINVAL);
}

static void test_bad_plans(void)
{
    struct bm_switch_plan *p = (void *)1;
    struct bm_movement *out = (void *)1, *m = build("mitchell:tables=3");
    CHECK(bm_switch_plan_new(NULL, &out, m, NULL) == BM_EINVAL);
    CHECK(out == NULL);
    CHECK(bm_switch_plan_new(&p, NULL, NULL, NULL) == BM_EINVAL);
    CHECK(p == NULL);
    CHECK_STR(bm_last_error(), "bm_switch_plan_new: m is NULL");
    struct bm_movement *ind;
    CHECK(bm_movement_new(&ind, BM_EVENT_INDIVIDUAL, 1, 1, 4, 1, 1) == BM_OK);
    CHECK(bm_switch_plan_new(&p, NULL, ind, NULL) == BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "individual") != NULL);
    bm_movement_free(ind);
    /* Defaults (NULL options): optimise at the board level, proven for 3 tables. */
    CHECK(bm_switch_plan_new(&p, NULL, m, NULL) == BM_OK);
    CHECK_STR(bm_switch_plan_text(p, BM_SWITCH_PRESET), "optimise");
    CHECK_STR(bm_switch_plan_text(p, BM_SWITCH_LEVEL), "board");
    CHECK((int)plan_number(p, BM_SWITCH_PROVEN));
    bm_switch_plan_free(p);
    /* Getters on NULL. */
    CHECK(plan_real(NULL, BM_SWITCH_SD) < 0 && plan_real(NULL, BM_SWITCH_START_SD) < 0 &&
          plan_real(NULL, BM_SWITCH_PARITY_BOUND) < 0);
    CHECK(plan_number(NULL, BM_SWITCH_BOARDS_SWITCHED) == 0 && (int)plan_number(NULL, BM_SWITCH_PROVEN) == 0 &&
          (int)plan_number(NULL, BM_SWITCH_STOPPED_EARLY) == 0 && plan_number(NULL, BM_SWITCH_ITERATIONS) == 0);
    CHECK(bm_switch_plan_text(NULL, BM_SWITCH_LEVEL) == NULL && bm_switch_plan_text(NULL, BM_SWITCH_PRESET) == NULL);
    CHECK((unsigned)plan_number(NULL, BM_SWITCH_INSTRUCTIONS) == 0 && bm_switch_plan_instruction(NULL, 1) == NULL);
    char *s = (void *)1;
    CHECK(bm_switch_plan_report(&s, NULL, BM_FORM_TEXT) == BM_EINVAL && s == NULL);
    s = (void *)1;
    CHECK(bm_switch_plan_report(&s, NULL, BM_FORM_JSON) == BM_EINVAL && s == NULL);
    CHECK(bm_switch_plan_report(NULL, NULL, BM_FORM_TEXT) == BM_EINVAL);
    CHECK(bm_switch_plan_report(NULL, NULL, BM_FORM_JSON) == BM_EINVAL);
    out = (void *)1;
    CHECK(bm_switch_plan_movement(&out, NULL) == BM_EINVAL && out == NULL);
    CHECK(bm_switch_plan_movement(NULL, NULL) == BM_EINVAL);
    bm_switch_plan_free(NULL);
    bm_movement_free(m);
}

/* ---- allocation failures ---- */

static void test_alloc_failures(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=2,phantom=5ew");
    const char *options[] = {"preset=none", "preset=last-round", "preset=stagger",
                             "preset=eighth", "level=round,effort=100", "level=board,effort=100",
                             "level=table,effort=100", "level=free,effort=100"};
    for (unsigned i = 0; i < sizeof options / sizeof *options; i++) {
        struct bm_options *o;
        bm_options_parse(&o, "switch", options[i]);
        int ok = 1;
        for (unsigned long n = 1;; n++) {
            struct bm_switch_plan *p = (void *)1;
            struct bm_movement *out = (void *)1;
            bm_test_fail_alloc_at(n);
            enum bm_status st = bm_switch_plan_new(&p, &out, m, o);
            bm_test_fail_alloc_at(0);
            if (st == BM_OK) {
                char *s;
                for (unsigned long k = 1;; k++) {
                    s = (void *)1;
                    bm_test_fail_alloc_at(k);
                    st = bm_switch_plan_report(&s, p, BM_FORM_TEXT);
                    bm_test_fail_alloc_at(0);
                    if (st == BM_OK)
                        break;
                    ok &= st == BM_ENOMEM && s == NULL;
                }
                bm_free(s);
                for (unsigned long k = 1;; k++) {
                    s = (void *)1;
                    bm_test_fail_alloc_at(k);
                    st = bm_switch_plan_report(&s, p, BM_FORM_JSON);
                    bm_test_fail_alloc_at(0);
                    if (st == BM_OK)
                        break;
                    ok &= st == BM_ENOMEM && s == NULL;
                }
                bm_free(s);
                struct bm_movement *c = (void *)1;
                bm_test_fail_alloc_at(1);
                ok &= bm_switch_plan_movement(&c, p) == BM_ENOMEM && c == NULL;
                bm_test_fail_alloc_at(0);
                bm_switch_plan_free(p);
                bm_movement_free(out);
                break;
            }
            ok &= st == BM_ENOMEM && p == NULL && out == NULL;
        }
        CHECK(ok);
        bm_options_free(o);
    }
    int ok = 1;
    for (unsigned long n = 1;; n++) {
        struct bm_options *o = (void *)1;
        bm_test_fail_alloc_at(n);
        enum bm_status st = bm_options_parse(&o, "switch", "level=free,seed=4");
        bm_test_fail_alloc_at(0);
        if (st == BM_OK) {
            char *s = (void *)1;
            bm_test_fail_alloc_at(1);
            ok &= bm_options_to_string(&s, o) == BM_ENOMEM && s == NULL;
            bm_test_fail_alloc_at(0);
            bm_options_free(o);
            break;
        }
        ok &= st == BM_ENOMEM && o == NULL;
    }
    struct bm_options *o = (void *)1;
    bm_test_fail_alloc_at(1);
    ok &= bm_options_new(&o, "switch") == BM_ENOMEM && o == NULL;
    bm_test_fail_alloc_at(0);
    CHECK(ok);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_presets());
    RUN(test_stagger_needs_rounds());
    RUN(test_evaluator());
    RUN(test_parity_bound());
    RUN(test_optimiser());
    RUN(test_uneven_sets());
    RUN(test_exact_levels());
    RUN(test_exact_board_uneven());
    RUN(test_time_cap());
    RUN(test_trials());
    RUN(test_trials_never_worse());
    RUN(test_effort_level());
    RUN(test_instructions());
    RUN(test_report_bound());
    RUN(test_describe());
    RUN(test_options());
    RUN(test_bad_plans());
    RUN(test_alloc_failures());
    return test_report();
}
