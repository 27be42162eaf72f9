/* SPDX-License-Identifier: MIT */
/* The plays of a movement indexed once (plays.h): a counting sort of the cells by set, each
 * set's plays then ordered by round, copy and table, and the seat of every participant in
 * every round. */
#include <stdlib.h>
#include <string.h>

#include "model/plays.h"
#include "util/alloc.h"
#include "util/message.h"

/* An entry's order in by_copy: round, then copy, then table (a copy is at most 4 * 4096, a
 * table at most 4096: 15 and 13 bits). */
static uint64_t copy_key(const struct bm_movement *m, uint32_t cell)
{
    uint64_t r = cell / m->tables, t = cell % m->tables;
    return r << 28 | (uint64_t)m->cells[cell].copy << 13 | t;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Order entries e[0..n) of one set and one round by copy, then table: they come in table
 * order, and most rounds hold a set once or twice, so insertion sorts; a long run (every table
 * on one set) goes through qsort so that no round costs a square. */
static int sort_round(const struct bm_movement *m, uint32_t *e, size_t n)
{
    if (n <= 16) {
        for (size_t i = 1; i < n; i++) {
            uint32_t x = e[i];
            uint64_t k = copy_key(m, x);
            size_t j = i;
            for (; j > 0 && copy_key(m, e[j - 1]) > k; j--)
                e[j] = e[j - 1];
            e[j] = x;
        }
        return 1;
    }
    uint64_t *keys = bm_malloc(n * sizeof *keys);
    if (!keys)
        return 0;
    for (size_t i = 0; i < n; i++)
        keys[i] = copy_key(m, e[i]);
    qsort(keys, n, sizeof *keys, cmp_u64);
    uint64_t round = e[0] / m->tables;
    for (size_t i = 0; i < n; i++)
        e[i] = (uint32_t)(round * m->tables + (keys[i] & 0x1fffu));
    free(keys);
    return 1;
}

static int order_by_copy(struct bm_plays *p, const struct bm_movement *m)
{
    uint32_t total = p->first[m->sets + 1];
    memcpy(p->by_copy, p->cell, (size_t)total * sizeof *p->by_copy);
    for (uint32_t i = 0; i < total;) {
        uint32_t end = i + 1, set = m->cells[p->cell[i]].set;
        uint32_t round = p->cell[i] / m->tables;
        while (end < total && p->cell[end] / m->tables == round &&
               m->cells[p->cell[end]].set == set)
            end++;
        if (!sort_round(m, p->by_copy + i, end - i))
            return 0;
        i = end;
    }
    for (uint32_t i = 0; i < total; i++)
        p->key[i] = p->by_copy[i] / m->tables << 16 | m->cells[p->by_copy[i]].copy;
    return 1;
}

static void fill_seats(struct bm_plays *p, const struct bm_movement *m)
{
    for (unsigned r = 1; r <= m->rounds; r++)
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *c = bm_cell_at(m, r, t);
            for (unsigned k = 0; c->active && k < bm_seat_count(m); k++) {
                uint32_t *s = &p->seat[(size_t)c->seat[k] * m->rounds + r - 1];
                if (c->seat[k] && !*s) /* the lowest table first, as a scan finds it */
                    *s = 4 * t + k;
            }
        }
}

static void fill_sitout(struct bm_plays *p, const struct bm_movement *m)
{
    for (unsigned t = 1; t <= m->tables; t++) {
        unsigned active = 0, plays = 0;
        for (unsigned r = 1; r <= m->rounds && !plays; r++) {
            active += bm_cell_at(m, r, t)->active;
            plays += (unsigned)bm_cell_played(m, bm_cell_at(m, r, t), r);
        }
        p->sitout[t] = active && !plays;
    }
}

enum bm_status bm_plays_init(struct bm_plays *p, const struct bm_movement *m, int seats)
{
    memset(p, 0, sizeof *p);
    p->tables = m->tables;
    p->sets = m->sets;
    p->cells = m->cells;
    size_t cells = (size_t)m->rounds * m->tables, total = 0;
    p->first = bm_calloc((size_t)m->sets + 2, sizeof *p->first);
    for (size_t i = 0; p->first && i < cells; i++)
        if (m->cells[i].active && m->cells[i].set) {
            p->first[m->cells[i].set + 1]++;
            total++;
        }
    p->cell = bm_malloc((total ? total : 1) * sizeof *p->cell);
    p->by_copy = bm_malloc((total ? total : 1) * sizeof *p->by_copy);
    p->key = bm_malloc((total ? total : 1) * sizeof *p->key);
    p->sitout = bm_calloc((size_t)m->tables + 1, 1);
    p->board_base = bm_calloc((size_t)m->sets + 1, sizeof *p->board_base);
    if (seats)
        p->seat = bm_calloc((size_t)m->rounds * ((size_t)m->participants + 1), sizeof *p->seat);
    if (!p->first || !p->cell || !p->by_copy || !p->key || !p->sitout || !p->board_base ||
        (seats && !p->seat)) {
        bm_plays_free(p);
        return bm_fail(BM_ENOMEM, "out of memory");
    }
    for (unsigned s = 1; s <= m->sets; s++)
        p->first[s + 1] += p->first[s];
    uint32_t *next = bm_malloc(((size_t)m->sets + 2) * sizeof *next);
    if (!next) {
        bm_plays_free(p);
        return bm_fail(BM_ENOMEM, "out of memory");
    }
    memcpy(next, p->first, ((size_t)m->sets + 2) * sizeof *next);
    for (size_t i = 0; i < cells; i++)
        if (m->cells[i].active && m->cells[i].set)
            p->cell[next[m->cells[i].set]++] = (uint32_t)i;
    free(next);
    if (!order_by_copy(p, m)) {
        bm_plays_free(p);
        return bm_fail(BM_ENOMEM, "out of memory");
    }
    if (seats)
        fill_seats(p, m);
    fill_sitout(p, m);
    for (unsigned s = 1, n = m->first_board; s <= m->sets; n += m->set_size[s - 1], s++)
        p->board_base[s] = n;
    return BM_OK;
}

void bm_plays_free(struct bm_plays *p)
{
    free(p->first);
    free(p->cell);
    free(p->key);
    free(p->by_copy);
    free(p->seat);
    free(p->sitout);
    free(p->board_base);
    memset(p, 0, sizeof *p);
}

void bm_plays_view(struct bm_movement *view, const struct bm_movement *m,
                   const struct bm_plays *p)
{
    *view = *m;
    view->plays = p;
}

enum bm_status bm_plays_open(struct bm_plays *p, struct bm_movement *view,
                             const struct bm_movement *m)
{
    memset(p, 0, sizeof *p);
    *view = *m;
    if (m->plays)
        return BM_OK;
    size_t cells = (size_t)m->rounds * m->tables;
    int seats = (size_t)m->rounds * ((size_t)m->participants + 1) <= 4 * cells + 65536;
    enum bm_status st = bm_plays_init(p, m, seats);
    if (!st)
        view->plays = p;
    return st;
}

void bm_plays_at(const struct bm_plays *p, unsigned set, unsigned index, unsigned *round,
                 unsigned *table)
{
    uint32_t cell = p->cell[p->first[set] + index];
    *round = cell / p->tables + 1;
    *table = cell % p->tables + 1;
}

/* The first by_copy entry of set at or after (round r, copy), 0-based round r - 1. A set's
 * plays spread over the rounds about evenly in most movements: the search starts where round
 * r would be if they did and widens from there, so it reads a cache line or two of the index
 * rather than a binary search's dozen (millions of such questions make a printed guide). */
static uint32_t lower_bound(const struct bm_plays *p, unsigned set, unsigned r, unsigned copy)
{
    uint32_t lo = p->first[set], hi = p->first[set + 1], key = (uint32_t)(r - 1) << 16 | copy;
    if (lo == hi || p->key[lo] >= key)
        return lo;
    if (p->key[hi - 1] < key)
        return hi;
    /* now key[lo] < key <= key[hi - 1]: guess by rounds, then gallop to bracket the answer */
    uint32_t r0 = p->key[lo] >> 16, r1 = p->key[hi - 1] >> 16;
    uint64_t span = r1 > r0 ? r1 - r0 : 1, at = (uint64_t)((key >> 16) - r0) * (hi - 1 - lo);
    uint32_t guess = lo + (uint32_t)(at / span), step = 1;
    if (guess >= hi)
        guess = hi - 1;
    if (p->key[guess] < key) {
        lo = guess; /* key[lo] < key: move hi up */
        while (lo + step < hi && p->key[lo + step] < key) {
            lo += step;
            step *= 2;
        }
        hi = lo + step < hi ? lo + step + 1 : hi;
    } else {
        hi = guess + 1; /* key[hi - 1] >= key: move lo down */
        while (hi - 1 >= lo + step && p->key[hi - 1 - step] >= key) {
            hi -= step;
            step *= 2;
        }
        lo = hi - 1 >= lo + step ? hi - 1 - step : lo;
    }
    while (lo < hi) { /* the first entry >= key in [lo, hi), which holds one */
        uint32_t mid = lo + (hi - lo) / 2;
        if (p->key[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

unsigned bm_plays_group(const struct bm_plays *p, unsigned r, unsigned set, unsigned copy,
                        const uint32_t **cells)
{
    *cells = NULL;
    if (set < 1 || set > p->sets || r < 1)
        return 0;
    uint32_t key = (uint32_t)(r - 1) << 16 | copy;
    uint32_t i = lower_bound(p, set, r, copy), n = 0, end = p->first[set + 1];
    while (i + n < end && p->key[i + n] == key)
        n++;
    if (n)
        *cells = p->by_copy + i;
    return n;
}

unsigned bm_plays_next_round(const struct bm_plays *p, unsigned r, unsigned set, unsigned copy,
                             unsigned *table)
{
    *table = 0;
    if (set < 1 || set > p->sets)
        return 0;
    for (uint32_t i = lower_bound(p, set, r + 1, 0); i < p->first[set + 1]; i++) {
        uint32_t cell = p->by_copy[i];
        if (p->cells[cell].copy == copy) {
            *table = cell % p->tables + 1;
            return cell / p->tables + 1;
        }
    }
    return 0;
}
