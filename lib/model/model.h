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
#define BM_MAX_FIRST_ROUND 100000u /* the largest number a movement's round 1 is called by */
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

struct bm_plays;

/* A change made mid-session (lib/change), kept in the order made so that the movement says what
 * it was built from: its spec, then these (changes.c). */
enum bm_change_kind { BM_CHANGE_KIND_LATE, BM_CHANGE_KIND_LEAVES, BM_CHANGE_KIND_ADD_TABLE };
#define BM_MAX_CHANGES BM_MAX_DIM
struct bm_change_step {
    enum bm_change_kind kind;
    unsigned pair, round; /* pair 0 for a table added */
    char text[40];        /* the option of the set change that makes it: "late=23@3" */
};

struct bm_movement {
    enum bm_event event;
    unsigned rounds, tables, participants, sets, boards_per_set, first_board;
    unsigned first_round; /* the number round 1 is called by (a Swiss round: its event round) */
    unsigned *set_size;    /* [sets] */
    unsigned *set_first;   /* [sets]: boards in the sets before (board numbers in O(1)) */
    unsigned max_set_size; /* stride of the switch bit array */
    struct bm_cell *cells; /* [rounds * tables] */
    unsigned char *switches; /* bit array: ((cell index) * max_set_size + position-1) */
    size_t switched;         /* bits set in switches: resizing a set skips the grid when 0 */
    unsigned *phantom_from;  /* [participants + 1]; 0 = stays; R: absent from round R on */
    unsigned *arrive_at;     /* [participants + 1]; 0 = from the start; R: plays from round R on */
    unsigned *team_of;       /* [participants + 1]; NULL unless teams event */
    char *name, *spec, *generator;
    struct bm_stand *stands;
    unsigned nstands;
    struct bm_change_step *changes; /* [nchanges], in the order made */
    unsigned nchanges;
    const struct bm_plays *plays; /* NULL, or in a report's view the index of the plays
                                     (model/plays.h): never owned, never copied */
};

/* Whether (r, t) is a cell of the grid; if not, bm_fail_grid() says which of the two is out of
 * range (BM_ERANGE, "round 9 is out of range 1..7"). */
int bm_in_grid(const struct bm_movement *m, unsigned r, unsigned t);
enum bm_status bm_fail_grid(const struct bm_movement *m, unsigned r, unsigned t);
/* What an event's participants are called: "player" in an individual, "pair" otherwise. */
const char *bm_participant_word(enum bm_event event);
/* BM_ERANGE: "pair 99 is out of range 1..14" (player in an individual). */
enum bm_status bm_fail_participant(const struct bm_movement *m, unsigned participant);

static inline struct bm_cell *bm_cell_at(const struct bm_movement *m, unsigned r, unsigned t)
{
    return &m->cells[(size_t)(r - 1) * m->tables + (t - 1)];
}
/* Number of seat slots a cell uses: 2 for pairs/teams, 4 for individual. */
/* The number round r is called by on cards, RoundData and results (bm_movement_first_round). */
static inline unsigned bm_round_label(const struct bm_movement *m, unsigned r)
{
    return m->first_round + r - 1;
}

static inline unsigned bm_seat_count(const struct bm_movement *m)
{
    return m->event == BM_EVENT_INDIVIDUAL ? 4u : 2u;
}
/* The switch bit of board position pos (1-based) at grid cell c = (r - 1) * tables + t - 1:
 * inline, as the analysis reads it for every board at every cell. */
static inline int bm_switch_bit_cell(const struct bm_movement *m, size_t c, unsigned pos)
{
    size_t i = c * m->max_set_size + (pos - 1);
    return (m->switches[i / 8] >> (i % 8)) & 1;
}
int bm_switch_bit(const struct bm_movement *m, unsigned r, unsigned t, unsigned pos);
void bm_switch_bit_set(struct bm_movement *m, unsigned r, unsigned t, unsigned pos, int on);
/* Whether a participant is present in round r: it has arrived and not left. Inline, with
 * bm_cell_played, as the rule check, the analysis and the recommender ask for every cell. */
static inline int bm_is_present(const struct bm_movement *m, unsigned p, unsigned r)
{
    unsigned f = m->phantom_from[p];
    return r >= m->arrive_at[p] && (f == 0 || r < f);
}
/* Whether the boards of a cell in round r are played: active, with a set, every seat taken by a
 * participant present that round (a board at a phantom's or an empty seat's table is not). */
static inline int bm_cell_played(const struct bm_movement *m, const struct bm_cell *x, unsigned r)
{
    if (!x->active || !x->set)
        return 0;
    for (unsigned k = 0; k < bm_seat_count(m); k++)
        if (!x->seat[k] || !bm_is_present(m, x->seat[k], r))
            return 0;
    return 1;
}
/* Whether a participant is absent every round (a phantom: the absent pair of a half table). */
int bm_is_phantom(const struct bm_movement *m, unsigned p);
/* Whether a participant misses some rounds (a phantom, a late arrival or a pair leaving). */
int bm_has_absence(const struct bm_movement *m, unsigned p);
/* Whether a participant plays some rounds and misses others (a late arrival, a pair leaving). */
int bm_is_partly_absent(const struct bm_movement *m, unsigned p);
/* Copy participant p's absence windows of src to participant q of dst (same rounds). */
void bm_absence_copy(struct bm_movement *dst, unsigned q, const struct bm_movement *src,
                     unsigned p);

/* Boards to prepare (prepare.c): every (set, copy) group on a table or a stand counts its set's
 * boards once; the ranges of set sizes and of copies per set say how the total is made. */
struct bm_prepare {
    unsigned long long boards;
    unsigned sets; /* sets in play */
    unsigned size_lo, size_hi, copies_lo, copies_hi;
};
enum bm_status bm_prepare_count(struct bm_prepare *p, const struct bm_movement *m);
/* "60 (15 sets of 1 board, 4 copies of each)". */
struct bm_buf;
void bm_prepare_words(struct bm_buf *b, const struct bm_prepare *p);

/* Record a change after the ones recorded (changes.c): BM_EINVAL for an unknown kind,
 * BM_ERANGE for a pair or round out of range (a table added names no pair) or more than
 * BM_MAX_CHANGES changes; BM_ENOMEM. */
enum bm_status bm_movement_add_change(struct bm_movement *m, enum bm_change_kind kind,
                                      unsigned pair, unsigned round);
/* The key of the set change that makes a kind: "late", "leaves", "add_table"; NULL if none. */
const char *bm_change_kind_key(enum bm_change_kind kind);
/* The kind whose key is the len bytes at key; 0 when none is. */
int bm_change_kind_find(enum bm_change_kind *kind, const char *key, size_t len);

/* The member "changes": [{"change": "late", "pair": 23, "round": 3}, ...], ending ",\n", of
 * a JSON object indented by two; nothing for a movement never changed. */
void bm_changes_json(struct bm_buf *b, const struct bm_movement *m);

/* Recount set_first from set `from` (1-based) on, after set sizes changed. */
void bm_movement_count_sets(struct bm_movement *m, unsigned from);

#endif
