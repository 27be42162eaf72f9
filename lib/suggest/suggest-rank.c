/* SPDX-License-Identifier: MIT */
/* The ranking (include/bridgemove/suggest.h): one field where asked, balance, simplicity,
 * boards, and the spec last so that the order is total. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "suggest/suggest-private.h"

static int cmp_unsigned(unsigned a, unsigned b)
{
    return (a > b) - (a < b);
}

/* Balance compared to two decimals: closer figures are a tie left to simplicity. */
static int by_balance(const struct bm_candidate *a, const struct bm_candidate *b)
{
    long x = lround(100 * bm_suggest_balance(a)), y = lround(100 * bm_suggest_balance(b));
    return (x > y) - (x < y);
}

static int by_simplicity(const struct bm_candidate *a, const struct bm_candidate *b)
{
    static const enum bm_suggest_number steps[] = {BM_SUGGEST_SIT_OUTS, BM_SUGGEST_STANDS,
                                                   BM_SUGGEST_SHARED_TABLES,
                                                   BM_SUGGEST_BOARDS_TO_PREPARE};
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++) {
        int d = cmp_unsigned(a->number[steps[i]], b->number[steps[i]]);
        if (d)
            return d;
    }
    return 0;
}

static int by_boards(const struct bm_candidate *a, const struct bm_candidate *b)
{
    return cmp_unsigned(b->number[BM_SUGGEST_BOARDS_PLAYED], a->number[BM_SUGGEST_BOARDS_PLAYED]);
}

static int by_one_winner(const struct bm_candidate *a, const struct bm_candidate *b)
{
    return cmp_unsigned(b->number[BM_SUGGEST_ONE_WINNER_SWITCHED],
                        a->number[BM_SUGGEST_ONE_WINNER_SWITCHED]);
}

/* Every participant plays every board (bar the rounds it sits out): the scores all cover the
 * same boards. */
static int by_complete(const struct bm_candidate *a, const struct bm_candidate *b)
{
    return cmp_unsigned((unsigned)b->complete, (unsigned)a->complete);
}

/* The utility (suggest-utility.c), compared to two decimals so that the order is stable. */
static int by_cost(const struct bm_candidate *a, const struct bm_candidate *b)
{
    long x = lround(100 * a->cost), y = lround(100 * b->cost);
    return (x > y) - (x < y);
}

typedef int (*step_fn)(const struct bm_candidate *, const struct bm_candidate *);

/* The steps of each order. */
static const step_fn orders[4][7] = {
    {by_one_winner, by_cost, by_complete, by_balance, by_simplicity, by_boards}, /* rank */
    {by_one_winner, by_balance, by_complete, by_simplicity, by_boards, NULL}, /* balance */
    {by_one_winner, by_simplicity, by_complete, by_balance, by_boards, NULL}, /* simplicity */
    {by_one_winner, by_boards, by_complete, by_balance, by_simplicity, NULL}, /* boards */
};

static int compare(const struct bm_candidate *a, const struct bm_candidate *b, const step_fn *steps,
                   int one_winner)
{
    for (size_t i = 0; steps[i]; i++) {
        if (steps[i] == by_one_winner && !one_winner)
            continue;
        int d = steps[i](a, b);
        if (d)
            return d;
    }
    return strcmp(a->spec, b->spec);
}

/* An insertion sort keeps the order's context without global state (lists are short). */
void bm_suggest_rank(struct bm_suggestions *list, const struct bm_suggest_request *o)
{
    const step_fn *steps = orders[o->order];
    for (size_t i = 0; i < list->n; i++)
        list->c[i].cost = bm_suggest_cost(&list->c[i], o);
    for (size_t i = 1; i < list->n; i++) {
        struct bm_candidate x = list->c[i];
        size_t j = i;
        for (; j > 0 && compare(&list->c[j - 1], &x, steps, o->one_winner) > 0; j--)
            list->c[j] = list->c[j - 1];
        list->c[j] = x;
    }
}
