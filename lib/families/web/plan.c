/* SPDX-License-Identifier: MIT */
/* Choosing a Web movement (Hill's Web movements): the number of deal groups d and the
 * decomposition t = n*d + 2s of the tables, and how many cases of boards it needs.
 *
 * d: the text wants d = r ("everybody plays all the deals"). Since t = n*d + 2s, an odd t
 * makes n*d odd, so n and d are both odd; an odd t with an even r therefore takes d = r + 1.
 * (The text's next sentence says "if t and r are both even, then d != r"; that contradicts
 * the rule it follows from: an even t allows any d, e.g. its own t = 6, d = r = 4 example.)
 *
 * (n, s): every n with t - n*d even and 0 <= s = (t - n*d)/2 < d works (the sweep in
 * test-web-sweep.c checks them all). The library picks the fewest cases of boards; among equals,
 * the largest s (fewest board groups waiting on bye stands). The key subsections=n overrides. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "families/web/web.h"
#include "util/export.h"
#include "util/message.h"

/* What the caller asked for; 0 = choose (subsections has its own flag since n = 0 is valid). */
struct web_request {
    unsigned tables, rounds, groups, subsections;
    int subsections_given, share, share_given, flow;
    enum web_rover rover;
};

unsigned bm_web_cases_needed(unsigned n, unsigned s, int share)
{
    if (s == 0)
        return n;
    return n + (s == 1 && share ? 1u : 2u);
}

/* Whether n Mitchell subsections of size d leave two equal subsections of size s < d. */
static int fits(unsigned t, unsigned d, unsigned n, unsigned *s)
{
    if ((unsigned long long)n * d > t || (t - n * d) % 2)
        return 0;
    *s = (t - n * d) / 2;
    return *s < d && (n > 0 || *s > 0);
}

/* The n that needs the fewest cases (ties: largest s). Returns 0 if none fits. */
static int best_subsections(unsigned t, unsigned d, int share, unsigned *n_out)
{
    unsigned best_cases = 0, best_s = 0;
    int found = 0;
    for (unsigned n = 0; n * d <= t; n++) {
        unsigned s, c;
        if (!fits(t, d, n, &s))
            continue;
        c = bm_web_cases_needed(n, s, share);
        if (!found || c < best_cases || (c == best_cases && s > best_s)) {
            found = 1;
            best_cases = c;
            best_s = s;
            *n_out = n;
        }
    }
    return found;
}

static enum bm_status choose_groups(struct web_plan *plan, const struct web_request *q)
{
    unsigned t = q->tables, r = q->rounds, d = q->groups;
    if (!r && !d)
        return bm_fail(BM_EUNSUPPORTED, "web needs rounds=R (1..%u) or groups=D (1..%u)", t, t);
    if (!d) /* r <= t, so an even r < t when t is odd: d = r + 1 <= t */
        d = (t % 2 == 0 || r % 2) ? r : r + 1;
    if (!r)
        r = d;
    if (r > d)
        return bm_fail(BM_EUNSUPPORTED,
                       "rounds=%u needs at least %u deal groups (groups=%u given): a pair would "
                       "replay a deal group; use groups=%u..%u",
                       r, r, d, r, t);
    if (t % 2 && d % 2 == 0)
        return bm_fail(BM_EUNSUPPORTED,
                       "groups=%u: an odd number of tables (%u) needs an odd number of deal "
                       "groups (t = n*d + 2s makes n and d odd); try groups=%u",
                       d, t, d + 1 <= t ? d + 1 : d - 1);
    plan->tables = t;
    plan->rounds = r;
    plan->groups = d;
    return BM_OK;
}

/* "0 (s=5), 1 (s=1)": the subsections that fit, for messages. */
static void list_fits(char *buf, size_t n, unsigned t, unsigned d)
{
    size_t len = 0;
    buf[0] = '\0';
    for (unsigned k = 0; k * d <= t && len + 1 < n; k++) {
        unsigned s;
        if (fits(t, d, k, &s)) {
            int w = snprintf(buf + len, n - len, "%s%u (s=%u)", len ? ", " : "", k, s);
            if (w < 0)
                break;
            len += (size_t)w;
        }
    }
}

static enum bm_status choose_subsections(struct web_plan *plan, const struct web_request *q)
{
    unsigned t = plan->tables, d = plan->groups, n = q->subsections, s = 0;
    int share = q->share && !q->flow;
    if (q->subsections_given) {
        if (!fits(t, d, n, &s)) {
            char list[256];
            list_fits(list, sizeof list, t, d);
            return bm_fail(BM_EUNSUPPORTED,
                           "subsections=%u does not fit %u tables with %u deal groups "
                           "(t = n*d + 2s, 0 <= s < d); subsections that fit: %s",
                           n, t, d, list);
        }
    } else if (!best_subsections(t, d, share, &n)) {
        /* unreachable for 1 <= d <= t with the parity rule: kept as a guard */
        return bm_fail(BM_EUNSUPPORTED,
                       "no decomposition t = n*d + 2s of %u tables with %u deal groups", t, d);
    }
    fits(t, d, n, &s);
    if (q->flow && q->share_given && q->share && s == 1)
        return bm_fail(BM_EUNSUPPORTED,
                       "share=1 and flow=1 conflict: with boards flowing, the single tables keep "
                       "their own cases; drop one of them");
    plan->subsections = n;
    plan->size = s;
    plan->share = share && s == 1;
    plan->flow = q->flow;
    plan->rover = q->rover;
    plan->cases = bm_web_cases_needed(n, s, plan->share) + (q->rover ? 1u : 0u);
    return BM_OK;
}

static enum bm_status plan_solve(struct web_plan *plan, const struct web_request *q)
{
    memset(plan, 0, sizeof *plan);
    if (q->tables < 2 || q->tables > WEB_MAX_TABLES)
        return bm_fail(BM_EUNSUPPORTED, "web needs tables=T (2..%u)",
                       WEB_MAX_TABLES);
    if (q->rounds > q->tables || q->groups > q->tables)
        return bm_fail(BM_EUNSUPPORTED,
                       "web with %u tables plays 1..%u rounds with 1..%u deal groups", q->tables,
                       q->tables, q->tables);
    enum bm_status st = choose_groups(plan, q);
    if (!st)
        st = choose_subsections(plan, q);
    return st;
}

/* rounds, groups and subsections go up to the tables. */
static enum bm_status read_up_to_tables(unsigned *out, const struct bm_params *p, const char *key,
                                        unsigned tables)
{
    char with[32];
    snprintf(with, sizeof with, "%u tables", tables);
    struct bm_bound b = {0, 0, tables, with, NULL};
    return bm_param_uint_bound(out, p, key, &b);
}

enum bm_status bm_web_plan_read(struct web_plan *plan, const struct bm_params *p)
{
    struct web_request q = {0};
    unsigned share, flow, rover;
    memset(plan, 0, sizeof *plan);
    enum bm_status st = bm_param_uint(&q.tables, p, "tables");
    if (!st)
        st = read_up_to_tables(&q.rounds, p, "rounds", q.tables);
    if (!st)
        st = read_up_to_tables(&q.groups, p, "groups", q.tables);
    if (!st)
        st = read_up_to_tables(&q.subsections, p, "subsections", q.tables);
    if (!st)
        st = bm_param_uint(&share, p, "share");
    if (!st)
        st = bm_param_uint(&flow, p, "flow");
    if (!st)
        st = bm_param_choice(&rover, p, "rover", NULL);
    if (st)
        return st;
    q.subsections_given = bm_param_has(p, "subsections");
    q.share = (int)share;
    q.share_given = bm_param_has(p, "share");
    q.flow = (int)flow;
    q.rover = (enum web_rover)rover;
    return plan_solve(plan, &q);
}
