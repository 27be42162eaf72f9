/* SPDX-License-Identifier: MIT */
/* What a movement family is: its descriptor (name, description, event, keys, builder) and the
 * parameters its builder reads from a spec. A key's type, default, bounds and help are written
 * once, here in a descriptor: spec checks, messages, the catalogue (`bridgemove families`) and
 * the docs' key tables all read them. Families (lib/families/) fill descriptors in; the spec
 * module (lib/spec/) lists them and parses specs against them. */
#ifndef BM_DESCRIPTOR_FAMILY_H
#define BM_DESCRIPTOR_FAMILY_H

#include <stddef.h>

#include <bridgemove/bridgemove.h>

#include "options/keys.h"
#include "util/export.h"

/* ---- descriptors ---- */

/* A family's keys are an option set (options/keys.h): its own keys, then the keys every family
 * shares (bm_common_keys) that it does not override. */

/* A spec's keys and values as the builders see them: the keys given, in the family's key
 * order (the values belong to the options handle the spec was given in). */
struct bm_family;
struct bm_params {
    const struct bm_family *family;
    unsigned nkeys;
    const char *key[BM_OPTIONS_MAX_KEYS];
    const char *value[BM_OPTIONS_MAX_KEYS];
};

typedef enum bm_status (*bm_builder_fn)(struct bm_movement **out, const struct bm_params *p);

/* ---- which sizes a family serves (the recommender, lib/suggest/) ---- */

/* What a director asks for: a field of participants and the boards each should play. */
struct bm_request {
    enum bm_event event;
    unsigned participants;         /* pairs, teams or players */
    unsigned boards_lo, boards_hi; /* boards each participant plays, lo <= hi */
    unsigned rounds;               /* 0: any number of rounds */
    unsigned boards_per_round;     /* 0: any number of boards a round */
};

/* Takes one spec a family offers ("mitchell:tables=7,boards=4,phantom=7ns"); BM_OK or
 * BM_ENOMEM, which the family returns at once. */
typedef enum bm_status (*bm_offer_fn)(void *sink, const char *spec);

/* A family's offers for a request: offer every spec it would run for that field and length.
 * Offering too much is harmless: the recommender builds each spec, drops those that do not
 * build or miss the request, and measures the rest itself. Called only for requests of the
 * family's event. */
typedef enum bm_status (*bm_serve_fn)(const struct bm_request *req, bm_offer_fn offer,
                                      void *sink);

/* A movement family: one file in lib/families/ defines one of these. */
struct bm_family {
    struct bm_option_set spec; /* its name, one line in bridge words, its keys in canonical
                                  order then {.name = NULL}, and .common = bm_common_keys */
    const char *source;        /* the texts it comes from, by title or short name; NULL: none */
    enum bm_event event;
    bm_builder_fn build;
    bm_serve_fn serve;         /* the specs it offers a request; NULL: never suggested */
};

/* The rounds one shape of a family can play (for bm_serve_rounds()). */
struct bm_rounds {
    unsigned lo, hi; /* rounds it can play, lo <= hi */
    unsigned def;    /* the rounds it plays when the spec leaves the key out; 0: always write it */
    unsigned idle;   /* the most rounds a participant sits out */
    const char *key; /* the key that sets the rounds ("rounds"); NULL: it always plays hi */
};

/* The boards per round k (*lo..*hi; none when *lo > *hi) that fit R rounds, idle of them sat
 * out, into the request: (R - idle) k boards within its range, at most 4 values from the
 * fewest up (more boards a round than needed make a long, slow session), k the request's
 * boards per round if it gives one. None when the request gives other rounds than R. */
void bm_serve_boards(unsigned *lo, unsigned *hi, const struct bm_request *req, unsigned R,
                     unsigned idle);

/* The base spec of a pairs family seating two pairs a table: "FAMILY:tables=T[,KEYS]" with
 * T = the request's pairs / 2 rounded up, and for an odd number ",phantom=Tns" (the last
 * table's NS pair absent: the pairs that reach that table sit out). Returns T. */
unsigned bm_serve_pairs_base(char *base, size_t size, const struct bm_request *req,
                             const char *family, const char *keys);

/* The common case: offer "BASE,rounds=R,boards=k" for each k that fits some R in the shape's
 * rounds, with the most rounds that fit that k (rounds= left out at r->def). BASE is a spec
 * such as "mitchell:tables=7,phantom=7ns". */
enum bm_status bm_serve_rounds(const struct bm_request *req, const char *base,
                               const struct bm_rounds *r, bm_offer_fn offer, void *sink);

/* The keys every family accepts (boards and the absences), then {.name = NULL}. A family that lists
 * one of them among its own keys (e.g. another default for boards) overrides it. */
extern const struct bm_key bm_common_keys[];

/* The event as a word: "pairs", "teams" or "individual". */
const char *bm_event_word(enum bm_event event);

/* ---- describing a family (the catalogue) ---- */

struct bm_buf;
/* The family as a JSON object: name, description, source, event and every key it accepts. */
void bm_family_json(struct bm_buf *b, const struct bm_family *f);
/* The family for a director: a heading, what it is, then each of its own keys (its name
 * padded to width) with its values, default and limits, and its help. */
void bm_family_text(struct bm_buf *b, const struct bm_family *f, int width);

/* ---- reading a spec's values through the descriptor ---- */

/* Index of key in p, -1 if absent. */
int bm_param_find(const struct bm_params *p, const char *key);
/* String value of key or def. */
const char *bm_param_str(const struct bm_params *p, const char *key, const char *def);
/* Whether a key was given. */
int bm_param_has(const struct bm_params *p, const char *key);

/* Integer key, checked against the descriptor: BM_EPARSE for a value that is not a whole
 * number, BM_EUNSUPPORTED outside min..max ("tables must be 3..1000 for mitchell; got 2") or
 * for a required key left out. An unset key without a fixed default reads as 0. */
enum bm_status bm_param_uint(unsigned *out, const struct bm_params *p, const char *key);

/* What other keys make of an integer key: its default and the values they allow. */
struct bm_bound {
    unsigned def;     /* the value when the key is unset */
    unsigned lo, hi;  /* the values allowed (narrowed further by the descriptor's min..max) */
    const char *with; /* the other keys in words, for the message: "7 tables" */
    const char *hint; /* what else would work, appended to the message; NULL: nothing */
};
/* Integer key whose default or bounds depend on other keys: as bm_param_uint(), with the
 * builder's default and bounds ("rounds must be 1..7 for mitchell with 7 tables; got 8"). */
enum bm_status bm_param_uint_bound(unsigned *out, const struct bm_params *p, const char *key,
                                   const struct bm_bound *b);

/* Choice key: *out = the index (0-based) of the value among the descriptor's choices; def is
 * the default when the key is unset (NULL: the descriptor's). BM_EPARSE for another word. */
enum bm_status bm_param_choice(unsigned *out, const struct bm_params *p, const char *key,
                               const char *def);

/* ---- the end of every builder ---- */

/* Name m (printf-style) and hand it to *out, when st and the naming succeed; otherwise free m
 * (which may be NULL) and return the failing status. */
enum bm_status bm_family_finish(struct bm_movement **out, struct bm_movement *m,
                                enum bm_status st, const char *name_fmt, ...) BM_PRINTF(4, 5);

/* A spec's parameters as its builder reads them: the family's values given in the options
 * (pointers into o, valid while o lives). */
struct bm_options;
void bm_params_of(struct bm_params *p, const struct bm_family *f, const struct bm_options *o);

#endif
