/* SPDX-License-Identifier: MIT */
/* Teaches the transforms (transform.h): the dual of a Mitchell, its two steps, its standard
 * form, and that the dual of the dual is the Mitchell again (the movements article, Part I,
 * "Duality" and "Standard form").
 *
 * The movement is a 7-table Mitchell cut to 5 rounds, as a club plays it when time is short:
 * every EW pair plays in every round, but no NS pair plays all seven board sets. Its dual
 * exchanges rounds with tables and board sets with moving pairs: 5 tables and 7 rounds where
 * every NS pair plays every set and two EW pairs sit out each round. The rule report shows
 * the exchange: rules 3A and 3B trade places. Exit 2 on any error.
 * Usage: dual-movement */
#include <stdio.h>
#include <bridgemove/bridgemove.h>

/* Report a failed call with the library's message for this thread; 0 when it failed. */
static int ok(enum bm_status st, const char *call)
{
    if (st != BM_OK)
        fprintf(stderr, "dual-movement: %s: %s: %s\n", call, bm_status_str(st), bm_last_error());
    return st == BM_OK;
}

/* The grid as the movements article prints it: a line per round, "ns SET ew" at each table
 * with the set as a letter (A = set 1), "-" where a table does not play. */
static int print_grid(const struct bm_movement *m)
{
    for (uint32_t r = 1; r <= bm_movement_rounds(m); r++) {
        printf("  %u:", r);
        for (uint32_t t = 1; t <= bm_movement_tables(m); t++) {
            uint32_t ns = 0, ew = 0, set = 0;
            if (!ok(bm_movement_get(&ns, m, r, t, BM_FIELD_NS), "bm_movement_get") ||
                !ok(bm_movement_get(&ew, m, r, t, BM_FIELD_EW), "bm_movement_get") ||
                !ok(bm_movement_get(&set, m, r, t, BM_FIELD_SET), "bm_movement_get"))
                return 0;
            if (set == 0)
                printf("%s -", t > 1 ? " |" : "");
            else
                printf("%s %u %c %u", t > 1 ? " |" : "", ns, 'A' + (int)(set - 1), ew);
        }
        printf("\n");
    }
    return 1;
}

/* Each rule for the Mitchell and for its dual, side by side. */
static int print_rules(const struct bm_movement *m, const struct bm_movement *dual)
{
    struct bm_check *a = NULL, *b = NULL;
    int good = ok(bm_check_new(&a, m), "bm_check_new") &&
               ok(bm_check_new(&b, dual), "bm_check_new");
    if (good) {
        printf("rule             Mitchell  dual\n");
        for (enum bm_rule rule = BM_RULE_1A; good && rule <= BM_RULE_COMPLETE_STRICT; rule++) {
            int32_t in_m = 0, in_dual = 0;
            good = ok(bm_check_holds(&in_m, a, rule), "bm_check_holds") &&
                   ok(bm_check_holds(&in_dual, b, rule), "bm_check_holds");
            if (good)
                printf("%-16s %-9s %s\n", bm_rule_name(rule), in_m ? "yes" : "NO",
                       in_dual ? "yes" : "NO");
        }
    }
    if (good)
        printf("pairs who sit out a round: %u in the Mitchell, %u in the dual\n",
               bm_check_sitting_out(a), bm_check_sitting_out(b));
    bm_check_free(a);
    bm_check_free(b);
    return good;
}

/* The dual made in its two steps (interchange, then transpose) is the dual. The steps keep
 * the Mitchell's name and the dual is named "Dual of ...": the names are made equal first,
 * since bm_movement_equal() compares names too. */
static int two_steps(const struct bm_movement *m, const struct bm_movement *dual, int32_t *same)
{
    struct bm_movement *step1 = NULL, *step2 = NULL;
    int good = ok(bm_movement_interchange(&step1, m), "bm_movement_interchange") &&
               ok(bm_movement_transpose(&step2, step1), "bm_movement_transpose") &&
               ok(bm_movement_set_name(step2, bm_movement_name(dual)), "bm_movement_set_name") &&
               ok(bm_movement_equal(same, step2, dual), "bm_movement_equal");
    bm_movement_free(step1);
    bm_movement_free(step2);
    return good;
}

/* The same movement in other clothes: rounds played backwards and in another order, tables
 * renumbered, sets relettered and pairs renumbered. Each permutation lists the new label of
 * label 1, 2, ... */
static int disguise(struct bm_movement **out, const struct bm_movement *m)
{
    static const uint32_t rounds[5] = {2, 1, 3, 4, 5};
    static const uint32_t tables[7] = {7, 1, 2, 3, 4, 5, 6};
    static const uint32_t sets[7] = {3, 4, 5, 6, 7, 1, 2};
    static const uint32_t pairs[14] = {8, 9, 10, 11, 12, 13, 14, 1, 2, 3, 4, 5, 6, 7};
    struct bm_movement *a = NULL, *b = NULL, *c = NULL, *d = NULL;
    int good = ok(bm_movement_reverse_rounds(&a, m), "bm_movement_reverse_rounds") &&
               ok(bm_movement_permute_rounds(&b, a, rounds, 5), "bm_movement_permute_rounds") &&
               ok(bm_movement_permute_tables(&c, b, tables, 7), "bm_movement_permute_tables") &&
               ok(bm_movement_relabel_sets(&d, c, sets, 7), "bm_movement_relabel_sets") &&
               ok(bm_movement_relabel_participants(out, d, pairs, 14),
                  "bm_movement_relabel_participants");
    bm_movement_free(a);
    bm_movement_free(b);
    bm_movement_free(c);
    bm_movement_free(d);
    return good;
}

int main(void)
{
    struct bm_movement *m = NULL, *dual = NULL, *back = NULL, *standard = NULL, *other = NULL;
    int32_t is_std = 0, std_is = 0, same_std = 0, steps = 0, back_equal = 0, equal = 0, equiv = 0;
    int good = ok(bm_build_string(&m, "mitchell:tables=7,rounds=5"), "bm_build_string") &&
               ok(bm_movement_dual(&dual, m), "bm_movement_dual");
    if (good) {
        printf("%s, %u rounds: %u tables, %u pairs\n", bm_movement_name(m),
               bm_movement_rounds(m), bm_movement_tables(m), bm_movement_participants(m));
        good = print_grid(m);
    }
    if (good) {
        printf("%s: %u tables, %u rounds, %u pairs\n", bm_movement_name(dual),
               bm_movement_tables(dual), bm_movement_rounds(dual),
               bm_movement_participants(dual));
        good = print_grid(dual) && print_rules(m, dual) && two_steps(m, dual, &steps);
    }
    /* The standard form: rounds reordered, sets and pairs relabelled so that set A starts at
     * table 1 and the sets move one table down and the EW pairs one table up each round. */
    good = good && ok(bm_movement_standard_form(&standard, dual), "bm_movement_standard_form") &&
           ok(bm_movement_is_standard(&is_std, dual), "bm_movement_is_standard") &&
           ok(bm_movement_is_standard(&std_is, standard), "bm_movement_is_standard") &&
           ok(bm_movement_equivalent(&same_std, standard, dual), "bm_movement_equivalent");
    if (good) {
        printf("interchange then transpose gives the dual: %s\n", steps ? "yes" : "no");
        printf("the dual in standard form (the dual is in standard form: %s):\n",
               is_std ? "yes" : "no");
        good = print_grid(standard);
        printf("in standard form: %s; the same movement as the dual, relabelled: %s\n",
               std_is ? "yes" : "no", same_std ? "yes" : "no");
    }
    /* The dual of the dual is the Mitchell, name and all. */
    good = good && ok(bm_movement_dual(&back, dual), "bm_movement_dual") &&
           ok(bm_movement_equal(&back_equal, back, m), "bm_movement_equal") &&
           disguise(&other, m) && ok(bm_movement_equal(&equal, other, m), "bm_movement_equal") &&
           ok(bm_movement_equivalent(&equiv, other, m), "bm_movement_equivalent");
    if (good) {
        printf("the dual of the dual is the Mitchell again: %s\n", back_equal ? "yes" : "no");
        printf("relabelled and reordered: equal %s, equivalent %s\n", equal ? "yes" : "no",
               equiv ? "yes" : "no");
    }
    bm_movement_free(m);
    bm_movement_free(dual);
    bm_movement_free(back);
    bm_movement_free(standard);
    bm_movement_free(other);
    return good ? 0 : 2;
}
