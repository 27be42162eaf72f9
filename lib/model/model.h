/* SPDX-License-Identifier: MIT */
/* The movement model: the grid of cells, the sets and their sizes, the participants and their
 * absences, the stands. Every other module reads and writes movements through this header. */
#ifndef BM_MODEL_MODEL_H
#define BM_MODEL_MODEL_H

#include <stddef.h>

#include <bridgemove/bridgemove.h>

/* Largest grid dimension and participant count accepted anywhere: keeps every index product
 * far from overflow (4096^3 < 2^40 fits size_t on 64-bit; on 32-bit the grid product is
 * checked explicitly). */
#define BM_MAX_DIM 4096u
#define BM_MAX_BOARDS_PER_SET 256u

struct bm_cell {
    unsigned seat[4]; /* pairs: [0]=NS [1]=EW; individual: N S E W */
    unsigned set, copy, first;
    unsigned char active;
};

struct bm_group {
    unsigned set, copy;
};

struct bm_stand {
    char *name;
    unsigned after_table, copy;
    struct bm_group **queue; /* per round: array of groups */
    unsigned *queue_len;     /* per round */
};

struct bm_movement {
    enum bm_event event;
    unsigned rounds, tables, participants, sets, boards_per_set, first_board;
    unsigned *set_size;    /* [sets] */
    unsigned max_set_size; /* stride of the switch bit array */
    struct bm_cell *cells; /* [rounds * tables] */
    unsigned char *switches; /* bit array: ((cell index) * max_set_size + position-1) */
    size_t switched;         /* bits set in switches: resizing a set skips the grid when 0 */
    unsigned *phantom_from;  /* [participants + 1]; 0 = real */
    unsigned *team_of;       /* [participants + 1]; NULL unless teams event */
    char *name, *spec, *generator;
    struct bm_stand *stands;
    unsigned nstands;
};

static inline struct bm_cell *bm_cell_at(const struct bm_movement *m, unsigned r, unsigned t)
{
    return &m->cells[(size_t)(r - 1) * m->tables + (t - 1)];
}
/* Number of seat slots a cell uses: 2 for pairs/teams, 4 for individual. */
static inline unsigned bm_seat_count(const struct bm_movement *m)
{
    return m->event == BM_EVENT_INDIVIDUAL ? 4u : 2u;
}
int bm_switch_bit(const struct bm_movement *m, unsigned r, unsigned t, unsigned pos);
void bm_switch_bit_set(struct bm_movement *m, unsigned r, unsigned t, unsigned pos, int on);
/* Whether a participant is present (not phantom) in round r. */
int bm_is_present(const struct bm_movement *m, unsigned p, unsigned r);

#endif
