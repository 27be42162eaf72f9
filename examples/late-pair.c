/* SPDX-License-Identifier: MIT */
/* Teaches changing a movement mid-session (change.h) and the guide calls that follow a pair
 * (guide.h): 13 pairs start a 7-table Mitchell of 3 boards a round, pair 14 being the half
 * table's missing pair. A 14th pair turns up for round 3: it takes the missing pair's seats,
 * numbered 15 (the next number). Later pair 9 must leave after round 5. For each change the
 * director's instructions are printed, then the new pair's itinerary, who sits out each round,
 * and a check that nobody plays a board twice. Exit 2 on any error.
 * Usage: late-pair */
#include <stdio.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "late-pair: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* Apply one change (options of the set `change`, one key) and print its instructions. The
 * change owns the changed movement; the caller frees the change when done with both. */
static int change(struct bm_change **out, const struct bm_movement *m, const char *text)
{
    struct bm_options *opt = NULL;
    int good = ok(bm_options_parse(&opt, "change", text), "bm_options_parse") &&
               ok(bm_change(out, m, opt), "bm_change");
    if (good) {
        printf("%s:\n", text);
        for (uint32_t i = 1; i <= bm_change_instruction_count(*out); i++)
            printf("%s\n", bm_change_instruction(*out, i));
    }
    bm_options_free(opt);
    return good;
}

/* Where a pair is each round: not yet arrived, gone, or its table and direction, from the
 * movement's own record (arrival, presence, seat). */
static int itinerary(const struct bm_movement *m, uint32_t pair)
{
    uint32_t arrival = 0;
    if (!ok(bm_movement_arrival(&arrival, m, pair), "bm_movement_arrival"))
        return 0;
    printf("pair %u arrives for round %u:", pair, arrival ? arrival : 1);
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++) {
        int32_t present = 0;
        uint32_t table = 0;
        enum bm_field seat = 0;
        if (!ok(bm_movement_present(&present, m, pair, r), "bm_movement_present") ||
            !ok(bm_movement_seat_of(&table, &seat, m, pair, r), "bm_movement_seat_of"))
            return 0;
        if (present)
            printf(" %u: table %u %s;", r, table, seat == BM_FIELD_NS ? "NS" : "EW");
    }
    /* Where it goes after its first round, as its guide card says. */
    uint32_t next = 0;
    enum bm_field next_seat = 0;
    if (!ok(bm_guide_next_seat(&next, &next_seat, m, pair, arrival), "bm_guide_next_seat"))
        return 0;
    printf(" after round %u it moves to table %u\n", arrival, next);
    return 1;
}

/* Who sits out each round (facing an absent pair) and who is absent (not yet arrived, or
 * gone); a phantom is never there and is not named. */
static int print_pairs(const struct bm_movement *m, uint32_t r, int want_absent)
{
    uint32_t named = 0;
    for (uint32_t p = 1; p <= bm_movement_participants(m); p++) {
        int32_t out = 0, present = 0;
        uint32_t from_round = 0;
        if (!ok(bm_guide_sits_out(&out, m, p, r), "bm_guide_sits_out") ||
            !ok(bm_movement_present(&present, m, p, r), "bm_movement_present") ||
            !ok(bm_movement_phantom(&from_round, m, p), "bm_movement_phantom"))
            return 0;
        if (out && from_round != 1 && (present == 0) == (want_absent != 0))
            printf("%s %u", named++ ? "," : "", p);
    }
    if (!named)
        printf(" none");
    return 1;
}

static int sit_outs(const struct bm_movement *m)
{
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++) {
        printf("round %u: pairs sitting out:", r);
        if (!print_pairs(m, r, 0))
            return 0;
        printf("; absent:");
        if (!print_pairs(m, r, 1))
            return 0;
        printf("\n");
    }
    return 1;
}

/* Nobody plays a board twice and nobody is due at two tables: the changed movement can be
 * played. */
static int check_playable(const struct bm_movement *m)
{
    struct bm_check *check = NULL;
    int good = ok(bm_check_new(&check, m), "bm_check_new");
    if (good)
        printf("playable: %s\n", bm_check_playable(check) ? "yes" : "no");
    bm_check_free(check);
    return good;
}

int main(void)
{
    struct bm_movement *m = NULL;
    struct bm_change *late = NULL, *leaves = NULL;
    int good = ok(bm_build_string(&m, "mitchell:tables=7,boards=3,phantom=7ew"),
                  "bm_build_string");
    if (good)
        printf("%s, %u places for pairs, pair 14 missing\n", bm_movement_name(m),
               bm_movement_participants(m));
    good = good && change(&late, m, "late=15@3") &&
           itinerary(bm_change_movement(late), 15) &&
           change(&leaves, bm_change_movement(late), "leaves=9@6") &&
           sit_outs(bm_change_movement(leaves)) && check_playable(bm_change_movement(leaves));
    bm_change_free(leaves);
    bm_change_free(late);
    bm_movement_free(m);
    return good ? 0 : 2;
}
