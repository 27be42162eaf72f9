/* SPDX-License-Identifier: MIT */
/* The score of a result, the vulnerability cycle, IMPs and victory points.
 *
 * Every contract x declarer x vulnerability x tricks is checked against an independent table:
 * the figures of the Laws of Duplicate Bridge scoring table written out as data (the trick
 * values, the bonuses and the undertrick column of each case, cumulative as the Laws print
 * them), not the library's formulas; and a set of well-known scores pins the table itself. */
#include "test.h"

#include <bridgemove/bridgemove.h>

static const char *const strain_text[6] = {"", "C", "D", "H", "S", "NT"};
static const char *const double_text[3] = {"", "X", "XX"};

/* ---- the Laws' figures ---- */

/* Contract points for the tricks bid, undoubled, by level: minors, majors, no trumps. */
static const int contract_points[3][8] = {
    {0, 20, 40, 60, 80, 100, 120, 140},
    {0, 30, 60, 90, 120, 150, 180, 210},
    {0, 40, 70, 100, 130, 160, 190, 220},
};

/* Undertricks, total for 1..13 down: [doubling][vulnerable][down]. */
static const int undertricks[3][2][14] = {
    {{0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650},
     {0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300}},
    {{0, 100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500},
     {0, 200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800}},
    {{0, 200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000},
     {0, 400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600}},
};

/* Each overtrick: [doubling][vulnerable][strain group]. */
static const int overtrick[3][2][3] = {
    {{20, 30, 30}, {20, 30, 30}},
    {{100, 100, 100}, {200, 200, 200}},
    {{200, 200, 200}, {400, 400, 400}},
};

static const int part_score = 50, game[2] = {300, 500}, small_slam[2] = {500, 750},
                 grand_slam[2] = {1000, 1500}, insult[3] = {0, 50, 100};

/* The declaring side's score by the table. */
static int table_score(int level, int strain, int dbl, int vul, int tricks)
{
    int group = strain <= 2 ? 0 : strain <= 4 ? 1 : 2;
    int need = level + 6;
    if (tricks < need)
        return -undertricks[dbl][vul][need - tricks];
    int points = contract_points[group][level] * (dbl == 0 ? 1 : dbl == 1 ? 2 : 4);
    int score = points + (points >= 100 ? game[vul] : part_score) + insult[dbl];
    if (level == 6)
        score += small_slam[vul];
    if (level == 7)
        score += grand_slam[vul];
    return score + (tricks - need) * overtrick[dbl][vul][group];
}

/* Whether the declarer's side is vulnerable: enum bm_vulnerability x seat. */
static int side_vulnerable(int vul, int seat)
{
    int ns = seat == BM_DIRECTION_NORTH || seat == BM_DIRECTION_SOUTH;
    return vul == BM_VULNERABLE_BOTH || (ns && vul == BM_VULNERABLE_NS) ||
           (!ns && vul == BM_VULNERABLE_EW);
}

static void test_every_contract(void)
{
    unsigned checked = 0;
    for (int level = 1; level <= 7; level++)
        for (int strain = 1; strain <= 5; strain++)
            for (int dbl = 0; dbl <= 2; dbl++)
                for (int seat = 1; seat <= 4; seat++)
                    for (int vul = 1; vul <= 4; vul++)
                        for (int tricks = 0; tricks <= 13; tricks++) {
                            char contract[8];
                            int got = 12345;
                            snprintf(contract, sizeof contract, "%d%s%s", level,
                                     strain_text[strain], double_text[dbl]);
                            test_context("%s by %d, vulnerability %d, %d tricks", contract, seat,
                                         vul, tricks);
                            int want = table_score(level, strain, dbl, side_vulnerable(vul, seat),
                                                   tricks);
                            if (seat == BM_DIRECTION_EAST || seat == BM_DIRECTION_WEST)
                                want = -want;
                            CHECK_EQ(bm_score_result(&got, contract, (enum bm_direction)seat,
                                                     (unsigned)tricks,
                                                     (enum bm_vulnerability)vul),
                                     BM_OK);
                            CHECK_EQ(got, want);
                            checked++;
                        }
    test_context_clear();
    CHECK_EQ(checked, 7u * 5 * 3 * 4 * 4 * 14);
}

/* Scores every scoring card prints, by declarer's side: pins the table above. */
static void test_known_scores(void)
{
    static const struct {
        const char *contract;
        int vul, tricks, score;
    } known[] = {
        {"1C", 0, 7, 70},      {"1H", 0, 7, 80},       {"1NT", 0, 7, 90},    {"2C", 0, 8, 90},
        {"2H", 1, 8, 110},     {"2NT", 0, 8, 120},     {"3NT", 0, 9, 400},   {"3NT", 1, 9, 600},
        {"4H", 0, 10, 420},    {"4S", 1, 10, 620},     {"4S", 0, 11, 450},   {"5C", 0, 11, 400},
        {"5D", 1, 12, 620},    {"6C", 0, 12, 920},     {"6H", 1, 12, 1430},  {"6NT", 0, 12, 990},
        {"7C", 1, 13, 2140},   {"7H", 0, 13, 1510},    {"7NT", 1, 13, 2220}, {"1CX", 0, 7, 140},
        {"1CXX", 0, 7, 230},   {"1NTX", 0, 7, 180},    {"1NTX", 0, 8, 280},  {"1NTXX", 1, 7, 760},
        {"2HX", 0, 8, 470},    {"2HX", 1, 8, 670},     {"3NTX", 1, 9, 750},  {"4SX", 0, 11, 690},
        {"4SX", 1, 11, 990},   {"7NTXX", 1, 13, 2980}, {"1NT", 0, 13, 270},  {"3NTX", 0, 6, -500},
        {"3NTX", 1, 6, -800},  {"4SX", 0, 9, -100},    {"4SX", 1, 9, -200},  {"4H", 0, 8, -100},
        {"4H", 1, 8, -200},    {"7NTXX", 1, 0, -7600}, {"7NTXX", 0, 0, -7000},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        int got = 0;
        test_context("%s, %s, %d tricks", known[i].contract, known[i].vul ? "vul" : "not vul",
                     known[i].tricks);
        CHECK_EQ(bm_score_result(&got, known[i].contract, BM_DIRECTION_SOUTH,
                                 (unsigned)known[i].tricks,
                                 known[i].vul ? BM_VULNERABLE_NS : BM_VULNERABLE_EW),
                 BM_OK);
        CHECK_EQ(got, known[i].score);
    }
}

static void test_contract_forms(void)
{
    int got = 1;
    CHECK_EQ(bm_score_result(&got, "PASS", BM_DIRECTION_NORTH, 0, BM_VULNERABLE_BOTH),
             BM_OK);
    CHECK_EQ(got, 0);
    /* passed out: no declarer, no tricks to check */
    CHECK_EQ(bm_score_result(&got, "pass", (enum bm_direction)0, 99, BM_VULNERABLE_NONE),
             BM_OK);
    CHECK_EQ(got, 0);
    CHECK_EQ(bm_score_result(&got, "4hx", BM_DIRECTION_WEST, 10, BM_VULNERABLE_NONE),
             BM_OK);
    CHECK_EQ(got, -590);
    CHECK_EQ(bm_score_result(&got, "3N", BM_DIRECTION_EAST, 9, BM_VULNERABLE_EW), BM_OK);
    CHECK_EQ(got, -600);
}

static void refused(const char *contract, int seat, unsigned tricks, int vul,
                    enum bm_status want, const char *words)
{
    int got = 99;
    test_context("%s", contract ? contract : "NULL");
    CHECK_EQ(bm_score_result(&got, contract, (enum bm_direction)seat, tricks,
                             (enum bm_vulnerability)vul),
             want);
    CHECK_EQ(got, 0);
    CHECK(strstr(bm_last_error(), words) != NULL);
}

static void test_refused(void)
{
    refused("8H", 1, 7, 1, BM_EPARSE, "the level must be 1-7");
    refused("0S", 1, 7, 1, BM_EPARSE, "not a contract");
    refused("4Z", 1, 7, 1, BM_EPARSE, "strain must be C, D, H, S or NT");
    refused("4HXXX", 1, 7, 1, BM_EPARSE, "only X or XX");
    refused("", 1, 7, 1, BM_EPARSE, "not a contract");
    refused("4H", 1, 14, 1, BM_ERANGE, "0-13 tricks");
    refused("4H", 0, 10, 1, BM_EINVAL, "declarer");
    refused("4H", 5, 10, 1, BM_EINVAL, "declarer");
    refused("4H", 1, 10, 0, BM_EINVAL, "vulnerability");
    refused("4H", 1, 10, 5, BM_EINVAL, "vulnerability");
    refused(NULL, 1, 10, 1, BM_EINVAL, "contract");
    CHECK_EQ(bm_score_result(NULL, "4H", BM_DIRECTION_NORTH, 10, BM_VULNERABLE_NONE),
             BM_EINVAL);
}

/* Boards 1-16 as printed on duplicate boards, written as the sets of boards each side is
 * vulnerable on; the cycle repeats every 16 boards, the dealer every 4. */
static void test_vulnerability(void)
{
    static const unsigned ns_vul[] = {2, 4, 5, 7, 10, 12, 13, 15},
                          ew_vul[] = {3, 4, 6, 7, 9, 10, 13, 16};
    for (unsigned board = 1; board <= 64; board++) {
        enum bm_vulnerability v = 0;
        enum bm_direction dealer = 0;
        unsigned k = (board - 1) % 16 + 1;
        int ns = 0, ew = 0;
        for (int i = 0; i < 8; i++) {
            ns |= ns_vul[i] == k;
            ew |= ew_vul[i] == k;
        }
        test_context("board %u", board);
        CHECK_EQ(bm_board_vulnerability(&v, &dealer, board), BM_OK);
        CHECK_EQ(v, ns && ew ? BM_VULNERABLE_BOTH
                    : ns     ? BM_VULNERABLE_NS
                    : ew     ? BM_VULNERABLE_EW
                             : BM_VULNERABLE_NONE);
        static const enum bm_direction order[4] = {BM_DIRECTION_NORTH, BM_DIRECTION_EAST,
                                                   BM_DIRECTION_SOUTH, BM_DIRECTION_WEST};
        CHECK_EQ(dealer, order[(board - 1) % 4]);
    }
    enum bm_vulnerability v = BM_VULNERABLE_NS;
    CHECK_EQ(bm_board_vulnerability(&v, NULL, 0), BM_ERANGE);
    CHECK_EQ(v, 0);
    CHECK_EQ(bm_board_vulnerability(NULL, NULL, 5), BM_OK);
}

/* The WBF IMP scale: each row's first difference and the one below it. */
static void test_imps(void)
{
    static const int floor_of[25] = {0,    20,   50,   90,   130,  170,  220,  270,  320,
                                     370,  430,  500,  600,  750,  900,  1100, 1300, 1500,
                                     1750, 2000, 2250, 2500, 3000, 3500, 4000};
    int got = 99;
    for (int imps = 0; imps <= 24; imps++) {
        test_context("%d IMPs", imps);
        CHECK_EQ(bm_score_imps(&got, floor_of[imps]), BM_OK);
        CHECK_EQ(got, imps);
        CHECK_EQ(bm_score_imps(&got, -floor_of[imps]), BM_OK);
        CHECK_EQ(got, -imps);
        if (imps) {
            CHECK_EQ(bm_score_imps(&got, floor_of[imps] - 10), BM_OK);
            CHECK_EQ(got, imps - 1);
        }
    }
    test_context_clear();
    CHECK_EQ(bm_score_imps(&got, 100000), BM_OK);
    CHECK_EQ(got, 24);
    CHECK_EQ(bm_score_imps(&got, -7600 - 7600), BM_OK);
    CHECK_EQ(got, -24);
    CHECK_EQ(bm_score_imps(NULL, 10), BM_EINVAL);
}

/* The WBF continuous scale: the 16-board table's first rows, 10-10 for a draw, 20 from the
 * blitz on, the two sides making 20, and every further IMP worth no more than the one before. */
static void test_victory_points(void)
{
    static const double sixteen[] = {10.00, 10.31, 10.61, 10.91, 11.20, 11.48};
    double vp = -1;
    for (int m = 0; m < 6; m++) {
        CHECK_EQ(bm_score_victory_points(&vp, m, 16), BM_OK);
        CHECK_NEAR(vp, sixteen[m], 1e-9);
    }
    CHECK_EQ(bm_score_victory_points(&vp, 60, 16), BM_OK); /* blitz 15 sqrt 16 = 60 */
    CHECK_NEAR(vp, 20.0, 1e-9);
    CHECK_EQ(bm_score_victory_points(&vp, -75, 16), BM_OK);
    CHECK_NEAR(vp, 0.0, 1e-9);
    for (unsigned boards = 1; boards <= 64; boards++) {
        double blitz = 15.0 * sqrt((double)boards), last = 10, step = 1e9;
        test_context("%u boards", boards);
        for (long long m = 0; m <= (long long)blitz + 3; m++) {
            double win = 0, lose = 0;
            CHECK_EQ(bm_score_victory_points(&win, m, boards), BM_OK);
            CHECK_EQ(bm_score_victory_points(&lose, -m, boards), BM_OK);
            CHECK_NEAR(win + lose, 20.0, 1e-9);
            CHECK_NEAR(win * 100, round(win * 100), 1e-6); /* two decimals */
            CHECK(win >= last - 1e-12 && win <= 20.0 + 1e-12);
            if (m >= 2)
                CHECK(win - last <= step + 0.01 + 1e-9); /* concave, up to the rounding */
            if (m >= 1)
                step = win - last;
            if ((double)m >= blitz)
                CHECK_NEAR(win, 20.0, 1e-12);
            last = win;
        }
    }
    test_context_clear();
    CHECK_EQ(bm_score_victory_points(&vp, 3, 0), BM_ERANGE);
    CHECK_EQ(bm_score_victory_points(NULL, 3, 8), BM_EINVAL);
}

int main(void)
{
    RUN(test_every_contract());
    RUN(test_known_scores());
    RUN(test_contract_forms());
    RUN(test_refused());
    RUN(test_vulnerability());
    RUN(test_imps());
    RUN(test_victory_points());
    return test_report();
}
