/* SPDX-License-Identifier: MIT */
/* bm_build(): a spec's family builds the grid, then the keys every family shares (first_board,
 * the absences: phantom, late, leaves, then the arrow switches, planned for those who play) are
 * applied and the spec and generator recorded. */
#include "descriptor/family.h"
#include "model/model.h"
#include "options/options.h"
#include "spec/absence.h"
#include "spec/registry.h"
#include "spec/switches.h"
#include "util/export.h"
#include "util/message.h"
#include "util/out.h"

static enum bm_status finish_build(struct bm_movement *m, const struct bm_params *p,
                                   const struct bm_options *spec)
{
    unsigned first_board;
    enum bm_status st = bm_param_uint(&first_board, p, "first_board");
    if (!st)
        st = bm_movement_set_first_board(m, first_board);
    if (!st)
        st = bm_apply_absences(m, p);
    if (!st)
        st = bm_apply_switches(m, p);
    char *text = NULL;
    if (!st)
        st = bm_options_to_string(&text, spec);
    if (!st)
        st = bm_movement_set_spec(m, text);
    bm_free(text);
    if (!st)
        st = bm_movement_set_generator(m, "libbridgemove " BM_VERSION_STRING);
    return st;
}

BM_EXPORT enum bm_status bm_build(struct bm_movement **out, const struct bm_options *spec)
{
    BM_OUT_PARAM(out);
    BM_NEED(spec);
    const struct bm_family *f = bm_family_of_set(spec->set);
    if (!f)
        return bm_fail(BM_EINVAL, "bm_build takes a movement spec (options of a family such as "
                                  "mitchell); these are %s options", spec->set->name);
    struct bm_params p;
    bm_params_of(&p, f, spec);
    struct bm_movement *m = NULL;
    enum bm_status st = f->build(&m, &p);
    if (!st)
        st = finish_build(m, &p, spec);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}

BM_EXPORT enum bm_status bm_build_string(struct bm_movement **out, const char *text)
{
    BM_OUT_PARAM(out);
    struct bm_options *spec;
    BM_NEED(text);
    enum bm_status st = bm_spec_parse(&spec, text);
    if (!st)
        st = bm_build(out, spec);
    bm_options_free(spec);
    return st;
}
