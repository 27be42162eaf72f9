/* SPDX-License-Identifier: MIT */
/* The guide's front page after a change and of a switched movement, sentence by sentence, over
 * Mitchell, Howell and Web sizes: the exact words, and each word checked against the grid
 * through the public API (who sits out when, whose seat a rover takes, where a party table is
 * set up, which boards are switched), never against the guide's own helpers. */
#include "test.h"
#include "test-build.h"
#include "change-util.h"

/* The movement after one more change (the change kept in *keep, freed by the caller). */
static const struct bm_movement *step(struct bm_change **keep, const struct bm_movement *m,
                                      const char *key, unsigned pair, unsigned round)
{
    char v[32];
    if (pair)
        snprintf(v, sizeof v, "%u@%u", pair, round);
    else
        snprintf(v, sizeof v, "%u", round);
    CHECK_EQ(change(keep, m, key, v), BM_OK);
    return *keep ? bm_change_movement(*keep) : NULL;
}

/* The front page (the description) of m. */
static char *front(const struct bm_movement *m)
{
    char *d = NULL;
    CHECK_EQ(bm_guide_report(&d, m, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT), BM_OK);
    return d;
}

static void says(const char *text, const char *want)
{
    test_context("want: %s\ngot: %s", want, text ? text : "(none)");
    CHECK(text && strstr(text, want));
}

/* " Sitting out from then on: round 3 pair 10; ..." from the grid, rounds a on. */
static size_t sitting_out(char *w, size_t size, const struct bm_movement *m, unsigned a)
{
    size_t n = 0;
    unsigned P = bm_movement_participants(m), any = 0;
    for (unsigned r = a; r <= bm_movement_rounds(m); r++) {
        unsigned idle = 0;
        for (unsigned p = 1; p <= P; p++)
            idle += (unsigned)out(m, p, r);
        if (idle)
            n += (size_t)snprintf(w + n, size - n, "%s round %u pair%s",
                                  any++ ? ";" : " Sitting out from then on:", r,
                                  idle > 1 ? "s" : "");
        for (unsigned p = 1, i = 0; p <= P; p++)
            if (out(m, p, r))
                n += (size_t)snprintf(w + n, size - n, "%s %u", i++ ? "," : "", p);
    }
    n += (size_t)snprintf(w + n, size - n, any ? ".\n" : " Nobody sits out from then on.\n");
    return n;
}

/* A pair leaving whose seats nobody takes: "its opponents sit out from round f", true when
 * in every round from f its seat in the grid faces a pair that is there and plays nobody. */
static void leaver_whole(const char *spec, unsigned p, unsigned f)
{
    test_context("%s, pair %u leaves for round %u", spec, p, f);
    struct bm_movement *m = build(spec);
    struct bm_change *c = NULL;
    const struct bm_movement *cm = m ? step(&c, m, "leaves", p, f) : NULL;
    for (unsigned r = f; cm && r <= bm_movement_rounds(cm); r++) {
        unsigned opp = 0;
        for (unsigned t = 1; t <= bm_movement_tables(cm); t++)
            for (unsigned k = 0; k < 2; k++)
                if (seat_at(cm, r, t, k) == p)
                    opp = seat_at(cm, r, t, 1 - k);
        test_context("%s, pair %u leaves for round %u: round %u opponent %u", spec, p, f, r, opp);
        CHECK(!on(cm, p, r) && opp && out(cm, opp, r));
    }
    char want[128], *d = cm ? front(cm) : NULL;
    snprintf(want, sizeof want, "Pair %u leaves after round %u: its opponents sit out from round "
             "%u.\n", p, f - 1, f);
    says(d, want);
    bm_free(d);
    bm_change_free(c);
    bm_movement_free(m);
}

/* A late pair that roves, one change on spec: the exact sentence, and in every round from its
 * arrival the pair whose seat (in the movement before) it takes sits out. */
static void rover(const char *spec, unsigned p, unsigned a)
{
    test_context("%s, pair %u late for round %u", spec, p, a);
    struct bm_movement *m = build(spec);
    struct bm_change *c = NULL;
    const struct bm_movement *cm = m ? step(&c, m, "late", p, a) : NULL;
    for (unsigned r = a; cm && r <= bm_movement_rounds(cm); r++) {
        unsigned k = 0, t = playing_at(cm, p, r, &k), q = t ? seat_at(m, r, t, k) : 0;
        test_context("%s: round %u pair %u at table %u takes pair %u's seat", spec, r, p, t, q);
        CHECK(t && q && out(cm, q, r));
    }
    char want[1024];
    size_t n = (size_t)snprintf(want, sizeof want, "Pair %u arrives for round %u and plays as "
                                "a rover, at the seat its card gives each round; the pair whose "
                                "seat it takes sits out that round.", p, a);
    if (cm)
        sitting_out(want + n, sizeof want - n, cm, a);
    char *d = cm ? front(cm) : NULL;
    says(d, want);
    CHECK(d && strstr(d, "its opponents sit out in rounds 1-") == NULL);
    bm_free(d);
    bm_change_free(c);
    bm_movement_free(m);
}

/* Table t is new for round a (idle before), and p sits NS there every round from a against a
 * pair that is present. */
static void check_party(const struct bm_movement *m, unsigned p, unsigned t, unsigned a)
{
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        int active = 0;
        bm_movement_active(&active, m, r, t);
        test_context("party table %u, round %u", t, r);
        CHECK(r < a ? !active : active && seat_at(m, r, t, 0) == p && on(m, seat_at(m, r, t, 1), r));
    }
}

/* The rover arrives for round 3, the party host for round 4 (Mitchell, 7 tables): until the
 * party table is set up the pair the rover displaces sits out, then plays at the party table. */
static void test_party_after_rover(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_change *c1 = NULL, *c2 = NULL;
    const struct bm_movement *one = m ? step(&c1, m, "late", 15, 3) : NULL;
    const struct bm_movement *two = one ? step(&c2, one, "late", 16, 4) : NULL;
    if (!two)
        goto done;
    check_party(two, 16, 8, 4);
    for (unsigned r = 3; r <= 7; r++) {
        unsigned k = 0, t = playing_at(two, 15, r, &k), q = t ? seat_at(m, r, t, k) : 0;
        test_context("round %u: rover 15 at table %u displaces %u", r, t, q);
        CHECK(t && q);
        CHECK(r == 3 ? out(two, q, r) : seat_at(two, r, 8, 1) == q);
    }
    char *d = front(two);
    says(d, "Pair 15 arrives for round 3 and plays as a rover, at the seat its card gives each "
            "round; the pair whose seat it takes sits out that round, and from round 4 on plays "
            "at the party table. Sitting out from then on: round 3 pair 10.\n");
    says(d, "Pair 16 arrives for round 4 and hosts a party table: table 8, set up for round 4, "
            "where it sits NS every round against a pair that would sit out. Nobody sits out "
            "from then on.\n");
    bm_free(d);
done:
    bm_change_free(c2);
    bm_change_free(c1);
    bm_movement_free(m);
}

/* An added table: the first new pair hosts the party table, the second meets it there in the
 * first round and roves after, and the pair the rover displaces plays at the party table:
 * nobody sits out. */
static void added_table(const char *spec, unsigned a)
{
    test_context("%s, a table added for round %u", spec, a);
    struct bm_movement *m = build(spec);
    struct bm_change *c = NULL;
    const struct bm_movement *cm = m ? step(&c, m, "add_table", 0, a) : NULL;
    if (!cm)
        goto done;
    unsigned P = bm_movement_participants(m), T = bm_movement_tables(m) + 1;
    check_party(cm, P + 1, T, a);
    for (unsigned r = a; r <= bm_movement_rounds(cm); r++) {
        unsigned k = 0, t = playing_at(cm, P + 2, r, &k), q = t ? seat_at(m, r, t, k) : 0;
        test_context("%s: round %u rover at table %u displaces %u", spec, r, t, q);
        /* the two new pairs meet at the party table in its first round, as the page says */
        CHECK(r == a ? t == T && k == 1 : t && q && seat_at(cm, r, T, 1) == q);
        for (unsigned p = 1; p <= P + 2; p++)
            CHECK(!out(cm, p, r));
    }
    char want[512], *d = front(cm);
    snprintf(want, sizeof want, "Pair %u arrives for round %u and hosts a party table: table %u, "
             "set up for round %u, where it sits NS every round against a pair that would sit "
             "out. Nobody sits out from then on.\nPair %u arrives for round %u and plays as a "
             "rover, at the seat its card gives each round (round %u at the party table, table "
             "%u); the pair whose seat it takes plays at the party table. Nobody sits out from "
             "then on.\n", P + 1, a, T, a, P + 2, a, a, T);
    says(d, want);
    bm_free(d);
done:
    bm_change_free(c);
    bm_movement_free(m);
}

/* A late pair in a Howell with a missing pair takes the empty seat (a table that played
 * before, no party table), and its opponents there sat out before it came. */
static void test_empty_seat(void)
{
    struct bm_movement *m = build("howell:pairs=9");
    struct bm_change *c = NULL;
    const struct bm_movement *cm = m ? step(&c, m, "late", 10, 3) : NULL;
    if (!cm)
        goto done;
    for (unsigned r = 1; r <= bm_movement_rounds(cm); r++) {
        test_context("round %u", r);
        CHECK_EQ(seat_at(m, r, 1, 0), 0u);
        CHECK(r < 3 ? out(cm, seat_at(cm, r, 1, 1), r) : seat_at(cm, r, 1, 0) == 10);
        for (unsigned p = 1; r >= 3 && p <= 10; p++)
            CHECK(!out(cm, p, r));
    }
    char *d = front(cm);
    says(d, "Pair 10 arrives for round 3 and takes the empty NS seat at table 1 every round: "
            "its opponents there no longer sit out. Nobody sits out from then on.\n");
    bm_free(d);
done:
    bm_change_free(c);
    bm_movement_free(m);
}

/* A late pair, then a leaver, on a 22-pair Howell: the leaver's sentence names exactly the
 * rounds in which its seat faces a pair who sits out; where nobody faces its seat, others
 * took it; the rover's own sit-outs are named, and that it takes the leaver's seat in some
 * rounds, where nobody sits out for it; the sitting-out list is the grid's. */
static void test_late_then_leaver(void)
{
    struct bm_movement *m = build("howell:pairs=22");
    struct bm_change *c1 = NULL, *c2 = NULL;
    const struct bm_movement *one = m ? step(&c1, m, "late", 23, 3) : NULL;
    const struct bm_movement *cm = one ? step(&c2, one, "leaves", 7, 6) : NULL;
    if (!cm)
        goto done;
    char want[1024], rounds[256] = "", own[256] = "";
    unsigned listed = 0, rover_out = 0, R = bm_movement_rounds(cm);
    for (unsigned r = 6; r <= R; r++) {
        unsigned opp = 0;
        for (unsigned t = 1; t <= bm_movement_tables(cm); t++)
            for (unsigned k = 0; k < 2; k++)
                if (seat_at(cm, r, t, k) == 7 && on(cm, seat_at(cm, r, t, 1 - k), r))
                    opp = seat_at(cm, r, t, 1 - k);
        test_context("round %u: pair 7's seat faces %u", r, opp);
        CHECK(!opp || out(cm, opp, r));
        if (opp)
            snprintf(rounds + strlen(rounds), sizeof rounds - strlen(rounds), "%s%u",
                     listed++ ? ", " : "", r);
    }
    CHECK(listed > 1 && listed < R - 5); /* else the page says it in other words */
    unsigned taken = 0; /* rounds the rover sits where pair 7 sat: nobody sits out for it */
    for (unsigned r = 6; r <= R; r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++)
            for (unsigned k = 0; k < 2; k++)
                taken += seat_at(m, r, t, k) == 7 && seat_at(cm, r, t, k) == 23;
    CHECK(taken > 0);
    snprintf(want, sizeof want, "Pair 7 leaves after round 5: its opponents sit out in rounds %s; "
             "other pairs take its seats in the other rounds.\n", rounds);
    char *d = front(cm);
    says(d, want);
    for (unsigned r = 3; r <= R; r++)
        if (out(cm, 23, r))
            snprintf(own + strlen(own), sizeof own - strlen(own), "%s%u", rover_out++ ? ", " : "",
                     r);
    size_t n = (size_t)snprintf(want, sizeof want, "Pair 23 arrives for round 3 and plays as a "
                                "rover, at the seat its card gives each round%s%s%s%s; where it "
                                "takes the seat of a pair that has left, nobody sits out for it; "
                                "elsewhere the pair whose seat it takes sits out that round.",
                                rover_out ? " (it sits out in round" : "",
                                rover_out > 1 ? "s " : rover_out ? " " : "", own,
                                rover_out ? ")" : "");
    sitting_out(want + n, sizeof want - n, cm, 3);
    says(d, want);
    bm_free(d);
done:
    bm_change_free(c2);
    bm_change_free(c1);
    bm_movement_free(m);
}

/* Switched positions at table t in round r; their board numbers into list. */
static unsigned switched(const struct bm_movement *m, unsigned r, unsigned t, unsigned *list,
                         unsigned *boards)
{
    unsigned n = 0;
    *boards = 0;
    bm_cell_board_count(boards, m, r, t);
    for (unsigned pos = 1; pos <= *boards; pos++) {
        int32_t yes = 0, sw = 0;
        uint32_t board = 0;
        CHECK_EQ(bm_movement_switched(&yes, m, r, t, pos), BM_OK);
        CHECK_EQ(bm_cell_board(&board, &sw, m, r, t, pos), BM_OK);
        CHECK_EQ(sw, yes);
        if (yes)
            list[n++] = board;
    }
    return n;
}

/* A switched movement: the name says so, the front page lists the rounds and tables that the
 * grid switches (whole tables here), and each such table's card and its NS pair's card name the
 * boards switched in that round. */
static void switched_spec(const char *spec, const char *name_says)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    says(bm_movement_name(m), name_says);
    char want[2048];
    size_t n = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        unsigned tables = 0, list[64], boards = 0, all = 1, T = bm_movement_tables(m);
        char part[512];
        size_t k = 0;
        for (unsigned t = 1; t <= T; t++) {
            unsigned s = switched(m, r, t, list, &boards);
            CHECK(s == 0 || s == boards); /* whole tables, so the words below are the page's */
            all &= s > 0;
            if (s)
                k += (size_t)snprintf(part + k, sizeof part - k, "%s%u", tables++ ? ", " : "", t);
        }
        if (!tables)
            continue;
        n += (size_t)snprintf(want + n, sizeof want - n, "%sround %u at %s%s",
                              n ? "; " : "Arrow switches (the NS pair plays the EW hands of those "
                                         "boards; the cards say so too): ", r,
                              all ? "every table" : tables > 1 ? "tables " : "table ",
                              all ? "" : part);
    }
    CHECK(n > 0);
    snprintf(want + n, sizeof want - n, ".\n");
    char *d = front(m);
    says(d, want);
    bm_free(d);
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned list[64], boards = 0, s = switched(m, r, t, list, &boards);
            if (!s)
                continue;
            char *card = NULL, line[128];
            CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_TABLE, t, BM_FORM_TEXT), BM_OK);
            snprintf(line, sizeof line, "arrow-switched: board%s %u", s > 1 ? "s" : "", list[0]);
            says(card, line);
            bm_free(card);
            CHECK_EQ(bm_guide_report(&card, m, BM_GUIDE_PAIR, seat_at(m, r, t, 0), BM_FORM_TEXT),
                     BM_OK);
            snprintf(line, sizeof line, "Round %u: table %u, NS,", r, t);
            says(card, line);
            snprintf(line, sizeof line, "arrow switch: play board%s %u", s > 1 ? "s" : "",
                     list[0]);
            says(card, line);
            bm_free(card);
        }
    bm_movement_free(m);
}

/* An optimiser that finds no switch worth making: the name says there are none, and the front
 * page has no line on switches. */
static void test_no_switch_found(void)
{
    static const char *const specs[] = {"howell:pairs=10,switch=free",
                                        "howell:pairs=16,switch=board"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        struct bm_movement *m = build(specs[i]);
        if (!m)
            continue;
        test_context("%s", specs[i]);
        unsigned any = 0, list[64], boards;
        for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
            for (unsigned t = 1; t <= bm_movement_tables(m); t++)
                any += switched(m, r, t, list, &boards);
        CHECK_EQ(any, 0u);
        says(bm_movement_name(m), ", with no arrow switches (none helps)");
        char *d = front(m);
        CHECK(d && !strstr(d, "Arrow switches"));
        bm_free(d);
        bm_movement_free(m);
    }
}

static void test_leavers(void)
{
    leaver_whole("mitchell:tables=7", 7, 6);
    leaver_whole("mitchell:tables=11", 20, 4);
    leaver_whole("howell:pairs=10", 7, 6);
    leaver_whole("web:tables=12,groups=4", 3, 3);
}

static void test_rovers(void)
{
    rover("mitchell:tables=7", 15, 3);
    rover("mitchell:tables=10", 21, 2);
    rover("web:tables=12,groups=4", 25, 2);
}

static void test_added_tables(void)
{
    added_table("mitchell:tables=7", 3);
    added_table("howell:pairs=10", 3);
    added_table("web:tables=12,groups=4", 2);
}

static void test_switched(void)
{
    switched_spec("mitchell:tables=7,switch=last-round", "Mitchell, 7 tables, with last-round "
                  "arrow switches");
    switched_spec("mitchell:tables=9,boards=3,switch=last-round", "with last-round arrow "
                  "switches");
    switched_spec("web:tables=12,groups=4,switch=last-round", "with last-round arrow switches");
    switched_spec("web:tables=12,groups=4,switch=table", "with arrow switches optimised at the "
                  "table level");
}

int main(void)
{
    RUN(test_leavers());
    RUN(test_rovers());
    RUN(test_party_after_rover());
    RUN(test_added_tables());
    RUN(test_empty_seat());
    RUN(test_late_then_leaver());
    RUN(test_switched());
    RUN(test_no_switch_found());
    return test_report();
}
