/* SPDX-License-Identifier: MIT */
/* Threads (doc/conventions.md, "Threads"): the library has no global mutable state, so calls
 * on different handles run in parallel, and calls that only read a handle (a const pointer)
 * may share it; the last error message is per thread. Eight threads here share one movement,
 * each building, analysing, checking and switching from it, and each failing on purpose with
 * words of its own: every thread must get the results one thread alone gets, and read its own
 * message, never another thread's. Run under ThreadSanitizer too (meson -Db_sanitize=thread). */
#include <pthread.h>
#include <sched.h>

#include "test.h"
#include "test-build.h"

#define THREADS 8
#define ROUNDS 20

struct expected {
    double sd;          /* Table VI's balance, as one thread computes it */
    char *switch_plan;  /* the plan's text for a fixed seed */
    char *check_report; /* the rules report */
};

struct job {
    const struct bm_movement *shared; /* read by every thread at once */
    const struct expected *want;
    unsigned id;
    unsigned wrong; /* what went wrong, counted by the thread; the main thread checks it */
};

static pthread_barrier_t start_line;

static enum bm_status analyse(double *sd, const struct bm_movement *m)
{
    struct bm_analysis *an = NULL;
    enum bm_status st = bm_analysis_new(&an, m);
    if (!st)
        st = bm_analysis_stat(sd, an, BM_STAT_SD);
    bm_analysis_free(an);
    return st;
}

static enum bm_status plan_text(char **text, const struct bm_movement *m)
{
    struct bm_options *opt = NULL;
    struct bm_switch_plan *plan = NULL;
    struct bm_movement *switched = NULL;
    enum bm_status st = bm_options_parse(&opt, "switch", "level=round,seed=7,effort=2000");
    if (!st)
        st = bm_switch_plan_new(&plan, &switched, m, opt);
    if (!st)
        st = bm_switch_plan_report(text, plan, BM_FORM_TEXT);
    bm_switch_plan_free(plan);
    bm_movement_free(switched);
    bm_options_free(opt);
    return st;
}

static enum bm_status check_text(char **text, const struct bm_movement *m)
{
    struct bm_check *c = NULL;
    enum bm_status st = bm_check_new(&c, m);
    if (!st)
        st = bm_check_report(text, c, BM_FORM_TEXT);
    bm_check_free(c);
    return st;
}

/* A failure whose message names this thread: a table number only it asks for. */
static int own_failure(const struct job *j)
{
    uint32_t ns;
    unsigned table = 1000 + j->id;
    if (bm_movement_get(&ns, j->shared, 1, table, BM_FIELD_NS) != BM_ERANGE)
        return 0;
    char want[64];
    snprintf(want, sizeof want, "table %u is out of range", table);
    sched_yield(); /* let the others fail in between: the message must still be this one's */
    return strstr(bm_last_error(), want) != NULL;
}

static void one_round(struct job *j)
{
    double sd = 0;
    char *plan = NULL, *report = NULL;
    j->wrong += analyse(&sd, j->shared) != BM_OK || fabs(sd - j->want->sd) > 1e-12;
    j->wrong += plan_text(&plan, j->shared) != BM_OK || strcmp(plan, j->want->switch_plan) != 0;
    j->wrong += check_text(&report, j->shared) != BM_OK ||
                strcmp(report, j->want->check_report) != 0;
    j->wrong += !own_failure(j);
    struct bm_movement *mine = NULL; /* a handle of its own, built from the same spec */
    j->wrong += bm_build_string(&mine, "mitchell:tables=7") != BM_OK;
    bm_movement_free(mine);
    bm_free(plan);
    bm_free(report);
}

static void *worker(void *arg)
{
    struct job *j = arg;
    pthread_barrier_wait(&start_line);
    for (unsigned r = 0; r < ROUNDS; r++)
        one_round(j);
    return NULL;
}

static void shared_movement(void)
{
    struct bm_movement *m = build("howell:tables=4");
    struct expected want = {0};
    if (!m)
        return;
    CHECK_EQ(analyse(&want.sd, m), BM_OK);
    CHECK_EQ(plan_text(&want.switch_plan, m), BM_OK);
    CHECK_EQ(check_text(&want.check_report, m), BM_OK);
    struct job jobs[THREADS];
    pthread_t threads[THREADS];
    CHECK_EQ(pthread_barrier_init(&start_line, NULL, THREADS), 0);
    for (unsigned i = 0; i < THREADS; i++) {
        jobs[i] = (struct job){m, &want, i + 1, 0};
        CHECK_EQ(pthread_create(&threads[i], NULL, worker, &jobs[i]), 0);
    }
    for (unsigned i = 0; i < THREADS; i++) {
        CHECK_EQ(pthread_join(threads[i], NULL), 0);
        test_context("thread %u", i + 1);
        CHECK_EQ(jobs[i].wrong, 0);
    }
    pthread_barrier_destroy(&start_line);
    bm_free(want.switch_plan);
    bm_free(want.check_report);
    bm_movement_free(m);
}

/* One const analysis handle asked for its bound by every thread at once: the bound is worked
 * out at the first request (doc/analysis.md), and every thread gets what one thread alone
 * gets, the text report saying the same. */
struct bound_job {
    const struct bm_analysis *an;
    double bound, ratio;
    char *json;
};

static void *ask_bound(void *arg)
{
    struct bound_job *j = arg;
    pthread_barrier_wait(&start_line);
    bm_analysis_stat(&j->bound, j->an, BM_STAT_BOUND_SD);
    bm_analysis_stat(&j->ratio, j->an, BM_STAT_RATIO_TO_BOUND);
    bm_analysis_report(&j->json, j->an, BM_FORM_JSON);
    return NULL;
}

static void shared_analysis(void)
{
    struct bm_movement *m = build("howell:tables=9");
    struct bm_analysis *alone = NULL, *an = NULL;
    if (!m || bm_analysis_new(&alone, m) || bm_analysis_new(&an, m)) {
        CHECK(0);
        bm_analysis_free(alone);
        bm_movement_free(m);
        return;
    }
    double bound = -1, ratio = -1;
    char *json = NULL;
    CHECK_EQ(bm_analysis_report(&json, alone, BM_FORM_JSON), BM_OK);
    CHECK_EQ(bm_analysis_stat(&bound, alone, BM_STAT_BOUND_SD), BM_OK);
    CHECK_EQ(bm_analysis_stat(&ratio, alone, BM_STAT_RATIO_TO_BOUND), BM_OK);
    struct bound_job jobs[THREADS];
    pthread_t threads[THREADS];
    CHECK_EQ(pthread_barrier_init(&start_line, NULL, THREADS), 0);
    for (unsigned i = 0; i < THREADS; i++) {
        jobs[i] = (struct bound_job){an, -1, -1, NULL};
        CHECK_EQ(pthread_create(&threads[i], NULL, ask_bound, &jobs[i]), 0);
    }
    for (unsigned i = 0; i < THREADS; i++) {
        CHECK_EQ(pthread_join(threads[i], NULL), 0);
        test_context("thread %u", i + 1);
        CHECK(bound > 0 && jobs[i].bound == bound && jobs[i].ratio == ratio);
        CHECK(json && jobs[i].json && strcmp(json, jobs[i].json) == 0);
        bm_free(jobs[i].json);
    }
    pthread_barrier_destroy(&start_line);
    bm_free(json);
    bm_analysis_free(alone);
    bm_analysis_free(an);
    bm_movement_free(m);
}

/* A message is the thread's own: one left by another thread is not seen here. */
static void *fail_and_leave(void *arg)
{
    (void)arg;
    struct bm_movement *m = NULL;
    bm_build_string(&m, "nosuch:tables=3");
    return NULL;
}

static void message_per_thread(void)
{
    struct bm_options *opt = NULL;
    CHECK_EQ(bm_options_parse(&opt, "switch", "level=frre"), BM_EPARSE);
    char mine[256];
    snprintf(mine, sizeof mine, "%s", bm_last_error());
    pthread_t other;
    CHECK_EQ(pthread_create(&other, NULL, fail_and_leave, NULL), 0);
    CHECK_EQ(pthread_join(other, NULL), 0);
    CHECK(strcmp(bm_last_error(), mine) == 0);
    CHECK(strstr(mine, "level must be") != NULL);
}

int main(void)
{
    RUN(shared_movement());
    RUN(shared_analysis());
    RUN(message_per_thread());
    return test_report();
}
