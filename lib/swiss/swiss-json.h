/* SPDX-License-Identifier: MIT */
/* What the event reader and the results reader share. */
#ifndef BM_SWISS_JSON_H
#define BM_SWISS_JSON_H

#include "swiss/swiss-private.h"
#include "util/json.h"

/* A number (fraction and exponent allowed) in [lo, hi]. */
enum bm_status bm_swiss_json_real(double *out, const struct bm_json *v,
                                  const struct bm_json_path *path, double lo, double hi);
/* A result [home, away] of table t (0-based) of the round. */
enum bm_status bm_swiss_json_result(struct bm_swiss_round *rd, uint32_t t,
                                    const struct bm_json *v, const struct bm_json_path *path);

#endif
