/* SPDX-License-Identifier: MIT */
/* A party table's guests (Hill's Web movements): the plan for a late pair's party table
 * invites no pair twice (the host would meet it twice) and gives no set twice, on a grid where
 * the same pairs sit out every round, so that a search that forgets its own guests would ask
 * one of them again. */
#include <string.h>

#include "test.h"
#include "change/change-private.h"
#include "model/model.h"

/* A 3-table Mitchell (pairs 1-6, three rounds) with pairs 7 and 8 present and seated nowhere:
 * both sit out every round. */
static const char two_sitting_out[] = "# event: pairs\n"
                                      "# tables: 3\n"
                                      "# rounds: 3\n"
                                      "# sets: 3\n"
                                      "# boards_per_set: 3\n"
                                      "# participants: %u\n"
                                      "1: 1 A 4 | 2 B 5 | 3 C 6\n"
                                      "2: 1 B 6 | 2 C 4 | 3 A 5\n"
                                      "3: 1 C 5 | 2 A 6 | 3 B 4\n";

static struct bm_movement *read_grid(unsigned participants)
{
    char text[512];
    snprintf(text, sizeof text, two_sitting_out, participants);
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_read(&m, text, strlen(text), NULL, NULL), BM_OK);
    return m;
}

/* Late pair n arrives for round `from` at a party table: the plan, *found as it says. */
static void plan(int *found, unsigned *guest, unsigned *set, const struct bm_movement *m,
                 unsigned n, unsigned from)
{
    struct bm_change *c = NULL;
    *found = -1;
    CHECK_EQ(bm_change_start(&c, m, m->tables + 1, n), BM_OK);
    if (!c)
        return;
    CHECK_EQ(bm_movement_set_arrival(c->m, n, from), BM_OK);
    CHECK_EQ(bm_party_plan(found, guest, set, c->m, n, from), BM_OK);
    bm_change_free(c);
}

/* Two pairs sit out every round: the host of a party table from round 2 plays each of them
 * once, on two different sets neither has played. */
static void test_guests_differ(void)
{
    struct bm_movement *m = read_grid(8);
    unsigned guest[4] = {0}, set[4] = {0};
    int found = 0;
    plan(&found, guest, set, m, 9, 2);
    CHECK_EQ(found, 1);
    CHECK(guest[2] == 7 || guest[2] == 8);
    CHECK(guest[3] == 7 || guest[3] == 8);
    CHECK(guest[2] != guest[3]);
    CHECK(set[2] != set[3]);
    bm_movement_free(m);
}

/* One pair sits out every round: it can be the host's guest once, so a party table for two
 * rounds has no plan (the late pair roves instead), and a party table for the last round has
 * that pair as its guest. */
static void test_one_guest_once(void)
{
    struct bm_movement *m = read_grid(7);
    unsigned guest[4] = {0}, set[4] = {0};
    int found = -1;
    plan(&found, guest, set, m, 8, 2);
    CHECK_EQ(found, 0);
    plan(&found, guest, set, m, 8, 3);
    CHECK_EQ(found, 1);
    CHECK_EQ(guest[3], 7);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_guests_differ());
    RUN(test_one_guest_once());
    return test_report();
}
