/* SPDX-License-Identifier: MIT */
/* bm_suggest: CPU seconds for the whole ranked list, pairs 4..60 over four session lengths,
 * and again over the four lengths test-suggest verifies (18-20, 24-27, 28-30 and 32-36 boards)
 * and over four sessions in minutes (150, 180, 210 and 240: the families are asked again for
 * the boards each holds) (target: at most 50 ms each on one core), teams 3..24 (16-32 boards and the four lengths),
 * players 8..64 (14-40 boards, and the four sessions in minutes), and the largest
 * requests the work budget bounds (target: at most 2 s); the slowest request and the total.
 * Prints figures, never fails on time. */
#include <stdio.h>
#include <time.h>

#include <bridgemove/bridgemove.h>

#define TARGET_S 0.05
#define BUDGET_TARGET_S 2.0

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

struct worst {
    double seconds, total;
    char request[64];
    unsigned requests;
    size_t candidates;
};

static int one(struct worst *w, const char *text)
{
    struct bm_options *o = NULL;
    struct bm_suggestions *l = NULL;
    double t0 = now();
    enum bm_status st = bm_options_parse(&o, "suggest", text);
    if (!st)
        st = bm_suggest(&l, o);
    double t = now() - t0;
    if (st) {
        fprintf(stderr, "%s: %s\n", text, bm_last_error());
        return 1;
    }
    w->candidates += bm_suggestions_count(l);
    bm_suggestions_free(l);
    bm_options_free(o);
    w->total += t;
    w->requests++;
    if (t > w->seconds) {
        w->seconds = t;
        snprintf(w->request, sizeof w->request, "%s", text);
    }
    return 0;
}

static void report(const char *what, const struct worst *w, double target)
{
    printf("%s: %u requests, %zu candidates, %.3f CPU s in all; slowest %s: %.3f s "
           "(target <= %g s)\n", what, w->requests, w->candidates, w->total, w->request,
           w->seconds, target);
}

int main(void)
{
    static const char *const ranges[] = {"18-30", "24-28", "20-24", "26-30"};
    static const char *const lengths[] = {"18-20", "24-27", "28-30", "32-36"};
    static const unsigned sessions[] = {150, 180, 210, 240};
    struct worst pairs = {0}, pairs_lengths = {0}, pairs_minutes = {0}, teams = {0}, players = {0},
                 players_minutes = {0};
    char text[64];
    for (unsigned p = 4; p <= 60; p++)
        for (size_t r = 0; r < 4; r++) {
            snprintf(text, sizeof text, "pairs=%u,boards=%s", p, ranges[r]);
            if (one(&pairs, text))
                return 1;
            snprintf(text, sizeof text, "pairs=%u,boards=%s", p, lengths[r]);
            if (one(&pairs_lengths, text))
                return 1;
            snprintf(text, sizeof text, "pairs=%u,minutes=%u", p, sessions[r]);
            if (one(&pairs_minutes, text))
                return 1;
        }
    for (unsigned t = 3; t <= 24; t++) {
        snprintf(text, sizeof text, "teams=%u,boards=16-32", t);
        if (one(&teams, text))
            return 1;
        for (size_t r = 0; r < 4; r++) {
            snprintf(text, sizeof text, "teams=%u,boards=%s", t, lengths[r]);
            if (one(&teams, text))
                return 1;
        }
    }
    for (unsigned v = 8; v <= 64; v++) {
        snprintf(text, sizeof text, "players=%u,boards=14-40", v);
        if (one(&players, text))
            return 1;
        for (size_t r = 0; r < 4; r++) {
            snprintf(text, sizeof text, "players=%u,minutes=%u", v, sessions[r]);
            if (one(&players_minutes, text))
                return 1;
        }
    }
    struct worst budget = {0};
    static const char *const large[] = {"pairs=2000,boards=1-1000", "pairs=4096,boards=1-1000",
                                        "pairs=100,boards=1-1000", "teams=60,boards=1-1000",
                                        "players=64,boards=1-1000"};
    for (size_t i = 0; i < sizeof large / sizeof *large; i++)
        if (one(&budget, large[i]))
            return 1;
    report("pairs 4..60", &pairs, TARGET_S);
    report("pairs 4..60, boards 18-20, 24-27, 28-30, 32-36", &pairs_lengths, TARGET_S);
    report("pairs 4..60, minutes 150, 180, 210, 240", &pairs_minutes, TARGET_S);
    report("the largest requests (work budget)", &budget, BUDGET_TARGET_S);
    report("teams 3..24", &teams, TARGET_S);
    report("players 8..64", &players, TARGET_S);
    report("players 8..64, minutes 150, 180, 210, 240", &players_minutes, TARGET_S);
    return 0;
}
