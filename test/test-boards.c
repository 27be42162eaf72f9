/* SPDX-License-Identifier: MIT */
/* Boards by their numbers (boards.h): the boards of a cell in playing order after first_board,
 * set sizes and a sharing table's start; who sits where once switches are applied; every
 * board's traveller; the boards to prepare; the first_board spec key. */
#include "format-util.h"
#include "test-build.h"

static unsigned seat_raw(const struct bm_movement *m, unsigned r, unsigned t, enum bm_field f)
{
    unsigned v = 0;
    bm_movement_get(&v, m, r, t, f);
    return v;
}

/* Every cell's boards, in order, are its set's board numbers from its start position. */
static unsigned cells_match_sets(const struct bm_movement *m)
{
    unsigned bad = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned n = 99, set = seat_raw(m, r, t, BM_FIELD_SET), size = 0;
            unsigned first = seat_raw(m, r, t, BM_FIELD_FIRST);
            bm_movement_set_size(&size, m, set);
            bad += bm_cell_board_count(&n, m, r, t) != BM_OK || n != (set ? size : 0);
            for (unsigned i = 1; i <= n; i++) {
                unsigned b = 0, want = 0, pos = first ? (first - 1 + i - 1) % size + 1 : i;
                int sw = -1, want_sw = -1;
                bm_movement_board_number(&want, m, set, pos);
                bm_movement_switched(&want_sw, m, r, t, pos);
                bad += bm_cell_board(&b, &sw, m, r, t, i) != BM_OK || b != want || sw != want_sw;
            }
            unsigned b = 7;
            bad += bm_cell_board(&b, NULL, m, r, t, n + 1) != BM_ERANGE || b != 0;
        }
    return bad;
}

static void test_cell_boards(void)
{
    static const char *const variants[] = {"standard", "relay", "skip"};
    unsigned tried = 0;
    for (unsigned T = 3; T <= 16; T++)
        for (unsigned v = 0; v < 3; v++)
            for (unsigned k = 1; k <= 4; k++)
                for (unsigned fb = 1; fb <= 49; fb += 24) {
                    char spec[128];
                    snprintf(spec, sizeof spec, "mitchell:tables=%u,variant=%s,boards=%u,"
                             "first_board=%u", T, variants[v], k, fb);
                    test_context("%s", spec);
                    struct bm_movement *m = NULL;
                    if (bm_build_string(&m, spec) != BM_OK)
                        continue;
                    tried++;
                    CHECK_EQ(bm_movement_first_board(m), fb);
                    CHECK_EQ(cells_match_sets(m), 0);
                    bm_movement_free(m);
                }
    CHECK(tried > 150);
    /* sets of different sizes, shared sets that start later, copies */
    static const char *const others[] = {
        "american:tables=5,stanzas=2x3+2x2,first_board=10", "individual:players=16",
        "individual:players=12,layout=french", "howell:tables=4,layout=french",
        "web:tables=11,rounds=5", "stagger:tables=8"};
    for (size_t i = 0; i < sizeof others / sizeof *others; i++) {
        test_context("%s", others[i]);
        struct bm_movement *m = build(others[i]);
        CHECK(m && cells_match_sets(m) == 0);
        bm_movement_free(m);
    }
}

/* A table sharing a set from its third board plays 3, 4, 1, 2 (board numbers 27, 28, 25, 26). */
static void test_sharing_order(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 2, 4, 1, 4), BM_OK);
    CHECK_EQ(bm_movement_set_first_board(m, 25), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 2, 3, 4, 1), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 2, BM_FIELD_FIRST, 3), BM_OK);
    static const unsigned want[2][4] = {{25, 26, 27, 28}, {27, 28, 25, 26}};
    for (unsigned t = 1; t <= 2; t++)
        for (unsigned i = 1; i <= 4; i++) {
            unsigned b = 0;
            CHECK_EQ(bm_cell_board(&b, NULL, m, 1, t, i), BM_OK);
            CHECK_EQ(b, want[t - 1][i - 1]);
        }
    bm_movement_free(m);
}

/* Table VI: round 7 is switched, so the moving pair sits NS there; elsewhere the stationary
 * pair does. The traveller of board 7 ends with NS 9, EW 1. */
static void test_seated(void)
{
    struct bm_movement *m = ref_json(REF("table-VI.json"));
    CHECK(m != NULL);
    if (!m)
        return;
    for (unsigned r = 1; r <= 7; r++)
        for (unsigned t = 1; t <= 7; t++) {
            unsigned b = 0, ns = 0, ew = 0;
            int sw = -1;
            CHECK_EQ(bm_cell_board(&b, &sw, m, r, t, 1), BM_OK);
            CHECK_EQ(sw, r == 7);
            CHECK_EQ(bm_cell_seated(&ns, m, r, t, b, BM_FIELD_NS), BM_OK);
            CHECK_EQ(bm_cell_seated(&ew, m, r, t, b, BM_FIELD_EW), BM_OK);
            CHECK_EQ(ns, r == 7 ? seat_raw(m, r, t, BM_FIELD_EW) : t);
            CHECK_EQ(ew, r == 7 ? t : seat_raw(m, r, t, BM_FIELD_EW));
        }
    unsigned n = 0, r = 0, t = 0, ns = 0;
    int sw = 0, out = 1;
    CHECK_EQ(bm_board_play_count(&n, m, 7), BM_OK);
    CHECK_EQ(n, 7);
    CHECK_EQ(bm_board_play(&r, &t, &sw, &out, m, 7, 7), BM_OK);
    CHECK(r == 7 && t == 1 && sw == 1 && out == 0);
    CHECK_EQ(bm_cell_seated(&ns, m, r, t, 7, BM_FIELD_NS), BM_OK);
    CHECK_EQ(ns, 9);
    /* errors: no such board here, a seat of the other event kind, NULL, out of range */
    unsigned p = 5;
    CHECK_EQ(bm_cell_seated(&p, m, 1, 1, 2, BM_FIELD_NS), BM_ERANGE);
    CHECK_EQ(p, 0);
    CHECK_EQ(bm_cell_seated(&p, m, 1, 1, 1, BM_FIELD_NORTH), BM_EINVAL);
    CHECK_EQ(bm_cell_seated(&p, m, 8, 1, 1, BM_FIELD_NS), BM_ERANGE);
    CHECK_EQ(bm_cell_seated(NULL, m, 1, 1, 1, BM_FIELD_NS), BM_EINVAL);
    CHECK_EQ(bm_cell_board_count(&p, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_cell_board_count(&p, m, 1, 8), BM_ERANGE);
    CHECK_EQ(bm_board_play_count(&p, m, 8), BM_ERANGE);
    CHECK_EQ(bm_board_play_count(&p, m, 0), BM_ERANGE);
    CHECK_EQ(bm_board_play(&r, &t, &sw, &out, m, 7, 8), BM_ERANGE);
    CHECK(r == 0 && t == 0 && sw == 0 && out == 0);
    CHECK_EQ(bm_board_play(NULL, NULL, NULL, NULL, m, 7, 1), BM_OK);
    bm_movement_free(m);
}

/* Individual: a switched board seats the cell's East and West players North and South. */
static void test_seated_individual(void)
{
    struct bm_movement *m = build("individual:players=8");
    if (!m)
        return;
    unsigned b = 0, size = 0, set = seat_raw(m, 1, 1, BM_FIELD_SET);
    bm_movement_set_size(&size, m, set);
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, size, 1), BM_OK);
    static const enum bm_field seats[4] = {BM_FIELD_NORTH, BM_FIELD_SOUTH, BM_FIELD_EAST,
                                           BM_FIELD_WEST};
    static const unsigned other[4] = {2, 3, 0, 1};
    for (unsigned i = 1; i <= size; i++) {
        int sw = 0;
        CHECK_EQ(bm_cell_board(&b, &sw, m, 1, 1, i), BM_OK);
        for (unsigned k = 0; k < 4; k++) {
            unsigned p = 0;
            CHECK_EQ(bm_cell_seated(&p, m, 1, 1, b, seats[k]), BM_OK);
            CHECK_EQ(p, seat_raw(m, 1, 1, seats[sw ? other[k] : k]));
        }
        CHECK_EQ(sw, i == size);
    }
    unsigned p = 0;
    CHECK_EQ(bm_cell_seated(&p, m, 1, 1, b, BM_FIELD_NS), BM_EINVAL);
    bm_movement_free(m);
}

/* Every board's traveller lists each cell holding its set once, in round then table order;
 * sit-outs are the cells with an absent pair. */
static void check_travellers(const struct bm_movement *m)
{
    unsigned first = bm_movement_first_board(m), boards = bm_movement_boards(m), seen = 0;
    for (unsigned b = first; b < first + boards; b++) {
        unsigned n = 0, set = 0, last = 0;
        CHECK_EQ(bm_board_play_count(&n, m, b), BM_OK);
        for (unsigned i = 1; i <= n; i++) {
            unsigned r = 0, t = 0, ns = 0, ew = 0, f1 = 0, f2 = 0;
            int sw = -1, out = -1, p1 = 0, p2 = 0;
            CHECK_EQ(bm_board_play(&r, &t, &sw, &out, m, b, i), BM_OK);
            CHECK((r - 1) * 1000 + t > last); /* strictly in order */
            last = (r - 1) * 1000 + t;
            if (i == 1)
                set = seat_raw(m, r, t, BM_FIELD_SET);
            CHECK_EQ(seat_raw(m, r, t, BM_FIELD_SET), set);
            CHECK_EQ(bm_cell_seated(&ns, m, r, t, b, BM_FIELD_NS), BM_OK);
            CHECK_EQ(bm_cell_seated(&ew, m, r, t, b, BM_FIELD_EW), BM_OK);
            f1 = seat_raw(m, r, t, BM_FIELD_NS);
            f2 = seat_raw(m, r, t, BM_FIELD_EW);
            CHECK(sw ? ns == f2 && ew == f1 : ns == f1 && ew == f2);
            if (f1)
                bm_movement_present(&p1, m, f1, r);
            if (f2)
                bm_movement_present(&p2, m, f2, r);
            CHECK_EQ(out, !(p1 && p2));
        }
        seen += n;
    }
    unsigned cells = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned n = 0;
            bm_cell_board_count(&n, m, r, t);
            cells += n;
        }
    CHECK_EQ(seen, cells);
}

static void test_travellers(void)
{
    static const char *const specs[] = {
        "mitchell:tables=7,boards=3,first_board=25", "mitchell:tables=8,phantom=8ew@4",
        "howell:tables=5,phantom=10", "web:tables=11,rounds=5", "stagger:tables=8",
        "american:tables=5,stanzas=2x3+2x2"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        test_context("%s", specs[i]);
        struct bm_movement *m = build(specs[i]);
        if (m)
            check_travellers(m);
        bm_movement_free(m);
    }
    test_context("table-VI");
    struct bm_movement *vi = ref_json(REF("table-VI.json"));
    check_travellers(vi);
    bm_movement_free(vi);
}

/* The text and JSON forms, exactly, for a 3-table Mitchell with a phantom. */
static void test_traveller_forms(void)
{
    struct bm_movement *m = build("mitchell:tables=3,boards=2,first_board=7,phantom=3ew@3");
    if (!m)
        return;
    char *text = NULL;
    CHECK_EQ(bm_travellers_report(&text, m, 8, BM_FORM_TEXT), BM_OK);
    CHECK_STR(text, "Boards to prepare: 6 (boards 7-12: one copy).\n"
                    "\nBoard 8: played 2 times, 1 sit-out\n"
                    "Round 1, table 1: NS 1, EW 4\n"
                    "Round 2, table 3: NS 3, EW 5\n"
                    "Round 3, table 2: NS 2, EW 6 (sit-out: pair 6 is absent)\n");
    bm_free(text);
    CHECK_EQ(bm_travellers_report(&text, m, 8, BM_FORM_JSON), BM_OK);
    CHECK_STR(text, "{\n  \"boards_to_prepare\": 6,\n  \"sets\": [\n"
                    "    {\"set\": 1, \"first_board\": 7, \"last_board\": 8, \"copies\": 1},\n"
                    "    {\"set\": 2, \"first_board\": 9, \"last_board\": 10, \"copies\": 1},\n"
                    "    {\"set\": 3, \"first_board\": 11, \"last_board\": 12, \"copies\": 1}\n"
                    "  ],\n  \"boards\": [\n"
                    "    {\"board\": 8, \"set\": 1, \"plays\": [\n"
                    "      {\"round\": 1, \"table\": 1, \"ns\": 1, \"ew\": 4},\n"
                    "      {\"round\": 2, \"table\": 3, \"ns\": 3, \"ew\": 5},\n"
                    "      {\"round\": 3, \"table\": 2, \"ns\": 2, \"ew\": 6, \"sitout\": true}\n"
                    "    ]}\n  ]\n}\n");
    bm_free(text);
    CHECK_EQ(bm_travellers_report(&text, m, 6, BM_FORM_TEXT), BM_ERANGE);
    CHECK(text == NULL);
    CHECK_EQ(bm_travellers_report(&text, m, 13, BM_FORM_JSON), BM_ERANGE);
    CHECK_EQ(bm_travellers_report(NULL, m, 0, BM_FORM_TEXT), BM_EINVAL);
    bm_movement_free(m);
}

/* Boards to prepare: sets x boards x copies; copies are the highest case a table or a stand
 * uses; the text says why a set needs several. */
static void test_boards_to_prepare(void)
{
    static const struct {
        const char *spec;
        unsigned boards, prepare;
        const char *says;
    } cases[] = {
        {"mitchell:tables=7,boards=3", 21, 21, "Boards to prepare: 21 (boards 1-21: one copy)."},
        {"mitchell:tables=8,boards=2", 16, 16, "Boards to prepare: 16 (boards 1-16: one copy)."},
        {"individual:players=16", 15, 60, "4 copies: tables 1, 2, 3 and 4 play board 1 at once "
                                          "in round 1, from 4 copies."},
        {"stagger:tables=8", 8, 16, "Boards to prepare: 16 (boards 1-8: 2 copies of each)."},
        {"american:tables=5,stanzas=2x3+2x2", 25, 25, "(boards 1-25: one copy)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        test_context("%s", cases[i].spec);
        struct bm_movement *m = build(cases[i].spec);
        if (!m)
            continue;
        unsigned n = 0, total = 0;
        CHECK_EQ(bm_movement_boards(m), cases[i].boards);
        CHECK_EQ(bm_movement_boards_to_prepare(&n, m), BM_OK);
        CHECK_EQ(n, cases[i].prepare);
        for (unsigned s = 1; s <= bm_movement_sets(m); s++) {
            unsigned c = 0, size = 0;
            CHECK_EQ(bm_movement_set_copies(&c, m, s), BM_OK);
            bm_movement_set_size(&size, m, s);
            total += c * size;
        }
        CHECK_EQ(total, n);
        char *text = NULL;
        CHECK_EQ(bm_travellers_report(&text, m, 0, BM_FORM_TEXT), BM_OK);
        CHECK(text && strstr(text, cases[i].says));
        if (text && !strstr(text, cases[i].says))
            fprintf(stderr, "%.300s\n", text);
        bm_free(text);
        bm_movement_free(m);
    }
    /* a copy waiting on a stand counts; a set nobody plays needs none */
    struct bm_movement *m = NULL;
    unsigned id = 0, n = 0;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 2, 1, 2, 3, 2), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 1, 1, 2, 2), BM_OK);
    CHECK_EQ(bm_movement_add_stand(&id, m, "bye", 1, 0), BM_OK);
    CHECK_EQ(bm_movement_stand_push(m, 1, id, 2, 3), BM_OK);
    CHECK_EQ(bm_movement_set_copies(&n, m, 2), BM_OK);
    CHECK_EQ(n, 3);
    CHECK_EQ(bm_movement_set_copies(&n, m, 3), BM_OK);
    CHECK_EQ(n, 0);
    CHECK_EQ(bm_movement_set_copies(&n, m, 4), BM_ERANGE);
    CHECK_EQ(bm_movement_boards_to_prepare(&n, m), BM_OK);
    CHECK_EQ(n, 2 + 6);
    char *text = NULL;
    CHECK_EQ(bm_travellers_report(&text, m, 0, BM_FORM_TEXT), BM_OK);
    CHECK(text && strstr(text, "Boards to prepare: 8 (boards 5-6: not played; board"));
    CHECK(text && strstr(text, "3 copies: copy 3 is in use.\n"));
    bm_free(text);
    bm_movement_free(m);
}

/* Every allocation of the writers and getters fails in turn: BM_ENOMEM, nothing leaked. */
static void test_alloc_failures(void)
{
    struct bm_movement *m = build("individual:players=16");
    if (!m)
        return;
    unsigned failed = 0;
    for (int json = 0; json < 2; json++)
        for (unsigned long n = 1;; n++) {
            char *text = (char *)&n;
            bm_test_fail_alloc_at(n);
            enum bm_status st = json ? bm_travellers_report(&text, m, 0, BM_FORM_JSON)
                                     : bm_travellers_report(&text, m, 0, BM_FORM_TEXT);
            bm_test_fail_alloc_at(0);
            if (st == BM_OK) {
                bm_free(text);
                break;
            }
            CHECK(st == BM_ENOMEM && text == NULL);
            failed++;
        }
    CHECK(failed >= 2);
    unsigned x = 9;
    bm_test_fail_alloc_at(1);
    CHECK_EQ(bm_movement_boards_to_prepare(&x, m), BM_ENOMEM);
    bm_test_fail_alloc_at(0);
    CHECK_EQ(x, 0);
    bm_movement_free(m);
}

/* first_board is a key of every family, applied after the builder and kept in the spec. */
static void test_first_board_key(void)
{
    static const char *const families[] = {"mitchell:tables=7", "howell:tables=5",
                                           "web:tables=6,rounds=5", "individual:players=8",
                                           "thurner:teams=8", "tournant"};
    for (size_t i = 0; i < sizeof families / sizeof *families; i++) {
        char spec[128];
        snprintf(spec, sizeof spec, "%s%sfirst_board=101", families[i],
                 strchr(families[i], ':') ? "," : ":");
        test_context("%s", spec);
        struct bm_movement *m = build(spec);
        if (!m)
            continue;
        CHECK_EQ(bm_movement_first_board(m), 101);
        CHECK(strstr(bm_movement_spec(m), "first_board=101") != NULL);
        unsigned b = 0;
        CHECK_EQ(bm_cell_board(&b, NULL, m, 1, 1, 1) == BM_OK ? b >= 101 : 1, 1);
        bm_movement_free(m);
    }
    build_refused("mitchell:tables=7,first_board=0", BM_ERANGE,
                  "first_board must be 1..1000000 for mitchell; got 0");
}

int main(void)
{
    RUN(test_cell_boards());
    RUN(test_sharing_order());
    RUN(test_seated());
    RUN(test_seated_individual());
    RUN(test_travellers());
    RUN(test_traveller_forms());
    RUN(test_boards_to_prepare());
    RUN(test_alloc_failures());
    RUN(test_first_board_key());
    return test_report();
}
