/* SPDX-License-Identifier: MIT */
/* The builders of the movement families, one per family file; the spec module's registry
 * lists them. */
#ifndef BM_FAMILIES_FAMILIES_H
#define BM_FAMILIES_FAMILIES_H

#include "descriptor/family.h"

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
