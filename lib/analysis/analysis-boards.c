/* SPDX-License-Identifier: MIT */
/* The counts of the competition matrix, board by board: for every two plays of one board,
 * the relation of the two participants (opponents, partners, same or opposite direction at
 * different tables) and the s it adds, each board with its own n and switch bits.
 *
 * The played cells are bucketed by set (a counting sort over the grid). Boards of one set are
 * played at the same cells, so boards whose switch bits agree at every cell (a switch class)
 * contribute identically and are added once with their number as weight. The work W is the
 * sum over sets of (plays of the set choose 2) times its switch classes: it is counted before
 * any pair is visited and a movement whose W exceeds BM_ANALYSIS_MAX_WORK is refused at once,
 * so every analysis the library starts ends in bounded time. Scratch memory is linear in the
 * cells, the boards of a set and the seated participants. */
#include <stdlib.h>
#include <string.h>

#include "analysis/analysis-private.h"
#include "util/alloc.h"
#include "util/message.h"

/* One participant's play of one board: who, at which cell, on which side after switching,
 * and which of its set's cells (to find the cell's switch bits). */
struct play {
    uint32_t participant; /* seated index 1..Q */
    uint32_t where;       /* cell index * 2 + side (0 = NS, 1 = EW) */
    uint32_t slot;        /* index of the cell among the set's cells */
};

/* A board of a set and a digest of its switch bits at the set's cells. */
struct digest {
    uint64_t hash;
    uint32_t board;
};

/* Scratch space of one analysis. */
struct work {
    size_t *set_start;  /* [S + 1]: cells of set s are cell[set_start[s-1] .. set_start[s]) */
    uint32_t *cell;     /* played cells, grouped by set */
    size_t max_cells;   /* most cells of one set */
    unsigned char *bit; /* [max_cells]: one board's switch bit at each cell of its set */
    struct digest *digest; /* [max set size]: the boards by a digest of their switch bits */
    uint32_t *weight;   /* [max set size]: boards in the class of board i (0: not its first) */
    struct play *base;  /* [seats * max_cells]: the plays with nominal sides */
    struct play *plays; /* [seats * max_cells]: the plays of one board */
    size_t *first;      /* [Q + 1]: index of a participant's first play, SIZE_MAX if none */
};

static void work_free(struct work *w)
{
    free(w->set_start);
    free(w->cell);
    free(w->bit);
    free(w->digest);
    free(w->weight);
    free(w->base);
    free(w->plays);
    free(w->first);
}

/* Group the played cells by set; the tables in play are the most played cells in a round. */
static enum bm_status group_cells(struct work *w, struct bm_analysis *an,
                                  const struct bm_movement *m)
{
    size_t total = 0;
    w->set_start = bm_calloc((size_t)m->sets + 1, sizeof *w->set_start);
    if (!w->set_start)
        return BM_ENOMEM;
    for (unsigned r = 1; r <= m->rounds; r++) {
        unsigned tables = 0;
        for (unsigned t = 1; t <= m->tables; t++) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (bm_cell_played(m, x, r)) {
                tables++;
                w->set_start[x->set]++;
            }
        }
        if (tables > an->tables_in_play)
            an->tables_in_play = tables;
        total += tables;
    }
    for (unsigned s = 1; s <= m->sets; s++) {
        if (w->set_start[s] > w->max_cells)
            w->max_cells = w->set_start[s];
        w->set_start[s] += w->set_start[s - 1];
    }
    w->cell = bm_malloc((total ? total : 1) * sizeof *w->cell);
    if (!w->cell)
        return BM_ENOMEM;
    /* fill backwards from each set's end so that set_start[s - 1] ends at the set's start */
    for (unsigned r = m->rounds; r >= 1; r--)
        for (unsigned t = m->tables; t >= 1; t--) {
            const struct bm_cell *x = bm_cell_at(m, r, t);
            if (bm_cell_played(m, x, r))
                w->cell[--w->set_start[x->set]] = (uint32_t)((size_t)(r - 1) * m->tables + (t - 1));
        }
    /* set_start[s] now holds the start of set s + 1; shift so that set s starts at [s - 1] */
    for (unsigned s = 0; s < m->sets; s++)
        w->set_start[s] = w->set_start[s + 1];
    w->set_start[m->sets] = total;
    return BM_OK;
}

static enum bm_status work_alloc(struct work *w, const struct bm_analysis *an,
                                 const struct bm_movement *m)
{
    size_t n = w->max_cells ? w->max_cells : 1, seats = bm_seat_count(m), k = m->max_set_size;
    w->bit = bm_malloc(n);
    w->digest = bm_malloc(k * sizeof *w->digest);
    w->weight = bm_malloc(k * sizeof *w->weight);
    w->base = bm_malloc(seats * n * sizeof *w->base);
    w->plays = bm_malloc(seats * n * sizeof *w->plays);
    w->first = bm_malloc(((size_t)an->Q + 1) * sizeof *w->first);
    if (!w->bit || !w->digest || !w->weight || !w->base || !w->plays || !w->first)
        return BM_ENOMEM;
    for (size_t p = 0; p <= an->Q; p++)
        w->first[p] = SIZE_MAX;
    return BM_OK;
}

/* The switch bit of board position i (0-based) of set s at the set's j-th cell. */
static int board_bit(const struct work *w, const struct bm_movement *m, unsigned s, unsigned i,
                     size_t j)
{
    return bm_switch_bit_cell(m, w->cell[w->set_start[s - 1] + j], i + 1);
}

static int same_bits(const struct work *w, const struct bm_movement *m, unsigned s, unsigned a,
                     unsigned b)
{
    size_t n = w->set_start[s] - w->set_start[s - 1];
    for (size_t j = 0; j < n; j++)
        if (board_bit(w, m, s, a, j) != board_bit(w, m, s, b, j))
            return 0;
    return 1;
}

static int by_digest(const void *x, const void *y)
{
    const struct digest *a = x, *b = y;
    if (a->hash != b->hash)
        return a->hash < b->hash ? -1 : 1;
    return a->board < b->board ? -1 : a->board > b->board;
}

/* The switch classes of set s: weight[i] = how many boards share the bits of board i when i is
 * the first of them, 0 otherwise; returns the number of classes. The boards are sorted by a
 * digest of their bits and only boards with equal digests are compared, so a set costs
 * O(k n + k log k) for k boards at n cells. */
static unsigned switch_classes(struct work *w, const struct bm_movement *m, unsigned s)
{
    unsigned k = m->set_size[s - 1], classes = 0;
    size_t n = w->set_start[s] - w->set_start[s - 1];
    if (!m->switched) { /* no bit anywhere: the set's boards are one class, of its first */
        for (unsigned i = 0; i < k; i++)
            w->weight[i] = i == 0 ? k : 0;
        return k > 0;
    }
    for (unsigned i = 0; i < k; i++) {
        uint64_t h = 1469598103934665603ull;
        for (size_t j = 0; j < n; j++)
            if (board_bit(w, m, s, i, j))
                h = (h ^ (uint64_t)j) * 1099511628211ull;
        w->digest[i] = (struct digest){h, i};
        w->weight[i] = 0;
    }
    qsort(w->digest, k, sizeof *w->digest, by_digest);
    for (unsigned a = 0, b = 0; a < k; a++) {
        uint32_t i = w->digest[a].board, rep = i;
        if (a > 0 && w->digest[a - 1].hash != w->digest[a].hash)
            b = a; /* digest[b..a] share a digest: join the first of them with the same bits */
        for (unsigned e = b; e < a; e++)
            if (w->weight[w->digest[e].board] && same_bits(w, m, s, w->digest[e].board, i)) {
                rep = w->digest[e].board;
                break;
            }
        w->weight[rep]++;
        classes += rep == i;
    }
    return classes;
}

/* Add every two plays of a board played n times, `weight` times over (boards of one set
 * with the same switch bits everywhere contribute identically: each is one board of
 * `weight`, not a scaled set). The plays are sorted by participant, so p <= q and the row of
 * p is found once. A participant that plays the board twice (a broken movement, dup) counts
 * it once in "both". */
static void add_plays(struct bm_analysis *an, const struct play *pl, size_t np, int64_t n,
                      uint32_t weight, int dup, const size_t *first)
{
    const int64_t ds[4] = {-(int64_t)weight, (int64_t)weight, (n - 1) * weight,
                           -(n - 1) * weight};
    for (size_t u = 0; u < np; u++) {
        uint32_t p = pl[u].participant, wu = pl[u].where;
        struct bm_pair_counts *row = an->pairs + an->row_start[p]; /* the pair p < p + 1 */
        for (size_t v = u + 1; v < np; v++) {
            uint32_t q = pl[v].participant, wv = pl[v].where;
            if (p == q)
                continue;
            unsigned rel = (((wu ^ wv) & 1u) ^ 1u) | (unsigned)((wu >> 1) == (wv >> 1)) << 1;
            struct bm_pair_counts *pc = row + (q - p - 1); /* q > p: plays sorted, p != q */
            pc->n[rel] += weight;
            pc->s += ds[rel];
            if (!dup || (first[p] == u && first[q] == v))
                pc->both += weight;
        }
    }
}

static int by_participant(const void *x, const void *y)
{
    const struct play *a = x, *b = y;
    if (a->participant != b->participant)
        return a->participant < b->participant ? -1 : 1;
    return a->where < b->where ? -1 : a->where > b->where;
}

/* The plays of set s with nominal sides, sorted by participant; notes each participant's
 * first play. Returns whether a participant plays the set twice. */
static int set_plays(struct work *w, struct bm_analysis *an, const struct bm_movement *m,
                     unsigned s, size_t *np)
{
    unsigned seats = bm_seat_count(m), k = m->set_size[s - 1];
    size_t first = w->set_start[s - 1];
    int dup = 0;
    *np = 0;
    for (size_t j = first; j < w->set_start[s]; j++) {
        const struct bm_cell *x = &m->cells[w->cell[j]];
        for (unsigned q = 0; q < seats; q++)
            w->base[(*np)++] = (struct play){an->index[x->seat[q]],
                                             w->cell[j] * 2 + (q < seats / 2 ? 0u : 1u),
                                             (uint32_t)(j - first)};
    }
    qsort(w->base, *np, sizeof *w->base, by_participant);
    for (size_t u = 0; u < *np; u++) {
        uint32_t p = w->base[u].participant;
        if (w->first[p] != SIZE_MAX)
            dup = 1;
        else {
            w->first[p] = u;
            an->boards_played[an->seated[p]] += k;
        }
    }
    return dup;
}

/* Every board of set s: its plays, and every two of them per switch class. */
static void count_set(struct work *w, struct bm_analysis *an, const struct bm_movement *m,
                      unsigned s, unsigned board_offset)
{
    unsigned k = m->set_size[s - 1];
    size_t n = w->set_start[s] - w->set_start[s - 1], np;
    for (unsigned i = 0; i < k; i++)
        an->board_plays[board_offset + i] = (unsigned)n;
    if (n == 0)
        return;
    bm_fields_add_set(an, m, s, w->cell + w->set_start[s - 1], n);
    int dup = set_plays(w, an, m, s, &np);
    an->dup |= dup;
    switch_classes(w, m, s);
    for (unsigned i = 0; i < k; i++) {
        if (!w->weight[i])
            continue;
        for (size_t j = 0; j < n; j++)
            w->bit[j] = (unsigned char)board_bit(w, m, s, i, j);
        for (size_t u = 0; u < np; u++)
            w->plays[u] = (struct play){w->base[u].participant,
                                        w->base[u].where ^ w->bit[w->base[u].slot], 0};
        add_plays(an, w->plays, np, (int64_t)n, w->weight[i], dup, w->first);
    }
    for (size_t u = 0; u < np; u++)
        w->first[w->base[u].participant] = SIZE_MAX;
}

/* The work W: the pairs of plays visited, over every set and switch class; *columns: the
 * switch classes of the sets played (the columns of the other route). */
static unsigned long long work_of(struct work *w, const struct bm_movement *m,
                                  unsigned long long *columns)
{
    unsigned long long total = 0, seats = bm_seat_count(m);
    *columns = 0;
    for (unsigned s = 1; s <= m->sets; s++) {
        unsigned long long np = seats * (w->set_start[s] - w->set_start[s - 1]);
        if (np < 1)
            continue;
        unsigned long long classes = switch_classes(w, m, s);
        *columns += classes;
        if (np < 2)
            continue;
        unsigned long long pairs = np * (np - 1) / 2;
        if (pairs > (BM_ANALYSIS_MAX_WORK - total) / classes)
            return BM_ANALYSIS_MAX_WORK + 1;
        total += pairs * classes;
    }
    return total;
}

/*
 * The route by columns, taken when nobody plays a set twice (every movement the library
 * builds). A column is one switch class of one set, of weight w (its boards). For each
 * participant two bit rows over the columns: plays, and plays East-West after switching. For
 * two participants, both = sum of w over the columns both play (a popcount per word), and
 * G = sum of w e_i e_j over them = both - 2 (weight of the columns where their sides differ).
 * The cells give a (opponents) and partners and the n - 1 terms of s; then b + c = both - a -
 * partners and b - c = G + a - partners (opponents sit on opposite sides, partners on the same),
 * so b, c and s follow. The work is Q^2 / 2 times the words of a row, against the pairs of
 * plays of every board: a 999-table Mitchell takes 2 million popcount rows of 16 words
 * instead of 2 billion updates scattered over 64 MB.
 */
struct column {
    uint32_t set, board, weight, at; /* at: the bit index, columns grouped by weight */
};

struct rows {
    size_t words;                    /* per participant */
    uint64_t *plays, *ew;            /* [(Q + 1) * words] */
    size_t ngroups;
    uint32_t *group_weight;          /* [columns]: weight of the words of each group */
    size_t *group_end;               /* [columns]: words [group_end[g - 1], group_end[g]) */
};

static int by_weight(const void *x, const void *y)
{
    const struct column *a = x, *b = y;
    if (a->weight != b->weight)
        return a->weight < b->weight ? -1 : 1;
    if (a->set != b->set)
        return a->set < b->set ? -1 : 1;
    return (a->board > b->board) - (a->board < b->board);
}

/* Whether somebody plays one set twice (then the route by plays counts it as the rules say). */
static enum bm_status plays_a_set_twice(int *dup, const struct work *w,
                                        const struct bm_analysis *an, const struct bm_movement *m)
{
    uint32_t *stamp = bm_calloc((size_t)an->Q + 1, sizeof *stamp);
    unsigned seats = bm_seat_count(m);
    if (!stamp)
        return BM_ENOMEM;
    *dup = 0;
    for (unsigned s = 1; s <= m->sets && !*dup; s++)
        for (size_t j = w->set_start[s - 1]; j < w->set_start[s] && !*dup; j++)
            for (unsigned q = 0; q < seats; q++) {
                uint32_t p = an->index[m->cells[w->cell[j]].seat[q]];
                *dup |= stamp[p] == s;
                stamp[p] = s;
            }
    free(stamp);
    return BM_OK;
}

/* The columns of every set, grouped by weight; the bookkeeping of each set on the way. */
static struct column *list_columns(struct work *w, struct bm_analysis *an,
                                   const struct bm_movement *m, size_t *ncol)
{
    struct column *col = bm_malloc(((size_t)an->N ? an->N : 1) * sizeof *col);
    unsigned seats = bm_seat_count(m);
    *ncol = 0;
    if (!col)
        return NULL;
    for (unsigned s = 1, b = 0; s <= m->sets; b += m->set_size[s - 1], s++) {
        unsigned k = m->set_size[s - 1];
        size_t n = w->set_start[s] - w->set_start[s - 1];
        for (unsigned i = 0; i < k; i++)
            an->board_plays[b + i] = (unsigned)n;
        if (n == 0)
            continue;
        bm_fields_add_set(an, m, s, w->cell + w->set_start[s - 1], n);
        for (size_t j = w->set_start[s - 1]; j < w->set_start[s]; j++)
            for (unsigned q = 0; q < seats; q++)
                an->boards_played[m->cells[w->cell[j]].seat[q]] += k;
        switch_classes(w, m, s);
        for (unsigned i = 0; i < k; i++)
            if (w->weight[i])
                col[(*ncol)++] = (struct column){s, i, w->weight[i], 0};
    }
    qsort(col, *ncol, sizeof *col, by_weight);
    return col;
}

/* Place the columns (each weight group from a word boundary) and fill the bit rows. */
static enum bm_status fill_rows(struct rows *r, struct column *col, size_t ncol,
                                const struct work *w, const struct bm_analysis *an,
                                const struct bm_movement *m)
{
    size_t at = 0;
    r->group_weight = bm_malloc((ncol ? ncol : 1) * sizeof *r->group_weight);
    r->group_end = bm_malloc((ncol ? ncol : 1) * sizeof *r->group_end);
    if (!r->group_weight || !r->group_end)
        return BM_ENOMEM;
    for (size_t c = 0; c < ncol; c++) {
        if (c == 0 || col[c].weight != col[c - 1].weight) {
            if (c > 0)
                r->group_end[r->ngroups - 1] = (at + 63) / 64;
            at = (at + 63) / 64 * 64;
            r->group_weight[r->ngroups++] = col[c].weight;
        }
        col[c].at = (uint32_t)at++;
    }
    if (r->ngroups)
        r->group_end[r->ngroups - 1] = (at + 63) / 64;
    r->words = (at + 63) / 64;
    size_t total = ((size_t)an->Q + 1) * (r->words ? r->words : 1);
    r->plays = bm_calloc(total, sizeof *r->plays);
    r->ew = bm_calloc(total, sizeof *r->ew);
    if (!r->plays || !r->ew)
        return BM_ENOMEM;
    unsigned seats = bm_seat_count(m);
    for (size_t c = 0; c < ncol; c++) {
        unsigned s = col[c].set;
        uint64_t bit = 1ull << (col[c].at % 64);
        size_t word = col[c].at / 64;
        for (size_t j = 0; j < w->set_start[s] - w->set_start[s - 1]; j++) {
            const struct bm_cell *x = &m->cells[w->cell[w->set_start[s - 1] + j]];
            int flip = board_bit(w, m, s, col[c].board, j);
            for (unsigned q = 0; q < seats; q++) {
                size_t row = (size_t)an->index[x->seat[q]] * r->words + word;
                r->plays[row] |= bit;
                if ((q < seats / 2 ? 0 : 1) ^ flip)
                    r->ew[row] |= bit;
            }
        }
    }
    return BM_OK;
}

/* a, partners and their n - 1 terms of s, cell by cell (switching never changes them). */
static void count_meetings(const struct work *w, struct bm_analysis *an,
                           const struct bm_movement *m)
{
    unsigned seats = bm_seat_count(m);
    for (unsigned s = 1; s <= m->sets; s++) {
        int64_t k = m->set_size[s - 1], n = (int64_t)(w->set_start[s] - w->set_start[s - 1]);
        for (size_t j = w->set_start[s - 1]; j < w->set_start[s]; j++) {
            const struct bm_cell *x = &m->cells[w->cell[j]];
            for (unsigned q = 0; q < seats; q++)
                for (unsigned u = q + 1; u < seats; u++) {
                    unsigned p1 = an->index[x->seat[q]], p2 = an->index[x->seat[u]];
                    struct bm_pair_counts *pc = &an->pairs[p1 < p2 ? bm_seated_pair(an, p1, p2)
                                                                   : bm_seated_pair(an, p2, p1)];
                    int partners = (q < seats / 2) == (u < seats / 2);
                    pc->n[partners ? BM_REL_PARTNERS : BM_REL_OPPONENTS] += (uint32_t)k;
                    pc->s += partners ? -(n - 1) * k : (n - 1) * k;
                }
        }
    }
}

/* Bits set in x: the instruction when the build targets it, else a few shifts and adds (a call
 * to the compiler's library routine costs more than the loop around it). */
static inline int64_t ones(uint64_t x)
{
#if defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int64_t)((x * 0x0101010101010101ull) >> 56);
#endif
}

/* The popcount instruction, when the processor has it and the build does not assume it: the
 * pairs' loop is most of an analysis of a large movement (2 million pairs of 16-word rows at
 * 999 tables), and the instruction does it about three times as fast as ones(). */
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__)
#define POPCNT_CLONE 1
#else
#define POPCNT_CLONE 0
#endif

/* b, c, both and the rest of s of every two seated participants from their bit rows; hw (a
 * constant at each inlined call): count bits with the compiler's builtin. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline void count_pairs_with(const struct rows *r, struct bm_analysis *an, int hw)
{
    for (unsigned k = 1; k <= an->Q; k++) {
        const uint64_t *pk = r->plays + (size_t)k * r->words, *ek = r->ew + (size_t)k * r->words;
        for (unsigned l = k + 1; l <= an->Q; l++) {
            const uint64_t *pl = r->plays + (size_t)l * r->words;
            const uint64_t *el = r->ew + (size_t)l * r->words;
            int64_t both = 0, differ = 0;
            for (size_t g = 0, word = 0; g < r->ngroups; g++) {
                int64_t nb = 0, nd = 0;
                for (; word < r->group_end[g]; word++) {
                    uint64_t common = pk[word] & pl[word];
                    uint64_t differing = common & (ek[word] ^ el[word]);
#if POPCNT_CLONE
                    if (hw) {
                        nb += __builtin_popcountll(common);
                        nd += __builtin_popcountll(differing);
                        continue;
                    }
#endif
                    nb += ones(common);
                    nd += ones(differing);
                }
                both += nb * r->group_weight[g];
                differ += nd * r->group_weight[g];
            }
            struct bm_pair_counts *pc = &an->pairs[bm_seated_pair(an, k, l)];
            int64_t g = both - 2 * differ, a = pc->n[BM_REL_OPPONENTS], p = pc->n[BM_REL_PARTNERS];
            int64_t b = (both + g - 2 * p) / 2, c = (both - g - 2 * a) / 2;
            pc->n[BM_REL_SAME] = (uint32_t)b;
            pc->n[BM_REL_OPPOSITE] = (uint32_t)c;
            pc->both = (uint32_t)both;
            pc->s += b - c;
        }
    }
}

#if POPCNT_CLONE
__attribute__((target("popcnt"))) static void count_pairs_popcnt(const struct rows *r,
                                                                 struct bm_analysis *an)
{
    count_pairs_with(r, an, 1);
}
#endif

static void count_pairs(const struct rows *r, struct bm_analysis *an)
{
#if POPCNT_CLONE
    __builtin_cpu_init();
    if (__builtin_cpu_supports("popcnt")) {
        count_pairs_popcnt(r, an);
        return;
    }
#endif
    count_pairs_with(r, an, 0);
}

int bm_analysis_by_plays_only = 0;

/* The route by columns; *taken = 0 when it does not apply (somebody plays a set twice). */
static enum bm_status count_by_columns(int *taken, struct work *w, struct bm_analysis *an,
                                       const struct bm_movement *m)
{
    int dup = 0;
    enum bm_status st = plays_a_set_twice(&dup, w, an, m);
    *taken = !st && !dup && !bm_analysis_by_plays_only;
    if (!*taken)
        return st;
    size_t ncol = 0;
    struct column *col = list_columns(w, an, m, &ncol);
    if (!col)
        return BM_ENOMEM;
    struct rows r = {0};
    st = fill_rows(&r, col, ncol, w, an, m);
    if (!st) {
        count_meetings(w, an, m);
        count_pairs(&r, an);
    }
    free(col);
    free(r.plays);
    free(r.ew);
    free(r.group_weight);
    free(r.group_end);
    return st;
}

enum bm_status bm_analysis_count_boards(struct bm_analysis *an, const struct bm_movement *m)
{
    struct work w = {0};
    enum bm_status st = group_cells(&w, an, m);
    if (!st)
        st = work_alloc(&w, an, m);
    unsigned long long columns = 0, work = st ? 0 : work_of(&w, m, &columns);
    if (!st && work > BM_ANALYSIS_MAX_WORK)
        st = bm_fail(BM_EUNSUPPORTED,
                     "too large to analyse: its boards are played so often that comparing every "
                     "two plays of each board would take more than %llu steps (the limit that "
                     "keeps an analysis within about a minute)",
                     BM_ANALYSIS_MAX_WORK);
    /* Columns when their rows cost less than the pairs of plays: Q^2 / 2 rows of words each
     * (a weight group may start a new word), against W scattered updates. */
    unsigned long long Q = an->Q, rows = Q * (Q ? Q - 1 : 0) / 2 * (columns / 64 + 2);
    int taken = 0;
    if (!st && rows < work)
        st = count_by_columns(&taken, &w, an, m);
    for (unsigned s = 1, b = 0; !st && !taken && s <= m->sets; b += m->set_size[s - 1], s++)
        count_set(&w, an, m, s, b);
    work_free(&w);
    return st;
}
