/* SPDX-License-Identifier: MIT */
/* Scoring a session: the movements article's worked traveller, the 1-per-beat scale, Neuberg,
 * artificial and split scores, arrow switches, phantoms, cross-IMPs, Butler, team matches, an
 * individual event, the options, and every allocation failure. */
#include "test-build.h"

#include <bridgemove/bridgemove.h>

/* ---- helpers ---- */

static struct bm_results *new_results(const struct bm_movement *m)
{
    struct bm_results *r = NULL;
    CHECK_EQ(bm_results_new(&r, m), BM_OK);
    return r;
}

static struct bm_scoring *score_with(const struct bm_results *r, const char *options)
{
    struct bm_options *o = NULL;
    struct bm_scoring *sc = NULL;
    CHECK_EQ(bm_options_parse(&o, "score", options), BM_OK);
    CHECK_EQ(bm_scoring_new(&sc, r, o), BM_OK);
    bm_options_free(o);
    return sc;
}

/* The points of the play of `board` at which `ns` sat North-South. */
static void points_of(double *ns_points, double *ew_points, unsigned *ew,
                      const struct bm_scoring *sc, unsigned board, unsigned ns)
{
    unsigned n = 0;
    *ns_points = *ew_points = -999;
    CHECK_EQ(bm_scoring_plays(&n, sc, board), BM_OK);
    for (unsigned k = 1; k <= n; k++) {
        unsigned who = 0, opp = 0;
        CHECK_EQ(bm_scoring_play(NULL, NULL, &who, &opp, sc, board, k), BM_OK);
        if (who == ns) {
            *ew = opp;
            CHECK_EQ(bm_scoring_play_points(NULL, ns_points, ew_points, NULL, sc, board, k),
                     BM_OK);
            return;
        }
    }
    CHECK(!"no such play");
}

/* The round in which NS pair t of a 7-table Mitchell plays board 1 (set A moves down a table
 * each round: table 1 in round 1, then 7, 6, ...). */
static unsigned mitchell7_round_of_board1(unsigned table)
{
    return table == 1 ? 1 : 9 - table;
}

/* ---- the movements article's worked traveller ---- */

/* The score slip of the first board of set A in Table I (pairs, contract, declarer, tricks,
 * score to NS, NS and EW matchpoints), as the article prints it. */
static const struct {
    unsigned ns, ew;
    const char *contract, *by;
    unsigned tricks;
    int score;
    unsigned ns_mp, ew_mp;
} slip[7] = {
    {1, 8, "2D", "N", 7, -50, 7, 5},   {2, 10, "2S", "N", 6, -100, 2, 10},
    {3, 12, "2D", "E", 8, -90, 4, 8},  {4, 14, "2D", "N", 8, 90, 12, 0},
    {5, 9, "3C", "E", 9, -110, 0, 12}, {6, 11, "2S", "N", 7, -50, 7, 5},
    {7, 13, "2H", "W", 7, 50, 10, 2},
};

static enum bm_direction seat_of(const char *by)
{
    return by[0] == 'N' ? BM_DIRECTION_NORTH : by[0] == 'E' ? BM_DIRECTION_EAST
                       : by[0] == 'S' ? BM_DIRECTION_SOUTH : BM_DIRECTION_WEST;
}

static void test_worked_traveller(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = new_results(m);
    for (unsigned t = 1; t <= 7; t++)
        CHECK_EQ(bm_results_set_contract(r, mitchell7_round_of_board1(t), t, 1,
                                         slip[t - 1].contract, seat_of(slip[t - 1].by),
                                         slip[t - 1].tricks),
                 BM_OK);
    for (int scale = 2; scale >= 1; scale--) {
        struct bm_scoring *sc = score_with(r, scale == 2 ? "" : "scale=1");
        test_context("scale %d", scale);
        for (unsigned t = 1; t <= 7; t++) {
            double ns = 0, ew = 0;
            unsigned opp = 0;
            points_of(&ns, &ew, &opp, sc, 1, slip[t - 1].ns);
            CHECK_EQ(opp, slip[t - 1].ew);
            CHECK_NEAR(ns, slip[t - 1].ns_mp * (scale / 2.0), 1e-12);
            CHECK_NEAR(ew, slip[t - 1].ew_mp * (scale / 2.0), 1e-12);
            double score = 0, top = 0, pct = 0;
            unsigned boards = 0;
            CHECK_EQ(bm_scoring_participant(&score, &top, &pct, &boards, sc, slip[t - 1].ew),
                     BM_OK);
            CHECK_NEAR(score, slip[t - 1].ew_mp * (scale / 2.0), 1e-12);
            CHECK_NEAR(top, 12 * (scale / 2.0), 1e-12);
            CHECK_NEAR(pct, 100.0 * slip[t - 1].ew_mp / 12, 1e-9);
            CHECK_EQ(boards, 1u);
            int got = 0;
            CHECK_EQ(bm_scoring_play_points(&got, NULL, NULL, NULL, sc, 1,
                                            mitchell7_round_of_board1(t)),
                     BM_OK);
        }
        /* Mitchell without switches: NS and EW are ranked apart */
        unsigned place = 0, field = 0;
        CHECK_EQ(bm_scoring_rank(&place, &field, sc, 4), BM_OK);
        CHECK_EQ(place, 1u);
        CHECK_EQ(field, 1u);
        CHECK_EQ(bm_scoring_rank(&place, &field, sc, 9), BM_OK);
        CHECK_EQ(place, 1u);
        CHECK_EQ(field, 2u);
        CHECK_EQ(bm_scoring_rank(&place, NULL, sc, 1), BM_OK); /* 1 and 6 tie for third */
        CHECK_EQ(place, 3u);
        CHECK_EQ(bm_scoring_rank(&place, NULL, sc, 6), BM_OK);
        CHECK_EQ(place, 3u);
        bm_scoring_free(sc);
    }
    test_context_clear();
    bm_results_free(r);
    bm_movement_free(m);
}

/* The same slip as a file, in both forms, reads to the same results; the JSON report has the
 * keys the format promises. */
/* Every percentage of a text ranking has two decimals ("50.00", "57.94"), so the column reads
 * evenly: the fifth field of every row under a "percent" heading. */
static void check_percent_column(const char *report)
{
    unsigned rows = 0;
    static const char head[] = "percent  boards\n";
    for (const char *h = strstr(report, head); h; h = strstr(h + 1, head))
        for (const char *line = strchr(h, '\n') + 1; *line == ' ' && line[2] != '\0'; rows++) {
            unsigned place, who, boards;
            char score[32], top[32], pct[32];
            int n = sscanf(line, "%u %u %31s %31s %31s %u", &place, &who, score, top, pct,
                           &boards);
            const char *dot = n == 6 ? strchr(pct, '.') : NULL;
            CHECK(dot && strlen(dot) == 3);
            const char *end = strchr(line, '\n');
            if (!end)
                break;
            line = end + 1;
        }
    CHECK(rows > 0);
}

static void test_files(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    char json[2048] = "{\"format\": \"bridgemove-results/1\", \"results\": [\n",
         csv[1024] = "\xef\xbb\xbfRound, Table,BOARD,contract,declarer,tricks\r\n";
    for (unsigned t = 1; t <= 7; t++) {
        char line[160];
        snprintf(line, sizeof line,
                 "%s{\"round\": %u, \"table\": %u, \"board\": 1, \"contract\": \"%s\", "
                 "\"declarer\": \"%s\", \"tricks\": %u}\n",
                 t > 1 ? "," : "", mitchell7_round_of_board1(t), t, slip[t - 1].contract,
                 slip[t - 1].by, slip[t - 1].tricks);
        strcat(json, line);
        snprintf(line, sizeof line, "%u,%u,1,\"%s\",%s,%u\r\n", mitchell7_round_of_board1(t), t,
                 slip[t - 1].contract, slip[t - 1].by, slip[t - 1].tricks);
        strcat(csv, line);
    }
    strcat(json, "]}");
    struct bm_results *a = NULL, *b = NULL, *c = NULL;
    char *ja = NULL, *jb = NULL, *jc = NULL;
    CHECK_EQ(bm_results_read(&a, m, json, strlen(json)), BM_OK);
    CHECK_EQ(bm_results_read(&b, m, csv, strlen(csv)), BM_OK);
    CHECK_STR(bm_last_error(), "");
    CHECK_EQ(bm_results_report(&ja, a, BM_FORM_JSON), BM_OK);
    CHECK_EQ(bm_results_report(&jb, b, BM_FORM_JSON), BM_OK);
    CHECK_STR(ja, jb);
    CHECK_EQ(bm_results_read(&c, m, ja, strlen(ja)), BM_OK); /* round trip */
    CHECK_EQ(bm_results_report(&jc, c, BM_FORM_JSON), BM_OK);
    CHECK_STR(ja, jc);
    struct bm_scoring *sc = score_with(a, "");
    char *report = NULL;
    CHECK_EQ(bm_scoring_report(&report, sc, BM_FORM_JSON), BM_OK);
    static const char *const keys[] = {"\"pairs\": [", "\"pair\": 8", "\"score\": ", "\"top\": ",
                                       "\"percent\": ", "\"boards\": [", "\"board\": 1",
                                       "\"plays\": [", "\"round\": 1", "\"table\": 1",
                                       "\"ns\": 1", "\"ew\": 8", "\"ns_score\": -50",
                                       "\"ns_mp\": 7", "\"ew_mp\": 5", "\"missing\": true"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        test_context("%s", keys[i]);
        CHECK(strstr(report, keys[i]) != NULL);
    }
    test_context_clear();
    bm_free(report);
    CHECK_EQ(bm_scoring_report(&report, sc, BM_FORM_TEXT), BM_OK);
    CHECK(strstr(report, "Ranking of the NS field") && strstr(report, "Ranking of the EW field"));
    CHECK(strstr(report, "2D        N      7       -50        7        5") != NULL);
    check_percent_column(report);
    bm_free(report);
    bm_scoring_free(sc);
    bm_free(ja);
    bm_free(jb);
    bm_free(jc);
    bm_results_free(a);
    bm_results_free(b);
    bm_results_free(c);
    bm_movement_free(m);
}

/* ---- Neuberg, artificial and split scores ---- */

/* Board 1 of the 7-table Mitchell with the slip's scores at tables 1..6 and `seventh` at
 * table 7 (given by the caller). */
static struct bm_results *slip_results(struct bm_movement *m)
{
    struct bm_results *r = new_results(m);
    for (unsigned t = 1; t <= 6; t++)
        CHECK_EQ(bm_results_set_score(r, mitchell7_round_of_board1(t), t, 1, slip[t - 1].score),
                 BM_OK);
    return r;
}

static void test_neuberg(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = slip_results(m);
    /* table 7 did not play: 6 results on a board the others play 7 times */
    CHECK_EQ(bm_results_set_not_played(r, 2, 7, 1), BM_OK);
    /* the six scores -50 -100 -90 90 -110 -50 matchpoint (top 10) to 7 2 4 10 0 7 */
    static const unsigned six[6] = {7, 2, 4, 10, 0, 7};
    struct bm_scoring *plain = score_with(r, "method=mp"), *adj = score_with(r, "method=neuberg");
    for (unsigned t = 1; t <= 6; t++) {
        double ns = 0, ew = 0;
        unsigned opp = 0;
        test_context("table %u", t);
        points_of(&ns, &ew, &opp, plain, 1, slip[t - 1].ns);
        CHECK_NEAR(ns, six[t - 1], 1e-12);
        CHECK_NEAR(ew, 10 - six[t - 1], 1e-12);
        points_of(&ns, &ew, &opp, adj, 1, slip[t - 1].ns);
        CHECK_NEAR(ns, (six[t - 1] + 1) * 7.0 / 6.0 - 1, 1e-12);
        CHECK_NEAR(ew, (10 - six[t - 1] + 1) * 7.0 / 6.0 - 1, 1e-12);
        double top = 0;
        CHECK_EQ(bm_scoring_participant(NULL, &top, NULL, NULL, adj, slip[t - 1].ns), BM_OK);
        CHECK_NEAR(top, 12, 1e-12); /* every top is that of a board played 7 times */
        CHECK_EQ(bm_scoring_participant(NULL, &top, NULL, NULL, plain, slip[t - 1].ns), BM_OK);
        CHECK_NEAR(top, 10, 1e-12);
    }
    test_context_clear();
    /* the default (auto) factors as EBU and ACBL practice do: it is Neuberg, figure for figure;
     * with table 7's score given the board is played fully and Neuberg is plain matchpoints */
    struct bm_scoring *def = score_with(r, "");
    CHECK_EQ(bm_results_set_score(r, mitchell7_round_of_board1(7), 7, 1, 100), BM_OK);
    struct bm_scoring *full_def = score_with(r, ""), *full_mp = score_with(r, "method=mp");
    for (unsigned p = 1; p <= 14; p++) {
        double a = 0, b = 0, c = 0, d = 0;
        test_context("pair %u", p);
        CHECK_EQ(bm_scoring_participant(&a, NULL, NULL, NULL, def, p), BM_OK);
        CHECK_EQ(bm_scoring_participant(&b, NULL, NULL, NULL, adj, p), BM_OK);
        CHECK_NEAR(a, b, 1e-12);
        CHECK_EQ(bm_scoring_participant(&c, NULL, NULL, NULL, full_def, p), BM_OK);
        CHECK_EQ(bm_scoring_participant(&d, NULL, NULL, NULL, full_mp, p), BM_OK);
        CHECK_NEAR(c, d, 1e-12);
    }
    test_context_clear();
    bm_scoring_free(def);
    bm_scoring_free(full_def);
    bm_scoring_free(full_mp);
    /* the pair that did not play has no board */
    unsigned boards = 9;
    CHECK_EQ(bm_scoring_participant(NULL, NULL, NULL, &boards, adj, 7), BM_OK);
    CHECK_EQ(boards, 0u);
    bm_scoring_free(plain);
    bm_scoring_free(adj);
    bm_results_free(r);
    bm_movement_free(m);
}

/* A complete Howell cut short (6 of its 9 rounds) plays some boards three times and others
 * four: Neuberg scales the former to four; a board played four times keeps its matchpoints. */
static void test_neuberg_short_howell(void)
{
    struct bm_movement *m = build("howell:tables=5,rounds=6,sets=9");
    struct bm_results *r = new_results(m);
    unsigned n3 = 0, n4 = 0;
    for (unsigned board = 1; board <= 9; board++) {
        unsigned n = 0;
        struct bm_scoring *probe = score_with(r, "");
        CHECK_EQ(bm_scoring_plays(&n, probe, board), BM_OK);
        bm_scoring_free(probe);
        for (unsigned k = 1; k <= n; k++) {
            unsigned rd = 0, t = 0;
            struct bm_scoring *s = score_with(r, "");
            CHECK_EQ(bm_scoring_play(&rd, &t, NULL, NULL, s, board, k), BM_OK);
            bm_scoring_free(s);
            CHECK_EQ(bm_results_set_score(r, rd, t, board, 10 * (int)k), BM_OK);
        }
        n3 += n == 3;
        n4 += n == 4;
    }
    CHECK(n3 > 0 && n4 > 0);
    struct bm_scoring *sc = score_with(r, "method=neuberg");
    for (unsigned board = 1; board <= 9; board++) {
        unsigned n = 0;
        CHECK_EQ(bm_scoring_plays(&n, sc, board), BM_OK);
        for (unsigned k = 1; k <= n; k++) {
            double ns = 0;
            test_context("board %u, play %u of %u", board, k, n);
            CHECK_EQ(bm_scoring_play_points(NULL, &ns, NULL, NULL, sc, board, k), BM_OK);
            /* play k has the k-th lowest NS score: 2(k - 1) matchpoints before the scaling */
            CHECK_NEAR(ns, n == 4 ? 2.0 * (k - 1) : (2.0 * (k - 1) + 1) * 4 / 3 - 1, 1e-12);
        }
    }
    test_context_clear();
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

static void test_artificial(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = slip_results(m);
    CHECK_EQ(bm_results_set_artificial(r, 2, 7, 1, "A+/A-"), BM_OK);
    struct bm_scoring *mp = score_with(r, "method=mp"), *nb = score_with(r, ""),
                      *own = score_with(r, "method=mp,average_plus=65,average_minus=35");
    double ns = 0, ew = 0;
    unsigned opp = 0;
    points_of(&ns, &ew, &opp, mp, 1, 7);
    CHECK_NEAR(ns, 0.6 * 10, 1e-12); /* the board's top over its six real scores */
    CHECK_NEAR(ew, 0.4 * 10, 1e-12);
    points_of(&ns, &ew, &opp, nb, 1, 7);
    CHECK_NEAR(ns, 0.6 * 12, 1e-12); /* the default factors the board (Neuberg): top 12 */
    CHECK_NEAR(ew, 0.4 * 12, 1e-12);
    points_of(&ns, &ew, &opp, own, 1, 7);
    CHECK_NEAR(ns, 6.5, 1e-12);
    CHECK_NEAR(ew, 3.5, 1e-12);
    /* the real scores are compared among themselves only */
    points_of(&ns, &ew, &opp, mp, 1, 4);
    CHECK_NEAR(ns, 10, 1e-12);
    /* one code for both sides */
    CHECK_EQ(bm_results_set_artificial(r, 2, 7, 1, "A"), BM_OK);
    struct bm_scoring *avg = score_with(r, "method=mp");
    points_of(&ns, &ew, &opp, avg, 1, 7);
    CHECK_NEAR(ns, 5, 1e-12);
    CHECK_NEAR(ew, 5, 1e-12);
    bm_scoring_free(avg);
    /* IMPs: +3 / -3 by default */
    CHECK_EQ(bm_results_set_artificial(r, 2, 7, 1, "a-/a+"), BM_OK);
    struct bm_scoring *imps = score_with(r, "method=butler,imps_average_plus=2");
    points_of(&ns, &ew, &opp, imps, 1, 7);
    CHECK_NEAR(ns, -2, 1e-12);
    CHECK_NEAR(ew, 2, 1e-12);
    bm_scoring_free(imps);
    bm_scoring_free(mp);
    bm_scoring_free(nb);
    bm_scoring_free(own);
    bm_results_free(r);
    bm_movement_free(m);
}

/* A split score: NS compared with the NS scores, EW with the EW scores. */
static void test_split(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = slip_results(m);
    /* NS are scored on +100, EW on +50 (NS -50) */
    CHECK_EQ(bm_results_set_split(r, 2, 7, 1, 100, 50), BM_OK);
    struct bm_scoring *sc = score_with(r, "");
    double ns = 0, ew = 0;
    unsigned opp = 0;
    points_of(&ns, &ew, &opp, sc, 1, 7);
    CHECK_NEAR(ns, 12, 1e-12); /* +100 beats every other NS score (-110 .. +90) */
    /* EW +50 against the EW scores +50 +100 +90 -90 +110 +50: beats -90, ties two +50 */
    CHECK_NEAR(ew, 2 * 1 + 2, 1e-12);
    /* the others: NS +90 (pair 4) now beats five and loses to +100 */
    points_of(&ns, &ew, &opp, sc, 1, 4);
    CHECK_NEAR(ns, 10, 1e-12);
    /* pair 1's opponents (EW +50) tie with the split EW +50 and pair 6's opponents */
    points_of(&ns, &ew, &opp, sc, 1, 1);
    CHECK_NEAR(ew, 2 * 1 + 2, 1e-12);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

/* ---- arrow switches and phantoms ---- */

/* Table VI: Table I with round 7 switched. On a switched board the pair the grid lists as EW
 * sits North-South: its results are entered, and scored, from its side. */
static void test_switched(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    for (unsigned t = 1; t <= 7; t++)
        CHECK_EQ(bm_movement_set_switched(m, 7, t, 1, 1), BM_OK);
    struct bm_results *r = slip_results(m);
    /* round 7 of board 1 is at table 2: grid 2 v 10, played 10 NS v 2 EW */
    CHECK_EQ(bm_results_set_contract(r, 7, 2, 1, "2S", BM_DIRECTION_NORTH, 6), BM_OK);
    struct bm_scoring *sc = score_with(r, "method=mp");
    unsigned rd = 0, t = 0, ns = 0, ew = 0;
    CHECK_EQ(bm_scoring_play(&rd, &t, &ns, &ew, sc, 1, 7), BM_OK);
    CHECK_EQ(rd, 7u);
    CHECK_EQ(t, 2u);
    CHECK_EQ(ns, 10u);
    CHECK_EQ(ew, 2u);
    /* six results: pair 10 (NS, -100) beats only -110: 2; pair 2 (EW, +100) beats four: 8 */
    double s10 = 0, s2 = 0;
    CHECK_EQ(bm_scoring_participant(&s10, NULL, NULL, NULL, sc, 10), BM_OK);
    CHECK_EQ(bm_scoring_participant(&s2, NULL, NULL, NULL, sc, 2), BM_OK);
    CHECK_NEAR(s10, 2, 1e-12);
    CHECK_NEAR(s2, 8, 1e-12);
    /* one field: the switched round joins NS and EW */
    unsigned field = 9, place = 0;
    CHECK_EQ(bm_scoring_rank(&place, &field, sc, 2), BM_OK);
    CHECK_EQ(field, 0u);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

/* Boards are numbered as printed: the results and the vulnerability follow first_board. */
static void test_first_board(void)
{
    struct bm_movement *m = build("mitchell:tables=3");
    CHECK_EQ(bm_movement_set_first_board(m, 10), BM_OK);
    struct bm_results *r = new_results(m);
    CHECK_EQ(bm_results_set_score(r, 1, 1, 1, 100), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "board 1: the movement has boards 10-12") != NULL);
    /* board 10 is vulnerable both ways (as board 10 of every set of boards): 4S made, 620 */
    CHECK_EQ(bm_results_set_contract(r, 1, 1, 10, "4S", BM_DIRECTION_SOUTH, 10),
             BM_OK);
    struct bm_scoring *sc = score_with(r, "");
    int score = 0;
    unsigned n = 0;
    CHECK_EQ(bm_scoring_play_points(&score, NULL, NULL, NULL, sc, 10, 1), BM_OK);
    CHECK_EQ(score, 620);
    CHECK_EQ(bm_scoring_plays(&n, sc, 1), BM_ERANGE);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

static void test_phantom(void)
{
    struct bm_movement *m = build("mitchell:tables=7,phantom=7ew");
    struct bm_results *r = new_results(m);
    /* pair 14 sits at table 7 in round 1: no boards are played there */
    CHECK_EQ(bm_results_set_score(r, 1, 7, 7, 100), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "no boards are played at table 7 in round 1") != NULL);
    CHECK_EQ(bm_results_set_score(r, 1, 1, 1, 100), BM_OK);
    struct bm_scoring *sc = score_with(r, "");
    unsigned place = 9, n = 0;
    CHECK_EQ(bm_scoring_rank(&place, NULL, sc, 14), BM_OK);
    CHECK_EQ(place, 0u); /* absent all session: not ranked */
    CHECK_EQ(bm_scoring_plays(&n, sc, 1), BM_OK);
    CHECK_EQ(n, 6u);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

/* ---- IMPs ---- */

static void test_imps_pairs(void)
{
    struct bm_movement *m = build("mitchell:tables=5");
    struct bm_results *r = new_results(m);
    /* board 1 at tables 1..5 in rounds 1, 5, 4, 3, 2 */
    static const unsigned round_of[5] = {1, 5, 4, 3, 2};
    static const int score[5] = {420, 420, 450, -50, 170};
    for (unsigned t = 1; t <= 5; t++)
        CHECK_EQ(bm_results_set_score(r, round_of[t - 1], t, 1, score[t - 1]), BM_OK);
    struct bm_scoring *cross = score_with(r, "method=imps"),
                      *butler = score_with(r, "method=butler"),
                      *all = score_with(r, "method=butler,butler_drop=0,datum_rounding=1");
    /* cross-IMPs of +420: 0, -1 (450), +10 (-50), +6 (170): 15 over 4 comparisons */
    static const double cross_ns[5] = {15 / 4.0, 15 / 4.0, (1 + 1 + 11 + 7) / 4.0,
                                       (-10 - 10 - 11 - 6) / 4.0, (-6 - 6 - 7 + 6) / 4.0};
    /* Butler: drop -50 and 450, datum (170 + 420 + 420) / 3 = 336.7, rounded to 340 */
    static const double butler_ns[5] = {2, 2, 3, -9, -5};
    /* no drop, no rounding: datum 282 */
    static const double all_ns[5] = {4, 4, 4, -8, -3};
    for (unsigned t = 1; t <= 5; t++) {
        double ns = 0, ew = 0;
        unsigned opp = 0;
        test_context("table %u", t);
        points_of(&ns, &ew, &opp, cross, 1, t);
        CHECK_NEAR(ns, cross_ns[t - 1], 1e-12);
        CHECK_NEAR(ew, -cross_ns[t - 1], 1e-12);
        points_of(&ns, &ew, &opp, butler, 1, t);
        CHECK_NEAR(ns, butler_ns[t - 1], 1e-12);
        CHECK_NEAR(ew, -butler_ns[t - 1], 1e-12);
        points_of(&ns, &ew, &opp, all, 1, t);
        CHECK_NEAR(ns, all_ns[t - 1], 1e-12);
    }
    test_context_clear();
    double top = 1, pct = 1;
    CHECK_EQ(bm_scoring_participant(NULL, &top, &pct, NULL, butler, 1), BM_OK);
    CHECK_NEAR(top, 0, 0);
    CHECK_NEAR(pct, 0, 0);
    bm_scoring_free(cross);
    bm_scoring_free(butler);
    bm_scoring_free(all);
    bm_results_free(r);
    bm_movement_free(m);
}

/* The triplicate (three teams A, B, C, two pairs each): every two teams meet on one board, NS
 * of one team against EW of the other at each of two tables. */
static void test_teams(void)
{
    struct bm_movement *m = build("triplicate");
    struct bm_results *r = new_results(m);
    /* set A: round 1 table 1 (pair 1 of A v pair 6 of C), round 2 table 3 (3 of C v 4 of A) */
    CHECK_EQ(bm_results_set_score(r, 1, 1, 1, 420), BM_OK);
    CHECK_EQ(bm_results_set_score(r, 2, 3, 1, 170), BM_OK); /* A net 420 - 170 */
    /* set B: round 1 table 2 (2 of B v 4 of A), round 2 table 1 (1 of A v 5 of B) */
    CHECK_EQ(bm_results_set_score(r, 1, 2, 2, -100), BM_OK);
    CHECK_EQ(bm_results_set_score(r, 2, 1, 2, -100), BM_OK); /* a push */
    /* set C: round 1 table 3 (3 of C v 5 of B), round 2 table 2 (2 of B v 6 of C) */
    CHECK_EQ(bm_results_set_artificial(r, 1, 3, 3, "A+/A-"), BM_OK);
    CHECK_EQ(bm_results_set_score(r, 2, 2, 3, 600), BM_OK);
    struct bm_options *mp = NULL;
    struct bm_scoring *sc = NULL;
    CHECK_EQ(bm_options_parse(&mp, "score", "method=mp"), BM_OK);
    CHECK_EQ(bm_scoring_new(&sc, r, mp), BM_EINVAL);
    CHECK(sc == NULL && strstr(bm_last_error(), "method=imps") != NULL);
    bm_options_free(mp);
    /* the default method, auto, scores a teams event in IMPs: the same as method=imps */
    char *by_default = NULL, *by_imps = NULL;
    CHECK_EQ(bm_scoring_new(&sc, r, NULL), BM_OK);
    CHECK_EQ(bm_scoring_report(&by_default, sc, BM_FORM_JSON), BM_OK);
    bm_scoring_free(sc);
    sc = score_with(r, "method=imps");
    CHECK_EQ(bm_scoring_report(&by_imps, sc, BM_FORM_JSON), BM_OK);
    CHECK_STR(by_default, by_imps);
    bm_free(by_default);
    bm_free(by_imps);
    double vp = 0, imps = 0, vpb = 0, vpc = 0;
    unsigned matches = 0;
    /* A v C: A +250 = 6 IMPs on one board; A v B: 0; B v C: C +3 (A+ at table 3, C NS) */
    CHECK_EQ(bm_scoring_team(&vp, &imps, &matches, sc, 1), BM_OK);
    CHECK_EQ(matches, 2u);
    CHECK_NEAR(imps, 6, 1e-12);
    double v6 = 0, v3 = 0;
    CHECK_EQ(bm_score_victory_points(&v6, 6, 1), BM_OK);
    CHECK_EQ(bm_score_victory_points(&v3, 3, 1), BM_OK);
    CHECK_NEAR(vp, v6 + 10, 1e-9);
    CHECK_EQ(bm_scoring_team(&vpb, &imps, NULL, sc, 2), BM_OK);
    CHECK_NEAR(imps, -3, 1e-12);
    CHECK_NEAR(vpb, 10 + 20 - v3, 1e-9);
    CHECK_EQ(bm_scoring_team(&vpc, &imps, NULL, sc, 3), BM_OK);
    CHECK_NEAR(imps, -6 + 3, 1e-12);
    CHECK_NEAR(vp + vpb + vpc, 60, 1e-9); /* three matches of 20 */
    CHECK_EQ(bm_scoring_team(NULL, NULL, NULL, sc, 4), BM_ERANGE);
    /* every play of a comparison carries its teams' IMPs: board 1, A (pair 1) NS at table 1 won
     * 6; at round 2 table 3, C (pair 3) sits NS and lost them. The artificial board: C +3. */
    double ns = 0, ew = 0;
    int32_t scored = 0;
    CHECK_EQ(bm_scoring_play_points(NULL, &ns, &ew, &scored, sc, 1, 1), BM_OK);
    CHECK_EQ(scored, 1);
    CHECK_NEAR(ns, 6, 1e-12);
    CHECK_NEAR(ew, -6, 1e-12);
    CHECK_EQ(bm_scoring_play_points(NULL, &ns, &ew, NULL, sc, 1, 2), BM_OK);
    CHECK_NEAR(ns, -6, 1e-12);
    CHECK_NEAR(ew, 6, 1e-12);
    CHECK_EQ(bm_scoring_play_points(NULL, &ns, &ew, NULL, sc, 3, 1), BM_OK);
    CHECK_NEAR(ns, 3, 1e-12);
    CHECK_NEAR(ew, -3, 1e-12);
    char *text = NULL;
    CHECK_EQ(bm_scoring_report(&text, sc, BM_FORM_TEXT), BM_OK);
    /* victory points always with two decimals, a whole number too */
    CHECK(strstr(text, "  1 v 2            1     0 -   0   10.00 - 10.00\n") != NULL);
    bm_free(text);
    char *json = NULL;
    CHECK_EQ(bm_scoring_report(&json, sc, BM_FORM_JSON), BM_OK);
    CHECK(strstr(json, "\"teams\": [1, 3], \"boards\": 1, \"imps\": [6, 0]") != NULL);
    bm_free(json);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

/* An individual: each player gets its side's points. */
static void test_individual(void)
{
    struct bm_movement *m = build("individual:players=8");
    struct bm_results *r = new_results(m);
    /* board 1 (set A) at both tables in round 1: 8 1 v 4 2, and 7 3 v 5 6 */
    CHECK_EQ(bm_results_set_score(r, 1, 1, 1, 420), BM_OK);
    CHECK_EQ(bm_results_set_score(r, 1, 2, 1, 400), BM_OK);
    struct bm_scoring *sc = score_with(r, "");
    static const double want[9] = {0, 2, 0, 0, 0, 2, 2, 0, 2};
    for (unsigned p = 1; p <= 8; p++) {
        double s = -1;
        test_context("player %u", p);
        CHECK_EQ(bm_scoring_participant(&s, NULL, NULL, NULL, sc, p), BM_OK);
        CHECK_NEAR(s, want[p], 1e-12);
    }
    test_context_clear();
    char *json = NULL;
    CHECK_EQ(bm_scoring_report(&json, sc, BM_FORM_JSON), BM_OK);
    CHECK(strstr(json, "\"players\": [") && strstr(json, "\"ns\": [8, 1], \"ew\": [4, 2]"));
    bm_free(json);
    /* USEBIO holds pairs and teams: refused by a message naming the function asked, for one
     * section and for several */
    CHECK_EQ(bm_scoring_report(&json, sc, BM_FORM_XML), BM_EUNSUPPORTED);
    CHECK(json == NULL);
    CHECK_STR(bm_last_error(), "bm_scoring_report: USEBIO (XML) is written for pairs and teams "
                               "events; an individual event offers text, JSON or HTML");
    struct bm_scoring *both[2] = {NULL, NULL};
    const struct bm_results *r2[2] = {r, r};
    for (uint32_t k = 1; k <= 2; k++)
        CHECK_EQ(bm_scoring_sections_new(&both[k - 1], r2, 2, k, NULL), BM_OK);
    CHECK_EQ(bm_scoring_sections_report(&json, (const struct bm_scoring *const *)both, 2, NULL,
                                        BM_FORM_XML),
             BM_EUNSUPPORTED);
    CHECK(json == NULL);
    CHECK_STR(bm_last_error(), "bm_scoring_sections_report: USEBIO (XML) is written for pairs "
                               "and teams events; an individual event offers text, JSON or HTML");
    CHECK_EQ(bm_scoring_sections_report(&json, (const struct bm_scoring *const *)both, 2, NULL,
                                        BM_FORM_HTML),
             BM_OK);
    CHECK(strstr(json, "<h1>Section B</h1>") != NULL);
    bm_free(json);
    bm_scoring_free(both[0]);
    bm_scoring_free(both[1]);
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

/* ---- bad input: a message naming the entry, and nothing changes ---- */

static void read_refused(const struct bm_movement *m, const char *text, const char *words)
{
    struct bm_results *r = (struct bm_results *)&r;
    test_context("%.60s", text);
    CHECK_EQ(bm_results_read(&r, m, text, strlen(text)), BM_EPARSE);
    CHECK(r == NULL);
    if (!strstr(bm_last_error(), words))
        fprintf(stderr, "message: %s\n", bm_last_error());
    CHECK(strstr(bm_last_error(), words) != NULL);
}

#define ENTRY "{\"format\": \"bridgemove-results/1\", \"results\": [\n"

static void test_bad_files(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"board\": 2, \"ns_score\": 50}]}",
                 "results[0] (line 2): board 2 is not played at table 1 in round 1 (that table "
                 "plays board 1)");
    read_refused(m,
                 ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"ns_score\": 50},\n"
                       "{\"round\": 1, \"table\": 2, \"board\": 2, \"contract\": \"4H\", "
                       "\"declarer\": \"N\", \"tricks\": 14}]}",
                 "results[1] (line 3): tricks 14: a declarer takes 0-13 tricks");
    read_refused(m,
                 ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"contract\": \"8H\", "
                       "\"declarer\": \"N\", \"tricks\": 9}]}",
                 "results[0] (line 2): contract \"8H\": the level must be 1-7");
    read_refused(m,
                 ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"ns_score\": 50},\n"
                       "{\"round\": 1, \"table\": 1, \"board\": 1, \"ns_score\": 90}]}",
                 "results[1] (line 3): round 1, table 1, board 1 already has a result");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"score\": 50}]}",
                 "results[0]: unknown key \"score\"");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"ns_score\": 50}]}",
                 "results[0] (line 2): missing board");
    read_refused(m,
                 ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"ns_score\": 50, "
                       "\"not_played\": true}]}",
                 "more than one result");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"ns_score\": 55}]}",
                 "ns_score 55: a score is a multiple of 10");
    read_refused(m, ENTRY "{\"round\": 8, \"table\": 1, \"board\": 1, \"ns_score\": 50}]}",
                 "round 8: the movement has rounds 1-7");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"artificial\": \"A++\"}]}",
                 "artificial score \"A++\"");
    read_refused(m,
                 ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"contract\": \"4H\", "
                       "\"declarer\": \"X\", \"tricks\": 9}]}",
                 "declarer \"X\": expected N, E, S or W");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"contract\": \"4H\"}]}",
                 "needs its declarer");
    read_refused(m, "{\"format\": \"bridgemove/1\", \"results\": []}", "bridgemove-results/1");
    read_refused(m, ENTRY "{\"round\": \"1\"}]}", "results[0].round: expected an integer");
    read_refused(m, ENTRY "{\"round\": 1,}]}", "line 2");
    read_refused(m, "round,table,board,ns_score\n1,1,2,50\n",
                 "line 2: board 2 is not played at table 1 in round 1");
    read_refused(m, "round,table,bord\n", "line 1, column 13: unknown column \"bord\"");
    read_refused(m, "round,table,board,ns_score\n1,1\n", "line 2: 2 fields, but the header");
    read_refused(m, "round,table,board,ns_score\n1,1,1,fifty\n",
                 "line 2, column 7: ns_score \"fifty\" is not a whole number");
    read_refused(m, "round,table,board,contract\n1,1,1,\"4H\n",
                 "line 2, column 7: this quoted field is never closed");
    /* the one CSV tokenizer: ';' and tab separators, as spreadsheets write them */
    struct bm_results *r = NULL;
    const char *semi = "round;table;board;ns_score\r\n1;1;1;420\r\n";
    CHECK_EQ(bm_results_read(&r, m, semi, strlen(semi)), BM_OK);
    bm_results_free(r);
    const char *tab = "# a comment\nround\ttable\tboard\tcontract\tdeclarer\ttricks\n"
                      "1\t1\t1\t4H\tN\t10\n";
    CHECK_EQ(bm_results_read(&r, m, tab, strlen(tab)), BM_OK);
    bm_results_free(r);
    read_refused(m, "# nothing\n\n", "no results");
    bm_movement_free(m);
}

/* The opening lead: kept with a played contract in its written form, carried by the results
 * JSON (read back equal) and the scored session, refused where there is no contract played,
 * and cleared when the play gets another result. */
static void test_leads(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = new_results(m);
    CHECK_EQ(bm_results_set_lead(r, 1, 1, 1, "SK"), BM_EINVAL); /* no result yet */
    CHECK(strstr(bm_last_error(), "round 1, table 1, board 1 has no contract played") != NULL);
    CHECK_EQ(bm_results_set_contract(r, 1, 1, 1, "4H", BM_DIRECTION_NORTH, 10), BM_OK);
    CHECK_EQ(bm_results_set_lead(r, 1, 1, 1, "Z9"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "lead \"Z9\" is not a card") != NULL);
    static const char *const bad[] = {"", "S", "S1", "S11", "S0", "SKK", "KS", "S 10"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        CHECK_EQ(bm_results_set_lead(r, 1, 1, 1, bad[i]), BM_EPARSE);
    CHECK_EQ(bm_results_set_lead(r, 1, 1, 1, NULL), BM_EINVAL);
    CHECK_EQ(bm_results_set_lead(r, 1, 1, 2, "SK"), BM_ERANGE); /* not played there */
    CHECK_EQ(bm_results_set_lead(r, 1, 1, 1, "st"), BM_OK); /* the ten, written 10 */
    CHECK_EQ(bm_results_set_contract(r, 1, 2, 2, "PASS", BM_DIRECTION_NORTH, 0), BM_OK);
    CHECK_EQ(bm_results_set_lead(r, 1, 2, 2, "SK"), BM_EINVAL); /* passed out */
    CHECK_EQ(bm_results_set_score(r, 1, 3, 3, 420), BM_OK);
    CHECK_EQ(bm_results_set_lead(r, 1, 3, 3, "SK"), BM_EINVAL); /* a score, no contract */
    CHECK_EQ(bm_results_set_contract(r, 1, 4, 4, "3NT", BM_DIRECTION_WEST, 9), BM_OK);
    CHECK_EQ(bm_results_set_lead(r, 1, 4, 4, "d2"), BM_OK);
    char *json = NULL, *again = NULL;
    CHECK_EQ(bm_results_report(&json, r, BM_FORM_JSON), BM_OK);
    CHECK(strstr(json, "\"contract\": \"4H\", \"declarer\": \"N\", \"tricks\": 10, "
                       "\"lead\": \"S10\"}") != NULL);
    CHECK(strstr(json, "\"lead\": \"D2\"") != NULL);
    struct bm_results *back = NULL;
    CHECK_EQ(bm_results_read(&back, m, json, strlen(json)), BM_OK);
    CHECK_EQ(bm_results_report(&again, back, BM_FORM_JSON), BM_OK);
    CHECK_STR(json, again);
    /* the scored session: the accessor and the JSON report */
    struct bm_scoring *sc = score_with(back, "");
    const char *lead = NULL;
    uint32_t round = 0, table = 0;
    CHECK_EQ(bm_scoring_play(&round, &table, NULL, NULL, sc, 1, 1), BM_OK);
    CHECK_EQ(round * 10 + table, 11u);
    CHECK_EQ(bm_scoring_play_lead(&lead, sc, 1, 1), BM_OK);
    CHECK_STR(lead, "S10");
    CHECK_EQ(bm_scoring_play_lead(&lead, sc, 1, 2), BM_OK);
    CHECK_STR(lead, ""); /* a play with no result */
    CHECK_EQ(bm_scoring_play_lead(&lead, sc, 1, 99), BM_ERANGE);
    CHECK_STR(lead, "");
    CHECK_EQ(bm_scoring_play_lead(NULL, sc, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_scoring_play_lead(&lead, NULL, 1, 1), BM_EINVAL);
    char *report = NULL;
    CHECK_EQ(bm_scoring_report(&report, sc, BM_FORM_JSON), BM_OK);
    CHECK(strstr(report, "\"tricks\": 10, \"lead\": \"S10\", \"ns_score\": 420") != NULL);
    bm_free(report);
    CHECK_EQ(bm_scoring_report(&report, sc, BM_FORM_XML), BM_OK);
    CHECK(strstr(report, "<PLAYED_BY>N</PLAYED_BY>\n            <LEAD>S10</LEAD>\n"
                         "            <TRICKS>10</TRICKS>") != NULL);
    bm_free(report);
    /* the text and the page give the travellers a lead column, empty where none was given */
    CHECK_EQ(bm_scoring_report(&report, sc, BM_FORM_TEXT), BM_OK);
    CHECK(strstr(report, "\n  round table      NS      EW  contract by lead tricks     score"
                         "    NS MP    EW MP\n"
                         "      1     1       1       8  4H        N S10      10       420"
                         "        6        6\n") != NULL);
    CHECK(strstr(report, "\n      1     2       2       9  PASS                            0"
                         "        6        6\n") != NULL);
    bm_free(report);
    CHECK_EQ(bm_scoring_report(&report, sc, BM_FORM_HTML), BM_OK);
    CHECK(strstr(report, "<th class=\"l\">contract</th><th>by</th><th class=\"l\">lead</th>"
                         "<th>tricks</th><th>score</th><th>NS MP</th>") != NULL);
    CHECK(strstr(report, "<tr><td>1</td><td>1</td><td>1</td><td>8</td><td class=\"l\">4H</td>"
                         "<td>N</td><td class=\"l\">S10</td><td>10</td><td>420</td>") != NULL);
    /* pair 1's score card: the same columns */
    CHECK(strstr(report, "<th>against</th><th class=\"l\">contract</th><th>by</th>"
                         "<th class=\"l\">lead</th>") != NULL);
    bm_free(report);
    bm_scoring_free(sc);
    /* another result for the play clears its lead */
    CHECK_EQ(bm_results_set_contract(r, 1, 1, 1, "4H", BM_DIRECTION_NORTH, 9), BM_OK);
    bm_free(again);
    CHECK_EQ(bm_results_report(&again, r, BM_FORM_JSON), BM_OK);
    CHECK(strstr(again, "\"S10\"") == NULL);
    /* files: a lead with a contract, in either form; refused without one */
    struct bm_results *c = NULL;
    const char *csv = "round,table,board,contract,declarer,tricks,lead\n1,1,1,4H,N,10,hq\n"
                      "1,2,2,PASS,,,\n";
    CHECK_EQ(bm_results_read(&c, m, csv, strlen(csv)), BM_OK);
    bm_free(again);
    CHECK_EQ(bm_results_report(&again, c, BM_FORM_JSON), BM_OK);
    CHECK(strstr(again, "\"lead\": \"HQ\"") != NULL);
    bm_results_free(c);
    read_refused(m, "round,table,board,contract,declarer,tricks,lead\n1,1,1,4H,N,10,H1\n",
                 "line 2: lead \"H1\" is not a card");
    read_refused(m, "round,table,board,contract,lead\n1,2,2,PASS,SK\n",
                 "line 2: lead \"SK\" of a passed-out board");
    read_refused(m, ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"ns_score\": 50, "
                          "\"lead\": \"SK\"}]}",
                 "results[0] (line 2): declarer, tricks and lead go with a contract");
    bm_free(json);
    bm_free(again);
    bm_results_free(back);
    bm_results_free(r);
    bm_movement_free(m);
}

/* Whether the text ranking gives pair p's line the names `want` ("" for none): the line
 * "  place   pair  score ... boards" then, with names, two blanks and the names. */
static int ranked_with(const struct bm_scoring *sc, unsigned p, const char *want)
{
    char *text = NULL, head[16], tail[96];
    CHECK_EQ(bm_scoring_report(&text, sc, BM_FORM_TEXT), BM_OK);
    snprintf(head, sizeof head, " %6u ", p);
    snprintf(tail, sizeof tail, "  %s", want);
    int found = 0;
    const char *l = text ? strstr(text, "\nRanking") : NULL;
    while (l && (l = strchr(l + 1, '\n')) != NULL && !found) {
        const char *end = strchr(l + 1, '\n');
        size_t n = end ? (size_t)(end - l - 1) : strlen(l + 1), k = strlen(tail);
        if (n < 8 + strlen(head) || strncmp(l + 8, head, strlen(head)) != 0)
            continue; /* "\n" "  place" then the pair's number */
        found = want[0] ? n > k && strncmp(l + 1 + n - k, tail, k) == 0
                        : l[n] >= '0' && l[n] <= '9'; /* the line ends with its boards */
    }
    bm_free(text);
    return found;
}

/* Names by section: a file whose lines give their section names each section's own pairs
 * (bm_scoring_names_read_section()), a file without sections names every section alike, the
 * two forms are not mixed, and bm_scoring_names_read() takes a file of sections whole. */
static void test_names_sections(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = slip_results(m);
    CHECK_EQ(bm_results_set_score(r, mitchell7_round_of_board1(7), 7, 1, 50), BM_OK);
    struct bm_scoring *sc = score_with(r, ""); /* every pair played board 1: all ranked */
    const char *file = "section;pair;first;second\nA;1;Ann Smith;Bob Jones\n"
                       "B;1;Cy Brown;Di White\nB;8;Eve Green\nC;99;not this section's\n";
    CHECK_EQ(bm_scoring_names_read_section(sc, "B", file, strlen(file)), BM_OK);
    CHECK(ranked_with(sc, 1, "Cy Brown & Di White"));
    CHECK(ranked_with(sc, 8, "Eve Green"));
    CHECK(ranked_with(sc, 2, ""));
    CHECK_EQ(bm_scoring_names_read_section(sc, "A", file, strlen(file)), BM_OK);
    CHECK(ranked_with(sc, 1, "Ann Smith & Bob Jones"));
    CHECK(ranked_with(sc, 8, ""));
    /* an old file, no section column: every section alike */
    const char *old = "pair,names\n1,Ann Smith,Bob Jones\n8,Eve Green\n";
    CHECK_EQ(bm_scoring_names_read_section(sc, "B", old, strlen(old)), BM_OK);
    CHECK(ranked_with(sc, 1, "Ann Smith & Bob Jones"));
    CHECK(ranked_with(sc, 8, "Eve Green"));
    /* refused, naming line and column; the names kept */
    const char *mixed = "A,1,Ann Smith\n2,Bob Jones\n";
    CHECK_EQ(bm_scoring_names_read_section(sc, "A", mixed, strlen(mixed)), BM_EPARSE);
    CHECK_STR(bm_last_error(), "line 2, column 1: no section given (a section's letter, then "
                               "the number), but the lines before give theirs");
    const char *mixed2 = "1,Ann Smith\nB,2,Bob Jones\n";
    CHECK_EQ(bm_scoring_names_read_section(sc, "A", mixed2, strlen(mixed2)), BM_EPARSE);
    CHECK_STR(bm_last_error(), "line 2, column 1: section B given, but the lines before give "
                               "none (every line gives its section or none does)");
    const char *range = "B,15,Al\n";
    CHECK_EQ(bm_scoring_names_read_section(sc, "B", range, strlen(range)), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "line 1, column 3: ") == bm_last_error());
    const char *empty = "B,3,,\n";
    CHECK_EQ(bm_scoring_names_read_section(sc, "B", empty, strlen(empty)), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "line 1") && strstr(bm_last_error(), "number 3 has no name"));
    CHECK(ranked_with(sc, 1, "Ann Smith & Bob Jones"));
    /* the whole file: pair 1 of A and of B are one number named twice */
    CHECK_EQ(bm_scoring_names_read(sc, file, strlen(file)), BM_EPARSE);
    CHECK_STR(bm_last_error(), "line 3, column 3: pair 1 is named twice");
    const char *one = "A,1,Ann Smith\nA,2,Bob Jones\n";
    CHECK_EQ(bm_scoring_names_read(sc, one, strlen(one)), BM_OK);
    CHECK(ranked_with(sc, 2, "Bob Jones"));
    /* what is not a section's letter */
    CHECK_EQ(bm_scoring_names_read_section(sc, "b", one, strlen(one)), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "section \"b\" is not a section's letter") != NULL);
    CHECK_EQ(bm_scoring_names_read_section(sc, NULL, one, strlen(one)), BM_EINVAL);
    CHECK_EQ(bm_scoring_names_read_section(NULL, "A", one, strlen(one)), BM_EINVAL);
    CHECK_EQ(bm_scoring_names_read_section(sc, "A", NULL, 0), BM_EINVAL);
    CHECK(ranked_with(sc, 2, "Bob Jones"));
    bm_scoring_free(sc);
    bm_results_free(r);
    bm_movement_free(m);
}

/* A refused setter leaves the results as they were. */
static void test_nothing_changes(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_results *r = slip_results(m);
    char *before = NULL, *after = NULL;
    CHECK_EQ(bm_results_report(&before, r, BM_FORM_JSON), BM_OK);
    CHECK_EQ(bm_results_set_contract(r, 1, 1, 1, "8H", BM_DIRECTION_NORTH, 9),
             BM_EPARSE);
    CHECK_EQ(bm_results_set_contract(r, 1, 1, 1, "4H", BM_DIRECTION_NORTH, 14),
             BM_ERANGE);
    CHECK_EQ(bm_results_set_contract(r, 1, 1, 1, "4H", (enum bm_direction)7, 9),
             BM_EINVAL);
    CHECK_EQ(bm_results_set_score(r, 1, 1, 2, 100), BM_ERANGE);
    CHECK_EQ(bm_results_set_score(r, 1, 1, 1, 7610), BM_ERANGE);
    CHECK_EQ(bm_results_set_split(r, 1, 1, 1, 100, 15), BM_ERANGE);
    CHECK_EQ(bm_results_set_artificial(r, 1, 1, 1, "B"), BM_EPARSE);
    CHECK_EQ(bm_results_set_not_played(r, 0, 1, 1), BM_ERANGE);
    CHECK_EQ(bm_results_set_not_played(r, 1, 8, 1), BM_ERANGE);
    CHECK_EQ(bm_results_set_not_played(r, 1, 1, 99), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "board 99: the movement has boards 1-7") != NULL);
    CHECK_EQ(bm_results_report(&after, r, BM_FORM_JSON), BM_OK);
    CHECK_STR(before, after);
    CHECK_EQ(bm_results_set_score(NULL, 1, 1, 1, 100), BM_EINVAL);
    CHECK_EQ(bm_results_set_artificial(r, 1, 1, 1, NULL), BM_EINVAL);
    bm_free(before);
    bm_free(after);
    bm_results_free(r);
    bm_movement_free(m);
}

static void test_options(void)
{
    struct bm_options *o = NULL, *back = NULL;
    char *text = NULL, *again = NULL;
    CHECK_EQ(bm_options_parse(&o, "score", " method = neuberg , scale=1,average_plus=65"),
             BM_OK);
    CHECK_EQ(bm_options_to_string(&text, o), BM_OK);
    CHECK_STR(text, "score:method=neuberg,scale=1,average_plus=65");
    CHECK_EQ(bm_options_parse(&back, "score", text), BM_OK);
    CHECK_EQ(bm_options_to_string(&again, back), BM_OK);
    CHECK_STR(text, again);
    CHECK_EQ(bm_options_set(o, "method", "matchpoints"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "auto, mp, neuberg, imps or butler") != NULL);
    CHECK_EQ(bm_options_set(o, "scale", "3"), BM_ERANGE);
    CHECK(strstr(bm_last_error(), "scale must be 1..2 for score; got 3") != NULL);
    CHECK_EQ(bm_options_set(o, "colour", "red"), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "unknown key 'colour' for score") != NULL);
    struct bm_options *bad = (struct bm_options *)&bad;
    CHECK_EQ(bm_options_parse(&bad, "score", "neuberg"), BM_EPARSE);
    CHECK(bad == NULL && strstr(bm_last_error(), "expected key=value") != NULL);
    CHECK_EQ(bm_options_parse(&bad, "score", ""), BM_OK);
    bm_options_free(bad);
    bm_free(text);
    bm_free(again);
    bm_options_free(o);
    bm_options_free(back);
}

/* Every allocation of reading, scoring and reporting fails in turn: BM_ENOMEM, out NULL,
 * nothing leaked (the sanitizer build checks leaks). */
static void test_alloc_failures(void)
{
    static const char *const text[] = {
        ENTRY "{\"round\": 1, \"table\": 1, \"board\": 1, \"contract\": \"4H\", \"declarer\": "
              "\"N\", \"tricks\": 10}, {\"round\": 2, \"table\": 1, \"board\": 2, \"ns_score\": "
              "50, \"ew_score\": 0}]}",
        "round,table,board,artificial\n1,1,1,A+/A-\n2,1,2,A\n"};
    static const char *const specs[] = {"mitchell:tables=7", "triplicate", "individual:players=8"};
    for (size_t s = 0; s < 3; s++)
        for (size_t k = 0; k < 2; k++) {
            struct bm_movement *m = build(specs[s]);
            const char *method = s == 1 ? "method=imps" : k ? "method=butler" : "method=neuberg";
            test_context("%s, %s", specs[s], method);
            for (unsigned long n = 1;; n++) {
                struct bm_results *r = NULL;
                struct bm_options *o = NULL;
                struct bm_scoring *sc = NULL;
                char *json = NULL, *report = NULL, *rj = NULL;
                bm_test_fail_alloc_at(n);
                enum bm_status st = bm_results_read(&r, m, text[k], strlen(text[k]));
                if (st == BM_EPARSE) { /* the triplicate has no board 2 at table 1 in round 2 */
                    bm_test_fail_alloc_at(0);
                    break;
                }
                if (!st)
                    st = bm_options_parse(&o, "score", method);
                if (!st)
                    st = bm_scoring_new(&sc, r, o);
                if (!st)
                    st = bm_scoring_report(&json, sc, BM_FORM_JSON);
                if (!st)
                    st = bm_scoring_report(&report, sc, BM_FORM_TEXT);
                if (!st)
                    st = bm_results_report(&rj, r, BM_FORM_JSON);
                bm_test_fail_alloc_at(0);
                if (st == BM_OK) {
                    CHECK(n > 5);
                    bm_free(json);
                    bm_free(report);
                    bm_free(rj);
                    bm_scoring_free(sc);
                    bm_options_free(o);
                    bm_results_free(r);
                    break;
                }
                CHECK_EQ(st, BM_ENOMEM);
                bm_free(json);
                bm_free(report);
                bm_scoring_free(sc);
                bm_options_free(o);
                bm_results_free(r);
            }
            bm_movement_free(m);
        }
    test_context_clear();
    /* several sections in one report, in every form: a failed allocation is BM_ENOMEM with
     * nothing handed out (the sanitizer build sees any leak) */
    struct bm_movement *m = build("mitchell:tables=7");
    const struct bm_results *r[2] = {NULL, NULL};
    struct bm_results *own[2] = {NULL, NULL};
    struct bm_scoring *sc[2] = {NULL, NULL};
    struct bm_options *o = NULL;
    CHECK_EQ(bm_options_parse(&o, "score", "across=yes"), BM_OK);
    for (int k = 0; k < 2; k++) {
        CHECK_EQ(bm_results_read(&own[k], m, text[0], strlen(text[0])), BM_OK);
        CHECK_EQ(bm_results_set_lead(own[k], 1, 1, 1, "SK"), BM_OK);
        r[k] = own[k];
    }
    for (uint32_t k = 1; k <= 2; k++)
        CHECK_EQ(bm_scoring_sections_new(&sc[k - 1], r, 2, k, o), BM_OK);
    static const enum bm_form forms[] = {BM_FORM_TEXT, BM_FORM_JSON, BM_FORM_HTML, BM_FORM_XML};
    for (size_t f = 0; f < 4; f++)
        for (unsigned long n = 1;; n++) {
            char *out = NULL;
            bm_test_fail_alloc_at(n);
            enum bm_status st = bm_scoring_sections_report(
                &out, (const struct bm_scoring *const *)sc, 2, NULL, forms[f]);
            bm_test_fail_alloc_at(0);
            if (st == BM_OK) {
                CHECK(out != NULL && strstr(out, "B") != NULL);
                bm_free(out);
                break;
            }
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(out == NULL);
        }
    for (int k = 0; k < 2; k++) {
        bm_scoring_free(sc[k]);
        bm_results_free(own[k]);
    }
    bm_options_free(o);
    bm_movement_free(m);
}

static void test_null_arguments(void)
{
    struct bm_results *r = (struct bm_results *)&r;
    struct bm_scoring *sc = (struct bm_scoring *)&sc;
    CHECK_EQ(bm_results_new(&r, NULL), BM_EINVAL);
    CHECK(r == NULL);
    CHECK_EQ(bm_results_new(NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_results_read(&r, NULL, "", 0), BM_EINVAL);
    CHECK_EQ(bm_scoring_new(&sc, NULL, NULL), BM_EINVAL);
    CHECK(sc == NULL);
    unsigned u = 5;
    double d = 5;
    CHECK_EQ(bm_scoring_plays(&u, NULL, 1), BM_EINVAL);
    CHECK_EQ(u, 0u);
    CHECK_EQ(bm_scoring_participant(&d, NULL, NULL, NULL, NULL, 1), BM_EINVAL);
    CHECK_NEAR(d, 0, 0);
    CHECK_EQ(bm_scoring_team(NULL, NULL, NULL, NULL, 1), BM_EINVAL);
    char *out = (char *)&out;
    CHECK_EQ(bm_scoring_report(&out, NULL, BM_FORM_JSON), BM_EINVAL);
    CHECK(out == NULL);
    CHECK_EQ(bm_results_report(NULL, NULL, BM_FORM_JSON), BM_EINVAL);
    bm_results_free(NULL);
    bm_scoring_free(NULL);
    bm_options_free(NULL);
}

int main(void)
{
    RUN(test_worked_traveller());
    RUN(test_files());
    RUN(test_neuberg());
    RUN(test_neuberg_short_howell());
    RUN(test_artificial());
    RUN(test_split());
    RUN(test_switched());
    RUN(test_first_board());
    RUN(test_phantom());
    RUN(test_imps_pairs());
    RUN(test_teams());
    RUN(test_individual());
    RUN(test_bad_files());
    RUN(test_leads());
    RUN(test_names_sections());
    RUN(test_nothing_changes());
    RUN(test_options());
    RUN(test_alloc_failures());
    RUN(test_null_arguments());
    return test_report();
}
