/* SPDX-License-Identifier: MIT */
/* Opponents met: the fewest other units of the field (pairs, teams, players) any one meets
 * across a table. For teams this is what a director asks first (does every team meet every
 * other?); the balance figure of a pairs event says nothing about a field scored by matches. */
#include <stdlib.h>

#include "model/model.h"
#include "suggest/suggest-private.h"
#include "util/alloc.h"

/* The unit a participant scores for: its team in a teams event, itself otherwise. */
static unsigned unit_of(const struct bm_movement *m, unsigned p)
{
    return m->team_of ? m->team_of[p] : p;
}

static unsigned units_of(const struct bm_movement *m)
{
    unsigned n = 0;
    for (unsigned p = 1; p <= m->participants; p++)
        if (unit_of(m, p) > n)
            n = unit_of(m, p);
    return n;
}

/* One bit a pair of units met, both ways. */
static void meet(unsigned char *met, size_t n, unsigned a, unsigned b)
{
    if (a == b)
        return;
    size_t i = (size_t)a * (n + 1) + b, j = (size_t)b * (n + 1) + a;
    met[i / 8] |= (unsigned char)(1u << (i % 8));
    met[j / 8] |= (unsigned char)(1u << (j % 8));
}

/* The seats facing each other across the table: the first half of the cell's seats against the
 * second, pairs and teams NS (0) against EW (1), an individual's N and S (0, 1) against E and
 * W (2, 3) (the model's order, model.h); partners never count as opponents. */
static void record_cell(unsigned char *met, size_t n, const struct bm_movement *m,
                        const struct bm_cell *c)
{
    unsigned seats = bm_seat_count(m), half = seats / 2;
    for (unsigned k = 0; k < half; k++)
        for (unsigned j = half; j < seats; j++)
            meet(met, n, unit_of(m, c->seat[k]), unit_of(m, c->seat[j]));
}

/* Units with a real participant (a phantom pair's team, or a phantom pair, is no opponent). */
static void mark_real(unsigned char *real, const struct bm_movement *m)
{
    for (unsigned p = 1; p <= m->participants; p++)
        if (!bm_is_phantom(m, p))
            real[unit_of(m, p)] = 1;
}

enum bm_status bm_suggest_opponents(struct bm_candidate *c, const struct bm_movement *m)
{
    size_t n = units_of(m);
    unsigned char *met = bm_calloc(((n + 1) * (n + 1) + 7) / 8, 1);
    unsigned char *real = bm_calloc(n + 1, 1);
    if (!met || !real) {
        free(met);
        free(real);
        return BM_ENOMEM;
    }
    mark_real(real, m);
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (bm_cell_played(m, x, r))
                record_cell(met, n, m, x);
        }
    unsigned least = ~0u, field = 0;
    for (size_t a = 1; a <= n; a++) {
        if (!real[a])
            continue;
        unsigned k = 0;
        field++;
        for (size_t b = 1; b <= n; b++) {
            size_t i = a * (n + 1) + b;
            k += real[b] && (met[i / 8] >> (i % 8) & 1u);
        }
        if (k < least)
            least = k;
    }
    free(met);
    free(real);
    c->number[BM_SUGGEST_OPPONENTS_MET] = least == ~0u ? 0 : least;
    c->opponents = field ? field - 1 : 0;
    return BM_OK;
}
