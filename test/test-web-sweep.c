/* SPDX-License-Identifier: MIT */
/* Every Web movement with t = 4..45 tables and d = 6..15 deal groups (r = d and d - 1), every
 * decomposition t = n*d + 2s, with and without a rover and party table, with the boards
 * flowing and with separate cases for single tables: the hard rules hold, every pair plays r
 * distinct deal groups, each deal group is played as often as the construction predicts,
 * the cases of boards are as many as the construction needs, every case is whole in every
 * round, boards move down one station a round and bye stands feed in the recorded order,
 * and EW pairs move up one table a round (two after round d/2 when d is even); with a rover, the
 * party table plays the rover's group, and the half-table form (party pair a phantom) is playable. */
#include "test.h"
#include "test-web-common.h"

#include "model/model.h"
#include "util/alloc.h"

struct web_case {
    unsigned t, d, n, s, r;
    int rover; /* 0, 1 = ns, 2 = ew */
    int flow, share;
    unsigned cases; /* what the construction needs */
};

static unsigned rover_meetings_repeated, rover_builds;

static unsigned repeated_meetings(const struct bm_movement *m)
{
    struct bm_check *c = NULL;
    unsigned v = 0;
    bm_check_new(&c, m);
    bm_check_violations(&v, c, BM_RULE_4A);
    bm_check_free(c);
    return v;
}

/* 1A, 1B and 2; NS stationary without a rover. */
static void check_rules(const struct bm_movement *m, const struct web_case *w)
{
    struct bm_check *c = NULL;
    int a = 0, b = 0, two = 0;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    bm_check_holds(&a, c, BM_RULE_1A);
    bm_check_holds(&b, c, BM_RULE_1B);
    bm_check_holds(&two, c, BM_RULE_2);
    CHECK(a && b && two);
    if (!w->rover)
        CHECK(bm_check_stationary(c));
    if (!w->rover && w->d == w->r) {
        int three_a = 0, three_b = 0;
        bm_check_holds(&three_a, c, BM_RULE_3A);
        bm_check_holds(&three_b, c, BM_RULE_3B);
        CHECK(three_a && three_b);
    }
    int four_b = 0; /* (set, copy) at one table a round, unless two single tables share */
    bm_check_holds(&four_b, c, BM_RULE_4B);
    CHECK_EQ(four_b, !(w->share && w->d % 2 && w->r >= (w->d + 1) / 2));
    bm_check_free(c);
}

/* The rover and the party pair meet nobody twice beyond what the movement without them does,
 * except in the full-length Mitchells of 9 and 15 tables (one repeat: no route avoids it). */
static void check_rover_meetings(const struct bm_movement *m, const struct web_case *w)
{
    char spec[128];
    snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u,groups=%u,subsections=%u", w->t, w->r,
             w->d, w->n);
    struct bm_movement *base = build(spec);
    CHECK(base != NULL);
    if (!base)
        return;
    unsigned with = repeated_meetings(m), without = repeated_meetings(base);
    int exception = w->d == w->t && w->r == w->d && w->d % 3 == 0 && w->d % 2;
    CHECK(with <= without + (exception ? 1u : 0u));
    rover_meetings_repeated += with > without ? with - without : 0;
    rover_builds++;
    bm_movement_free(base);
}

/* Every pair sits once a round and plays r distinct deal groups. */
static void check_pairs(const struct bm_movement *m, const struct web_case *w)
{
    unsigned P = bm_movement_participants(m), R = w->r;
    unsigned char *seen = calloc((size_t)w->d + 1, 1);
    for (unsigned p = 1; p <= P; p++) {
        memset(seen, 0, (size_t)w->d + 1);
        unsigned distinct = 0;
        for (unsigned r = 1; r <= R; r++) {
            unsigned t = 0;
            bm_movement_seat_of(&t, NULL, m, p, r);
            CHECK(t != 0);
            unsigned g = t ? get(m, r, t, BM_FIELD_SET) : 0;
            if (g && !seen[g]++)
                distinct++;
        }
        CHECK_EQ(distinct, R);
    }
    free(seen);
}

/* Plays of each group: the prediction, plus one for each group the rover plays (the party
 * table plays them all once). Equal for all groups when d = r. */
static void check_group_counts(const struct bm_movement *m, const struct web_case *w)
{
    unsigned *count = calloc((size_t)w->d + 1, sizeof *count);
    unsigned char *rover_plays = calloc((size_t)w->d + 1, 1);
    for (unsigned r = 1; r <= w->r; r++) {
        for (unsigned t = 1; t <= bm_movement_tables(m); t++)
            count[get(m, r, t, BM_FIELD_SET)]++;
        unsigned x = 0;
        if (w->rover && bm_movement_seat_of(&x, NULL, m, 2 * w->t + 2, r) == BM_OK && x)
            rover_plays[get(m, r, x, BM_FIELD_SET)] = 1;
    }
    for (unsigned g = 1; g <= w->d; g++) {
        CHECK_EQ(count[g], predicted_plays(w->d, w->n, w->s, w->r, g) + rover_plays[g]);
        if (w->d == w->r)
            CHECK_EQ(count[g], w->t + (w->rover ? 1 : 0));
    }
    free(count);
    free(rover_plays);
}

/* Where each (group, case) is in a round: table t > 0, or -(stand*1000 + place). */
static long *locate(const struct bm_movement *m, const struct web_case *w, unsigned r)
{
    long *where = calloc((size_t)(w->d + 1) * (w->cases + 1), sizeof *where);
    for (unsigned t = 1; t <= w->t; t++) {
        unsigned g = get(m, r, t, BM_FIELD_SET), c = get(m, r, t, BM_FIELD_COPY);
        if (c <= w->cases)
            where[g * (w->cases + 1) + c] = t;
    }
    for (unsigned k = 1; k <= bm_movement_stands(m); k++) {
        unsigned n = 0;
        bm_movement_stand_count(&n, m, r, k);
        for (unsigned i = 1; i <= n; i++) {
            unsigned g = 0, c = 0;
            bm_movement_stand_item(&g, &c, m, r, k, i);
            if (g <= w->d && c <= w->cases)
                where[g * (w->cases + 1) + c] = -(long)(k * 1000 + i);
        }
    }
    return where;
}

/* Every regular case holds every group exactly once a round, at a table or on a stand (two
 * single tables sharing a case may hold the same group together). */
static void check_cases_whole(const struct bm_movement *m, const struct web_case *w)
{
    unsigned regular = w->cases - (w->rover ? 1 : 0), used_max = 0;
    unsigned *count = calloc((size_t)(w->d + 1) * (regular + 1), sizeof *count);
    for (unsigned r = 1; r <= w->r; r++) {
        memset(count, 0, (size_t)(w->d + 1) * (regular + 1) * sizeof *count);
        for (unsigned t = 1; t <= w->t; t++) {
            unsigned g = get(m, r, t, BM_FIELD_SET), c = get(m, r, t, BM_FIELD_COPY);
            CHECK(c >= 1 && c <= regular);
            used_max = c > used_max ? c : used_max;
            int shared_twin = w->share && t == w->t && g == get(m, r, t - 1, BM_FIELD_SET);
            if (c <= regular && !shared_twin)
                count[g * (regular + 1) + c]++;
        }
        for (unsigned k = 1; k <= bm_movement_stands(m); k++) {
            unsigned n = 0;
            bm_movement_stand_count(&n, m, r, k);
            for (unsigned i = 1; i <= n; i++) {
                unsigned g = 0, c = 0;
                bm_movement_stand_item(&g, &c, m, r, k, i);
                CHECK(c >= 1 && c <= regular);
                if (c <= regular)
                    count[g * (regular + 1) + c]++;
            }
        }
        for (unsigned c = 1; c <= regular; c++)
            for (unsigned g = 1; g <= w->d; g++)
                CHECK_EQ(count[g * (regular + 1) + c], 1);
        if (w->rover)
            CHECK_EQ(get(m, r, w->t + 1, BM_FIELD_COPY), w->cases);
    }
    CHECK_EQ(used_max, regular);
    free(count);
}

/* Which board path a table belongs to: a Mitchell subsection, the ascending or the descending
 * subsection; with flow=1 the Mitchell subsections and the ascending one are one path. */
static unsigned path_of(const struct web_case *w, unsigned x)
{
    if (x > w->n * w->d + w->s)
        return w->n + 1;
    if (w->flow || x > w->n * w->d)
        return w->n;
    return (x - 1) / w->d;
}

/* Boards move down one station a round: to the next lower table, from a subsection's (or the
 * flowing path's) first table to its last, or from the head of a stand; a stand drops its
 * head and takes the boards of its after_table at the end. */
static void check_board_moves(const struct bm_movement *m, const struct web_case *w)
{
    if (w->share)
        return; /* two tables feed one stand: no single queue order */
    unsigned stride = w->cases + 1, path = w->flow ? w->n * w->d : w->d;
    for (unsigned r = 1; r < w->r; r++) {
        long *before = locate(m, w, r);
        for (unsigned x = 1; x <= w->t; x++) {
            unsigned g = get(m, r + 1, x, BM_FIELD_SET), c = get(m, r + 1, x, BM_FIELD_COPY);
            long y = before[g * stride + c];
            int ok;
            if (y > 0) {
                unsigned from = (unsigned)y;
                ok = path_of(w, from) == path_of(w, x)
                     && (from == x + 1 || (from < x && (x - from + 1 == w->d
                                                        || (w->s == 0 && x - from + 1 == path))));
            } else {
                unsigned after = 0;
                bm_movement_stand(&after, NULL, NULL, m, (unsigned)(-y / 1000));
                ok = -y % 1000 == 1 && path_of(w, after) == path_of(w, x);
            }
            CHECK(ok);
        }
        for (unsigned k = 1; k <= bm_movement_stands(m); k++) {
            unsigned after = 0, n0 = 0, n1 = 0;
            bm_movement_stand(&after, NULL, NULL, m, k);
            bm_movement_stand_count(&n0, m, r, k);
            bm_movement_stand_count(&n1, m, r + 1, k);
            CHECK_EQ(n1, n0);
            for (unsigned i = 1; i < n0 && i <= n1; i++) {
                unsigned g0, c0, g1, c1;
                bm_movement_stand_item(&g0, &c0, m, r, k, i + 1);
                bm_movement_stand_item(&g1, &c1, m, r + 1, k, i);
                CHECK(g0 == g1 && c0 == c1);
            }
            unsigned g1 = 0, c1 = 0;
            bm_movement_stand_item(&g1, &c1, m, r + 1, k, n1);
            CHECK_EQ(g1, get(m, r, after, BM_FIELD_SET));
            CHECK_EQ(c1, get(m, r, after, BM_FIELD_COPY));
        }
        free(before);
    }
}

/* EW pairs move up one table a round over the t tables, two after round d/2 when d is even. */
static void check_ew_moves(const struct bm_movement *m, const struct web_case *w)
{
    for (unsigned r = 1; r < w->r; r++)
        for (unsigned x = 1; x <= w->t; x++) {
            unsigned e = get(m, r + 1, x, BM_FIELD_EW), y = 0;
            bm_movement_seat_of(&y, NULL, m, e, r);
            unsigned step = (x + w->t - y) % w->t;
            CHECK_EQ(step, w->d % 2 == 0 && r == w->d / 2 ? 2 : 1);
        }
}

/* The party table: round 1 the two extra pairs on a group the party table never plays again;
 * then the rover's group with the pair the rover bumped. */
static void check_party(const struct bm_movement *m, const struct web_case *w)
{
    unsigned party_table = w->t + 1, party = 2 * w->t + 1, rover = party + 1;
    int ns = w->rover == 1;
    CHECK_EQ(get(m, 1, party_table, ns ? BM_FIELD_NS : BM_FIELD_EW), rover);
    CHECK_EQ(get(m, 1, party_table, ns ? BM_FIELD_EW : BM_FIELD_NS), party);
    for (unsigned r = 2; r <= w->r; r++) {
        unsigned x = 0;
        enum bm_field f = 0;
        bm_movement_seat_of(&x, &f, m, rover, r);
        CHECK(x >= 1 && x <= w->t);
        CHECK_EQ(f, ns ? BM_FIELD_NS : BM_FIELD_EW);
        CHECK_EQ(get(m, r, party_table, BM_FIELD_SET), get(m, r, x, BM_FIELD_SET));
        CHECK(get(m, r, party_table, BM_FIELD_SET) != get(m, 1, party_table, BM_FIELD_SET));
        CHECK_EQ(get(m, r, party_table, ns ? BM_FIELD_EW : BM_FIELD_NS), party);
    }
}

/* The analysis agrees: complete when d = r, and the apples-and-oranges share that the play
 * counts predict (0 when d = r). */
static void check_analysis(const struct bm_movement *m, const struct web_case *w)
{
    struct bm_analysis *an = NULL;
    double share = -1, predicted = 0;
    int complete = 0;
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    bm_analysis_stat(&share, an, BM_STAT_APPLES_ORANGES);
    bm_analysis_flag(&complete, an, BM_FLAG_COMPLETE);
    bm_analysis_free(an);
    for (unsigned g = 1; g <= w->d; g++) {
        unsigned n = predicted_plays(w->d, w->n, w->s, w->r, g);
        predicted += n * (1.0 - (double)(n - 1) / (double)(w->t - 1));
    }
    predicted /= (double)w->t * w->r;
    CHECK_NEAR(share, predicted, 1e-12);
    CHECK_EQ(complete, w->d == w->r);
    if (w->d == w->r)
        CHECK_NEAR(share, 0.0, 1e-12);
}

static void check_one(const struct web_case *w)
{
    char spec[160];
    snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u,groups=%u,subsections=%u%s%s%s", w->t,
             w->r, w->d, w->n, w->rover == 1 ? ",rover=ns" : w->rover == 2 ? ",rover=ew" : "",
             w->flow ? ",flow=1" : "", w->s == 1 && !w->share ? ",share=0" : "");
    test_context("%s", spec);
    unsigned before = test_failed, cases = 0;
    struct bm_options *sp = NULL;
    CHECK_EQ(bm_options_parse(&sp, NULL, spec), BM_OK);
    CHECK_EQ(bm_web_plan(NULL, NULL, NULL, &cases, sp), BM_OK);
    CHECK_EQ(cases, w->cases);
    bm_options_free(sp);
    struct bm_movement *m = build(spec);
    CHECK(m != NULL);
    if (m) {
        CHECK_EQ(bm_movement_tables(m), w->t + (w->rover ? 1 : 0));
        CHECK_EQ(bm_movement_rounds(m), w->r);
        check_rules(m, w);
        check_pairs(m, w);
        check_group_counts(m, w);
        check_cases_whole(m, w);
        if (!w->rover) {
            check_board_moves(m, w);
            check_ew_moves(m, w);
            if (!w->flow)
                check_analysis(m, w);
        } else {
            check_party(m, w);
            check_rover_meetings(m, w);
        }
    }
    if (w->rover) { /* the half-table form: the party pair a phantom */
        char half[200];
        snprintf(half, sizeof half, "%s,phantom=%u%s", spec, w->t + 1, w->rover == 1 ? "ew" : "ns");
        struct bm_movement *h = build(half);
        struct bm_check *c = NULL;
        CHECK(h != NULL);
        if (h)
            bm_check_new(&c, h);
        CHECK(bm_check_playable(c));
        bm_check_free(c);
        bm_movement_free(h);
    }
    if (test_failed != before)
        fprintf(stderr, "  in %s\n", spec);
    bm_movement_free(m);
}

/* Cases the construction needs: one per Mitchell subsection, one per subsection of size s
 * (one for both when s = 1 and they share), one for the party table. */
static unsigned cases_needed(unsigned n, unsigned s, int share, int rover)
{
    return n + (s == 0 ? 0 : s == 1 && share ? 1 : 2) + (rover ? 1 : 0);
}

int main(void)
{
    unsigned movements = 0, decompositions = 0;
    for (unsigned t = 4; t <= 45; t++)
        for (unsigned d = 6; d <= 15 && d <= t; d++) {
            if (t % 2 && d % 2 == 0)
                continue; /* refused: test-web.c */
            for (unsigned n = 0; n * d <= t; n++) {
                unsigned s = (t - n * d) / 2;
                if ((t - n * d) % 2 || s >= d)
                    continue;
                decompositions++;
                for (unsigned r = d - 1; r <= d; r++)
                    for (int rover = 0; rover < 3; rover++)
                        for (int variant = 0; variant < 3; variant++) {
                            /* 0: defaults; 1: flow=1; 2: share=0 (only when s = 1) */
                            if ((variant && rover) || (variant == 2 && s != 1))
                                continue;
                            struct web_case w = {t, d, n, s, r, rover, variant == 1,
                                                 s == 1 && variant == 0, 0};
                            w.cases = cases_needed(n, s, w.share, rover);
                            check_one(&w);
                            movements++;
                        }
            }
        }
    printf("%u decompositions, %u movements checked; %u with a rover, which add %u repeated "
           "meetings in all (rule 4A)\n", decompositions, movements, rover_builds,
           rover_meetings_repeated);
    return test_report();
}
