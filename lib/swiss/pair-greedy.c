/* SPDX-License-Identifier: MIT */
/* The Monrad and Dutch pairings (doc/swiss.md), options beside the optimal matching (pair.c).
 *
 * Both go down the standings: the highest placed side not yet paired takes the first opponent
 * on its list that it has not met. Monrad's list is the places below it in order (1 v 2,
 * 3 v 4, ...). Dutch's list is the bottom half of its score group, from the place that mirrors
 * its own (in a group of 8: 1 v 5, 2 v 6, ...), then the rest of its group, then the places
 * below the group in order (the side left over in an odd group floats down). An odd field's
 * bye is given first, to the lowest placed of those who have had the fewest byes.
 *
 * Taken greedily, such a list can paint the round into a corner, a side left with only
 * opponents it has met. Directors then go back and re-pair the previous match; so does this
 * search (depth-first, each list in order), and the round is the first of the method's order
 * that has no repeat. The search is run only when the optimal matching shows that a round
 * without repeats exists, and is bounded (BM_SWISS_SEARCH_STEPS); when the bound is reached
 * the optimal matching's round is kept, and the caller is told. */
#include <stdlib.h>

#include "swiss/pair.h"
#include "util/alloc.h"

struct search {
    const struct bm_swiss_history *h;
    uint32_t n;
    uint32_t *opp_place; /* by place: its opponent's place, n for the bye; UINT32_MAX unpaired */
    uint32_t fewest;     /* the fewest byes anyone has had */
    uint64_t steps;
};

#define UNPAIRED UINT32_MAX

static int have_met(const struct search *s, uint32_t x, uint32_t y)
{
    const struct bm_swiss_history *h = s->h;
    return h->met[(size_t)h->order[x] * h->n + h->order[y]] != 0;
}

static int level(const struct search *s, uint32_t x, uint32_t y)
{
    return !s->h->score || s->h->score[s->h->order[x]] == s->h->score[s->h->order[y]];
}

static int solve(struct search *s);

/* Pair places x and y and go on; undone when the rest cannot be paired. */
static int try_pair(struct search *s, uint32_t x, uint32_t y)
{
    if (s->opp_place[y] != UNPAIRED || have_met(s, x, y))
        return 0;
    s->opp_place[x] = y;
    s->opp_place[y] = x;
    if (solve(s))
        return 1;
    s->opp_place[x] = s->opp_place[y] = UNPAIRED;
    return 0;
}

/* Dutch: x is the highest unpaired of its score group [x, end); its unpaired members ranked
 * 0 (x) .. g - 1; the bottom half (rank >= g / 2) first, then ranks 1 .. g / 2 - 1, then the
 * places below the group. */
static int dutch(struct search *s, uint32_t x)
{
    uint32_t end = x + 1, g = 1;
    for (; end < s->n && level(s, x, end); end++)
        g += s->opp_place[end] == UNPAIRED;
    for (int pass = 0; pass < 2 && g >= 2; pass++)
        for (uint32_t y = x + 1, rank = 1; y < end; y++) {
            if (s->opp_place[y] != UNPAIRED)
                continue;
            int bottom = rank++ >= g / 2;
            if (bottom == (pass == 0) && try_pair(s, x, y))
                return 1;
        }
    for (uint32_t y = end; y < s->n; y++)
        if (try_pair(s, x, y))
            return 1;
    return 0;
}

static int solve(struct search *s)
{
    if (++s->steps > BM_SWISS_SEARCH_STEPS)
        return 0;
    uint32_t x = 0;
    while (x < s->n && s->opp_place[x] != UNPAIRED)
        x++;
    if (x == s->n)
        return 1;
    if (s->h->method == BM_SWISS_MONRAD) {
        for (uint32_t y = x + 1; y < s->n; y++)
            if (try_pair(s, x, y))
                return 1;
        return 0;
    }
    return dutch(s, x);
}

/* The bye first: the lowest placed of those with the fewest byes, then the next up. */
static int solve_with_bye(struct search *s)
{
    if (s->n % 2 == 0)
        return solve(s);
    for (uint32_t k = s->n; k-- > 0;) {
        if (s->h->byes[s->h->order[k]] != s->fewest)
            continue;
        s->opp_place[k] = s->n;
        if (solve(s))
            return 1;
        s->opp_place[k] = UNPAIRED;
        if (s->steps > BM_SWISS_SEARCH_STEPS)
            return 0;
    }
    return 0;
}

int bm_swiss_pair_greedy(uint32_t *opp, const struct bm_swiss_history *h)
{
    struct search s = {h, h->n, bm_calloc(h->n, sizeof *s.opp_place), UINT32_MAX, 0};
    if (!s.opp_place)
        return -1;
    for (uint32_t i = 0; i < h->n; i++) {
        s.opp_place[i] = UNPAIRED;
        s.fewest = h->byes[i] < s.fewest ? h->byes[i] : s.fewest;
    }
    int found = solve_with_bye(&s);
    for (uint32_t k = 0; found && k < h->n; k++)
        opp[h->order[k]] = s.opp_place[k] == h->n ? BM_SWISS_BYE : h->order[s.opp_place[k]];
    free(s.opp_place);
    return found;
}
