/* SPDX-License-Identifier: MIT */
/* Teaches building a movement cell by cell (movement.h), for a movement no family makes: here
 * a 3-table Mitchell of 2 boards a round, written as the movements article draws it (NS pair t
 * stays at table t; EW pairs move up a table, the boards down a table each round), numbered
 * from board 7 as the second half of an evening. The program records where the grid came from,
 * compares it with the family's own (bm_build_string), checks it, then lets pair 6 arrive
 * late, for round 2, and prints the grid as text. Exit 2 on any error.
 * Usage: own-movement */
#include <stdio.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "own-movement: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* The grid as drawn: at table t in round r, NS pair t against EW pair 4 + (t - r) mod 3 (EW
 * pairs move up a table), boards of set 1 + (t + r - 2) mod 3 (sets move down a table). One
 * field is set on its own to show bm_movement_set(); the others go in one call. */
static int fill(struct bm_movement *m)
{
    for (uint32_t r = 1; r <= 3; r++) {
        for (uint32_t t = 1; t <= 3; t++) {
            uint32_t ew = 4 + (t + 3 - r) % 3, set = 1 + (t + r - 2) % 3;
            if (!ok(bm_movement_set_pairs(m, r, t, t, ew, 0), "bm_movement_set_pairs") ||
                !ok(bm_movement_set(m, r, t, BM_FIELD_SET, set), "bm_movement_set"))
                return 0;
        }
    }
    return 1;
}

/* The check's verdict on a movement, in one line. */
static int verdict(const struct bm_movement *m, const char *what)
{
    struct bm_check *check = NULL;
    int32_t complete = 0;
    int good = ok(bm_check_new(&check, m), "bm_check_new") &&
               ok(bm_check_holds(&complete, check, BM_RULE_COMPLETE), "bm_check_holds");
    if (good)
        printf("%s: playable %s, NS stationary %s, complete %s, pairs sitting out a round %u\n",
               what, bm_check_playable(check) ? "yes" : "no",
               bm_check_stationary(check) ? "yes" : "no", complete ? "yes" : "no",
               bm_check_sitting_out(check));
    bm_check_free(check);
    return good;
}

int main(void)
{
    struct bm_movement *m = NULL, *family = NULL;
    int32_t active = 0, equivalent = 0;
    char *text = NULL;
    int good = ok(bm_movement_new(&m, BM_EVENT_PAIRS, 3, 3, 6, 3, 2), "bm_movement_new") &&
               fill(m) && ok(bm_movement_set_first_board(m, 7), "bm_movement_set_first_board") &&
               ok(bm_movement_set_name(m, "Mitchell, 3 tables, drawn by hand"),
                  "bm_movement_set_name") &&
               ok(bm_movement_set_generator(m, "examples/own-movement"),
                  "bm_movement_set_generator") &&
               ok(bm_movement_active(&active, m, 2, 3), "bm_movement_active");
    if (good)
        printf("%s: a %s event, %u rounds, %u tables, boards %u-%u; table 3 plays in round 2: "
               "%s; made by %s\n", bm_movement_name(m),
               bm_movement_event(m) == BM_EVENT_PAIRS ? "pairs" : "other", bm_movement_rounds(m),
               bm_movement_tables(m), bm_movement_first_board(m),
               bm_movement_first_board(m) + bm_movement_boards(m) - 1, active ? "yes" : "no",
               bm_movement_generator(m));
    good = good && ok(bm_build_string(&family, "mitchell:tables=3,boards=2"), "bm_build_string") &&
           ok(bm_movement_equivalent(&equivalent, m, family), "bm_movement_equivalent");
    if (good)
        printf("the family's mitchell:tables=3,boards=2 up to labels: %s\n",
               equivalent ? "yes" : "no");
    /* Now that it is known to be that Mitchell, record the spec it matches. */
    good = good && ok(bm_movement_set_spec(m, "mitchell:tables=3,boards=2"),
                      "bm_movement_set_spec") && verdict(m, "as drawn");
    if (good)
        printf("its spec: %s\n", bm_movement_spec(m));
    /* Pair 6 arrives for round 2: in round 1 its opponents, NS pair 3, sit out. */
    good = good && ok(bm_movement_set_arrival(m, 6, 2), "bm_movement_set_arrival") &&
           verdict(m, "pair 6 from round 2") &&
           ok(bm_movement_write(&text, m, BM_FORMAT_TEXT, NULL, NULL), "bm_movement_write");
    if (good)
        printf("%s", text);
    bm_free(text);
    bm_movement_free(family);
    bm_movement_free(m);
    return good ? 0 : 2;
}
