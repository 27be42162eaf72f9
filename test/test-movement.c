/* The movement handle: creation, getters/setters, copy/equal, stands, phantoms, teams, and
 * every misuse answered with the right status. */
#include "test.h"

#include <bridgemove/bridgemove.h>
#include "model/model.h"
#include "util/alloc.h"

static struct bm_movement *small_pairs(void)
{
    struct bm_movement *m = NULL;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 3, 2, 4, 3, 2), BM_OK);
    return m;
}

static void test_new_rejects(void)
{
    struct bm_movement *m = (struct bm_movement *)1;
    CHECK_EQ(bm_movement_new(NULL, BM_EVENT_PAIRS, 1, 1, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_new(&m, (enum bm_event)0, 1, 1, 1, 1, 1), BM_EINVAL);
    CHECK(m == NULL);
    CHECK(strstr(bm_last_error(), "event") != NULL);
    CHECK_EQ(bm_movement_new(&m, (enum bm_event)9, 1, 1, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 0, 1, 1, 1, 1), BM_EINVAL);
    CHECK(strstr(bm_last_error(), ">= 1") != NULL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 0, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 0, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 1, 0, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 1, 1, 0), BM_EINVAL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 100000, 1, 1, 1, 1), BM_EINVAL);
    CHECK(strstr(bm_last_error(), "too large") != NULL);
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 1, 1, 1, 1, 100000), BM_EINVAL);
    /* a tiny message buffer is still NUL-terminated */
    char tiny[4] = "xxx";
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_PAIRS, 0, 1, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(strlen(tiny), 3);
}

static void test_null_getters(void)
{
    CHECK_EQ(bm_movement_rounds(NULL), 0);
    CHECK_EQ(bm_movement_tables(NULL), 0);
    CHECK_EQ(bm_movement_participants(NULL), 0);
    CHECK_EQ(bm_movement_sets(NULL), 0);
    CHECK_EQ(bm_movement_boards_per_set(NULL), 0);
    CHECK_EQ(bm_movement_boards(NULL), 0);
    CHECK_EQ(bm_movement_first_board(NULL), 0);
    CHECK_EQ(bm_movement_event(NULL), 0);
    CHECK_EQ(bm_movement_stands(NULL), 0);
    CHECK_EQ(bm_movement_teams(NULL), 0);
    CHECK(bm_movement_name(NULL) == NULL);
    CHECK(bm_movement_spec(NULL) == NULL);
    CHECK(bm_movement_generator(NULL) == NULL);
    bm_movement_free(NULL);
    unsigned u = 7;
    int i = 7;
    CHECK_EQ(bm_movement_get(&u, NULL, 1, 1, BM_FIELD_NS), BM_EINVAL);
    CHECK_EQ(u, 0);
    CHECK_EQ(bm_movement_get(NULL, NULL, 1, 1, BM_FIELD_NS), BM_EINVAL);
    CHECK_EQ(bm_movement_set(NULL, 1, 1, BM_FIELD_NS, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_set_pairs(NULL, 1, 1, 1, 2, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_active(&i, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_clear(NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_switched(&i, NULL, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_set_switched(NULL, 1, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_phantom(&u, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_set_phantom(NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_present(&i, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_team(&u, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_set_team(NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_set_name(NULL, "x"), BM_EINVAL);
    CHECK_EQ(bm_movement_set_spec(NULL, "x"), BM_EINVAL);
    CHECK_EQ(bm_movement_set_generator(NULL, "x"), BM_EINVAL);
    CHECK_EQ(bm_movement_set_first_board(NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_set_size(&u, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_resize_set(NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_board_number(&u, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_add_stand(&u, NULL, "r", 1, 0), BM_EINVAL);
    CHECK_EQ(bm_movement_stand(&u, &u, NULL, NULL, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_stand_push(NULL, 1, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_stand_count(&u, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_stand_item(&u, &u, NULL, 1, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_seat_of(&u, NULL, NULL, 1, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_copy(NULL, NULL), BM_EINVAL);
    struct bm_movement *c = (struct bm_movement *)1;
    CHECK_EQ(bm_movement_copy(&c, NULL), BM_EINVAL);
    CHECK(c == NULL);
    CHECK_EQ(bm_movement_equal(&i, NULL, NULL), BM_EINVAL);
    CHECK_EQ(bm_movement_equal(NULL, NULL, NULL), BM_EINVAL);
}

static void test_cells(void)
{
    struct bm_movement *m = small_pairs();
    unsigned u;
    int i;
    CHECK_EQ(bm_movement_event(m), BM_EVENT_PAIRS);
    CHECK_EQ(bm_movement_rounds(m), 3);
    CHECK_EQ(bm_movement_tables(m), 2);
    CHECK_EQ(bm_movement_boards(m), 6);
    CHECK_EQ(bm_movement_active(&i, m, 1, 1), BM_OK);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_COPY), BM_OK);
    CHECK_EQ(u, 0); /* idle cell reads as zeros */
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_NS, 1), BM_OK);
    CHECK_EQ(bm_movement_active(&i, m, 1, 1), BM_OK);
    CHECK_EQ(i, 1);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_COPY), BM_OK);
    CHECK_EQ(u, 1);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_EW, 3), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_SET, 2), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_COPY, 2), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_FIRST, 2), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_FIRST, 3), BM_ERANGE);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_EW), BM_OK);
    CHECK_EQ(u, 3);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_FIRST), BM_OK);
    CHECK_EQ(u, 2);
    /* wrong seat kind, unknown field, out of range */
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_NORTH), BM_EINVAL);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_WEST, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, (enum bm_field)42), BM_EINVAL);
    CHECK_EQ(bm_movement_get(&u, m, 0, 1, BM_FIELD_NS), BM_ERANGE);
    CHECK_EQ(bm_movement_get(&u, m, 4, 1, BM_FIELD_NS), BM_ERANGE);
    CHECK_EQ(bm_movement_get(&u, m, 1, 3, BM_FIELD_NS), BM_ERANGE);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_NS, 5), BM_ERANGE);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_SET, 4), BM_ERANGE);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_COPY, 0), BM_ERANGE);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 1, 1, 5, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_set_pairs(m, 2, 3, 1, 2, 1), BM_ERANGE);
    /* switches */
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 1, 2), BM_OK);
    CHECK_EQ(i, 1);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 1, 1), BM_OK);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 1, 3), BM_ERANGE);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 2, 1), BM_ERANGE); /* idle cell has no set */
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, 0, 1), BM_ERANGE);
    /* growing a set keeps existing switch bits; shrinking clears the lost ones */
    CHECK_EQ(bm_movement_resize_set(m, 2, 5), BM_OK);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 1, 2), BM_OK);
    CHECK_EQ(i, 1);
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, 5, 1), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 2, 4), BM_OK);
    CHECK_EQ(bm_movement_resize_set(m, 2, 5), BM_OK);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 1, 5), BM_OK);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_boards(m), 2 + 5 + 2);
    CHECK_EQ(bm_movement_board_number(&u, m, 3, 1), BM_OK);
    CHECK_EQ(u, 8);
    CHECK_EQ(bm_movement_set_first_board(m, 10), BM_OK);
    CHECK_EQ(bm_movement_board_number(&u, m, 2, 5), BM_OK);
    CHECK_EQ(u, 16);
    CHECK_EQ(bm_movement_board_number(&u, m, 2, 6), BM_ERANGE);
    CHECK_EQ(u, 0);
    CHECK_EQ(bm_movement_board_number(&u, m, 4, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_resize_set(m, 0, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_resize_set(m, 1, 0), BM_EINVAL);
    CHECK_EQ(bm_movement_set_first_board(m, 0), BM_EINVAL);
    /* changing the set clears switches and first */
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_SET, 1), BM_OK);
    CHECK_EQ(bm_movement_switched(&i, m, 1, 1, 2), BM_OK);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_FIRST), BM_OK);
    CHECK_EQ(u, 0);
    /* clear */
    CHECK_EQ(bm_movement_clear(m, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_active(&i, m, 1, 1), BM_OK);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_clear(m, 9, 1), BM_ERANGE);
    bm_movement_free(m);
}

static void test_individual(void)
{
    struct bm_movement *m = NULL;
    unsigned u, t;
    enum bm_field f;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_INDIVIDUAL, 2, 1, 5, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_NORTH, 1), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_SOUTH, 2), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_EAST, 3), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_WEST, 4), BM_OK);
    CHECK_EQ(bm_movement_set(m, 1, 1, BM_FIELD_NS, 4), BM_EINVAL);
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 2, 1), BM_EINVAL);
    CHECK_EQ(bm_movement_get(&u, m, 1, 1, BM_FIELD_EAST), BM_OK);
    CHECK_EQ(u, 3);
    CHECK_EQ(bm_movement_seat_of(&t, &f, m, 4, 1), BM_OK);
    CHECK_EQ(t, 1);
    CHECK_EQ(f, BM_FIELD_WEST);
    CHECK_EQ(bm_movement_seat_of(&t, &f, m, 5, 1), BM_OK);
    CHECK_EQ(t, 0);
    CHECK_EQ(f, 0);
    CHECK_EQ(bm_movement_seat_of(&t, NULL, m, 6, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_set_team(m, 1, 1), BM_EINVAL); /* not a teams event */
    bm_movement_free(m);
}

static void test_phantoms_teams(void)
{
    struct bm_movement *m = NULL;
    unsigned u;
    int i;
    CHECK_EQ(bm_movement_new(&m, BM_EVENT_TEAMS, 4, 2, 4, 4, 1), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(m, 3, 2), BM_OK);
    CHECK_EQ(bm_movement_phantom(&u, m, 3), BM_OK);
    CHECK_EQ(u, 2);
    CHECK_EQ(bm_movement_present(&i, m, 3, 1), BM_OK);
    CHECK_EQ(i, 1);
    CHECK_EQ(bm_movement_present(&i, m, 3, 2), BM_OK);
    CHECK_EQ(i, 0);
    CHECK_EQ(bm_movement_present(&i, m, 3, 5), BM_ERANGE);
    CHECK_EQ(bm_movement_set_phantom(m, 3, 5), BM_ERANGE);
    CHECK_EQ(bm_movement_set_phantom(m, 5, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_phantom(&u, m, 0), BM_ERANGE);
    CHECK_EQ(bm_movement_set_team(m, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_set_team(m, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_team(m, 2, 2), BM_OK);
    CHECK_EQ(bm_movement_set_team(m, 4, 2), BM_OK);
    CHECK_EQ(bm_movement_teams(m), 2);
    CHECK_EQ(bm_movement_team(&u, m, 4), BM_OK);
    CHECK_EQ(u, 2);
    CHECK_EQ(bm_movement_set_team(m, 4, 9), BM_ERANGE);
    bm_movement_free(m);
}

static void test_stands_copy_equal(void)
{
    struct bm_movement *m = small_pairs(), *c = NULL;
    unsigned id, u, v;
    const char *name;
    int eq;
    CHECK_EQ(bm_movement_set_pairs(m, 1, 1, 1, 3, 1), BM_OK);
    CHECK_EQ(bm_movement_set_switched(m, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_add_stand(&id, m, "relay", 2, 0), BM_OK);
    CHECK_EQ(id, 1);
    CHECK_EQ(bm_movement_add_stand(&id, m, NULL, 3, 0), BM_ERANGE);
    CHECK_EQ(bm_movement_stand_push(m, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_stand_push(m, 1, 1, 3, 2), BM_OK);
    CHECK_EQ(bm_movement_stand_push(m, 1, 2, 3, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_stand_push(m, 1, 1, 4, 1), BM_ERANGE);
    CHECK_EQ(bm_movement_stand_count(&u, m, 1, 1), BM_OK);
    CHECK_EQ(u, 2);
    CHECK_EQ(bm_movement_stand_item(&u, &v, m, 1, 1, 2), BM_OK);
    CHECK_EQ(u, 3);
    CHECK_EQ(v, 2);
    CHECK_EQ(bm_movement_stand_item(&u, &v, m, 1, 1, 3), BM_ERANGE);
    CHECK_EQ(bm_movement_stand(&u, &v, &name, m, 1), BM_OK);
    CHECK_EQ(u, 2);
    CHECK_STR(name, "relay");
    CHECK_EQ(bm_movement_set_name(m, "Test"), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(m, 4, 1), BM_OK);
    CHECK_EQ(bm_movement_copy(&c, m), BM_OK);
    CHECK_EQ(bm_movement_equal(&eq, m, c), BM_OK);
    CHECK_EQ(eq, 1);
    CHECK_STR(bm_movement_name(c), "Test");
    /* every kind of difference is seen */
    CHECK_EQ(bm_movement_set_switched(c, 1, 1, 2, 0), BM_OK);
    CHECK_EQ(bm_movement_equal(&eq, m, c), BM_OK);
    CHECK_EQ(eq, 0);
    CHECK_EQ(bm_movement_set_switched(c, 1, 1, 2, 1), BM_OK);
    CHECK_EQ(bm_movement_stand_push(c, 2, 1, 1, 1), BM_OK);
    CHECK_EQ(bm_movement_equal(&eq, m, c), BM_OK);
    CHECK_EQ(eq, 0);
    bm_movement_free(c);
    CHECK_EQ(bm_movement_copy(&c, m), BM_OK);
    CHECK_EQ(bm_movement_set_phantom(c, 4, 0), BM_OK);
    CHECK_EQ(bm_movement_equal(&eq, m, c), BM_OK);
    CHECK_EQ(eq, 0);
    bm_movement_free(c);
    CHECK_EQ(bm_movement_copy(&c, m), BM_OK);
    CHECK_EQ(bm_movement_set(c, 1, 1, BM_FIELD_COPY, 3), BM_OK);
    CHECK_EQ(bm_movement_equal(&eq, m, c), BM_OK);
    CHECK_EQ(eq, 0);
    bm_movement_free(c);
    bm_movement_free(m);
}

/* Every allocating call fails cleanly at every allocation it makes. */
static void test_alloc_failures(void)
{
    for (unsigned long n = 1;; n++) {
        struct bm_movement *m = NULL, *c = NULL;
        bm_test_fail_alloc_at(n);
        enum bm_status st = bm_movement_new(&m, BM_EVENT_TEAMS, 3, 2, 4, 3, 2);
        if (!st)
            st = bm_movement_set_name(m, "n");
        if (!st)
            st = bm_movement_add_stand(NULL, m, "s", 1, 0);
        if (!st)
            st = bm_movement_stand_push(m, 1, 1, 1, 1);
        if (!st)
            st = bm_movement_resize_set(m, 1, 9);
        if (!st)
            st = bm_movement_copy(&c, m);
        bm_test_fail_alloc_at(0);
        bm_movement_free(c);
        bm_movement_free(m);
        if (st == BM_OK) {
            CHECK(n > 5);
            break;
        }
        CHECK_EQ(st, BM_ENOMEM);
        if (n > 1000)
            break;
    }
}

int main(void)
{
    RUN(test_new_rejects());
    RUN(test_null_getters());
    RUN(test_cells());
    RUN(test_individual());
    RUN(test_phantoms_teams());
    RUN(test_stands_copy_equal());
    RUN(test_alloc_failures());
    CHECK_STR(bm_status_str(BM_OK), "success");
    CHECK_STR(bm_status_str((enum bm_status)1234), "unknown status");
    for (int s = 0; s <= 7; s++)
        CHECK(strcmp(bm_status_str((enum bm_status)s), "unknown status") != 0);
    CHECK_STR(bm_version_string(), BM_VERSION_STRING);
    bm_free(NULL);
    return test_report();
}
