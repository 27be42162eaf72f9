/* SPDX-License-Identifier: MIT */
/* Changing a movement mid-session, over Mitchell, Howell and Web sizes and every round: the
 * rounds before the change are unchanged, nobody plays a board twice, the new pairs are absent
 * until they arrive and the pair leaving from the round it leaves; the rover meets new boards;
 * refusals; allocation failures. */
#include "test.h"
#include "test-build.h"
#include "change-util.h"

/* The relay and bye stands hold what they held, every round (a change moves no board). */
static void check_stands(const struct bm_movement *was, const struct bm_movement *now)
{
    CHECK_EQ(bm_movement_stands(now), bm_movement_stands(was));
    for (unsigned s = 1; s <= bm_movement_stands(was); s++)
        for (unsigned r = 1; r <= bm_movement_rounds(was); r++) {
            unsigned n = 0, k = 0;
            CHECK_EQ(bm_movement_stand_count(&n, was, r, s), BM_OK);
            CHECK_EQ(bm_movement_stand_count(&k, now, r, s), BM_OK);
            CHECK_EQ(n, k);
            for (unsigned i = 1; i <= n && i <= k; i++) {
                unsigned a = 0, b = 0, c = 0, d = 0;
                CHECK_EQ(bm_movement_stand_item(&a, &b, was, r, s, i), BM_OK);
                CHECK_EQ(bm_movement_stand_item(&c, &d, now, r, s, i), BM_OK);
                CHECK_EQ(a, c);
                CHECK_EQ(b, d);
            }
        }
}

/* Every cell of rounds before `from` on the original tables is as in the original, and the
 * tables added are idle then. */
static void check_kept(const struct bm_movement *was, const struct bm_movement *now,
                       unsigned from)
{
    static const enum bm_field fields[] = {BM_FIELD_NS, BM_FIELD_EW, BM_FIELD_SET, BM_FIELD_COPY};
    CHECK_EQ(bm_movement_rounds(now), bm_movement_rounds(was));
    check_stands(was, now);
    for (unsigned r = 1; r < from; r++)
        for (unsigned t = 1; t <= bm_movement_tables(now); t++) {
            int active = 0;
            CHECK_EQ(bm_movement_active(&active, now, r, t), BM_OK);
            if (t > bm_movement_tables(was)) {
                CHECK(!active);
                continue;
            }
            for (size_t f = 0; f < sizeof fields / sizeof *fields; f++) {
                unsigned x = 0, y = 0;
                CHECK_EQ(bm_movement_get(&x, was, r, t, fields[f]), BM_OK);
                CHECK_EQ(bm_movement_get(&y, now, r, t, fields[f]), BM_OK);
                CHECK_EQ(x, y);
            }
        }
}

/* Nobody plays a set twice, counting only the plays that happen (both pairs present), and
 * the movement passes the hard rules. Returns the plays of participant p. */
static unsigned check_no_replay(const struct bm_movement *m, unsigned p_of_interest)
{
    unsigned P = bm_movement_participants(m), S = bm_movement_sets(m), plays = 0;
    unsigned char *seen = calloc((size_t)(P + 1) * (S + 1), 1);
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned t = 1; t <= bm_movement_tables(m); t++) {
            unsigned ns = 0, ew = 0, set = 0;
            int active = 0, a = 0, b = 0;
            bm_movement_active(&active, m, r, t);
            bm_movement_get(&ns, m, r, t, BM_FIELD_NS);
            bm_movement_get(&ew, m, r, t, BM_FIELD_EW);
            bm_movement_get(&set, m, r, t, BM_FIELD_SET);
            if (!active || !ns || !ew || !set)
                continue;
            bm_movement_present(&a, m, ns, r);
            bm_movement_present(&b, m, ew, r);
            if (!a || !b)
                continue;
            CHECK(!seen[ns * (S + 1) + set]);
            CHECK(!seen[ew * (S + 1) + set]);
            seen[ns * (S + 1) + set] = seen[ew * (S + 1) + set] = 1;
            plays += ns == p_of_interest || ew == p_of_interest;
        }
    free(seen);
    struct bm_check *c = NULL;
    CHECK_EQ(bm_check_new(&c, m), BM_OK);
    CHECK(bm_check_playable(c));
    bm_check_free(c);
    return plays;
}

static void check_absent_before(const struct bm_movement *m, unsigned p, unsigned from)
{
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        int present = -1;
        CHECK_EQ(bm_movement_present(&present, m, p, r), BM_OK);
        CHECK_EQ(present, r >= from);
    }
}

static enum bm_status change_late(struct bm_change **c, const struct bm_movement *m, unsigned pair,
                                  unsigned round)
{
    char v[32];
    snprintf(v, sizeof v, "%u@%u", pair, round);
    return change(c, m, "late", v);
}

static enum bm_status change_leave(struct bm_change **c, const struct bm_movement *m,
                                   unsigned pair, unsigned round)
{
    char v[32];
    snprintf(v, sizeof v, "%u@%u", pair, round);
    return change(c, m, "leaves", v);
}

static enum bm_status change_add_table(struct bm_change **c, const struct bm_movement *m,
                                       unsigned round)
{
    char v[16];
    snprintf(v, sizeof v, "%u", round);
    return change(c, m, "add_table", v);
}

static void late(const struct bm_movement *m, unsigned r, int again);

static void late(const struct bm_movement *m, unsigned r, int again)
{
    unsigned n = bm_movement_participants(m) + 1;
    struct bm_change *c = NULL;
    CHECK_EQ(change_late(&c, m, n, r), BM_OK);
    if (!c)
        return;
    const struct bm_movement *now = bm_change_movement(c);
    check_kept(m, now, r);
    unsigned plays = check_no_replay(now, n);
    check_absent_before(now, n, r);
    CHECK(plays >= 1 || r == bm_movement_rounds(m)); /* it plays at least one round */
    CHECK(bm_change_instruction_count(c) >= 2);
    if (again) /* a second late pair, on the movement the first one changed */
        late(now, r, 0);
    bm_change_free(c);
}

static void leave(const struct bm_movement *m, unsigned p, unsigned r)
{
    struct bm_change *c = NULL;
    CHECK_EQ(change_leave(&c, m, p, r), BM_OK);
    if (!c)
        return;
    const struct bm_movement *now = bm_change_movement(c);
    check_kept(m, now, r);
    check_no_replay(now, p);
    for (unsigned k = r; k <= bm_movement_rounds(m); k++) {
        int present = 1;
        CHECK_EQ(bm_movement_present(&present, now, p, k), BM_OK);
        CHECK(!present);
    }
    bm_change_free(c);
}

static void add_table(const struct bm_movement *m, unsigned r)
{
    unsigned P = bm_movement_participants(m);
    struct bm_change *c = NULL;
    CHECK_EQ(change_add_table(&c, m, r), BM_OK);
    if (!c)
        return;
    const struct bm_movement *now = bm_change_movement(c);
    CHECK_EQ(bm_movement_tables(now), bm_movement_tables(m) + 1);
    check_kept(m, now, r);
    CHECK(check_no_replay(now, P + 1) >= 1);
    check_absent_before(now, P + 1, r);
    check_absent_before(now, P + 2, r);
    bm_change_free(c);
}

/* Every change at every round of one movement. */
static void sweep(const char *spec)
{
    test_context("%s", spec);
    struct bm_movement *m = build(spec);
    if (!m)
        return;
    unsigned P = bm_movement_participants(m);
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++) {
        test_context("%s round %u", spec, r);
        late(m, r, 1);
        add_table(m, r);
        for (unsigned p = 1; p <= P; p += P / 3 + 1) {
            int present = 0;
            bm_movement_present(&present, m, p, r);
            if (present)
                leave(m, p, r);
        }
    }
    bm_movement_free(m);
}

static void test_sweep(void)
{
    char spec[96];
    for (unsigned t = 3; t <= 15; t++) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=2", t);
        sweep(spec);
        snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=2,phantom=%uns", t, t);
        sweep(spec);
    }
    for (unsigned p = 4; p <= 20; p++) {
        snprintf(spec, sizeof spec, "howell:pairs=%u,boards=2", p);
        sweep(spec);
    }
    for (unsigned t = 3; t <= 12; t++) {
        snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u,boards=2", t, t - 1);
        sweep(spec);
        snprintf(spec, sizeof spec, "web:tables=%u,rover=ns,rounds=%u,boards=2", t, t - 1);
        sweep(spec);
    }
}

/* The rover of a 7-table Mitchell arriving for round 2 plays every round from there on, each
 * time against another NS pair, displacing another EW pair. */
static void test_rover(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=3");
    struct bm_change *c = NULL;
    CHECK_EQ(change_late(&c, m, 15, 2), BM_OK);
    CHECK_EQ(check_no_replay(bm_change_movement(c), 15), 6);
    CHECK_EQ(bm_change_instruction_count(c), 7);
    CHECK(strstr(bm_change_instruction(c, 1), "rover") != NULL);
    CHECK(bm_change_instruction(c, 8) == NULL);
    char *text = NULL;
    CHECK_EQ(bm_change_report(&text, c, BM_FORM_JSON), BM_OK);
    CHECK(text && strstr(text, "\"instructions\": [") && strstr(text, "\"movement\": {"));
    bm_free(text);
    bm_change_free(c);
    /* the half table's seat: the late pair takes it, and plays every round from its arrival */
    struct bm_movement *h = build("mitchell:tables=7,boards=3,phantom=7ns");
    CHECK_EQ(change_late(&c, h, 15, 3), BM_OK);
    CHECK_EQ(check_no_replay(bm_change_movement(c), 15), 5);
    CHECK(strstr(bm_change_instruction(c, 1), "takes the place of pair 7") != NULL);
    bm_change_free(c);
    bm_movement_free(h);
    bm_movement_free(m);
}

/* Arrow switches and the first board number come through a change. */
static void test_switches_kept(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=2,first_board=11");
    for (unsigned t = 1; t <= 5; t++)
        CHECK_EQ(bm_movement_set_switched(m, 5, t, 2, 1), BM_OK);
    struct bm_change *c = NULL;
    CHECK_EQ(change_add_table(&c, m, 3), BM_OK);
    const struct bm_movement *now = bm_change_movement(c);
    CHECK_EQ(bm_movement_first_board(now), 11);
    for (unsigned t = 1; t <= 5; t++)
        for (unsigned pos = 1; pos <= 2; pos++) {
            int on = -1;
            CHECK_EQ(bm_movement_switched(&on, now, 5, t, pos), BM_OK);
            CHECK_EQ(on, pos == 2);
        }
    bm_change_free(c);
    bm_movement_free(m);
}

/* A second late pair hosts the pairs the rover bumps at a party table (Hill's rule). */
static void test_party_for_second_pair(void)
{
    struct bm_movement *m = build("mitchell:tables=7,boards=3");
    struct bm_change *c1 = NULL, *c2 = NULL;
    CHECK_EQ(change_late(&c1, m, 15, 2), BM_OK);
    const struct bm_movement *one = bm_change_movement(c1);
    CHECK_EQ(change_late(&c2, one, 16, 3), BM_OK);
    const struct bm_movement *two = bm_change_movement(c2);
    CHECK_EQ(bm_movement_tables(two), 8);
    CHECK(strstr(bm_change_instruction(c2, 1), "party table") != NULL);
    check_kept(one, two, 3);
    CHECK_EQ(check_no_replay(two, 16), 5);  /* rounds 3..7 at the party table */
    for (unsigned r = 3; r <= 7; r++) { /* nobody sits out any more */
        unsigned seated = 0;
        for (unsigned t = 1; t <= 8; t++) {
            unsigned ns = 0, ew = 0;
            bm_movement_get(&ns, two, r, t, BM_FIELD_NS);
            bm_movement_get(&ew, two, r, t, BM_FIELD_EW);
            seated += (ns != 0) + (ew != 0);
        }
        CHECK_EQ(seated, 16);
    }
    bm_change_free(c2);
    bm_change_free(c1);
    bm_movement_free(m);
}

static void test_refusals(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=2");
    struct bm_change *c = (struct bm_change *)m;
    CHECK_EQ(change_late(&c, m, 12, 2), BM_EINVAL);
    CHECK(c == NULL);
    CHECK(strstr(bm_last_error(), "11") != NULL);
    CHECK_EQ(change_late(&c, m, 11, 6), BM_ERANGE);
    CHECK_EQ(change_leave(&c, m, 11, 2), BM_ERANGE);
    CHECK_EQ(change_add_table(&c, m, 0), BM_ERANGE);
    CHECK_EQ(change_late(&c, NULL, 11, 2), BM_EINVAL);
    bm_movement_free(m);
    struct bm_movement *teams = build("american:tables=5");
    CHECK_EQ(change_add_table(&c, teams, 2), BM_EUNSUPPORTED);
    CHECK(strstr(bm_last_error(), "pairs") != NULL);
    bm_movement_free(teams);
}

static void test_alloc_failures(void)
{
    struct bm_movement *m = build("mitchell:tables=5,boards=2");
    struct bm_change *rover = NULL;
    CHECK_EQ(change_late(&rover, m, 11, 2), BM_OK);
    for (int which = 0; which < 4; which++)
        for (unsigned long n = 1;; n++) {
            struct bm_change *c = NULL;
            bm_test_fail_alloc_at(n);
            enum bm_status st = which == 0   ? change_late(&c, m, 11, 2)
                                : which == 1 ? change_leave(&c, m, 3, 2)
                                : which == 2 ? change_add_table(&c, m, 2)
                                             : change_late(&c, bm_change_movement(rover), 12,
                                                              3); /* a party table */
            bm_test_fail_alloc_at(0);
            if (st == BM_OK) {
                CHECK(which != 3 || bm_movement_tables(bm_change_movement(c)) == 6);
                bm_change_free(c);
                break;
            }
            CHECK_EQ(st, BM_ENOMEM);
            CHECK(c == NULL);
        }
    bm_change_free(rover);
    bm_movement_free(m);
}

/* The guide's front page after a change says what the grid does: the late pair arrives for
 * its round and plays as a rover, the pair whose seat it takes sits out that round (checked
 * against the movement before the change), the pairs sitting out each round are those the
 * grid leaves out; a leaver's opponents sit out in exactly the rounds listed. */
static void test_guide_after_change(void)
{
    struct bm_movement *m = build("mitchell:tables=7");
    struct bm_change *c = NULL;
    CHECK_EQ(change_late(&c, m, 15, 3), BM_OK);
    const struct bm_movement *cm = c ? bm_change_movement(c) : NULL;
    char *d = NULL;
    CHECK_EQ(bm_guide_report(&d, cm, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT), BM_OK);
    char want[512];
    size_t n = (size_t)snprintf(want, sizeof want, "Pair 15 arrives for round 3 and plays as a "
                                "rover, at the seat its card gives each round; the pair whose "
                                "seat it takes sits out that round.");
    for (unsigned r = 3, any = 0; cm && r <= bm_movement_rounds(cm); r++) {
        unsigned k, t = playing_at(cm, 15, r, &k), q = t ? seat_at(m, r, t, k) : 15, idle = 0;
        test_context("round %u: pair 15 at table %u takes pair %u's seat", r, t, q);
        CHECK(out(cm, q, r));
        for (unsigned p = 1; p <= 15; p++)
            idle += (unsigned)out(cm, p, r);
        if (idle)
            n += (size_t)snprintf(want + n, sizeof want - n, "%s round %u pair%s",
                                  any++ ? ";" : " Sitting out from then on:", r,
                                  idle > 1 ? "s" : "");
        for (unsigned p = 1, i = 0; p <= 15; p++)
            if (out(cm, p, r))
                n += (size_t)snprintf(want + n, sizeof want - n, "%s %u", i++ ? "," : "", p);
    }
    n += (size_t)snprintf(want + n, sizeof want - n, ".\n");
    test_context("%s", want);
    CHECK(d && strstr(d, want));
    CHECK(d && strstr(d, "its opponents sit out in rounds 1-2") == NULL);
    bm_free(d);
    bm_change_free(c);
    bm_movement_free(m);
}

/* A Howell of an odd number of pairs has a table where the pair facing nobody sits out: a late
 * pair may take the empty seat there, and then the guide must not call it the sit-out table in
 * rounds where two pairs play at it. Checked for every odd Howell of 7-23 pairs, a late pair
 * for round 2, then a pair leaving from round 4. */
static void test_bye_table(void)
{
    for (unsigned p = 7; p <= 23; p += 2) {
        char spec[48];
        snprintf(spec, sizeof spec, "howell:pairs=%u", p);
        struct bm_movement *m = build(spec);
        struct bm_change *c = NULL, *x = NULL;
        CHECK_EQ(change_late(&c, m, p + 1, 2), BM_OK);
        CHECK_EQ(change_leave(&x, c ? bm_change_movement(c) : m, 1, 4), BM_OK);
        const struct bm_change *steps[2] = {c, x};
        for (int i = 0; i < 2 && steps[i]; i++) {
            const struct bm_movement *cm = bm_change_movement(steps[i]);
            int both = 0;
            for (unsigned r = 1; r <= bm_movement_rounds(cm); r++) {
                unsigned ns = 0, ew = 0;
                bm_movement_get(&ns, cm, r, 1, BM_FIELD_NS);
                bm_movement_get(&ew, cm, r, 1, BM_FIELD_EW);
                both |= ns && ew;
            }
            char *d = NULL;
            CHECK_EQ(bm_guide_report(&d, cm, BM_GUIDE_DESCRIPTION, 0, BM_FORM_TEXT), BM_OK);
            test_context("%s, change %d: two pairs at table 1 in some round: %d", spec, i + 1,
                         both);
            CHECK(!both || (d && !strstr(d, "is the sit-out")));
            bm_free(d);
        }
        bm_change_free(x);
        bm_change_free(c);
        bm_movement_free(m);
    }
}

/* Odd Howells, a late pair for round 2 and pair 1 leaving after round 3, told in either
 * order: one pair sits out each round with an odd number of pairs present and none in the
 * others, the least possible (the rover keeps the line it took, the half table's empty seat,
 * where the leaver's seats would spend boards it needs later). */
static void test_late_then_leave_odd_howell(void)
{
    for (unsigned pairs = 7; pairs <= 23; pairs += 2) {
        char spec[48], late[16];
        snprintf(spec, sizeof spec, "howell:pairs=%u", pairs);
        snprintf(late, sizeof late, "%u@2", pairs + 1);
        struct bm_movement *m = build(spec);
        for (int leave_first = 0; m && leave_first < 2; leave_first++) {
            struct bm_change *c = NULL, *x = NULL;
            CHECK_EQ(leave_first ? change(&c, m, "leaves", "1@4") : change(&c, m, "late", late),
                     BM_OK);
            const struct bm_movement *cm = c ? bm_change_movement(c) : m;
            CHECK_EQ(leave_first ? change(&x, cm, "late", late) : change(&x, cm, "leaves", "1@4"),
                     BM_OK);
            cm = x ? bm_change_movement(x) : m;
            unsigned total = 0, floor = 0, worst = 0;
            for (unsigned r = 1; r <= bm_movement_rounds(cm); r++) {
                unsigned n = 0, here = 0;
                for (unsigned p = 1; p <= pairs + 1; p++) {
                    n += out(cm, p, r);
                    here += on(cm, p, r);
                }
                total += n;
                floor += here % 2;
                worst = n > worst ? n : worst;
            }
            test_context("%s, late %s and leaves 1@4 (%s first): %u sit out, the least %u, "
                         "at most %u a round", spec, late, leave_first ? "leaver" : "late pair",
                         total, floor, worst);
            CHECK_EQ(total, floor);
            CHECK_EQ(worst, 1);
            bm_change_free(x);
            bm_change_free(c);
        }
        bm_movement_free(m);
    }
}

/* Sit-outs over every round of m. */
static unsigned all_out(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned p = 1; p <= bm_movement_participants(m); p++)
            n += out(m, p, r);
    return n;
}

/* A table added for round 2, then a late pair for round 5 and pair 3 leaving after round 3:
 * the added table's rover is planned again with the late pair (its guests back at their own
 * tables, the host given guests again). Howell of 12: only round 4 (an odd number of pairs
 * present) has a pair out, the least possible (5 with the rover's rounds kept as they were).
 * Mitchell of 10: 3 (was 7); one a round would move the host off its table, which is not
 * done. The host stays at its table every round it plays. */
static void test_added_table_replanned(void)
{
    static const struct {
        const char *spec, *late;
        unsigned most;
    } cases[] = {{"mitchell:tables=10", "23@5", 3}, {"howell:pairs=12", "15@5", 1}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bm_movement *m = build(cases[i].spec);
        struct bm_change *a = NULL, *b = NULL, *c = NULL;
        CHECK_EQ(change(&a, m, "add_table", "2"), BM_OK);
        CHECK_EQ(change(&b, a ? bm_change_movement(a) : m, "late", cases[i].late), BM_OK);
        CHECK_EQ(change(&c, b ? bm_change_movement(b) : m, "leaves", "3@4"), BM_OK);
        const struct bm_movement *cm = c ? bm_change_movement(c) : m;
        test_context("%s, add_table=2, late=%s, leaves=3@4: %u sit out", cases[i].spec,
                     cases[i].late, all_out(cm));
        CHECK(all_out(cm) <= cases[i].most);
        unsigned host = bm_movement_participants(cm) - 2, t = bm_movement_tables(cm), k;
        for (unsigned r = 2; r <= bm_movement_rounds(cm); r++)
            CHECK(!playing_at(cm, host, r, &k) || (playing_at(cm, host, r, &k) == t && !k));
        bm_change_free(c);
        bm_change_free(b);
        bm_change_free(a);
        bm_movement_free(m);
    }
}

/* Pairs seated more than once in some round of m (at any table, played or not). */
static unsigned seated_twice(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned r = 1; r <= bm_movement_rounds(m); r++)
        for (unsigned p = 1; p <= bm_movement_participants(m); p++) {
            unsigned seats = 0;
            for (unsigned t = 1; t <= bm_movement_tables(m); t++)
                seats += (seat_at(m, r, t, 0) == p) + (seat_at(m, r, t, 1) == p);
            n += seats > 1;
        }
    return n;
}

/* Two late pairs (for rounds 2 and 3, told either way round), then pair 6 leaving from round
 * 2, on a 6-table Mitchell: a rover left in a seat facing the leaver was seated again
 * elsewhere without leaving that seat, and a pair sitting out took the seat opposite it (pair
 * 13 at two tables in round 6). The late pairs keep the numbers they were given, whichever
 * was told first, and arrive when told. */
static void test_late_pairs_then_leaver(void)
{
    static const char *const lates[2][2] = {{"13@2", "14@3"}, {"13@3", "14@2"}};
    struct bm_movement *m = build("mitchell:tables=6,boards=2");
    for (unsigned i = 0; m && i < 2; i++) {
        struct bm_change *a = NULL, *b = NULL, *c = NULL;
        CHECK_EQ(change(&a, m, "late", lates[i][0]), BM_OK);
        CHECK_EQ(change(&b, a ? bm_change_movement(a) : m, "late", lates[i][1]), BM_OK);
        CHECK_EQ(change(&c, b ? bm_change_movement(b) : m, "leaves", "6@2"), BM_OK);
        const struct bm_movement *cm = c ? bm_change_movement(c) : m;
        unsigned arrive13 = 0, arrive14 = 0;
        CHECK_EQ(bm_movement_arrival(&arrive13, cm, 13), BM_OK);
        CHECK_EQ(bm_movement_arrival(&arrive14, cm, 14), BM_OK);
        test_context("late %s, late %s, leaves 6@2", lates[i][0], lates[i][1]);
        CHECK_EQ(seated_twice(cm), 0);
        CHECK_EQ(arrive13, i ? 3 : 2);
        CHECK_EQ(arrive14, i ? 2 : 3);
        CHECK(check_no_replay(cm, 13) > 0 && check_no_replay(cm, 14) > 0);
        bm_change_free(c);
        bm_change_free(b);
        bm_change_free(a);
    }
    bm_movement_free(m);
}

/* Every "round R: pair P plays S at table T against pair Q" instruction of c is true of its
 * movement, and so is what it says of the rover that had the seat: that it moves to the other
 * seat there, plays at another table instead, or no longer takes the seat. Returns the
 * instructions checked. */
static unsigned check_told(const struct bm_change *c)
{
    const struct bm_movement *m = bm_change_movement(c);
    unsigned n = 0;
    for (uint32_t i = 1; i <= bm_change_instruction_count(c); i++) {
        const char *line = bm_change_instruction(c, i), *why;
        unsigned r, p, t, q, rover, u, k;
        char seat[3], other[3];
        if (sscanf(line, "  round %u: pair %u plays %2s at table %u against pair %u", &r, &p,
                   seat, &t, &q) != 5)
            continue;
        n++;
        test_context("%s", line);
        k = strcmp(seat, "NS") != 0;
        CHECK_EQ(seat_at(m, r, t, k), p);
        CHECK_EQ(seat_at(m, r, t, 1 - k), q);
        if (!(why = strstr(line, "(pair ")) || !strstr(why, "the rover"))
            continue;
        CHECK_EQ(sscanf(why, "(pair %u", &rover), 1);
        unsigned at = playing_at(m, rover, r, &u);
        if (sscanf(why, "(pair %*u, the rover, moves to the %2s seat)", other) == 1)
            CHECK(at == t && u == (unsigned)(strcmp(other, "NS") != 0));
        else if (sscanf(why, "(pair %*u, the rover, plays at table %u instead)", &u) == 1)
            CHECK(at == u && at != t);
        else
            CHECK(strstr(why, "no longer takes this seat") && !at);
    }
    return n;
}

static unsigned check_final(const struct bm_change *c);

/* The change's text after a late pair for round 3 and pair 4 leaving from round 5 on a
 * 7-table Mitchell (the rover gave up its EW seat at table 4 in round 6 and took pair 4's NS
 * seat there, which the old text called "no longer takes this seat"), and after the same two
 * changes on other sizes: every seat it names is the movement's. */
static void test_told_is_true(void)
{
    static const struct {
        const char *spec, *late, *leaves;
    } cases[] = {{"mitchell:tables=7", "15@3", "4@5"}, {"mitchell:tables=11", "23@3", "7@6"},
                 {"howell:pairs=22", "23@3", "7@6"}, {"howell:pairs=12", "13@2", "5@4"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bm_movement *m = build(cases[i].spec);
        struct bm_change *a = NULL, *b = NULL;
        CHECK_EQ(change(&a, m, "late", cases[i].late), BM_OK);
        CHECK_EQ(change(&b, a ? bm_change_movement(a) : m, "leaves", cases[i].leaves), BM_OK);
        test_context("%s, late %s, leaves %s", cases[i].spec, cases[i].late, cases[i].leaves);
        CHECK(a && check_told(a) > 0);
        CHECK(b && check_told(b) > 0);
        /* and every line of the text is the pair's final seat */
        CHECK(a && check_final(a) > 0);
        CHECK(b && check_final(b) > 0);
        bm_change_free(b);
        bm_change_free(a);
        bm_movement_free(m);
    }
}

/* A table added for round 2, then a late pair for round 2 and pair 17 leaving from round 3,
 * told in both orders, on a 12-table Mitchell: the same sit-outs (the late pair told after the
 * leave is seated as though told before it, the table's rover and party table present; was
 * 5 and 3). */
static void test_orders_after_table(void)
{
    struct bm_movement *m = build("mitchell:tables=12,boards=2");
    struct bm_change *t = NULL;
    CHECK_EQ(change(&t, m, "add_table", "2"), BM_OK);
    unsigned sits[2] = {0, 0};
    for (int leave_first = 0; t && leave_first < 2; leave_first++) {
        struct bm_change *a = NULL, *b = NULL;
        const struct bm_movement *tm = bm_change_movement(t);
        CHECK_EQ(leave_first ? change(&a, tm, "leaves", "17@3") : change(&a, tm, "late", "27@2"),
                 BM_OK);
        const struct bm_movement *am = a ? bm_change_movement(a) : tm;
        CHECK_EQ(leave_first ? change(&b, am, "late", "27@2") : change(&b, am, "leaves", "17@3"),
                 BM_OK);
        const struct bm_movement *bm = b ? bm_change_movement(b) : tm;
        sits[leave_first] = all_out(bm);
        CHECK_EQ(seated_twice(bm), 0);
        CHECK(a && b);
        const struct bm_change *late = leave_first ? b : a; /* the pair keeps its number */
        CHECK(late && check_told(late) > 0); /* (the leave may re-seat nobody) */
        if (a && b)
            check_told(leave_first ? a : b);
        CHECK(late && !strncmp(bm_change_instruction(late, 1), "Pair 27 arrives", 15));
        check_kept(tm, bm, 2);
        bm_change_free(b);
        bm_change_free(a);
    }
    test_context("table @2, late 27@2 and pair 17 leaving @3: %u and %u sit out", sits[0],
                 sits[1]);
    CHECK_EQ(sits[0], sits[1]);
    bm_change_free(t);
    bm_movement_free(m);
}

/* A table added after a pair has left, on a 21-pair Howell (pair 15 leaving from round 5, a
 * table for round 17): its rover takes the leaver's free seats and the host invites the pairs
 * that would sit out, so that nobody sits out rounds 17-21 (was two a round: the rover
 * displaced a pair for the host and the leaver's opponent sat out). The host stays NS at its
 * table, every seat the text names is the movement's, and with a late pair for round 20 the
 * two orders of the late pair and the leaver give the same sit-outs (28; was 28 and 34). The
 * same on a 20-pair Howell, late pair for round 7, table for 14, pair 16 leaving from 13 (8;
 * was 8 and 18). */
static void test_table_after_leaver(void)
{
    static const struct {
        const char *spec, *late, *table, *leaves;
        unsigned sits;
    } cases[] = {{"howell:pairs=21,boards=2", "@20", "17", "15@5", 28},
                 {"howell:pairs=20,boards=2", "@7", "14", "16@13", 8}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bm_movement *m = build(cases[i].spec);
        unsigned n = m ? bm_movement_participants(m) : 0, sits[2] = {0, 0};
        char late[2][16];
        snprintf(late[0], sizeof late[0], "%u%s", n + 1, cases[i].late);
        snprintf(late[1], sizeof late[1], "%u%s", n + 3, cases[i].late);
        for (int leave_first = 0; m && leave_first < 2; leave_first++) {
            struct bm_change *a = NULL, *b = NULL, *c = NULL;
            CHECK_EQ(leave_first ? change(&a, m, "leaves", cases[i].leaves)
                                 : change(&a, m, "late", late[0]), BM_OK);
            CHECK_EQ(change(&b, a ? bm_change_movement(a) : m, "add_table", cases[i].table),
                     BM_OK);
            const struct bm_movement *bm = b ? bm_change_movement(b) : m;
            CHECK_EQ(leave_first ? change(&c, bm, "late", late[1])
                                 : change(&c, bm, "leaves", cases[i].leaves), BM_OK);
            sits[leave_first] = c ? all_out(bm_change_movement(c)) : 0;
            test_context("%s, %s first", cases[i].spec, leave_first ? "leaver" : "late pair");
            CHECK(b != NULL);
            unsigned told = b ? check_told(b) : 0; /* (a table's own lines name no seat) */
            CHECK(told > 0 || i == 1);
            CHECK(c != NULL);
            if (c)
                check_told(c); /* (the last change may re-seat nobody) */
            CHECK_EQ(seated_twice(bm), 0);
            if (i == 0 && leave_first && b) { /* the table after the leave */
                unsigned host = n + 1, t = bm_movement_tables(bm), k, idle = 0;
                for (unsigned r = 17; r <= bm_movement_rounds(bm); r++) {
                    CHECK(playing_at(bm, host, r, &k) == t && !k);
                    for (unsigned p = 1; p <= bm_movement_participants(bm); p++)
                        idle += out(bm, p, r);
                }
                CHECK_EQ(idle, 0);
            }
            bm_change_free(c);
            bm_change_free(b);
            bm_change_free(a);
        }
        test_context("%s: %u and %u sit out", cases[i].spec, sits[0], sits[1]);
        CHECK_EQ(sits[0], cases[i].sits);
        CHECK_EQ(sits[1], cases[i].sits);
        bm_movement_free(m);
    }
}

/* One claim of the text, pair p of round r: at table t, seat k (t = 0: it sits out). */
static void check_claim(const struct bm_movement *m, const char *line, unsigned r, unsigned p,
                        unsigned t, unsigned k)
{
    unsigned u, j;
    test_context("%s (pair %u)", line, p);
    CHECK(r >= 1 && r <= bm_movement_rounds(m));
    if (t)
        CHECK_EQ(seat_at(m, r, t, k), p);
    else
        CHECK(!playing_at(m, p, r, &u));
    if (t && (u = playing_at(m, p, r, &j)) != 0)
        CHECK(u == t && j == k);
}

/* A table's headline told from the final seating (its first line, when it says so): the host
 * sits NS at the new table in every round from the table's round on ("all session"), the
 * rover plays there and, where the headline names a pair whose seats it takes, that pair is
 * absent from then on and the rover plays some round. */
static void check_headline(const struct bm_change *c)
{
    const struct bm_movement *m = bm_change_movement(c);
    const char *line = bm_change_instruction(c, 1), *seats;
    unsigned T, from, host, rover, q, k, played = 0;
    if (!line || sscanf(line, "Table %u is added for round %u: pair %u sits NS there", &T, &from,
                        &host) != 3)
        return;
    test_context("%s", line);
    CHECK_EQ(T, bm_movement_tables(m));
    CHECK_EQ(host, bm_movement_participants(m) - 1);
    rover = host + 1;
    for (unsigned r = from; r <= bm_movement_rounds(m); r++) {
        if (strstr(line, "there all session"))
            CHECK(playing_at(m, host, r, &k) == T && k == 0);
        played += playing_at(m, rover, r, &k) != 0;
    }
    if ((seats = strstr(line, "in the seats of pair ")) && sscanf(seats + 21, "%u", &q) == 1) {
        CHECK(played > 0);
        for (unsigned r = from; r <= bm_movement_rounds(m); r++)
            CHECK(!on(m, q, r));
    }
}

/* Every round instruction of a change's text names, for each pair it mentions, the pair's
 * final seat in the changed movement (so no later line contradicts an earlier one), and names
 * each pair at most once a round as the one sent somewhere. Returns the lines checked. */
static unsigned check_final(const struct bm_change *c)
{
    const struct bm_movement *m = bm_change_movement(c);
    unsigned n = 0, R = bm_movement_rounds(m), P = bm_movement_participants(m);
    unsigned char *sent = calloc((size_t)(R + 1) * (P + 1), 1);
    for (uint32_t i = 1; sent && i <= bm_change_instruction_count(c); i++) {
        const char *line = bm_change_instruction(c, i), *rest;
        unsigned r, p, t, q, d, u, h;
        char seat[3];
        int at = 0;
        if (sscanf(line, "  round %u: %n", &r, &at) != 1 || !at)
            continue;
        n++;
        rest = line + at;
        if (sscanf(rest, "pair %u plays %2s at table %u against pair %u", &p, seat, &t, &q) ==
            4) {
            unsigned k = strcmp(seat, "NS") != 0;
            check_claim(m, line, r, p, t, k);
            check_claim(m, line, r, q, t, 1 - k);
        } else if (sscanf(rest, "pairs %u (NS) and %u (EW) play each other at table %u", &p, &q,
                          &t) == 3) {
            check_claim(m, line, r, p, t, 0);
            check_claim(m, line, r, q, t, 1);
        } else if (sscanf(rest, "pair %u plays %2s at table %u; pair %u goes to table %u and "
                                "plays EW against pair %u", &p, seat, &t, &d, &u, &h) == 6) {
            check_claim(m, line, r, p, t, strcmp(seat, "NS") != 0);
            check_claim(m, line, r, d, u, 1);
            check_claim(m, line, r, h, u, 0);
            if (d <= P && r <= R)
                sent[(size_t)r * (P + 1) + d]++;
        } else if (sscanf(rest, "pair %u sits out", &p) == 1) {
            check_claim(m, line, r, p, 0, 0);
        } else {
            continue;
        }
        test_context("%s", line);
        if (p <= P && r <= R)
            CHECK(++sent[(size_t)r * (P + 1) + p] == 1);
    }
    free(sent);
    check_headline(c);
    return n;
}

/* The text after a table added once a pair has left (a 21-pair Howell, pair 15 leaving from
 * round 5, a table for round 17: the party table's first plan, then a re-seating that moved
 * most of its pairs, told one after the other) names only the final seats; so after the
 * sequences test_told_is_true makes, and after a table added at every later round once a pair
 * has left, on Mitchells of 5-15 tables, Howells of 8-24 pairs and Webs. */
static void test_text_after_reseat(void)
{
    static const struct {
        const char *spec, *leaves, *table;
    } cases[] = {{"howell:pairs=21,boards=2", "15@5", "17"},
                 {"howell:pairs=20,boards=2", "16@13", "14"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct bm_movement *m = build(cases[i].spec);
        struct bm_change *a = NULL, *b = NULL;
        CHECK_EQ(change(&a, m, "leaves", cases[i].leaves), BM_OK);
        CHECK_EQ(change(&b, a ? bm_change_movement(a) : m, "add_table", cases[i].table), BM_OK);
        test_context("%s, leaves %s, table %s", cases[i].spec, cases[i].leaves, cases[i].table);
        CHECK(b && check_final(b) > 0);
        bm_change_free(b);
        bm_change_free(a);
        bm_movement_free(m);
    }
}

/* A pair leaving (the first, a middle and the last pair) at a round, then a table added at
 * each later round: the text names the final seats. */
static void table_after_leave(const char *spec)
{
    struct bm_movement *m = build(spec);
    unsigned P = m ? bm_movement_participants(m) : 0, R = m ? bm_movement_rounds(m) : 0;
    unsigned pairs[] = {1, P / 2 + 1, P};
    for (unsigned r = 2; m && r < R; r += (R + 3) / 4)
        for (size_t i = 0; i < 3; i++) {
            struct bm_change *a = NULL;
            char v[32];
            snprintf(v, sizeof v, "%u@%u", pairs[i], r);
            if (!on(m, pairs[i], r) || change(&a, m, "leaves", v) != BM_OK || !a)
                continue;
            for (unsigned s = r + 1; s <= R; s++) {
                struct bm_change *b = NULL;
                snprintf(v, sizeof v, "%u", s);
                test_context("%s, leaves %u@%u, table %u", spec, pairs[i], r, s);
                CHECK_EQ(change(&b, bm_change_movement(a), "add_table", v), BM_OK);
                if (b)
                    check_final(b);
                bm_change_free(b);
            }
            bm_change_free(a);
        }
    bm_movement_free(m);
}

/* Every change at a few rounds of one movement, no change before: the text names the final
 * seats. */
static void one_change_told(const char *spec)
{
    struct bm_movement *m = build(spec);
    unsigned P = m ? bm_movement_participants(m) : 0, R = m ? bm_movement_rounds(m) : 0;
    for (unsigned r = 1; m && r <= R; r++) {
        struct bm_change *c = NULL;
        char v[32];
        test_context("%s, round %u", spec, r);
        snprintf(v, sizeof v, "%u", r);
        CHECK_EQ(change(&c, m, "add_table", v), BM_OK);
        if (c)
            check_final(c);
        bm_change_free(c);
        snprintf(v, sizeof v, "%u@%u", P + 1, r);
        CHECK_EQ(change(&c, m, "late", v), BM_OK);
        if (c)
            check_final(c);
        bm_change_free(c);
        snprintf(v, sizeof v, "%u@%u", P / 2 + 1, r);
        if (on(m, P / 2 + 1, r)) {
            CHECK_EQ(change(&c, m, "leaves", v), BM_OK);
            if (c)
                check_final(c);
            bm_change_free(c);
        }
    }
    bm_movement_free(m);
}

/* Mitchells of 5-15 tables, Howells of 8-24 pairs and Webs: a table added after a pair has
 * left, and each change alone, told with the final seats. */
static void test_text_sweep(void)
{
    char spec[96];
    for (unsigned t = 5; t <= 15; t++) {
        snprintf(spec, sizeof spec, "mitchell:tables=%u,boards=2", t);
        table_after_leave(spec);
        one_change_told(spec);
    }
    for (unsigned p = 8; p <= 24; p++) {
        snprintf(spec, sizeof spec, "howell:pairs=%u,boards=2", p);
        table_after_leave(spec);
        one_change_told(spec);
    }
    for (unsigned t = 4; t <= 12; t += 4) {
        snprintf(spec, sizeof spec, "web:tables=%u,rounds=%u,boards=2", t, t - 1);
        table_after_leave(spec);
        one_change_told(spec);
    }
}

/* A late pair told after a leave for a later round, on a movement whose spec does not build
 * (edited by hand): the change is made as told, and, succeeding, leaves the thread's message
 * as it was (the replay's own refusal is not the caller's). */
static void test_replay_refused_quietly(void)
{
    struct bm_movement *m = build("mitchell:tables=6,boards=2"), *edited = NULL;
    struct bm_change *x = NULL, *l = NULL;
    char *json = NULL;
    CHECK_EQ(change(&x, m, "leaves", "3@5"), BM_OK);
    CHECK_EQ(bm_movement_write(&json, x ? bm_change_movement(x) : m, BM_FORMAT_JSON, NULL, NULL),
             BM_OK);
    char *spec = json ? strstr(json, "\"mitchell:tables=6,boards=2\"") : NULL;
    CHECK(spec != NULL);
    if (spec)
        memcpy(spec + 1, "mitchell:tables=1,boards=2", 26); /* no such Mitchell */
    CHECK_EQ(json ? bm_movement_read(&edited, json, strlen(json), "json", NULL) : BM_EINVAL,
             BM_OK);
    struct bm_movement *dummy = NULL;
    CHECK(bm_build_string(&dummy, "no-such-family") != BM_OK);
    char before[256];
    snprintf(before, sizeof before, "%s", bm_last_error());
    CHECK_EQ(edited ? change(&l, edited, "late", "13@2") : BM_EINVAL, BM_OK);
    test_context("message before: %s; after: %s", before, bm_last_error());
    CHECK(!strcmp(before, bm_last_error()));
    CHECK(l && seated_twice(bm_change_movement(l)) == 0);
    bm_change_free(l);
    bm_movement_free(edited);
    bm_free(json);
    bm_change_free(x);
    bm_movement_free(m);
}

int main(void)
{
    RUN(test_sweep());
    RUN(test_rover());
    RUN(test_switches_kept());
    RUN(test_party_for_second_pair());
    RUN(test_refusals());
    RUN(test_alloc_failures());
    RUN(test_guide_after_change());
    RUN(test_bye_table());
    RUN(test_late_then_leave_odd_howell());
    RUN(test_added_table_replanned());
    RUN(test_late_pairs_then_leaver());
    RUN(test_orders_after_table());
    RUN(test_told_is_true());
    RUN(test_table_after_leaver());
    RUN(test_replay_refused_quietly());
    RUN(test_text_after_reseat());
    RUN(test_text_sweep());
    return test_report();
}
