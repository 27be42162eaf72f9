/* SPDX-License-Identifier: MIT */
/* Boards to prepare (sets x boards x copies): bm_movement_boards_to_prepare() against a count
 * made here from the grid and the stands, over every family; the figures analyse and guide
 * print, in text and JSON; misuse and allocation failures. */
#include "test.h"
#include "test-build.h"

#include <bridgemove/bridgemove.h>
#include "util/alloc.h"

/* Every (set, copy) on a table or a stand, once, times its set's boards: counted with a
 * sets x copies table (fine for the sizes the tests build). */
static size_t count_by_hand(const struct bm_movement *m)
{
    unsigned S = bm_movement_sets(m), C = 64;
    unsigned char *seen = calloc((size_t)(S + 1) * (C + 1), 1);
    size_t boards = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned set = 0, copy = 0;
            CHECK_EQ(bm_movement_get(&set, m, r, t, BM_FIELD_SET), BM_OK);
            CHECK_EQ(bm_movement_get(&copy, m, r, t, BM_FIELD_COPY), BM_OK);
            if (set && copy <= C)
                seen[set * (C + 1) + copy] = 1;
        }
        for (unsigned st = 1; st <= bm_movement_stands(m); st++) {
            unsigned n = 0;
            CHECK_EQ(bm_movement_stand_count(&n, m, r, st), BM_OK);
            for (unsigned i = 1; i <= n; i++) {
                unsigned set = 0, copy = 0;
                CHECK_EQ(bm_movement_stand_item(&set, &copy, m, r, st, i), BM_OK);
                if (copy <= C)
                    seen[set * (C + 1) + copy] = 1;
            }
        }
    }
    for (unsigned set = 1; set <= S; set++)
        for (unsigned copy = 1; copy <= C; copy++)
            if (seen[set * (C + 1) + copy]) {
                unsigned size = 0;
                CHECK_EQ(bm_movement_set_size(&size, m, set), BM_OK);
                boards += size;
            }
    free(seen);
    return boards;
}

static unsigned to_prepare(const struct bm_movement *m)
{
    unsigned n = 0;
    CHECK_EQ(bm_movement_boards_to_prepare(&n, m), BM_OK);
    return n;
}

/* analyse and guide print the same figure, in text and in JSON. */
static void printed_alike(const struct bm_movement *m, size_t n, const char *words)
{
    struct bm_analysis *an = NULL;
    char *text = NULL, *json = NULL, want[160];
    CHECK_EQ(bm_analysis_new(&an, m), BM_OK);
    CHECK_EQ(bm_analysis_report(&text, an, BM_FORM_TEXT), BM_OK);
    CHECK_EQ(bm_analysis_report(&json, an, BM_FORM_JSON), BM_OK);
    snprintf(want, sizeof want, "\nboards to prepare: %s\n", words);
    CHECK(text && strstr(text, want));
    snprintf(want, sizeof want, "\"boards_to_prepare\": %zu, ", n);
    CHECK(json && strstr(json, want));
    bm_free(text);
    bm_free(json);
    bm_analysis_free(an);
    CHECK_EQ(bm_guide_report(&text, m, BM_GUIDE_ALL, 0, BM_FORM_TEXT), BM_OK);
    snprintf(want, sizeof want, "\nBoards to prepare: %s.\n", words);
    CHECK(text && strstr(text, want));
    CHECK_EQ(bm_guide_report(&json, m, BM_GUIDE_ALL, 0, BM_FORM_JSON), BM_OK);
    snprintf(want, sizeof want, "  \"boards_to_prepare\": %zu,\n", n);
    CHECK(json && strstr(json, want));
    bm_free(text);
    bm_free(json);
}

static void figures(void)
{
    static const struct {
        const char *spec;
        size_t boards;
        const char *words;
    } cases[] = {
        /* 16 players: 15 one-board sets, each at the 4 tables at once in its own copy */
        {"individual:players=16", 60, "60 (15 sets of 1 board, 4 copies of each)"},
        {"mitchell:tables=7,boards=3", 21, "21 (7 sets of 3 boards, 1 copy of each)"},
        /* tables 1 and 8 share a set, one rests on the relay stand: still one copy each */
        {"mitchell:tables=8,boards=2", 16, "16 (8 sets of 2 boards, 1 copy of each)"},
        {"american:tables=11,stanzas=4x3+6x2", 55, "55 (22 sets of 2 to 3 boards, 1 copy of each)"},
        {"howell:pairs=13,boards=2", 26, "26 (13 sets of 2 boards, 1 copy of each)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        test_context("%s", cases[i].spec);
        struct bm_movement *m = build(cases[i].spec);
        if (!m)
            continue;
        CHECK_EQ(to_prepare(m), cases[i].boards);
        CHECK_EQ(count_by_hand(m), cases[i].boards);
        printed_alike(m, cases[i].boards, cases[i].words);
        bm_movement_free(m);
    }
    test_context_clear();
    /* a second copy of one set at one table adds its boards; a set no table holds, none */
    struct bm_movement *m = build("mitchell:tables=5,boards=2");
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_COPY, 2), BM_OK);
    CHECK_EQ(to_prepare(m), 12);
    printed_alike(m, 12, "12 (5 sets of 2 boards, 1 to 2 copies of each)");
    for (unsigned r = 1; r <= 5; r++)
        for (unsigned t = 1; t <= 5; t++) {
            unsigned set = 0;
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            if (set == 3)
                CHECK_EQ(bm_movement_set(m, r, t, BM_FIELD_SET, 0), BM_OK);
        }
    CHECK_EQ(to_prepare(m), 10);
    bm_movement_free(m);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 2, 1, 1), BM_OK);
    CHECK_EQ(to_prepare(m), 0);
    printed_alike(m, 0, "0 (no boards are played)");
    bm_movement_free(m);
}

/* Every family's movements: the library's count equals the count by hand. */
static void every_family(void)
{
    static const char *const specs[] = {
        "mitchell:tables=9,boards=2", "mitchell:tables=10,variant=skip", "extended:tables=8",
        "bowman:tables=9", "rover:tables=8", "worger:tables=7", "howell:tables=6",
        "howell:pairs=11,boards=3", "web:tables=6,rounds=5", "web:tables=11,rounds=5,boards=2",
        "american:tables=7", "stagger:tables=8", "thurner:teams=6", "circulation",
        "triplicate", "tournant", "individual:players=8", "individual:players=12",
    };
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        test_context("%s", specs[i]);
        struct bm_movement *m = build(specs[i]);
        if (!m)
            continue;
        CHECK_EQ(to_prepare(m), count_by_hand(m));
        bm_movement_free(m);
    }
}

static void misuse(void)
{
    unsigned n = 5;
    struct bm_movement *m = build("mitchell:tables=3");
    CHECK_EQ(bm_movement_boards_to_prepare(NULL, m), BM_EINVAL);
    CHECK_EQ(bm_movement_boards_to_prepare(&n, NULL), BM_EINVAL);
    CHECK_EQ(n, 0);
    for (unsigned long k = 1;; k++) {
        n = 7;
        bm_test_fail_alloc_at(k);
        enum bm_status st = bm_movement_boards_to_prepare(&n, m);
        bm_test_fail_alloc_at(0);
        if (st == BM_OK) {
            CHECK_EQ(n, 3);
            break;
        }
        CHECK_EQ(st, BM_ENOMEM);
        CHECK_EQ(n, 0);
    }
    bm_movement_free(m);
}

int main(void)
{
    RUN(figures());
    RUN(every_family());
    RUN(misuse());
    return test_report();
}
