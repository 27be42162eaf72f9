/* SPDX-License-Identifier: MIT */
/* What a movement family is: its descriptor (name, builder, keys) and the parameters its
 * builder reads from a spec. Families (lib/families/) fill descriptors in; the spec module
 * (lib/spec/) lists them and parses specs against them. */
#ifndef BM_DESCRIPTOR_FAMILY_H
#define BM_DESCRIPTOR_FAMILY_H

#include <stddef.h>

#include <bridgemove/bridgemove.h>

/* A spec's keys and values as the builders see them (spec.c owns the storage). */
#define BM_SPEC_MAX_KEYS 16
struct bm_family;
struct bm_params {
    const struct bm_family *family;
    unsigned nkeys;
    char *key[BM_SPEC_MAX_KEYS];
    char *value[BM_SPEC_MAX_KEYS];
};

/* Index of key in p, -1 if absent. */
int bm_param_find(const struct bm_params *p, const char *key);
/* Integer value of key, or def when unset. BM_EPARSE with a message if not an integer in [lo, hi]. */
enum bm_status bm_param_uint(unsigned *out, const struct bm_params *p, const char *key,
                             unsigned def, unsigned lo, unsigned hi, char *msg, size_t msg_size);
/* String value of key or def. */
const char *bm_param_str(const struct bm_params *p, const char *key, const char *def);
/* Whether a key was given. */
int bm_param_has(const struct bm_params *p, const char *key);

/* The spec handle of the public API (spec.h) is its parameters; spec/ creates and parses it,
 * families may read it (the Web planner's public call takes a spec). */
struct bm_spec {
    struct bm_params p;
};

typedef enum bm_status (*bm_builder_fn)(struct bm_movement **out, const struct bm_params *p,
                                        char *msg, size_t msg_size);
struct bm_family {
    const char *name;
    const char *keys; /* space-separated family keys (boards and phantom are implicit) */
    bm_builder_fn build;
};

#endif
