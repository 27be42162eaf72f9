/* SPDX-License-Identifier: MIT */
/* bm_build(): a spec's family builds the grid, then the keys every family shares (first_board
 * and the absences: phantom, late, leaves) are applied and the spec and generator recorded. */
#include "descriptor/family.h"
#include "spec/absence.h"
#include "model/model.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static enum bm_status finish_build(struct bm_movement *m, const struct bm_spec *spec, char *msg,
                                   size_t msg_size)
{
    unsigned first_board;
    enum bm_status st = bm_param_uint(&first_board, &spec->p, "first_board", msg, msg_size);
    if (!st)
        st = bm_movement_set_first_board(m, first_board);
    if (!st)
        st = bm_apply_absences(m, &spec->p, msg, msg_size);
    char *text = NULL;
    if (!st)
        st = bm_spec_to_string(&text, spec);
    if (!st)
        st = bm_movement_set_spec(m, text);
    bm_free(text);
    if (!st)
        st = bm_movement_set_generator(m, "libbridgemove " BM_VERSION_STRING);
    return st;
}

BM_EXPORT enum bm_status bm_build(struct bm_movement **out, const struct bm_spec *spec, char *msg,
                                  size_t msg_size)
{
    BM_OUT_PARAM_MSG(out, msg, msg_size);
    if (!spec)
        return bm_fail(BM_EINVAL, msg, msg_size, "spec is NULL");
    struct bm_movement *m = NULL;
    enum bm_status st = spec->p.family->build(&m, &spec->p, msg, msg_size);
    if (!st)
        st = finish_build(m, spec, msg, msg_size);
    if (st) {
        bm_movement_free(m);
        if (st == BM_ENOMEM)
            bm_fail(BM_ENOMEM, msg, msg_size, "out of memory");
        return st;
    }
    *out = m;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_build_string(struct bm_movement **out, const char *text, char *msg,
                                         size_t msg_size)
{
    if (out)
        *out = NULL;
    struct bm_spec *spec;
    enum bm_status st = bm_spec_parse(&spec, text, msg, msg_size);
    if (st)
        return st;
    st = bm_build(out, spec, msg, msg_size);
    bm_spec_free(spec);
    return st;
}
