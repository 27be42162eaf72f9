/* The team round robin: its schedule is the published Berger tables' rounds (in circle
 * order), and for every number of teams: every two teams meet once in a head-to-head match
 * of two tables on the same boards, the teams swapping directions, odd numbers with one bye
 * a round and one per team, the teams moving round the circle as the docs say, the boards of
 * each deals= choice, every match complete, and the cards naming the teams. */
#include "published.h"

/* The team seated NS at a table (0 for an idle table). */
static unsigned team_at(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned pair = cell(m, r, t, f), team = 0;
    if (pair)
        bm_movement_team(&team, m, pair);
    return team;
}

/* Library round r plays the matches of Berger round j, r = 1 + (j - 1) N'/2 mod N' - 1: the
 * Berger tables step the circle on by N'/2 places a round, the library by one. */
static void check_berger(unsigned N)
{
    unsigned even = N + N % 2, n = even - 1;
    char path[512], line[512];
    snprintf(path, sizeof path, "%s/published/berger-%u.txt", BM_TEST_DATA, even);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    char spec[64];
    snprintf(spec, sizeof spec, "roundrobin:teams=%u", N);
    struct bm_movement *m = build(spec);
    unsigned rounds = 0, bad = 0;
    while (f && m && fgets(line, sizeof line, f)) {
        unsigned j;
        int off;
        if (line[0] == '#' || sscanf(line, "%u:%n", &j, &off) != 1)
            continue;
        rounds++;
        unsigned r = 1 + (j - 1) * (even / 2) % n, a, b, matches = 0;
        for (char *p = line + off; sscanf(p, " %u-%u%n", &a, &b, &off) == 2; p += off) {
            if (N % 2 && (a == even || b == even)) {
                unsigned bye = a == even ? b : a, seen = 0;
                for (unsigned t = 1; t <= bm_movement_tables(m); t++)
                    seen += team_at(m, r, t, BM_FIELD_NS) == bye;
                bad += seen != 0;
                continue;
            }
            matches++;
            unsigned found = 0;
            for (unsigned t = 1; t <= bm_movement_tables(m); t += 2) {
                unsigned h = team_at(m, r, t, BM_FIELD_NS), g = team_at(m, r, t, BM_FIELD_EW);
                found += (h == a && g == b) || (h == b && g == a);
            }
            bad += found != 1;
        }
        bad += matches != N / 2;
    }
    CHECK_EQ(rounds, n);
    CHECK_EQ(bad, 0);
    if (f)
        fclose(f);
    bm_movement_free(m);
}

static void test_golden(void)
{
    for (unsigned N = 3; N <= 10; N++) {
        test_context("teams=%u", N);
        check_berger(N);
    }
}

/* Match k of round r: its home and away teams (the NS pair at its first table is home). */
static void match_at(unsigned *home, unsigned *away, const struct bm_movement *m, unsigned r,
                     unsigned k)
{
    *home = team_at(m, r, 2 * k - 1, BM_FIELD_NS);
    *away = team_at(m, r, 2 * k, BM_FIELD_NS);
}

/* The circle: home teams move down one match, the home team of match 1 playing the team
 * that stays (even N) or taking the bye (odd N), which comes back as match 1's away team;
 * away teams move up one match, the last match's away team becoming its home team. */
static unsigned check_moves(const struct bm_movement *m, unsigned N, unsigned r,
                            const unsigned *bye)
{
    unsigned M = N / 2, bad = 0, h, g, ph, pg;
    for (unsigned k = 1; k <= M; k++) {
        match_at(&h, &g, m, r, k);
        if (N % 2 == 0 && k == 1) {
            bad += h != N;
        } else if (k < M) {
            match_at(&ph, &pg, m, r - 1, k + 1);
            bad += h != ph;
        } else {
            match_at(&ph, &pg, m, r - 1, M);
            bad += h != pg;
        }
        if (k >= 2) {
            match_at(&ph, &pg, m, r - 1, k - 1);
            bad += g != pg;
        } else if (N % 2 == 0) {
            match_at(&ph, &pg, m, r - 1, 2);
            bad += g != ph;
        } else {
            bad += g != bye[r - 1];
        }
    }
    if (N % 2) {
        match_at(&ph, &pg, m, r - 1, 1);
        bad += bye[r] != ph;
    }
    return bad;
}

static void check_size(const struct bm_movement *m, unsigned N, int own)
{
    unsigned n = N % 2 ? N : N - 1, M = N / 2, T = 2 * M, bad = 0;
    CHECK_EQ(bm_movement_event(m), BM_EVENT_TEAMS);
    CHECK_EQ(bm_movement_rounds(m), n);
    CHECK_EQ(bm_movement_tables(m), T);
    CHECK_EQ(bm_movement_participants(m), 2 * N);
    CHECK_EQ(bm_movement_sets(m), own ? n * M : n);
    for (unsigned x = 1; x <= N; x++) {
        unsigned a = 0, b = 0;
        bm_movement_team(&a, m, x);
        bm_movement_team(&b, m, N + x);
        bad += a != x || b != x;
    }
    unsigned k = bm_movement_boards_per_set(m);
    unsigned char *met = calloc((size_t)(N + 1) * (N + 1), 1), *sets = calloc(n * M + 1, 1);
    unsigned *bye = calloc(n + 2, sizeof *bye), *byes = calloc(N + 1, sizeof *byes);
    unsigned char *in_round = calloc(N + 1, 1);
    for (unsigned r = 1; r <= n; r++) {
        memset(in_round, 0, N + 1);
        for (unsigned j = 1; j <= M; j++) {
            unsigned a = 2 * j - 1, b = 2 * j, h, g;
            match_at(&h, &g, m, r, j);
            /* NS_h v EW_g at the first table, NS_g v EW_h at the second: same boards */
            bad += cell(m, r, a, BM_FIELD_NS) != h || cell(m, r, a, BM_FIELD_EW) != N + g;
            bad += cell(m, r, b, BM_FIELD_NS) != g || cell(m, r, b, BM_FIELD_EW) != N + h;
            unsigned s = cell(m, r, a, BM_FIELD_SET), copy = cell(m, r, a, BM_FIELD_COPY);
            bad += cell(m, r, b, BM_FIELD_SET) != s || cell(m, r, b, BM_FIELD_COPY) != copy;
            bad += own ? copy != 1 || sets[s]++ != 0 : copy != j || s != r;
            bad += cell(m, r, a, BM_FIELD_FIRST) != (k >= 2 ? 1u : 0u);
            bad += cell(m, r, b, BM_FIELD_FIRST) != (k >= 2 ? k / 2 + 1 : 0u);
            bad += h == g || met[h * (N + 1) + g]++ + met[g * (N + 1) + h]++ != 0;
            bad += in_round[h]++ + in_round[g]++ != 0;
        }
        for (unsigned x = 1; N % 2 && x <= N; x++)
            if (!in_round[x])
                bye[r] = x, byes[x]++;
        if (r > 1)
            bad += check_moves(m, N, r, bye);
    }
    for (unsigned x = 1; x <= N; x++) {
        bad += N % 2 && byes[x] != 1;
        for (unsigned y = 1; y <= N; y++)
            bad += x != y && met[x * (N + 1) + y] != 1;
    }
    CHECK_EQ(bad, 0);
    free(met);
    free(sets);
    free(bye);
    free(byes);
    free(in_round);
}

static void check_matches(const struct bm_movement *m, unsigned N)
{
    struct bm_matches *mt = NULL;
    unsigned meetings = 0, incomplete = 1;
    CHECK_EQ(bm_matches_new(&mt, m), BM_OK);
    CHECK_EQ(bm_matches_count(&meetings, &incomplete, mt), BM_OK);
    CHECK_EQ(meetings, N * (N - 1) / 2);
    CHECK_EQ(incomplete, 0);
    bm_matches_free(mt);
}

static void test_every_size(void)
{
    char spec[64];
    static const unsigned large[] = {180, 181, 999, 1000, 0};
    for (unsigned N = 3, i = 0; N; N = N < 120 ? N + 1 : large[i++])
        for (int own = 0; own < 2 - (N > 181); own++) {
            snprintf(spec, sizeof spec, "roundrobin:teams=%u,deals=%s", N, own ? "own" : "same");
            test_context("%s", spec);
            struct bm_movement *m = build(spec);
            if (!m)
                continue;
            check_size(m, N, own);
            if (N <= 120) {
                check_matches(m, N);
                /* the two tables of a match share its boards (4B); own deals: a team plays
                 * only its matches' sets */
                CHECK_EQ(rules_of(m), own && N > 3 ? 0x27u : ALL_BUT_4B);
            }
            bm_movement_free(m);
        }
}

static void test_boards(void)
{
    static const struct {
        unsigned teams, boards;
    } def[] = {{3, 8}, {4, 8}, {5, 5}, {6, 5}, {8, 4}, {10, 3}, {12, 3}, {13, 2}, {40, 2}};
    for (size_t i = 0; i < sizeof def / sizeof *def; i++) {
        char spec[64];
        snprintf(spec, sizeof spec, "roundrobin:teams=%u", def[i].teams);
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        CHECK_EQ(bm_movement_boards_per_set(m), def[i].boards);
        bm_movement_free(m);
    }
    test_context_clear();
    struct bm_movement *m = build("roundrobin:teams=6,boards=7");
    CHECK_EQ(bm_movement_boards_per_set(m), 7);
    CHECK_EQ(cell(m, 1, 2, BM_FIELD_FIRST), 4);
    CHECK_STR(bm_movement_name(m), "Round robin, 6 teams");
    bm_movement_free(m);
    m = build("roundrobin:teams=7,boards=1");
    CHECK_EQ(cell(m, 1, 2, BM_FIELD_FIRST), 0);
    CHECK_STR(bm_movement_name(m), "Round robin, 7 teams (a bye each round)");
    bm_movement_free(m);
    build_refused("roundrobin", BM_EUNSUPPORTED, "roundrobin needs teams=N (3..1000)");
    build_refused("roundrobin:teams=2", BM_ERANGE, "teams must be 3..1000");
    build_refused("roundrobin:teams=6,boards=0", BM_ERANGE,
                  "boards must be 1..256 for roundrobin; got 0");
    build_refused("roundrobin:teams=6,deals=some", BM_EPARSE, "deals must be same or own");
    build_refused("roundrobin:teams=182,deals=own", BM_EUNSUPPORTED,
                  "deals=own gives each of the 16471 matches its own deals, more sets than the "
                  "16384 a movement holds; deals=own serves up to 181 teams, deals=same any "
                  "number");
    CHECK(build_alloc_failures("roundrobin:teams=5") > 0);
    CHECK(build_alloc_failures("roundrobin:teams=6,deals=own") > 0);
}

/* rounds=R: the first R rounds of the schedule, each team meeting R others (R - 1 in the
 * bye's rounds with an odd number), no two teams twice, every match complete; each deals=
 * choice on R sets (same) or R matches' sets (own); the name says it is partial. */
static void test_partial(void)
{
    for (unsigned N = 3; N <= 30; N++)
        for (unsigned R = 1; R <= N - 1 + N % 2; R++) {
            char spec[64];
            snprintf(spec, sizeof spec, "roundrobin:teams=%u,rounds=%u", N, R);
            test_context("%s", spec);
            struct bm_movement *m = build(spec), *whole = NULL;
            snprintf(spec, sizeof spec, "roundrobin:teams=%u", N);
            whole = build(spec);
            if (!m || !whole)
                continue;
            CHECK_EQ(bm_movement_rounds(m), R);
            CHECK_EQ(bm_movement_sets(m), R);
            unsigned differ = 0;
            for (unsigned r = 1; r <= R; r++)
                for (unsigned t = 1; t <= bm_movement_tables(m); t++)
                    differ += cell(m, r, t, BM_FIELD_NS) != cell(whole, r, t, BM_FIELD_NS) ||
                              cell(m, r, t, BM_FIELD_EW) != cell(whole, r, t, BM_FIELD_EW);
            CHECK_EQ(differ, 0);
            struct bm_matches *mt = NULL;
            unsigned meetings = 0, incomplete = 1;
            CHECK_EQ(bm_matches_new(&mt, m), BM_OK);
            CHECK_EQ(bm_matches_count(&meetings, &incomplete, mt), BM_OK);
            CHECK_EQ(meetings, R * (N / 2));
            CHECK_EQ(incomplete, 0);
            bm_matches_free(mt);
            bm_movement_free(m);
            bm_movement_free(whole);
        }
    test_context_clear();
    struct bm_movement *m = build("roundrobin:teams=16,rounds=7,boards=4,deals=own");
    CHECK_EQ(bm_movement_sets(m), 7 * 8);
    CHECK_STR(bm_movement_name(m), "Round robin, 16 teams, 7 of its 15 rounds");
    bm_movement_free(m);
    m = build("roundrobin:teams=7,rounds=3");
    CHECK_EQ(bm_movement_boards_per_set(m), 8);
    CHECK_STR(bm_movement_name(m), "Round robin, 7 teams (a bye each round), 3 of its 7 rounds");
    bm_movement_free(m);
    build_refused("roundrobin:teams=16,rounds=16", BM_EUNSUPPORTED,
                  "rounds=16: 16 teams play 15 rounds at most (every team meets every other "
                  "once)");
    build_refused("roundrobin:teams=16,rounds=0", BM_ERANGE,
                  "rounds must be 1..1000 for roundrobin; got 0");
    CHECK(build_alloc_failures("roundrobin:teams=9,rounds=4") > 0);
}

/* The cards name the team of every pair seated, the opponents by their team. */
static void test_cards(void)
{
    struct bm_movement *m = build("roundrobin:teams=4");
    char *card = NULL;
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_PAIR, 1, BM_FORM_TEXT), BM_OK);
    CHECK(card && strstr(card, "Pair 1, team 1 (Round robin, 4 teams)\n"
                               "Round 1: table 2, NS, against team 4, boards 1-8, "
                               "shared with table 1, start with board 5\n"));
    bm_free(card);
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_TABLE, 1, BM_FORM_TEXT), BM_OK);
    CHECK(card && strstr(card, "Round 1: NS team 4, EW team 1, boards 1-8"));
    bm_free(card);
    bm_movement_free(m);
    /* a pairs event names no teams */
    m = build("mitchell:tables=3");
    CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_PAIR, 1, BM_FORM_TEXT), BM_OK);
    CHECK(card && !strstr(card, "team"));
    bm_free(card);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_golden());
    RUN(test_every_size());
    RUN(test_boards());
    RUN(test_partial());
    RUN(test_cards());
    return test_report();
}
