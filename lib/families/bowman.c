/* SPDX-License-Identifier: MIT */
/* Bowman movements (Part I of the movements article): T tables, T - 2 rounds, T - 2 board
 * sets, the duals of the extended Mitchells for T - 2 tables, in standard form. The dual of the
 * unmodified odd form (Table IV) shares one set among three tables in one round (the dual of its
 * triple meeting); the default "dual modification" is the dual of the Table IVa modification and
 * shares no set among more than two tables. The relays of the extended Mitchell become double
 * moves of the EW pairs, so a Bowman movement has no relay stand. */
#include "families/extended.h"
#include "families/families.h"

static enum bm_status build(struct bm_movement **out, const struct bm_params *p)
{
    unsigned T, modified, k;
    enum bm_status st = bm_param_uint(&T, p, "tables");
    if (!st)
        st = bm_param_uint(&modified, p, "modified");
    if (!st)
        st = bm_param_uint(&k, p, "boards");
    struct bm_movement *ext = NULL, *dual = NULL, *m = NULL;
    if (!st)
        st = bm_extended_grid(&ext, T - 2, (int)modified, k);
    if (!st)
        st = bm_movement_dual(&dual, ext);
    if (!st)
        st = bm_movement_standard_form(&m, dual);
    bm_movement_free(ext);
    bm_movement_free(dual);
    return bm_family_finish(out, m, st, "Bowman, %u tables%s", T,
                            T % 2 && modified ? ", dual modification" : "");
}

static const struct bm_key keys[] = {
    {.name = "tables", .type = BM_KEY_INTEGER, .min = 6, .max = 1002, .required = 1,
     .help = "the number of tables (T); the movement plays T - 2 rounds"},
    {.name = "modified", .type = BM_KEY_INTEGER, .min = 0, .max = 1, .def = "1",
     .help = "1: with odd T, the dual of Table IVa's modification, so that no set is shared by "
             "more than two tables; 0: the dual of Table IV"},
    {.name = NULL},
};

/* The recommender's offers: two pairs a table from 6 tables on (a phantom for an odd number),
 * T - 2 rounds. */
static enum bm_status serve(const struct bm_request *req, bm_offer_fn offer, void *sink)
{
    char base[64];
    unsigned T = bm_serve_pairs_base(base, sizeof base, req, "bowman", NULL);
    struct bm_rounds r = {T - 2, T - 2, T - 2, req->participants % 2, NULL};
    return T >= 6 ? bm_serve_rounds(req, base, &r, offer, sink) : BM_OK;
}

const struct bm_family bm_family_bowman = {
    .spec.name = "bowman",
    .spec.description = "Two rounds fewer than tables, some tables sharing boards: the dual of the "
                        "extended Mitchell with two tables fewer",
    .source = "Part I of the movements article",
    .event = BM_EVENT_PAIRS,
    .spec.keys = keys,
    .spec.common = bm_common_keys,
    .build = build,
    .serve = serve,
};
