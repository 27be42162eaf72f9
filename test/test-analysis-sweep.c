/* SPDX-License-Identifier: MIT */
/* The analysis on every movement the library builds: an independent brute-force reference
 * (plain loops over boards and pairs, public API only) agrees on every matrix; the
 * identities of the movements article (Part II) hold; the Mitchell facts (decoupled, the skip
 * Mitchell's -N/0/+N, the mean N(T-1)/(2T-1)); and the apples-and-oranges table of Hill's Web
 * movements. */
#include "analysis-util.h"
#include "analysis/analysis-private.h" /* bm_analysis_by_plays_only: the two routes compared */

/* ---- the brute-force reference ---- */

struct reference {
    unsigned P, N;
    int64_t *m[5]; /* a, b, c, d, s: P x P row-major */
    unsigned *plays; /* [N] */
};

/* Where each participant plays one board: round, table, side (0 NS, 1 EW after switching). */
struct seat {
    unsigned round, table, side;
};

/* The grid read once through the public API: per cell the set (0 if the boards are not
 * played there: idle, no set, an empty seat or an absent participant), the seats, and the
 * switch bit of every board position. */
struct grid {
    unsigned R, T, nseats, maxk;
    unsigned *set, *who;
    unsigned char *sw;
};

static void grid_read(struct grid *g, const struct bm_movement *m)
{
    static const enum bm_field fields[2][4] = {
        {BM_FIELD_NS, BM_FIELD_EW, 0, 0},
        {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST, BM_FIELD_WEST}};
    int indiv = bm_movement_event(m) == BM_EVENT_INDIVIDUAL;
    g->R = bm_movement_rounds(m);
    g->T = bm_movement_tables(m);
    g->nseats = indiv ? 4 : 2;
    g->maxk = 0;
    for (unsigned set = 1; set <= bm_movement_sets(m); set++) {
        unsigned size = 0;
        CHECK_EQ(bm_movement_set_size(&size, m, set), BM_OK);
        if (size > g->maxk)
            g->maxk = size;
    }
    size_t cells = (size_t)g->R * g->T;
    g->set = calloc(cells, sizeof *g->set);
    g->who = calloc(cells * 4, sizeof *g->who);
    g->sw = calloc(cells * g->maxk, 1);
    for (unsigned r = 1; r <= g->R; r++)
        for (unsigned t = 1; t <= g->T; t++) {
            size_t c = (size_t)(r - 1) * g->T + (t - 1);
            int active = 0, played = 1;
            unsigned set = 0, size = 0;
            CHECK_EQ(bm_movement_active(&active, m, r, t), BM_OK);
            CHECK_EQ(bm_movement_get(&set, m, r, t, BM_FIELD_SET), BM_OK);
            for (unsigned k = 0; k < g->nseats; k++) {
                int present = 0;
                unsigned *w = &g->who[c * 4 + k];
                CHECK_EQ(bm_movement_get(w, m, r, t, fields[indiv][k]), BM_OK);
                if (*w)
                    CHECK_EQ(bm_movement_present(&present, m, *w, r), BM_OK);
                played &= *w && present;
            }
            if (!active || !set || !played)
                continue;
            g->set[c] = set;
            CHECK_EQ(bm_movement_set_size(&size, m, set), BM_OK);
            for (unsigned pos = 1; pos <= size; pos++) {
                int sw = 0;
                CHECK_EQ(bm_movement_switched(&sw, m, r, t, pos), BM_OK);
                g->sw[c * g->maxk + pos - 1] = (unsigned char)sw;
            }
        }
}

static int present(const struct bm_movement *m, unsigned p, unsigned r)
{
    int v = 0;
    CHECK_EQ(bm_movement_present(&v, m, p, r), BM_OK);
    return v;
}

static void grid_free(struct grid *g)
{
    free(g->set);
    free(g->who);
    free(g->sw);
}

/* One board: find every participant's seat, then every ordered pair of participants. */
static void reference_board(struct reference *ref, const struct grid *g, unsigned set,
                            unsigned pos, unsigned board, struct seat *seat)
{
    unsigned P = ref->P, n = 0;
    memset(seat, 0, (P + 1) * sizeof *seat);
    for (unsigned r = 1; r <= g->R; r++)
        for (unsigned t = 1; t <= g->T; t++) {
            size_t c = (size_t)(r - 1) * g->T + (t - 1);
            if (g->set[c] != set)
                continue;
            n++;
            for (unsigned k = 0; k < g->nseats; k++)
                seat[g->who[c * 4 + k]] =
                    (struct seat){r, t, (k >= g->nseats / 2) ^ g->sw[c * g->maxk + pos - 1]};
        }
    ref->plays[board] = n;
    for (unsigned i = 1; i <= P; i++)
        for (unsigned j = i + 1; j <= P; j++) {
            size_t at = (size_t)(i - 1) * P + (j - 1); /* mirrored by reference_new */
            if (!seat[i].round || !seat[j].round) {
                ref->m[3][at]++;
                continue;
            }
            int same_table = seat[i].round == seat[j].round && seat[i].table == seat[j].table;
            int same_side = seat[i].side == seat[j].side;
            if (same_table && !same_side) {
                ref->m[0][at]++;
                ref->m[4][at] += n - 1;
            } else if (same_table) {
                ref->m[4][at] -= n - 1; /* partners (individual events) */
            } else if (same_side) {
                ref->m[1][at]++;
                ref->m[4][at]++;
            } else {
                ref->m[2][at]++;
                ref->m[4][at]--;
            }
        }
}

static void reference_new(struct reference *ref, const struct bm_movement *m)
{
    struct grid g;
    grid_read(&g, m);
    ref->P = bm_movement_participants(m);
    ref->N = bm_movement_boards(m);
    for (int k = 0; k < 5; k++)
        ref->m[k] = calloc((size_t)ref->P * ref->P, sizeof *ref->m[k]);
    ref->plays = calloc(ref->N, sizeof *ref->plays);
    struct seat *seat = malloc((ref->P + 1) * sizeof *seat);
    unsigned board = 0;
    for (unsigned set = 1; set <= bm_movement_sets(m); set++) {
        unsigned size = 0;
        CHECK_EQ(bm_movement_set_size(&size, m, set), BM_OK);
        for (unsigned pos = 1; pos <= size; pos++)
            reference_board(ref, &g, set, pos, board++, seat);
    }
    for (int k = 0; k < 5; k++)
        for (unsigned i = 1; i <= ref->P; i++)
            for (unsigned j = i + 1; j <= ref->P; j++)
                ref->m[k][(size_t)(j - 1) * ref->P + (i - 1)] = ref->m[k][(size_t)(i - 1) * ref->P + (j - 1)];
    free(seat);
    grid_free(&g);
}

static void reference_free(struct reference *ref)
{
    for (int k = 0; k < 5; k++)
        free(ref->m[k]);
    free(ref->plays);
}

/* ---- the verdicts, recomputed from the grid ---- */

static int has_switches(const struct bm_movement *m)
{
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned set = 0, size = 0;
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            if (set)
                bm_movement_set_size(&size, m, set);
            for (unsigned i = 1; i <= size; i++) {
                int sw = 0;
                bm_movement_switched(&sw, m, r, t, i);
                if (sw)
                    return 1;
            }
        }
    return 0;
}


/* Complete: every counted participant (present in some round) misses at most one set per
 * round it does not play; strictly: misses none. */
static void reference_complete(const struct grid *g, const struct bm_movement *m, int *complete,
                               int *strict)
{
    unsigned P = bm_movement_participants(m), S = bm_movement_sets(m);
    unsigned char *seen = calloc((size_t)S + 1, 1);
    *complete = *strict = 1;
    for (unsigned p = 1; p <= P; p++) {
        unsigned rounds = 0, sets = 0, here = 0;
        memset(seen, 0, (size_t)S + 1);
        for (unsigned r = 1; r <= g->R; r++) {
            int plays = 0;
            here |= (unsigned)present(m, p, r);
            for (unsigned t = 1; t <= g->T; t++) {
                size_t c = (size_t)(r - 1) * g->T + (t - 1);
                for (unsigned k = 0; g->set[c] && k < g->nseats; k++)
                    if (g->who[c * 4 + k] == p) {
                        plays = 1;
                        sets += !seen[g->set[c]];
                        seen[g->set[c]] = 1;
                    }
            }
            rounds += (unsigned)plays;
        }
        if (!here)
            continue; /* a phantom */
        *complete &= S - sets <= g->R - rounds;
        *strict &= sets == S;
    }
    free(seen);
}

/* The field coupling from the reference s matrix: each participant in the direction it sits
 * on most boards it plays (NS on a tie); mean s across the fields over mean s within. */
static double reference_coupling(const struct grid *g, const struct bm_movement *m,
                                 const struct reference *ref)
{
    unsigned P = ref->P;
    int64_t *boards = calloc(2 * ((size_t)P + 1), sizeof *boards);
    for (size_t c = 0; c < (size_t)g->R * g->T; c++)
        for (unsigned k = 0; g->set[c] && k < g->nseats; k++) {
            unsigned size = 0;
            bm_movement_set_size(&size, m, g->set[c]);
            boards[2 * g->who[c * 4 + k] + (k >= g->nseats / 2)] += size;
        }
    double sum[3] = {0, 0, 0}, count[3] = {0, 0, 0};
    for (unsigned i = 1; i <= P; i++)
        for (unsigned j = i + 1; j <= P; j++) {
            int64_t *bi = boards + 2 * i, *bj = boards + 2 * j;
            if (bi[0] + bi[1] == 0 || bj[0] + bj[1] == 0)
                continue;
            int fi = bi[1] > bi[0], fj = bj[1] > bj[0];
            int kind = fi == fj ? fi : 2;
            sum[kind] += (double)ref->m[4][(size_t)(i - 1) * P + (j - 1)];
            count[kind]++;
        }
    free(boards);
    if (count[2] == 0)
        return 1.0;
    double across = sum[2] / count[2];
    double within = count[0] + count[1] > 0 ? (sum[0] + sum[1]) / (count[0] + count[1]) : 0;
    return within > 0 ? across / within : across > 0 ? 1.0 : 0.0;
}

/* check and analyse say the same, and what the grid says: complete, strictly complete,
 * perfect (and a movement named perfect is); one winner from the coupling 1/2 on (teams:
 * always). */
static int verdicts_agree(const struct bm_analysis *an, const struct bm_movement *m)
{
    struct grid g;
    struct bm_check *c = NULL;
    int complete, strict, hc = -1, hs = -1;
    grid_read(&g, m);
    reference_complete(&g, m, &complete, &strict);
    grid_free(&g);
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK_EQ(bm_check_holds(&hc, c, BM_RULE_COMPLETE), BM_OK);
    CHECK_EQ(bm_check_holds(&hs, c, BM_RULE_COMPLETE_STRICT), BM_OK);
    bm_check_free(c);
    int ok = hc == complete && hs == strict && flag(an, BM_FLAG_COMPLETE) == complete &&
             flag(an, BM_FLAG_COMPLETE_STRICT) == strict;
    int equal = stat(an, BM_STAT_PAIRS) > 0 && stat(an, BM_STAT_MIN) == stat(an, BM_STAT_MAX);
    ok &= flag(an, BM_FLAG_PERFECT) == (complete && equal);
    if (strstr(bm_movement_name(m), "Perfect") && !has_switches(m)) /* named as built */
        ok &= flag(an, BM_FLAG_PERFECT) == 1;
    int teams = bm_movement_event(m) == BM_EVENT_TEAMS;
    ok &= flag(an, BM_FLAG_ONE_WINNER) == (teams || stat(an, BM_STAT_FIELD_COUPLING) >= 0.5);
    ok &= flag(an, BM_FLAG_DECOUPLED) == !flag(an, BM_FLAG_ONE_WINNER);
    if (!ok)
        fprintf(stderr, "verdicts: check %d/%d, analyse %d/%d, grid %d/%d (complete/strictly)\n",
                hc, hs, flag(an, BM_FLAG_COMPLETE), flag(an, BM_FLAG_COMPLETE_STRICT), complete,
                strict);
    return ok;
}

/* ---- the comparison and the identities ---- */

static unsigned long compared;

static int agrees(const struct bm_analysis *an, const struct reference *ref)
{
    size_t PP = (size_t)ref->P * ref->P;
    int64_t *got = malloc(PP * sizeof *got);
    int ok = bm_analysis_participants(an) == ref->P && bm_analysis_boards(an) == ref->N;
    for (int k = 0; ok && k < 5; k++) {
        ok = bm_analysis_matrix(got, PP, an, (enum bm_matrix)(BM_MATRIX_A + k)) == BM_OK &&
             memcmp(got, ref->m[k], PP * sizeof *got) == 0;
    }
    for (unsigned b = 1; ok && b <= ref->N; b++) {
        unsigned n = 0;
        ok = bm_analysis_board_plays(&n, an, b) == BM_OK && n == ref->plays[b - 1];
    }
    free(got);
    return ok;
}

/* Pairs and teams: sum a = sum n_b, sum b = sum c = sum s = sum n_b (n_b - 1).
 * Individual (4 players a table, 4 opponent and 2 partner pairs at each, 8 same-direction and
 * 8 opposite pairs between two tables): sum a = 4 sum n_b, sum partners = 2 sum n_b,
 * sum b = sum c = 4 sum n_b (n_b - 1), sum s = 2 sum n_b (n_b - 1).
 * Always a + b + c + partners + d = N. */
static int identities(const struct bm_analysis *an, const struct reference *ref)
{
    int64_t sum[6] = {0}, plays = 0, pairs = 0;
    unsigned P = bm_analysis_participants(an), N = bm_analysis_boards(an);
    for (unsigned b = 1; b <= N; b++) {
        unsigned n = 0;
        CHECK_EQ(bm_analysis_board_plays(&n, an, b), BM_OK);
        if (ref)
            CHECK_EQ(n, ref->plays[b - 1]);
        plays += n;
        pairs += (int64_t)n * (n - 1);
    }
    int indiv = bm_analysis_event(an) == BM_EVENT_INDIVIDUAL, ok = 1;
    for (unsigned i = 1; i <= P; i++)
        for (unsigned j = i + 1; j <= P; j++) {
            unsigned a, b, c, d;
            int64_t s, partners;
            CHECK_EQ(analysis_pair(&a, &b, &c, &d, &s, an, i, j), BM_OK);
            CHECK_EQ(bm_analysis_entry(&partners, an, BM_MATRIX_PARTNERS, i, j), BM_OK);
            ok &= a + b + c + d + partners == N;
            sum[0] += a;
            sum[1] += b;
            sum[2] += c;
            sum[4] += s;
            sum[5] += partners;
        }
    if (indiv)
        ok &= sum[0] == 4 * plays && sum[5] == 2 * plays && sum[1] == 4 * pairs &&
              sum[2] == 4 * pairs && sum[4] == 2 * pairs;
    else
        ok &= sum[0] == plays && sum[1] == pairs && sum[2] == pairs && sum[4] == pairs &&
              sum[5] == 0;
    ok &= stat(an, BM_STAT_SUM) == (double)sum[4]; /* phantoms have no plays, so no s */
    ok &= stat(an, BM_STAT_PARITY_BOUND_SD) <= stat(an, BM_STAT_SD);
    /* the best bound: never above the SD, never below parity */
    ok &= stat(an, BM_STAT_BOUND_SD) <= stat(an, BM_STAT_SD) &&
          stat(an, BM_STAT_BOUND_SD) >= stat(an, BM_STAT_PARITY_BOUND_SD);
    return ok;
}

/* The Mitchell facts of the movements article (Part II), stationary pairs 1..T, moving T+1..2T. */
static int mitchell_facts(const struct bm_analysis *an, const char *variant, unsigned T,
                          unsigned R, unsigned k)
{
    unsigned N = T * k;
    int complete = R == T && !(strcmp(variant, "standard") == 0 && T % 2 == 0);
    int ok = flag(an, BM_FLAG_COMPLETE) == complete && flag(an, BM_FLAG_STATIONARY) == 1;
    /* two fields at every size: the NS-EW s values cancel board by board */
    ok &= flag(an, BM_FLAG_ONE_WINNER) == 0 && stat(an, BM_STAT_FIELD_COUPLING) == 0.0;
    if (!complete)
        return ok;
    ok &= fabs(stat(an, BM_STAT_MEAN) - (double)N * (T - 1) / (2.0 * T - 1)) < 1e-9;
    int skip = strcmp(variant, "skip") == 0;
    for (unsigned i = 1; i <= T; i++)
        for (unsigned j = T + 1; j <= 2 * T; j++) {
            int64_t s = s_of(an, i, j);
            ok &= skip ? (s == -(int64_t)N || s == 0 || s == (int64_t)N) : s == 0;
        }
    for (unsigned i = 1; i <= 2 * T; i++)
        for (unsigned j = i + 1; j <= 2 * T; j++)
            if ((i <= T) == (j <= T))
                ok &= s_of(an, i, j) == (int64_t)N;
    return ok;
}

/* Switch a few boards of a few cells so that switch bits are exercised board by board (sets
 * may differ in size: team stanzas). */
static void sprinkle_switches(struct bm_movement *m, unsigned seed)
{
    unsigned R = bm_movement_rounds(m), T = bm_movement_tables(m);
    for (unsigned r = 1; r <= R; r++)
        for (unsigned t = 1; t <= T; t++) {
            unsigned set = 0, k = 0;
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            if (set)
                CHECK_EQ(bm_movement_set_size(&k, m, set), BM_OK);
            for (unsigned i = 1; i <= k; i++)
                if ((r * 7 + t * 13 + i * 5 + seed) % 5 == 0)
                    CHECK_EQ(bm_movement_set_switched(m, r, t, i, 1), BM_OK);
        }
}

/* The analysis counts by columns (bit rows) unless somebody plays a set twice, then by every
 * two plays of each board: both routes give the same report, every matrix and figure. */
static int routes_agree(const struct bm_analysis *an, const struct bm_movement *m)
{
    char *by_columns = NULL, *by_plays = NULL;
    struct bm_analysis *slow = NULL;
    bm_analysis_by_plays_only = 1;
    enum bm_status st = bm_analysis_new(&slow, m);
    bm_analysis_by_plays_only = 0;
    int ok = st == BM_OK && bm_analysis_report(&by_columns, an, BM_FORM_JSON) == BM_OK &&
             bm_analysis_report(&by_plays, slow, BM_FORM_JSON) == BM_OK &&
             strcmp(by_columns, by_plays) == 0;
    bm_free(by_columns);
    bm_free(by_plays);
    bm_analysis_free(slow);
    return ok;
}

/* Analyse m as it is and with switches sprinkled over it: the matrices against the brute-force
 * reference, the identities, the verdicts against the grid; m is freed. */
static void sweep_movement(struct bm_movement *m, const char *spec, const char *variant,
                           unsigned T, unsigned R, unsigned k)
{
    double unswitched = 0;
    for (int switched = 0; switched < 2; switched++) {
        if (switched)
            sprinkle_switches(m, T + R + k);
        struct bm_analysis *an = analyse(m);
        int ok = verdicts_agree(an, m) && (!switched || routes_agree(an, m));
        if (switched) { /* the reference on the switched form exercises every case */
            struct reference ref;
            struct grid g;
            reference_new(&ref, m);
            grid_read(&g, m);
            ok &= agrees(an, &ref) && identities(an, &ref);
            ok &= fabs(stat(an, BM_STAT_FIELD_COUPLING) - reference_coupling(&g, m, &ref)) < 1e-12;
            /* the coupling without switches: the matrix of the first pass, by another route */
            ok &= fabs(stat(an, BM_STAT_FIELD_COUPLING_UNSWITCHED) - unswitched) < 1e-12;
            grid_free(&g);
            reference_free(&ref);
            compared++;
        } else {
            ok &= identities(an, NULL) && (!variant || mitchell_facts(an, variant, T, R, k));
            unswitched = stat(an, BM_STAT_FIELD_COUPLING_UNSWITCHED);
            if (!has_switches(m))
                ok &= fabs(stat(an, BM_STAT_FIELD_COUPLING) - unswitched) < 1e-12;
        }
        if (!ok)
            fprintf(stderr, "%s%s: disagrees\n", spec, switched ? " (switched)" : "");
        CHECK(ok);
        bm_analysis_free(an);
    }
    bm_movement_free(m);
}

static void sweep_one(const char *spec, const char *variant, unsigned T, unsigned R, unsigned k)
{
    struct bm_movement *m = build(spec);
    if (m)
        sweep_movement(m, spec, variant, T, R, k);
}

/* Every reference table, with 1..4 boards a set: the Web tables' copies and sharing, the
 * Worger's roving set, the individual's partners. */
static void sweep_reference_tables(void)
{
    static const char *const names[] = {
        "table-I", "table-IIa", "table-IIb", "table-IIIa", "table-IIIb", "table-IIIa-dual",
        "table-IV", "table-IVa", "table-V", "web-t6-d5", "web-t6-d4", "web-t11-d5",
        "duplicate-tournant", "triplicate", "individual-8"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        for (unsigned k = 1; k <= 4; k++) {
            struct bm_movement *m = read_reference(names[i], k);
            if (m)
                sweep_movement(m, names[i], NULL, 0, 0, k);
        }
}

/* Every Mitchell the library builds: every variant, T = 3..40, every round count, 1..3
 * boards a set. Larger T only for the full round count to keep the test within seconds. */
static void sweep_mitchell(void)
{
    static const char *const variants[] = {"standard", "skip", "relay"};
    for (unsigned T = 3; T <= 40; T++)
        for (int v = 0; v < 3; v++) {
            if (v > 0 && T % 2)
                continue;
            unsigned rmax = v == 0 && T % 2 == 0 ? T / 2 : T;
            for (unsigned R = 1; R <= rmax; R++)
                for (unsigned k = 1; k <= 3; k++) {
                    char spec[128];
                    snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=%s,rounds=%u,boards=%u",
                             T, variants[v], R, k);
                    test_context("%s", spec);
                    sweep_one(spec, variants[v], T, R, k);
                }
        }
}

/* Other families, each with 1 and 2 boards a set. */
static void sweep_other_families(void)
{
    static const char *const specs[] = {
        "mitchell:tables=7,phantom=3ew", "mitchell:tables=8,variant=relay,phantom=5ns",
        "howell:tables=3", "howell:tables=4", "howell:tables=5", "howell:tables=6", "howell:tables=7",
        "howell:tables=8", "howell:pairs=9", "howell:pairs=11",
        "extended:tables=7", "extended:tables=8", "bowman:tables=7", "bowman:tables=9",
        "rover:tables=8", "worger:tables=7", "web:tables=6,rounds=5", "web:tables=6,rounds=4",
        "web:tables=11,rounds=5", "web:tables=6,rounds=5,rover=ns", "american:tables=11,stanzas=4x3+6x2",
        "stagger:tables=8,stanzas=3x3+4x2", "thurner:teams=8", "thurner:teams=6",
        "circulation", "triplicate", "tournant", "individual:players=8", "individual:players=12",
        "individual:players=16", "mitchell:tables=7,phantom=6ew+7ew,late=12@3",
        "mitchell:tables=9,rounds=7,late=10@2,leaves=3@5", "howell:tables=7,late=3@4,leaves=5@6",
        "web:tables=6,rounds=5,phantom=1,leaves=2@3", "thurner:teams=8,late=2@3",
        "individual:players=13,phantom=13", "tournant:leaves=4@2",
    };
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        for (unsigned k = 1; k <= 2; k++) {
            char spec[160];
            snprintf(spec, sizeof spec, "%s%sboards=%u", specs[i], strchr(specs[i], ':') ? "," : ":", k);
            test_context("%s", spec);
            sweep_one(spec, NULL, 0, 0, k);
        }
}

/* Every Howell the library builds by tables (2..16) and by an odd number of pairs (5..31):
 * the verdicts (a movement named perfect is perfect; a sit-out is excused by complete). */
static void sweep_howell(void)
{
    char spec[64];
    for (unsigned T = 2; T <= 16; T++) {
        snprintf(spec, sizeof spec, "howell:tables=%u", T);
        test_context("%s", spec);
        sweep_one(spec, NULL, 0, 0, 1);
    }
    for (unsigned P = 5; P <= 31; P += 2) {
        snprintf(spec, sizeof spec, "howell:pairs=%u", P);
        test_context("%s", spec);
        sweep_one(spec, NULL, 0, 0, 1);
    }
}

/* The table of Hill's Web movements: percent of "apples and oranges" comparisons in Mitchell
 * movements, rounded half to even; extra deals in play = boards in play - deals played. */
static void apples_and_oranges(void)
{
    char *csv = test_slurp(BM_TEST_DATA "/reference/apples-and-oranges.csv", NULL);
    CHECK(csv != NULL);
    unsigned rows = 0;
    for (char *line = csv ? strchr(csv, '\n') : NULL; line && line[1]; line = strchr(line + 1, '\n')) {
        unsigned T, R, deals, extra, percent;
        if (sscanf(line + 1, "%u,%u,%u,%u,%u", &T, &R, &deals, &extra, &percent) != 5)
            continue;
        unsigned k = deals / R;
        /* every board played R times: odd T standard, even T skip (the relay shares boards
         * between tables 1 and T and rests a set on the relay stand: uneven n_b) */
        const char *variant = T % 2 ? "standard" : "skip";
        {
            char spec[128];
            snprintf(spec, sizeof spec, "mitchell:tables=%u,rounds=%u,boards=%u,variant=%s", T, R,
                     k, variant);
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            struct bm_analysis *an = analyse(m);
            double share = stat(an, BM_STAT_APPLES_ORANGES);
            double pct = nearbyint(100.0 * share * 1e6) / 1e6; /* exact halves stay halves */
            long got = lrint(pct);                              /* ties to even */
            if (got != (long)percent)
                fprintf(stderr, "%s: %.6f%% -> %ld, Hill's table says %u\n", spec, 100 * share, got,
                        percent);
            CHECK_EQ(got, percent);
            CHECK_NEAR(share, (double)(T - R) / (T - 1), 1e-12);
            CHECK_EQ(bm_analysis_boards(an) - R * k, extra);
            CHECK_EQ(R * k, deals);
            bm_analysis_free(an);
            bm_movement_free(m);
        }
        rows++;
    }
    test_context_clear();
    CHECK_EQ(rows, 31);
    free(csv);
    struct bm_movement *m;
    struct bm_analysis *an;
    /* the relay Mitchell, 6 tables, 5 rounds: the six stations weigh 2 (tables 1 and 6 share),
     * 1, 1, 0 (the relay), 1, 1; each set misses one station, so n = 4, 5, 5, 6, 5, 5 (times k
     * boards): 30 plays, sum n^2 = 152, mean n over plays 152/30; share 1 - (152/30 - 1)/5 = 14/75 */
    m = build("mitchell:tables=6,rounds=5,variant=relay");
    an = analyse(m);
    CHECK_NEAR(stat(an, BM_STAT_APPLES_ORANGES), 14.0 / 75.0, 1e-12);
    bm_analysis_free(an);
    bm_movement_free(m);
    /* the text's tie: 9 tables, 8 rounds is 12.5%, printed 12 */
    m = build("mitchell:tables=9,rounds=8,boards=3");
    an = analyse(m);
    CHECK_NEAR(stat(an, BM_STAT_APPLES_ORANGES), 0.125, 1e-12);
    bm_analysis_free(an);
    bm_movement_free(m);
}

int main(void)
{
    RUN(apples_and_oranges());
    RUN(sweep_mitchell());
    RUN(sweep_other_families());
    RUN(sweep_howell());
    RUN(sweep_reference_tables());
    printf("%lu analyses compared with the reference\n", compared);
    return test_report();
}
