/* SPDX-License-Identifier: MIT */
/* Internal declarations shared by the library's translation units. Never installed. */
#ifndef BM_PRIVATE_H
#define BM_PRIVATE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <bridgemove/bridgemove.h>

#if defined(__GNUC__)
#define BM_EXPORT __attribute__((visibility("default")))
#define BM_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define BM_EXPORT
#define BM_PRINTF(a, b)
#endif

/* Largest grid dimension and participant count accepted anywhere: keeps every index product
 * far from overflow (4096^3 < 2^40 fits size_t on 64-bit; on 32-bit the grid product is
 * checked explicitly). */
#define BM_MAX_DIM 4096u
#define BM_MAX_BOARDS_PER_SET 256u

/* ---- allocation (fault-injectable in test builds) ---- */
void *bm_malloc(size_t size);
void *bm_calloc(size_t n, size_t size);
void *bm_realloc(void *ptr, size_t size);
char *bm_strdup(const char *s);
#ifdef BM_FAULT_INJECTION
/* Fail the n-th allocation from now on this thread (1 = the next one); 0 disables. */
void bm_test_fail_alloc_at(unsigned long n);
/* Allocations attempted on this thread since the last bm_test_fail_alloc_at(). */
unsigned long bm_test_alloc_count(void);
#endif

/* ---- modular arithmetic (arith.c) ---- */
unsigned bm_mod(long a, unsigned n);             /* a mod n in 0..n-1, for negative a too */
unsigned bm_gcd(unsigned a, unsigned b);
unsigned bm_mod_inverse(unsigned a, unsigned n); /* a^-1 mod n; a must be a unit */

/* ---- messages ---- */
/* Write a one-line message into msg (if any); always NUL-terminates. Returns status. */
enum bm_status bm_fail(enum bm_status status, char *msg, size_t msg_size, const char *fmt, ...)
    BM_PRINTF(4, 5);
void bm_msg_clear(char *msg, size_t msg_size);

/* ---- growable string buffer ---- */
struct bm_buf {
    char *data;
    size_t len, cap;
    int failed; /* sticky allocation failure */
};
void bm_buf_init(struct bm_buf *b);
void bm_buf_free(struct bm_buf *b);
void bm_buf_add(struct bm_buf *b, const char *s, size_t n);
void bm_buf_puts(struct bm_buf *b, const char *s);
void bm_buf_printf(struct bm_buf *b, const char *fmt, ...) BM_PRINTF(2, 3);
/* Hand the NUL-terminated contents to *out (or free them and return BM_ENOMEM). */
enum bm_status bm_buf_finish(struct bm_buf *b, char **out);

/* Length of the valid UTF-8 sequence at s (at most end - s bytes), 0 if invalid (utf8.c). */
size_t bm_utf8_sequence(const unsigned char *s, const unsigned char *end);

/* ---- the movement model ---- */
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

/* ---- family builders (one per family file) ---- */
struct bm_params; /* the parsed spec as the builders see it */
/* Integer value of key, or def when unset. BM_EPARSE with a message if not an integer in [lo, hi]. */
enum bm_status bm_param_uint(unsigned *out, const struct bm_params *p, const char *key,
                             unsigned def, unsigned lo, unsigned hi, char *msg, size_t msg_size);
/* String value of key or def. */
const char *bm_param_str(const struct bm_params *p, const char *key, const char *def);
/* Whether a key was given. */
int bm_param_has(const struct bm_params *p, const char *key);

typedef enum bm_status (*bm_builder_fn)(struct bm_movement **out, const struct bm_params *p,
                                        char *msg, size_t msg_size);
struct bm_family {
    const char *name;
    const char *keys; /* space-separated family keys (boards and phantom are implicit) */
    bm_builder_fn build;
};
/* The registry (spec.c). */
const struct bm_family *bm_family_find(const char *name);

enum bm_status bm_build_mitchell(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_howell(struct bm_movement **out, const struct bm_params *p, char *msg,
                               size_t msg_size);
enum bm_status bm_build_web(struct bm_movement **out, const struct bm_params *p, char *msg, size_t msg_size);
enum bm_status bm_build_extended(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_bowman(struct bm_movement **out, const struct bm_params *p, char *msg,
                               size_t msg_size);
enum bm_status bm_build_rover(struct bm_movement **out, const struct bm_params *p, char *msg,
                              size_t msg_size);
enum bm_status bm_build_worger(struct bm_movement **out, const struct bm_params *p, char *msg,
                               size_t msg_size);

/* Extended Mitchell for T tables (extended.c), shared with the Bowman builder. */
enum bm_status bm_extended_new(struct bm_movement **out, unsigned tables, int modified,
                               unsigned boards_per_set, char *msg, size_t msg_size);

/* Rover and Worger circuits (rover.c): n = tables on the circuit. A step works when it, the
 * step - 1 and the step + 1 are all prime to n. Writes why not (and what works) into msg. */
enum bm_status bm_rover_check(unsigned n, unsigned step, const char *family, unsigned tables,
                              char *msg, size_t msg_size);

/* ---- stationary NS layout (dual.c): what the dual and the standard form need ---- */
struct bm_layout {
    unsigned *ns_of_table; /* [tables + 1]: the NS pair of each table, 0 if it never plays */
    unsigned *rank;        /* [participants + 1]: 1..moving for moving pairs, 0 for NS pairs */
    unsigned moving;       /* number of participants that are not NS pairs */
};
/* Fill l for a pairs movement with stationary NS pairs (BM_ENOTSTATIONARY / BM_EUNSUPPORTED
 * with a message otherwise). Free with bm_layout_free(). */
enum bm_status bm_layout_new(struct bm_layout *l, const struct bm_movement *m, char *msg,
                             size_t msg_size);
void bm_layout_free(struct bm_layout *l);
/* Copy name, first board and generator of src into dst (spec cleared). 0 on ENOMEM. */
int bm_transform_copy_meta(struct bm_movement *dst, const struct bm_movement *src,
                           const char *name);
/* Validate a permutation of 1..n passed as perm[0..len-1]; what names the labels. */
enum bm_status bm_perm_check(const unsigned *perm, size_t len, unsigned n, const char *what,
                             char *msg, size_t msg_size);

enum bm_status bm_build_american(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_stagger(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_thurner(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_circulation(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_triplicate(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_tournant(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);
enum bm_status bm_build_individual(struct bm_movement **out, const struct bm_params *p, char *msg,
                                 size_t msg_size);

#endif
