/* SPDX-License-Identifier: MIT */
/* Results from the room: the Bridgemate database's ReceivedData table (CSV, columns as
 * TabScore2 writes them) read by bm_results_read().
 *
 * The main property: a session entered both ways, as ReceivedData rows and as the library's
 * own results CSV, scores to the same report, for a pairs Mitchell (arrow-switched round
 * and phantom included), a Howell, an individual and a teams event, with every kind of row
 * (contracts of every strain and doubling, passed out, not played, an arbitral score, an
 * erased row, lead cards kept in any case, quoted fields, ';' separators, CRLF). Then every
 * bad row is refused with its line and column. */
#include "test.h"

#include <stdio.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

static const char *const strain_rd[5] = {"C", "D", "H", "S", "NT"};
static const char *const strain_ours[5] = {"C", "D", "H", "S", "NT"};
static const char *const dbl_rd[3] = {"", " x", " xx"};
static const char *const dbl_ours[3] = {"", "X", "XX"};
static const char seats[4] = {'N', 'E', 'S', 'W'};

struct two_files {
    char rd[200000], ours[200000];
    size_t nrd, nours;
};

#define ADD(buf, n, ...) ((n) += (size_t)snprintf((buf) + (n), sizeof(buf) - (n), __VA_ARGS__))

/* One play entered both ways; k picks what happened (a deterministic mix). */
static void add_play(struct two_files *f, const struct bm_movement *m, uint32_t r, uint32_t t,
                     uint32_t b, int switched, unsigned k, char sep, int individual, int teams)
{
    uint32_t ns = 0, ew = 0, s = 0, w = 0;
    if (individual) {
        bm_movement_get(&ns, m, r, t, BM_FIELD_NORTH);
        bm_movement_get(&s, m, r, t, BM_FIELD_SOUTH);
        bm_movement_get(&ew, m, r, t, BM_FIELD_EAST);
        bm_movement_get(&w, m, r, t, BM_FIELD_WEST);
    } else {
        bm_movement_get(&ns, m, r, t, BM_FIELD_NS);
        bm_movement_get(&ew, m, r, t, BM_FIELD_EW);
    }
    if (switched) { /* the rows say who sat where as seated */
        uint32_t x = ns;
        ns = ew, ew = x;
    }
    if (teams) { /* ReceivedData of a teams event holds team numbers */
        uint32_t T = bm_movement_teams(m);
        ns = ns > T ? ns - T : ns;
        ew = ew > T ? ew - T : ew;
    }
    char who[64];
    if (individual)
        snprintf(who, sizeof who, "%u%c%u%c%u%c%u", ns, sep, ew, sep, s, sep, w);
    else
        snprintf(who, sizeof who, "%u%c%u", ns, sep, ew);
    if (k % 19 == 2) /* a row the director struck out before the right one came */
        ADD(f->rd, f->nrd, "\"1\"%c%u%c%u%c%u%c%s%c0%cN%c7 NT xx%c-7%c%cTypo%cTrue\r\n", sep, t,
            sep, r, sep, b, sep, who, sep, sep, sep, sep, sep, sep, sep);
    ADD(f->rd, f->nrd, "\"1\"%c%u%c%u%c%u%c%s%c", sep, t, sep, r, sep, b, sep, who, sep);
    ADD(f->ours, f->nours, "%u,%u,%u,", r, t, b);
    if (k % 11 == 3) { /* passed out */
        ADD(f->rd, f->nrd, "0%c%c\"PASS\"%c%c%c%cFalse\r\n", sep, sep, sep, sep, sep, sep);
        ADD(f->ours, f->nours, "PASS,,,,,\n");
        return;
    }
    if (k % 13 == 5) { /* not played */
        ADD(f->rd, f->nrd, "0%c%c%c%c%cNot played%cFalse\r\n", sep, sep, sep, sep, sep, sep);
        ADD(f->ours, f->nours, ",,,,true,\n");
        return;
    }
    if (k % 17 == 7) { /* an arbitral score */
        ADD(f->rd, f->nrd, "0%c%c%c%c%c60%%-40%%%cFalse\r\n", sep, sep, sep, sep, sep, sep);
        ADD(f->ours, f->nours, ",,,A+/A-,,\n");
        return;
    }
    unsigned level = 1 + k % 7, strain = (k / 7) % 5, dbl = (k / 3) % 3, seat = (k / 5) % 4;
    unsigned tricks = (k * 7 + b) % 14;
    char result[8];
    if (tricks == level + 6)
        snprintf(result, sizeof result, "=");
    else
        snprintf(result, sizeof result, "%+d", (int)tricks - (int)(level + 6));
    /* leads as the tablets send them (any case, the ten as 10 or T, or none), and as they are
     * kept */
    static const char *const lead_rd[5] = {"H10", "sk", "DT", "", "c2"};
    static const char *const lead_ours[5] = {"H10", "SK", "D10", "", "C2"};
    ADD(f->rd, f->nrd, "%u%c%c%c\"%u %s%s\"%c%s%c%s%c%cFalse\r\n", ns, sep, seats[seat], sep,
        level, strain_rd[strain], dbl_rd[dbl], sep, result, sep, lead_rd[k % 5], sep, sep);
    ADD(f->ours, f->nours, "%u%s%s,%c,%u,,,%s\n", level, strain_ours[strain], dbl_ours[dbl],
        seats[seat], tricks, lead_ours[k % 5]);
}

static void fill(struct two_files *f, const struct bm_movement *m, char sep)
{
    int individual = bm_movement_event(m) == BM_EVENT_INDIVIDUAL;
    int teams = bm_movement_event(m) == BM_EVENT_TEAMS;
    static const char *const names[] = {"Section", "Table", "Round", "Board", "PairNS",
                                        "PairEW", "South", "West", "Declarer", "NS/EW",
                                        "Contract", "Result", "LeadCard", "Remarks", "Erased"};
    f->nrd = f->nours = 0;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (individual || (i != 6 && i != 7))
            ADD(f->rd, f->nrd, "%s%c", names[i], i + 1 < sizeof names / sizeof *names ? sep : '\r');
    ADD(f->rd, f->nrd, "\n");
    ADD(f->ours, f->nours,
        "round,table,board,contract,declarer,tricks,artificial,not_played,lead\n");
    unsigned k = 0;
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++)
        for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
            uint32_t n = 0, ns = 0, ew = 0;
            int32_t here_ns = 0, here_ew = 0;
            if (bm_cell_board_count(&n, m, r, t) != BM_OK)
                continue;
            bm_movement_get(&ns, m, r, t, individual ? BM_FIELD_NORTH : BM_FIELD_NS);
            bm_movement_get(&ew, m, r, t, individual ? BM_FIELD_EAST : BM_FIELD_EW);
            if (!ns || !ew || bm_movement_present(&here_ns, m, ns, r) ||
                bm_movement_present(&here_ew, m, ew, r) || !here_ns || !here_ew)
                continue;
            for (uint32_t i = 1; i <= n; i++) {
                uint32_t b = 0;
                int32_t switched = 0;
                bm_cell_board(&b, &switched, m, r, t, i);
                add_play(f, m, r, t, b, switched, k++ * 31 + b, sep, individual, teams);
            }
        }
}

static char *scored(const struct bm_movement *m, const char *text)
{
    struct bm_results *r = NULL;
    struct bm_scoring *sc = NULL;
    char *json = NULL;
    if (bm_results_read(&r, m, text, strlen(text)) != BM_OK) {
        fprintf(stderr, "read: %s\n", bm_last_error());
        return NULL;
    }
    if (bm_scoring_new(&sc, r, NULL) == BM_OK)
        bm_scoring_report(&json, sc, BM_FORM_JSON);
    bm_scoring_free(sc);
    bm_results_free(r);
    return json;
}

static void test_same_scores(void)
{
    static const char *const specs[] = {
        "mitchell:tables=7,boards=2,phantom=14,switch=last-round", "howell:tables=5",
        "individual:players=8", "american:tables=3,boards=4", "mitchell:tables=4,boards=3"};
    static struct two_files f;
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++)
        for (int s = 0; s < 3; s++) {
            char sep = ",;\t"[s];
            test_context("%s, separator %d", specs[i], s);
            struct bm_movement *m = NULL;
            CHECK_EQ(bm_build_string(&m, specs[i]), BM_OK);
            fill(&f, m, sep);
            char *a = scored(m, f.rd), *b = scored(m, f.ours);
            CHECK(a != NULL && b != NULL);
            if (a && b)
                CHECK_STR(a, b);
            /* the leads are kept, in their written form */
            CHECK(a && strstr(a, "\"lead\": \"D10\"") != NULL);
            CHECK(a && strstr(a, "\"lead\": \"SK\"") != NULL);
            bm_free(a);
            bm_free(b);
            bm_movement_free(m);
        }
    test_context_clear();
}

/* Every bad row is named by its line and column. */
static void test_bad_rows(void)
{
    static const char head[] = "Section,Table,Round,Board,PairNS,PairEW,Declarer,NS/EW,Contract,"
                               "Result,LeadCard,Remarks,Erased\n";
    static const struct {
        const char *row, *want;
    } bad[] = {
        {"1,1,1,1,1,8,1,N,4 H,=,,,False", NULL}, /* a good row: pair 1 v 8 at table 1 */
        {"1,1,1,1,1,8,1,N,4 Q,=,,,False", "line 2, column 17: Contract \"4 Q\""},
        {"1,1,1,1,1,8,1,N,4 H,+4,,,False", "line 2, column 21: Result \"+4\""},
        {"1,1,1,1,1,8,1,N,4 H,x,,,False", "line 2, column 21: Result \"x\""},
        {"1,1,1,1,1,8,1,Z,4 H,=,,,False", "line 2, column 15: NS/EW \"Z\""},
        {"1,1,1,1,1,8,1,N,4 H,=,Z9,,False", "line 2, column 23: LeadCard \"Z9\""},
        {"1,1,1,1,1,8,1,N,4 H,=,,,Maybe", "line 2, column 25: Erased \"Maybe\""},
        {"1,1,1,1,2,8,1,N,4 H,=,,,False", "line 2, column 9: PairNS 2, but the movement "
                                          "seats pair 1"},
        {"1,1,1,1,1,9,1,N,4 H,=,,,False", "line 2, column 11: PairEW 9"},
        {"1,1,1,x,1,8,1,N,4 H,=,,,False", "line 2, column 7: Board"},
        {"1,1,1,5,1,8,1,N,4 H,=,,,False", "line 2: "},
        {"1,1,1,1,1,8,0,,,,,70%-30%,False", "line 2, column 19: Remarks \"70%-30%\""},
        {"1,1,1,1,1,8,1,N,4 H,=,,,False\n1,1,1,1,1,8,1,N,4 H,-1,,,False",
         "line 3: round 1, table 1, board 1 already has a result"},
        {"1,1,1,1,1,8,1,N,4 H,=,,,False\n2,2,1,3,2,9,1,N,4 H,=,,,False",
         "line 3, column 1: Section 2, but line 2 is section 1"},
        {"1,1,1,1,1,8,1,N,4 H,=,,False", "line 2, column 29: 12 fields, but the header names 13"},
    };
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_build_string(&m, "mitchell:tables=7,boards=3"), BM_OK);
    char text[512];
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        test_context("row %zu: %s", i, bad[i].row);
        snprintf(text, sizeof text, "%s%s\n", head, bad[i].row);
        struct bm_results *r = NULL;
        enum bm_status st = bm_results_read(&r, m, text, strlen(text));
        if (!bad[i].want) {
            CHECK_EQ(st, BM_OK);
        } else {
            CHECK_EQ(st, BM_EPARSE);
            CHECK(r == NULL);
            if (!strstr(bm_last_error(), bad[i].want))
                fprintf(stderr, "message: %s\n", bm_last_error());
            CHECK(strstr(bm_last_error(), bad[i].want) != NULL);
        }
        bm_results_free(r);
    }
    test_context_clear();
    /* columns this reader does not take (the database's bookkeeping) are passed over */
    static const char extra[] = "ID;Section;Table;Round;Board;PairNS;PairEW;Declarer;NS/EW;"
                                "Contract;Result;LeadCard;Remarks;DateLog;Processed;Erased\r\n"
                                "17;1;1;1;1;1;8;8;E;3 NT x;-1;D4;;2026-11-26;True;False\r\n";
    struct bm_results *ok = NULL;
    CHECK_EQ(bm_results_read(&ok, m, extra, sizeof extra - 1), BM_OK);
    struct bm_scoring *sc = NULL;
    int32_t ns = 0;
    CHECK_EQ(bm_scoring_new(&sc, ok, NULL), BM_OK);
    CHECK_EQ(bm_scoring_play_points(&ns, NULL, NULL, NULL, sc, 1, 1), BM_OK);
    CHECK_EQ(ns, 100); /* 3NT doubled one down, nobody vulnerable on board 1 */
    const char *lead = NULL;
    CHECK_EQ(bm_scoring_play_lead(&lead, sc, 1, 1), BM_OK);
    CHECK_STR(lead, "D4");
    bm_scoring_free(sc);
    bm_results_free(ok);
    static const char no_result[] = "Section,Table,Round,Board,PairNS,PairEW,NS/EW,Contract\n";
    struct bm_results *r = NULL;
    CHECK_EQ(bm_results_read(&r, m, no_result, sizeof no_result - 1), BM_EPARSE);
    CHECK(strstr(bm_last_error(), "without a Result column") != NULL);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_same_scores());
    RUN(test_bad_rows());
    return test_report();
}
