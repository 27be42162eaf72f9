/* SPDX-License-Identifier: MIT */
/* bm_suggest: ask every family of the event for its offers (descriptor/family.h, serve),
 * build each offered spec once, measure it, keep those that meet the request, rank them. */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "options/options.h"
#include "spec/registry.h"
#include "suggest/suggest-private.h"
#include "util/alloc.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

/* The specs offered so far, each once. */
struct offers {
    char **spec;
    size_t n, cap;
};

static enum bm_status take_offer(void *sink, const char *spec)
{
    struct offers *o = sink;
    for (size_t i = 0; i < o->n; i++)
        if (strcmp(o->spec[i], spec) == 0)
            return BM_OK;
    if (!bm_reserve(&o->spec, &o->cap, o->n + 1, sizeof *o->spec, 32))
        return BM_ENOMEM;
    if (!(o->spec[o->n] = bm_strdup(spec)))
        return BM_ENOMEM;
    o->n++;
    return BM_OK;
}

static void offers_free(struct offers *o)
{
    for (size_t i = 0; i < o->n; i++)
        free(o->spec[i]);
    free(o->spec);
}

static void candidate_free(struct bm_candidate *c)
{
    free(c->spec);
    free(c->reason);
    bm_movement_free(c->m);
}

/* Whether two movements seat everybody alike with the same boards: their grids, set sizes,
 * absences and stands agree (names aside: a Web of as many rounds as tables is a Mitchell). */
static int same_play(const struct bm_movement *a, const struct bm_movement *b)
{
    if (a->rounds != b->rounds || a->tables != b->tables || a->participants != b->participants ||
        a->sets != b->sets || a->nstands != b->nstands)
        return 0;
    for (unsigned s = 0; s < a->sets; s++)
        if (a->set_size[s] != b->set_size[s])
            return 0;
    for (unsigned p = 1; p <= a->participants; p++)
        if (a->phantom_from[p] != b->phantom_from[p] || a->arrive_at[p] != b->arrive_at[p])
            return 0;
    for (unsigned r = 1; r <= a->rounds; r++)
        for (unsigned t = 1; t <= a->tables; t++) {
            const struct bm_cell *x = bm_cell_at(a, r, t), *y = bm_cell_at(b, r, t);
            if (x->active != y->active || x->set != y->set || x->copy != y->copy ||
                x->seat[0] != y->seat[0] || x->seat[1] != y->seat[1] || x->seat[2] != y->seat[2] ||
                x->seat[3] != y->seat[3])
                return 0;
        }
    return 1;
}

/* Whether an earlier candidate plays the same movement: the first family in catalogue order
 * keeps it. */
static int seen(const struct bm_suggestions *list, const struct bm_candidate *c)
{
    for (size_t i = 0; i < list->n; i++)
        if (same_play(list->c[i].m, c->m))
            return 1;
    return 0;
}

BM_EXPORT void bm_suggestions_free(struct bm_suggestions *list)
{
    if (!list)
        return;
    for (size_t i = 0; i < list->n; i++)
        candidate_free(&list->c[i]);
    free(list->c);
    free(list->request);
    free(list);
}

static enum bm_status append(struct bm_suggestions *list, struct bm_candidate *c)
{
    if (!bm_reserve(&list->c, &list->cap, list->n + 1, sizeof *list->c, 16))
        return BM_ENOMEM;
    list->c[list->n++] = *c;
    return BM_OK;
}

/* The work budget: the analysis of a candidate costs about participants^2 x rounds steps
 * (every pair of participants, every round), and the last-round switch as much again. A
 * request measures offers in the catalogue's order until the budget is spent, so that any
 * request answers within about 2 s on a 2020s computer (test/bench/bench-suggest.c); the
 * offers left out are counted and the list says so. Deterministic: the same request always
 * gives the same list. */
#define WORK_BUDGET 15000000ull
/* Building and checking an offer costs about its cells (rounds x tables): past this many
 * cells in all, the remaining offers are not built. */
#define CELL_BUDGET 1000000ull

static unsigned long long analysis_work(const struct bm_movement *m)
{
    return (unsigned long long)m->participants * m->participants * m->rounds;
}

/* Build one offer and keep it if it plays and meets the request. A spec that does not build
 * (the family refuses that size) is no candidate: only running out of memory is an error. */
static enum bm_status consider(struct bm_suggestions *list, const char *spec,
                               const struct bm_suggest_request *o, unsigned long long *work,
                               unsigned long long *cells)
{
    if (*cells > CELL_BUDGET) {
        list->unmeasured++;
        return BM_OK;
    }
    struct bm_options *parsed;
    struct bm_movement *m = NULL;
    enum bm_status st = bm_spec_parse(&parsed, spec);
    if (!st && bm_suggest_spec_misses(parsed, o))
        st = BM_ENOTFOUND;
    if (!st)
        st = bm_build(&m, parsed);
    if (parsed)
        bm_options_free(parsed);
    if (st)
        return st == BM_ENOMEM ? st : BM_OK;
    *cells += (unsigned long long)m->rounds * m->tables;
    struct bm_candidate c = {0};
    c.m = m;
    st = bm_suggest_measure(&c, m);
    c.minutes = st ? 0 : bm_suggest_minutes(&c, &o->rates);
    if (!st && (!bm_suggest_fits(&c, o) || seen(list, &c)))
        st = BM_ENOTFOUND; /* it misses the request or is listed already */
    if (!st && *work + analysis_work(m) > WORK_BUDGET) {
        list->unmeasured++;
        st = BM_ENOTFOUND;
    }
    if (!st) {
        *work += analysis_work(m);
        st = bm_suggest_measure_balance(&c, m); /* BM_EUNSUPPORTED: it does not play */
        if (!st)
            st = bm_suggest_opponents(&c, m);
    }
    if (st == BM_EUNSUPPORTED)
        st = BM_ENOTFOUND;
    if (st) {
        candidate_free(&c);
        return st == BM_ENOMEM ? st : BM_OK;
    }
    c.spec = bm_strdup(spec);
    st = c.spec ? bm_suggest_reason(&c) : BM_ENOMEM;
    if (!st)
        st = append(list, &c);
    if (st)
        candidate_free(&c);
    return st;
}

static enum bm_status collect_one(struct offers *offers, const struct bm_request *req)
{
    enum bm_status st = BM_OK;
    for (size_t i = 0; !st && i < bm_registry_size(); i++) {
        const struct bm_family *f = bm_registry_at(i);
        if (f->serve && f->event == req->event)
            st = f->serve(req, take_offer, offers);
    }
    return st;
}

/* The widest range of rounds asked for one by one: a family offers its shortened versions
 * only for a number of rounds it is given. */
#define ROUNDS_ONE_BY_ONE 16u

/* The boards a round for which the session's boards are asked apart: clubs play 2 to 4 (one
 * only when asked for). */
#define SESSION_K_LO 2u
#define SESSION_K_HI 4u

/* With minutes=, the offers for the boards the session holds: a family offers the most rounds
 * that fit the boards asked, which the clock may then leave out, and the fewest that reach the
 * least boards asked, which may leave an hour of the session unplayed; so it is asked again
 * with the most boards at the boards the session holds in rounds of k boards, and a round
 * fewer (for stands and moves), each k from 2 to 4 that the request allows. */
static enum bm_status collect_for_session(struct offers *offers, const struct bm_suggest_request *q)
{
    if (q->minutes == UINT_MAX)
        return BM_OK;
    struct bm_request req = q->req;
    unsigned klo = q->per_round_lo > SESSION_K_LO ? q->per_round_lo
                   : q->per_round_hi == 1         ? 1
                                                  : SESSION_K_LO;
    unsigned khi = q->per_round_hi < SESSION_K_HI ? q->per_round_hi : SESSION_K_HI;
    unsigned asked[2 * SESSION_K_HI], n = 0;
    enum bm_status st = BM_OK;
    for (unsigned k = klo; !st && k <= khi; k++) {
        unsigned held = bm_suggest_boards_in(q, k);
        for (unsigned less = 0; !st && less <= k && less <= held; less += k) {
            unsigned hi = held - less, again = 0;
            for (unsigned i = 0; i < n; i++)
                again |= asked[i] == hi;
            if (again || hi < q->req.boards_lo || hi >= q->req.boards_hi)
                continue;
            asked[n++] = req.boards_hi = hi;
            st = collect_one(offers, &req);
        }
    }
    return st;
}

/* Every family's offers: for any number of rounds, for the boards the session holds, and for
 * each number of a narrow range of rounds. */
static enum bm_status collect(struct offers *offers, const struct bm_suggest_request *q)
{
    struct bm_request req = q->req;
    enum bm_status st = collect_one(offers, &req);
    if (!st)
        st = collect_for_session(offers, q);
    if (req.rounds || q->rounds_hi - q->rounds_lo >= ROUNDS_ONE_BY_ONE)
        return st;
    for (unsigned r = q->rounds_lo; !st && r <= q->rounds_hi; r++) {
        req.rounds = r;
        st = collect_one(offers, &req);
    }
    return st;
}

BM_EXPORT enum bm_status bm_suggest(struct bm_suggestions **out, const struct bm_options *opt)
{
    BM_OUT_PARAM(out);
    BM_NEED(opt);
    struct bm_suggest_request q;
    enum bm_status st = bm_suggest_request_read(&q, opt);
    if (st)
        return st;
    struct bm_suggestions *list = bm_calloc(1, sizeof *list);
    if (!list)
        return BM_ENOMEM;
    struct offers offers = {0};
    st = bm_options_effective(&list->request, opt);
    if (!st)
        st = collect(&offers, &q);
    unsigned long long work = 0, cells = 0;
    for (size_t i = 0; !st && i < offers.n; i++)
        st = consider(list, offers.spec[i], &q, &work, &cells);
    offers_free(&offers);
    for (size_t i = 0; i < list->n; i++) { /* the movements were kept for seen() only */
        bm_movement_free(list->c[i].m);
        list->c[i].m = NULL;
    }
    if (st) {
        bm_suggestions_free(list);
        return st;
    }
    bm_suggest_rank(list, &q);
    *out = list;
    return BM_OK;
}

BM_EXPORT uint32_t bm_suggestions_count(const struct bm_suggestions *list)
{
    return list ? (uint32_t)list->n : 0;
}

/* Candidate index (1-based) of list: BM_ERANGE naming the candidates there are. */
static enum bm_status check_index(const struct bm_suggestions *list, uint32_t index)
{
    if (index >= 1 && index <= list->n)
        return BM_OK;
    return list->n ? bm_fail(BM_ERANGE, "no candidate %u: the list holds 1..%zu", index, list->n)
                   : bm_fail(BM_ERANGE, "no candidate %u: the list is empty", index);
}

BM_EXPORT enum bm_status bm_suggestion_number(uint32_t *out, const struct bm_suggestions *list,
                                              uint32_t index, enum bm_suggest_number which)
{
    BM_OUT_PARAM(out);
    BM_NEED(list);
    if (which < BM_SUGGEST_TABLES || which > BM_SUGGEST_OPPONENTS_MET)
        return bm_fail(BM_EINVAL, "bm_suggestion_number: no figure %d", (int)which);
    enum bm_status st = check_index(list, index);
    if (!st)
        *out = which == BM_SUGGEST_MINUTES ? list->c[index - 1].minutes
                                           : list->c[index - 1].number[which];
    return st;
}

BM_EXPORT enum bm_status bm_suggestion_real(double *out, const struct bm_suggestions *list,
                                            uint32_t index, enum bm_suggest_real which)
{
    BM_OUT_PARAM(out);
    BM_NEED(list);
    if (which < BM_SUGGEST_SD || which > BM_SUGGEST_APPLES_ORANGES)
        return bm_fail(BM_EINVAL, "bm_suggestion_real: no figure %d", (int)which);
    enum bm_status st = check_index(list, index);
    if (st)
        return st;
    const struct bm_candidate *c = &list->c[index - 1];
    if (which == BM_SUGGEST_SD_SWITCHED && !c->has_switched)
        return bm_fail(BM_ENOTFOUND, "candidate %u (%s) has no switch plan", index, c->spec);
    *out = which == BM_SUGGEST_SD ? c->sd : which == BM_SUGGEST_SD_SWITCHED ? c->sd_switched
                                                                            : c->apples;
    return BM_OK;
}

BM_EXPORT const char *bm_suggestion_text(const struct bm_suggestions *list, uint32_t index,
                                         enum bm_suggest_text which)
{
    if (!list || index < 1 || index > list->n || which < BM_SUGGEST_SPEC ||
        which > BM_SUGGEST_SWITCH_PLAN)
        return NULL;
    const struct bm_candidate *c = &list->c[index - 1];
    return which == BM_SUGGEST_SPEC ? c->spec : which == BM_SUGGEST_REASON ? c->reason : c->plan;
}
