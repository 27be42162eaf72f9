/* SPDX-License-Identifier: MIT */
/* Bowman movements (seed 001 Part I): T tables, T - 2 rounds, T - 2 board sets, the duals of
 * the extended Mitchells for T - 2 tables, in standard form. The dual of the unmodified odd
 * form (Table IV) shares one set among three tables in one round (the dual of its triple
 * meeting); the default "dual modification" is the dual of the Table IVa modification and
 * shares no set among more than two tables. The relays of the extended Mitchell become
 * double moves of the EW pairs, so a Bowman movement has no relay stand. */
#include <stdio.h>

#include "descriptor/family.h"
#include "families/extended.h"
#include "families/families.h"
#include "model/model.h"
#include "util/message.h"

enum bm_status bm_build_bowman(struct bm_movement **out, const struct bm_params *p, char *msg,
                               size_t msg_size)
{
    unsigned T, modified, k;
    enum bm_status st = bm_param_uint(&T, p, "tables", 0, 6, 1002, msg, msg_size);
    if (!st && T == 0)
        st = bm_fail(BM_EUNSUPPORTED, msg, msg_size,
                     "bowman needs tables=N (6..1002; the dual of the extended Mitchell for "
                     "N - 2 tables)");
    if (!st)
        st = bm_param_uint(&modified, p, "modified", 1, 0, 1, msg, msg_size);
    if (!st)
        st = bm_param_uint(&k, p, "boards", 1, 1, BM_MAX_BOARDS_PER_SET, msg, msg_size);
    if (st)
        return st;
    struct bm_movement *ext = NULL, *dual = NULL, *m = NULL;
    st = bm_extended_new(&ext, T - 2, (int)modified, k, msg, msg_size);
    if (!st)
        st = bm_movement_dual(&dual, ext, msg, msg_size);
    if (!st)
        st = bm_movement_standard_form(&m, dual, msg, msg_size);
    bm_movement_free(ext);
    bm_movement_free(dual);
    char name[96];
    snprintf(name, sizeof name, "Bowman, %u tables%s", T,
             T % 2 && modified ? ", dual modification" : "");
    if (!st)
        st = bm_movement_set_name(m, name);
    if (st) {
        bm_movement_free(m);
        return st;
    }
    *out = m;
    return BM_OK;
}
