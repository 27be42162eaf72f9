/* SPDX-License-Identifier: MIT */
/* Swiss pairing as a maximum-weight perfect matching (the "optimal matching" method of many
 * scoring programs, which keeps the two rules every Swiss regulation states: no two meet
 * twice, and each plays an opponent on the same or the nearest score).
 *
 * The field is a complete graph, one vertex per participant and a phantom for an odd field
 * (whoever meets the phantom has the bye). Every edge carries three terms whose scales make
 * them lexicographic, so that the matching of greatest weight is the pairing of least cost:
 *   K            on every edge: a larger matching always weighs more, so it is perfect;
 *   R            unless the two have met: fewest repeats first, and none when possible;
 *   CMAX - d^2   d the distance of the two places in the standings: leaders meet leaders,
 *                1 v 2, 3 v 4, ..., and a float goes to the nearest place.
 * R exceeds what the third term can sum over a round, K what the other two can. The phantom
 * has edges only to those with the fewest byes, so nobody has a second bye while another
 * has none (a perfect matching still exists: the rest of the graph is complete). */
#include <stdlib.h>

#include "swiss/matching.h"
#include "swiss/pair.h"
#include "util/alloc.h"
#include "util/message.h"

/* Places of the participants, the phantom (index n) last. */
static uint32_t *places_of(const struct bm_swiss_history *h)
{
    uint32_t *place = bm_calloc((size_t)h->n + 1, sizeof *place);
    if (!place)
        return NULL;
    for (uint32_t k = 0; k < h->n; k++)
        place[h->order[k]] = k;
    place[h->n] = h->n;
    return place;
}

static uint32_t fewest_byes(const struct bm_swiss_history *h)
{
    uint32_t lo = UINT32_MAX;
    for (uint32_t i = 0; i < h->n; i++)
        if (h->byes[i] < lo)
            lo = h->byes[i];
    return lo;
}

/* Whether i may have the bye: nobody has had fewer. */
static int may_bye(const struct bm_swiss_history *h, uint32_t i, uint32_t lo)
{
    return h->byes[i] == lo;
}

/* Whether i meeting j would repeat a meeting (j == n: the phantom, never a repeat). */
static int repeats(const struct bm_swiss_history *h, uint32_t i, uint32_t j)
{
    if (i == h->n || j == h->n)
        return 0;
    return h->met[(size_t)i * h->n + j] != 0;
}

static uint64_t distance2(const uint32_t *place, uint32_t i, uint32_t j)
{
    uint64_t d = place[i] > place[j] ? place[i] - place[j] : place[j] - place[i];
    return d * d;
}

struct bm_swiss_cost bm_swiss_pairing_cost(const uint32_t *opp, const struct bm_swiss_history *h)
{
    struct bm_swiss_cost c = {0, 0, 0};
    uint32_t *place = places_of(h);
    if (!place)
        return c;
    uint32_t lo = fewest_byes(h);
    for (uint32_t i = 0; i < h->n; i++) {
        uint32_t j = opp[i] == BM_SWISS_BYE ? h->n : opp[i];
        if (j != h->n && j < i)
            continue; /* each match once */
        c.bye_out_of_turn += (uint32_t)(j == h->n && !may_bye(h, i, lo));
        c.repeats += (uint32_t)repeats(h, i, j);
        c.distance += distance2(place, i, j);
    }
    free(place);
    return c;
}

static int64_t *weights(const struct bm_swiss_history *h, uint32_t v, const uint32_t *place)
{
    int64_t *w = bm_calloc((size_t)v * v, sizeof *w);
    if (!w)
        return NULL;
    int64_t cmax = (int64_t)v * v;
    int64_t r = (int64_t)(v / 2) * cmax + 1;
    int64_t k = (int64_t)(v / 2) * (r + cmax) + 1;
    uint32_t lo = fewest_byes(h);
    for (uint32_t i = 0; i < v; i++)
        for (uint32_t j = 0; j < v; j++) {
            if (i == j || (i == h->n && !may_bye(h, j, lo)) || (j == h->n && !may_bye(h, i, lo)))
                continue; /* no edge */
            w[(size_t)i * v + j] =
                k + (repeats(h, i, j) ? 0 : r) + cmax - (int64_t)distance2(place, i, j);
        }
    return w;
}

/* Monrad or Dutch over the optimal round in opp: tried only when that round has no repeat
 * (then one exists for the search to find); the optimal round stays when the search fails. */
static enum bm_status other_method(uint32_t *opp, const struct bm_swiss_history *h)
{
    struct bm_swiss_cost c = bm_swiss_pairing_cost(opp, h);
    uint32_t *mine = c.repeats ? NULL : bm_calloc(h->n, sizeof *mine);
    int found = mine ? bm_swiss_pair_greedy(mine, h) : 0;
    if (found < 0) {
        free(mine);
        return bm_fail(BM_ENOMEM, "out of memory");
    }
    for (uint32_t i = 0; found && i < h->n; i++)
        opp[i] = mine[i];
    if (h->fell_back)
        *h->fell_back = !found;
    free(mine);
    return BM_OK;
}

enum bm_status bm_swiss_pair_round(uint32_t *opp, struct bm_swiss_cost *cost,
                                   const struct bm_swiss_history *h)
{
    if (h->n < 2 || h->n > BM_SWISS_MAX_FIELD)
        return bm_fail(BM_ERANGE, "a Swiss field must be 2..%d; got %u", BM_SWISS_MAX_FIELD,
                       h->n);
    uint32_t v = h->n + (h->n % 2); /* the phantom makes the field even */
    uint32_t *place = places_of(h);
    int64_t *w = place ? weights(h, v, place) : NULL;
    int32_t *mate = w ? bm_calloc(v, sizeof *mate) : NULL;
    enum bm_status st = mate ? bm_matching_max_weight(mate, w, v) : BM_ENOMEM;
    for (uint32_t i = 0; st == BM_OK && i < h->n; i++) {
        if (mate[i] < 0) /* cannot happen: the complete graph has a perfect matching */
            st = bm_fail(BM_EUNSUPPORTED, "participant %u was left unpaired", i + 1);
        else
            opp[i] = (uint32_t)mate[i] == h->n ? BM_SWISS_BYE : (uint32_t)mate[i];
    }
    free(mate);
    free(w);
    free(place);
    if (st == BM_OK && h->method != BM_SWISS_OPTIMAL)
        st = other_method(opp, h);
    if (st == BM_OK && cost)
        *cost = bm_swiss_pairing_cost(opp, h);
    return st;
}
