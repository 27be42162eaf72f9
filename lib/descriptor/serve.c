/* SPDX-License-Identifier: MIT */
/* Which session lengths a family's shape serves: the boards per round and rounds that give
 * each participant the boards a request asks for (descriptor/family.h). */
#include <stdio.h>

#include "descriptor/family.h"
#include "model/model.h"

/* More boards a round than the fewest that fit make a slower session with fewer opponents:
 * offer the fewest and a few more. */
#define BOARDS_CHOICES 4u

void bm_serve_boards(unsigned *lo, unsigned *hi, const struct bm_request *req, unsigned R,
                     unsigned idle)
{
    *lo = 1;
    *hi = 0;
    if (R <= idle || (req->rounds && req->rounds != R))
        return;
    unsigned played = R - idle;
    unsigned klo = (req->boards_lo + played - 1) / played, khi = req->boards_hi / played;
    if (klo < 1)
        klo = 1;
    if (khi > BM_MAX_BOARDS_PER_SET)
        khi = BM_MAX_BOARDS_PER_SET;
    if (khi >= klo + BOARDS_CHOICES)
        khi = klo + BOARDS_CHOICES - 1;
    if (req->boards_per_round) {
        if (req->boards_per_round < klo || req->boards_per_round > khi)
            return;
        klo = khi = req->boards_per_round;
    }
    *lo = klo;
    *hi = khi;
}

unsigned bm_serve_pairs_base(char *base, size_t size, const struct bm_request *req,
                             const char *family, const char *keys)
{
    unsigned T = (req->participants + 1) / 2;
    int n = snprintf(base, size, "%s:tables=%u%s%s", family, T, keys ? "," : "",
                     keys ? keys : "");
    if (req->participants % 2 && n > 0 && (size_t)n < size)
        snprintf(base + n, size - (size_t)n, ",phantom=%uns", T);
    return T;
}

static enum bm_status offer_one(const char *base, const struct bm_rounds *r, unsigned R,
                                unsigned k, bm_offer_fn offer, void *sink)
{
    char spec[256];
    if (r->key && R != r->def)
        snprintf(spec, sizeof spec, "%s,%s=%u,boards=%u", base, r->key, R, k);
    else
        snprintf(spec, sizeof spec, "%s,boards=%u", base, k);
    return offer(sink, spec);
}

/* The most rounds in r that give k boards a round no more than the request's most boards. */
static unsigned most_rounds(const struct bm_request *req, const struct bm_rounds *r, unsigned k)
{
    unsigned R = req->boards_hi / k + r->idle;
    return R < r->hi ? R : r->hi;
}

/* Between the most rounds and the fewest, the cut clubs run: a normal evening stops at about
 * 13 rounds (26 boards of 2-board rounds; doc/choosing.md, "Ranking"), so a 16-table
 * Mitchell asked for 18-30 boards is also offered for 13 rounds, not only 15 and 9. */
#define HABIT_ROUNDS 13u

/* The fewest rounds in r that give k boards a round the request's fewest boards: clubs cut a
 * long movement to the rounds the evening holds (a 15-table Mitchell of 2 boards is played for
 * 13 rounds, 26 boards). */
static unsigned fewest_rounds(const struct bm_request *req, const struct bm_rounds *r, unsigned k)
{
    return (req->boards_lo + k - 1) / k + r->idle;
}

enum bm_status bm_serve_rounds(const struct bm_request *req, const char *base,
                               const struct bm_rounds *r, bm_offer_fn offer, void *sink)
{
    if (r->hi <= r->idle || r->lo > r->hi)
        return BM_OK;
    if (req->rounds || !r->key) {
        unsigned R = req->rounds ? req->rounds : r->hi, klo, khi;
        if (R < r->lo || R > r->hi || (!r->key && R != r->hi))
            return BM_OK;
        bm_serve_boards(&klo, &khi, req, R, r->idle);
        enum bm_status st = BM_OK;
        for (unsigned k = klo; k <= khi && !st; k++)
            st = offer_one(base, r, R, k, offer, sink);
        return st;
    }
    unsigned played = r->hi - r->idle;
    unsigned klo = req->boards_per_round ? req->boards_per_round
                                         : (req->boards_lo + played - 1) / played;
    if (klo < 1)
        klo = 1;
    unsigned khi = req->boards_per_round ? klo : klo + BOARDS_CHOICES - 1;
    if (khi > BM_MAX_BOARDS_PER_SET)
        khi = BM_MAX_BOARDS_PER_SET;
    enum bm_status st = BM_OK;
    for (unsigned k = klo; k <= khi && !st; k++) {
        unsigned R = most_rounds(req, r, k), Rf = fewest_rounds(req, r, k);
        if (R >= r->lo && R > r->idle && (R - r->idle) * k >= req->boards_lo)
            st = offer_one(base, r, R, k, offer, sink);
        if (!st && Rf + 1 < R && Rf >= r->lo)
            st = offer_one(base, r, Rf, k, offer, sink);
        if (!st && Rf < HABIT_ROUNDS && HABIT_ROUNDS < R && HABIT_ROUNDS >= r->lo)
            st = offer_one(base, r, HABIT_ROUNDS, k, offer, sink);
    }
    return st;
}
