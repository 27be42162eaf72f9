/* SPDX-License-Identifier: MIT */
/* The lower bounds on the SD (doc/analysis.md, "Lower bounds on the SD"): on small movements,
 * every arrow switching enumerated, the bound is the same for all of them and never above the
 * best SD any of them reaches; the mod-4 bound of complete Howells with T odd is
 * sqrt(2(P - 2)/(P - 1)); the spectral bound of every short Howell agrees with one recomputed
 * from its grid alone (Jacobi rotations; the 32 x 33 two-line grid's 1.3144); on every short
 * Howell the bound is below the SD. */
#include <math.h>
#include <string.h>

#include "analysis-util.h"
#include "analysis/analysis-private.h" /* the eigenvalues by two methods */

/* The bound's kind, from the JSON report (static buffer). */
static const char *kind_of(const struct bm_analysis *an)
{
    static char kind[32];
    char *json = NULL;
    kind[0] = '\0';
    CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK);
    const char *k = json ? strstr(json, "\"bound_kind\": \"") : NULL;
    if (k)
        sscanf(k + strlen("\"bound_kind\": \""), "%31[a-z0-9]", kind);
    bm_free(json);
    return kind;
}

/* Every cell's board switch bits, as one list: the enumeration flips one of them at a time. */
struct bit {
    unsigned r, t, i;
};

static size_t list_bits(struct bit *bits, size_t max, const struct bm_movement *m)
{
    size_t n = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned set = 0, k = 0;
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            if (set)
                CHECK_EQ(bm_movement_set_size(&k, m, set), BM_OK);
            for (unsigned i = 1; i <= k && n < max; i++)
                bits[n++] = (struct bit){r, t, i};
        }
    return n;
}

/* Every switching (Gray code: one bit flipped a step), the bound of each and the best SD. */
static void exhaustive(const char *spec, const char *kind)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    struct bit bits[20];
    size_t n = list_bits(bits, 20, m);
    CHECK(n <= 18);
    unsigned char on[20] = {0};
    struct bm_analysis *an = analyse(m);
    double bound = stat(an, BM_STAT_BOUND_SD), best = stat(an, BM_STAT_SD);
    char got[32];
    snprintf(got, sizeof got, "%s", kind_of(an));
    CHECK(kind ? strcmp(got, kind) == 0 : got[0] != '\0');
    bm_analysis_free(an);
    int same = 1;
    for (uint64_t g = 1; g < (uint64_t)1 << n; g++) {
        size_t b = (size_t)__builtin_ctzll(g);
        on[b] ^= 1;
        CHECK_EQ(bm_movement_set_switched(m, bits[b].r, bits[b].t, bits[b].i, on[b]), BM_OK);
        an = analyse(m);
        double sd = stat(an, BM_STAT_SD);
        same &= fabs(stat(an, BM_STAT_BOUND_SD) - bound) < 1e-9 ||
                stat(an, BM_STAT_BOUND_SD) == sd; /* clamped to an SD that reaches it */
        if (sd < best)
            best = sd;
        bm_analysis_free(an);
    }
    CHECK(same);
    CHECK(bound <= best + 1e-9);
    printf("  %-40s bound %.4f (%s)  best of %llu switchings %.4f\n", spec, bound, got,
           (unsigned long long)1 << n, best);
    bm_movement_free(m);
}

static void against_every_switching(void)
{
    exhaustive("mitchell:tables=3", "mod4");
    exhaustive("mitchell:tables=3,boards=2", "mod4"); /* the NS and the EW pairs: two classes */
    exhaustive("mitchell:tables=4,variant=skip,rounds=3", "parity");
    exhaustive("howell:tables=3", "mod4");
    exhaustive("web:tables=4,rounds=3", "mod4");
    exhaustive("howell:tables=3,rounds=4", "mod4"); /* attained */
    exhaustive("howell:tables=4,rounds=4", NULL);
    exhaustive("howell:pairs=5", NULL);
    exhaustive("individual:players=8,rounds=3", "mod4");
    exhaustive("individual:players=12,rounds=2", "spectral");
    exhaustive("individual:players=8", NULL);
}

/* Pairs movements where the spectral bound is the best: below what the free-level switching
 * optimiser reaches (too many switchings to enumerate). */
static void against_the_optimiser(void)
{
    /* (8 x 9, two lines since 1.1, has parity as its best bound; 7 x 8, 7 x 10
     * and 9 x 10 the size bound since 1.1, test-analysis-size-bound.c) */
    static const char *const specs[] = {"howell:tables=10,rounds=12", "howell:tables=11,rounds=13",
                                        "roundrobin:teams=4"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        test_context("%s", specs[i]);
        struct bm_movement *m = build(specs[i]), *switched = NULL;
        struct bm_options *o = NULL;
        struct bm_switch_plan *p = NULL;
        CHECK_EQ(bm_options_parse(&o, "switch", "level=free,effort=20000"), BM_OK);
        CHECK_EQ(bm_switch_plan_new(&p, &switched, m, o), BM_OK);
        struct bm_analysis *an = analyse(m), *after = switched ? analyse(switched) : NULL;
        if (an && after) {
            CHECK_EQ(strcmp(kind_of(an), "spectral"), 0);
            CHECK_NEAR(stat(after, BM_STAT_BOUND_SD), stat(an, BM_STAT_BOUND_SD), 1e-9);
            CHECK(stat(an, BM_STAT_BOUND_SD) <= stat(after, BM_STAT_SD));
        }
        bm_analysis_free(after);
        bm_analysis_free(an);
        bm_switch_plan_free(p);
        bm_options_free(o);
        bm_movement_free(switched);
        bm_movement_free(m);
    }
}

/* The 3-board Mitchells the mod-4 bound of two classes (NS, EW) serves best: the free level's
 * exhaustive search proves 3 x 3 optimal at 1.5406, above the bound 1.1431 (parity 0.4899);
 * the free level reaches 6 x 3's bound, 1.3361. Where every row of s must also reach its sum
 * the size bound is stronger (7 x 4 against the mod-4 bound's 1.0402, 8 x 3 against parity's
 * 0.9798, 8 x 2 against 0.9568), and still below the free level's SD. */
static void mitchell_bounds(void)
{
    static const struct {
        const char *spec, *kind;
        double bound;
        int proven;
    } cases[] = {
        {"mitchell:tables=3,boards=3", "mod4", 1.1431, 1},
        {"mitchell:tables=6,boards=3", "mod4", 1.3361, 0},
        {"mitchell:tables=17,boards=3", "mod4", 1.1634, 0},
        {"mitchell:tables=7,boards=4", "size", 1.1215, 0},
        {"mitchell:tables=8,boards=3", "size", 1.1662, 0},
        {"mitchell:tables=8,boards=2", "size", 1.1470, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        test_context("%s", cases[i].spec);
        struct bm_movement *m = build(cases[i].spec), *switched = NULL;
        struct bm_options *o = NULL;
        struct bm_switch_plan *p = NULL;
        CHECK_EQ(bm_options_parse(&o, "switch", "level=free"), BM_OK);
        CHECK_EQ(bm_switch_plan_new(&p, &switched, m, o), BM_OK);
        struct bm_analysis *an = analyse(m), *after = switched ? analyse(switched) : NULL;
        uint64_t proven = 0;
        if (p)
            CHECK_EQ(bm_switch_plan_number(&proven, p, BM_SWITCH_PROVEN), BM_OK);
        if (an && after) {
            CHECK_EQ(strcmp(kind_of(an), cases[i].kind), 0);
            CHECK_NEAR(stat(an, BM_STAT_BOUND_SD), cases[i].bound, 5e-5);
            CHECK_NEAR(stat(after, BM_STAT_BOUND_SD), stat(an, BM_STAT_BOUND_SD), 1e-9);
            CHECK(stat(an, BM_STAT_BOUND_SD) <= stat(after, BM_STAT_SD) + 1e-12);
            CHECK(!cases[i].proven || proven);
        }
        bm_analysis_free(after);
        bm_analysis_free(an);
        bm_switch_plan_free(p);
        bm_options_free(o);
        bm_movement_free(switched);
        bm_movement_free(m);
    }
}

/* A complete Howell with T odd and one board a round: the mod-4 bound, as derived. */
static void mod4_complete_howells(void)
{
    for (unsigned T = 3; T <= 31; T += 2) {
        char spec[64];
        snprintf(spec, sizeof spec, "howell:tables=%u", T);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        struct bm_analysis *an = m ? analyse(m) : NULL;
        if (!an) {
            bm_movement_free(m);
            continue;
        }
        double P = 2.0 * T, bound = stat(an, BM_STAT_BOUND_SD);
        CHECK(bound >= sqrt(2.0 * (P - 2.0) / (P - 1.0)) - 1e-12);
        CHECK(bound <= stat(an, BM_STAT_SD));
        CHECK_NEAR(stat(an, BM_STAT_RATIO_TO_BOUND), stat(an, BM_STAT_SD) / bound, 1e-12);
        bm_analysis_free(an);
        bm_movement_free(m);
    }
}

/* The eigenvalues of the symmetric n x n matrix a (destroyed) by cyclic Jacobi rotations: a
 * third method, sharing nothing with the library's QL iteration and bisection. */
static void jacobi_eigenvalues(double *ev, double *a, unsigned n)
{
    for (unsigned sweep = 0; sweep < 100; sweep++) {
        double off = 0.0, all = 0.0;
        for (unsigned i = 0; i < n; i++)
            for (unsigned j = 0; j < n; j++) {
                all += a[i * n + j] * a[i * n + j];
                off += i == j ? 0.0 : a[i * n + j] * a[i * n + j];
            }
        if (off <= 1e-26 * all)
            break;
        for (unsigned p = 0; p < n; p++)
            for (unsigned q = p + 1; q < n; q++) {
                double apq = a[p * n + q];
                if (apq == 0.0)
                    continue;
                double theta = (a[q * n + q] - a[p * n + p]) / (2.0 * apq);
                double t = (theta >= 0 ? 1.0 : -1.0) / (fabs(theta) + sqrt(theta * theta + 1));
                double c = 1.0 / sqrt(t * t + 1.0), s = t * c;
                for (unsigned k = 0; k < n; k++) { /* columns p and q */
                    double akp = a[k * n + p], akq = a[k * n + q];
                    a[k * n + p] = c * akp - s * akq;
                    a[k * n + q] = s * akp + c * akq;
                }
                for (unsigned k = 0; k < n; k++) { /* rows p and q */
                    double apk = a[p * n + k], aqk = a[q * n + k];
                    a[p * n + k] = c * apk - s * aqk;
                    a[q * n + k] = s * apk + c * aqk;
                }
            }
    }
    for (unsigned i = 0; i < n; i++)
        ev[i] = a[i * n + i];
}

/* The spectral bound of a movement where every pair plays every board, recomputed from its
 * grid alone (doc/analysis.md, "The spectral bound"), none of the analysis's figures used:
 * t_ij = the boards of the sets i and j play against each other times the tables each such
 * set is played at; the total of s is the total of t less P N / 2 (the switching part G adds
 * up to -P N / 2 over the pairs of pairs); K = -C H C, its eigenvalues by Jacobi rotations. */
static double spectral_from_grid(const struct bm_movement *m)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
    unsigned P = bm_movement_participants(m), N = 0, plays[256] = {0}, size[256] = {0};
    CHECK(P <= 64);
    if (P > 64)
        return -1.0;
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            uint32_t set = 0;
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            CHECK(set < 256);
            if (set && set < 256)
                plays[set]++;
        }
    for (unsigned set = 1; set < 256; set++)
        if (plays[set]) {
            CHECK_EQ(bm_movement_set_size(&size[set], m, set), BM_OK);
            N += size[set];
        }
    static double h[64 * 64], ev[64];
    double total = -(double)P * N / 2.0, mean[64] = {0}, grand = 0.0, fixed = 0.0, rest = 0.0;
    memset(h, 0, sizeof h);
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            uint32_t set = 0, ns = 0, ew = 0;
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            bm_movement_get(&ns, m, r, t, BM_FIELD_NS);
            bm_movement_get(&ew, m, r, t, BM_FIELD_EW);
            if (!set || set >= 256 || !ns || !ew)
                continue;
            double add = (double)size[set] * plays[set];
            h[(ns - 1) * P + ew - 1] += add;
            h[(ew - 1) * P + ns - 1] += add;
            total += add;
        }
    double mu = total / (P * (P - 1) / 2.0);
    for (unsigned i = 0; i < P; i++)
        for (unsigned j = 0; j < P; j++) {
            h[i * P + j] = i == j ? -(double)N : h[i * P + j] - mu;
            mean[i] += h[i * P + j] / P;
        }
    for (unsigned i = 0; i < P; i++)
        grand += mean[i] / P;
    for (unsigned i = 0; i < P; i++)
        for (unsigned j = 0; j < P; j++) {
            double centred = h[i * P + j] - mean[i] - mean[j] + grand;
            fixed += (h[i * P + j] - centred) * (h[i * P + j] - centred);
            h[i * P + j] = -centred;
        }
    jacobi_eigenvalues(ev, h, P);
    /* keep the r largest positive eigenvalues (r: the boards, and P - 1), pay the rest */
    unsigned r = N < P - 1 ? N : P - 1;
    for (unsigned k = 0; k < P; k++) {
        unsigned above = 0;
        for (unsigned l = 0; l < P; l++)
            above += ev[l] > ev[k] || (ev[l] == ev[k] && l < k);
        if (ev[k] <= 0.0 || above >= r)
            rest += ev[k] * ev[k];
    }
    return sqrt((fixed + rest) / (P * (P - 1.0)));
}

/* Every short Howell the library builds: bound <= SD, and the ratio; the 32 x 33 bound pinned
 * (an independent analyser computed 7.2996 from the meeting graph of the two-cycle grid, rank
 * of the switching part at most the 33 boards; the two-line grid shipped since has 1.3144,
 * recomputed here from the grid alone by spectral_from_grid, as is every short Howell's
 * spectral bound). */
static void short_howells(void)
{
    double worst = 0.0, sum = 0.0;
    unsigned count = 0, spectral = 0;
    for (unsigned T = 3; T <= 32; T++)
        for (unsigned R = T + 1; R <= 2 * T - 2; R++) {
            if (T == 4 && R == 5)
                continue;
            char spec[64];
            snprintf(spec, sizeof spec, "howell:tables=%u,rounds=%u", T, R);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            struct bm_analysis *an = m ? analyse(m) : NULL;
            if (!an) {
                bm_movement_free(m);
                continue;
            }
            double sd = stat(an, BM_STAT_SD), bound = stat(an, BM_STAT_BOUND_SD);
            CHECK(bound > 0.0 && bound <= sd);
            double ratio = stat(an, BM_STAT_RATIO_TO_BOUND);
            CHECK_NEAR(ratio, sd / bound, 1e-12);
            if (T == 32 && R == 33) { /* 8.0 for the 1.0 grid; 7.30 re-searched; two lines */
                CHECK_NEAR(bound, 1.3144, 1e-4);
                CHECK_NEAR(spectral_from_grid(m), bound, 1e-9);
            }
            /* the grid's own spectral bound: never above the bound reported, equal to it
             * where the spectral bound is the one reported */
            double again = spectral_from_grid(m);
            CHECK(again <= bound + 1e-9 * (1.0 + bound));
            if (!strcmp(kind_of(an), "spectral"))
                CHECK_NEAR(again, bound, 1e-9 * (1.0 + bound));
            spectral += !strcmp(kind_of(an), "spectral");
            worst = ratio > worst ? ratio : worst;
            sum += ratio;
            count++;
            bm_analysis_free(an);
            bm_movement_free(m);
        }
    printf("  short Howells: %u sizes, SD / bound %.2f on average, %.2f at worst; the spectral "
           "bound recomputed from the grid at %u\n", count, sum / count, worst, spectral);
}

/* QL iteration against bisection (certain, slower) on random symmetric matrices of 1 to 80
 * rows, some with repeated eigenvalues (integer entries, a block repeated). */
static void eigenvalues_two_ways(void)
{
    unsigned seed = 12345;
    for (unsigned n = 1; n <= 80; n += (n < 12 ? 1 : 7)) {
        double *a = malloc(sizeof *a * n * n), *b = malloc(sizeof *b * n * n);
        double *ql = malloc(sizeof *ql * n), *bis = malloc(sizeof *bis * n);
        for (unsigned i = 0; i < n; i++)
            for (unsigned j = 0; j <= i; j++) {
                seed = seed * 1103515245u + 12345u;
                double x = n % 2 ? (double)((seed >> 16) % 7) - 3.0 : (double)(seed >> 8) / 1e6;
                a[i * n + j] = a[j * n + i] = (i % 3 == j % 3 && n % 2) ? 1.0 : x;
            }
        memcpy(b, a, sizeof *a * n * n);
        CHECK_EQ(bm_symmetric_eigenvalues(ql, a, n), BM_OK);
        bm_eigen_bisection_only = 1;
        CHECK_EQ(bm_symmetric_eigenvalues(bis, b, n), BM_OK);
        bm_eigen_bisection_only = 0;
        double scale = 1.0, worst = 0.0;
        for (unsigned i = 0; i < n; i++)
            scale = fmax(scale, fabs(bis[i]));
        for (unsigned i = 0; i < n; i++)
            worst = fmax(worst, fabs(ql[i] - bis[i]));
        test_context("n = %u", n);
        CHECK(worst <= 1e-9 * scale);
        free(a);
        free(b);
        free(ql);
        free(bis);
    }
}

int main(void)
{
    RUN(eigenvalues_two_ways());
    RUN(against_every_switching());
    RUN(against_the_optimiser());
    RUN(mod4_complete_howells());
    RUN(mitchell_bounds());
    RUN(short_howells());
    return test_report();
}
