/* SPDX-License-Identifier: MIT */
/* The index of the plays (lib/model/plays.h) is a cost saving, never a second truth: across
 * families and sizes (boards shared, stands, sit-outs, absences, individuals, teams), every
 * question it answers - a board's plays, where a participant sits, which tables hold a copy,
 * when it comes back - and every guide, card and printed page built on it are exactly what the
 * scan of the grid gives. */
#include <stdlib.h>
#include <string.h>

#include "guide/guide-private.h"
#include "model/plays.h"
#include "print/print-private.h"
#include "test-build.h"

static void same_boards(const struct bm_movement *m, const struct bm_movement *v)
{
    uint32_t boards = 0, first = bm_movement_first_board(m);
    for (unsigned s = 0; s < m->sets; s++)
        boards += m->set_size[s];
    /* one board either side too: the index's search of the sets must refuse them as well */
    for (uint32_t b = first - 1; b <= first + boards; b++) {
        uint32_t n = 0, nv = 0;
        enum bm_status in = b >= first && b < first + boards ? BM_OK : BM_ERANGE;
        CHECK_EQ(bm_board_play_count(&n, m, b), in);
        CHECK_EQ(bm_board_play_count(&nv, v, b), in);
        CHECK_EQ(n, nv);
        for (uint32_t i = 0; i <= n + 1; i++) {
            uint32_t r = 0, t = 0, rv = 0, tv = 0;
            int32_t sw = 0, swv = 0, so = 0, sov = 0;
            enum bm_status st = bm_board_play(&r, &t, &sw, &so, m, b, i);
            CHECK_EQ(bm_board_play(&rv, &tv, &swv, &sov, v, b, i), st);
            CHECK(r == rv && t == tv && sw == swv && so == sov);
        }
    }
}

static void same_seats(const struct bm_movement *m, const struct bm_movement *v)
{
    for (uint32_t p = 1; p <= bm_movement_participants(m); p++)
        for (uint32_t r = 1; r <= bm_movement_rounds(m); r++) {
            uint32_t t = 0, tv = 0;
            enum bm_field f = 0, fv = 0;
            CHECK_EQ(bm_movement_seat_of(&t, &f, m, p, r), BM_OK);
            CHECK_EQ(bm_movement_seat_of(&tv, &fv, v, p, r), BM_OK);
            CHECK(t == tv && (!t || f == fv));
        }
}

/* Where each copy of each set is, round by round, and when it is back. */
static void same_places(const struct bm_movement *m, const struct bm_movement *v)
{
    uint32_t sets = bm_movement_sets(m);
    for (uint32_t s = 1; s <= sets; s++) {
        uint32_t copies = 0;
        bm_movement_set_copies(&copies, m, s);
        for (uint32_t c = 1; c <= copies + 1; c++)
            for (uint32_t r = 1; r <= bm_movement_rounds(m); r++) {
                unsigned n = 0, nv = 0, k = 0, kv = 0, t, tv;
                CHECK_EQ(bm_guide_locate(&n, &k, m, r, s, c),
                         bm_guide_locate(&nv, &kv, v, r, s, c));
                CHECK(n == nv && k == kv);
                for (unsigned i = 0; i <= k; i++)
                    CHECK_EQ(bm_guide_holder(m, r, s, c, i), bm_guide_holder(v, r, s, c, i));
                CHECK_EQ(bm_guide_back_in_play(&t, m, r, s, c),
                         bm_guide_back_in_play(&tv, v, r, s, c));
                CHECK_EQ(t, tv);
            }
    }
}

static void same_text(enum bm_status (*report)(char **, const struct bm_movement *),
                      const struct bm_movement *m, const struct bm_movement *v)
{
    char *a = NULL, *b = NULL;
    CHECK_EQ(report(&a, m), BM_OK);
    CHECK_EQ(report(&b, v), BM_OK);
    CHECK(a && b && strcmp(a, b) == 0);
    bm_free(a);
    bm_free(b);
}

static enum bm_status printed(char **out, const struct bm_movement *m)
{
    return bm_print_guide(out, m, NULL);
}

static void test_index_agrees(void)
{
    static const char *const specs[] = {
        "mitchell:tables=3", "mitchell:tables=8", "mitchell:tables=13", "howell:tables=3",
        "howell:tables=7", "hesitation:tables=7", "appendix:tables=8", "bowman:tables=8",
        "extended:tables=8", "american:tables=7",
        "web:tables=6,rounds=5", "individual:players=8", "individual:players=13",
        "thurner:teams=8", "tournant", "mitchell:tables=8,phantom=2,late=14@3+5@2",
        "howell:tables=5,phantom=1", "mitchell:tables=8,leaves=13@5", "stagger:tables=8",
        "rover:tables=8", "mitchell:tables=7,first_board=101",
        /* sets of unequal sizes, and long sets whose round the index finds by a guess */
        "american:tables=11,stanzas=4x3+6x2", "mitchell:tables=31", "hesitation:tables=15"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++) {
        struct bm_movement *m = NULL;
        test_context("%s", specs[i]);
        CHECK_EQ(bm_build_string(&m, specs[i]), BM_OK);
        if (!m)
            continue;
        struct bm_plays plays;
        struct bm_movement view;
        CHECK_EQ(bm_plays_open(&plays, &view, m), BM_OK);
        same_boards(m, &view);
        same_seats(m, &view);
        same_places(m, &view);
        same_text(bm_guide_text, m, &view);
        same_text(bm_guide_json, m, &view);
        same_text(printed, m, &view);
        bm_plays_free(&plays);
        bm_movement_free(m);
    }
}

int main(void)
{
    RUN(test_index_agrees());
    return test_report();
}
