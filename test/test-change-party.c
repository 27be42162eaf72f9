/* SPDX-License-Identifier: MIT */
/* A party table (Hill's Web movements). Its guests: the plan for a late pair's party table
 * invites no pair twice (the host would meet it twice) and gives no set twice, on a grid where
 * the same pairs sit out every round, so that a search that forgets its own guests would ask
 * one of them again. Its host: a re-seating after a table added and a pair leaving keeps the
 * host NS at its table every round and still seats the pairs the leaver strands. */
#include <string.h>

#include "test.h"
#include "test-build.h"
#include "change-util.h"
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

/* Pairs sitting out in rounds from.. of m. */
static unsigned sit_outs(const struct bm_movement *m, unsigned from)
{
    unsigned n = 0;
    for (unsigned r = from; r <= bm_movement_rounds(m); r++)
        for (unsigned p = 1; p <= bm_movement_participants(m); p++)
            n += (unsigned)out(m, p, r);
    return n;
}

/* Nobody plays a set twice or meets a pair twice (plays: both pairs present). */
static void check_clash_free(const struct bm_movement *m)
{
    unsigned P = bm_movement_participants(m), S = bm_movement_sets(m);
    unsigned char *set = calloc((size_t)(P + 1) * (S + 1), 1);
    unsigned char *met = calloc((size_t)(P + 1) * (P + 1), 1);
    for (unsigned r = 1; set && met && r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned ns = seat_at(m, r, t, 0), ew = seat_at(m, r, t, 1), s = 0;
            bm_movement_get(&s, m, r, t, BM_FIELD_SET);
            if (!s || !on(m, ns, r) || !on(m, ew, r))
                continue;
            CHECK(!set[ns * (S + 1) + s] && !set[ew * (S + 1) + s]);
            CHECK(!met[ns * (P + 1) + ew]);
            set[ns * (S + 1) + s] = set[ew * (S + 1) + s] = 1;
            met[ns * (P + 1) + ew] = met[ew * (P + 1) + ns] = 1;
        }
    free(set);
    free(met);
}

/* The host of a party table (pair `host`, at table `home`) plays NS there in every round from
 * `from` it plays, and nowhere else. */
static void check_home(const struct bm_movement *m, unsigned host, unsigned home, unsigned from)
{
    unsigned k = 0, played = 0;
    for (unsigned r = from; r <= bm_movement_rounds(m); r++) {
        unsigned t = playing_at(m, host, r, &k);
        CHECK(t == 0 || (t == home && k == 0));
        played += t != 0;
    }
    CHECK(played > 0);
}

/* The same for the party table at the last table. */
static void check_at_home(const struct bm_movement *m, unsigned host, unsigned from)
{
    check_home(m, host, bm_movement_tables(m), from);
}

/* A table added for round `add` to a Howell of `pairs` pairs (pair pairs + 1 hosts the party
 * table, the last), then pair 3 leaving for round `leave`: the host plays NS at its table in
 * every round it plays, nowhere else; nobody meets a board or a pair twice; the sit-outs
 * from the leaver's round on are `want` (before the optimiser kept hosts at home, the
 * re-seating that strands fewest pairs moved the host and was refused, and the seating kept
 * had the host at another table in some round: 12, 11, 14, 16). */
static void check_host_kept(unsigned pairs, unsigned add, unsigned leave, unsigned want)
{
    char spec[48], v[16];
    snprintf(spec, sizeof spec, "howell:pairs=%u,boards=1", pairs);
    test_context("%s, add_table=%u, leaves=3@%u", spec, add, leave);
    struct bm_movement *m = build(spec);
    struct bm_change *c1 = NULL, *c2 = NULL;
    snprintf(v, sizeof v, "%u", add);
    CHECK_EQ(change(&c1, m, "add_table", v), BM_OK);
    snprintf(v, sizeof v, "3@%u", leave);
    if (c1)
        CHECK_EQ(change(&c2, bm_change_movement(c1), "leaves", v), BM_OK);
    const struct bm_movement *now = c2 ? bm_change_movement(c2) : NULL;
    if (now) {
        check_at_home(now, pairs + 1, add);
        check_clash_free(now);
        CHECK_EQ(sit_outs(now, leave), want);
    }
    bm_change_free(c2);
    bm_change_free(c1);
    bm_movement_free(m);
}

static void test_host_kept(void)
{
    check_host_kept(12, 2, 2, 10);
    check_host_kept(12, 3, 3, 9);
    check_host_kept(14, 3, 2, 12);
    check_host_kept(16, 2, 2, 14);
}

/* Every Mitchell of 5-9 tables and Howell of 8-16 pairs, a table added for round 2 or 3, then
 * a pair leaving or a late pair in each later round up to 5: the host stays at home and
 * nobody meets a board or a pair twice. */
static void test_host_kept_sweep(void)
{
    static const char *const specs[] = {
        "mitchell:tables=5,boards=2", "mitchell:tables=6,boards=2", "mitchell:tables=7,boards=2",
        "mitchell:tables=8,boards=2", "mitchell:tables=9,boards=2", "howell:pairs=8,boards=1",
        "howell:pairs=10,boards=1",   "howell:pairs=12,boards=1",   "howell:pairs=14,boards=1",
        "howell:pairs=16,boards=1"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++)
        for (unsigned add = 2; add <= 3; add++)
            for (unsigned r = add; r <= 5; r++)
                for (int late = 0; late <= 1; late++) {
                    struct bm_movement *m = build(specs[i]);
                    unsigned n = m ? bm_movement_participants(m) : 0;
                    struct bm_change *c1 = NULL, *c2 = NULL;
                    char v[16];
                    test_context("%s, add_table=%u, %s=%u@%u", specs[i], add,
                                 late ? "late" : "leaves", late ? n + 3 : 3, r);
                    snprintf(v, sizeof v, "%u", add);
                    CHECK_EQ(change(&c1, m, "add_table", v), BM_OK);
                    snprintf(v, sizeof v, "%u@%u", late ? n + 3 : 3, r);
                    if (c1)
                        CHECK_EQ(change(&c2, bm_change_movement(c1), late ? "late" : "leaves", v),
                                 BM_OK);
                    if (c2) {
                        check_at_home(bm_change_movement(c2), n + 1, add);
                        check_clash_free(bm_change_movement(c2));
                    }
                    bm_change_free(c2);
                    bm_change_free(c1);
                    bm_movement_free(m);
                }
}

/* Two tables added (Howell of 15 pairs, pair 9 leaving for round 13, tables added for rounds
 * 5 and 12): neither host is the other's guest (pair 18, the second host, was seated EW at
 * pair 16's table in round 13, its own table idle). */
static void test_two_hosts(void)
{
    struct bm_movement *m = build("howell:pairs=15,boards=2");
    struct bm_change *c[3] = {NULL, NULL, NULL};
    static const char *const keys[] = {"leaves", "add_table", "add_table"};
    static const char *const values[] = {"9@13", "5", "12"};
    const struct bm_movement *now = m;
    for (unsigned i = 0; i < 3 && now; i++) {
        CHECK_EQ(change(&c[i], now, keys[i], values[i]), BM_OK);
        now = c[i] ? bm_change_movement(c[i]) : NULL;
    }
    if (now) {
        check_home(now, 16, 9, 5);
        check_home(now, 18, 10, 12);
        check_clash_free(now);
    }
    for (unsigned i = 0; i < 3; i++)
        bm_change_free(c[i]);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_guests_differ());
    RUN(test_one_guest_once());
    RUN(test_host_kept());
    RUN(test_host_kept_sweep());
    RUN(test_two_hosts());
    return test_report();
}
