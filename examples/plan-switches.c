/* SPDX-License-Identifier: MIT */
/* Teaches arrow-switch planning (switch.h): a 7-table Mitchell of 3 boards a round is two
 * competitions, NS and EW; switching the right boards (the NS pair sits East-West for them)
 * makes one field with one winner. The planner is asked at each of its four levels, from the
 * easiest to run (whole rounds) to the most detailed (any board at any table); the board
 * level is kept, its instructions printed, its one field confirmed by the analysis, and its
 * table cards printed for the director. Last, the club's own rule (the last round switched)
 * is made by hand and compared with the planner's preset. Exit 2 on any error.
 * Usage: plan-switches */
#include <inttypes.h>
#include <stdio.h>
#include <bridgemove/bridgemove.h>

static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "plan-switches: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* Plan at one level. A fixed effort (steps of the search) gives the same plan on every
 * machine; the default, auto, spends about a second at the free level. */
static int plan_at(struct bm_switch_plan **plan, const struct bm_movement *m, const char *level)
{
    struct bm_options *opt = NULL;
    int good = ok(bm_options_new(&opt, "switch"), "bm_options_new") &&
               ok(bm_options_set(opt, "level", level), "bm_options_set") &&
               ok(bm_options_set(opt, "effort", "300000"), "bm_options_set") &&
               ok(bm_switch_plan_new(plan, NULL, m, opt), "bm_switch_plan_new");
    bm_options_free(opt);
    return good;
}

/* One line per level: the SD of s (how unevenly pairs compete) before and after. */
static int print_plan(const struct bm_switch_plan *plan)
{
    double before = 0, after = 0;
    uint64_t switched = 0, lines = 0, proven = 0;
    if (!ok(bm_switch_plan_real(&before, plan, BM_SWITCH_START_SD), "bm_switch_plan_real") ||
        !ok(bm_switch_plan_real(&after, plan, BM_SWITCH_SD), "bm_switch_plan_real") ||
        !ok(bm_switch_plan_number(&switched, plan, BM_SWITCH_BOARDS_SWITCHED),
            "bm_switch_plan_number") ||
        !ok(bm_switch_plan_number(&lines, plan, BM_SWITCH_INSTRUCTIONS), "bm_switch_plan_number") ||
        !ok(bm_switch_plan_number(&proven, plan, BM_SWITCH_PROVEN), "bm_switch_plan_number"))
        return 0;
    printf("%-6s %9.4f %8.4f %9" PRIu64 " %13" PRIu64 "  %s\n",
           bm_switch_plan_text(plan, BM_SWITCH_LEVEL), before, after, switched, lines,
           proven ? "yes" : "no");
    return 1;
}

/* What the analysis of the switched movement says about fields: one winner or two. */
static int print_fields(const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    enum bm_fields fields = 0;
    double coupling = 0;
    int good = ok(bm_analysis_new(&an, m), "bm_analysis_new") &&
               ok(bm_analysis_fields(&fields, an), "bm_analysis_fields") &&
               ok(bm_analysis_stat(&coupling, an, BM_STAT_FIELD_COUPLING), "bm_analysis_stat");
    if (good)
        printf("the analysis: %s (field coupling %.2f)\n", bm_fields_str(fields), coupling);
    bm_analysis_free(an);
    return good;
}

/* Every table's card: its pairs, its boards, which of them to play switched. */
static int print_table_cards(const struct bm_movement *m)
{
    for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
        char *card = NULL;
        if (!ok(bm_guide_report(&card, m, BM_GUIDE_TABLE, t, BM_FORM_TEXT), "bm_guide_report"))
            return 0;
        fputs(card, stdout);
        bm_free(card);
    }
    return 1;
}

/* The club rule by hand: every board of the last round switched at every table; the same
 * movement as the planner's preset `last-round`. */
static int last_round_by_hand(const struct bm_movement *m)
{
    struct bm_movement *hand = NULL, *preset = NULL;
    struct bm_options *opt = NULL;
    struct bm_switch_plan *plan = NULL;
    uint32_t last = bm_movement_rounds(m), boards = 0;
    int32_t equal = 0, switched = 0;
    int good = ok(bm_movement_copy(&hand, m), "bm_movement_copy");
    for (uint32_t t = 1; good && t <= bm_movement_tables(m); t++) {
        good = ok(bm_cell_board_count(&boards, m, last, t), "bm_cell_board_count");
        for (uint32_t position = 1; good && position <= boards; position++)
            good = ok(bm_movement_set_switched(hand, last, t, position, 1),
                      "bm_movement_set_switched");
    }
    good = good && ok(bm_options_parse(&opt, "switch", "preset=last-round"), "bm_options_parse") &&
           ok(bm_switch_plan_new(&plan, &preset, m, opt), "bm_switch_plan_new") &&
           ok(bm_movement_equal(&equal, hand, preset), "bm_movement_equal") &&
           ok(bm_movement_switched(&switched, hand, last, 1, 1), "bm_movement_switched");
    if (good)
        printf("round %u switched by hand (table 1, first board switched: %s) is the preset "
               "last-round: %s\n", last, switched ? "yes" : "no", equal ? "yes" : "no");
    bm_options_free(opt);
    bm_switch_plan_free(plan);
    bm_movement_free(hand);
    bm_movement_free(preset);
    return good;
}

int main(void)
{
    static const char *const levels[] = {"round", "board", "table", "free"};
    struct bm_movement *m = NULL, *switched = NULL;
    struct bm_switch_plan *kept = NULL;
    double bound = 0;
    int good = ok(bm_build_string(&m, "mitchell:tables=7,boards=3"), "bm_build_string");
    if (good)
        printf("%s, %u boards a round: the SD of s (how unevenly pairs compete) by level\n"
               "level    before    after  switched  instructions  proven best\n",
               bm_movement_name(m), bm_movement_boards_per_set(m));
    for (size_t i = 0; good && i < sizeof levels / sizeof *levels; i++) {
        struct bm_switch_plan *plan = NULL;
        good = plan_at(&plan, m, levels[i]) && print_plan(plan);
        if (good && i == 1) {            /* keep the board level: three lines for the room */
            kept = plan;
            plan = NULL;
        }
        bm_switch_plan_free(plan);
    }
    good = good && ok(bm_switch_plan_real(&bound, kept, BM_SWITCH_PARITY_BOUND),
                      "bm_switch_plan_real");
    if (good) {
        uint64_t lines = 0;
        printf("no switching goes below SD %.4f (the parity bound)\n", bound);
        printf("the %s plan (%s):\n", bm_switch_plan_text(kept, BM_SWITCH_LEVEL),
               bm_switch_plan_text(kept, BM_SWITCH_PRESET));
        good = ok(bm_switch_plan_number(&lines, kept, BM_SWITCH_INSTRUCTIONS),
                  "bm_switch_plan_number");
        for (uint32_t i = 1; good && i <= lines; i++)
            printf("  %s\n", bm_switch_plan_instruction(kept, i));
    }
    good = good && ok(bm_switch_plan_movement(&switched, kept), "bm_switch_plan_movement") &&
           print_fields(switched) && print_table_cards(switched) && last_round_by_hand(m);
    bm_switch_plan_free(kept);
    bm_movement_free(switched);
    bm_movement_free(m);
    return good ? 0 : 2;
}
