/* SPDX-License-Identifier: MIT */
/* Swiss pairing against brute force. For every field of 2..10 (odd ones with the phantom that
 * gives the bye) and many random histories, every perfect matching is enumerated: the pairing
 * must avoid repeats exactly when some round avoids them, and its cost (repeats, then the sum
 * of squared place distances) must be the least of all. The matching alone is checked the
 * same way on random weights, zero (no edge) included. Larger fields (up to 200) play whole
 * events: each round must be a perfect pairing with no repeat while one exists, and the byes
 * must rotate (nobody has a second before everyone has had one). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swiss/matching.h"
#include "swiss/pair.h"
#include "test.h"

static unsigned long long rng = 88172645463325252ull;

static uint32_t rnd(uint32_t n)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng % n);
}

/* ---- brute force over every perfect matching of v vertices ---- */

struct best {
    struct bm_swiss_cost cost;
    int found;
};

static int less(struct bm_swiss_cost a, struct bm_swiss_cost b)
{
    if (a.bye_out_of_turn != b.bye_out_of_turn)
        return a.bye_out_of_turn < b.bye_out_of_turn;
    return a.repeats < b.repeats || (a.repeats == b.repeats && a.distance < b.distance);
}

/* opp over v vertices (the phantom is vertex n of an odd field). */
static void enumerate(uint32_t *opp, uint32_t v, const struct bm_swiss_history *h,
                      struct best *b)
{
    uint32_t i = 0;
    while (i < v && opp[i] != UINT32_MAX - 1)
        i++;
    if (i == v) {
        uint32_t pairing[16];
        for (uint32_t k = 0; k < h->n; k++)
            pairing[k] = opp[k] == h->n ? BM_SWISS_BYE : opp[k];
        struct bm_swiss_cost c = bm_swiss_pairing_cost(pairing, h);
        if (!b->found || less(c, b->cost))
            b->cost = c;
        b->found = 1;
        return;
    }
    for (uint32_t j = i + 1; j < v; j++)
        if (opp[j] == UINT32_MAX - 1) {
            opp[i] = j;
            opp[j] = i;
            enumerate(opp, v, h, b);
            opp[i] = opp[j] = UINT32_MAX - 1;
        }
}

/* A random history: each pair has met with probability dense/8, byes 0..2, a random order. */
static void random_history(uint32_t n, uint8_t *met, uint32_t *byes, uint32_t *order,
                           uint32_t dense)
{
    memset(met, 0, (size_t)n * n);
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = i + 1; j < n; j++)
            if (rnd(8) < dense)
                met[i * n + j] = met[j * n + i] = 1;
    for (uint32_t i = 0; i < n; i++) {
        byes[i] = rnd(3);
        order[i] = i;
    }
    for (uint32_t i = n - 1; i > 0; i--) {
        uint32_t k = rnd(i + 1), t = order[i];
        order[i] = order[k];
        order[k] = t;
    }
}

/* opp is a pairing: symmetric, at most one bye and only for an odd field. */
static void check_pairing(const uint32_t *opp, uint32_t n)
{
    uint32_t bye = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (opp[i] == BM_SWISS_BYE)
            bye++;
        else
            CHECK(opp[i] < n && opp[i] != i && opp[opp[i]] == i);
    }
    CHECK(bye == n % 2);
}

static void test_brute_force(void)
{
    unsigned cases = 0, agree = 0, norepeat = 0;
    uint8_t met[100];
    uint32_t byes[10], order[10], opp[10], all[16];
    for (uint32_t n = 2; n <= 10; n++)
        for (unsigned t = 0; t < 400; t++) {
            random_history(n, met, byes, order, t % 8);
            struct bm_swiss_history h = {n, order, met, byes, NULL, BM_SWISS_OPTIMAL, NULL};
            struct bm_swiss_cost c;
            CHECK(bm_swiss_pair_round(opp, &c, &h) == BM_OK);
            check_pairing(opp, n);
            struct best b = {{0, 0, 0}, 0};
            uint32_t v = n + n % 2;
            for (uint32_t i = 0; i < v; i++)
                all[i] = UINT32_MAX - 1;
            enumerate(all, v, &h, &b);
            cases++;
            agree += b.found && c.repeats == b.cost.repeats && c.distance == b.cost.distance;
            norepeat += b.cost.repeats == 0;
            CHECK((c.repeats == 0) == (b.cost.repeats == 0));
            CHECK(c.bye_out_of_turn == 0 && b.cost.bye_out_of_turn == 0);
            CHECK(c.repeats == b.cost.repeats && c.distance == b.cost.distance);
        }
    printf("brute force: %u of %u histories (fields 2..10) agree; %u had a round without "
           "repeats\n", agree, cases, norepeat);
}

/* Monrad without going back, written again: the bye to the lowest placed of the fewest byes,
 * then each highest unpaired takes the next place below it that it has not met. 1 when it
 * pairs everyone (the method's round must then be this one), 0 when it paints itself into a
 * corner. */
static int plain_monrad(uint32_t *opp, const struct bm_swiss_history *h)
{
    uint32_t n = h->n, lo = UINT32_MAX;
    uint8_t done[16] = {0};
    for (uint32_t i = 0; i < n; i++)
        lo = h->byes[i] < lo ? h->byes[i] : lo;
    for (uint32_t k = n; n % 2 && k-- > 0;)
        if (h->byes[h->order[k]] == lo) {
            opp[h->order[k]] = BM_SWISS_BYE;
            done[k] = 1;
            break;
        }
    for (uint32_t x = 0; x < n; x++) {
        if (done[x])
            continue;
        uint32_t y = x + 1;
        while (y < n && (done[y] || h->met[h->order[x] * n + h->order[y]]))
            y++;
        if (y == n)
            return 0;
        done[x] = done[y] = 1;
        opp[h->order[x]] = h->order[y];
        opp[h->order[y]] = h->order[x];
    }
    return 1;
}

/* Monrad and Dutch on the random histories: a pairing; no repeat whenever a round without one
 * exists, with the bye in turn; the optimal round (fewest repeats) when none exists; Monrad
 * equal to the plain greedy whenever that one pairs everyone. */
static void test_methods(void)
{
    unsigned cases = 0, greedy_stuck = 0, none = 0;
    uint8_t met[100];
    uint32_t byes[10], order[10], opp[10], best[10], plain[10];
    double score[10];
    for (int method = BM_SWISS_MONRAD; method <= BM_SWISS_DUTCH; method++)
        for (uint32_t n = 2; n <= 10; n++)
            for (unsigned t = 0; t < 400; t++) {
                random_history(n, met, byes, order, t % 8);
                for (uint32_t k = 0, s = 9; k < n; k++) { /* score groups down the order */
                    s -= k && rnd(3) == 0;
                    score[order[k]] = s;
                }
                int fell = -1;
                struct bm_swiss_history h = {n, order, met, byes, score,
                                             (enum bm_swiss_method)method, &fell};
                struct bm_swiss_history o = h;
                o.method = BM_SWISS_OPTIMAL;
                struct bm_swiss_cost c, oc;
                CHECK(bm_swiss_pair_round(opp, &c, &h) == BM_OK);
                CHECK(bm_swiss_pair_round(best, &oc, &o) == BM_OK);
                check_pairing(opp, n);
                CHECK(c.bye_out_of_turn == 0);
                CHECK(c.repeats == oc.repeats); /* none when possible, else the fewest */
                CHECK(fell == (oc.repeats ? 1 : 0)); /* the optimal round kept iff no other */
                none += oc.repeats > 0;
                if (method == BM_SWISS_MONRAD && !oc.repeats) {
                    if (plain_monrad(plain, &h))
                        CHECK(memcmp(plain, opp, n * sizeof *opp) == 0);
                    else
                        greedy_stuck++;
                }
                cases++;
            }
    printf("monrad and dutch: %u histories (fields 2..10); %u with no round free of repeats "
           "(the optimal round kept); plain Monrad painted itself into a corner in %u that "
           "the search re-paired without a repeat\n", cases, none, greedy_stuck);
}

/* The first round of each method, and Dutch's score groups. */
static void test_method_shapes(void)
{
    uint8_t met[64] = {0};
    uint32_t byes[8] = {0}, order[8], opp[8];
    double score[8] = {2, 2, 2, 2, 0, 0, 0, 0};
    for (uint32_t i = 0; i < 8; i++)
        order[i] = i;
    struct bm_swiss_history h = {8, order, met, byes, NULL, BM_SWISS_MONRAD, NULL};
    CHECK(bm_swiss_pair_round(opp, NULL, &h) == BM_OK);
    CHECK(opp[0] == 1 && opp[2] == 3 && opp[4] == 5 && opp[6] == 7);
    h.method = BM_SWISS_DUTCH; /* one group: 1 v 5, 2 v 6, 3 v 7, 4 v 8 */
    CHECK(bm_swiss_pair_round(opp, NULL, &h) == BM_OK);
    CHECK(opp[0] == 4 && opp[1] == 5 && opp[2] == 6 && opp[3] == 7);
    h.score = score; /* two groups of four: 1 v 3, 2 v 4, 5 v 7, 6 v 8 */
    CHECK(bm_swiss_pair_round(opp, NULL, &h) == BM_OK);
    CHECK(opp[0] == 2 && opp[1] == 3 && opp[4] == 6 && opp[5] == 7);
    met[0 * 8 + 2] = met[2 * 8 + 0] = 1; /* 1 has met 3: 1 v 4, 2 v 3 */
    CHECK(bm_swiss_pair_round(opp, NULL, &h) == BM_OK);
    CHECK(opp[0] == 3 && opp[1] == 2);
}

/* The matching alone: greatest total weight, perfect or not. */
static int64_t best_weight(const int64_t *w, uint32_t n, uint32_t *used)
{
    uint32_t i = 0;
    while (i < n && used[i])
        i++;
    if (i == n)
        return 0;
    used[i] = 1;
    int64_t best = best_weight(w, n, used); /* i unmatched */
    for (uint32_t j = i + 1; j < n; j++)
        if (!used[j] && w[i * n + j] > 0) {
            used[j] = 1;
            int64_t x = w[i * n + j] + best_weight(w, n, used);
            if (x > best)
                best = x;
            used[j] = 0;
        }
    used[i] = 0;
    return best;
}

static void test_matching(void)
{
    unsigned cases = 0;
    int64_t w[144];
    int32_t mate[12];
    uint32_t used[12];
    for (uint32_t n = 1; n <= 11; n++)
        for (unsigned t = 0; t < 300; t++) {
            uint32_t span = t % 3 == 0 ? 4 : 1000;
            for (uint32_t i = 0; i < n; i++)
                for (uint32_t j = i; j < n; j++)
                    w[i * n + j] = w[j * n + i] = i == j || rnd(4) == 0 ? 0 : rnd(span);
            CHECK(bm_matching_max_weight(mate, w, n) == BM_OK);
            int64_t got = 0;
            for (uint32_t i = 0; i < n; i++)
                if (mate[i] >= 0) {
                    CHECK(mate[mate[i]] == (int32_t)i && w[i * n + (uint32_t)mate[i]] > 0);
                    if ((uint32_t)mate[i] > i)
                        got += w[i * n + (uint32_t)mate[i]];
                }
            memset(used, 0, sizeof used);
            CHECK(got == best_weight(w, n, used));
            cases++;
        }
    printf("matching: %u random graphs of 1..11 vertices at their greatest weight\n", cases);
}

/* Whole events: pair, record the meetings, shuffle the standings a little, again. */
static void test_events(enum bm_swiss_method method)
{
    unsigned rounds_made = 0;
    for (uint32_t n = 2; n <= 200; n += n < 30 ? 1 : 17) {
        uint8_t *met = calloc((size_t)n * n, 1);
        uint32_t *byes = calloc(n, sizeof *byes), *order = calloc(n, sizeof *order);
        uint32_t *opp = calloc(n, sizeof *opp);
        CHECK(met && byes && order && opp);
        for (uint32_t i = 0; i < n; i++)
            order[i] = i;
        uint32_t rounds = n - 1 + n % 2; /* a round robin's worth: repeats never forced */
        if (rounds > 12)
            rounds = 12;
        for (uint32_t r = 0; r < rounds; r++) {
            int fell = 0;
            struct bm_swiss_history h = {n, order, met, byes, NULL, method, &fell};
            struct bm_swiss_cost c;
            CHECK(bm_swiss_pair_round(opp, &c, &h) == BM_OK);
            CHECK(!fell || c.repeats); /* Monrad and Dutch: the search never gave up */
            /* While everyone of an even field has at least n/2 possible opponents left, a
             * round without repeats exists (Dirac: the graph of those not yet met has a
             * Hamiltonian cycle, so a perfect matching). */
            if (n % 2 == 0 && 2 * (n - 1 - r) >= n)
                CHECK(c.repeats == 0);
            uint32_t lo = UINT32_MAX, hi = 0;
            for (uint32_t i = 0; i < n; i++) {
                if (opp[i] == BM_SWISS_BYE)
                    byes[i]++;
                else
                    met[i * n + opp[i]] = 1;
                lo = byes[i] < lo ? byes[i] : lo;
                hi = byes[i] > hi ? byes[i] : hi;
            }
            CHECK(hi - lo <= 1); /* the bye rotates */
            for (uint32_t i = n - 1; i > 0; i--) /* new standings */
                if (rnd(2)) {
                    uint32_t k = rnd(i + 1), t = order[i];
                    order[i] = order[k];
                    order[k] = t;
                }
            rounds_made++;
        }
        free(met);
        free(byes);
        free(order);
        free(opp);
    }
    printf("events (%s): %u rounds paired in fields of 2..200\n",
           method == BM_SWISS_OPTIMAL ? "optimal" : method == BM_SWISS_MONRAD ? "monrad" : "dutch",
           rounds_made);
}

int main(void)
{
    test_matching();
    test_brute_force();
    test_methods();
    test_method_shapes();
    test_events(BM_SWISS_OPTIMAL);
    test_events(BM_SWISS_MONRAD);
    test_events(BM_SWISS_DUTCH);
    return test_report();
}
