/* SPDX-License-Identifier: MIT */
/* bm_suggest against published club guidance: for every field of 3 to 15 tables (whole and
 * half) at 24-28 boards, the first choice is a movement the guidance names (family and about
 * the number of rounds) at 80% of the sizes at least, one of the first three at 95%; and the
 * first choice for 8-60 pairs at 24-27 boards plays 7 to 14 rounds. The sources, by title
 * (doc/choosing.md cites them size by size):
 *   R  McKinnon, "Pairs movements ready reckoner" (Bridge Central);
 *   X  Exeter Bridge Club, movements list (an EBU-affiliated club; tables 2½ to 15);
 *   F  EBU Club Focus, "Unusual (but useful) movements for clubs" (Rainsford: a Bowman for 10,
 *      11 and 15 tables; Pain: the hesitation Mitchell);
 *   C  EBU-affiliated clubs' directors' pages: Arran (Howell below 6 tables, Mitchell with
 *      relay and share from 6), Hitchin and Trowbridge (Mitchell from 7 tables; 3-board
 *      rounds at 9-12 tables, 2-board from 13), Merseyside (Mitchell; 8-9 rounds of 3 below
 *      12 tables, 12-13 rounds of 2 at 12-15 tables);
 *   E  EBUScore's movement manual (Web Mitchell for 14 to 26 tables, 26 boards; 24 boards
 *      with an even number of tables, 14 to 24);
 * and for 15½ to 25 tables, where the issue asks for agreement reported apart:
 *   W  Woodborough Bridge Club, "Recommended Movements" (its directors' page: 11 or 12 rounds
 *      of 2 from 12 tables, a Web Mitchell on two sets of boards from 13 tables);
 *   B  Bridge Winners, "Choice of Movements for Clubs" (a club of 14 to 22 tables: Mitchells in
 *      two sections above about 15 tables, then Web movements);
 *   C  Merseyside again (two Mitchells of 3-board rounds from 16 tables: 8 or 9 rounds).
 * The EBU manual's Appendix Mitchell for large fields (a 13-table core, 13 rounds of 2) is a
 * movement the library does not build; doc/choosing.md says so where it counts. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <bridgemove/bridgemove.h>

#include "test.h"

/* A movement the guidance names: the spec's family and the rounds (a match allows one round
 * either way: a skip or a shortened last round is the same shape to a director). */
struct named {
    const char *family;
    unsigned rounds[3];
};

struct size {
    unsigned pairs;
    struct named named[4];
};

static const struct size guidance[] = {
    {6, {{"howell", {5}}}},                                          /* R X */
    {7, {{"howell", {7}}}},                                          /* R X */
    {8, {{"howell", {7}}, {"mitchell", {4}}}},                       /* R X; R */
    {9, {{"howell", {9}}}},                                          /* R X */
    {10, {{"howell", {9}}, {"mitchell", {5}}}},                      /* R X; R */
    {11, {{"howell", {9, 11}}, {"mitchell", {5, 6}}}},               /* X R; R */
    {12, {{"howell", {9, 11}}, {"mitchell", {6}}}},                  /* X R; R C */
    {13, {{"howell", {13}}, {"mitchell", {7}}}},                     /* R X; R C */
    {14, {{"howell", {13}}, {"mitchell", {7}}, {"hesitation", {8}}}}, /* R X; R C; R */
    {15, {{"hesitation", {9}}, {"mitchell", {8}}}},                  /* X; R C */
    {16, {{"hesitation", {9}}, {"mitchell", {8}}}},                  /* X; C */
    {17, {{"mitchell", {9}}}},                                       /* X C */
    {18, {{"mitchell", {9}}}},                                       /* X C */
    {19, {{"mitchell", {9, 10}}, {"bowman", {12}}}},                 /* X C; F */
    {20, {{"mitchell", {9, 10}}, {"bowman", {12}}}},                 /* X C; F */
    {21, {{"hesitation", {13}}, {"bowman", {9}}, {"mitchell", {9}}}}, /* X; F; C */
    {22, {{"hesitation", {13}}, {"bowman", {9}}, {"mitchell", {9}}}}, /* X; F; C */
    {23, {{"hesitation", {13}}, {"mitchell", {12, 13}}}},            /* X; C */
    {24, {{"hesitation", {13}}, {"mitchell", {12, 13}}}},            /* X; C */
    {25, {{"mitchell", {13}}}},                                      /* X C */
    {26, {{"mitchell", {13}}}},                                      /* X C */
    {27, {{"mitchell", {13}}, {"web", {13}}}},                       /* X C; E */
    {28, {{"mitchell", {13}}, {"web", {13}}}},                       /* X C; E */
    {29, {{"mitchell", {13}}, {"bowman", {13}}, {"web", {13}}}},     /* X C; F; E */
    {30, {{"mitchell", {13}}, {"bowman", {13}}, {"web", {13}}}},     /* X C; F; E */
};

/* 15½ to 25 tables: a Web Mitchell of 12 or 13 rounds (E, W, B); a Mitchell of 11 or 12
 * rounds of 2 in one section (W), or of 8 or 9 rounds of 3 (two sections, C, B: the same
 * rounds for each pair; the library plays them in one section, see doc/choosing.md). */
#define LARGE {{"web", {12, 13}}, {"mitchell", {8, 11, 12}}}

/* Measured (doc/choosing.md): the first choice named at every one of the 20 sizes (16 before
 * clubs' habit of at most 13 rounds was weighed), so one of the first three too. */

static const struct size large[] = {
    {31, LARGE}, {32, LARGE}, {33, LARGE}, {34, LARGE}, {35, LARGE}, {36, LARGE}, {37, LARGE},
    {38, LARGE}, {39, LARGE}, {40, LARGE}, {41, LARGE}, {42, LARGE}, {43, LARGE}, {44, LARGE},
    {45, LARGE}, {46, LARGE}, {47, LARGE}, {48, LARGE}, {49, LARGE}, {50, LARGE},
};

static struct bm_suggestions *suggest_text(const char *text)
{
    struct bm_options *o = NULL;
    struct bm_suggestions *list = NULL;
    enum bm_status st = bm_options_parse(&o, "suggest", text);
    if (!st)
        st = bm_suggest(&list, o);
    bm_options_free(o);
    CHECK_EQ(st, BM_OK);
    if (st)
        fprintf(stderr, "%s: %s\n", text, bm_last_error());
    return list;
}

static struct bm_suggestions *suggest(unsigned pairs, const char *boards)
{
    char text[64];
    snprintf(text, sizeof text, "pairs=%u,boards=%s", pairs, boards);
    return suggest_text(text);
}

static unsigned rounds_of(const struct bm_suggestions *l, uint32_t i)
{
    uint32_t r = 0;
    CHECK_EQ(bm_suggestion_number(&r, l, i, BM_SUGGEST_ROUNDS), BM_OK);
    return r;
}

/* Whether candidate i is a movement the guidance names for the size. */
static int named(const struct size *s, const struct bm_suggestions *l, uint32_t i)
{
    const char *spec = bm_suggestion_text(l, i, BM_SUGGEST_SPEC);
    unsigned r = rounds_of(l, i);
    for (size_t k = 0; k < 4 && s->named[k].family; k++) {
        size_t n = strlen(s->named[k].family);
        if (strncmp(spec, s->named[k].family, n) != 0 || spec[n] != ':')
            continue;
        for (size_t j = 0; j < 3 && s->named[k].rounds[j]; j++)
            if (r + 1 >= s->named[k].rounds[j] && r <= s->named[k].rounds[j] + 1)
                return 1;
    }
    return 0;
}

/* The sizes' agreement: how many first choices the guidance names, and how many sizes have
 * one named among the first three. */
static void agreement(size_t *first, size_t *three, const struct size *sizes, size_t n)
{
    *first = *three = 0;
    for (size_t i = 0; i < n; i++) {
        struct bm_suggestions *l = suggest(sizes[i].pairs, "24-28");
        uint32_t count = bm_suggestions_count(l);
        int top = count >= 1 && named(&sizes[i], l, 1), any = top;
        for (uint32_t k = 2; k <= 3 && k <= count; k++)
            any |= named(&sizes[i], l, k);
        *first += (size_t)top;
        *three += (size_t)any;
        printf("%2u pairs: %-50s %s\n", sizes[i].pairs,
               count ? bm_suggestion_text(l, 1, BM_SUGGEST_SPEC) : "-",
               top ? "named" : any ? "named among the first three" : "not named");
        bm_suggestions_free(l);
    }
    printf("first choice named at %zu of %zu sizes, among the first three at %zu\n", *first, n,
           *three);
}

/* Measured (doc/choosing.md): at 3 to 15 tables the first choice is named at SMALL_FIRST of the
 * 25 sizes, above the 80%; held so that a change of the ranking that loses one is
 * seen. */
#define SMALL_FIRST 25

/* 3 to 15 tables: the targets, 80% first and 95% among the first three. */
static void test_agreement(void)
{
    size_t n = sizeof guidance / sizeof *guidance, first, three;
    agreement(&first, &three, guidance, n);
    CHECK(first * 100 >= 80 * n);
    CHECK(first >= SMALL_FIRST);
    CHECK(three * 100 >= 95 * n);
}

/* 15½ to 25 tables: no target set by the issue; the figures measured (doc/choosing.md), the
 * first choice named at every size, are held, so that a change of the ranking that loses
 * agreement there is seen. */
static void test_agreement_large(void)
{
    size_t n = sizeof large / sizeof *large, first, three;
    agreement(&first, &three, large, n);
    CHECK_EQ(first, n);
    CHECK_EQ(three, n);
}

/* Whether some candidate plays 7 to 14 rounds. */
static int normal_offered(const struct bm_suggestions *l)
{
    for (uint32_t i = 1; i <= bm_suggestions_count(l); i++)
        if (rounds_of(l, i) >= 7 && rounds_of(l, i) <= 14)
            return 1;
    return 0;
}

/* 8-60 pairs at 24-27 boards: the first choice plays a normal evening's 7 to 14 rounds
 * wherever some candidate does, which is every size but 8 pairs (there the 7-round Howell
 * plays 21 or 28 boards and the Mitchell 4 rounds). */
static void test_normal_rounds(void)
{
    for (unsigned p = 8; p <= 60; p++) {
        struct bm_suggestions *l = suggest(p, "24-27");
        CHECK(bm_suggestions_count(l) >= 1);
        CHECK(p == 8 || normal_offered(l)); /* 8 pairs: none, see above */
        if (bm_suggestions_count(l) >= 1 && normal_offered(l)) {
            unsigned r = rounds_of(l, 1);
            CHECK(r >= 7 && r <= 14);
            if (r < 7 || r > 14)
                fprintf(stderr, "%u pairs: %s plays %u rounds\n", p,
                        bm_suggestion_text(l, 1, BM_SUGGEST_SPEC), r);
        }
        bm_suggestions_free(l);
    }
}

static uint32_t number(const struct bm_suggestions *l, uint32_t i, enum bm_suggest_number which)
{
    uint32_t n = 0;
    CHECK_EQ(bm_suggestion_number(&n, l, i, which), BM_OK);
    return n;
}

/* minutes=M for a field a Mitchell cut to any number of rounds serves (13 tables or more):
 * the first choice fills the session, ending at most half an hour early (before the session's
 * boards were asked for apart, 26 pairs in 3 hours got 9 rounds of 2, 2 h 05). */
static void test_session_filled(void)
{
    static const unsigned sessions[] = {150, 180, 210};
    for (unsigned p = 25; p <= 60; p++)
        for (size_t k = 0; k < sizeof sessions / sizeof *sessions; k++) {
            char text[64];
            snprintf(text, sizeof text, "pairs=%u,minutes=%u", p, sessions[k]);
            struct bm_suggestions *l = suggest_text(text);
            CHECK(bm_suggestions_count(l) >= 1);
            if (bm_suggestions_count(l) >= 1) {
                uint32_t minutes = number(l, 1, BM_SUGGEST_MINUTES);
                CHECK(minutes <= sessions[k] + 2 && minutes + 30 >= sessions[k]); /* 2: tolerated */
                if (minutes + 30 < sessions[k])
                    fprintf(stderr, "%s: %s takes %u minutes\n", text,
                            bm_suggestion_text(l, 1, BM_SUGGEST_SPEC), minutes);
            }
            bm_suggestions_free(l);
        }
}

/* The rounds of one board only of the movement a spec builds. */
static unsigned one_board_rounds(const char *spec)
{
    struct bm_movement *m = NULL;
    unsigned n = 0;
    CHECK_EQ(bm_build_string(&m, spec), BM_OK);
    for (uint32_t r = 1; m && r <= bm_movement_rounds(m); r++) {
        uint32_t most = 0;
        for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
            uint32_t set = 0, size = 0;
            int32_t active = 0;
            CHECK_EQ(bm_movement_active(&active, m, r, t), BM_OK);
            CHECK_EQ(bm_movement_get(&set, m, r, t, BM_FIELD_SET), BM_OK);
            if (active && set && bm_movement_set_size(&size, m, set) == BM_OK && size > most)
                most = size;
        }
        n += most == 1;
    }
    bm_movement_free(m);
    return n;
}

/* Whether candidate j is no longer than candidate i, plays no fewer boards and meets no fewer
 * opponents, with no round of one board. */
static int better_without_one_board(const struct bm_suggestions *l, uint32_t i, uint32_t j)
{
    static const enum bm_suggest_number more[] = {BM_SUGGEST_BOARDS_PLAYED,
                                                  BM_SUGGEST_OPPONENTS_MET};
    if (number(l, j, BM_SUGGEST_MINUTES) > number(l, i, BM_SUGGEST_MINUTES))
        return 0;
    for (size_t k = 0; k < sizeof more / sizeof *more; k++)
        if (number(l, j, more[k]) < number(l, i, more[k]))
            return 0;
    return one_board_rounds(bm_suggestion_text(l, j, BM_SUGGEST_SPEC)) == 0;
}

/* Teams 3-24 and players 8-24 at the session shapes a director asks for: a first choice with
 * rounds of one board never has a candidate below it without them that is no longer, plays no
 * fewer boards and meets no fewer opponents (13 teams once got 6 rounds of 1 and 6 of 2
 * first: 18 boards in the time of the 24 that 12 rounds of 2 play, meeting the same teams). */
static void test_no_needless_one_board_rounds(void)
{
    static const char *const shapes[] = {"",           ",boards=18-20", ",boards=24-28",
                                         ",boards=28-32", ",boards=32-36", ",minutes=150",
                                         ",minutes=180", ",minutes=210"};
    for (unsigned event = 0; event < 2; event++)
        for (unsigned n = event ? 8 : 3; n <= 24; n++)
            for (size_t k = 0; k < sizeof shapes / sizeof *shapes; k++) {
                char text[64];
                snprintf(text, sizeof text, "%s=%u%s", event ? "players" : "teams", n, shapes[k]);
                struct bm_suggestions *l = suggest_text(text);
                uint32_t count = bm_suggestions_count(l);
                if (count && one_board_rounds(bm_suggestion_text(l, 1, BM_SUGGEST_SPEC)))
                    for (uint32_t j = 2; j <= count; j++) {
                        int better = better_without_one_board(l, 1, j);
                        CHECK(!better);
                        if (better)
                            fprintf(stderr, "%s: %s comes first over %s\n", text,
                                    bm_suggestion_text(l, 1, BM_SUGGEST_SPEC),
                                    bm_suggestion_text(l, j, BM_SUGGEST_SPEC));
                    }
                bm_suggestions_free(l);
            }
}

int main(void)
{
    test_agreement();
    test_agreement_large();
    test_normal_rounds();
    test_session_filled();
    test_no_needless_one_board_rounds();
    return test_report();
}
