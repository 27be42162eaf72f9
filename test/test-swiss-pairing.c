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

static void test_brute_force(void)
{
    unsigned cases = 0, agree = 0, norepeat = 0;
    uint8_t met[100];
    uint32_t byes[10], order[10], opp[10], all[16];
    for (uint32_t n = 2; n <= 10; n++)
        for (unsigned t = 0; t < 400; t++) {
            random_history(n, met, byes, order, t % 8);
            struct bm_swiss_history h = {n, order, met, byes};
            struct bm_swiss_cost c;
            CHECK(bm_swiss_pair_round(opp, &c, &h) == BM_OK);
            /* a pairing: symmetric, at most one bye and only for an odd field */
            uint32_t bye = 0;
            for (uint32_t i = 0; i < n; i++) {
                if (opp[i] == BM_SWISS_BYE)
                    bye++;
                else
                    CHECK(opp[i] < n && opp[i] != i && opp[opp[i]] == i);
            }
            CHECK(bye == n % 2);
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
static void test_events(void)
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
            struct bm_swiss_history h = {n, order, met, byes};
            struct bm_swiss_cost c;
            CHECK(bm_swiss_pair_round(opp, &c, &h) == BM_OK);
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
    printf("events: %u rounds paired in fields of 2..200\n", rounds_made);
}

int main(void)
{
    test_matching();
    test_brute_force();
    test_events();
    return test_report();
}
