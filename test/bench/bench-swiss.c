/* SPDX-License-Identifier: MIT */
/* Swiss pairing: one round of fields of 100, 200, 500 and 1000 after 6 rounds played (target:
 * 200 teams <= 100 ms); then a whole bm_swiss_next() of an event (the standings with their
 * tie-breaks, the pairing, the seating) and a round's movement. Prints figures, never fails on
 * time. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

#include "swiss/pair.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int bench(uint32_t n, enum bm_swiss_method method)
{
    uint8_t *met = calloc((size_t)n * n, 1);
    uint32_t *byes = calloc(n, sizeof *byes), *order = calloc(n, sizeof *order);
    uint32_t *opp = calloc(n, sizeof *opp);
    if (!met || !byes || !order || !opp)
        return 1;
    unsigned seed = 7;
    for (uint32_t i = 0; i < n; i++)
        order[i] = i;
    double worst = 0, total = 0;
    for (uint32_t r = 1; r <= 7; r++) {
        struct bm_swiss_history h = {n, order, met, byes, NULL, method, NULL};
        double t0 = now();
        if (bm_swiss_pair_round(opp, NULL, &h))
            return 1;
        double t = now() - t0;
        total += t;
        worst = t > worst ? t : worst;
        for (uint32_t i = 0; i < n; i++) {
            if (opp[i] == BM_SWISS_BYE)
                byes[i]++;
            else
                met[(size_t)i * n + opp[i]] = 1;
        }
        for (uint32_t i = n - 1; i > 0; i--) { /* new standings: a random shuffle */
            seed = seed * 1103515245u + 12345u;
            uint32_t k = (seed >> 8) % (i + 1), x = order[i];
            order[i] = order[k];
            order[k] = x;
        }
    }
    printf("    %4u participants, %-7s: %8.1f ms a round on average, %8.1f ms the slowest "
           "of 7\n", n, method == BM_SWISS_OPTIMAL ? "optimal" :
           method == BM_SWISS_MONRAD ? "monrad" : "dutch", 1e3 * total / 7, 1e3 * worst);
    free(met);
    free(byes);
    free(order);
    free(opp);
    return 0;
}

/* A teams event of n through the public API, 7 rounds of random results: bm_swiss_next() and
 * bm_swiss_round_movement() timed. */
static int bench_event(uint32_t n)
{
    struct bm_swiss *sw = NULL;
    struct bm_movement *m = NULL;
    unsigned seed = 11;
    double next = 0, worst = 0, movement = 0;
    if (bm_swiss_new(&sw, BM_EVENT_TEAMS, n, 8, 8, 3))
        return 1;
    for (uint32_t r = 1; r <= 7; r++) {
        for (uint32_t t = 1; t <= n / 2; t++) {
            seed = seed * 1103515245u + 12345u;
            bm_swiss_set_result(sw, t, (seed >> 8) % 60, (seed >> 16) % 60);
        }
        double t0 = now();
        if (bm_swiss_next(sw))
            return 1;
        double t1 = now();
        if (bm_swiss_round_movement(&m, sw, r + 1, 0))
            return 1;
        movement += now() - t1;
        bm_movement_free(m);
        next += t1 - t0;
        worst = t1 - t0 > worst ? t1 - t0 : worst;
    }
    printf("    %4u teams: bm_swiss_next %8.1f ms on average, %8.1f ms the slowest of 7; "
           "the round's movement %6.2f ms\n", n, 1e3 * next / 7, 1e3 * worst, 1e3 * movement / 7);
    bm_swiss_free(sw);
    return 0;
}

int main(void)
{
    printf("Swiss pairing (maximum-weight perfect matching; Monrad and Dutch add their search "
           "to it), CPU time:\n");
    if (bench(100, BM_SWISS_OPTIMAL) || bench(200, BM_SWISS_OPTIMAL) ||
        bench(201, BM_SWISS_OPTIMAL) || bench(500, BM_SWISS_OPTIMAL) ||
        bench(1000, BM_SWISS_OPTIMAL))
        return 1;
    for (int m = BM_SWISS_MONRAD; m <= BM_SWISS_DUTCH; m++)
        if (bench(200, (enum bm_swiss_method)m) || bench(1000, (enum bm_swiss_method)m))
            return 1;
    printf("A whole next round (standings, tie-breaks, pairing, seating), CPU time:\n");
    return bench_event(200) || bench_event(1000);
}
